"""One game per player: an invitation link opened while the game runs goes to that game.

The system starts ``uno-desktop uno-desktop://join/…`` for every link a player opens. When
the player's game already runs, that second process hands the link over and exits
(:func:`hand_over`), and the running game brings its window forward with the join page
filled in (:class:`Doorway`, which every game started by a player listens on once its
first frame is shown). The two meet on a local socket (``QLocalServer``: a Unix socket, a
named pipe on Windows) named by the player's data folder, so each player (and each test,
with a folder of its own) has their own, and only that user may connect to it.

On the wire: the link as one line of UTF-8, answered ``ok``. What arrives is treated as
what it is, a link from anywhere: at most :data:`MAX_LINK` bytes, and the rooms screen
parses it like a link the player pasted (the player still says Join).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

MAX_LINK = 2048
"""Bytes of a handed link (an invitation with its own servers is a few hundred)."""
CONNECT_MS = 300
"""A running game answers at once; one that does not, within this, is not there."""
ANSWER_MS = 2000
"""How long the second process waits for the running game to say it took the link."""
SILENT_MS = 5000
"""A connection to the doorway that says nothing for this long is dropped."""


def doorway_name() -> str:
    """The local socket's name: the player's (their data folder's), short on every system."""
    from uno_desktop.settings import config_dir

    folder = str(config_dir().resolve())
    return "uno-desktop-" + hashlib.sha256(folder.encode("utf-8")).hexdigest()[:20]


def hand_over(link: str, name: str | None = None) -> bool:
    """Give ``link`` to the game already running for this player: ``True`` when it took
    it (this process has nothing more to do), ``False`` when no game runs."""
    data = link.strip().encode("utf-8")
    if not data or len(data) > MAX_LINK or b"\n" in data:
        return False
    sock = QLocalSocket()
    sock.connectToServer(name or doorway_name())
    if not sock.waitForConnected(CONNECT_MS):
        return False
    sock.write(data + b"\n")
    sock.waitForBytesWritten(ANSWER_MS)
    answer = b""
    while not answer.endswith(b"\n") and sock.waitForReadyRead(ANSWER_MS):
        answer += bytes(sock.readAll().data())
        if len(answer) > 16:
            break
    sock.disconnectFromServer()
    return answer == b"ok\n"


class Doorway(QObject):
    """Where a second start hands its link over: ``on_link`` gets each one (a string the
    caller still has to check), on the GUI thread."""

    def __init__(self, on_link: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.on_link = on_link
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self, name: str | None = None) -> bool:
        """Open the doorway; ``False`` when another game of this player has it (this one
        was started beside it on purpose: links go to the other)."""
        name = name or doorway_name()
        probe = QLocalSocket()  # asked first: a server made with access options would take
        probe.connectToServer(name)  # the name over from one listening there (a rename)
        if probe.waitForConnected(CONNECT_MS):
            probe.disconnectFromServer()
            return False
        QLocalServer.removeServer(name)  # left by a game that crashed: nobody answers there
        return self.server.listen(name)

    def close(self) -> None:
        self.server.close()
        for sock in list(self._buffers):
            sock.abort()
        self._buffers.clear()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            self._buffers[sock] = b""
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(lambda s=sock: self._forget(s))
            QTimer.singleShot(SILENT_MS, sock, lambda s=sock: self._drop(s))

    def _read(self, sock: QLocalSocket) -> None:
        if sock not in self._buffers:
            return
        data = self._buffers[sock] + bytes(sock.read(MAX_LINK + 2 - len(self._buffers[sock]))
                                           .data())
        line, newline, _ = data.partition(b"\n")
        if not newline:
            if len(data) > MAX_LINK:
                self._drop(sock)
            else:
                self._buffers[sock] = data
            return
        self._buffers.pop(sock)
        sock.write(b"ok\n")
        sock.flush()
        sock.disconnectFromServer()
        text = line.decode("utf-8", errors="replace").strip()
        if text:
            self.on_link(text)

    def _drop(self, sock: QLocalSocket) -> None:
        if self._buffers.pop(sock, None) is not None:
            sock.abort()

    def _forget(self, sock: QLocalSocket) -> None:
        self._buffers.pop(sock, None)
        sock.deleteLater()
