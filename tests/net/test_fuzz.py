"""Random and mutated frames thrown at a live host: it answers or hangs up, never falls over,
and a real player at the same table keeps playing. Two surfaces: the handshake (frames in
place of the secure link's offer and proof, on a bare connection) and the messages (the
frames sealed on a link that was made, so they reach the host's decoder). The many drawn
frames are the slow test's; the fast one throws a fixed set of each kind at a host of its
own, then plays."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_helpers import Proc, RawClient, start_host

from rules import Draw
from uno_desktop.net import protocol as p
from uno_desktop.net import secure

VALID = [
    p.encode_body(p.Hello(v=p.PROTOCOL_VERSION, name="Fuzz")),
    p.encode_body(p.Hello(v=p.PROTOCOL_VERSION, name="Fuzz", spectate=True)),
    p.encode_body(p.Ready(ready=True)),
    p.encode_body(p.Act(seat=0, state_id=0, action=p.wrap(Draw()))),
    p.encode_body(p.Say(text="hello")),
    p.encode_body(p.Resync(state_id=0)),
    p.encode_body(p.Ping(seq=1)),
    secure.GuestHandshake(b"", context=p.CONTEXT, app=p.APP).start(),  # an offer
    msgspec.msgpack.encode({"t": "proof", "mac": bytes(32)}),
]


OPS = ("flip", "cut", "insert", "dup")


def mutate(body: bytearray, op: str, i: int, bits: int = 0x5A, extra: bytes = b"\xc1") -> None:
    """One mutation of ``body`` at ``i``, in place."""
    if op == "flip" and body:
        body[i] ^= bits
    elif op == "cut":
        del body[i:]
    elif op == "insert":
        body[i:i] = extra
    elif op == "dup":
        body += body[i:]


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    body = bytearray(draw(st.sampled_from(VALID)))
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(OPS))
        i = draw(st.integers(0, max(0, len(body) - 1)))
        mutate(body, op, i, draw(st.integers(1, 255)), draw(st.binary(min_size=1, max_size=8)))
    return bytes(body)


def fixed_frames() -> list[bytes]:
    """Each kind of bad frame the drawn ones are made of, once: every valid body under each
    mutation (at its middle), undecodable and mistyped msgpack, and unframed bytes."""
    out = []
    for valid in VALID:
        for op in OPS:
            body = bytearray(valid)
            mutate(body, op, len(body) // 2)
            out.append(p.HEADER.pack(len(body)) + bytes(body))
    for junk in (b"\xc1", msgspec.msgpack.encode({"t": "act", "seat": "x", "action": [None]}),
                 msgspec.msgpack.encode([1, 2, {"type": b"\xff"}])):
        out.append(p.HEADER.pack(len(junk)) + junk)
    out.append(b"\xff" * 64)  # not even framed: a length far over the limit
    return out


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


def _table(procs: list[Proc], tmp) -> tuple[Proc, int, RawClient]:
    """A host with a player and a bot, the game dealt. Handshakes are not limited here
    (their budget is tested on its own): the fuzzer makes many."""
    host, port = start_host(procs, tmp, "--seats", "2", "--bots", "1", "--no-announce",
                            "--bot-delay-ms", "0", "--ping-ms", "0", "--handshake-ms", "3000",
                            "--limit", "handshake_burst=100000",
                            "--limit", "room_handshake_burst=100000")
    player = RawClient(port)
    player.hello("Player")
    player.send(p.Ready(ready=True))
    player.expect(p.Snapshot)
    return host, port, player


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    procs: list[Proc] = []
    host, port, player = _table(procs, tmp_path_factory.mktemp("fuzz"))
    yield host, port, player
    player.close()
    for proc in procs:
        proc.close()


def _throw(host: Proc, port: int, player: RawClient, streams: list[list[bytes]],
           greet: bool, linked: bool = True) -> None:
    """Each stream from a new connection, all at once: the host answers with messages of
    its own or hangs up, stays up, and still answers the player. ``linked``: the link is
    made first and every framed chunk goes sealed (the host's decoder sees it); else the
    chunks stand in for the handshake."""
    clients = [RawClient(port, link=linked) for _ in streams]
    for c, stream in zip(clients, streams, strict=True):
        try:
            if greet and linked:
                c.send(p.Hello(v=p.PROTOCOL_VERSION, name="Fuzz", spectate=True))
            for chunk in stream:
                framed = len(chunk) >= 4 and p.HEADER.unpack_from(chunk)[0] == len(chunk) - 4
                if linked and framed:
                    c.frame(chunk[4:])
                else:
                    c.send_raw(chunk)
        except OSError:
            pass  # the host hung up on us: allowed
    for c in clients:
        c.drain(0.02)
        for msg in c.inbox:
            if linked:
                assert isinstance(msg, p.Welcome | p.Lobby | p.Snapshot | p.Update | p.Error
                                  | p.Pong | p.Chat | p.Clock)
            else:  # in the clear: a handshake message (its answer, or a refusal)
                assert secure.is_handshake(msg), msg
        c.close()
    assert host.popen.poll() is None
    player.send(p.Ping(seq=7))
    player.expect(p.Pong, where=lambda m: m.seq == 7)


@pytest.mark.slow
@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(frames, min_size=1, max_size=6), st.booleans(), st.booleans())
def test_fuzzed_frames_never_break_the_host(live, stream, greet, linked):
    _throw(*live, [stream], greet, linked)


@pytest.mark.slow  # over 2 s
def test_the_game_still_works_after_the_fuzzing(procs, tmp_path):
    """Its own host, fuzzed here (every kind of bad frame, each on a connection of its own,
    then all in one stream with and without a hello first): then the player still gets a
    turn and plays."""
    host, port, player = _table(procs, tmp_path)
    try:
        frames = fixed_frames()
        for linked in (False, True):
            for first in range(0, len(frames), 8):  # under the host's limit of pending peers
                _throw(host, port, player, [[f] for f in frames[first:first + 8]],
                       greet=False, linked=linked)
        for greet in (False, True):
            _throw(host, port, player, [frames], greet)
        _throw(host, port, player, [frames], greet=False, linked=False)

        def my_turn(_msg: object) -> bool:
            state = player.state
            return bool(state.legal) and state.view.decision_seat == state.seat

        if not my_turn(None):
            player.expect(p.Update, timeout=10, where=my_turn)
        sid = player.state.view.state_id
        player.send(player.state.act(player.state.legal[0]))
        player.expect(p.Update, where=lambda m: player.state.view.state_id > sid)
        assert host.popen.poll() is None
    finally:
        player.close()
