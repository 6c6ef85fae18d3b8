"""H2O's rollout twin (rules.editions.h2o): Downpour cards, and when they may go on a
Wild Draw 4."""

from __future__ import annotations

from rules.cards import WILD_DRAW_FOUR, Card
from rules.editions.h2o import DOWNPOUR_ONE, DOWNPOUR_TWO
from uno_desktop.bots.fastsim.base import Effect, FastHand, Twin, register

_DOWNPOURS = frozenset({DOWNPOUR_ONE, DOWNPOUR_TWO})  # never on a Wild Draw 4 (an option)


class H2OHand(FastHand):
    """A Downpour goes on a paid Wild Draw 4 only where the option allows it."""

    __slots__ = ()

    def _legal(self, card: Card) -> bool:
        if card.kind in _DOWNPOURS and self.top.kind == WILD_DRAW_FOUR:
            return bool(self.opts.edition_option("downpour_on_paid_wd4"))
        return super()._legal(card)

    def playable(self, hand: list[Card]) -> list[Card]:
        if self.top.kind == WILD_DRAW_FOUR:
            return [c for c in hand if self._legal(c)]
        return super().playable(hand)


def _downpour(amount: int) -> Effect:
    """H2O: after the colour every other seat draws ``amount``; nobody is skipped."""

    def effect(sim: FastHand, seat: int, card: Card) -> bool:
        target = sim._next(seat)
        while target != seat:
            sim._draw(target, amount)
            target = sim._next(target)
        sim.seat = sim._next(seat)
        return False

    return effect


_EFFECTS = {DOWNPOUR_ONE: _downpour(1), DOWNPOUR_TWO: _downpour(2)}
register(Twin("h2o", H2OHand, specials=_EFFECTS, after_color=_EFFECTS))
