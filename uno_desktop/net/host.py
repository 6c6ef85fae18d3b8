"""The LAN host: the one authority of a networked game (QtNetwork, no widgets).

It accepts TCP connections, binds each to a seat after the handshake, passes every action
through :meth:`HostSession.submit` (so the rules and the state id decide, never the
client), and sends each connection only what its seat may see. Real time lives here:
the UNO catch grace, turn timers, reaction windows and the pause between hands are host
timers that end in ordinary actions (``Timeout``, ``TurnTimeout``, ``NextHand``), so the
core stays deterministic and the autosave replays exactly.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import time
import unicodedata
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import msgspec
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from rules import (
    ACTION_TYPES,
    CallUno,
    CatchUno,
    NextHand,
    PlayerView,
    RuleOptions,
    Timeout,
    TurnTimeout,
    load_preset,
    new_game,
    replay,
)
from rules.events import CardPlayed
from rules.record import GameRecord, RecordedAction
from uno_desktop.codec import JSON, CodecError, Tagged, WireRecord, WireStep
from uno_desktop.net import protocol as p
from uno_desktop.session import HostSession, Rejected, SeatInfo
from uno_desktop.ui import qtcompat

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

REACTIONS = (CallUno, CatchUno)
"""Actions that race by nature: they never make another seat's decision stale."""
SAVE_VERSION = 1
JOURNAL_LIMIT = 500
"""Actions journaled before the full save is rewritten."""
MISSED_EVENTS_LIMIT = 400
MAX_CONNECTIONS = 64
MAX_BACKLOG = 4 << 20
"""Bytes queued for a peer that does not read; past this it is hung up on."""


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
    autostart: bool = False
    autosave: Path | None = None
    rate_per_s: float = 100.0  # no person is this fast; a flood is
    burst: float = 200.0
    max_strikes: float = 10.0
    strike_decay_s: float = 5.0
    handshake_ms: int = 10_000
    ping_ms: int = 2000
    max_latency_allowance_ms: int = 500
    timings: bool = False  # keep, per client action, the time from reading it to sending all

    def rule_options(self) -> RuleOptions:
        return self.options if self.options is not None else load_preset(self.preset)


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
    """One TCP connection and everything the host tracks about it."""

    sock: QTcpSocket
    reader: p.FrameReader = field(default_factory=lambda: p.FrameReader(p.MAX_CLIENT_FRAME))
    joined: bool = False
    seat: int | None = None
    name: str = ""
    last_view: PlayerView | None = None
    strikes: float = 0.0
    strike_time: float = field(default_factory=time.monotonic)
    tokens: float = 0.0
    token_time: float = field(default_factory=time.monotonic)
    rtt_ms: float = 0.0
    ping_seq: int = 0
    ping_sent: float = 0.0
    closing: bool = False
    resync_at: float = 0.0
    handshake_timer: QTimer | None = None


class SavedSeat(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    kind: str
    level: str
    token_hash: str


class Autosave(msgspec.Struct, forbid_unknown_fields=True):
    """What resuming a LAN game needs: the game record, the seat table, the room."""

    version: int
    game_id: str
    room: str
    pin: str
    preset: str
    seats: list[SavedSeat]
    record: WireRecord
    saved_at: float = 0.0


class JournalEntry(msgspec.Struct, forbid_unknown_fields=True):
    """One action appended to ``<autosave>.journal`` after the last full save."""

    n: int
    seat: int | None
    action: Tagged


def _journal_path(path: Path) -> Path:
    return path.with_name(path.name + ".journal")


def load_autosave(path: Path) -> tuple[Autosave, GameRecord]:
    """The saved game: the full save plus the journal written since (a torn last line,
    from a crash mid-write, is ignored). Raises ``ValueError`` on anything unusable."""
    try:
        saved = msgspec.json.decode(Path(path).read_bytes(), type=Autosave)
        record = JSON.record_from_wire(saved.record)
    except (OSError, msgspec.MsgspecError, CodecError) as exc:
        raise ValueError(f"cannot resume from {path}: {exc}") from exc
    if saved.version != SAVE_VERSION or len(saved.seats) != record.seats:
        raise ValueError(f"cannot resume from {path}: unsupported save")
    actions = list(record.actions)
    try:
        lines = _journal_path(Path(path)).read_bytes().split(b"\n")
    except OSError:
        lines = []
    for line in lines:
        try:
            entry = msgspec.json.decode(line, type=JournalEntry)
            action = JSON.untag(entry.action, ACTION_TYPES)
        except (msgspec.MsgspecError, CodecError):
            break
        if entry.n < len(actions):
            continue  # already in the full save
        if entry.n > len(actions):
            break
        actions.append(RecordedAction(entry.seat, action))
    return saved, replace(record, actions=tuple(actions))


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _clean(text: str) -> str:
    """Chat and names without control characters (no terminal tricks, no fake lines)."""
    return "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()


class LanHost(QObject):
    """Serves one game on TCP. Create, :meth:`listen`, then start (or ``autostart``)."""

    lobbyChanged = Signal()
    gameStarted = Signal()
    gameEnded = Signal()
    actionApplied = Signal(int)  # the new state id
    chatReceived = Signal(object, str, str)  # seat (int | None), name, text
    closed = Signal()

    def __init__(self, config: HostConfig, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.config = config
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
        self._last_decision_sid = 0
        self._catch_deadline: float | None = None
        self._held: dict[int, tuple[object, int, Conn | None]] = {}
        self._turn_key: tuple | None = None
        self._sent_at = time.monotonic()
        self._closed = False
        self._read_at = 0.0
        self.timings: list[float] | None = [] if config.timings else None
        self._journal: Any = None
        self._journaled = 0
        self._steps: list[WireStep] = []
        self._io = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self.on_frame_sent: Callable[[Conn, bytes], None] | None = None
        self._timers: dict[str, QTimer] = {}
        for name, slot in (("bot", self._bot_move), ("turn", self._turn_expired),
                           ("window", self._window_expired), ("next_hand", self._next_hand),
                           ("release", self._release_held)):
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(slot)
            self._timers[name] = timer
        self._ping_timer = QTimer(self)
        self._ping_timer.timeout.connect(self._ping_all)
        if config.ping_ms:
            self._ping_timer.start(config.ping_ms)

    # ------------------------------------------------------------------ lifecycle

    def listen(self, port: int = 0, address: str | None = None) -> int:
        """Listen on ``address`` (all interfaces by default) and return the port."""
        host = QHostAddress(address) if address else QHostAddress(QHostAddress.SpecialAddress.Any)
        if not self.server.listen(host, port):
            raise OSError(self.server.errorString())
        return self.server.serverPort()

    @property
    def port(self) -> int:
        return self.server.serverPort()

    @property
    def started(self) -> bool:
        return self.session is not None

    def free_seats(self) -> int:
        return sum(1 for rec in self.table if rec.kind == "empty")

    def start_game(self) -> None:
        """Deal: empty seats are filled with bots so the game never waits on nobody."""
        if self.session is not None:
            return
        for seat, rec in enumerate(self.table):
            if rec.kind == "empty":
                self.table[seat] = SeatRec(name="", kind="bot",
                                           level=self.config.bot_level, ready=True)
        seed = self.config.seed if self.config.seed is not None else secrets.randbits(32)
        game = new_game(self.options, self.config.seats, seed)
        self._begin(game)
        for conn in self.conns:
            if conn.joined:
                self._send_snapshot(conn, -1)
        self.gameStarted.emit()
        self._after_change(first=True)

    def _begin(self, game: Any) -> None:
        infos = [SeatInfo(rec.name or f"{i + 1}", "bot" if rec.kind == "bot" else "human",
                          rec.level) for i, rec in enumerate(self.table)]
        self.session = HostSession(game, infos, bot_seed=game.seed)
        self._last_decision_sid = game.state_id
        for seat in [*range(game.n), None]:
            self.session.subscribe(seat, self._listener(seat))
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
        if resumable:
            self.wait_saved()
        self._io.shutdown(wait=True)
        for conn in list(self.conns):
            self._send(conn, p.Closing(reason=reason, resumable=resumable))
            conn.sock.flush()
            conn.closing = True
            conn.sock.disconnectFromHost()
        for timer in self._timers.values():
            timer.stop()
        self._ping_timer.stop()
        self.server.close()
        self.closed.emit()

    # ------------------------------------------------------------------ autosave

    def autosave(self) -> bool:
        """Write the record and seat table atomically and start a fresh journal;
        ``False`` when there is nothing to save. The writing happens on a worker thread,
        in order, so the game never waits for the disk."""
        path = self.config.autosave
        if path is None or self.session is None:
            return False
        self._sync_steps()
        game = self.session.game
        record = WireRecord(
            options=game.options, seats=game.n, seed=game.seed, actions=self._steps,
            deck=list(game.initial_deck) if game.initial_deck is not None else None,
            dealer=game.initial_dealer)
        data = msgspec.json.encode(Autosave(
            version=SAVE_VERSION, game_id=self.game_id, room=self.config.room,
            pin=self.config.pin, preset=self.config.preset,
            seats=[SavedSeat(r.name, r.kind, r.level, r.token_hash) for r in self.table],
            record=record, saved_at=time.time()))
        self._journaled = len(self._steps)
        return self._write(self._write_full, Path(path), data)

    def _write_full(self, path: Path, data: bytes) -> None:
        """Worker thread: the full save (atomic rename), then an empty journal."""
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)
        if self._journal is not None:
            self._journal.close()
        self._journal = open(_journal_path(path), "wb")  # kept open: one append per action

    def _write_journal(self, data: bytes) -> None:
        if self._journal is not None:
            self._journal.write(data)
            self._journal.flush()

    def _sync_steps(self) -> list[bytes]:
        """Tag the new actions once (for the journal now and the next full save)."""
        assert self.session is not None
        actions = self.session.game.actions
        lines = []
        for n in range(len(self._steps), len(actions)):
            seat, action = actions[n]
            step = WireStep(seat, JSON.tagged(action))
            self._steps.append(step)
            lines.append(msgspec.json.encode(JournalEntry(n=n, seat=seat, action=step.action)))
        return lines

    def _journal_actions(self) -> None:
        """Append the new actions to the journal: O(1) per action, unlike a full rewrite."""
        if self.config.autosave is None or self.session is None:
            return
        if len(self.session.game.actions) - self._journaled > JOURNAL_LIMIT:
            self.autosave()
            return
        lines = self._sync_steps()
        if lines:
            self._write(self._write_journal, b"\n".join(lines) + b"\n")

    def _write(self, job: Callable[..., None], *args: object) -> bool:
        try:
            self._io.submit(job, *args)
        except RuntimeError:  # closed: the final save is already on disk
            return False
        return True

    def wait_saved(self) -> None:
        """Block until every save handed to the worker is on disk."""
        try:
            self._io.submit(lambda: None).result()
        except RuntimeError:
            pass

    @classmethod
    def resume(cls, path: Path, config: HostConfig, parent: QObject | None = None) -> LanHost:
        """A host for a saved game: every human seat waits for its token, a bot stands in
        after the drop grace."""
        saved, record = load_autosave(Path(path))
        game = replay(record)
        config = replace(config, room=saved.room, pin=saved.pin, preset=saved.preset,
                         options=record.options, seats=record.seats, bots=0, seed=record.seed,
                         autosave=config.autosave or Path(path))
        host = cls(config, parent)
        host.game_id = saved.game_id
        host.table = [SeatRec(name=s.name, kind=s.kind, level=s.level, token_hash=s.token_hash,
                              ready=True) for s in saved.seats]
        host._begin(game)
        host.autosave()
        for seat, rec in enumerate(host.table):
            if rec.kind == "human":
                host._seat_dropped(seat)
        host._after_change(first=True)
        return host

    # ------------------------------------------------------------------ sending

    def _send(self, conn: Conn, msg: p.Msg) -> None:
        if conn.closing:
            return
        frame = p.encode(msg)
        if conn.sock.bytesToWrite() > MAX_BACKLOG:
            conn.closing = True  # it stopped reading: its memory is not ours to fill
            conn.sock.abort()
            return
        conn.sock.write(frame)
        if self.on_frame_sent is not None:
            self.on_frame_sent(conn, frame)

    def _broadcast(self, msg: p.Msg) -> None:
        frame = p.encode(msg)
        for conn in self.conns:
            if conn.joined and not conn.closing:
                conn.sock.write(frame)
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
        self._broadcast(self._lobby())
        self.lobbyChanged.emit()

    def _listener(self, seat: int | None) -> Callable[[list[object], PlayerView], None]:
        def send(events: list[object], view: PlayerView) -> None:
            tagged = None
            for conn in self.conns:
                if conn.joined and conn.seat == seat and conn.last_view is not None:
                    if tagged is None:
                        tagged = [p.wrap(e) for e in events]
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
            if len(self.conns) >= MAX_CONNECTIONS:
                sock.write(p.encode(p.Error(code="room_full", detail="too many connections",
                                            fatal=True)))
                sock.flush()
                sock.disconnectFromHost()
                sock.disconnected.connect(sock.deleteLater)
                continue
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            conn = Conn(sock=sock, tokens=self.config.burst)
            self.conns.append(conn)
            sock.readyRead.connect(lambda c=conn: self._on_ready_read(c))
            sock.disconnected.connect(lambda c=conn: self._on_disconnected(c))
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
        data = conn.sock.readAll().data()
        if conn.closing:
            return
        for item in conn.reader.feed(data):
            if conn.closing:
                return
            if isinstance(item, p.Oversize):
                self._error(conn, "frame_too_large", f"{item.size} > {p.MAX_CLIENT_FRAME}")
                continue
            if not self._take_token(conn):
                self._error(conn, "rate_limited")
                continue
            try:
                msg = p.decode_client(item)
                self._dispatch(conn, msg)
            except p.ProtocolError as exc:
                self._error(conn, exc.code, exc.detail[:200])
        self._flush()

    def _take_token(self, conn: Conn) -> bool:
        now = time.monotonic()
        conn.tokens = min(self.config.burst,
                          conn.tokens + (now - conn.token_time) * self.config.rate_per_s)
        conn.token_time = now
        if conn.tokens < 1:
            return False
        conn.tokens -= 1
        return True

    def _error(self, conn: Conn, code: str, detail: str = "", fatal: bool = False,
               state_id: int | None = None) -> None:
        """Tell the peer what was wrong; a peer that keeps at it is hung up on."""
        if conn.closing:
            return
        now = time.monotonic()
        if self.config.strike_decay_s:
            conn.strikes = max(0.0, conn.strikes - (now - conn.strike_time)
                               / self.config.strike_decay_s)
        conn.strike_time = now
        conn.strikes += 1
        if not fatal and conn.strikes >= self.config.max_strikes:
            self._send(conn, p.Error(code=code, detail=detail, state_id=state_id))
            code, detail, fatal, state_id = "too_many_errors", "", True, None
        self._send(conn, p.Error(code=code, detail=detail, fatal=fatal, state_id=state_id))
        if fatal:
            conn.closing = True
            conn.sock.flush()
            conn.sock.disconnectFromHost()

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
        seat = conn.seat
        if conn.joined and seat is not None and self.table[seat].conn is conn:
            self.table[seat].conn = None
            if self.started:
                self._seat_dropped(seat)
            else:
                self.table[seat] = SeatRec()
        if conn.joined and not self._closed:
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
        self._held.pop(seat, None)
        self._broadcast_lobby()
        self._reschedule()
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
            if msg.seq == conn.ping_seq and conn.ping_sent:
                conn.rtt_ms = (time.monotonic() - conn.ping_sent) * 1000
            return
        if isinstance(msg, p.Hello):
            self._hello(conn, msg)
            return
        if not conn.joined:
            self._error(conn, "hello_first")
            return
        if isinstance(msg, p.Act):
            self._act(conn, msg)
        elif isinstance(msg, p.Ready):
            self._ready(conn, msg.ready)
        elif isinstance(msg, p.Say):
            text = _clean(msg.text)
            if text:
                self._broadcast(p.Chat(seat=conn.seat, name=conn.name, text=text))
                self.chatReceived.emit(conn.seat, conn.name, text)
        elif isinstance(msg, p.Resync):
            now = time.monotonic()
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
        if conn.joined:
            self._error(conn, "already_joined")
            return
        if msg.v != p.PROTOCOL_VERSION:
            self._error(conn, "version_mismatch", f"host speaks {p.PROTOCOL_VERSION}", fatal=True)
            return
        name = _clean(msg.name)[:24] or "Player"
        seat = self._seat_for_token(msg.token) if msg.token else None
        token = msg.token
        if seat is None:
            if self.config.pin and not hmac.compare_digest(msg.pin, self.config.pin):
                self._error(conn, "bad_pin", fatal=True)
                return
            if not msg.spectate and not self.started:
                seat = self._free_seat(msg.seat)
                if seat is None:
                    self._error(conn, "room_full", fatal=True)
                    return
                token = secrets.token_urlsafe(24)
                self.table[seat] = SeatRec(name=name, kind="human", token_hash=_hash(token))
            else:
                token = ""
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
        conn.joined, conn.seat, conn.name = True, seat, name
        if conn.handshake_timer is not None:
            conn.handshake_timer.stop()
        self._send(conn, p.Welcome(
            v=p.PROTOCOL_VERSION, game_id=self.game_id, room=self.config.room, seat=seat,
            token=token, edition=self.options.edition, preset=self.config.preset,
            seats=self.config.seats, options=self.options,
            pin_required=bool(self.config.pin)))
        self._broadcast_lobby()
        if self.session is not None:
            same_game = msg.game_id == self.game_id
            self._send_snapshot(conn, msg.last_state if same_game else -1)
            self._reschedule()
        else:
            self._maybe_autostart()

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
        if not self._is_reaction(msg.seat, action) and self._in_grace():
            if not self._is_stale(msg.state_id) and action in session.game.legal_actions(msg.seat):
                self._held[msg.seat] = (action, msg.state_id, conn)
                self._timers["release"].start(self._grace_left_ms())
                return
        self._submit(msg.seat, action, msg.state_id, conn)

    # ------------------------------------------------------------------ applying actions

    def _is_reaction(self, seat: int | None, action: object) -> bool:
        """Calls, catches and an edition's races (buzzers): out-of-turn actions that race
        by nature. A jump-in is not one: it takes the turn."""
        if isinstance(action, REACTIONS):
            return True
        if seat is None or self.session is None:
            return False
        game = self.session.game
        return action in game.edition.reactions(game, seat)

    def _is_stale(self, client_sid: int) -> bool:
        assert self.session is not None
        return client_sid < self._last_decision_sid or client_sid > self.session.game.state_id

    def _submit(self, seat: int | None, action: object, client_sid: int | None,
                conn: Conn | None) -> bool:
        """The one door for every action: rules and state id decide; reactions never go
        stale because of other reactions."""
        session = self.session
        assert session is not None
        game = session.game
        sid = game.state_id
        if client_sid is not None and self._is_stale(client_sid):
            sid = client_sid
        before = len(session.history)
        reaction = self._is_reaction(seat, action)
        try:
            session.submit(seat, action, sid)
        except Rejected as exc:
            if conn is not None:
                self._error(conn, exc.code, state_id=game.state_id)
            return False
        if not reaction:
            self._last_decision_sid = game.state_id
        self._after_change(events=[e for _, e in session.history[before:]])
        return True

    def _after_change(self, events: list[object] | None = None, first: bool = False) -> None:
        self._flush()
        self._sent_at = time.monotonic()
        if self.timings is not None and self._read_at:
            self.timings.append(time.perf_counter() - self._read_at)  # read → all sent
            self._read_at = 0.0
        game = self.session.game if self.session else None
        if game is None:
            return
        catchable = game.view(None).uno_open
        if not catchable:
            self._catch_deadline = None
        elif first or any(isinstance(e, CardPlayed) for e in events or ()):
            grace = game.options.uno_grace_ms + self._latency_allowance_ms()
            self._catch_deadline = self._sent_at + grace / 1000
            self._broadcast(p.Clock(kind="catch", seat=None, ms=int(grace),
                                    state_id=game.state_id))
        self._reschedule()
        self._flush()
        if first or game.over or game.decision.kind == "hand_over":
            self.autosave()
        else:
            self._journal_actions()
        if not first:
            self.actionApplied.emit(game.state_id)
        if game.over:
            self.gameEnded.emit()

    def _latency_allowance_ms(self) -> float:
        """Half the slowest human's round trip, so a far seat gets the same grace."""
        rtts = [c.rtt_ms for c in self.conns if c.joined and c.seat is not None]
        return min(max(rtts, default=0.0) / 2, self.config.max_latency_allowance_ms)

    def _in_grace(self) -> bool:
        return self._catch_deadline is not None and time.monotonic() < self._catch_deadline

    def _grace_left_ms(self) -> int:
        if self._catch_deadline is None:
            return 0
        return max(0, int((self._catch_deadline - time.monotonic()) * 1000) + 1)

    def _release_held(self) -> None:
        """The grace is over: held decisions go in, in the order they arrived."""
        if self._in_grace():
            self._timers["release"].start(self._grace_left_ms())
            return
        held, self._held = self._held, {}
        for seat, (action, sid, conn) in held.items():
            if conn is not None and conn.closing:
                continue
            self._submit(seat, action, sid, conn)
        self._reschedule()
        self._flush()

    def _reschedule(self) -> None:
        """Start the host's timers for what the game waits on now."""
        session = self.session
        if session is None or self._closed:
            return
        game = session.game
        timers = self._timers
        if game.over:
            for timer in timers.values():
                timer.stop()
            return
        d = game.decision
        if d.kind == "hand_over":
            if not timers["next_hand"].isActive():
                timers["next_hand"].start(self.config.next_hand_ms)
            return
        # bots
        if any(game.legal_actions(s) for s in range(game.n) if session.is_bot(s)):
            delay = self.config.bot_delay_ms
            if d.seat is not None and session.is_bot(d.seat):
                delay = max(delay, self._grace_left_ms())
            timers["bot"].start(delay)
        else:
            timers["bot"].stop()
        # turn timer and edition time limits
        key = (d.kind, d.seat, self._last_decision_sid)
        if key != self._turn_key:
            self._turn_key = key
            limit = self._turn_limit_ms(d.seat)
            if limit:
                timers["turn"].start(limit)
                self._broadcast(p.Clock(kind="turn", seat=d.seat, ms=limit,
                                        state_id=game.state_id))
            else:
                timers["turn"].stop()
        # reaction windows
        window = self._window_ms()
        if window and Timeout() in game.legal_actions(None):
            if not timers["window"].isActive():
                timers["window"].start(window)
                self._broadcast(p.Clock(kind="window", seat=None, ms=window,
                                        state_id=game.state_id))
        else:
            timers["window"].stop()

    def _turn_limit_ms(self, seat: int | None) -> int:
        assert self.session is not None
        if seat is None:
            return 0
        edition_limit = self.session.game.view(None).edition_state.get("time_limit_ms")
        limits = [int(edition_limit)] if isinstance(edition_limit, int) and edition_limit else []
        if self.config.turn_ms and not self.session.is_bot(seat):
            limits.append(self.config.turn_ms)
        return min(limits, default=0)

    def _window_ms(self) -> int:
        assert self.session is not None
        edition_window = self.session.game.view(None).edition_state.get("reaction_ms")
        if isinstance(edition_window, int) and edition_window:
            return edition_window
        return self.config.window_ms

    def _bot_move(self) -> None:
        session = self.session
        if session is None or session.game.over:
            return
        move = session.bot_action()
        if move is None:
            return
        seat, action = move
        if not self._is_reaction(seat, action) and self._in_grace():
            self._timers["bot"].start(self._grace_left_ms())
            return
        self._submit(seat, action, None, None)

    def _turn_expired(self) -> None:
        if self.session is not None and TurnTimeout() in self.session.game.legal_actions(None):
            self._submit(None, TurnTimeout(), None, None)

    def _window_expired(self) -> None:
        if self.session is not None and Timeout() in self.session.game.legal_actions(None):
            self._submit(None, Timeout(), None, None)

    def _next_hand(self) -> None:
        if self.session is not None and NextHand() in self.session.game.legal_actions(None):
            self._submit(None, NextHand(), None, None)

    def _ping_all(self) -> None:
        now = time.monotonic()
        for conn in self.conns:
            if conn.joined and not conn.closing:
                conn.ping_seq += 1
                conn.ping_sent = now
                self._send(conn, p.Ping(seq=conn.ping_seq))
        self._flush()
