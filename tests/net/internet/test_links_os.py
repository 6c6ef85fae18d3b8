"""Invitation links on every system, and one game per player.

What can run here runs for real: a second ``uno-desktop LINK`` process hands its link to
the game running in this process (a local socket) and exits, and that game's join page
fills in; macOS's open-URL event is sent to the application as the system sends it; the
Windows registry entry is written into a stand-in for ``winreg`` (the bundle's plist entry
is checked with the packaging metadata: tests/packaging/test_metadata.py).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QObject, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtNetwork import QLocalSocket

from uno_desktop.ui import handoff, url_scheme

ROOT = Path(__file__).resolve().parents[3]
LINK = "uno-desktop://join/7-492-8153"
OTHER = "12-345-6786"


class FakeRegistry:
    """What ``winreg`` offers the game, over a dict: ``{path: {name: value}}``."""

    HKEY_CURRENT_USER = "HKCU"
    REG_SZ = 1

    def __init__(self) -> None:
        self.keys: dict[str, dict[str, str]] = {}
        self.writes = 0

    class _Key:
        def __init__(self, path: str) -> None:
            self.path = path

        def __enter__(self) -> FakeRegistry._Key:
            return self

        def __exit__(self, *_exc: object) -> None:
            return None

    def CreateKey(self, hive: str, path: str) -> _Key:
        assert hive == self.HKEY_CURRENT_USER  # the player's own, never the machine's
        self.keys.setdefault(path, {})
        return self._Key(path)

    def OpenKey(self, hive: str, path: str) -> _Key:
        if hive != self.HKEY_CURRENT_USER or path not in self.keys:
            raise FileNotFoundError(path)
        return self._Key(path)

    def SetValueEx(self, key: _Key, name: str, _reserved: int, kind: int,
                   value: str) -> None:
        assert kind == self.REG_SZ
        self.keys[key.path][name] = value
        self.writes += 1

    def QueryValueEx(self, key: _Key, name: str) -> tuple[str, int]:
        if name not in self.keys[key.path]:
            raise FileNotFoundError(name)
        return self.keys[key.path][name], self.REG_SZ


def test_windows_claims_the_scheme_for_the_player_once_and_again_after_a_move():
    registry = FakeRegistry()
    game = [r"C:\Users\ada\AppData\Local\UNO Desktop\uno-desktop.exe"]
    assert url_scheme.register_windows(game, registry)
    base = r"Software\Classes\uno-desktop"
    assert registry.keys[base] == {"": "URL:UNO Desktop invitation", "URL Protocol": ""}
    assert registry.keys[base + r"\shell\open\command"] == {
        "": '"C:\\Users\\ada\\AppData\\Local\\UNO Desktop\\uno-desktop.exe" "%1"'}
    assert registry.keys[base + r"\DefaultIcon"][""].endswith('uno-desktop.exe",0')
    writes = registry.writes
    assert not url_scheme.register_windows(game, registry)  # there already: a look, no write
    assert registry.writes == writes
    moved = [r"D:\Games\UNO Desktop\uno-desktop.exe"]  # another copy (moved, updated)
    assert url_scheme.register_windows(moved, registry)
    assert registry.keys[base + r"\shell\open\command"][""].startswith('"D:\\Games')
    # a checkout run from source starts this Python on the game's module
    assert url_scheme.windows_command([r"C:\Python\python.exe", "-m", "uno_desktop"]) == \
        '"C:\\Python\\python.exe" "-m" "uno_desktop" "%1"'


def test_the_doorway_is_the_players_own():
    """Named by the player's data folder: another player (or test) has another."""
    os.environ["UNO_DESKTOP_CONFIG_DIR"], before = "/tmp/a-player", os.environ.get(
        "UNO_DESKTOP_CONFIG_DIR", "")
    try:
        one = handoff.doorway_name()
        os.environ["UNO_DESKTOP_CONFIG_DIR"] = "/tmp/another-player"
        assert handoff.doorway_name() != one and one.startswith("uno-desktop-")
    finally:
        os.environ["UNO_DESKTOP_CONFIG_DIR"] = before


def test_a_doorway_takes_one_line_and_drops_what_is_not_one(qtbot, tmp_path):
    got: list[str] = []
    name = f"uno-test-{os.getpid()}-{time.monotonic_ns()}"
    door = handoff.Doorway(got.append)
    assert door.listen(name)
    assert not handoff.Doorway(got.append).listen(name)  # a second game beside it: not it
    flood = QLocalSocket()
    flood.connectToServer(name)
    assert flood.waitForConnected(2000)
    flood.write(b"x" * (handoff.MAX_LINK + 10))  # no line at all: dropped, nothing taken
    flood.flush()
    qtbot.waitUntil(lambda: flood.state() == QLocalSocket.LocalSocketState.UnconnectedState,
                    timeout=5000)
    assert got == []
    assert not handoff.hand_over("x" * (handoff.MAX_LINK + 1), name)  # never sent
    door.close()
    assert not handoff.hand_over(LINK, name)  # nobody there: the caller opens the game


def test_the_open_url_event_is_taken_and_other_files_are_not(qapp):
    got: list[str] = []
    events = url_scheme.OpenUrlEvents(got.append)
    qapp.installEventFilter(events)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(QUrl(LINK)))
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(QUrl.fromLocalFile("/tmp/a.unorec")))
    finally:
        qapp.removeEventFilter(events)
    assert got == [LINK]


@pytest.mark.slow
def test_a_second_start_hands_its_link_to_the_running_game_and_exits(qtbot, qapp, tmp_path,
                                                                      monkeypatch):
    """The running game: the real app in this process, its doorway open as after its first
    frame. The second: ``uno-desktop LINK`` as the system starts it, in its own process.
    It exits at once, and the running game shows the join page with the code filled in;
    a link that comes while the join page is open already replaces the code there, the
    macOS event reaches the same place, and at a table the link waits for the rooms
    screen (a passing word says how to get there)."""
    from uno_desktop.app import UnoApp

    monkeypatch.setenv("UNO_DESKTOP_CONFIG_DIR", str(tmp_path))
    ui = UnoApp(sound=False, autosave=False)
    ui.load()
    assert ui.open_doorway()

    def rooms():
        return ui.engine.singletonInstance("UnoDesktop.Rooms", "RoomsController")

    def join_page_with(code: str) -> bool:
        field = ui.window.findChild(QObject, "roomsCodeField")
        return (ui.controller.property("screen") == "rooms" and rooms().property("page")
                == "join" and rooms().property("pendingLink") == code
                and field is not None and field.property("text") == code)

    try:
        second = _second_start(qtbot, LINK, tmp_path)
        assert second.returncode == 0, second.stderr
        assert second.stdout == ""
        qtbot.waitUntil(lambda: join_page_with("7-492-8153"), timeout=20000)
        ui.window.findChild(QObject, "roomsCodeField").setProperty("text", "1-2")  # typing
        again = _second_start(qtbot, f"uno-desktop://join/{OTHER}", tmp_path)
        assert again.returncode == 0, again.stderr
        qtbot.waitUntil(lambda: join_page_with(OTHER), timeout=20000)
        events = url_scheme.OpenUrlEvents(ui.open_link)
        qapp.installEventFilter(events)
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(QUrl(LINK)))
        qapp.removeEventFilter(events)
        qtbot.waitUntil(lambda: join_page_with("7-492-8153"), timeout=20000)
        # at a table the game goes on: the link waits for the rooms screen, a message says so
        from rules import load_preset
        from uno_desktop.session import SeatInfo

        ui.controller.start_game(load_preset("official"),
                                 [SeatInfo("Ada"), SeatInfo("Bot", "bot", "easy")], 1)
        qtbot.waitUntil(lambda: ui.controller.property("screen") == "table", timeout=20000)
        said: list[str] = []
        ui.controller.game.toast.connect(said.append)
        ui.open_link(f"uno-desktop://join/{OTHER}")
        assert ui.controller.property("screen") == "table"
        assert len(said) == 1 and "Play online" in said[0]
        ui.controller.showScreen("rooms")
        qtbot.waitUntil(lambda: join_page_with(OTHER), timeout=20000)
    finally:
        ui.close()
    # nobody at the doorway any more (and its socket file gone): a start opens the game
    assert not handoff.hand_over(LINK)


def _second_start(qtbot, link: str, config: Path) -> subprocess.CompletedProcess[str]:
    """``uno-desktop LINK`` in a process of its own, while this one's event loop runs (the
    running game answers it)."""
    env = dict(os.environ, UNO_DESKTOP_CONFIG_DIR=str(config), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "uno_desktop", link], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    try:
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=90_000)
    finally:
        if proc.poll() is None:  # it opened a game of its own instead
            proc.kill()
    out, err = proc.communicate(timeout=10)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)
