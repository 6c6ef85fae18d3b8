"""``LanTransport``: the table UI's :class:`~uno_desktop.transport.Transport` over the LAN.

The table does not know it is networked: it sends actions, acknowledges what it has shown
and renders ``updated`` / ``rejected`` exactly as with the local transport. Everything
comes from the host: views, redacted events, legal actions, refusals; the host's referee
deals the next hand.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from rules import PlayerView, RuleOptions
from rules.actions import Action
from rules.events import Event
from uno_desktop.net import protocol as p
from uno_desktop.net.client import LanClient
from uno_desktop.session import SeatInfo
from uno_desktop.transport import Transport, Update


class LanTransport(Transport):
    """Adapts a connected :class:`LanClient` to the transport signals."""

    def __init__(self, client: LanClient, parent: QObject | None = None,
                 leave_on_close: bool = True, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.leave_on_close = leave_on_close
        self.on_close = on_close
        self._started = False
        self._closed = False
        self._last_seat = client.state.seat
        self._latest: Update | None = None
        client.updated.connect(self._on_updated)
        client.error.connect(self._on_error)
        client.closed.connect(self._on_closed)
        client.lobbyChanged.connect(self._on_lobby)
        client.reaction.connect(self._on_reaction)

    # ------------------------------------------------------------ Transport API

    @property
    def seat(self) -> int | None:
        return self.client.state.seat

    def latest(self) -> Update | None:
        return self._latest

    def options(self) -> RuleOptions:
        welcome = self.client.state.welcome
        return welcome.options if welcome is not None else RuleOptions()

    def history(self) -> list[Event]:
        """Everything before the view :meth:`start` shows, for a game joined mid-way."""
        view = self.client.state.view
        if view is None or view.state_id == 0:
            return []
        return list(self.client.state.history)

    def seen(self) -> list[Event]:
        return list(self.client.state.history)

    def coach_allowed(self) -> bool:
        """Only when the host allows the coach (it is off on the LAN by default)."""
        state = self.client.state
        return state.welcome is not None and state.welcome.coach and state.seat is not None

    def advice_inputs(self) -> tuple[PlayerView, list[Action], list[Event]] | None:
        state = self.client.state
        if not self.coach_allowed() or state.view is None:
            return None
        return state.view, list(state.legal), list(state.history)

    def players(self) -> list[SeatInfo]:
        lobby = self.client.state.lobby
        if lobby is None:
            return []
        bot = QCoreApplication.translate("LanTransport", "Bot %1")
        return [SeatInfo(s.name or bot.replace("%1", str(i + 1)), "bot") if s.kind == "bot"
                else SeatInfo(s.name)  # none chosen: the table words its default, by seat
                for i, s in enumerate(lobby.seats)]

    def away(self) -> frozenset[int]:
        """The people a stand-in bot plays for (the host's lobby says ``standin``)."""
        lobby = self.client.state.lobby
        if lobby is None:
            return frozenset()
        return frozenset(i for i, s in enumerate(lobby.seats) if s.kind == "human" and s.standin)

    def local_seats(self) -> list[int]:
        seat = self.client.state.seat
        return [] if seat is None else [seat]

    def start(self) -> None:
        """The deal (or, joined mid-game, just the view: see :meth:`history`)."""
        self._started = True
        view = self.client.state.view
        if view is not None:
            events = list(self.client.state.history) if view.state_id == 0 else []
            self._emit(events, view)

    def send(self, action: Action, state_id: int | None = None) -> None:
        if not self._closed:
            self.client.act(action, state_id)

    def acknowledge(self, state_id: int) -> None:
        if not self._closed:
            self.client.shown(state_id)

    def next_hand(self) -> None:
        """Nothing to send: the host deals the next hand after its pause."""

    def set_speed(self, speed: str) -> None:
        """The host paces a LAN game; the table animates at its own speed."""

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # the client may be gone already
            for signal, slot in ((self.client.updated, self._on_updated),
                                 (self.client.error, self._on_error),
                                 (self.client.closed, self._on_closed),
                                 (self.client.lobbyChanged, self._on_lobby),
                                 (self.client.reaction, self._on_reaction)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        if self.leave_on_close:
            self.client.leave()
        if self.on_close is not None:
            self.on_close()

    # ------------------------------------------------------------ client signals

    def _on_updated(self, events: list[Event], view: PlayerView) -> None:
        if self._closed or not self._started:
            return
        if self.client.state.seat != self._last_seat:
            self._last_seat = self.client.state.seat
            self.seatChanged.emit(-1 if self._last_seat is None else self._last_seat)
        self._emit(events, view)

    def _emit(self, events: list[Event], view: PlayerView) -> None:
        self._latest = Update(tuple(events), view, tuple(self.client.state.legal))
        self.updated.emit(self._latest)

    def can_react(self) -> bool:
        return self.client.state.seat is not None

    def react(self, reaction: str) -> None:
        """To the host, which shows it to everyone (or refuses one too many too fast)."""
        if not self._closed and self.can_react():
            self.client.send(p.React(reaction=reaction))

    def _on_reaction(self, seat: int, reaction: str) -> None:
        if not self._closed and self._started:
            self.reacted.emit(seat, reaction)

    def _on_lobby(self, _lobby: object) -> None:
        if not self._closed and self._started:
            self.playersChanged.emit()

    def _on_error(self, code: str, state_id: object) -> None:
        if not self._closed and state_id is not None:
            self.rejected.emit(code)

    def _on_closed(self, reason: str, _resumable: bool) -> None:
        if not self._closed:
            self.closed.emit(reason)
