"""Discovery on loopback: a host process announces, a browser in this process finds it and
sees it vanish when the host quits. Only 127.0.0.1 is used."""

from __future__ import annotations

import signal
import threading
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

        c = RawClient(game["port"], pin="120012")
        c.send(p.Hello(v=p.PROTOCOL_VERSION, name="Found"))
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


class _SlowZeroconf:
    """A zeroconf whose registration and unregistration block until the test lets them go,
    as a real one does for about 2 s while it probes."""

    def __init__(self, release) -> None:
        self.release = release
        self.calls: list[str] = []
        self.unregistering = threading.Event()

    def register_service(self, info) -> None:
        self.calls.append("register")
        assert self.release.wait(10)

    def unregister_service(self, info) -> None:
        self.unregistering.set()
        assert self.release.wait(10)
        self.calls.append("unregister")

    def close(self) -> None:
        self.calls.append("close")


class _Host:
    game_id = "abcdef123456"
    started = False
    options = type("O", (), {"edition": "classic"})()
    config = type("C", (), {"room": "Kitchen", "preset": "classic", "seats": 4, "pin": ""})()
    identity = type("I", (), {"public": bytes(range(32))})()

    def free_seats(self) -> int:
        return 3


@pytest.mark.parametrize("when", ["probing", "unregistering"])
def test_closing_a_room_never_waits_for_zeroconf(monkeypatch, when):
    """Closing the room on the Qt thread returns while zeroconf still blocks; the
    announcement is still withdrawn and closed afterwards, and no thread is left behind."""
    from uno_desktop.net import discovery

    release = threading.Event()
    fake = _SlowZeroconf(release)
    monkeypatch.setattr(discovery, "_zeroconf", lambda interfaces: fake)
    before = set(threading.enumerate())
    announcer = discovery.Announcer(interfaces=[LOOPBACK])
    announcer.announce(_Host(), 47777)
    deadline = time.monotonic() + 10
    while "register" not in fake.calls and time.monotonic() < deadline:
        time.sleep(0.005)
    assert fake.calls == ["register"]  # still probing
    if when == "unregistering":
        release.set()
        deadline = time.monotonic() + 10
        while not announcer._lock.acquire(timeout=0.01):  # registration finished
            assert time.monotonic() < deadline
        announcer._lock.release()
        release.clear()
    announcer.close()  # returns although zeroconf is blocked
    if when == "unregistering":
        assert fake.unregistering.wait(10)
    assert "unregister" not in fake.calls and not release.is_set()
    release.set()
    assert announcer.wait_closed(10)
    assert fake.calls == ["register", "unregister", "close"]
    assert announcer.zc is None
    deadline = time.monotonic() + 10
    while set(threading.enumerate()) - before and time.monotonic() < deadline:
        time.sleep(0.005)
    assert not set(threading.enumerate()) - before


def test_a_room_closed_before_registering_announces_nothing(monkeypatch):
    from uno_desktop.net import discovery

    release = threading.Event()
    release.set()
    fake = _SlowZeroconf(release)
    monkeypatch.setattr(discovery, "_zeroconf", lambda interfaces: fake)
    announcer = discovery.Announcer(interfaces=[LOOPBACK])
    announcer.info = None
    announcer.close()
    announcer._register()  # a registration thread that only now gets going
    assert announcer.wait_closed(10)
    assert fake.calls == [] and announcer.zc is None


class _FailingZeroconf(_SlowZeroconf):
    """A zeroconf whose probe times out (as on a busy network) and whose goodbye fails."""

    def register_service(self, info) -> None:
        self.calls.append("register")
        raise TimeoutError("probe timed out")

    def unregister_service(self, info) -> None:
        self.calls.append("unregister")
        raise OSError("network is unreachable")


def test_a_failed_announcement_leaves_the_room_open_and_logs_it(monkeypatch, caplog):
    """A probe that times out in the worker thread was an uncaught thread exception; now
    it is one log line, and closing still withdraws what there is and closes zeroconf."""
    from uno_desktop.net import discovery

    fake = _FailingZeroconf(threading.Event())
    monkeypatch.setattr(discovery, "_zeroconf", lambda interfaces: fake)
    announcer = discovery.Announcer(interfaces=[LOOPBACK])
    announcer.info = discovery.ServiceInfo(discovery.SERVICE_TYPE, f"K.{discovery.SERVICE_TYPE}")
    with caplog.at_level("WARNING", logger=discovery.__name__):
        announcer._register()  # as its thread runs it; raising here failed the thread
        announcer.close()
        assert announcer.wait_closed(10)
    assert fake.calls == ["register", "unregister", "close"] and announcer.zc is None
    assert [r.getMessage().split(":")[0] for r in caplog.records] == [
        "the room could not be announced on the LAN",
        "the room's LAN announcement could not be withdrawn"]
