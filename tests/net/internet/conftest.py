"""Fixtures for the internet-room tests: the real servers on loopback, the NAT lab."""

from __future__ import annotations

import gc
import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from loopback import Servers, twistd


@pytest.fixture(scope="module")
def servers(tmp_path_factory):
    """magic-wormhole's mailbox server and transit relay on 127.0.0.1 (never a public one)."""
    if twistd() is None:
        pytest.skip("the servers are not installed: pip install -e '.[test]' (internet-lab)")
    running = Servers(tmp_path_factory.mktemp("servers")).start()
    yield running
    running.stop()


@pytest.fixture(autouse=True)
def collected():
    """Each test's garbage goes when the test ends, outside Qt's event loop. A test's
    Python-owned hosts and clients hold Qt trees in reference cycles (their signals'
    lambdas); left to Python's collector they went at a random moment of the next test,
    inside Qt's event processing, and a tree freed while Qt deleted one of its objects
    later (deleteLater) crashed in ~QObject (test_room: the direct-path test, then the
    next test's first wait, every run)."""
    yield
    gc.collect()
