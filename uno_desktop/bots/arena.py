"""A bots-only table for tests and benchmarks: plays the host's part without Qt or timers.

The arena owns the real :class:`rules.Game` — as the host does — and gives each bot only
``game.view(seat)``, its legal actions and its own redacted history. Between decisions every
bot gets a chance to react (seats with an open UNO window first, as the host's grace period
allows), and when nobody acts on a window or race the arena applies the host's ``Timeout``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rules import IllegalAction, NextHand, RuleOptions, Timeout, TurnTimeout, new_game, redact
from rules.actions import Action
from rules.events import Event, HandEnded
from rules.game import Game

if TYPE_CHECKING:
    from uno_desktop.bots import Bot


class ArenaError(RuntimeError):
    """A bot returned an illegal action, or a game did not finish in time."""


@dataclass(slots=True)
class GameResult:
    """How a game ended: the winning score slot, hands won per seat, per-seat think times."""

    game: Game
    winner: int | None
    hands_won: list[int]
    actions: int
    think_ms: dict[int, list[float]] = field(default_factory=dict)


Observer = Callable[[int, str, object, object], None]  # seat, "choose"/"react", view, action


def play_game(
    options: RuleOptions,
    bots: Sequence[Bot],
    seed: int,
    max_actions: int = 50_000,
    observer: Observer | None = None,
    timed: Sequence[int] = (),
    peek: dict[int, Callable[[Game], None]] | None = None,
) -> GameResult:
    """Play one game among ``bots`` (one per seat) and return the result.

    ``timed`` lists seats whose ``choose`` calls are timed (milliseconds in the result).
    ``peek`` shows a seat the real game before each of its decisions: only for the bench's
    experiment of what knowing the hidden cards is worth (``tests/bench/oracle.py``).
    """
    n = len(bots)
    game = new_game(options, n, seed)
    history: list[list[Event]] = [[redact(e, s) for e in game.start_events] for s in range(n)]
    hands_won = [0] * n
    think: dict[int, list[float]] = {s: [] for s in timed}
    steps = 0

    def apply(seat: int | None, action: Action) -> None:
        nonlocal steps
        try:
            events = game.apply(seat, action)
        except IllegalAction as exc:
            raise ArenaError(f"seed {seed}: seat {seat} chose illegal {action!r} at decision "
                             f"{game.decision.kind!r}: {exc.code}") from exc
        steps += 1
        for s in range(n):
            history[s].extend(redact(e, s) for e in events)
        for e in events:
            if isinstance(e, HandEnded):
                hands_won[e.winner] += 1

    while not game.over:
        if steps >= max_actions:
            raise ArenaError(f"seed {seed}: no end after {steps} actions "
                             f"(decision {game.decision.kind!r})")
        d = game.decision
        if d.kind == "hand_over":
            apply(None, NextHand())
            continue
        if _reactions(game, bots, history, d.seat, apply, observer):
            continue
        if d.seat is None:
            host = game.legal_actions(None)
            if not host:
                raise ArenaError(f"seed {seed}: host decision {d.kind!r} with no action")
            apply(None, next((a for a in host if isinstance(a, Timeout)), host[0]))
            continue
        legal = game.legal_actions(d.seat)
        if not legal:
            host = game.legal_actions(None)
            apply(None, next((a for a in host if isinstance(a, Timeout | TurnTimeout)),
                             host[0]))
            continue
        view = game.view(d.seat)
        if peek is not None and d.seat in peek:
            peek[d.seat](game)
        start = time.perf_counter()
        action = bots[d.seat].choose(view, legal, history[d.seat])
        if d.seat in think:
            think[d.seat].append((time.perf_counter() - start) * 1000.0)
        if observer is not None:
            observer(d.seat, "choose", view, action)
        apply(d.seat, action)
    return GameResult(game, game.game_winner, hands_won, steps, think)


def _reactions(
    game: Game, bots: Sequence[Bot], history: list[list[Event]], decider: int | None,
    apply: Callable[[int | None, Action], None], observer: Observer | None,
) -> bool:
    """Offer every other bot its out-of-turn actions; ``True`` once one of them acted."""
    n = game.n
    first = (decider + 1) % n if decider is not None else 0
    order = [(first + i) % n for i in range(n)]
    view_open = set(game.view(None).uno_open)
    order.sort(key=lambda s: s not in view_open)  # a seat may call UNO before it is caught
    for seat in order:
        if seat == decider:
            continue
        legal = game.legal_actions(seat)
        if not legal:
            continue
        view = game.view(seat)
        action = bots[seat].react(view, legal, history[seat])
        if action is not None:
            if observer is not None:
                observer(seat, "react", view, action)
            apply(seat, action)
            return True
    return False
