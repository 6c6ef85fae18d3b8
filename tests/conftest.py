"""Every test session uses current translation catalogues: ``i18n/*.qm`` are built from
``i18n/*.ts`` when missing or older (git-ignored build output, see docs/translating.md), so
a checkout that was never installed shows the same texts as a wheel, whichever tests run.

Hypothesis draws the same examples on every run (profile ``repeatable``), so a run passes
or fails for what the code does, not for what it happened to draw;
``HYPOTHESIS_PROFILE=explore`` draws new ones (CONTRIBUTING.md, "The property tests").
Likewise Python's shared ``random`` starts each test from the test's own seed: a test that
deals a new shuffle (Play again, New game) deals the same one on every run.

The fast lane's budget report is ``lane_budget.py`` (a plugin this file loads)."""

from __future__ import annotations

import importlib.util
import os
import random
import sys
import zlib
from pathlib import Path

import pytest
from hypothesis import settings
from pytestqt.qtbot import QtBot

from uno_desktop import collector

settings.register_profile("repeatable", derandomize=True, print_blob=True)
settings.register_profile("explore", print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

ROOT = Path(__file__).resolve().parents[1]

PATIENCE_MS = 60_000
"""The limit of a Qt wait that names none (pytest-qt's own is 5 s). Every wait is on a
condition, so a generous limit makes a busy machine slower, not red: in a .ci/run beside two
CPU burners and two other runs, the table took the focus back more than 5 s after "Play
again" (issue 41). A wait that must fail fast names its own limit."""
_wait_until = QtBot.waitUntil


def _patient_wait_until(self: QtBot, callback, *, timeout: int = PATIENCE_MS) -> None:
    _wait_until(self, callback, timeout=timeout)


QtBot.waitUntil = _patient_wait_until  # type: ignore[method-assign]

pytest_plugins = ("lane_budget", "pytester")


@pytest.fixture(autouse=True)
def _repeatable_random(request: pytest.FixtureRequest) -> None:
    """``random`` seeded by the test's id: the game's own unseeded draws (the shuffle of Play
    again) are the same on every run and every worker, so no run fails on a deal the others
    never saw (a first turn offering Draw took the focus from the hand one run in fifteen)."""
    random.seed(zlib.crc32(request.node.nodeid.encode()))


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



def pytest_terminal_summary(terminalreporter) -> None:
    """Which rules core the tests ran, and from where: scripts/test.sh keeps a player's
    compiled install as it is, and the tests import this checkout's source."""
    import rules.game
    from rules.records import compiled

    kind = "compiled (mypyc)" if compiled() else "plain Python"
    terminalreporter.write_line(f"rules core under test: {kind}, from "
                                f"{Path(rules.game.__file__ or '').parent}")


@pytest.fixture(autouse=True)
def _collected_as_the_game_collects():
    """The tests' processes collect their garbage as the game does, only where
    :func:`uno_desktop.collector.idle` runs (:func:`pytest_collection_finish`): after each
    test, on the main thread."""
    yield
    collector.idle()


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collecting made (the test modules, their parameters, every library they
    imported) lives as long as the session, so it is collected once and frozen: Python's
    full collections then scan only what the tests made since. They took 16 s of the fast
    lane's ~250 s of CPU (the LAN tests collect after each test, tests/net/conftest.py),
    4-8.5 s frozen (docs/performance.md, the fast lane of session 19). From then on the
    process collects as the game does once started (``collector.settle``): on the main
    thread only, where a Python-owned Qt object can be freed (zeroconf's thread freeing a
    closed room crashed a worker, session 22)."""
    collector.settle()
