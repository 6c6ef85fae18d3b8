"""The replay screens' controller: the kept games, and one game watched again.

A replay is shown by its own :class:`~uno_desktop.ui.controller.GameController` (the same
class, presenters, scenes and log as a live table; a live game stays attached to the app's
own), fed by a :class:`~uno_desktop.playback.ReplayTransport`. Play and pause, the speed
and stepping forward go to that transport; stepping back, jumping to a hand and changing
the seat watched from attach a new one at the new position. QML sees this object as
``App.replays``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, QObject, QUrl, Signal, Slot

from rules import GameRecord
from rules.game import Game
from uno_desktop import saves
from uno_desktop.library import Entry, GameLibrary, describe
from uno_desktop.playback import RATES, ReplayTransport
from uno_desktop.qttypes import Property
from uno_desktop.replay import Replay
from uno_desktop.resources import card_url
from uno_desktop.session import SeatInfo
from uno_desktop.settings import Settings
from uno_desktop.ui import texts
from uno_desktop.ui.controller import GameController
from uno_desktop.ui.sound import Sounds


def local_path(url_or_path: str) -> Path:
    """A path from QML: a ``file:`` URL (a file dialog, a drop) or a plain path."""
    url = QUrl(url_or_path)
    return Path(url.toLocalFile() if url.isLocalFile() else url_or_path)


class ReplayController(QObject):
    gamesChanged = Signal()
    changed = Signal()  # position, playing, rate, seat, hand
    openHandsChanged = Signal()
    noteChanged = Signal()

    def __init__(self, settings: Settings, sounds: Sounds, library: GameLibrary,
                 saved: Callable[[], list[Path]], show: Callable[[str], None],
                 tell: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.library = library
        self._saved = saved  # the saves of games still running (autosave, LAN autosave)
        self._show = show
        self._tell = tell
        self.game = GameController(sounds, self)
        self.replay: Replay | None = None
        self.transport: ReplayTransport | None = None
        self._entries: list[Entry] = []
        self._title = ""
        self._note = ""
        self._position = 0
        self._rate_index = RATES.index(1.0)
        self._open_hands = False
        self._back_to = "replays"
        settings.animationSpeedChanged.connect(self._apply_settings)
        settings.colorBlindChanged.connect(self._apply_settings)
        self._apply_settings()

    def _apply_settings(self) -> None:
        self.game.set_speed(self.settings.animationSpeed)
        self.game.set_colour_blind(self.settings.colorBlind)
        self.openHandsChanged.emit()

    # ------------------------------------------------------------ the list

    @Slot()
    def refresh(self) -> None:
        saved = [e for e in map(describe, self._saved()) if e is not None and e.saved]
        self._entries = [*saved, *self.library.entries()]
        self.gamesChanged.emit()

    def _games(self) -> list[dict[str, Any]]:
        return [self._row(i, entry) for i, entry in enumerate(self._entries)]

    def _row(self, index: int, entry: Entry) -> dict[str, Any]:
        """One row of the list: its lines, and ``forms``, the ways of naming the players
        from the shortest ("Ada and 9 others") to every name: the screen shows the longest
        that fits, and ``description`` (what a screen reader says of the row's buttons)
        names them all."""
        edition = texts.translate_code("edition", entry.edition)
        if entry.saved:
            title = self.tr("{edition} · saved game, not finished").format(edition=edition)
        else:
            winner = (self.tr("Team {n}").format(n=texts.number(entry.team + 1))
                      if entry.team >= 0 else texts.seat_name(entry.names[entry.winner],
                                                              entry.winner)
                      if entry.winner >= 0 else "")
            title = f"{edition} · " + (self.tr("won by {name}").format(name=winner) if winner
                                       else self.tr("no winner"))
        when = self._date(entry.saved_at)
        if entry.hands > 0:
            when += " · " + self.tr("%n hand(s)", "", entry.hands)
        names = [texts.seat_name(name, seat) for seat, name in enumerate(entry.names)]
        players = ", ".join(names)
        forms = [self.tr("{names} and %n other(s)", "", len(names) - k).format(
            names=", ".join(names[:k])) for k in range(1, len(names))] + [players]
        everyone = self.tr("Players: {names}").format(names=players)
        return {"index": index, "saved": entry.saved, "title": title, "when": when,
                "players": players, "everyone": everyone, "forms": forms,
                "description": f"{title}. {when}. {everyone}"}

    @staticmethod
    def _date(stamp: float) -> str:
        moment = (QDateTime.fromMSecsSinceEpoch(int(stamp * 1000)) if stamp
                  else QDateTime.currentDateTime())  # local time, as datetime's
        return QLocale().toString(moment, QLocale.FormatType.ShortFormat)

    def _path_of(self, index: int) -> Path | None:
        return self._entries[index].path if 0 <= index < len(self._entries) else None

    # ------------------------------------------------------------ opening

    @Slot(int, result=bool)
    def watch(self, index: int) -> bool:
        path = self._path_of(index)
        return path is not None and self.open_path(path)

    @Slot(str, result=bool)
    def openFile(self, url: str) -> bool:
        return self.open_path(local_path(url))

    def open_path(self, path: Path, back_to: str | None = "replays") -> bool:
        """Watch the game in ``path`` (a record file or a save) from the start, then go
        back to ``back_to`` (``None``: where the replay shown now would); on any problem
        say why and stay where we are."""
        try:
            loaded = saves.open_game(path)
        except saves.SaveError as exc:
            self._tell(texts.translate_code("record", exc.code))
            return False
        replay = Replay(loaded.record, loaded.seats)
        self.start(replay, 0, back_to=back_to, playing=True,
                   stamp=loaded.saved_at or _mtime(path))
        return True

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

    # ------------------------------------------------------------ exporting

    @Slot(int, str, result=bool)
    def exportGame(self, index: int, url: str) -> bool:
        """Write the game at ``index`` of the list as a record file at ``url``."""
        path = self._path_of(index)
        if path is None:
            return False
        try:
            loaded = saves.open_game(path)
        except saves.SaveError as exc:
            self._tell(texts.translate_code("record", exc.code))
            return False
        return self._export(loaded.record, loaded.seats, loaded.game, local_path(url))

    @Slot(str, result=bool)
    def exportCurrent(self, url: str) -> bool:
        """Write the game being watched as a record file at ``url``."""
        r = self.replay
        return r is not None and self._export(r.record, r.seats, r.final, local_path(url))

    def _export(self, record: GameRecord, seats: list[SeatInfo], game: Game,
                target: Path) -> bool:
        if not target.suffix:
            target = target.with_suffix(".unorec")
        try:
            saves.write_atomically(target, saves.encode_record_file(record, seats, game))
        except OSError as exc:
            self._tell(self.tr("The record could not be written: {error}").format(error=exc))
            return False
        return True

    # ------------------------------------------------------------ playback

    @property
    def rate(self) -> float:
        return RATES[self._rate_index]

    @Slot()
    def togglePlay(self) -> None:
        t = self.transport
        if t is None:
            return
        if t.playing:
            t.pause()
        elif t.at_end:
            self._attach(0, t.seat, True)  # from the start again
        else:
            t.play()

    @Slot()
    def stepForward(self) -> None:
        if self.transport is not None:
            self.transport.pause()
            self.transport.step()

    @Slot()
    def stepBack(self) -> None:
        self.seek(self._position - 1)

    @Slot(int)
    def seek(self, position: int) -> None:
        """Show ``position`` at once (everything before it without animation), paused."""
        if self.transport is None or self.replay is None:
            return
        self._attach(self.replay.clamp(position), self.transport.seat, False)

    @Slot()
    def toStart(self) -> None:
        self.seek(0)

    @Slot()
    def toEnd(self) -> None:
        if self.replay is not None:
            self.seek(len(self.replay))

    @Slot(int)
    def jumpToHand(self, hand: int) -> None:
        """To the deal of ``hand`` (1-based)."""
        if self.replay is not None and 1 <= hand <= len(self.replay.hand_starts):
            self.seek(self.replay.hand_starts[hand - 1])

    @Slot()
    def previousHand(self) -> None:
        if self.replay is None:
            return
        hand = self.replay.hand_at(self._position)
        at_deal = self.replay.hand_starts[hand - 1] == self._position
        self.jumpToHand(hand - 1 if at_deal else hand)

    @Slot()
    def nextHand(self) -> None:
        if self.replay is not None:
            self.jumpToHand(self.replay.hand_at(self._position) + 1)

    @Slot(int)
    def setRateIndex(self, index: int) -> None:
        self._rate_index = max(0, min(len(RATES) - 1, index))
        self.game.set_rate(self.rate)
        if self.transport is not None:
            self.transport.set_rate(self.rate)
        self.changed.emit()

    @Slot()
    def faster(self) -> None:
        self.setRateIndex(self._rate_index + 1)

    @Slot()
    def slower(self) -> None:
        self.setRateIndex(self._rate_index - 1)

    @Slot(int)
    def setSeat(self, seat: int) -> None:
        """Watch from ``seat`` (what that seat saw), at the position shown."""
        if self.replay is None or self.transport is None or seat not in self.replay.watchable():
            return
        self._attach(self._position, seat, self.transport.playing)

    @Slot(bool)
    def setOpenHands(self, on: bool) -> None:
        """All hands face up: only for a game that is over."""
        self._open_hands = on and self.replay is not None and self.replay.over
        self.openHandsChanged.emit()
        self.changed.emit()

    def set_note(self, text: str) -> None:
        self._note = text
        self.noteChanged.emit()

    # ------------------------------------------------------------ properties

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

    def _hand_label(self) -> str:
        if self.replay is None:
            return ""
        return self.tr("Hand {hand} of {hands}").format(
            hand=texts.number(self.replay.hand_at(self._position)),
            hands=texts.number(len(self.replay.hand_starts)))

    def _rate_label(self) -> str:
        return QLocale().toString(self.rate, "g", 3) + "×"

    gameController = Property(QObject, lambda self: self.game, constant=True)
    games = Property("QVariant", _games, notify=gamesChanged)
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
    handLabel = Property(str, _hand_label, notify=changed)
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


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
