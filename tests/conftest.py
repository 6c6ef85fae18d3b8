"""Every test session uses current translation catalogues: ``i18n/*.qm`` are built from
``i18n/*.ts`` when missing or older (git-ignored build output, see docs/translating.md), so
a checkout that was never installed shows the same texts as a wheel, whichever tests run.

Hypothesis draws the same examples on every run (profile ``repeatable``), so a run passes
or fails for what the code does, not for what it happened to draw;
``HYPOTHESIS_PROFILE=explore`` draws new ones (CONTRIBUTING.md, "The property tests").

``--lane-budget SECONDS`` (what ``scripts/test.sh --fast`` passes) holds the fast lane to
its budget: every test not marked slow whose setup, call and teardown took longer is
listed, and the run fails. Without the option no test fails on a time."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections import defaultdict
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("repeatable", derandomize=True, print_blob=True)
settings.register_profile("explore", print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

ROOT = Path(__file__).resolve().parents[1]


def load_i18n_script():
    """``scripts/i18n.py`` as a module (scripts/ is not a package)."""
    if "uno_i18n_script" in sys.modules:
        return sys.modules["uno_i18n_script"]
    spec = importlib.util.spec_from_file_location("uno_i18n_script", ROOT / "scripts" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["uno_i18n_script"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def i18n_script():
    return load_i18n_script()


@pytest.fixture(scope="session", autouse=True)
def built_catalogues(i18n_script):
    """``i18n/*.qm``, built when missing or older than their ``.ts``."""
    s = i18n_script
    stale = [lang for lang in s.LANGUAGES
             if not s.qm_path(lang).exists()
             or s.qm_path(lang).stat().st_mtime < s.ts_path(lang).stat().st_mtime]
    if stale:
        s.release()
    return [s.qm_path(lang) for lang in s.LANGUAGES]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--lane-budget", type=float, default=None, metavar="SECONDS",
                     help="fail when a test not marked slow takes longer than SECONDS "
                          "(setup + call + teardown): the fast lane's check")


_took: dict[str, float] = defaultdict(float)
_unmarked: set[str] = set()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _took[report.nodeid] += report.duration
    if "slow" not in report.keywords:
        _unmarked.add(report.nodeid)


def over_budget(took: dict[str, float], unmarked: set[str], budget: float) -> list[str]:
    """The unmarked tests that took longer than ``budget`` seconds, slowest first."""
    over = [(seconds, node) for node, seconds in took.items()
            if node in unmarked and seconds > budget]
    return [f"{seconds:6.2f}s {node}" for seconds, node in sorted(over, reverse=True)]


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    budget = session.config.getoption("--lane-budget")
    if budget is None:
        return
    over = over_budget(_took, _unmarked, budget)
    session.config.stash[_OVER] = (budget, over, sum(_took.values()))
    if over and exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:
    if _OVER not in config.stash:
        return
    budget, over, total = config.stash[_OVER]
    write = terminalreporter.write_line
    terminalreporter.section("fast lane budget")
    write(f"{len(_took)} tests took {total:.1f} s in all")
    if not over:
        write(f"no test outside the slow mark took over {budget:g} s")
        return
    write(f"over {budget:g} s and not marked slow (make it faster or mark it "
          "@pytest.mark.slow):", red=True)
    for line in over:
        write("  " + line, red=True)


_OVER = pytest.StashKey[tuple[float, list[str], float]]()
