"""Starting, resuming, autosaving, keeping and leaving the game at the table."""

from __future__ import annotations

import logging
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, Slot
from PySide6.QtQml import QQmlEngine

from rules import RuleOptions, new_game
from uno_desktop.qttypes import Property
from uno_desktop.session import HostSession, SeatInfo
from uno_desktop.settings import config_dir
from uno_desktop.transport import LocalTransport, Transport
from uno_desktop.ui import texts

if TYPE_CHECKING:
    from uno_desktop.saves import Autosaver

from uno_desktop.ui.shellparts.screens import ShellScreens

translate = QCoreApplication.translate  # in the context its strings have always had

log = logging.getLogger("uno_desktop.ui.shell")


class ShellGames(ShellScreens):
    """A game on this computer from its start (the form, Play again, a save, the tutorial)
    to its end: the autosave written ahead, the finished game kept, the table let go."""

    @property
    def autosave_path(self) -> Path:
        return config_dir() / "autosave.json"

    def _get_can_continue(self) -> bool:
        return self.autosave_path.exists()

    def _autosave(self, saver: Autosaver) -> None:
        """Write-ahead: the action just applied is on disk before the table shows it; a
        finished game leaves no save behind."""
        try:
            if saver.session.game.over:
                saver.discard()
            else:
                saver.saved_action()
        except OSError as exc:
            self._set_message(translate(
                "AppController", "Could not save the game: {error}").format(error=exc))

    @Slot(result=bool)
    def continueGame(self) -> bool:
        """Resume the autosave exactly (replay); on any problem explain and offer a new game."""
        return self.open_save(self.autosave_path)

    def open_save(self, path: Path) -> bool:
        """Resume the game saved at ``path`` (the autosave, or a file named on the command
        line) exactly; on any problem explain it and stay at the menu."""
        from uno_desktop import saves

        try:
            loaded = saves.load(path)
        except saves.SaveError as exc:
            self._set_message(texts.translate_code("save", exc.code))
            self.savesChanged.emit()
            return False
        self._run(HostSession(loaded.game, loaded.seats, bot_seed=loaded.bot_seed))
        return True

    @Slot()
    def discardSave(self) -> None:
        from uno_desktop import saves

        self.autosave_path.unlink(missing_ok=True)
        saves.journal_path(self.autosave_path).unlink(missing_ok=True)
        self.savesChanged.emit()

    @Slot(result=bool)
    def startNewGame(self) -> bool:
        """Start the game described by the new-game form."""
        if self.setup.error:
            self._set_message(self.setup.error)
            return False
        return self.start_game(self.setup.rule_options(), self.setup.seat_infos(),
                               random.randrange(1 << 30))

    def start_game(self, options: RuleOptions, seats: list[SeatInfo], seed: int) -> bool:
        try:
            game = new_game(options, len(seats), seed)
        except ValueError as exc:  # the core's English is for the log; the player reads codes
            log.warning("new game refused: %s", exc)
            self._set_message(texts.option_error(exc))
            return False
        self._run(HostSession(game, seats, bot_seed=seed))
        return True

    def run_lesson(self, session: HostSession, transport: Transport) -> None:
        """The tutorial's game, at its own screen, never autosaved."""
        self._run(session, transport=transport, screen="tutorial")

    def _run(self, session: HostSession, *, transport: Transport | None = None,
             screen: str = "table") -> None:
        if self.session is not None:
            self._detach()
        self.session = session
        self._last_kept = None
        self.lastKeptChanged.emit()
        saving = transport is None and self._autosave_enabled and any(
            not s.is_bot for s in session.seats)
        if saving:
            from uno_desktop.saves import Autosaver  # msgspec only once a game is saved

            saver = Autosaver(self.autosave_path, session)
            session.on_applied.append(lambda: self._autosave(saver))
            session.on_told.append(saver.told)  # a full save due, after the table has it
            QTimer.singleShot(0, lambda: self._autosave(saver))  # after the first table frame
        if transport is None:
            transport = self._made = LocalTransport(session, self.settings.animationSpeed,
                                                    grace=self.bot_grace, parent=self)
        self.showScreen(screen)
        self.game.attach(transport, leaving="saved" if saving else "ended")
        self.rulesChanged.emit()

    def _on_lost(self, text: str) -> None:
        """Only a LAN game is lost under us: back to the LAN screens (which may offer to
        reconnect), and say why."""
        self.leaveTable()
        self.showScreen("lan")
        self._set_message(text)

    @Slot()
    def playAgain(self) -> None:
        """Same table, same rules, a new shuffle."""
        if self.session is None:
            return
        s = self.session
        self.start_game(s.game.options, list(s.seats), random.randrange(1 << 30))

    def _detach(self) -> None:
        """The table lets its game go, and the transport made for it goes too: a closed
        ``LocalTransport`` holds its whole session (the game, its history), and kept as
        this object's child every game played stayed in memory (bench_soak.py). What the
        game left is given back once the next turn of the event loop has deleted it."""
        self.game.detach()
        if self._made is not None:
            self._made.deleteLater()
            self._made = None
            QTimer.singleShot(0, self, self._give_memory_back)  # not after self is gone

    def _give_memory_back(self) -> None:
        """The QML engine's garbage now, not when its heap next fills, and the C heap's free
        pages to the system (glibc's ``malloc_trim``; elsewhere nothing): the resident
        memory stays flat from game to game instead of climbing ~2.5 MB a game until the
        engine collects (bench_soak.py)."""
        engine = self.parent()
        if isinstance(engine, QQmlEngine):
            engine.collectGarbage()
        if sys.platform.startswith("linux"):
            import ctypes  # not at start-up: qtcompat needs only its C module

            trim = getattr(ctypes.CDLL(None), "malloc_trim", None)
            if trim is not None:
                trim(0)

    @Slot()
    def leaveTable(self) -> None:
        self._detach()
        self.session = None
        self.showScreen("menu")

    def games_folder(self) -> Path:
        """Where the finished games are kept (the user's data folder)."""
        from uno_desktop.library import FOLDER

        return config_dir() / FOLDER

    def players_seat(self, transport: Transport) -> int | None:
        """The player's seat: the local seat with the player's name, else the first."""
        local = transport.local_seats()
        players = transport.players()
        named = [s for s in local if players[s].name == self.settings.playerName]
        return named[0] if named else local[0] if local else None

    def keep_finished(self, session: HostSession) -> None:
        """Keep a finished game in the games folder (the last 50), if a person played it."""
        if all(s.is_bot for s in session.seats):
            return
        from uno_desktop.library import GameLibrary

        try:
            self._last_kept = GameLibrary(self.games_folder()).add(
                session.record(), list(session.seats), session.game)
        except OSError as exc:
            self._last_kept = None
            self._set_message(translate(
                "AppController", "Could not keep the game to watch again: {error}")
                .format(error=exc))
        self.lastKeptChanged.emit()
        if self._replays is not None:
            self._replays.refresh()

    canContinue = Property(bool, _get_can_continue, notify=ShellScreens.savesChanged)
    canReview = Property(bool, lambda self: self.session is not None,
                         notify=ShellScreens.screenChanged)
