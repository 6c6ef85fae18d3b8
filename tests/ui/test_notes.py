"""One place for a passing word on the table (issue 38, defects 8 and 10): a refusal, "nothing
to decide" and the coach's hint stand in the prompt's place (NoteLine.qml) while the prompt
steps aside, so none lies on a prompt, a pile or a label; a refusal goes when the prompt
changes, the hint when the game moves on; your own seat's words (Skip, +2) go on your hand,
never on the prompt."""

from __future__ import annotations

import pytest
from layout import scene_rect
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest
from qt_tree import inside, live_children
from scenes import Scenes
from ui_helpers import find, human_vs_bots, playable_index, wait_my_turn

from uno_desktop.qtcompat import class_name

K = Qt.Key


def _texts_on(ui, item: QQuickItem) -> list[str]:
    """Every visible text of the window, not ``item``'s own, that lies on ``item``."""
    box = scene_rect(item)
    found, stack = [], [ui.window.contentItem()]
    while stack:
        node = stack.pop()
        if not node.isVisible() or node.opacity() <= 0.01:
            continue
        stack.extend(live_children(node))
        text = node.property("text") if class_name(node).startswith(
            ("QQuickText", "Text")) else None
        if not isinstance(text, str) or not text.strip() or inside(node, item):
            continue
        bound = node.boundingRect()
        shared = scene_rect(node, bound.x(), bound.y(), bound.width(),
                            bound.height()).intersected(box)
        if shared.width() > 2 and shared.height() > 2:
            found.append(text)
    return found


@pytest.mark.slow  # the window at 4K too: about 2.5 s
def test_a_refusal_and_the_hint_stand_in_the_prompts_place(ui):
    """The issue's case: "Take the penalty cards first." exactly over the hint "Challenge:
    Ben probably held …" over the prompt."""
    sc = Scenes(ui)
    sc.show("challenge")
    ui.controller.coach.hint()
    sc.spin(0.1)
    note, status = find(ui, "noteLine"), find(ui, "statusLine")
    hint = ui.controller.coach.hintText
    assert note.isVisible() and note.property("text") == hint and not status.isVisible()
    ui.controller.game.toast.emit("Take the penalty cards first.")
    sc.spin(0.1)
    assert note.property("text") == "Take the penalty cards first."
    for width, height in ((1024, 640), (3840, 2160)):
        ui.window.resize(width, height)
        sc.spin(0.1)
        assert _texts_on(ui, note) == [], (width, height)
    assert find(ui, "toast").property("opacity") == 0  # the window's own stays away
    ui.window.resize(1280, 720)


@pytest.mark.slow  # bots at normal speed: about 12 s
def test_nothing_to_decide_goes_once_the_turn_comes(ui, qtbot):
    """H while the bots play said "nothing to decide", and it stayed on the prompt line
    after the turn had come, over "Play a card or draw"."""
    ui.settings.animationSpeed = "normal"
    human_vs_bots(ui, seed=11)
    app = ui.controller
    session = app.session
    wait_my_turn(qtbot, ui, timeout=30_000)
    ui.window.requestActivate()
    table = find(ui, "table")
    index = playable_index(ui)
    if index < 0:
        app.game.draw()
    else:
        app.game.playCard(index)
    qtbot.waitUntil(lambda: session.game.decision.seat not in (0, None), timeout=10_000)
    QTest.keyClick(ui.window, K.Key_H)
    QCoreApplication.processEvents()
    assert table.property("note") != ""  # "nothing to decide", in the prompt's place
    assert not find(ui, "statusLine").isVisible()
    wait_my_turn(qtbot, ui, timeout=30_000)
    qtbot.waitUntil(lambda: table.property("note") == "")  # gone as the prompt changed
    assert find(ui, "statusLine").isVisible() and not find(ui, "noteLine").isVisible()


def test_your_own_seats_word_lands_on_your_hand_not_on_the_prompt(ui):
    """An "Aussetzen" pill lay half under "Gerade hast du nichts zu entscheiden.": your own
    seat's word goes on your cards' lower half."""
    sc = Scenes(ui)
    sc.show("challenge")
    table = find(ui, "table")
    table.burst("Skip", 0, "#3070E0", 60_000)
    sc.spin(0.2)
    pill = next(i for i in table.childItems()
                if class_name(i).startswith("Burst"))
    status, hand = find(ui, "statusLine"), find(ui, "handArea")
    box = scene_rect(pill)
    assert not box.intersects(scene_rect(status))
    assert scene_rect(hand).contains(box.center())


@pytest.mark.slow  # the window at 1024×640 and 4K, in German: about 3 s
def test_the_prompts_line_keeps_clear_of_the_badges_beside_it(ui):
    """At ten seats the badges sit down the table's sides to the prompt's height (1024×640):
    a long word in the prompt's place ("Das Spiel ist schon weiter …", the coach's hint)
    and a long prompt ran under the lowest badges. Both keep to the room between them."""
    sc = Scenes(ui)
    sc.show("table_10")
    note, status = find(ui, "noteLine"), find(ui, "statusLine")
    badges = [find(ui, f"seatBadge{seat}") for seat in range(1, 10)]
    long_word = ("Das Spiel ist schon weiter, versuch es noch einmal. Leg eine Karte, die "
                 "zur Farbe oder Zahl passt, oder zieh eine.")
    status.setProperty("text", long_word)  # the prompt first, then the note in its place
    for line in (status, note):
        if line is note:
            ui.controller.game.toast.emit(long_word)
        for width, height in ((1024, 640), (3840, 2160)):
            ui.window.resize(width, height)
            sc.spin(0.1)
            assert line.isVisible(), (width, height, line.objectName())
            box = scene_rect(line)
            under = [b.objectName() for b in badges
                     if b.isVisible() and scene_rect(b).intersects(box)]
            assert under == [], (width, height, line.objectName(), under)
    ui.window.resize(1280, 720)


def test_the_prompts_room_is_measured_on_the_badges_of_each_new_game(ui):
    """The robot (spin/de/1024x640/keys/10, in its second game): the room beside the
    prompt's line was still the first game's, whose badges a new game had made anew, and
    the coach's hint ran under the lowest two badges of the next."""
    sc = Scenes(ui)
    ui.window.resize(1024, 640)
    sc.show("table_10")
    sc.show("table_10")  # a new game: the seats' badges made anew, as many as before
    ui.controller.game.toast.emit("Das Spiel ist schon weiter, versuch es noch einmal. Leg "
                                  "eine Karte, die zur Farbe oder Zahl passt, oder zieh eine.")
    sc.spin(0.1)
    note = find(ui, "noteLine")
    box = scene_rect(note)
    under = [f"seatBadge{seat}" for seat in range(1, 10)
             if scene_rect(find(ui, f"seatBadge{seat}")).intersects(box)]
    ui.window.resize(1280, 720)
    assert note.isVisible() and under == [], (box, under)
