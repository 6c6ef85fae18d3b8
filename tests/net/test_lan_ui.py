"""The LAN screens in the real app, offscreen: home, host form, join list, lobby with chat,
then the deal hands over to the table; a player whose seat is taken over is told and
reconnects. Screenshots go to ``$LAN_SCREENSHOTS`` when set (in ``$LAN_LANGUAGE``, de or
sv, at ``$LAN_WINDOW``, e.g. 1024x640). Everything stays on loopback
(``UNO_LAN_INTERFACES``/``UNO_LAN_LISTEN``)."""

from __future__ import annotations

import os

import pytest
from lan_app import close_app, lan_of, open_app, shot  # first: the app stays on loopback
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from qt_tree import named_item

from uno_desktop.net.client import ClientState, LanClient


def _app(tmp_path, monkeypatch):
    """The app in ``$LAN_LANGUAGE`` at ``$LAN_WINDOW`` (the screenshots' choice)."""
    width, _, height = os.environ.get("LAN_WINDOW", "1280x720").partition("x")
    return open_app(tmp_path, monkeypatch, os.environ.get("LAN_LANGUAGE", "en"),
                    (int(width), int(height)))


def _find(window, name):
    from PySide6.QtCore import QObject

    item = window.findChild(QObject, name)
    assert item is not None, name
    return item


@pytest.mark.slow
@pytest.mark.qt_log_level_fail("WARNING")
def test_lan_screens_host_lobby_chat_and_deal(qapp, qtbot, tmp_path, monkeypatch):
    ui, window = _app(tmp_path, monkeypatch)
    try:
        ui.controller.showScreen("lan")
        qtbot.waitUntil(lambda: _has(window, "lanHostButton"), timeout=5000)
        lan = lan_of(ui)
        assert lan is not None
        shot(window, "lan_home", qtbot)
        lan.show("host")
        qtbot.waitUntil(lambda: _has(window, "lanOpenRoomButton"), timeout=5000)
        shot(window, "lan_host", qtbot)
        lan.show("join")
        qtbot.waitUntil(lambda: _has(window, "lanGameList"), timeout=5000)
        shot(window, "lan_join", qtbot)
        lan.stopBrowsing()
        lan.show("host")
        assert lan.hostGame("Kitchen table", "", "official", 3, 1)
        qtbot.waitUntil(lambda: lan.screen == "lobby" and len(lan.seats) == 3, timeout=5000)
        guest = LanClient(ClientState(name="Grace"))
        guest.open("127.0.0.1", lan.host.port)
        qtbot.waitUntil(lambda: guest.state.welcome is not None, timeout=5000)
        guest.say("Hi all, ready when you are!")
        qtbot.waitUntil(lambda: len(lan.chat) == 1, timeout=5000)
        lan.say("Welcome, Grace")
        qtbot.waitUntil(lambda: len(lan.chat) == 2, timeout=5000)
        guest.set_ready(True)
        lan.setReady(True)
        qtbot.waitUntil(lambda: lan.ready and sum(s["ready"] for s in lan.seats) == 3,
                        timeout=5000)
        shot(window, "lan_lobby", qtbot)
        assert [s["kind"] for s in lan.seats] == ["human", "human", "bot"]
        assert lan.seats[0]["mine"] and lan.isHost
        lan.startGame()
        qtbot.waitUntil(lambda: ui.controller.screen == "table", timeout=5000)
        assert lan.transport is not None and lan.transport.seat == 0
        game = ui.controller.game
        qtbot.waitUntil(lambda: bool(game.hand.cards) and not game.busy(), timeout=10_000)
        shot(window, "lan_table", qtbot)
        guest.stop()
        # Leaving the table closes the room (saved); the host resumes it later and sits
        # down at the same seat again with its token.
        hand = lan.transport.latest().view.hand
        sid = lan.transport.latest().view.state_id
        ui.controller.leaveTable()
        qtbot.waitUntil(lambda: lan.host is None and lan.canResume, timeout=5000)
        ui.controller.showScreen("lan")
        assert lan.resumeGame()
        qtbot.waitUntil(lambda: ui.controller.screen == "table" and lan.transport is not None,
                        timeout=5000)
        assert lan.transport.seat == 0
        view = lan.transport.latest().view
        assert view.state_id >= sid
        if view.state_id == sid:
            assert view.hand == hand
    finally:
        close_app(ui, qapp)


def _has(window, name):
    from PySide6.QtCore import QObject

    return window.findChild(QObject, name) is not None


def _opened(window, name):
    """Whether the popup ``name`` is there and open (its opening transition over)."""
    popup = window.findChild(QObject, name)
    return popup is not None and bool(popup.property("opened"))


@pytest.mark.slow  # over 1 s of CPU
@pytest.mark.qt_log_level_fail("WARNING")
def test_join_a_discovered_game_from_the_join_screen(qapp, qtbot, tmp_path, monkeypatch, procs):
    from net_helpers import start_host

    _host, port = start_host(procs, tmp_path, "--seats", "3", "--bots", "1", "--room",
                             "Attic", "--interfaces", "127.0.0.1", "--pin", "424242")
    ui, window = _app(tmp_path, monkeypatch)
    try:
        ui.controller.showScreen("lan")
        qtbot.waitUntil(lambda: _has(window, "lanHostButton"), timeout=5000)
        lan = lan_of(ui)
        lan.show("join")
        qtbot.waitUntil(lambda: any(g["port"] == port for g in lan.games), timeout=15000)
        shot(window, "lan_join_found", qtbot)
        index = next(i for i, g in enumerate(lan.games) if g["port"] == port)
        assert lan.games[index]["room"] == "Attic" and lan.games[index]["pin"]
        # by the keyboard: the arrows pick the game in the list, Enter joins it
        games = window.findChild(QObject, "lanGameList")
        games.forceActiveFocus()
        QTest.keyClick(window, Qt.Key.Key_Home)
        for _ in range(index):
            QTest.keyClick(window, Qt.Key.Key_Down)
        qtbot.waitUntil(lambda: games.property("currentIndex") == index)
        # the delegate is made and highlighted by the view's next polish, not at once
        qtbot.waitUntil(lambda: (r := named_item(games, f"lanGameRow{index}")) is not None
                        and bool(r.property("highlighted")))
        row = named_item(games, f"lanGameRow{index}")
        assert row is not None
        name = QAccessible.queryAccessibleInterface(row).text(QAccessible.Text.Name)
        assert name.startswith("Attic") and "PIN" in name, name  # its details, read out
        shot(window, "lan_join_focused", qtbot)
        QTest.keyClick(window, Qt.Key.Key_Return)  # the room has a PIN: it is asked here
        qtbot.waitUntil(
            lambda: (f := named_item(window.contentItem(), "lanListPinField")) is not None
            and bool(f.property("activeFocus")), timeout=5000)
        for char in "424242":
            QTest.keyClick(window, char)
        shot(window, "lan_join_pin", qtbot)
        QTest.keyClick(window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: lan.screen == "lobby" and len(lan.seats) == 3, timeout=5000)
        assert lan.room == "Attic" and not lan.isHost
        assert [s["kind"] for s in lan.seats] == ["human", "empty", "bot"]
        lan.leave()
        qtbot.waitUntil(lambda: lan.screen == "home", timeout=5000)
    finally:
        close_app(ui, qapp)


@pytest.mark.qt_log_level_fail("WARNING")
def test_a_replaced_player_is_told_and_can_reconnect(qapp, qtbot, tmp_path, monkeypatch):
    """Someone took the seat over with its token: the table says so on the LAN screen,
    which offers to reconnect, and reconnecting takes the seat back."""
    from rules import load_preset, with_options
    from uno_desktop.net.host import HostConfig, LanHost
    from uno_desktop.ui.texts import translate_code

    host = LanHost(HostConfig(room="Den", seats=2, bots=1, autostart=True, bot_delay_ms=300,
                              ping_ms=0, options=with_options(load_preset("official"),
                                                              uno_grace_ms=0)))
    host.listen(0, "127.0.0.1")
    ui, window = _app(tmp_path, monkeypatch)
    other = None
    try:
        ui.controller.showScreen("lan")
        qtbot.waitUntil(lambda: _has(window, "lanHostButton"), timeout=5000)
        lan = lan_of(ui)
        lan.setPlayerName("Ada")
        assert lan.joinAddress("127.0.0.1", host.port, "", False)
        qtbot.waitUntil(lambda: lan.screen == "lobby", timeout=5000)
        lan.setReady(True)
        qtbot.waitUntil(lambda: ui.controller.screen == "table", timeout=10000)
        seat = lan.transport.seat
        token = lan.tokens.get(host.identity.public).token
        other = LanClient(ClientState(name="Ada elsewhere", token=token))
        other.open("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: ui.controller.screen == "lan" and lan.canReconnect,
                        timeout=10000)
        replaced = translate_code("net", "replaced")
        assert ui.controller.message == replaced and lan.status == replaced
        button = window.findChild(QObject, "lanReconnectButton")
        assert button is not None and button.isVisible()
        qtbot.waitUntil(lambda: window.findChild(QObject, "messageDialog") is not None,
                        timeout=5000)
        shot(window, "lan_replaced_dialog", qtbot)
        ui.controller.clearMessage()
        qtbot.waitUntil(lambda: window.findChild(QObject, "messageDialog") is None,
                        timeout=5000)
        shot(window, "lan_replaced", qtbot)
        lan.reconnect()
        qtbot.waitUntil(lambda: ui.controller.screen == "table" and lan.transport is not None,
                        timeout=10000)
        assert lan.transport.seat == seat and not lan.canReconnect
        qtbot.waitUntil(lambda: other.state.welcome is not None and other._stopped,
                        timeout=5000)  # the other one was replaced in turn
    finally:
        if other is not None:
            other.stop()
        close_app(ui, qapp)
        host.close()


@pytest.mark.qt_log_level_fail("WARNING")
def test_the_hosts_lobby_counts_wrong_pins(qapp, qtbot, tmp_path, monkeypatch):
    """Someone guessing the PIN shows in the host's lobby, in the player's language; a PIN
    too short to hold is refused before the room opens."""
    ui, window = _app(tmp_path, monkeypatch)
    try:
        ui.controller.showScreen("lan")
        qtbot.waitUntil(lambda: _has(window, "lanHostButton"), timeout=5000)
        lan = lan_of(ui)
        lan.show("host")
        assert not lan.hostGame("Kitchen table", "1234", "official", 3, 1)
        assert "6" in lan.status and lan.host is None
        shot(window, "lan_host_short_pin", qtbot)
        assert lan.hostGame("Kitchen table", "482916", "official", 3, 1)
        qtbot.waitUntil(lambda: lan.screen == "lobby" and len(lan.seats) == 3, timeout=5000)
        label = _find(window, "lanWrongPins")
        assert not label.property("visible") and lan.wrongPins == 0
        for guess in ("000000", "111111"):
            guesser = LanClient(ClientState(name="Guess", pin=guess))
            errors: list[str] = []
            guesser.error.connect(lambda code, _sid, errors=errors: errors.append(code))
            guesser.open("127.0.0.1", lan.host.port)
            qtbot.waitUntil(lambda errors=errors: "bad_pin" in errors, timeout=5000)
            guesser.stop()
        qtbot.waitUntil(lambda: lan.wrongPins == 2 and label.property("visible"), timeout=5000)
        expected = {"en": "2 wrong PIN attempts", "de": "2 falsche PIN-Versuche",
                    "sv": "2 felaktiga PIN-försök"}
        for language, text in expected.items():
            ui.settings.language = language
            qtbot.waitUntil(lambda text=text: label.property("text") == text, timeout=5000)
        ui.settings.language = os.environ.get("LAN_LANGUAGE", "en")
        shot(window, "lan_lobby_wrong_pins", qtbot)
    finally:
        close_app(ui, qapp)


@pytest.mark.qt_log_level_fail("WARNING")
def test_a_guest_in_the_lobby_sees_the_table_as_the_host_deals(qapp, qtbot, tmp_path, monkeypatch):
    """The deal reaches a guest's lobby as the seat table saying the game started, with
    the guest's first view right behind it (issue 36): the guest's window draws no frame
    of a started lobby; its next frame is the table, which takes the keyboard focus (a
    screen reader reads it out) and then says the first card."""
    from uno_desktop.net.host import HostConfig, LanHost
    from uno_desktop.ui import texts

    host = LanHost(HostConfig(room="Den", seats=3, bots=1, ping_ms=0, bot_delay_ms=60_000))
    host.listen(0, "127.0.0.1")
    ada = LanClient(ClientState(name="Ada"))  # the host's own seat, as the host's app has it
    ada.open("127.0.0.1", host.port)
    ui, window = _app(tmp_path, monkeypatch)
    try:
        qtbot.waitUntil(lambda: ada.state.welcome is not None, timeout=5000)
        ui.controller.showScreen("lan")
        qtbot.waitUntil(lambda: _has(window, "lanHostButton"), timeout=5000)
        lan = lan_of(ui)
        assert lan.joinAddress("127.0.0.1", host.port, "", False)
        qtbot.waitUntil(lambda: lan.screen == "lobby" and len(lan.seats) == 3, timeout=5000)
        lan.setReady(True)
        qtbot.waitUntil(lambda: lan.ready, timeout=5000)
        shot(window, "lan_guest_lobby", qtbot)
        told: list[int] = []  # frames drawn before the guest heard the game started
        frames: list[tuple[str, bool]] = []  # after it: the screen each frame showed
        lan.client.lobbyChanged.connect(
            lambda lobby: told.append(len(frames)) if lobby.started and not told else None)
        window.frameSwapped.connect(
            lambda: frames.append((ui.controller.screen, bool(told))))
        said: list[str] = []
        game = ui.controller.game
        game.announced.connect(said.append)
        host.start_game()
        qtbot.waitUntil(lambda: bool(said), timeout=10_000)
        after = [screen for screen, heard in frames if heard]
        assert told and after and set(after) == {"table"}, frames
        table = window.findChild(QObject, "table")
        assert table is not None and table.property("activeFocus")
        top = lan.transport.latest().view.top_card
        assert texts.card_name(top) in said[0], said
        shot(window, "lan_guest_dealt", qtbot)
    finally:
        close_app(ui, qapp)
        ada.stop()
        host.close()
