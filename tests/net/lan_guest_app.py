"""A guest's whole app in a process of its own, for LAN tests that need another computer:
its own language and settings, the LAN screens used as a player uses them.

``python lan_guest_app.py LANGUAGE PORT [NAME]`` joins the room at 127.0.0.1:PORT with
NAME typed on the LAN start screen (none: the field's default left as it is), says
"Hej!" in the lobby's chat, and prints one JSON line per thing it shows: ``lobby`` (the
seats' names and the chat's senders, once the host's chat line is in), ``table`` (the
seats' names at the table, once dealt). It readies up after the lobby line and leaves when
its stdin closes. Screenshots go to ``$LAN_SCREENSHOTS`` (``guest_lobby_<language>.png``,
``guest_table_<language>.png``) at ``$LAN_WINDOW`` (default 1024x640).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["UNO_LAN_INTERFACES"] = "127.0.0.1"
os.environ["UNO_LAN_LISTEN"] = "127.0.0.1"
if "UNO_DESKTOP_CONFIG_DIR" not in os.environ:  # run by hand: its own, removed at the exit
    _SETTINGS = tempfile.TemporaryDirectory(prefix="uno-guest-")
    os.environ["UNO_DESKTOP_CONFIG_DIR"] = _SETTINGS.name

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication


def main() -> None:
    language, port = sys.argv[1], int(sys.argv[2])
    name = sys.argv[3] if len(sys.argv) > 3 else None
    qapp = QApplication([])
    from lan_app import lan_of  # this script's folder: the in-process LAN tests' helpers

    import uno_desktop.ui.lan  # noqa: F401 - registers LanController for QML
    from uno_desktop.app import UnoApp

    def wait(done: Callable[[], bool], timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while not done():
            if time.monotonic() > deadline:
                raise SystemExit(f"gave up waiting ({timeout} s)")
            qapp.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)

    def shot(what: str) -> None:
        folder = os.environ.get("LAN_SCREENSHOTS")
        if folder:
            for _ in range(20):  # transitions over
                qapp.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            os.makedirs(folder, exist_ok=True)
            window.grabWindow().save(os.path.join(folder, f"guest_{what}_{language}.png"))

    def report(what: str, **fields: object) -> None:
        print(json.dumps({"what": what, **fields}), flush=True)

    ui = UnoApp(sound=False, autosave=False)
    ui.settings.language = language
    window = ui.load()
    width, _, height = os.environ.get("LAN_WINDOW", "1024x640").partition("x")
    window.resize(int(width), int(height))
    ui.controller.showScreen("lan")
    wait(lambda: lan_of(ui) is not None)
    lan = lan_of(ui)
    # the start screen's Join: whatever its name field holds, the default if untouched
    lan.setPlayerName(lan.playerName if name is None else name)
    lan.joinAddress("127.0.0.1", port, "", False)
    wait(lambda: lan.screen == "lobby" and any(s["mine"] for s in lan.seats))
    lan.say("Hej!")
    wait(lambda: len(lan.chat) >= 2)
    shot("lobby")
    report("lobby", seats=[s["name"] for s in lan.seats], chat=[c["name"] for c in lan.chat])
    lan.setReady(True)
    wait(lambda: ui.controller.screen == "table" and not ui.controller.game.busy())
    shot("table")
    report("table", seats=[row.name for row in ui.controller.game.seats.rows])
    closed = threading.Event()
    threading.Thread(target=lambda: (sys.stdin.read(), closed.set()), daemon=True).start()
    wait(closed.is_set, timeout=120)
    lan.shutdown()
    ui.close()


if __name__ == "__main__":
    main()
