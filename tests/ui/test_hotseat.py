"""Hot-seat: two humans at one computer; between their turns a pass screen hides the hand
until the next player reveals it, and then it shows that player's own cards."""

from __future__ import annotations

from ui_helpers import find, named_item

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
    # the screen's own badge is never shown and nothing in it is built (the first frame's
    # ~1 ms); the one who passed the screen on has a whole badge again, with their count
    own, passed = find(ui, f"seatBadge{second}"), find(ui, f"seatBadge{first}")
    assert not own.isVisible() and own.width() == 0 and not own.childItems()[0].childItems()
    assert passed.isVisible() and passed.width() > 100
    count = named_item(passed, "cardCount")
    assert count is not None and count.property("text") == str(len(session.game.hands[first]))


def _hotseat(hands, start, seats):
    """A stacked classic game on a LocalTransport; ``seats`` say who is human."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules" / "editions"))
    from edition_helpers import deal

    from uno_desktop.session import HostSession
    from uno_desktop.transport import LocalTransport

    game = deal("classic", hands, start, ["green_1", "green_2", "green_3", "green_4"],
                voluntary_draw=False)
    transport = LocalTransport(HostSession(game, seats), grace=0)
    transport.start()
    return game, transport


def test_another_human_at_the_screen_can_catch_a_missing_uno(qtbot):
    from rules import CatchUno, Play
    from rules.cards import card

    seats = [SeatInfo("Ann"), SeatInfo("Bob", "bot", "easy"), SeatInfo("Cleo")]
    game, transport = _hotseat([["red_1", "red_2"], ["blue_5", "blue_6"], ["red_7", "red_8"]],
                               "red_9", seats)
    transport.send(Play(card("red_1")))  # Ann is down to one card and does not call
    assert game.decision.seat == 1 and transport.seat == 0  # the bot's turn: Ann stays shown
    assert CatchUno(0) in transport.screen.legal()  # … and Cleo may catch her
    transport.send(CatchUno(0))
    assert len(game.hands[0]) == 3  # her last card and the two penalty cards
    transport.close()


def test_a_human_whose_hand_is_hidden_can_still_call_uno(qtbot):
    from rules import CallUno, Play
    from rules.cards import card

    seats = [SeatInfo("Ann"), SeatInfo("Cleo")]
    game, transport = _hotseat([["red_1", "red_2"], ["red_7", "red_8"]], "red_9", seats)
    transport.send(Play(card("red_1")))
    assert transport.seat == 1  # Cleo's turn: her hand is shown, Ann's is hidden
    assert CallUno() in transport.screen.legal()
    transport.send(CallUno())
    assert game.uno_called[0] and not game.uno_window
    transport.close()


def test_no_humans_hand_is_face_up_while_another_seat_acts(ui, qtbot):
    """Ann, a bot, Cleo, a bot: the bots play between the two humans in front of both."""
    seats = [SeatInfo("Ann"), SeatInfo("Bob", "bot", "normal"), SeatInfo("Cleo"),
             SeatInfo("Dan", "bot", "normal")]
    assert ui.controller.start_game(load_preset("official"), seats, seed=5)
    game = ui.controller.game
    session = ui.controller.session
    back = game.backCard
    seen = {"hidden": 0, "shown": 0}

    def check() -> None:
        faces = [c.property("source") for c in _cards(ui.window.contentItem())]
        if not faces or game.passScreen:
            return
        owner_moves = game.turnSeat == game.mySeat and game.mySeat >= 0
        if owner_moves:
            seen["shown"] += 1
        else:
            assert game.handHidden, (game.turnSeat, game.mySeat)
            assert all(f == back for f in faces), "a face-up card while another seat acts"
            seen["hidden"] += 1

    def _cards(item):
        found = []
        for child in item.childItems():
            if child.objectName() == "handCard" and child.isVisible():
                found.append(child)
            found += _cards(child)
        return found

    game.stateChanged.connect(check)
    for _ in range(40):
        qtbot.waitUntil(lambda: not game.busy() and (game.passScreen or game.myTurn
                                                     or session.game.over), timeout=10_000)
        check()
        if game.passScreen:
            game.reveal()
            continue
        if session.game.decision.kind == "drawn":
            game.keepDrawn()
        elif session.game.decision.kind == "color":
            game.chooseColor("red")
        elif session.game.decision.kind == "turn":
            game.draw()
        else:
            break
    game.stateChanged.disconnect(check)
    assert seen["hidden"] > 0 and seen["shown"] > 0
