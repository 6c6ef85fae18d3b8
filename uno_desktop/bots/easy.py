"""Easy: a random legal action, a sensible colour, and a memory for UNO that sometimes slips."""

from __future__ import annotations

import random

from rules import CallUno, CatchUno, ChooseColor, Draw, Play, PlayerView, RuleOptions
from rules.actions import Action
from rules.events import Event
from uno_desktop.bots.policy import best_color, decision_actions, fallback, owed_call, tag_of

CALL_UNO_CHANCE = 0.75  # beginners forget to call UNO now and then
CATCH_CHANCE = 0.35
JUMP_IN_CHANCE = 0.3
BUZZER_CHANCE = 0.5  # a beginner is slow on the buzzer
VOLUNTARY_DRAW_CHANCE = 0.1


class EasyBot:
    """A beginner: plays any legal move at random but picks colours like a person would."""

    level = "easy"

    def __init__(self, seed: int, options: RuleOptions | None = None) -> None:
        self.rng = random.Random(seed)
        self.options = options

    def choose(self, view: PlayerView, legal: list[Action], history: list[Event]) -> Action:
        if any(isinstance(a, CatchUno) for a in legal) and self.rng.random() < CATCH_CHANCE:
            return next(a for a in legal if isinstance(a, CatchUno))
        call = owed_call(view, legal)
        if call is not None and self.rng.random() < CALL_UNO_CHANCE:
            return call
        own = [a for a in decision_actions(legal) if tag_of(a) not in ("slap", "call_uno_spin")]
        own = own or list(legal)
        colors = [a for a in own if isinstance(a, ChooseColor)]
        if own and len(colors) == len(own):
            want = best_color(view.hand or ())
            return next((a for a in colors if a.color == want), colors[0])
        plays: list[Action] = [a for a in own if not isinstance(a, Draw)]
        if plays and len(plays) < len(own) and self.rng.random() > VOLUNTARY_DRAW_CHANCE:
            own = plays  # even beginners rarely draw while holding a playable card
        try:
            return self.rng.choice(own)
        except IndexError:
            return fallback(view, legal, self.rng)

    def react(self, view: PlayerView, legal: list[Action], history: list[Event]) -> Action | None:
        for action in legal:
            if (isinstance(action, CallUno) and owed_call(view, legal) is not None
                    and self.rng.random() < CALL_UNO_CHANCE):
                return action
            if isinstance(action, CatchUno) and self.rng.random() < CATCH_CHANCE:
                return action
            if isinstance(action, Play) and self.rng.random() < JUMP_IN_CHANCE:
                return action
            tag = tag_of(action)
            racing = tag == "slap" or (tag == "call_uno_spin" and view.decision == "spin_race")
            if racing and self.rng.random() < BUZZER_CHANCE:
                return action
        return None
