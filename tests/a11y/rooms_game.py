"""The game as the Orca rooms test plays it: the real application in a real window (Xvfb),
in the language given, its rooms screens pointed at the test's servers on 127.0.0.1.

Run with the game's Python: ``python3 tests/a11y/rooms_game.py LANG MAILBOX_URL RELAY_URL``.
A first start (a fresh settings folder), with the player's own servers already in the
rooms' settings, as a player who typed them in once has them; the rooms it hosts listen
on 127.0.0.1 only and announce nothing beyond it.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))  # the checkout's game

os.environ["QT_QPA_PLATFORM"] = "xcb"
os.environ["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
os.environ["UNO_LAN_LISTEN"] = "127.0.0.1"  # nothing leaves the machine
os.environ["UNO_LAN_INTERFACES"] = "127.0.0.1"


def main(language: str, mailbox: str, relay: str) -> int:
    own = tempfile.TemporaryDirectory(prefix="uno-orca-rooms-")  # removed at the exit
    config = Path(own.name)
    os.environ["UNO_DESKTOP_CONFIG_DIR"] = str(config)
    (config / "rooms.ini").write_text(f"[General]\nmailbox={mailbox}\nrelay={relay}\n",
                                      encoding="utf-8")
    from uno_desktop.app import UnoApp

    ui = UnoApp(sound=False, autosave=False)
    ui.settings.language = language
    ui.load()
    return ui.qapp.exec()


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:4]))
