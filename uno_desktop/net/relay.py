"""The game to every peer, and every peer's moves to the game.

Once the host deals, a :class:`GameRelay` stands between the peers and the one
:class:`~uno_desktop.session.HostSession` with its :class:`~uno_desktop.referee.Referee`
(the same a game on one computer uses, so the rules, the state id and the host's clock
decide, never the client). It sends each peer only what its seat may see: the
:class:`~uno_desktop.screens.Update` its seat's :class:`~uno_desktop.screens.Screen` shows
(the one seat policy a table on this computer asks too: the session's redacted events and
view, the seat's legal actions) as a patch to the view it last sent, or a snapshot to a
peer that joins or asks; passes each ``act`` through the referee, tells the referee
which table showed what (``shown``) and how far away it is, and tells everyone when a
clock starts.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from rules import PlayerView
from rules.events import Event
from uno_desktop.codec import Tagged
from uno_desktop.net import protocol as p
from uno_desktop.net.peers import Conn, Peers
from uno_desktop.referee import Clock, Pacing, Referee
from uno_desktop.referee_timer import RefereeTimer
from uno_desktop.screens import Screen
from uno_desktop.session import HostSession, Rejected

RACE_WINDOW = 16
"""A refused action taken at most this many states back lost a race (see :meth:`act`)."""
MISSED_EVENTS_LIMIT = 400
"""The most events a snapshot carries (the newest; it says it was truncated)."""


class GameRelay:
    """One dealt game served to the peers (see the module docstring)."""

    def __init__(self, session: HostSession, pacing: Pacing, clock: Clock, peers: Peers,
                 conn_of: Callable[[int], Conn | None], parent: QObject) -> None:
        """``conn_of(seat)``: the peer playing ``seat`` now, if any."""
        self.session = session
        self.peers = peers
        self.conn_of = conn_of
        self.referee = Referee(session, pacing, clock, on_clock=self._on_clock)
        self.referee.on_refused = self._on_refused
        self.referee.on_reaction = self._on_reaction
        self.timer = RefereeTimer(self.referee, parent, after_tick=peers.flush)
        self.screens: dict[int | None, Screen] = {
            seat: Screen(session, [] if seat is None else [seat])
            for seat in [*range(session.game.n), None]}
        """Each seat's table, and the spectators' (no seat): what a peer there is shown."""
        self._wrapped: dict[int, tuple[Event, Tagged]] = {}
        self._tagged_at = -1
        self._watching: dict[int | None, list[Conn]] | None = None
        session.on_applied.append(self._forget_watching)
        for seat in [*range(session.game.n), None]:
            session.subscribe(seat, self._listener(seat))

    def arm(self) -> None:
        """Wake when the referee next has something to do."""
        self.timer.arm()

    def close(self) -> None:
        self.timer.stop()

    # ------------------------------------------------------------------ tables

    def open_screen(self, conn: Conn) -> None:
        """A joined connection's table: the game waits for a seat's (never a spectator's)
        to catch up, once it has acknowledged something."""
        self.referee.open_screen(id(conn), conn.seat, paces=conn.seat is not None,
                                 latency_ms=conn.rtt_ms)

    def close_screen(self, conn: Conn) -> None:
        self.referee.close_screen(id(conn))
        self.arm()

    def latency(self, conn: Conn) -> None:
        self.referee.set_latency(id(conn), conn.rtt_ms)

    def shown(self, conn: Conn, state_id: int) -> None:
        self.referee.shown(id(conn), state_id)
        self.arm()

    def snapshot(self, conn: Conn, last_state: int) -> None:
        """The whole view, with the events after ``last_state`` (``-1``: the whole
        history, at most the newest :data:`MISSED_EVENTS_LIMIT`)."""
        session = self.session
        state_id = session.game.state_id
        if 0 <= last_state <= state_id:
            events = session.events_since(conn.seat, last_state)
        else:
            last_state = -1
            events = session.public_history(conn.seat)
        truncated = len(events) > MISSED_EVENTS_LIMIT
        update = self.screens[conn.seat].update(events[-MISSED_EVENTS_LIMIT:])
        self.peers.send(conn, p.Snapshot(
            view=update.view, events=[p.wrap(e) for e in update.events],
            legal=[p.wrap(a) for a in update.legal], since=last_state, truncated=truncated))
        conn.last_view = update.view

    # ------------------------------------------------------------------ moves in

    def act(self, conn: Conn, msg: p.Act) -> None:
        """A peer's action for its own seat, through the referee; a refusal is told with
        the state the game is at."""
        now = self.session.game.state_id
        if conn.seat is None:
            self.peers.error(conn, "spectator", state_id=now)
            return
        if msg.seat != conn.seat:
            self.peers.error(conn, "not_your_seat", state_id=now)
            return
        action = p.unwrap_action(msg.action)
        try:
            self.referee.submit(msg.seat, action, msg.state_id)
        except Rejected as exc:
            # An action sent on a state the game has just moved past lost a race (two
            # seats catching the same UNO, a call after the catch): honest, so no strike.
            lost_race = 0 < now - msg.state_id <= RACE_WINDOW
            self.peers.error(conn, exc.code, state_id=self.session.game.state_id,
                             strike=not lost_race)
            return  # nothing changed: the referee's timer stands as armed (races: 8 of 9)
        self.arm()

    def react(self, conn: Conn, reaction: str) -> None:
        """A quick reaction from a peer's seat, to everyone; a spectator's, an unknown one
        and one too many too fast are refused (each a strike: a flood ends in a hang-up)."""
        if conn.seat is None:
            self.peers.error(conn, "spectator")
            return
        try:
            sent = self.referee.react(conn.seat, reaction)
        except Rejected as exc:
            self.peers.error(conn, exc.code, reaction[:32])
            return
        if not sent:
            self.peers.error(conn, "rate_limited", "reactions")

    def _on_reaction(self, seat: int, reaction: str) -> None:
        self.peers.broadcast(p.Reaction(seat=seat, reaction=reaction))
        self.peers.flush()

    # ------------------------------------------------------------------ the game out

    def _listener(self, seat: int | None) -> Callable[[list[Event], PlayerView], None]:
        screen = self.screens[seat]

        def send(events: list[Event], _view: PlayerView) -> None:
            conns = self._watching_at(seat)
            if not conns:
                return
            update = screen.update(events)  # the session's view of this seat (``_view``)
            events_out = [self._tagged(event) for event in update.events]
            legal_out = [p.wrap(action) for action in update.legal]
            for conn in conns:  # queued: the host writes every peer's once all are built
                self.peers.send(conn, p.Update(events=events_out, legal=legal_out,
                                               patch=p.diff_view(conn.last_view, update.view)))
                conn.last_view = update.view
        return send

    def _watching_at(self, seat: int | None) -> list[Conn]:
        """The peers at ``seat`` (``None``: the spectators) with a table to patch: one pass
        over the peers per action for every seat's listener, not one pass each (ten
        passes over every peer were 5 % of the host's CPU an action at nine seats)."""
        if self._watching is None:
            self._watching = {}
            for conn in self.peers.conns:
                if conn.joined and conn.last_view is not None and not conn.closing:
                    self._watching.setdefault(conn.seat, []).append(conn)
        return self._watching.get(seat, [])

    def _forget_watching(self) -> None:
        """A new action: who watches is looked up again (peers come and go between)."""
        self._watching = None

    def _tagged(self, event: Event) -> Tagged:
        """``event`` on the wire, wrapped once per state for every seat it goes to (the
        session hands each seat that may see it the same event object)."""
        state_id = self.session.game.state_id
        if self._tagged_at != state_id:
            self._tagged_at = state_id
            self._wrapped.clear()
        hit = self._wrapped.get(id(event))
        if hit is not None and hit[0] is event:  # the event held here: its id is its own
            return hit[1]
        tagged = p.wrap(event)
        self._wrapped[id(event)] = (event, tagged)
        return tagged

    def _on_clock(self, kind: str, seat: int | None, ms: int, state_id: int) -> None:
        self.peers.broadcast(p.Clock(kind=kind, seat=seat, ms=ms, state_id=state_id))

    def _on_refused(self, seat: int, code: str) -> None:
        """A held action the game moved past: its sender hears why."""
        conn = self.conn_of(seat)
        if conn is not None:
            self.peers.error(conn, code, state_id=self.session.game.state_id, strike=False)
