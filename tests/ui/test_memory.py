"""A game the table lets go is gone from memory: its transport (which holds the session,
the game and its history) is deleted with it, so game after game does not pile up
(tests/bench/bench_soak.py measures the resident memory over hours)."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent

from rules import load_preset
from uno_desktop.session import HostSession, SeatInfo
from uno_desktop.transport import LocalTransport


def alive(kind: type) -> int:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return sum(1 for o in gc.get_objects() if type(o) is kind)


def test_games_played_one_after_another_leave_one_session_alive(ui, qtbot):
    seats = [SeatInfo("Sam")] + [SeatInfo(f"Bot {i}", "bot", "easy") for i in range(2)]
    app = ui.controller
    for seed in range(4):
        app.start_game(load_preset("official"), seats, seed)
        qtbot.waitUntil(lambda: app.game.transport is not None)
    app.playAgain()
    qtbot.waitUntil(lambda: alive(HostSession) == 1)  # deleted on the event loop's turn
    assert alive(LocalTransport) == 1
    app.leaveTable()
    qtbot.waitUntil(lambda: alive(HostSession) == 0)
    assert alive(LocalTransport) == 0
