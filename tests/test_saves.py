"""Autosave files: round trip, and every kind of damage gives a clear SaveError code."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from rules import load_preset, new_game, record_of
from rules.record import snapshot
from uno_desktop import saves
from uno_desktop.session import SeatInfo

ROOT = Path(__file__).resolve().parents[1]
SEATS = [SeatInfo("Ann"), SeatInfo("Bob", "bot", "hard"), SeatInfo("Cy", "bot", "easy")]


def played_game(steps: int = 40, seed: int = 9):
    game = new_game(load_preset("party"), 3, seed)
    for _ in range(steps):
        seat = game.decision.seat
        legal = game.legal_actions(seat)
        if not legal:
            break
        game.apply(seat, legal[0])
    return game


def test_round_trip_is_exact(tmp_path):
    game = played_game()
    path = tmp_path / "autosave.json"
    saves.write(path, record_of(game), SEATS, bot_seed=4)
    loaded = saves.load(path)
    assert snapshot(loaded.game) == snapshot(game)
    assert [(s.name, s.kind, s.level) for s in loaded.seats] == [
        (s.name, s.kind, s.level) for s in SEATS]
    assert loaded.bot_seed == 4
    assert not list(tmp_path.glob(".autosave-*"))  # the temp file was renamed away


def test_atomic_write_keeps_old_file_on_failure(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    saves.write(path, record_of(played_game(5)), SEATS)
    before = path.read_bytes()

    def boom(*args):
        raise OSError("disk full")

    monkeypatch.setattr(saves.os, "replace", boom)
    with pytest.raises(OSError):
        saves.write(path, record_of(played_game(20)), SEATS)
    assert path.read_bytes() == before
    assert not list(tmp_path.glob(".autosave-*"))


def _good_bytes() -> bytes:
    return saves.encode(record_of(played_game()), SEATS)


def test_truncated():
    data = _good_bytes()
    with pytest.raises(saves.SaveError) as err:
        saves.decode(data[: len(data) // 2])
    assert err.value.code == "malformed"


def test_garbage():
    with pytest.raises(saves.SaveError) as err:
        saves.decode(b"\x00\xffnot json at all")
    assert err.value.code == "malformed"
    with pytest.raises(saves.SaveError) as err:
        saves.decode(b'{"hello": "world"}')
    assert err.value.code == "invalid"


def test_tampered_action():
    doc = json.loads(_good_bytes())
    steps = doc["record"]["actions"]
    # Replace a play by one of a card the player cannot hold at that point.
    index = next(i for i, s in enumerate(steps) if s["action"]["type"] == "play")
    steps[index]["action"]["body"] = {"card": {"kind": "wild_draw_four", "color": None,
                                               "number": None, "mark": None}, "count": 4}
    with pytest.raises(saves.SaveError) as err:
        saves.decode(json.dumps(doc).encode())
    assert err.value.code == "tampered"


def test_tampered_seat_and_type():
    doc = json.loads(_good_bytes())
    doc["record"]["actions"][3]["seat"] = 7
    with pytest.raises(saves.SaveError) as err:
        saves.decode(json.dumps(doc).encode())
    assert err.value.code == "tampered"
    doc = json.loads(_good_bytes())
    doc["record"]["actions"][0]["action"]["type"] = "teleport"
    with pytest.raises(saves.SaveError) as err:
        saves.decode(json.dumps(doc).encode())
    assert err.value.code == "invalid"


def test_wrong_version():
    doc = json.loads(_good_bytes())
    doc["version"] = 99
    with pytest.raises(saves.SaveError) as err:
        saves.decode(json.dumps(doc).encode())
    assert err.value.code == "version"
    doc = json.loads(_good_bytes())
    doc["record"]["version"] = 2
    with pytest.raises(saves.SaveError) as err:
        saves.decode(json.dumps(doc).encode())
    assert err.value.code == "version"


def test_missing_file(tmp_path):
    with pytest.raises(saves.SaveError) as err:
        saves.load(tmp_path / "nope.json")
    assert err.value.code == "unreadable"


DEEP = b"[" * 100_000 + b"]" * 100_000


def _with(change) -> bytes:
    doc = json.loads(_good_bytes())
    change(doc)
    return json.dumps(doc).encode()


@pytest.mark.parametrize("bad, code", [
    (_good_bytes()[:-1] + b', "x": ' + DEEP + b"}", "malformed"),  # even in an unknown field
    (b'{"a": ' + DEEP + b"}", "malformed"),
    (DEEP, "invalid"),
    (_good_bytes().replace(b'"name":"Ann"', b'"name":"A\xffn"'), "malformed"),
    (_with(lambda d: d.update(saved_at=10 ** 400)), "invalid"),
    (_with(lambda d: d.update(saved_at=1e300)), "invalid"),
    (_with(lambda d: d.update(bot_seed=1.5)), "invalid"),
    (_with(lambda d: d["record"].update(seats=10 ** 30)), "invalid"),
    (_with(lambda d: d["record"].update(dealer=10 ** 30)), "tampered"),
    (_with(lambda d: d["record"]["options"].update(edition=["classic"])), "invalid"),
], ids=["deep in an unknown field", "deep", "deep array", "bad UTF-8", "saved_at of 401 digits",
        "saved_at no date", "float bot seed", "huge seat count", "huge dealer",
        "edition a list"])
def test_any_damage_is_a_save_error(tmp_path, bad, code):
    """Nothing but a SaveError leaves a reader: the app and the host catch only that."""
    with pytest.raises(saves.SaveError) as err:
        saves.decode(bad)
    assert err.value.code == code, err.value
    path = tmp_path / "bad.json"
    path.write_bytes(bad)
    for reader in (saves.load, saves.open_game):
        with pytest.raises(saves.SaveError):
            reader(path)
    assert saves.format_of(path) in ("", saves.SAVE_FORMAT)


def test_a_damaged_journal_keeps_the_actions_before_it(tmp_path):
    game = played_game(30)
    path = tmp_path / "autosave.json"
    record = record_of(game)
    saves.write(path, replace(record, actions=record.actions[:20]), SEATS)
    lines = [saves.JSON.encode(saves.JournalEntry(n=n, seat=step.seat,
                                                  action=saves.JSON.tagged(step.action)))
             for n, step in enumerate(record.actions[20:25], start=20)]
    for torn in (b"[" * 100_000, b'{"n": 25, "seat": 0, "action": {"type": "pl\xff',
                 b'{"n": 1' + b"0" * 5000 + b"}"):
        saves.journal_path(path).write_bytes(b"\n".join([*lines, torn]))
        assert len(saves.load(path).record.actions) == 25


def test_headless_resume_of_a_bad_save_is_one_line_and_status_2(tmp_path):
    path = tmp_path / "autosave.json"
    path.write_bytes(_good_bytes()[:100])
    result = subprocess.run([sys.executable, "-m", "uno_desktop.net.headless", "host",
                             "--headless", "--no-announce", "--address", "127.0.0.1",
                             "--resume", str(path)], cwd=ROOT, capture_output=True, text=True,
                            timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    (line,) = result.stderr.strip().splitlines()
    assert str(path) in line and "damaged" in line
