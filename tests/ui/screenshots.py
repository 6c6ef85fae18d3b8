"""Write PNG screenshots of every main screen at 1280×720 (offscreen), for review.

    python tests/ui/screenshots.py --out screenshots/
    python tests/ui/screenshots.py --lang de --out screenshots/de/

Seat 0 is shown as a human's seat but played by a bot (``HostSession.set_bot``), so the
script reaches the colour picker, the end of a hand and the end of a game on its own.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
os.environ["UNO_DESKTOP_CONFIG_DIR"] = tempfile.mkdtemp(prefix="uno-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication

from rules import load_preset, new_game, with_options
from uno_desktop.app import UnoApp
from uno_desktop.session import SeatInfo

SEATS = [SeatInfo("Sam"), SeatInfo("Ada", "bot", "normal"), SeatInfo("Ben", "bot", "normal"),
         SeatInfo("Cleo", "bot", "normal"), SeatInfo("Dev", "bot", "normal")]


def spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)


def wait(cond, timeout: float = 30.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        if cond():
            return True
        time.sleep(0.002)
    return False


def shot(ui: UnoApp, out: Path, name: str) -> Path:
    spin(0.35)  # let canvases paint and animations settle
    path = out / f"{name}.png"
    ui.window.grabWindow().save(str(path))
    print(path)
    return path


def seed_with_wild() -> int:
    for seed in range(1, 500):
        game = new_game(load_preset("official"), len(SEATS), seed)
        if any(c.code == "black_wild" for c in game.hands[0]) and game.decision.seat == 0:
            return seed
    return 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="screenshots", type=Path)
    parser.add_argument("--lang", default="en", choices=("en", "de", "sv"),
                        help="the UI language of the screenshots")
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)

    ui = UnoApp(sound=False, autosave=False)
    ui.settings.language = args.lang
    ui.settings.animationSpeed = "instant"
    ui.controller.bot_grace = 0
    window = ui.load()
    window.resize(1280, 720)
    app = ui.controller
    game = app.game

    shot(ui, out, "menu")
    app.showScreen("newgame")
    shot(ui, out, "new_game")
    app.showScreen("rules")
    shot(ui, out, "rules")
    app.showScreen("settings")
    shot(ui, out, "settings")

    # Table mid-game, waiting for the human; then the colour picker after a Wild.
    app.start_game(load_preset("official"), SEATS, seed_with_wild())
    assert wait(lambda: game.myTurn and not game.busy())
    shot(ui, out, "table")
    ui.settings.colorBlind = True
    shot(ui, out, "table_colorblind")
    ui.settings.colorBlind = False
    index = next(i for i, c in enumerate(game.hand.cards) if c.code == "black_wild")
    game.playCard(index)
    assert wait(lambda: game.choosingColor and not game.busy())
    shot(ui, out, "color_picker")
    ui.settings.colorBlind = True
    shot(ui, out, "color_picker_colorblind")
    ui.settings.colorBlind = False

    # A bot plays seat 0 from here on: run to the end of the hand, then of the game.
    options = with_options(load_preset("official"), target_score=150)
    app.start_game(options, SEATS[:4], 3)
    app.session.set_bot(0, "normal")
    assert wait(lambda: game.handOver, 60)
    shot(ui, out, "end_of_hand")
    while not game.gameOver:
        if game.handOver:
            game.nextHand()
        if not wait(lambda: game.handOver or game.gameOver, 60):
            break
    shot(ui, out, "end_of_game")

    # Hot-seat: two humans; the pass screen hides the hand between their turns.
    app.start_game(load_preset("official"), [SEATS[0], SeatInfo("Kim"), SEATS[1]], 4)
    session = app.session
    assert wait(lambda: not game.busy())
    for _ in range(10):
        if game.passScreen:
            break
        if game.myTurn and session.game.decision.kind == "drawn":
            game.keepDrawn()
        elif game.myTurn:
            game.draw()
        wait(lambda: not game.busy() and (game.myTurn or game.passScreen), 20)
    shot(ui, out, "hot_seat_pass")
    ui.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
