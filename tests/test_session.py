"""The host session: which bot moves next, and what each seat is told."""

from __future__ import annotations

from rules import CatchUno, RuleOptions, new_game
from rules.cards import card
from uno_desktop.session import HostSession, SeatInfo


def test_bots_catch_a_missed_uno_before_the_next_decision():
    """At a table of bots, a seat that forgot UNO is caught before the next player moves."""
    game = new_game(RuleOptions(), 3, seed=1)
    session = HostSession(game, [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(3)])
    # Seat 1 is left with one card it did not call, and seat 2 is about to decide.
    game.hands[1] = [card("red_5")]
    game.uno_window.add(1)
    game.decide("turn", 2)
    game.state_id += 1  # the state changed behind the cache's back
    seat, action = session.bot_action()
    assert isinstance(action, CatchUno) and action.target == 1 and seat != 1


def test_public_history_is_redacted_per_seat_and_kept_up_to_date():
    game = new_game(RuleOptions(), 2, seed=3)
    session = HostSession(game, [SeatInfo("Sam"), SeatInfo("Bot", "bot", "easy")])
    before = len(session.public_history(0))
    seat = game.decision.seat
    session.submit(seat, game.legal_actions(seat)[0])
    mine, theirs = session.public_history(0), session.public_history(1)
    assert len(mine) == len(theirs) > before
    for event in mine:
        if getattr(event, "seat", None) == 1 and hasattr(event, "cards"):
            assert event.cards is None  # seat 0 never sees seat 1's cards
