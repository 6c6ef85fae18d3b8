"""Hot-seat: two humans at one computer; between their turns a pass screen hides the hand
until the next player reveals it, and then it shows that player's own cards."""

from __future__ import annotations

from ui_helpers import find

from rules import load_preset
from uno_desktop.session import SeatInfo


def test_pass_screen_between_humans(ui, qtbot):
    seats = [SeatInfo("Ann"), SeatInfo("Bob")]
    assert ui.controller.start_game(load_preset("official"), seats, seed=4)
    game = ui.controller.game
    session = ui.controller.session
    qtbot.waitUntil(lambda: not game.busy())
    if game.passScreen:
        game.reveal()
    first = game.mySeat
    assert first == session.game.decision.seat
    assert sorted(game.hand.cards, key=repr) == sorted(session.game.hands[first], key=repr)
    # Ann (or whoever starts) draws and keeps the card: the turn passes to the other human.
    for _ in range(5):
        if session.game.decision.seat != first:
            break
        if session.game.decision.kind == "drawn":
            game.keepDrawn()
        else:
            game.draw()
        qtbot.waitUntil(lambda: not game.busy())
    draws = sum(1 for _, e in session.history if type(e).__name__ == "CardsDrawn")
    logged = sum(1 for line in game.log.lines if " draws " in line)
    assert logged == draws  # each event shown once, though both humans' seats listen
    second = session.game.decision.seat
    assert second != first
    assert game.passScreen
    assert game.passName == seats[second].name
    hand_area = find(ui, "handArea")
    assert hand_area is not None and not hand_area.isVisible()
    game.reveal()
    assert not game.passScreen
    assert hand_area.isVisible()
    assert game.mySeat == second
    assert sorted(game.hand.cards, key=repr) == sorted(session.game.hands[second], key=repr)
