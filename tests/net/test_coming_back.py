"""Coming back to a LAN game: a guest who drops is marked away at the host's table (the
seat's badge, a log line, the screen reader told) while a bot plays for them, and is back
when they return with the seat's token; after a restart the main menu offers "Rejoin
<room>" at once and takes the seat back with Enter; a host that goes silent is noticed
and reconnected to; a damaged record of the seat is ignored. Loopback only."""

from __future__ import annotations

import json
import stat
import sys
from collections.abc import Callable

import pytest
from lan_app import close_app, lan_of, open_app, open_lan  # first: the app stays on loopback
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtTest import QTest
from qt_tree import named_item

from rules import load_preset, with_options
from uno_desktop.net import rejoin
from uno_desktop.net.client import ClientState, LanClient
from uno_desktop.net.host import HostConfig, LanHost


@pytest.fixture
def unannounced(monkeypatch):
    """Rooms hosted here are not announced (zeroconf's probing holds a closing ~2 s)."""
    from uno_desktop.net.discovery import Announcer

    monkeypatch.setattr(Announcer, "announce", lambda self, *_args: None)


def _badge(window, seat: int):
    return named_item(window.contentItem(), f"seatBadge{seat}")


@pytest.mark.qt_log_level_fail("WARNING")
def test_the_hosts_table_marks_a_dropped_guest_away_and_back(qapp, qtbot, tmp_path,
                                                              monkeypatch, unannounced):
    ui, window = open_app(tmp_path, monkeypatch, instant=True)
    guest = back = None
    try:
        lan = open_lan(ui, qtbot)
        assert lan.hostGame("Kitchen table", "", "official", 3, 1)
        lan.host.config.drop_grace_ms = 50  # the bot stands in at once (5 s by default)
        qtbot.waitUntil(lambda: lan.screen == "lobby", timeout=5000)
        guest = LanClient(ClientState(name="Grace"))
        guest.open("127.0.0.1", lan.host.port)
        qtbot.waitUntil(lambda: guest.state.seat == 1, timeout=5000)
        lan.startGame()
        qtbot.waitUntil(lambda: ui.controller.screen == "table", timeout=5000)
        game = ui.controller.game
        announced: list[str] = []
        game.announced.connect(announced.append)
        token, game_id = guest.state.token, guest.state.game_id
        assert not game.seats.rows[1].away
        guest.stop()  # Grace's Wi-Fi goes
        away = "Grace is away: a bot plays for them until they are back."
        qtbot.waitUntil(lambda: game.seats.rows[1].away and away in announced, timeout=10_000)
        assert away in game.log.lines
        badge = _badge(window, 1)
        assert badge is not None and badge.property("away")
        text = named_item(badge, "awayText")
        assert text is not None and text.property("visible")
        name = QAccessible.queryAccessibleInterface(badge).text(QAccessible.Text.Name)
        assert "away, a bot plays for them" in name, name
        assert not game.seats.rows[2].away  # a bot seat is never "away"
        back = LanClient(ClientState(name="Grace", token=token, game_id=game_id))
        back.open("127.0.0.1", lan.host.port)
        qtbot.waitUntil(lambda: not game.seats.rows[1].away and "Grace is back." in announced,
                        timeout=10_000)
        assert back.state.seat == 1
        assert back.state.view.hand == tuple(lan.host.session.game.hands[1])
    finally:
        for client in (guest, back):
            if client is not None:
                client.stop()
        close_app(ui, qapp)


@pytest.mark.qt_log_level_fail("WARNING")
def test_after_a_restart_the_menu_offers_to_rejoin_and_enter_takes_the_seat_back(
        qapp, qtbot, tmp_path, monkeypatch):
    host = LanHost(HostConfig(room="Den", seats=2, bots=1, autostart=True, bot_delay_ms=300,
                              ping_ms=0, options=with_options(load_preset("official"),
                                                              uno_grace_ms=0)))
    host.listen(0, "127.0.0.1")
    ui, window = open_app(tmp_path, monkeypatch, instant=True)
    try:
        lan = open_lan(ui, qtbot)
        lan.setPlayerName("Ada")
        assert lan.joinAddress("127.0.0.1", host.port, "", False)
        qtbot.waitUntil(lambda: lan.screen == "lobby", timeout=5000)
        lan.setReady(True)
        qtbot.waitUntil(lambda: ui.controller.screen == "table", timeout=10_000)
        seat = lan.transport.seat
        kept = rejoin.load(tmp_path / rejoin.FILE)
        assert kept == rejoin.Seat(room="Den", address="127.0.0.1", port=host.port,
                                   game_id=host.game_id)
        if sys.platform != "win32":
            assert stat.S_IMODE((tmp_path / rejoin.FILE).stat().st_mode) == 0o600
        close_app(ui, qapp)  # the game quits (the seat's token is kept: a bot plays meanwhile)
        qtbot.waitUntil(lambda: host.seats[seat].standin, timeout=5000)
        assert rejoin.load(tmp_path / rejoin.FILE) == kept

        ui, window = open_app(tmp_path, monkeypatch, instant=True)
        button = None

        def offered() -> bool:
            nonlocal button
            button = window.findChild(QObject, "rejoinButton")
            return button is not None and bool(button.property("visible"))

        qtbot.waitUntil(offered, timeout=5000)
        name = QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Name)
        assert name == "Rejoin Den", name
        qtbot.waitUntil(lambda: button.property("activeFocus"), timeout=5000)
        QTest.keyClick(window, Qt.Key.Key_Return)  # the player's key, not a slot
        qtbot.waitUntil(lambda: ui.controller.screen == "table"
                        and lan_of(ui) is not None and lan_of(ui).transport is not None,
                        timeout=10_000)
        transport = lan_of(ui).transport
        assert transport.seat == seat
        qtbot.waitUntil(lambda: not host.seats[seat].standin, timeout=5000)
        view = transport.latest().view
        assert view.hand == tuple(host.session.game.hands[seat]) or (
            view.state_id < host.session.game.state_id)  # the same hand, as far as shown
        # Leaving the game now is on purpose, but it goes on: the seat still waits.
        ui.controller.leaveTable()
        qtbot.waitUntil(lambda: rejoin.load(tmp_path / rejoin.FILE) is not None
                        and host.seats[seat].standin, timeout=5000)
    finally:
        close_app(ui, qapp)
        host.close()


def test_a_host_that_goes_silent_is_reconnected_to(qapp, qtbot):
    """A laptop that slept: the socket still looks connected, but the host says nothing at
    all (not even a pong); the client gives up on it and connects again."""
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    accepted = []
    server.newConnection.connect(lambda: accepted.append(server.nextPendingConnection()))
    client = LanClient(ClientState(name="Sleepy"), retry_ms=50, ping_ms=50, silence_ms=400)
    attempts: list[int] = []
    client.reconnecting.connect(attempts.append)
    try:
        client.open("127.0.0.1", server.serverPort())
        qtbot.waitUntil(lambda: len(accepted) >= 2 and bool(attempts), timeout=5000)
    finally:
        client.stop()
        server.close()


@pytest.mark.parametrize("content", [
    b"[" * 100_000,  # nested past the parser's recursion (and far too large)
    b"[" * 2000 + b"]" * 2000,
    b'{"room": "Den", "address": "127.0.0.1", "port": 70000, "game_id": "x"}',
    b'{"room": 5, "address": "127.0.0.1", "port": 4000, "game_id": "x"}',
    b'{"room": "Den", "address": "", "port": 4000, "game_id": "x"}',
    b'{"room": "Den", "address": "127.0.0.1", "port": true, "game_id": "x"}',
    b'{"room": "Den"}',
    b"\xff\xfe not text",
    b"",
])
def test_a_damaged_seat_record_is_ignored(tmp_path, content, caplog):
    path = tmp_path / rejoin.FILE
    path.write_bytes(content)
    assert rejoin.load(path) is None
    assert "unreadable" in caplog.text


def test_a_seat_record_round_trips(tmp_path):
    path = tmp_path / "sub" / rejoin.FILE
    assert rejoin.load(path) is None
    seat = rejoin.Seat(room="Küche 🃏", address="192.168.1.20", port=47777, game_id="ab12")
    rejoin.save(path, seat)
    assert rejoin.load(path) == seat
    assert json.loads(path.read_text(encoding="utf-8"))["port"] == 47777
    rejoin.forget(path)
    rejoin.forget(path)
    assert rejoin.load(path) is None


def _announce_look_alike(real: dict) -> Callable[[], None]:
    """A look-alike of the listed room ``real`` on zeroconf: its announcement (game id and
    host key too) copied word for word, on another port; returns how to withdraw it."""
    import socket

    from zeroconf import ServiceInfo

    from uno_desktop.net import discovery
    from uno_desktop.net import protocol as p

    props = {"v": str(p.PROTOCOL_VERSION), "room": real["room"], "edition": real["edition"],
             "preset": real["preset"], "seats": str(real["seats"]), "free": str(real["free"]),
             "pin": "1" if real["pin"] else "0", "started": "1" if real["started"] else "0",
             "id": real["id"], "key": real["key"]}
    listener = socket.create_server(("127.0.0.1", 0))
    info = ServiceInfo(p.SERVICE_TYPE, f"{real['room']} (2).{p.SERVICE_TYPE}",
                       addresses=[socket.inet_aton("127.0.0.1")],
                       port=listener.getsockname()[1], properties=props,
                       server="look-alike.local.")
    zc = discovery._zeroconf(["127.0.0.1"])
    zc.register_service(info, allow_name_change=True)  # another run on this machine may hold it

    def withdraw() -> None:
        zc.unregister_service(info)
        zc.close()
        listener.close()

    return withdraw


@pytest.mark.slow  # a headless host in its own process, found through zeroconf
@pytest.mark.qt_log_level_fail("WARNING")
def test_the_join_list_says_a_returning_players_seat_waits(qapp, qtbot, tmp_path, monkeypatch,
                                                          procs):
    """Not "0 of 2 seats free" (which reads as "you cannot join"): the list says the seat
    waits, asks for no PIN, and joining takes it back. A look-alike announcing the same
    room, game id and host key from elsewhere is listed beside it, and not as the seat."""
    from net_helpers import start_host

    _host, port = start_host(procs, tmp_path, "--seats", "2", "--bots", "1", "--room",
                             "Attic", "--interfaces", "127.0.0.1", "--pin", "424242",
                             "--drop-grace-ms", "100")
    withdraw: Callable[[], None] | None = None
    ui, window = open_app(tmp_path, monkeypatch, instant=True)
    try:
        lan = open_lan(ui, qtbot)
        lan.setPlayerName("Ada")
        assert lan.joinAddress("127.0.0.1", port, "424242", False)
        qtbot.waitUntil(lambda: lan.screen == "lobby", timeout=5000)
        lan.setReady(True)  # the headless host deals once every person is ready
        qtbot.waitUntil(lambda: ui.controller.screen == "table", timeout=10_000)
        seat = lan.transport.seat
        close_app(ui, qapp)

        ui, window = open_app(tmp_path, monkeypatch, instant=True)
        lan = open_lan(ui, qtbot)
        lan.show("join")
        qtbot.waitUntil(lambda: any(g["port"] == port and g["started"] for g in lan.games),
                        timeout=15_000)
        real = next(g for g in lan.games if g["port"] == port)
        assert real["mine"] and real["free"] == 0 and real["key"]
        withdraw = _announce_look_alike(real)  # the real announcement, copied word for word
        qtbot.waitUntil(lambda: len([g for g in lan.games if g["id"] == real["id"]]) == 2,
                        timeout=15_000)
        index = next(i for i, g in enumerate(lan.games) if g["port"] == port)
        fake = next(i for i, g in enumerate(lan.games) if g["port"] != port
                    and g["id"] == real["id"])
        assert lan.games[index]["mine"] and not lan.games[fake]["mine"]
        games = window.findChild(QObject, "lanGameList")
        games.forceActiveFocus()
        qtbot.waitUntil(lambda: named_item(games, f"lanGameRow{index}") is not None
                        and named_item(games, f"lanGameRow{fake}") is not None)
        name = QAccessible.queryAccessibleInterface(
            named_item(games, f"lanGameRow{index}")).text(QAccessible.Text.Name)
        assert "Your seat is waiting for you" in name and "seats free" not in name, name
        assert "PIN" not in name, name
        name = QAccessible.queryAccessibleInterface(
            named_item(games, f"lanGameRow{fake}")).text(QAccessible.Text.Name)
        assert "Your seat is waiting for you" not in name, name
        QTest.keyClick(window, Qt.Key.Key_Home)
        for _ in range(index):
            QTest.keyClick(window, Qt.Key.Key_Down)
        qtbot.waitUntil(lambda: games.property("currentIndex") == index)
        QTest.keyClick(window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: ui.controller.screen == "table" and lan.transport is not None,
                        timeout=10_000)
        assert lan.transport.seat == seat
    finally:
        if withdraw is not None:
            withdraw()
        close_app(ui, qapp)
