"""The one seam between the table UI and whoever runs the game.

The UI talks to a :class:`Transport` only. It sends a core action with the state id of the
view it acted on (:meth:`Transport.send`), says when its animations have caught up with a
state (:meth:`Transport.acknowledge`), and renders what comes back: an :class:`Update`
(events already redacted for the seat shown, that seat's view and what it may do now,
all of one state) or a refusal code it translates. Nothing else flows.

* :class:`LocalTransport`: a :class:`~uno_desktop.session.HostSession` and its bots in this
  process, timed by a :class:`~uno_desktop.referee.Referee` on a ``QTimer``; who plays
  from this screen is the host's one seat policy (:class:`~uno_desktop.screens.Screen`).
* :class:`~uno_desktop.net.lan_transport.LanTransport`: the same seam to a host on the LAN,
  which runs the same session and referee.
* :class:`~uno_desktop.playback.ReplayTransport`: a recorded game played back.

Hot-seat: several humans may share one transport. :attr:`Transport.seat` is the local seat
whose view is shown; when it changes, :attr:`Transport.seatChanged` fires *before* the
first update for the new seat, so the UI can put up a "pass to …" screen.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from rules import PlayerView, RuleOptions
from rules.actions import Action
from rules.events import Event
from uno_desktop import qtcompat
from uno_desktop.referee import FLIGHT_MS, Pacing, Referee
from uno_desktop.referee_timer import RefereeTimer
from uno_desktop.screens import Screen, Update
from uno_desktop.session import HostSession, Rejected, SeatInfo

qtcompat.apply()  # PySide6 6.12 + CPython 3.11: emit() leaks a reference to True

SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
"""Animation-speed setting → multiplier for every animation and bot pause."""

__all__ = ["FLIGHT_MS", "LocalTransport", "Transport", "Update", "speed_factor"]


def speed_factor(speed: str) -> float:
    return SPEED_FACTORS.get(speed, 1.0)


class Transport(QObject):
    """What the table UI may ask of a game (subclasses implement every method).

    Signals:
      ``updated(update)``: after every applied action, an :class:`Update` for :attr:`seat`.
      ``rejected(code)``: the last :meth:`send` was refused; nothing changed.
      ``seatChanged(seat)``: the local seat shown changed (hot-seat); ``-1`` = spectator.
      ``closed(reason)``: the game is gone (host left, connection lost); ``""`` = normal.
      ``playersChanged()``: who plays which seat changed (:meth:`away`).
      ``reacted(seat, reaction)``: a quick reaction at ``seat`` (``reactions.REACTIONS``).
    """

    updated = Signal(object)
    rejected = Signal(str)
    seatChanged = Signal(int)
    closed = Signal(str)
    playersChanged = Signal()
    reacted = Signal(int, str)

    def start(self) -> None:
        """Emit the first update (the deal, or a resumed game's state) once the UI listens."""
        raise NotImplementedError

    def send(self, action: Action, state_id: int | None = None) -> None:
        """Ask the host to apply ``action`` for :attr:`seat`; ``state_id`` is the state the
        player acted on (an action for an outdated one is refused as ``stale_state``)."""
        raise NotImplementedError

    def acknowledge(self, state_id: int) -> None:
        """The table has shown everything up to ``state_id``: bots, the UNO grace and the
        race windows count from here."""
        raise NotImplementedError

    def next_hand(self) -> None:
        """The local player has seen the end-of-hand screen and is ready to go on."""
        raise NotImplementedError

    @property
    def seat(self) -> int | None:
        """The local seat whose view is shown (``None``: spectating)."""
        raise NotImplementedError

    def latest(self) -> Update | None:
        """The last update emitted (``None`` before :meth:`start`)."""
        raise NotImplementedError

    def players(self) -> list[SeatInfo]:
        """Name, ``human``/``bot`` and level of every seat, in seat order."""
        raise NotImplementedError

    def local_seats(self) -> list[int]:
        """Seats played by people at this computer (several in hot-seat)."""
        raise NotImplementedError

    def can_react(self) -> bool:
        """Whether the shown seat may send quick reactions (a player's, not a replay's)."""
        return False

    def react(self, reaction: str) -> None:
        """A quick reaction from the shown seat; one too many too fast is ``rejected``."""

    def away(self) -> frozenset[int]:
        """Seats whose person is away: a bot plays for them until they are back (a player
        on the network whose connection dropped). Nobody at one computer is ever away."""
        return frozenset()

    def options(self) -> RuleOptions:
        """The game's rule options (public: shown on the rules screen, target score)."""
        raise NotImplementedError

    def history(self) -> list[Event]:
        """Events before this transport was attached (a resumed game), for the log and the
        score chart; never animated."""
        raise NotImplementedError

    def seen(self) -> list[Event]:
        """Every event so far as the shown seat saw it: what a bot in that seat is given
        (the statistics read a finished game from it)."""
        raise NotImplementedError

    def coach_allowed(self) -> bool:
        """Whether the coach may help the shown seat (on the LAN only if the host allows)."""
        return False

    def advice_inputs(self) -> tuple[PlayerView, list[Action], list[Event]] | None:
        """The shown seat's view, legal actions and redacted history, exactly as a bot
        playing it gets them, for the coach; ``None`` when :meth:`coach_allowed` is not."""
        return None

    def set_speed(self, speed: str) -> None:
        """Animation speed (``slow``/``normal``/``fast``/``instant``): the host's pacing."""
        raise NotImplementedError

    def close(self) -> None:
        """Stop timers and detach; no signal fires afterwards."""
        raise NotImplementedError


SCREEN = "screen"  # the referee's name for this computer's one table


class LocalTransport(Transport):
    """A :class:`HostSession` and its bots in this process, timed by a :class:`Referee`
    (``grace`` scales the UNO catch grace; tests pass 0)."""

    def __init__(
        self,
        session: HostSession,
        speed: str = "normal",
        *,
        grace: float = 1.0,
        pacing: Pacing | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self._humans = [s for s, info in enumerate(session.seats) if not info.is_bot]
        self.screen = Screen(session, self._humans)
        pacing = pacing or Pacing(grace=grace)
        pacing.speed = speed_factor(speed)
        self.referee = Referee(session, pacing, time.monotonic)
        self.referee.open_screen(SCREEN, self.screen.shown)
        self.referee.ready_seats = set(self._humans)  # the people at this screen
        self.referee.on_refused = self._refused
        self.referee.on_reaction = self._reacted
        self._closed = False
        self._delivered = -1  # state id of the last update emitted (hot-seat: never twice)
        self._latest: Update | None = None
        self._timer = RefereeTimer(self.referee, self)
        self._listeners: list[tuple[int | None, Callable[[list[Event], PlayerView], None]]] = []
        watchers: list[int | None] = [*self._humans] or [None]
        for seat in watchers:
            listener = self._listener_for(seat)
            session.subscribe(seat, listener)
            self._listeners.append((seat, listener))
        session.on_seats.append(self._arm)  # a bot took over a seat (or gave it back)

    # ------------------------------------------------------------ Transport API

    @property
    def seat(self) -> int | None:
        return self.screen.shown

    def latest(self) -> Update | None:
        return self._latest

    def players(self) -> list[SeatInfo]:
        return list(self.session.seats)

    def local_seats(self) -> list[int]:
        return list(self._humans)

    def options(self) -> RuleOptions:
        return self.session.game.options

    def history(self) -> list[Event]:
        return self.session.public_history(self.screen.shown) if self.session.game.actions else []

    def seen(self) -> list[Event]:
        return list(self.session.public_history(self.screen.shown))

    def coach_allowed(self) -> bool:
        return self.screen.shown is not None

    def advice_inputs(self) -> tuple[PlayerView, list[Action], list[Event]] | None:
        seat = self.screen.shown
        if seat is None:
            return None
        return self.session.view(seat), self.session.game.legal_actions(seat), self.seen()

    def set_speed(self, speed: str) -> None:
        self.referee.set_speed(speed_factor(speed))
        self._arm()

    def can_react(self) -> bool:
        return self.screen.shown is not None

    def react(self, reaction: str) -> None:
        seat = self.screen.shown
        if self._closed or seat is None:
            return
        try:
            sent = self.referee.react(seat, reaction)
        except Rejected as exc:
            self.rejected.emit(exc.code)
            return
        if not sent:
            self.rejected.emit("rate_limited")
        self._arm()

    def start(self) -> None:
        """Deliver the deal (or, for a resumed game, the current view) and start the clock."""
        events = [] if self.session.game.actions else self.session.public_history(self.screen.shown)
        self._emit(events)
        self._follow_decision()
        self._arm()

    def send(self, action: Action, state_id: int | None = None) -> None:
        if self._closed:
            return
        try:
            self.referee.submit(self.screen.actor(action), action, state_id)
        except Rejected as exc:
            self.rejected.emit(exc.code)
        self._arm()

    def acknowledge(self, state_id: int) -> None:
        if not self._closed:
            self.referee.shown(SCREEN, state_id)
            self._arm()

    def next_hand(self) -> None:
        for seat in self._humans:
            self.referee.ready(seat)
        self._arm()

    def close(self) -> None:
        self._closed = True
        self._timer.stop()
        if self._arm in self.session.on_seats:
            self.session.on_seats.remove(self._arm)
        for seat, listener in self._listeners:
            self.session.unsubscribe(seat, listener)
        self._listeners.clear()

    # ------------------------------------------------------------ internals

    def _emit(self, events: list[Event]) -> None:
        """What the shown seat sees now, with the view the session built for it."""
        self._latest = self.screen.update(events)
        self._delivered = self._latest.state_id
        self.updated.emit(self._latest)

    def _listener_for(self, seat: int | None) -> Callable[[list[Event], PlayerView], None]:
        def listener(events: list[Event], view: PlayerView) -> None:
            if self._closed or seat != self.screen.shown or view.state_id <= self._delivered:
                return
            self._emit(events)
            self._follow_decision()
            self._arm()

        return listener

    def _follow_decision(self) -> None:
        """Hot-seat: show the human whose decision it is now."""
        if self.screen.follow_decision():
            assert self.screen.shown is not None
            self.seatChanged.emit(self.screen.shown)
            self._emit([])  # this seat's copy of the same action is skipped

    def _reacted(self, seat: int, reaction: str) -> None:
        if not self._closed:
            self.reacted.emit(seat, reaction)

    def _refused(self, seat: int, code: str) -> None:
        if seat in self._humans:
            self.rejected.emit(code)

    def _arm(self) -> None:
        """Wake when the referee next has something to do."""
        self._timer.arm()
