"""Stacked decks and shorthands for the edition scenario tests (docs/rules.md §3, §4).

``deal("spin", hands=[...], start="red_5", draws=[...])`` builds a game of an edition whose
seats hold exactly the named cards, whose start card is ``start`` (Tippo: a list of two,
one per pan) and whose draw pile yields ``draws`` first, in order. The deck passed to the
engine is always the edition's own deck as a multiset: the named cards are moved to the
front and the rest follow in the edition's deck order. The shorthands that do not depend
on the edition (``play``, ``turn``, ``refused``, …) are the classic tests' own, re-exported.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from helpers import (  # noqa: F401 (re-exported for the edition tests)
    codes,
    color,
    decisions,
    draw,
    hand,
    keep,
    of_type,
    play,
    plays_of,
    refused,
    sizes,
    turn,
)

from rules import RuleOptions, new_game, with_options
from rules.actions import ChooseColor
from rules.cards import Card, Color, card
from rules.editions import get_edition
from rules.game import Game


def options(edition: str, **changes: object) -> RuleOptions:
    """Validated official options of ``edition`` with ``changes`` (house or edition options)."""
    return with_options(RuleOptions(edition=edition), **changes)


def stacked_deck(
    opts: RuleOptions,
    seats: int,
    hands: Sequence[Sequence[str]],
    start: str | Sequence[str],
    draws: Iterable[str] = (),
    dealer: int | None = None,
) -> list[Card]:
    """The edition's full deck, ordered to deal ``hands`` from ``next(dealer)`` one card at a
    time, then turn the start card(s), then draw ``draws``."""
    size = opts.hand_size
    parsed = [[card(c) for c in h] for h in hands]
    for seat, h in enumerate(parsed):
        if len(h) != size:
            raise ValueError(f"seat {seat} holds {len(h)} cards, not hand_size {size}")
    dealer = seats - 1 if dealer is None else dealer
    order: list[Card] = []
    for i in range(size):
        for k in range(seats):
            order.append(parsed[(dealer + 1 + k) % seats][i])
    starts = [start] if isinstance(start, str) else list(start)
    order += [card(c) for c in starts]
    order += [card(c) for c in draws]
    full = get_edition(opts.edition).deck(opts)
    left = Counter(full)
    left.subtract(order)
    too_many = {str(c): -v for c, v in left.items() if v < 0}
    if too_many:
        raise ValueError(f"more copies than the {opts.edition} deck holds: {too_many}")
    rest = []
    for c in full:
        if left[c] > 0:
            rest.append(c)
            left[c] -= 1
    deck = order + rest
    assert Counter(deck) == Counter(full)
    return deck


def deal(
    edition: str,
    hands: Sequence[Sequence[str]],
    start: str | Sequence[str],
    draws: Iterable[str] = (),
    *,
    dealer: int | None = None,
    seed: int = 0,
    script: dict[str, list] | None = None,
    **changes: object,
) -> Game:
    """A game of ``edition`` from a stacked deck; ``changes`` are options (``hand_size`` is
    implied by the hands); ``script`` queues device outcomes (``game.scripted``)."""
    changes.setdefault("hand_size", len(hands[0]))
    opts = options(edition, **changes)
    deck = stacked_deck(opts, len(hands), hands, start, draws, dealer)
    game = new_game(opts, len(hands), seed, deck, dealer=dealer)
    for device, outcomes in (script or {}).items():
        game.scripted[device] = list(outcomes)
    return game


def script(game: Game, device: str, *outcomes: object) -> None:
    game.scripted.setdefault(device, []).extend(outcomes)







def top(game: Game) -> str:
    return game.discard[-1].code



def choose_color(game: Game, seat: int, colour: str) -> list:
    assert turn(game) == ("color", seat), turn(game)
    return game.apply(seat, ChooseColor(Color(colour)))





def drawn(events: Iterable[object]) -> dict[int, int]:
    """Cards drawn per seat in ``events``."""
    from rules.events import CardsDrawn

    out: Counter[int] = Counter()
    for e in events:
        if isinstance(e, CardsDrawn):
            out[e.seat] += e.count
    return dict(out)




def action_types(game: Game, seat: int | None) -> set[str]:
    """The stable ``type`` tags of a seat's legal actions."""
    return {type(a).TYPE for a in game.legal_actions(seat)}  # type: ignore[attr-defined]


def filler(colors: str = "green", n: int = 3, start: int = 1) -> list[str]:
    return [f"{colors}_{v}" for v in range(start, start + n)]



def record_device(game: Game, device: str, answer: object) -> list[tuple[list, list | None]]:
    """Replace one device by a recorder: every call logs ``(choices, weights)`` and gets
    ``answer``; other devices work as before (a scripted function, see
    ``Game.device_outcome``: a compiled Game's methods cannot be replaced)."""
    seen: list[tuple[list, list | None]] = []

    def recorder(choices: list, weights: list | None) -> object:
        seen.append((list(choices), None if weights is None else list(weights)))
        return answer

    game.scripted[device] = recorder
    return seen
