"""The internet rooms' screens: invite friends by code, join with a code, where it goes.

One :class:`RoomsController` lives as long as the QML engine (a QML singleton,
``import UnoDesktop.Rooms``, registered when the rooms screen first opens: nothing here is
imported on the way to a classic table). It adds to the LAN screens' controller what a
room across the internet needs, and reuses everything else: the host form opens the room
(``LanController.hostGame``) and this controller gives that host a code
(:class:`~uno_desktop.net.internet.room.InternetRoom`); a guest's code brings a
:class:`~uno_desktop.net.internet.guest.RoomClient`, which the LAN controller takes as its
client (``LanController.adopt``); the lobby, the chat and the table are the LAN's.
Every text shown goes through ``self.tr`` (in the ``RoomsController`` context, the parts'
too: :mod:`uno_desktop.ui.roomsparts`); the server's own words (a mailbox server that
turns clients away says why) are shown as plain text.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QmlElement, QmlSingleton

from uno_desktop.ui.roomsparts.joining import RoomsJoining

QML_IMPORT_NAME = "UnoDesktop.Rooms"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


def _data_dir() -> Path:
    from uno_desktop.settings import config_dir

    return config_dir()


@QmlElement
@QmlSingleton
class RoomsController(RoomsJoining, QObject):
    """State and actions of the rooms screens (start, join) and the room's panel."""

    def __init__(self, parent: QObject | None = None, *, data_dir: Path | None = None) -> None:
        super().__init__(parent)
        self._page = "start"
        self._status = ""
        self._status_code = ""
        self._detail = ""
        self._joining = False
        self._inviting = False
        self.lan = None
        self.room = None  # InternetRoom while this computer hosts one
        self.knock = None
        self.client = None
        self._path = ""
        self._trying = 0
        self._pending_link = ""
        self._link_servers = None  # an invitation link's own servers
        self._data = data_dir or _data_dir()
        self._settings = QSettings(str(self._data / "rooms.ini"), QSettings.Format.IniFormat)

    # ------------------------------------------------------------------ wiring

    @Slot(QObject)
    def setLan(self, lan: QObject) -> None:
        """The LAN screens' controller (QML hands its singleton over once)."""
        if self.lan is lan:
            return
        self.lan = lan
        lan.lobbyChanged.connect(self._lan_changed)  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ hosting

    @Slot()
    def invite(self) -> None:
        """The next room the host form opens gets a code (the LAN's form, the LAN's host)."""
        self._inviting = True
        self.lan.show("host")

    def _lan_changed(self) -> None:
        host = getattr(self.lan, "host", None)
        if self._inviting and host is not None and self.room is None:
            self._inviting = False
            self._open_room(host)
        elif self.room is not None and host is not self.room.host:
            self._drop_room()

    def _open_room(self, host: Any) -> None:
        from uno_desktop.net.internet.room import InternetRoom

        # UNO_LAN_LISTEN (the tests: 127.0.0.1) narrows the direct path as it does the LAN's
        self.room = InternetRoom(host, self.servers(), parent=self,
                                 direct_address=os.environ.get("UNO_LAN_LISTEN") or None)
        self.room.codeChanged.connect(self.changed)
        self.room.stateChanged.connect(self.changed)
        self.room.wrongChanged.connect(lambda _n: self.changed.emit())
        self.room.doorbell.refused.connect(lambda words: self._say("refused", words))
        self.room.start()
        self.changed.emit()

    def _drop_room(self) -> None:
        room, self.room = self.room, None
        if room is not None:
            room.close()
            room.deleteLater()
        self.changed.emit()

    @Slot()
    def newCode(self) -> None:
        if self.room is not None and self.room.code.nameplate:
            self.room.renew()

    @Slot()
    def copyCode(self) -> None:
        self._copy(self._get_code())

    @Slot()
    def copyLink(self) -> None:
        self._copy(self._get_link())

    def _copy(self, text: str) -> None:
        clipboard = QGuiApplication.clipboard()
        if text and clipboard is not None:
            clipboard.setText(text)
            self._say("copied")
