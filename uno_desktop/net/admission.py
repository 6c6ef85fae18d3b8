"""Who may talk to the LAN host, and how much. No Qt, no sockets: the clock is injected.

The host asks this policy four things: which waiting connection to drop when a new one
arrives (unauthenticated connections are capped per address and in total, the oldest
goes first, so a flood of bare sockets never keeps a returning player out), whether an
address may start a secure handshake now (each costs the host a few milliseconds of
arithmetic: a budget per address and for the room), whether an identity may send another
message or chat line (token buckets), and whether an address may try a PIN now (growing
backoff, then a lockout, per address; and a budget for the whole room, since an attacker
may have any number of addresses). A wrong PIN is a failed key confirmation in the
handshake (:mod:`.sealed`): the PIN itself never reaches the host. Limits belong to an
*identity*, not to a connection: a seat's owner is its token, everyone else (spectators,
connections before their ``hello``) is their address, so reconnecting never refills a
bucket. Chat, the one message everyone receives, is also limited per address for seated
players (a player who leaves the lobby and joins again gets a new seat, not a new address)
and for the room as a whole: all chat together, and all spectators' chat together, so
many addresses add up to no more than one.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

PRUNE_AT = 512
"""Tracked identities or addresses past which idle ones are forgotten (memory stays bounded)."""


@dataclass(frozen=True)
class Limits:
    """Every limit the host enforces on its peers; times in seconds."""

    rate_per_s: float = 100.0  # messages: no person is this fast; a flood is
    burst: float = 200.0
    chat_per_s: float = 1.0
    chat_burst: float = 5.0
    room_chat_per_s: float = 4.0  # every line of the room together
    room_chat_burst: float = 20.0
    spectator_chat_per_s: float = 1.0  # every spectator's line together: players still talk
    spectator_chat_burst: float = 5.0
    max_strikes: float = 10.0  # errors before a connection is hung up on
    strike_decay_s: float = 5.0  # one strike forgiven this often
    pending_per_address: int = 16  # connections without a hello yet
    pending_total: int = 64
    handshake_per_s: float = 5.0  # secure handshakes begun, per address
    handshake_burst: float = 20.0
    room_handshake_per_s: float = 10.0  # … and from every address together
    room_handshake_burst: float = 40.0
    spectators: int = 32
    spectators_per_address: int = 4
    frame_deadline_s: float = 10.0  # a frame begun must be whole within this
    pong_deadline_s: float = 15.0  # a ping must be answered within this (when pings are on)
    max_backlog: int = 1 << 20  # bytes queued for a peer that does not read
    send_buffer: int = 0  # the kernel's send buffer per peer (0: the system's, autotuned)
    pin_free_tries: int = 3  # wrong PINs before the backoff starts
    pin_backoff_s: float = 1.0  # doubles with every further wrong PIN
    pin_lockout_tries: int = 10  # wrong PINs that lock the address out
    pin_lockout_s: float = 600.0
    pin_forget_s: float = 3600.0  # quiet this long, an address starts afresh
    pin_room_free_tries: int = 10  # wrong PINs from all addresses before the room waits
    pin_room_backoff_s: float = 2.0  # doubles with every further wrong PIN, up to
    pin_room_max_wait_s: float = 600.0  # one guess per 10 minutes at most, however many addresses


@dataclass(slots=True)
class Bucket:
    """A token bucket: ``burst`` at once, then ``rate`` per second."""

    tokens: float
    at: float

    def take(self, now: float, rate: float, burst: float) -> bool:
        self.tokens = min(burst, self.tokens + (now - self.at) * rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def ready(self, now: float, rate: float, burst: float) -> bool:
        return min(burst, self.tokens + (now - self.at) * rate) >= 1

    def full(self, now: float, rate: float, burst: float) -> bool:
        return self.tokens + (now - self.at) * rate >= burst


@dataclass(slots=True)
class _Peer:
    messages: Bucket
    chat: Bucket


@dataclass(slots=True)
class _PinRecord:
    failures: int = 0
    last: float = 0.0


@dataclass(frozen=True, slots=True)
class PinVerdict:
    """After a wrong PIN: the seconds before the next try, and whether that is a lockout."""

    failures: int
    wait_s: float
    locked: bool


ROOM = "room:"
"""The identity every chat line also spends (``room:`` and ``room:spectators``)."""


def address_identity(address: str) -> str:
    return f"addr:{address}"


def seat_identity(token_hash: str) -> str:
    return f"seat:{token_hash}"


def pending_victim(pending: Sequence[str], address: str, limits: Limits) -> int | None:
    """Which waiting connection to close for a new one from ``address``: the index into
    ``pending`` (their addresses, oldest first), or ``None`` when there is room."""
    same = [i for i, a in enumerate(pending) if a == address]
    if len(same) >= limits.pending_per_address:
        return same[0]
    if len(pending) >= limits.pending_total:
        return 0
    return None


@dataclass
class Admission:
    """The rate limits and the PIN throttle, keyed by identity and address."""

    limits: Limits = field(default_factory=Limits)
    clock: Callable[[], float] = time.monotonic
    _peers: dict[str, _Peer] = field(default_factory=dict)
    _pins: dict[str, _PinRecord] = field(default_factory=dict)
    _room_pins: _PinRecord = field(default_factory=_PinRecord)
    _room_chat: dict[str, Bucket] = field(default_factory=dict)
    _handshakes: dict[str, Bucket] = field(default_factory=dict)
    wrong_pins: int = 0
    """Wrong PINs since the room opened, from every address (the host's lobby shows it)."""

    def _peer(self, identity: str, now: float) -> _Peer:
        peer = self._peers.get(identity)
        if peer is None:
            if len(self._peers) >= PRUNE_AT:
                self._prune(now)
            peer = self._peers[identity] = _Peer(Bucket(self.limits.burst, now),
                                                 Bucket(self.limits.chat_burst, now))
        return peer

    def allow_handshake(self, address: str) -> bool:
        """``address`` may begin a secure handshake now (its own budget and the room's;
        both are spent only when both allow it)."""
        now = self.clock()
        lim = self.limits
        own = self._handshakes.get(address)
        if own is None:
            if len(self._handshakes) >= PRUNE_AT:
                self._prune(now)
            own = self._handshakes[address] = Bucket(lim.handshake_burst, now)
        room = self._room_bucket(ROOM + "handshakes", lim.room_handshake_burst, now)
        if not (own.ready(now, lim.handshake_per_s, lim.handshake_burst)
                and room.ready(now, lim.room_handshake_per_s, lim.room_handshake_burst)):
            return False
        own.take(now, lim.handshake_per_s, lim.handshake_burst)
        room.take(now, lim.room_handshake_per_s, lim.room_handshake_burst)
        return True

    def allow_message(self, identity: str) -> bool:
        now = self.clock()
        lim = self.limits
        return self._peer(identity, now).messages.take(now, lim.rate_per_s, lim.burst)

    def allow_chat(self, *identities: str, spectator: bool = False) -> bool:
        """A chat line from all of ``identities`` at once (a seat and its address), and
        from the room (and, for a spectator, from all spectators): every one of them must
        have one left, and each spends it."""
        now = self.clock()
        lim = self.limits
        buckets = [(self._peer(identity, now).chat, lim.chat_per_s, lim.chat_burst)
                   for identity in identities]
        buckets.append((self._room_bucket(ROOM, lim.room_chat_burst, now),
                        lim.room_chat_per_s, lim.room_chat_burst))
        if spectator:
            buckets.append((self._room_bucket(ROOM + "spectators", lim.spectator_chat_burst,
                                              now),
                            lim.spectator_chat_per_s, lim.spectator_chat_burst))
        if not all(b.ready(now, rate, burst) for b, rate, burst in buckets):
            return False
        return all([b.take(now, rate, burst) for b, rate, burst in buckets])

    def _room_bucket(self, key: str, burst: float, now: float) -> Bucket:
        bucket = self._room_chat.get(key)
        if bucket is None:
            bucket = self._room_chat[key] = Bucket(burst, now)
        return bucket

    def pin_wait(self, address: str) -> float:
        """Seconds before ``address`` may try a PIN again (0: now): its own wait or the
        room's, whichever is longer."""
        now = self.clock()
        room = self.room_pin_wait()
        record = self._pins.get(address)
        if record is None:
            return room
        if now - record.last >= self.limits.pin_forget_s:
            del self._pins[address]
            return room
        return max(room, record.last + self._delay(record.failures) - now)

    def room_pin_wait(self) -> float:
        """Seconds before anyone at all may try a PIN again (0: now). Every wrong PIN
        past the room's free ones doubles it, up to ``pin_room_max_wait_s``: an attacker
        with unlimited addresses gets no more guesses than one that is throttled."""
        now = self.clock()
        room = self._room_pins
        lim = self.limits
        if room.failures and now - room.last >= lim.pin_forget_s:
            self._room_pins = room = _PinRecord()
        return max(0.0, room.last + self._room_delay(room.failures) - now)

    def pin_failed(self, address: str) -> PinVerdict:
        now = self.clock()
        if address not in self._pins and len(self._pins) >= PRUNE_AT:
            self._prune(now)
        record = self._pins.setdefault(address, _PinRecord())
        record.failures += 1
        record.last = now
        self.room_pin_wait()  # forgets the room's wrong PINs after a quiet hour
        self._room_pins.failures += 1
        self._room_pins.last = now
        self.wrong_pins += 1
        wait = max(self._delay(record.failures), self._room_delay(self._room_pins.failures))
        return PinVerdict(record.failures, wait,
                          record.failures >= self.limits.pin_lockout_tries)

    def pin_succeeded(self, address: str) -> None:
        """A right PIN clears its address, never the room: a player joining must not
        give an attacker fresh tries."""
        self._pins.pop(address, None)

    def _room_delay(self, failures: int) -> float:
        lim = self.limits
        if failures < lim.pin_room_free_tries:
            return 0.0
        return min(lim.pin_room_backoff_s * 2.0 ** min(64, failures - lim.pin_room_free_tries),
                   lim.pin_room_max_wait_s)

    def _delay(self, failures: int) -> float:
        lim = self.limits
        if failures >= lim.pin_lockout_tries:
            return lim.pin_lockout_s
        if failures < lim.pin_free_tries:
            return 0.0
        return float(min(lim.pin_backoff_s * 2 ** (failures - lim.pin_free_tries),
                         lim.pin_lockout_s))

    def _prune(self, now: float) -> None:
        """Forget identities whose buckets are full again (they look new) and addresses
        whose wrong PINs are forgotten."""
        lim = self.limits
        for key in [k for k, p in self._peers.items()
                    if p.messages.full(now, lim.rate_per_s, lim.burst)
                    and p.chat.full(now, lim.chat_per_s, lim.chat_burst)]:
            del self._peers[key]
        for key in [k for k, r in self._pins.items() if now - r.last >= lim.pin_forget_s]:
            del self._pins[key]
        for key in [k for k, b in self._handshakes.items()
                    if b.full(now, lim.handshake_per_s, lim.handshake_burst)]:
            del self._handshakes[key]
