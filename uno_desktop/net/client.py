"""The LAN client on a ``QTcpSocket``: keeps the seat's view and reconnects with its token.

The protocol state itself (:class:`ClientState`) has no Qt, see :mod:`.state`; the link
(the handshake on the PIN or a ticket, then sealed frames) is :mod:`.sealed`'s.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from rules.actions import Action
from uno_desktop import qtcompat
from uno_desktop.net import protocol as p
from uno_desktop.net.sealed import Failure, GuestChannel
from uno_desktop.net.secure import Ticket
from uno_desktop.net.state import ClientState, TokenStore
from uno_desktop.reactions import REACTIONS

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

__all__ = ["ClientState", "LanClient", "TokenStore"]


class LanClient(QObject):
    """One connection to a host on a ``QTcpSocket``; reconnects after a drop, to the same
    host only (its key, proven in each handshake) and with the ticket that host gave, so
    no PIN is needed again.

    Signals carry decoded messages and plain values so a UI controller or the LAN
    transport can stay thin. A link that cannot be made ends in ``error`` and ``closed``
    with the reason's code: ``bad_pin``, ``pin_required`` (ask the player for the PIN),
    ``pin_locked``, ``host_changed`` (another host answers where the known one was),
    ``version_mismatch``.
    """

    connected = Signal()
    welcomed = Signal(object)  # p.Welcome
    lobbyChanged = Signal(object)  # p.Lobby
    updated = Signal(object, object)  # events, view
    error = Signal(str, object)  # code, state_id (None unless an action was refused)
    chat = Signal(object, str, str)  # seat, name, text
    reaction = Signal(int, str)  # seat, one of reactions.REACTIONS (others are dropped)
    clock = Signal(str, object, int)  # kind, seat, ms
    closed = Signal(str, bool)  # reason (host_quit, a fatal error's code…), resumable
    connectionLost = Signal()
    reconnecting = Signal(int)  # attempt (after a connection that was made was lost)

    def __init__(self, state: ClientState, tokens: TokenStore | None = None,
                 parent: QObject | None = None, retry_ms: int = 1000,
                 max_attempts: int = 30, ping_ms: int = 3000, silence_ms: int = 12_000,
                 reach_attempts: int = 3, connect_timeout_ms: int = 5000,
                 handshake_ms: int = 10_000) -> None:
        """``ping_ms``/``silence_ms``: how often to ping the host, and how long a host that
        says nothing at all (not even a pong) counts as gone: a laptop that slept, a network
        that changed under a socket that never heard of it. Then it reconnects.
        ``reach_attempts``: tries before a room never reached is given up on
        (``closed("unreachable")``: nobody there, or an address this network cannot
        reach); each try ends after ``connect_timeout_ms`` at the most. A connection that
        was made and lost is tried ``max_attempts`` times. ``handshake_ms``: a host that
        has not made the link by then (one that stalls in the handshake) is left, and
        tried again like a lost connection."""
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
        self._channel: GuestChannel | None = None
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
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.setInterval(handshake_ms)
        self._deadline.timeout.connect(self._too_slow)

    @property
    def key(self) -> str:
        """Where the host is (``host:port``): a hint kept with its entry, never its name."""
        return f"{self.host}:{self.port}"

    def open(self, host: str, port: int, host_key: bytes | None = None) -> None:
        """Connect. ``host_key``: coming back to a host this computer knows; no other
        host is accepted, and its ticket (if one is kept) replaces the PIN. Without it,
        whichever host answers proves its key, and only a token kept for that key is
        offered to it."""
        self.host, self.port = host, port
        if host_key is not None:
            self.state.meet(host_key, self.tokens.get(host_key))
            saved = self.tokens.get(host_key)
            if saved is not None and saved.ticket and self.state.ticket is None:
                try:
                    self.state.ticket = Ticket.from_hex(saved.ticket)
                except ValueError:
                    self.state.ticket = None
        self._stopped = self._host_closed = False
        self.attempts = 0
        self._reached = False
        self._connect()

    def _connect(self) -> None:
        if self._stopped:
            return
        self._reader = p.FrameReader(p.MAX_FRAME)
        self._channel = None
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
        channel = self._channel
        if channel is None or self.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            return
        sealed = channel.seal(msg)
        if sealed is not None:
            self._write(sealed)

    def _write(self, frame: bytes) -> None:
        self.sock.write(p.HEADER.pack(len(frame)) + frame)
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
        """Leave: the host gives the seat to a bot. What this computer keeps of the host
        (token, ticket) is forgotten, unless ``keep_token`` (a game that goes on: the
        player may take the seat back later; a host closing its own room, saved)."""
        self._stopped = True
        self._retry.stop()
        self._alive.stop()
        self._connect_timer.stop()
        self.send(p.Bye())
        self.sock.flush()
        self.sock.disconnectFromHost()
        if not keep_token and self.state.host_key is not None:
            self.tokens.forget(self.state.host_key)

    def stop(self) -> None:
        """Drop the connection without leaving (the seat can be reclaimed later)."""
        self._stopped = True
        self._retry.stop()
        self._alive.stop()
        self._connect_timer.stop()
        self._deadline.stop()
        self.sock.abort()

    # ------------------------------------------------------------------ socket events

    def _on_connected(self) -> None:
        self.sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._connect_timer.stop()
        self._heard = time.monotonic()
        self._reached = True
        self.connected.emit()
        self._channel = GuestChannel(self.state, self.tokens)
        self._deadline.start()
        self._write(self._channel.start())

    def _too_slow(self) -> None:
        channel = self._channel
        if channel is not None and not channel.open and not self._stopped:
            self._failed(Failure("timeout", "no link in time", Failure.AGAIN))

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
        channel = self._channel
        for item in self._reader.feed(self.sock.readAll().data()):
            if channel is None or channel is not self._channel or self._stopped:
                return  # the link failed on an earlier frame of this read
            try:
                replies, messages = channel.receive(item)
            except Failure as failure:
                self._failed(failure)
                return
            except p.ProtocolError as exc:
                self.error.emit(p.refused_from_host(exc), None)
                continue
            for frame in replies:
                self._write(frame)
            if channel.open:
                self.attempts = 0
                self._deadline.stop()
            for msg in messages:
                try:
                    self._handle(msg)
                except p.ProtocolError as exc:
                    self.error.emit(p.refused_from_host(exc), None)

    def _failed(self, failure: Failure) -> None:
        """The link could not be made or broke: try again, with the PIN instead of the
        ticket or without a PIN, or stop and say why."""
        self._channel = None
        self._deadline.stop()
        if failure.retry == Failure.STOP:
            self._stopped = True
            self._retry.stop()
            self.sock.abort()
            self.error.emit(failure.code, None)
            self.closed.emit(failure.code, False)
            return
        if failure.retry == Failure.BY_SECRET:
            self.state.ticket = None
            if self.state.host_key is not None:
                self.tokens.put(self.state.host_key, ticket="")
        elif failure.retry == Failure.WITHOUT_SECRET:
            self.state.pin = ""
        self.sock.abort()
        if failure.retry == Failure.AGAIN:
            self._schedule_retry()
        else:
            self.attempts += 1
            self._retry.start(0)

    def _handle(self, msg: Any) -> None:
        events = self.state.handle(msg)
        if isinstance(msg, p.Welcome):
            if self.state.host_key is not None:
                self.tokens.put(self.state.host_key, address=self.key, **self.state.entry())
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
        elif isinstance(msg, p.Reaction):
            if msg.reaction in REACTIONS:  # only what the table can show and say
                self.reaction.emit(msg.seat, msg.reaction)
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
