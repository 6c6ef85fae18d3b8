"""Stacked decks and small shorthands for the rules scenario tests.

``deal(hands=[...], start="red_5", draws=[...])`` builds a game whose seats hold exactly the
named cards, whose start card is ``start`` and whose draw pile yields ``draws`` first, in
order. The remaining cards of the 108 follow in :func:`rules.cards.classic_deck` order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from rules import RuleOptions, new_game, with_options
from rules.actions import Accept, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from rules.cards import Card, Color, card, classic_deck
from rules.game import Game


def stacked(
    hands: Sequence[Sequence[str]],
    start: str,
    draws: Iterable[str] = (),
    dealer: int | None = None,
    hand_size: int | None = None,
) -> list[Card]:
    """The full 108-card deck order that deals ``hands`` (indexed by seat) from
    ``next(dealer)`` one card at a time, turns ``start`` and then draws ``draws``."""
    n = len(hands)
    size = len(hands[0]) if hand_size is None else hand_size
    parsed = [[card(c) for c in h] for h in hands]
    for seat, h in enumerate(parsed):
        if len(h) != size:
            raise ValueError(f"seat {seat} holds {len(h)} cards, not hand_size {size}")
    dealer = n - 1 if dealer is None else dealer
    order: list[Card] = []
    for i in range(size):
        for k in range(n):
            order.append(parsed[(dealer + 1 + k) % n][i])
    order.append(card(start))
    order += [card(c) for c in draws]
    left = Counter(classic_deck())
    left.subtract(order)
    too_many = {str(c): -v for c, v in left.items() if v < 0}
    if too_many:
        raise ValueError(f"more copies than the deck holds: {too_many}")
    rest = []
    for c in classic_deck():
        if left[c] > 0:
            rest.append(c)
            left[c] -= 1
    return order + rest


def options(**changes: object) -> RuleOptions:
    """Validated official options with ``changes`` (house rules)."""
    return with_options(RuleOptions(), **changes)


def deal(
    hands: Sequence[Sequence[str]],
    start: str,
    draws: Iterable[str] = (),
    *,
    dealer: int | None = None,
    seed: int = 0,
    **changes: object,
) -> Game:
    """A game from a stacked deck; ``changes`` are rule options (``hand_size`` is implied)."""
    changes.setdefault("hand_size", len(hands[0]))
    opts = options(**changes)
    deck = stacked(hands, start, draws, dealer=dealer, hand_size=opts.hand_size)
    return new_game(opts, len(hands), seed, deck, dealer=dealer)


def codes(cards: Iterable[Card]) -> list[str]:
    return sorted(c.code for c in cards)


def hand(game: Game, seat: int) -> list[str]:
    """A seat's hand as sorted card codes."""
    return codes(game.hands[seat])


def sizes(game: Game) -> list[int]:
    return [len(h) for h in game.hands]


def turn(game: Game) -> tuple[str, int | None]:
    """The pending decision as ``(kind, seat)``."""
    return game.decision.kind, game.decision.seat


def play(game: Game, seat: int, code: str, count: int = 1, color: str | None = None) -> list:
    """``seat`` plays ``count`` copies of ``code``; ``color`` answers the colour decision."""
    events = game.apply(seat, Play(card(code), count))
    if color is not None:
        assert turn(game) == ("color", seat), turn(game)
        events += game.apply(seat, ChooseColor(Color(color)))
    return events


def draw(game: Game, seat: int) -> list:
    return game.apply(seat, Draw())


def accept(game: Game, seat: int) -> list:
    return game.apply(seat, Accept())


def challenge(game: Game, seat: int) -> list:
    return game.apply(seat, Challenge())


def keep(game: Game, seat: int) -> list:
    return game.apply(seat, Pass())


def call_uno(game: Game, seat: int) -> list:
    return game.apply(seat, CallUno())


def catch(game: Game, seat: int, target: int) -> list:
    return game.apply(seat, CatchUno(target))


def of_type(events: Iterable[object], cls: type) -> list:
    return [e for e in events if isinstance(e, cls)]


def plays_of(game: Game, seat: int) -> set[tuple[str, int]]:
    """The legal ``Play`` actions of a seat as ``(code, count)`` pairs."""
    return {(a.card.code, a.count) for a in game.legal_actions(seat) if isinstance(a, Play)}


def color(game: Game) -> str | None:
    return None if game.active_color is None else str(game.active_color)


def refused(game: Game, seat: int | None, action: object) -> str:
    """Apply an action that must be refused; return its code, checking nothing changed."""
    import pytest

    from rules.game import IllegalAction
    from rules.record import snapshot

    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, action)
    assert snapshot(game) == before
    assert info.value.code
    return info.value.code


def decisions(game: Game, seat: int) -> list:
    """The legal actions of a seat without the UNO call and catches."""
    return [a for a in game.legal_actions(seat) if not isinstance(a, CallUno | CatchUno)]


def finish_hand(game: Game, seed: int = 0, limit: int = 20_000) -> None:
    """Play the current hand to its end with a simple random player that prefers playing."""
    import random

    rng = random.Random(seed)
    for _ in range(limit):
        d = game.decision
        if d.kind in ("hand_over", "game_over"):
            return
        seat = d.seat
        acts = game.legal_actions(seat)
        if seat is None:
            game.apply(None, acts[0])
            continue
        acts = [a for a in acts if not isinstance(a, CatchUno)]
        plays = [a for a in acts if isinstance(a, Play)]
        game.apply(seat, rng.choice(plays or acts))
    raise AssertionError("the hand did not end")
