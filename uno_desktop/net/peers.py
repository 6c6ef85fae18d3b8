"""The host's peers: every link's frames in and messages out, its strikes, pings and stalls.

Each peer is a :class:`Conn` over a :class:`~.link.Link` (a TCP socket on the LAN, or
whatever another provider brings). A frame read is rate limited by the peer's *identity*
(:mod:`.admission`), decoded strictly and handed to the host as a message; pings are
answered and timed here. Whatever a peer sends, it gets an answer or an error, and the
frames after it are still read; a peer that keeps erring is hung up on (strikes), and a
watchdog drops any peer that stalls: one that began a frame and does not finish it in
time, or does not answer pings, so no one can hold a seat or a spectator's place by
sending half a frame and never reading.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer

from rules import PlayerView
from uno_desktop import qtcompat
from uno_desktop.net import protocol as p
from uno_desktop.net.admission import Admission, Limits, address_identity, pending_victim
from uno_desktop.net.link import Link

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

WATCH_MS = 1000
"""How often the watchdog looks for peers that stall (see ``Limits.frame_deadline_s``)."""

log = logging.getLogger(__name__)


@dataclass(eq=False)
class Conn:
    """One peer and everything the host tracks about it. ``identity`` is whose rate limits
    it spends: its address until a seat's token makes it that seat's."""

    link: Link
    address: str = ""
    identity: str = ""
    joined: bool = False
    seat: int | None = None
    name: str = ""
    last_view: PlayerView | None = None
    strikes: float = 0.0
    strike_time: float = 0.0  # when the last strike counted, on the host's clock
    rtt_ms: float = 0.0
    ping_seq: int = 0
    ping_sent: float = 0.0
    resync_at: float = 0.0
    handshake_timer: QTimer | None = None
    unanswered_since: float = 0.0  # when the oldest ping not answered yet went out (0: none)

    @property
    def closing(self) -> bool:
        """Hung up on, or gone: nothing more is sent to it or read from it."""
        return self.link.closing


class Peers(QObject):
    """Every connected peer (see the module docstring). The host hears of each message
    through ``on_message(conn, msg)``, of a peer gone through ``on_gone(conn)`` and of a
    new round trip through ``on_latency(conn)``."""

    def __init__(self, admission: Admission, limits: Limits, clock: Callable[[], float], *,
                 handshake_ms: int, ping_ms: int,
                 on_message: Callable[[Conn, p.Msg], None],
                 on_gone: Callable[[Conn], None],
                 on_latency: Callable[[Conn], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.admission = admission
        self.limits = limits
        self.clock = clock
        self.handshake_ms = handshake_ms
        self.ping_ms = ping_ms
        self.on_message = on_message
        self.on_gone = on_gone
        self.on_latency = on_latency
        self.conns: list[Conn] = []
        self._unflushed: dict[Conn, None] = {}
        """The peers sent something since the last :meth:`flush`, in order: only their
        links are pushed (an action sends to every seat once; the reads and the timer
        that flush after it would otherwise ask every link again)."""
        self.read_at = 0.0
        """When the last frames were read (``perf_counter``): the host's timings."""
        self.on_frame_sent: Callable[[Conn, bytes], None] | None = None
        """Tests: called with every frame (a message's body) queued for a peer."""
        self._closed = False
        self._ping_timer = QTimer(self)
        self._ping_timer.timeout.connect(self.ping_all)
        if ping_ms:
            self._ping_timer.start(ping_ms)
        self._watchdog = QTimer(self)
        self._watchdog.timeout.connect(self.watch)
        self._watchdog.start(WATCH_MS)

    # ------------------------------------------------------------------ links in

    def accept(self, link: Link) -> None:
        """A new peer; the oldest one still waiting for its hello makes room when too many
        wait (from its address, or in all)."""
        if self._closed:
            link.abort()
            return
        address = link.address
        pending = [c for c in self.conns if not c.joined and not c.closing]
        victim = pending_victim([c.address for c in pending], address, self.limits)
        if victim is not None:
            log.info("too many connections waiting for a hello: closed one from %s",
                     pending[victim].address)
            pending[victim].link.abort()
        conn = Conn(link=link, address=address, identity=address_identity(address),
                    strike_time=self.clock())
        self.conns.append(conn)
        link.attach(lambda frames, c=conn: self._frames(c, frames),  # type: ignore[misc]
                    lambda c=conn: self._gone(c))  # type: ignore[misc]
        if self.handshake_ms:
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda c=conn: self._handshake_expired(c))
            timer.start(self.handshake_ms)
            conn.handshake_timer = timer

    def _handshake_expired(self, conn: Conn) -> None:
        if not conn.joined and conn in self.conns:
            self.error(conn, "handshake_timeout", fatal=True)

    def _frames(self, conn: Conn, frames: list[bytes | p.Oversize]) -> None:
        self.read_at = time.perf_counter()
        for item in frames:
            if conn.closing:
                break
            self._frame(conn, item)
        self.flush()

    def _frame(self, conn: Conn, item: bytes | p.Oversize) -> None:
        """One frame from a peer: whatever it holds, the peer gets an answer or an error
        and the frames after it are still read. A connection's hello is never rate
        limited: others flooding from the same address must not keep a seat's owner out."""
        if isinstance(item, p.Oversize):
            self.error(conn, "frame_too_large", f"{item.size} > {p.MAX_CLIENT_FRAME}")
            return
        try:
            msg = p.decode_client(item)
        except p.ProtocolError as exc:
            msg, problem = None, exc
        greeting = isinstance(msg, p.Hello) and not conn.joined
        if not greeting and not self.admission.allow_message(conn.identity):
            self.error(conn, "rate_limited")
            return
        if msg is None:
            self.error(conn, problem.code, problem.detail[:200])
            return
        try:
            if isinstance(msg, p.Ping):
                self.send(conn, p.Pong(seq=msg.seq))
            elif isinstance(msg, p.Pong):
                self._pong(conn, msg.seq)
            else:
                self.on_message(conn, msg)
        except p.ProtocolError as exc:
            self.error(conn, exc.code, exc.detail[:200])
        except Exception:  # a bug must not cost the peer its connection or later frames
            log.exception("a message from %s failed", conn.address)
            self.error(conn, "host_error")

    def _gone(self, conn: Conn) -> None:
        if conn not in self.conns:
            return
        self.conns.remove(conn)
        self._unflushed.pop(conn, None)
        if conn.handshake_timer is not None:
            conn.handshake_timer.stop()
            conn.handshake_timer.deleteLater()
            conn.handshake_timer = None
        if not self._closed:
            self.on_gone(conn)

    # ------------------------------------------------------------------ messages out

    def send(self, conn: Conn, msg: p.Msg) -> None:
        if not conn.closing:
            self._queue(conn, p.encode_body(msg))

    def broadcast(self, msg: p.Msg) -> None:
        """``msg`` to every peer that has joined (encoded once)."""
        frame = p.encode_body(msg)
        for conn in self.conns:
            if conn.joined and not conn.closing:
                self._queue(conn, frame)

    def _queue(self, conn: Conn, frame: bytes) -> None:
        self._unflushed[conn] = None
        if conn.link.send(frame) and self.on_frame_sent is not None:
            self.on_frame_sent(conn, frame)

    def flush(self) -> None:
        """Push queued frames out now instead of on the event loop's next pass."""
        if self._unflushed:
            conns, self._unflushed = self._unflushed, {}
            for conn in conns:
                conn.link.flush()

    def error(self, conn: Conn, code: str, detail: str = "", fatal: bool = False,
              state_id: int | None = None, strike: bool = True) -> None:
        """Tell the peer what was wrong; a peer that keeps at it is hung up on. A lost race
        (``strike=False``) is told but not held against it."""
        if conn.closing:
            return
        now = self.clock()
        limits = self.limits
        if not strike:
            self.send(conn, p.Error(code=code, detail=detail, fatal=fatal, state_id=state_id))
            return
        if limits.strike_decay_s:
            conn.strikes = max(0.0, conn.strikes - (now - conn.strike_time)
                               / limits.strike_decay_s)
        conn.strike_time = now
        conn.strikes += 1
        if not fatal and conn.strikes >= limits.max_strikes:
            self.send(conn, p.Error(code=code, detail=detail, state_id=state_id))
            code, detail, fatal, state_id = "too_many_errors", "", True, None
        self.send(conn, p.Error(code=code, detail=detail, fatal=fatal, state_id=state_id))
        if fatal:
            conn.link.close()

    def hang_up(self, conn: Conn) -> None:
        """Close after what is queued for the peer has gone out."""
        conn.link.close()

    def close_all(self, msg: p.Msg) -> None:
        """``msg`` to everyone (joined or not), then hang up on all; no timer runs on."""
        self._closed = True
        for conn in list(self.conns):
            self.send(conn, msg)
            conn.link.close()
        self._ping_timer.stop()
        self._watchdog.stop()

    # ------------------------------------------------------------------ liveness

    def ping_all(self) -> None:
        now = self.clock()
        for conn in self.conns:
            if conn.joined and not conn.closing:
                conn.ping_seq += 1
                conn.ping_sent = now
                conn.unanswered_since = conn.unanswered_since or self.clock()
                self.send(conn, p.Ping(seq=conn.ping_seq))
        self.flush()

    def _pong(self, conn: Conn, seq: int) -> None:
        if 0 < seq <= conn.ping_seq:  # alive; a later ping may still be on its way
            conn.unanswered_since = 0.0 if seq == conn.ping_seq else self.clock()
        if seq == conn.ping_seq and conn.ping_sent:
            conn.rtt_ms = (self.clock() - conn.ping_sent) * 1000
            self.on_latency(conn)

    def watch(self) -> None:
        """Drop every peer that stalls: a frame begun and not whole within
        ``frame_deadline_s``, or (with pings on) a ping unanswered for ``pong_deadline_s``.
        Its seat goes to the drop grace, its spectator's place is free at once."""
        now = self.clock()
        limits = self.limits
        for conn in list(self.conns):
            if conn.closing:
                continue
            started = conn.link.stalled_since()
            if started and now - started > limits.frame_deadline_s:
                self.drop(conn, "frame_timeout", f"a frame begun {now - started:.0f} s ago")
            elif (conn.unanswered_since and self.ping_ms
                  and now - conn.unanswered_since > limits.pong_deadline_s):
                self.drop(conn, "ping_timeout",
                          f"no pong for {now - conn.unanswered_since:.0f} s")

    def drop(self, conn: Conn, code: str, why: str) -> None:
        """Hang up on a peer that stalls, at once: it may not read, so its queue is never
        waited for (an abort, not a close)."""
        log.warning("%s stalled (%s): hung up", conn.address, why)
        self.send(conn, p.Error(code=code, detail=why, fatal=True))
        conn.link.flush()
        conn.link.abort()
