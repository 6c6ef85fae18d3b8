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


def test_listeners_get_each_seats_own_copy_and_the_hidden_copy_is_shared():
    """What each listener is told after an action: its own cards in full, the others'
    hidden, and one shared object for the seats that see the same hidden copy (the LAN
    relay encodes an event once per object)."""
    from rules import Draw

    game = new_game(RuleOptions(), 4, seed=8)
    session = HostSession(game, [SeatInfo(f"P{i}") for i in range(4)])
    told: dict[int | None, list] = {}
    for seat in [0, 1, 2, 3, None]:
        session.subscribe(seat, lambda events, _view, seat=seat: told.__setitem__(seat, events))
    drawer = game.decision.seat
    session.submit(drawer, next(a for a in game.legal_actions(drawer) if isinstance(a, Draw)))
    index, drawn = next((i, e) for i, e in enumerate(told[drawer])
                        if type(e).__name__ == "CardsDrawn")
    assert drawn.cards  # the drawer sees its card
    others = [told[seat][index] for seat in told if seat != drawer]
    assert all(e.cards is None and e.count == drawn.count for e in others)
    assert all(e is others[0] for e in others)
