"""The host session: what each seat is told, and a resumed game's whole history."""

from __future__ import annotations

from rules import RuleOptions, new_game, record_of, replay
from uno_desktop.session import HostSession, SeatInfo


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


def test_a_resumed_session_has_the_whole_history():
    """A game rebuilt from its record (a save, a restarted LAN host) tells a reconnecting
    screen everything since the deal, not just the deal."""
    game = new_game(RuleOptions(), 3, seed=4)
    live = HostSession(game, [SeatInfo(f"Bot {i}", "bot") for i in range(3)])
    for _ in range(40):
        seat = game.decision.seat
        live.submit(seat, game.legal_actions(seat)[0])
    resumed = HostSession(replay(record_of(game)), live.seats)
    assert resumed.history == live.history
    assert resumed.public_history(1) == live.public_history(1)
