"""Run a module under cProfile counting CPU time, not wall time (a helper of the benchmarks).

    python tests/bench/cpuprof.py OUT.prof -m package.module [ARGS...]

``python -m cProfile`` times with the wall clock, so on a busy machine a process's waits
for a core land in whatever call it was in (a socket's ``flush`` looks costly because the
host was preempted there). This one times with ``time.process_time``: what the process
itself spent, user and system, which is what an A/B of CPU per action compares.
"""

from __future__ import annotations

import cProfile
import runpy
import sys
import time


def main() -> None:
    out, flag, module, *args = sys.argv[1:]
    if flag != "-m":
        raise SystemExit(__doc__)
    sys.argv = [module, *args]
    profiler = cProfile.Profile(time.process_time)
    try:
        profiler.runcall(runpy.run_module, module, run_name="__main__", alter_sys=True)
    except SystemExit:
        pass
    finally:
        profiler.dump_stats(out)


if __name__ == "__main__":
    main()
