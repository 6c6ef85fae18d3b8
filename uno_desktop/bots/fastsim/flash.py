"""Flash's rollout twin (rules.editions.flash): the unit that picks who plays next, and
SLAP."""

from __future__ import annotations

import random

from rules.cards import Card, Color
from rules.editions.base import EditionState
from rules.editions.flash import SLAP, SLAP_PENALTY
from rules.options import RuleOptions
from uno_desktop.bots.fastsim.base import FastHand, Twin, register


class FlashHand(FastHand):
    """UNO Flash: the unit picks every next seat at random (rules.editions.flash), so a
    Skip skips the picked seat and the unit picks again; an attack may hit anyone."""

    __slots__ = ("mode",)

    def __init__(self, hands: list[list[Card]], pile: list[Card], discard: list[Card],
                 color: Color | None, direction: int, seat: int, pending: int,
                 opts: RuleOptions, rng: random.Random,
                 device: EditionState | None = None) -> None:
        super().__init__(hands, pile, discard, color, direction, seat, pending, opts, rng)
        self.mode = opts.edition_option("flash_next")

    def _next(self, seat: int, steps: int = 1) -> int:
        for _ in range(steps):
            seat = self._unit_pick(seat)
        return seat

    def _unit_pick(self, seat: int) -> int:
        """The seat the unit lights after ``seat`` (Flash.next_player)."""
        if self.mode == "clockwise":
            return (seat + self.direction) % self.n
        if self.mode == "uniform_all":
            return self.rng.randrange(self.n)
        pick = self.rng.randrange(self.n - 1)
        return pick if pick < seat else pick + 1

    def _victim(self, seat: int) -> int:
        return min((s for s in range(self.n) if s != seat), key=lambda s: len(self.hands[s]))


def _slap(sim: FastHand, seat: int, card: Card) -> bool:
    """Flash: every other seat (or every seat) hits its buzzer and the last one draws 2;
    who is last depends on the players' reactions, so a random racer."""
    includes = sim.opts.edition_option("slap_includes_player")
    racers = [s for s in range(sim.n) if s != seat or includes]
    sim._draw(sim.rng.choice(racers), SLAP_PENALTY)
    sim.seat = sim._next(seat)
    return False


register(Twin("flash", FlashHand, specials={SLAP: _slap},
              plays={"slap_race": _slap}))
