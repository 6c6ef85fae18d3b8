"""Instructions per action, core against RLCard (a script): the bench_core.py loop counted
by valgrind's cachegrind instead of timed, for a machine too busy for wall-clock figures.

    python tests/bench/bench_instructions.py                     # the plain source
    python tests/bench/bench_instructions.py --core build/core   # a compiled copy

Each side plays a fixed number of seeded games (2 players; ours official rules with the
view of the next seat, RLCard's raw ``UnoGame``) once with and once without them, so the
import and warm-up cancel out. Needs ``valgrind`` and ``rlcard``. Counts are repeatable
to a fraction of a percent, so they show what a change saves; instructions are not time
(interpreted and compiled code run at different instructions per cycle).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def count(side: str, games: int, core: str | None) -> tuple[int, int]:
    """(instructions, actions) of one process that plays ``games`` games after a warm-up."""
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=no",
               "--cachegrind-out-file=/dev/null", sys.executable, str(HERE / "bench_core.py"),
               "--count", side, str(games)]
    if core:
        command += ["--core", core]
    env = {**os.environ, "PYTHONHASHSEED": "0"}  # the same string hashes in every process
    done = subprocess.run(command, check=True, capture_output=True, text=True, env=env)
    refs = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    assert refs, done.stderr
    return int(refs.group(1).replace(",", "")), int(done.stdout.split()[-1])


def per_action(side: str, games: int, core: str | None) -> int:
    base, _ = count(side, 0, core)
    total, actions = count(side, games, core)
    return round((total - base) / actions)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--core", help="import the rules core from this folder")
    parser.add_argument("--games", type=int, default=3, help="our games (RLCard plays 50 x)")
    args = parser.parse_args()
    ours = per_action("core", args.games, args.core)
    theirs = per_action("rlcard", 50 * args.games, None)
    print(json.dumps({"core": "compiled" if args.core else "pure",
                      "instructions_per_action": ours,
                      "rlcard_instructions_per_action": theirs,
                      "ratio": round(theirs / ours, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
