"""Words true when shown: the table's log and status line checked against the table.

Every log line is a :class:`~uno_desktop.ui.present.stage.Claim` (its event, code and
fields, and the seats' card counts the table showed when it was added). :func:`problems`
looks at a table at any moment — a test stepping through a game, the robot player after
each key — and lists what its words claim that the table does not show:

- a line whose moment has not landed yet (its event still playing): the log never runs
  ahead of the table;
- a line with an empty or unknown name ("— wins the duel");
- a seat said to be skipped while its turn is shown (the newest line);
- a status line waiting for a seat that is not the one lit, or any prompt or device
  decision while the hand is over ("Waiting for Ben…" beside "Ben wins the hand!").

What the counts should be is the game's, not the table's: :class:`CountFold` follows the
events a seat was told and says each seat's card count after each of them, so a caller who
sees the events (a test feeding a game) can hold every line's counts to it
(:func:`count_problems`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from rules.events import (
    CardPlayed,
    CardsDealt,
    CardsDiscarded,
    CardsDrawn,
    DuelRound,
    Event,
    HandsRotated,
    HandsSwapped,
    HandStarted,
    TurnSkipped,
)
from uno_desktop.ui.present.stage import Board, Claim, SeatRef

if TYPE_CHECKING:
    from uno_desktop.ui.models import LogModel, SeatsModel
    from uno_desktop.ui.sequencer import Sequencer

NAME_FIELDS = ("seat", "winner", "loser", "catcher", "target", "challenger", "player", "a",
               "b", "dealer")
"""A claim's fields that hold a seat's (or a team's) name."""


class _Devices(Protocol):
    @property
    def decisionSeat(self) -> int: ...


class Checked(Protocol):
    """What :func:`problems` reads of the game's controller
    (:class:`~uno_desktop.ui.controller.GameController`, which imports the presenters:
    this module must not import it)."""

    board: Board
    seats: SeatsModel
    log: LogModel

    @property
    def sequencer(self) -> Sequencer: ...
    @property
    def devices(self) -> _Devices: ...
    @property
    def statusText(self) -> str: ...
    @property
    def turn_over(self) -> bool: ...
    def waiting_for(self, seat: int) -> str: ...
    def name_of(self, seat: int | None) -> str: ...
    def slot_name(self, slot: int) -> str: ...


def problems(game: Checked) -> list[str]:
    """What the table's words claim that the table does not show now (empty: all true)."""
    out: list[str] = []
    seq = game.sequencer
    playing = seq.steps if seq.playing is not None else -1  # (events are shared objects)
    rows = game.seats.rows
    names = {row.name for row in rows} | {game.slot_name(t) for t in range(2)}
    for text, claim in zip(game.log.lines, game.log.claims, strict=True):
        if claim is None:
            continue
        if claim.step >= playing >= 0:
            out.append(f"ahead of the table: {text!r} while its moment still plays")
        for key in NAME_FIELDS:
            if key in claim.fields:
                name = _value(claim.fields[key], game)
                if not isinstance(name, str) or name.strip() in ("", "—", "?") \
                        or name not in names:
                    out.append(f"no name: {text!r} ({key}={name!r})")
    claims = [c for c in game.log.claims if c is not None]
    last = claims[-1] if claims else None
    if isinstance(last, Claim) and isinstance(last.event, TurnSkipped) \
            and game.board.turn_seat == last.event.seat:  # the newest line, the lit seat
        out.append(f"{last.render()!r} while that seat's turn is shown")
    status = game.statusText
    over = game.turn_over or game.board.hand_over or game.board.game_over
    waiting = game.devices.decisionSeat
    if over and waiting >= 0:  # a device panel's own "Waiting for …" (Spin's station)
        out.append(f"a device still waits for seat {waiting} while the hand is over")
    turn = game.board.turn_seat
    if not over and waiting >= 0 and turn >= 0 and waiting != turn:
        out.append(f"a device waits for seat {waiting} while seat {turn} has the turn")
    for row in rows:
        if status and status == game.waiting_for(row.seat):
            if over:
                out.append(f"{status!r} while the hand is over")
            elif not row.is_turn or game.board.turn_seat != row.seat:
                out.append(f"{status!r} while seat {game.board.turn_seat} has the turn")
    return out


def _value(value: object, game: Checked) -> object:
    """A field as its line shows it (a seat by its name: "you" is a form of the line)."""
    value = value() if callable(value) else value
    return game.name_of(value.index) if isinstance(value, SeatRef) else value


class CountFold:
    """Each seat's card count as the events a seat was told make it (the game's truth, seen
    from that seat); :meth:`apply` returns the counts after one event."""

    def __init__(self, seats: int) -> None:
        self.counts = [0] * seats
        self._laid: list[tuple[int, Any]] = []  # a duel's cards so far

    def sync(self, counts: Sequence[int]) -> None:
        """The view says the counts (an update's end, a table attached)."""
        self.counts = list(counts)

    def apply(self, event: Event) -> list[int]:
        c, n = self.counts, len(self.counts)
        if isinstance(event, HandStarted):
            self.counts = [0] * n
            self._laid = []
        elif isinstance(event, CardsDealt):
            c[event.seat] = event.count
        elif isinstance(event, CardPlayed):
            c[event.seat] -= event.count
        elif isinstance(event, CardsDrawn):
            c[event.seat] += event.count
        elif isinstance(event, CardsDiscarded):
            c[event.seat] -= len(event.cards)
        elif isinstance(event, HandsSwapped):
            c[event.a], c[event.b] = c[event.b], c[event.a]
        elif isinstance(event, HandsRotated):
            self.counts = [c[(s - event.direction) % n] for s in range(n)]
        elif isinstance(event, DuelRound):
            self._laid += zip(event.seats, event.cards, strict=False)
            if event.loser >= 0:  # every card laid by the others goes to the loser
                for seat, card in self._laid:
                    if seat != event.loser and card.color is not None:
                        c[seat] -= 1
                        c[event.loser] += 1
                self._laid = []
        return list(self.counts)

    def after_each(self, events: Iterable[Event], first_step: int) -> dict[int, list[int]]:
        """The counts after each of ``events``, by the sequencer's step that will show it
        (``first_step`` for the first: events are shared objects, a step is not)."""
        return {first_step + k: self.apply(e) for k, e in enumerate(events)}


def count_problems(claims: Iterable[Claim | None], truth: dict[int, list[int]]) -> list[str]:
    """Lines whose table showed other card counts than the game had after their event
    (``truth``: by step, :meth:`CountFold.after_each`)."""
    out = []
    for claim in claims:
        if claim is None or claim.step not in truth:
            continue
        want = truth[claim.step]
        if claim.counts != want:
            out.append(f"counts: {claim.render()!r} shown with {claim.counts}, "
                       f"the game had {want}")
    return out
