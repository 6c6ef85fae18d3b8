"""When a frame goes out on a link through the relay: quiet frames ride with the game's.

magic-wormhole's transit relay leaves Nagle's algorithm on: it sends a small segment only
once everything it sent before on that connection has been acknowledged, so at most one
small segment is in flight from the relay to each side, and a frame that reaches the
relay while the one before it is on its way waits there a whole round trip. The game's
own frames leave one write per move and seat (everything an action produces for a peer
is queued in one turn of the event loop and flushed once). What took the relay's one slot
was a frame from another turn, a few milliseconds after a move's update: a liveness
ping, or the ``error`` telling a guest it lost a race. The next move's update then waited
a round trip at the relay, and the ones after it too (measured in the NAT lab with the
relay's own captures: ``docs/internet.md``, "Measured").

:class:`Pacer` keeps such *quiet* frames (:data:`QUIET`) from going alone while the game is
moving: one that comes within :data:`IDLE_RTTS` round trips of the link's last write waits
on our side and goes out ahead of the next frame written, in the same write and in the
order they were sent (nothing overtakes); alone only once the link has been quiet that
long. On a link that has been quiet that long it goes at once. No Qt and no clock of its
own: the link asks it with the time.

The round trip is the link's own measure: its handshake's (the first estimate, a little
long: it includes the other side's arithmetic), then the shortest of the last
:data:`SAMPLES` ping-to-pong times of the pings this side wrote.
"""

from __future__ import annotations

from collections import deque

QUIET = frozenset({"ping", "pong", "error", "lobby", "chat", "say", "react", "reaction"})
"""The messages that may wait for the next frame: liveness, a refusal (a lost race, a move
too late), the seat table, chat and reactions, which a player reads but nothing at the
table waits on. The game's own (``update``, ``snapshot``, ``clock``, ``welcome``, ``closing``; a
guest's ``act`` and ``shown``, which the host paces the game by) never wait. A fatal error
closes the link, which writes everything held first. A ping that waited makes the round
trip the host measures with it longer by its wait (at most :data:`IDLE_RTTS` round trips,
and only while moves come faster than that), as the relay's own wait did before."""
IDLE_RTTS = 2.0
"""A link that wrote within this many round trips is moving: its quiet frames wait. Moves
through the relay come about one round trip apart, so the next one takes them along; in a
slower game they go alone soon after the last move."""
SAMPLES = 8
"""Ping round trips kept; the shortest is the estimate (waiting anywhere only ever makes
one longer)."""


class Pacer:
    """Whether a frame goes now or waits for the next (see the module docstring)."""

    def __init__(self, rtt_s: float) -> None:
        self._first = max(0.0, rtt_s)
        self._samples: deque[float] = deque(maxlen=SAMPLES)
        self._last_write = float("-inf")
        self._ping_at: float | None = None
        self.held = 0
        """Frames waiting now (the link keeps them; the pacer counts them)."""
        self.held_total = 0
        """Frames that ever waited."""

    @property
    def rtt_s(self) -> float:
        return min(self._samples) if self._samples else self._first

    def holds(self, tag: str | None, now: float) -> bool:
        """Whether the frame tagged ``tag`` waits (the link then keeps it and says so with
        :meth:`hold`). While one waits, every quiet one after it waits too."""
        if tag not in QUIET:
            return False
        return bool(self.held) or now - self._last_write < IDLE_RTTS * self.rtt_s

    def hold(self) -> None:
        self.held += 1
        self.held_total += 1

    def release_at(self) -> float:
        """When held frames go alone: once the link has been quiet long enough."""
        return self._last_write + IDLE_RTTS * self.rtt_s

    def wrote(self, tag: str | None, now: float) -> None:
        """A frame was written (held ones go first, so none waits any more)."""
        self.held = 0
        self._last_write = now
        if tag == "ping":
            self._ping_at = now

    def received(self, tag: str | None, now: float) -> None:
        """A frame came in: a pong answers this side's last ping, a round trip."""
        if tag == "pong" and self._ping_at is not None:
            self._samples.append(now - self._ping_at)
            self._ping_at = None
