"""Every overlay is modal, by one mechanism (ModalOverlay.qml): it has the focus, no key
and no click reaches what is under it, Tab goes round its own controls, Esc closes it (or
something says why not), and when it goes the focus comes back to the overlay under it
(issue 38: the review after a hand, Esc on the main menu, the colour picker under the
leave question)."""

from __future__ import annotations

import pytest
from layout import tab_stops_hidden
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from qt_tree import inside
from ui_helpers import find

K = Qt.Key


def _key(ui, key) -> None:
    QTest.keyClick(ui.window, key)
    QCoreApplication.processEvents()


def _focused(ui) -> str:
    item = ui.window.activeFocusItem()
    return item.objectName() if item is not None else ""


def _count_quits(monkeypatch) -> list[int]:
    """The application quitting, counted instead (App.quit imports QCoreApplication when it
    runs; a test's event loop is not Qt's own, whose quit() would do nothing anyway)."""
    import PySide6.QtCore

    quits: list[int] = []

    class Counting(QCoreApplication):
        @staticmethod
        def quit() -> None:
            quits.append(1)

    monkeypatch.setattr(PySide6.QtCore, "QCoreApplication", Counting)
    return quits


@pytest.mark.slow  # a hand played to its end by bots, then its review: about 6 s
def test_the_review_after_a_hand_has_the_keys_and_esc_closes_it(ui, qtbot):
    """The issue's case: opened from a hand's end, the review took no focus, Return did
    nothing, Esc did not close it, Tab rang "Next hand" behind it and Return then started
    the next hand under the open review."""
    from scenes import Scenes

    ui.window.requestActivate()
    Scenes(ui).show("hand_over")
    game = ui.controller.game
    qtbot.waitUntil(lambda: _focused(ui) == "nextHandButton")
    for _ in range(6):  # Tab to the review's button, as a keyboard player does
        if _focused(ui) == "reviewButton":
            break
        _key(ui, K.Key_Tab)
    assert _focused(ui) == "reviewButton"
    _key(ui, K.Key_Return)
    coach = ui.controller.coach
    qtbot.waitUntil(lambda: coach.property("reviewOpen") and not coach.property("reviewing"),
                    timeout=60_000)
    review = find(ui, "coachReview")
    qtbot.waitUntil(lambda: inside(ui.window.activeFocusItem(), review))
    for _ in range(5):  # Tab goes round the review's own buttons, never behind it
        _key(ui, K.Key_Tab)
        assert inside(ui.window.activeFocusItem(), review), _focused(ui)
    for key in (K.Key_D, K.Key_N, K.Key_Right, K.Key_H):
        _key(ui, key)
    assert game.property("handOver") and coach.property("reviewOpen")
    _key(ui, K.Key_Escape)
    qtbot.waitUntil(lambda: not coach.property("reviewOpen"))
    qtbot.waitUntil(lambda: _focused(ui) == "nextHandButton")  # back where it was opened
    assert game.property("handOver") and not game.property("askingLeave")


@pytest.mark.slow  # as above
def test_return_in_the_review_never_starts_the_next_hand(ui, qtbot):
    from scenes import Scenes

    ui.window.requestActivate()
    Scenes(ui).show("hand_over")
    coach = ui.controller.coach
    coach.review()
    qtbot.waitUntil(lambda: coach.property("reviewOpen") and not coach.property("reviewing"),
                    timeout=60_000)
    qtbot.waitUntil(lambda: _focused(ui) == "closeReviewButton")
    _key(ui, K.Key_Tab)
    _key(ui, K.Key_Return)  # presses whatever the review's Tab reached, not "Next hand"
    assert ui.controller.game.property("handOver")


def test_esc_on_the_menu_dismisses_the_offer_then_asks_before_quitting(ui, qtbot, monkeypatch):
    """One Esc on the main menu quit the game at once, also while "New to UNO?" showed."""
    quits = _count_quits(monkeypatch)
    ui.window.requestActivate()
    qtbot.waitUntil(lambda: ui.window.activeFocusItem() is not None)
    assert ui.controller.property("offerTutorial")
    _key(ui, K.Key_Escape)  # dismisses the offer, as Esc dismisses a panel
    qtbot.waitUntil(lambda: not ui.controller.property("offerTutorial"))
    assert not quits and find(ui, "quitDialog") is None
    _key(ui, K.Key_Escape)  # asks; "Stay" has the focus
    qtbot.waitUntil(lambda: _focused(ui) == "cancelButton")
    assert not quits
    _key(ui, K.Key_Return)
    qtbot.waitUntil(lambda: find(ui, "quitDialog") is None)
    assert not quits and ui.controller.screen == "menu"
    qtbot.waitUntil(lambda: _focused(ui) == "newGameButton")
    _key(ui, K.Key_Escape)
    qtbot.waitUntil(lambda: _focused(ui) == "cancelButton")
    assert tab_stops_hidden(ui.window) == []  # the menu's buttons under it are no Tab stops
    for _ in range(3):  # Tab goes round the question's buttons, never to the menu's
        _key(ui, K.Key_Tab)
        assert _focused(ui) in ("confirmButton", "cancelButton")
    assert _focused(ui) == "confirmButton"  # three Tabs from "Stay"
    _key(ui, K.Key_Return)
    assert quits == [1]


@pytest.mark.slow  # a hand played to its end by bots, then its review: about 6 s
def test_tab_in_a_long_review_brings_each_watch_into_view(ui, qtbot):
    """Found by the robot: at 1024×640 a review of 16 moves holds more than its list
    shows, and Tab went to "Watch" buttons scrolled out of it (or below the window)."""
    from layout import scene_rect
    from scenes import Scenes

    ui.window.requestActivate()
    ui.window.resize(1024, 640)
    Scenes(ui).show("hand_over")
    coach = ui.controller.coach
    coach.review()
    qtbot.waitUntil(lambda: coach.property("reviewOpen") and not coach.property("reviewing"),
                    timeout=60_000)
    coach._review = (coach._review * 16)[:16]  # the hand's moments, as many as the robot's
    coach.reviewChanged.emit()
    listed = find(ui, "reviewList")
    qtbot.waitUntil(lambda: _focused(ui) == "closeReviewButton")
    qtbot.waitUntil(lambda: listed.property("count") == 16)  # rows of 80 px in 395
    seen = set()
    for _ in range(40):  # Tab round the review until every row's Watch had the focus
        if len(seen) == 16:
            break
        _key(ui, K.Key_Tab)
        focus = ui.window.activeFocusItem()
        if inside(focus, listed):
            seen.add(round(focus.parentItem().y()))  # its row's place in the list
            qtbot.waitUntil(lambda f=focus: scene_rect(listed).contains(scene_rect(f)))
        assert tab_stops_hidden(ui.window) == [], _focused(ui)
    assert len(seen) == 16  # each row's Watch, in view as it has the focus
    ui.window.resize(1280, 720)


def test_the_colour_picker_gets_the_focus_back_from_the_leave_question(ui, qtbot):
    """Found by the robot: Esc over the colour picker asks to leave; "Stay" left the focus
    on the table, where R, Y, G and B do nothing."""
    from scenes import FILL, Scenes, mine

    from rules import ChooseColor, Color

    ui.window.requestActivate()
    sc = Scenes(ui)
    sc.stacked("classic", [mine("black_wild"), *FILL], "red_5")
    sc.play("black_wild")
    sc.decision("color")
    qtbot.waitUntil(lambda: _focused(ui) == "color_red")
    _key(ui, K.Key_Escape)
    qtbot.waitUntil(lambda: _focused(ui) == "cancelButton")
    _key(ui, K.Key_G)  # the question's: nothing reaches the picker under it
    assert ui.controller.game.property("askingLeave")
    _key(ui, K.Key_Escape)
    qtbot.waitUntil(lambda: _focused(ui).startswith("color_"))
    _key(ui, K.Key_B)
    qtbot.waitUntil(lambda: (0, ChooseColor(Color.BLUE)) in sc.session.game.actions)


def test_no_click_reaches_the_table_under_an_overlay(ui, qtbot):
    """A click on a hand card under the end of a hand plays nothing."""
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    sc.show("color_picker")
    picker = find(ui, "colorPicker")
    sent = []
    send = sc.gc.send
    sc.gc.send = lambda action: (sent.append(action), send(action))[1]
    card = find(ui, "handCard")
    from PySide6.QtCore import QPointF

    point = card.mapToScene(QPointF(card.width() * 0.3, card.height() * 0.7)).toPoint()
    QTest.mouseClick(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QCoreApplication.processEvents()
    assert sent == [] and picker.isVisible()
