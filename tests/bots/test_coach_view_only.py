"""The coach never reads another seat's hand: the same four angles as the bots' own
view-only test (tests/bots/test_bot_view_only.py), and its reasons are codes the UI has a
line for.

It does not import the engine; every piece of advice is asked with exactly a seat's view,
legal actions and redacted history (what the arena hands a bot, and what the table's
transport hands the coach); a coach holds no reference to the real game; and a fresh coach
given the same calls, the game gone, gives the same advice.
"""

from __future__ import annotations

import gc

import pytest
from bot_helpers import TINY_HARD
from test_bot_view_only import (
    BOTS_DIR,
    FORBIDDEN,
    HAND,
    SCENARIOS,
    _reachable_ids,
    _runtime_imports,
    _view,
)

from rules import ACTION_TYPES, EVENT_TYPES, PlayerView, load_preset, with_options
from rules.events import CardsDealt, CardsDrawn, ChallengeResolved
from uno_desktop.bots import make_bot
from uno_desktop.bots.arena import play_game
from uno_desktop.bots.coach import REASONS, Advice, Coach


def test_the_coach_module_does_not_import_the_engine():
    import ast

    imports = _runtime_imports(ast.parse((BOTS_DIR / "coach.py").read_text(encoding="utf-8")))
    assert not [m for m in imports if m.startswith(FORBIDDEN)]


class Coached:
    """Seat 0 played by the normal bot, with the coach asked at its every decision with
    the very inputs the bot was given."""

    def __init__(self, options, seed: int) -> None:
        self.bot = make_bot("normal", seed, options)
        self.coach = Coach(options, seed, **TINY_HARD)
        self.calls: list[tuple[PlayerView, list[object], list[object], Advice]] = []

    def choose(self, view, legal, history):
        advice = self.coach.advise(view, list(legal), history)
        self.calls.append((view, list(legal), list(history), advice))
        return self.bot.choose(view, legal, history)

    def react(self, view, legal, history):
        return self.bot.react(view, legal, history)


def _table(options, seed: int) -> list[object]:
    return [Coached(options, seed)] + [make_bot("normal", seed + s, options) for s in (1, 2, 3)]


@pytest.mark.parametrize("preset", ["official", "party", "seed001"])
def test_every_advice_comes_from_the_seats_view_alone(preset):
    options = with_options(load_preset(preset), scoring="single_hand")
    for seed in range(3):
        table = _table(options, 40 + seed)
        play_game(options, table, seed)
        coached = table[0]
        assert coached.calls
        for view, legal, history, advice in coached.calls:
            assert type(view) is PlayerView and view.seat == 0
            assert all(type(a) in ACTION_TYPES.values() for a in legal)
            assert advice.action in legal and advice.reason in REASONS
            for event in history:
                assert type(event) in EVENT_TYPES.values()
                if isinstance(event, CardsDrawn | CardsDealt) and event.seat != 0:
                    assert event.cards is None
                if isinstance(event, ChallengeResolved) and event.challenger != 0:
                    assert event.hand is None


def test_the_coach_holds_no_reference_to_the_real_game():
    options = with_options(load_preset("party"), scoring="single_hand")
    table = _table(options, 5)
    result = play_game(options, table, 4)
    game = result.game
    secret = {id(game), id(game.__dict__), id(game.draw_pile), id(game.hands),
              *(id(h) for h in game.hands)}
    assert not secret & _reachable_ids(table[0].coach)


@pytest.mark.parametrize("preset", ["official", "party"])
def test_a_fresh_coach_given_the_same_calls_gives_the_same_advice(preset):
    options = with_options(load_preset(preset), scoring="single_hand")
    table = _table(options, 11)
    play_game(options, table, 11)  # the game is dropped right away
    gc.collect()
    fresh = Coach(options, 11, **TINY_HARD)
    for view, legal, history, advice in table[0].calls:
        assert fresh.advise(view, legal, history) == advice


@pytest.mark.parametrize(("decision", "legal", "changes"), SCENARIOS,
                         ids=[f"{s[0]}-{i}" for i, s in enumerate(SCENARIOS)])
def test_a_coach_needs_nothing_but_a_view(decision, legal, changes):
    """No game exists here at all: a hand-made view, legal list and empty history."""
    options = with_options(load_preset("official"), scoring="single_hand")
    coach = Coach(options, 3, **TINY_HARD)
    advice = coach.advise(_view(decision, HAND, **changes), list(legal), [])
    assert advice.action in legal and advice.reason in REASONS
