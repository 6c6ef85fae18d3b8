"""Bots: a bot sees what its seat may see — its view, its legal actions and the public
event history — and picks an action. No Qt here, and never the full game state."""

from __future__ import annotations

import random
from typing import Protocol

from rules import COLORS, CallUno, ChooseColor, PlayerView, RuleOptions

LEVELS = ("easy", "normal", "hard")


class Bot(Protocol):
    def choose(self, view: PlayerView, legal: list[object], history: list[object]) -> object:
        """The action for the seat's pending decision; ``legal`` is never empty."""

    def react(self, view: PlayerView, legal: list[object], history: list[object]) -> object | None:
        """An out-of-turn action (catch UNO, jump in) or ``None`` to let the moment pass."""


class RandomBot:
    """Easy: a random legal action, with a sensible colour choice and an UNO call."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: list[object], history: list[object]) -> object:
        if any(isinstance(a, CallUno) for a in legal):
            return CallUno()
        if all(isinstance(a, ChooseColor) for a in legal) and view.hand:
            held = [c.color for c in view.hand if c.color is not None]
            best = max(COLORS, key=lambda c: (held.count(c), -COLORS.index(c)))
            return ChooseColor(best)
        return self.rng.choice(legal)

    def react(self, view: PlayerView, legal: list[object], history: list[object]) -> object | None:
        calls = [a for a in legal if isinstance(a, CallUno)]
        return calls[0] if calls else None


def make_bot(level: str, seed: int, options: RuleOptions) -> Bot:
    """A bot of ``level`` (``easy``, ``normal``, ``hard``) for a game with ``options``
    (the rules are public), deterministic for ``seed``."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    return RandomBot(seed)
