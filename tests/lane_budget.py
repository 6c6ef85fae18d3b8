"""The fast lane's budget, a report that never fails a run.

``--lane-budget SECONDS`` (what ``scripts/test.sh --fast`` passes) lists every test not
marked slow whose setup, call and teardown took longer than SECONDS, with its CPU time (its
own process's, all threads, and its waited-for children's: what a busy machine hardly
changes) beside its wall time, and the load average at the start and the end of the run.
A test over the budget in CPU time is one to make faster or mark slow; wall time alone over
it is the machine's load or a wait. The run's exit code is the tests' alone: no test fails
on a time (issue 41). Without the option nothing is printed.

Each session's counts live in its own ``LaneBudget`` (not in module globals), so a session
started inside another (``pytester``) keeps its own."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

import pytest


@dataclass
class Took:
    """One test's time over its phases: wall and CPU seconds, and whether it is marked slow."""

    wall: float = 0.0
    cpu: float = 0.0
    slow: bool = False


_CPU_START = pytest.StashKey[float]()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--lane-budget", type=float, default=None, metavar="SECONDS",
                     help="list the tests not marked slow that took longer than SECONDS "
                          "(setup + call + teardown; CPU and wall time, the load beside); "
                          "a report, never a failure")


def pytest_configure(config: pytest.Config) -> None:
    budget = config.getoption("--lane-budget")
    if budget is not None:
        config.pluginmanager.register(LaneBudget(budget), "lane-budget-report")


def cpu_seconds() -> float:
    """CPU time of this process (all its threads) and of its children waited for (those
    only where there is ``resource``: not on Windows)."""
    try:
        import resource
    except ImportError:
        return time.process_time()
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + kids.ru_utime + kids.ru_stime


def load_average() -> float:
    """The one-minute load average (0 where the system has none: Windows)."""
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    item.stash[_CPU_START] = cpu_seconds()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    """Each phase's report carries its CPU seconds (``cpu_duration``: xdist sends a report's
    extra attributes to the controller, where the times are summed)."""
    report = yield
    now = cpu_seconds()
    report.cpu_duration = now - item.stash.get(_CPU_START, now)
    item.stash[_CPU_START] = now
    return report


def over_budget(took: dict[str, Took], budget: float) -> list[str]:
    """The tests not marked slow that took longer than ``budget`` seconds (CPU or wall),
    by CPU time, slowest first."""
    over = [(t.cpu, t.wall, node) for node, t in took.items()
            if not t.slow and max(t.cpu, t.wall) > budget]
    return [f"{cpu:6.2f}s CPU {wall:6.2f}s wall  {node}"
            for cpu, wall, node in sorted(over, reverse=True)]


class LaneBudget:
    """One session's times, summed where the reports arrive (xdist's controller), and the
    report at the end."""

    SHOWN = 25

    def __init__(self, budget: float) -> None:
        self.budget = budget
        self.took: dict[str, Took] = {}
        self.load_start = load_average()

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        took = self.took.setdefault(report.nodeid, Took())
        took.wall += report.duration
        took.cpu += getattr(report, "cpu_duration", 0.0)
        took.slow = took.slow or "slow" in report.keywords

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if not self.took:
            return
        write = terminalreporter.write_line
        wall = sum(t.wall for t in self.took.values())
        cpu = sum(t.cpu for t in self.took.values())
        terminalreporter.section("fast lane budget (a report: no test fails on a time)")
        write(f"{len(self.took)} tests: {cpu:.1f} s CPU, {wall:.1f} s wall summed over the "
              f"workers; load average {self.load_start:.1f} at the start, "
              f"{load_average():.1f} at the end")
        over = over_budget(self.took, self.budget)
        if not over:
            write(f"no test outside the slow mark took over {self.budget:g} s")
            return
        own = sum(1 for t in self.took.values() if not t.slow and t.cpu > self.budget)
        write(f"{len(over)} tests not marked slow took over {self.budget:g} s, {own} of them "
              "in CPU time (make those faster or mark them @pytest.mark.slow; wall time "
              "alone over the budget is the machine's load or a wait):", yellow=True)
        for line in over[:self.SHOWN]:
            write("  " + line, yellow=True)
        if len(over) > self.SHOWN:
            write(f"  … and {len(over) - self.SHOWN} more")
