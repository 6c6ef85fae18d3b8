"""The internet rooms' screens, through the real app and the real servers on 127.0.0.1:
what a player sees at each step says what is true, in German, English and Swedish, and
fits at 1024×640 and 3840×2160 (tests/ui/layout.py's checks)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "ui"))
from layout import inaccessible, problems, tab_stops_hidden
from rooms_screens import SIZES, Rooms, spin

from uno_desktop.net.internet import codes

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def rooms(servers, qapp, tmp_path_factory, monkeypatch_module):
    from uno_desktop.app import UnoApp

    monkeypatch_module.setenv("UNO_DESKTOP_CONFIG_DIR", str(tmp_path_factory.mktemp("cfg")))
    monkeypatch_module.setenv("UNO_LAN_LISTEN", "127.0.0.1")
    monkeypatch_module.setenv("UNO_LAN_INTERFACES", "127.0.0.1")
    running = Rooms(servers, UnoApp(sound=False, autosave=False))
    yield running
    running.reset()
    running.ui.close()


@pytest.fixture(scope="module")
def monkeypatch_module():
    mp = pytest.MonkeyPatch()
    yield mp
    mp.undo()


def _fits(rooms: Rooms) -> list[str]:
    found = []
    for width, height in SIZES:
        rooms.window.resize(width, height)
        spin(0.25)
        found += [f"{width}x{height}: {p}" for p in problems(rooms.window)
                  + tab_stops_hidden(rooms.window) + inaccessible(rooms.window)]
    return found


@pytest.mark.parametrize("lang", ["de", "en", "sv"])
def test_every_rooms_screen_says_what_is_true_and_fits(rooms, lang):
    rooms.ui.settings.language = lang
    seen = {}
    for scene in ("start", "join_typo", "join_wrong", "invite", "joined_relay", "relay_down"):
        rooms.window.resize(1280, 720)
        rooms.scene(scene)
        seen[scene] = rooms.status()
        assert _fits(rooms) == [], scene
        if scene == "invite":
            code = rooms.rooms.code
            assert codes.parse(code)  # the code shown is one a friend can type
            assert rooms.rooms.link == f"uno-desktop://join/{code}?mailbox=" + \
                rooms.rooms.link.split("?mailbox=")[1]  # own servers travel in the link
            assert rooms.rooms.inviteLine and rooms.rooms.wrongLine == ""
        if scene == "joined_relay":
            assert rooms.rooms.page == "lobby" and rooms.rooms.pathLine
        if scene == "relay_down":
            assert rooms.rooms.page == "join" and rooms.status() == rooms.rooms.pathLine
    # each failure has its own line, none is a bare spinner, and the lines differ
    lines = [seen["join_typo"], seen["join_wrong"], seen["relay_down"]]
    assert all(lines) and len(set(lines)) == 3
    if lang != "en":  # translated, not English source text
        assert "digit" not in seen["join_typo"] and "code is wrong" not in seen["join_wrong"]


def test_a_link_opens_the_join_page_filled_in(rooms):
    rooms.ui.settings.language = "en"
    rooms.reset()
    rooms.rooms.openLink("uno-desktop://join/7-492-8153")
    spin(0.2)
    assert rooms.rooms.page == "join" and rooms.rooms.pendingLink == "7-492-8153"
    rooms.rooms.openLink("https://example.org/join/7-492-8153")
    assert rooms.status() == "That link is not an invitation to a room."


def test_a_pasted_link_brings_its_hosts_servers(rooms):
    rooms.reset()
    rooms.rooms.showPage("join")
    rooms.rooms.join("uno-desktop://join/7-492-8153?mailbox=ws%3A%2F%2F127.0.0.1%3A9%2Fv1",
                     False)
    assert rooms.rooms.joining and rooms.rooms._link_servers.mailbox == "ws://127.0.0.1:9/v1"
    rooms.rooms.cancelJoin()
    rooms.rooms.showPage("start")  # the next join uses the player's own servers again
    assert rooms.rooms._link_servers is None


def test_after_a_restart_the_menu_takes_the_internet_seat_back(rooms):
    """The rejoin record keeps how to find the room's host (its pairing, private to the
    user): the game closed without leaving, the menu's Rejoin takes the same seat back."""
    from uno_desktop.net import rejoin

    rooms.ui.settings.language = "en"
    rooms.scene("joined_relay")
    host = rooms.others[0]
    lan = rooms.lan
    seat = lan.client.state.seat
    host.start_game()
    spin(lambda: lan.client is not None and lan.client.state.view is not None)
    kept = rejoin.load(lan._rejoin_path)
    assert kept is not None and kept.link and kept.room == "Kitchen table"
    lan._drop_client()  # the app closed without leaving: the seat waits for its player
    spin(lambda: host.seats[seat].conn is None)
    assert rooms.ui.controller.property("lanRejoin") == "Kitchen table"  # the menu's offer
    assert lan.rejoin()
    spin(lambda: lan.client is not None and lan.client.state.welcome is not None)
    assert lan.client.state.seat == seat
    spin(lambda: host.seats[seat].conn is not None)


def _heard(item) -> str:
    """What a screen reader reads on the focused item besides its name: its description,
    where the rooms screens put each change (RoomsHome.qml say())."""
    from PySide6.QtGui import QAccessible

    iface = QAccessible.queryAccessibleInterface(item)
    assert iface is not None and iface.isValid()
    return iface.text(QAccessible.Text.Description).strip()


def _focused(rooms: Rooms):
    return rooms.window.activeFocusItem()


def test_each_change_on_the_join_page_is_heard_where_the_focus_is(rooms):
    """Keys as a player presses them: a code with a wrong digit (the field says why), then
    a room whose relay does not answer: Enter gives the focus to Cancel, which says each
    attempt as it comes; Cancel (Enter) hands the focus back to the field."""
    from PySide6.QtCore import QObject, Qt
    from PySide6.QtTest import QTest

    rooms.ui.settings.language = "de"
    rooms.reset()
    rooms.ui.controller.showScreen("rooms")  # a test before may have gone to the table
    spin(lambda: rooms.window.findChild(QObject, "roomsHome") is not None)
    rooms.rooms.showPage("join")
    spin(lambda: _focused(rooms) is not None
         and _focused(rooms).objectName() == "roomsCodeField")
    field = _focused(rooms)
    _type(rooms, "7-492-8154")
    QTest.keyClick(rooms.window, Qt.Key.Key_Return)
    spin(lambda: rooms.status() != "" and _heard(field) == rooms.status())
    assert "Ziffer" in rooms.status()
    room = rooms.other_host(relay=f"tcp:127.0.0.1:{_closed()}")
    QTest.keyClick(rooms.window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    _type(rooms, str(room.code))
    QTest.keyClick(rooms.window, Qt.Key.Key_Return)
    spin(lambda: _focused(rooms).objectName() == "roomsCancelButton")
    cancel = _focused(rooms)
    assert _heard(field) == ""  # the field forgot its line as the focus left it
    spin(lambda: "2" in rooms.rooms.pathLine, timeout=40.0)  # no way: the second attempt
    spin(lambda: _heard(cancel) == rooms.status())
    assert "Versuch 2" in _heard(cancel)
    QTest.keyClick(rooms.window, Qt.Key.Key_Return)
    spin(lambda: not rooms.rooms.joining and _focused(rooms) is field)
    # in the room: the way the game goes is heard where the lobby puts the focus
    rooms.scene("joined_relay")
    spin(lambda: _focused(rooms) is not None
         and _heard(_focused(rooms)).endswith(rooms.rooms.pathLine))
    assert rooms.rooms.pathLine == "Über den Relay-Server verbunden."
    # the host: its code, digit by digit, and what it can do, as they come
    rooms.scene("invite")
    spoken = rooms.rooms.spokenCode
    spin(lambda: _focused(rooms) is not None and spoken in _heard(_focused(rooms)))
    assert rooms.rooms.inviteLine in _heard(_focused(rooms))
    rooms.reset()


def _type(rooms: Rooms, text: str) -> None:
    from PySide6.QtTest import QTest

    for char in text:
        QTest.keyClick(rooms.window, char)


def _closed() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
