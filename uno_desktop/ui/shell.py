"""The application's state above the table: which screen shows, starting and resuming
games, autosave, settings, the rules text. QML sees it as the ``App`` context object.
"""

from __future__ import annotations

import logging
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlEngine

from rules import RuleOptions, new_game, option_specs
from uno_desktop.i18n import Translations
from uno_desktop.qttypes import Property
from uno_desktop.resources import card_url, qml_file
from uno_desktop.session import HostSession, SeatInfo
from uno_desktop.settings import Settings, config_dir
from uno_desktop.transport import LocalTransport, Transport
from uno_desktop.ui import texts
from uno_desktop.ui.controller import GameController
from uno_desktop.ui.sound import Sounds

if TYPE_CHECKING:
    from uno_desktop.saves import Autosaver
    from uno_desktop.stats import StatsStore
    from uno_desktop.ui.coach import CoachController
    from uno_desktop.ui.replay import ReplayController
    from uno_desktop.ui.setup import NewGameSetup
    from uno_desktop.ui.stats import StatsController
    from uno_desktop.ui.tutorial import TutorialController

log = logging.getLogger(__name__)


SMALLEST_WINDOW = (1024, 640)
"""The size every screen is laid out for (Main.qml's minimum, and the least the UI scale
leaves of the window)."""
FIRST_WINDOW_SHARE = 0.8


def first_window(available: QRect) -> QRect:
    """The first window: 80 % of the screen's free area each way, centred on it, so that a
    4K screen opens a 4K-sized window (and "From the screen" picks 200 %) and a laptop's
    one fits; never smaller than the 1024×640 every screen is laid out for."""
    share = FIRST_WINDOW_SHARE
    width = max(SMALLEST_WINDOW[0], min(available.width(), round(available.width() * share)))
    height = max(SMALLEST_WINDOW[1], min(available.height(), round(available.height() * share)))
    x = available.x() + max(0, (available.width() - width) // 2)
    y = available.y() + max(0, (available.height() - height) // 2)
    return QRect(x, y, width, height)


def _first_window_here() -> QRect:
    screen = QGuiApplication.primaryScreen()
    return first_window(screen.availableGeometry() if screen is not None
                        else QRect(0, 0, 1600, 900))


class AppController(QObject):
    screenChanged = Signal()
    savesChanged = Signal()
    messageChanged = Signal()
    rulesChanged = Signal()
    helpChanged = Signal()
    tutorialOfferChanged = Signal()
    coachReadyChanged = Signal()
    lastKeptChanged = Signal()
    linkOpened = Signal()  # an invitation link waits (takePendingLink) for the rooms screen

    def __init__(self, settings: Settings, translations: Translations, sounds: Sounds,
                 parent: QObject | None = None, *, autosave: bool = True) -> None:
        super().__init__(parent)
        self.settings = settings
        self.translations = translations
        self.sounds = sounds
        self.game = GameController(sounds, self)
        self._setup: NewGameSetup | None = None  # built when first asked for (setup)
        self._made: LocalTransport | None = None  # the live game's, made by _run
        self._screen = "menu"
        self._previous = "menu"
        self._message = ""
        self._help = False
        self._rejoin_asked = False  # the menu's Rejoin opened the LAN screens
        self._autosave_enabled = autosave
        self.session: HostSession | None = None
        self.bot_grace = 1.0  # tests set 0 so bots never wait for a human's catch
        self.game.finished.connect(lambda: self.showScreen("menu"))
        self.game.lost.connect(self._on_lost)
        self.game.ended.connect(self._on_game_ended)
        self._replays: ReplayController | None = None
        self._stats: StatsController | None = None
        self._coach: CoachController | None = None
        self._tutorial: TutorialController | None = None
        self._last_kept: Path | None = None  # the game just finished, kept to watch again
        settings.animationSpeedChanged.connect(self._apply_settings)
        settings.colorBlindChanged.connect(self._apply_settings)
        settings.volumeChanged.connect(self._apply_settings)
        settings.musicVolumeChanged.connect(self._apply_settings)
        settings.mutedChanged.connect(self._apply_settings)
        settings.verbosityChanged.connect(self._apply_settings)
        settings.tutorialOfferedChanged.connect(self.tutorialOfferChanged)
        translations.languageChanged.connect(self.rulesChanged)
        translations.languageChanged.connect(self.helpChanged)
        translations.languageChanged.connect(self.game.retranslate)
        self._apply_settings()

    @property
    def setup(self) -> NewGameSetup:
        """The new-game form, built on first use (the new-game or rules screen, a test):
        a game started otherwise, as at start-up, never needs its option rows."""
        if self._setup is None:
            from uno_desktop.ui.setup import NewGameSetup

            settings = self.settings
            setup = self._setup = NewGameSetup(self, settings.playerName)
            settings.playerNameChanged.connect(
                lambda: setup.set_player_name(settings.playerName))
            self.translations.languageChanged.connect(setup.retranslate)
            setup.optionsChanged.connect(self.rulesChanged)
        return self._setup

    def _apply_settings(self) -> None:
        self.game.set_speed(self.settings.animationSpeed)
        self.game.set_colour_blind(self.settings.colorBlind)
        self.game.voice.set_level(self.settings.verbosity)
        self.sounds.volume = self.settings.volume
        self.sounds.musicVolume = self.settings.musicVolume
        self.sounds.muted = self.settings.muted
        self.sounds.speed = self.settings.animationSpeed

    # ------------------------------------------------------------ screens

    def _get_screen(self) -> str:
        return self._screen

    @Slot(str)
    def showScreen(self, name: str) -> None:
        if name in ("lan", "rooms") and self._get_lan_source():
            # Registers the LAN screens' QML singleton; imported here, not at start-up,
            # because it pulls in the whole network stack (~100 ms before the first frame).
            import uno_desktop.ui.lan
        if name == "rooms" and self._get_rooms_source():
            import uno_desktop.ui.rooms  # noqa: F401  (the internet rooms' singleton)
        if name != self._screen:
            self._previous, self._screen = self._screen, name
            self.screenChanged.emit()
            self.helpChanged.emit()  # F1 lists the keys of the screen it is opened on
            self.savesChanged.emit()

    @Slot()
    def back(self) -> None:
        """Return to where the player came from (the table, if a game is running)."""
        target = self._previous if self._previous != self._screen else "menu"
        if target == "table" and self.session is None:
            target = "menu"
        self.showScreen(target)

    def _get_message(self) -> str:
        return self._message

    def _set_message(self, text: str) -> None:
        self._message = text
        self.messageChanged.emit()

    @Slot()
    def clearMessage(self) -> None:
        self._set_message("")

    # ------------------------------------------------------------ keys

    @Slot()
    def showHelp(self) -> None:
        """The list of keys over any screen (F1 or ?)."""
        if not self._help:
            self._help = True
            self.helpChanged.emit()

    @Slot()
    def hideHelp(self) -> None:
        if self._help:
            self._help = False
            self.helpChanged.emit()

    def key_help(self) -> list[dict[str, str]]:
        """Every key of the game and what it does: the help overlay, the rules screen and
        the README (tests/ui/test_keys.py holds the README to this list, and every
        decision of every edition to a key in it)."""
        return [
            {"keys": self.tr("← →"),
             "what": self.tr("Pick a card in your hand (the screen reader says it; the first "
                             "and the last card say so)")},
            {"keys": self.tr("Home, End"), "what": self.tr("The first or the last card")},
            {"keys": self.tr("↑ ↓"), "what": self.tr("The previous or the next colour")},
            {"keys": self.tr("Enter, Space"),
             "what": self.tr("Play the picked card (Spin: discard it) or press the button in "
                             "focus; on the pass screen: show your cards; Flash: hit the SLAP "
                             "buzzer")},
            {"keys": "D", "what": self.tr("Draw a card (Extreme: press the launcher; Racer X: "
                                          "give up and draw)")},
            {"keys": "U", "what": self.tr("Call UNO (Spin: call UNO Spin)")},
            {"keys": "X", "what": self.tr("Catch a player who did not call UNO")},
            {"keys": "C", "what": self.tr("Challenge a Wild Draw Four")},
            {"keys": "T", "what": self.tr("Take the penalty cards")},
            {"keys": self.tr("P, K"),
             "what": self.tr("Play or keep the card you just drew (Cars: pass the hands on or "
                             "keep this hand)")},
            {"keys": self.tr("R, Y, G, B or 1–4"),
             "what": self.tr("Choose or name red, yellow, green or blue (or the arrows, then "
                             "Enter)")},
            {"keys": "S", "what": self.tr("Spin the wheel (Spin)")},
            {"keys": self.tr("0–9"), "what": self.tr("Name the number to discard (Spin)")},
            {"keys": self.tr("1, 2"),
             "what": self.tr("Choose the left or the right pan (Tippo: for the picked card, "
                             "or after a Tilt)")},
            {"keys": "N", "what": self.tr("Next hand")},
            {"keys": "H", "what": self.tr("A hint from the coach (where the game allows it)")},
            {"keys": "Q", "what": self.tr("A quick reaction at your seat (thumbs up, Good game…)")},
            {"keys": self.tr("Tab, Shift+Tab"),
             "what": self.tr("Move between the buttons (a pending decision's come first: "
                             "a player to choose, the captain's exchange); Enter or Space "
                             "presses the one in focus")},
            {"keys": "A", "what": self.tr("Say your hand, the playable cards first")},
            {"keys": "I", "what": self.tr("Say the top card, the colour and any penalty")},
            {"keys": "W", "what": self.tr("Say whose turn it is")},
            {"keys": "E", "what": self.tr("Say every player's cards and points")},
            {"keys": "L", "what": self.tr("Say the last moves again")},
            {"keys": self.tr("Esc"), "what": self.tr("Leave the table (it asks first) or go back")},
            {"keys": self.tr("F1, ?"), "what": self.tr("This list of keys")},
        ]

    def replay_key_help(self) -> list[dict[str, str]]:
        """The keys of a game watched again (ReplayScreen.qml): F1 lists these there, as the
        table's keys do nothing in a replay; README's replay table is held to it too."""
        return [
            {"keys": self.tr("Space, Enter"), "what": self.tr("Play or pause the replay")},
            {"keys": self.tr("← →"), "what": self.tr("One move back or forward")},
            {"keys": self.tr("Page Up, Page Down"),
             "what": self.tr("To the previous or the next hand")},
            {"keys": self.tr("Home, End"), "what": self.tr("To the start or the end of the game")},
            {"keys": self.tr("+, −"), "what": self.tr("Faster or slower")},
            {"keys": "O", "what": self.tr("Open all hands (once the game is over)")},
            {"keys": self.tr("Esc"), "what": self.tr("Close the replay")},
            {"keys": self.tr("F1, ?"), "what": self.tr("This list of keys")},
        ]

    def _shown_key_help(self) -> list[dict[str, str]]:
        """F1's list where it is opened: the replay's own keys on the replay screen."""
        return self.replay_key_help() if self._screen == "replay" else self.key_help()

    # ------------------------------------------------------------ saves

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
            self._set_message(self.tr("Could not save the game: {error}").format(error=exc))

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

    # ------------------------------------------------------------ games

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

    # ------------------------------------------------------------ files, replays, stats

    def open_link(self, link: str) -> None:
        """An internet room's invitation link: the rooms screen takes it (its join page,
        filled in; the player still says Join). At a table the game goes on: the link
        waits until the player opens the rooms screen, and a passing word says so (as a
        refusal is said: on the table, and to a screen reader)."""
        self._pending_link = link
        if self._screen == "table" and self.session is not None:
            self.game.toast.emit(self.tr("Invitation received: choose Play online in the "
                                         "menu to join."))
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

    def games_folder(self) -> Path:
        """Where the finished games are kept (the user's data folder)."""
        from uno_desktop.library import FOLDER

        return config_dir() / FOLDER

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
                self._set_message(self.tr("Could not save the statistics: {error}")
                                  .format(error=exc))

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
            self._set_message(self.tr("Could not keep the game to watch again: {error}")
                              .format(error=exc))
        self.lastKeptChanged.emit()
        if self._replays is not None:
            self._replays.refresh()

    @Slot()
    def watchLast(self) -> None:
        """Watch the game that just ended (from its game-over panel)."""
        if self._last_kept is not None:
            self._get_replays().open_path(self._last_kept, back_to="table")

    # ------------------------------------------------------------ LAN

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

    def _get_lan_source(self) -> str:
        path = qml_file("lan/LanHome.qml")
        return QUrl.fromLocalFile(str(path)).toString() if path.exists() else ""

    def _get_rooms_source(self) -> str:
        path = qml_file("rooms/RoomsHome.qml")
        return QUrl.fromLocalFile(str(path)).toString() if path.exists() else ""

    def _get_device_layer(self) -> str:
        path = qml_file("devices/DeviceLayer.qml")
        return QUrl.fromLocalFile(str(path)).toString() if path.exists() else ""

    # ------------------------------------------------------------ rules text

    def _rules_options(self) -> RuleOptions:
        """The running game's options at the table and on the rules opened from it (a
        resumed or LAN game need not be what the new-game form holds), else the form's."""
        at_table = self._screen == "table" or (self._screen == "rules"
                                               and self._previous == "table")
        if self.session is not None and at_table:
            return self.session.game.options
        return self.setup.rule_options()

    def _scoring_text(self, o: RuleOptions) -> str:
        """How a hand is scored and who wins the game, for each scoring mode."""
        if o.scoring == "single_hand":
            return self.tr("The first player out of cards wins the hand, and that one hand "
                           "decides the game: nobody scores points.")
        if o.scoring == "low_score_wins":
            return self.tr("When a player goes out, everyone scores the cards left in their own "
                           "hand: numbers at face value, action cards 20, Wilds {wild}, Wild "
                           "Draw Four 50. Once someone reaches {target} points, the lowest "
                           "score wins the game.").format(wild=o.wild_points,
                                                          target=o.target_score)
        return self.tr("The first player out of cards wins the hand and scores the cards "
                       "left in the other hands: numbers at face value, action cards 20, "
                       "Wilds {wild}, Wild Draw Four 50. The game ends at {target} points.") \
            .format(wild=o.wild_points, target=o.target_score)

    def _get_rules_text(self) -> str:
        """The rules of the selected edition and options, as simple HTML."""
        import html  # only for the rules screen: not on the way to the first frame

        o = self._rules_options()
        parts = [
            "<h2>" + self.tr("How to play") + "</h2>",
            "<p>" + self.tr("Everyone is dealt {n} cards. On your turn, play a card that matches "
                            "the top card of the discard pile by colour, number or symbol, or "
                            "play a Wild. If you cannot or do not want to play, draw a card.")
            .format(n=o.hand_size) + "</p>",
            "<p>" + self.tr("Skip: the next player loses a turn. Reverse: the direction changes. "
                            "Draw Two: the next player draws two and loses a turn. Wild: choose "
                            "the colour. Wild Draw Four: choose the colour; the next player draws "
                            "four and loses a turn, but may challenge it if they think you held a "
                            "card of the active colour.") + "</p>",
            "<p>" + self.tr("When you play your second-to-last card, press UNO! Anyone who "
                            "catches you before the next player moves makes you draw {n} cards.")
            .format(n=o.uno_penalty) + "</p>",
            "<p>" + self._scoring_text(o) + "</p>",
            "<h2>" + self.tr("Edition: {name}").format(
                name=texts.translate_code("edition", o.edition)) + "</h2>",
            "<p>" + texts.translate_code("edition_rules", o.edition) + "</p>",
            "<h2>" + self.tr("Rules of this game") + "</h2><ul>",
        ]
        for spec in option_specs(o.edition):
            value = getattr(o, spec.name) if hasattr(o, spec.name) else o.edition_option(
                spec.name)
            help_text = (texts.translate_code("option_help", spec.name)
                         if spec.name in texts.table("option_help")[1] else "")
            parts.append(f"<li><b>{texts.translate_code('option', spec.name)}:</b> "
                         f"{texts.option_value(value)}"
                         + (f" — <i>{help_text}</i>" if help_text else "") + "</li>")
        parts.append("</ul>")
        parts.append("<h2>" + self.tr("Keys") + "</h2><table cellspacing='4'>")
        for entry in self.key_help():
            parts.append(f"<tr><td><b>{html.escape(entry['keys'])}</b>&nbsp;&nbsp;</td>"
                         f"<td>{html.escape(entry['what'])}</td></tr>")
        parts.append("</table>")
        return "".join(parts)

    screen = Property(str, _get_screen, notify=screenChanged)
    message = Property(str, _get_message, notify=messageChanged)
    canContinue = Property(bool, _get_can_continue, notify=savesChanged)
    lanSource = Property(str, _get_lan_source, notify=screenChanged)
    lanRejoin = Property(str, _get_lan_rejoin, notify=savesChanged)
    roomsSource = Property(str, _get_rooms_source, notify=screenChanged)
    deviceLayerSource = Property(str, _get_device_layer, notify=screenChanged)
    rulesText = Property(str, _get_rules_text, notify=rulesChanged)
    helpShown = Property(bool, lambda self: self._help, notify=helpChanged)
    keyHelp = Property("QVariantList", _shown_key_help, notify=helpChanged)
    keyHelpIsReplay = Property(bool, lambda self: self._screen == "replay", notify=helpChanged)
    gameController = Property(QObject, lambda self: self.game, constant=True)
    newGame = Property(QObject, lambda self: self.setup, constant=True)
    settingsObject = Property(QObject, lambda self: self.settings, constant=True)
    soundsObject = Property(QObject, lambda self: self.sounds, constant=True)
    i18n = Property(QObject, lambda self: self.translations, constant=True)
    firstWindow = Property(QRect, lambda self: _first_window_here(), constant=True)
    # built the first time a screen asks for them, not at start-up
    replays = Property(QObject, lambda self: self._get_replays(), constant=True)
    stats = Property(QObject, lambda self: self._get_stats(), constant=True)
    coach = Property(QObject, lambda self: self._get_coach(), constant=True)
    coachReady = Property(bool, lambda self: self._coach is not None, notify=coachReadyChanged)
    canReview = Property(bool, lambda self: self.session is not None, notify=screenChanged)
    canWatchLast = Property(bool, lambda self: self._last_kept is not None
                            and self._last_kept.exists(), notify=lastKeptChanged)
    tutorial = Property(QObject, lambda self: self._get_tutorial(), constant=True)
    offerTutorial = Property(bool, _get_offer_tutorial, notify=tutorialOfferChanged)

    @Slot(str, result=str)
    def cardUrl(self, code: str) -> str:
        return card_url(code, self.settings.colorBlind)

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

    @Slot()
    def quit(self) -> None:
        from PySide6.QtCore import QCoreApplication

        self.stop_tables()
        self.settings.sync()
        QCoreApplication.quit()
