"""The LAN benchmark's anchor (``tests/bench/relay_floor.py``'s ``lan``): the same traffic
as a game with no game, whose figures ``bench_net.py`` prints beside the game's. It must
measure every move from the first one asked for, each from its send to the last seat."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"


def _floor():
    spec = importlib.util.spec_from_file_location("bench_relay_floor", BENCH / "relay_floor.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_floor_measures_each_move_from_its_send_to_the_last_seat(tmp_path):
    floor = _floor()
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
