"""The behaviour digest: seeded bot games of every edition, hashed, must not change.

Issue 28 moves code (editions into kits, the rollout simulator beside the rules it mirrors,
the controller split) on the promise that behaviour stays the same. This test holds it to
that: for a few seeds of every edition a table of hard, normal and easy bots plays a game
through the arena (the host's part without Qt), every action is then submitted again to a
:class:`HostSession` with a listener on every seat and on the spectator's place, and what
they were told (the redacted events and the view after each action, in the wire's JSON) is
hashed together with every choice and reaction of the bots into one digest per game.
Two more per edition (its own rules, and house rules beside them) hash hands played out
by the rollout simulator (``fastsim``) from seeded positions, its final state included,
because the hard bot plays only a few of its rollouts in the games above.

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
from rules.options import RuleOptions
from rules.simulate import seeded_positions
from uno_desktop.bots import make_bot
from uno_desktop.bots.arena import play_game
from uno_desktop.bots.fastsim import from_game
from uno_desktop.codec import JSON
from uno_desktop.session import HostSession, SeatInfo

SEEDS = (3, 4, 5)  # two, three and four seats; games short enough for the fast lane
LEVELS = ("hard", "normal", "easy", "normal")  # a hard bot at every table: its rollouts
HARD = {"simulations": 6, "time_limit": None}
ROLLOUT_POSITIONS = 20
# The house rules the rollouts simulate beside each edition's own (stacking, 7-0, ...).
HOUSE_RULES = {"stacking": "seed001", "seven_card": "swap_chosen", "zero_card": "rotate_all",
               "draw_rule": "draw_until_playable", "wd4_mode": "enforce"}

# Recorded with the command in the module's docstring.
GAME_DIGESTS = {
    "cars": ("8fe95c3f4094340c", "abfc4880bbf4e452", "913863ea3ec27c09"),
    "classic": ("47bfa529ec7e3573", "132d2076567a19ff", "72af79616d4766d3"),
    "extreme": ("24d6fb1b83b895e1", "fa3c0362c620db11", "211cccfc52ecee72"),
    "fc_bayern": ("abd387a02008befa", "99d403b047bc039b", "5b986fbfd16568eb"),
    "fifa2006": ("88cda9be82d38122", "cf1d33e805e6401b", "4524f23af547b7ef"),
    "flash": ("00c9eaeeba23118c", "5fc8c35e6f435ac0", "fe4ec7a61bcc8206"),
    "h2o": ("56771f6fe04ea0a5", "cca80d7f7eef1434", "2a9acc79459bd217"),
    "kick": ("f4a5e12f876596a4", "6f3a52b9e4675110", "683b07b38499d846"),
    "speed_racer": ("f504d44e8edb4f5a", "d8be0a7bd70fb9f7", "1b1fc3db4679da2c"),
    "spin": ("6432434f2fb53164", "921e6030a25c91b9", "96837d3c6da6b7bb"),
    "tippo": ("0a523e0dce3febe9", "afddf15f6615c856", "a3b445ab6a1da242"),
    "toy_story3": ("608f935f7a74f314", "c13ffab24f535c09", "c68312f12d994f0e"),
}
ROLLOUT_DIGESTS = {
    "cars": ("277abf4062a5fa11", "c34b027b18aaf84d"),
    "classic": ("c5fb8d8538cf39a7", "1899bc034fc1101d"),
    "extreme": ("ade64e9ea0e85144", "4930635e9d12a298"),
    "fc_bayern": ("c028a6f2490732b2", "e393fba7e0c4f7c9"),
    "fifa2006": ("02526661e2299357", "71c09b4b992e4de4"),
    "flash": ("d9921aba476e2104", "b2586b8fb53298c3"),
    "h2o": ("3119edef36c879c4", "a80db01769f3dc07"),
    "kick": ("b3d633dbc34c0c58", "659fdfc3fcfc4f10"),
    "speed_racer": ("c609021203dd7d75", "cf578d89c5c77ae5"),
    "spin": ("96dea6e48bd440fd", "ed889a3d65b62e1c"),
    "tippo": ("3f3bed0f952f013b", "1a14da2ef39b63a0"),
    "toy_story3": ("af5c962380d47743", "70c85a78d1a34495"),
}


def _options(edition: str) -> RuleOptions:
    return with_options(options_from_mapping({"edition": edition}, edition),
                        scoring="single_hand")


def _seats(seed: int) -> int:
    return 2 + seed % 3


def game_digest(edition: str, seed: int) -> str:
    """Every seat's story of a seeded bot game, and every bot's choice, hashed."""
    options = _options(edition)
    digest = hashlib.sha256()
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


def rollout_digest(edition: str, house: bool) -> str:
    """Hands played out by the rollout simulator from seeded positions: the winner and
    everything it left (hands, piles, colour, seat, direction), hashed."""
    digest = hashlib.sha256()
    options = _options(edition)
    if house:
        options = with_options(options, **HOUSE_RULES)
    for i, game in enumerate(seeded_positions(options, ROLLOUT_POSITIONS, steps=300)):
        sim = from_game(game, random.Random(i))
        winner = sim.run()
        digest.update(repr((winner, sim.hands, sim.pile, sim.discard, sim.color,
                            sim.seat, sim.direction, sim.pending)).encode())
    return digest.hexdigest()[:16]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_seeded_bot_games_tell_every_seat_the_same_story(edition: str, seed: int) -> None:
    assert edition in GAME_DIGESTS, f"record a digest for {edition} (see the docstring)"
    assert game_digest(edition, seed) == GAME_DIGESTS[edition][SEEDS.index(seed)]


@pytest.mark.parametrize("house", [False, True], ids=["edition_rules", "house_rules"])
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_rollouts_play_out_the_same(edition: str, house: bool) -> None:
    assert edition in ROLLOUT_DIGESTS, f"record a digest for {edition} (see the docstring)"
    assert rollout_digest(edition, house) == ROLLOUT_DIGESTS[edition][house]


if __name__ == "__main__":
    print("GAME_DIGESTS = {")
    for edition in sorted(EDITIONS):
        games = ", ".join(f'"{game_digest(edition, seed)}"' for seed in SEEDS)
        print(f'    "{edition}": ({games}),')
    print("}")
    print("ROLLOUT_DIGESTS = {")
    for edition in sorted(EDITIONS):
        plain, house = rollout_digest(edition, False), rollout_digest(edition, True)
        print(f'    "{edition}": ("{plain}", "{house}"),')
    print("}")
