"""Rollouts per second: a hand played out by the engine vs by the lean simulator (a script).

    python tests/bench/bench_rollouts.py                    # classic, official rules
    python tests/bench/bench_rollouts.py --edition all      # every edition, a table
    python tests/bench/bench_rollouts.py --core build/core  # the compiled engine
    (build/core: python packaging/compile_core.py --out build/core)

The hard bot plays thousands of hands out per decision; the lean simulator
(``uno_desktop/bots/fastsim``) exists because the engine was several times slower at it.
Positions are plain turns of seeded random games, each played out to the end of the hand
from a clone, by ``hard.fast_policy`` through the engine and by ``FastHand.run``: the
figure that decides whether the second rules implementation can go (issues 15 and 28).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = Path(sys.argv[sys.argv.index("--core") + 1]) if "--core" in sys.argv else ROOT
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(CORE))

import rules.game  # noqa: E402
from rules import load_preset, with_options  # noqa: E402
from rules.editions import EDITIONS  # noqa: E402
from rules.game import Game  # noqa: E402
from rules.simulate import seeded_positions  # noqa: E402
from uno_desktop.bots.fastsim import MAX_TURNS, from_game  # noqa: E402
from uno_desktop.bots.hard import fast_policy  # noqa: E402


def positions(edition: str, count: int) -> list[Game]:
    options = with_options(load_preset("official"), edition=edition, scoring="single_hand")
    return seeded_positions(options, count, steps=400)


def engine_out(game: Game, rng: random.Random) -> None:
    """The hand played out by the engine, cut off after ``MAX_TURNS`` actions as
    ``FastHand.run`` is after as many turns (a Tippo hand may otherwise run for ages)."""
    for _ in range(MAX_TURNS):
        if game.decision.kind in ("hand_over", "game_over"):
            return
        seat = game.decision.seat
        if seat is None:
            game.apply(None, game.legal_actions(None)[0])
            continue
        game.apply(seat, fast_policy(game, seat, game.legal_actions(seat), rng))


def rate(run: object, games: list[Game], seconds: float) -> float:
    """Hands played out per second of this process's CPU time: on a shared machine the
    wall clock measures the other sessions' load as much as the code."""
    done, start = 0, time.process_time()
    while time.process_time() - start < seconds:  # checked per hand: Tippo's are long
        run(games[done % len(games)].clone(), random.Random(done))  # type: ignore[operator]
        done += 1
    return done / (time.process_time() - start)


def measure(edition: str, count: int, seconds: float) -> dict[str, object]:
    """Both rates on the same positions, the engine's run first."""
    games = positions(edition, count)
    engine = rate(engine_out, games, seconds)
    fast = rate(lambda g, r: from_game(g, r).run(), games, seconds)
    return {"core": "pure" if rules.game.__file__.endswith(".py") else "compiled",
            "edition": edition, "engine_rollouts_per_s": round(engine),
            "fastsim_rollouts_per_s": round(fast), "fastsim_over_engine": round(fast / engine, 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", default="classic", help="an edition, or all")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--core", help="import the rules core from this folder")
    parser.add_argument("--json", action="store_true", help="one JSON line per edition")
    args = parser.parse_args()
    editions = sorted(EDITIONS) if args.edition == "all" else [args.edition]
    if not args.json:
        print(f"core: {rules.game.__file__}  load: {os.getloadavg()[0]:.1f}")
        print("hands played out per CPU second, on the same positions")
        print(f"{'edition':12} {'engine/s':>9} {'fastsim/s':>9} {'ratio':>6}")
    for edition in editions:
        row = measure(edition, args.positions, args.seconds)
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            print(f"{edition:12} {row['engine_rollouts_per_s']:>9} "
                  f"{row['fastsim_rollouts_per_s']:>9} {row['fastsim_over_engine']:>6}",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
