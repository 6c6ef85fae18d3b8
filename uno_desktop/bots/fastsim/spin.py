"""Spin's rollout twin (rules.editions.spin): a spin card's wheel and its segments."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from rules.cards import NUMBER, Card, Color, identical
from rules.editions.spin import SEGMENTS, SPIN, WEIGHTS, battle_rounds
from uno_desktop.bots.fastsim.base import FastHand, Twin, register
from uno_desktop.bots.fastsim.common import discard_under, highest_number
from uno_desktop.bots.policy import points


def _spin(sim: FastHand, seat: int, card: Card) -> bool:
    """Spin: the next seat plays the spin card's twin if it holds it (as the normal bot
    does), else spins the wheel (rules.editions.spin)."""
    spinner = sim._next(seat)
    hand = sim.hands[spinner]
    twin = next((c for c in hand if identical(c, card) and c != card), None)
    if twin is not None:
        if sim.opts.edition_option("spin_deflect") == "pass_on":  # laid; the spin moves on
            hand.remove(twin)
            sim.discard.append(twin)
            sim.top, sim.color = twin, twin.color
            if not hand:
                sim.out = spinner
                return True
            return _spin(sim, spinner, twin)
        if sim._lay(spinner, twin):  # cancelled: an ordinary play
            sim.out = sim.winner(spinner)
            return True
        return False
    weights = WEIGHTS[sim.opts.edition_option("spin_weights")]
    segment = sim.rng.choices(SEGMENTS, weights)[0]
    out = _WHEEL[segment](sim, spinner)
    if out is not None:
        sim.out = out
        return True
    return False


def shed_order(cards: list[Card]) -> list[Card]:
    """The normal bot's order for giving cards away: coloured ones, most points first."""
    return sorted(cards, key=lambda c: (not c.is_black, points(c)), reverse=True)


def _almost_uno(sim: FastHand, spinner: int) -> int | None:
    hand = sim.hands[spinner]
    if len(hand) > 2:
        discard_under(sim, spinner, shed_order(hand)[: len(hand) - 2])
    return _wheel_done(sim, spinner)


def _discard_number(sim: FastHand, spinner: int) -> int | None:
    hand = sim.hands[spinner]
    held = Counter(c.number for c in hand if c.kind == NUMBER)
    number = max(range(10), key=lambda k: (held[k], k))
    if discard_under(sim, spinner, [c for c in hand if c.kind == NUMBER and c.number == number]):
        return spinner
    return _wheel_done(sim, spinner)


def _discard_color(sim: FastHand, spinner: int) -> int | None:
    color = sim._color_for(spinner)
    if discard_under(sim, spinner, [c for c in sim.hands[spinner] if c.color == color]):
        return spinner
    return _wheel_done(sim, spinner)


def _draw_until(color: Color) -> Callable[[FastHand, int], int | None]:
    def effect(sim: FastHand, spinner: int) -> int | None:
        stops = (color, None) if sim.opts.edition_option("spin_draw_stops_on_black") \
            else (color,)
        while True:
            got = sim._draw(spinner, 1)
            if got is None or got.color in stops:
                return _wheel_done(sim, spinner)

    return effect


def _trade_hands_left(sim: FastHand, spinner: int) -> int | None:
    hands, n = sim.hands, sim.n
    sim.hands = [hands[(s - 1) % n] for s in range(n)]  # one seat clockwise, always
    return _wheel_done(sim, spinner)


def _battle(sim: FastHand, spinner: int) -> int | None:
    """rules.editions.spin.battle: highest numbers; the single lowest takes them all."""
    hands = sim.hands
    loser, shown = battle_rounds(sim.n, lambda s, exclude: highest_number(sim, s, exclude))
    if loser is not None:
        for s, laid in shown.items():
            if s != loser:
                for c in laid:
                    hands[s].remove(c)
                    hands[loser].append(c)
        emptied = next((s for s in shown if s != loser and not hands[s]), None)
        if emptied is not None:
            return emptied
    return _wheel_done(sim, spinner)


def _uno_spin(sim: FastHand, spinner: int) -> int | None:
    """A race: a random seat with cards calls first and discards its costliest card."""
    winner = sim.rng.choice([s for s in range(sim.n) if sim.hands[s]])
    if discard_under(sim, winner, shed_order(sim.hands[winner])[:1]):
        return winner
    return _wheel_done(sim, winner)


def _wheel_done(sim: FastHand, seat: int) -> int | None:
    """The wheel's effect is over: play continues after ``seat``."""
    sim.seat = sim._next(seat)
    return None


_WHEEL: dict[str, Callable[[FastHand, int], int | None]] = {
    "almost_uno": _almost_uno, "discard_number": _discard_number,
    "discard_color": _discard_color, "draw_red": _draw_until(Color.RED),
    "draw_blue": _draw_until(Color.BLUE), "show_hand": _wheel_done,
    "trade_hands": _trade_hands_left, "battle": _battle, "uno_spin": _uno_spin,
}


register(Twin("spin", FastHand, marks={SPIN: _spin}, plays={
    "number": _spin, "spin": _spin, "spin_discard": _almost_uno, "spin_number": _discard_number,
    "spin_color": _discard_color, "spin_race": _uno_spin, "spin_uno_discard": _uno_spin}))
