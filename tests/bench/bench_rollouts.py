"""Rollouts per second: a hand played out by the engine vs by the lean simulator (a script).

    python tests/bench/bench_rollouts.py                    # classic, official rules
    python tests/bench/bench_rollouts.py --core build/core  # the compiled engine

The hard bot plays thousands of hands out per decision; ``uno_desktop/bots/fastsim.py``
exists because the engine was several times slower at it. Positions are plain turns of
seeded random games, each played out to the end of the hand from a clone, by
``hard.fast_policy`` through the engine and by ``FastHand.run``: the figure that decides
whether the second rules implementation can go (issue 15).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = Path(sys.argv[sys.argv.index("--core") + 1]) if "--core" in sys.argv else ROOT
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(CORE))

import rules.game  # noqa: E402
from rules import load_preset, new_game, with_options  # noqa: E402
from rules.game import Game  # noqa: E402
from rules.simulate import random_step  # noqa: E402
from uno_desktop.bots.fastsim import from_game  # noqa: E402
from uno_desktop.bots.hard import fast_policy  # noqa: E402


def positions(edition: str, count: int) -> list[Game]:
    options = with_options(load_preset("official"), edition=edition, scoring="single_hand")
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        game = new_game(options, 2 + seed % 3, seed)
        rng = random.Random(seed)
        for step in range(400):
            if game.over:
                break
            if game.decision.kind == "turn" and step % 7 == 3:
                found.append(game.clone())
            game.apply(*random_step(game, rng))
        seed += 1
    return found[:count]


def engine_out(game: Game, rng: random.Random) -> None:
    while game.decision.kind not in ("hand_over", "game_over"):
        seat = game.decision.seat
        if seat is None:
            game.apply(None, game.legal_actions(None)[0])
            continue
        game.apply(seat, fast_policy(game, seat, game.legal_actions(seat), rng))


def rate(run: object, games: list[Game], seconds: float) -> float:
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for game in games:
            run(game.clone(), random.Random(done))  # type: ignore[operator]
            done += 1
    return done / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", default="classic")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--core", help="import the rules core from this folder")
    args = parser.parse_args()
    games = positions(args.edition, args.positions)
    engine = rate(engine_out, games, args.seconds)
    fast = rate(lambda g, r: from_game(g, r).run(), games, args.seconds)
    print(json.dumps({"core": "pure" if rules.game.__file__.endswith(".py") else "compiled",
                      "edition": args.edition, "engine_rollouts_per_s": round(engine),
                      "fastsim_rollouts_per_s": round(fast),
                      "fastsim_over_engine": round(fast / engine, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
