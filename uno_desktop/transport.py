"""The one seam between the table UI and whoever runs the game.

The UI talks to a :class:`Transport` only: it calls :meth:`Transport.send` with a core
action and renders what comes back through :attr:`Transport.updated` (events already
redacted for the seat shown, plus that seat's :class:`rules.PlayerView`) or
:attr:`Transport.rejected` (a stable code the UI translates). Nothing else flows.

* :class:`LocalTransport` runs a :class:`~uno_desktop.session.HostSession` and its bots
  in-process and paces the bots with a ``QTimer`` so they feel human.
* ``LanTransport`` (``uno_desktop.ui.lan*``, owned by the LAN work) talks to a remote host
  and implements the same signals and methods.

Hot-seat: several humans may share one transport. :attr:`Transport.seat` is the local seat
whose view is shown; when it changes, :attr:`Transport.seatChanged` fires *before* the
first update for the new seat, so the UI can put up a "pass to …" screen.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from rules import CallUno, CatchUno, NextHand, PlayerView, RuleOptions, Timeout, TurnTimeout
from rules.events import CardPlayed
from uno_desktop.session import HostSession, Rejected, SeatInfo
from uno_desktop.ui import qtcompat

qtcompat.apply()  # PySide6 6.12 + CPython 3.11: emit() leaks a reference to True

SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
"""Animation-speed setting → multiplier for every animation and bot delay."""

BOT_DELAY_MS = 750  # a bot "thinks" this long per action at normal speed
FLIGHT_MS = 280  # how long a played card flies at normal speed (the UI uses the same)
RACE_WINDOW_MS = 2500  # how long a buzzer race (SLAP, UNO Spin) stays open for humans


def speed_factor(speed: str) -> float:
    return SPEED_FACTORS.get(speed, 1.0)


class Transport(QObject):
    """Abstract transport. Subclasses emit the signals and implement the methods below.

    Signals:
      ``updated(events, view)``: after every applied action, for :attr:`seat`; ``events``
      is a list of core event objects, ``view`` a :class:`rules.PlayerView`.
      ``rejected(code)``: the last :meth:`send` was refused; nothing changed.
      ``seatChanged(seat)``: the local seat shown changed (hot-seat); ``-1`` = spectator.
      ``closed(reason)``: the game is gone (host left, connection lost); ``""`` = normal.
    """

    updated = Signal(object, object)
    rejected = Signal(str)
    seatChanged = Signal(int)
    closed = Signal(str)

    def start(self) -> None:
        """Emit the first ``updated`` (the deal) once the UI is connected."""
        raise NotImplementedError

    def send(self, action: object) -> None:
        """Ask the host to apply ``action`` for :attr:`seat`; answer comes as a signal."""
        raise NotImplementedError

    def next_hand(self) -> None:
        """The local player has seen the end-of-hand screen and is ready to go on."""
        raise NotImplementedError

    @property
    def seat(self) -> int | None:
        """The local seat whose view is shown (``None``: spectating)."""
        raise NotImplementedError

    def view(self) -> PlayerView:
        """The latest view for :attr:`seat`."""
        raise NotImplementedError

    def players(self) -> list[SeatInfo]:
        """Name, ``human``/``bot`` and level of every seat, in seat order."""
        raise NotImplementedError

    def local_seats(self) -> list[int]:
        """Seats played by people at this computer (several in hot-seat)."""
        raise NotImplementedError

    def legal_actions(self) -> list[object]:
        """What :attr:`seat` may do now, matching the latest ``updated`` view. The UI
        builds its controls from this (a LAN host sends the list along with each view)."""
        raise NotImplementedError

    def options(self) -> RuleOptions:
        """The game's rule options (public: shown on the rules screen, target score)."""
        raise NotImplementedError

    def history(self) -> list[object]:
        """Events before this transport was attached (a resumed game), for the log and the
        score chart; never animated. Default: none."""
        return []

    def set_speed(self, speed: str) -> None:
        """Animation speed (``slow``/``normal``/``fast``/``instant``) for pacing."""

    def close(self) -> None:
        """Stop timers and detach; no signal fires afterwards."""


_SHARED_SCREEN = (CallUno, CatchUno)  # what any human at a hot-seat screen may press


class LocalTransport(Transport):
    """A :class:`HostSession` and its bots in this process, paced with a ``QTimer``.

    Bots wait ``BOT_DELAY_MS × speed factor`` before each action. When a human sits at
    the table, a bot action that would close an open UNO window (any decision, i.e. not a
    call or catch) waits until ``options.uno_grace_ms`` after the card landed, so the
    human has a fair chance to catch. ``grace`` scales that wait (tests pass 0).
    """

    def __init__(
        self,
        session: HostSession,
        speed: str = "normal",
        *,
        grace: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self._speed = speed
        self._grace = grace
        self._humans = [s for s, info in enumerate(session.seats) if not info.is_bot]
        self._seat: int | None = self._humans[0] if self._humans else None
        self._landed_at = 0.0
        self._closed = False
        self._waiting_next_hand = False
        self._refusals = 0
        self._delivered = -1  # state id of the last update emitted (hot-seat: never twice)
        # Optional: the UI's "still animating" test; bots wait for it so the table never
        # falls behind the game (the controller sets it; None: do not wait).
        self.ui_busy: Callable[[], bool] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        # The host's clock: ends races nobody finished and Flash turns that ran out.
        self._clock = QTimer(self)
        self._clock.setSingleShot(True)
        self._clock.timeout.connect(self._clock_ran_out)
        self._clock_for: tuple[str, int] | None = None
        self._listeners: list[tuple[int | None, Callable]] = []
        for seat in self._humans or [None]:
            listener = self._listener_for(seat)
            session.subscribe(seat, listener)
            self._listeners.append((seat, listener))

    # ------------------------------------------------------------ Transport API

    @property
    def seat(self) -> int | None:
        return self._seat

    def view(self) -> PlayerView:
        return self.session.game.view(self._seat)

    def players(self) -> list[SeatInfo]:
        return list(self.session.seats)

    def local_seats(self) -> list[int]:
        return list(self._humans)

    def legal_actions(self) -> list[object]:
        """The shown seat's actions; in hot-seat also the UNO calls and catches of the
        other humans at this screen (their hands stay hidden, so no jump-ins for them)."""
        if self._seat is None:
            return []
        game = self.session.game
        legal = game.legal_actions(self._seat)
        for seat in self._humans:
            if seat != self._seat:
                legal += [a for a in game.legal_actions(seat)
                          if type(a) in _SHARED_SCREEN and a not in legal]
        return legal

    def options(self) -> RuleOptions:
        return self.session.game.options

    def history(self) -> list[object]:
        return self.session.public_history(self._seat) if self.session.game.actions else []

    def set_speed(self, speed: str) -> None:
        self._speed = speed

    def start(self) -> None:
        """Deliver the deal (or, for a resumed game, the current view) and start the bots."""
        game = self.session.game
        events = [] if game.actions else self.session.public_history(self._seat)
        view = self.view()
        self._delivered = view.state_id
        self.updated.emit(events, view)
        self._follow_decision()
        self._schedule()

    def send(self, action: object) -> None:
        if self._closed:
            return
        try:
            self.session.submit(self._actor(action), action)
        except Rejected as exc:
            self.rejected.emit(exc.code)

    def _actor(self, action: object) -> int | None:
        """Who sends ``action``: the shown seat, or in hot-seat the other human at this
        screen whose UNO call or catch it is (see :meth:`legal_actions`)."""
        if type(action) not in _SHARED_SCREEN or self._seat is None:
            return self._seat
        game = self.session.game
        seats = [self._seat, *(s for s in self._humans if s != self._seat)]
        if isinstance(action, CallUno):  # a call owed at one card before a pre-declaration
            seats.sort(key=lambda s: len(game.hands[s]) != 1)
        return next((s for s in seats if action in game.legal_actions(s)), self._seat)

    def next_hand(self) -> None:
        if self.session.game.decision.kind == "hand_over":
            self._waiting_next_hand = False
            self._apply_host(NextHand())

    def card_landed(self) -> None:
        """The UI shows a played card on the pile now: the UNO grace counts from here."""
        self._landed_at = max(self._landed_at, time.monotonic())

    def close(self) -> None:
        self._closed = True
        self._timer.stop()
        self._clock.stop()
        for seat, listener in self._listeners:
            self.session.unsubscribe(seat, listener)
        self._listeners.clear()

    # ------------------------------------------------------------ internals

    def _factor(self) -> float:
        return speed_factor(self._speed)

    def _listener_for(self, seat: int | None) -> Callable[[list[object], PlayerView], None]:
        def listener(events: list[object], view: PlayerView) -> None:
            if self._closed:
                return
            if any(isinstance(e, CardPlayed) for e in events):
                self._landed_at = time.monotonic() + FLIGHT_MS * self._factor() / 1000
            if seat == self._seat and view.state_id > self._delivered:
                self._delivered = view.state_id
                self.updated.emit(events, view)
                self._follow_decision()
                self._schedule()

        return listener

    def _follow_decision(self) -> None:
        """Hot-seat: show the human whose decision it is now."""
        d = self.session.game.decision
        if d.seat is not None and d.seat in self._humans and d.seat != self._seat:
            self._seat = d.seat
            self.seatChanged.emit(d.seat)
            view = self.view()
            self._delivered = view.state_id  # this seat's copy of the same action: skip it
            self.updated.emit([], view)

    def _schedule(self, delay_ms: float | None = None) -> None:
        if self._closed:
            return
        if delay_ms is None:
            delay_ms = BOT_DELAY_MS * self._factor()
        self._timer.start(max(0, int(delay_ms)))

    def _apply_host(self, action: object) -> None:
        try:
            self.session.submit(None, action)
        except Rejected:  # pragma: no cover - the host only sends legal actions
            return

    def _arm_clock(self) -> None:
        """Start the host's clock for what is pending now, if it runs on a clock.

        A race without an owner (SLAP, UNO Spin) ends with ``Timeout`` after
        ``RACE_WINDOW_MS`` (shorter with only bots); a human's Flash turn ends with
        ``TurnTimeout`` after the unit's time limit. The core has no clock of its own.
        """
        game = self.session.game
        d = game.decision
        if d.seat is None and d.kind not in ("hand_over", "game_over"):
            if self._clock_for and self._clock_for[0] == d.kind:
                return  # the race's clock is already running
            window = RACE_WINDOW_MS * (self._factor() if not self._humans else 1.0)
            self._clock_for = (d.kind, game.state_id)
            self._clock.start(int(window))
            return
        limit = game.view(None).edition_state.get("time_limit_ms", 0)
        if d.kind == "turn" and d.seat in self._humans and limit:
            if self._clock_for != ("turn", game.state_id):
                self._clock_for = ("turn", game.state_id)
                self._clock.start(int(limit))
            return
        self._clock_for = None
        self._clock.stop()

    def _clock_ran_out(self) -> None:
        if self._closed or self._clock_for is None:
            return
        game = self.session.game
        kind, state_id = self._clock_for
        self._clock_for = None
        if kind == "turn":
            if game.state_id == state_id and TurnTimeout() in game.legal_actions(None):
                self._apply_host(TurnTimeout())
        elif game.decision.kind == kind and Timeout() in game.legal_actions(None):
            self._apply_host(Timeout())
        self._schedule()

    def _tick(self) -> None:
        """One paced step: a bot acts, or the host deals the next hand in a bot-only game."""
        if self._closed:
            return
        game = self.session.game
        if game.over:
            return
        self._arm_clock()
        if self.ui_busy is not None and self.ui_busy():
            self._schedule(60)  # let the current animations finish first
            return
        if game.decision.kind == "hand_over":
            if not self._humans:
                self._apply_host(NextHand())
            else:
                self._waiting_next_hand = True
            return
        move = self.session.bot_action()
        if move is None:
            return  # a human's turn: their action reschedules us
        seat, action = move
        if not isinstance(action, CallUno | CatchUno) and self._humans and game.view(None).uno_open:
            wait = self._landed_at + game.options.uno_grace_ms * self._grace / 1000
            remaining = wait - time.monotonic()
            if remaining > 0:
                self._schedule(remaining * 1000)
                return
        try:
            self.session.submit(seat, action)
            self._refusals = 0
        except Rejected:
            # A bot asked for something the core refuses: retry, and if it keeps doing so,
            # let the host apply the decision's default so the game never gets stuck.
            self._refusals += 1
            if self._refusals >= 3 and TurnTimeout() in game.legal_actions(None):
                self._refusals = 0
                self._apply_host(TurnTimeout())
            self._schedule()
