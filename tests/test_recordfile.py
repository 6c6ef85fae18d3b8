"""Record files: every edition's game exported, read back by both readers (the app's msgspec
one and the rules core's standard-library one) and replayed gives the same events and views;
every kind of damage is refused by both with the same code; ``python -m rules replay``."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rules import options_from_mapping, record_of, redact, with_options
from rules import recordfile as rf
from rules.editions import EDITIONS
from rules.game import Game
from rules.newgame import new_game
from rules.replaycli import main as replay_main
from rules.simulate import random_step
from uno_desktop import saves
from uno_desktop.replay import Replay
from uno_desktop.session import SeatInfo

ROOT = Path(__file__).resolve().parents[1]
SEATS = [SeatInfo("Ann"), SeatInfo("Bo", "bot", "hard"), SeatInfo("Cy", "bot", "easy"),
         SeatInfo("Di")]


def play(edition: str, seed: int = 5, limit: int = 400) -> tuple[Game, list, list]:
    """A seeded game of random legal moves (one hand), with what every seat was told and
    every seat's view after each action, as a live session gives them."""
    options = with_options(options_from_mapping({"edition": edition}), scoring="single_hand")
    game = new_game(options, 4, seed)
    rng = random.Random(seed)
    told = [[[redact(e, s) for e in game.start_events] for s in range(4)]]
    views = [[game.view(s) for s in range(4)]]
    for _ in range(limit):
        if game.over:
            break
        seat, action = random_step(game, rng)
        events = game.apply(seat, action)
        told.append([[redact(e, s) for e in events] for s in range(4)])
        views.append([game.view(s) for s in range(4)])
    return game, told, views


@pytest.fixture(scope="module", params=sorted(EDITIONS))
def exported(request):
    game, told, views = play(request.param)
    return game, told, views, saves.encode_record_file(record_of(game), SEATS, game)


def test_every_edition_replays_the_same_events_and_views(exported):
    game, told, views, data = exported
    loaded = saves.decode_record_file(data)
    assert loaded.kind == "record" and loaded.record == record_of(game)
    replay = Replay(loaded.record, loaded.seats)
    assert len(replay) == len(told) - 1
    for position in range(len(replay) + 1):
        for seat in range(4):
            assert replay.events(seat, position - 1, position) == (
                told[0][seat] if position == 0 else told[position][seat])
            assert replay.view(seat, position) == views[position][seat]


def test_both_readers_agree_on_a_good_file(exported):
    game, _, _, data = exported
    app, core = saves.decode_record_file(data), rf.read(data)
    assert core.record == app.record == record_of(game)
    assert [(s.name, s.kind, s.level) for s in core.seats] == [
        (s.name, s.kind, s.level) for s in app.seats]
    assert core.outcome == rf.outcome_of(game)
    assert core.game.state_id == app.game.state_id == game.state_id


# ---------------------------------------------------------------------- damage


def _classic() -> bytes:
    game, _, _ = play("classic", seed=8)
    return saves.encode_record_file(record_of(game), SEATS, game)


def _edit(data: bytes, change, resign: bool = True) -> bytes:
    """``data`` with ``change(doc)`` applied; signed again so only the change is judged."""
    doc = json.loads(data)
    change(doc)
    if resign:
        doc["digest"] = rf.digest(doc["record"], doc["seats"], doc["outcome"])
    return json.dumps(doc).encode()


def _set(path: str, value: object):
    def change(doc: dict) -> None:
        *parents, last = path.split(".")
        node = doc
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return change


def _drop(key: str):
    return lambda doc: doc["record"].pop(key)


def _illegal_first_card(doc: dict) -> None:
    """The first action plays a card its seat never held."""
    for step in doc["record"]["actions"]:
        if step["action"]["type"] == "play":
            step["action"]["body"]["card"] = {"kind": "number", "color": "red", "number": 0,
                                              "mark": None}
            step["seat"] = (step["seat"] + 1) % 4
            return


def _first_play(key: str, value: object):
    def change(doc: dict) -> None:
        body = next(s["action"]["body"] for s in doc["record"]["actions"]
                    if s["action"]["type"] == "play")
        (body["card"] if key == "color" else body)[key] = value
    return change


DAMAGE = {
    "truncated": (lambda d: d[: len(d) // 2], "malformed"),
    "not json": (lambda d: b"\x00\xff garbage", "malformed"),
    "a save's tag": (lambda d: _edit(d, _set("format", "uno-desktop-save")), "invalid"),
    "newer version": (lambda d: _edit(d, _set("version", rf.VERSION + 1)), "version"),
    "newer record": (lambda d: _edit(d, _set("record.version", 2)), "version"),
    "unknown key": (lambda d: _edit(d, _set("comment", "hi")), "invalid"),
    "missing key": (lambda d: _edit(d, _drop("seed")), "invalid"),
    "bool for int": (lambda d: _edit(d, _set("record.seed", True)), "invalid"),
    "bad colour": (lambda d: _edit(d, _first_play("color", "purple")), "invalid"),
    "float for int": (lambda d: _edit(d, _first_play("count", 1.0)), "invalid"),
    "unknown action": (lambda d: _edit(d, _set("record.actions.0.action.type", "fly")),
                       "invalid"),
    "bad options": (lambda d: _edit(d, _set("record.options.edition", "nope")), "bad_options"),
    "bad seat kind": (lambda d: _edit(d, _set("seats.1.kind", "alien")), "invalid"),
    "edited, not signed": (lambda d: _edit(d, _set("seats.0.name", "Eve"), resign=False),
                           "tampered"),
    "changed seed": (lambda d: _edit(d, _set("record.seed", 9)), "tampered"),
    "illegal action": (lambda d: _edit(d, _illegal_first_card), "tampered"),
    "another outcome": (lambda d: _edit(d, _set("outcome.state_id", 1)), "diverged"),
    "deep nesting": (lambda d: d[:-1] + b', "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
                     "malformed"),
    "deep nesting, signed": (lambda d: _deep_in_record(d), "malformed"),
    "saved_at of 401 digits": (lambda d: _edit(d, _set("saved_at", 10 ** 400)), "invalid"),
    "saved_at no date": (lambda d: _edit(d, _set("saved_at", 1e300)), "invalid"),
    "bad UTF-8 in an action": (lambda d: _bad_utf8_in_body(d), "malformed"),
    "huge seed": (lambda d: _edit(d, _set("record.seed", 10 ** 4000)), "tampered"),
}


def _deep_in_record(data: bytes) -> bytes:
    """Nesting deeper than either parser goes, inside the (unknown) field of an action."""
    text = data.decode()
    marker = '"actions":['
    at = text.index(marker) + len(marker)
    deep = '{"seat":0,"action":{"type":"play","body":' + "[" * 50_000 + "]" * 50_000 + "}},"
    return (text[:at] + deep + text[at:]).encode()


def _bad_utf8_in_body(data: bytes) -> bytes:
    """One invalid UTF-8 byte inside an action's body (the app reads bodies raw)."""
    at = data.index(b'"body":{') + len(b'"body":{')
    return data[:at] + b'"k\xff": 1, ' + data[at:]


@pytest.mark.parametrize("name", sorted(DAMAGE))
def test_damage_is_refused_alike_by_both_readers(name):
    damage, code = DAMAGE[name]
    bad = damage(_classic())
    with pytest.raises(saves.SaveError) as app:
        saves.decode_record_file(bad)
    with pytest.raises(rf.RecordFileError) as core:
        rf.read(bad)
    assert app.value.code == core.value.code == code, (app.value, core.value)


def test_open_game_reads_a_save_and_a_record_file(tmp_path):
    game, _, _ = play("classic", seed=3, limit=40)
    save, record = tmp_path / "autosave.json", tmp_path / "game.unorec"
    saves.write(save, record_of(game), SEATS)
    record.write_bytes(saves.encode_record_file(record_of(game), SEATS, game))
    assert saves.open_game(save).kind == "save"
    assert saves.open_game(record).kind == "record"
    with pytest.raises(saves.SaveError) as missing:
        saves.open_game(tmp_path / "nope.unorec")
    assert missing.value.code == "unreadable"


# ---------------------------------------------------------------------- the rules CLI


def test_cli_prints_the_game_turn_by_turn(tmp_path, capsys):
    game, _, _ = play("classic", seed=4)
    path = tmp_path / "game.unorec"
    path.write_bytes(saves.encode_record_file(record_of(game), SEATS, game))
    assert replay_main([str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("    ") and "hand_started" in "\n".join(out[:3])
    assert out[-1].endswith("replays ok") and "classic" in out[-1]
    actions = [line for line in out if line[:5].strip().isdigit()]
    assert len(actions) == len(game.actions)
    assert "seat 0 (Ann)" in "\n".join(actions) or "seat 1 (Bo)" in "\n".join(actions)


@pytest.mark.parametrize("name", ["truncated", "newer version", "changed seed", "deep nesting",
                                  "saved_at of 401 digits", "bad UTF-8 in an action"])
def test_cli_refuses_with_one_line_and_status_2(tmp_path, capsys, name):
    damage, _ = DAMAGE[name]
    path = tmp_path / "bad.unorec"
    path.write_bytes(damage(_classic()))
    assert replay_main([str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1 and str(path) in captured.err


def test_cli_needs_neither_qt_nor_msgspec(tmp_path):
    game, _, _ = play("spin", seed=2)
    path = tmp_path / "spin.unorec"
    path.write_bytes(saves.encode_record_file(record_of(game), SEATS, game))
    code = ("import sys, runpy; sys.argv = ['rules', 'replay', '--quiet', sys.argv[1]]\n"
            "try:\n    runpy.run_module('rules', run_name='__main__')\n"
            "except SystemExit as e:\n"
            "    assert e.code == 0, e.code\n"
            "    bad = [m for m in sys.modules if m.split('.')[0] in ('msgspec', 'PySide6')]\n"
            "    assert not bad, bad\n    print('clean')\n")
    result = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("clean")
    missing = subprocess.run([sys.executable, "-m", "rules", "replay", str(tmp_path / "x")],
                             cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert missing.returncode == 2 and len(missing.stderr.strip().splitlines()) == 1
