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


@pytest.mark.slow
def test_leaving_with_cards_in_flight_runs_nothing_in_the_gone_table(ui, qtbot, qtlog):
    """A screen the Loader drops keeps living, its context cleared, until it is deleted;
    a card still flying then ran its ScriptAction there ("QQmlExpression: Attempted to
    evaluate an expression in an invalid context", seen leaving a LAN table). Here the
    flights end before the table is deleted (no deferred delete is delivered)."""
    import time

    from PySide6.QtCore import QCoreApplication
    from ui_helpers import human_vs_bots, playable_index, wait_my_turn

    human_vs_bots(ui)
    wait_my_turn(qtbot, ui, 20_000)
    ui.settings.animationSpeed = "normal"
    index = playable_index(ui)
    if index >= 0:
        ui.controller.game.playCard(index)
    else:
        ui.controller.game.draw()
    QCoreApplication.processEvents()
    assert ui.controller.game.busy()  # a card is on its way
    ui.controller.leaveTable()
    end = time.monotonic() + 1.5  # longer than any flight at this speed
    while time.monotonic() < end:
        QCoreApplication.processEvents()  # not DeferredDelete: the old table stays
        time.sleep(0.005)
    assert not [r for r in qtlog.records if "invalid context" in r.message]


def test_no_script_action_in_the_games_qml():
    """A ScriptAction runs even in a screen that is gone; PropertyAction and ``onFinished``
    (a handler, which Qt skips there) do the same work."""
    from ui_helpers import qml_sources

    scripted = [p.name for p in qml_sources() if "ScriptAction {" in p.read_text("utf-8")]
    assert not scripted, scripted
