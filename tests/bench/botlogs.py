"""The guests' logs of a network benchmark run, read into the figure every such benchmark
prints: each move from its send to the last seat holding the update it led to (a helper
of ``bench_net.py``, ``bench_internet.py`` and ``relay_floor.py``, whose guests all log
``act`` and ``update`` lines with the state id and the time on the clock every process
shares, CLOCK_MONOTONIC, in ns)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

Applied = Callable[[int, int], bool]
"""``applied(sid, guest)``: whether the game took the move guest ``guest`` sent on state
``sid`` (a move that lost a race or came after the end was refused)."""


def read(path: Path) -> list[dict[str, Any]]:
    """A guest's log, one JSON object a line; a line cut short as the guest was stopped is
    skipped, a log never written is empty."""
    out = []
    for line in path.read_text().splitlines() if path.exists() else []:
        try:
            out.append(json.loads(line))
        except ValueError:
            pass
    return out


def in_record(record: Any, logs: list[list[dict[str, Any]]]) -> Applied:
    """:data:`Applied` for a game's record (``rules.GameRecord``): the move a guest sent on
    state ``sid`` was taken when the record's step ``sid`` is its seat's (the seat its
    ``welcome`` line names)."""
    seat_of = [next(e["seat"] for e in log if e["kind"] == "welcome") for log in logs]
    steps = record.actions
    return lambda sid, guest: sid < len(steps) and steps[sid].seat == seat_of[guest]


def delivered(logs: list[list[dict[str, Any]]],
              applied: Applied | None = None) -> list[tuple[int, int, int]]:
    """``(sid, sent_ns, last_ns)`` for each move sent on state ``sid`` that was applied
    (every move when ``applied`` is ``None``) and whose update every guest logged: when
    it was sent and when the last guest had the update (each guest's first of that state).
    In the logs' order, not sorted."""
    arrivals: list[dict[int, int]] = []
    for log in logs:
        first: dict[int, int] = {}
        for e in log:
            if e["kind"] == "update" and e["sid"] not in first:
                first[e["sid"]] = e["t"]
        arrivals.append(first)
    out = []
    for guest, log in enumerate(logs):
        for e in log:
            if e["kind"] != "act" or (applied is not None and not applied(e["sid"], guest)):
                continue
            times = [got.get(e["sid"] + 1) for got in arrivals]
            if None not in times:  # else the run ended before everyone had it
                out.append((e["sid"], e["t"], max(t for t in times if t is not None)))
    return out


def percentile(ordered: list[float], q: float) -> float:
    """The ``q`` quantile of sorted ``ordered``: every network benchmark's figures and
    their anchors' alike."""
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]
