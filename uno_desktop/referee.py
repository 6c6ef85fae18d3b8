"""The host's real-time policy, without Qt: *when* each action goes in, at every table.

The rules core has no clock: windows close, races end and turns run out only when the host
applies ``Timeout``, ``TurnTimeout`` or ``NextHand`` (docs/architecture.md). The referee
decides when, the same way for a game on this computer and one on the LAN:

* **UNO catch grace.** While a seat can be caught, a decision that would close the window
  is held until every person who could catch has had ``uno_grace_ms`` since the card
  landed on their screen.
* **Races and reaction windows** (SLAP, UNO Spin, an optional reaction window) end with
  ``Timeout``, counted from when the card landed on screen; **turn limits** (Flash's 4–8 s,
  the optional turn timer) with ``TurnTimeout``, counted from when the turn was shown.
* **The next hand** is dealt once every person at the table is ready, or after the host's
  pause.
* **Bots** decide after a thinking pause, once the tables have caught up; each reaction
  (a call, a catch, a buzzer, a jump-in, a challenge) waits a human reaction time drawn
  from a generator seeded by the game (:mod:`uno_desktop.bots.reflexes`); a bot whose
  moves keep being refused gets the decision's default, so a game never sticks.
* **Stale actions**, sent for a state before the last decision or for one that does not
  exist yet, are refused (``stale_state``). Reactions never make each other stale.
* **Quick reactions** at the table (a thumbs-up, "Good game"; :mod:`uno_desktop.reactions`)
  are no actions: a person's go out at a person's rate, a bot's after a big moment now and
  then, after a delay drawn like a person's; every table hears of them through
  :attr:`Referee.on_reaction`.

"Landed on screen" is per screen: a screen that acknowledges (the local table, a LAN
client) says when its animations have caught up with a state; one that never did (an old
or scripted client) is assumed to have shown it after the card's flight plus half its
round trip. Nobody waits longer than ``ack_timeout_ms`` for a screen.

Adapters drive it: ``LocalTransport`` (a ``QTimer``) and the LAN host (sockets, a
``QTimer``) register screens, pass acknowledgements and actions in, and call :meth:`tick`
at :meth:`wake_at`. Time comes from the injected clock, in seconds.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from rules import CallUno, CatchUno, Challenge, NextHand, Timeout, TurnTimeout
from rules.actions import Action
from uno_desktop.bots.reflexes import emote_ms, reaction_ms
from uno_desktop.reactions import Reactions, UnknownReaction
from uno_desktop.session import HostSession, Rejected

Clock = Callable[[], float]
ClockNotice = Callable[[str, "int | None", int, int], None]
"""``(kind, seat, ms, state_id)``: a deadline started (``catch``, ``turn``, ``window``)."""

REACTIONS = (CallUno, CatchUno)
"""Out-of-turn actions of every edition that race by nature."""
STUCK_AFTER = 3
"""Refused bot moves in a row before the host applies the decision's default."""
_NOT_RACES = ("hand_over", "game_over")
FLIGHT_MS = 280
"""How long a played card flies on screen at normal speed (the table animates it so)."""


@dataclass(slots=True)
class Pacing:
    """The host's times in milliseconds at normal speed (0 turns a timer off)."""

    bot_delay_ms: int = 750
    """A bot thinks this long before a decision."""
    landing_ms: int = FLIGHT_MS
    """A played card's flight on screen."""
    race_window_ms: int = 2500
    """How long a buzzer race stays open after its card landed."""
    turn_ms: int = 0
    """The optional turn timer for people."""
    window_ms: int = 0
    """An optional reaction window, where the edition sets none."""
    next_hand_ms: int | None = None
    """Deal the next hand this long after the last ended; ``None``: when everyone is ready."""
    ack_timeout_ms: int = 3000
    """The longest anybody waits for a screen to catch up."""
    max_latency_allowance_ms: int = 500
    speed: float = 1.0
    """The animation-speed factor: bot pauses and flights scale with it; 0 is instant."""
    grace: float = 1.0
    """Scales the UNO grace (tests use 0)."""


@dataclass(slots=True)
class _Screen:
    """A table somebody looks at: a seat's, or a spectator's."""

    seat: int | None
    paces: bool
    latency_s: float = 0.0
    acks: bool = False
    shown: int = -1


@dataclass(slots=True)
class _Moment:
    """One state of the game: when it was applied and when the screens showed it."""

    at: float
    shown_at: float
    waiting: set[Hashable] = field(default_factory=set)


@dataclass(slots=True)
class _Plan:
    """A bot's reaction, due a reaction time after the state it answers landed."""

    action: Action
    anchor: int
    delay_s: float


class Referee:
    """The clock and pacing of one :class:`HostSession` (see the module docstring)."""

    def __init__(self, session: HostSession, pacing: Pacing | None = None,
                 clock: Clock | None = None, *, on_clock: ClockNotice | None = None) -> None:
        import time

        self.session = session
        self.pacing = pacing or Pacing()
        self.clock: Clock = clock or time.monotonic
        self.on_clock = on_clock
        self._rng = random.Random(f"reflexes:{session.game.seed}:{session.bot_seed}")
        self._screens: dict[Hashable, _Screen] = {}
        self._moments: dict[int, _Moment] = {}
        self._anchors: dict[str, tuple[object, int]] = {}
        self._plans: dict[int, _Plan] = {}
        self._asked: dict[int, int] = {}  # bot seat → state id its reaction was asked for
        self._choice: tuple[int, int, Action, float] | None = None  # seat, sid, action, delay
        self._held: dict[int, tuple[Action, int | None]] = {}
        self._ready: set[int] = set()
        self.ready_seats: set[int] | None = None
        """Whose "next hand" the next hand waits for (``None``: every seat a person plays)."""
        self._refusals = 0
        self._decision_sid = session.game.state_id
        self._applying_reaction = False
        self.on_refused: Callable[[int, str], None] | None = None
        """Called when a held action is refused at its release (the game moved on)."""
        self.reactions = Reactions(lambda: self.clock(), f"{session.game.seed}:{session.bot_seed}",
                                   lambda rng: emote_ms(rng) * self.pacing.speed / 1000)
        self.on_reaction: Callable[[int, str], None] | None = None
        """Called with ``(seat, reaction)`` for every quick reaction that goes out."""
        session.on_applied.append(self._on_applied)
        session.on_seats.append(self.seats_changed)
        self._observe()

    # ------------------------------------------------------------ what the adapters tell

    def open_screen(self, key: Hashable, seat: int | None, *, paces: bool = True,
                    latency_ms: float = 0.0) -> None:
        """A table is watching; ``paces``: the game waits for it to catch up."""
        self._screens[key] = _Screen(seat, paces)
        self.set_latency(key, latency_ms)

    def close_screen(self, key: Hashable) -> None:
        self._screens.pop(key, None)
        for moment in self._moments.values():
            moment.waiting.discard(key)

    def set_latency(self, key: Hashable, round_trip_ms: float) -> None:
        """Half the round trip, capped: how much later than us the screen sees a state."""
        screen = self._screens.get(key)
        if screen is not None:
            cap = self.pacing.max_latency_allowance_ms
            screen.latency_s = min(max(0.0, round_trip_ms) / 2, cap) / 1000

    def shown(self, key: Hashable, state_id: int) -> None:
        """The screen ``key`` has caught up with ``state_id`` (its animations are done)."""
        screen = self._screens.get(key)
        if screen is None or state_id <= screen.shown or state_id > self.session.game.state_id:
            return
        screen.shown, screen.acks = state_id, True
        at = self.clock() - screen.latency_s
        for sid, moment in self._moments.items():
            if sid <= state_id and key in moment.waiting:
                moment.waiting.discard(key)
                moment.shown_at = max(moment.shown_at, at)

    def ready(self, seat: int) -> None:
        """``seat``'s player has seen the end of the hand and wants the next."""
        self._ready.add(seat)

    def set_speed(self, speed: float) -> None:
        self.pacing.speed = speed

    def seats_changed(self) -> None:
        """A seat went from person to bot or back (a stand-in): plans start afresh."""
        self._plans.clear()
        self._asked.clear()
        self._choice = None
        self._held = {s: h for s, h in self._held.items() if not self.session.is_bot(s)}
        for seat in range(self.session.game.n):
            if not self.session.is_bot(seat):
                self.reactions.forget(seat)
        self._plan_reactions()

    def react(self, seat: int, reaction: str) -> bool:
        """A person's quick reaction from ``seat``: out now (``True``), or refused as one too
        many too fast (``False``). Raises :class:`Rejected` (``unknown_reaction``) for an id
        that is none."""
        try:
            sent = self.reactions.person(seat, reaction)
        except UnknownReaction as exc:
            raise Rejected("unknown_reaction") from exc
        if sent and self.on_reaction is not None:
            self.on_reaction(seat, reaction)
        return sent

    # ------------------------------------------------------------ actions

    def is_reaction(self, seat: int | None, action: Action) -> bool:
        """Calls, catches and an edition's buzzers; a jump-in takes the turn, so it is not."""
        if isinstance(action, REACTIONS):
            return True
        if seat is None:
            return False
        game = self.session.game
        return action in game.edition.reactions(game, seat)

    def submit(self, seat: int | None, action: Action, state_id: int | None = None) -> bool:
        """Apply a person's (or the host's) action now, or hold it through the UNO grace.

        Returns ``True`` when applied, ``False`` when held; raises :class:`Rejected` with
        a code and changes nothing when the action is refused.
        """
        game = self.session.game
        if state_id is not None and not self._decision_sid <= state_id <= game.state_id:
            raise Rejected("stale_state")
        if (seat is not None and not self.is_reaction(seat, action)
                and self._grace_end(seat) > self.clock()):
            refused = game.refusal(seat, action)  # what applying it now would say
            if refused is not None:
                raise Rejected(refused)
            self._held[seat] = (action, state_id)
            return False
        self._apply(seat, action)
        return True

    def _apply(self, seat: int | None, action: Action) -> None:
        self._applying_reaction = self.is_reaction(seat, action)
        try:
            self.session.submit(seat, action)
        finally:
            self._applying_reaction = False

    def _on_applied(self) -> None:
        """Before anyone is told of the new state: a decision moves the staleness mark,
        and the new state's moment exists before any screen can acknowledge it."""
        if not self._applying_reaction:
            self._decision_sid = self.session.game.state_id
        self._observe()
        self._banter()

    def _banter(self) -> None:
        """The bots (not a stand-in for a person who is away) may answer a big moment."""
        session = self.session
        sid = session.game.state_id
        events = []
        for at, event in reversed(session.history):
            if at != sid:
                break
            events.append(event)
        events.reverse()
        bots = [s for s in session.bot_seats() if session.seats[s].is_bot]
        self.reactions.observe(events, bots, lambda seat: len(session.game.hands[seat]))

    # ------------------------------------------------------------ the clock

    def wake_at(self) -> float | None:
        """When :meth:`tick` has something to do next (``None``: nothing until an action)."""
        agenda = self._agenda()
        return min((due for due, _ in agenda), default=None)

    def wait_ms(self) -> int | None:
        """Milliseconds until :meth:`wake_at`, rounded up (what an adapter's timer waits)."""
        at = self.wake_at()
        return None if at is None else max(0, int((at - self.clock()) * 1000 + 0.999))

    def tick(self) -> None:
        """Do the first thing that is due: at most one action per call, so the adapter's
        event loop runs between steps."""
        now = self.clock()
        for due, step in sorted(self._agenda(), key=lambda entry: entry[0]):
            if due > now:
                return
            if step():
                return

    def _agenda(self) -> list[tuple[float, Callable[[], bool]]]:
        """Everything that waits on the clock now, with when it is due."""
        game = self.session.game
        agenda: list[tuple[float, Callable[[], bool]]] = [
            (plan.due, functools.partial(self._bot_emotes, plan.seat))
            for plan in self.reactions.due()]
        if game.over:
            return agenda
        d = game.decision
        sid = game.state_id
        speed = self.pacing.speed
        if d.kind == "hand_over":
            due = self._next_hand_due()
            if due is not None:
                agenda.append((due, lambda: self._host(NextHand())))
            return agenda
        if self._held:
            end = max(self._grace_end(seat) for seat in self._held)
            agenda.append((end, self._release_held))
        # races without an owner, reaction windows, turn limits
        host = game.legal_actions(None)
        timeout = Timeout() in host
        race = self._anchors.get("race")
        if race is not None and timeout:
            race_ms = self.pacing.race_window_ms * (speed if not self._humans() else 1.0)
            agenda.append((self._landed(race[1]) + race_ms / 1000,
                           lambda: self._host(Timeout())))
        window = self._anchors.get("window")
        if window is not None and timeout:
            agenda.append((self._landed(window[1]) + self._window_ms() / 1000,
                           lambda: self._host(Timeout())))
        turn = self._anchors.get("turn")
        if turn is not None and TurnTimeout() in host:
            limit = self._turn_limit_ms(d.seat)
            if limit:
                agenda.append((self._landed(turn[1]) + limit / 1000,
                               lambda: self._host(TurnTimeout())))
        # bots: reactions first, as at a real table, then the decision
        for seat, plan in self._plans.items():
            due = self._landed(plan.anchor) + plan.delay_s
            if not self.is_reaction(seat, plan.action):  # a jump-in closes the UNO window
                due = max(due, self._grace_end(seat))
            agenda.append((due, functools.partial(self._react, seat)))
        if (d.seat is not None and self.session.is_bot(d.seat)
                and game.legal_actions(d.seat)):
            thought = self._moment(sid).at + self.pacing.bot_delay_ms * speed / 1000
            due = max(thought, self._landed(sid), self._grace_end(d.seat))
            own = self._plans.get(d.seat)
            if own is not None:
                due = max(due, self._landed(own.anchor) + own.delay_s)
            for seat, plan in self._plans.items():  # a bot's owed UNO call goes first
                if seat != d.seat and isinstance(plan.action, CallUno):
                    due = max(due, self._landed(plan.anchor) + plan.delay_s)
            if self._choice is not None and self._choice[:2] == (d.seat, sid):
                due = max(due, self._landed(sid) + self._choice[3])
            agenda.append((due, self._decide))
        return agenda

    # ------------------------------------------------------------ steps (True: applied)

    def _host(self, action: Action) -> bool:
        if action not in self.session.game.legal_actions(None):
            return False
        self._apply(None, action)
        return True

    def _bot_emotes(self, seat: int) -> bool:
        """A bot's planned quick reaction is due: it goes out (no action: ``False``)."""
        reaction = self.reactions.take(seat)
        if reaction is not None and self.on_reaction is not None:
            self.on_reaction(seat, reaction)
        return False

    def _release_held(self) -> bool:
        """The grace is over: held decisions go in, in the order they came."""
        now = self.clock()
        for seat, (action, state_id) in list(self._held.items()):
            if self._grace_end(seat) > now:
                continue
            del self._held[seat]
            try:
                self.submit(seat, action, state_id)
            except Rejected as exc:  # the game moved on while it was held
                if self.on_refused is not None:
                    self.on_refused(seat, exc.code)
                continue
            return True
        return False

    def _react(self, seat: int) -> bool:
        plan = self._plans.pop(seat, None)
        if plan is None or plan.action not in self.session.game.legal_actions(seat):
            return False
        try:
            self._apply(seat, plan.action)
        except Rejected:
            return False
        return True

    def _decide(self) -> bool:
        game = self.session.game
        seat, sid = game.decision.seat, game.state_id
        if seat is None or not self.session.is_bot(seat):
            return False
        if self._choice is not None and self._choice[:2] == (seat, sid):
            action = self._choice[2]
        else:
            legal = game.legal_actions(seat)
            if not legal:
                return False
            action = self.session.bot_choice(seat, legal)
            if isinstance(action, Challenge) and self.pacing.speed:
                # Deciding to challenge is a reaction to the card: it takes a person's time.
                delay = reaction_ms(self.session.bot_level(seat), action, self._rng) / 1000
                self._choice = (seat, sid, action, delay)
                if self._landed(sid) + delay > self.clock():
                    return False
        self._choice = None
        try:
            self._apply(seat, action)
        except Rejected:
            # A bot asked for something the core refuses: try again after the next pause,
            # and after a few refusals the decision's default, so the game never sticks.
            self._refusals += 1
            self._moment(sid).at = self.clock()
            if self._refusals >= STUCK_AFTER and TurnTimeout() in game.legal_actions(None):
                self._refusals = 0
                self._apply(None, TurnTimeout())
            return True
        self._refusals = 0
        return True

    # ------------------------------------------------------------ bookkeeping

    def _observe(self) -> None:
        """After every applied action: remember when this state started, move the anchors
        the deadlines count from, and let each bot plan its reaction."""
        game = self.session.game
        sid = game.state_id
        now = self.clock()
        estimate = max((s.latency_s for s in self._screens.values() if s.paces and not s.acks),
                       default=None)
        flight = self.pacing.landing_ms * self.pacing.speed / 1000
        self._moments[sid] = _Moment(
            at=now,
            shown_at=now if estimate is None else now + flight + estimate,
            waiting={k for k, s in self._screens.items() if s.paces and s.acks and s.shown < sid})
        d = game.decision
        view = self.session.view(None)  # built once per state, the spectators' too
        race = d.seat is None and d.kind not in _NOT_RACES
        catch = self._anchors.get("catch")
        if (catch is not None and view.uno_open and isinstance(catch[0], tuple)  # seats
                and set(view.uno_open) <= set(catch[0])):
            self._anchors["catch"] = (view.uno_open, catch[1])  # a catch: no new grace
        else:
            self._anchor("catch", view.uno_open or None)
        self._anchor("race", d.kind if race else None)
        self._anchor("window", sid if not race and self._window_ms()
                     and Timeout() in game.legal_actions(None) else None, keep=True)
        self._anchor("turn", (d.kind, d.seat, self._decision_sid)
                     if d.seat is not None and self._turn_limit_ms(d.seat) else None)
        if d.kind != "hand_over":
            self._ready.clear()
        self._plan_reactions()
        self._forget_old_moments()

    def _anchor(self, name: str, key: object, keep: bool = False) -> None:
        """Keep the state id a deadline counts from while ``key`` stays the same (``keep``:
        while it stays set at all); ``None`` clears it."""
        old = self._anchors.get(name)
        if key is None:
            self._anchors.pop(name, None)
        elif old is None or (old[0] != key and not keep):
            sid = self.session.game.state_id
            self._anchors[name] = (key, sid)
            self._notice(name, sid)

    def _notice(self, name: str, sid: int) -> None:
        if self.on_clock is None:
            return
        game = self.session.game
        if name == "catch":
            latency = max((s.latency_s for s in self._screens.values()), default=0.0)
            self.on_clock("catch", None, int(game.options.uno_grace_ms * self.pacing.grace
                                             + latency * 1000), sid)
        elif name == "turn":
            seat = game.decision.seat
            self.on_clock("turn", seat, self._turn_limit_ms(seat), sid)
        elif name == "window":
            self.on_clock("window", None, self._window_ms(), sid)

    def _plan_reactions(self) -> None:
        """Ask each bot once per state whether it reacts; keep a plan that still stands."""
        game = self.session.game
        sid = game.state_id
        decider = game.decision.seat
        for seat in self.session.bot_seats():
            legal = [a for a in game.legal_actions(seat)
                     if seat != decider or isinstance(a, REACTIONS)]
            plan = self._plans.get(seat)
            if plan is not None and plan.action in legal:
                continue
            self._plans.pop(seat, None)
            if not legal or self._asked.get(seat) == sid:
                continue
            self._asked[seat] = sid
            action = self.session.bot_reaction(seat, legal)
            if action is None or action not in legal:
                continue
            delay = (reaction_ms(self.session.bot_level(seat), action, self._rng) / 1000
                     if self.pacing.speed else 0.0)
            self._plans[seat] = _Plan(action, sid, delay)

    def _forget_old_moments(self) -> None:
        keep = {sid for _, sid in self._anchors.values()}
        keep |= {plan.anchor for plan in self._plans.values()}
        keep.add(self.session.game.state_id)
        if len(self._moments) > len(keep) + 8:
            for sid in [s for s in self._moments if s not in keep]:
                del self._moments[sid]

    def _moment(self, sid: int) -> _Moment:
        moment = self._moments.get(sid)
        if moment is None:  # the state changed behind our back (a test poking the game)
            self._observe()
            moment = self._moments[self.session.game.state_id]
        return moment

    def _landed(self, sid: int) -> float:
        """When state ``sid`` had landed on every screen the game waits for (while one has
        not said so yet: the latest it may take)."""
        moment = self._moments.get(sid)
        if moment is None:
            return self.clock()
        if not moment.waiting:
            return moment.shown_at
        cap = moment.at + self.pacing.ack_timeout_ms / 1000
        if self.clock() >= cap:
            moment.waiting.clear()
            moment.shown_at = max(moment.shown_at, cap)
            return moment.shown_at
        return max(moment.shown_at, cap)

    def _humans(self) -> list[int]:
        return [s for s in range(self.session.game.n) if not self.session.is_bot(s)]

    def _grace_end(self, actor: int) -> float:
        """Until when a decision of ``actor`` is held: while a person other than the actor
        may still catch somebody, ``uno_grace_ms`` after the card landed."""
        catch = self._anchors.get("catch")
        if catch is None or not self.pacing.grace:
            return 0.0
        game = self.session.game
        if not any(isinstance(a, CatchUno) for seat in self._humans() if seat != actor
                   for a in game.legal_actions(seat)):
            return 0.0
        return self._landed(catch[1]) + game.options.uno_grace_ms * self.pacing.grace / 1000

    def _next_hand_due(self) -> float | None:
        hand = self._moment(self.session.game.state_id)
        humans = self._humans() if self.ready_seats is None else sorted(self.ready_seats)
        if not humans:
            return max(hand.at + self.pacing.bot_delay_ms * self.pacing.speed / 1000,
                       self._landed(self.session.game.state_id))
        if all(seat in self._ready for seat in humans):
            return 0.0  # due already (the clock read again would lie after tick's ``now``)
        if self.pacing.next_hand_ms is not None:
            return self._landed(self.session.game.state_id) + self.pacing.next_hand_ms / 1000
        return None

    def _turn_limit_ms(self, seat: int | None) -> int:
        """The edition's limit (Flash) for every seat, the host's turn timer for people."""
        if seat is None:
            return 0
        state = self.session.view(None).edition_state
        edition_limit = state.get("time_limit_ms")
        limits = [edition_limit] if isinstance(edition_limit, int) and edition_limit > 0 else []
        if self.pacing.turn_ms and not self.session.is_bot(seat):
            limits.append(self.pacing.turn_ms)
        return min(limits, default=0)

    def _window_ms(self) -> int:
        state = self.session.view(None).edition_state
        edition_window = state.get("reaction_ms")
        if isinstance(edition_window, int) and edition_window > 0:
            return edition_window
        return self.pacing.window_ms
