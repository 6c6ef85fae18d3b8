"""The player's statistics: read from what the seat saw, the figures, a restart, a reset,
and a damaged file kept aside for fresh statistics."""

from __future__ import annotations

import random

import msgspec
import pytest

from rules import load_preset, redact, with_options
from rules.events import GameEnded, HandEnded
from rules.newgame import new_game
from rules.simulate import random_step
from uno_desktop.session import SeatInfo
from uno_desktop.stats import GameStats, StatsStore, preset_of, summary

SEATS = [SeatInfo("Me"), SeatInfo("Ada", "bot", "hard"), SeatInfo("Ben", "bot", "hard")]


def seen_game(seed: int, target: int = 150) -> tuple[list[object], object]:
    """A whole random game, as seat 0 saw it."""
    options = with_options(load_preset("official"), target_score=target)
    game = new_game(options, 3, seed)
    rng = random.Random(seed)
    seen = [redact(e, 0) for e in game.start_events]
    while not game.over:
        seen += [redact(e, 0) for e in game.apply(*random_step(game, rng))]
    return seen, game


def test_summary_counts_hands_points_and_the_winner():
    seen, game = seen_game(3)
    stats = summary(seen, 0, SEATS, game.options, at=10.0)
    hands = [e for e in seen if isinstance(e, HandEnded)]
    (end,) = [e for e in seen if isinstance(e, GameEnded)]
    assert stats.hands == len(hands) == game.hand_number
    assert stats.hands_won == sum(e.winner == 0 for e in hands)
    assert sum(stats.points) == game.scores[0] and len(stats.points) == len(hands)
    assert stats.won == (end.winner == 0)
    assert (stats.edition, stats.preset, stats.opponents) == ("classic", "custom", "hard")
    assert summary(seen[:-3], 0, SEATS, game.options) is None  # not finished
    assert preset_of(load_preset("party")) == "party"


def _game(at: float, won: bool, edition: str = "classic", hands: int = 3) -> GameStats:
    return GameStats(at=at, edition=edition, preset="official", opponents="normal",
                     players=3, hands=hands, hands_won=2 if won else 1,
                     points=[30, 0, 12][:hands], won=won)


def test_figures_and_a_restart(tmp_path):
    path = tmp_path / "stats.json"
    store = StatsStore(path)
    for i, won in enumerate([True, True, False, True, True, True, False]):
        store.add(_game(100.0 + i, won, "spin" if i % 3 == 0 else "classic"))
    again = StatsStore(path)  # the app started again
    assert again.problem == "" and again.games == store.games
    games, hands = again.totals()
    assert (games.played, games.won, hands.played, hands.won) == (7, 5, 21, 12)
    assert again.longest_streak() == 3
    assert {k: (t.played, t.won) for k, t in again.by("edition").items()} == {
        "classic": (4, 3), "spin": (3, 2)}
    assert again.points_per_hand() == pytest.approx(42 / 3)
    assert again.win_rate_over_time()[:3] == pytest.approx([100.0, 100.0, 200 / 3])
    again.reset()
    assert StatsStore(path).games == []


@pytest.mark.parametrize("damage", [b"", b"{\"format\": \"uno-desktop-st", b"\x00\x01garbage",
                                    b'{"format": "something-else", "version": 1, "games": []}',
                                    b'{"format": "uno-desktop-stats", "version": 1, '
                                    b'"games": [{"at": "yesterday"}]}'])
def test_a_damaged_file_is_kept_aside_and_fresh_stats_start(tmp_path, damage):
    path = tmp_path / "stats.json"
    path.write_bytes(damage)
    store = StatsStore(path)
    assert store.problem == "damaged" and store.games == []
    assert store.kept_as is not None and store.kept_as.read_bytes() == damage
    assert not path.exists()
    store.add(_game(1.0, True))
    assert StatsStore(path).games == [_game(1.0, True)]
    assert store.kept_as.read_bytes() == damage  # never overwritten


def _one(**changes: object) -> bytes:
    entry = {"at": 5.0, "edition": "classic", "preset": "official", "opponents": "normal",
             "players": 3, "hands": 2, "hands_won": 1, "points": [10, 0], "won": True}
    entry.update(changes)
    return msgspec.json.encode({"format": "uno-desktop-stats", "version": 1, "games": [entry]})


@pytest.mark.parametrize("damage", [
    _one(points=[10 ** 30, 0]), _one(points=[10 ** 19, 0]), _one(hands=-1),
    _one(hands_won=3), _one(at=1e300), _one(players=0), _one(edition="x" * 1000),
    _one(points=[1, 2, 3]),
    b'{"format": "uno-desktop-stats", "version": 1, "games": ' + b"[" * 100_000,
    b'{"format": "uno-desktop-stats", "version": 1, "x": ' + b"[" * 100_000 + b"]" * 100_000,
    _one(edition="cl\u00ffassic").replace(b"\xc3\xbf", b"\xff"),
], ids=["points 10^30", "points 10^19", "negative hands", "more won than played", "no date",
        "no players", "a long label", "points beyond the hands", "deep", "deep, unknown",
        "bad UTF-8"])
def test_numbers_out_of_range_and_deep_files_are_set_aside(tmp_path, damage):
    """Points of 10^30 used to load and then overflow the figures."""
    path = tmp_path / "stats.json"
    path.write_bytes(damage)
    store = StatsStore(path)
    assert store.problem == "damaged" and store.games == []
    assert store.kept_as is not None and store.kept_as.read_bytes() == damage
    assert store.points_per_hand() == 0.0 and store.points_over_time() == []


def test_the_largest_real_figures_load(tmp_path):
    path = tmp_path / "stats.json"
    path.write_bytes(_one(points=[100_000, 0]))
    store = StatsStore(path)
    assert store.problem == "" and store.points_per_hand() == 50_000


def test_a_single_hand_game_counts_its_hand_but_no_points(tmp_path):
    """Nobody scores in a single-hand game: its hand is no 0 in the points per hand."""
    options = with_options(load_preset("official"), scoring="single_hand")
    game = new_game(options, 3, 4)
    rng = random.Random(4)
    seen = [redact(e, 0) for e in game.start_events]
    while not game.over:
        seen += [redact(e, 0) for e in game.apply(*random_step(game, rng))]
    single = summary(seen, 0, SEATS, game.options, at=1.0)
    assert single is not None and single.hands == 1 and single.points == []
    assert single.won == (game.game_winner == 0)
    store = StatsStore(tmp_path / "stats.json")
    store.add(single)
    assert store.scored_hands() == 0 and store.points_over_time() == []
    store.add(_game(0.5, True))
    store.add(_game(2.0, False, hands=2))
    assert store.points_per_hand() == pytest.approx(72 / 5)  # the 5 hands that scored
    assert store.points_over_time() == pytest.approx([14.0, 15.0])
    assert store.scored_games() == [1, 3]  # each bar names its own game
