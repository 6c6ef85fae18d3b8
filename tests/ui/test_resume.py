"""Autosave after every action, Continue resumes exactly; a broken save gives a
translated message and offers a new game instead of crashing."""

from __future__ import annotations

from ui_helpers import drain_deletes, find, human_vs_bots, screen_ready, wait_my_turn

from rules.record import snapshot
from uno_desktop.app import UnoApp
from uno_desktop.qtcompat import class_name
from uno_desktop.ui import texts


def test_autosave_and_continue(ui, qtbot, config_dir, qapp):
    human_vs_bots(ui, seed=21)
    wait_my_turn(qtbot, ui)
    ui.controller.game.draw()
    qtbot.waitUntil(lambda: not ui.controller.game.busy())
    session = ui.controller.session
    path = config_dir / "autosave.json"
    assert path.exists()
    expected = snapshot(session.game)
    ui.controller.leaveTable()
    drain_deletes(qapp)  # the table just left, before another app's preloader runs
    other = UnoApp(sound=False)
    other.settings.animationSpeed = "instant"
    other.load()
    try:
        qtbot.waitUntil(lambda: screen_ready(other))
        assert other.controller.canContinue
        assert find(other, "continueButton").isVisible()
        assert other.controller.continueGame()
        assert snapshot(other.controller.session.game) == expected
        assert other.controller.screen == "table"
        assert other.controller.session.seats[0].name == "You"
        hand = other.controller.game.hand.cards
        assert sorted(hand, key=repr) == sorted(other.controller.session.game.hands[0], key=repr)
    finally:
        other.close()
        qapp.processEvents()


def test_corrupt_save_shows_message(ui, qtbot, config_dir):
    (config_dir / "autosave.json").write_bytes(b'{"format": "uno-desktop-save", "vers')
    ui.controller.savesChanged.emit()
    assert ui.controller.canContinue
    assert not ui.controller.continueGame()
    assert ui.controller.message == texts.translate_code("save", "malformed")
    assert ui.controller.screen == "menu"
    dialog = find(ui, "messageDialog")
    assert dialog is not None and dialog.property("visible")
    ui.controller.clearMessage()
    # Unloaded once the message is gone, its modal dimmer with it.
    qtbot.waitUntil(lambda: find(ui, "messageDialog") is None)
    overlays = [i for i in ui.window.contentItem().childItems()
                if class_name(i) == "QQuickOverlay"]
    assert not any(child.isVisible() for o in overlays for child in o.childItems())


def test_the_message_is_modal_and_enter_presses_its_focused_button(ui, qtbot, config_dir):
    """The message dialog (a broken save, the seat taken over on the LAN) holds the keys:
    the focus starts on OK, Tab stays between its two buttons, Enter presses OK."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtTest import QTest

    def key(k) -> None:
        QTest.keyClick(ui.window, k)
        QCoreApplication.processEvents()

    def focus() -> str:
        item = ui.window.activeFocusItem()
        return item.objectName() if item is not None else ""

    (config_dir / "autosave.json").write_bytes(b'{"format": "uno-desktop-save", "vers')
    ui.controller.savesChanged.emit()
    assert not ui.controller.continueGame()
    qtbot.waitUntil(lambda: find(ui, "messageDialog") is not None)
    assert find(ui, "messageDialog").property("modal")
    qtbot.waitUntil(lambda: focus() == "cancelButton")
    stops = set()
    for _ in range(4):  # nothing behind it takes a Tab stop
        key(Qt.Key.Key_Tab)
        stops.add(focus())
    assert stops == {"confirmButton", "cancelButton"}
    while focus() != "cancelButton":
        key(Qt.Key.Key_Tab)
    key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: find(ui, "messageDialog") is None)
    assert ui.controller.message == "" and ui.controller.screen == "menu"
