"""Which screen shows, the message line over it, and the QML the screens load on demand."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QUrl, Signal, Slot
from PySide6.QtGui import QGuiApplication

from uno_desktop.i18n import Translations
from uno_desktop.qttypes import Part, Property
from uno_desktop.resources import card_url, qml_file
from uno_desktop.session import HostSession
from uno_desktop.settings import Settings
from uno_desktop.transport import LocalTransport
from uno_desktop.ui.controller import GameController
from uno_desktop.ui.sound import Sounds

if TYPE_CHECKING:
    from uno_desktop.ui.coach import CoachController
    from uno_desktop.ui.replay import ReplayController
    from uno_desktop.ui.setup import NewGameSetup
    from uno_desktop.ui.stats import StatsController
    from uno_desktop.ui.tutorial import TutorialController



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


class ShellScreens(Part):
    """The bottom of the application controller: its signals, its state (set up by
    :class:`~uno_desktop.ui.shell.AppController`), the screen shown and the way back, the
    message line, the new-game form built when first asked for."""

    screenChanged = Signal()
    savesChanged = Signal()
    messageChanged = Signal()
    rulesChanged = Signal()
    helpChanged = Signal()
    tutorialOfferChanged = Signal()
    coachReadyChanged = Signal()
    lastKeptChanged = Signal()
    linkOpened = Signal()  # an invitation link waits (takePendingLink) for the rooms screen

    settings: Settings
    translations: Translations
    sounds: Sounds
    game: GameController
    session: HostSession | None
    bot_grace: float
    _setup: NewGameSetup | None
    _made: LocalTransport | None
    _screen: str
    _previous: str
    _message: str
    _help: bool
    _rejoin_asked: bool
    _autosave_enabled: bool
    _replays: ReplayController | None
    _stats: StatsController | None
    _coach: CoachController | None
    _tutorial: TutorialController | None
    _last_kept: Path | None
    _pending_link: str

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

    def _get_lan_source(self) -> str:
        path = qml_file("lan/LanHome.qml")
        return QUrl.fromLocalFile(str(path)).toString() if path.exists() else ""

    def _get_rooms_source(self) -> str:
        path = qml_file("rooms/RoomsHome.qml")
        return QUrl.fromLocalFile(str(path)).toString() if path.exists() else ""

    def _get_device_layer(self) -> str:
        path = qml_file("devices/DeviceLayer.qml")
        return QUrl.fromLocalFile(str(path)).toString() if path.exists() else ""

    screen = Property(str, _get_screen, notify=screenChanged)
    message = Property(str, _get_message, notify=messageChanged)
    lanSource = Property(str, _get_lan_source, notify=screenChanged)
    roomsSource = Property(str, _get_rooms_source, notify=screenChanged)
    deviceLayerSource = Property(str, _get_device_layer, notify=screenChanged)
    gameController = Property(QObject, lambda self: self.game, constant=True)
    newGame = Property(QObject, lambda self: self.setup, constant=True)
    settingsObject = Property(QObject, lambda self: self.settings, constant=True)
    soundsObject = Property(QObject, lambda self: self.sounds, constant=True)
    i18n = Property(QObject, lambda self: self.translations, constant=True)
    firstWindow = Property(QRect, lambda self: _first_window_here(), constant=True)

    @Slot(str, result=str)
    def cardUrl(self, code: str) -> str:
        return card_url(code, self.settings.colorBlind)
