"""A recorded game rebuilt for watching: every step's events and every seat's views.

:class:`Replay` replays a :class:`~rules.GameRecord` through the core once and keeps what
each action caused; the views of a seat are built in one more pass the first time that seat
is watched. Any position (after ``k`` actions) is then a lookup, so stepping back, jumping
to a hand or switching seats never runs a second way to show an event: the playback
transport (:mod:`uno_desktop.playback`) hands the table the same redacted events and views
a seat got live, through the same :class:`~uno_desktop.transport.Transport` seam.

What a seat may see is the core's own rule (:func:`rules.redact`, ``game.view(seat)``): a
seat's view of a game still running shows only that seat's hand. All hands are shown only
once the game is over (:attr:`Replay.over`), and a game still running may be watched only
from the seats people played (:meth:`Replay.watchable`), never from a bot's.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rules import CallUno, CatchUno, PlayerView, new_game, redact
from rules.actions import Action
from rules.cards import Card
from rules.events import Event, HandStarted
from rules.game import Game
from rules.record import GameRecord
from uno_desktop.session import SeatInfo

REACTIONS = (CallUno, CatchUno)  # out of turn: never "a move" to review


@dataclass(frozen=True, slots=True)
class Moment:
    """A decision ``seat`` took at ``position`` (before its action), with what a bot in
    that seat would have been given there."""

    position: int
    view: PlayerView
    legal: list[Action]
    history: list[Event]
    action: Action


@dataclass(frozen=True, slots=True)
class Step:
    """One recorded action and everything it caused, unredacted."""

    seat: int | None
    action: Action
    events: tuple[Event, ...]
    state_id: int


class Replay:
    """One recorded game, positions ``0`` (the deal) to ``len(replay)`` (the last action)."""

    def __init__(self, record: GameRecord, seats: list[SeatInfo]) -> None:
        if len(seats) != record.seats:
            raise ValueError("one SeatInfo per seat")
        self.record = record
        self.seats = list(seats)
        game = self._new_game()
        self.start_events: tuple[Event, ...] = tuple(game.start_events)
        self.steps: list[Step] = []
        self._hands: list[tuple[tuple[Card, ...], ...]] = [_hands(game)]
        self._state_ids = [game.state_id]
        for step in record.actions:
            events = game.apply(step.seat, step.action)
            self.steps.append(Step(step.seat, step.action, tuple(events), game.state_id))
            self._hands.append(_hands(game))
            self._state_ids.append(game.state_id)
        self.final: Game = game
        self.over = game.over
        self.hand_starts = [0] + [k + 1 for k, step in enumerate(self.steps)
                                  if any(isinstance(e, HandStarted) for e in step.events)]
        self._views: dict[int | None, list[PlayerView]] = {}
        self._position_of = {sid: k for k, sid in enumerate(self._state_ids)}

    def __len__(self) -> int:
        return len(self.steps)

    def _new_game(self) -> Game:
        r = self.record
        return new_game(r.options, r.seats, r.seed, list(r.deck) if r.deck is not None else None,
                        dealer=r.dealer)

    # ------------------------------------------------------------ who may watch how

    def watchable(self) -> list[int]:
        """Seats the game may be watched from: every seat of a finished game, else only
        those people played (a game still running never shows a bot's hand)."""
        if self.over:
            return list(range(len(self.seats)))
        return [s for s, info in enumerate(self.seats) if not info.is_bot]

    # ------------------------------------------------------------ positions

    def clamp(self, position: int) -> int:
        return max(0, min(len(self.steps), position))

    def state_id(self, position: int) -> int:
        return self._state_ids[position]

    def position_of(self, state_id: int) -> int | None:
        return self._position_of.get(state_id)

    def events(self, seat: int | None, start: int, stop: int) -> list[Event]:
        """What ``seat`` saw happen after position ``start`` up to ``stop``; the deal leads
        to position 0, so ``start=-1`` includes it."""
        out = [redact(e, seat) for e in self.start_events] if start < 0 <= stop else []
        for step in self.steps[max(0, start):stop]:
            out.extend(redact(e, seat) for e in step.events)
        return out

    def view(self, seat: int | None, position: int) -> PlayerView:
        """``seat``'s view at ``position`` (one pass of the record the first time a seat is
        asked for)."""
        views = self._views.get(seat)
        if views is None:
            game = self._new_game()
            views = [game.view(seat)]
            for step in self.record.actions:
                game.apply(step.seat, step.action)
                views.append(game.view(seat))
            self._views[seat] = views
        return views[position]

    def hands(self, position: int) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards at ``position``: for the open hands of a finished game only."""
        if not self.over:
            raise PermissionError("the hands of a game still running stay hidden")
        return self._hands[position]

    def hand_at(self, position: int) -> int:
        """The hand (1-based) being played at ``position``."""
        return sum(1 for start in self.hand_starts if start <= position)

    def moments(self, seat: int, start: int, stop: int) -> Iterator[Moment]:
        """Every decision of ``seat`` between positions ``start`` and ``stop`` (its own
        moves, not its UNO calls, catches or jump-ins), through the core once more."""
        game = self._new_game()
        history = [redact(e, seat) for e in self.start_events]
        for k, step in enumerate(self.steps):
            if k >= stop:
                return
            if (k >= start and step.seat == seat and game.decision.seat == seat
                    and not isinstance(step.action, REACTIONS)):
                yield Moment(k, game.view(seat), game.legal_actions(seat), list(history),
                             step.action)
            game.apply(step.seat, step.action)
            history.extend(redact(e, seat) for e in step.events)

    def actor(self, position: int) -> int | None:
        """Who acted to reach ``position`` (``None``: the host, or the deal)."""
        return self.steps[position - 1].seat if position > 0 else None


def _hands(game: Game) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(h) for h in game.hands)
