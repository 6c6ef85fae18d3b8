"""Bots: a bot sees what its seat may see — its view, its legal actions and the public
event history — and picks an action. No Qt here, and never the full game state.

Three levels: ``easy`` (random legal moves, sensible colours), ``normal`` (a heuristic
player) and ``hard`` (determinized Monte Carlo search over hands sampled from what the
seat has seen). The host decides when a bot acts; a bot only answers when asked.
"""

from __future__ import annotations

from typing import Protocol

from rules import PlayerView, RuleOptions
from rules.actions import Action
from rules.events import Event
from uno_desktop.bots.names import BOT_NAMES, bot_name

# Each level's module is imported by make_bot, when a bot first acts: the referee imports
# this package (bots.reflexes) on the way to the table's first frame, which needs no bot.
LEVELS = ("easy", "normal", "hard")


class Bot(Protocol):
    def choose(self, view: PlayerView, legal: list[Action], history: list[Event]) -> Action:
        """The action for the seat's pending decision; ``legal`` is never empty."""

    def react(self, view: PlayerView, legal: list[Action], history: list[Event]) -> Action | None:
        """An out-of-turn action (catch UNO, jump in) or ``None`` to let the moment pass."""


def make_bot(level: str, seed: int, options: RuleOptions, **tuning: object) -> Bot:
    """A bot of ``level`` (``easy``, ``normal``, ``hard``) for a game with ``options``
    (the rules are public), deterministic for ``seed``.

    ``tuning`` goes to the hard bot: ``simulations`` (rollouts per decision),
    ``time_limit`` (seconds, an upper cap; ``None`` for none, as tests need for determinism)
    and ``horizon`` (rounds a rollout plays before hand sizes judge it). Other levels
    ignore it, so a host can pass one tuning to every seat.
    """
    if level == "easy":
        from uno_desktop.bots.easy import EasyBot

        return EasyBot(seed, options)
    if level == "normal":
        from uno_desktop.bots.normal import NormalBot

        return NormalBot(seed, options)
    if level == "hard":
        from uno_desktop.bots.hard import HardBot

        # the tuning's names and types are HardBot's keyword arguments (tests and the arena)
        return HardBot(seed, options, **tuning)  # type: ignore[arg-type]
    raise ValueError(f"unknown bot level {level!r}")


__all__ = ["BOT_NAMES", "LEVELS", "Bot", "bot_name", "make_bot"]
