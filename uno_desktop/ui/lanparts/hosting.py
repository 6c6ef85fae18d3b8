"""Opening a room on this computer, resuming a saved one, seating bots and starting its game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Slot

from rules import OptionError
from rules.editions import EDITIONS
from uno_desktop.net import protocol as p
from uno_desktop.net.host import HostConfig, LanHost
from uno_desktop.net.identity import FILE_NAME as IDENTITY_FILE
from uno_desktop.net.identity import load_identity
from uno_desktop.net.names import clean_room
from uno_desktop.net.secure import HostIdentity
from uno_desktop.ui.lanparts.joining import LanJoining
from uno_desktop.ui.lanparts.lobby import (
    DEFAULT_PORT,
    _interfaces,
    _listen_address,
    hosting_reason,
    log,
)
from uno_desktop.ui.setup import rules_for
from uno_desktop.ui.texts import file_error

translate = QCoreApplication.translate  # in the context its strings have always had


class LanHosting(LanJoining):
    """A host's side: the room opened or resumed (its identity, its listener, its autosave),
    the lobby's seats set, the game started, a finished game kept."""

    @Slot(str, str, str, int, int, result=bool)
    @Slot(str, str, str, int, int, str, result=bool)
    def hostGame(self, room: str, pin: str, preset: str, seats: int, bots: int,
                 edition: str = "classic") -> bool:
        """Open a room on this computer and sit down at it: ``preset``'s house rules for
        ``edition`` (with the edition's own preset, as a game on one computer has)."""
        room = clean_room(room) or translate("LanController", "UNO table")
        try:
            options = rules_for(preset, edition if edition in EDITIONS else "classic")
        except (OptionError, ValueError) as exc:
            self._cannot_host(exc)
            return False
        pin = pin.strip()[:p.PIN_MAX_CHARS]
        if 0 < len(pin) < p.PIN_MIN_CHARS:
            self._set_status(translate(
                "LanController", "A PIN needs at least %1 characters (or none at all).")
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
        self._set_status(translate("LanController", "This game cannot be hosted: %1").replace(
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
            self._set_status(translate("LanController", "The saved LAN game cannot be resumed."))
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
            self._set_status(translate(
                "LanController", "Could not keep the game to watch again: %1")
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
