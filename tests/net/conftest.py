"""Fixtures for the LAN tests; the helpers live in ``net_helpers``."""

from __future__ import annotations

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
