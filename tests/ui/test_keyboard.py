"""Keyboard play: arrows pick a card, Enter plays it, D draws."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import human_vs_bots, playable_index, wait_my_turn

from rules import Draw, Play


def test_draw_and_play_with_keys(ui, qtbot):
    human_vs_bots(ui, seed=11)
    session = ui.controller.session
    game = ui.controller.game
    wait_my_turn(qtbot, ui)
    ui.window.requestActivate()
    qtbot.waitUntil(lambda: ui.window.activeFocusItem() is not None)
    for _ in range(20):
        index = playable_index(ui)
        if index >= 0:
            break
        before = len(session.game.actions)
        qtbot.keyClick(ui.window, Qt.Key.Key_D)
        qtbot.waitUntil(lambda n=before: len(session.game.actions) > n)
        assert any(isinstance(a, Draw) for s, a in session.game.actions[before:] if s == 0)
        if session.game.decision.kind == "drawn" and session.game.decision.seat == 0:
            game.keepDrawn()
        wait_my_turn(qtbot, ui)
    assert index >= 0
    card = game.hand.card_at(index)
    for _ in range(index + 1):  # from "nothing focused" to the card: index+1 presses
        qtbot.keyClick(ui.window, Qt.Key.Key_Right)
    before = len(session.game.actions)
    qtbot.keyClick(ui.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.game.actions) > before)
    assert session.game.actions[before] == (0, Play(card, 1))
