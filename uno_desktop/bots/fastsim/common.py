"""What several editions' rollout twins do alike, as rules/editions/common.py is for the
editions: a special's end, cards discarded under the top card, the duels' highest number."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.cards import Card
from rules.editions.common import NO_NUMBER, best_number

if TYPE_CHECKING:
    from uno_desktop.bots.fastsim.base import FastHand


def finish_special(sim: FastHand, seat: int) -> bool:
    """A black special's effect is over: out if its player's hand is empty, else the
    player picks a colour for the hand it now holds and the next seat plays."""
    if not sim.hands[seat]:
        sim.out = seat
        return True
    sim.color = sim._color_for(seat)
    sim.seat = sim._next(seat)
    return False


def discard_under(sim: FastHand, seat: int, cards: list[Card]) -> bool:
    """rules.editions.common.discard_under_top: cards leave a hand for the pile, under
    the top card; ``True`` when that emptied the hand."""
    hand = sim.hands[seat]
    for c in cards:
        hand.remove(c)
    sim.discard[-1:-1] = cards
    return not hand


def highest_number(sim: FastHand, seat: int, exclude: list[Card]) -> Card:
    """rules.editions.common.highest_number: the best number not laid yet, drawing until
    one comes (a colourless stand-in when nothing is left to draw)."""
    while True:
        card = best_number(sim.hands[seat], exclude)
        if card is not None:
            return card
        if sim._draw(seat, 1) is None:
            return NO_NUMBER
