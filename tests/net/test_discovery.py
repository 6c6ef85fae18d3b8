"""Discovery on loopback: a host process announces, a browser in this process finds it and
sees it vanish when the host quits. Only 127.0.0.1 is used."""

from __future__ import annotations

import signal
import time

import pytest
from net_helpers import LOOPBACK, start_host

from uno_desktop.net import protocol as p


def _browser_or_skip(qapp):
    from uno_desktop.net.discovery import GameBrowser

    browser = GameBrowser(interfaces=[LOOPBACK])
    try:
        browser.start()
    except OSError as exc:  # no multicast on this machine at all
        pytest.skip(f"no multicast on loopback here: {exc}")
    return browser


@pytest.mark.slow
def test_announced_host_is_found_and_lost(qapp, qtbot, tmp_path, procs):
    browser = _browser_or_skip(qapp)
    try:
        host, port = start_host(procs, tmp_path, "--seats", "4", "--bots", "1", "--room",
                                "Kitchen table", "--pin", "120012", "--interfaces", LOOPBACK)
        qtbot.waitUntil(lambda: any(g["port"] == port for g in browser.games.values()),
                        timeout=15000)
        game = next(g for g in browser.games.values() if g["port"] == port)
        assert game["room"] == "Kitchen table"
        assert game["address"] == LOOPBACK
        assert game["edition"] == "classic" and game["seats"] == 4 and game["free"] == 3
        assert game["pin"] is True and game["compatible"] and not game["started"]
        # the address found works for joining
        from net_helpers import RawClient

        c = RawClient(game["port"])
        c.send(p.Hello(v=p.PROTOCOL_VERSION, name="Found", pin="120012"))
        assert c.expect(p.Welcome).room == "Kitchen table"
        qtbot.waitUntil(lambda: next(g for g in browser.games.values()
                                     if g["port"] == port)["free"] == 2, timeout=15000)
        c.close()
        host.kill(signal.SIGTERM)
        host.wait(20)
        start = time.monotonic()
        qtbot.waitUntil(lambda: all(g["port"] != port for g in browser.games.values()),
                        timeout=15000)
        assert time.monotonic() - start < 15
    finally:
        browser.stop()
