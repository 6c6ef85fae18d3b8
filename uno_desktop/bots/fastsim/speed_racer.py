"""Speed Racer's rollout twin (rules.editions.speed_racer): Racer X and his race."""

from __future__ import annotations

from rules.cards import NUMBER, Card
from rules.editions.speed_racer import RACE_PENALTY, RACER_X
from uno_desktop.bots.fastsim.base import FastHand, Twin, register


def _racer_x(sim: FastHand, seat: int, card: Card) -> bool:
    """Speed Racer: turn cards until a number shows, then a +1 race from the next seat;
    the first seat without the next number draws 3 (rules.editions.speed_racer). With no
    number left outside the hands it is a plain Wild."""
    if not (any(c.kind == NUMBER for c in sim.pile)
            or any(c.kind == NUMBER for c in sim.discard[:-1])):
        sim.seat = sim._next(seat)
        return False
    while True:
        turned = sim._take()
        assert turned is not None  # a number is still to come: checked above
        sim.discard.append(turned)
        if turned.kind == NUMBER:
            break
    sim.top, sim.color = turned, turned.color
    race, racer = (turned.number or 0) % 10, sim._next(seat)
    while True:
        hand = sim.hands[racer]
        want = (race + 1) % 10
        step = next((c for c in hand if c.kind == NUMBER and c.number == want), None)
        if step is None:
            sim._draw(racer, RACE_PENALTY)
            sim.seat = sim._next(racer)
            return False
        hand.remove(step)
        sim.discard.append(step)
        sim.top, sim.color = step, step.color
        if not hand:
            sim.out = racer
            return True
        race, racer = want, sim._next(racer)


register(Twin("speed_racer", FastHand, specials={RACER_X: _racer_x}, plays={"race": _racer_x}))
