"""Quick reactions at the table: the set, a person's rate, and when a bot sends one. No Qt.

A reaction (a thumbs-up, a laugh, surprise, "Good game", "UNO!") is shown at its sender's
seat and changes nothing in the game: it never reaches the rules core, is never saved or
replayed. The referee owns one :class:`Reactions` per game, so a table on this computer,
on the LAN and across the internet keep the same limits: a person's seat may send a few
at once, then one every two seconds (a peer that floods is refused, and the host's
strikes hang it up); a bot answers a big moment now and then (:mod:`.bots.banter`), after
a person's delay drawn from a generator seeded by the game (:mod:`.bots.reflexes`), at
most once in a while, and the bots of a table together not more often than a person
would bear.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules.events import Event

REACTIONS: tuple[str, ...] = ("thumbs_up", "laugh", "surprise", "good_game", "uno")
"""Every quick reaction, in the order the table offers them."""
BURST = 3
"""Reactions a person's seat may send at once…"""
PER_S = 0.5
"""…and then this many a second."""
BOT_GAP_S = 45.0
"""A bot reacts at most once in this long…"""
TABLE_GAP_S = 12.0
"""…and the bots of a table together at most once in this long; but at the end of the game
each may say so (everybody does)."""
FINAL = frozenset({"game_won", "game_lost"})


class UnknownReaction(ValueError):
    """A reaction id that is not one of :data:`REACTIONS` (a peer's mistake or mischief)."""


@dataclass(slots=True)
class _Gate:
    tokens: float
    at: float


@dataclass(frozen=True, slots=True)
class Planned:
    """A bot's reaction, due at ``due`` on the referee's clock."""

    seat: int
    reaction: str
    due: float
    final: bool = False  # the game's end: no gap holds it back


class Reactions:
    """A table's reactions: people's go through :meth:`person`, bots' are planned by
    :meth:`observe` and come due in :meth:`due`."""

    def __init__(self, clock: Callable[[], float], seed: str,
                 bot_delay_s: Callable[[random.Random], float]) -> None:
        """``seed``: what the bots' choices are drawn from (the game's); ``bot_delay_s``
        draws a bot's delay (a person's time to react, scaled by the animation speed)."""
        self.clock = clock
        self._rng = random.Random(f"banter:{seed}")
        self._bot_delay_s = bot_delay_s
        self._gates: dict[int, _Gate] = {}
        self._planned: dict[int, Planned] = {}
        self._last_bot: dict[int, float] = {}
        self._last_table = -1e9

    def person(self, seat: int, reaction: str) -> bool:
        """May ``seat``'s person send ``reaction`` now? ``False``: too many too fast.
        Raises :class:`UnknownReaction` for an id not in :data:`REACTIONS`."""
        if reaction not in REACTIONS:
            raise UnknownReaction(reaction[:32])
        now = self.clock()
        gate = self._gates.setdefault(seat, _Gate(float(BURST), now))
        gate.tokens = min(float(BURST), gate.tokens + (now - gate.at) * PER_S)
        gate.at = now
        if gate.tokens < 1:
            return False
        gate.tokens -= 1
        return True

    def observe(self, events: Sequence[Event], bots: Sequence[int],
                cards_left: Callable[[int], int]) -> None:
        """One action's events: each bot of ``bots`` may plan a reaction to them."""
        from uno_desktop.bots.banter import CHANCE, moment

        now = self.clock()
        for seat in bots:
            found = moment(events, seat, cards_left(seat))
            if found is None or seat in self._planned:
                continue
            kind, reaction = found
            final = kind in FINAL
            if not final and now - self._last_bot.get(seat, -1e9) < BOT_GAP_S:
                continue
            if self._rng.random() >= CHANCE[kind]:
                continue
            self._planned[seat] = Planned(seat, reaction, now + self._bot_delay_s(self._rng),
                                          final)

    def due(self) -> list[Planned]:
        """The bots' reactions waiting, each with when it is due."""
        return list(self._planned.values())

    def take(self, seat: int) -> str | None:
        """``seat``'s planned reaction, now due: sent if the table's bots have been quiet
        long enough (else dropped: a moment passes)."""
        plan = self._planned.pop(seat, None)
        now = self.clock()
        if plan is None or (not plan.final and now - self._last_table < TABLE_GAP_S):
            return None
        self._last_bot[seat] = self._last_table = now
        return plan.reaction

    def forget(self, seat: int) -> None:
        """``seat`` is no bot of its own any more (its person is back): no plan stands."""
        self._planned.pop(seat, None)
