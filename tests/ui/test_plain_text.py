"""Every string a peer chose (names, room names, chat) is shown as plain text.

A QML ``Text`` guesses rich text (``AutoText``) by default: a LAN name such as
``<img src=…>`` or ``<a href=…>`` became an invisible name or a link. So every ``Text``
and ``Label`` in the QML declares its ``textFormat``, plain unless it shows our own rich
text (the rules); a LAN lobby and table with a hostile guest, and a game played to its end
with hostile names, show them literally (room title, seat list, chat, seat badges, status
line, log, the end-of-hand and end-of-game panels). The LAN part stays on 127.0.0.1.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtQml import QQmlExpression, qmlContext
from PySide6.QtQuick import QQuickItem
from qt_tree import items
from ui_helpers import find, qml_elements, qml_sources

from rules import RuleOptions, load_preset, new_game, with_options
from uno_desktop.session import SeatInfo

HOSTILE = '<b>Mal</b><img src="x"><a href="y">ory</a>'
RICH_ALLOWED = {"RulesScreen.qml"}  # the rules screen renders our own rules text
ELEMENT = re.compile(r"(?<![\w.])(Text|Label)\s*\{")
PLAIN = 0  # Text.PlainText


def test_every_qml_text_says_how_it_renders_and_only_the_rules_are_rich():
    checked = 0
    for path in qml_sources():
        for body in qml_elements(path.read_text(encoding="utf-8"), ELEMENT):
            formats = re.findall(r"textFormat\s*:\s*Text\.(\w+)", body)
            assert formats, f"{path.name}: a Text without textFormat: {body.strip()[:80]!r}"
            if path.name not in RICH_ALLOWED:
                assert formats == ["PlainText"], f"{path.name}: {formats}"
            checked += 1
    assert checked > 100


def _texts(ui) -> list[QQuickItem]:
    return [item for item in items(ui.window.contentItem()) if item.inherits("QQuickText")]


def _format(item: QQuickItem) -> int:
    """``textFormat`` read through QML (PySide6 cannot convert the C++ enum itself)."""
    value, failed = QQmlExpression(qmlContext(item), item, "textFormat").evaluate()
    assert not failed
    return int(value)


def _shown_plain(ui, needle: str = HOSTILE) -> int:
    """How many visible texts show ``needle``; fails if one of them is not plain."""
    shown = 0
    for item in _texts(ui):
        if needle in str(item.property("text")) and item.isVisible():
            assert _format(item) == PLAIN, item.property("text")
            shown += 1
    return shown


def _seed_where_seat_plays_first(options: RuleOptions, seat: int) -> int:
    def first(seed: int) -> tuple[str, int | None]:
        decision = new_game(options, 2, seed).decision
        return decision.kind, decision.seat

    return next(seed for seed in range(1000) if first(seed) == ("turn", seat))


@pytest.mark.slow
def test_a_hostile_lan_guest_shows_as_plain_text_in_the_lobby_and_at_the_table(
        ui, qtbot, monkeypatch):
    monkeypatch.setenv("UNO_LAN_INTERFACES", "127.0.0.1")
    monkeypatch.setenv("UNO_LAN_LISTEN", "127.0.0.1")
    from uno_desktop.net.client import ClientState, LanClient
    from uno_desktop.net.names import clean_name

    name = clean_name(HOSTILE)  # what the host makes of it: the markup stays, to be shown
    assert name.startswith("<b>Mal</b><img")
    ui.controller.showScreen("lan")
    qtbot.waitUntil(lambda: find(ui, "lanHostButton") is not None, timeout=5000)
    lan = ui.engine.singletonInstance("UnoDesktop.Lan", "LanController")
    guest = None
    try:
        assert lan.hostGame(name, "", "official", 2, 0)
        qtbot.waitUntil(lambda: lan.screen == "lobby", timeout=5000)
        guest = LanClient(ClientState(name=HOSTILE))
        guest.open("127.0.0.1", lan.host.port)
        qtbot.waitUntil(lambda: guest.state.welcome is not None, timeout=5000)
        guest.say(HOSTILE)
        # the room title, the seat list and the chat line
        qtbot.waitUntil(lambda: _shown_plain(ui, name) >= 3, timeout=5000)
        # a deal where the guest (seat 1) is to play, so the status line names them: with a
        # random deal the host may be to play and only the badge (and maybe a log line) does
        lan.host.config.seed = _seed_where_seat_plays_first(lan.host.options, 1)
        lan.startGame()
        qtbot.waitUntil(lambda: ui.controller.screen == "table", timeout=10_000)
        # the seat badge and the status line
        qtbot.waitUntil(lambda: _shown_plain(ui, name) >= 2, timeout=10_000)
    finally:
        if guest is not None:
            guest.stop()
        lan.shutdown()


@pytest.mark.slow  # over 2 s
def test_hostile_names_show_literally_to_the_end_of_the_game(ui, qtbot):
    seats = [SeatInfo(HOSTILE, "bot", "normal"), SeatInfo("Bo", "bot", "normal"),
             SeatInfo(HOSTILE + "2", "bot", "normal")]  # bots only: it plays itself out
    options = with_options(load_preset("official"), target_score=60)
    assert ui.controller.start_game(options, seats, seed=3)
    game = ui.controller.game
    qtbot.waitUntil(lambda: _shown_plain(ui) >= 3, timeout=10_000)  # badges, status, log
    qtbot.waitUntil(lambda: game.handOver or game.gameOver, timeout=60_000)
    assert _shown_plain(ui) >= 2  # the end-of-hand (or -game) panel's rows too
    qtbot.waitUntil(lambda: game.gameOver, timeout=120_000)
    panel = find(ui, "gameOverPanel")
    assert panel is not None and panel.isVisible()
    assert _shown_plain(ui) >= 1
