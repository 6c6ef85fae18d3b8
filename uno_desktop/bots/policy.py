"""Small pieces every bot level shares: sorting legal actions, colour and target choice, and
the fallback that keeps any bot playing when an edition brings a decision it does not know."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import TypeGuard

from rules import (
    COLORS,
    Accept,
    CallUno,
    CatchUno,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Play,
    PlayerView,
    SwapHands,
)
from rules.actions import Action, NameColor, PassHands, PlayOnPan, RotateHands, SwapPair
from rules.cards import Card

REACTION_TYPES = (CallUno, CatchUno)
HAND_MOVES = frozenset({"swap_hands", "swap_pair", "rotate_hands", "keep_hand", "pass_hands"})


def decision_actions(legal: list[Action]) -> list[Action]:
    """The actions that answer the pending decision (drops UNO calls and catches)."""
    own: list[Action] = [a for a in legal if not isinstance(a, REACTION_TYPES)]
    return own or list(legal)


def owed_call(view: PlayerView, legal: list[Action]) -> Action | None:
    """The UNO call the rules ask for: once the seat's own play has left it one card
    (§1.7). The core also offers the call at two cards, before the play; a bot never
    makes that one, so it never says UNO and then draws instead of playing."""
    if view.hand is None or len(view.hand) != 1:
        return None
    return next((a for a in legal if isinstance(a, CallUno)), None)


def is_teammate(view: PlayerView, seat: int) -> bool:
    """Whether ``seat`` scores with us (team play pairs alternate seats)."""
    return view.teams and view.seat is not None and seat != view.seat and (
        seat % 2 == view.seat % 2)


def opponents(view: PlayerView) -> list[int]:
    return [s for s in range(view.seats) if s != view.seat and not is_teammate(view, s)]


def next_seat(view: PlayerView, seat: int | None = None, steps: int = 1) -> int:
    """Who plays after ``seat`` in the current direction (editions may pick otherwise)."""
    base = view.seat if seat is None else seat
    return ((base or 0) + view.direction * steps) % view.seats


def color_counts(hand: Iterable[Card]) -> Counter[Color]:
    return Counter(c.color for c in hand if c.color is not None)


def best_color(hand: Iterable[Card], bonus: dict[Color, float] | None = None) -> Color:
    """The colour we hold most of (points break ties), nudged by ``bonus``: the colour that
    keeps us playing longest."""
    cards = list(hand)
    counts = color_counts(cards)
    weight: dict[Color, float] = {c: 0.0 for c in COLORS}
    for card in cards:
        if card.color is not None:
            weight[card.color] += 0.01 * (card.number if card.number is not None else 20)
    bonus = bonus or {}
    return max(COLORS, key=lambda c: (counts[c] + weight[c] + bonus.get(c, 0.0),
                                      -COLORS.index(c)))


def smallest_hand(view: PlayerView, seats: Iterable[int]) -> int | None:
    """The seat with the fewest cards, opponents before teammates on ties."""
    pool = list(seats)
    if not pool:
        return None
    return min(pool, key=lambda s: (view.hand_counts[s], is_teammate(view, s), s))


def seat_field(action: Action) -> int | None:
    """A seat an unknown action points at (``target``, ``seat``), if any."""
    for name in ("target", "seat", "opponent"):
        value = getattr(action, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def tag_of(action: Action) -> str:
    """An action's stable type tag (``play``, ``choose_pan``, …), or its class name."""
    return getattr(type(action), "TYPE", type(action).__name__)


CardPlay = Play | PlayOnPan  # what lays a card: a Play, or Tippo's play on a pan


def card_play(action: Action) -> TypeGuard[CardPlay]:
    """Whether ``action`` lays a card: a ``Play`` or an edition's own (``play_on_pan``)."""
    return isinstance(action, Play | PlayOnPan)


def pan_size(view: PlayerView, pan: int | None) -> int:
    """Cards in a Tippo scale pan, from the public edition state (0 when unknown)."""
    sizes = view.edition_state.get("pan_sizes") if view.edition_state else None
    if not isinstance(sizes, list | tuple) or pan is None or not 0 <= pan < len(sizes):
        return 0
    size = sizes[pan]
    return size if isinstance(size, int) else 0


def points(card: Card) -> int:
    """A card's usual scoring value, for shedding the expensive ones first."""
    if card.number is not None:
        return card.number
    return 50 if card.is_black else 20


def move_hands(view: PlayerView, own: list[Action]) -> Action | None:
    """Swaps, rotations, keep-or-pass: end with the fewest cards ourselves, and among
    equals leave the leading opponent with the most."""
    me = view.seat
    if me is None:
        return None
    counts = list(view.hand_counts)

    def after(action: Action) -> list[int]:
        c = list(counts)
        if isinstance(action, SwapHands):
            t = action.target
            c[me], c[t] = c[t], c[me]
        elif isinstance(action, SwapPair):
            a, b = action.a, action.b
            c[a], c[b] = c[b], c[a]
        elif isinstance(action, RotateHands | PassHands):
            d = action.direction if isinstance(action, RotateHands) else view.direction
            c = [counts[(s - d) % view.seats] for s in range(view.seats)]
        return c

    def value(action: Action) -> tuple[int, int, bool]:
        c = after(action)
        mine = c[me] if not view.teams else min(c[s] for s in range(view.seats)
                                                if s % 2 == me % 2)
        foes = [c[s] for s in opponents(view)] or [0]
        return (-mine, min(foes), tag_of(action) in ("pass", "keep_hand"))

    return max(own, key=value)


def fallback(view: PlayerView, legal: list[Action], rng: random.Random) -> Action:
    """A sensible legal action for any decision, known or not; never raises on a non-empty
    ``legal``: colours by what we hold, seat targets at the smallest hand, plays before
    drawing, and otherwise a seeded random choice."""
    own = decision_actions(legal)
    hand = view.hand or ()
    colors = [a for a in own if isinstance(a, ChooseColor | NameColor)]
    if colors:
        want = best_color(hand)
        for a in colors:
            if a.color == want:
                return a
        return colors[0]
    plays = [a for a in own if card_play(a)]
    if plays:
        return max(plays, key=lambda a: (a.count, not a.card.is_black, points(a.card)))
    swaps = [a for a in own if isinstance(a, SwapHands)]
    if swaps:
        target = smallest_hand(view, [a.target for a in swaps if 0 <= a.target < view.seats])
        for swap in swaps:
            if swap.target == target and target is not None:
                if view.seat is None or view.hand_counts[target] < len(hand):
                    return swap
        passes = [a for a in own if isinstance(a, Pass)]
        return passes[0] if passes else swaps[0]
    targeted = [(seat_field(a), a) for a in own]
    aimed = [(s, a) for s, a in targeted if s is not None and 0 <= s < view.seats
             and s != view.seat and not is_teammate(view, s)]
    if aimed:
        target = smallest_hand(view, [s for s, _ in aimed])
        return next(a for s, a in aimed if s == target)
    calm = [a for a in own if not isinstance(a, Draw | Accept)]
    return rng.choice(calm or own)
