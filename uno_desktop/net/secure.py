"""The secure link: a short secret (a LAN room's PIN, an internet room's code) turned into
an encrypted, authenticated session. Sans-IO: no sockets, no Qt, no files, no clock.

Every networked game runs this, whatever carries its bytes (a LAN socket; a rendezvous
server for the handshake and a relay for the frames): the handshake consumes and produces
``bytes``, and a :class:`Session` seals and opens frames ``bytes -> bytes``. What this
module promises is in docs/protocol.md ("Security"); in short:

* **The secret never travels**, not even hashed: SPAKE2 (python-spake2, the PAKE
  magic-wormhole uses) derives a key from it and fresh randomness of both sides. Someone
  who does not know it, a look-alike host too, gets one online guess per exchange and
  learns nothing else; both sides learn at once whether the secrets matched (explicit key
  confirmation), so the host can count every wrong guess.
* **The room is bound in.** The ``context`` both sides give (the room the guest means,
  the protocol) and every handshake message are hashed into the transcript the keys come
  from: a carrier that swaps messages between two rooms, or alters one, gets a failed
  exchange and nothing else.
* **The host proves who it is.** It has a long-term Ed25519 key (:class:`HostIdentity`)
  and signs the transcript; the guest learns the key (:attr:`GuestHandshake.host_key`)
  before it sends anything that is the host's business, and can insist on one it knows
  (``expect_host``: trust on first use, then pinned).
* **Every frame** is ChaCha20-Poly1305 with its own key per direction and a counter per
  direction as nonce, carried in the clear: an altered, replayed, reordered or dropped
  frame is refused with a :class:`FrameError` and the session opens nothing after it
  (a stream delivers in order, so anything but the next counter is an attack or a broken
  path: the link must be made again).
* **Coming back without the secret.** A handshake on the secret ends with the host's
  :class:`Ticket` for this guest, sent inside the new session. Another link (a new TCP
  connection, a restarted relay, the app restarted) runs the same exchange with the
  ticket's 256-bit secret instead of the PIN or code: fresh randomness from both sides,
  so fresh keys, never a nonce used twice. The host keeps no table: a ticket's secret is
  derived from the room's key (:class:`Tickets`), which the host keeps with the room.

The conversation, guest (G) and host (H)::

    G -> H  Offer    app, nonce, SPAKE2 message, ticket id (empty: the secret)
    H -> G  Answer   nonce, SPAKE2 message, host key, open (no secret), signature
    G -> H  Proof    MAC of the transcript with the guest's confirmation key
    H -> G  Accept   MAC with the host's, and (after the secret) the guest's ticket, sealed
            or Refuse(code, detail) at any step: ``bad_secret`` after a wrong Proof

Guest::

    hs = GuestHandshake(b"482916", context=b"uno-lan", app="uno-lan/5")
    send(hs.start())
    send(hs.on_answer(receive()))      # raises SecretRequired, HostChanged, Refused, ...
    session = hs.session               # may seal at once (its first frames go after Proof)
    hs.on_accept(receive())            # raises Refused("bad_secret") on a wrong secret
    store(hs.host_key, session.ticket) # for the next link: GuestHandshake(ticket=...)

Host::

    hs = HostHandshake(identity, context=b"uno-lan")
    offer = hs.on_offer(receive())     # look at offer.app and offer.ticket first
    send(hs.answer(secret or tickets.secret(offer.ticket)))
    try:
        accept, session = hs.on_proof(receive(), ticket=tickets.issue())
    except SecureError as exc:         # exc.code == "bad_secret": count it
        send(refusal(exc.code))
    send(accept)

Errors are :class:`SecureError` with a stable ``code``; the codes are listed in
docs/protocol.md.

The primitives: python-spake2 (0.8, pure Python) for the PAKE, libsodium through PyNaCl
for ChaCha20-Poly1305 (IETF) and Ed25519, the standard library for SHA-256, HMAC and
HKDF (:func:`hkdf_sha256`). What goes on the wire is pinned by known answers
(tests/net/test_secure.py): a change to it is a new :data:`SUITE`.
"""

from __future__ import annotations

import hashlib
import hmac
import importlib
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any

import msgspec
from msgspec import Meta
from nacl.bindings import (
    crypto_aead_chacha20poly1305_ietf_decrypt,
    crypto_aead_chacha20poly1305_ietf_encrypt,
)
from nacl.exceptions import BadSignatureError, CryptoError
from nacl.signing import SigningKey, VerifyKey
from spake2 import SPAKE2_A, SPAKE2_B

SUITE = 1
"""This module's own version (the messages, the key schedule); an :class:`Offer` of
another is refused with ``suite_mismatch``."""
NONCE_BYTES = 32
KEY_BYTES = 32
TICKET_ID_BYTES = 16
COUNTER_BYTES = 8
TAG_BYTES = 16
OVERHEAD = COUNTER_BYTES + TAG_BYTES
"""Bytes a sealed frame has beyond its plaintext: the counter and the AEAD tag."""
MAX_HANDSHAKE = 1024
"""No handshake message is longer: a carrier may refuse longer ones unread."""

_TRANSCRIPT = b"uno-desktop secure link v1\x00"
_SIGNED = b"uno-desktop host signature v1\x00"
_KEYS = b"uno-desktop session keys v1"
_TICKET = b"uno-desktop ticket v1\x00"
_GUEST_ID = b"uno-desktop guest"
_HOST_ID = b"uno-desktop host"
_BY_SECRET = b"secret\x00"
_BY_TICKET = b"ticket\x00"

Entropy = Callable[[int], bytes]


# ---------------------------------------------------------------- the frames' cipher


def _libsodium() -> Any:
    """PyNaCl's own cffi module (``ffi``, ``lib``): libsodium's functions as they are."""
    try:
        sodium = importlib.import_module("nacl._sodium")
        for name in ("crypto_aead_chacha20poly1305_ietf_encrypt",
                     "crypto_aead_chacha20poly1305_ietf_decrypt"):
            getattr(sodium.lib, name)
    except (ImportError, AttributeError):
        return None
    return sodium


_SODIUM = _libsodium()
"""Every frame is sealed and opened here, straight through libsodium. PyNaCl's public
binding checks each argument's type and length and formats its error texts on every call,
~25 Python calls a frame: taking them out cut the LAN host's CPU for an action to nine
seats by 10-14 % and a guest's for an update by 6-14 % (docs/performance.md). A
:class:`Session`'s keys are checked once when it is made, its nonces and frames are bytes
it makes or has checked, so the same libsodium function is called as the binding would
call it. A PyNaCl without this module (it has had it since 1.0) takes the public binding:
the same bytes, slower (tests/net/test_secure.py runs both)."""


def aead_encrypt(message: bytes, nonce: bytes, key: bytes) -> bytes:
    """ChaCha20-Poly1305 (IETF): the ciphertext with its tag, :data:`TAG_BYTES` longer."""
    if _SODIUM is None:
        return crypto_aead_chacha20poly1305_ietf_encrypt(message, None, nonce, key)
    ffi = _SODIUM.ffi
    size = len(message) + TAG_BYTES
    out = ffi.new("unsigned char[]", size)
    if _SODIUM.lib.crypto_aead_chacha20poly1305_ietf_encrypt(
            out, ffi.NULL, message, len(message), ffi.NULL, 0, ffi.NULL, nonce, key) != 0:
        raise CryptoError("Encryption failed.")
    return bytes(ffi.buffer(out, size))


def aead_decrypt(ciphertext: bytes, nonce: bytes, key: bytes) -> bytes:
    """The message of a ciphertext :func:`aead_encrypt` made with this nonce and key, or
    :class:`CryptoError` (altered, cut short, another key or nonce)."""
    if len(ciphertext) < TAG_BYTES:
        raise CryptoError("Shorter than a tag.")
    if _SODIUM is None:
        return crypto_aead_chacha20poly1305_ietf_decrypt(ciphertext, None, nonce, key)
    ffi = _SODIUM.ffi
    size = len(ciphertext) - TAG_BYTES
    out = ffi.new("unsigned char[]", size)
    if _SODIUM.lib.crypto_aead_chacha20poly1305_ietf_decrypt(
            out, ffi.NULL, ffi.NULL, ciphertext, len(ciphertext), ffi.NULL, 0, nonce,
            key) != 0:
        raise CryptoError("Decryption failed.")
    return bytes(ffi.buffer(out, size))


# ---------------------------------------------------------------- errors


class SecureError(Exception):
    """The handshake or a frame failed; ``code`` is stable (docs/protocol.md, Security)."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code, self.detail = code, detail
        super().__init__(f"{code}: {detail}" if detail else code)


class Refused(SecureError):
    """The host said no (a :class:`Refuse` message): its ``code`` is the host's, e.g.
    ``bad_secret``, ``pin_locked``, ``version_mismatch``. It is not authenticated: anyone
    on the path can make a handshake fail, never make it succeed."""


class FrameError(SecureError):
    """A sealed frame was refused: ``frame_altered`` (it does not authenticate: changed,
    cut short, or not sealed by the peer), ``frame_replayed`` (a counter already opened),
    ``frame_out_of_order`` (a counter ahead of the next: one was dropped or moved), or
    ``link_broken`` (the session refused a frame before and opens nothing more)."""


# ---------------------------------------------------------------- identities and tickets


class HostIdentity:
    """A host's long-term Ed25519 key: it signs every handshake, so a guest knows which
    host it speaks to. Kept private to the user (see :mod:`.identity` for the file)."""

    def __init__(self, key: SigningKey) -> None:
        self._key = key
        self.public = key.verify_key.encode()

    @classmethod
    def generate(cls) -> HostIdentity:
        return cls(SigningKey.generate())

    @classmethod
    def from_bytes(cls, raw: bytes) -> HostIdentity:
        """The 32-byte private key :meth:`to_bytes` gave (RFC 8032's private key, the seed:
        the format every version of this module wrote); ``ValueError`` if it is not one."""
        if len(raw) != KEY_BYTES:
            raise ValueError(f"a host key has {KEY_BYTES} bytes, not {len(raw)}")
        return cls(SigningKey(raw))

    def to_bytes(self) -> bytes:
        return self._key.encode()

    def sign(self, data: bytes) -> bytes:
        return self._key.sign(data).signature


def fingerprint(public: bytes) -> str:
    """A host key as a player may compare it aloud: 16 hex digits in groups of four."""
    digest = hashlib.sha256(public).hexdigest()[:16]
    return "-".join(digest[i:i + 4] for i in range(0, 16, 4))


@dataclass(frozen=True, slots=True)
class Ticket:
    """What lets a guest make a new link to a host without the PIN or code: an ``id`` the
    host can look the ``secret`` up by. The secret is as good as the PIN for that room:
    keep it private (the token file is the user's only)."""

    id: bytes
    secret: bytes

    def to_hex(self) -> str:
        return (self.id + self.secret).hex()

    @classmethod
    def from_hex(cls, text: str) -> Ticket:
        """Raises ``ValueError`` unless ``text`` is one :meth:`to_hex` wrote."""
        raw = bytes.fromhex(text)
        if len(raw) != TICKET_ID_BYTES + KEY_BYTES:
            raise ValueError("not a ticket")
        return cls(raw[:TICKET_ID_BYTES], raw[TICKET_ID_BYTES:])


class Tickets:
    """The host's tickets for one room, derived from the room's key, so the host keeps no
    table and a resumed room (the key saved with it) still knows them."""

    def __init__(self, room_key: bytes, entropy: Entropy = os.urandom) -> None:
        if len(room_key) != KEY_BYTES:
            raise ValueError(f"a room key has {KEY_BYTES} bytes")
        self._key = room_key
        self._entropy = entropy

    @staticmethod
    def new_key(entropy: Entropy = os.urandom) -> bytes:
        return entropy(KEY_BYTES)

    def issue(self) -> Ticket:
        ticket_id = self._entropy(TICKET_ID_BYTES)
        return Ticket(ticket_id, self.secret(ticket_id))

    def secret(self, ticket_id: bytes) -> bytes:
        """The secret of ``ticket_id``. Any id has one: a made-up id gets a secret nobody
        knows, and its handshake fails as a wrong secret would."""
        return hmac.new(self._key, _TICKET + ticket_id, hashlib.sha256).digest()


# ---------------------------------------------------------------- messages

Nonce = Annotated[bytes, Meta(min_length=NONCE_BYTES, max_length=NONCE_BYTES)]
Pake = Annotated[bytes, Meta(min_length=33, max_length=33)]  # side byte + a point
PublicKey = Annotated[bytes, Meta(min_length=KEY_BYTES, max_length=KEY_BYTES)]
Signature = Annotated[bytes, Meta(min_length=64, max_length=64)]
Mac = Annotated[bytes, Meta(min_length=32, max_length=32)]
TicketId = Annotated[bytes, Meta(max_length=TICKET_ID_BYTES)]
App = Annotated[str, Meta(max_length=32)]
RefuseCode = Annotated[str, Meta(min_length=1, max_length=32, pattern="^[a-z_]+$")]
Detail = Annotated[str, Meta(max_length=200)]
SealedTicket = Annotated[bytes, Meta(max_length=TICKET_ID_BYTES + KEY_BYTES + TAG_BYTES)]


class _Msg(msgspec.Struct, forbid_unknown_fields=True, tag_field="t", kw_only=True):
    pass


class Offer(_Msg, tag="offer"):
    """Guest → host, first. ``app`` names the application protocol (the host refuses one
    it does not speak before any key work); ``ticket`` is a :class:`Ticket`'s id when the
    guest comes back with one, empty when it uses the room's secret."""

    suite: int
    app: App
    nonce: Nonce
    pake: Pake
    ticket: TicketId = b""


class Answer(_Msg, tag="answer"):
    """Host → guest. ``open``: the host's secret is empty (a room without a PIN)."""

    nonce: Nonce
    pake: Pake
    host: PublicKey
    open: bool
    signature: Signature


class Proof(_Msg, tag="proof"):
    """Guest → host: the guest has the key (so the secrets matched)."""

    mac: Mac


class Accept(_Msg, tag="accept"):
    """Host → guest: the host has the key too; ``ticket`` (sealed) for the next link."""

    mac: Mac
    ticket: SealedTicket = b""


class Refuse(_Msg, tag="refuse"):
    """Host → guest, in place of an answer or an accept: the handshake ends here."""

    code: RefuseCode
    detail: Detail = ""


HandshakeMsg = Offer | Answer | Proof | Accept | Refuse
_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(HandshakeMsg)


def _decode(data: bytes, expected: type[_Msg]) -> Any:
    """``data`` as the ``expected`` message; a :class:`Refuse` raises :class:`Refused`."""
    if len(data) > MAX_HANDSHAKE:
        raise SecureError("bad_message", f"{len(data)} bytes")
    try:
        msg = _DECODER.decode(data)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as exc:
        raise SecureError("bad_message", str(exc)[:200]) from exc
    if isinstance(msg, Refuse) and expected is not Offer and expected is not Proof:
        raise Refused(msg.code, msg.detail)
    if not isinstance(msg, expected):
        raise SecureError("unexpected_message", type(msg).__name__.lower())
    return msg


def refusal(code: str, detail: str = "") -> bytes:
    """The host's "no" at any step of the handshake (``code``: lower case and ``_``)."""
    return _ENCODER.encode(Refuse(code=code, detail=detail[:200]))


def is_handshake(data: bytes) -> bool:
    """``data`` decodes as a handshake message (a carrier telling them from others)."""
    try:
        _DECODER.decode(data)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return False
    return True


# ---------------------------------------------------------------- the key schedule


def _chunk(data: bytes) -> bytes:
    return len(data).to_bytes(4, "big") + data


def _transcript(context: bytes, offer: bytes, answer: Answer) -> bytes:
    """Everything both sides said before the keys, and the room they mean: the keys,
    the confirmations and the host's signature all depend on each byte of it."""
    return hashlib.sha256(b"".join((
        _TRANSCRIPT, _chunk(context), _chunk(offer), _chunk(answer.nonce),
        _chunk(answer.pake), _chunk(answer.host), b"\x01" if answer.open else b"\x00",
    ))).digest()


@dataclass(frozen=True, slots=True)
class _Keys:
    guest_confirm: bytes
    host_confirm: bytes
    guest_to_host: bytes
    host_to_guest: bytes
    ticket: bytes


def hkdf_sha256(key: bytes, *, salt: bytes, info: bytes, length: int) -> bytes:
    """HKDF-SHA256 (RFC 5869): extract with ``salt``, expand with ``info`` to ``length``
    bytes (at most 255 blocks of 32)."""
    if not 0 < length <= 255 * 32:
        raise ValueError(f"HKDF-SHA256 gives 1 to {255 * 32} bytes, not {length}")
    prk = hmac.new(salt or bytes(32), key, hashlib.sha256).digest()
    out, block = b"", b""
    for counter in range(1, -(-length // 32) + 1):
        block = hmac.new(prk, block + info + bytes((counter,)), hashlib.sha256).digest()
        out += block
    return out[:length]


def _keys(shared: bytes, transcript: bytes) -> _Keys:
    out = hkdf_sha256(shared, salt=transcript, info=_KEYS, length=5 * KEY_BYTES)
    parts = [out[i * KEY_BYTES:(i + 1) * KEY_BYTES] for i in range(5)]
    return _Keys(*parts)


def _mac(key: bytes, transcript: bytes) -> bytes:
    return hmac.new(key, transcript, hashlib.sha256).digest()


def _password(secret: bytes, ticket: bool) -> bytes:
    return (_BY_TICKET if ticket else _BY_SECRET) + secret


# ---------------------------------------------------------------- the session


class Session:
    """One link's keys: :meth:`seal` what goes out, :meth:`open` what comes in, each
    direction with its own key and counter. Made by a handshake, never by hand.

    ``host_key`` is the host's public identity key (the guest's: verified by signature),
    ``ticket`` the ticket the host issued in this handshake (guest side; ``None`` after a
    handshake that came with a ticket), ``link_id`` a short public name of this link (the
    same on both sides: logs, tests)."""

    def __init__(self, send_key: bytes, receive_key: bytes, host_key: bytes,
                 transcript: bytes, ticket: Ticket | None = None) -> None:
        if len(send_key) != KEY_BYTES or len(receive_key) != KEY_BYTES:
            raise ValueError(f"a session key has {KEY_BYTES} bytes")
        self._send = bytes(send_key)
        self._receive = bytes(receive_key)
        self._sent = 0
        self._opened = 0
        self.broken = False
        self.host_key = host_key
        self.ticket = ticket
        self.link_id = hashlib.sha256(b"link id" + transcript).hexdigest()[:16]

    @staticmethod
    def _nonce(counter: int) -> bytes:
        return b"\x00\x00\x00\x00" + counter.to_bytes(COUNTER_BYTES, "big")

    def seal(self, plaintext: bytes) -> bytes:
        """``plaintext`` encrypted and authenticated: its counter (8 bytes) and the
        ciphertext with its tag, :data:`OVERHEAD` bytes longer than ``plaintext``."""
        counter = self._sent
        if counter >= 1 << (8 * COUNTER_BYTES):
            raise SecureError("link_exhausted")
        self._sent += 1
        nonce = self._nonce(counter)
        return nonce[4:] + aead_encrypt(bytes(plaintext), nonce, self._send)

    def open(self, sealed: bytes) -> bytes:
        """The plaintext of the next frame from the peer, or :class:`FrameError`; after
        one, the session is broken and refuses every frame (``link_broken``)."""
        if self.broken:
            raise FrameError("link_broken")
        if len(sealed) < OVERHEAD:
            self.broken = True
            raise FrameError("frame_altered", "shorter than a sealed frame")
        counter = int.from_bytes(sealed[:COUNTER_BYTES], "big")
        if counter != self._opened:
            self.broken = True
            if counter < self._opened:
                raise FrameError("frame_replayed", f"counter {counter} < {self._opened}")
            raise FrameError("frame_out_of_order", f"counter {counter} > {self._opened}")
        try:
            plaintext = aead_decrypt(bytes(sealed[COUNTER_BYTES:]), self._nonce(counter),
                                     self._receive)
        except CryptoError as exc:
            self.broken = True
            raise FrameError("frame_altered", "it does not authenticate") from exc
        self._opened += 1
        return plaintext

    @property
    def sent(self) -> int:
        """Frames sealed so far (the next counter out)."""
        return self._sent

    @property
    def opened(self) -> int:
        """Frames opened so far (the next counter expected)."""
        return self._opened


# ---------------------------------------------------------------- the guest


class GuestHandshake:
    """The guest's side of one link. ``secret``: the room's PIN or code as bytes (empty
    for a room without one), unless ``ticket`` is given (coming back: the ticket's secret
    is used and ``secret`` is not). ``context``: what both sides must agree on beyond the
    secret (the room the guest means; the same bytes the host gives). ``app``: the
    application protocol, which the host checks. ``expect_host``: the host key the guest
    knows for this room; another is refused (``host_changed``) before the guest proves
    anything."""

    def __init__(self, secret: bytes, *, context: bytes, app: str,
                 ticket: Ticket | None = None, expect_host: bytes | None = None,
                 entropy: Entropy = os.urandom) -> None:
        self._ticket = ticket
        self._secret = secret
        self._context = context
        self._app = app
        self._expect = expect_host
        self._entropy = entropy
        self._spake = SPAKE2_A(_password(ticket.secret if ticket else secret, ticket is not None),
                               idA=_GUEST_ID, idB=_HOST_ID, entropy_f=entropy)
        self._offer = b""
        self._transcript = b""
        self._keys: _Keys | None = None
        self.host_key: bytes | None = None
        """The host's key, once :meth:`on_answer` verified its signature."""
        self.session: Session | None = None
        """The new link's session, after :meth:`on_answer`: it may seal frames to send
        after the proof; confirmed (the host agreed) after :meth:`on_accept`."""

    def start(self) -> bytes:
        """The :class:`Offer`, to send first."""
        if self._offer:
            raise SecureError("out_of_order", "start() twice")
        self._offer = _ENCODER.encode(Offer(
            suite=SUITE, app=self._app, nonce=self._entropy(NONCE_BYTES),
            pake=self._spake.start(), ticket=self._ticket.id if self._ticket else b""))
        return self._offer

    def on_answer(self, data: bytes) -> bytes:
        """Check the host's :class:`Answer`, return the :class:`Proof` to send. Raises
        :class:`Refused`, or :class:`SecureError` with ``bad_message``,
        ``unexpected_message``, ``bad_signature``, ``host_changed``, ``secret_required``
        (the room has a secret and the guest gave none: ask the player, nothing was
        spent) or ``secret_not_needed`` (the room has none: start again without)."""
        if not self._offer or self._keys is not None:
            raise SecureError("out_of_order", "on_answer() before start() or twice")
        answer: Answer = _decode(data, Answer)
        transcript = _transcript(self._context, self._offer, answer)
        try:
            VerifyKey(answer.host).verify(_SIGNED + transcript, answer.signature)
        except (BadSignatureError, ValueError) as exc:
            raise SecureError("bad_signature") from exc
        if self._expect is not None and not hmac.compare_digest(answer.host, self._expect):
            raise SecureError("host_changed", fingerprint(answer.host))
        if self._ticket is None and answer.open and self._secret:
            raise SecureError("secret_not_needed")
        if self._ticket is None and not answer.open and not self._secret:
            raise SecureError("secret_required")
        try:
            shared = self._spake.finish(answer.pake)
        except Exception as exc:  # the library raises its own errors and ValueError
            raise SecureError("bad_message", f"pake: {type(exc).__name__}") from exc
        self._transcript = transcript
        self._keys = keys = _keys(shared, transcript)
        self.host_key = answer.host
        self.session = Session(keys.guest_to_host, keys.host_to_guest, answer.host, transcript)
        return _ENCODER.encode(Proof(mac=_mac(keys.guest_confirm, transcript)))

    def on_accept(self, data: bytes) -> Session:
        """Check the host's :class:`Accept`: the secrets matched; the session (with the
        host's ticket when one came) is confirmed. A wrong secret is :class:`Refused`
        with ``bad_secret``; a bad confirmation ``bad_secret`` too."""
        keys, session = self._keys, self.session
        if keys is None or session is None:
            raise SecureError("out_of_order", "on_accept() before on_answer()")
        accept: Accept = _decode(data, Accept)
        if not hmac.compare_digest(accept.mac, _mac(keys.host_confirm, self._transcript)):
            raise SecureError("bad_secret", "the host's confirmation does not match")
        if accept.ticket:
            try:
                raw = crypto_aead_chacha20poly1305_ietf_decrypt(accept.ticket, self._transcript,
                                                                bytes(12), keys.ticket)
            except CryptoError as exc:
                raise SecureError("bad_message", "ticket") from exc
            if len(raw) != TICKET_ID_BYTES + KEY_BYTES:
                raise SecureError("bad_message", "ticket")
            session.ticket = Ticket(raw[:TICKET_ID_BYTES], raw[TICKET_ID_BYTES:])
        return session


# ---------------------------------------------------------------- the host


class HostHandshake:
    """The host's side of one link, with its ``identity`` and the same ``context`` as the
    guest. The host application decides in between: :meth:`on_offer` returns the offer
    (is ``app`` spoken here? a ticket or the secret? may this source try now?), then
    :meth:`answer` with the secret to use, then :meth:`on_proof`."""

    def __init__(self, identity: HostIdentity, *, context: bytes,
                 entropy: Entropy = os.urandom) -> None:
        self._identity = identity
        self._context = context
        self._entropy = entropy
        self._offer_bytes = b""
        self._offer: Offer | None = None
        self._spake: Any = None
        self._transcript = b""
        self._keys: _Keys | None = None
        self._done = False

    def on_offer(self, data: bytes) -> Offer:
        """The guest's :class:`Offer`, checked (``bad_message``, ``unexpected_message``,
        ``suite_mismatch``); its ``app`` and ``ticket`` are the application's to judge."""
        if self._offer is not None:
            raise SecureError("out_of_order", "on_offer() twice")
        offer: Offer = _decode(data, Offer)
        if offer.suite != SUITE:
            raise SecureError("suite_mismatch", f"{offer.suite} != {SUITE}")
        if offer.ticket and len(offer.ticket) != TICKET_ID_BYTES:
            raise SecureError("bad_message", "ticket id")
        self._offer_bytes, self._offer = bytes(data), offer
        return offer

    def answer(self, secret: bytes) -> bytes:
        """The :class:`Answer` to send, for ``secret``: the room's (PIN, code; empty for an
        open room) when the offer has no ticket, else the ticket's
        (:meth:`Tickets.secret`)."""
        offer = self._offer
        if offer is None or self._spake is not None:
            raise SecureError("out_of_order", "answer() before on_offer() or twice")
        by_ticket = bool(offer.ticket)
        self._spake = SPAKE2_B(_password(secret, by_ticket), idA=_GUEST_ID, idB=_HOST_ID,
                               entropy_f=self._entropy)
        pake = self._spake.start()
        unsigned = Answer(nonce=self._entropy(NONCE_BYTES), pake=pake,
                          host=self._identity.public, open=not by_ticket and not secret,
                          signature=bytes(64))
        self._transcript = transcript = _transcript(self._context, self._offer_bytes, unsigned)
        try:
            shared = self._spake.finish(offer.pake)
        except Exception:  # a bad point: the proof fails, and is counted, then
            shared = self._entropy(KEY_BYTES)
        self._keys = _keys(shared, transcript)
        signed = Answer(nonce=unsigned.nonce, pake=pake, host=unsigned.host, open=unsigned.open,
                        signature=self._identity.sign(_SIGNED + transcript))
        return _ENCODER.encode(signed)

    def on_proof(self, data: bytes, ticket: Ticket | None = None) -> tuple[bytes, Session]:
        """Check the guest's :class:`Proof`; return the :class:`Accept` to send and the
        session. ``ticket``: the guest's ticket for the next link (sent sealed; give one
        after a handshake on the secret). A wrong proof raises ``bad_secret``: a wrong
        guess, to count; send :func:`refusal` and hang up."""
        keys = self._keys
        if keys is None or self._done:
            raise SecureError("out_of_order", "on_proof() before answer() or twice")
        self._done = True
        proof: Proof = _decode(data, Proof)
        if not hmac.compare_digest(proof.mac, _mac(keys.guest_confirm, self._transcript)):
            raise SecureError("bad_secret")
        sealed = b""
        if ticket is not None:
            sealed = crypto_aead_chacha20poly1305_ietf_encrypt(ticket.id + ticket.secret,
                                                               self._transcript, bytes(12),
                                                               keys.ticket)
        accept = _ENCODER.encode(Accept(mac=_mac(keys.host_confirm, self._transcript),
                                        ticket=sealed))
        session = Session(keys.host_to_guest, keys.guest_to_host, self._identity.public,
                          self._transcript)
        return accept, session
