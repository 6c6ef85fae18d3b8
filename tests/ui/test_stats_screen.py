"""The statistics screen: a finished game counts, the figures survive a restart, a damaged
file gives a translated message and fresh statistics (the file kept aside), and the reset
asks first; the charts draw in each language and in colour-blind mode."""

from __future__ import annotations

import pytest
from ui_helpers import drain_deletes, drawn, find, screen_ready

from rules import load_preset, with_options
from uno_desktop.app import UnoApp
from uno_desktop.session import SeatInfo
from uno_desktop.stats import GameStats, StatsStore

SEATS = [SeatInfo("You"), SeatInfo("Ada", "bot", "easy"), SeatInfo("Ben", "bot", "easy")]


@pytest.mark.slow  # over 2 s
def test_a_finished_game_counts_and_survives_a_restart(ui, qtbot, config_dir, qapp):
    app = ui.controller
    ui.settings.playerName = "You"
    app.start_game(with_options(load_preset("official"), scoring="single_hand"), SEATS, 7)
    app.session.set_bot(0, "normal")
    qtbot.waitUntil(lambda: app.game.gameOver, timeout=60_000)
    (game,) = app.stats_store().games
    assert game.hands == 1 and game.opponents == "easy" and game.preset == "custom"
    assert game.won == (app.session.game.game_winner == 0)
    app.leaveTable()
    drain_deletes(qapp)  # the table just left, before another app's preloader runs
    other = UnoApp(sound=False)
    other.load()
    try:
        qtbot.waitUntil(lambda: screen_ready(other))
        assert other.controller.stats.gameCount == 1
        assert other.controller.stats_store().games == [game]
    finally:
        other.close()
        qapp.processEvents()


@pytest.mark.parametrize("language", ["en", "de", "sv"])
def test_a_damaged_file_is_explained_and_kept_aside(ui, qtbot, config_dir, language):
    ui.settings.language = language
    (config_dir / "stats.json").write_text('{"format": "uno-desktop-stats", "versi')
    ui.controller.showScreen("stats")
    qtbot.waitUntil(lambda: find(ui, "statsScreen") is not None)
    kept = list(config_dir.glob("stats.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"format"')
    stats = ui.controller.stats
    expected = stats.tr("Your statistics could not be read: the file was damaged. It was "
                        "kept as “{name}”, and new statistics were started.").format(
        name=kept[0].name)
    assert ui.controller.message == expected
    if language != "en":
        assert "Your statistics" not in expected
    assert stats.gameCount == 0


def test_reset_asks_first(ui, qtbot, config_dir):
    store = StatsStore(config_dir / "stats.json")
    for i in range(12):
        store.add(GameStats(at=float(i), edition="classic", preset="official",
                            opponents="hard", players=4, hands=3, hands_won=i % 3,
                            points=[i * 5, 0, 3], won=i % 3 == 2))
    ui.controller.showScreen("stats")
    qtbot.waitUntil(lambda: find(ui, "winRateChart") is not None)
    stats = ui.controller.stats
    assert stats.gameCount == 12
    ui.settings.colorBlind = True
    screen = find(ui, "screenLoader").property("item")
    qtbot.waitUntil(lambda: screen.property("blind"))
    drawn(qtbot, ui.window)  # the charts drew their colour-blind marks
    find(ui, "resetStatsButton").clicked.emit()
    qtbot.waitUntil(lambda: find(ui, "resetStatsDialog") is not None)
    assert stats.gameCount == 12  # nothing forgotten before the answer
    find(ui, "resetStatsDialog").cancelled.emit()
    qtbot.waitUntil(lambda: find(ui, "resetStatsDialog") is None)
    assert stats.gameCount == 12
    find(ui, "resetStatsButton").clicked.emit()
    qtbot.waitUntil(lambda: find(ui, "resetStatsDialog") is not None)
    find(ui, "resetStatsDialog").confirmed.emit()
    qtbot.waitUntil(lambda: stats.gameCount == 0)
    assert StatsStore(config_dir / "stats.json").games == []


def _game(won: bool, points: list[int]) -> GameStats:
    return GameStats(at=1_700_000_000.0, edition="classic", preset="official",
                     opponents="normal", players=3, hands=len(points),
                     hands_won=int(won), points=points, won=won)


@pytest.mark.parametrize(("games", "rate_chart", "points_chart"), [
    ([_game(True, [40])], False, True),  # one game: a line through it runs nowhere
    ([_game(False, [0]), _game(False, [0, 0])], True, False),  # no points: no empty plot
    ([_game(False, [0]), _game(True, [12])], True, True),
])
def test_a_chart_with_too_little_data_says_so(ui, qtbot, config_dir, games, rate_chart,
                                              points_chart):
    store = StatsStore(config_dir / "stats.json")
    for g in games:
        store.add(g)
    app = ui.controller
    app.showScreen("stats")
    qtbot.waitUntil(lambda: find(ui, "winRateChart") is not None)
    for chart, note, shown in (("winRateChart", "winRateNote", rate_chart),
                               ("pointsChart", "pointsNote", points_chart)):
        assert find(ui, chart).isVisible() == shown
        assert find(ui, note).isVisible() != shown
        assert bool(find(ui, note).property("text")) != shown


def test_single_hand_games_show_no_points_per_hand(ui, qtbot, config_dir):
    """A single-hand game scores nothing (no points recorded): the tile says none yet
    instead of an average of 0, and the points chart's bars name the games that scored."""
    store = StatsStore(config_dir / "stats.json")
    for won in (True, False):  # what a single-hand game records: its hand, no points
        store.add(GameStats(at=1_700_000_000.0, edition="classic", preset="custom",
                            opponents="normal", players=3, hands=1, hands_won=int(won),
                            points=[], won=won))
    app = ui.controller
    app.showScreen("stats")
    qtbot.waitUntil(lambda: find(ui, "pointsNote") is not None)
    tile = next(t for t in app.stats.tiles if t["label"] == "Points per hand")
    assert tile["value"] == "none yet"
    assert find(ui, "pointsNote").isVisible() and not find(ui, "pointsChart").isVisible()
    app.stats.add(GameStats(at=1_800_000_000.0, edition="classic", preset="official",
                            opponents="normal", players=3, hands=2, hands_won=1,
                            points=[12, 0], won=True))
    qtbot.waitUntil(lambda: find(ui, "pointsChart").isVisible())
    assert find(ui, "pointsChart").property("labels").toVariant() == ["3"]  # game 3, not 1
    tile = next(t for t in app.stats.tiles if t["label"] == "Points per hand")
    assert tile["value"] == "6"
