"""Kick's rollout twin (rules.editions.kick): the Penalty Kick duel and its opponent."""

from __future__ import annotations

from rules.cards import NUMBER, Card
from rules.editions.kick import KICK_PENALTY, PENALTY_KICK, kick_round
from uno_desktop.bots.fastsim.base import FastHand, Twin, register
from uno_desktop.bots.fastsim.common import finish_special, highest_number


def _kick(sim: FastHand, seat: int, card: Card) -> bool:
    """Kick: a duel of highest numbers against one opponent (the one we beat with the
    fewest cards); the loser takes the laid cards and draws 2 (rules.editions.kick.duel)."""
    hands = sim.hands
    if sim.opts.edition_option("kick_opponent") == "next":
        opponent = sim._next(seat)
    else:
        def best(s: int) -> int:
            return max((c.number or 0 for c in hands[s] if c.kind == NUMBER), default=-1)

        mine = best(seat)
        opponent = min((s for s in range(sim.n) if s != seat),
                       key=lambda s: (best(s) >= mine, len(hands[s])))
    laid: dict[int, list[Card]] = {seat: [], opponent: []}
    while True:
        a = highest_number(sim, seat, laid[seat])
        b = highest_number(sim, opponent, laid[opponent])
        laid[seat].append(a)
        laid[opponent].append(b)
        first = kick_round(a, b)
        if first is None:
            continue
        winner, loser = (seat, opponent) if first else (opponent, seat)
        break
    for c in laid[winner]:
        if c.color is not None:
            hands[winner].remove(c)
            hands[loser].append(c)
    sim._draw(loser, KICK_PENALTY)
    if hands[winner] or not hands[seat]:
        return finish_special(sim, seat)
    sim.out = winner  # the opponent won with its last card
    return True


register(Twin("kick", FastHand, specials={PENALTY_KICK: _kick},
              resolved_when_last=frozenset({PENALTY_KICK}), plays={"kick_opponent": _kick}))
