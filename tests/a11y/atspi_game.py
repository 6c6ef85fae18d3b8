"""The game as the AT-SPI hand test plays it: the real application in a real window (Xvfb),
in the language given, whose "Start game" deals the stacked hand of :mod:`scenario`.

Run with the game's Python: ``python3 tests/a11y/atspi_game.py LANG [TRUTH]``. The reader
plays through AT-SPI alone; what the table shows is written to ``TRUTH`` (JSON) after every
change, only for the test to check the names the reader heard against it.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
for extra in (HERE.parent / "rules" / "editions", HERE.parent / "rules", HERE.parent, HERE,
              HERE.parents[1]):  # the checkout's game first, as in the tests
    sys.path.insert(0, str(extra))

os.environ["QT_QPA_PLATFORM"] = "xcb"
os.environ["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
os.environ["UNO_DESKTOP_CONFIG_DIR"] = tempfile.mkdtemp(prefix="uno-atspi-")  # first start


def write_truth(path: Path, game: object) -> None:
    """What the table shows now: the hand's cards as named, the top card, whose turn."""
    from uno_desktop.ui import texts

    view = game.view  # type: ignore[attr-defined]
    truth = {
        "state": view.state_id if view is not None else -1,
        "hand": [texts.card_title(c) for c in game.hand.cards],  # type: ignore[attr-defined]
        "top": texts.card_title(game.state.top),  # type: ignore[attr-defined]
        "turn": game.state.turn_seat,  # type: ignore[attr-defined]
    }
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(truth), encoding="utf-8")
    os.replace(tmp, path)


def main(language: str, truth: Path | None) -> int:
    import scenario

    from uno_desktop.app import UnoApp
    from uno_desktop.ui import shell

    ui = UnoApp(sound=False, autosave=False)
    ui.settings.language = language
    ui.settings.animationSpeed = "fast"
    ui.controller.bot_grace = 0
    shell.new_game = scenario.stacked_game  # what "Start game" deals
    if truth is not None:
        game = ui.controller.game
        for signal in (game.stateChanged, game.controlsChanged):
            signal.connect(lambda: write_truth(truth, game))
    ui.load()
    return ui.qapp.exec()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1] if len(sys.argv) > 1 else "en",
                          Path(sys.argv[2]) if len(sys.argv) > 2 else None))
