"""FIFA 2006's rollout twin (rules.editions.fifa2006): the Offside card, which answers
a pending penalty."""

from __future__ import annotations

from rules.cards import Card
from rules.editions.fifa2006 import OFFSIDE
from uno_desktop.bots.fastsim.base import FastHand, Twin, register


class FIFA2006Hand(FastHand):
    """A draw penalty waits for its target's answer: a stack, else an Offside."""

    __slots__ = ()
    always_answered = True

    def _answer(self, hand: list[Card]) -> Card | None:
        card = super()._answer(hand)
        if card is None:
            return next((c for c in hand if c.kind == OFFSIDE), None)
        return card


def _offside(sim: FastHand, seat: int, card: Card) -> bool:
    """FIFA 2006: against a pending penalty nobody draws; otherwise a plain Wild."""
    sim.pending = 0
    sim.seat = sim._next(seat)
    return False


register(Twin("fifa2006", FIFA2006Hand, specials={OFFSIDE: _offside}))
