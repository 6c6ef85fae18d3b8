"""Autosave files: round trip, and every kind of damage gives a clear SaveError code."""

from __future__ import annotations

import json

import pytest

from rules import load_preset, new_game, record_of
from rules.record import snapshot
from uno_desktop import saves
from uno_desktop.session import SeatInfo

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
