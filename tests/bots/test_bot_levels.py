"""Every level finishes seeded games of every preset and every edition without error.

An illegal bot action or a game that never ends raises :class:`ArenaError`. Hard bots get
a miniature simulation budget here; strength is measured in tests/bench/bench_bots.py.
"""

from __future__ import annotations

import pytest
from bot_helpers import rule_sets, seats_for, table
from matrix import lane

from rules import with_options
from uno_desktop.bots import LEVELS, make_bot
from uno_desktop.bots.arena import play_game

RULE_SETS = rule_sets()
IDS = [name for name, _ in RULE_SETS]
SEATS = {"easy": (2, 4), "normal": (2, 4), "hard": (2,)}  # seat counts, taken in turn


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("name", "options"), RULE_SETS, ids=IDS)
def test_level_finishes_200_games(level, name, options):
    # A searched Tippo game lasts ~3 s (a Tilt can lay the whole pile, in every rollout):
    # 200 of them took ten minutes a rule set, so the hard bot plays 20 there.
    games = 20 if level == "hard" and options.edition == "tippo" else 200
    for seed in range(games):
        seats = seats_for(options, SEATS[level][seed % len(SEATS[level])])
        result = play_game(options, table(level, options, seats, seed), seed)
        assert result.game.over, (name, seed)


@pytest.mark.parametrize(("name", "options"), lane(  # a Tippo table takes over 2 s
    "mixed tables", RULE_SETS, 5, ids=IDS, slow=[n for n, o in RULE_SETS if o.edition == "tippo"]))
def test_mixed_tables_play_to_a_target_score(name, options):
    """Several hands in a row (dealer passes, scores add up) with every level seated."""
    options = with_options(options, scoring="winner_collects", target_score=150)
    for seed in range(6):
        seats = seats_for(options, 3 + seed % 2)
        levels = [LEVELS[(seed + s) % 3] for s in range(seats)]
        bots = [make_bot(lv, seed * 7 + s, options, simulations=4, time_limit=None)
                if lv == "hard" else make_bot(lv, seed * 7 + s, options)
                for s, lv in enumerate(levels)]
        result = play_game(options, bots, 100 + seed)
        assert result.game.over and result.winner is not None


def test_hard_searches_classic_decisions():
    """The hard bot really searches (it does not just fall back to the heuristic)."""
    _, options = next(rs for rs in RULE_SETS if rs[0] == "official")
    bots = table("hard", options, 3, 1)
    for seed in range(3):
        play_game(options, bots, seed)
    assert sum(b.searches for b in bots) > 10
    assert sum(b.fallbacks for b in bots) <= sum(b.searches for b in bots) // 20
    assert sum(b.errors for b in bots) == 0


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1, RULE_SETS[0][1])
