"""Finding games on the LAN with zeroconf (mDNS/DNS-SD); joining by address works without it.

The host announces ``_uno-desktop._tcp.local.`` with the room name, edition, free seats,
game id and its public key (``key``, hex) as TXT properties: the list tells apart two rooms
of one name and game id by whose they are (anyone can announce any key, but only its
owner proves it when a guest comes back to it). :class:`GameBrowser` lists games as they
appear and vanish; zeroconf calls back on its own thread, so results cross to the Qt thread
through a queued signal.
Tests pass ``interfaces=["127.0.0.1"]`` so nothing leaves the machine.
"""

from __future__ import annotations

import logging
import re
import socket
import threading
from typing import Any

import ifaddr
from PySide6.QtCore import QObject, Qt, Signal, Slot
from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from uno_desktop.net.names import clean_room
from uno_desktop.net.protocol import PROTOCOL_VERSION, SERVICE_TYPE

log = logging.getLogger(__name__)

KEY_TEXT = re.compile("[0-9a-f]{64}")
"""A host key as announced: 32 bytes in lowercase hex (anything else reads as none)."""
ANY_ADDRESS = frozenset({"", "0.0.0.0", "::", "::0", "0:0:0:0:0:0:0:0"})
"""How a host that listens on every interface names where it listens."""


def ipv4_addresses() -> list[str]:
    """This machine's IPv4 addresses (zeroconf's own dependency ``ifaddr`` lists them)."""
    try:
        return [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                if isinstance(ip.ip, str)]
    except OSError:
        return []


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    return Zeroconf(interfaces=interfaces) if interfaces else Zeroconf()


def _label(text: str) -> str:
    """A DNS-SD instance label: printable, at most 63 bytes."""
    clean = "".join(ch for ch in text if ch.isprintable() and ch != ".") or "UNO"
    return clean.encode()[:40].decode(errors="ignore")


def properties(host: Any) -> dict[str, str]:
    """The TXT record of a :class:`~uno_desktop.net.host.LanHost`."""
    return {
        "v": str(PROTOCOL_VERSION),
        "room": host.config.room[:60],
        "edition": host.options.edition,
        "preset": host.config.preset,
        "seats": str(host.config.seats),
        "free": str(host.free_seats()),
        "pin": "1" if host.config.pin else "0",
        "started": "1" if host.started else "0",
        "id": host.game_id,
        "key": host.identity.public.hex(),
    }


class Announcer:
    """Announces one host. Zeroconf blocks (registering probes for about 2 s, unregistering
    waits for that and sends goodbyes), so both run on worker threads: the Qt thread never
    waits. The closing thread is not a daemon, so the goodbyes go out before the app ends."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self.interfaces = interfaces
        self.zc: Zeroconf | None = None
        self.info: ServiceInfo | None = None
        self._lock = threading.Lock()
        self._closed = False
        self._closer: threading.Thread | None = None

    def _addresses(self, listening: str = "") -> list[bytes]:
        """Where others reach the room: the one address it listens on, when it listens on
        one (a host on 127.0.0.1 is reachable there and nowhere else); else this machine's
        addresses (those zeroconf runs on, when it was given some)."""
        if listening and listening not in ANY_ADDRESS:
            try:
                return [socket.inet_pton(socket.AF_INET6 if ":" in listening
                                         else socket.AF_INET, listening)]
            except OSError:
                log.warning("the room listens on %r, which cannot be announced", listening)
                return []
        if self.interfaces:
            addrs = [a for a in self.interfaces if "." in a]
        else:
            addrs = [a for a in ipv4_addresses() if not a.startswith("127.")] or ["127.0.0.1"]
        return [socket.inet_aton(a) for a in addrs]

    def announce(self, host: Any, port: int, listening: str = "") -> None:
        """Announce ``host`` on ``port``; ``listening``: the address it listens on (empty,
        ``0.0.0.0`` or ``::``: every interface)."""
        name = f"{_label(host.config.room)} {host.game_id[:6]}.{SERVICE_TYPE}"
        self.info = ServiceInfo(SERVICE_TYPE, name, addresses=self._addresses(listening),
                                port=port, properties=properties(host),
                                server=f"uno-{host.game_id}.local.")
        threading.Thread(target=self._register, daemon=True).start()

    def _register(self) -> None:
        with self._lock:
            if self._closed:
                return  # closed before this thread got going: announce nothing
            try:
                self.zc = _zeroconf(self.interfaces)
                assert self.info is not None
                self.zc.register_service(self.info)
            except Exception as exc:  # a probe timed out, the name is taken, no network
                # The room stays open and joinable by its address; only the LAN list
                # misses it. Nothing in a worker thread may end as an uncaught exception.
                log.warning("the room could not be announced on the LAN: %r", exc)

    def update(self, host: Any) -> None:
        """New TXT properties (free seats changed, the game started)."""
        info = self.info
        if info is None or self._closed:
            return
        props = properties(host)
        if props == {k.decode(): (v or b"").decode() for k, v in info.properties.items()}:
            return
        self.info = ServiceInfo(SERVICE_TYPE, info.name, addresses=info.addresses,
                                port=info.port, properties=props, server=info.server)

        def run() -> None:
            with self._lock:
                if self.zc is not None and self.info is not None and not self._closed:
                    self.zc.update_service(self.info)

        threading.Thread(target=run, daemon=True).start()

    def close(self) -> None:
        """Withdraw the announcement on a worker thread and return at once."""
        if self._closed:
            return
        self._closed = True
        self._closer = threading.Thread(target=self._unregister, name="announcer-close")
        self._closer.start()

    def _unregister(self) -> None:
        with self._lock:  # waits for a registration still probing
            if self.zc is None:
                return
            try:
                if self.info is not None:
                    self.zc.unregister_service(self.info)
            except Exception as exc:  # never announced, or the network is gone
                log.warning("the room's LAN announcement could not be withdrawn: %r", exc)
            finally:
                self.zc.close()
                self.zc = None

    def wait_closed(self, timeout: float | None = None) -> bool:
        """Wait for :meth:`close`'s worker (the headless host before it exits, tests)."""
        if self._closer is not None:
            self._closer.join(timeout)
            return not self._closer.is_alive()
        return True


def _game_of(info: ServiceInfo) -> dict[str, Any]:
    props = {k.decode(errors="replace"): (v or b"").decode(errors="replace")
             for k, v in info.properties.items()}
    addresses = info.parsed_addresses()

    def num(key: str) -> int:
        try:
            return int(props.get(key, "0"))
        except ValueError:
            return 0

    return {
        "name": info.name,
        "room": clean_room(props.get("room", info.name.split(".")[0])),  # any device's
        "address": addresses[0] if addresses else "",
        "port": int(info.port or 0),
        "edition": props.get("edition", ""),
        "preset": props.get("preset", ""),
        "seats": num("seats"),
        "free": num("free"),
        "pin": props.get("pin") == "1",
        "started": props.get("started") == "1",
        "compatible": props.get("v") == str(PROTOCOL_VERSION),
        "id": props.get("id", ""),
        "key": key if KEY_TEXT.fullmatch(key := props.get("key", "")) else "",
    }


class GameBrowser(QObject):
    """Games on the LAN as they come and go; signals fire on the Qt thread."""

    gameFound = Signal(dict)
    gameLost = Signal(str)
    gamesChanged = Signal()
    _found = Signal(dict)  # from zeroconf's thread, queued to ours
    _lost = Signal(str)

    def __init__(self, interfaces: list[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interfaces = interfaces
        self.games: dict[str, dict[str, Any]] = {}
        self.zc: Zeroconf | None = None
        self.browser: ServiceBrowser | None = None
        self._found.connect(self._on_found, Qt.ConnectionType.QueuedConnection)
        self._lost.connect(self._on_lost, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        if self.zc is not None:
            return
        self.zc = _zeroconf(self.interfaces)
        self.browser = ServiceBrowser(self.zc, SERVICE_TYPE, handlers=[self._on_change])

    def stop(self) -> None:
        if self.browser is not None:
            self.browser.cancel()
            self.browser = None
        if self.zc is not None:
            self.zc.close()
            self.zc = None

    def _on_change(self, zeroconf: Zeroconf, service_type: str, name: str,
                   state_change: ServiceStateChange) -> None:
        """zeroconf's thread: resolve here (it blocks), hand the result to the Qt thread."""
        if state_change is ServiceStateChange.Removed:
            self._lost.emit(name)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=2000)
        if info is not None and info.port:
            self._found.emit(_game_of(info))

    @Slot(dict)
    def _on_found(self, game: dict[str, Any]) -> None:
        self.games[game["name"]] = game
        self.gameFound.emit(game)
        self.gamesChanged.emit()

    @Slot(str)
    def _on_lost(self, name: str) -> None:
        if self.games.pop(name, None) is not None:
            self.gameLost.emit(name)
            self.gamesChanged.emit()
