"""The LAN screens' controller: host a game, find or join one, the lobby and its chat.

One :class:`LanController` lives as long as the QML engine (a QML singleton,
``import UnoDesktop.Lan``), because the game outlives the LAN screens: when the host deals,
the table takes over through a :class:`~uno_desktop.net.lan_transport.LanTransport` and
the lobby screen is unloaded. Every text shown goes through ``self.tr`` or the shared code
tables in :mod:`uno_desktop.ui.texts`.
"""

from __future__ import annotations

import errno
import logging
import os
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from rules import OptionError, RuleOptions
from rules.editions import EDITIONS
from uno_desktop.net import protocol as p
from uno_desktop.net import rejoin
from uno_desktop.net.client import ClientState, LanClient, TokenStore
from uno_desktop.net.host import HostConfig, LanHost, PinTooLong
from uno_desktop.net.identity import FILE_NAME as IDENTITY_FILE
from uno_desktop.net.identity import load_identity
from uno_desktop.net.lan_transport import LanTransport
from uno_desktop.net.names import clean_name, clean_room
from uno_desktop.net.secure import HostIdentity
from uno_desktop.qttypes import Property
from uno_desktop.ui.setup import edition_choices, preset_choices, rules_for
from uno_desktop.ui.texts import file_error, option_error, translate_code

QML_IMPORT_NAME = "UnoDesktop.Lan"
QML_IMPORT_MAJOR_VERSION = 1

DEFAULT_PORT = 47777
CHAT_LINES = 100
log = logging.getLogger(__name__)
REJOINABLE = frozenset({"replaced", "connection_lost"})
"""Why a client may be cut off while its seat is still its own: the player may reconnect."""
PIN_REFUSALS = frozenset({"bad_pin", "pin_locked", "pin_required"})
SEAT_ENDS = frozenset({"game_over", "host_quit"})
"""Why a client may be cut off with nothing left to come back to (unless the host says it
can resume the game)."""


def hosting_reason(exc: Exception) -> str:
    """The translated reason a room could not open, by what went wrong: the house rules,
    the PIN, or the port (``LanHost.listen`` raises an ``OSError`` with its ``errno``)."""
    if isinstance(exc, OSError):
        code = {errno.EADDRINUSE: "port_in_use", errno.EACCES: "port_denied",
                errno.EPERM: "port_denied"}.get(exc.errno or 0, "no_port")
        return translate_code("host_error", code)
    if isinstance(exc, PinTooLong):
        return translate_code("host_error", "pin_too_long", max=p.PIN_MAX_CHARS)
    return option_error(exc)


def _data_dir() -> Path:
    """Tokens, the LAN autosave and the LAN settings live beside the app's own settings."""
    from uno_desktop.settings import config_dir

    return config_dir()


def _interfaces() -> list[str] | None:
    """Where zeroconf runs: every interface, unless ``UNO_LAN_INTERFACES`` narrows it
    (the tests set ``127.0.0.1`` so nothing leaves the machine)."""
    value = os.environ.get("UNO_LAN_INTERFACES", "")
    return [i for i in value.split(",") if i] or None


def _listen_address() -> str | None:
    return os.environ.get("UNO_LAN_LISTEN") or None


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses others on the LAN can type in (no loopback)."""
    from uno_desktop.net.discovery import ipv4_addresses

    found = [a for a in ipv4_addresses() if not a.startswith("127.")]
    return found or [socket.gethostname()]


@QmlElement
@QmlSingleton
class LanController(QObject):
    """State and actions of the LAN screens (home, host, join, lobby)."""

    screenChanged = Signal()
    statusChanged = Signal()
    lobbyChanged = Signal()
    gamesChanged = Signal()
    chatChanged = Signal()
    gameReady = Signal()
    wrongPinsChanged = Signal()
    pinErrorChanged = Signal()

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

    @Slot()
    def retranslate(self) -> None:
        """The language changed (LanHome.qml says so): the texts made here, again."""
        self.statusChanged.emit()
        self.lobbyChanged.emit()

    # ------------------------------------------------------------------ properties

    def _get_screen(self) -> str:
        return self._screen

    def _set_screen(self, name: str) -> None:
        if name != self._screen:
            self._screen = name
            self.screenChanged.emit()

    def _get_status(self) -> str:
        return self._status

    def _set_status(self, text: str) -> None:
        if text != self._status:
            self._status = text
            self.statusChanged.emit()

    def _get_name(self) -> str:
        return clean_name(str(self._settings.value("lan/name", ""))) or self.tr("Player")

    def _get_seats(self) -> list[dict[str, Any]]:
        lobby = self.client.state.lobby if self.client else None
        if lobby is None:
            return []
        mine = self.client.state.seat if self.client else None
        out = []
        for i, s in enumerate(lobby.seats):
            kind = {"empty": self.tr("Free seat"), "bot": self.tr("Bot"),
                    "human": self.tr("Player")}.get(s.kind, s.kind)
            if s.standin:
                state = self.tr("Bot plays until they are back")
            elif s.kind == "human" and not s.connected:
                state = self.tr("Disconnected")
            elif s.kind == "human":
                state = self.tr("Ready") if s.ready or lobby.started else self.tr("Not ready")
            else:
                state = ""
            name = s.name or (self.tr("Bot %1").replace("%1", str(i + 1)) if s.kind == "bot"
                              else kind)
            # a free seat reads once: its name says it, no second line repeats it
            out.append({"seat": i, "name": name, "kind": s.kind,
                        "kindText": "" if s.kind == "empty" else kind,
                        "state": state, "ready": s.ready, "mine": i == mine,
                        "connected": s.connected})
        return out

    def _get_games(self) -> list[dict[str, Any]]:
        """The rooms found, each with ``mine``: a seat there waits for this player (the
        list says so instead of counting free seats, and joining takes it back)."""
        games = list(self.browser.games.values()) if self.browser is not None else []
        kept = rejoin.load(self._rejoin_path)
        waits = self._seat_waits_in(kept) if kept is not None else None
        return sorted(({**g, "mine": waits is not None and waits(g)} for g in games),
                      key=lambda g: g["room"].lower())

    def _seat_waits_in(self, kept: rejoin.Seat) -> Callable[[dict[str, Any]], bool] | None:
        """Which listed room holds the kept seat: its game, announced with the key of the
        host that gave the seat's token, from where that host was reached. An announced
        key is only a claim (a look-alike can copy the whole announcement), so a room with
        that game id elsewhere, or with another key, is just a room; coming back proves
        the key anyway (:meth:`rejoin`)."""
        host_key = self._kept_host(kept)
        if host_key is None:
            return None
        return lambda g: (bool(g["id"]) and g["id"] == kept.game_id
                          and g.get("key") == host_key.hex()
                          and (g["address"], g["port"]) == (kept.address, kept.port))

    def _kept_host(self, kept: rejoin.Seat) -> bytes | None:
        """The key of the host that holds the kept seat: the one last reached where the
        seat was taken, in that game (``None`` when the token store has none)."""
        known = self.tokens.latest(f"{kept.address}:{kept.port}")
        return known[0] if known is not None and known[1].game_id == kept.game_id else None

    def _get_chat(self) -> list[dict[str, Any]]:
        return list(self._chat)

    def _get_is_host(self) -> bool:
        return self.host is not None

    def _get_room(self) -> str:
        w = self.client.state.welcome if self.client else None
        return w.room if w is not None else ""

    def _get_address(self) -> str:
        """Where others join: the one address the room listens on, or every address of
        this machine when it listens on all of them."""
        if self.host is None:
            return ""
        listening = _listen_address()
        addresses = [listening] if listening else lan_addresses()
        return ", ".join(f"{a}:{self.host.port}" for a in addresses)

    def _get_started(self) -> bool:
        lobby = self.client.state.lobby if self.client else None
        return bool(lobby and lobby.started)

    def _get_spectating(self) -> bool:
        return bool(self.client and self.client.state.welcome is not None
                    and self.client.state.seat is None)

    def _get_ready(self) -> bool:
        seats = self._get_seats()
        return any(s["mine"] and s["ready"] for s in seats)

    def _get_can_resume(self) -> bool:
        return (self._data / "lan_autosave.json").exists()

    def _get_can_reconnect(self) -> bool:
        return self._rejoin is not None

    @property
    def _rejoin_path(self) -> Path:
        return self._data / rejoin.FILE

    def _keep_seat(self, welcome: p.Welcome) -> None:
        """A guest sat down at a room on another computer: remember where, so that a
        restarted game offers to take the seat back (the main menu's "Rejoin")."""
        link = str(getattr(self.client, "rejoin_link", ""))  # an internet room's client
        if self.host is not None or welcome.seat is None or (self._target is None and not link):
            return
        address, port, _pin, _spectate = self._target or ("", 0, "", False)
        try:
            rejoin.save(self._rejoin_path, rejoin.Seat(
                room=clean_room(welcome.room) or self.tr("UNO table"), address=address,
                port=port, game_id=welcome.game_id[:64], link=link))
        except OSError as exc:
            log.warning("the seat to rejoin was not kept: %s", exc)

    def _forget_seat(self) -> None:
        rejoin.forget(self._rejoin_path)

    def _set_rejoin(self, target: tuple[str, int, str, bool] | None) -> None:
        if target != self._rejoin:
            self._rejoin = target
            self.statusChanged.emit()

    screen = Property(str, _get_screen, notify=screenChanged)
    status = Property(str, _get_status, notify=statusChanged)
    playerName = Property(str, _get_name, notify=statusChanged)
    seats = Property("QVariantList", _get_seats, notify=lobbyChanged)
    games = Property("QVariantList", _get_games, notify=gamesChanged)
    chat = Property("QVariantList", _get_chat, notify=chatChanged)
    isHost = Property(bool, _get_is_host, notify=lobbyChanged)
    room = Property(str, _get_room, notify=lobbyChanged)
    address = Property(str, _get_address, notify=lobbyChanged)
    started = Property(bool, _get_started, notify=lobbyChanged)
    spectating = Property(bool, _get_spectating, notify=lobbyChanged)
    ready = Property(bool, _get_ready, notify=lobbyChanged)
    canResume = Property(bool, _get_can_resume, notify=screenChanged)
    canReconnect = Property(bool, _get_can_reconnect, notify=statusChanged)
    # the host form's choices, as the new-game form offers them (statusChanged follows a
    # language switch: the screens re-read their texts)
    editions = Property("QVariantList", lambda self: edition_choices(), notify=statusChanged)
    presets = Property("QVariantList", lambda self: preset_choices(), notify=statusChanged)
    defaultEdition = Property(str, lambda self: RuleOptions().edition, constant=True)
    chatLimit = Property(int, lambda self: 200, constant=True)
    pinMinChars = Property(int, lambda self: p.PIN_MIN_CHARS, constant=True)
    pinError = Property(str, lambda self: self._pin_error, notify=pinErrorChanged)
    """Why the host refused the PIN just typed (the PIN prompt says it; empty: none)."""
    wrongPins = Property(int, lambda self: self.host.wrong_pins if self.host else 0,
                         notify=wrongPinsChanged)
    """Wrong PINs tried at the room this computer hosts, from every address (the lobby
    tells the host: someone may be guessing)."""

    def _set_allow_coach(self, on: bool) -> None:
        if on != self._allow_coach:
            self._allow_coach = on
            self.statusChanged.emit()

    # the host's say: players of a room opened here may ask the coach for hints
    allowCoach = Property(bool, lambda self: self._allow_coach, _set_allow_coach,
                          notify=statusChanged)

    # ------------------------------------------------------------------ navigation

    @Slot(str)
    def show(self, name: str) -> None:
        """``home``, ``host`` or ``join`` (the lobby comes by joining)."""
        if name == "join":
            self.startBrowsing()
        self._set_status("")
        self._set_screen(name)

    @Slot(str)
    def setPlayerName(self, name: str) -> None:
        name = clean_name(name)  # as the host will show it
        if name:
            self._settings.setValue("lan/name", name)
            self.statusChanged.emit()

    # ------------------------------------------------------------------ discovery

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
            self._set_status(self.tr("Games on the network cannot be listed here; "
                                     "join by address instead."))

    @Slot()
    def stopBrowsing(self) -> None:
        if self.browser is not None:
            self.browser.stop()
            self.browser = None
            self.gamesChanged.emit()

    # ------------------------------------------------------------------ hosting

    @Slot(str, str, str, int, int, result=bool)
    @Slot(str, str, str, int, int, str, result=bool)
    def hostGame(self, room: str, pin: str, preset: str, seats: int, bots: int,
                 edition: str = "classic") -> bool:
        """Open a room on this computer and sit down at it: ``preset``'s house rules for
        ``edition`` (with the edition's own preset, as a game on one computer has)."""
        room = clean_room(room) or self.tr("UNO table")
        try:
            options = rules_for(preset, edition if edition in EDITIONS else "classic")
        except (OptionError, ValueError) as exc:
            self._cannot_host(exc)
            return False
        pin = pin.strip()[:p.PIN_MAX_CHARS]
        if 0 < len(pin) < p.PIN_MIN_CHARS:
            self._set_status(self.tr("A PIN needs at least %1 characters (or none at all).")
                             .replace("%1", str(p.PIN_MIN_CHARS)))
            return False
        identity = self._identity()
        config = HostConfig(room=room, pin=pin, preset=preset,
                            options=options, seats=seats, bots=max(0, min(bots, seats - 1)),
                            autosave=self._data / "lan_autosave.json", coach=self._allow_coach,
                            identity=identity)
        try:
            host = LanHost(config, self)
        except (ValueError, OSError) as exc:
            self._cannot_host(exc)
            return False
        self.tokens.forget(identity.public)  # our seat and ticket of an earlier room: gone
        return self._serve(host, config.pin)

    def _identity(self) -> HostIdentity:
        """This computer's host key (``net.identity``), kept in the data folder."""
        return load_identity(self._data / IDENTITY_FILE)

    def _cannot_host(self, exc: Exception) -> None:
        """Why the room did not open, in the player's words: the exception's own text
        (English, from Qt, the system or the rules file) goes to the log only."""
        log.warning("a LAN game could not be hosted: %s", exc)
        self._set_status(self.tr("This game cannot be hosted: %1").replace(
            "%1", hosting_reason(exc)))

    @Slot(result=bool)
    def resumeGame(self) -> bool:
        """Host the saved LAN game again; players reclaim their seats with their tokens."""
        from uno_desktop.saves import SaveError

        path = self._data / "lan_autosave.json"
        try:
            host = LanHost.resume(path, HostConfig(autosave=path, coach=self._allow_coach,
                                                   identity=self._identity()), self)
        except SaveError:
            self._set_status(self.tr("The saved LAN game cannot be resumed."))
            return False
        return self._serve(host, host.config.pin)

    def _serve(self, host: LanHost, pin: str) -> bool:
        self._data.mkdir(parents=True, exist_ok=True)
        try:
            try:
                host.listen(DEFAULT_PORT, _listen_address())
            except OSError:
                host.listen(0, _listen_address())
        except OSError as exc:
            self._cannot_host(exc)
            return False
        self.host = host
        host.lobbyChanged.connect(self.lobbyChanged)
        host.pinRefused.connect(lambda _count: self.wrongPinsChanged.emit())
        self.wrongPinsChanged.emit()
        host.gameEnded.connect(lambda: self._keep_finished(host))
        try:
            from uno_desktop.net.discovery import Announcer

            self.announcer = Announcer(interfaces=_interfaces())
            self.announcer.announce(host, host.port, _listen_address() or "")
            host.lobbyChanged.connect(lambda: self.announcer and self.announcer.update(host))
        except OSError:
            self.announcer = None  # joining by address still works
        # our own seat: this host's key, so our token (of a resumed game) goes to it alone
        self._connect("127.0.0.1", host.port, pin, False, host_key=host.identity.public)
        return True

    def _keep_finished(self, host: LanHost) -> None:
        """The game this computer hosted is over: keep it to watch again (the last 50)."""
        from uno_desktop.library import FOLDER, GameLibrary

        session = host.session
        if session is None or not session.game.over:
            return
        try:
            GameLibrary(self._data / FOLDER).add(session.record(), list(session.seats),
                                                 session.game)
        except OSError as exc:
            log.warning("the finished LAN game was not kept: %s", exc)
            self._set_status(self.tr("Could not keep the game to watch again: %1")
                             .replace("%1", file_error(exc)))

    @Slot(int, str)
    def setSeat(self, seat: int, kind: str) -> None:
        """Host only, before the deal: ``bot`` or ``empty``."""
        if self.host is not None:
            self.host.set_seat(seat, kind)

    @Slot()
    def startGame(self) -> None:
        if self.host is not None:
            self.host.start_game()

    # ------------------------------------------------------------------ joining

    @Slot(str, int, str, bool, result=bool)
    def joinAddress(self, address: str, port: int, pin: str, spectate: bool) -> bool:
        address = address.strip()
        if ":" in address and address.count(":") == 1:
            address, _, port_text = address.partition(":")
            port = int(port_text) if port_text.isdigit() else port
        if not address or not 0 < port < 65536:
            self._set_status(self.tr("Enter the host's address and port."))
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
        state = ClientState(name=self._get_name(), pin=pin, spectate=spectate)
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
            lambda n: self._set_status(self.tr("Connection lost, reconnecting…")))
        self.client = client
        self._chat = []
        self.chatChanged.emit()
        self._set_status(self.tr("Connecting…"))

    @Slot(str, str, bool, result=bool)
    def joinNamed(self, name: str, pin: str, spectate: bool) -> bool:
        """Join the room the list found under ``name`` (its service name: the list may have
        changed order while a PIN was typed)."""
        games = self._get_games()
        index = next((i for i, g in enumerate(games) if g["name"] == name), -1)
        if index < 0:
            self._set_status(self.tr("That room is gone from the network."))
            return False
        return self.joinGame(index, pin, spectate)

    @Slot()
    def clearPinError(self) -> None:
        self._set_pin_error("")

    def _set_pin_error(self, text: str) -> None:
        if text != self._pin_error:
            self._pin_error = text
            self.pinErrorChanged.emit()

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
            text += " " + self.tr("The host can resume this game later; join it again then.")
        if reason in REJOINABLE and self.host is None:
            self._rejoin_key = self.client.state.host_key if self.client is not None else None
            self._set_rejoin(self._target)
        self._set_status(text)
        if self.transport is None and self._screen == "lobby":
            self._drop_client()
            self._set_screen("home")

    def _on_chat(self, seat: object, name: str, text: str) -> None:
        self._chat.append({"name": name, "text": text, "seat": -1 if seat is None else seat})
        del self._chat[:-CHAT_LINES]
        self.chatChanged.emit()

    # ------------------------------------------------------------------ lobby actions

    @Slot(bool)
    def setReady(self, ready: bool) -> None:
        if self.client is not None:
            self.client.set_ready(ready)

    @Slot(str)
    def say(self, text: str) -> None:
        if self.client is not None:
            self.client.say(text[:200])

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
            client = RoomClient(ClientState(name=self._get_name()), pairing, self.tokens, self)
            self.adopt(client)
            client.open()
            self._set_status(self.tr("Rejoining %1…").replace("%1", kept.room))
            return True
        # the host last seen there with this game: its ticket makes the link, no PIN, and
        # no other host is accepted in its place
        self._connect(kept.address, kept.port, "", False, host_key=self._kept_host(kept))
        self._set_status(self.tr("Rejoining %1…").replace("%1", kept.room))
        return True

    @Slot()
    def reconnect(self) -> None:
        """Back to the seat we were cut off from, with its token (taking it over again)."""
        if self._rejoin is not None:
            address, port, pin, spectate = self._rejoin
            self._connect(address, port, pin, spectate, host_key=self._rejoin_key)

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

    @Slot(str, result=str)
    def errorText(self, code: str) -> str:
        return translate_code("net", code)

    def shutdown(self) -> None:
        """App exit: like leaving, and the browser stops."""
        self.stopBrowsing()
        self.leave()
