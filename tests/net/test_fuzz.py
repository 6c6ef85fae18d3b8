"""Random and mutated frames thrown at a live host: it answers or hangs up, never falls over,
and a real player at the same table keeps playing."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_helpers import Proc, RawClient, start_host

from rules import Draw
from uno_desktop.net import protocol as p

VALID = [
    p.encode_body(p.Hello(v=p.PROTOCOL_VERSION, name="Fuzz")),
    p.encode_body(p.Hello(v=p.PROTOCOL_VERSION, name="Fuzz", spectate=True)),
    p.encode_body(p.Ready(ready=True)),
    p.encode_body(p.Act(seat=0, state_id=0, action=p.wrap(Draw()))),
    p.encode_body(p.Say(text="hello")),
    p.encode_body(p.Resync(state_id=0)),
    p.encode_body(p.Ping(seq=1)),
]


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    body = bytearray(draw(st.sampled_from(VALID)))
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["flip", "cut", "insert", "dup"]))
        i = draw(st.integers(0, max(0, len(body) - 1)))
        if op == "flip" and body:
            body[i] ^= draw(st.integers(1, 255))
        elif op == "cut":
            del body[i:]
        elif op == "insert":
            body[i:i] = draw(st.binary(min_size=1, max_size=8))
        else:
            body += body[i:]
    return bytes(body)


generic = st.recursive(
    st.none() | st.booleans() | st.integers(-2**63, 2**64 - 1) | st.text(max_size=20)
    | st.binary(max_size=20),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(
        st.sampled_from(["t", "v", "name", "seat", "action", "type", "body", "x"]), kids,
        max_size=5),
    max_leaves=12)

frames = st.one_of(
    mutated().map(lambda b: p.HEADER.pack(len(b)) + b),
    generic.map(msgspec.msgpack.encode).map(lambda b: p.HEADER.pack(len(b)) + b),
    st.binary(max_size=64),  # not even framed
)


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("fuzz")
    procs: list[Proc] = []
    host, port = start_host(procs, tmp, "--seats", "2", "--bots", "1", "--no-announce",
                            "--bot-delay-ms", "0", "--ping-ms", "0", "--handshake-ms", "300")
    player = RawClient(port)
    player.hello("Player")
    player.send(p.Ready(ready=True))
    player.expect(p.Snapshot)
    yield host, port, player
    player.close()
    for proc in procs:
        proc.close()


@pytest.mark.slow
@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(frames, min_size=1, max_size=6), st.booleans())
def test_fuzzed_frames_never_break_the_host(live, stream, greet):
    host, port, player = live
    c = RawClient(port)
    if greet:
        c.send(p.Hello(v=p.PROTOCOL_VERSION, name="Fuzz", spectate=True))
    for chunk in stream:
        try:
            c.send_raw(chunk)
        except OSError:
            break  # the host hung up on us: allowed
    c.drain(0.02)
    for msg in c.inbox:
        assert isinstance(msg, p.Welcome | p.Lobby | p.Snapshot | p.Update | p.Error | p.Pong
                          | p.Chat | p.Clock)
    c.close()
    assert host.popen.poll() is None
    player.send(p.Ping(seq=7))
    player.expect(p.Pong, where=lambda m: m.seq == 7)


def test_the_game_still_works_after_the_fuzzing(live):
    host, _port, player = live
    player.drain(0.3)
    view = player.state.view
    if player.state.legal and view.decision_seat == player.state.seat:
        player.send(player.state.act(player.state.legal[0]))
        player.expect(p.Update)
    assert host.popen.poll() is None
