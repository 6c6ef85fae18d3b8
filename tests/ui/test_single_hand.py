"""A single-hand game (``scoring=single_hand``: one hand decides it, nobody scores) ends
with the words that are true (issue 30): the end-of-game panel says who won and the cards
each seat had left, with no "Final scores" and no chart of zeros; the table shows no target
and no points. The same in a replay of such a game; a points game keeps its chart."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem
from scenes import Scenes
from test_replay import _record_file
from ui_helpers import find

from uno_desktop.qtcompat import class_name


def _description(item: QQuickItem) -> str:
    return QAccessible.queryAccessibleInterface(item).text(QAccessible.Text.Description)


def _name(item: QQuickItem) -> str:
    return QAccessible.queryAccessibleInterface(item).text(QAccessible.Text.Name)


def _shown_words(ui) -> list[str]:
    """Every text on screen now (visible Text items of the window)."""
    out, stack = [], [ui.window.contentItem()]
    while stack:
        item = stack.pop()
        if not item.isVisible():
            continue
        text = item.property("text")
        if isinstance(text, str) and text and class_name(item).startswith(
                ("QQuickText", "Label")):
            out.append(text)
        stack.extend(item.childItems())
    return out


def _says_the_hand_not_scores(ui, game) -> None:
    panel = find(ui, "gameOverPanel")
    assert panel is not None and panel.isVisible()
    assert game.singleHand and not game.handOver
    assert game.board.score_history == []  # no chart of zeros is even built
    assert not find(ui, "scoreChart").isVisible()
    assert find(ui, "singleHandLine").isVisible()
    assert find(ui, "singleHandRows").isVisible()
    winner = game.winnerName
    assert _name(panel) == f"{winner} wins the game!"
    lines = _description(panel).split("\n")
    assert lines[0] == "One hand decided this game; nobody scores points."
    rows = game.handRows
    assert len(lines) == 1 + len(rows) == 1 + len(game.seats.rows)
    for line, row in zip(lines[1:], rows, strict=True):
        cards = "1 card" if row["cards"] == 1 else f"{row['cards']} cards"
        who = "You" if row["me"] else row["name"]  # spoken to the player for their own seat
        assert line == f"{who}: {cards} left"
    assert [r["seat"] for r in rows if r["me"]] == [0]  # the one person at this table
    assert [r["name"] for r in rows if r["winner"]] == [winner]
    assert next(r["cards"] for r in rows if r["winner"]) == 0
    words = _shown_words(ui)
    assert f"{winner} wins the game!" in words and "Cards left" in words
    assert not [w for w in words if "pts" in w or "Final scores" in w or "Target" in w], words


@pytest.mark.slow  # plays a hand with ten bots (about 3 s)
def test_a_single_hand_game_ends_with_the_cards_left_not_scores(ui, qtbot):
    scenes = Scenes(ui)
    scenes.single_hand_over(10)  # ten seats: every row in sight at 1024×640 too
    game = ui.controller.game
    qtbot.waitUntil(lambda: find(ui, "gameOverPanel") is not None)
    _says_the_hand_not_scores(ui, game)
    assert find(ui, "handInfo").property("text") == "One hand decides the game"
    rows = find(ui, "singleHandRows")
    for size in ((1024, 640), (1920, 1080)):  # all ten seats in sight, no scrolling
        ui.window.resize(*size)
        qtbot.waitUntil(lambda rows=rows: rows.property("contentHeight") == 10 * rows.property(
            "rowHeight") <= rows.height() - 26)


def test_a_replay_of_a_single_hand_game_ends_the_same_way(ui, qtbot, tmp_path):
    from rules import recordfile as rf

    path = _record_file(tmp_path, seed=6, to_the_end=True)
    assert rf.read(path.read_bytes()).outcome.over
    app = ui.controller
    assert app.open_file(path)
    r = app.replays
    r.toEnd()
    qtbot.waitUntil(lambda: r.game.gameOver and not r.game.busy())
    qtbot.waitUntil(lambda: find(ui, "gameOverPanel") is not None)
    _says_the_hand_not_scores(ui, r.game)
    r.close()


@pytest.mark.slow  # plays hands to a target of 50 (about 3 s)
def test_a_points_game_still_ends_with_its_score_chart(ui, qtbot):
    scenes = Scenes(ui)
    scenes.scene_game_over()
    game = ui.controller.game
    qtbot.waitUntil(lambda: find(ui, "gameOverPanel") is not None)
    panel = find(ui, "gameOverPanel")
    assert not game.singleHand
    assert find(ui, "scoreChart").isVisible()
    assert not find(ui, "singleHandLine").isVisible()
    assert not find(ui, "singleHandRows").isVisible()
    assert _description(panel).startswith("Final scores: ")
    assert game.board.score_history[0] == [0] * len(game.board.scores)
    assert "Target 50" in find(ui, "handInfo").property("text")


@pytest.mark.slow  # over 1 s of CPU
def test_the_rules_say_how_the_game_is_scored(ui):
    """Each scoring mode in its own words (single hand: nobody scores; lowest score: everyone
    scores their own hand). At the table and on the Rules screen opened from it: the game's
    own rules (the new-game form still holds its defaults here, as after Continue)."""
    from rules import load_preset, with_options
    from uno_desktop.session import SeatInfo

    app = ui.controller
    seats = [SeatInfo("You"), SeatInfo("Ada", "bot", "easy")]
    for scoring, said, unsaid in (("single_hand", "that one hand decides the game: nobody "
                                   "scores points.", "The game ends at"),
                                  ("winner_collects", "The game ends at 500 points.",
                                   "nobody scores points"),
                                  ("low_score_wins", "the lowest score wins the game.",
                                   "scores the cards left in the other hands")):
        assert app.start_game(with_options(load_preset("official"), scoring=scoring), seats, 3)
        assert said in app.rulesText and unsaid not in app.rulesText
        app.showScreen("rules")  # the table's Rules button: still this game's rules
        assert said in app.rulesText and unsaid not in app.rulesText
        app.back()
        assert app.screen == "table"
        app.leaveTable()
