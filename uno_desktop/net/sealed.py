"""Links made by the secure handshake and sealed after it, on both sides. No Qt, no I/O.

:mod:`.secure` knows keys and messages; this module knows the room: the host's
:class:`RoomGate` (its identity, the PIN, the tickets it issued, and the throttles of
:mod:`.admission`, so a wrong PIN costs what it always cost) hands each new peer a
:class:`HostChannel`, and a guest runs a :class:`GuestChannel` with its
:class:`~.state.ClientState`. Both turn frames in (message bodies, without the length
prefix: cutting a stream into frames is the carrier's business) into frames out and
messages, so the LAN's sockets, the bot client's and whatever carries an internet room's
bytes use the same two classes.

The conversation on a link (docs/protocol.md, Security): the guest's offer, the host's
answer (or a refusal: ``pin_locked``, ``busy``, ``version_mismatch``), the guest's proof
followed at once by its ``hello``, sealed, and the host's accept (or ``bad_secret``,
``bad_ticket``); from then on every frame both ways is sealed. A version-2 peer, which
speaks in the clear, gets ``version_mismatch`` in a form it understands.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from uno_desktop.net import protocol as p
from uno_desktop.net import secure
from uno_desktop.net.admission import Admission
from uno_desktop.net.link import Frames, Link
from uno_desktop.net.state import ClientState, TokenStore

log = logging.getLogger(__name__)


# ---------------------------------------------------------------- the host's side


class RoomGate:
    """The door of one room: who may make a link to it. ``secret`` is the room's PIN (or
    code; empty: an open room, still encrypted), ``tickets`` the room's (their key is
    saved with the room, so a resumed room knows the tickets it issued), ``admission``
    the host's throttles. ``on_wrong_secret(count)`` hears of each wrong PIN (the host's
    lobby shows the count)."""

    def __init__(self, identity: secure.HostIdentity, secret: str, tickets: secure.Tickets,
                 admission: Admission, *, app: str = p.APP, context: bytes = p.CONTEXT,
                 on_wrong_secret: Callable[[int], None] | None = None) -> None:
        self.identity = identity
        self.secret = secret
        self.tickets = tickets
        self.admission = admission
        self.app = app
        self.context = context
        self.on_wrong_secret = on_wrong_secret

    def channel(self, address: str) -> HostChannel:
        """A new peer at ``address`` (as the throttles count it)."""
        return HostChannel(self, address)

    def wrong_secret(self, address: str) -> None:
        """A proof that failed on the room's secret: one wrong guess, counted for the
        address and the room (never a ticket's: that is no guess)."""
        admission = self.admission
        verdict = admission.pin_failed(address)
        if verdict.locked:
            log.warning("wrong PIN from %s (%d times): locked out for %.0f s",
                        address, verdict.failures, verdict.wait_s)
        else:
            log.warning("wrong PIN from %s (%d times)", address, verdict.failures)
        room_wait = admission.room_pin_wait()
        if room_wait:
            log.warning("%d wrong PINs in this room: no PIN is checked for %.0f s",
                        admission.wrong_pins, room_wait)
        if self.on_wrong_secret is not None:
            self.on_wrong_secret(admission.wrong_pins)


@dataclass
class Step:
    """What one frame from a peer did: ``reply`` goes back to it (handshake messages, in
    the clear), ``frames`` on to the host (opened), then hang up if ``close``."""

    reply: list[bytes] = field(default_factory=list)
    frames: list[bytes | p.Oversize] = field(default_factory=list)
    close: bool = False


class HostChannel:
    """The host's side of one link (made by :meth:`RoomGate.channel`): the handshake on
    the first two frames, then every frame opened (:meth:`receive`) and sealed
    (:meth:`seal`). A frame that does not open closes the link: the guest makes a new one
    with its ticket."""

    def __init__(self, gate: RoomGate, address: str) -> None:
        self.gate = gate
        self.address = address
        self._hs = secure.HostHandshake(gate.identity, context=gate.context)
        self._by_ticket = False
        self._answered = False
        self.session: secure.Session | None = None
        self.closed = False

    @property
    def open(self) -> bool:
        """The handshake is done: frames go both ways, sealed."""
        return self.session is not None and not self.closed

    def receive(self, item: bytes | p.Oversize) -> Step:
        if self.closed:
            return Step()
        if self.session is not None:
            return self._sealed(self.session, item)
        if isinstance(item, p.Oversize):
            return self._refuse("bad_message", f"{item.size} bytes")
        if not self._answered:
            return self._offer(item)
        return self._proof(item)

    def seal(self, body: bytes) -> bytes | None:
        """``body`` sealed for the peer; ``None`` before the handshake is done (nothing
        but the handshake goes out then: a message for it is dropped)."""
        if self.session is None or self.closed:
            return None
        return self.session.seal(body)

    def _refuse(self, code: str, detail: str = "") -> Step:
        self.closed = True
        return Step(reply=[secure.refusal(code, detail)], close=True)

    def _offer(self, frame: bytes) -> Step:
        """The guest's offer: refused at once (no key work) when its version is not ours,
        when the PIN may not be tried now from its address or the room, or when too many
        handshakes begin; else answered on the PIN (or ticket)."""
        gate = self.gate
        if p.tag_of(frame) == "hello":  # a version-2 client, in the clear: its own words
            self.closed = True
            old = p.Error(code="version_mismatch", detail=f"host speaks {p.PROTOCOL_VERSION}",
                          fatal=True)
            return Step(reply=[p.encode_body(old)], close=True)
        try:
            offer = self._hs.on_offer(frame)
        except secure.SecureError as exc:
            code = "version_mismatch" if exc.code == "suite_mismatch" else exc.code
            return self._refuse(code, exc.detail)
        if offer.app != gate.app:
            return self._refuse("version_mismatch", f"host speaks {gate.app}")
        self._by_ticket = bool(offer.ticket)
        if gate.secret and not self._by_ticket:
            wait = gate.admission.pin_wait(self.address)
            if wait > 0:
                return self._refuse("pin_locked", f"{math.ceil(wait)} s")
        if not gate.admission.allow_handshake(self.address):
            log.info("too many handshakes from %s or in all: refused one", self.address)
            return self._refuse("busy")
        secret = (gate.tickets.secret(offer.ticket) if self._by_ticket
                  else gate.secret.encode())
        self._answered = True
        return Step(reply=[self._hs.answer(secret)])

    def _proof(self, frame: bytes) -> Step:
        gate = self.gate
        try:
            accept, session = self._hs.on_proof(
                frame, ticket=None if self._by_ticket else gate.tickets.issue())
        except secure.SecureError as exc:
            if exc.code != "bad_secret":
                return self._refuse(exc.code, exc.detail)
            if self._by_ticket:
                log.info("a ticket this room does not know, from %s", self.address)
                return self._refuse("bad_ticket")
            if gate.secret:
                gate.wrong_secret(self.address)
            return self._refuse("bad_secret")
        if gate.secret and not self._by_ticket:
            gate.admission.pin_succeeded(self.address)
        self.session = session
        return Step(reply=[accept])

    def _sealed(self, session: secure.Session, item: bytes | p.Oversize) -> Step:
        if isinstance(item, p.Oversize):  # its counter went past unopened: the link is done
            self.closed = True
            log.warning("%s sent a frame of %d bytes: hung up", self.address, item.size)
            return Step(close=True)
        try:
            return Step(frames=[session.open(item)])
        except secure.FrameError as exc:
            self.closed = True
            log.warning("a frame from %s was refused (%s): hung up", self.address, exc.code)
            return Step(close=True)


class SecureLink:
    """Any :class:`~.link.Link` with the handshake run first and every frame sealed
    after it: the host (:mod:`.peers`) sees only the opened frames of a guest that proved
    the PIN, a ticket, or (an open room) nothing but a fresh key. Before that, a message
    the host sends is dropped, except a fatal error (``handshake_timeout``), which goes
    out in the clear as a refusal."""

    def __init__(self, inner: Link, channel: HostChannel) -> None:
        self.inner = inner
        self.channel = channel
        self._on_frames: Frames | None = None

    @property
    def address(self) -> str:
        return self.inner.address

    @property
    def closing(self) -> bool:
        return self.inner.closing

    def attach(self, on_frames: Frames, on_closed: Callable[[], None]) -> None:
        self._on_frames = on_frames
        self.inner.attach(self._frames, on_closed)

    def send(self, frame: bytes) -> bool:
        sealed = self.channel.seal(frame)
        if sealed is not None:
            return self.inner.send(sealed)
        if p.tag_of(frame) == "error" and not self.channel.closed:
            try:
                error = p.decode_host(frame)
            except p.ProtocolError:
                return True
            if error.fatal:
                return self.inner.send(secure.refusal(error.code, error.detail))
        return True

    def flush(self) -> None:
        self.inner.flush()

    def close(self) -> None:
        self.inner.close()

    def abort(self) -> None:
        self.inner.abort()

    def stalled_since(self) -> float:
        return self.inner.stalled_since()

    def _frames(self, items: list[bytes | p.Oversize]) -> None:
        opened: list[bytes | p.Oversize] = []
        close = False
        for item in items:
            step = self.channel.receive(item)
            for reply in step.reply:
                self.inner.send(reply)
            opened.extend(step.frames)
            if step.close:
                close = True
                break
        if opened and self._on_frames is not None:
            self._on_frames(opened)
        self.inner.flush()
        if close:
            self.inner.close()


# ---------------------------------------------------------------- the guest's side


class Failure(Exception):
    """The guest's link could not be made, or broke. ``code`` is for the player
    (``ui.texts.NET_ERROR``); ``retry`` says what the client does next:

    * ``STOP``: nothing; tell the player (a wrong PIN, a PIN needed, another host).
    * ``AGAIN``: connect again as before (the path broke, the host was busy).
    * ``BY_SECRET``: the ticket was not good: forget it, connect again with the PIN.
    * ``WITHOUT_SECRET``: the room has no PIN: connect again without one.
    """

    STOP, AGAIN, BY_SECRET, WITHOUT_SECRET = "stop", "again", "by_secret", "without_secret"

    def __init__(self, code: str, detail: str = "", retry: str = STOP) -> None:
        self.code, self.detail, self.retry = code, detail, retry
        super().__init__(f"{code}: {detail}" if detail else code)


_REFUSED = {"bad_secret": ("bad_pin", Failure.STOP),
            "bad_ticket": ("bad_ticket", Failure.BY_SECRET),
            "busy": ("busy", Failure.AGAIN)}
_FAILED = {"secret_required": ("pin_required", Failure.STOP),
           "secret_not_needed": ("pin_not_needed", Failure.WITHOUT_SECRET),
           "host_changed": ("host_changed", Failure.STOP),
           "bad_secret": ("bad_pin", Failure.STOP)}
_OLD_HOST = frozenset({"unknown_message", "hello_first", "invalid_message", "malformed",
                       "version_mismatch"})


def _failure(exc: secure.SecureError) -> Failure:
    if isinstance(exc, secure.Refused):
        code, retry = _REFUSED.get(exc.code, (exc.code, Failure.STOP))
    elif isinstance(exc, secure.FrameError):
        code, retry = "link_broken", Failure.AGAIN
    else:
        code, retry = _FAILED.get(exc.code, ("handshake_failed", Failure.AGAIN))
    return Failure(code, exc.detail or exc.code, retry)


class GuestChannel:
    """The guest's side of one link, for ``state`` (its PIN, and the host it knows:
    ``state.host_key`` with ``state.ticket``, to come back without the PIN). ``tokens``:
    where the guest finds its token for the host the link proves it speaks to; it is
    offered to that host alone. ``expect_host``: the host this link must reach (else
    ``state.host_key``, if it knows one; else any host, and the state meets it).

    :meth:`start` gives the first frame; :meth:`receive` each frame from the host and
    returns the frames to send back and the host's messages; :meth:`seal` a message to
    send. :class:`Failure` says why the link ended."""

    def __init__(self, state: ClientState, tokens: TokenStore | None = None, *,
                 expect_host: bytes | None = None, context: bytes = p.CONTEXT,
                 app: str = p.APP, entropy: secure.Entropy = os.urandom) -> None:
        self.state = state
        self.tokens = tokens
        expect = expect_host or state.host_key
        ticket = state.ticket if expect is not None and expect == state.host_key else None
        self.by_ticket = ticket is not None
        self._hs = secure.GuestHandshake(state.pin.encode(), context=context, app=app,
                                         ticket=ticket, expect_host=expect, entropy=entropy)
        self._phase = "new"
        self.session: secure.Session | None = None

    @property
    def open(self) -> bool:
        return self._phase == "open"

    def start(self) -> bytes:
        self._phase = "answer"
        return self._hs.start()

    def seal(self, msg: p.Msg) -> bytes | None:
        """``msg`` as a sealed frame; ``None`` before the link is up (it is not sent)."""
        if self._phase != "open" or self.session is None:
            return None
        return self.session.seal(p.encode_body(msg))

    def receive(self, frame: bytes | p.Oversize) -> tuple[list[bytes], list[Any]]:
        """Raises :class:`Failure`; ``p.ProtocolError`` for a message that is not valid
        (the link stays up, as before: the client says so and reads on)."""
        phase = self._phase
        if isinstance(frame, p.Oversize):
            if phase == "open":  # its counter went past unopened: the link is done
                self._phase = "closed"
                raise Failure("link_broken", f"a frame of {frame.size} bytes", Failure.AGAIN)
            raise self._end(Failure("handshake_failed", "a frame too large", Failure.AGAIN))
        try:
            if phase == "open":
                assert self.session is not None
                return [], [p.decode_host(self.session.open(frame))]
            if phase == "answer":
                return self._answer(frame), []
            if phase == "accept":
                self.session = self._hs.on_accept(frame)
                if self.session.ticket is not None:
                    self.state.ticket = self.session.ticket
                self._phase = "open"
                return [], []
        except secure.SecureError as exc:
            raise self._end(_failure(exc)) from exc
        raise Failure("link_broken", "the link is closed", Failure.AGAIN)

    def _end(self, failure: Failure) -> Failure:
        self._phase = "closed"
        return failure

    def _answer(self, frame: bytes) -> list[bytes]:
        if p.tag_of(frame) == "error":  # a host of an older version, in the clear
            code = ""
            try:
                code = p.decode_host(frame).code
            except p.ProtocolError:
                pass
            if code in _OLD_HOST:
                raise self._end(Failure("version_mismatch", "an older host"))
            raise self._end(Failure(code or "handshake_failed", "in the clear", Failure.AGAIN))
        proof = self._hs.on_answer(frame)
        session, host_key = self._hs.session, self._hs.host_key
        assert session is not None and host_key is not None
        state = self.state
        state.meet(host_key, self.tokens.get(host_key) if self.tokens is not None else None)
        self._phase = "accept"
        hello = session.seal(p.encode_body(state.hello()))  # after the proof, in one go
        return [proof, hello]
