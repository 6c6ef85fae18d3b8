"""What the rooms screens show and say: the page, the code and its lines, status, servers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, Signal, Slot

from uno_desktop.net.internet import codes
from uno_desktop.net.internet.servers import ServerError, Servers, servers
from uno_desktop.qttypes import Part, Property

translate = QCoreApplication.translate  # in the context its strings have always had


class RoomsView(Part):
    """The bottom of the rooms controller: its signals, its state (set up by
    :class:`~uno_desktop.ui.rooms.RoomsController`), every property the rooms screens
    read, the status line in the player's words, and the player's own servers."""

    changed = Signal()
    statusChanged = Signal()
    openLobby = Signal()  # the guest is in: show the lobby (the LAN's)
    linkFilled = Signal(str)  # an invitation's code for the join page's field (even if typed in)

    lan: Any
    room: Any  # InternetRoom while this computer hosts one
    knock: Any
    client: Any
    _page: str
    _status: str
    _status_code: str
    _detail: str
    _joining: bool
    _inviting: bool
    _path: str
    _trying: int
    _pending_link: str
    _link_servers: Servers | None  # an invitation link's own servers
    _data: Path
    _settings: QSettings

    @Slot()
    def retranslate(self) -> None:
        self.changed.emit()
        self._say(self._status_code, self._detail)

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
        return translate("RoomsController", "Room code: %1").replace("%1", self.room.code.spoken())

    def _get_link(self) -> str:
        return codes.link(self.room.invitation()) if self._get_code() else ""

    def _get_invite_line(self) -> str:
        """What the host's code can do now, in one line."""
        room = self.room
        if room is None:
            return ""
        state = room.state
        if state == "starting":
            return translate("RoomsController", "Asking the room server for a code…")
        if state == "unreachable":
            return translate("RoomsController", "The room server cannot be reached. Still trying…")
        if state == "busy":
            return translate("RoomsController",
                             "Someone else is at the door: the next friend may wait a moment.")
        if state == "expired":
            return translate(
                "RoomsController", "This code has expired. Make a new one for more friends.")
        if state == "retired":
            return translate("RoomsController",
                             "Too many wrong codes were tried. Make a new one for more friends.")
        return translate("RoomsController", "Friends join with this code for the next two hours.")

    def _get_wrong_line(self) -> str:
        wrong = self.room.wrong if self.room is not None else 0
        return translate("RoomsController", "%n wrong code(s) tried", "", wrong) if wrong else ""

    def _get_path_line(self) -> str:
        """How the guest's game travels: a player asked which way it took."""
        if self._path == "direct":
            return translate("RoomsController", "Connected directly to the host.")
        if self._path == "relay":
            return translate("RoomsController", "Connected through the relay server.")
        if self._trying and getattr(self.client, "trying_why", "").endswith("host_changed"):
            return translate(
                "RoomsController", "Another computer answers for this room, not its host: "
                                   "nothing was sent to it. Still trying…")
        if self._trying:
            return translate("RoomsController",
                             "No way to the host right now (attempt %1). Still trying…").replace(
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

    def _say(self, code: str, detail: str = "") -> None:
        self._status_code, self._detail = code, detail
        text = self._line(code, detail)
        if text != self._status:
            self._status = text
            self.statusChanged.emit()

    def _line(self, code: str, detail: str) -> str:
        lines = {
            "": "",
            "empty": translate("RoomsController", "Type the code your host gave you."),
            "too_short": translate(
                "RoomsController", "That code is too short: it has at least 8 digits."),
            "too_long": translate(
                "RoomsController", "That code is too long. Check it with your host."),
            "typo": translate(
                "RoomsController", "A digit is wrong or two are swapped. Check the code."),
            "not_a_link": translate("RoomsController", "That link is not an invitation to a room."),
            "knocking": translate("RoomsController", "Looking for the room…"),
            "crowded": translate(
                "RoomsController", "Someone else is joining right now. Trying again…"),
            "checking": translate("RoomsController", "Checking the code…"),
            "bad_code": translate(
                "RoomsController", "That code is wrong. Check it with your host."),
            "code_expired": translate(
                "RoomsController", "This code has expired. Ask your host for a new one."),
            "code_retired": translate(
                "RoomsController", "This code no longer works. Ask your host for a new one."),
            "no_room": translate(
                "RoomsController", "No room answers to this code. Check it with your host."),
            "busy": translate("RoomsController", "The room is busy. Try again in a moment."),
            "unreachable": translate(
                "RoomsController", "The room server cannot be reached. Check your internet "
                                   "connection and the room server address."),
            "version_mismatch": translate(
                "RoomsController", "This room plays another version of UNO Desktop."),
            "broken": translate(
                "RoomsController", "Someone on the way tampered with the connection. "
                                   "It was cut and made again."),
            "copied": translate("RoomsController", "Copied."),
            "in_room": translate(
                "RoomsController", "You are in a room. Leave it to join the one in the link."),
            "linking": translate("RoomsController", "Connecting to the host…"),
            "trying": self._get_path_line(),
            "bad_mailbox": translate(
                "RoomsController", "A room server address starts with ws:// or wss://."),
            "bad_relay": translate("RoomsController", "A relay address looks like tcp:host:port."),
        }
        if code == "refused":
            return translate(
                "RoomsController", "The room server turned us away: %1").replace("%1", detail[:200])
        return lines.get(code, translate(
            "RoomsController", "Joining failed (%1).").replace("%1", code))
