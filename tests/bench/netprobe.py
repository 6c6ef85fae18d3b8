"""Run the LAN host or a bot client with a record of what happened in it, when (a helper of
``bench_net.py --probe``, not part of the game).

    python tests/bench/netprobe.py OUT.json host|bot [ARGS...]

It runs ``uno_desktop.net.headless`` (``host``) or ``uno_desktop.net.botclient`` (``bot``)
as the benchmark does and writes, at exit, one JSON object to ``OUT.json``:

* ``gc``: every collection of Python's garbage collector (``gc.callbacks``): its start and
  stop (``CLOCK_MONOTONIC`` ns, the clock of the clients' logs and the host's timings), its
  generation and how many objects it freed;
* ``marks``: per action, when this process was done with it (the host: every seat's update
  written; a client: the update read and applied) with the main thread's run-queue wait so
  far (``/proc/thread-self/schedstat``: the ns it was runnable but had no core) and its CPU;
* ``saves``: when the host started a full save behind the game and the CPU ns its own
  thread spent on it (encoding the save; the worker thread writes and syncs it);
* ``gc_setup``: the collector's thresholds and frozen objects when the game began.

The benchmark lays these over each measured action's window, from the client's send to the
last seat's update, and compares the slowest hundredth with the middle ones. The probe's
own cost (a list append per collection, one ``/proc`` read per action) is paid alike by
every action, slow or not.
"""

from __future__ import annotations

import atexit
import gc
import json
import sys
import time
from pathlib import Path
from typing import Any

SCHEDSTAT = Path("/proc/thread-self/schedstat")


def run_delay_ns() -> int:
    """The run-queue wait of this thread so far (0 where the kernel does not say)."""
    try:
        return int(SCHEDSTAT.read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return 0


def main() -> None:
    out, role, *args = sys.argv[1:]
    record: dict[str, Any] = {"gc": [], "marks": [], "saves": [], "gc_setup": None}
    collections: list[list[int]] = record["gc"]
    marks: list[tuple[int, int, int, int]] = record["marks"]
    started: list[int] = [0]

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = time.monotonic_ns()
        else:
            collections.append([started[0], time.monotonic_ns(), info["generation"],
                                info["collected"]])

    gc.callbacks.append(on_gc)

    def mark(sid: int) -> None:
        marks.append((sid, time.monotonic_ns(), run_delay_ns(), time.process_time_ns()))

    def dump() -> None:
        Path(out).write_text(json.dumps(record))

    atexit.register(dump)
    if role == "host":
        from uno_desktop.net import headless
        from uno_desktop.net.host import LanHost
        from uno_desktop.saves import Autosaver

        told = LanHost._told

        def told_marked(self: LanHost) -> None:
            told(self)
            if self.session is not None:
                mark(self.session.game.state_id)

        behind = Autosaver._save_behind

        def behind_marked(self: Autosaver) -> None:
            began, cpu = time.monotonic_ns(), time.thread_time_ns()
            behind(self)
            record["saves"].append([began, time.thread_time_ns() - cpu])

        start_game = LanHost.start_game

        def start_marked(self: LanHost, game: Any = None) -> None:
            record["gc_setup"] = {"threshold": gc.get_threshold(),
                                  "frozen": gc.get_freeze_count()}
            start_game(self, game)

        LanHost._told = told_marked  # type: ignore[method-assign]
        Autosaver._save_behind = behind_marked  # type: ignore[method-assign]
        LanHost.start_game = start_marked  # type: ignore[method-assign]
        code = headless.main(args)
    else:
        from uno_desktop.net import botclient

        note = botclient.BotClient._note_update

        def note_marked(self: botclient.BotClient, view: Any) -> None:
            note(self, view)
            if view is not None:
                if record["gc_setup"] is None:
                    record["gc_setup"] = {"threshold": gc.get_threshold(),
                                          "frozen": gc.get_freeze_count()}
                mark(view.state_id)

        botclient.BotClient._note_update = note_marked  # type: ignore[method-assign]
        code = botclient.main(args)
    sys.exit(code)


if __name__ == "__main__":
    main()
