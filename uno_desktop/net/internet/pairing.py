"""The room's doorbell: a guest with the code meets the host through the mailbox server.

The code's nameplate points to a mailbox that pairs exactly two sides, so one code serves
guest after guest this way (checked against the real server: ``docs/architecture.md``):

1. The host claims the nameplate (the first time: allocates it) on a fresh side and
   opens its mailbox. A guest claims the same nameplate, opens the mailbox and puts its
   :class:`~uno_desktop.net.secure.GuestHandshake` offer there.
2. The host answers (SPAKE2 on the code: the code never travels), the guest releases the
   nameplate and proves it has the key, the host confirms and issues the guest's
   :class:`~uno_desktop.net.secure.Ticket` (or refuses: ``bad_secret`` counts as one of
   the code's :data:`~.codes.MAX_WRONG` attempts). The host's directions follow, sealed:
   where to find it (its direct addresses) and which relay to use.
3. The host releases the nameplate once the guest has (the server frees the number when
   both did) and claims it again on a new side for the next guest. A guest who comes
   while the nameplate holds two sides hears ``crowded``, lets go and knocks again a
   moment later.

A mailbox that a third side ever touched stays crowded for good (the server counts every
side that opened it, closed or not), so two guests knocking at the same moment would lock
the door until the server prunes the mailbox, minutes later. The host therefore lets go
of its nameplate and claims it afresh every few seconds while nobody is at the door
(:data:`REFRESH_MS`, a new mailbox each time), and a guest that hears no answer within
:data:`ANSWER_WAIT_MS` knocks again on a new side: a crowd clears within seconds.

Nothing here carries the game: with its ticket the guest makes links (:mod:`.links`)
that run a new handshake each (fresh keys), over the relay or a direct connection. A
code expires :data:`~.codes.LIFETIME_S` after it was made, and retires after too many
wrong attempts; the host keeps answering on its nameplate so that a guest hears which
(``code_expired``, ``code_retired``) instead of waiting for nobody.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

import msgspec
from PySide6.QtCore import QObject, QTimer, Signal

from uno_desktop.net import secure
from uno_desktop.net.internet import codes
from uno_desktop.net.internet.codes import RoomCode
from uno_desktop.net.internet.mailbox import Mailbox
from uno_desktop.net.internet.servers import APP_ID, Servers

log = logging.getLogger(__name__)

APP = "uno-room/1"
"""What a guest's offer names: the room protocol (the host refuses another)."""
GUEST_WAIT_MS = 30_000
"""A guest that began an exchange and went quiet: the host lets go after this long."""
REFRESH_MS = (4000, 6000)
"""While nobody is at the door the host claims its nameplate afresh this often (at random
in this range): a mailbox that a crowd spoiled is given up within seconds."""
ANSWER_WAIT_MS = 5_000
"""A guest that has no answer this long after its offer knocks again on a new side."""
KNOCK_FOR_MS = 25_000
"""A guest knocks for this long, then says why nobody let it in (busy, no room…)."""
CROWDED_RETRY_MS = (400, 2500)
"""How long a crowded guest (or host) waits before it tries again, at random in this
range so that two never meet again at once."""


def context(nameplate: str) -> bytes:
    """What both sides bind into the exchange: the room protocol and its nameplate."""
    return f"uno-desktop internet room {nameplate}".encode()


class Directions(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Where the host is, sealed in the guest's session: its direct addresses (host,
    port), the relay it waits at (``tcp:HOST:PORT``) and the room's name."""

    relay: str
    hints: list[tuple[str, int]] = []
    room: str = ""


_DIRECTIONS = msgspec.msgpack.Decoder(Directions)
MAX_HINTS = 8


@dataclass(frozen=True)
class Pairing:
    """What a guest keeps after the doorbell: enough to make links to the host, now and
    after a restart (the ticket is as good as the code for this room: keep it private)."""

    ticket: secure.Ticket
    host_key: bytes
    relay: str
    hints: tuple[tuple[str, int], ...]
    room: str
    nameplate: str


PAIRING_MAX_CHARS = 1500
"""A kept pairing is a few hundred characters; anything longer is not one."""


def pairing_text(pairing: Pairing) -> str:
    """``pairing`` as one line of JSON, to keep for a restart (it holds the ticket: keep it
    where only the user reads it, as the rejoin record is)."""
    return json.dumps({"ticket": pairing.ticket.to_hex(), "host": pairing.host_key.hex(),
                       "relay": pairing.relay, "hints": [list(h) for h in pairing.hints],
                       "room": pairing.room, "nameplate": pairing.nameplate})


def pairing_from_text(text: str) -> Pairing:
    """The pairing :func:`pairing_text` wrote; ``ValueError`` for anything else."""
    if len(text) > PAIRING_MAX_CHARS:
        raise ValueError("not a pairing: too long")
    try:
        data = json.loads(text)
        hints = tuple((str(h), int(p)) for h, p in data["hints"][:MAX_HINTS])
        pairing = Pairing(ticket=secure.Ticket.from_hex(data["ticket"]),
                          host_key=bytes.fromhex(data["host"]), relay=str(data["relay"]),
                          hints=hints, room=str(data["room"])[:80],
                          nameplate=str(data["nameplate"])[:codes.MAX_NAMEPLATE_DIGITS])
    except (KeyError, TypeError, AttributeError, RecursionError) as exc:
        raise ValueError(f"not a pairing: {exc}") from exc
    if len(pairing.host_key) != secure.KEY_BYTES:
        raise ValueError("not a pairing: the host key")
    return pairing


def relay_channel(ticket_secret: bytes) -> str:
    """The relay channel a guest's links meet the host on (64 hex digits): from the
    ticket's secret, so the relay learns nothing it could try codes against."""
    return hashlib.sha256(b"uno-desktop relay channel\x00" + ticket_secret).hexdigest()


# ---------------------------------------------------------------- the host


class _Exchange(QObject):
    """One side of the host's on the nameplate: waits for one guest and talks to it."""

    def __init__(self, bell: Doorbell, first: bool) -> None:
        super().__init__(bell)
        self.bell = bell
        self.box = Mailbox(bell.servers.mailbox, APP_ID, parent=self)
        self.handshake: secure.HostHandshake | None = None  # once a guest offers
        self.guest = ""
        self.done = False
        self.box.allocated.connect(bell._allocated)
        self.box.claimed.connect(self._claimed)
        self.box.message.connect(self._message)
        self.box.failed.connect(self._failed)
        self.box.released.connect(self._released)
        self.box.connectedChanged.connect(self._up)
        self.box.welcomed.connect(bell._welcomed)
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.timeout.connect(self._give_up)
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.timeout.connect(self._stale)
        self.box.start()
        if first:
            self.box.allocate()
        else:
            self.box.claim(bell.nameplate)

    def _claimed(self, mailbox: str) -> None:
        self.box.open(mailbox)
        self.bell._waiting()
        self._refresh.start(random.randint(*REFRESH_MS))

    def _stale(self) -> None:
        """Nobody came: a fresh mailbox for whoever comes next (see the module's note)."""
        if not self.guest:
            self._finish()

    def _up(self, up: bool) -> None:
        if self is self.bell._exchange:  # an old side hanging up is no news
            self.bell._mailbox_up(up)

    def _message(self, side: str, phase: str, body: bytes) -> None:
        if self.done or (self.guest and side != self.guest):
            return
        try:
            if phase == "offer" and not self.guest:
                self.guest = side
                self._refresh.stop()
                self._quiet.start(GUEST_WAIT_MS)
                self._offer(body)
            elif phase == "proof" and self.guest:
                self._proof(body)
        except secure.SecureError as exc:
            log.info("a guest's exchange failed: %s", exc.code)
            self._finish()

    def _offer(self, body: bytes) -> None:
        self.handshake = secure.HostHandshake(self.bell.identity,
                                              context=context(self.bell.nameplate))
        offer = self.handshake.on_offer(body)
        refusal = self.bell._refusal()
        if offer.app != APP:
            refusal = "version_mismatch"
        if offer.ticket:  # tickets are for links, not the doorbell
            refusal = refusal or "bad_message"
        if refusal:
            self.box.add("answer", secure.refusal(refusal))
            self._finish()
            return
        self.box.add("answer", self.handshake.answer(self.bell.code.password))

    def _proof(self, body: bytes) -> None:
        assert self.handshake is not None
        ticket = self.bell.tickets.issue()
        try:
            accept, session = self.handshake.on_proof(body, ticket=ticket)
        except secure.SecureError as exc:
            if exc.code == "bad_secret":
                self.bell._wrong()
            self.box.add("accept", secure.refusal(exc.code))
            self._finish()
            return
        self.box.add("accept", accept)
        self.box.add("directions", session.seal(msgspec.msgpack.encode(
            self.bell.directions())))
        self.bell._paired(ticket)
        self._finish()

    def _finish(self) -> None:
        """Done with this guest: let the number go (the guest let go first) and make way
        for the next one; the mailbox stays for the guest to read until it closes it."""
        if self.done:
            return
        self.done = True
        self._quiet.stop()
        self._refresh.stop()
        self.box.release()
        self.box.close_mailbox("happy")

    def _released(self) -> None:
        self.bell._next(self)

    def _give_up(self) -> None:
        log.info("a guest went quiet halfway: the doorbell is free again")
        self._finish()

    def _failed(self, code: str, detail: str) -> None:
        if code == "crowded":  # a stale side still holds the number: try again soon
            self.done = True
            self.box.release()
            self.bell._crowded(self)
        elif code == "refused":
            self.bell._refused(detail)

    def shutdown(self) -> None:
        """Let go of everything (the release and the close go out first), then hang up."""
        if not self.done:
            self.done = True
            self.box.release()
            self.box.close_mailbox("lonely")
        QTimer.singleShot(500, self._gone)

    def _gone(self) -> None:
        self.box.shutdown()
        if self in self.bell._old:
            self.bell._old.remove(self)
        self.deleteLater()


class Doorbell(QObject):
    """The host's side of the code: makes it, answers every guest who knows it, counts
    those who do not, and retires it when it expires or was guessed at too often."""

    codeChanged = Signal()  # a code is ready (or a new one replaced it)
    stateChanged = Signal()  # ``state``: starting, waiting, busy, unreachable, expired, retired
    wrongChanged = Signal(int)  # wrong attempts on this code so far
    guestPaired = Signal(object)  # the secure.Ticket a new guest holds
    refused = Signal(str)  # the mailbox server turned us away (its own words, plain text)

    def __init__(self, servers: Servers, identity: secure.HostIdentity,
                 tickets: secure.Tickets, directions: Callable[[], Directions],
                 parent: QObject | None = None, clock: Callable[[], float] = time.monotonic,
                 lifetime_s: float = codes.LIFETIME_S) -> None:
        super().__init__(parent)
        self.servers = servers
        self.identity = identity
        self.tickets = tickets
        self.directions = directions
        self.clock = clock
        self.lifetime_s = lifetime_s
        self.nameplate = ""
        self.code = RoomCode("", "")
        self.made_at = 0.0
        self.wrong = 0
        self.state = "starting"
        self.address: dict[str, object] = {}  # the server's word on our public address
        self._exchange: _Exchange | None = None
        self._old: list[_Exchange] = []
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._ring)
        self._closed = False

    def start(self) -> None:
        self._exchange = _Exchange(self, first=True)

    def renew(self) -> None:
        """A new code on the same nameplate (the old one stops working at once)."""
        self.code = codes.new_code(self.nameplate)
        self.made_at = self.clock()
        self.wrong = 0
        self.wrongChanged.emit(0)
        self.codeChanged.emit()
        self._set_state("waiting")

    def close(self) -> None:
        self._closed = True
        self._retry.stop()
        for exchange in [self._exchange, *self._old]:
            if exchange is not None:
                exchange.shutdown()
        self._exchange = None

    @property
    def expires_at(self) -> float:
        return self.made_at + self.lifetime_s

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.stateChanged.emit()

    def _refusal(self) -> str:
        """Why a code cannot let anyone in now ("" when it can)."""
        if self.wrong >= codes.MAX_WRONG:
            return "code_retired"
        if self.clock() >= self.expires_at:
            self._set_state("expired")
            return "code_expired"
        return ""

    # -------------------------------------------------- from the exchanges

    def _allocated(self, nameplate: str) -> None:
        self.nameplate = nameplate
        self.renew()

    def _waiting(self) -> None:
        if self.state in ("starting", "busy", "unreachable"):
            self._set_state("waiting")

    def _welcomed(self, welcome: dict[str, object]) -> None:
        you = welcome.get("your-address")
        if isinstance(you, dict):
            self.address = you

    def _mailbox_up(self, up: bool) -> None:
        if not up and not self._closed:
            self._set_state("unreachable")
        elif up and self.state == "unreachable":
            self._set_state("waiting" if self.nameplate else "starting")

    def _wrong(self) -> None:
        self.wrong += 1
        log.warning("a wrong code on nameplate %s (%d times)", self.nameplate, self.wrong)
        self.wrongChanged.emit(self.wrong)
        if self.wrong >= codes.MAX_WRONG:
            self._set_state("retired")

    def _paired(self, ticket: secure.Ticket) -> None:
        self.guestPaired.emit(ticket)

    def _refused(self, detail: str) -> None:
        self._set_state("unreachable")
        self.refused.emit(detail)

    def _next(self, exchange: _Exchange) -> None:
        """The number is free again: claim it on a new side for the next guest."""
        if exchange is not self._exchange or self._closed:
            return
        self._old.append(exchange)
        QTimer.singleShot(2000, exchange.shutdown)  # the guest reads what is left meanwhile
        self._ring()

    def _crowded(self, exchange: _Exchange) -> None:
        if exchange is not self._exchange or self._closed:
            return
        self._set_state("busy")
        self._old.append(exchange)
        QTimer.singleShot(2000, exchange.shutdown)
        self._exchange = None
        self._retry.start(random.randint(*CROWDED_RETRY_MS))

    def _ring(self) -> None:
        if self._closed:
            return
        self._exchange = _Exchange(self, first=False)


# ---------------------------------------------------------------- the guest


class Knock(QObject):
    """A guest at the door with a code: ``paired`` with what it needs for links, or
    ``failed`` with why (a stable code the UI words): ``no_room`` (nobody answers on the
    nameplate), ``busy`` (crowded all along), ``bad_code`` (the host says the secret was
    wrong), ``code_expired``, ``code_retired``, ``version_mismatch``, ``unreachable`` (the
    mailbox server does not answer), ``refused`` (it turned us away: ``detail``),
    ``broken`` (someone on the path spoiled the exchange). It knocks again on a new side
    while it is crowded or hears nothing (:data:`KNOCK_FOR_MS` in all)."""

    paired = Signal(object)  # Pairing
    failed = Signal(str, str)  # code, detail (plain text)
    progress = Signal(str)  # connecting, knocking, crowded, checking

    def __init__(self, servers: Servers, code: RoomCode, parent: QObject | None = None,
                 expect_host: bytes | None = None) -> None:
        super().__init__(parent)
        self.servers = servers
        self.code = code
        self.expect_host = expect_host
        self.box: Mailbox | None = None
        self.handshake: secure.GuestHandshake | None = None
        self.session: secure.Session | None = None
        self.knocks = 0
        self._done = False
        self._reached = False  # the server answered at least once
        self._crowded = False  # a knock met a crowd
        self._answered = False  # the host answered
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._give_up)
        self._answer = QTimer(self)
        self._answer.setSingleShot(True)
        self._answer.timeout.connect(self._again)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._knock)

    def start(self) -> None:
        self._deadline.start(KNOCK_FOR_MS)
        self._knock()

    def cancel(self) -> None:
        if not self._done:
            self._stop()

    def _knock(self) -> None:
        self.knocks += 1
        self.progress.emit("connecting")
        box = self.box = Mailbox(self.servers.mailbox, APP_ID, parent=self)
        self.handshake = secure.GuestHandshake(self.code.password,
                                               context=context(self.code.nameplate), app=APP,
                                               expect_host=self.expect_host)
        box.connectedChanged.connect(lambda up, b=box: self._up(b, up))
        box.claimed.connect(lambda mailbox, b=box: self._claimed(b, mailbox))
        box.message.connect(lambda side, phase, body, b=box: self._message(b, phase, body))
        box.failed.connect(lambda code, detail, b=box: self._failed(b, code, detail))
        box.start()
        box.claim(self.code.nameplate)

    def _up(self, box: Mailbox, up: bool) -> None:
        if up and box is self.box:
            self._reached = True
            self.progress.emit("knocking")

    def _claimed(self, box: Mailbox, mailbox: str) -> None:
        if box is not self.box or self.handshake is None:
            return
        box.open(mailbox)
        box.add("offer", self.handshake.start())
        self._answer.start(ANSWER_WAIT_MS)

    def _message(self, box: Mailbox, phase: str, body: bytes) -> None:
        hs = self.handshake
        if self._done or box is not self.box or hs is None:
            return
        try:
            if phase == "answer":
                self._answer.stop()
                self._answered = True
                self._deadline.start(GUEST_WAIT_MS)  # the host is here: finish with it
                self.progress.emit("checking")
                proof = hs.on_answer(body)
                box.release()  # the number may serve the next guest
                box.add("proof", proof)
            elif phase == "accept":
                self.session = hs.on_accept(body)
            elif phase == "directions" and self.session is not None:
                directions = _DIRECTIONS.decode(self.session.open(body))
                self._paired(directions)
        except secure.Refused as exc:
            self._fail({"bad_secret": "bad_code"}.get(exc.code, exc.code), exc.detail)
        except secure.SecureError as exc:
            self._fail("bad_code" if exc.code == "bad_secret" else "broken", exc.code)
        except (msgspec.DecodeError, msgspec.ValidationError):
            self._fail("broken", "directions")

    def _paired(self, directions: Directions) -> None:
        session = self.session
        assert session is not None and session.ticket is not None and self.handshake
        assert self.handshake.host_key is not None
        hints = tuple((str(h), int(p)) for h, p in directions.hints[:MAX_HINTS]
                      if 0 < int(p) < 65536 and len(str(h)) <= 100)
        pairing = Pairing(ticket=session.ticket, host_key=self.handshake.host_key,
                          relay=directions.relay or self.servers.relay, hints=hints,
                          room=directions.room[:80], nameplate=self.code.nameplate)
        self._stop("happy")
        self.paired.emit(pairing)

    def _failed(self, box: Mailbox, code: str, detail: str) -> None:
        if self._done or box is not self.box:
            return
        if code == "crowded":
            self._crowded = True
            self.progress.emit("crowded")
            self._again()
        elif code == "refused":
            self._fail("refused", detail)

    def _again(self) -> None:
        """Knock again on a new side, a moment later (crowded, or nobody answered)."""
        self._drop_box()
        if not self._done:
            self._retry.start(random.randint(*CROWDED_RETRY_MS))

    def _give_up(self) -> None:
        if self._answered:  # the host began, and the exchange never ended
            self._fail("broken", "timeout")
        elif self._crowded:
            self._fail("busy", "")
        elif not self._reached:
            self._fail("unreachable", "")
        else:
            self._fail("no_room", "")

    def _drop_box(self) -> None:
        box = self.box
        self.box = None
        self._answer.stop()
        if box is not None:
            box.release()
            box.close_mailbox("lonely")
            QTimer.singleShot(500, box.shutdown)

    def _fail(self, code: str, detail: str) -> None:
        if self._done:
            return
        self._stop("scary" if code in ("bad_code", "broken") else "lonely")
        self.failed.emit(code, detail)

    def _stop(self, mood: str = "lonely") -> None:
        self._done = True
        self._deadline.stop()
        self._answer.stop()
        self._retry.stop()
        box, self.box = self.box, None
        if box is not None:
            box.release()
            box.close_mailbox(mood)
            QTimer.singleShot(500, box.shutdown)
