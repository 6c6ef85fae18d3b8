"""Fixtures for the internet-room tests: the real servers on loopback, the NAT lab."""

from __future__ import annotations

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
