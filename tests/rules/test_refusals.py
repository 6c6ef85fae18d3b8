"""Bad input gets a clear refusal: records that cannot be a legal game, seats that do not
exist, and every error of ``python -m rules simulate`` (one line, exit status 2)."""

import random
import subprocess
import sys
from dataclasses import fields, replace
from pathlib import Path

import pytest
from helpers import deal, play

from rules import (
    Draw,
    GameRecord,
    IllegalAction,
    OptionError,
    RecordedAction,
    ReplayError,
    RuleOptions,
    load_options_file,
    new_game,
    record_of,
    replay,
)
from rules.actions import FIELD_CODES, CatchUno, ChooseColor, Play, PlayOnPan, SwapHands
from rules.cards import Color, card
from rules.editions import EDITIONS
from rules.options import validate
from rules.simulate import random_step

WD4 = "black_wild_draw_four"

ROOT = Path(__file__).resolve().parents[2]


def a_record() -> GameRecord:
    game = new_game(RuleOptions(), 3, 5)
    for _ in range(4):
        seat = game.decision.seat
        game.apply(seat, game.legal_actions(seat)[0])
    return record_of(game)


@pytest.mark.parametrize("change", [
    {"dealer": 3}, {"dealer": -1}, {"dealer": "0"}, {"seats": "3"}, {"seats": 3.0},
    {"seats": True}, {"seats": 11}, {"seed": "5"}, {"seed": None}, {"options": {}},
    {"options": None}, {"deck": (card("red_5"),) * 108}, {"deck": ("red_5",) * 108},
    {"deck": 7}, {"actions": None}, {"actions": ((0, Draw()),)},
])
def test_a_record_that_cannot_be_a_legal_game_is_refused(change):
    with pytest.raises(ReplayError) as info:
        replay(replace(a_record(), **change))
    assert info.value.index == -1
    assert info.value.code in ("bad_setup", "bad_actions")


@pytest.mark.parametrize("step", [RecordedAction("0", Draw()), RecordedAction(7, Draw()),
                                  RecordedAction(0.0, Draw()), RecordedAction(0, "draw"),
                                  RecordedAction(0, None)])
def test_a_recorded_action_of_no_seat_or_no_action_is_refused(step):
    record = a_record()
    with pytest.raises(ReplayError) as info:
        replay(replace(record, actions=(*record.actions, step)))
    assert info.value.index == len(record.actions)
    assert info.value.code in ("no_such_seat", "unknown_action")


def test_not_a_record_at_all():
    with pytest.raises(ReplayError):
        replay("a record")  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [3, -1, 99, "0", 1.0, True])
def test_view_and_legal_actions_of_a_seat_that_does_not_exist_fail_with_a_code(seat):
    game = new_game(RuleOptions(), 3, 1)
    for ask in (game.view, game.legal_actions):
        with pytest.raises(IllegalAction) as info:
            ask(seat)
        assert info.value.code == "no_such_seat"


def test_a_rules_file_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "house.toml"
    path.write_bytes('\ufeffhand_size = 5\nstacking = "same_type"\n'.encode())
    options = load_options_file(path)
    assert (options.hand_size, options.stacking) == (5, "same_type")


def test_an_option_error_names_the_bad_value():
    with pytest.raises(OptionError) as info:
        new_game(RuleOptions(hand_size=99), 2, 1)
    assert "99" in str(info.value) and "hand_size" in str(info.value)
    assert info.value.value == 99


def simulate(*args: str, tmp: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rules", "simulate", *args], cwd=tmp or ROOT,
                          capture_output=True, text=True, timeout=120, check=False,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})


@pytest.mark.parametrize(("args", "says"), [
    (["--games", "0"], "--games: must be a whole number of at least 1, not '0'"),
    (["--games", "-3"], "at least 1, not '-3'"),
    (["--actions", "0"], "--actions: must be a whole number of at least 1, not '0'"),
    (["--actions", "-1"], "--actions: must be a whole number of at least 1, not '-1'"),
    (["--players", "1"], "seats must be a whole number 2..10, not 1"),
    (["--players", "7", "--option", "hand_size=15"],
     "7 hands of 15 cards are too many for the 108-card deck: with 7 players at most 14"),
    (["--option", "hand_size=99"], "bad value 99 for 'hand_size'"),
    (["--option", "stacking=yes"], "bad value 'yes' for 'stacking'"),
    (["--option", "bogus=1"], "unknown option 'bogus'"),
    (["--preset", "nope"], "unknown preset 'nope'"),
    (["--edition", "nope"], "unknown edition 'nope'"),
    (["--rules", "/nonexistent.toml"], "/nonexistent.toml: cannot read the file"),
    (["--players", "5", "--option", "teams=alternate_seats"], "team play needs an even"),
    (["--seed", "x"], "--seed: invalid int value: 'x'"),
])
def test_every_simulate_error_is_one_line_and_exit_status_2(args, says):
    result = simulate(*args)
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("python -m rules simulate: error: ") and says in lines[0]


def test_the_engines_help_lists_both_commands():
    result = subprocess.run([sys.executable, "-m", "rules", "--help"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60, check=True,
                            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert "{simulate,replay}" in result.stdout
    assert "replay           check a record file (.unorec)" in result.stdout


def test_a_damaged_rules_file_is_one_line_too(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("stacking = \n", encoding="utf-8")
    result = simulate("--rules", str(path))
    assert result.returncode == 2
    assert len(result.stderr.splitlines()) == 1 and "not valid TOML" in result.stderr


def test_simulate_reads_a_rules_file_with_a_byte_order_mark(tmp_path):
    path = tmp_path / "bom.toml"
    path.write_bytes("\ufeffhand_size = 3\n".encode())
    result = simulate("--rules", str(path), "--games", "1", "--players", "2")
    assert result.returncode == 0, result.stderr
    assert "games played: 1 (unfinished: 0)" in result.stdout


# ------------------------------------------------------------ values that are not values


def _impostors(action):
    """Copies of ``action`` that compare equal to it but hold a value of another type in one
    field (a bool for a whole number, a float, a plain string for a colour), with the code
    that field is refused with."""
    out = []
    for f in fields(action):
        value = getattr(action, f.name)
        if type(value) is int:
            fakes = [float(value)] + ([bool(value)] if value in (0, 1) else [])
        elif type(value) is Color:
            fakes = [str(value)]
        else:
            continue
        for fake in fakes:
            assert fake == value
            out.append((replace(action, **{f.name: fake}), FIELD_CODES[f.name]))
    return out


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_an_action_with_a_value_of_the_wrong_type_is_refused_in_every_edition(edition):
    """``SwapHands(True)``, ``CatchUno(False)``, ``Play(card, True)``, ``PlayOnPan(card,
    True)`` compare equal to legal actions; the core refuses them with a code and changes
    nothing, so they never reach a record."""
    tried: set[str] = set()
    for seed in range(3):
        game = new_game(RuleOptions(edition=edition), 4, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.over:
                break
            for seat in (None, *range(game.n)):
                for action in game.legal_actions(seat):
                    for fake, code in _impostors(action):
                        before = game.state_id
                        with pytest.raises(IllegalAction) as info:
                            game.apply(seat, fake)
                        assert info.value.code == code, fake
                        assert game.state_id == before and len(game.actions) == before
                        tried.add(type(action).__name__)
            seat, action = random_step(game, rng)
            game.apply(seat, action)
    assert "Play" in tried or "PlayOnPan" in tried


def _at(setup):
    if setup == "seven":
        game = deal([["red_7", "red_1"], ["blue_1", "blue_2"], ["green_1", "green_2"]],
                    "red_5", seven_card="swap_chosen")
        play(game, 0, "red_7")
    elif setup == "uno":  # seat 0 laid its second-to-last card without calling
        game = deal([["red_1", "red_2"], ["blue_2", "blue_3"], ["green_1", "green_2"]],
                    "red_5")
        play(game, 0, "red_1")
    else:
        game = deal([["red_1", WD4], ["blue_1", "blue_2"], ["green_1", "green_2"]], "red_5")
        if setup == "color":
            game.apply(0, Play(card(WD4)))
    return game


@pytest.mark.parametrize(("setup", "seat", "action", "code"), [
    ("seven", 0, SwapHands(True), "no_such_seat"),
    ("uno", 1, CatchUno(False), "no_such_seat"),
    ("turn", 0, Play(card("red_1"), True), "malformed_action"),
    ("color", 0, ChooseColor("red"), "no_such_color"),
])
def test_the_issues_examples_are_refused(setup, seat, action, code):
    game = _at(setup)
    legal = game.legal_actions(seat)
    assert action in legal  # equal by value: that is why the types are checked
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, action)
    assert info.value.code == code
    assert legal == game.legal_actions(seat)


def test_tippo_refuses_a_pan_that_is_a_bool():
    game = new_game(RuleOptions(edition="tippo"), 3, 2)
    seat = game.decision.seat
    pan_play = next(a for a in game.legal_actions(seat) if isinstance(a, PlayOnPan))
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, replace(pan_play, pan=bool(pan_play.pan)))
    assert info.value.code == "no_such_pan"
    assert game.actions == []


@pytest.mark.parametrize("change", [
    {"hand_size": 7.0}, {"wild_points": 50.0}, {"jump_in": 0}, {"uno_penalty": 2.0},
    {"target_score": 500.0}, {"voluntary_draw": 1}, {"draw_until_cap": 10.0},
    {"wd4_failed_challenge_extra": 2.0}, {"edition_options": None},
])
def test_an_option_equal_to_its_default_but_of_another_type_is_refused(change):
    with pytest.raises(OptionError) as info:
        new_game(RuleOptions(**change), 3, 1)
    assert info.value.code == "bad_value"
    with pytest.raises(OptionError):
        validate(RuleOptions(**change))


def test_an_edition_option_equal_to_its_default_but_of_another_type_is_refused():
    for name, edition in EDITIONS.items():
        for spec in edition.option_specs:
            if type(spec.default) is int:
                bad = float(spec.default)
            elif type(spec.default) is bool:
                bad = int(spec.default)
            else:
                continue
            with pytest.raises(OptionError):
                validate(RuleOptions(edition=name, edition_options={spec.name: bad}))
