"""The secure link (``uno_desktop.net.secure``) alone, with no socket: the handshake on a
secret and on a ticket, key confirmation, the host's identity, the room bound into the
transcript, and sealed frames that refuse being altered, replayed, reordered, cut or lost."""

from __future__ import annotations

import hashlib
import itertools
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


@pytest.fixture(params=["libsodium", "binding"])
def cipher(request, monkeypatch) -> str:
    """Frames sealed straight through libsodium (as the game does) and through PyNaCl's
    public binding (where a PyNaCl lacks its cffi module): each test runs on both."""
    if request.param == "binding":
        monkeypatch.setattr(s, "_SODIUM", None)
    else:
        assert s._SODIUM is not None, "this PyNaCl has no nacl._sodium: the slow path runs"
    return str(request.param)


def test_the_frames_cipher_is_pynacls_chacha20_poly1305(cipher):
    from nacl.bindings import (
        crypto_aead_chacha20poly1305_ietf_decrypt,
        crypto_aead_chacha20poly1305_ietf_encrypt,
    )
    from nacl.exceptions import CryptoError

    rng = random.Random(41)
    for size in (0, 1, 15, 16, 340, 70_000):
        message, nonce, key = rng.randbytes(size), rng.randbytes(12), rng.randbytes(32)
        sealed = s.aead_encrypt(message, nonce, key)
        assert sealed == crypto_aead_chacha20poly1305_ietf_encrypt(message, None, nonce, key)
        assert s.aead_decrypt(sealed, nonce, key) == message
        assert crypto_aead_chacha20poly1305_ietf_decrypt(sealed, None, nonce, key) == message
        for wrong in (sealed[:-1] + bytes([sealed[-1] ^ 1]),  # altered tag
                      bytes([sealed[0] ^ 1]) + sealed[1:],  # altered text (or tag)
                      sealed[:-1], sealed[:15], b""):  # cut short, shorter than a tag
            with pytest.raises(CryptoError):
                s.aead_decrypt(wrong, nonce, key)
        with pytest.raises(CryptoError):
            s.aead_decrypt(sealed, bytes(12), key)  # another nonce
        with pytest.raises(CryptoError):
            s.aead_decrypt(sealed, nonce, bytes(32))  # another key


def test_a_session_takes_only_whole_keys():
    with pytest.raises(ValueError):
        s.Session(bytes(31), bytes(32), b"", b"")


def test_frames_altered_replayed_reordered_cut_or_lost_are_refused(identity, tickets, cipher):
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


def test_a_frame_from_an_earlier_link_does_not_open_on_the_next(identity, tickets, cipher):
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


# ---------------------------------------------------------------- known answers
# What goes on the wire, pinned: the digests below were recorded with the first
# implementation (cryptography's primitives, spake2 0.9) and hold with today's (libsodium
# through PyNaCl, spake2 0.8, HKDF from the standard library), so peers of either speak
# one suite. A change here is a change of the wire: a new ``SUITE`` (docs/protocol.md).

RFC8032_SEED = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
RFC8032_PUBLIC = bytes.fromhex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
RFC8032_SIGNATURE = bytes.fromhex(
    "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39"
    "701cf9b46bd25bf5f0595bbe24655141438e7a100b")


def counted(label: bytes) -> s.Entropy:
    """Entropy that is the same on every run (a known answer needs one)."""
    state = itertools.count()

    def entropy(n: int) -> bytes:
        out = b""
        while len(out) < n:
            out += hashlib.sha256(label + next(state).to_bytes(4, "big")).digest()
        return out[:n]

    return entropy


def conversation(secret: bytes, ticket: s.Ticket | None = None) -> tuple[bytes, s.Session]:
    """A whole exchange with fixed randomness and the RFC's key, and three sealed frames:
    every byte a carrier saw (length-prefixed), and the guest's session."""
    identity = s.HostIdentity.from_bytes(RFC8032_SEED)
    tickets = s.Tickets(bytes(range(32)), entropy=counted(b"tickets"))
    guest = s.GuestHandshake(secret, context=b"uno-desktop LAN room", app="uno-lan/3",
                             ticket=ticket, entropy=counted(b"guest"))
    host = s.HostHandshake(identity, context=b"uno-desktop LAN room", entropy=counted(b"host"))
    wire = [guest.start()]
    offer = host.on_offer(wire[-1])
    wire.append(host.answer(tickets.secret(offer.ticket) if offer.ticket else secret))
    wire.append(guest.on_answer(wire[-1]))
    accept, host_session = host.on_proof(wire[-1],
                                         ticket=None if offer.ticket else tickets.issue())
    wire.append(accept)
    guest_session = guest.on_accept(accept)
    wire += [guest_session.seal(b"hello"), host_session.seal(b"welcome"),
             host_session.seal(b"")]
    assert host_session.open(wire[4]) == b"hello"
    assert guest_session.open(wire[5]) == b"welcome" and guest_session.open(wire[6]) == b""
    return b"".join(len(w).to_bytes(4, "big") + w for w in wire), guest_session


def test_the_wire_is_the_one_every_peer_of_this_suite_speaks():
    assert s.SUITE == 1
    on_the_pin, guest = conversation(b"482916")
    assert hashlib.sha256(on_the_pin).hexdigest() == (
        "c5beb2bc5ea3f3548f5f24fca98bb7c6d00318d4ae1f98add80443dc9fc2cdf5")
    assert guest.ticket is not None and guest.ticket.to_hex() == (
        "653074269f8af11193f8982b2c038650b434c92ef8d698da46e427b1a2b4b256"
        "daaba8b47564a45f33adbd802de2d691")
    on_the_ticket, _ = conversation(b"", ticket=guest.ticket)
    assert hashlib.sha256(on_the_ticket).hexdigest() == (
        "57937fe474dd497510538acff6900d117ffb53f9e9cffbafd6baf4ca8f0d0dac")


def test_the_host_key_is_rfc_8032s_private_key():
    """A host key file holds the 32-byte seed of RFC 8032 (what every version wrote):
    test vector 1 gives its public key and signature."""
    identity = s.HostIdentity.from_bytes(RFC8032_SEED)
    assert identity.public == RFC8032_PUBLIC
    assert identity.sign(b"") == RFC8032_SIGNATURE
    assert identity.to_bytes() == RFC8032_SEED


@pytest.mark.parametrize(("ikm", "salt", "info", "length", "okm"), [
    # RFC 5869, test cases 1 to 3 (SHA-256)
    ("0b" * 22, "000102030405060708090a0b0c", "f0f1f2f3f4f5f6f7f8f9", 42,
     "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"),
    (bytes(range(0x00, 0x50)).hex(), bytes(range(0x60, 0xb0)).hex(),
     bytes(range(0xb0, 0x100)).hex(), 82,
     "b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c59045a99cac7827271cb41"
     "c65e590e09da3275600c2f09b8367793a9aca3db71cc30c58179ec3e87c14c01d5c1f3434f1d87"),
    ("0b" * 22, "", "", 42,
     "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"),
])
def test_hkdf_is_rfc_5869s(ikm, salt, info, length, okm):
    assert s.hkdf_sha256(bytes.fromhex(ikm), salt=bytes.fromhex(salt),
                         info=bytes.fromhex(info), length=length).hex() == okm
    with pytest.raises(ValueError):
        s.hkdf_sha256(b"k", salt=b"", info=b"", length=255 * 32 + 1)
