"""Bots never see a hidden card: they get a view, legal actions and redacted history only.

Four angles: the bot modules do not import the engine; every call the arena makes hands a
bot exactly its seat's view and redacted events; a bot object holds no reference to the
real game; and a fresh bot replaying the recorded calls — with the game gone — makes the
same decisions, so nothing but those inputs (and its seed) can have shaped them.
"""

from __future__ import annotations

import ast
import gc
import pathlib
from dataclasses import dataclass

import pytest
from bot_helpers import TINY_HARD, Recorder

from rules import (
    ACTION_TYPES,
    EVENT_TYPES,
    Accept,
    CallUno,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Play,
    PlayerView,
    SwapHands,
    load_preset,
    with_options,
)
from rules.cards import Card, parse_card
from rules.events import CardsDealt, CardsDrawn, ChallengeResolved
from uno_desktop.bots import LEVELS, make_bot
from uno_desktop.bots.arena import play_game

BOTS_DIR = pathlib.Path(__file__).resolve().parents[2] / "uno_desktop" / "bots"
HOST_SIDE = {"arena.py"}  # plays the host's part for tests and benchmarks
FORBIDDEN = ("rules.game", "rules.record", "rules.simulate", "rules.invariants",
             "uno_desktop.session", "uno_desktop.net", "PySide6")


def _runtime_imports(tree: ast.Module) -> list[str]:
    """Modules imported outside ``if TYPE_CHECKING:`` blocks."""
    names: list[str] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            return
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
            names.extend(f"{node.module}.{alias.name}" for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return names


def test_bot_modules_do_not_import_the_engine():
    checked = 0
    for path in sorted(BOTS_DIR.glob("*.py")):
        if path.name in HOST_SIDE:
            continue
        imports = _runtime_imports(ast.parse(path.read_text(encoding="utf-8")))
        bad = [m for m in imports  # a module or its names: rules.records is not rules.record
               if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)
               or m.endswith((".Game", ".new_game"))]
        assert not bad, f"{path.name} imports {bad}"
        checked += 1
    assert checked >= 6


def _levels_table(options):
    levels = ["easy", "normal", "hard", "hard"]
    return [Recorder(make_bot(lv, 70 + s, options, **(TINY_HARD if lv == "hard" else {})))
            for s, lv in enumerate(levels)]


@pytest.mark.parametrize("preset", ["official", "party", "seed001"])
def test_every_call_gets_only_its_own_view_and_redacted_history(preset):
    options = with_options(load_preset(preset), scoring="single_hand")
    bots = _levels_table(options)
    for seed in range(3):
        play_game(options, bots, seed)
    for seat, rec in enumerate(bots):
        assert rec.calls
        for how, view, legal, history, action in rec.calls:
            assert type(view) is PlayerView and view.seat == seat
            assert legal and all(type(a) in ACTION_TYPES.values() for a in legal)
            assert action is None or action in legal, (how, action)
            for event in history:
                assert type(event) in EVENT_TYPES.values()
                if isinstance(event, CardsDrawn | CardsDealt) and event.seat != seat:
                    assert event.cards is None
                if isinstance(event, ChallengeResolved) and event.challenger != seat:
                    assert event.hand is None


def _reachable_ids(root: object, limit: int = 200_000) -> set[int]:
    seen: set[int] = set()
    stack = [root]
    skip = (type, type(gc), type(_reachable_ids))
    while stack and len(seen) < limit:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        stack.extend(gc.get_referents(obj))
    return seen


def test_bots_hold_no_reference_to_the_real_game():
    options = with_options(load_preset("party"), scoring="single_hand")
    bots = [make_bot(lv, 5 + s, options, **(TINY_HARD if lv == "hard" else {}))
            for s, lv in enumerate(["easy", "normal", "hard"])]
    result = play_game(options, bots, 4)
    game = result.game
    secret = {id(game), id(game.draw_pile), id(game.hands), *(id(h) for h in game.hands)}
    if hasattr(game, "__dict__"):  # the plain source's Game (a compiled one has none)
        secret.add(id(game.__dict__))
    for bot in bots:
        assert not secret & _reachable_ids(bot), type(bot).__name__


@pytest.mark.parametrize("preset", ["official", "party"])
def test_replaying_the_calls_without_the_game_gives_the_same_decisions(preset):
    options = with_options(load_preset(preset), scoring="single_hand")
    recorded = _levels_table(options)
    play_game(options, recorded, 11)  # the game is dropped right away
    gc.collect()
    for seat, rec in enumerate(recorded):
        lv = ["easy", "normal", "hard", "hard"][seat]
        fresh = make_bot(lv, 70 + seat, options, **(TINY_HARD if lv == "hard" else {}))
        for how, view, legal, history, action in rec.calls:
            assert getattr(fresh, how)(view, legal, history) == action


# ---------------------------------------------------------------- a view-only harness


@dataclass(frozen=True, slots=True)
class PullLever:
    """An action type no bot knows, as a new edition might bring."""


@dataclass(frozen=True, slots=True)
class PickSeat:
    target: int


@dataclass(frozen=True, slots=True)
class NameNumber:
    number: int


def _view(decision: str, hand: list[str], **changes: object) -> PlayerView:
    base: dict[str, object] = dict(
        seat=1, seats=3, hand=tuple(parse_card(c) for c in hand), hand_counts=(5, len(hand), 2),
        top_card=parse_card("red_5"), active_color=Color.RED, draw_pile=60, discard_pile=10,
        direction=1, dealer=0, decision=decision, decision_seat=1, pending=0,
        pending_target=None, uno_open=(), uno_called=(False, False, False),
        jump_in_open=False, last_player=0, drawn_card=None, scores=(0, 0, 0), teams=False,
        hand_number=1, state_id=7, winner=None, edition="classic", edition_state={},
    )
    base.update(changes)
    return PlayerView(**base)  # type: ignore[arg-type]


HAND = ["red_7", "blue_5", "green_skip", "black_wild", "black_wild_draw_four"]
SCENARIOS = [
    ("turn", [Play(parse_card("red_7")), Play(parse_card("blue_5")),
              Play(parse_card("black_wild")), Draw(), CallUno()], {}),
    ("turn", [Draw()], {}),
    ("drawn", [Play(parse_card("black_wild")), Pass()],
     {"drawn_card": parse_card("black_wild")}),
    ("color", [ChooseColor(c) for c in Color], {"top_card": parse_card("black_wild")}),
    ("penalty", [Accept(), Challenge()],
     {"pending": 4, "pending_target": 1, "top_card": parse_card("black_wild_draw_four"),
      "active_color": Color.BLUE}),
    ("seven", [SwapHands(0), SwapHands(2), Pass()], {"top_card": parse_card("red_7")}),
    ("zero_swap", [SwapHands(0), SwapHands(2)], {"hand_counts": (2, 5, 2)}),
    ("mystery_device", [PullLever()], {"edition": "future"}),
    ("mystery_target", [PickSeat(0), PickSeat(2)], {"edition": "future"}),
    ("mystery_number", [NameNumber(n) for n in range(10)], {"edition": "future"}),
    ("mystery_card", [Play(Card("rocket", None)), Accept()],
     {"edition": "future", "edition_state": {"gauge": 3}}),
]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("decision", "legal", "changes"), SCENARIOS,
                         ids=[f"{s[0]}-{i}" for i, s in enumerate(SCENARIOS)])
def test_a_bot_needs_nothing_but_a_view(level, decision, legal, changes):
    """No game exists here at all: a hand-made view, legal list and empty history."""
    options = with_options(load_preset("official"), scoring="single_hand")
    bot = make_bot(level, 3, options, **(TINY_HARD if level == "hard" else {}))
    view = _view(decision, HAND, **changes)
    assert bot.choose(view, list(legal), []) in legal
    reaction = bot.react(view, list(legal), [])
    assert reaction is None or reaction in legal


def test_normal_takes_the_smallest_hand_and_the_most_held_colour():
    options = load_preset("official")
    bot = make_bot("normal", 1, options)
    seven = _view("seven", HAND, hand_counts=(4, 5, 2))
    assert bot.choose(seven, [SwapHands(0), SwapHands(2), Pass()], []) == SwapHands(2)
    colour = _view("color", ["blue_1", "blue_2", "red_3"], top_card=parse_card("black_wild"))
    assert bot.choose(colour, [ChooseColor(c) for c in Color], []) == ChooseColor(Color.BLUE)
    target = _view("mystery_target", HAND, hand_counts=(1, 5, 6))
    assert bot.choose(target, [PickSeat(0), PickSeat(2)], []) == PickSeat(0)
