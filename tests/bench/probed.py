"""What happened during the slowest LAN actions against the middle ones (``bench_net.py
--probe``): the records ``netprobe.py`` leaves for the host and each client, laid over each
measured action's window (from the client's send to the last seat having the update)."""

from __future__ import annotations

import collections
import json
import statistics
from pathlib import Path
from typing import Any


def _overlap(a0: int, a1: int, b0: int, b1: int) -> int:
    return max(0, min(a1, b1) - max(a0, b0))


class Process:
    """One process's probe record, indexed for the windows."""

    def __init__(self, path: Path) -> None:
        data = json.loads(path.read_text())
        self.gc: list[list[int]] = sorted(data["gc"])
        self.setup = data["gc_setup"]
        self.saves: list[int] = [t for t, _cpu in data["saves"]]
        self.save_cpu_ms: list[float] = [cpu / 1e6 for _t, cpu in data["saves"]]
        marks: dict[int, tuple[int, int, int]] = {}
        for sid, t, rq, cpu in data["marks"]:
            marks.setdefault(sid, (t, rq, cpu))
        self.marks = marks
        order = sorted(marks)
        self.before = dict(zip(order[1:], order, strict=False))  # a mark's predecessor

    def in_window(self, t0: int, t1: int) -> tuple[float, list[int]]:
        """The collector's ms within the window, and the generations it ran."""
        ms, gens = 0.0, []
        for start, stop, gen, _freed in self.gc:
            if start >= t1:
                break
            hit = _overlap(t0, t1, start, stop)
            if hit:
                ms += hit / 1e6
                gens.append(gen)
        return ms, gens

    def step(self, sid: int) -> tuple[float, float] | None:
        """The run-queue wait and CPU (ms) since the previous action's mark, to this one's."""
        now, prev = self.marks.get(sid), self.marks.get(self.before.get(sid, -1))
        if now is None or prev is None:
            return None
        return (now[1] - prev[1]) / 1e6, (now[2] - prev[2]) / 1e6


def _collections(proc: Process, t0: int, t1: int, actions: int) -> dict[str, Any]:
    """Per generation over the measured span: collections per 1,000 actions, their median
    and longest duration (ms)."""
    out = {}
    by_gen: dict[int, list[float]] = collections.defaultdict(list)
    for start, stop, gen, _freed in proc.gc:
        if t0 <= start <= t1:
            by_gen[gen].append((stop - start) / 1e6)
    for gen in (0, 1, 2):
        took = by_gen.get(gen, [])
        out[f"gen{gen}"] = {"per_1000_actions": round(1000 * len(took) / actions, 1),
                            "ms_p50": round(statistics.median(took), 3) if took else None,
                            "ms_max": round(max(took), 3) if took else None}
    return out


def _on_the_way(host: Process, bots: list[Process],
                timings: dict[int, tuple[float, float]],
                measured: list[tuple[int, float, Any]]) -> dict[str, Any]:
    """The collections that held a measured action on its way: in the host between reading
    it and having written every update, in a client between the host's last write and
    that client having the update (count and ms, over all the measured actions)."""
    host_n = host_ms = bots_n = bots_ms = 0.0
    for sid, _ms, _split in measured:
        if sid + 1 not in timings:
            continue
        read_ns, written_ns = (int(x * 1e9) for x in timings[sid + 1])
        ms, gens = host.in_window(read_ns, written_ns)
        host_n += len(gens)
        host_ms += ms
        for bot in bots:
            mark = bot.marks.get(sid + 1)
            if mark is not None:
                ms, gens = bot.in_window(written_ns, mark[0])
                bots_n += len(gens)
                bots_ms += ms
    return {"host": int(host_n), "host_ms": round(host_ms, 2),
            "clients": int(bots_n), "clients_ms": round(bots_ms, 2)}


def breakdown(workdir: Path, clients: int, record: Any,
              measured: list[tuple[int, float, Any]], windows: dict[int, tuple[int, int]],
              p99: float) -> dict[str, Any]:
    """The slowest hundredth (latency >= p99) against the middle fifth (p40-p60), per group:
    how many had a collection in the host or any client during them (and of which
    generation), the collector's ms in them, the run-queue wait and CPU of the host and of
    the clients (the worst client and all together) since the action before, full saves
    started, and first actions of their kind in the game (cold code)."""
    host = Process(workdir / "host.probe")
    bots = [Process(workdir / f"b{i}.probe") for i in range(clients)]
    ordered = sorted(measured, key=lambda row: row[1])
    n = len(ordered)
    middle = ordered[int(0.4 * n):int(0.6 * n)]
    slow = [row for row in measured if row[1] >= p99]
    first_of_kind: set[int] = set()
    seen: set[str] = set()
    for sid, step in enumerate(record.actions):
        name = type(step.action).__name__
        if name not in seen:
            seen.add(name)
            first_of_kind.add(sid)

    def group(rows: list[tuple[int, float, Any]]) -> dict[str, Any]:
        hgc, cgc, hgens, cgens, hms, cms = 0, 0, [], [], [], []
        hrq, hcpu, crq_max, crq_sum, ccpu = [], [], [], [], []
        saves = 0
        for sid, _ms, _split in rows:
            t0, t1 = windows[sid]
            ms, gens = host.in_window(t0, t1)
            hms.append(ms)
            hgc += bool(gens)
            hgens += gens
            worst, any_gc = 0.0, False
            for bot in bots:
                ms, gens = bot.in_window(t0, t1)
                worst = max(worst, ms)
                any_gc |= bool(gens)
                cgens += gens
            cms.append(worst)
            cgc += any_gc
            step = host.step(sid + 1)
            if step is not None:
                hrq.append(step[0])
                hcpu.append(step[1])
            steps = [s for s in (bot.step(sid + 1) for bot in bots) if s is not None]
            if steps:
                crq_max.append(max(s[0] for s in steps))
                crq_sum.append(sum(s[0] for s in steps))
                ccpu.append(sum(s[1] for s in steps))
            saves += any(t0 - 2_000_000 <= t <= t1 for t in host.saves)

        def mean(values: list[float]) -> float | None:
            return round(statistics.fmean(values), 3) if values else None

        return {
            "actions": len(rows),
            "latency_ms_mean": mean([ms for _, ms, _ in rows]),
            "host_gc_actions": hgc,
            "host_gc_gens": dict(collections.Counter(hgens)),
            "host_gc_ms_mean": mean(hms),
            "clients_gc_actions": cgc,
            "clients_gc_gens": dict(collections.Counter(cgens)),
            "worst_client_gc_ms_mean": mean(cms),
            "host_runqueue_ms_mean": mean(hrq),
            "host_cpu_ms_mean": mean(hcpu),
            "worst_client_runqueue_ms_mean": mean(crq_max),
            "clients_runqueue_ms_sum_mean": mean(crq_sum),
            "clients_cpu_ms_sum_mean": mean(ccpu),
            "full_save_started": saves,
            "first_of_its_kind": sum(1 for sid, _, _ in rows if sid in first_of_kind),
        }

    timings = {int(sid): (read_s, written_s) for read_s, written_s, _cpu, sid
               in json.loads((workdir / "timings.json").read_text())}
    reads = sorted((read_s * 1e9, sid) for sid, (read_s, _) in timings.items())
    saving = []  # the action that made each full save due: its time in the host, and all
    for t in host.saves:
        before = [sid for read_ns, sid in reads if read_ns <= t]
        if before and before[-1] - 1 in {sid for sid, _, _ in measured}:
            read_s, written_s = timings[before[-1]]
            latency = next(ms for sid, ms, _ in measured if sid == before[-1] - 1)
            saving.append(((written_s - read_s) * 1e3, latency))
    on_the_way = _on_the_way(host, bots, timings, measured)
    t0 = windows[measured[0][0]][0]
    t1 = windows[measured[-1][0]][1]
    return {
        "slowest_1pct": group(slow),
        "middle_p40_p60": group(middle),
        "gc_setup": {"host": host.setup, "client": bots[0].setup},
        "full_saves": len(host.saves),
        "full_save_encode_cpu_ms": sorted(round(ms, 2) for ms in host.save_cpu_ms),
        "full_save_actions_in_host_ms": [round(h, 2) for h, _ in saving],
        "full_save_actions_latency_ms": [round(ms, 2) for _, ms in saving],
        "collections_on_the_way": on_the_way,
        "host_collections": _collections(host, t0, t1, n),
        "client_collections_b0": _collections(bots[0], t0, t1, n),
        "clients_gen2_per_1000_actions": round(1000 * sum(
            1 for bot in bots for start, _, gen, _ in bot.gc if gen == 2 and t0 <= start <= t1)
            / n, 1),
    }
