"""Reaching the other side: magic-wormhole's transit relay, or a direct TCP connection.

The relay's handshake is documented (magic-wormhole-protocols, ``transit.md``): connect by
TCP, write ``please relay <channel> for side <side>\\n`` and wait for ``ok\\n``, which comes
once a second connection has asked for the same channel from another side; from then on
the relay copies every byte from one to the other. Nothing may be sent before ``ok`` (the
relay hangs up on an impatient client), and the relay does not survive a restart: both
connections simply close, and the room connects again (:mod:`.room`).

A direct connection goes to an address the host offered (the same LAN, or a reachable
address) and opens with ``uno-desktop link <channel>\\n``: the host's listener looks the
channel up and hands the socket to that guest's link. Either way what follows is the
secured stream of :mod:`.link`.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from uno_desktop import qtcompat

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_MS = 5000
"""A relay or a direct address that has not accepted the TCP connection by then is
unreachable (a black-holed private address never answers at all)."""
GREETING_MAX = 200
"""Bytes of handshake line read before a peer counts as speaking something else."""
DIRECT_PREFIX = b"uno-desktop link "


def relay_request(channel: str, side: str) -> bytes:
    """The relay handshake: ``channel`` 64 hex digits, ``side`` 16."""
    return f"please relay {channel} for side {side}\n".encode("ascii")


class Dial(QObject):
    """One outgoing TCP connection that ends in a stream ready for the link: to the
    relay (the handshake, then wait for the partner) or to a host's direct address (the
    greeting line). ``ready`` hands over the socket and any bytes that came after the
    handshake; ``failed`` says why not (``unreachable``; ``closed``: the address answered
    but nobody listens on the port, a host's game not started yet; ``refused``: a relay
    that answered something else; ``lost``)."""

    ready = Signal(object, bytes)  # QTcpSocket (the receiver keeps it), bytes already read
    failed = Signal(str)

    def __init__(self, host: str, port: int, greeting: bytes, expect: bytes | None,
                 parent: QObject | None = None, timeout_ms: int = CONNECT_TIMEOUT_MS) -> None:
        """``expect``: the line to wait for before the stream is ours (``ok\\n`` from a
        relay), or ``None`` (a direct connection is ours once the greeting is out)."""
        super().__init__(parent)
        self.host, self.port = host, port
        self.greeting, self.expect = greeting, expect
        self._buffer = b""
        self._done = False
        self.sock = QTcpSocket(self)
        self.sock.connected.connect(self._on_connected)
        self.sock.readyRead.connect(self._on_read)
        self.sock.disconnected.connect(lambda: self._fail("lost"))
        self.sock.errorOccurred.connect(self._on_error)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._fail("unreachable"))
        self._timer.start(timeout_ms)

    def start(self) -> None:
        self.sock.connectToHost(self.host, self.port)

    def cancel(self) -> None:
        """Give up (another path won, or the room closed): no signal follows."""
        self._done = True
        self._timer.stop()
        self.sock.abort()
        self.deleteLater()

    @property
    def connected(self) -> bool:
        """The TCP connection is up (a relay dial may still wait for its partner)."""
        return self.sock.state() == QAbstractSocket.SocketState.ConnectedState

    def _on_connected(self) -> None:
        self._timer.stop()  # a relay may keep us waiting for the partner as long as it likes
        self.sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self.sock.setSocketOption(QAbstractSocket.SocketOption.KeepAliveOption, 1)
        self.sock.write(self.greeting)
        self.sock.flush()
        if self.expect is None:
            self._hand_over(b"")

    def _on_read(self) -> None:
        if self._done or self.expect is None:
            return
        self._buffer += bytes(self.sock.readAll().data())
        if len(self._buffer) < len(self.expect) and self.expect.startswith(self._buffer):
            return
        if self._buffer.startswith(self.expect):
            self._hand_over(self._buffer[len(self.expect):])
        else:
            log.warning("relay %s:%d answered %r", self.host, self.port, self._buffer[:40])
            self._fail("refused")

    def _on_error(self, error: QAbstractSocket.SocketError) -> None:
        if self.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            if error == QAbstractSocket.SocketError.ConnectionRefusedError:
                self._fail("closed")
            else:
                self._fail("unreachable" if not self._buffer else "lost")

    def _hand_over(self, rest: bytes) -> None:
        self._done = True
        self._timer.stop()
        sock = self.sock
        for signal in (sock.connected, sock.readyRead, sock.disconnected, sock.errorOccurred):
            signal.disconnect()
        # The receiver takes the socket by giving it a parent of its own. Until then it
        # stays ours, and goes with us (later) if nobody took it: a socket without a
        # parent would be Python's, freed the moment its last reference went, which can
        # be in the middle of its own signal (this runs in one), and Qt then returns into
        # a deleted socket (the segfault test_rooms_ui met now and then).
        self.ready.emit(sock, rest)
        self.deleteLater()

    def _fail(self, why: str) -> None:
        if self._done:
            return
        self._done = True
        self._timer.stop()
        self.sock.abort()
        self.failed.emit(why)
        self.deleteLater()


def dial_relay(host: str, port: int, channel: str, side: str,
               parent: QObject | None = None) -> Dial:
    """A connection to the relay that is ready once the other side asked for ``channel``."""
    return Dial(host, port, relay_request(channel, side), b"ok\n", parent)


def dial_direct(host: str, port: int, channel: str, parent: QObject | None = None,
                timeout_ms: int = CONNECT_TIMEOUT_MS) -> Dial:
    """A direct connection to a host's listener, greeting it with ``channel``."""
    return Dial(host, port, DIRECT_PREFIX + channel.encode("ascii") + b"\n", None, parent,
                timeout_ms)


class DirectListener(QObject):
    """The host's port for direct connections: each new socket says which channel it is
    for, and goes to the link waiting on that channel (anything else is hung up on)."""

    arrived = Signal(str, object, bytes)  # channel, QTcpSocket, bytes after the greeting

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self._pending: dict[QTcpSocket, bytes] = {}

    def listen(self, address: str | None = None, port: int = 0) -> int:
        where = (QHostAddress(address) if address
                 else QHostAddress(QHostAddress.SpecialAddress.Any))
        if not self.server.listen(where, port):
            raise OSError(0, self.server.errorString())
        return self.server.serverPort()

    @property
    def port(self) -> int:
        return self.server.serverPort()

    def close(self) -> None:
        self.server.close()
        for sock in list(self._pending):
            sock.abort()
        self._pending.clear()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if len(self._pending) >= 16:  # bare sockets never pile up
                oldest = next(iter(self._pending))
                self._pending.pop(oldest)
                oldest.abort()
            self._pending[sock] = b""
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(lambda s=sock: self._pending.pop(s, None))
            QTimer.singleShot(CONNECT_TIMEOUT_MS, sock, lambda s=sock: self._expire(s))

    def _expire(self, sock: QTcpSocket) -> None:
        if sock in self._pending:
            self._pending.pop(sock)
            sock.abort()

    def _read(self, sock: QTcpSocket) -> None:
        if sock not in self._pending:
            return
        data = self._pending[sock] + sock.read(GREETING_MAX).data()
        line, newline, rest = data.partition(b"\n")
        if not newline:
            if len(data) >= GREETING_MAX or not (DIRECT_PREFIX.startswith(data[:17])):
                self._pending.pop(sock)
                sock.abort()
            else:
                self._pending[sock] = data
            return
        self._pending.pop(sock)
        channel = line[len(DIRECT_PREFIX):]
        if not line.startswith(DIRECT_PREFIX) or len(channel) != 64 or not all(
                c in b"0123456789abcdef" for c in channel):
            sock.abort()
            return
        for signal in (sock.readyRead, sock.disconnected):
            signal.disconnect()
        sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self.arrived.emit(channel.decode("ascii"), sock, rest)
