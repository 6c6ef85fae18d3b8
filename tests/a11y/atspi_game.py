"""The game as the AT-SPI hand test plays it: the real application in a real window (Xvfb),
in the language given, whose "Start game" deals the stacked hand of :mod:`scenario`.

Run with the game's Python: ``python3 tests/a11y/atspi_game.py LANG [TRUTH] [SPOKEN]
[SPEED] [DEAL]``. The reader plays through AT-SPI alone; what the table shows is written to
``TRUTH`` (JSON) after every change, only for the test to check the names the reader heard
against it; every line the table's voice speaks (``GameController.voice``) and every whole
line of an update (``announced``) is appended to ``SPOKEN`` (JSON lines), for the Orca
test to check that Orca said each once, and so is how many bots' quick reactions the host
has planned whenever that changes (a reaction comes seconds after the moment it answers,
after the hand's result too: the test waits for it before it hears the test whole).
``SPEED``: the animation speed (default fast); ``DEAL``: the :mod:`scenario` function
"Start game" deals (default ``stacked_game``).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
for extra in (HERE.parent / "rules" / "editions", HERE.parent / "rules", HERE.parent, HERE,
              HERE.parents[1]):  # the checkout's game first, as in the tests
    sys.path.insert(0, str(extra))

os.environ["QT_QPA_PLATFORM"] = "xcb"
os.environ["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
_SETTINGS = tempfile.TemporaryDirectory(prefix="uno-atspi-")  # removed at the exit
os.environ["UNO_DESKTOP_CONFIG_DIR"] = _SETTINGS.name  # first start


def write_truth(path: Path, game: object) -> None:
    """What the table shows now: the hand's cards as named, the top card, whose turn."""
    from uno_desktop.ui import texts

    view = game.view  # type: ignore[attr-defined]
    truth = {
        "state": view.state_id if view is not None else -1,
        "hand": [texts.card_title(c) for c in game.hand.cards],  # type: ignore[attr-defined]
        "codes": [c.code for c in game.hand.cards],  # type: ignore[attr-defined]
        "playable": [texts.card_title(r.card) for r in game.hand._rows  # type: ignore
                     if r.playable],
        "top": texts.card_title(game.board.top),  # type: ignore[attr-defined]
        "turn": game.board.turn_seat,  # type: ignore[attr-defined]
    }
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(truth), encoding="utf-8")
    os.replace(tmp, path)


def log_line(path: Path, kind: str, text: str) -> None:
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps({"kind": kind, "text": text, "t": round(time.monotonic(), 3)},
                             ensure_ascii=False) + "\n")


def main(language: str, truth: Path | None, spoken: Path | None = None,
         speed: str = "fast", deal: str = "stacked_game") -> int:
    import scenario

    from uno_desktop.app import UnoApp
    from uno_desktop.ui.shellparts import games

    ui = UnoApp(sound=False, autosave=False)
    ui.settings.language = language
    ui.settings.animationSpeed = speed
    ui.controller.bot_grace = 0
    if not hasattr(games, "new_game"):  # moved: say so, rather than deal a random hand
        raise SystemExit("atspi_game: Start game no longer deals through "
                         "uno_desktop.ui.shellparts.games.new_game")
    games.new_game = getattr(scenario, deal)  # what "Start game" deals
    setup = getattr(scenario, f"setup_{deal}", None)  # what that deal changes of the host
    if setup is not None:  # (told where the test leaves word: beside the truth file)
        setup(truth.parent if truth is not None else Path.cwd())
    if truth is not None:
        game = ui.controller.game
        for signal in (game.stateChanged, game.controlsChanged):
            signal.connect(lambda: write_truth(truth, game))
    if spoken is not None:
        game = ui.controller.game
        game.voice.spoken.connect(lambda text: log_line(spoken, "spoken", text))
        held = game.voice.hold

        def hold(reading: str) -> None:  # (logged: when the voice held its next line)
            log_line(spoken, "held", reading)
            held(reading)

        game.voice.hold = hold
        game.announced.connect(lambda text: log_line(spoken, "update", text))
        _log_planned_reactions(spoken, game)
    ui.load()
    return ui.qapp.exec()


def _log_planned_reactions(spoken: Path, game: object) -> None:
    """Log to ``spoken`` how many bot reactions the table's host has planned, each time
    that changes: looked at with each update, after it is logged, and before the voice
    speaks it (the host plans a reaction to a moment as it applies it, and a sent one is
    no plan by its update: the test never finds the update said and the plan not yet
    logged, nor a sent reaction's plan gone and its update not yet logged), and every
    50 ms (a plan is dropped on the host's own timer)."""
    from PySide6.QtCore import QTimer

    last = [0]

    def look(*_update: object) -> None:
        referee = getattr(game.transport, "referee", None)  # type: ignore[attr-defined]
        planned = len(referee.reactions.due()) if referee is not None else 0
        if planned != last[0]:
            last[0] = planned
            log_line(spoken, "planned", str(planned))

    game.announced.connect(look)  # type: ignore[attr-defined]
    timer = QTimer(game)  # (the table's: it lives as long as the game)
    timer.timeout.connect(look)
    timer.start(50)


if __name__ == "__main__":
    args = sys.argv[1:] + [""] * 5
    raise SystemExit(main(args[0] or "en", Path(args[1]) if args[1] else None,
                          Path(args[2]) if args[2] else None, args[3] or "fast",
                          args[4] or "stacked_game"))
