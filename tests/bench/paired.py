"""Two bench_bots.py runs compared game by game (a benchmark helper, not a test).

    python3 tests/bench/bench_bots.py --only hard_vs_normal --no-cap --simulations 1500 \\
        --seed 777000 --results a.json            # then the variant, --results b.json
    python3 tests/bench/paired.py a.json b.json

Both runs play the same seeded deals, so most games end the same way; the interval of the
difference in share comes from the games whose result changed, and is far narrower than
the two shares' own intervals. Without ``--no-cap`` a time cap makes the games differ from
machine to machine and run to run.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path


def paired(a: list[int], b: list[int]) -> tuple[int, float, float, int]:
    """Over the games both runs played: how many, the mean of ``b - a``, its 95 %
    half-width, and how many results differ."""
    n = min(len(a), len(b))
    diffs = [b[i] - a[i] for i in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return n, mean, 1.96 * math.sqrt(var / n), sum(1 for d in diffs if d)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    a, b = (json.loads(Path(p).read_text())["tables"] for p in argv)
    for table in sorted(set(a) & set(b)):
        n, mean, half, changed = paired(a[table], b[table])
        print(f"{table:40s} A {sum(a[table][:n]) / n:6.1%}  B {sum(b[table][:n]) / n:6.1%}  "
              f"B-A {100 * mean:+.1f} ± {100 * half:.1f} points  ({n} games, {changed} changed)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
