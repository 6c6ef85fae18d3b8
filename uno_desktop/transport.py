"""The one seam between the table UI and whoever runs the game.

The UI talks to a :class:`Transport` only. It sends a core action with the state id of the
view it acted on (:meth:`Transport.send`), says when its animations have caught up with a
state (:meth:`Transport.acknowledge`), and renders what comes back: an :class:`Update`
(events already redacted for the seat shown, that seat's view and what it may do now,
all of one state) or a refusal code it translates. Nothing else flows.

* :class:`LocalTransport`: a :class:`~uno_desktop.session.HostSession` and its bots in this
  process, timed by a :class:`~uno_desktop.referee.Referee` on a ``QTimer``.
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

from rules import CallUno, CatchUno, PlayerView, RuleOptions
from rules.actions import Action
from rules.events import Event
from rules.records import record
from uno_desktop import qtcompat
from uno_desktop.referee import FLIGHT_MS, Pacing, Referee
from uno_desktop.referee_timer import RefereeTimer
from uno_desktop.session import HostSession, Rejected, SeatInfo

qtcompat.apply()  # PySide6 6.12 + CPython 3.11: emit() leaks a reference to True

SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
"""Animation-speed setting → multiplier for every animation and bot pause."""

__all__ = ["FLIGHT_MS", "LocalTransport", "Transport", "Update", "speed_factor"]


def speed_factor(speed: str) -> float:
    return SPEED_FACTORS.get(speed, 1.0)


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


class Transport(QObject):
    """What the table UI may ask of a game (subclasses implement every method).

    Signals:
      ``updated(update)``: after every applied action, an :class:`Update` for :attr:`seat`.
      ``rejected(code)``: the last :meth:`send` was refused; nothing changed.
      ``seatChanged(seat)``: the local seat shown changed (hot-seat); ``-1`` = spectator.
      ``closed(reason)``: the game is gone (host left, connection lost); ``""`` = normal.
    """

    updated = Signal(object)
    rejected = Signal(str)
    seatChanged = Signal(int)
    closed = Signal(str)

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


_SHARED_SCREEN = (CallUno, CatchUno)  # what any human at a hot-seat screen may press
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
        self._seat: int | None = self._humans[0] if self._humans else None
        pacing = pacing or Pacing(grace=grace)
        pacing.speed = speed_factor(speed)
        self.referee = Referee(session, pacing, time.monotonic)
        self.referee.open_screen(SCREEN, self._seat)
        self.referee.ready_seats = set(self._humans)  # the people at this screen
        self.referee.on_refused = self._refused
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
        return self._seat

    def latest(self) -> Update | None:
        return self._latest

    def players(self) -> list[SeatInfo]:
        return list(self.session.seats)

    def local_seats(self) -> list[int]:
        return list(self._humans)

    def options(self) -> RuleOptions:
        return self.session.game.options

    def history(self) -> list[Event]:
        return self.session.public_history(self._seat) if self.session.game.actions else []

    def seen(self) -> list[Event]:
        return list(self.session.public_history(self._seat))

    def coach_allowed(self) -> bool:
        return self._seat is not None

    def advice_inputs(self) -> tuple[PlayerView, list[Action], list[Event]] | None:
        seat = self._seat
        if seat is None:
            return None
        game = self.session.game
        return game.view(seat), game.legal_actions(seat), self.seen()

    def set_speed(self, speed: str) -> None:
        self.referee.set_speed(speed_factor(speed))
        self._arm()

    def start(self) -> None:
        """Deliver the deal (or, for a resumed game, the current view) and start the clock."""
        events = [] if self.session.game.actions else self.session.public_history(self._seat)
        self._emit(events)
        self._follow_decision()
        self._arm()

    def send(self, action: Action, state_id: int | None = None) -> None:
        if self._closed:
            return
        try:
            self.referee.submit(self._actor(action), action, state_id)
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

    def legal_for_screen(self) -> tuple[Action, ...]:
        """The shown seat's actions; in hot-seat also the UNO calls and catches of the
        other humans at this screen (their hands stay hidden, so no jump-ins for them)."""
        if self._seat is None:
            return ()
        game = self.session.game
        legal = game.legal_actions(self._seat)
        for seat in self._humans:
            if seat != self._seat:
                legal += [a for a in game.legal_actions(seat)
                          if type(a) in _SHARED_SCREEN and a not in legal]
        return tuple(legal)

    def _actor(self, action: Action) -> int | None:
        """Who sends ``action``: the shown seat, or in hot-seat the other human at this
        screen whose UNO call or catch it is (see :meth:`legal_for_screen`)."""
        if type(action) not in _SHARED_SCREEN or self._seat is None:
            return self._seat
        game = self.session.game
        seats = [self._seat, *(s for s in self._humans if s != self._seat)]
        if isinstance(action, CallUno):  # a call owed at one card before a pre-declaration
            seats.sort(key=lambda s: len(game.hands[s]) != 1)
        return next((s for s in seats if action in game.legal_actions(s)), self._seat)

    def _emit(self, events: list[Event]) -> None:
        view = self.session.game.view(self._seat)
        self._delivered = view.state_id
        self._latest = Update(tuple(events), view, self.legal_for_screen())
        self.updated.emit(self._latest)

    def _listener_for(self, seat: int | None) -> Callable[[list[Event], PlayerView], None]:
        def listener(events: list[Event], view: PlayerView) -> None:
            if self._closed or seat != self._seat or view.state_id <= self._delivered:
                return
            self._emit(events)
            self._follow_decision()
            self._arm()

        return listener

    def _follow_decision(self) -> None:
        """Hot-seat: show the human whose decision it is now."""
        d = self.session.game.decision
        if d.seat is not None and d.seat in self._humans and d.seat != self._seat:
            self._seat = d.seat
            self.seatChanged.emit(d.seat)
            self._emit([])  # this seat's copy of the same action is skipped

    def _refused(self, seat: int, code: str) -> None:
        if seat in self._humans:
            self.rejected.emit(code)

    def _arm(self) -> None:
        """Wake when the referee next has something to do."""
        self._timer.arm()
