"""The flow between screens: back to where the player came from, Continue restores the
table as it was (hand number, the whole log), controls keep their values across a language
switch, leaving asks first, the log always shows its newest line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from ui_helpers import click, drain_deletes, drawn, find, screen_ready, wait_my_turn

from rules import load_preset, with_options
from uno_desktop.app import UnoApp
from uno_desktop.session import SeatInfo

SEATS = [SeatInfo("You"), SeatInfo("Ada", "bot", "normal"), SeatInfo("Ben", "bot", "normal")]


def second_hand(ui, qtbot) -> None:
    """A game of bots (seat 0 shown as a human's) into its second hand."""
    options = with_options(load_preset("official"), target_score=2000)
    assert ui.controller.start_game(options, SEATS, 8)
    ui.controller.session.set_bot(0, "normal")
    game = ui.controller.game
    qtbot.waitUntil(lambda: game.handOver, timeout=30_000)
    game.nextHand()
    qtbot.waitUntil(lambda: game.handNumber == 2 and not game.busy(), timeout=10_000)
    ui.controller.session.set_bot(0, None)
    wait_my_turn(qtbot, ui, timeout=30_000)


def test_settings_and_rules_from_the_table_return_to_the_table(ui, qtbot):
    assert ui.controller.start_game(load_preset("official"), SEATS, 3)
    for screen, done in (("settings", "settingsDone"), ("rules", "rulesBack")):
        ui.controller.showScreen(screen)
        click(qtbot, ui, done)
        assert ui.controller.screen == "table"
        qtbot.waitUntil(lambda: find(ui, "handArea") is not None)
    ui.controller.leaveTable()
    ui.controller.showScreen("settings")
    click(qtbot, ui, "settingsDone")
    assert ui.controller.screen == "menu"


@pytest.mark.slow  # over 2 s
def test_continue_restores_the_hand_number_and_the_whole_log(ui, qtbot, qapp):
    second_hand(ui, qtbot)
    game = ui.controller.game
    lines, hand, history = list(game.log.lines), game.handNumber, list(game.scoreHistory)
    assert len(lines) > 20 and hand == 2
    ui.controller.leaveTable()
    assert ui.controller.continueGame()  # the same app, back from the menu
    qtbot.waitUntil(lambda: not game.busy())
    assert (game.handNumber, game.log.lines, game.scoreHistory) == (hand, lines, history)
    ui.controller.leaveTable()
    drain_deletes(qapp)  # the table just left, before another app's preloader runs

    other = UnoApp(sound=False)  # and after a restart
    other.settings.animationSpeed = "instant"
    other.load()
    try:
        qtbot.waitUntil(lambda: screen_ready(other))
        assert other.controller.continueGame()
        again = other.controller.game
        qtbot.waitUntil(lambda: not again.busy())
        assert (again.handNumber, again.log.lines, again.scoreHistory) == (hand, lines,
                                                                           history)
        info = find(other, "handInfo")
        assert "2" in info.property("text")
    finally:
        other.close()
        drain_deletes(qapp)


def test_every_control_shows_its_value_after_a_language_switch(ui, qtbot):
    settings = ui.settings
    settings.animationSpeed = "normal"
    ui.controller.setup.setEdition("tippo")
    for screen, boxes in (("settings", {"languageBox": lambda: settings.language,
                                        "speedBox": lambda: settings.animationSpeed}),
                          ("newgame", {"editionBox": lambda: ui.controller.setup.edition,
                                       "presetBox": lambda: ui.controller.setup.preset})):
        ui.controller.showScreen(screen)
        qtbot.waitUntil(lambda s=screen: screen_ready(ui))
        for lang in ("de", "sv", "en"):
            settings.language = lang
            qtbot.waitUntil(lambda lang=lang: ui.translations.language == lang)
            drawn(qtbot, ui.window)  # every box re-evaluated and painted in it
            for name, value in boxes.items():
                box = find(ui, name)
                assert box.property("currentValue") == value(), (screen, lang, name)
                labels = box.property("labels")
                labels = labels.toVariant() if hasattr(labels, "toVariant") else labels
                assert box.property("displayText") == labels[box.property("currentIndex")]
        if screen == "newgame":  # the labels are in the language now
            assert find(ui, "editionBox").property("displayText") == "Tippo"
    assert ui.controller.setup.edition == "tippo" and settings.animationSpeed == "normal"


def test_leaving_the_table_asks_first_and_says_the_game_is_saved(ui, qtbot):
    assert ui.controller.start_game(load_preset("official"), SEATS, 3)
    game = ui.controller.game
    click(qtbot, ui, "leaveButton")
    assert game.askingLeave and "Continue" in game.leaveText
    click(qtbot, ui, "cancelButton")
    assert ui.controller.screen == "table" and not game.askingLeave
    ui.window.requestActivate()
    qtbot.waitUntil(lambda: ui.window.activeFocusItem() is not None)
    QTest.keyClick(ui.window, Qt.Key.Key_Escape)  # Esc asks too …
    qtbot.waitUntil(lambda: game.askingLeave)
    QTest.keyClick(ui.window, Qt.Key.Key_Escape)  # … and Esc again stays
    qtbot.waitUntil(lambda: not game.askingLeave)
    assert ui.controller.screen == "table"
    click(qtbot, ui, "leaveButton")
    click(qtbot, ui, "confirmButton")
    assert ui.controller.screen == "menu" and ui.controller.canContinue


def test_the_log_always_shows_its_newest_line(ui, qtbot):
    assert ui.controller.start_game(load_preset("official"), SEATS, 3)
    game = ui.controller.game
    view = find(ui, "logView")
    for i in range(game.log.LIMIT + 40):  # filling, then full: a line out for one in
        game.log.add(f"line {i} " + "word " * (i % 9))
        # every line while the view starts to scroll and once it is full; between, where
        # one more line is like the last, every tenth (each wait costs a frame)
        if i < 40 or i >= game.log.LIMIT - 10 or i % 10 == 0:
            qtbot.waitUntil(lambda: _newest_in_view(view), timeout=1000)


def _newest_in_view(view) -> bool:
    from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject
    from PySide6.QtQuick import QQuickItem

    last = view.property("count") - 1
    item = QMetaObject.invokeMethod(view, "itemAtIndex", Q_RETURN_ARG(QQuickItem),
                                    Q_ARG(int, last))
    if item is None:
        return False
    top, height = view.property("contentY"), view.property("height")
    return item.y() >= top - 1 and item.y() + item.height() <= top + height + 1

