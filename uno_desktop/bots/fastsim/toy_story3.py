"""Toy Story 3's rollout twin (rules.editions.toy_story3): Lotso and the colour he names."""

from __future__ import annotations

from rules.cards import COLORS, Card
from rules.editions.toy_story3 import LOTSO, LOTSO_DRAW
from uno_desktop.bots.fastsim.base import FastHand, Twin, register
from uno_desktop.bots.fastsim.common import finish_special


def _lotso(sim: FastHand, seat: int, card: Card) -> bool:
    """Toy Story 3: name the colour the fewest others can show; those without one draw
    3, and if all could, the player draws 3 (rules.editions.toy_story3)."""
    hands = sim.hands
    others = [s for s in range(sim.n) if s != seat]
    named = min(COLORS, key=lambda col: sum(any(c.color == col for c in hands[s])
                                            for s in others))
    everyone = True
    target = sim._next(seat)
    while target != seat:
        if not any(c.color == named for c in hands[target]):
            everyone = False
            sim._draw(target, LOTSO_DRAW)
        target = sim._next(target)
    if everyone:
        sim._draw(seat, LOTSO_DRAW)
    return finish_special(sim, seat)


register(Twin("toy_story3", FastHand, specials={LOTSO: _lotso},
              resolved_when_last=frozenset({LOTSO}), plays={"lotso_name": _lotso}))
