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

from PySide6.QtCore import QObject, QUrl, Slot

from rules import GameRecord
from rules.game import Game
from uno_desktop import saves
from uno_desktop.library import Entry, GameLibrary, describe
from uno_desktop.playback import RATES
from uno_desktop.qttypes import Property
from uno_desktop.replay import Replay
from uno_desktop.session import SeatInfo
from uno_desktop.settings import Settings
from uno_desktop.ui import texts
from uno_desktop.ui.controller import GameController
from uno_desktop.ui.replayparts.controls import ReplayControls
from uno_desktop.ui.replayparts.position import ReplayPosition
from uno_desktop.ui.sound import Sounds


def local_path(url_or_path: str) -> Path:
    """A path from QML: a ``file:`` URL (a file dialog, a drop) or a plain path."""
    url = QUrl(url_or_path)
    return Path(url.toLocalFile() if url.isLocalFile() else url_or_path)


class ReplayController(ReplayControls, QObject):
    """QML's ``App.replays``: the kept games listed, opened and exported; a game watched
    again is the parts' (:mod:`uno_desktop.ui.replayparts`)."""

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
        self.replay = None
        self.transport = None
        self._entries = []
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

    # ------------------------------------------------------------ properties

    def _hand_label(self) -> str:
        if self.replay is None:
            return ""
        return self.tr("Hand {hand} of {hands}").format(
            hand=texts.number(self.replay.hand_at(self._position)),
            hands=texts.number(len(self.replay.hand_starts)))

    games = Property("QVariant", _games, notify=ReplayPosition.gamesChanged)
    handLabel = Property(str, _hand_label, notify=ReplayPosition.changed)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
