"""A game the table lets go is gone from memory: its transport (which holds the session,
the game and its history) is deleted with it, so game after game does not pile up
(tests/bench/bench_soak.py measures the resident memory over hours)."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QCoreApplication, QEvent

from rules import load_preset
from uno_desktop.session import SeatInfo


def alive(made: weakref.WeakSet[object]) -> int:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return len(made)


def test_games_played_one_after_another_leave_one_session_alive(ui, qtbot):
    seats = [SeatInfo("Sam")] + [SeatInfo(f"Bot {i}", "bot", "easy") for i in range(2)]
    app = ui.controller
    sessions: weakref.WeakSet[object] = weakref.WeakSet()
    transports: weakref.WeakSet[object] = weakref.WeakSet()
    for seed in range(4):
        app.start_game(load_preset("official"), seats, seed)
        qtbot.waitUntil(lambda: app.game.transport is not None)
        sessions.add(app.session)
        transports.add(app.game.transport)
    app.playAgain()
    qtbot.waitUntil(lambda: alive(sessions) == 0)  # the four let go: deleted on the loop's turn
    sessions.add(app.session)
    transports.add(app.game.transport)
    assert alive(transports) == 1
    app.leaveTable()
    qtbot.waitUntil(lambda: alive(sessions) == 0)
    assert alive(transports) == 0
