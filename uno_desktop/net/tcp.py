"""The LAN's link provider: TCP sockets (QtNetwork) as :class:`~.link.Link` s.

:class:`TcpListener` listens on a port and hands every new socket to the host as a
:class:`TcpLink`: length-prefixed frames (``protocol.FrameReader``) read 64 KiB at a time,
so a huge frame streams past and is skipped instead of landing in memory whole, and a peer
that stops reading is hung up on once ``Limits.max_backlog`` bytes wait for it.
"""

from __future__ import annotations

import errno
import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from uno_desktop import qtcompat
from uno_desktop.net import protocol as p
from uno_desktop.net.admission import Limits
from uno_desktop.net.link import Frames, LinkHost

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

READ_CHUNK = 64 * 1024
"""Bytes Qt buffers for one peer and hands over at a time: a huge frame streams past in
pieces this size (and is skipped) instead of landing in memory whole."""
LISTEN_ERRNO = {QAbstractSocket.SocketError.AddressInUseError: errno.EADDRINUSE,
                QAbstractSocket.SocketError.SocketAccessError: errno.EACCES}
"""Why a port would not open, as the ``errno`` of the ``OSError`` :meth:`TcpListener.listen`
raises (Qt's own text, English, is its message): the UI words the code."""

log = logging.getLogger(__name__)


class TcpLink(QObject):
    """One accepted socket as a link. A ``QObject`` child of its listener: a host deleted
    with its listener gets no late call from a socket that closed meanwhile."""

    def __init__(self, sock: QTcpSocket, limits: Limits, clock: Callable[[], float],
                 parent: QObject) -> None:
        super().__init__(parent)
        self.sock = sock
        sock.setParent(self)
        self.limits = limits
        self.clock = clock
        self._address = sock.peerAddress().toString()
        self._reader = p.FrameReader(p.MAX_CLIENT_FRAME)
        self._closing = False
        self._partial_since = 0.0
        self._on_frames: Frames | None = None
        self._on_closed: Callable[[], None] | None = None
        sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        if limits.send_buffer:  # else the system's own, sized as it needs
            sock.setSocketOption(QAbstractSocket.SocketOption.SendBufferSizeSocketOption,
                                 limits.send_buffer)
        sock.setReadBufferSize(READ_CHUNK)

    @property
    def address(self) -> str:
        return self._address

    @property
    def closing(self) -> bool:
        return self._closing

    def attach(self, on_frames: Frames, on_closed: Callable[[], None]) -> None:
        self._on_frames, self._on_closed = on_frames, on_closed
        self.sock.readyRead.connect(self._read)
        # Queued, not direct: an ``abort`` (a peer that stops reading, a waiting connection
        # making room) then never changes the host's peers under a loop that is sending.
        self.sock.disconnected.connect(self._gone, Qt.ConnectionType.QueuedConnection)

    def send(self, frame: bytes) -> bool:
        if self._closing:
            return False
        sock = self.sock
        sock.write(p.HEADER.pack(len(frame)) + frame)  # one copy into Qt's buffer, not two
        if sock.bytesToWrite() > self.limits.max_backlog:
            log.warning("%s stopped reading (%d bytes queued): hung up",
                        self._address, sock.bytesToWrite())
            self.abort()
            return False
        return True

    def flush(self) -> None:
        if not self._closing and self.sock.bytesToWrite():
            self.sock.flush()

    def close(self) -> None:
        if not self._closing:
            self.sock.flush()
            self._closing = True
            self.sock.disconnectFromHost()

    def abort(self) -> None:
        if not self._closing:
            self._closing = True
            self.sock.abort()

    def stalled_since(self) -> float:
        return self._partial_since

    def _read(self) -> None:
        sock = self.sock
        while not self._closing and sock.bytesAvailable() > 0:
            frames = self._reader.feed(sock.read(READ_CHUNK).data())
            if frames and self._on_frames is not None:
                self._on_frames(frames)
        if not self._reader.in_frame():
            self._partial_since = 0.0
        elif not self._partial_since:
            self._partial_since = self.clock()

    def _gone(self) -> None:
        self._closing = True
        on_closed, self._on_closed = self._on_closed, None
        if on_closed is not None:
            on_closed()
        self.deleteLater()


class TcpListener(QObject):
    """A port the host listens on; each new socket goes to ``host.accept`` as a link."""

    def __init__(self, host: LinkHost, limits: Limits, clock: Callable[[], float],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.limits = limits
        self.clock = clock
        self._closed = False
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)

    def listen(self, port: int = 0, address: str | None = None) -> int:
        """Listen on ``address`` (all interfaces by default) and return the port; an
        ``OSError`` with the reason's ``errno`` (:data:`LISTEN_ERRNO`) when it cannot."""
        where = (QHostAddress(address) if address
                 else QHostAddress(QHostAddress.SpecialAddress.Any))
        if not self.server.listen(where, port):
            code = LISTEN_ERRNO.get(self.server.serverError(), 0)
            raise OSError(code, self.server.errorString())
        return self.server.serverPort()

    @property
    def port(self) -> int:
        return self.server.serverPort()

    @property
    def address(self) -> str:
        """The address listened on (``0.0.0.0``/``::``: every interface)."""
        return self.server.serverAddress().toString()

    def close(self) -> None:
        self._closed = True
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if self._closed:
                sock.abort()
                continue
            self.host.accept(TcpLink(sock, self.limits, self.clock, self))
