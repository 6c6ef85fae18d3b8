"""The LAN host: the one authority of a networked game (QtNetwork, no widgets).

It accepts TCP connections, binds each to a seat after the handshake, passes every action
through the same :class:`~uno_desktop.referee.Referee` and :class:`HostSession` a game on
one computer uses (so the rules, the state id and the host's clock decide, never the
client), and sends each connection only what its seat may see. This module is the Qt
adapter: sockets, one wake-up timer for the referee, and the autosave
(:class:`~uno_desktop.saves.Autosaver`, written before anything goes out). Who may connect
and how much a peer may send is :mod:`.admission`'s policy; peer-chosen text is cleaned by
:mod:`.names`. A watchdog drops any peer that stalls: one that began a frame and does not
finish it in time, or does not answer pings, so no one can hold a seat or a spectator's
place by sending half a frame and never reading.
"""

from __future__ import annotations

import errno
import hashlib
import hmac
import logging
import math
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from rules import Game, PlayerView, RuleOptions, load_preset, new_game
from rules.events import Event
from uno_desktop import qtcompat, saves
from uno_desktop.net import protocol as p
from uno_desktop.net.admission import (
    Admission,
    Limits,
    address_identity,
    pending_victim,
    seat_identity,
)
from uno_desktop.net.names import clean_chat, clean_name, clean_room, name_key, numbered
from uno_desktop.referee import FLIGHT_MS, Pacing, Referee
from uno_desktop.session import HostSession, Rejected, SeatInfo

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

RACE_WINDOW = 16
"""A refused action taken at most this many states back lost a race (see ``_act``)."""
MISSED_EVENTS_LIMIT = 400
READ_CHUNK = 64 * 1024
"""Bytes Qt buffers for one peer and hands over at a time: a huge frame streams past in
pieces this size (and is skipped) instead of landing in memory whole."""
LOBBY_COALESCE_MS = 100
"""Lobby changes within this time go out as one ``Lobby`` (a reconnect storm is one)."""
WATCH_MS = 1000
"""How often the watchdog looks for peers that stall (see ``Limits.frame_deadline_s``)."""

log = logging.getLogger(__name__)



@dataclass
class HostConfig:
    """Everything the host decides; times in milliseconds (0 switches a timer off)."""

    room: str = "UNO"
    pin: str = ""
    preset: str = "official"
    options: RuleOptions | None = None
    seats: int = 4
    bots: int = 0
    bot_level: str = "normal"
    seed: int | None = None
    bot_delay_ms: int = 700
    next_hand_ms: int = 4000
    drop_grace_ms: int = 5000
    turn_ms: int = 0
    window_ms: int = 0
    race_window_ms: int = 2500
    ack_timeout_ms: int = 3000
    landing_ms: int = FLIGHT_MS  # a played card's flight on the clients' tables
    autostart: bool = False
    autosave: Path | None = None
    limits: Limits = field(default_factory=Limits)
    coach: bool = False  # players may ask the coach for a hint (off on the LAN by default)
    handshake_ms: int = 3000  # a client says hello at once; a bare socket goes soon
    ping_ms: int = 2000
    max_latency_allowance_ms: int = 500
    timings: bool = False  # keep, per client action, the time from reading it to sending all

    def rule_options(self) -> RuleOptions:
        return self.options if self.options is not None else load_preset(self.preset)

    def pacing(self) -> Pacing:
        """The referee's times: the same policy as a game on one computer."""
        return Pacing(bot_delay_ms=self.bot_delay_ms, next_hand_ms=self.next_hand_ms,
                      turn_ms=self.turn_ms, window_ms=self.window_ms,
                      race_window_ms=self.race_window_ms, ack_timeout_ms=self.ack_timeout_ms,
                      landing_ms=self.landing_ms,
                      max_latency_allowance_ms=self.max_latency_allowance_ms)


@dataclass
class SeatRec:
    """The host's view of one seat: who owns it (token hash) and how it is played now."""

    name: str = ""
    kind: str = "empty"  # empty | human | bot
    level: str = "normal"
    token_hash: str = ""
    ready: bool = False
    standin: bool = False
    conn: Conn | None = None
    drop_timer: QTimer | None = None


@dataclass(eq=False)
class Conn:
    """One TCP connection and everything the host tracks about it. ``identity`` is whose
    rate limits it spends: its address until a seat's token makes it that seat's."""

    sock: QTcpSocket
    address: str = ""
    identity: str = ""
    reader: p.FrameReader = field(default_factory=lambda: p.FrameReader(p.MAX_CLIENT_FRAME))
    joined: bool = False
    seat: int | None = None
    name: str = ""
    last_view: PlayerView | None = None
    strikes: float = 0.0
    strike_time: float = 0.0  # when the last strike counted, on the host's clock
    rtt_ms: float = 0.0
    ping_seq: int = 0
    ping_sent: float = 0.0
    closing: bool = False
    resync_at: float = 0.0
    handshake_timer: QTimer | None = None
    frame_started: float = 0.0  # when the frame now arriving began (0: none is)
    unanswered_since: float = 0.0  # when the oldest ping not answered yet went out (0: none)


class PinTooLong(ValueError):
    """A room's PIN longer than ``protocol.PIN_MAX_CHARS`` (the UI words it)."""


LISTEN_ERRNO = {QAbstractSocket.SocketError.AddressInUseError: errno.EADDRINUSE,
                QAbstractSocket.SocketError.SocketAccessError: errno.EACCES}
"""Why a port would not open, as the ``errno`` of the ``OSError`` :meth:`LanHost.listen`
raises (Qt's own text, English, is its message): the UI words the code."""


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class LanHost(QObject):
    """Serves one game on TCP. Create, :meth:`listen`, then start (or ``autostart``)."""

    lobbyChanged = Signal()
    gameStarted = Signal()
    gameEnded = Signal()
    actionApplied = Signal(int)  # the new state id
    chatReceived = Signal(object, str, str)  # seat (int | None), name, text
    pinRefused = Signal(int)  # the number of wrong PINs so far, from every address
    closed = Signal()

    def __init__(self, config: HostConfig, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """``clock``: the host's one time, in seconds: the watchdog, the PIN throttle,
        strikes, round trips and the referee all read it (tests drive it)."""
        super().__init__(parent)
        if len(config.pin) > p.PIN_MAX_CHARS:
            raise PinTooLong(f"the PIN is longer than {p.PIN_MAX_CHARS} characters")
        config = replace(config, room=clean_room(config.room) or "UNO")
        self.config = config
        self.limits = config.limits
        self.clock = clock
        self.admission = Admission(config.limits, clock)
        self.options = config.rule_options()
        self.game_id = secrets.token_hex(8)
        self.table = [SeatRec() for _ in range(config.seats)]
        for seat in range(config.seats - config.bots, config.seats):
            self.table[seat] = SeatRec(name="", kind="bot",
                                       level=config.bot_level, ready=True)
        self.session: HostSession | None = None
        self.conns: list[Conn] = []
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._on_new_connection)
        self.referee: Referee | None = None
        self._closed = False
        self._read_at = 0.0
        self.timings: list[float] | None = [] if config.timings else None
        self._autosaver: saves.Autosaver | None = None
        self.on_frame_sent: Callable[[Conn, bytes], None] | None = None
        self._wake = QTimer(self)  # the referee's clock: one timer, re-armed after each step
        self._wake.setSingleShot(True)
        self._wake.timeout.connect(self._tick)
        self._ping_timer = QTimer(self)
        self._ping_timer.timeout.connect(self._ping_all)
        if config.ping_ms:
            self._ping_timer.start(config.ping_ms)
        self._watchdog = QTimer(self)
        self._watchdog.timeout.connect(self.watch)
        self._watchdog.start(WATCH_MS)
        self._lobby_sent: p.Lobby | None = None
        self._lobby_timer = QTimer(self)
        self._lobby_timer.setSingleShot(True)
        self._lobby_timer.timeout.connect(self._send_lobby)

    # ------------------------------------------------------------------ lifecycle

    def listen(self, port: int = 0, address: str | None = None) -> int:
        """Listen on ``address`` (all interfaces by default) and return the port."""
        host = QHostAddress(address) if address else QHostAddress(QHostAddress.SpecialAddress.Any)
        if not self.server.listen(host, port):
            code = LISTEN_ERRNO.get(self.server.serverError(), 0)
            raise OSError(code, self.server.errorString())
        return self.server.serverPort()

    @property
    def port(self) -> int:
        return self.server.serverPort()

    @property
    def started(self) -> bool:
        return self.session is not None

    @property
    def wrong_pins(self) -> int:
        """Wrong PINs since the room opened, from every address."""
        return self.admission.wrong_pins

    def free_seats(self) -> int:
        return sum(1 for rec in self.table if rec.kind == "empty")

    def start_game(self, game: Game | None = None) -> None:
        """Deal (or play ``game``, one a test stacked): empty seats are filled with bots so
        the game never waits on nobody."""
        if self.session is not None:
            return
        for seat, rec in enumerate(self.table):
            if rec.kind == "empty":
                self.table[seat] = SeatRec(name="", kind="bot",
                                           level=self.config.bot_level, ready=True)
        if game is None:
            seed = self.config.seed if self.config.seed is not None else secrets.randbits(32)
            game = new_game(self.options, self.config.seats, seed)
        self._begin(game)
        for conn in self.conns:
            if conn.joined:
                self._send_snapshot(conn, -1)
        self.gameStarted.emit()
        self._arm()

    def _begin(self, game: Game, bot_seed: int | None = None) -> None:
        """The session, its referee and its autosave, before any client hears of it."""
        infos = [SeatInfo(rec.name or f"{i + 1}", "bot" if rec.kind == "bot" else "human",
                          rec.level) for i, rec in enumerate(self.table)]
        session = self.session = HostSession(
            game, infos, bot_seed=game.seed if bot_seed is None else bot_seed)
        self.referee = Referee(session, self.config.pacing(), self.clock,
                               on_clock=self._on_clock)
        self.referee.on_refused = self._on_refused
        for conn in self.conns:
            if conn.joined:
                self._open_screen(conn)
        if self.config.autosave is not None:
            self._autosaver = saves.Autosaver(
                self.config.autosave, session, seats=self._saved_seats, room=self._room)
            session.on_applied.append(self._autosaver.saved_action)  # before anyone is told
            self._autosaver.save()
        session.on_told.append(self._told)
        session.on_seats.append(self._arm)  # a stand-in bot took over, or its player is back
        for seat in [*range(game.n), None]:
            session.subscribe(seat, self._listener(seat))
        self._broadcast_lobby()

    def set_seat(self, seat: int, kind: str, level: str = "normal") -> None:
        """Host's choice in the lobby: a bot (``bot``) or a free seat (``empty``)."""
        rec = self.table[seat]
        if self.started or rec.kind == "human":
            return
        self.table[seat] = (SeatRec(name="", kind="bot", level=level, ready=True)
                            if kind == "bot" else SeatRec())
        self._broadcast_lobby()

    def close(self, reason: str = "host_quit") -> None:
        """Tell everyone, save for a later resume, hang up."""
        if self._closed:
            return
        self._closed = True
        resumable = self.autosave()
        if self._autosaver is not None:
            self._autosaver.close()
        for conn in list(self.conns):
            self._send(conn, p.Closing(reason=reason, resumable=resumable))
            conn.sock.flush()
            conn.closing = True
            conn.sock.disconnectFromHost()
        self._wake.stop()
        self._ping_timer.stop()
        self._watchdog.stop()
        self.server.close()
        self.closed.emit()

    # ------------------------------------------------------------------ autosave

    def autosave(self) -> bool:
        """A full save now (the journal takes every action anyway); ``False`` when there
        is nothing to save."""
        if self._autosaver is None:
            return False
        self._autosaver.save()
        return True

    def _saved_seats(self) -> tuple[list[SeatInfo], list[str]]:
        seats = [SeatInfo(r.name, "bot" if r.kind == "bot" else "human", r.level)
                 for r in self.table]
        return seats, [r.token_hash for r in self.table]

    def _room(self) -> saves.Room:
        return saves.Room(game_id=self.game_id, name=self.config.room, pin=self.config.pin,
                          preset=self.config.preset)

    @classmethod
    def resume(cls, path: Path, config: HostConfig, parent: QObject | None = None) -> LanHost:
        """A host for a saved game: every human seat waits for its token, a bot stands in
        after the drop grace. Raises :class:`~uno_desktop.saves.SaveError`."""
        loaded = saves.load(Path(path))
        room = loaded.room or saves.Room(game_id=secrets.token_hex(8), name=config.room)
        config = replace(config, room=room.name, pin=room.pin, preset=room.preset or config.preset,
                         options=loaded.record.options, seats=loaded.record.seats, bots=0,
                         seed=loaded.record.seed, autosave=config.autosave or Path(path))
        host = cls(config, parent)
        host.game_id = room.game_id
        hashes = loaded.token_hashes or ("",) * len(loaded.seats)
        host.table = [SeatRec(name=s.name, kind="bot" if s.is_bot else "human", level=s.level,
                              token_hash=h, ready=True) for s, h in zip(loaded.seats, hashes,
                                                                        strict=True)]
        host._begin(loaded.game, loaded.bot_seed)
        for seat, rec in enumerate(host.table):
            if rec.kind == "human":
                host._seat_dropped(seat)
        host._arm()
        return host

    # ------------------------------------------------------------------ sending

    def _send(self, conn: Conn, msg: p.Msg) -> None:
        if not conn.closing:
            self._queue_frame(conn, p.encode(msg))

    def _broadcast(self, msg: p.Msg) -> None:
        frame = p.encode(msg)
        for conn in self.conns:
            if conn.joined and not conn.closing:
                self._queue_frame(conn, frame)

    def _queue_frame(self, conn: Conn, frame: bytes) -> None:
        """Queue ``frame``; a peer with more than ``max_backlog`` bytes it has not read is
        hung up on (its memory is not ours to fill)."""
        conn.sock.write(frame)
        if conn.sock.bytesToWrite() > self.limits.max_backlog:
            log.warning("%s stopped reading (%d bytes queued): hung up",
                        conn.address, conn.sock.bytesToWrite())
            conn.closing = True
            conn.sock.abort()
            return
        if self.on_frame_sent is not None:
            self.on_frame_sent(conn, frame)

    def _lobby(self) -> p.Lobby:
        seats = [p.SeatState(name=r.name, kind=r.kind, connected=r.conn is not None,
                             ready=r.ready, standin=r.standin) for r in self.table]
        spectators = sum(1 for c in self.conns if c.joined and c.seat is None)
        return p.Lobby(seats=seats, started=self.started, spectators=spectators)

    def lobby(self) -> p.Lobby:
        return self._lobby()

    def _broadcast_lobby(self) -> None:
        """Everyone gets the new seat table: at once when the game has just started (it
        must arrive before the first snapshot), else once the burst of changes is over."""
        if self._lobby_sent is None or self._lobby_sent.started != self.started:
            self._send_lobby()
        elif not self._lobby_timer.isActive():
            self._lobby_timer.start(LOBBY_COALESCE_MS)

    def _send_lobby(self) -> None:
        self._lobby_timer.stop()
        if self._closed:
            return
        self._lobby_sent = self._lobby()
        self._broadcast(self._lobby_sent)
        self.lobbyChanged.emit()

    def _listener(self, seat: int | None) -> Callable[[list[Event], PlayerView], None]:
        def send(events: list[Event], view: PlayerView) -> None:
            tagged = None
            for conn in self.conns:
                if conn.joined and conn.seat == seat and conn.last_view is not None:
                    if tagged is None:
                        tagged = [p.wrap(e) for e in events]
                    assert self.session is not None  # it is what calls this listener
                    legal = [] if seat is None else [
                        p.wrap(a) for a in self.session.game.legal_actions(seat)]
                    self._send(conn, p.Update(events=tagged, legal=legal,
                                              patch=p.diff_view(conn.last_view, view)))
                    conn.sock.flush()  # this seat starts reading while we encode the next
                    conn.last_view = view
        return send

    def _send_snapshot(self, conn: Conn, last_state: int) -> None:
        session = self.session
        assert session is not None
        state_id = session.game.state_id
        if 0 <= last_state <= state_id:
            events = session.events_since(conn.seat, last_state)
        else:
            last_state = -1
            events = session.public_history(conn.seat)
        truncated = len(events) > MISSED_EVENTS_LIMIT
        events = events[-MISSED_EVENTS_LIMIT:]
        view = session.game.view(conn.seat)
        legal = [] if conn.seat is None else [
            p.wrap(a) for a in session.game.legal_actions(conn.seat)]
        self._send(conn, p.Snapshot(view=view, events=[p.wrap(e) for e in events],
                                    legal=legal, since=last_state, truncated=truncated))
        conn.last_view = view

    # ------------------------------------------------------------------ connections

    def _on_new_connection(self) -> None:
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if self._closed:
                sock.abort()
                continue
            address = sock.peerAddress().toString()
            pending = [c for c in self.conns if not c.joined and not c.closing]
            victim = pending_victim([c.address for c in pending], address, self.limits)
            if victim is not None:  # the oldest waiting connection makes room
                log.info("too many connections waiting for a hello: closed one from %s",
                         pending[victim].address)
                pending[victim].closing = True
                pending[victim].sock.abort()
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            if self.limits.send_buffer:  # else the system's own, sized as it needs
                sock.setSocketOption(QAbstractSocket.SocketOption.SendBufferSizeSocketOption,
                                     self.limits.send_buffer)
            sock.setReadBufferSize(READ_CHUNK)
            conn = Conn(sock=sock, address=address, identity=address_identity(address),
                        strike_time=self.clock())
            self.conns.append(conn)
            sock.readyRead.connect(lambda c=conn: self._on_ready_read(c))
            sock.disconnected.connect(self._on_socket_gone, Qt.ConnectionType.QueuedConnection)
            if self.config.handshake_ms:
                timer = QTimer(self)
                timer.setSingleShot(True)
                timer.timeout.connect(lambda c=conn: self._handshake_expired(c))
                timer.start(self.config.handshake_ms)
                conn.handshake_timer = timer

    def _handshake_expired(self, conn: Conn) -> None:
        if not conn.joined and conn in self.conns:
            self._error(conn, "handshake_timeout", fatal=True)

    def _on_ready_read(self, conn: Conn) -> None:
        self._read_at = time.perf_counter()
        sock = conn.sock
        while not conn.closing and sock.bytesAvailable() > 0:
            for item in conn.reader.feed(sock.read(READ_CHUNK).data()):
                if conn.closing:
                    break
                self._frame(conn, item)
        if not conn.reader.in_frame():
            conn.frame_started = 0.0
        elif not conn.frame_started:
            conn.frame_started = self.clock()
        self._flush()

    def watch(self) -> None:
        """Drop every peer that stalls: a frame begun and not whole within
        ``frame_deadline_s``, or (with pings on) a ping unanswered for ``pong_deadline_s``.
        Its seat goes to the drop grace, its spectator's place is free at once."""
        now = self.clock()
        limits = self.limits
        for conn in list(self.conns):
            if conn.closing:
                continue
            if conn.frame_started and now - conn.frame_started > limits.frame_deadline_s:
                self._drop(conn, "frame_timeout",
                           f"a frame begun {now - conn.frame_started:.0f} s ago")
            elif (conn.unanswered_since and self.config.ping_ms
                  and now - conn.unanswered_since > limits.pong_deadline_s):
                self._drop(conn, "ping_timeout",
                           f"no pong for {now - conn.unanswered_since:.0f} s")

    def _drop(self, conn: Conn, code: str, why: str) -> None:
        """Hang up on a peer that stalls, at once: it may not read, so its queue is never
        waited for (an ``abort``, not a ``disconnectFromHost``)."""
        log.warning("%s stalled (%s): hung up", conn.address, why)
        self._send(conn, p.Error(code=code, detail=why, fatal=True))
        conn.sock.flush()
        conn.closing = True
        conn.sock.abort()

    def _frame(self, conn: Conn, item: bytes | p.Oversize) -> None:
        """One frame from a peer: whatever it holds, the peer gets an answer or an error
        and the frames after it are still read. A connection's hello is never rate
        limited: others flooding from the same address must not keep a seat's owner out."""
        if isinstance(item, p.Oversize):
            self._error(conn, "frame_too_large", f"{item.size} > {p.MAX_CLIENT_FRAME}")
            return
        try:
            msg = p.decode_client(item)
        except p.ProtocolError as exc:
            msg, problem = None, exc
        greeting = isinstance(msg, p.Hello) and not conn.joined
        if not greeting and not self.admission.allow_message(conn.identity):
            self._error(conn, "rate_limited")
            return
        if msg is None:
            self._error(conn, problem.code, problem.detail[:200])
            return
        try:
            self._dispatch(conn, msg)
        except p.ProtocolError as exc:
            self._error(conn, exc.code, exc.detail[:200])
        except Exception:  # a bug must not cost the peer its connection or later frames
            log.exception("a message from %s failed", conn.address)
            self._error(conn, "host_error")

    def _error(self, conn: Conn, code: str, detail: str = "", fatal: bool = False,
               state_id: int | None = None, strike: bool = True) -> None:
        """Tell the peer what was wrong; a peer that keeps at it is hung up on. A lost race
        (``strike=False``) is told but not held against it."""
        if conn.closing:
            return
        now = self.clock()
        limits = self.limits
        if not strike:
            self._send(conn, p.Error(code=code, detail=detail, fatal=fatal, state_id=state_id))
            return
        if limits.strike_decay_s:
            conn.strikes = max(0.0, conn.strikes - (now - conn.strike_time)
                               / limits.strike_decay_s)
        conn.strike_time = now
        conn.strikes += 1
        if not fatal and conn.strikes >= limits.max_strikes:
            self._send(conn, p.Error(code=code, detail=detail, state_id=state_id))
            code, detail, fatal, state_id = "too_many_errors", "", True, None
        self._send(conn, p.Error(code=code, detail=detail, fatal=fatal, state_id=state_id))
        if fatal and not conn.closing:
            conn.closing = True
            conn.sock.flush()
            conn.sock.disconnectFromHost()

    def _on_socket_gone(self) -> None:
        """A socket disconnected. Queued, not direct: an ``abort`` (a peer that stops
        reading, a waiting connection making room) then never changes ``self.conns`` under
        a loop that is sending; and a host deleted meanwhile gets no call at all."""
        sock = self.sender()
        conn = next((c for c in self.conns if c.sock is sock), None)
        if conn is not None:
            self._on_disconnected(conn)

    def _on_disconnected(self, conn: Conn) -> None:
        if conn not in self.conns:
            return
        self.conns.remove(conn)
        conn.closing = True
        if conn.handshake_timer is not None:
            conn.handshake_timer.stop()
            conn.handshake_timer.deleteLater()
            conn.handshake_timer = None
        conn.sock.deleteLater()
        if self._closed:
            return
        if self.referee is not None:
            self.referee.close_screen(id(conn))
            self._arm()
        seat = conn.seat
        if conn.joined and seat is not None and self.table[seat].conn is conn:
            self.table[seat].conn = None
            if self.started:
                self._seat_dropped(seat)
            else:
                self.table[seat] = SeatRec()
        if conn.joined:
            self._broadcast_lobby()

    def _seat_dropped(self, seat: int, grace_ms: int | None = None) -> None:
        """A bot stands in after a short grace, unless the player is back by then."""
        rec = self.table[seat]
        grace = self.config.drop_grace_ms if grace_ms is None else grace_ms
        if rec.drop_timer is None:
            rec.drop_timer = QTimer(self)
            rec.drop_timer.setSingleShot(True)
            rec.drop_timer.timeout.connect(lambda s=seat: self._standin(s))
        rec.drop_timer.start(max(0, grace))

    def _standin(self, seat: int) -> None:
        rec = self.table[seat]
        if rec.conn is not None or self.session is None or rec.standin:
            return
        rec.standin = True
        self.session.set_bot(seat, rec.level)
        self._broadcast_lobby()
        self._flush()

    def _flush(self) -> None:
        """Push queued frames to the kernel now instead of on the next event-loop pass."""
        for conn in self.conns:
            if not conn.closing and conn.sock.bytesToWrite():
                conn.sock.flush()

    # ------------------------------------------------------------------ messages

    def _dispatch(self, conn: Conn, msg: p.Msg) -> None:
        if isinstance(msg, p.Ping):
            self._send(conn, p.Pong(seq=msg.seq))
            return
        if isinstance(msg, p.Pong):
            if 0 < msg.seq <= conn.ping_seq:  # alive; a later ping may still be on its way
                conn.unanswered_since = 0.0 if msg.seq == conn.ping_seq else self.clock()
            if msg.seq == conn.ping_seq and conn.ping_sent:
                conn.rtt_ms = (self.clock() - conn.ping_sent) * 1000
                if self.referee is not None:
                    self.referee.set_latency(id(conn), conn.rtt_ms)
            return
        if isinstance(msg, p.Hello):
            self._hello(conn, msg)
            return
        if not conn.joined:
            self._error(conn, "hello_first")
            return
        if isinstance(msg, p.Act):
            self._act(conn, msg)
        elif isinstance(msg, p.Shown):
            if self.referee is not None:
                self.referee.shown(id(conn), msg.state_id)
                self._arm()
        elif isinstance(msg, p.Ready):
            self._ready(conn, msg.ready)
        elif isinstance(msg, p.Say):
            text = clean_chat(msg.text)
            if not text:
                return
            senders = {conn.identity, address_identity(conn.address)}  # seat and address
            if not self.admission.allow_chat(*senders, spectator=conn.seat is None):
                self._error(conn, "rate_limited", "chat")
                return
            self._broadcast(p.Chat(seat=conn.seat, name=conn.name, text=text))
            self.chatReceived.emit(conn.seat, conn.name, text)
        elif isinstance(msg, p.Resync):
            now = self.clock()
            if now - conn.resync_at < 1.0:
                self._error(conn, "rate_limited", "one resync per second")
                return
            conn.resync_at = now
            if self.session is None:
                self._send(conn, self._lobby())
            else:
                self._send_snapshot(conn, msg.state_id)
        elif isinstance(msg, p.Bye):
            if conn.seat is not None and self.started:
                self.table[conn.seat].conn = None
                self._seat_dropped(conn.seat, grace_ms=0)
                conn.seat = None
            conn.closing = True
            conn.sock.disconnectFromHost()

    def _hello(self, conn: Conn, msg: p.Hello) -> None:
        """Bind the connection: a seat's token reclaims it (no PIN, no limit: its owner
        always gets back in); anyone else needs the PIN and a free seat or spectator place."""
        if conn.joined:
            self._error(conn, "already_joined")
            return
        if msg.v != p.PROTOCOL_VERSION:
            self._error(conn, "version_mismatch", f"host speaks {p.PROTOCOL_VERSION}", fatal=True)
            return
        seat = self._seat_for_token(msg.token) if msg.token else None
        token = msg.token
        name = clean_name(msg.name) or (self.table[seat].name if seat is not None else "")
        if not name:
            self._error(conn, "bad_name", "nothing visible is left of it", fatal=True)
            return
        if seat is None:
            if self.config.pin and not self._pin_ok(conn, msg.pin):
                return
            if not msg.spectate and not self.started:
                seat = self._free_seat(msg.seat)
                if seat is None:
                    self._error(conn, "room_full", fatal=True)
                    return
                token = secrets.token_urlsafe(24)
                self.table[seat] = SeatRec(name="", kind="human", token_hash=_hash(token))
            else:
                watching = [c for c in self.conns if c.joined and c.seat is None]
                if len(watching) >= self.limits.spectators:
                    self._error(conn, "room_full", "no more spectators", fatal=True)
                    return
                if sum(c.address == conn.address
                       for c in watching) >= self.limits.spectators_per_address:
                    self._error(conn, "room_full", "no more spectators from this address",
                                fatal=True)
                    return
                token = ""
        name = self._unique_name(name, conn, seat)
        if seat is not None:
            rec = self.table[seat]
            old = rec.conn
            if old is not None and old is not conn:
                self._error(old, "replaced", fatal=True)
                old.seat = None
            rec.conn = conn
            rec.name = name
            if rec.drop_timer is not None:
                rec.drop_timer.stop()
            if rec.standin and self.session is not None:
                self.session.set_bot(seat, None)
                rec.standin = False
            conn.identity = seat_identity(rec.token_hash)
        conn.joined, conn.seat, conn.name = True, seat, name
        if conn.handshake_timer is not None:
            conn.handshake_timer.stop()
        self._send(conn, p.Welcome(
            v=p.PROTOCOL_VERSION, game_id=self.game_id, room=self.config.room, seat=seat,
            token=token, edition=self.options.edition, preset=self.config.preset,
            seats=self.config.seats, options=self.options,
            pin_required=bool(self.config.pin), coach=self.config.coach))
        self._send(conn, self._lobby())  # its own copy now; everyone else's coalesced
        self._broadcast_lobby()
        if self.session is not None:
            same_game = msg.game_id == self.game_id
            self._open_screen(conn)
            self._send_snapshot(conn, msg.last_state if same_game else -1)
            self._arm()
        else:
            self._maybe_autostart()

    def _unique_name(self, name: str, conn: Conn, seat: int | None) -> str:
        """``name``, or ``name (2)``, ``name (3)``… when someone else in the room already
        has one that looks the same (:func:`~.names.name_key`): every client tells the
        people at the table and in the chat apart. A seat taken back keeps its own."""
        if seat is not None and name_key(self.table[seat].name) == name_key(name):
            return self.table[seat].name
        taken = {name_key(r.name) for i, r in enumerate(self.table)
                 if r.kind == "human" and i != seat and r.name}
        taken |= {name_key(c.name) for c in self.conns
                  if c.joined and c is not conn and c.seat is None and c.name}
        candidate, n = name, 1
        while name_key(candidate) in taken:
            n += 1
            candidate = numbered(name, n)
        return candidate

    def _pin_ok(self, conn: Conn, pin: str) -> bool:
        """Check the PIN, throttled per address (a few tries, then a growing wait, then a
        lockout) and for the room (a budget of wrong PINs from all addresses, then a
        growing wait for everyone); while either waits, no PIN is even looked at."""
        wait = self.admission.pin_wait(conn.address)
        if wait > 0:
            self._error(conn, "pin_locked", f"{math.ceil(wait)} s", fatal=True)
            return False
        if hmac.compare_digest(pin.encode(), self.config.pin.encode()):
            self.admission.pin_succeeded(conn.address)
            return True
        verdict = self.admission.pin_failed(conn.address)
        if verdict.locked:
            log.warning("wrong PIN from %s (%d times): locked out for %.0f s",
                        conn.address, verdict.failures, verdict.wait_s)
        else:
            log.warning("wrong PIN from %s (%d times)", conn.address, verdict.failures)
        room_wait = self.admission.room_pin_wait()
        if room_wait:
            log.warning("%d wrong PINs in this room: no PIN is checked for %.0f s",
                        self.admission.wrong_pins, room_wait)
        self._error(conn, "bad_pin", fatal=True)
        self.pinRefused.emit(self.admission.wrong_pins)
        return False

    def _seat_for_token(self, token: str) -> int | None:
        digest = _hash(token)
        for seat, rec in enumerate(self.table):
            if rec.kind == "human" and hmac.compare_digest(rec.token_hash, digest):
                return seat
        return None

    def _free_seat(self, wanted: int | None) -> int | None:
        if wanted is not None and wanted < len(self.table) and self.table[wanted].kind == "empty":
            return wanted
        return next((s for s, r in enumerate(self.table) if r.kind == "empty"), None)

    def _ready(self, conn: Conn, ready: bool) -> None:
        if conn.seat is None or self.started:
            return
        self.table[conn.seat].ready = ready
        self._broadcast_lobby()
        self._maybe_autostart()

    def _maybe_autostart(self) -> None:
        if (self.config.autostart and not self.started and all(
                r.kind == "bot" or (r.kind == "human" and r.ready and r.conn is not None)
                for r in self.table)):
            self.start_game()

    def _act(self, conn: Conn, msg: p.Act) -> None:
        session = self.session
        now = session.game.state_id if session is not None else msg.state_id
        if conn.seat is None:
            self._error(conn, "spectator", state_id=now)
            return
        if msg.seat != conn.seat:
            self._error(conn, "not_your_seat", state_id=now)
            return
        if session is None:
            self._error(conn, "not_started", state_id=now)
            return
        action = p.unwrap_action(msg.action)
        assert self.referee is not None
        try:
            self.referee.submit(msg.seat, action, msg.state_id)
        except Rejected as exc:
            # An action sent on a state the game has just moved past lost a race (two
            # seats catching the same UNO, a call after the catch): honest, so no strike.
            lost_race = 0 < now - msg.state_id <= RACE_WINDOW
            self._error(conn, exc.code, state_id=session.game.state_id, strike=not lost_race)
        self._arm()

    # ------------------------------------------------------------------ the referee's clock

    def _open_screen(self, conn: Conn) -> None:
        """A joined connection's table: the game waits for a seat's (never a spectator's)
        to catch up, once it has acknowledged something."""
        if self.referee is not None:
            self.referee.open_screen(id(conn), conn.seat, paces=conn.seat is not None,
                                     latency_ms=conn.rtt_ms)

    def _arm(self) -> None:
        """Wake when the referee next has something to do."""
        if self.referee is None or self._closed:
            return
        wait = self.referee.wait_ms()
        if wait is None:
            self._wake.stop()
        else:
            self._wake.start(wait)

    def _tick(self) -> None:
        if self.referee is None or self._closed:
            return
        self.referee.tick()
        self._arm()
        self._flush()

    def _told(self) -> None:
        """An action went in, and every connection has it queued."""
        self._flush()
        if self.timings is not None and self._read_at:
            self.timings.append(time.perf_counter() - self._read_at)  # read → all sent
            self._read_at = 0.0
        game = self.session.game if self.session is not None else None
        if game is None:
            return
        self.actionApplied.emit(game.state_id)
        if game.over:
            self.gameEnded.emit()

    def _on_clock(self, kind: str, seat: int | None, ms: int, state_id: int) -> None:
        self._broadcast(p.Clock(kind=kind, seat=seat, ms=ms, state_id=state_id))

    def _on_refused(self, seat: int, code: str) -> None:
        """A held action the game moved past: its sender hears why."""
        conn = self.table[seat].conn
        if conn is not None and self.session is not None:
            self._error(conn, code, state_id=self.session.game.state_id, strike=False)

    def _ping_all(self) -> None:
        now = self.clock()
        for conn in self.conns:
            if conn.joined and not conn.closing:
                conn.ping_seq += 1
                conn.ping_sent = now
                conn.unanswered_since = conn.unanswered_since or self.clock()
                self._send(conn, p.Ping(seq=conn.ping_seq))
        self._flush()
