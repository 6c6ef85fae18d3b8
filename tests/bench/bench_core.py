"""Rules-core benchmark (a script, not a test): random legal games, games/s and actions/s.

    python tests/bench/bench_core.py                  # 2 and 4 players, official and party
    python tests/bench/bench_core.py --json           # one JSON object, 2-player official:
                                                      # the pure and the compiled core
    python tests/bench/bench_core.py --core build/core   # a compiled copy (compile_core.py)
    python tests/bench/bench_core.py --edition spin   # one edition
    python tests/bench/bench_core.py --all-editions   # actions/s per edition
    python tests/bench/bench_instructions.py          # instructions per action instead
    python tests/bench/bench_bytecodes.py             # bytecodes per action, by function

Each step is what a random player driving the core does: ``legal_actions`` for the seat
whose decision it is, a uniform random choice, ``apply`` and the ``view`` of the next
decision seat (RLCard's ``step`` returns the next player's state, so this keeps the
comparison fair). When ``rlcard`` is installed (it is not a project dependency) its raw
``rlcard.games.uno.game.UnoGame`` is timed in the same run with random legal actions and
``allow_step_back=False``, 2 players, and the ratio of actions/s is printed.

``--json`` measures the plain source and the mypyc-compiled core in the same run (each in
its own process, RLCard timed alongside in each): it compiles a copy with
``packaging/compile_core.py`` into a temporary folder unless ``--compiled DIR`` names one,
and reports ``null`` for the compiled figures (with the reason) where it cannot.

    python tests/bench/bench_core.py --json --installed-python /tmp/venv/bin/python

adds ``installed``: the core a player's install runs (``bash scripts/play.sh`` or ``pip
install .`` into that interpreter's environment, which needs ``rlcard`` too), measured by
that interpreter with the checkout off its path, RLCard alongside; ``installed_ratio`` is
its actions/s over RLCard's (issue 26 holds it to at least 2.5).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# --core DIR: import the rules package from DIR (a compiled copy) instead of the checkout;
# --installed: the one installed in this interpreter's environment (the checkout stays off)
CORE = Path(sys.argv[sys.argv.index("--core") + 1]) if "--core" in sys.argv else ROOT
if "--installed" not in sys.argv:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(CORE))

from rules import Draw, load_preset, new_game, with_options  # noqa: E402
from rules.editions import EDITIONS  # noqa: E402
from rules.records import compiled  # noqa: E402


def run_core(options, players: int, seconds: float, seed: int = 1, with_view: bool = True,
             play_first: bool = True, games_only: int | None = None) -> tuple[int, int, float]:
    """Play whole random games for at least ``seconds`` (or exactly ``games_only`` games);
    return (games, actions, elapsed).

    ``play_first``: draw only when nothing else is legal, as RLCard's action space does;
    otherwise every legal action (voluntary draws too) is equally likely."""
    games = actions = 0
    start = time.perf_counter()
    while (time.perf_counter() - start < seconds if games_only is None
           else games < games_only):
        game = new_game(options, players, seed + games)
        rng = random.Random(seed + games)
        choice = rng.choice
        legal = game.legal_actions
        apply = game.apply
        view = game.view
        while not game.over:
            seat = game.decision.seat
            acts = legal(seat)
            if play_first and len(acts) > 1:
                acts = [a for a in acts if type(a) is not Draw] or acts
            apply(seat, choice(acts))
            if with_view and game.decision.seat is not None:
                view(game.decision.seat)
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - start


def run_rlcard(seconds: float, players: int = 2, seed: int = 1,
               games_only: int | None = None) -> tuple[int, int, float] | None:
    """The same loop on RLCard's raw UNO game (one hand per game), or None without rlcard."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    games = actions = 0
    rng = random.Random(seed)
    start = time.perf_counter()
    while (time.perf_counter() - start < seconds if games_only is None
           else games < games_only):
        game = UnoGame(allow_step_back=False, num_players=players)
        game.np_random = np.random.RandomState(seed + games)
        game.init_game()
        while not game.is_over():
            game.step(rng.choice(game.get_legal_actions()))
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - start


def compare(edition: str, seconds: float, with_view: bool,
            rounds: int) -> tuple[float, float, float | None]:
    """2-player official: our games/s and actions/s and RLCard's actions/s, measured in
    alternating rounds (the best round of each counts: the machine is shared)."""
    options = options_for("official", edition)
    best_games = best_actions = 0.0
    best_rl: float | None = None
    for _ in range(rounds):
        games_s, actions_s = rates(run_core(options, 2, seconds / rounds, with_view=with_view))
        if actions_s > best_actions:
            best_games, best_actions = games_s, actions_s
        rl = run_rlcard(seconds / rounds)
        if rl is not None:
            best_rl = max(best_rl or 0.0, rates(rl)[1])
    return best_games, best_actions, best_rl


def rates(result: tuple[int, int, float]) -> tuple[float, float]:
    games, actions, elapsed = result
    return games / elapsed, actions / elapsed


def both(args: argparse.Namespace) -> dict[str, object]:
    """The pure and the compiled core, each in its own process with RLCard beside it."""
    import subprocess
    import tempfile

    def measure(*extra: str, python: str = sys.executable) -> dict[str, object]:
        command = [python, __file__, "--json", "--seconds", str(args.seconds),
                   "--rounds", str(args.rounds), "--edition", args.edition, *extra]
        if args.no_view:
            command.append("--no-view")
        out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
        return json.loads(out.splitlines()[-1])

    result: dict[str, object] = {"pure": measure("--pure-only")}
    compiled_dir, why = args.compiled, None
    with tempfile.TemporaryDirectory() as tmp:
        if compiled_dir is None:
            sys.path.insert(0, str(ROOT / "packaging"))
            from compile_core import available, compile_core

            why = available()
            if why is None:
                compiled_dir = str(compile_core(Path(tmp)))
        result["compiled"] = measure("--core", compiled_dir) if compiled_dir else None
    if why:
        result["compiled_unavailable"] = why
    pure, compiled = result["pure"], result["compiled"]
    if isinstance(pure, dict) and isinstance(compiled, dict):
        result["speedup"] = round(compiled["actions_per_s"] / pure["actions_per_s"], 2)
    if args.installed_python:
        installed = measure("--installed", python=args.installed_python)
        result["installed"] = installed
        result["installed_ratio"] = installed["ratio"]
    return result


def options_for(preset: str, edition: str = "classic"):
    options = load_preset(preset)
    return options if edition == "classic" else with_options(options, edition=edition)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--json", action="store_true",
                        help="one JSON object for the 2-player official case")
    parser.add_argument("--edition", default="classic", help="edition to measure")
    parser.add_argument("--all-editions", action="store_true",
                        help="a table of actions/s per edition")
    parser.add_argument("--rounds", type=int, default=3,
                        help="alternating rounds for the RLCard comparison (best counts)")
    parser.add_argument("--no-view", action="store_true",
                        help="leave out the view of the next seat from each step")
    parser.add_argument("--core", help="import the rules core from this folder")
    parser.add_argument("--compiled", help="with --json: a compiled copy to measure")
    parser.add_argument("--pure-only", action="store_true",
                        help="with --json: measure only the checkout's plain source")
    parser.add_argument("--installed", action="store_true",
                        help="with --json: measure only the core installed here (not the "
                             "checkout's)")
    parser.add_argument("--installed-python", metavar="PYTHON",
                        help="with --json: also the core installed for PYTHON (a play.sh or "
                             "pip install . environment with rlcard)")
    parser.add_argument("--count", nargs=2, metavar=("SIDE", "GAMES"),
                        help="play one game, then GAMES more (SIDE: core or rlcard) and print "
                             "their actions, untimed (bench_instructions.py counts them)")
    args = parser.parse_args(argv)
    with_view = not args.no_view

    if args.count:
        side, games = args.count[0], int(args.count[1])
        if side == "rlcard":
            run_rlcard(0, games_only=1)
            result = run_rlcard(0, seed=2, games_only=games)
        else:
            options = options_for("official", args.edition)
            run_core(options, 2, 0, with_view=with_view, games_only=1)
            result = run_core(options, 2, 0, seed=2, with_view=with_view, games_only=games)
        assert result is not None, "rlcard is not installed"
        print(result[1])
        return 0

    if args.json and (args.core or args.pure_only or args.installed):
        games_s, actions_s, rl_actions_s = compare(args.edition, args.seconds, with_view,
                                                   args.rounds)
        print(json.dumps({
            "core": "compiled" if compiled() else "pure",
            "rules_from": str(Path(sys.modules["rules.game"].__file__ or "").parent),
            "games_per_s": round(games_s, 2),
            "actions_per_s": round(actions_s),
            "rlcard_actions_per_s": round(rl_actions_s) if rl_actions_s else None,
            "ratio": round(actions_s / rl_actions_s, 2) if rl_actions_s else None,
        }))
        return 0
    if args.json:
        print(json.dumps(both(args)))
        return 0

    if args.all_editions:
        print(f"{'edition':<14}{'2 players':>14}{'4 players':>14}   (actions/s, official rules)")
        for name in sorted(EDITIONS):
            row = [rates(run_core(options_for("official", name), n, args.seconds / 2,
                                  with_view=with_view))[1] for n in (2, 4)]
            print(f"{name:<14}{row[0]:>14,.0f}{row[1]:>14,.0f}")
        return 0

    if args.edition not in EDITIONS:
        parser.error(f"unknown edition {args.edition!r}; known: {', '.join(sorted(EDITIONS))}")
    print(f"edition {args.edition}; each step: legal_actions + apply"
          + (" + view" if with_view else ""))
    print(f"{'preset':<10}{'players':>8}{'games/s':>12}{'actions/s':>14}{'actions/game':>14}")
    official_2p = None
    for preset in ("official", "party"):
        for players in (2, 4):
            result = run_core(options_for(preset, args.edition), players, args.seconds,
                              with_view=with_view)
            games_s, actions_s = rates(result)
            if (preset, players) == ("official", 2):
                official_2p = actions_s
            print(f"{preset:<10}{players:>8}{games_s:>12,.2f}{actions_s:>14,.0f}"
                  f"{result[1] / max(result[0], 1):>14,.0f}")
    uniform = rates(run_core(options_for("official", args.edition), 2, args.seconds,
                             with_view=with_view, play_first=False))
    print(f"{'official':<10}{2:>8}{uniform[0]:>12,.2f}{uniform[1]:>14,.0f}"
          f"{'':>14}   (uniform: voluntary draws too)")
    rl = run_rlcard(args.seconds)
    if rl is None:
        print("rlcard is not installed: no comparison (pip install rlcard)")
        return 0
    rl_games_s, rl_actions_s = rates(rl)
    print(f"{'rlcard':<10}{2:>8}{rl_games_s:>12,.2f}{rl_actions_s:>14,.0f}"
          f"{rl[1] / max(rl[0], 1):>14,.0f}   (one hand per game)")
    print(f"ratio, this run (official, 2 players, actions/s): {official_2p / rl_actions_s:.2f}")
    _, ours, theirs = compare(args.edition, args.seconds, with_view, args.rounds)
    if theirs:
        print(f"ratio, best of {args.rounds} alternating rounds: {ours / theirs:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
