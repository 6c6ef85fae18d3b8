"""Every refusal says its true reason (issue 38, defect 23).

Over seeded random games of every edition, with the house rules that change what may be
laid (stacking, the Wild Draw Four's colour test, several cards at once), every action a
seat might try that ``legal_actions`` does not list is refused, nothing changes, and the
code is the one its cause gives, judged here without the core's reason function:

- a count of no card (0, −1) is ``malformed_action``, whatever the hand or the decision;
- a seat that is not at the table (a catch, a swap, a duel opponent) is ``no_such_seat``;
- more copies than the hand holds is ``card_not_in_hand``;
- a Wild Draw Four that the same game with bluffing allowed (``wd4_mode="bluff"``) would
  take is refused for the Wild Draw Four rule, ``wild_draw_four_not_allowed``, on a turn
  and during a penalty alike, and no other refusal gives that code;
- every code has its translated line.
"""

from __future__ import annotations

import random

import pytest

from rules import IllegalAction, RuleOptions, new_game, with_options
from rules.actions import Action, CatchUno, ChooseSeat, Draw, Play, PlayOnPan, SwapHands
from rules.cards import WILD_DRAW_FOUR, Card
from rules.editions import EDITIONS
from rules.game import Game
from rules.simulate import random_step
from uno_desktop.ui import texts

SEEDS = (1, 2)
STEPS = 160
HOUSE = ({"stacking": "same_type", "wd4_mode": "enforce", "multi_play": True},
         {"stacking": "seed001", "wd4_mode": "enforce"},
         {"stacking": "off", "wd4_mode": "enforce", "wd4_test": "no_current_colour"},
         {"stacking": "same_type", "wd4_mode": "bluff"})


def tries(game: Game, seat: int) -> list[Action]:
    """What a seat might try: every card it holds in every count (none, too many), a card
    it lacks, seats that are not at the table, and the plain answers."""
    hand = game.hands[seat]
    pans = [a.pan for a in game.legal_actions(seat) if isinstance(a, PlayOnPan)][:1]
    out: list[Action] = [Draw(), CatchUno(game.n), CatchUno(-1), SwapHands(game.n),
                         ChooseSeat(-1)]
    missing = next((c for c in game.full_deck if c not in hand), None)
    for c in [*dict.fromkeys(hand), *([missing] if missing is not None else [])]:
        for count in (-1, 0, 1, 2, hand.count(c) + 1):
            out.append(Play(c, count))
            out += [PlayOnPan(c, pan, count) for pan in pans]
    return out


def refused(game: Game, seat: int, action: Action) -> str | None:
    before = game.state_id
    try:
        game.apply(seat, action)
    except IllegalAction as exc:
        assert game.state_id == before and len(game.actions) == before
        return exc.code
    raise AssertionError(f"{action!r} was applied though not listed")


def legal_with_bluffing(game: Game, seat: int, action: Action) -> bool:
    """Whether ``action`` would be legal here if the Wild Draw Four could be laid as a bluff."""
    other = game.clone()
    other.options = with_options(game.options, wd4_mode="bluff")
    return action in other.legal_actions(seat)


def expected(game: Game, seat: int, action: Action) -> str | None:
    """The code the cause of the refusal gives, where this test can tell it; else ``None``."""
    count = getattr(action, "count", 1)
    if count < 1:
        return "malformed_action"
    for name in ("target", "seat"):
        value = getattr(action, name, None)
        if isinstance(value, int) and not 0 <= value < game.n:
            return "no_such_seat"
    if game.decision.kind in ("game_over", "hand_over"):
        return None
    card: Card | None = getattr(action, "card", None)
    if card is not None and game.hands[seat].count(card) < count and (
            isinstance(action, Play) or game.decision.seat == seat):
        return "card_not_in_hand"
    if (card is not None and card.kind == WILD_DRAW_FOUR and game.decision.seat == seat
            and game.options.wd4_mode == "enforce" and (count == 1 or game.options.multi_play)
            and legal_with_bluffing(game, seat, action)):
        return "wild_draw_four_not_allowed"
    return None


def test_every_refusal_names_its_cause_in_classic():
    """The fast lane's share: classic, one seed, a shorter game."""
    _refusals("classic", (1,), 80)


@pytest.mark.slow  # every edition: about a minute in all on a busy machine
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_refusal_names_its_cause(edition):
    _refusals(edition, SEEDS, STEPS)


def _refusals(edition: str, seeds: tuple[int, ...], steps: int) -> None:
    seen: dict[str, int] = {}
    for seed in seeds:
        for house in HOUSE:
            options = with_options(RuleOptions(edition=edition), **house)
            game = new_game(options, 3 + seed % 2, seed)
            rng = random.Random(seed)
            for _ in range(steps):
                if game.over:
                    break
                for seat in range(game.n):
                    legal = game.legal_actions(seat)
                    for action in tries(game, seat):
                        if action in legal:
                            continue
                        code = refused(game, seat, action)
                        assert code is not None and texts.translate_code("illegal", code)
                        want = expected(game, seat, action)
                        if want is not None:
                            assert code == want, (edition, house, action, game.decision.kind)
                        elif code == "wild_draw_four_not_allowed":
                            raise AssertionError(f"{action!r} blamed on the WD4 rule")
                        seen[code] = seen.get(code, 0) + 1
                game.apply(*random_step(game, rng))
    assert seen.get("malformed_action") and seen.get("card_not_in_hand")
    assert seen.get("no_such_seat")


def test_the_wild_draw_four_rule_is_named_during_a_penalty_too():
    """The rule is reached on both decisions across the editions that stack."""
    reached: set[str] = set()
    for seed in range(40):
        game = new_game(with_options(RuleOptions(), stacking="same_type",
                                     wd4_mode="enforce"), 3, seed)
        rng = random.Random(seed)
        for _ in range(120):
            if game.over:
                break
            d = game.decision
            if d.seat is not None:
                for c in dict.fromkeys(game.hands[d.seat]):
                    play = Play(c)
                    if c.kind == WILD_DRAW_FOUR and play not in game.legal_actions(d.seat):
                        if refused(game, d.seat, play) == "wild_draw_four_not_allowed":
                            reached.add(d.kind)
            game.apply(*random_step(game, rng))
        if {"turn", "penalty"} <= reached:
            break
    assert {"turn", "penalty"} <= reached
