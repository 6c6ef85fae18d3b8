"""Peers that stall are dropped and their places freed, on the host's own clock (driven
here, so no test waits out a deadline): a spectator that sent half a frame and never
reads, one that never answers a ping, a seat held the same way in the lobby. Everything
talks to 127.0.0.1 (and 127.0.0.2) only."""

from __future__ import annotations

import socket

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from uno_desktop.net import protocol as p
from uno_desktop.net import secure
from uno_desktop.net.admission import Limits
from uno_desktop.net.client import ClientState, LanClient
from uno_desktop.net.host import HostConfig, LanHost


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _host(clock: Clock, **config: object) -> LanHost:
    host = LanHost(HostConfig(seats=2, bot_delay_ms=0, **config), clock=clock)  # type: ignore[arg-type]
    host.listen(0, "127.0.0.1")
    return host


def _close(host: LanHost, qtbot, *socks: socket.socket) -> None:
    """Hang up, then let the host forget every connection and delete its sockets while it
    still exists (a host without a parent is deleted with its last Python reference)."""
    for sock in socks:
        sock.close()
    host.close()
    qtbot.waitUntil(lambda: not host.conns, timeout=5000)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _frame(body: bytes) -> bytes:
    return p.HEADER.pack(len(body)) + body


class _Frames:
    """Frames read from a socket without blocking, the host's loop running meanwhile."""

    def __init__(self, sock: socket.socket, qtbot) -> None:
        self.sock, self.qtbot = sock, qtbot
        self.reader = p.FrameReader(p.MAX_FRAME)
        self.ready: list[bytes] = []
        sock.setblocking(False)

    def next(self) -> bytes:
        def more() -> bool:
            if self.ready:
                return True
            try:
                data = self.sock.recv(1 << 16)
            except BlockingIOError:
                return bool(self.ready)
            if not data:
                raise AssertionError("hung up")
            self.ready += [f for f in self.reader.feed(data) if isinstance(f, bytes)]
            return bool(self.ready)

        self.qtbot.waitUntil(more, timeout=5000)
        return self.ready.pop(0)


def _link(sock: socket.socket, qtbot) -> tuple[secure.Session, _Frames]:
    """The secure handshake (an open room), the host's loop running while it waits."""
    frames = _Frames(sock, qtbot)
    guest = secure.GuestHandshake(b"", context=p.CONTEXT, app=p.APP)
    sock.sendall(_frame(guest.start()))
    sock.sendall(_frame(guest.on_answer(frames.next())))
    return guest.on_accept(frames.next()), frames


def _staller(host: LanHost, qtbot, source: str, *, spectate: bool = True,
             half_a_frame: bool = True) -> socket.socket:
    """A peer that makes a link, says hello, then (maybe) starts a frame it never
    finishes, and never reads: it holds its place until the host drops it."""
    sock = socket.create_connection(("127.0.0.1", host.port), timeout=5,
                                    source_address=(source, 0))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    session, _ = _link(sock, qtbot)
    data = _frame(session.seal(p.encode_body(
        p.Hello(v=p.PROTOCOL_VERSION, name="Stall", spectate=spectate))))
    if half_a_frame:
        data += _frame(session.seal(p.encode_body(p.Say(text="never whole"))))[:7]
    sock.setblocking(True)
    sock.sendall(data)
    return sock


def _joined(host: LanHost, address: str) -> list:
    return [c for c in host.conns if c.joined and c.address == address and not c.closing]


def _watcher(host: LanHost) -> LanClient:
    client = LanClient(ClientState(name="Watcher", spectate=True), retry_ms=50)
    errors: list[str] = []
    client.error.connect(lambda code, _sid: errors.append(code))
    client.errors = errors  # type: ignore[attr-defined]
    client.open("127.0.0.1", host.port)
    return client


def test_a_stalled_spectator_is_dropped_and_its_place_freed(qapp, qtbot):
    """40 sockets that sent hello and half a frame used to hold all 32 places for good;
    a real spectator got ``room_full``. Now a frame begun must be whole within
    ``frame_deadline_s``."""
    clock = Clock()
    host = _host(clock, ping_ms=0, limits=Limits(spectators=2))
    stallers = [_staller(host, qtbot, "127.0.0.1"), _staller(host, qtbot, "127.0.0.2")]
    try:
        qtbot.waitUntil(lambda: len(_joined(host, "127.0.0.1")) == 1
                        and len(_joined(host, "127.0.0.2")) == 1
                        and all(c.link.stalled_since() for c in host.conns), timeout=5000)
        assert host.lobby().spectators == 2
        refused = _watcher(host)
        qtbot.waitUntil(lambda: "room_full" in refused.errors, timeout=5000)
        refused.stop()
        clock.now += host.limits.frame_deadline_s - 1
        host.watch()
        assert host.lobby().spectators == 2  # not yet: the deadline is not over
        clock.now += 2
        host.watch()
        qtbot.waitUntil(lambda: host.lobby().spectators == 0, timeout=5000)
        for sock in stallers:
            sock.settimeout(5)
            with pytest.raises(OSError):  # reset, or read to its end: hung up either way
                while sock.recv(1 << 16):
                    pass
                raise ConnectionResetError
        watcher = _watcher(host)
        qtbot.waitUntil(lambda: watcher.state.welcome is not None, timeout=5000)
        assert watcher.state.seat is None and host.lobby().spectators == 1
        watcher.stop()
    finally:
        _close(host, qtbot, *stallers)


def test_a_peer_that_never_answers_a_ping_is_dropped(qapp, qtbot):
    clock = Clock()
    host = _host(clock, ping_ms=20)
    silent = _staller(host, qtbot, "127.0.0.1", half_a_frame=False)
    watcher = _watcher(host)  # answers pings: stays
    try:
        qtbot.waitUntil(lambda: watcher.state.welcome is not None and host.lobby().spectators == 2
                        and all(c.unanswered_since for c in _joined(host, "127.0.0.1")
                                if c.name == "Stall"), timeout=5000)
        clock.now += host.limits.pong_deadline_s + 1
        qtbot.waitUntil(lambda: all(not c.unanswered_since or c.unanswered_since == clock.now
                                    for c in host.conns if c.name == "Watcher"), timeout=5000)
        host.watch()
        qtbot.waitUntil(lambda: host.lobby().spectators == 1, timeout=5000)
        assert [c.name for c in host.conns if c.joined] == ["Watcher"]
    finally:
        watcher.stop()
        _close(host, qtbot, silent)


def test_a_seat_held_by_a_stalled_peer_is_freed_in_the_lobby(qapp, qtbot):
    clock = Clock()
    host = _host(clock, ping_ms=0)
    sock = _staller(host, qtbot, "127.0.0.1", spectate=False)
    try:
        qtbot.waitUntil(lambda: host.seats[0].kind == "human"
                        and all(c.link.stalled_since() for c in host.conns), timeout=5000)
        clock.now += host.limits.frame_deadline_s + 1
        host.watch()
        qtbot.waitUntil(lambda: host.seats[0].kind == "empty", timeout=5000)
        assert host.free_seats() == 2
    finally:
        _close(host, qtbot, sock)


def _codes(session: secure.Session, frames: _Frames, count: int) -> list[str]:
    """The next ``count`` error codes the host sends (the host's loop runs while it
    waits)."""
    codes: list[str] = []
    while len(codes) < count:
        msg = p.decode_host(session.open(frames.next()))
        if isinstance(msg, p.Error):
            codes.append(msg.code)
    return codes


def test_strikes_age_out_on_the_hosts_clock(qapp, qtbot):
    """Strikes, like the watchdog and the PIN throttle, read the host's one injected
    clock: nine errors, then the clock moves on by their decay and nine more are
    forgiven; the tenth without a pause hangs up. (With strikes on ``time.monotonic``
    the moved clock forgave nothing.)"""
    clock = Clock()
    host = _host(clock, ping_ms=0, limits=Limits(max_strikes=10, strike_decay_s=5.0))
    sock = socket.create_connection(("127.0.0.1", host.port), timeout=5)
    session, frames = _link(sock, qtbot)

    def bad(n: int) -> bytes:  # before a hello: "hello_first", a strike each
        return b"".join(_frame(session.seal(p.encode_body(p.Ready(ready=True))))
                        for _ in range(n))

    try:
        sock.sendall(bad(9))
        assert _codes(session, frames, 9) == ["hello_first"] * 9
        clock.now += 9 * 5.0  # all nine forgiven
        sock.sendall(bad(9))
        assert _codes(session, frames, 9) == ["hello_first"] * 9
        sock.sendall(bad(1))  # ten in a row on a clock that stood still
        assert _codes(session, frames, 2) == ["hello_first", "too_many_errors"]
    finally:
        _close(host, qtbot, sock)
