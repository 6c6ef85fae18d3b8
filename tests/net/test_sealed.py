"""Both sides of a link (``uno_desktop.net.sealed``) without a socket: the room's door
(PIN, tickets, throttles, older peers) and the guest's channel (what each refusal makes a
client do); then the app's client coming back on its ticket after a drop."""

from __future__ import annotations

import msgspec
import pytest

from uno_desktop.net import protocol as p
from uno_desktop.net import secure
from uno_desktop.net.admission import Admission, Limits
from uno_desktop.net.sealed import Failure, GuestChannel, RoomGate
from uno_desktop.net.state import ClientState, TokenStore

PIN = "482916"
IDENTITY = secure.HostIdentity.generate()


class Clock:
    now = 100.0

    def __call__(self) -> float:
        return self.now


def _gate(secret: str = PIN, limits: Limits | None = None, counted: list | None = None,
          ) -> RoomGate:
    return RoomGate(IDENTITY, secret, secure.Tickets(secure.Tickets.new_key()),
                    Admission(limits or Limits(), Clock()),
                    on_wrong_secret=None if counted is None else counted.append)


def _run(gate: RoomGate, state: ClientState, tokens: TokenStore | None = None,
         address: str = "10.0.0.9", expect_host: bytes | None = None):
    """One link; returns the guest's channel, the host's, and the guest's failure (or
    None) and the host's opened frames."""
    host = gate.channel(address)
    guest = GuestChannel(state, tokens, expect_host=expect_host)
    to_host, opened = [guest.start()], []
    try:
        while to_host:
            step = host.receive(to_host.pop(0))
            opened += step.frames
            for reply in step.reply:
                out, _msgs = guest.receive(reply)
                to_host += out
            if step.close:
                break
    except Failure as failure:
        return guest, host, failure, opened
    return guest, host, None, opened


def test_a_link_on_the_pin_carries_the_hello_and_gives_a_ticket():
    counted: list[int] = []
    gate = _gate(counted=counted)
    state = ClientState(name="Ada", pin=PIN)
    guest, host, failure, opened = _run(gate, state)
    assert failure is None and guest.open and host.open
    hello = p.decode_client(opened[0])
    assert isinstance(hello, p.Hello) and hello.name == "Ada"
    assert state.host_key == IDENTITY.public and state.ticket is not None
    sealed = host.seal(p.encode_body(p.Ping(seq=3)))
    assert sealed is not None and guest.receive(sealed) == ([], [p.Ping(seq=3)])
    # the ticket makes the next link without the PIN, to this host only
    state.pin = ""
    again, _host, failure, _ = _run(gate, state)
    assert failure is None and again.by_ticket and again.open
    assert counted == []


def test_each_refusal_tells_the_client_what_to_do():
    counted: list[int] = []
    gate = _gate(counted=counted)
    _g, _h, wrong, _ = _run(gate, ClientState(name="G", pin="000000"))
    assert (wrong.code, wrong.retry) == ("bad_pin", Failure.STOP) and counted == [1]
    _g, _h, none, _ = _run(gate, ClientState(name="G"))
    assert (none.code, none.retry) == ("pin_required", Failure.STOP) and counted == [1]
    _g, _h, extra, _ = _run(_gate(""), ClientState(name="G", pin=PIN))
    assert (extra.code, extra.retry) == ("pin_not_needed", Failure.WITHOUT_SECRET)
    stale = ClientState(name="G", host_key=IDENTITY.public,
                        ticket=secure.Ticket(bytes(16), bytes(32)))
    _g, _h, ticket, _ = _run(gate, stale)
    assert (ticket.code, ticket.retry) == ("bad_ticket", Failure.BY_SECRET)
    assert counted == [1]  # a ticket is no guess at the PIN
    other = ClientState(name="G", pin=PIN, host_key=secure.HostIdentity.generate().public)
    _g, _h, changed, opened = _run(gate, other)
    assert (changed.code, changed.retry) == ("host_changed", Failure.STOP) and opened == []


def test_the_pin_is_not_tried_while_locked():
    gate = _gate(limits=Limits(pin_free_tries=0, pin_backoff_s=60))
    _g, _h, first, _ = _run(gate, ClientState(name="G", pin="000000"))
    assert first.code == "bad_pin"
    _g, host, locked, _ = _run(gate, ClientState(name="G", pin=PIN))
    assert (locked.code, locked.retry) == ("pin_locked", Failure.STOP)
    assert locked.detail.endswith(" s") and host.closed
    assert gate.admission.wrong_pins == 1  # the right PIN was not even tried
    _g, _h, other, _ = _run(gate, ClientState(name="G", pin=PIN), address="10.0.0.8")
    assert other is None  # another address: its own budget (the room's has room left)


def test_handshakes_are_budgeted_per_address_and_for_the_room():
    gate = _gate("", limits=Limits(handshake_burst=2, handshake_per_s=0.001,
                                   room_handshake_burst=3, room_handshake_per_s=0.001))
    for _ in range(2):
        assert _run(gate, ClientState(name="G"))[2] is None
    _g, host, busy, _ = _run(gate, ClientState(name="G"))
    assert (busy.code, busy.retry) == ("busy", Failure.AGAIN) and host.closed
    assert _run(gate, ClientState(name="G"), address="10.0.0.8")[2] is None
    _g, _h, busy, _ = _run(gate, ClientState(name="G"), address="10.0.0.7")
    assert busy.code == "busy"  # the room's budget is spent, whatever the address


def test_older_peers_are_told_in_their_own_words():
    # a version-2 client says hello in the clear, PIN and all: a v2 error back, unread
    host = _gate().channel("10.0.0.9")
    old_hello = msgspec.msgpack.encode({"t": "hello", "v": 2, "name": "Old", "pin": PIN})
    step = host.receive(old_hello)
    assert step.close and p.decode_host(step.reply[0]).code == "version_mismatch"
    # a version-2 host answers a version-3 offer with an error in the clear
    guest = GuestChannel(ClientState(name="New", pin=PIN))
    guest.start()
    with pytest.raises(Failure) as failure:
        guest.receive(p.encode_body(p.Error(code="unknown_message", detail="offer")))
    assert (failure.value.code, failure.value.retry) == ("version_mismatch", Failure.STOP)


def test_a_refused_frame_closes_the_link_on_either_side():
    gate = _gate()
    guest, host, _failure, _ = _run(gate, ClientState(name="Ada", pin=PIN))
    sealed = guest.seal(p.Ping(seq=1))
    assert sealed is not None
    assert host.receive(sealed).frames
    step = host.receive(sealed)  # replayed
    assert step.close and not step.frames and not host.open
    reply = host.seal(p.encode_body(p.Pong(seq=1)))
    assert reply is None  # a closed link sends nothing
    guest2, host2, _f, _ = _run(gate, ClientState(name="Bo", pin=PIN))
    frame = host2.seal(p.encode_body(p.Ping(seq=2)))
    assert frame is not None
    with pytest.raises(Failure) as failure:
        guest2.receive(frame[:-1] + bytes([frame[-1] ^ 1]))
    assert (failure.value.code, failure.value.retry) == ("link_broken", Failure.AGAIN)


def test_the_token_goes_only_to_the_host_it_is_kept_for(tmp_path):
    tokens = TokenStore(tmp_path / "t.json")
    tokens.put(IDENTITY.public, token="R" * 32, game_id="0123456789abcdef")
    _g, _h, failure, opened = _run(_gate(), ClientState(name="Ada", pin=PIN), tokens)
    assert failure is None and p.decode_client(opened[0]).token == "R" * 32
    impostor = RoomGate(secure.HostIdentity.generate(), "", secure.Tickets(bytes(32)),
                        Admission())
    _g, _h, failure, opened = _run(impostor, ClientState(name="Ada"), tokens)
    assert failure is None
    hello = p.decode_client(opened[0])
    assert (hello.token, hello.game_id) == ("", "")
