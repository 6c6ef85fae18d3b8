"""The LAN client on a ``QTcpSocket``: keeps the seat's view and reconnects with its token.

The protocol state itself (:class:`ClientState`) has no Qt, see :mod:`.state`.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from rules.actions import Action
from uno_desktop import qtcompat
from uno_desktop.net import protocol as p
from uno_desktop.net.state import ClientState, TokenStore

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

__all__ = ["ClientState", "LanClient", "TokenStore"]


class LanClient(QObject):
    """One connection to a host on a ``QTcpSocket``; reconnects with the token after a drop.

    Signals carry decoded messages and plain values so a UI controller or the LAN
    transport can stay thin.
    """

    connected = Signal()
    welcomed = Signal(object)  # p.Welcome
    lobbyChanged = Signal(object)  # p.Lobby
    updated = Signal(object, object)  # events, view
    error = Signal(str, object)  # code, state_id (None unless an action was refused)
    chat = Signal(object, str, str)  # seat, name, text
    clock = Signal(str, object, int)  # kind, seat, ms
    closed = Signal(str, bool)  # reason (host_quit, a fatal error's code…), resumable
    connectionLost = Signal()
    reconnecting = Signal(int)  # attempt (after a connection that was made was lost)

    def __init__(self, state: ClientState, tokens: TokenStore | None = None,
                 parent: QObject | None = None, retry_ms: int = 1000,
                 max_attempts: int = 30, ping_ms: int = 3000, silence_ms: int = 12_000,
                 reach_attempts: int = 3, connect_timeout_ms: int = 5000) -> None:
        """``ping_ms``/``silence_ms``: how often to ping the host, and how long a host that
        says nothing at all (not even a pong) counts as gone: a laptop that slept, a network
        that changed under a socket that never heard of it. Then it reconnects.
        ``reach_attempts``: tries before a room never reached is given up on
        (``closed("unreachable")``: nobody there, or an address this network cannot
        reach); each try ends after ``connect_timeout_ms`` at the most. A connection that
        was made and lost is tried ``max_attempts`` times."""
        super().__init__(parent)
        self.state = state
        self.tokens = tokens or TokenStore(None)
        self.retry_ms = retry_ms
        self.max_attempts = max_attempts
        self.reach_attempts = reach_attempts
        self._reached = False  # a connection to this host was made once
        self.host = ""
        self.port = 0
        self.attempts = 0
        self._stopped = False
        self._host_closed = False
        self._reader = p.FrameReader(p.MAX_FRAME)
        self.sock = QTcpSocket(self)
        self.sock.connected.connect(self._on_connected)
        self.sock.readyRead.connect(self._on_ready_read)
        self.sock.disconnected.connect(self._on_lost)
        self.sock.errorOccurred.connect(self._on_socket_error)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)
        self._connect_timer = QTimer(self)
        self._connect_timer.setSingleShot(True)
        self._connect_timer.timeout.connect(self._connect_timed_out)
        self.connect_timeout_ms = connect_timeout_ms
        self.silence_s = silence_ms / 1000
        self._heard = time.monotonic()
        self._ping_seq = 0
        self._alive = QTimer(self)
        self._alive.timeout.connect(self._check_alive)
        if ping_ms:
            self._alive.start(ping_ms)

    @property
    def key(self) -> str:
        return f"{self.host}:{self.port}"

    def open(self, host: str, port: int) -> None:
        """Connect; a token saved for this address is offered to reclaim the seat."""
        self.host, self.port = host, port
        saved = self.tokens.get(self.key)
        if saved.get("token") and not self.state.token:
            self.state.token = str(saved["token"])
            self.state.game_id = str(saved.get("game_id", ""))
        self._stopped = self._host_closed = False
        self.attempts = 0
        self._reached = False
        self._connect()

    def _connect(self) -> None:
        if self._stopped:
            return
        self._reader = p.FrameReader(p.MAX_FRAME)
        self.sock.abort()
        self.sock.connectToHost(self.host, self.port)
        if self.connect_timeout_ms:
            self._connect_timer.start(self.connect_timeout_ms)

    def _connect_timed_out(self) -> None:
        """No answer at all (an address packets vanish to): this try is over."""
        if self._stopped or self.sock.state() == QAbstractSocket.SocketState.ConnectedState:
            return
        self.sock.abort()
        self._schedule_retry()

    def send(self, msg: p.Msg) -> None:
        if self.sock.state() == QAbstractSocket.SocketState.ConnectedState:
            self.sock.write(p.encode(msg))
            self.sock.flush()

    def act(self, action: Action, state_id: int | None = None) -> None:
        if self.state.seat is not None and self.state.view is not None:
            self.send(self.state.act(action, state_id))

    def shown(self, state_id: int) -> None:
        """Our table has caught up with ``state_id`` (the host paces its bots by it)."""
        self.send(p.Shown(state_id=state_id))

    def say(self, text: str) -> None:
        text = text.strip()[:200]
        if text:
            self.send(p.Say(text=text))

    def set_ready(self, ready: bool) -> None:
        self.send(p.Ready(ready=ready))

    def leave(self, keep_token: bool = False) -> None:
        """Leave: the host gives the seat to a bot. The token is forgotten, unless
        ``keep_token`` (a game that goes on: the player may take the seat back later)."""
        self._stopped = True
        self._retry.stop()
        self._alive.stop()
        self._connect_timer.stop()
        self.send(p.Bye())
        self.sock.flush()
        self.sock.disconnectFromHost()
        if not keep_token:
            self.tokens.forget(self.key)

    def stop(self) -> None:
        """Drop the connection without leaving (the seat can be reclaimed later)."""
        self._stopped = True
        self._retry.stop()
        self._alive.stop()
        self._connect_timer.stop()
        self.sock.abort()

    # ------------------------------------------------------------------ socket events

    def _on_connected(self) -> None:
        self.sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._connect_timer.stop()
        self._heard = time.monotonic()
        self._reached = True
        self.attempts = 0
        self.connected.emit()
        self.send(self.state.hello())

    def _check_alive(self) -> None:
        """Ping the host; one silent past ``silence_s`` is gone: reconnect (the token
        takes the seat back)."""
        if self._stopped or self.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            return
        if time.monotonic() - self._heard > self.silence_s:
            self.sock.abort()
            if not self._retry.isActive():
                self._on_lost()
            return
        self._ping_seq += 1
        self.send(p.Ping(seq=self._ping_seq))

    def _on_ready_read(self) -> None:
        self._heard = time.monotonic()
        for item in self._reader.feed(self.sock.readAll().data()):
            if isinstance(item, p.Oversize):
                continue
            try:
                msg = p.decode_host(item)
                self._handle(msg)
            except p.ProtocolError as exc:
                self.error.emit(exc.code, None)

    def _handle(self, msg: Any) -> None:
        events = self.state.handle(msg)
        if isinstance(msg, p.Welcome):
            if msg.seat is not None:
                self.tokens.put(self.key, token=self.state.token, game_id=msg.game_id,
                                seat=msg.seat)
            self.welcomed.emit(msg)
        elif isinstance(msg, p.Lobby):
            self.lobbyChanged.emit(msg)
        elif isinstance(msg, p.Snapshot | p.Update):
            self.updated.emit(events, self.state.view)
        elif isinstance(msg, p.Error):
            if msg.fatal:
                self._stopped = True
                self._retry.stop()
            self.error.emit(msg.code, msg.state_id)
            if msg.fatal:  # the host hangs up: the game is over for this client
                self.closed.emit(msg.code, False)
        elif isinstance(msg, p.Chat):
            self.chat.emit(msg.seat, msg.name, msg.text)
        elif isinstance(msg, p.Clock):
            self.clock.emit(msg.kind, msg.seat, msg.ms)
        elif isinstance(msg, p.Closing):
            self._host_closed = True
            self._stopped = True
            self.closed.emit(msg.reason, msg.resumable)
        elif isinstance(msg, p.Ping):
            self.send(p.Pong(seq=msg.seq))

    def _on_lost(self) -> None:
        if self._stopped:
            return
        self.connectionLost.emit()
        self._schedule_retry()

    def _on_socket_error(self, _error: object) -> None:
        if self._stopped:
            return
        if self.sock.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._schedule_retry()

    def _schedule_retry(self) -> None:
        if self._retry.isActive() or self._stopped:
            return
        self._connect_timer.stop()
        self.attempts += 1
        if self.attempts > (self.max_attempts if self._reached else self.reach_attempts):
            self._stopped = True
            self._alive.stop()
            self.closed.emit("connection_lost" if self._reached else "unreachable", False)
            return
        if self._reached:
            self.reconnecting.emit(self.attempts)
        self._retry.start(self.retry_ms)
