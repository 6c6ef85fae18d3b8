"""Who sits where at the host's table: admission, the lobby and the seats' owners.

A peer's ``hello`` is admitted here, once its link proved the room's PIN or a ticket the
room issued (:mod:`.sealed`): a seat's token reclaims the seat (no limit: its owner always
gets back in); anyone else needs a free seat or a spectator's place, and gets a name no
one else in the room has. Here
too: the host's bots in the lobby, players' "ready", a dropped player's seat (a bot
stands in after a grace and hands it back when its owner returns) and the ``Lobby``
message everyone gets after a change (coalesced). The game itself is :mod:`.relay`'s.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from rules import RuleOptions
from uno_desktop import qtcompat
from uno_desktop.bots.names import distinct_name, initial
from uno_desktop.net import protocol as p
from uno_desktop.net.admission import Admission, seat_identity
from uno_desktop.net.config import HostConfig
from uno_desktop.net.names import clean_name, name_key, numbered
from uno_desktop.net.peers import Conn, Peers
from uno_desktop.session import HostSession, SeatInfo

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

LOBBY_COALESCE_MS = 100
"""Lobby changes within this time go out as one ``Lobby`` (a reconnect storm is one)."""

log = logging.getLogger(__name__)


@dataclass
class SeatRec:
    """The host's view of one seat: who owns it (token hash) and how it is played now."""

    name: str = ""
    kind: str = "empty"  # empty | human | bot
    level: str = "normal"
    token_hash: str = ""
    ready: bool = False
    standin: bool = False
    conn: Conn | None = None
    drop_timer: QTimer | None = None


def token_hash(token: str) -> str:
    """What the host keeps of a seat's token (and saves): its SHA-256."""
    return hashlib.sha256(token.encode()).hexdigest()


class Seating(QObject):
    """The seat table of one room (see the module docstring). ``session`` is set once the
    game is dealt; ``changed`` fires after each ``Lobby`` went out."""

    changed = Signal()

    def __init__(self, config: HostConfig, options: RuleOptions, admission: Admission,
                 peers: Peers, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.config = config
        self.options = options
        self.admission = admission
        self.peers = peers
        self.game_id = secrets.token_hex(8)
        self.session: HostSession | None = None
        self.seats = [SeatRec() for _ in range(config.seats)]
        for seat in range(config.seats - config.bots, config.seats):
            self.seats[seat] = self._bot(config.bot_level)
        self._closed = False
        self._lobby_sent: p.Lobby | None = None
        self._lobby_timer = QTimer(self)
        self._lobby_timer.setSingleShot(True)
        self._lobby_timer.timeout.connect(self._send_lobby)

    @property
    def started(self) -> bool:
        return self.session is not None

    # ------------------------------------------------------------------ the host's say

    def free_seats(self) -> int:
        return sum(1 for rec in self.seats if rec.kind == "empty")

    def set_seat(self, seat: int, kind: str, level: str = "normal") -> None:
        """Host's choice in the lobby: a bot (``bot``) or a free seat (``empty``)."""
        rec = self.seats[seat]
        if self.started or rec.kind == "human":
            return
        self.seats[seat] = SeatRec()
        if kind == "bot":
            self.seats[seat] = self._bot(level)
        self.broadcast_lobby()

    def _bot(self, level: str) -> SeatRec:
        """A bot with a name of its own, and an avatar letter of its own where it can."""
        return SeatRec(name=distinct_name([r.name for r in self.seats if r.name]), kind="bot",
                       level=level, ready=True)

    def fill_with_bots(self) -> None:
        """At the deal: every seat still empty gets a bot, so the game never waits on nobody;
        a bot whose avatar letter a player who joined since shares gets another name."""
        for seat, rec in enumerate(self.seats):
            if rec.kind == "empty":
                self.seats[seat] = self._bot(self.config.bot_level)
        for rec in self.seats:
            others = [r.name for r in self.seats if r is not rec and r.name]
            if rec.kind == "bot" and initial(rec.name) in {initial(n) for n in others}:
                rec.name = distinct_name(others)

    def seat_infos(self) -> list[SeatInfo]:
        """Who plays each seat, as the session (and a save) records it."""
        return [SeatInfo(rec.name, "bot" if rec.kind == "bot" else "human", rec.level)
                for rec in self.seats]

    def all_ready(self) -> bool:
        """Every person seated and ready: a headless host deals now."""
        return all(r.kind == "bot" or (r.kind == "human" and r.ready and r.conn is not None)
                   for r in self.seats)

    # ------------------------------------------------------------------ a peer's hello

    def hello(self, conn: Conn, msg: p.Hello) -> bool:
        """Bind the connection to a seat or a spectator's place and welcome it; ``False``
        when it was refused (it has been told why)."""
        if conn.joined:
            self.peers.error(conn, "already_joined")
            return False
        if msg.v != p.PROTOCOL_VERSION:
            self.peers.error(conn, "version_mismatch", f"host speaks {p.PROTOCOL_VERSION}",
                             fatal=True)
            return False
        seat = self._seat_for_token(msg.token) if msg.token else None
        token = msg.token
        name = clean_name(msg.name) or (self.seats[seat].name if seat is not None else "")
        if msg.name and not name:  # "" is no name chosen: every client words the default
            self.peers.error(conn, "bad_name", "nothing visible is left of it", fatal=True)
            return False
        if seat is None:
            if not msg.spectate and not self.started:
                seat = self._free_seat(msg.seat)
                if seat is None:
                    self.peers.error(conn, "room_full", fatal=True)
                    return False
                token = secrets.token_urlsafe(24)
                self.seats[seat] = SeatRec(name="", kind="human", token_hash=token_hash(token))
            elif not self._spectator_place(conn):
                return False
            else:
                token = ""
        name = self._unique_name(name, conn, seat)
        if seat is not None:
            self._bind(seat, conn, name)
            self._bots_clear_of(name)
        conn.joined, conn.seat, conn.name = True, seat, name
        self.peers.send(conn, p.Welcome(
            v=p.PROTOCOL_VERSION, game_id=self.game_id, room=self.config.room, seat=seat,
            token=token, edition=self.options.edition, preset=self.config.preset,
            seats=self.config.seats, options=self.options,
            pin_required=bool(self.config.pin), coach=self.config.coach))
        self.peers.send(conn, self.lobby())  # its own copy now; everyone else's coalesced
        self.broadcast_lobby()
        return True

    def _spectator_place(self, conn: Conn) -> bool:
        watching = [c for c in self.peers.conns if c.joined and c.seat is None]
        if len(watching) >= self.config.limits.spectators:
            self.peers.error(conn, "room_full", "no more spectators", fatal=True)
            return False
        if sum(c.address == conn.address
               for c in watching) >= self.config.limits.spectators_per_address:
            self.peers.error(conn, "room_full", "no more spectators from this address",
                             fatal=True)
            return False
        return True

    def _bind(self, seat: int, conn: Conn, name: str) -> None:
        """``conn`` plays ``seat`` now: a connection that held it is cut off, a bot that
        stood in for it stops."""
        rec = self.seats[seat]
        old = rec.conn
        if old is not None and old is not conn:
            self.peers.error(old, "replaced", fatal=True)
            old.seat = None
        rec.conn = conn
        rec.name = name
        if rec.drop_timer is not None:
            rec.drop_timer.stop()
        if rec.standin and self.session is not None:
            self.session.set_bot(seat, None)
            rec.standin = False
        conn.identity = seat_identity(rec.token_hash)

    def _unique_name(self, name: str, conn: Conn, seat: int | None) -> str:
        """``name``, or ``name (2)``, ``name (3)``… when someone else in the room already
        has one that looks the same (:func:`~.names.name_key`): every client tells the
        people at the table and in the chat apart. A seat taken back keeps its own; no
        name (``""``) stays none: each client says "Player 3" for seat 3 in its language."""
        if not name:
            return name
        if seat is not None and name_key(self.seats[seat].name) == name_key(name):
            return self.seats[seat].name
        taken = {name_key(r.name) for i, r in enumerate(self.seats)
                 if r.kind == "human" and i != seat and r.name}
        taken |= {name_key(c.name) for c in self.peers.conns
                  if c.joined and c is not conn and c.seat is None and c.name}
        candidate, n = name, 1
        while name_key(candidate) in taken:
            n += 1
            candidate = numbered(name, n)
        return candidate

    def _bots_clear_of(self, name: str) -> None:
        """A person sat down with a name one of the lobby's bots has: the bot takes another
        (people keep theirs), so no two seats read the same before the deal either."""
        if self.started or not name:  # a game's names are dealt: one coming back keeps theirs
            return
        for rec in self.seats:
            if rec.kind == "bot" and name_key(rec.name) == name_key(name):
                rec.name = distinct_name([r.name for r in self.seats if r.name])

    def _seat_for_token(self, token: str) -> int | None:
        digest = token_hash(token)
        for seat, rec in enumerate(self.seats):
            if rec.kind == "human" and hmac.compare_digest(rec.token_hash, digest):
                return seat
        return None

    def _free_seat(self, wanted: int | None) -> int | None:
        if wanted is not None and wanted < len(self.seats) and self.seats[wanted].kind == "empty":
            return wanted
        return next((s for s, r in enumerate(self.seats) if r.kind == "empty"), None)

    # ------------------------------------------------------------------ seats coming and going

    def ready(self, conn: Conn, ready: bool) -> bool:
        """A player's "ready" in the lobby; ``False`` when it changed nothing."""
        if conn.seat is None or self.started:
            return False
        self.seats[conn.seat].ready = ready
        self.broadcast_lobby()
        return True

    def leave(self, conn: Conn) -> None:
        """``bye``: a player who leaves a running game on purpose gets a bot at once."""
        if conn.seat is not None and self.started:
            self.seats[conn.seat].conn = None
            self.dropped(conn.seat, grace_ms=0)
            conn.seat = None

    def gone(self, conn: Conn) -> None:
        """A peer's link is gone: its seat waits for it in a game (a bot after the grace),
        and is free again in the lobby."""
        seat = conn.seat
        if conn.joined and seat is not None and self.seats[seat].conn is conn:
            self.seats[seat].conn = None
            if self.started:
                self.dropped(seat)
            else:
                self.seats[seat] = SeatRec()
        if conn.joined:
            self.broadcast_lobby()

    def dropped(self, seat: int, grace_ms: int | None = None) -> None:
        """A bot stands in after a short grace, unless the player is back by then."""
        rec = self.seats[seat]
        grace = self.config.drop_grace_ms if grace_ms is None else grace_ms
        if rec.drop_timer is None:
            rec.drop_timer = QTimer(self)
            rec.drop_timer.setSingleShot(True)
            rec.drop_timer.timeout.connect(lambda s=seat: self._standin(s))
        rec.drop_timer.start(max(0, grace))

    def _standin(self, seat: int) -> None:
        rec = self.seats[seat]
        if rec.conn is not None or self.session is None or rec.standin:
            return
        rec.standin = True
        self.session.set_bot(seat, rec.level)
        self.broadcast_lobby()
        self.peers.flush()

    # ------------------------------------------------------------------ the lobby message

    def lobby(self) -> p.Lobby:
        seats = [p.SeatState(name=r.name, kind=r.kind, connected=r.conn is not None,
                             ready=r.ready, standin=r.standin) for r in self.seats]
        spectators = sum(1 for c in self.peers.conns if c.joined and c.seat is None)
        return p.Lobby(seats=seats, started=self.started, spectators=spectators)

    def broadcast_lobby(self) -> None:
        """Everyone gets the new seat table: at once when the game has just started (it
        must arrive before the first snapshot), else once the burst of changes is over."""
        if self._lobby_sent is None or self._lobby_sent.started != self.started:
            self._send_lobby()
        elif not self._lobby_timer.isActive():
            self._lobby_timer.start(LOBBY_COALESCE_MS)

    def _send_lobby(self) -> None:
        self._lobby_timer.stop()
        if self._closed:
            return
        self._lobby_sent = self.lobby()
        self.peers.broadcast(self._lobby_sent)
        self.changed.emit()

    def close(self) -> None:
        """The room closes: no more lobby goes out."""
        self._closed = True
        self._lobby_timer.stop()
