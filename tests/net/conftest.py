"""Fixtures for the LAN tests; the helpers live in ``net_helpers``."""

from __future__ import annotations

import gc
import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from net_helpers import Proc


@pytest.fixture
def procs():
    """Child processes a test started; each is killed by its own pid at the end."""
    started: list[Proc] = []
    yield started
    for proc in started:
        proc.close()


@pytest.fixture(autouse=True)
def collected():
    """Each test's garbage goes when the test ends, outside Qt's event loop. A test's
    Python-owned hosts and clients hold Qt trees in reference cycles (their signals'
    lambdas); left to Python's collector they went at a random moment of a later test,
    inside Qt's event processing, and a tree freed while Qt deleted one of its objects
    later (deleteLater) crashed in ~QObject (test_room: the direct-path test, then the
    next test's first wait, every run; test_lookalike's zeroconf test once, in a .ci/run
    of session 18)."""
    yield
    gc.collect()
