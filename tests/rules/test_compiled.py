"""The mypyc-compiled core plays exactly as the plain source: the same seeded random games
(every edition, house-rule presets, random reactions and host actions) give the same
actions, events and views, compared by a digest of all of them; and the records that leave
the core declare the same field types (msgspec decodes by them)."""

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


FIELD_TYPES = """
import dataclasses, typing
import rules
for name in sorted(rules.__all__):
    cls = getattr(rules, name)
    if isinstance(cls, type) and dataclasses.is_dataclass(cls):
        hints = typing.get_type_hints(cls)
        print(name, [(f.name, f.type, hints[f.name]) for f in dataclasses.fields(cls)])
"""


def run(core: Path, script: str) -> str:
    return subprocess.run([sys.executable, "-c", script], cwd=core,
                          env={"PYTHONPATH": str(core), "PATH": "/usr/bin:/bin"},
                          capture_output=True, text=True, timeout=1200, check=True).stdout


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    why = available()
    if why:
        pytest.skip(f"cannot compile the core here: {why}")
    core = compile_core(tmp_path_factory.mktemp("core"))
    assert list((core / "rules").glob("game.*.so")) or list((core / "rules").glob("game.*.pyd"))
    return core


@pytest.mark.slow
def test_compiled_and_pure_cores_play_the_same_games(compiled):
    pure, digest = run(compiled, GAMES.format(games=4)).split()
    assert (pure, digest) == ("False", run(ROOT, GAMES.format(games=4)).split()[1])


@pytest.mark.slow
def test_compiled_records_declare_the_source_field_types(compiled):
    """A compiled dataclass keeps bare classes as annotations (``type`` for ``int | None``):
    the build gives it the source's back, or the protocol could not decode a view."""
    source = run(ROOT, FIELD_TYPES)
    assert "PlayerView" in source and "Card " in source
    assert run(compiled, FIELD_TYPES) == source
