"""The LAN screens a new player stumbled on: a room with a PIN chosen in the list asks for
the PIN right there (and says so again when it is wrong); the host form says the PIN's
rule before a refusal; a headless host listening on one address announces that address; a
room that cannot be reached ends with one clear line instead of "reconnecting" forever;
the host's bots have avatar letters of their own. Loopback only (127.0.0.0/8)."""

from __future__ import annotations

import socket
import time

import pytest
from lan_app import close_app, open_app, open_lan  # first: the app stays on loopback
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from qt_tree import named_item

from uno_desktop.bots.names import distinct_name, initial
from uno_desktop.net.client import ClientState, LanClient
from uno_desktop.net.discovery import Announcer
from uno_desktop.net.host import HostConfig, LanHost


def _type(window, text: str) -> None:
    """Type ``text`` as a player would, key by key (``keyClicks`` takes only widgets)."""
    for char in text:
        QTest.keyClick(window, char)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.slow  # a headless host in its own process, found through zeroconf
@pytest.mark.qt_log_level_fail("WARNING")
def test_a_pin_room_chosen_in_the_list_asks_for_the_pin_there(qapp, qtbot, tmp_path,
                                                              monkeypatch, procs):
    """A headless host that listens on 127.0.0.2 (and runs zeroconf on 127.0.0.1) announces
    127.0.0.2, where it can be reached; the list asks for its PIN when it is chosen, a
    wrong one is said in the prompt, the right one joins. All by the keyboard."""
    from net_helpers import start_host

    _host, port = start_host(procs, tmp_path, "--seats", "3", "--room", "Attic",
                             "--interfaces", "127.0.0.1", "--pin", "424242",
                             "--address", "127.0.0.2")
    ui, window = open_app(tmp_path, monkeypatch)
    try:
        lan = open_lan(ui, qtbot)
        lan.show("join")
        qtbot.waitUntil(lambda: any(g["port"] == port for g in lan.games), timeout=15_000)
        index = next(i for i, g in enumerate(lan.games) if g["port"] == port)
        assert lan.games[index]["address"] == "127.0.0.2"  # where it listens, nowhere else
        games = window.findChild(QObject, "lanGameList")
        games.forceActiveFocus()
        QTest.keyClick(window, Qt.Key.Key_Home)
        for _ in range(index):
            QTest.keyClick(window, Qt.Key.Key_Down)
        qtbot.waitUntil(lambda: games.property("currentIndex") == index)
        QTest.keyClick(window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: named_item(window.contentItem(), "lanListPinField") is not None
                        and named_item(window.contentItem(), "lanListPinField")
                        .property("activeFocus"), timeout=5000)
        prompt = named_item(window.contentItem(), "lanPinPrompt")
        title = QAccessible.queryAccessibleInterface(prompt).text(QAccessible.Text.Name)
        assert title == "PIN for Attic", title
        _type(window, "000000")
        QTest.keyClick(window, Qt.Key.Key_Return)
        error = named_item(window.contentItem(), "lanPinError")
        qtbot.waitUntil(lambda: error.property("visible")
                        and error.property("text") == "Wrong PIN.", timeout=10_000)
        assert lan.screen == "join"  # still here, to type it again
        field = named_item(window.contentItem(), "lanListPinField")
        field.setProperty("text", "")
        field.forceActiveFocus()
        _type(window, "424242")
        QTest.keyClick(window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: lan.screen == "lobby" and len(lan.seats) == 3, timeout=10_000)
        assert lan.room == "Attic"
    finally:
        close_app(ui, qapp)


@pytest.mark.qt_log_level_fail("WARNING")
def test_the_pin_rule_is_shown_before_a_refusal(qapp, qtbot, tmp_path, monkeypatch):
    ui, window = open_app(tmp_path, monkeypatch)
    try:
        lan = open_lan(ui, qtbot)
        lan.show("host")
        qtbot.waitUntil(lambda: named_item(window.contentItem(), "lanPinRule") is not None)
        rule = named_item(window.contentItem(), "lanPinRule")
        open_room = named_item(window.contentItem(), "lanOpenRoomButton")
        assert rule.property("visible") and "6 to 16 characters" in rule.property("text")
        assert open_room.property("enabled") and lan.status == ""
        pin = named_item(window.contentItem(), "lanPinField")
        pin.forceActiveFocus()
        _type(window, "1234")
        qtbot.waitUntil(lambda: not open_room.property("enabled"))
        assert rule.property("font").bold() and lan.status == ""  # said, nothing refused
        field = QAccessible.queryAccessibleInterface(pin)
        assert "6 to 16" in field.text(QAccessible.Text.Description)
        _type(window, "56")
        qtbot.waitUntil(lambda: open_room.property("enabled"))
        assert not rule.property("font").bold()
    finally:
        close_app(ui, qapp)


def test_a_room_that_cannot_be_reached_ends_with_one_clear_line(qapp, qtbot):
    """Nobody listens there: not "reconnecting" over and over, but ``unreachable``."""
    client = LanClient(ClientState(name="Hopeful"), retry_ms=20, reach_attempts=2)
    closed: list[str] = []
    reconnecting: list[int] = []
    client.closed.connect(lambda reason, _resumable: closed.append(reason))
    client.reconnecting.connect(reconnecting.append)
    client.open("127.0.0.1", _free_port())
    qtbot.waitUntil(lambda: closed == ["unreachable"], timeout=5000)
    assert not reconnecting
    client.stop()


def test_a_connection_that_hangs_is_given_up_on(qapp, qtbot):
    """An address that never answers (a listening socket whose backlog is full holds the
    connection half open): each try ends after the connect timeout."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(0)
    fillers = []
    try:
        for _ in range(8):  # the backlog fills; further connects hang
            filler = socket.socket()
            filler.setblocking(False)
            filler.connect_ex(server.getsockname())
            fillers.append(filler)
        client = LanClient(ClientState(name="Patient"), retry_ms=20, reach_attempts=1,
                           connect_timeout_ms=200)
        closed: list[str] = []
        client.closed.connect(lambda reason, _resumable: closed.append(reason))
        start = time.monotonic()
        client.open("127.0.0.1", server.getsockname()[1])
        qtbot.waitUntil(lambda: bool(closed), timeout=10_000)
        assert closed == ["unreachable"] or closed == ["connection_lost"]
        assert time.monotonic() - start < 8
        client.stop()
    finally:
        for filler in fillers:
            filler.close()
        server.close()


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.slow  # over 2 s
def test_joining_a_room_nobody_answers_says_so(qapp, qtbot, tmp_path, monkeypatch):
    ui, _window = open_app(tmp_path, monkeypatch)
    try:
        lan = open_lan(ui, qtbot)
        seen: list[str] = []
        lan.statusChanged.connect(lambda: seen.append(lan.status))
        port = _free_port()
        assert lan.joinAddress("127.0.0.1", port, "", False)
        line = f"The room could not be reached: is it still open, and on this network? " \
               f"(127.0.0.1:{port})"
        qtbot.waitUntil(lambda: lan.status == line, timeout=15_000)
        assert not any("reconnecting" in text for text in seen), seen
    finally:
        close_app(ui, qapp)


def test_an_announcement_names_the_address_the_room_listens_on():
    announcer = Announcer(interfaces=["127.0.0.1"])
    assert announcer._addresses("127.0.0.2") == [socket.inet_aton("127.0.0.2")]
    assert announcer._addresses("::1") == [socket.inet_pton(socket.AF_INET6, "::1")]
    assert announcer._addresses("0.0.0.0") == [socket.inet_aton("127.0.0.1")]  # every one
    assert announcer._addresses("") == [socket.inet_aton("127.0.0.1")]


def test_bot_names_have_avatar_letters_of_their_own():
    taken: list[str] = ["Ada", "Bea"]
    for _ in range(8):
        taken.append(distinct_name(taken))
    assert len({initial(n) for n in taken}) == 10 and len(set(taken)) == 10


def test_the_hosts_bots_get_distinct_letters_even_after_people_join(qapp, qtbot):
    """Ten seats, nine bots named in the lobby; a player who joins as "Ada" (a bot's name
    and letter) takes a seat: at the deal the bots' letters are still all different."""
    host = LanHost(HostConfig(seats=10, bots=8, ping_ms=0))
    host.listen(0, "127.0.0.1")
    clients = []
    try:
        letters = [initial(r.name) for r in host.seats if r.kind == "bot"]
        assert len(set(letters)) == 8 and all(letters)
        for name in ("Ada", "Carlos"):
            client = LanClient(ClientState(name=name))
            client.open("127.0.0.1", host.port)
            clients.append(client)
        qtbot.waitUntil(lambda: all(c.state.seat is not None for c in clients), timeout=5000)
        host.start_game()
        names = [s.name for s in host.lobby().seats]
        assert len({initial(n) for n in names}) == 10, names
        assert {"Ada", "Carlos"} <= set(names)
    finally:
        for client in clients:
            client.stop()
        host.close()


def test_a_bot_in_the_lobby_gives_its_name_up_to_a_person(qapp, qtbot):
    """A player who joins as the name a lobby bot has ("Ada" beside the bot "Ada", two
    rows reading the same until the deal): the bot takes another name at once, the person
    keeps theirs."""
    host = LanHost(HostConfig(seats=3, bots=1, ping_ms=0))
    host.listen(0, "127.0.0.1")
    bot = host.seats[2].name
    client = LanClient(ClientState(name=bot.upper()))  # looks the same: name_key folds case
    try:
        client.open("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: client.state.lobby is not None
                        and client.state.lobby.seats[0].kind == "human", timeout=5000)
        names = [s.name for s in client.state.lobby.seats]
        assert names[0] == bot.upper() and names[2] not in ("", bot)
        assert initial(names[2]) != initial(bot)  # its avatar letter differs too
    finally:
        client.stop()
        host.close()
