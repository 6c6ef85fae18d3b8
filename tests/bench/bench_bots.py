"""Bot strength and speed: seeded tournaments with rotated seats (a benchmark, not a test).

    python tests/bench/bench_bots.py                 # the full run, a few minutes
    python tests/bench/bench_bots.py --games 100     # quicker, wider intervals
    python tests/bench/bench_bots.py --json          # machine-readable figures
    python tests/bench/bench_bots.py --edition kick  # a themed edition (official rules)
    python tests/bench/bench_bots.py --edition all   # every edition, a table apiece

Tables: normal vs 3 easy and hard vs 3 normal (4 players; 25% is an even share), and hard
vs normal heads-up (50%). Single-hand games keep it fast. Duplicate format: every deal
is played once with the hero in each seat, so neither seat order nor a lucky deal favours
it. Win rates come with a 95% Wilson interval. The hard bot
plays with its defaults (simulation count and time cap), and every one of its decisions is
timed: p50/p95 over all decisions and over the searched ones.

It plays the installed game where this Python has one (a player's install: the compiled
rules core), else the checkout's source; ``--source`` takes the checkout. The first line
(and ``core`` in ``--json``) says which.
"""

from __future__ import annotations

import argparse
import json
import math
import pathlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import measured

measured.choose(source="--source" in sys.argv)

from oracle import KINDS, OracleBot  # noqa: E402  beside this script

from rules import RuleOptions, load_preset, with_options  # noqa: E402
from rules.editions import EDITIONS  # noqa: E402
from uno_desktop.bots import make_bot  # noqa: E402
from uno_desktop.bots.arena import play_game  # noqa: E402


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate (sound near 0 and with few games)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def tournament(options: RuleOptions, hero: str, rival: str, seats: int, games: int,
               seed: int, tuning: dict[str, object],
               oracle: str | None = None) -> dict[str, object]:
    """``hero`` against ``seats - 1`` copies of ``rival``, the hero's seat rotating;
    with ``oracle``, the hero is the hard bot dealt that much of the truth (oracle.py)."""
    searches = rollouts = 0
    outcomes: list[int] = []  # 1 where the hero won game g: what --results keeps
    think: list[float] = []
    searched: list[float] = []
    for g in range(games):
        hero_seat = g % seats
        hero_seed = seed + 1000 * g + hero_seat
        spy = None if oracle is None else OracleBot(hero_seed, options, oracle, **tuning)
        bots = [make_bot(rival, seed + 1000 * g + s, options) if s != hero_seat
                else spy or make_bot(hero, hero_seed, options, **tuning) for s in range(seats)]
        peek = None if spy is None else {hero_seat: spy.peek}
        before = getattr(bots[hero_seat], "searches", 0)
        # Duplicate format: each deal is played once with the hero in every seat.
        result = play_game(options, bots, seed + g // seats, timed=[hero_seat], peek=peek)
        outcomes.append(int(result.winner == hero_seat))
        searches += getattr(bots[hero_seat], "searches", 0) - before
        rollouts += getattr(bots[hero_seat], "rollouts", 0)
        times = result.think_ms[hero_seat]
        think += times
        if getattr(bots[hero_seat], "searches", 0) > before:
            searched += [t for t in times if t >= 1.0]
    wins = sum(outcomes)
    low, high = wilson(wins, games)
    return {
        "hero": hero, "rival": rival, "seats": seats, "games": games, "wins": wins,
        "win_rate": round(wins / games, 4), "ci95": [round(low, 4), round(high, 4)],
        "even_share": round(1 / seats, 4),
        # simulations per searched decision: the budget the time cap left (a count, not a time)
        "rollouts_per_search": round(rollouts / searches, 1) if searches else 0.0,
        "ms": {"decisions": len(think), "p50": round(percentile(think, 0.5), 2),
               "p95": round(percentile(think, 0.95), 2),
               "max": round(max(think, default=0.0), 2),
               "mean": round(statistics.fmean(think), 2) if think else 0.0,
               "searched": len(searched),
               "searched_p50": round(percentile(searched, 0.5), 2),
               "searched_p95": round(percentile(searched, 0.95), 2)},
        "per_game": outcomes,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per 4-player table")
    parser.add_argument("--heads-up-games", type=int, default=None,
                        help="games heads-up (default: --games)")
    parser.add_argument("--seed", type=int, default=20_261_129)
    parser.add_argument("--preset", default="official")
    parser.add_argument("--edition", default=None,
                        help="play this edition (default: classic; all: each, a table apiece)")
    parser.add_argument("--simulations", type=int, default=None, help="hard: rollouts")
    parser.add_argument("--time-limit", type=float, default=None, help="hard: seconds cap")
    parser.add_argument("--horizon", type=int, default=None, help="hard: rollout rounds")
    parser.add_argument("--margin", type=float, default=None,
                        help="hard: standard errors needed to overrule the heuristic")
    parser.add_argument("--prune", type=float, default=None,
                        help="hard: paired standard errors that drop a candidate (0: off)")
    parser.add_argument("--only", choices=["normal_vs_easy", "hard_vs_normal", "heads_up"],
                        action="append", help="run only these tables")
    parser.add_argument("--no-cap", action="store_true",
                        help="hard: no time cap, only the simulation budget (the same games "
                             "on any machine: what paired comparisons need)")
    parser.add_argument("--results", type=pathlib.Path, default=None,
                        help="write each table's per-game outcomes here, for "
                             "tests/bench/paired.py")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--source", action="store_true",
                        help="play this checkout's source, not the installed game")
    parser.add_argument("--oracle", choices=KINDS, default=None,
                        help="hard: deal its search the true colour counts, hands or hands "
                             "and pile (an experiment: what knowing would be worth)")
    args = parser.parse_args(argv)

    base = with_options(load_preset(args.preset), scoring="single_hand")
    tuning: dict[str, object] = {}
    for key in ("simulations", "time_limit", "horizon", "margin", "prune"):
        if getattr(args, key) is not None:
            tuning[key] = getattr(args, key)
    if args.no_cap:
        tuning["time_limit"] = None
    editions = sorted(EDITIONS) if args.edition == "all" else [args.edition or "classic"]
    runs = [run(with_options(base, edition=name), args, tuning) for name in editions]
    per_game = {f"{out['edition']}/{key}": table.pop("per_game")  # type: ignore[union-attr]
                for out in runs for key, table in out.items()
                if isinstance(table, dict) and "per_game" in table}
    if args.results is not None:
        args.results.write_text(json.dumps({"seed": args.seed, "tuning": tuning,
                                            "oracle": args.oracle, "tables": per_game}))
    if args.json:
        out = runs[0] if len(runs) == 1 else {"preset": args.preset,
                                              "editions": {r["edition"]: r for r in runs}}
        print(json.dumps({**out, "core": measured.describe()}))
        return 0
    print(measured.describe())
    for out in runs:
        if len(runs) > 1:
            print(f"== {out['edition']}")
        for key, table in out.items():
            if isinstance(table, dict) and "win_rate" in table:
                low, high = table["ci95"]
                ms = table["ms"]
                print(f"{key:26s} {table['win_rate']:6.1%}  95% CI {low:.1%}–{high:.1%}  "
                      f"(even share {table['even_share']:.0%}, {table['games']} games)  "
                      f"ms p50 {ms['p50']} p95 {ms['p95']} max {ms['max']}  "
                      f"rollouts/search {table['rollouts_per_search']}")
        if "hard_ms_per_decision" in out:
            print("hard ms per decision:", out["hard_ms_per_decision"])
        print(f"{out['seconds']} s")
    return 0


def run(options: RuleOptions, args: argparse.Namespace,
        tuning: dict[str, object]) -> dict[str, object]:
    """The wanted tables of one edition, as the JSON object ``--json`` prints."""
    heads_up_games = args.heads_up_games or args.games
    wanted = set(args.only or ["normal_vs_easy", "hard_vs_normal", "heads_up"])
    out: dict[str, object] = {"preset": args.preset, "edition": options.edition,
                              "scoring": "single_hand"}
    start = time.perf_counter()
    if "normal_vs_easy" in wanted:
        out["normal_vs_easy"] = tournament(options, "normal", "easy", 4, args.games,
                                           args.seed, {})
    if "hard_vs_normal" in wanted:
        out["hard_vs_normal"] = tournament(options, "hard", "normal", 4, args.games,
                                           args.seed + 7, tuning, args.oracle)
    if "heads_up" in wanted:
        out["hard_vs_normal_heads_up"] = tournament(options, "hard", "normal", 2,
                                                    heads_up_games, args.seed + 13, tuning,
                                                    args.oracle)
    hard_ms = [t["ms"] for k, t in out.items()  # type: ignore[index]
               if k.startswith("hard_") and isinstance(t, dict)]
    if hard_ms:
        out["hard_ms_per_decision"] = {
            "p50": max(m["p50"] for m in hard_ms), "p95": max(m["p95"] for m in hard_ms),
            "max": max(m["max"] for m in hard_ms),
            "searched_p50": max(m["searched_p50"] for m in hard_ms),
            "searched_p95": max(m["searched_p95"] for m in hard_ms),
        }
    out["seconds"] = round(time.perf_counter() - start, 1)
    return out


if __name__ == "__main__":
    raise SystemExit(main())
