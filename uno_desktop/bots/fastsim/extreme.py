"""Extreme's rollout twin (rules.editions.extreme): the launcher, drawing by pressing it,
and the attack cards."""

from __future__ import annotations

import random

from rules.cards import Card, Color
from rules.editions.base import EditionState
from rules.editions.extreme import (
    DISCARD_ALL,
    FIRE_COUNTS,
    FIRE_WEIGHTS,
    HIT_TWO,
    MAX_FIRE_PRESSES,
    PASS_HANDS,
    TRADE_HANDS,
    WILD_ALL_HIT,
    WILD_HIT_FIRE,
    WILD_HIT_ONE,
)
from rules.options import RuleOptions
from uno_desktop.bots.fastsim.base import FastHand, Twin, register
from uno_desktop.bots.fastsim.common import discard_under


class ExtremeHand(FastHand):
    """Drawing is pressing the launcher (a turn's draw is one press, a penalty one press a
    card), and Hit 2 cards may be stacked."""

    __slots__ = ("hit_stack",)

    def __init__(self, hands: list[list[Card]], pile: list[Card], discard: list[Card],
                 color: Color | None, direction: int, seat: int, pending: int,
                 opts: RuleOptions, rng: random.Random,
                 device: EditionState | None = None) -> None:
        super().__init__(hands, pile, discard, color, direction, seat, pending, opts, rng)
        self.fire = opts.edition_option("launcher_fire_chance")
        self.hit_stack = bool(opts.edition_option("hit_two_stacking"))
        self.answers = self.answers or self.hit_stack

    def _can_stack(self, card: Card) -> bool:
        if card.kind == HIT_TWO:
            return self.hit_stack and self.top.kind == HIT_TWO
        return super()._can_stack(card)

    def _press(self, seat: int) -> int:
        """One launcher press (rules.editions.extreme.press): it fires with the option's
        chance and then shoots K cards, fewer when the launcher holds fewer."""
        wanted = self._fire_count()
        if not wanted:
            return 0
        if not self.pile:
            self._refill()
        got = min(wanted, len(self.pile))
        if got:
            self._draw(seat, got)
        return got

    def _fire_count(self) -> int:
        """How many cards a press asks the launcher for (0: it did not fire)."""
        rng = self.rng
        if rng.random() * 100 >= self.fire:
            return 0
        return rng.choices(FIRE_COUNTS, FIRE_WEIGHTS)[0]


def _hit_two(sim: FastHand, seat: int, card: Card) -> bool:
    sim._penalize(seat, 2)
    return False


def _discard_all(sim: FastHand, seat: int, card: Card) -> bool:
    """Every other card of its colour goes under it; it stays on top."""
    if discard_under(sim, seat, [c for c in sim.hands[seat] if c.color == card.color]):
        return True
    sim.seat = sim._next(seat)
    return False


def _trade_hands(sim: FastHand, seat: int, card: Card) -> bool:
    """Swap with the seat holding the fewest cards (the only choice under swap_fewest)."""
    hands = sim.hands
    other = min((s for s in range(sim.n) if s != seat), key=lambda s: len(hands[s]))
    hands[seat], hands[other] = hands[other], hands[seat]
    sim.seat = sim._next(seat)
    return False


def _pass_hands(sim: FastHand, seat: int, card: Card) -> bool:
    d, n, hands = sim.direction, sim.n, sim.hands
    sim.hands = [hands[(s - d) % n] for s in range(n)]
    sim.seat = sim._next(seat)
    return False


def _launcher_wild(sim: FastHand, seat: int, card: Card) -> bool:
    """Extreme's black launcher cards, after their colour (rules.editions.extreme)."""
    if card.kind == WILD_ALL_HIT:
        target = sim._next(seat)
        while target != seat:
            sim._press(target)
            target = sim._next(target)
        if sim.opts.edition_option("all_hit_includes_player"):
            sim._press(seat)
        extra = sim.opts.edition_option("all_hit_extra_turn")
        sim.seat = seat if extra else sim._next(seat)
        return False
    target = sim._next(seat)
    if card.kind == WILD_HIT_ONE:
        sim._press(target)
    else:  # Hit-Fire: press until something comes out or nothing can
        for _ in range(MAX_FIRE_PRESSES):
            if sim._press(target) or not (sim.pile or len(sim.discard) > 1):
                break
    sim.seat = sim._next(target)
    return False


_WILDS = {WILD_ALL_HIT: _launcher_wild, WILD_HIT_FIRE: _launcher_wild,
          WILD_HIT_ONE: _launcher_wild}
register(Twin("extreme", ExtremeHand, after_color=_WILDS, specials={
    HIT_TWO: _hit_two, DISCARD_ALL: _discard_all, TRADE_HANDS: _trade_hands,
    PASS_HANDS: _pass_hands, **_WILDS}, plays={"turn": ExtremeHand._press,
                                               "trade_hands": _trade_hands}))
