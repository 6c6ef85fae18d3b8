"""The internet rooms' screens as a player meets them, driven through the real app with
magic-wormhole's real servers on 127.0.0.1: what the UI test checks and what the
screenshots show.

    python tests/net/internet/rooms_screens.py --out screenshots/rooms

Writes ``<out>/<lang>/<screen>_<W>x<H>.png`` for de, en and sv at 1024×640 and 3840×2160:
``start``, ``join_typo`` (a code with a wrong digit, said at once), ``join_wrong`` (a code
the host refused), ``invite`` (the host's lobby with the code, copy, link), ``joined_relay``
(a guest's lobby saying the game goes through the relay), ``relay_down`` (a guest whose
relay does not answer: said, with the attempt, while it keeps trying).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
os.environ.setdefault("UNO_LAN_LISTEN", "127.0.0.1")  # nothing leaves the machine
os.environ.setdefault("UNO_LAN_INTERFACES", "127.0.0.1")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))
sys.path.insert(0, str(HERE))

from loopback import Servers  # noqa: E402
from PySide6.QtCore import QCoreApplication, QObject  # noqa: E402

LANGUAGES = ("de", "en", "sv")
SIZES = ((1024, 640), (3840, 2160))
SCREENS = ("start", "join_typo", "join_wrong", "invite", "joined_relay", "relay_down")


def spin(until: Callable[[], bool] | float, timeout: float = 30.0) -> None:
    """Run the event loop for a while, or until ``until`` holds."""
    end = time.monotonic() + (until if isinstance(until, float) else timeout)
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.003)
        if callable(until) and until():
            return
    if callable(until):
        raise TimeoutError("the rooms screen did not get there")


class Rooms:
    """The app on its rooms screen, and the other side of each scene (a host or a guest
    in this process)."""

    def __init__(self, servers: Servers, ui: object | None = None) -> None:
        from uno_desktop.app import UnoApp

        self.servers = servers
        self.ui: Any = ui or UnoApp(sound=False, autosave=False)
        self.window = self.ui.load()
        spin(0.3)
        self.ui.controller.showScreen("rooms")
        spin(0.3)
        engine = self.ui.engine
        self.rooms: Any = engine.singletonInstance("UnoDesktop.Rooms", "RoomsController")
        self.lan: Any = engine.singletonInstance("UnoDesktop.Lan", "LanController")
        self.rooms.setServers(servers.mailbox_url, servers.relay_url)
        self.others: list[QObject] = []

    def reset(self) -> None:
        """Back to the start page, nobody hosting or joining."""
        if self.lan.client is not None or self.lan.host is not None:
            self.lan.leave()
        self.rooms.cancelJoin()
        self.rooms.leave()
        for other in self.others:
            close = getattr(other, "close", None)
            if close is not None:
                close()
        self.others.clear()
        gc.collect()  # their Qt trees now, not inside a later event (conftest.collected)
        self.rooms.showPage("start")
        spin(0.3)

    def other_host(self, relay: str = "") -> Any:
        """A room hosted by someone else (in this process), through ``relay``."""
        from uno_desktop.net.host import HostConfig, LanHost
        from uno_desktop.net.internet.room import InternetRoom
        from uno_desktop.net.internet.servers import Servers as Where

        host = LanHost(HostConfig(room="Kitchen table", seats=4, ping_ms=1000))
        room = InternetRoom(host, Where(self.servers.mailbox_url, relay or self.servers.relay_url),
                            direct=False)
        room.start()
        spin(lambda: room.state == "waiting")
        self.others.append(host)
        return room

    def scene(self, name: str) -> None:
        rooms = self.rooms
        self.reset()
        if name == "start":
            return
        if name == "join_typo":
            rooms.showPage("join")
            rooms.join("7-492-8154", False)
        elif name == "join_wrong":
            room = self.other_host()
            code = room.code
            wrong = f"{code.nameplate}{(int(code.secret) + 1) % 10**6:06d}"
            from uno_desktop.net.internet.codes import damm

            rooms.showPage("join")
            rooms.join(wrong + str(damm(wrong)), False)
            spin(lambda: not rooms.joining)
        elif name == "invite":
            rooms.invite()
            rooms.showPage("host")
            spin(0.2)
            self.lan.hostGame("Kitchen table", "", "official", 4, 2, "classic")
            spin(lambda: rooms.code != "" and rooms.page == "lobby")
        elif name in ("joined_relay", "relay_down"):
            dead = f"tcp:127.0.0.1:{_closed_port()}" if name == "relay_down" else ""
            room = self.other_host(relay=dead)
            rooms.showPage("join")
            rooms.join(str(room.code), False)
            if name == "joined_relay":
                spin(lambda: rooms.page == "lobby" and rooms.pathLine != "")
            else:
                spin(lambda: rooms.guest and "2" in rooms.pathLine, timeout=40.0)
        spin(0.3)

    def status(self) -> str:
        return str(self.rooms.status)


def _closed_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="screenshots/rooms", type=Path)
    ap.add_argument("--lang", default=",".join(LANGUAGES))
    ap.add_argument("--only", default=",".join(SCREENS))
    args = ap.parse_args()
    own = tempfile.TemporaryDirectory(prefix="uno-rooms-")  # removed at the exit
    os.environ["UNO_DESKTOP_CONFIG_DIR"] = str(Path(own.name) / "settings")
    servers = Servers(Path(own.name)).start()
    try:
        rooms = Rooms(servers)
        for lang in args.lang.split(","):
            rooms.ui.settings.language = lang
            folder = args.out / lang
            folder.mkdir(parents=True, exist_ok=True)
            for name in args.only.split(","):
                rooms.window.resize(1280, 720)
                rooms.scene(name)
                for width, height in SIZES:
                    rooms.window.resize(width, height)
                    spin(0.3)
                    path = folder / f"{name}_{width}x{height}.png"
                    rooms.window.grabWindow().save(str(path))
                    print(path, "|", rooms.status())
        rooms.reset()
        rooms.ui.close()
    finally:
        servers.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
