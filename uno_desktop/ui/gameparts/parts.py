"""The game controller's signals and the state its parts share, with what a stage reads of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules import (
    PlayerView,
    RuleOptions,
)
from rules.actions import Action
from rules.cards import Card
from uno_desktop.qttypes import Part, Property, Signal
from uno_desktop.resources import card_url
from uno_desktop.transport import Transport
from uno_desktop.ui import table_texts
from uno_desktop.ui.devices import DeviceController
from uno_desktop.ui.models import HandModel, LogModel, SeatsModel
from uno_desktop.ui.presence import Presence
from uno_desktop.ui.present.stage import Board
from uno_desktop.ui.reactions import TableReactions
from uno_desktop.ui.sequencer import Sequencer
from uno_desktop.ui.sound import Sounds
from uno_desktop.ui.speech import Voice


def prop(getter: Any, notify: Any) -> Any:
    """A read-only QVariant property of the controller."""
    return Property("QVariant", getter, notify=notify)


class GameParts(Part):
    """The bottom of the game controller: its signals, its state (set up by
    :class:`~uno_desktop.ui.controller.GameController`) and the reads every part and a
    :class:`~uno_desktop.ui.present.stage.Stage` make of it."""

    cue = Signal("QVariantMap")  # {scene, act, type, duration, ...}: QML plays it
    toast = Signal(str)  # a translated message (an illegal try, an error)
    stateChanged = Signal()  # the table's state may have changed (showing.py's properties)
    controlsChanged = Signal()
    overlayChanged = Signal()
    finished = Signal()  # the game is over and the player left the table
    ended = Signal()  # the update that ends the game arrived (once per game attached)
    lost = Signal(str)  # the transport closed under us (translated reason)
    announced = Signal(str)  # what one update says, whole (the voice paces and filters it)

    hand: HandModel
    seats: SeatsModel
    log: LogModel
    presence: Presence
    reactions: TableReactions
    sounds: Sounds
    transport: Transport | None
    devices: DeviceController
    sequencer: Sequencer
    voice: Voice
    board: Board
    target_score: int
    _leaving: str
    _speed: str
    _rate: float
    _colour_blind: bool
    _seat: int | None
    _view: PlayerView | None
    _legal: list[Action]
    _decision: str
    _pass_screen: bool
    _status: str
    _turn_over: bool
    _asked: tuple[str, str]
    _edition: str
    _options: RuleOptions | None
    _asking_leave: bool
    _ended: bool
    _spoken: list[tuple[str, str]]
    _told: dict[Callable[..., object], object]  # showing.watched

    @property
    def seat(self) -> int | None:
        """The seat whose hand this table shows (``None``: a spectator's table)."""
        return self._seat

    @property
    def view(self) -> PlayerView | None:
        """The last view applied (what the table shows now)."""
        return self._view

    @property
    def turn_over(self) -> bool:
        """Whether the hand's end is on the table: no turn, prompt or lit seat stands."""
        return self._turn_over

    @property
    def colour_blind(self) -> bool:
        return self._colour_blind

    def edition_option(self, name: str, default: object = None) -> object:
        """An option of the game at this table (``default`` before a game or if unknown)."""
        if self._options is None:
            return default
        try:
            return self._options.edition_option(name)
        except KeyError:
            return default

    @property
    def edition_name(self) -> str:
        return self._edition or "classic"

    def name_of(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats.rows):
            return "?"
        return self.seats.rows[seat].name

    def slot_name(self, slot: int) -> str:
        if self.board.teams:
            return table_texts.team_name(slot)
        return self.name_of(slot)

    def card_url(self, card: Card | None) -> str:
        return card_url(card.code if card is not None else "back", self._colour_blind)

    def _hand_hidden(self) -> bool:
        """Hot-seat: the shown hand is face down unless it is its owner's move (between
        two humans' turns the bots play in front of everyone at the screen)."""
        if self.transport is None or len(self.transport.local_seats()) < 2:
            return False
        return self._pass_screen or self._seat is None or self.board.turn_seat != self._seat

    def _has(self, cls: type) -> bool:
        return any(isinstance(a, cls) for a in self._legal)

    def _my_decision(self) -> bool:
        v = self._view
        return v is not None and self._seat is not None and v.decision_seat == self._seat \
            and not self._turn_over
