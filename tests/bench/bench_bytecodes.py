"""Bytecodes per action, core against RLCard, by function (a script): the bench_core.py
loop counted by ``sys.settrace`` opcode events instead of timed.

    python tests/bench/bench_bytecodes.py              # the plain source, RLCard beside it
    python tests/bench/bench_bytecodes.py --top 40     # the 40 costliest functions

Like ``bench_instructions.py`` it is deterministic (seeded games) and does not care how
busy the machine is; unlike it, it says where an action's interpreted work goes. The
plain core and RLCard's raw ``UnoGame`` execute about as many bytecodes per action, so
this is the count a change to the plain core's hot path has to lower. (Compiled code runs
no bytecode: measure the compiled core with ``bench_instructions.py --core``.)
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_core import options_for, run_core, run_rlcard


def count(play: Callable[[], tuple[int, int, float] | None]) -> tuple[Counter[str], int]:
    """(bytecodes by ``file:function``, actions) of one call of ``play``."""
    counts: Counter[str] = Counter()

    def opcode(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "opcode":
            code = frame.f_code
            counts[f"{Path(code.co_filename).name}:{code.co_name}"] += 1
        return opcode

    def call(frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return opcode

    sys.settrace(call)
    try:
        result = play()
    finally:
        sys.settrace(None)
    assert result is not None, "rlcard is not installed"
    return counts, result[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="our games (RLCard plays 50 x)")
    parser.add_argument("--top", type=int, default=0, help="also list the costliest functions")
    args = parser.parse_args()
    options = options_for("official")
    run_core(options, 2, 0, games_only=1)  # warm: the first game fills the shared caches
    ours, our_actions = count(lambda: run_core(options, 2, 0, seed=2, games_only=args.games))
    theirs, their_actions = count(lambda: run_rlcard(0, seed=2, games_only=50 * args.games))
    per_ours = sum(ours.values()) / our_actions
    per_theirs = sum(theirs.values()) / their_actions
    print(json.dumps({"core": "pure", "bytecodes_per_action": round(per_ours),
                      "rlcard_bytecodes_per_action": round(per_theirs),
                      "ratio": round(per_theirs / per_ours, 2)}))
    for name, counts, actions in (("core", ours, our_actions), ("rlcard", theirs, their_actions)):
        for function, n in counts.most_common(args.top):
            print(f"{name:<7}{n / actions:8.1f}  {function}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
