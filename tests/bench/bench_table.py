"""What a table costs the GUI thread (a script, not a test): a new app's table dealt, and one
"the table's state may have changed".

    python tests/bench/bench_table.py [--runs 8] [--warmup 2] [--source] [--json]

The real application offscreen at 1280×720, instant animations: each run makes a new app,
starts a seeded three-seat game (two normal bots) and waits until it is the player's turn
with nothing left to show; the CPU time of that (this process's, all threads) is printed
per run with the mean after the warm-up ones. Then, at the last table, the CPU of one
``stateChanged``, ``controlsChanged`` and ``overlayChanged`` each (the mean of 200): what
QML re-reads when the table says so. CPU, not wall time, so a busy machine changes it
little; the load is printed beside it. The installed game where there is one, else the
checkout (``--source``: the checkout), as the first line says.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import measured


def table_costs(runs: int, warmup: int, say) -> dict[str, object]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer

    from rules import load_preset
    from uno_desktop.app import UnoApp, ensure_qapp
    from uno_desktop.session import SeatInfo

    say(measured.describe())
    qapp = ensure_qapp([])

    def until(done, limit: float = 30.0) -> None:
        """Run the event loop until ``done()``, asleep between events (a 5 ms timer
        looks again): the CPU measured is the table's. (``processEvents`` with a time
        limit never sleeps: it spun a core while the bots waited, and that was counted.)"""
        stop = time.monotonic() + limit
        loop = QEventLoop()
        while not done():
            if time.monotonic() > stop:
                raise SystemExit("bench_table: the table did not settle in time")
            QTimer.singleShot(5, loop.quit)
            loop.exec()

    seats = [SeatInfo("Sam")] + [SeatInfo(f"Bot {i}", "bot", "normal") for i in (1, 2)]

    def one_table(last: bool) -> tuple[float, dict[str, float]]:
        """A new app's table dealt: its CPU in ms; at the ``last``, each signal's too."""
        app = UnoApp(sound=False, autosave=False)
        app.settings.animationSpeed = "instant"
        app.controller.bot_grace = 0
        window = app.load()
        window.resize(1280, 720)
        until(window.isExposed)
        began = time.process_time()
        assert app.controller.start_game(load_preset("official"), seats, 11)
        game = app.controller.game
        until(lambda: game.myTurn and not game.busy())
        took = (time.process_time() - began) * 1000
        signals: dict[str, float] = {}
        for name in ("stateChanged", "controlsChanged", "overlayChanged") if last else ():
            signal = getattr(game, name)
            began = time.process_time()
            for _ in range(200):
                signal.emit()
            signals[name] = (time.process_time() - began) / 200 * 1000
        app.close()
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            qapp.processEvents()
        return took, signals

    dealt: list[float] = []
    signals: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="uno-bench-table-") as settings:
        for run in range(runs + warmup):
            os.environ["UNO_DESKTOP_CONFIG_DIR"] = os.path.join(settings, str(run))
            took, signals = one_table(last=run == runs + warmup - 1)
            if run >= warmup:
                dealt.append(took)
            say(f"run {run + 1}: {took:6.1f} ms CPU" + ("  (warm-up)" if run < warmup else ""))
    figures: dict[str, object] = {
        "table_dealt_ms_cpu": round(statistics.mean(dealt), 1),
        "table_dealt_runs_ms": [round(t, 1) for t in dealt],
        "signal_ms_cpu": {name: round(ms, 3) for name, ms in signals.items()},
        "load": round(os.getloadavg()[0], 2),
    }
    say(f"a new app's table dealt to the player's turn: {figures['table_dealt_ms_cpu']} ms of "
        f"CPU (mean of {runs}; load {figures['load']})")
    for name, ms in signals.items():
        say(f"one {name}: {ms:.3f} ms of CPU")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--source", action="store_true", help="this checkout's source")
    parser.add_argument("--json", action="store_true", help="the figures as JSON on stdout")
    args = parser.parse_args()
    measured.choose(args.source)

    def say(line: str) -> None:
        print(line, file=sys.stderr if args.json else sys.stdout, flush=True)

    figures = table_costs(args.runs, args.warmup, say)
    if args.json:
        print(json.dumps(figures))


if __name__ == "__main__":
    main()
