"""The internet rooms' screens: invite friends by code, join with a code, where it goes.

One :class:`RoomsController` lives as long as the QML engine (a QML singleton,
``import UnoDesktop.Rooms``, registered when the rooms screen first opens: nothing here is
imported on the way to a classic table). It adds to the LAN screens' controller what a
room across the internet needs, and reuses everything else: the host form opens the room
(``LanController.hostGame``) and this controller gives that host a code
(:class:`~uno_desktop.net.internet.room.InternetRoom`); a guest's code brings a
:class:`~uno_desktop.net.internet.guest.RoomClient`, which the LAN controller takes as its
client (``LanController.adopt``); the lobby, the chat and the table are the LAN's.
Every text shown goes through ``self.tr``; the server's own words (a mailbox server that
turns clients away says why) are shown as plain text.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QmlElement, QmlSingleton

from uno_desktop.net.internet import codes
from uno_desktop.net.internet.servers import ServerError, Servers, servers
from uno_desktop.qttypes import Property

QML_IMPORT_NAME = "UnoDesktop.Rooms"
QML_IMPORT_MAJOR_VERSION = 1

log = logging.getLogger(__name__)


def _data_dir() -> Path:
    from uno_desktop.settings import config_dir

    return config_dir()


@QmlElement
@QmlSingleton
class RoomsController(QObject):
    """State and actions of the rooms screens (start, join) and the room's panel."""

    changed = Signal()
    statusChanged = Signal()
    openLobby = Signal()  # the guest is in: show the lobby (the LAN's)
    linkFilled = Signal(str)  # an invitation's code for the join page's field (even if typed in)

    def __init__(self, parent: QObject | None = None, *, data_dir: Path | None = None) -> None:
        super().__init__(parent)
        self._page = "start"
        self._status = ""
        self._status_code = ""
        self._detail = ""
        self._joining = False
        self._inviting = False
        self.lan: Any = None
        self.room: Any = None  # InternetRoom while this computer hosts one
        self.knock: Any = None
        self.client: Any = None
        self._path = ""
        self._trying = 0
        self._pending_link = ""
        self._link_servers: Servers | None = None  # an invitation link's own servers
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

    @Slot()
    def retranslate(self) -> None:
        self.changed.emit()
        self._say(self._status_code, self._detail)

    # ------------------------------------------------------------------ properties

    def _get_page(self) -> str:
        return self._page

    @Slot(str)
    def showPage(self, name: str) -> None:
        if name != self._page:
            self._page = name
            if name != "join":
                self._say("")
            if name == "start":  # a link's servers and code served the join they came for
                self._link_servers = None
                self._pending_link = ""
            self.changed.emit()

    def _get_status(self) -> str:
        return self._status

    def _get_code(self) -> str:
        return str(self.room.code) if self.room is not None and self.room.code.nameplate else ""

    def _get_spoken(self) -> str:
        if not self._get_code():
            return ""
        return self.tr("Room code: %1").replace("%1", self.room.code.spoken())

    def _get_link(self) -> str:
        return codes.link(self.room.invitation()) if self._get_code() else ""

    def _get_invite_line(self) -> str:
        """What the host's code can do now, in one line."""
        room = self.room
        if room is None:
            return ""
        state = room.state
        if state == "starting":
            return self.tr("Asking the room server for a code…")
        if state == "unreachable":
            return self.tr("The room server cannot be reached. Still trying…")
        if state == "busy":
            return self.tr("Someone else is at the door: the next friend may wait a moment.")
        if state == "expired":
            return self.tr("This code has expired. Make a new one for more friends.")
        if state == "retired":
            return self.tr("Too many wrong codes were tried. Make a new one for more friends.")
        return self.tr("Friends join with this code for the next two hours.")

    def _get_wrong_line(self) -> str:
        wrong = self.room.wrong if self.room is not None else 0
        return self.tr("%n wrong code(s) tried", "", wrong) if wrong else ""

    def _get_path_line(self) -> str:
        """How the guest's game travels: a player asked which way it took."""
        if self._path == "direct":
            return self.tr("Connected directly to the host.")
        if self._path == "relay":
            return self.tr("Connected through the relay server.")
        if self._trying:
            return self.tr("No way to the host right now (attempt %1). Still trying…").replace(
                "%1", str(self._trying))
        return ""

    def _get_mailbox(self) -> str:
        return str(self._settings.value("mailbox", "") or "")

    def _get_relay(self) -> str:
        return str(self._settings.value("relay", "") or "")

    def servers(self) -> Servers:
        """The servers from the settings (the public ones where a field is empty)."""
        try:
            return servers(self._get_mailbox(), self._get_relay())
        except ServerError:
            return Servers()

    page = Property(str, _get_page, notify=changed)
    status = Property(str, _get_status, notify=statusChanged)
    joining = Property(bool, lambda self: self._joining, notify=changed)
    hosting = Property(bool, lambda self: self.room is not None, notify=changed)
    guest = Property(bool, lambda self: self.client is not None, notify=changed)
    code = Property(str, _get_code, notify=changed)
    spokenCode = Property(str, _get_spoken, notify=changed)
    link = Property(str, _get_link, notify=changed)
    inviteLine = Property(str, _get_invite_line, notify=changed)
    wrongLine = Property(str, _get_wrong_line, notify=changed)
    pathLine = Property(str, _get_path_line, notify=changed)
    mailbox = Property(str, _get_mailbox, notify=changed)
    relay = Property(str, _get_relay, notify=changed)
    pendingLink = Property(str, lambda self: self._pending_link, notify=changed)

    # ------------------------------------------------------------------ servers

    @Slot(str, str, result=bool)
    def setServers(self, mailbox: str, relay: str) -> bool:
        """Keep the player's own servers (empty: the public ones); say what is wrong."""
        try:
            servers(mailbox, relay)
        except ServerError as exc:
            self._say(exc.code)
            return False
        self._settings.setValue("mailbox", mailbox.strip())
        self._settings.setValue("relay", relay.strip())
        self._say("")
        self.changed.emit()
        return True

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

    # ------------------------------------------------------------------ joining

    @Slot(str)
    def openLink(self, text: str) -> None:
        """An invitation link the OS handed to the game: the join page, filled in (the
        player still says Join: a link from a stranger joins nothing by itself)."""
        try:
            invitation = codes.parse_link(text)
        except codes.CodeError as exc:
            self._say(exc.code)
            return
        if self._page == "lobby":  # in a room already: the player leaves it first
            self._say("in_room")
            return
        if invitation.mailbox or invitation.relay:
            self._link_servers = Servers(invitation.mailbox or self.servers().mailbox,
                                         invitation.relay or self.servers().relay)
        self._pending_link = str(invitation.code)
        self.showPage("join")
        self.changed.emit()
        self.linkFilled.emit(self._pending_link)

    @Slot(str, bool)
    def join(self, text: str, spectate: bool) -> None:
        """Knock with the code the player typed; a code that cannot be right is said at
        once, before anything goes to the network."""
        if self._joining:
            return
        try:
            if text.strip().lower().startswith(f"{codes.SCHEME}:"):  # a pasted link
                self.openLink(text)
            code = codes.parse(text)
        except codes.CodeError as exc:
            self._say(exc.code)
            return
        from uno_desktop.net.internet.pairing import Knock

        where = self._link_servers or self.servers()
        self.knock = Knock(where, code, self)
        self.knock.paired.connect(lambda pairing: self._paired(pairing, spectate))
        self.knock.failed.connect(self._knock_failed)
        self.knock.progress.connect(self._progress)
        self._joining = True
        self._say("knocking")
        self.changed.emit()
        self.knock.start()

    @Slot()
    def cancelJoin(self) -> None:
        """Stop knocking, or stop trying to reach a host not reached yet."""
        if self.knock is not None:
            self.knock.cancel()
            self.knock = None
        if self.client is not None and not self._path and self._page != "lobby":
            self.lan.leave()  # its client never reached the lobby: forget it
            self.leave()
        self._joining = False
        self._say("")
        self.changed.emit()

    def _progress(self, step: str) -> None:
        self._say({"crowded": "crowded", "checking": "checking"}.get(step, "knocking"))

    def _knock_failed(self, why: str, detail: str) -> None:
        self._joining = False
        self.knock = None
        self._say(why, detail)
        self.changed.emit()

    def _paired(self, pairing: Any, spectate: bool) -> None:
        from uno_desktop.net.internet.guest import RoomClient
        from uno_desktop.net.state import ClientState

        self.knock = None  # still joining until a link reaches the host
        state = ClientState(name=self.lan.playerName, spectate=spectate)
        client = RoomClient(state, pairing, self.lan.tokens, self)
        client.pathChanged.connect(self._path_changed)
        client.reconnecting.connect(self._reconnecting)
        client.brokenLink.connect(lambda code: self._say("broken", code))
        self.client = client
        self._say("linking")
        self.lan.adopt(client)
        client.open()
        self.changed.emit()

    def _path_changed(self, path: str) -> None:
        self._path = path
        if path:
            self._trying = 0
            self._joining = False
            if self._status_code in ("linking", "trying"):
                self._say("")
        self.changed.emit()

    def _reconnecting(self, attempt: int) -> None:
        """No link to the host yet (or again): said where the player is, with the attempt,
        while the client keeps trying; never a spinner alone."""
        self._trying = attempt
        self.changed.emit()
        if not self._path:
            self._say("trying")

    @Slot()
    def leave(self) -> None:
        """The guest left the room (the LAN lobby's Leave): forget the client here."""
        self.client = None
        self._path = ""
        self._trying = 0
        self.changed.emit()

    # ------------------------------------------------------------------ the status line

    def _say(self, code: str, detail: str = "") -> None:
        self._status_code, self._detail = code, detail
        text = self._line(code, detail)
        if text != self._status:
            self._status = text
            self.statusChanged.emit()

    def _line(self, code: str, detail: str) -> str:
        lines = {
            "": "",
            "empty": self.tr("Type the code your host gave you."),
            "too_short": self.tr("That code is too short: it has at least 8 digits."),
            "too_long": self.tr("That code is too long. Check it with your host."),
            "typo": self.tr("A digit is wrong or two are swapped. Check the code."),
            "not_a_link": self.tr("That link is not an invitation to a room."),
            "knocking": self.tr("Looking for the room…"),
            "crowded": self.tr("Someone else is joining right now. Trying again…"),
            "checking": self.tr("Checking the code…"),
            "bad_code": self.tr("That code is wrong. Check it with your host."),
            "code_expired": self.tr("This code has expired. Ask your host for a new one."),
            "code_retired": self.tr("This code no longer works. Ask your host for a new one."),
            "no_room": self.tr("No room answers to this code. Check it with your host."),
            "busy": self.tr("The room is busy. Try again in a moment."),
            "unreachable": self.tr("The room server cannot be reached. Check your internet "
                                   "connection and the room server address."),
            "version_mismatch": self.tr("This room plays another version of UNO Desktop."),
            "broken": self.tr("Someone on the way tampered with the connection. "
                              "It was cut and made again."),
            "copied": self.tr("Copied."),
            "in_room": self.tr("You are in a room. Leave it to join the one in the link."),
            "linking": self.tr("Connecting to the host…"),
            "trying": self._get_path_line(),
            "bad_mailbox": self.tr("A room server address starts with ws:// or wss://."),
            "bad_relay": self.tr("A relay address looks like tcp:host:port."),
        }
        if code == "refused":
            return self.tr("The room server turned us away: %1").replace("%1", detail[:200])
        return lines.get(code, self.tr("Joining failed (%1).").replace("%1", code))
