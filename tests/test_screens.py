"""The host's one seat policy (``screens.Screen``): what a table shows and who acts from it,
the same for a hot-seat screen here and a player's table on the network; the view shown is
the one the session built for the seat."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "rules" / "editions"))

from edition_helpers import deal

from rules import CallUno, CatchUno, Draw, Play
from rules.cards import card
from uno_desktop.screens import Screen
from uno_desktop.session import HostSession, SeatInfo


def _session(hands: list[list[str]], kinds: list[str]) -> HostSession:
    game = deal("classic", hands, "red_9", ["green_1", "green_2", "green_3", "green_4"],
                voluntary_draw=False)
    seats = [SeatInfo(f"P{i}", kind, "easy") for i, kind in enumerate(kinds)]
    return HostSession(game, seats)


def test_a_hot_seat_screen_offers_the_others_calls_and_catches_but_no_jump_in():
    session = _session([["red_1", "red_2"], ["blue_5", "blue_6"], ["red_7", "red_8"]],
                       ["human", "bot", "human"])
    screen = Screen(session, [0, 2])
    assert screen.shown == 0
    session.submit(0, Play(card("red_1")))  # Ann is down to one card and does not call
    assert CatchUno(0) in screen.legal()  # Cleo, whose hand is hidden, may catch her
    assert screen.actor(CatchUno(0)) == 2
    assert not screen.follow_decision()  # the bot's decision: Ann stays shown


def test_a_call_owed_at_one_card_goes_before_a_pre_declaration():
    session = _session([["red_1", "red_2"], ["red_7", "red_8"]], ["human", "human"])
    screen = Screen(session, [0, 1])
    session.submit(0, Play(card("red_1")))
    assert screen.follow_decision() and screen.shown == 1
    assert CallUno() in screen.legal()
    assert screen.actor(CallUno()) == 0  # Ann owes it, though Cleo is shown


def test_a_networked_seat_and_a_spectator_see_only_their_own():
    session = _session([["red_1", "red_2"], ["blue_5", "blue_6"]], ["human", "human"])
    player, spectator = Screen(session, [1]), Screen(session, [])
    assert player.legal() == () and player.actor(Draw()) == 1
    assert spectator.shown is None and spectator.legal() == ()
    assert spectator.update([]).view.hand is None
    session.submit(0, Play(card("red_1")))
    assert player.legal() == tuple(session.game.legal_actions(1))


def test_the_view_shown_is_the_one_the_session_built():
    session = _session([["red_1", "red_2"], ["blue_5", "blue_6"]], ["human", "human"])
    told = []
    session.subscribe(1, lambda events, view: told.append(view))
    screen = Screen(session, [0, 1])
    session.submit(0, Play(card("red_1")))
    assert screen.follow_decision()
    assert screen.update([]).view is told[-1]  # built once, for the listener and the table
