"""Finding a room on the LAN, joining it, keeping the seat to rejoin after a cut or a restart."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Slot

from uno_desktop.net import protocol as p
from uno_desktop.net import rejoin
from uno_desktop.net.client import ClientState, LanClient
from uno_desktop.net.names import clean_room
from uno_desktop.ui.lanparts.lobby import (
    CHAT_LINES,
    PIN_REFUSALS,
    REJOINABLE,
    SEAT_ENDS,
    LanLobby,
    log,
)
from uno_desktop.ui.texts import seat_name, translate_code

translate = QCoreApplication.translate  # in the context its strings have always had


class LanJoining(LanLobby):
    """A guest's side: browsing, joining by address or name, the client's signals, the lobby's
    ready and chat, taking a kept seat back."""

    def _keep_seat(self, welcome: p.Welcome) -> None:
        """A guest sat down at a room on another computer: remember where, so that a
        restarted game offers to take the seat back (the main menu's "Rejoin")."""
        link = str(getattr(self.client, "rejoin_link", ""))  # an internet room's client
        if self.host is not None or welcome.seat is None or (self._target is None and not link):
            return
        address, port, _pin, _spectate = self._target or ("", 0, "", False)
        try:
            rejoin.save(self._rejoin_path, rejoin.Seat(
                room=clean_room(welcome.room) or translate("LanController", "UNO table"),
                address=address, port=port, game_id=welcome.game_id[:64], link=link))
        except OSError as exc:
            log.warning("the seat to rejoin was not kept: %s", exc)

    def _forget_seat(self) -> None:
        rejoin.forget(self._rejoin_path)

    def _set_rejoin(self, target: tuple[str, int, str, bool] | None) -> None:
        if target != self._rejoin:
            self._rejoin = target
            self.statusChanged.emit()

    @Slot()
    def startBrowsing(self) -> None:
        if self.browser is not None:
            return
        try:
            from uno_desktop.net.discovery import GameBrowser

            self.browser = GameBrowser(self._browse_interfaces, self)
            self.browser.gamesChanged.connect(self.gamesChanged)
            self.browser.start()
        except OSError:
            self.browser = None
            self._set_status(translate(
                "LanController", "Games on the network cannot be listed here; "
                                 "join by address instead."))

    @Slot()
    def stopBrowsing(self) -> None:
        if self.browser is not None:
            self.browser.stop()
            self.browser = None
            self.gamesChanged.emit()

    @Slot(str, int, str, bool, result=bool)
    def joinAddress(self, address: str, port: int, pin: str, spectate: bool) -> bool:
        address = address.strip()
        if ":" in address and address.count(":") == 1:
            address, _, port_text = address.partition(":")
            port = int(port_text) if port_text.isdigit() else port
        if not address or not 0 < port < 65536:
            self._set_status(translate("LanController", "Enter the host's address and port."))
            return False
        self._connect(address, port, pin.strip(), spectate)
        return True

    @Slot(int, str, bool, result=bool)
    def joinGame(self, index: int, pin: str, spectate: bool) -> bool:
        games = self._get_games()
        if not 0 <= index < len(games):
            return False
        game = games[index]
        if game["mine"] and not spectate:  # where the seat was taken: its token is for there
            return self.rejoin()
        return self.joinAddress(game["address"], game["port"], pin, spectate)

    def _connect(self, address: str, port: int, pin: str, spectate: bool,
                 host_key: bytes | None = None) -> None:
        """Join at ``address``; ``host_key``: coming back to that host (no other is
        accepted, and its ticket stands in for the PIN)."""
        self._drop_client()
        self._target = (address, port, pin, spectate)
        self._set_rejoin(None)
        self._closed_reason = ""
        self._set_pin_error("")
        state = ClientState(name=self.chosen_name(), pin=pin, spectate=spectate)
        client = LanClient(state, self.tokens, self)
        self._watch(client)
        client.open(address, port, host_key)

    def adopt(self, client: LanClient) -> None:
        """A client that reaches its host another way (an internet room's ``RoomClient``,
        opened by its own controller): the lobby, the chat and the table are the same."""
        self._drop_client()
        self._target = None
        self._set_rejoin(None)
        self._closed_reason = ""
        client.setParent(self)
        self._watch(client)

    def _watch(self, client: LanClient) -> None:
        client.welcomed.connect(self._on_welcome)
        client.lobbyChanged.connect(lambda _lobby: self.lobbyChanged.emit())
        client.updated.connect(self._on_first_update)
        client.error.connect(self._on_error)
        client.chat.connect(self._on_chat)
        client.closed.connect(self._on_closed)
        client.reconnecting.connect(
            lambda n: self._set_status(translate("LanController",
                                                 "Connection lost, reconnecting…")))
        self.client = client
        self._chat = []
        self.chatChanged.emit()
        self._set_status(translate("LanController", "Connecting…"))

    @Slot(str, str, bool, result=bool)
    def joinNamed(self, name: str, pin: str, spectate: bool) -> bool:
        """Join the room the list found under ``name`` (its service name: the list may have
        changed order while a PIN was typed)."""
        games = self._get_games()
        index = next((i for i, g in enumerate(games) if g["name"] == name), -1)
        if index < 0:
            self._set_status(translate("LanController", "That room is gone from the network."))
            return False
        return self.joinGame(index, pin, spectate)

    def _on_welcome(self, welcome: p.Welcome) -> None:
        if self.client is not None and welcome.seat is not None:
            self._keep_seat(welcome)
        self._set_status("")
        self._set_screen("lobby")
        self.lobbyChanged.emit()

    def _on_first_update(self, _events: object, _view: object) -> None:
        if self.transport is None and self._screen == "lobby":
            self.gameReady.emit()

    def _on_error(self, code: str, state_id: object) -> None:
        if state_id is None:
            self._set_status(translate_code("net", code))

    def _on_closed(self, reason: str, resumable: bool) -> None:
        """The host hung up or could not be reached again. Cut off from a seat that is
        still ours (taken over from elsewhere, or the network): offer to reconnect."""
        self._closed_reason = reason
        if reason in PIN_REFUSALS:  # said where the PIN is typed, to type it again
            self._set_pin_error(translate_code("net", reason))
        if reason in SEAT_ENDS and not resumable:
            self._forget_seat()
        text = translate_code("net", reason)
        if reason == "unreachable" and self._target is not None:
            text += f" ({self._target[0]}:{self._target[1]})"
        if resumable and not self.host:
            text += " " + translate(
                "LanController", "The host can resume this game later; join it again then.")
        if reason in REJOINABLE and self.host is None:
            self._rejoin_key = self.client.state.host_key if self.client is not None else None
            self._set_rejoin(self._target)
        self._set_status(text)
        if self.transport is None and self._screen == "lobby":
            self._drop_client()
            self._set_screen("home")

    def _on_chat(self, seat: object, name: str, text: str) -> None:
        """A chat line; a sender who chose no name is named as the table names them (a
        spectator: "Spectator"), in this player's language."""
        if isinstance(seat, int):
            name = seat_name(name, seat)
        elif not name:
            name = translate("LanController", "Spectator")
        self._chat.append({"name": name, "text": text, "seat": -1 if seat is None else seat})
        del self._chat[:-CHAT_LINES]
        self.chatChanged.emit()

    @Slot(bool)
    def setReady(self, ready: bool) -> None:
        if self.client is not None:
            self.client.set_ready(ready)

    @Slot(str)
    def say(self, text: str) -> None:
        if self.client is not None:
            self.client.say(text[:200])

    @Slot(result=bool)
    def rejoin(self) -> bool:
        """Back to the seat kept from before (the main menu's "Rejoin <room>", after a
        restart): its token takes it back, no PIN asked."""
        kept = rejoin.load(self._rejoin_path)
        if kept is None:
            return False
        if kept.link:  # a room across the internet: its pairing finds the host again
            from uno_desktop.net.internet.guest import RoomClient
            from uno_desktop.net.internet.pairing import pairing_from_text

            try:
                pairing = pairing_from_text(kept.link)
            except ValueError as exc:
                log.warning("the internet seat to rejoin is unreadable: %s", exc)
                return False
            client = RoomClient(ClientState(name=self.chosen_name()), pairing, self.tokens, self)
            self.adopt(client)
            client.open()
            self._set_status(translate("LanController", "Rejoining %1…").replace("%1", kept.room))
            return True
        # the host last seen there with this game: its ticket makes the link, no PIN, and
        # no other host is accepted in its place
        self._connect(kept.address, kept.port, "", False, host_key=self._kept_host(kept))
        self._set_status(translate("LanController", "Rejoining %1…").replace("%1", kept.room))
        return True

    @Slot()
    def reconnect(self) -> None:
        """Back to the seat we were cut off from, with its token (taking it over again)."""
        if self._rejoin is not None:
            address, port, pin, spectate = self._rejoin
            self._connect(address, port, pin, spectate, host_key=self._rejoin_key)

    def _seat_waits(self) -> bool:
        """This guest holds a seat in a game that goes on without them."""
        state = self.client.state if self.client is not None else None
        return (self.host is None and state is not None and state.seat is not None
                and state.lobby is not None and state.lobby.started
                and (state.view is None or state.view.decision != "game_over"))

    def _drop_client(self, leave: bool = False) -> None:
        if self.client is not None:
            keep_token = self._seat_waits()
            client, self.client = self.client, None
            for signal in (client.welcomed, client.lobbyChanged, client.updated, client.error,
                           client.chat, client.closed, client.reconnecting):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass
            if leave:  # a game going on, or our own room (saved): the seat stays ours
                client.leave(keep_token=keep_token or self.host is not None)
            else:
                client.stop()
            client.deleteLater()
