"""A room by code on loopback: the real servers, the real host, guests through the relay."""

from __future__ import annotations

import pytest

from uno_desktop.net import protocol as p
from uno_desktop.net.host import HostConfig, LanHost
from uno_desktop.net.internet import codes
from uno_desktop.net.internet.guest import RoomClient
from uno_desktop.net.internet.pairing import Knock
from uno_desktop.net.internet.room import InternetRoom
from uno_desktop.net.internet.servers import Servers
from uno_desktop.net.state import ClientState

pytestmark = pytest.mark.slow


def make_room(servers, direct=False, **config):
    host = LanHost(HostConfig(seats=config.pop("seats", 3), ping_ms=500, **config))
    room = InternetRoom(host, Servers(servers.mailbox_url, servers.relay_url), direct=direct,
                        direct_address="127.0.0.1")
    room.start()
    return host, room


def knock(qtbot, servers, code):
    outcome: list[tuple[str, object]] = []
    k = Knock(Servers(servers.mailbox_url, servers.relay_url), code)
    k.paired.connect(lambda pairing: outcome.append(("paired", pairing)))
    k.failed.connect(lambda why, detail: outcome.append((why, detail)))
    k.start()
    qtbot.waitUntil(lambda: bool(outcome), timeout=40000)
    return outcome[0]


def join(qtbot, pairing, name):
    client = RoomClient(ClientState(name=name), pairing)
    welcomed: list[p.Welcome] = []
    client.welcomed.connect(welcomed.append)
    client.open()
    qtbot.waitUntil(lambda: bool(welcomed), timeout=20000)
    return client


@pytest.mark.parametrize("direct", [False, True], ids=["relay", "direct"])
def test_guests_take_seats_by_code(qtbot, servers, direct):
    host, room = make_room(servers, direct=direct)
    qtbot.waitUntil(lambda: room.state == "waiting", timeout=20000)
    code = codes.parse(str(room.code))
    clients = []
    for name in ("Ada", "Bo"):
        kind, pairing = knock(qtbot, servers, code)
        assert kind == "paired", pairing
        clients.append(join(qtbot, pairing, name))
    assert [c.state.seat for c in clients] == [0, 1]
    assert {c.path for c in clients} == {"direct" if direct else "relay"}
    qtbot.waitUntil(lambda: [s.name for s in host.lobby().seats][:2] == ["Ada", "Bo"],
                    timeout=10000)
    for c in clients:
        c.stop()
    host.close()


def test_a_wrong_code_is_refused_and_counted(qtbot, servers):
    host, room = make_room(servers)
    qtbot.waitUntil(lambda: room.state == "waiting", timeout=20000)
    right = room.code
    wrong = codes.RoomCode(right.nameplate, f"{(int(right.secret) + 1) % 10**6:06d}")
    kind, _ = knock(qtbot, servers, wrong)
    assert kind == "bad_code"
    qtbot.waitUntil(lambda: room.wrong == 1, timeout=10000)
    kind, pairing = knock(qtbot, servers, right)  # the door is still there for the right one
    assert kind == "paired"
    host.close()
