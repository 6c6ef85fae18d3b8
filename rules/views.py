"""What one seat may know: the view bots, the UI and the network consume instead of the state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.cards import Card, Color


@dataclass(slots=True, init=False)
class PlayerView:
    """The game as ``seat`` sees it; ``seat is None`` (a spectator) sees no hand at all.

    A snapshot: the core builds a new one on every call and never changes it afterwards.
    (It is not frozen only because a frozen dataclass of this size is several times
    slower to build, and views are built after every action. For the same reason its
    ``__init__`` is written out: mypyc compiles a written one but leaves the one dataclass
    generates interpreted.)

    ``decision`` is the kind of decision pending (``turn``, ``color``, ``penalty``, …)
    and ``decision_seat`` whose it is. ``uno_open`` lists seats that can be caught now.
    ``edition_state`` holds public device state of themed editions (scale pans, race).
    """

    seat: int | None
    seats: int
    hand: tuple[Card, ...] | None
    hand_counts: tuple[int, ...]
    top_card: Card | None
    active_color: Color | None
    draw_pile: int
    discard_pile: int
    direction: int
    dealer: int
    decision: str
    decision_seat: int | None
    pending: int
    pending_target: int | None
    uno_open: tuple[int, ...]
    uno_called: tuple[bool, ...]
    jump_in_open: bool
    last_player: int | None
    drawn_card: Card | None
    scores: tuple[int, ...]
    teams: bool
    hand_number: int
    state_id: int
    winner: int | None
    edition: str
    edition_state: dict[str, Any] = field(default_factory=dict)

    def __init__(
        self, seat: int | None, seats: int, hand: tuple[Card, ...] | None,
        hand_counts: tuple[int, ...], top_card: Card | None, active_color: Color | None,
        draw_pile: int, discard_pile: int, direction: int, dealer: int, decision: str,
        decision_seat: int | None, pending: int, pending_target: int | None,
        uno_open: tuple[int, ...], uno_called: tuple[bool, ...], jump_in_open: bool,
        last_player: int | None, drawn_card: Card | None, scores: tuple[int, ...], teams: bool,
        hand_number: int, state_id: int, winner: int | None, edition: str,
        edition_state: dict[str, Any] | None = None,
    ) -> None:
        self.seat = seat
        self.seats = seats
        self.hand = hand
        self.hand_counts = hand_counts
        self.top_card = top_card
        self.active_color = active_color
        self.draw_pile = draw_pile
        self.discard_pile = discard_pile
        self.direction = direction
        self.dealer = dealer
        self.decision = decision
        self.decision_seat = decision_seat
        self.pending = pending
        self.pending_target = pending_target
        self.uno_open = uno_open
        self.uno_called = uno_called
        self.jump_in_open = jump_in_open
        self.last_player = last_player
        self.drawn_card = drawn_card
        self.scores = scores
        self.teams = teams
        self.hand_number = hand_number
        self.state_id = state_id
        self.winner = winner
        self.edition = edition
        self.edition_state = {} if edition_state is None else edition_state

