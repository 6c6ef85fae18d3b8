"""Cars' rollout twin (rules.editions.cars): the victory lap of the hands."""

from __future__ import annotations

from rules.cards import Card
from rules.editions.cars import VICTORY_LAP
from uno_desktop.bots.fastsim.base import FastHand, Twin, register
from uno_desktop.bots.fastsim.common import finish_special


def _victory_lap(sim: FastHand, seat: int, card: Card) -> bool:
    """Cars: hands move round 1…N times; we stop at the smallest hand we get."""
    hands, n, d = sim.hands, sim.n, sim.direction
    moves = min(range(1, n + 1), key=lambda k: (len(hands[(seat - k * d) % n]), k))
    sim.hands = [hands[(s - moves * d) % n] for s in range(n)]
    return finish_special(sim, seat)


register(Twin("cars", FastHand, specials={VICTORY_LAP: _victory_lap},
              plays={"victory_lap": _victory_lap}))
