"""Animations at a real speed: every event of a hand goes through the QML queue (flights,
draws, bursts, colour ring) without a QML warning, and nothing is skipped."""

from __future__ import annotations

import pytest

from rules import load_preset
from uno_desktop.session import SeatInfo


@pytest.mark.slow
def test_a_hand_with_animations(ui, qtbot):
    ui.settings.animationSpeed = "fast"
    seen: list[tuple[str, str]] = []
    game = ui.controller.game
    game.cue.connect(lambda cue: seen.append((cue["type"], cue["act"])))
    seats = [SeatInfo("Sam"), SeatInfo("Ada", "bot", "normal"), SeatInfo("Ben", "bot", "normal")]
    preset = load_preset("party")  # stacking, 7-0, jump-in: more kinds of events
    assert ui.controller.start_game(preset, seats, seed=8)
    ui.controller.session.set_bot(0, "normal")  # seat 0 is shown as a human's but played by a bot
    qtbot.waitUntil(lambda: game.handOver or game.gameOver, timeout=120_000)
    qtbot.waitUntil(lambda: not game.busy(), timeout=10_000)
    assert {"cards_dealt", "card_played"} <= {tag for tag, _ in seen}
    played = sum(1 for _, act in seen if act == "playCard")
    history = ui.controller.session.history
    assert played == sum(1 for _, e in history if type(e).__name__ == "CardPlayed")
    assert sorted(game.hand.cards, key=repr) == sorted(ui.controller.session.game.hands[0],
                                                       key=repr)
