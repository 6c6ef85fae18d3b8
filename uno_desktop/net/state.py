"""Client-side protocol state without Qt or sockets: the seat, token, view and event log.

The bot client and the tests drive it over plain sockets; :class:`~uno_desktop.net.client.
LanClient` drives it over a ``QTcpSocket``; both make the link with
:class:`~uno_desktop.net.sealed.GuestChannel`. :class:`TokenStore` keeps what a guest
knows about each host, by the host's identity key, so a seat survives an app restart and a
look-alike host never reads or overwrites another host's token.
"""

from __future__ import annotations

import logging
import os
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import msgspec
from msgspec import Meta

from rules import OptionError, PlayerView
from rules.actions import Action
from rules.events import Event
from rules.options import validate
from uno_desktop.net import protocol as p

if TYPE_CHECKING:  # the cryptography loads with a link, not with the state
    from uno_desktop.net.secure import Ticket

log = logging.getLogger(__name__)

TOKENS_VERSION = 2
KEEP_HOSTS = 64
"""Hosts the token file remembers (the most recent ones)."""
HostKeyHex = Annotated[str, Meta(min_length=64, max_length=64, pattern="^[0-9a-f]+$")]
TicketHex = Annotated[str, Meta(max_length=96, pattern="^[0-9a-f]*$")]


class HostEntry(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """What this computer keeps about one host: where it was last reached (a hint for
    coming back, never a key), the room's name, the seat's token in its game, and the
    ticket that makes a new link without the PIN. Only ever used with that host's proven
    key (docs/protocol.md, Security)."""

    address: Annotated[str, Meta(max_length=300)] = ""
    room: p.RoomName = ""
    game_id: p.GameId = ""
    token: p.Token = ""
    seat: p.SeatNo | None = None
    ticket: TicketHex = ""
    at: float = 0.0


class _TokenFile(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    version: int
    hosts: dict[HostKeyHex, HostEntry]


_FILE_DECODER = msgspec.json.Decoder(_TokenFile)


def make_private(path: Path) -> None:
    """A file of secrets another local user may read is made the user's only (one an
    older version wrote, a restored backup); new ones are written so
    (``saves.write_atomically``)."""
    try:
        if os.name == "posix" and path.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO):
            path.chmod(stat.S_IRUSR | stat.S_IWUSR)
    except OSError:
        pass

_DAMAGE = (msgspec.DecodeError, msgspec.ValidationError, RecursionError, ValueError,
           MemoryError)


class TokenStore:
    """Seat tokens and tickets by host identity, in a JSON file private to the user
    (0600), written atomically. A damaged file is set aside (``.damaged``) with one line
    in the log, and the store starts afresh: a join never fails on it."""

    def __init__(self, path: Path | None) -> None:
        self.path = Path(path) if path else None

    def _load(self) -> dict[str, HostEntry]:
        path = self.path
        if path is None:
            return {}
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return {}
        except OSError as exc:
            log.warning("the LAN tokens in %s cannot be read (%s): starting afresh", path,
                        exc.strerror or exc)
            return {}
        make_private(path)
        try:
            stored = _FILE_DECODER.decode(data)
        except _DAMAGE as exc:
            if self._older(data):
                log.info("the LAN tokens in %s are from an older version: starting afresh",
                         path)
                return {}
            self._set_aside(path, exc)
            return {}
        if stored.version != TOKENS_VERSION:
            log.info("the LAN tokens in %s are from another version: starting afresh", path)
            return {}
        return dict(stored.hosts)

    @staticmethod
    def _older(data: bytes) -> bool:
        """A version-1 file (tokens by address): a flat object without ``version``."""
        try:
            old = msgspec.json.decode(data, type=dict[str, dict[str, str | int | None]])
        except _DAMAGE:
            return False
        return "version" not in old

    @staticmethod
    def _set_aside(path: Path, exc: BaseException) -> None:
        why = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)[:120]
        aside = path.with_name(path.name + ".damaged")
        try:
            os.replace(path, aside)
        except OSError:
            aside = path
        log.warning("the LAN tokens file %s is damaged (%s): set aside as %s, starting "
                    "afresh", path, why, aside.name)

    def _save(self, hosts: dict[str, HostEntry]) -> None:
        if self.path is None:
            return
        from uno_desktop.saves import write_atomically  # 0600: mkstemp's own mode

        newest = sorted(hosts.items(), key=lambda kv: kv[1].at, reverse=True)[:KEEP_HOSTS]
        data = msgspec.json.encode(_TokenFile(version=TOKENS_VERSION, hosts=dict(newest)))
        try:
            write_atomically(self.path, data)
        except OSError as exc:
            log.warning("the LAN tokens could not be written to %s: %s", self.path,
                        exc.strerror or exc)

    def get(self, host_key: bytes) -> HostEntry | None:
        """What is kept about the host with this (proven) key."""
        return self._load().get(host_key.hex())

    def put(self, host_key: bytes, **fields: Any) -> None:
        """Change the entry of this host only (the other hosts' stay as they are)."""
        hosts = self._load()
        old = hosts.get(host_key.hex(), HostEntry())
        try:
            entry = msgspec.convert({**msgspec.structs.asdict(old), **fields, "at": time.time()},
                                    HostEntry)
        except msgspec.ValidationError as exc:  # a caller's bug, or a host's bad value
            log.warning("a LAN token entry was not kept: %s", exc)
            return
        hosts[host_key.hex()] = entry
        self._save(hosts)

    def forget(self, host_key: bytes) -> None:
        hosts = self._load()
        if hosts.pop(host_key.hex(), None) is not None:
            self._save(hosts)

    def latest(self, address: str) -> tuple[bytes, HostEntry] | None:
        """The host last reached at ``address`` (``host:port``) and its entry: whom a
        guest coming back there expects (its key is then checked, never assumed)."""
        found = [(k, e) for k, e in self._load().items() if e.address == address]
        if not found:
            return None
        key, entry = max(found, key=lambda kv: kv[1].at)
        return bytes.fromhex(key), entry


@dataclass
class ClientState:
    """What a client knows: its seat, token, the view, legal actions and the event log.
    ``pin`` is the room's secret for the handshake (it never goes into a message);
    ``host_key`` the key of the host the link proved it speaks to, whose ``token`` and
    ``game_id`` these are; ``ticket`` (``secure.Ticket``) makes the next link without the
    PIN."""

    name: str
    pin: str = ""
    spectate: bool = False
    token: str = ""
    game_id: str = ""
    host_key: bytes | None = None
    ticket: Ticket | None = None
    seat: int | None = None
    view: PlayerView | None = None
    legal: list[Action] = field(default_factory=list)
    history: list[Event] = field(default_factory=list)
    lobby: p.Lobby | None = None
    welcome: p.Welcome | None = None

    def meet(self, host_key: bytes, saved: HostEntry | None) -> None:
        """The link proved it speaks to the host with ``host_key``: from now on the token
        and game id offered are that host's only (``saved``: what the token store keeps
        for it). Another host than the one this state knew starts from nothing."""
        if self.host_key is not None and self.host_key != host_key:
            self.token, self.game_id, self.seat, self.ticket = "", "", None, None
            self.view, self.history, self.legal = None, [], []
            self.welcome = self.lobby = None
        self.host_key = host_key
        if saved is not None and saved.token and not self.token:
            self.token, self.game_id = saved.token, saved.game_id

    def hello(self) -> p.Hello:
        last = self.view.state_id if self.view is not None else -1
        return p.Hello(v=p.PROTOCOL_VERSION, name=self.name, token=self.token,
                       spectate=self.spectate, game_id=self.game_id, last_state=last)

    def entry(self) -> dict[str, Any]:
        """What the token store keeps of this host after a welcome (``TokenStore.put``)."""
        welcome = self.welcome
        return {"room": welcome.room if welcome is not None else "",
                "game_id": self.game_id, "token": self.token, "seat": self.seat,
                "ticket": self.ticket.to_hex() if self.ticket is not None else ""}

    def act(self, action: Action, state_id: int | None = None) -> p.Act:
        """``action`` for our seat, taken at ``state_id`` (default: the latest view)."""
        assert self.seat is not None and self.view is not None
        sid = self.view.state_id if state_id is None else state_id
        return p.Act(seat=self.seat, state_id=sid, action=p.wrap(action))

    def handle(self, msg: Any) -> list[Event]:
        """Update from one host message; returns the events that are news (to animate)."""
        if isinstance(msg, p.Update):  # nearly every message: first
            if self.view is None:
                return []
            events = [p.unwrap_event(t) for t in msg.events]
            view = p.apply_patch(self.view, msg.patch)
            if view.edition_state is not self.view.edition_state:
                p.check_edition_state(view)
            self.legal = [p.unwrap_action(t) for t in msg.legal]
            self.view = view  # (nothing is kept of an update refused on the way)
            self.history.extend(events)
            return events
        if isinstance(msg, p.Welcome):
            self._check(msg)
            self.welcome = msg
            if msg.game_id != self.game_id:
                self.view, self.history = None, []
            self.game_id, self.seat = msg.game_id, msg.seat
            if msg.token and msg.seat is not None:
                self.token = msg.token
            return []
        if isinstance(msg, p.Lobby):
            if self.welcome is not None and len(msg.seats) != self.welcome.seats:
                raise p.ProtocolError("invalid_message", "lobby: not the table's seats")
            self.lobby = msg
            return []
        if isinstance(msg, p.Snapshot):
            events = [p.unwrap_event(t) for t in msg.events]
            p.check_edition_state(msg.view)
            legal = [p.unwrap_action(t) for t in msg.legal]
            had_view = self.view is not None
            self.view, self.legal = msg.view, legal
            if msg.since < 0 or msg.truncated:
                self.history = events
                return [] if had_view else events  # a full resync is not new news
            self.history.extend(events)
            return events
        return []

    @staticmethod
    def _check(msg: p.Welcome) -> None:
        """What the message's own bounds cannot say: the seat is at the table, the options
        are ones the rules accept (a hostile host's are refused whole)."""
        if msg.seat is not None and msg.seat >= msg.seats:
            raise p.ProtocolError("invalid_message", "welcome: a seat not at the table")
        if msg.seat is None and msg.token:
            raise p.ProtocolError("invalid_message", "welcome: a token without a seat")
        try:
            validate(msg.options, "welcome")
        except OptionError as exc:
            raise p.ProtocolError("invalid_message", f"welcome: {exc.code}") from exc
        if msg.options.edition != msg.edition:
            raise p.ProtocolError("invalid_message", "welcome: the edition is not the options'")
