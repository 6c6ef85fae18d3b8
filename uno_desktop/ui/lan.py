"""The LAN screens' controller: host a game, find or join one, the lobby and its chat.

One :class:`LanController` lives as long as the QML engine (a QML singleton,
``import UnoDesktop.Lan``), because the game outlives the LAN screens: when the host deals,
the table takes over through a :class:`~uno_desktop.net.lan_transport.LanTransport` and
the lobby screen is unloaded. Every text shown goes through ``self.tr`` (in the
``LanController`` context) or the shared code tables in :mod:`uno_desktop.ui.texts`.

The controller is stacked from parts with one job each (:mod:`uno_desktop.ui.lanparts`:
what the screens show, joining, hosting); this class builds the state and leaves.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from uno_desktop.net.client import LanClient, TokenStore
from uno_desktop.net.host import LanHost
from uno_desktop.net.lan_transport import LanTransport
from uno_desktop.ui.lanparts.hosting import LanHosting
from uno_desktop.ui.lanparts.lobby import (
    CHAT_LINES,
    DEFAULT_PORT,
    _data_dir,
    _interfaces,
    hosting_reason,
    lan_addresses,
)

__all__ = ["CHAT_LINES", "DEFAULT_PORT", "LanController", "hosting_reason", "lan_addresses"]

QML_IMPORT_NAME = "UnoDesktop.Lan"
QML_IMPORT_MAJOR_VERSION = 1


@QmlElement
@QmlSingleton
class LanController(LanHosting, QObject):
    """State and actions of the LAN screens (home, host, join, lobby)."""

    def __init__(self, parent: QObject | None = None, *, data_dir: Path | None = None,
                 browse_interfaces: list[str] | None = None) -> None:
        super().__init__(parent)
        self._screen = "home"
        self._status = ""
        self._data = data_dir or _data_dir()
        self.tokens = TokenStore(self._data / "lan_tokens.json")
        self.host: LanHost | None = None
        self.announcer: Any = None
        self.client: LanClient | None = None
        self.transport: LanTransport | None = None
        self.browser: Any = None
        self._browse_interfaces = browse_interfaces or _interfaces()
        self._chat: list[dict[str, Any]] = []
        self._allow_coach = False
        self._target: tuple[str, int, str, bool] | None = None  # address, port, PIN, watch
        self._rejoin: tuple[str, int, str, bool] | None = None
        self._rejoin_key: bytes | None = None  # the host we were cut off from
        self._closed_reason = ""
        self._pin_error = ""
        self._settings = QSettings(str(self._data / "lan.ini"), QSettings.Format.IniFormat)
        app = QCoreApplication.instance()
        if app is not None:  # quitting the app closes the room for everyone, saved
            app.aboutToQuit.connect(self.shutdown)

    # ------------------------------------------------------------------ navigation

    @Slot(str)
    def show(self, name: str) -> None:
        """``home``, ``host`` or ``join`` (the lobby comes by joining)."""
        if name == "join":
            self.startBrowsing()
        self._set_status("")
        self._set_screen(name)

    # ------------------------------------------------------------------ lobby actions

    @Slot(QObject, result=bool)
    def attachTo(self, game_controller: QObject) -> bool:
        """Hand the game to the table: ``game_controller.attach(LanTransport)``."""
        if self.client is None or self.client.state.view is None:
            return False
        self.transport = LanTransport(self.client, self, leave_on_close=False,
                                      on_close=self._after_table)
        game_controller.attach(  # type: ignore[attr-defined]  # QML passes App.gameController
            self.transport, leaving="host" if self.host is not None else "seat")
        return True

    def _after_table(self) -> None:
        """The player left the table: leave the game (a host closes it for everyone). If
        the host had already cut us off, there is nothing to leave: the seat's token is
        kept, to reconnect or to rejoin a resumed game."""
        self.transport = None
        if self._closed_reason and self.host is None:
            self._drop_client()
            self._set_screen("home")
        else:
            self.leave()

    @Slot()
    def leave(self) -> None:
        """Leave the lobby or game (hosting: close the room, tell everyone, keep the save).
        A guest leaving a game that goes on keeps the seat's token: a bot plays it until
        the player rejoins (the main menu offers it)."""
        if self.client is not None and not self._seat_waits():
            self._forget_seat()
        self._drop_client(leave=True)
        self._set_rejoin(None)
        if self.host is not None:
            self.host.close("host_quit")
            self.host.deleteLater()
            self.host = None
            self.wrongPinsChanged.emit()
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        self.lobbyChanged.emit()
        self._set_screen("home")

    def shutdown(self) -> None:
        """App exit: like leaving, and the browser stops."""
        self.stopBrowsing()
        self.leave()
