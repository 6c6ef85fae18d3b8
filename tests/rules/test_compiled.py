"""The mypyc-compiled core plays exactly as the plain source: the same seeded random games
(every edition, house-rule presets, random reactions and host actions) give the same
actions, events and views, compared by a digest of all of them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from compile_core import available, compile_core  # noqa: E402

GAMES = """
import hashlib, random, sys
import rules.game
from rules import load_preset, new_game, with_options
from rules.editions import EDITIONS
from rules.simulate import random_step

digest = hashlib.sha256()
for edition in sorted(EDITIONS):
    for preset in ("official", "party", "seed000"):
        options = with_options(load_preset(preset), edition=edition, target_score=150)
        for seed in range({games}):
            game = new_game(options, 2 + seed % 4, seed)
            rng = random.Random(seed)
            digest.update(repr(game.start_events).encode())
            for _ in range(3000):
                if game.over:
                    break
                seat, action = random_step(game, rng)
                events = game.apply(seat, action)
                shown = game.decision.seat
                digest.update(repr((seat, action, events, game.view(shown))).encode())
print(rules.game.__file__.endswith(".py"), digest.hexdigest())
"""


def run(core: Path, games: int) -> tuple[str, str]:
    out = subprocess.run([sys.executable, "-c", GAMES.format(games=games)], cwd=core,
                         env={"PYTHONPATH": str(core), "PATH": "/usr/bin:/bin"},
                         capture_output=True, text=True, timeout=1200, check=True).stdout
    pure, digest = out.split()
    return pure, digest


@pytest.mark.slow
def test_compiled_and_pure_cores_play_the_same_games(tmp_path):
    why = available()
    if why:
        pytest.skip(f"cannot compile the core here: {why}")
    compiled = compile_core(tmp_path)
    assert list((compiled / "rules").glob("game.*.so")) or list(
        (compiled / "rules").glob("game.*.pyd"))
    assert run(compiled, 4) == ("False", run(ROOT, 4)[1])
