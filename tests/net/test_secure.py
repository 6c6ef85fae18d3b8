"""The secure link (``uno_desktop.net.secure``) alone, with no socket: the handshake on a
secret and on a ticket, key confirmation, the host's identity, the room bound into the
transcript, and sealed frames that refuse being altered, replayed, reordered, cut or lost."""

from __future__ import annotations

import hashlib
import random

import msgspec
import pytest

from uno_desktop.net import secure as s

PIN = b"482916"
ROOM = b"uno-lan"
APP = "uno-lan/test"


@pytest.fixture(scope="module")
def identity() -> s.HostIdentity:
    return s.HostIdentity.generate()


@pytest.fixture(scope="module")
def tickets() -> s.Tickets:
    return s.Tickets(s.Tickets.new_key())


class Wire:
    """Both sides of one exchange, with every byte that went between them kept (what a
    carrier sees)."""

    def __init__(self) -> None:
        self.seen: list[bytes] = []

    def __call__(self, data: bytes) -> bytes:
        self.seen.append(data)
        return data


def link(identity: s.HostIdentity, tickets: s.Tickets, *, guest_secret: bytes = PIN,
         host_secret: bytes = PIN, ticket: s.Ticket | None = None,
         guest_context: bytes = ROOM, host_context: bytes = ROOM,
         expect_host: bytes | None = None, wire: Wire | None = None,
         ) -> tuple[s.Session, s.Session]:
    """One whole handshake; returns the guest's and the host's session."""
    carry = wire or Wire()
    guest = s.GuestHandshake(guest_secret, context=guest_context, app=APP, ticket=ticket,
                             expect_host=expect_host)
    host = s.HostHandshake(identity, context=host_context)
    offer = host.on_offer(carry(guest.start()))
    assert offer.app == APP
    secret = tickets.secret(offer.ticket) if offer.ticket else host_secret
    proof = guest.on_answer(carry(host.answer(secret)))
    try:
        accept, host_session = host.on_proof(carry(proof),
                                             ticket=None if offer.ticket else tickets.issue())
    except s.SecureError as exc:
        with pytest.raises(s.Refused) as refused:
            guest.on_accept(carry(s.refusal(exc.code)))
        assert refused.value.code == exc.code
        raise
    return guest.on_accept(carry(accept)), host_session


def test_a_shared_secret_gives_both_sides_one_session(identity, tickets):
    guest, host = link(identity, tickets)
    assert guest.host_key == host.host_key == identity.public
    assert guest.link_id == host.link_id
    assert host.open(guest.seal(b"hello host")) == b"hello host"
    assert guest.open(host.seal(b"welcome")) == b"welcome"
    assert guest.open(host.seal(b"")) == b""
    assert len(guest.seal(b"abc")) == 3 + s.OVERHEAD
    assert guest.ticket is not None and host.ticket is None


def test_a_wrong_secret_fails_on_both_sides_with_one_code(identity, tickets):
    with pytest.raises(s.SecureError) as host_side:
        link(identity, tickets, guest_secret=b"482917")
    assert host_side.value.code == "bad_secret"  # the host counts it; the guest was told


def test_a_room_without_a_secret_is_encrypted_all_the_same(identity, tickets):
    wire = Wire()
    guest, host = link(identity, tickets, guest_secret=b"", host_secret=b"", wire=wire)
    sealed = guest.seal(b"red_5 green_7 my hand")
    assert host.open(sealed) == b"red_5 green_7 my hand"
    assert b"red_5" not in sealed


def test_the_guest_hears_whether_the_room_wants_a_secret_before_spending_a_guess(identity):
    for guest_secret, host_secret, code in ((b"", PIN, "secret_required"),
                                            (PIN, b"", "secret_not_needed")):
        guest = s.GuestHandshake(guest_secret, context=ROOM, app=APP)
        host = s.HostHandshake(identity, context=ROOM)
        host.on_offer(guest.start())
        with pytest.raises(s.SecureError) as exc:
            guest.on_answer(host.answer(host_secret))
        assert exc.value.code == code


def test_the_secret_never_travels(identity, tickets):
    wire = Wire()
    guest, _host = link(identity, tickets, wire=wire)
    carried = b"".join(wire.seen)
    for form in (PIN, PIN.hex().encode(), hashlib.sha256(PIN).digest(),
                 hashlib.sha256(PIN).hexdigest().encode()):
        assert form not in carried
    assert guest.ticket is not None
    assert guest.ticket.secret not in carried and guest.ticket.id not in carried


def test_coming_back_with_the_ticket_needs_no_secret_and_gets_fresh_keys(identity, tickets):
    first, _ = link(identity, tickets)
    assert first.ticket is not None
    again, host = link(identity, tickets, guest_secret=b"", host_secret=b"wrong",
                       ticket=first.ticket, expect_host=identity.public)
    third, host3 = link(identity, tickets, ticket=first.ticket)
    assert len({first.link_id, again.link_id, third.link_id}) == 3
    # the same counter (0) and plaintext on each link seal to different bytes
    sealed = [first.seal(b"x"), again.seal(b"x"), third.seal(b"x")]
    assert len(set(sealed)) == 3
    assert host.open(sealed[1]) == host3.open(sealed[2]) == b"x"
    assert host.open(again.seal(b"after the drop")) == b"after the drop"
    assert again.ticket is None  # the ticket it came with stays good


def test_a_made_up_or_another_rooms_ticket_is_a_wrong_secret(identity, tickets):
    made_up = s.Ticket(bytes(16), bytes(32))
    other_room = s.Tickets(s.Tickets.new_key()).issue()
    for ticket in (made_up, other_room):
        with pytest.raises(s.SecureError) as exc:
            link(identity, tickets, ticket=ticket)
        assert exc.value.code == "bad_secret"


def test_a_known_room_answered_by_another_host_is_refused_before_the_guest_proves_anything(
        identity):
    impostor = s.HostIdentity.generate()
    guest = s.GuestHandshake(PIN, context=ROOM, app=APP, expect_host=identity.public)
    host = s.HostHandshake(impostor, context=ROOM)
    host.on_offer(guest.start())
    with pytest.raises(s.SecureError) as exc:
        guest.on_answer(host.answer(PIN))
    assert exc.value.code == "host_changed"
    assert guest.session is None and guest.host_key is None


def test_a_carrier_that_swaps_messages_between_two_rooms_gets_nothing(identity, tickets):
    """Two rooms with the same secret (a carrier cannot know they differ): the guest of
    room A handed to the host of room B stops at the host's signature, which is over
    room B's transcript, before it proves anything; the swap of two answers too."""
    with pytest.raises(s.SecureError) as exc:
        link(identity, tickets, guest_context=b"room A", host_context=b"room B")
    assert exc.value.code == "bad_signature"
    # two guests of one room at once; the carrier swaps the hosts' answers
    g1 = s.GuestHandshake(PIN, context=ROOM, app=APP)
    g2 = s.GuestHandshake(PIN, context=ROOM, app=APP)
    h1, h2 = s.HostHandshake(identity, context=ROOM), s.HostHandshake(identity, context=ROOM)
    h1.on_offer(g1.start())
    h2.on_offer(g2.start())
    a1, a2 = h1.answer(PIN), h2.answer(PIN)
    for guest, answer in ((g1, a2), (g2, a1)):
        with pytest.raises(s.SecureError) as exc:
            guest.on_answer(answer)
        assert exc.value.code == "bad_signature"


def test_a_carrier_that_alters_any_handshake_message_gets_a_failed_exchange(identity):
    def flip(data: bytes, at: int) -> bytes:
        return data[:at] + bytes([data[at] ^ 1]) + data[at + 1:]

    # the guest's offer: its nonce and its SPAKE2 message
    for at in (-40, -3):
        guest = s.GuestHandshake(PIN, context=ROOM, app=APP)
        host = s.HostHandshake(identity, context=ROOM)
        try:
            host.on_offer(flip(guest.start(), at))
            proof = guest.on_answer(host.answer(PIN))
            host.on_proof(proof)
        except s.SecureError as exc:
            assert exc.code in {"bad_signature", "bad_secret", "bad_message"}
        else:
            raise AssertionError(f"an offer altered at {at} went through")
    # the host's answer, every third byte: a guest made from the same seed each time
    # sends the same offer, so the host's answer to it is an answer to each of them
    def guest_from_seed() -> s.GuestHandshake:
        rng = random.Random(7)
        guest = s.GuestHandshake(PIN, context=ROOM, app=APP, entropy=rng.randbytes)
        guest.start()
        return guest

    host = s.HostHandshake(identity, context=ROOM)
    host.on_offer(guest_from_seed()._offer)
    answer = host.answer(PIN)
    guest_from_seed().on_answer(answer)  # untouched, it is good
    for at in range(0, len(answer), 3):
        with pytest.raises(s.SecureError) as exc:
            guest_from_seed().on_answer(flip(answer, at))
        assert exc.value.code in {"bad_signature", "bad_message", "unexpected_message",
                                  "secret_not_needed"}, at


def test_frames_altered_replayed_reordered_cut_or_lost_are_refused(identity, tickets):
    cases = {
        "altered": lambda f: [f[0][:-1] + bytes([f[0][-1] ^ 0x80])],
        "counter changed": lambda f: [bytes([1]) + f[0][1:]],
        "replayed": lambda f: [f[0], f[0]],
        "reordered": lambda f: [f[1], f[0]],
        "cut short": lambda f: [f[0][:-1]],
        "cut to nothing": lambda f: [f[0][:5]],
        "lost": lambda f: [f[0], f[2]],
        "reflected": None,
    }
    codes = {}
    for name, mangle in cases.items():
        guest, host = link(identity, tickets)
        frames = [guest.seal(f"frame {i}".encode()) for i in range(3)]
        receiver = host
        if mangle is None:  # the guest's own frame sent back to it
            receiver, delivered = guest, frames[:1]
        else:
            delivered = mangle(frames)
        with pytest.raises(s.FrameError) as exc:
            for frame in delivered:
                receiver.open(frame)
        codes[name] = exc.value.code
        assert receiver.broken
        with pytest.raises(s.FrameError) as after:  # nothing opens after a refusal
            receiver.open(frames[receiver.opened] if receiver.opened < 3 else frames[0])
        assert after.value.code == "link_broken"
    assert codes == {"altered": "frame_altered", "counter changed": "frame_out_of_order",
                     "replayed": "frame_replayed", "reordered": "frame_out_of_order",
                     "cut short": "frame_altered", "cut to nothing": "frame_altered",
                     "lost": "frame_out_of_order", "reflected": "frame_altered"}


def test_a_frame_from_an_earlier_link_does_not_open_on_the_next(identity, tickets):
    first, _first_host = link(identity, tickets)
    assert first.ticket is not None
    old = first.seal(b"from the first link")
    _again, host = link(identity, tickets, ticket=first.ticket)
    with pytest.raises(s.FrameError) as exc:
        host.open(old)  # same counter 0, other keys
    assert exc.value.code == "frame_altered"


def test_bad_handshake_messages_get_a_code_never_a_crash(identity):
    nested = b"\x91" * 100_000
    junk = [b"", b"\xc1", nested, b"\x80", msgspec.msgpack.encode({"t": "offer"}),
            msgspec.msgpack.encode({"t": "hello", "v": 2, "name": "old"}),
            s.refusal("pin_locked"), b"x" * (s.MAX_HANDSHAKE + 1)]
    for data in junk:
        host = s.HostHandshake(identity, context=ROOM)
        with pytest.raises(s.SecureError) as exc:
            host.on_offer(data)
        assert exc.value.code in {"bad_message", "unexpected_message"}
    guest = s.GuestHandshake(PIN, context=ROOM, app=APP)
    offer = guest.start()
    with pytest.raises(s.SecureError) as exc:
        guest.on_answer(offer)  # its own offer reflected
    assert exc.value.code == "unexpected_message"
    with pytest.raises(s.Refused) as refused:
        guest.on_answer(s.refusal("pin_locked", "12 s"))
    assert (refused.value.code, refused.value.detail) == ("pin_locked", "12 s")


def test_an_offer_of_another_suite_is_refused_by_its_own_code(identity):
    guest = s.GuestHandshake(PIN, context=ROOM, app=APP)
    offer = msgspec.msgpack.decode(guest.start())
    offer["suite"] = s.SUITE + 1
    with pytest.raises(s.SecureError) as exc:
        s.HostHandshake(identity, context=ROOM).on_offer(msgspec.msgpack.encode(offer))
    assert exc.value.code == "suite_mismatch"


def test_steps_out_of_order_are_refused(identity):
    guest = s.GuestHandshake(PIN, context=ROOM, app=APP)
    with pytest.raises(s.SecureError, match="out_of_order"):
        guest.on_answer(b"")
    with pytest.raises(s.SecureError, match="out_of_order"):
        guest.on_accept(b"")
    host = s.HostHandshake(identity, context=ROOM)
    with pytest.raises(s.SecureError, match="out_of_order"):
        host.answer(PIN)
    host.on_offer(guest.start())
    with pytest.raises(s.SecureError, match="out_of_order"):
        host.on_proof(b"")
    with pytest.raises(s.SecureError, match="out_of_order"):
        guest.start()


def test_a_proof_is_checked_once(identity):
    guest = s.GuestHandshake(b"nope!!", context=ROOM, app=APP)
    host = s.HostHandshake(identity, context=ROOM)
    host.on_offer(guest.start())
    proof = guest.on_answer(host.answer(PIN))
    with pytest.raises(s.SecureError, match="bad_secret"):
        host.on_proof(proof)
    with pytest.raises(s.SecureError, match="out_of_order"):  # no second guess on one link
        host.on_proof(proof)


def test_keys_and_tickets_round_trip():
    identity = s.HostIdentity.generate()
    again = s.HostIdentity.from_bytes(identity.to_bytes())
    assert again.public == identity.public
    with pytest.raises(ValueError):
        s.HostIdentity.from_bytes(b"short")
    printed = s.fingerprint(identity.public)
    assert len(printed) == 19 and printed.count("-") == 3
    ticket = s.Tickets(bytes(32)).issue()
    assert s.Ticket.from_hex(ticket.to_hex()) == ticket
    for bad in ("", "zz", "00" * 10):
        with pytest.raises(ValueError):
            s.Ticket.from_hex(bad)
    with pytest.raises(ValueError):
        s.Tickets(b"short")
    assert s.Tickets(bytes(32)).secret(b"a" * 16) == s.Tickets(bytes(32)).secret(b"a" * 16)
    assert s.Tickets(bytes(32)).secret(b"a" * 16) != s.Tickets(b"\x01" * 32).secret(b"a" * 16)
