"""The game watched again: its transport attached at a position, and what the screen shows of it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, QObject, Signal, Slot

from uno_desktop.library import Entry, GameLibrary
from uno_desktop.playback import RATES, ReplayTransport
from uno_desktop.qttypes import Part, Property
from uno_desktop.replay import Replay
from uno_desktop.resources import card_url
from uno_desktop.settings import Settings
from uno_desktop.ui import texts
from uno_desktop.ui.controller import GameController


class ReplayPosition(Part):
    """The bottom of the replay controller: its signals, its state (set up by
    :class:`~uno_desktop.ui.replay.ReplayController`), a replay started or closed, its
    transport attached at a position, and the properties the replay screen reads."""

    gamesChanged = Signal()
    changed = Signal()  # position, playing, rate, seat, hand
    openHandsChanged = Signal()
    noteChanged = Signal()

    settings: Settings
    library: GameLibrary
    game: GameController
    replay: Replay | None
    transport: ReplayTransport | None
    _saved: Callable[[], list[Path]]
    _show: Callable[[str], None]
    _tell: Callable[[str], None]
    _entries: list[Entry]
    _title: str
    _note: str
    _position: int
    _rate_index: int
    _open_hands: bool
    _back_to: str

    def start(self, replay: Replay, position: int, *, seat: int | None = None,
              back_to: str | None = "replays", playing: bool = False, note: str = "",
              stamp: float = 0.0) -> None:
        """Show ``replay`` at ``position`` from ``seat`` (default: the first person's);
        ``stamp`` is when it was written (``0``: a game being played now)."""
        self._title = self._title_of(replay, stamp)
        self.replay = replay
        if back_to is not None:
            self._back_to = back_to
        self._open_hands = False
        self._note = note
        watchable = replay.watchable()
        if seat not in watchable:
            people = [s for s in watchable if not replay.seats[s].is_bot]
            seat = people[0] if people else watchable[0] if watchable else None
        self._attach(position, seat, playing)
        self._show("replay")
        self.noteChanged.emit()

    @staticmethod
    def _date(stamp: float) -> str:
        moment = (QDateTime.fromMSecsSinceEpoch(int(stamp * 1000)) if stamp
                  else QDateTime.currentDateTime())  # local time, as datetime's
        return QLocale().toString(moment, QLocale.FormatType.ShortFormat)

    def _title_of(self, replay: Replay, stamp: float) -> str:
        names = ", ".join(texts.seat_name(s.name, i) for i, s in enumerate(replay.seats))
        edition = texts.translate_code("edition", replay.record.options.edition)
        return f"{edition} · {names} · {self._date(stamp)}"

    def _attach(self, position: int, seat: int | None, playing: bool) -> None:
        assert self.replay is not None
        if self.transport is not None:
            self.transport.positionChanged.disconnect(self._on_position)
            self.transport.playingChanged.disconnect(self._on_playing)
        self.transport = ReplayTransport(self.replay, position, seat, rate=self.rate,
                                         parent=self)
        self.transport.positionChanged.connect(self._on_position)
        self.transport.playingChanged.connect(self._on_playing)
        self._position = self.transport.position
        self.game.set_rate(self.rate)
        self.game.attach(self.transport)
        if playing:
            self.transport.play()
        self.changed.emit()
        self.openHandsChanged.emit()

    def _on_position(self, position: int) -> None:
        self._position = position
        self.changed.emit()
        self.openHandsChanged.emit()

    def _on_playing(self, _playing: bool) -> None:
        self.changed.emit()

    @Slot()
    def close(self) -> None:
        """Stop watching and go back (to the list, or to the game the review came from)."""
        self.game.detach()
        self.transport = None
        self.replay = None
        self._note = ""
        self.noteChanged.emit()
        self._show(self._back_to)

    @property
    def rate(self) -> float:
        return RATES[self._rate_index]

    def set_note(self, text: str) -> None:
        self._note = text
        self.noteChanged.emit()

    def _seat_choices(self) -> list[dict[str, Any]]:
        if self.replay is None:
            return []
        return [{"seat": s, "name": texts.seat_name(self.replay.seats[s].name, s)}
                for s in self.replay.watchable()]

    def _open_hand_cards(self) -> list[dict[str, Any]]:
        if not self._open_hands or self.replay is None or self.transport is None:
            return []
        blind = self.settings.colorBlind
        hands = self.replay.hands(self._position)
        return [{"seat": s, "cards": [card_url(c.code, blind) for c in hand]}
                for s, hand in enumerate(hands) if s != self.transport.seat]

    def _rate_label(self) -> str:
        return QLocale().toString(self.rate, "g", 3) + "×"

    gameController = Property(QObject, lambda self: self.game, constant=True)
    title = Property(str, lambda self: self._title, notify=changed)
    note = Property(str, lambda self: self._note, notify=noteChanged)
    position = Property(int, lambda self: self._position, notify=changed)
    length = Property(int, lambda self: len(self.replay) if self.replay else 0, notify=changed)
    playing = Property(bool, lambda self: bool(self.transport and self.transport.playing),
                       notify=changed)
    atEnd = Property(bool, lambda self: bool(self.replay) and self._position >= len(self.replay),
                     notify=changed)
    rateIndex = Property(int, lambda self: self._rate_index, notify=changed)
    rateCount = Property(int, lambda self: len(RATES), constant=True)
    rateLabel = Property(str, _rate_label, notify=changed)
    handCount = Property(int, lambda self: len(self.replay.hand_starts) if self.replay else 0,
                         notify=changed)
    handStarts = Property("QVariant", lambda self: list(self.replay.hand_starts)
                          if self.replay else [], notify=changed)
    seat = Property(int, lambda self: -1 if self.transport is None or self.transport.seat is None
                    else self.transport.seat, notify=changed)
    seatChoices = Property("QVariant", _seat_choices, notify=changed)
    canOpenHands = Property(bool, lambda self: bool(self.replay and self.replay.over),
                            notify=changed)
    openHands = Property(bool, lambda self: self._open_hands, notify=changed)
    openHandCards = Property("QVariant", _open_hand_cards, notify=openHandsChanged)
