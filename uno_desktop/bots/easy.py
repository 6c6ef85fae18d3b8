"""Easy: a random legal action, a sensible colour, and a memory for UNO that sometimes slips."""

from __future__ import annotations

import random

from rules import CallUno, CatchUno, ChooseColor, Play, PlayerView, RuleOptions
from uno_desktop.bots.policy import best_color, decision_actions, fallback

CALL_UNO_CHANCE = 0.75  # beginners forget to call UNO now and then
CATCH_CHANCE = 0.35
JUMP_IN_CHANCE = 0.3


class EasyBot:
    """A beginner: plays any legal move at random but picks colours like a person would."""

    level = "easy"

    def __init__(self, seed: int, options: RuleOptions | None = None) -> None:
        self.rng = random.Random(seed)
        self.options = options

    def choose(self, view: PlayerView, legal: list[object], history: list[object]) -> object:
        if any(isinstance(a, CatchUno) for a in legal) and self.rng.random() < CATCH_CHANCE:
            return next(a for a in legal if isinstance(a, CatchUno))
        if any(isinstance(a, CallUno) for a in legal) and self.rng.random() < CALL_UNO_CHANCE:
            return CallUno()
        own = decision_actions(legal)
        if own and all(isinstance(a, ChooseColor) for a in own):
            want = best_color(view.hand or ())
            return next((a for a in own if a.color == want), own[0])
        try:
            return self.rng.choice(own)
        except IndexError:
            return fallback(view, legal, self.rng)

    def react(self, view: PlayerView, legal: list[object], history: list[object]) -> object | None:
        for action in legal:
            if isinstance(action, CallUno) and self.rng.random() < CALL_UNO_CHANCE:
                return action
            if isinstance(action, CatchUno) and self.rng.random() < CATCH_CHANCE:
                return action
            if isinstance(action, Play) and self.rng.random() < JUMP_IN_CHANCE:
                return action
        return None
