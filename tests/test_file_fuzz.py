"""Every file reader against damaged files: 10,000 seeded mutations or truncations each of a
record file (both readers), a save with its journal, a statistics file and a rules TOML.

Each file must end in the project's own error (``RecordFileError``, ``SaveError``,
``OptionError``, a statistics file set aside) or load into something usable: no
``RecursionError``, ``OverflowError``, ``UnicodeDecodeError`` or ``ValueError`` may reach a
caller. Half the mutations work on the parsed document (a value swapped for a huge number,
a wrong type, deep nesting, an unknown field) and a record file is signed again after one,
so the checks behind the digest are reached too; the rest work on the bytes.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_saves import played_game

from rules import OptionError, load_options_file, record_of
from rules import recordfile as rf
from uno_desktop import saves
from uno_desktop.session import SeatInfo
from uno_desktop.stats import StatsStore

FILES = 10_000
SEATS = [SeatInfo("Ann"), SeatInfo("Bo", "bot", "hard"), SeatInfo("Cy", "bot", "easy")]
ODD_VALUES: list[Any] = [
    10 ** 30, -10 ** 30, 10 ** 400, 1e300, -1, 0, 2 ** 63, 2 ** 64, 1.5, True, None, "", "x" * 300,
    "\u202e\u0000", [], {}, [[[[[[]]]]]], {"a": {"b": {"c": 1}}},
]
ODD_BYTES = [b"\xff", b"\xc3", b"\x00", b"[" * 5000, b"{" * 5000, b'"', b"\\", b"1e400",
             b"1" + b"0" * 500, b"NaN", b"-", b",", b"}", b"]"]


def _nodes(doc: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a parsed JSON document."""
    out = [path]
    if isinstance(doc, dict):
        for key, value in doc.items():
            out += _nodes(value, (*path, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            out += _nodes(value, (*path, i))
    return out


def _mutate_doc(doc: Any, rng: random.Random) -> Any:
    """One structural change somewhere in ``doc`` (a copy)."""
    doc = json.loads(json.dumps(doc))
    path = rng.choice(_nodes(doc)[1:])
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    kind = rng.randrange(5)
    if kind == 0:
        parent[last] = rng.choice(ODD_VALUES)
    elif kind == 1 and isinstance(parent, dict):
        del parent[last]
    elif kind == 2 and isinstance(parent, dict):
        parent["unknown_" + str(rng.randrange(10))] = rng.choice(ODD_VALUES)
    elif kind == 3:
        deep: Any = 1
        for _ in range(rng.choice([10, 2000, 20_000])):
            deep = [deep]
        parent[last] = deep
    else:
        value = parent[last]
        parent[last] = (value * rng.choice([-1, 10 ** 20, 3]) if isinstance(value, int)
                        and not isinstance(value, bool) else rng.choice(ODD_VALUES))
    return doc


def _dumps(doc: Any) -> bytes:
    try:
        return json.dumps(doc).encode()
    except (RecursionError, ValueError):  # too deep for the writer: the bytes way instead
        return b'{"deep": ' + b"[" * 20_000 + b"]" * 20_000 + b"}"


def _mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    kind = rng.randrange(4)
    if kind == 0:
        return data[: rng.randrange(len(data))]
    at = rng.randrange(len(data))
    if kind == 1:
        return data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]
    if kind == 2:
        return data[:at] + rng.choice(ODD_BYTES) + data[at:]
    end = min(len(data), at + rng.randrange(1, 40))
    return data[:at] + data[end:]


def _fuzz(good: bytes, rng: random.Random, sign: Callable[[Any], None] | None = None) -> bytes:
    if rng.random() < 0.5:
        return _mutate_bytes(good, rng)
    doc = _mutate_doc(json.loads(good), rng)
    if sign is not None and isinstance(doc, dict) and rng.random() < 0.7:
        try:
            doc["digest"] = rf.digest(doc.get("record"), doc.get("seats"), doc.get("outcome"))
        except (RecursionError, ValueError, TypeError):
            pass
    return _dumps(doc)


def _report(name: str, outcomes: dict[str, int], started: float) -> None:
    print(f"\n{name}: {sum(outcomes.values())} files in {time.monotonic() - started:.1f} s: "
          + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))


def _sign(doc: Any) -> None:
    doc["digest"] = rf.digest(doc["record"], doc["seats"], doc["outcome"])


@pytest.mark.slow
def test_record_files_fuzzed_end_in_a_record_error_or_load():
    game = played_game(30, seed=4)
    good = saves.encode_record_file(record_of(game), SEATS, game)
    rng = random.Random(29)
    outcomes: dict[str, int] = {}
    started = time.monotonic()
    for _ in range(FILES):
        bad = _fuzz(good, rng, sign=_sign)
        try:
            rf.read(bad)
            core = "ok"
        except rf.RecordFileError as exc:
            core = exc.code
        try:
            saves.decode_record_file(bad)
            app = "ok"
        except saves.SaveError as exc:
            app = exc.code
        assert (core == "ok") == (app == "ok"), (core, app, bad[:300])
        outcomes[core] = outcomes.get(core, 0) + 1
    _report("record", outcomes, started)
    assert len(outcomes) >= 4  # the mutations reach past the parser and the digest


@pytest.mark.slow
def test_saves_with_a_journal_fuzzed_end_in_a_save_error_or_load(tmp_path):
    game = played_game(30, seed=4)
    record = record_of(game)
    split = len(record.actions) - 10
    save = saves.encode(record_of(played_game(split, seed=4)), SEATS, bot_seed=3)
    journal = b"".join(
        saves.JSON.encode(saves.JournalEntry(n=n, seat=step.seat,
                                             action=saves.JSON.tagged(step.action))) + b"\n"
        for n, step in enumerate(record.actions[split:], start=split))
    assert len(saves.decode(save, journal).record.actions) == len(record.actions)
    lines = journal.splitlines()
    rng = random.Random(2929)
    path = tmp_path / "autosave.json"
    outcomes: dict[str, int] = {}
    started = time.monotonic()
    for i in range(FILES):
        bad_save, bad_journal = save, journal
        if i % 3:
            bad_save = _fuzz(save, rng)
        else:
            line = rng.randrange(len(lines))
            bad_journal = b"\n".join([*lines[:line], _fuzz(lines[line], rng), *lines[line + 1:]])
        try:
            if i % 50 == 0:  # now and then the whole way, from the disk
                path.write_bytes(bad_save)
                saves.journal_path(path).write_bytes(bad_journal)
                loaded = saves.open_game(path)
            else:
                loaded = saves.decode(bad_save, bad_journal)
            code = "ok"
            assert loaded.game.state_id >= 0
        except saves.SaveError as exc:
            code = exc.code
        outcomes[code] = outcomes.get(code, 0) + 1
    _report("save + journal", outcomes, started)
    assert outcomes.get("ok", 0) > 0 and len(outcomes) >= 3


@pytest.mark.slow
def test_statistics_fuzzed_are_set_aside_or_give_every_figure(tmp_path):
    entries = [{"at": 1_700_000_000.0 + i, "edition": "classic", "preset": "official",
                "opponents": "hard", "players": 3, "hands": 3, "hands_won": 1,
                "points": [40, 0, 12], "won": i % 2 == 0} for i in range(3)]
    good = json.dumps({"format": "uno-desktop-stats", "version": 1, "games": entries}).encode()
    rng = random.Random(29_29)
    path = tmp_path / "stats.json"
    outcomes = {"damaged": 0, "ok": 0}
    started = time.monotonic()
    for _ in range(FILES):
        bad = _fuzz(good, rng)
        path.write_bytes(bad)
        store = StatsStore(path)
        if store.problem:
            assert store.games == [] and store.kept_as is not None
            store.kept_as.unlink()
        else:
            store.totals()
            store.by("edition")
            store.points_per_hand()
            store.longest_streak()
            store.win_rate_over_time()
            store.points_over_time()
        outcomes[store.problem or "ok"] += 1
    _report("statistics", outcomes, started)
    assert outcomes["damaged"] and outcomes["ok"]


def _toml_mutations() -> list[bytes]:
    return [b"[[[", b"]", b"=", b'"', b"'''", b"\xff", b"1" + b"0" * 5000, b"[" * 3000,
            b"{a = " * 1000, b"1e400", b"inf", b"nan", b"\n[table]\n", b"\nx = 1\n", b"true",
            b"0x" + b"f" * 40, b"1979-05-27T07:32:00Z", b"\\u0000", b"\x00"]


@pytest.mark.slow
def test_rules_toml_fuzzed_end_in_an_option_error_or_load(tmp_path):
    good = (Path(__file__).resolve().parents[1] / "rules" / "presets" / "party.toml").read_bytes()
    rng = random.Random(29)
    odd = _toml_mutations()
    path = tmp_path / "my_rules.toml"
    outcomes: dict[str, int] = {}
    started = time.monotonic()
    for _ in range(FILES):
        kind = rng.randrange(3)
        at = rng.randrange(len(good))
        if kind == 0:
            bad = good[:at]
        elif kind == 1:
            bad = good[:at] + rng.choice(odd) + good[at + rng.randrange(3):]
        else:
            bad = good[:at] + bytes([rng.randrange(256)]) + good[at + 1:]
        path.write_bytes(bad)
        try:
            load_options_file(path)
            code = "ok"
        except OptionError as exc:
            code = exc.code
        outcomes[code] = outcomes.get(code, 0) + 1
    _report("rules TOML", outcomes, started)
    assert outcomes.get("ok", 0) > 0 and len(outcomes) >= 3
