"""The LAN screens: hosting offers the edition beside its house rules (as a game on one
computer has them), a free seat in the lobby reads once, and closing a room asks first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from qt_tree import accessible
from ui_helpers import click, drawn, find

from uno_desktop.ui.setup import rules_for


@pytest.fixture
def lan(ui, qtbot, monkeypatch, unannounced):
    monkeypatch.setenv("UNO_LAN_INTERFACES", "127.0.0.1")
    monkeypatch.setenv("UNO_LAN_LISTEN", "127.0.0.1")
    ui.controller.showScreen("lan")
    qtbot.waitUntil(lambda: find(ui, "lanHostButton") is not None)
    controller = ui.engine.singletonInstance("UnoDesktop.Lan", "LanController")
    yield controller
    controller.shutdown()


def _texts(item) -> list[str]:
    found = []
    for child in item.childItems():
        if child.isVisible():
            text = child.property("text")
            if isinstance(text, str) and text:
                found.append(text)
            found += _texts(child)
    return found


def test_hosting_offers_the_edition_and_its_house_rules(ui, qtbot, lan):
    lan.show("host")
    qtbot.waitUntil(lambda: find(ui, "lanEditionBox") is not None)
    values = find(ui, "lanEditionBox").property("values")
    values = values.toVariant() if hasattr(values, "toVariant") else values
    assert "spin" in values and "classic" in values
    presets = find(ui, "lanPresetBox").property("values")
    presets = presets.toVariant() if hasattr(presets, "toVariant") else presets
    assert "party" in presets and not any("/" in p for p in presets)
    assert lan.hostGame("Kitchen", "", "party", 4, 1, "spin")
    qtbot.waitUntil(lambda: lan.screen == "lobby")
    assert lan.host.options == rules_for("party", "spin")


def test_a_free_seat_reads_once(ui, qtbot, lan):
    lan.show("host")
    assert lan.hostGame("Kitchen", "", "official", 4, 1)
    qtbot.waitUntil(lambda: lan.screen == "lobby" and len(lan.seats) == 4)
    free = [s for s in lan.seats if s["kind"] == "empty"]
    assert len(free) == 2 and all(s["kindText"] == "" for s in free)
    seat_list = find(ui, "lanSeatList")
    qtbot.waitUntil(lambda: seat_list.property("count") == len(lan.seats))
    drawn(qtbot, ui.window)  # its rows are laid out
    shown = _texts(seat_list)
    assert shown.count(free[0]["name"]) == len(free)  # each free seat says it once


def test_closing_a_room_asks_first(ui, qtbot, lan):
    lan.show("host")
    assert lan.hostGame("Kitchen", "", "official", 3, 1)
    qtbot.waitUntil(lambda: lan.screen == "lobby")
    click(qtbot, ui, "lanLeaveButton")
    assert find(ui, "lanLeaveDialog").isVisible() and lan.screen == "lobby"
    click(qtbot, ui, "cancelButton")
    qtbot.waitUntil(lambda: find(ui, "lanLeaveDialog") is None)
    assert lan.isHost
    click(qtbot, ui, "lanLeaveButton")
    click(qtbot, ui, "confirmButton")
    qtbot.waitUntil(lambda: lan.screen == "home")
    assert not lan.isHost


HOST_CONTROLS = ("lanRoomField", "lanPinField", "lanEditionBox", "lanPresetBox", "lanSeatsBox",
                 "lanBotsBox", "lanCoachSwitch", "lanHostBackButton", "lanOpenRoomButton")


@pytest.mark.parametrize("language", ["de", "en", "sv"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_host_form_shows_every_control_whole(ui, qtbot, lan, language, size):
    """The German form cut its buttons off at 1024×640: every field and both buttons are
    inside the window and the page, also with a status line under the form."""
    from layout import scene_rect

    ui.settings.language = language
    ui.window.resize(*size)
    lan.show("host")
    qtbot.waitUntil(lambda: find(ui, "lanOpenRoomButton") is not None)
    for status in ("", "x" * 60):
        lan._set_status(status)
        qtbot.waitUntil(lambda s=status: find(ui, "lanStatus").isVisible() == bool(s))
        page = scene_rect(find(ui, "lanHostScroll"))
        qtbot.waitUntil(lambda page=page: all(
            page.contains(scene_rect(find(ui, n))) for n in HOST_CONTROLS), timeout=2000)
        assert not find(ui, "lanHostScroll").property("interactive")  # nothing to scroll
        assert page.bottom() <= scene_rect(find(ui, "lanStatus")).top() or not status


def _key(ui, qtbot, key) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtTest import QTest

    QTest.keyClick(ui.window, key)
    QCoreApplication.processEvents()  # what the key posted


def test_esc_goes_back_a_page_and_each_page_starts_on_its_first_field(ui, qtbot, lan):
    """Walked with the keyboard: Esc did nothing on any LAN page and the focus sat on the
    page's loader, so typing went nowhere until Tab. Now each page has its first field,
    Esc goes back as its Back button does, and the lobby asks before closing the room."""
    from PySide6.QtCore import Qt

    focus = ui.window.activeFocusItem
    qtbot.waitUntil(lambda: focus() is not None and focus().objectName() == "lanNameField")
    lan.show("host")
    qtbot.waitUntil(lambda: focus() is not None and focus().objectName() == "lanRoomField")
    _key(ui, qtbot, Qt.Key.Key_Escape)  # from the room name field
    qtbot.waitUntil(lambda: lan.screen == "home")
    lan.show("join")
    qtbot.waitUntil(lambda: find(ui, "lanAddressField") is not None)
    _key(ui, qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: lan.screen == "home")
    assert lan.browser is None  # the search stopped, as Back stops it
    lan.show("host")
    assert lan.hostGame("Kitchen", "", "official", 3, 1)
    qtbot.waitUntil(lambda: lan.screen == "lobby")
    _key(ui, qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: find(ui, "lanLeaveDialog") is not None)
    _key(ui, qtbot, Qt.Key.Key_Escape)  # the question answers Esc: stay
    qtbot.waitUntil(lambda: find(ui, "lanLeaveDialog") is None)
    assert lan.screen == "lobby" and lan.isHost
    _key(ui, qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: find(ui, "lanLeaveDialog") is not None)
    stops = set()
    for _ in range(4):  # the question is modal: Tab stays in it (it went on to Ready)
        _key(ui, qtbot, Qt.Key.Key_Tab)
        stops.add(focus().objectName())
    assert stops == {"confirmButton", "cancelButton"}
    while focus().objectName() != "confirmButton":
        _key(ui, qtbot, Qt.Key.Key_Tab)
    _key(ui, qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: lan.screen == "home" and not lan.isHost)
    _key(ui, qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: ui.controller.screen == "menu")


SEAT_BUTTONS = {  # what a screen reader hears for a seat's button, with a bot, then without
    "en": ("Remove bot {name} from seat {seat}", "Add a bot to seat {seat}"),
    "de": ("Bot {name} von Platz {seat} entfernen", "Bot auf Platz {seat} setzen"),
    "sv": ("Ta bort boten {name} från plats {seat}", "Lägg till en bot på plats {seat}"),
}


@pytest.mark.parametrize("language", sorted(SEAT_BUTTONS))
def test_each_seats_bot_button_names_its_seat_and_bot(ui, qtbot, lan, language):
    """The lobby repeats Add bot / Remove bot on every seat: read out of their row, each
    says whose seat it is (the bot by name), in the player's language."""
    ui.settings.language = language
    lan.show("host")
    assert lan.hostGame("Kitchen", "", "official", 3, 1)
    qtbot.waitUntil(lambda: lan.screen == "lobby" and len(lan.seats) == 3)
    bot = next(s for s in lan.seats if s["kind"] == "bot")
    free = next(s for s in lan.seats if s["kind"] == "empty")
    with_bot, without = SEAT_BUTTONS[language]
    bot_button, free_button = (f"lanSeatBotButton{s['seat']}" for s in (bot, free))
    rows = find(ui, "lanSeatList")
    qtbot.waitUntil(lambda: _in_rows(rows, bot_button) is not None)
    qtbot.waitUntil(lambda: accessible(_in_rows(rows, bot_button))[0]
                    == with_bot.format(name=bot["name"], seat=bot["seat"] + 1))
    assert accessible(_in_rows(rows, free_button))[0] == without.format(seat=free["seat"] + 1)
    button = _in_rows(rows, bot_button)
    centre = button.mapToScene(QPointF(button.width() / 2, button.height() / 2)).toPoint()
    QTest.mouseClick(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     centre)  # the bot leaves: the same button offers one
    qtbot.waitUntil(lambda: accessible(_in_rows(rows, bot_button))[0]
                    == without.format(seat=bot["seat"] + 1))


def _in_rows(item, name: str):
    """A delegate's item by its objectName (a list's rows are not its QObject children)."""
    for child in item.childItems():
        if child.objectName() == name:
            return child
        found = _in_rows(child, name)
        if found is not None:
            return found
    return None


def test_the_leave_question_keeps_the_focus_where_shift_tab_put_it(ui, qtbot, lan):
    """Shift+Tab from Stay to Leave, and the focus stays on Leave while the question is up
    (its own hand-over, Qt.callLater, done; the lobby's status line changing under it;
    frames drawn): Return leaves. With Orca under load the rooms walk ended on Stay; the
    cause was the walk's own second Shift+Tab (tests/a11y/test_orca_rooms.py), and this
    holds the game's half: nothing of the game's takes the focus back."""
    focus = ui.window.activeFocusItem
    lan.show("host")
    assert lan.hostGame("Kitchen", "", "official", 3, 1)
    qtbot.waitUntil(lambda: lan.screen == "lobby")
    _key(ui, qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: focus() is not None and focus().objectName() == "cancelButton")
    QTest.keyClick(ui.window, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: focus().objectName() == "confirmButton")
    lan._set_status("Someone joins…")
    for _ in range(3):
        drawn(qtbot, ui.window)
    assert focus().objectName() == "confirmButton"
    _key(ui, qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: lan.screen == "home" and not lan.isHost)
