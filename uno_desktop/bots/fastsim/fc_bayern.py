"""FC Bayern's rollout twin (rules.editions.fc_bayern): the captain's exchange of hands."""

from __future__ import annotations

from rules.cards import Card
from rules.editions.fc_bayern import CAPTAIN
from uno_desktop.bots.fastsim.base import FastHand, Twin, register
from uno_desktop.bots.fastsim.common import finish_special


def _captain(sim: FastHand, seat: int, card: Card) -> bool:
    """FC Bayern: rotate all hands either way, swap us with a seat, or no exchange —
    whatever leaves us the fewest cards, then the closest opponent the most."""
    hands, n = sim.hands, sim.n
    sizes = [len(h) for h in hands]

    def after(order: list[int]) -> tuple[int, int]:
        return (sizes[order[seat]], -min(sizes[order[s]] for s in range(n) if s != seat))

    options = [list(range(n))]  # who ends up with which hand: order[s] is s's old seat
    options += [[(s - d) % n for s in range(n)] for d in (1, -1)]
    for t in range(n):
        if t != seat:
            order = list(range(n))
            order[seat], order[t] = t, seat
            options.append(order)
    order = min(options, key=after)
    sim.hands = [hands[order[s]] for s in range(n)]
    return finish_special(sim, seat)


register(Twin("fc_bayern", FastHand, specials={CAPTAIN: _captain}, plays={"captain": _captain}))
