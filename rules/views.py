"""What one seat may know: the view bots, the UI and the network consume instead of the state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.cards import Card, Color


@dataclass(slots=True)
class PlayerView:
    """The game as ``seat`` sees it; ``seat is None`` (a spectator) sees no hand at all.

    A snapshot: the core builds a new one on every call and never changes it afterwards.
    (It is not frozen only because a frozen dataclass of this size is several times
    slower to build, and views are built after every action.)

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
