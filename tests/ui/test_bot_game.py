"""A whole bot-only game to 500 points through the real QML table (instant animations,
no bot delay): no QML warning, no Python exception, and the end-of-game screen shows.

Four "normal" bots finish a 500-point game in a few hundred hands' worth of actions; the
easy bots play randomly and take ten times as many actions, so they are not used here.
"""

from __future__ import annotations

import time

import pytest
from ui_helpers import find

from rules import load_preset
from uno_desktop.session import SeatInfo


@pytest.mark.slow
def test_bot_game_to_500_through_qml(ui, qtbot):
    seats = [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(4)]
    options = load_preset("official")
    assert options.target_score == 500
    assert ui.controller.start_game(options, seats, seed=5)
    session = ui.controller.session
    game = ui.controller.game
    started = time.monotonic()
    qtbot.waitUntil(lambda: game.gameOver, timeout=240_000)
    elapsed = time.monotonic() - started
    assert session.game.over
    assert max(session.game.scores) >= 500
    assert game.scoreHistory[-1] == list(session.game.scores)
    panel = find(ui, "gameOverPanel")
    assert panel is not None and panel.isVisible()
    print(f"bot game: {session.game.state_id} actions, {session.game.hand_number} hands, "
          f"{elapsed:.1f} s")
