"""The LAN benchmark's anchor (``tests/bench/relay_floor.py``'s ``lan``): the same traffic
as a game with no game, whose figures ``bench_net.py`` prints beside the game's. It must
measure every move from the first one asked for, each from its send to the last seat."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import SimpleNamespace

BENCH = Path(__file__).resolve().parents[1] / "bench"


def _floor(monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))  # its helpers beside it (botlogs)
    spec = importlib.util.spec_from_file_location("bench_relay_floor", BENCH / "relay_floor.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_floor_measures_each_move_from_its_send_to_the_last_seat(tmp_path, monkeypatch):
    floor = _floor(monkeypatch)
    ms = floor.lan(3, 40, tmp_path, first=10)
    assert len(ms) == 30 and ms == sorted(ms) and ms[0] > 0
    logs = [[json.loads(line) for line in (tmp_path / f"b{seat}.log").read_text().splitlines()]
            for seat in range(3)]
    moves = sorted(e["sid"] for log in logs for e in log if e["kind"] == "act")
    assert moves == list(range(41))  # every seat in turn, each move once (the last unread)
    arrivals = [{e["sid"]: e["t"] for e in log if e["kind"] == "update"} for log in logs]
    sent = {e["sid"]: e["t"] for log in logs for e in log if e["kind"] == "act"}
    assert max(ms) == max((max(a[sid + 1] for a in arrivals) - sent[sid]) / 1e6
                          for sid in range(10, 40))


def test_a_move_counts_once_taken_and_once_every_seat_had_its_update(tmp_path, monkeypatch):
    """What every network benchmark measures (``botlogs.delivered``): a refused move (a lost
    race) and one whose update a seat never logged are left out; each seat's first update
    of a state counts; a line cut short as a guest was stopped is skipped."""
    monkeypatch.syspath_prepend(str(BENCH))
    import botlogs

    lines = [
        [{"kind": "welcome", "seat": 0}, {"kind": "act", "sid": 0, "t": 100},
         {"kind": "update", "sid": 1, "t": 150}, {"kind": "update", "sid": 2, "t": 250},
         {"kind": "act", "sid": 2, "t": 400}],
        [{"kind": "welcome", "seat": 1}, {"kind": "update", "sid": 1, "t": 180},
         {"kind": "update", "sid": 1, "t": 900}, {"kind": "act", "sid": 1, "t": 200},
         {"kind": "act", "sid": 0, "t": 120}, {"kind": "update", "sid": 2, "t": 300}],
    ]
    for guest, log in enumerate(lines):
        text = "".join(json.dumps(e) + "\n" for e in log) + '{"kind": "upd'
        (tmp_path / f"b{guest}.log").write_text(text)
    logs = [botlogs.read(tmp_path / f"b{guest}.log") for guest in range(2)]
    assert logs == lines and botlogs.read(tmp_path / "never.log") == []

    # seat 0 took state 0, seat 1 state 1, seat 0 state 2 (the last)
    record = SimpleNamespace(actions=[SimpleNamespace(seat=seat) for seat in (0, 1, 0)])
    taken = botlogs.in_record(record, logs)
    assert not taken(0, 1) and taken(0, 0) and not taken(3, 0)
    # seat 1's move on state 0 lost the race; state 3 (after seat 0's move on 2) never came
    assert botlogs.delivered(logs, taken) == [(0, 100, 180), (1, 200, 300)]
    assert botlogs.delivered(logs) == [(0, 100, 180), (1, 200, 300), (0, 120, 180)]
