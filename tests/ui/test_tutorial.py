"""The first-game tutorial: offered on the first start, played to the end with the keyboard
alone in each language, every instruction in that language, and left at any point."""

from __future__ import annotations

import pytest
from matrix import lane
from PySide6.QtCore import Qt
from ui_helpers import find, screen_ready

from rules import CallUno, Challenge, ChooseColor, Play
from uno_desktop import tutorial
from uno_desktop.ui import texts
from uno_desktop.ui.tutorial import STEP, TEXT

KEY = Qt.Key


def focused(ui) -> str:
    item = ui.window.activeFocusItem()
    return item.objectName() if item is not None else ""


def tab_to(ui, qtbot, name: str) -> None:
    """Tab through the window until ``name`` has the keyboard focus."""
    for _ in range(40):
        if focused(ui) == name:
            return
        qtbot.keyClick(ui.window, KEY.Key_Tab)
    raise AssertionError(f"Tab never reached {name}; last focus {focused(ui)!r}")


def lesson_text(ui) -> str:
    return ui.controller.tutorial.text


@pytest.mark.parametrize("language", lane("tutorial keys", ["en", "de", "sv"], 1))
def test_the_tutorial_is_played_to_the_end_with_the_keyboard(ui, qtbot, language):
    app = ui.controller
    ui.settings.language = language
    assert app.offerTutorial  # the first start
    qtbot.waitUntil(lambda: find(ui, "offerTutorialButton") is not None)
    ui.window.requestActivate()
    tab_to(ui, qtbot, "offerTutorialButton")
    qtbot.keyClick(ui.window, KEY.Key_Space)
    qtbot.waitUntil(lambda: app.screen == "tutorial" and screen_ready(ui))
    assert not app.offerTutorial  # offered once
    t = app.tutorial
    lesson = t._lesson
    taught = []
    while not t.finished:
        qtbot.waitUntil(lambda: t.finished or (lesson.player_to_move() is not None
                                               and t.card >= -1 and t._caught_up()
                                               and not app.game.busy()), timeout=30_000)
        if t.finished:
            break
        step = lesson.player_to_move()
        assert lesson_text(ui) == STEP(step.lesson)  # the instruction, in this language
        taught.append(step.lesson)
        done = lesson.done
        action = step.action
        if isinstance(action, Play):
            table = find(ui, "table")
            assert table.property("focusIndex") == app.game.hand.index_of(action.card)
            qtbot.keyClick(ui.window, KEY.Key_Return)  # the card to play is lifted
        elif isinstance(action, CallUno):
            qtbot.keyClick(ui.window, KEY.Key_U)
        elif isinstance(action, Challenge):  # as the lesson says: C, or Enter on its focus
            qtbot.waitUntil(lambda: focused(ui) == "challengeButton")
            qtbot.keyClick(ui.window, KEY.Key_Return if language == "de" else KEY.Key_C)
        elif isinstance(action, ChooseColor):  # as the lesson says: the colour's letter
            qtbot.keyClick(ui.window, KEY.Key_G)
        qtbot.waitUntil(lambda done=done: lesson.done > done, timeout=10_000)
    assert taught == list(tutorial.LESSONS)
    assert app.session.game.over and app.session.game.game_winner == tutorial.PLAYER
    assert lesson_text(ui) == TEXT("done")
    if language != "en":
        assert TEXT("done") != TEXT.sources["done"]
    qtbot.waitUntil(lambda: focused(ui) == "tutorialNewGameButton")
    qtbot.keyClick(ui.window, KEY.Key_Space)
    qtbot.waitUntil(lambda: app.screen == "newgame")
    assert app.session is None and not list(app.games_folder().glob("*"))  # not kept


@pytest.mark.parametrize("lesson, focus, keys, answer", [
    ("challenge", "challengeButton", (KEY.Key_C,), Challenge),
    ("challenge", "challengeButton", (KEY.Key_Return,), Challenge),
    ("wild_colour", "color_red", (KEY.Key_G,), ChooseColor),
    ("wild_colour", "color_red", (KEY.Key_Right, KEY.Key_Right, KEY.Key_Return), ChooseColor),
])
def test_the_lesson_teaches_the_keys_that_answer_where_the_focus_is(ui, qtbot, lesson, focus,
                                                                     keys, answer):
    """Issue 38, defect 5: "Tab to “Challenge”, then Space" while Challenge already had
    the focus (Tab moved it to "Take 4 cards"); "Tab to a colour, then Space" while Red
    had it, R, Y, G and B unmentioned. Each lesson names the keys that answer from where
    the focus is when it is shown (English here; the translations say the same keys)."""
    app = ui.controller
    app.tutorial.start()
    t = app.tutorial
    session = app.session
    script = tutorial.SCRIPT
    while True:  # the earlier lessons, played for the player, to the one under test
        qtbot.waitUntil(lambda: t._caught_up() and not app.game.busy()
                        and t._lesson.player_to_move() is not None, timeout=30_000)
        step = t._lesson.player_to_move()
        if step.lesson == lesson:
            break
        done = t._lesson.done
        app.game.send(step.action)
        qtbot.waitUntil(lambda done=done: t._lesson.done > done, timeout=10_000)
    ui.window.requestActivate()
    qtbot.waitUntil(lambda: focused(ui) == focus)
    said = lesson_text(ui)
    assert "Tab" not in said and all(k.name.removeprefix("Key_") in said
                                     or (k.name == "Key_Return" and "Enter" in said)
                                     or (k.name == "Key_Right" and "arrows" in said)
                                     for k in keys)
    before = t._lesson.done
    for key in keys:
        qtbot.keyClick(ui.window, key)
    qtbot.waitUntil(lambda: t._lesson.done > before)
    assert script[before].lesson == lesson
    assert isinstance(next(a for s, a in reversed(session.game.actions) if s == 0), answer)


def test_a_wrong_move_is_refused_with_the_lesson_again(ui, qtbot):
    app = ui.controller
    app.tutorial.start()
    t = app.tutorial
    qtbot.waitUntil(lambda: t._caught_up() and not app.game.busy())
    toasts = []
    app.game.toast.connect(toasts.append)
    wrong = next(i for i, c in enumerate(app.game.hand.cards) if c.code != "red_3")
    app.game.playCard(wrong)
    assert t._lesson.done == 0 and len(app.session.game.actions) == 0
    assert toasts == [texts.translate("TutorialPanel", TEXT.sources["refused"],
                                      step=STEP("colour"))]


def test_the_tutorial_can_be_left_at_any_point(ui, qtbot, config_dir):
    app = ui.controller
    (config_dir / "autosave.json").write_text("{}")  # a save of the player's: left alone
    app.tutorial.start()
    qtbot.waitUntil(lambda: app.screen == "tutorial" and screen_ready(ui))
    qtbot.waitUntil(lambda: app.tutorial._caught_up() and not app.game.busy())
    qtbot.keyClick(ui.window, KEY.Key_Return)
    qtbot.waitUntil(lambda: app.tutorial._lesson.done > 0)
    qtbot.keyClick(ui.window, KEY.Key_Escape)
    qtbot.waitUntil(lambda: app.screen == "menu")
    assert app.session is None and not app.tutorial.active
    assert (config_dir / "autosave.json").read_text() == "{}"


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_the_lesson_is_read_on_its_own(ui, qtbot, size):
    """The lesson stands in the log's place, opaque and as wide as the log: nothing of the
    table shows through or beside it, at any window size (issue 30: the log showed through)."""
    app = ui.controller
    ui.window.resize(*size)
    app.tutorial.start()
    qtbot.waitUntil(lambda: app.screen == "tutorial" and screen_ready(ui))
    qtbot.waitUntil(lambda: app.tutorial._caught_up() and not app.game.busy())
    lesson, log = find(ui, "tutorialPanel"), find(ui, "logView")
    assert lesson.isVisible() and lesson.property("color").alpha() == 255
    assert not log.parentItem().isVisible()  # the log's box is put away meanwhile
    assert lesson.width() == log.parentItem().width()
    app.tutorial.leave()
