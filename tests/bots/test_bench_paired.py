"""The bench's paired comparisons rest on this: without the time cap a run is the same
games on any machine, so two runs of one bot agree game by game and ``paired.py`` finds no
difference."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"


def _script(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow  # over 1 s of CPU
def test_uncapped_runs_repeat_game_for_game_and_pair_up(tmp_path, capsys):
    bench, paired = _script("bench_bots"), _script("paired")
    args = ["--games", "8", "--only", "hard_vs_normal", "--no-cap", "--simulations", "40"]
    files = [tmp_path / "a.json", tmp_path / "b.json"]
    for path in files:
        assert bench.main([*args, "--results", str(path)]) == 0
    runs = [json.loads(p.read_text()) for p in files]
    assert runs[0]["tuning"]["time_limit"] is None
    outcomes = runs[0]["tables"]["classic/hard_vs_normal"]
    assert len(outcomes) == 8 and set(outcomes) <= {0, 1}
    assert runs[1]["tables"] == runs[0]["tables"]  # the same games, won the same way
    capsys.readouterr()
    assert paired.main([str(files[0]), str(files[1])]) == 0
    assert "+0.0 ± 0.0 points  (8 games, 0 changed)" in capsys.readouterr().out
    n, mean, half, changed = paired.paired([0, 1, 1, 0], [1, 1, 0, 1])
    assert (n, mean, changed) == (4, 0.25, 3) and half > 0
