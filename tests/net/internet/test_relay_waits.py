"""A wait at the relay that the path forgot: neither end hears it, so each waits anew.

A NAT on the way (a home router, a carrier's) drops a connection that has been idle a
while without a word to either end. A wait at the relay is idle until its partner comes:
the host's wait for its guest, and a guest's for a host that is coming back. Once the
relay has forgotten a wait, it never pairs it, and the other side waits there alone.
Both ends wait on a new connection after ``RELAY_WAIT_MS`` unmet (a minute; here
shortened), so a guest whose link broke gets back in (docs/internet.md, "How a guest gets
in (and back)").
"""

from __future__ import annotations

import time

import pytest
from hostile_relay import HostileRelay

from uno_desktop.net import protocol as p
from uno_desktop.net.host import HostConfig, LanHost
from uno_desktop.net.internet import codes
from uno_desktop.net.internet.guest import RoomClient
from uno_desktop.net.internet.pairing import Knock
from uno_desktop.net.internet.room import InternetRoom
from uno_desktop.net.internet.servers import Servers
from uno_desktop.net.state import ClientState

pytestmark = pytest.mark.slow

HOST_WAIT_MS, GUEST_WAIT_MS = 3000, 1000


def test_a_guest_gets_back_in_after_the_path_forgot_both_waits_at_the_relay(
        qtbot, servers):
    """Ada's link breaks after the relay forgot the host's wait for her; she waits at the
    relay, and it forgets hers too. The host waits anew (3 s) and is not met either; Ada
    waits anew (every 1 s) and meets it: she is back in her seat. Without the host's new
    wait she would wait alone for good; without hers, the host would."""
    relay = HostileRelay().start_serving()
    where = Servers(servers.mailbox_url, f"tcp:127.0.0.1:{relay.port}")
    host = LanHost(HostConfig(seats=2, ping_ms=500))
    room = InternetRoom(host, where, direct=False, clock=time.monotonic)
    room.start()
    ada: RoomClient | None = None
    try:
        qtbot.waitUntil(lambda: room.state == "waiting", timeout=20000)
        outcome: list[object] = []
        knock = Knock(where, codes.parse(str(room.code)))
        knock.paired.connect(outcome.append)
        knock.failed.connect(lambda why, detail: outcome.append((why, detail)))
        knock.start()
        qtbot.waitUntil(lambda: bool(outcome), timeout=40000)
        pairing = outcome[0]
        assert not isinstance(pairing, tuple), pairing
        room.links.relay_wait_ms = HOST_WAIT_MS
        ada = RoomClient(ClientState(name="Ada"), pairing)
        ada.dialer.relay_wait_ms = GUEST_WAIT_MS
        welcomed: list[p.Welcome] = []
        ada.welcomed.connect(welcomed.append)
        ada.open()
        qtbot.waitUntil(lambda: bool(welcomed), timeout=20000)
        assert ada.path == "relay" and welcomed[0].seat == 0
        qtbot.waitUntil(lambda: relay.waiting() == 1, timeout=5000)  # the host's next wait
        forgotten = relay.forget()  # the host's wait, gone from the path

        assert forgotten == [room.links.side.encode()]
        assert ada.link is not None
        ada.link.abort()  # Ada's network blinks: she dials again, and waits at the relay
        qtbot.waitUntil(lambda: relay.waiting() == 1, timeout=5000)
        assert relay.forget() == [ada.dialer.side.encode()]  # and hers is forgotten too

        started = time.monotonic()
        qtbot.waitUntil(lambda: len(welcomed) == 2, timeout=HOST_WAIT_MS + 10000)
        back = time.monotonic() - started
        assert welcomed[1].seat == 0 and ada.path == "relay"
        assert back >= HOST_WAIT_MS / 1000 - 1.5, back  # met at the host's new wait
        qtbot.waitUntil(lambda: host.lobby().seats[0].name == "Ada",
                        timeout=5000)
    finally:
        if ada is not None:
            ada.stop()
        host.close()
        relay.stop()
