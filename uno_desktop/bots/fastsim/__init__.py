"""A lean rules simulator for the hard bot's rollouts, several times faster than running
the full engine, because a search lives or dies by how many hands it can play out.

Each edition's rollout twin lives in the module of its name, beside the edition it
mirrors in ``rules/editions/``: :mod:`~uno_desktop.bots.fastsim.base` holds the simulator
(:class:`FastHand`: the classic cards and the house rules) and the registry, and each
edition's module registers its special cards' effects and, where the edition changes the
turn itself, a subclass. Each effect follows its card's
handler exactly; what is identical is imported from ``rules/`` (the duels' highest
number, a Kick round, the Spin battle's rounds, the Wild Draw 4 test), while the choices
the cards offer are made by the normal bot's rules of thumb, as every other rollout
choice is. Who wins a buzzer race (SLAP, UNO Spin) depends on reaction times, not rules: a
random entrant. It only ever runs on a determinized private game; callers check
:func:`fast_supported` (every edition with a twin) and play anything else out with the
engine.
"""

from __future__ import annotations

import math
import random
from importlib import import_module
from typing import TYPE_CHECKING

from rules.cards import Card, Color
from rules.editions import EDITIONS
from rules.editions.base import EditionState
from rules.options import RuleOptions
from uno_desktop.bots.fastsim.base import (
    ENGINE_ROLLOUTS,
    MAX_TURNS,
    TWINS,
    EngineRollouts,
    FastHand,
    Twin,
    wd4_guilty,
)

if TYPE_CHECKING:
    from rules.game import Game  # a determinized private game, never the real one

SIZE_WEIGHT = 0.55  # how fast the winning chance falls per card held
BLACK_CREDIT = 0.4

for _edition in EDITIONS:  # each edition's twin registers itself (or says it needs none)
    try:
        import_module(f"{__name__}.{_edition}")
    except ModuleNotFoundError as exc:  # not written yet: the engine plays its rollouts,
        if exc.name != f"{__name__}.{_edition}":  # and tests/bots/test_fastsim_twins.py fails
            raise

FAST_EDITIONS = frozenset(TWINS)


def fast_supported(options: RuleOptions) -> bool:
    """Whether :class:`FastHand` simulates this rule set exactly (else use the engine)."""
    return options.edition in TWINS


def new_hand(hands: list[list[Card]], pile: list[Card], discard: list[Card],
             color: Color | None, direction: int, seat: int, pending: int,
             opts: RuleOptions, rng: random.Random,
             device: EditionState | None = None) -> FastHand:
    """The simulator for ``opts``' edition, its twin's class (Tippo's needs the edition's
    ``device`` state)."""
    twin = TWINS.get(opts.edition)
    cls = twin.hand if twin is not None else FastHand
    return cls(hands, pile, discard, color, direction, seat, pending, opts, rng, device)


def outlook(hands: list[list[Card]], me: int, teams: bool) -> float:
    """Our side's chance to win from here, judged by hand sizes (a Wild counts as
    part of a card, since it can always be played): what a cut-off rollout returns."""
    weights = []
    for hand in hands:
        size = len(hand) - BLACK_CREDIT * sum(1 for c in hand if c.color is None)
        weights.append(math.exp(-SIZE_WEIGHT * size))
    total = sum(weights)
    mine = sum(w for s, w in enumerate(weights)
               if (s % 2 == me % 2 if teams else s == me))
    return mine / total


def from_game(game: Game, rng: random.Random) -> FastHand:
    """Lift a determinized engine game at a plain turn (or penalty) into a FastHand."""
    g = game
    sim = new_hand(
        hands=[list(h) for h in g.hands],
        pile=list(g.draw_pile),
        discard=list(g.discard),
        color=g.active_color,
        direction=g.direction,
        seat=g.decision.owner,
        pending=g.pending,
        opts=g.options,
        rng=rng,
        device=g.ed,
    )
    if g.pending and g.wd4_challenge is not None:
        sim.challenge = g.wd4_challenge
    return sim


__all__ = ["ENGINE_ROLLOUTS", "FAST_EDITIONS", "MAX_TURNS", "TWINS", "EngineRollouts",
           "FastHand", "Twin", "fast_supported", "from_game", "new_hand", "outlook",
           "wd4_guilty"]
