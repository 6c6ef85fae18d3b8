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

The digests are recorded in ``tests/behaviour_digests.json``, one line per edition. If a
change is meant to change behaviour (a rule, a bot's judgement, an event's fields),
record them again deliberately, saying why in the commit:

    PYTHONPATH=$PWD python3 tests/test_behaviour_digest.py --write            # every edition
    PYTHONPATH=$PWD python3 tests/test_behaviour_digest.py --write EDITION    # one (a new one)

(without ``--write`` it prints them). ``python -m uno_desktop.scaffold edition NAME`` records
a new edition's digests so.
"""

from __future__ import annotations

import argparse
import hashlib
import json
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

DIGESTS = Path(__file__).resolve().with_name("behaviour_digests.json")
"""Each edition's digests: ``games`` (one per seed of :data:`SEEDS`) and ``rollouts`` (its
own rules, then :data:`HOUSE_RULES`), recorded with the command in the docstring."""


def recorded() -> dict[str, dict[str, list[str]]]:
    return json.loads(DIGESTS.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def write(digests: dict[str, dict[str, list[str]]]) -> None:
    """The digests file, one edition a line (a new edition's line is a one-line diff)."""
    lines = ",\n".join(f"  {json.dumps(name)}: {json.dumps(digests[name])}"
                       for name in sorted(digests))
    DIGESTS.write_text("{\n" + lines + "\n}\n", encoding="utf-8")


def digests_of(edition: str) -> dict[str, list[str]]:
    return {"games": [game_digest(edition, seed) for seed in SEEDS],
            "rollouts": [rollout_digest(edition, house) for house in (False, True)]}


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


def test_every_edition_has_its_digests_and_no_other() -> None:
    """A digest for an edition that is gone is stale; a new edition needs its own."""
    missing = sorted(set(EDITIONS) - set(recorded()))
    assert not missing, f"record the digests of {missing} (see the module's docstring)"
    assert set(recorded()) <= set(EDITIONS)
    for name, digests in recorded().items():
        assert len(digests["games"]) == len(SEEDS) and len(digests["rollouts"]) == 2, name


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_seeded_bot_games_tell_every_seat_the_same_story(edition: str, seed: int) -> None:
    games = recorded().get(edition, {}).get("games")
    assert games, f"record the digests of {edition} (see the module's docstring)"
    assert game_digest(edition, seed) == games[SEEDS.index(seed)]


@pytest.mark.parametrize("house", [False, True], ids=["edition_rules", "house_rules"])
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_rollouts_play_out_the_same(edition: str, house: bool) -> None:
    rollouts = recorded().get(edition, {}).get("rollouts")
    assert rollouts, f"record the digests of {edition} (see the module's docstring)"
    assert rollout_digest(edition, house) == rollouts[house]


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description="Print or record the behaviour digests.")
    parser.add_argument("--write", action="store_true",
                        help="record them in tests/behaviour_digests.json")
    parser.add_argument("editions", nargs="*", help="only these editions (default: all)")
    args = parser.parse_args(argv)
    unknown = set(args.editions) - set(EDITIONS)
    if unknown:
        parser.error(f"no such edition: {', '.join(sorted(unknown))}")
    digests = recorded() if DIGESTS.exists() else {}
    for edition in args.editions or sorted(EDITIONS):
        digests[edition] = digests_of(edition)
        print(f"{json.dumps(edition)}: {json.dumps(digests[edition])}")
    if args.write:
        write({name: d for name, d in digests.items() if name in EDITIONS})


if __name__ == "__main__":
    main(sys.argv[1:])
