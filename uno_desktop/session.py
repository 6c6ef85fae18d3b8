"""The host's authority over one game, without Qt: the path every action takes.

``HostSession`` owns the :class:`rules.Game`. It checks each submitted action against the
core (and the state id the sender saw), applies it, keeps the full event history, and
fans out to each subscriber only what its seat may see. Bots live here too, but the
session never lets a bot act by itself: the transport (local or LAN) asks
:meth:`HostSession.bot_action` when its clock says a bot may move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules import (
    CallUno,
    CatchUno,
    Game,
    IllegalAction,
    PlayerView,
    record_of,
    redact,
)
from rules.record import GameRecord

if TYPE_CHECKING:
    from uno_desktop.bots import Bot

Listener = Callable[[list[object], PlayerView], None]


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
        self.history: list[tuple[int, object]] = [(0, e) for e in game.start_events]
        self._public: dict[int | None, tuple[int, list[object]]] = {}
        self._listeners: dict[int | None, list[Listener]] = {}
        self._bots: dict[int, Bot | str] = {}  # a level until the bot is first asked
        self._bot_seed = bot_seed
        self.on_applied: list[Callable[[], None]] = []  # autosave and timers hook in here
        for seat, info in enumerate(seats):
            if info.is_bot:
                self.set_bot(seat, info.level)

    # ------------------------------------------------------------ seats & listeners

    def set_bot(self, seat: int, level: str | None) -> None:
        """Let a bot play ``seat`` (``level=None`` hands it back to its human)."""
        if level is None:
            self._bots.pop(seat, None)
        else:
            self._bots[seat] = level

    def _bot(self, seat: int) -> Bot:
        """The bot of ``seat``, built on first use: the bot modules are loaded after the
        table's first frame, not before it."""
        bot = self._bots[seat]
        if isinstance(bot, str):
            from uno_desktop.bots import make_bot

            bot = self._bots[seat] = make_bot(bot, self._bot_seed * 100 + seat, self.game.options)
        return bot

    def is_bot(self, seat: int) -> bool:
        return seat in self._bots

    def subscribe(self, seat: int | None, listener: Listener) -> None:
        """Call ``listener(events, view)`` after every action, as ``seat`` may see it."""
        self._listeners.setdefault(seat, []).append(listener)

    def unsubscribe(self, seat: int | None, listener: Listener) -> None:
        if listener in self._listeners.get(seat, []):
            self._listeners[seat].remove(listener)

    # ------------------------------------------------------------ actions

    def submit(self, seat: int | None, action: object, state_id: int | None = None) -> None:
        """Apply ``action`` for ``seat``; raise :class:`Rejected` and change nothing if not."""
        if state_id is not None and state_id != self.game.state_id:
            raise Rejected("stale_state")
        try:
            events = self.game.apply(seat, action)
        except IllegalAction as exc:
            raise Rejected(exc.code) from exc
        sid = self.game.state_id
        self.history += [(sid, e) for e in events]
        for callback in self.on_applied:
            callback()
        for listener_seat, listeners in list(self._listeners.items()):
            if not listeners:
                continue
            view = self.game.view(listener_seat)
            mine = [redact(e, listener_seat) for e in events]
            for listener in list(listeners):
                listener(mine, view)

    def events_since(self, seat: int | None, state_id: int) -> list[object]:
        """What ``seat`` missed after ``state_id`` (reconnecting players, late screens)."""
        return [redact(e, seat) for sid, e in self.history if sid > state_id]

    def public_history(self, seat: int | None) -> list[object]:
        """Every event so far as ``seat`` may see it. Kept incrementally (bots ask for it
        before every move); the list is shared, so callers must not change it."""
        done, events = self._public.get(seat, (0, []))
        if done < len(self.history):
            events.extend(redact(e, seat) for _, e in self.history[done:])
            self._public[seat] = (len(self.history), events)
        return events

    def bot_action(self) -> tuple[int, object] | None:
        """The move a bot wants to make now, if any. Reactions (catching a missed UNO,
        calling one, jumping in) come first, as at a real table, where they happen before
        the next player gets round to its decision; then the decision of a bot's seat."""
        game = self.game
        seat = game.decision.seat
        for bot_seat in self._bots:
            bot = self._bot(bot_seat)
            legal = [a for a in game.legal_actions(bot_seat)
                     if bot_seat != seat or isinstance(a, CallUno | CatchUno)]
            if legal:
                action = bot.react(game.view(bot_seat), legal, self.public_history(bot_seat))
                if action is not None:
                    return bot_seat, action
        if seat is not None and seat in self._bots:
            legal = game.legal_actions(seat)
            if legal:
                view = game.view(seat)
                return seat, self._bot(seat).choose(view, legal, self.public_history(seat))
        return None

    def record(self) -> GameRecord:
        return record_of(self.game)
