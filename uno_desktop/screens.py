"""Who plays from which screen: the host's one seat policy, for every table. No Qt.

A :class:`Screen` is a table people look at and the seats they play from it: several at
one computer (hot-seat), one for a player on the network, none for a spectator. It says
which seat is shown (in hot-seat the person whose decision it is), what the people there
may do now (the shown seat's actions, and in hot-seat also the UNO calls and catches of
the others at the screen, whose hands stay hidden), who acts for an action pressed there,
and what the shown seat sees as an :class:`Update`, with the very view the session built
for that seat (:meth:`~uno_desktop.session.HostSession.view`). The local transport and
the host's relay to the network both ask it, so they stay thin adapters.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules import CallUno, CatchUno, PlayerView
from rules.actions import Action
from rules.events import Event
from rules.records import record
from uno_desktop.session import HostSession

SHARED_SCREEN = (CallUno, CatchUno)
"""What any person at a hot-seat screen may press, whoever's hand is shown."""


@record  # rules.records: a frozen dataclass's generated methods cost ~0.4 ms at start-up
class Update:
    """One step of the game as the shown seat sees it: what happened, where that left the
    table, and what the seat may do now — of one state, so controls never lag the view."""

    events: tuple[Event, ...]
    view: PlayerView
    legal: tuple[Action, ...]
    quiet: bool = False
    """The table shows these events at once, without animation or sound: a replay that
    starts at a later position catches up so."""

    @property
    def state_id(self) -> int:
        return self.view.state_id


class Screen:
    """One table and the seats played from it (see the module docstring)."""

    def __init__(self, session: HostSession, seats: Sequence[int]) -> None:
        self.session = session
        self.seats = tuple(seats)
        self.shown: int | None = self.seats[0] if self.seats else None
        """The seat whose hand and view this screen shows (``None``: a spectator's)."""

    def legal(self) -> tuple[Action, ...]:
        """What the people at this screen may do now: the shown seat's actions, and the UNO
        calls and catches of the others here (no jump-in: their hands are hidden)."""
        if self.shown is None:
            return ()
        game = self.session.game
        legal = game.legal_actions(self.shown)
        for seat in self.seats:
            if seat != self.shown:
                legal += [a for a in game.legal_actions(seat)
                          if type(a) in SHARED_SCREEN and a not in legal]
        return tuple(legal)

    def actor(self, action: Action) -> int | None:
        """Who sends ``action`` pressed at this screen: the shown seat, or in hot-seat the
        other person here whose UNO call or catch it is (see :meth:`legal`); a call owed
        at one card goes before a pre-declaration."""
        if type(action) not in SHARED_SCREEN or self.shown is None:
            return self.shown
        game = self.session.game
        seats = [self.shown, *(s for s in self.seats if s != self.shown)]
        if isinstance(action, CallUno):
            seats.sort(key=lambda s: len(game.hands[s]) != 1)
        return next((s for s in seats if action in game.legal_actions(s)), self.shown)

    def follow_decision(self) -> bool:
        """Hot-seat: show the person here whose decision it is now; ``True`` when the shown
        seat changed (the table puts up a pass screen)."""
        seat = self.session.game.decision.seat
        if seat is not None and seat in self.seats and seat != self.shown:
            self.shown = seat
            return True
        return False

    def update(self, events: Sequence[Event]) -> Update:
        """``events`` (already redacted for the shown seat) with the view the session
        built for that seat now and what the people here may do."""
        return Update(tuple(events), self.session.view(self.shown), self.legal())
