"""Same seeds, same decisions: the hard bot counts simulations, not wall time."""

from __future__ import annotations

import pytest

from rules import load_preset, with_options
from uno_desktop.bots import make_bot
from uno_desktop.bots.arena import play_game

OPTIONS = with_options(load_preset("party"), target_score=100)


def _actions(seed: int, bot_seed: int) -> list[tuple[int | None, object]]:
    levels = ["hard", "normal", "easy", "hard"]
    bots = [make_bot(lv, bot_seed * 10 + s, OPTIONS, simulations=40, time_limit=None)
            if lv == "hard" else make_bot(lv, bot_seed * 10 + s, OPTIONS)
            for s, lv in enumerate(levels)]
    return list(play_game(OPTIONS, bots, seed).game.actions)


def test_same_seed_same_decisions():
    assert _actions(3, 1) == _actions(3, 1)


@pytest.mark.slow  # over 1 s of CPU
def test_bot_seed_matters():
    """The bots' own seeds drive their choices (easy is random, hard samples)."""
    assert _actions(3, 1) != _actions(3, 2)
