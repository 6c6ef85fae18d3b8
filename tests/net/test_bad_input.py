"""A hostile or broken peer gets an Error with a code, is hung up on if it keeps at it, and
the game goes on for everyone else."""

from __future__ import annotations

import msgspec
import pytest
from net_helpers import Proc, RawClient, frame, start_host

from rules import Draw
from uno_desktop.net import protocol as p
from uno_desktop.net import secure

PIN = "246824"


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """A started two-seat game with two raw clients (A, B) and its host process."""
    tmp = tmp_path_factory.mktemp("bad")
    procs: list[Proc] = []
    _host, port = start_host(procs, tmp, "--seats", "2", "--no-announce", "--seed", "4",
                             "--pin", "246824", "--ping-ms", "0")
    a, b = RawClient(port, pin=PIN), RawClient(port, pin=PIN)
    wa = a.hello("A")
    wb = b.hello("B")
    for c in (a, b):
        c.send(p.Ready(ready=True))
    for c in (a, b):
        c.expect(p.Snapshot)
    yield {"port": port, "a": a, "b": b, "seats": (wa.seat, wb.seat), "tokens": (wa.token,
                                                                                 wb.token)}
    for c in (a, b):
        c.close()
    for proc in procs:
        proc.close()


def _alive(client: RawClient) -> None:
    client.send(p.Ping(seq=4242))
    client.expect(p.Pong, where=lambda m: m.seq == 4242)


def _mover(table):
    """The raw client whose decision it is, and the other one."""
    a, b = table["a"], table["b"]
    for c in (a, b):
        c.drain(0.1)
    decider = a if a.state.view.decision_seat == a.state.seat else b
    return decider, (b if decider is a else a)


def test_an_oversize_frame_closes_the_link_and_the_game_goes_on(table):
    """Skipped unread, a sealed frame's counter goes past unopened: the link is done (a
    client never sends one; the player makes a new link with its ticket)."""
    c = RawClient(table["port"], pin=PIN)
    c.hello("Big", spectate=True)
    c.send_raw(p.HEADER.pack(p.MAX_CLIENT_FRAME + 1) + b"\0" * (p.MAX_CLIENT_FRAME + 1))
    assert c.wait_closed()
    c.close()
    bare = RawClient(table["port"], link=False)  # before the link: refused at once
    bare.send_raw(p.HEADER.pack(p.MAX_CLIENT_FRAME + 1) + b"\0" * (p.MAX_CLIENT_FRAME + 1))
    assert bare.wait_closed()
    assert secure.is_handshake(bare.inbox[0])  # a refusal, in the clear
    bare.close()
    _alive(table["a"])


def test_undecodable_bytes(table):
    a = table["a"]
    a.frame(b"\xc1\xc1\xc1")
    assert a.expect(p.Error).code == "malformed"
    _alive(a)


def test_unknown_message(table):
    a = table["a"]
    a.frame(msgspec.msgpack.encode({"t": "teleport", "to": 3}))
    assert a.expect(p.Error).code == "unknown_message"
    a.frame(msgspec.msgpack.encode({"t": "ready", "ready": True, "sneaky": 1}))
    assert a.expect(p.Error).code == "invalid_message"
    _alive(a)


def test_wrong_protocol_version_is_refused_and_closed(table):
    c = RawClient(table["port"], pin=PIN)
    c.send(p.Hello(v=p.PROTOCOL_VERSION + 1, name="Future"))
    err = c.expect(p.Error)
    assert err.code == "version_mismatch" and err.fatal
    assert c.wait_closed()
    c.close()


def test_a_version_2_client_is_told_in_words_it_understands(table):
    """It speaks in the clear, PIN and all: the host answers its ``hello`` with the error
    a version-2 client shows ("another version"), never looks at the PIN, and hangs up."""
    old = RawClient(table["port"], link=False)
    old.send_raw(frame(msgspec.msgpack.encode(
        {"t": "hello", "v": 2, "name": "Old", "pin": PIN})))
    assert old.wait_closed()
    err = p.decode_host(old.inbox[0])
    assert err.code == "version_mismatch" and err.fatal
    old.close()


def test_a_client_of_another_protocol_is_refused_before_any_key_work(table):
    c = RawClient(table["port"], link=False)
    guest = secure.GuestHandshake(PIN.encode(), context=p.CONTEXT, app="uno-lan/99")
    c.send_raw(frame(guest.start()))
    assert c.wait_closed()
    with pytest.raises(secure.Refused) as refused:
        guest.on_answer(c.inbox[0])
    assert refused.value.code == "version_mismatch"
    c.close()


def test_messages_before_hello(table):
    c = RawClient(table["port"], pin=PIN)
    c.send(p.Say(text="hi"))
    assert c.expect(p.Error).code == "hello_first"
    c.close()


def test_a_wrong_pin_is_refused_in_the_handshake_on_both_sides(table):
    c = RawClient(table["port"], pin="000000")
    assert isinstance(c.refusal, secure.Refused) and c.refusal.code == "bad_secret"
    assert c.closed
    c.close()
    c = RawClient(table["port"])  # no PIN at all: told before it spends a guess
    assert c.refusal is not None and c.refusal.code == "secret_required"
    c.close()


def test_action_for_another_seat(table):
    decider, other = _mover(table)
    other_sid = other.state.view.state_id
    other.send(p.Act(seat=decider.state.seat, state_id=other_sid, action=p.wrap(Draw())))
    err = other.expect(p.Error)
    assert err.code == "not_your_seat" and err.state_id == other_sid
    decider.drain(0.2)
    assert decider.state.view.state_id == other_sid  # nothing was applied


def test_stale_state_id_and_illegal_action(table):
    decider, other = _mover(table)
    sid = decider.state.view.state_id
    decider.send(p.Act(seat=decider.state.seat, state_id=sid + 5, action=p.wrap(Draw())))
    assert decider.expect(p.Error).code == "stale_state"
    other.send(p.Act(seat=other.state.seat, state_id=sid, action=p.wrap(Draw())))
    assert other.expect(p.Error).code == "not_your_turn"
    # a real move, then the old state id is stale for the next decider
    decider.send(decider.state.act(decider.state.legal[0]))
    decider.expect(p.Update)
    other.expect(p.Update)
    nxt, _ = _mover(table)
    legal = nxt.state.legal[0]
    nxt.send(p.Act(seat=nxt.state.seat, state_id=sid, action=p.wrap(legal)))
    err = nxt.expect(p.Error)
    assert err.code == "stale_state" and err.state_id == nxt.state.view.state_id


def test_flood_is_rate_limited_then_disconnected_and_the_game_goes_on(table):
    c = RawClient(table["port"], pin=PIN)
    c.hello("Flood", spectate=True)
    assert c.session is not None
    c.send_raw(b"".join(frame(c.session.seal(p.encode_body(p.Ping(seq=1))))
                        for _ in range(400)))
    assert c.wait_closed(10)
    codes = [m.code for m in c.inbox if isinstance(m, p.Error)]
    assert "rate_limited" in codes and codes[-1] == "too_many_errors"
    c.close()
    decider, other = _mover(table)
    decider.send(decider.state.act(decider.state.legal[0]))
    assert decider.expect(p.Update).events
    assert other.expect(p.Update).events
    assert decider.state.view.state_id == other.state.view.state_id


def test_persistent_garbage_is_disconnected(table):
    c = RawClient(table["port"], pin=PIN)
    c.frame_until_closed(b"\xc1")
    assert c.wait_closed(10)
    assert [m.code for m in c.inbox if isinstance(m, p.Error)][-1] == "too_many_errors"
    c.close()
    bare = RawClient(table["port"], link=False)  # garbage in place of a handshake
    bare.frame(b"\xc1")
    assert bare.wait_closed()
    refused = msgspec.msgpack.decode(bare.inbox[0])
    assert (refused["t"], refused["code"]) == ("refuse", "bad_message")
    bare.close()
    _alive(table["a"])


def test_reconnect_with_token_gets_only_the_missed_events(table):
    a = table["a"]
    a.drain(0.1)
    seen = a.state.view.state_id
    seat, token = table["seats"][0], table["tokens"][0]
    # a second connection with A's token replaces the first one
    c = RawClient(table["port"], pin=PIN)
    c.send(p.Hello(v=p.PROTOCOL_VERSION, name="A", token=token, last_state=seen,
                   game_id=a.state.game_id))
    welcome = c.expect(p.Welcome)
    snap = c.expect(p.Snapshot)
    assert welcome.seat == seat and snap.view.seat == seat
    assert snap.events == [] and snap.since == seen
    assert snap.view == a.state.view
    err = a.expect(p.Error)
    assert err.code == "replaced" and err.fatal
    table["a"] = c
    c.state = a.state
    a.close()
    # last_state of another game (a new game on the same port) is ignored: full history
    d = RawClient(table["port"], pin=PIN)
    d.send(p.Hello(v=p.PROTOCOL_VERSION, name="A", token=token, last_state=seen,
                   game_id="another-game"))
    snap = d.expect(p.Snapshot)
    assert snap.since == -1 and len(snap.events) > 0
    table["a"] = d
    d.state = a.state
    c.close()


def test_resync_is_limited_to_one_per_second(table):
    b = table["b"]
    b.drain(0.1)
    b.send(p.Resync(state_id=-1))
    assert b.expect(p.Snapshot).since == -1
    b.send(p.Resync(state_id=-1))
    err = b.expect(p.Error)
    assert err.code == "rate_limited" and not err.fatal
