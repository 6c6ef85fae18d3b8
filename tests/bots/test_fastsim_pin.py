"""The lean simulator's legality pinned to the engine's over 100,000 random positions.

``uno_desktop/bots/fastsim/`` (one rollout twin per edition) is a second rules
implementation, kept because it plays hands out faster than even the compiled engine
(docs/bots.md). At every plain
turn of seeded random games, over random house rules and edition options of every edition
``fast_supported`` claims, the cards it lets the seat play must be exactly the engine's
legal plays (in Tippo, each with its pan); facing a penalty, the cards it may answer with
exactly the engine's. (Each move's whole effect is pinned by ``test_bot_editions.py``, on
fewer positions.)
"""

from __future__ import annotations

import random

import pytest

from rules import Play, new_game, options_from_mapping
from rules.actions import PlayOnPan
from rules.editions import EDITIONS
from rules.options import HOUSE_RULES, UNLIMITED
from rules.ruleset import OptionSpec, RuleOptions
from rules.simulate import random_step
from uno_desktop.bots.fastsim import FAST_EDITIONS, fast_supported, from_game
from uno_desktop.bots.fastsim.fifa2006 import FIFA2006Hand
from uno_desktop.bots.fastsim.tippo import TippoHand

POSITIONS = 100_000
STEPS_PER_GAME = 400


def value(spec: OptionSpec, rng: random.Random) -> object:
    if spec.type == "bool":
        return rng.random() < 0.5
    if spec.type == "choice":
        return rng.choice(spec.choices)
    if spec.name == "hand_size":
        return rng.randint(2, 9)
    if spec.name == "target_score":
        return 500
    if spec.type == "int_or_unlimited":
        return rng.choice([UNLIMITED, rng.randint(1, 20)])
    assert spec.minimum is not None and spec.maximum is not None
    return rng.randint(spec.minimum, min(spec.maximum, spec.minimum + 60))


def random_table(rng: random.Random) -> tuple[RuleOptions, int]:
    edition = rng.choice(sorted(FAST_EDITIONS))
    seats = rng.randint(2, 6)
    data: dict[str, object] = {"edition": edition, "scoring": "single_hand"}
    for spec in (*HOUSE_RULES, *EDITIONS[edition].option_specs):
        if spec.name not in ("scoring", "target_score"):
            data[spec.name] = value(spec, rng)
    if seats % 2 or seats < 4:
        data["teams"] = "off"
    data["hand_size"] = min(int(data["hand_size"]), 90 // seats)  # type: ignore[call-overload]
    return options_from_mapping(data, "pin"), seats


@pytest.mark.slow
def test_fastsim_plays_and_answers_exactly_what_the_engine_allows():
    rng = random.Random(15)
    turns = penalties = tables = 0
    editions: set[str] = set()
    while turns + penalties < POSITIONS:
        options, seats = random_table(rng)
        assert fast_supported(options)
        game = new_game(options, seats, rng.randrange(1 << 30))
        tables += 1
        editions.add(options.edition)
        for _ in range(STEPS_PER_GAME):
            d = game.decision
            if d.kind in ("hand_over", "game_over"):
                break
            if d.kind in ("turn", "penalty") and d.seat is not None and all(game.hands):
                sim = from_game(game, random.Random(0))
                hand = game.hands[d.seat]
                plays = {a.card for a in game.legal_actions(d.seat)
                         if isinstance(a, Play) and a.count == 1}
                if d.kind == "turn" and isinstance(sim, TippoHand):  # each card with its pan
                    on_pans = {(a.card, a.pan) for a in game.legal_actions(d.seat)
                               if isinstance(a, PlayOnPan) and a.count == 1}
                    assert set(sim.pan_plays(hand)) == on_pans, (options, d, game.discard[-1])
                    turns += 1
                elif d.kind == "turn":
                    assert set(sim.playable(hand)) == plays, (options, d, game.discard[-1])
                    turns += 1
                elif not options.jump_in:  # (a jump-in would be a Play of the target too)
                    answers = {c for c in hand if sim._can_stack(c)} if sim.answers else set()
                    if isinstance(sim, FIFA2006Hand):  # an Offside answers any penalty
                        answers |= {c for c in hand if c.kind == "offside"}
                    assert answers == plays, (options, d, game.discard[-1])
                    penalties += 1
            game.apply(*random_step(game, rng))
    assert editions == set(FAST_EDITIONS), editions
    assert penalties > 1000, penalties
