"""A guest's way into a room: a code or a link knocked with, the pairing, the link to the host."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Slot

from uno_desktop.net.internet import codes
from uno_desktop.net.internet.servers import Servers
from uno_desktop.ui.roomsparts.view import RoomsView


class RoomsJoining(RoomsView):
    """A guest's side: an invitation link opened, a code knocked with (said at once when it
    cannot be right), the pairing handed to the LAN controller as its client, the way the
    game travels, leaving."""

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
        state = ClientState(name=self.lan.chosen_name(), spectate=spectate)
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
