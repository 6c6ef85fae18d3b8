"""The host's authority over one game, without Qt: the path every action takes.

``HostSession`` owns the :class:`rules.Game`. It applies each submitted action through the
core, keeps the full event history, and fans out to each subscriber only what its seat may
see. Bots live here too, but never act by themselves: the referee
(:mod:`uno_desktop.referee`) decides when a bot is asked and when its answer goes in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules import Game, IllegalAction, PlayerView, new_game, record_of, redact
from rules.actions import Action
from rules.events import Event
from rules.record import GameRecord

if TYPE_CHECKING:
    from uno_desktop.bots import Bot

Listener = Callable[[list[Event], PlayerView], None]


@dataclass(slots=True)
class SeatInfo:
    """Who sits in a seat: a name, ``human`` or ``bot``, and a bot's level."""

    name: str
    kind: str = "human"
    level: str = "normal"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


class Rejected(Exception):
    """The host refused an action; ``code`` is an IllegalAction code or ``stale_state``."""

    def __init__(self, code: str) -> None:
        self.code = code
        super().__init__(code)


class HostSession:
    def __init__(self, game: Game, seats: list[SeatInfo], bot_seed: int = 0) -> None:
        if len(seats) != game.n:
            raise ValueError("one SeatInfo per seat")
        self.game = game
        self.seats = seats
        self.history: list[tuple[int, Event]] = _history(game)
        self._public: dict[int | None, tuple[int, list[Event]]] = {}
        self._listeners: dict[int | None, list[Listener]] = {}
        self._views: tuple[int, dict[int | None, PlayerView]] = (-1, {})
        self._bots: dict[int, Bot | str] = {}  # a level until the bot is first asked
        self.bot_seed = bot_seed
        # Called after each action is applied and before anyone is told: the referee's
        # clock and the write-ahead autosave hook in here.
        self.on_applied: list[Callable[[], None]] = []
        self.on_told: list[Callable[[], None]] = []  # after every listener heard of it
        self.on_seats: list[Callable[[], None]] = []  # a seat went from person to bot or back
        for seat, info in enumerate(seats):
            if info.is_bot:
                self.set_bot(seat, info.level)

    # ------------------------------------------------------------ seats & listeners

    def set_bot(self, seat: int, level: Bot | str | None) -> None:
        """Let a bot play ``seat``: a level, or a bot itself (tests script one);
        ``None`` hands the seat back to its human."""
        if level is None:
            self._bots.pop(seat, None)
        else:
            self._bots[seat] = level
        for callback in list(self.on_seats):
            callback()

    def _bot(self, seat: int) -> Bot:
        """The bot of ``seat``, built on first use: the bot modules are loaded after the
        table's first frame, not before it."""
        bot = self._bots[seat]
        if isinstance(bot, str):
            from uno_desktop.bots import make_bot

            bot = self._bots[seat] = make_bot(bot, self.bot_seed * 100 + seat, self.game.options)
        return bot

    def is_bot(self, seat: int) -> bool:
        return seat in self._bots

    def bot_seats(self) -> list[int]:
        return list(self._bots)

    def bot_level(self, seat: int) -> str:
        bot = self._bots[seat]
        return bot if isinstance(bot, str) else str(getattr(bot, "level", "normal"))

    def bot_reaction(self, seat: int, legal: list[Action]) -> Action | None:
        """What the bot of ``seat`` does out of turn now (a call, a catch, a buzzer, a
        jump-in), or ``None``; ``legal`` holds only such actions."""
        return self._bot(seat).react(self.view(seat), legal, self.public_history(seat))

    def bot_choice(self, seat: int, legal: list[Action]) -> Action:
        """The bot of ``seat``'s answer to its pending decision."""
        return self._bot(seat).choose(self.view(seat), legal, self.public_history(seat))

    def view(self, seat: int | None) -> PlayerView:
        """``seat``'s view of the state now, built once per state: the listeners, a
        screen's update, a snapshot and the coach all get the same one."""
        state_id, views = self._views
        if state_id != self.game.state_id:
            views = {}
            self._views = (self.game.state_id, views)
        view = views.get(seat)
        if view is None:
            view = views[seat] = self.game.view(seat)
        return view

    def subscribe(self, seat: int | None, listener: Listener) -> None:
        """Call ``listener(events, view)`` after every action, as ``seat`` may see it."""
        self._listeners.setdefault(seat, []).append(listener)

    def unsubscribe(self, seat: int | None, listener: Listener) -> None:
        if listener in self._listeners.get(seat, []):
            self._listeners[seat].remove(listener)

    # ------------------------------------------------------------ actions

    def submit(self, seat: int | None, action: Action) -> None:
        """Apply ``action`` for ``seat``; raise :class:`Rejected` and change nothing if not.
        Whether it is its time (state ids, the UNO grace) is the referee's to say."""
        try:
            events = self.game.apply(seat, action)
        except IllegalAction as exc:
            raise Rejected(exc.code) from exc
        sid = self.game.state_id
        self.history += [(sid, e) for e in events]
        for callback in self.on_applied:
            callback()
        hidden: dict[int, Event] = {}
        for listener_seat, listeners in list(self._listeners.items()):
            if not listeners:
                continue
            view = self.view(listener_seat)
            mine = _redacted(events, listener_seat, hidden)
            for listener in list(listeners):
                listener(mine, view)
        for callback in self.on_told:
            callback()

    def events_since(self, seat: int | None, state_id: int) -> list[Event]:
        """What ``seat`` missed after ``state_id`` (reconnecting players, late screens)."""
        return [redact(e, seat) for sid, e in self.history if sid > state_id]

    def public_history(self, seat: int | None) -> list[Event]:
        """Every event so far as ``seat`` may see it. Kept incrementally (bots ask for it
        before every move); the list is shared, so callers must not change it."""
        done, events = self._public.get(seat, (0, []))
        if done < len(self.history):
            events.extend(redact(e, seat) for _, e in self.history[done:])
            self._public[seat] = (len(self.history), events)
        return events

    def record(self) -> GameRecord:
        return record_of(self.game)


def _redacted(events: list[Event], seat: int | None, hidden: dict[int, Event]) -> list[Event]:
    """``events`` as ``seat`` may see them. Seats that see the same copy of an event with
    something hidden share one object (``hidden``, by position; only an equal copy is
    shared), so a listener that encodes each event once per action (the LAN host's relay)
    encodes it once for all of them."""
    out = []
    for index, event in enumerate(events):
        seen = redact(event, seat)
        if seen is not event:
            shared = hidden.get(index)
            if shared is not None and shared == seen:
                seen = shared
            else:
                hidden[index] = seen
        out.append(seen)
    return out


def _history(game: Game) -> list[tuple[int, Event]]:
    """Every event so far with the state id it belongs to. A resumed game replays its
    record once more for them, so a reconnecting screen gets the whole story."""
    if not game.actions:
        return [(0, e) for e in game.start_events]
    record = record_of(game)
    again = new_game(record.options, record.seats, record.seed,
                     list(record.deck) if record.deck is not None else None,
                     dealer=record.dealer)
    history: list[tuple[int, Event]] = [(0, e) for e in again.start_events]
    for step in record.actions:
        events = again.apply(step.seat, step.action)
        history += [(again.state_id, e) for e in events]
    return history
