"""The behaviour digest: seeded bot games of every edition, hashed, must not change.

Issue 28 moves code (editions into kits, the rollout simulator beside the rules it mirrors,
the controller split) on the promise that behaviour stays the same. This test holds it to
that: for a few seeds of every edition a table of hard, normal and easy bots plays a game
through the arena (the host's part without Qt), every action is then submitted again to a
:class:`HostSession` with a listener on every seat and on the spectator's place, and what
they were told (the redacted events and the view after each action, in the wire's JSON) is
hashed together with every choice and reaction of the bots into one digest per edition. A
second digest per edition hashes hands played out by the rollout simulator (``fastsim``)
from seeded positions, its final state included, because the hard bot plays only a few of
its rollouts in the games above.

If a change is meant to change behaviour (a rule, a bot's judgement, an event's fields),
regenerate the digests deliberately and paste them below, saying why in the commit:

    PYTHONPATH=$PWD python3 tests/test_behaviour_digest.py
"""

from __future__ import annotations

import hashlib
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

if __name__ == "__main__":  # run as a script: the checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import PlayerView, new_game, options_from_mapping, with_options
from rules.editions import EDITIONS
from rules.game import Game
from rules.options import RuleOptions
from rules.simulate import random_step
from uno_desktop.bots import make_bot
from uno_desktop.bots.arena import play_game
from uno_desktop.bots.fastsim import from_game
from uno_desktop.codec import JSON
from uno_desktop.session import HostSession, SeatInfo

SEEDS = (3, 4, 5)  # two, three and four seats; games short enough for the fast lane
LEVELS = ("hard", "normal", "easy", "normal")  # a hard bot at every table: its rollouts
HARD = {"simulations": 6, "time_limit": None}
ROLLOUT_POSITIONS = 30
# The house rules the rollouts simulate beside each edition's own (stacking, 7-0, ...).
HOUSE_RULES = {"stacking": "seed001", "seven_card": "swap_chosen", "zero_card": "rotate_all",
               "draw_rule": "draw_until_playable", "wd4_mode": "enforce"}

# Recorded with the command in the module's docstring.
GAME_DIGESTS = {
    "cars": "02390ae454ee35b6",
    "classic": "62cecf1c2d080989",
    "extreme": "1f02da71aae2334c",
    "fc_bayern": "07a755512180ea0d",
    "fifa2006": "cd1d5d2da34a6950",
    "flash": "4b0841645d1ef4c4",
    "h2o": "4ce01aacf77c3eae",
    "kick": "a21faa74a9b0ae2d",
    "speed_racer": "2a462314ef8614de",
    "spin": "831bdc9d6d42b5da",
    "tippo": "7614745b98b3a866",
    "toy_story3": "899910e03ac0b2d2",
}
ROLLOUT_DIGESTS = {
    "cars": "f89a4d39d79e2800",
    "classic": "08a26c1ff2f629d3",
    "extreme": "9e8d107febe28b51",
    "fc_bayern": "a7744d1a9c493d95",
    "fifa2006": "347873c0d5d2915a",
    "flash": "4f5015d8ff93c789",
    "h2o": "d93a3958c5461395",
    "kick": "2d69611c1e83bf80",
    "speed_racer": "1a99afec83379c15",
    "spin": "833fda4ee7fd7717",
    "tippo": "48b0f8c519bd5c9c",
    "toy_story3": "07496c3197681445",
}


def _options(edition: str) -> RuleOptions:
    return with_options(options_from_mapping({"edition": edition}, edition),
                        scoring="single_hand")


def _seats(seed: int) -> int:
    return 2 + seed % 3


def game_digest(edition: str) -> str:
    """Every seat's story of a few seeded bot games, and every bot's choice, hashed."""
    options = _options(edition)
    digest = hashlib.sha256()
    for seed in SEEDS:
        n = _seats(seed)
        bots = [make_bot(LEVELS[s], seed * 10 + s, options,
                         **(HARD if LEVELS[s] == "hard" else {})) for s in range(n)]

        def chose(seat: int, kind: str, view: object, action: object) -> None:
            digest.update(f"{kind} {seat} ".encode() + JSON.encode_action(action))

        played = play_game(options, bots, seed, observer=chose).game
        session = HostSession(new_game(options, n, seed),
                              [SeatInfo(f"S{s}") for s in range(n)])
        for seat in [*range(n), None]:
            session.subscribe(seat, _teller(digest, seat))
        for view_seat in [*range(n), None]:
            digest.update(JSON.encode_view(session.game.view(view_seat)))
        for e in session.history:
            digest.update(JSON.encode_event(e[1]))
        for seat, action in played.actions:
            digest.update(f"act {seat} ".encode() + JSON.encode_action(action))
            session.submit(seat, action)
        digest.update(f"end {session.game.game_winner} {session.game.scores}".encode())
    return digest.hexdigest()[:16]


def _teller(digest: Any, seat: int | None) -> Callable[[list[object], PlayerView], None]:
    """A session listener for ``seat`` that hashes what it is told."""

    def told(events: list[object], view: PlayerView) -> None:
        digest.update(f"to {seat} ".encode())
        for e in events:
            digest.update(JSON.encode_event(e))
        digest.update(JSON.encode_view(view))

    return told


def _positions(options: RuleOptions, count: int) -> list[Game]:
    """Plain turns of seeded random games (as bench_rollouts.py picks them)."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        game = new_game(options, 2 + seed % 3, seed)
        rng = random.Random(seed)
        for step in range(300):
            if game.over:
                break
            if game.decision.kind == "turn" and step % 7 == 3:
                found.append(game.clone())
            game.apply(*random_step(game, rng))
        seed += 1
    return found[:count]


def rollout_digest(edition: str) -> str:
    """Hands played out by the rollout simulator from seeded positions: the winner and
    everything it left (hands, piles, colour, seat, direction), hashed."""
    digest = hashlib.sha256()
    plain = _options(edition)
    for options in (plain, with_options(plain, **HOUSE_RULES)):
        for i, game in enumerate(_positions(options, ROLLOUT_POSITIONS)):
            sim = from_game(game, random.Random(i))
            winner = sim.run()
            digest.update(repr((winner, sim.hands, sim.pile, sim.discard, sim.color,
                                sim.seat, sim.direction, sim.pending)).encode())
    return digest.hexdigest()[:16]


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_seeded_bot_games_tell_every_seat_the_same_story(edition: str) -> None:
    assert edition in GAME_DIGESTS, f"record a digest for {edition} (see the docstring)"
    assert game_digest(edition) == GAME_DIGESTS[edition]


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_rollouts_play_out_the_same(edition: str) -> None:
    assert edition in ROLLOUT_DIGESTS, f"record a digest for {edition} (see the docstring)"
    assert rollout_digest(edition) == ROLLOUT_DIGESTS[edition]


if __name__ == "__main__":
    for name, table in (("GAME_DIGESTS", game_digest), ("ROLLOUT_DIGESTS", rollout_digest)):
        print(f"{name} = {{")
        for edition in sorted(EDITIONS):
            print(f'    "{edition}": "{table(edition)}",')
        print("}")
