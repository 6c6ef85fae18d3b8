"""Files and links the player opens, and the other screens' controllers, built when first asked."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot

from uno_desktop.qttypes import Property
from uno_desktop.settings import config_dir

if TYPE_CHECKING:
    from uno_desktop.stats import StatsStore
    from uno_desktop.ui.coach import CoachController
    from uno_desktop.ui.replay import ReplayController
    from uno_desktop.ui.stats import StatsController
    from uno_desktop.ui.tutorial import TutorialController

from uno_desktop.ui.shellparts.games import ShellGames
from uno_desktop.ui.shellparts.screens import ShellScreens

translate = QCoreApplication.translate  # in the context its strings have always had


def _folders(app: QObject) -> QObject:
    """The file chooser's view of the disk (``App.files``, FileChooser.qml): one, made the
    first time a chooser opens, a child of ``app``."""
    from uno_desktop.ui.files import Folders

    return app.findChild(Folders) or Folders(app)


class ShellFiles(ShellGames):
    """What the player opens (a save or record file, an invitation link, the last game
    kept, a LAN seat to rejoin) and the replays, statistics, coach and tutorial screens'
    controllers, each built the first time a screen asks for it."""

    def open_link(self, link: str) -> None:
        """An internet room's invitation link: the rooms screen takes it (its join page,
        filled in; the player still says Join). At a table the game goes on: the link
        waits until the player opens the rooms screen, and a passing word says so (as a
        refusal is said: on the table, and to a screen reader)."""
        self._pending_link = link
        if self._screen == "table" and self.session is not None:
            self.game.toast.emit(translate(
                "AppController", "Invitation received: choose Play online in the menu to join."))
            return
        self.showScreen("rooms")
        self.linkOpened.emit()  # the rooms screen open already takes it now

    @Slot(result=str)
    def takePendingLink(self) -> str:
        link, self._pending_link = getattr(self, "_pending_link", ""), ""
        return link

    @Slot(str, result=bool)
    def openFile(self, url: str) -> bool:
        """A file dropped on the window or picked in a dialog (a ``file:`` URL or a path)."""
        from uno_desktop.ui.replay import local_path

        return self.open_file(local_path(url))

    def open_file(self, path: Path) -> bool:
        """Resume a save, watch a record file (``uno-desktop FILE``, a drop, the menu);
        closing a replay comes back to the screen it was opened from."""
        from uno_desktop import saves

        if saves.format_of(path) == saves.SAVE_FORMAT:
            return self.open_save(path)
        back = None if self._screen == "replay" else self._screen
        return self._get_replays().open_path(path, back_to=back)

    def _get_replays(self) -> ReplayController:
        if self._replays is None:
            from uno_desktop.library import GameLibrary
            from uno_desktop.ui.replay import ReplayController

            self._replays = ReplayController(
                self.settings, self.sounds, GameLibrary(self.games_folder()),
                saved=lambda: [p for p in (self.autosave_path, config_dir() / "lan_autosave.json")
                               if p.exists()],
                show=self.showScreen, tell=self._set_message, parent=self)
            self.translations.languageChanged.connect(self._replays.refresh)
            self.translations.languageChanged.connect(self._replays.game.retranslate)
        return self._replays

    def stats_store(self) -> StatsStore:
        return self._get_stats().store

    def _get_stats(self) -> StatsController:
        if self._stats is None:
            from uno_desktop.ui.stats import StatsController

            self._stats = StatsController(config_dir() / "stats.json", self.settings,
                                          tell=self._set_message, parent=self)
            self.translations.languageChanged.connect(self._stats.changed)
        return self._stats

    def _get_coach(self) -> CoachController:
        if self._coach is None:
            from uno_desktop.ui.coach import CoachController

            self._coach = CoachController(self, parent=self)
            self.coachReadyChanged.emit()
        return self._coach

    def _get_tutorial(self) -> TutorialController:
        if self._tutorial is None:
            from uno_desktop.ui.tutorial import TutorialController

            self._tutorial = TutorialController(self, parent=self)
            self.translations.languageChanged.connect(self._tutorial.changed)
        return self._tutorial

    def _get_offer_tutorial(self) -> bool:
        return not self.settings.tutorialOffered

    @Slot()
    def dismissTutorial(self) -> None:
        """The first-start offer of the tutorial was answered (it is not made again)."""
        self.settings.tutorialOffered = True

    def _on_game_ended(self) -> None:
        """The live table's game is over: keep it to watch again (a game run here) and
        count it in the player's statistics (any game with the player at the table)."""
        transport = self.game.transport
        if transport is None:
            return
        if self._tutorial is not None and self._tutorial.active:
            return  # a lesson: neither kept nor counted
        if self.session is not None:
            self.keep_finished(self.session)
        seat = self.players_seat(transport)
        if seat is None:
            return
        from uno_desktop.stats import summary

        game = summary(transport.seen(), seat, transport.players(), transport.options())
        if game is not None:
            try:
                self._get_stats().add(game)
            except OSError as exc:
                self._set_message(translate(
                    "AppController", "Could not save the statistics: {error}").format(error=exc))

    @Slot()
    def watchLast(self) -> None:
        """Watch the game that just ended (from its game-over panel)."""
        if self._last_kept is not None:
            self._get_replays().open_path(self._last_kept, back_to="table")

    def _get_lan_rejoin(self) -> str:
        """The room whose seat waits for this player after a restart (``""``: none): the
        menu offers "Rejoin <room>". Read from a small file, not the network stack."""
        from uno_desktop.net import rejoin

        seat = rejoin.load(config_dir() / rejoin.FILE)
        return seat.room if seat is not None else ""

    @Slot()
    def rejoinLan(self) -> None:
        """The menu's "Rejoin <room>": the LAN screens open and take the seat back."""
        self._rejoin_asked = True
        self.showScreen("lan")

    @Slot(result=bool)
    def takeLanRejoin(self) -> bool:
        """Whether the LAN screens were opened to rejoin (asked once, by LanHome.qml)."""
        asked, self._rejoin_asked = self._rejoin_asked, False
        return asked

    lanRejoin = Property(str, _get_lan_rejoin, notify=ShellScreens.savesChanged)
    # built the first time a screen asks for them, not at start-up
    replays = Property(QObject, lambda self: self._get_replays(), constant=True)
    files = Property(QObject, lambda self: _folders(self), constant=True)
    stats = Property(QObject, lambda self: self._get_stats(), constant=True)
    coach = Property(QObject, lambda self: self._get_coach(), constant=True)
    coachReady = Property(bool, lambda self: self._coach is not None,
                          notify=ShellScreens.coachReadyChanged)
    canWatchLast = Property(bool, lambda self: self._last_kept is not None
                            and self._last_kept.exists(), notify=ShellScreens.lastKeptChanged)
    tutorial = Property(QObject, lambda self: self._get_tutorial(), constant=True)
    offerTutorial = Property(bool, _get_offer_tutorial, notify=ShellScreens.tutorialOfferChanged)

    def stop_tables(self) -> None:
        """Every table stops (the game, a replay, the coach's review): on quitting, nothing
        may run on into a window that is going away."""
        if self._replays is not None and self._replays.transport is not None:
            self._replays.close()
        if self._tutorial is not None and self._tutorial.active:
            self._tutorial.leave()
        self._detach()
        if self._coach is not None:
            self._coach.closeReview()
