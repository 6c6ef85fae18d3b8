"""The host of a networked game: the one authority, put together from its parts.

A :class:`LanHost` serves one room. Its jobs live in their own modules, and this one wires
them and keeps the room's life (listen, deal, save, resume, close):

* :mod:`.link`: the seam to whatever carries a peer's bytes (frames in, frames out,
  closed); :mod:`.tcp` provides TCP sockets on the LAN, other providers (a relay for rooms
  across the internet, a secure handshake around any link) hand their links to
  :meth:`LanHost.accept` the same way;
* :mod:`.peers`: every link's frames in (rate limited, decoded) and messages out, errors
  and strikes, pings and stalls;
* :mod:`.sealed`: every link runs the secure handshake first (on the room's PIN, or a
  ticket the room issued; :class:`~.sealed.RoomGate` counts wrong PINs) and is sealed
  after it, whatever carries it;
* :mod:`.seating`: who sits where: a peer's hello (token, seat or spectator place,
  name), ready, the host's bots, a dropped seat's stand-in, the lobby message;
* :mod:`.relay`: the dealt game to every peer through the same
  :class:`~uno_desktop.referee.Referee` and :class:`~uno_desktop.session.HostSession` a
  game on one computer uses, on one timer (:mod:`uno_desktop.referee_timer`);
* :mod:`.keeper`: the room's game on disk, saved from the deal (every action written
  before anything goes out) and read back to resume the room.

Who may connect and how much a peer may send is :mod:`.admission`'s policy; peer-chosen
text is cleaned by :mod:`.names`.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from rules import Game, new_game
from uno_desktop import collector, qtcompat
from uno_desktop.net import keeper
from uno_desktop.net import protocol as p
from uno_desktop.net.admission import Admission, address_identity
from uno_desktop.net.config import HostConfig
from uno_desktop.net.link import Link
from uno_desktop.net.names import clean_chat, clean_room
from uno_desktop.net.peers import Conn, Peers
from uno_desktop.net.relay import GameRelay
from uno_desktop.net.sealed import RoomGate, SecureLink
from uno_desktop.net.seating import Seating, SeatRec
from uno_desktop.net.secure import HostIdentity, Tickets
from uno_desktop.net.tcp import TcpListener
from uno_desktop.referee import Referee
from uno_desktop.session import HostSession

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

__all__ = ["HostConfig", "LanHost", "PinTooLong"]


class PinTooLong(ValueError):
    """A room's PIN longer than ``protocol.PIN_MAX_CHARS`` (the UI words it)."""


class LanHost(QObject):
    """Serves one game. Create, :meth:`listen` (or hand it links through :meth:`accept`),
    then start (or ``autostart``)."""

    lobbyChanged = Signal()
    gameStarted = Signal()
    gameEnded = Signal()
    actionApplied = Signal(int)  # the new state id
    chatReceived = Signal(object, str, str)  # seat (int | None), name, text
    pinRefused = Signal(int)  # the number of wrong PINs so far, from every address
    closed = Signal()

    def __init__(self, config: HostConfig, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """``clock``: the host's one time, in seconds: the watchdog, the PIN throttle,
        strikes, round trips and the referee all read it (tests drive it)."""
        super().__init__(parent)
        if len(config.pin) > p.PIN_MAX_CHARS:
            raise PinTooLong(f"the PIN is longer than {p.PIN_MAX_CHARS} characters")
        config = replace(config, room=clean_room(config.room) or "UNO")
        self.config = config
        self.limits = config.limits
        self.clock = clock
        self.admission = Admission(config.limits, clock)
        self.options = config.rule_options()
        self.peers = Peers(self.admission, config.limits, clock,
                           handshake_ms=config.handshake_ms, ping_ms=config.ping_ms,
                           on_message=self._dispatch, on_gone=self._gone,
                           on_latency=self._latency, parent=self)
        self.seating = Seating(config, self.options, self.admission, self.peers, self)
        self.seating.changed.connect(self.lobbyChanged)
        self.identity = config.identity or HostIdentity.generate()
        self.room_key = config.room_key or Tickets.new_key()
        self.gate = RoomGate(self.identity, config.pin, Tickets(self.room_key), self.admission,
                             on_wrong_secret=self.pinRefused.emit)
        self.listener = TcpListener(_InClear(self), config.limits, clock, self)
        self.session: HostSession | None = None
        self.relay: GameRelay | None = None
        self._closed = False
        self.timings: list[tuple[float, float, float, int]] | None = (
            [] if config.timings else None)
        """With ``config.timings``, per action a peer sent: when it was read and when every
        peer's update was written (``perf_counter``, the system's monotonic clock: the
        clients' log uses the same), the process's CPU seconds so far and the state id it
        led to. Benchmarks split the latency by it: to the host, in the host, to the seats."""
        self.keeper = keeper.RoomKeeper(config, self.seating, self.room_key)

    # ------------------------------------------------------------------ lifecycle

    def listen(self, port: int = 0, address: str | None = None) -> int:
        """Listen on ``address`` (all interfaces by default) and return the port."""
        return self.listener.listen(port, address)

    def accept(self, link: Link) -> None:
        """A new peer whose link its provider secured already (an internet room's: its
        own run of :mod:`.secure`, through the mailbox, before the link is handed over):
        to the peers as it is. A link whose bytes travel in the clear goes through
        :meth:`accept_in_clear` instead."""
        self.peers.accept(link)

    def accept_in_clear(self, link: Link) -> None:
        """A new peer on a link that carries bytes as they are (a TCP socket on the LAN):
        the secure handshake first, on the room's PIN or a ticket it issued
        (:class:`~.sealed.RoomGate`), then every frame sealed."""
        self.peers.accept(SecureLink(link, self.gate.channel(link.address)))

    @property
    def port(self) -> int:
        return self.listener.port

    @property
    def game_id(self) -> str:
        return self.seating.game_id

    @game_id.setter
    def game_id(self, value: str) -> None:
        self.seating.game_id = value

    @property
    def seats(self) -> list[SeatRec]:
        """The seats: who owns each and how it is played now."""
        return self.seating.seats

    @property
    def conns(self) -> list[Conn]:
        """Every peer connected now."""
        return self.peers.conns

    @property
    def referee(self) -> Referee | None:
        return self.relay.referee if self.relay is not None else None

    @property
    def started(self) -> bool:
        return self.session is not None

    @property
    def wrong_pins(self) -> int:
        """Wrong PINs since the room opened, from every address."""
        return self.admission.wrong_pins

    def free_seats(self) -> int:
        return self.seating.free_seats()

    def lobby(self) -> p.Lobby:
        return self.seating.lobby()

    def set_seat(self, seat: int, kind: str, level: str = "normal") -> None:
        """Host's choice in the lobby: a bot (``bot``) or a free seat (``empty``)."""
        self.seating.set_seat(seat, kind, level)

    def start_game(self, game: Game | None = None) -> None:
        """Deal (or play ``game``, one a test stacked): empty seats are filled with bots so
        the game never waits on nobody."""
        if self.session is not None:
            return
        self.seating.fill_with_bots()
        if game is None:
            seed = self.config.seed if self.config.seed is not None else secrets.randbits(32)
            game = new_game(self.options, self.config.seats, seed)
        self._begin(game)
        relay = self.relay
        assert relay is not None
        for conn in self.peers.conns:
            if conn.joined:
                relay.snapshot(conn, -1)
        self.gameStarted.emit()
        relay.arm()

    def _begin(self, game: Game, bot_seed: int | None = None) -> None:
        """The session, its referee and its autosave, before any client hears of it."""
        session = self.session = HostSession(  # a nameless seat stays "": read per language
            game, self.seating.seat_infos(),
            bot_seed=game.seed if bot_seed is None else bot_seed)
        relay = self.relay = GameRelay(session, self.config.pacing(), self.clock, self.peers,
                                       lambda seat: self.seating.seats[seat].conn, self)
        self.seating.session = session
        for conn in self.peers.conns:
            if conn.joined:
                relay.open_screen(conn)
        self.keeper.deal(session)  # saved, and every action on disk before anyone is told
        session.on_told.append(self._told)
        session.on_seats.append(relay.arm)  # a stand-in bot took over, or its player is back
        self.seating.broadcast_lobby()

    def close(self, reason: str = "host_quit") -> None:
        """Tell everyone, save for a later resume, hang up."""
        if self._closed:
            return
        self._closed = True
        resumable = self.keeper.close()
        if self.relay is not None:
            self.relay.close()
        self.seating.close()
        self.peers.close_all(p.Closing(reason=reason, resumable=resumable))
        self.listener.close()
        self.closed.emit()

    # ------------------------------------------------------------------ kept and resumed

    @classmethod
    def resume(cls, path: Path, config: HostConfig, parent: QObject | None = None) -> LanHost:
        """A host for a saved game (:func:`.keeper.read`): every human seat waits for its
        token, a bot stands in after the drop grace. Raises
        :class:`~uno_desktop.saves.SaveError`."""
        saved = keeper.read(path, config)
        host = cls(saved.config, parent)
        host.game_id = saved.game_id
        host.keeper.by_code = saved.by_code
        host.seating.seats[:] = saved.seats
        host._begin(saved.game, saved.bot_seed)
        for seat, rec in enumerate(host.seating.seats):
            if rec.kind == "human":
                host.seating.dropped(seat)
        assert host.relay is not None
        host.relay.arm()
        return host

    # ------------------------------------------------------------------ messages

    def _dispatch(self, conn: Conn, msg: p.Msg) -> None:
        """One message from a peer (pings are the peers' own), to the part it is for."""
        if isinstance(msg, p.Hello):
            if self.seating.hello(conn, msg):
                self._joined(conn, msg)
            return
        if not conn.joined:
            self.peers.error(conn, "hello_first")
            return
        if isinstance(msg, p.Act):
            if self.relay is not None:
                self.relay.act(conn, msg)
            else:
                code = ("spectator" if conn.seat is None else
                        "not_your_seat" if msg.seat != conn.seat else "not_started")
                self.peers.error(conn, code, state_id=msg.state_id)
        elif isinstance(msg, p.Shown):
            if self.relay is not None:
                self.relay.shown(conn, msg.state_id)
        elif isinstance(msg, p.Ready):
            if self.seating.ready(conn, msg.ready):
                self._maybe_autostart()
        elif isinstance(msg, p.Say):
            self._say(conn, msg.text)
        elif isinstance(msg, p.React):
            if self.relay is not None:
                self.relay.react(conn, msg.reaction)
            else:
                self.peers.error(conn, "not_started")
        elif isinstance(msg, p.Resync):
            self._resync(conn, msg.state_id)
        elif isinstance(msg, p.Bye):
            self.seating.leave(conn)
            self.peers.hang_up(conn)

    def _joined(self, conn: Conn, msg: p.Hello) -> None:
        """A peer was welcomed: a game running, it gets its snapshot (only what it missed
        when it comes back to the same game); in the lobby, the deal may be due."""
        if conn.handshake_timer is not None:
            conn.handshake_timer.stop()
        if self.relay is not None:
            same_game = msg.game_id == self.game_id
            self.relay.open_screen(conn)
            self.relay.snapshot(conn, msg.last_state if same_game else -1)
            self.relay.arm()
        else:
            self._maybe_autostart()

    def _say(self, conn: Conn, text: str) -> None:
        """A chat line to everyone, within the seat's, the address's and the room's budget."""
        text = clean_chat(text)
        if not text:
            return
        senders = {conn.identity, address_identity(conn.address)}  # seat and address
        if not self.admission.allow_chat(*senders, spectator=conn.seat is None):
            self.peers.error(conn, "rate_limited", "chat")
            return
        self.peers.broadcast(p.Chat(seat=conn.seat, name=conn.name, text=text))
        self.chatReceived.emit(conn.seat, conn.name, text)

    def _resync(self, conn: Conn, state_id: int) -> None:
        now = self.clock()
        if now - conn.resync_at < 1.0:
            self.peers.error(conn, "rate_limited", "one resync per second")
            return
        conn.resync_at = now
        if self.relay is None:
            self.peers.send(conn, self.seating.lobby())
        else:
            self.relay.snapshot(conn, state_id)

    def _maybe_autostart(self) -> None:
        if self.config.autostart and not self.started and self.seating.all_ready():
            self.start_game()

    def _gone(self, conn: Conn) -> None:
        """A peer's link is gone: its table no longer paces the game, its seat waits."""
        if self.relay is not None:
            self.relay.close_screen(conn)
        self.seating.gone(conn)

    def _latency(self, conn: Conn) -> None:
        if self.relay is not None:
            self.relay.latency(conn)

    def _told(self) -> None:
        """An action went in, and every connection has it queued: out it goes."""
        self.peers.flush()
        game = self.session.game if self.session is not None else None
        if game is None:
            return
        read_at = self.peers.read_at
        if self.timings is not None and read_at:
            self.timings.append((read_at, time.perf_counter(), time.process_time(),
                                 game.state_id))
            self.peers.read_at = 0.0
        self.keeper.told()  # a full save due goes behind the update, not before it
        collector.idle()  # so does the garbage collector's pass
        self.actionApplied.emit(game.state_id)
        if game.over:
            self.gameEnded.emit()

    def watch(self) -> None:
        """Drop every peer that stalls (the watchdog does this once a second)."""
        self.peers.watch()


class _InClear:
    """The TCP listener's host: every socket it accepts gets the secure handshake first."""

    def __init__(self, host: LanHost) -> None:
        self._host = host

    def accept(self, link: Link) -> None:
        self._host.accept_in_clear(link)
