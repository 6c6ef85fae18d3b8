"""Keyboard play: arrows pick a card, Enter plays it, D draws."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import human_vs_bots, playable_index, wait_my_turn

from rules import Draw, Play
from uno_desktop.qtcompat import class_name


def test_draw_and_play_with_keys(ui, qtbot):
    human_vs_bots(ui, seed=11)
    session = ui.controller.session
    game = ui.controller.game
    wait_my_turn(qtbot, ui)
    ui.window.requestActivate()
    qtbot.waitUntil(lambda: ui.window.activeFocusItem() is not None)
    for _ in range(20):
        index = playable_index(ui)
        if index >= 0:
            break
        before = len(session.game.actions)
        qtbot.keyClick(ui.window, Qt.Key.Key_D)
        qtbot.waitUntil(lambda n=before: len(session.game.actions) > n)
        assert any(isinstance(a, Draw) for s, a in session.game.actions[before:] if s == 0)
        if session.game.decision.kind == "drawn" and session.game.decision.seat == 0:
            game.keepDrawn()
        wait_my_turn(qtbot, ui)
    assert index >= 0
    card = game.hand.card_at(index)
    for _ in range(index + 1):  # from "nothing focused" to the card: index+1 presses
        qtbot.keyClick(ui.window, Qt.Key.Key_Right)
    before = len(session.game.actions)
    qtbot.keyClick(ui.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.game.actions) > before)
    assert session.game.actions[before] == (0, Play(card, 1))


def _key(qtbot, ui, key, text=""):
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtTest import QTest

    QTest.keyClick(ui.window, key, Qt.KeyboardModifier.NoModifier)
    QCoreApplication.processEvents()  # what the key posted (callLater, queued signals)


def test_f1_and_the_question_mark_list_every_key(ui, qtbot):
    from ui_helpers import find

    ui.window.requestActivate()
    qtbot.waitUntil(lambda: ui.window.activeFocusItem() is not None)
    for key in (Qt.Key.Key_F1, Qt.Key.Key_Question):
        _key(qtbot, ui, key)
        qtbot.waitUntil(lambda: ui.controller.helpShown)
        overlay = find(ui, "helpOverlay")
        assert overlay is not None and overlay.isVisible()
        _key(qtbot, ui, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not ui.controller.helpShown)
    assert ui.controller.screen == "menu"  # Esc closed the list, not the game


def test_the_colour_picker_opens_with_the_focus_on_a_colour(ui, qtbot):
    from scenes import FILL, Scenes, mine

    from rules import ChooseColor, Color

    scenes = Scenes(ui)
    scenes.stacked("classic", [mine("black_wild"), *FILL], "red_5")
    ui.window.requestActivate()
    scenes.play("black_wild")
    scenes.decision("color")
    qtbot.waitUntil(lambda: ui.window.activeFocusItem() is not None
                    and ui.window.activeFocusItem().objectName() == "color_red")
    assert ui.window.activeFocusItem().property("visualFocus")  # its ring shows
    _key(qtbot, ui, Qt.Key.Key_Right)
    assert ui.window.activeFocusItem().objectName() == "color_yellow"
    _key(qtbot, ui, Qt.Key.Key_G)
    session = ui.controller.session
    qtbot.waitUntil(lambda: (0, ChooseColor(Color.GREEN)) in session.game.actions)


def test_the_focus_ring_shows_on_a_yellow_button_from_the_keyboard(ui, qtbot):
    from ui_helpers import find

    ui.controller.dismissTutorial()  # the first start's offer takes the first Tab stops
    ui.window.requestActivate()
    qtbot.waitUntil(lambda: ui.window.activeFocusItem() is not None)
    button = find(ui, "newGameButton")
    assert button.property("primary")  # the yellow one

    def ring_shown() -> bool:
        return any(class_name(c).startswith("FocusRing") and c.isVisible()
                   for c in button.childItems())

    assert not ring_shown()  # the focus a screen hands out shows no ring
    for _ in range(12):  # round the menu's Tab stops back to it
        _key(qtbot, ui, Qt.Key.Key_Tab)
        if ui.window.activeFocusItem() == button:
            break
    assert ui.window.activeFocusItem() == button and ring_shown()
