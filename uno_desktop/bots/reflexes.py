"""How long a bot takes to react, drawn like a person's reaction time.

A bot decides *what* to do at once; the host then waits a reaction time before it acts, so
a person at the table has a real chance to be first at a buzzer or to catch a missing UNO
call. Times follow an ex-Gaussian distribution (a normal plus an exponential tail), the
usual model of human response times (Luce 1986), with means taken from the published
figures that ``docs/bots.md`` cites: about 230 ms for a simple visual reaction, about
420 ms once a stimulus must be recognised first (a SLAP card), longer still when there is
a choice to make (which card to jump in with) or something to notice (a missing call).
"""

from __future__ import annotations

import random

from rules import CallUno, CatchUno, Challenge, Play
from rules.actions import Action
from rules.records import record


@record  # rules.records: a frozen dataclass's generated methods cost ~0.4 ms at start-up
class ExGaussian:
    """Normal (``mu``, ``sigma``) plus exponential (mean ``tau``), in milliseconds."""

    mu: float
    sigma: float
    tau: float

    @property
    def mean(self) -> float:
        return self.mu + self.tau

    def sample(self, rng: random.Random) -> float:
        # No person reacts faster than stimulus detection plus a movement (~130 ms).
        return max(130.0, rng.gauss(self.mu, self.sigma) + rng.expovariate(1.0 / self.tau))


KINDS = ("buzzer", "call_uno", "catch", "jump_in", "challenge")
"""The moments a bot reacts to: a buzzer race, its own UNO call, catching another seat's
missing call, jumping in with an identical card, challenging a Wild Draw 4."""

REACTION_TIMES: dict[str, dict[str, ExGaussian]] = {
    "easy": {
        "buzzer": ExGaussian(430, 60, 200),
        "call_uno": ExGaussian(750, 150, 400),
        "catch": ExGaussian(1500, 300, 700),
        "jump_in": ExGaussian(1100, 200, 500),
        "challenge": ExGaussian(1300, 250, 600),
    },
    "normal": {
        "buzzer": ExGaussian(300, 45, 120),
        "call_uno": ExGaussian(550, 100, 250),
        "catch": ExGaussian(1000, 200, 450),
        "jump_in": ExGaussian(800, 150, 300),
        "challenge": ExGaussian(1000, 200, 400),
    },
    "hard": {
        "buzzer": ExGaussian(270, 35, 80),
        "call_uno": ExGaussian(450, 80, 150),
        "catch": ExGaussian(750, 150, 300),
        "jump_in": ExGaussian(600, 100, 200),
        "challenge": ExGaussian(800, 150, 300),
    },
}


def reaction_kind(action: Action) -> str:
    """Which moment ``action`` reacts to; an edition's race action is a buzzer."""
    if isinstance(action, CallUno):
        return "call_uno"
    if isinstance(action, CatchUno):
        return "catch"
    if isinstance(action, Play):
        return "jump_in"
    if isinstance(action, Challenge):
        return "challenge"
    return "buzzer"


def reaction_ms(level: str, action: Action, rng: random.Random) -> float:
    """A reaction time for a bot of ``level`` taking ``action``, drawn from ``rng``."""
    table = REACTION_TIMES.get(level, REACTION_TIMES["normal"])
    return table[reaction_kind(action)].sample(rng)


EMOTE = ExGaussian(900, 200, 700)
"""How long a person takes to send a quick reaction (a thumbs-up, a laugh) after the moment
it answers: seeing it, then finding the button (close to the "catch" time, without a race
to win)."""


def emote_ms(rng: random.Random) -> float:
    """A bot's delay before a quick reaction, drawn like a person's."""
    return EMOTE.sample(rng)
