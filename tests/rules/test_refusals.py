"""Bad input gets a clear refusal: records that cannot be a legal game, seats that do not
exist, and every error of ``python -m rules simulate`` (one line, exit status 2)."""

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

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
from rules.cards import card

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
    (["--actions", "-1"], "--actions: must be a whole number of at least 0"),
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
