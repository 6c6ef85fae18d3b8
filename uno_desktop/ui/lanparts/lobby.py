"""What the LAN screens show: the screen, the status line, the rooms found, the lobby's seats."""

from __future__ import annotations

import errno
import logging
import os
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings, Signal, Slot

from rules import RuleOptions
from uno_desktop.net import protocol as p
from uno_desktop.net import rejoin
from uno_desktop.net.client import LanClient, TokenStore
from uno_desktop.net.host import LanHost, PinTooLong
from uno_desktop.net.lan_transport import LanTransport
from uno_desktop.net.names import clean_name
from uno_desktop.qttypes import Part, Property
from uno_desktop.ui.setup import edition_choices, preset_choices
from uno_desktop.ui.texts import option_error, seat_name, stored_name, translate_code

translate = QCoreApplication.translate  # in the context its strings have always had

DEFAULT_PORT = 47777
CHAT_LINES = 100
log = logging.getLogger("uno_desktop.ui.lan")
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


class LanLobby(Part):
    """The bottom of the LAN controller: its signals, its state (set up by
    :class:`~uno_desktop.ui.lan.LanController`) and every property the LAN screens read."""

    screenChanged = Signal()
    statusChanged = Signal()
    lobbyChanged = Signal()
    gamesChanged = Signal()
    chatChanged = Signal()
    gameReady = Signal()
    wrongPinsChanged = Signal()
    pinErrorChanged = Signal()

    tokens: TokenStore
    host: LanHost | None
    announcer: Any
    client: LanClient | None
    transport: LanTransport | None
    browser: Any
    _screen: str
    _status: str
    _data: Path
    _browse_interfaces: list[str] | None
    _chat: list[dict[str, Any]]
    _allow_coach: bool
    _target: tuple[str, int, str, bool] | None
    _rejoin: tuple[str, int, str, bool] | None
    _rejoin_key: bytes | None
    _closed_reason: str
    _pin_error: str
    _settings: QSettings

    @Slot()
    def retranslate(self) -> None:
        """The language changed (LanHome.qml says so): the texts made here, again."""
        self.statusChanged.emit()
        self.lobbyChanged.emit()

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
        """The name the LAN screens show this player: the one typed, else the default in
        the language of the moment."""
        return self.chosen_name() or translate("LanController", "Player")

    def chosen_name(self) -> str:
        """The name this player typed, as the host gets it: ``""`` when none was (or a
        default word of any language), so that everyone at the table reads their own
        language's default for the seat ("Spieler 2", "Spelare 2"), never the guest's."""
        return stored_name(clean_name(str(self._settings.value("lan/name", ""))))

    def _get_seats(self) -> list[dict[str, Any]]:
        lobby = self.client.state.lobby if self.client else None
        if lobby is None:
            return []
        mine = self.client.state.seat if self.client else None
        out = []
        for i, s in enumerate(lobby.seats):
            kind = {"empty": translate("LanController", "Free seat"),
                    "bot": translate("LanController", "Bot"),
                    "human": translate("LanController", "Player")}.get(s.kind, s.kind)
            if s.standin:
                state = translate("LanController", "Bot plays until they are back")
            elif s.kind == "human" and not s.connected:
                state = translate("LanController", "Disconnected")
            elif s.kind == "human":
                state = (translate("LanController", "Ready") if s.ready or lobby.started
                         else translate("LanController", "Not ready"))
            else:
                state = ""
            if s.kind == "human":
                name = seat_name(s.name, i)  # none chosen: ours, by seat
            elif s.kind == "bot":
                name = s.name or translate("LanController", "Bot %1").replace("%1", str(i + 1))
            else:
                name = s.name or kind
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

    @Slot(str)
    def setPlayerName(self, name: str) -> None:
        """The name typed on the LAN screens; the default left as it is (in any language)
        is kept as none (:meth:`chosen_name`)."""
        name = clean_name(name)  # as the host will show it
        if name:
            self._settings.setValue("lan/name", stored_name(name))
            self.statusChanged.emit()

    @Slot()
    def clearPinError(self) -> None:
        self._set_pin_error("")

    def _set_pin_error(self, text: str) -> None:
        if text != self._pin_error:
            self._pin_error = text
            self.pinErrorChanged.emit()

    @Slot(str, result=str)
    def errorText(self, code: str) -> str:
        return translate_code("net", code)
