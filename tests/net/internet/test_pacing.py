"""Quiet frames ride with the game's through the relay (``net/internet/pacing.py``).

The relay leaves Nagle's algorithm on, so a frame that reaches it while the one before is
still unacknowledged waits a round trip there. A liveness ping or a refusal sent just after
a move's update used to take that one slot and make the next move's update wait: now it
waits for that update on our side and goes out ahead of it, in the same write.
"""

from __future__ import annotations

import os

from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from uno_desktop.net import protocol as p
from uno_desktop.net import secure
from uno_desktop.net.internet.links import SecureLink
from uno_desktop.net.internet.pacing import IDLE_RTTS, Pacer

RTT = 0.08


def test_a_quiet_frame_waits_while_the_game_moves_and_goes_at_once_when_it_does_not():
    pacer = Pacer(RTT)
    assert not pacer.holds("ping", 10.0)  # nothing written yet: idle
    pacer.wrote("update", 10.0)
    assert not pacer.holds("update", 10.001)  # the game's own frames never wait
    assert not pacer.holds("snapshot", 10.001) and not pacer.holds("act", 10.001)
    for quiet in ("ping", "pong", "error", "lobby", "chat", "say", "react", "reaction"):
        assert pacer.holds(quiet, 10.005), quiet
    assert pacer.release_at() == 10.0 + IDLE_RTTS * RTT
    pacer.hold()
    assert pacer.holds("pong", 10.5)  # behind a held frame, quiet ones wait too
    assert not pacer.holds("update", 10.5)  # and the next game frame takes them along
    pacer.wrote("ping", 10.5)
    assert pacer.held == 0 and pacer.held_total == 1
    assert not pacer.holds("ping", 10.5 + IDLE_RTTS * RTT)  # quiet long enough: at once


def test_the_round_trip_is_the_shortest_ping_to_pong_of_this_side():
    pacer = Pacer(0.3)  # the handshake's: long (it includes the other side's arithmetic)
    assert pacer.rtt_s == 0.3
    pacer.wrote("ping", 1.0)
    pacer.received("update", 1.05)
    pacer.received("pong", 1.09)
    assert abs(pacer.rtt_s - 0.09) < 1e-9
    pacer.received("pong", 1.5)  # no ping out: no sample
    pacer.wrote("ping", 2.0)
    pacer.received("pong", 2.2)  # a slower one does not raise the estimate
    assert abs(pacer.rtt_s - 0.09) < 1e-9


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _links(qtbot, path: str, clock: Clock):
    """A host-side link and the guest's end of it, on loopback, with matching keys."""
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    guest = QTcpSocket()
    guest.connectToHost("127.0.0.1", server.serverPort())
    qtbot.waitUntil(server.hasPendingConnections, timeout=5000)
    sock = server.nextPendingConnection()
    down, up = os.urandom(32), os.urandom(32)
    host_key = os.urandom(32)
    host_side = secure.Session(down, up, host_key, b"t")
    guest_side = secure.Session(up, down, host_key, b"t")
    link = SecureLink(sock, host_side, [], "guest-x", path, p.MAX_CLIENT_FRAME, clock,
                      rtt_s=RTT)
    link.attach(lambda frames: None, lambda: None)
    return server, guest, link, guest_side


def _received(qtbot, guest: QTcpSocket, session: secure.Session, count: int) -> list[str]:
    reader = p.FrameReader(p.MAX_FRAME)
    got: list[str] = []

    def more() -> bool:
        data = bytes(guest.readAll().data())
        got.extend(p.tag_of(session.open(f)) or "" for f in reader.feed(data))
        return len(got) >= count

    qtbot.waitUntil(more, timeout=5000)
    return got


UPDATE = p.encode_body(p.Update(events=[], patch=p.ViewPatch(state_id=7)))
"""A move's update, as the host sends it (what is in it does not matter here)."""


def test_a_ping_after_an_update_goes_out_ahead_of_the_next_update_not_alone(qtbot):
    clock = Clock()
    server, guest, link, session = _links(qtbot, "relay", clock)
    ping = p.encode_body(p.Ping(seq=1))
    link.send(UPDATE)
    link.flush()
    assert _received(qtbot, guest, session, 1) == ["update"]
    clock.now += 0.005
    link.send(ping)  # 5 ms after the update: the relay would hold it a round trip
    link.flush()
    assert link.pacer is not None and link.pacer.held == 1
    assert link.sock.bytesToWrite() == 0  # not written: waiting for the next game frame
    clock.now += 0.07
    link.send(UPDATE)  # the next move's update takes it along, behind it in the order
    link.flush()
    assert _received(qtbot, guest, session, 2) == ["ping", "update"]
    assert link.pacer.held == 0 and link.pacer.held_total == 1
    server.close()


def test_a_held_frame_goes_alone_once_the_link_has_been_quiet(qtbot):
    clock = Clock()
    server, guest, link, session = _links(qtbot, "relay", clock)
    link.send(UPDATE)
    link.flush()
    assert _received(qtbot, guest, session, 1) == ["update"]
    link.send(p.encode_body(p.Ping(seq=1)))
    link.flush()
    assert link.pacer is not None and link.pacer.held == 1
    clock.now += IDLE_RTTS * RTT  # the release timer's wait is the same on the real clock
    assert _received(qtbot, guest, session, 1) == ["ping"]
    clock.now += 10
    link.send(p.encode_body(p.Ping(seq=2)))  # a link quiet for long sends it at once
    assert link.pacer.held == 0
    link.flush()
    assert _received(qtbot, guest, session, 1) == ["ping"]
    server.close()


def test_closing_a_link_sends_what_it_held_first_and_a_direct_link_holds_nothing(qtbot):
    clock = Clock()
    server, guest, link, session = _links(qtbot, "relay", clock)
    link.send(UPDATE)
    link.send(p.encode_body(p.Error(code="too_many_errors", detail="", fatal=True)))
    link.close()
    assert _received(qtbot, guest, session, 2) == ["update", "error"]
    server.close()
    server, guest, link, session = _links(qtbot, "direct", clock)
    assert link.pacer is None  # no relay on the way: no Nagle to keep clear of
    link.send(UPDATE)
    link.send(p.encode_body(p.Ping(seq=1)))
    link.flush()
    assert _received(qtbot, guest, session, 2) == ["update", "ping"]
    server.close()
