"""A room by code on loopback: the real servers, the real host, guests through the relay."""

from __future__ import annotations

import time

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


def make_room(servers, direct=False, clock=time.monotonic, **config):
    host = LanHost(HostConfig(seats=config.pop("seats", 3), ping_ms=500, **config))
    room = InternetRoom(host, Servers(servers.mailbox_url, servers.relay_url), direct=direct,
                        direct_address="127.0.0.1", clock=clock)
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
    # each link is its dialer's (Qt's), never Python's alone (test_transit says why)
    assert all(c.link.parent() is c.dialer for c in clients)
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
    kind, _ = knock(qtbot, servers, right)  # the door is still there for the right one
    assert kind == "paired"
    host.close()


def test_guests_knocking_at_once_all_get_in(qtbot, servers):
    """A crowd at the door: the nameplate pairs two sides at a time, a crowded guest
    knocks again, a mailbox the crowd spoiled is given up; every guest gets in."""
    host, room = make_room(servers, seats=6)
    qtbot.waitUntil(lambda: room.state == "waiting", timeout=20000)
    where = Servers(servers.mailbox_url, servers.relay_url)
    outcomes: list[str] = []
    progress: list[str] = []
    knocks = []
    for _ in range(4):
        k = Knock(where, room.code)
        k.paired.connect(lambda _pairing: outcomes.append("paired"))
        k.failed.connect(lambda why, _detail: outcomes.append(why))
        k.progress.connect(progress.append)
        knocks.append(k)
    for k in knocks:
        k.start()
    qtbot.waitUntil(lambda: len(outcomes) == 4, timeout=60000)
    assert outcomes == ["paired"] * 4
    assert "crowded" in progress or sum(k.knocks for k in knocks) > 4  # they did meet
    host.close()


def test_wrong_codes_are_bounded_then_the_code_is_retired(qtbot, servers, monkeypatch):
    monkeypatch.setattr(codes, "MAX_WRONG", 3)
    host, room = make_room(servers)
    qtbot.waitUntil(lambda: room.state == "waiting", timeout=20000)
    right = room.code
    for n in range(1, 4):
        wrong = codes.RoomCode(right.nameplate, f"{(int(right.secret) + n) % 10**6:06d}")
        assert knock(qtbot, servers, wrong)[0] == "bad_code"
    qtbot.waitUntil(lambda: room.wrong == 3 and room.state == "retired", timeout=10000)
    assert knock(qtbot, servers, right)[0] == "code_retired"  # said, not a silent wait
    room.renew()  # the host makes a new code: it works, the old one does not
    assert room.state == "waiting" and room.wrong == 0
    assert knock(qtbot, servers, room.code)[0] == "paired"
    assert knock(qtbot, servers, right)[0] == "bad_code"
    host.close()


def test_an_expired_code_is_refused_clearly(qtbot, servers):
    now = [time.monotonic()]
    host, room = make_room(servers, clock=lambda: now[0])
    qtbot.waitUntil(lambda: room.state == "waiting", timeout=20000)
    code = room.code
    now[0] += codes.LIFETIME_S + 1  # two hours later, on the room's clock
    assert knock(qtbot, servers, code)[0] == "code_expired"
    assert room.state == "expired"
    host.close()


def test_a_resumed_room_waits_for_the_guests_it_paired(qtbot, servers, tmp_path):
    """The room keeps its guests' tickets and its direct port in the host's save; a host
    that crashed and was resumed from it waits for them from the start: the guest's game,
    dialing all along, takes its seat back with no code, on the same direct port."""
    from uno_desktop import saves

    saved = tmp_path / "room.json"
    host, room = make_room(servers, direct=True, seats=2, autosave=saved,
                           drop_grace_ms=60_000)
    qtbot.waitUntil(lambda: room.state == "waiting", timeout=20000)
    kind, pairing = knock(qtbot, servers, room.code)
    assert kind == "paired"
    ada = join(qtbot, pairing, "Ada")
    assert host.keeper.by_code is not None and len(host.keeper.by_code.tickets) == 1
    assert host.keeper.by_code.tickets == [pairing.ticket.id.hex()]  # its id only: never a secret
    assert host.keeper.by_code.port == room.direct_port
    host.start_game()
    qtbot.waitUntil(lambda: ada.state.view is not None, timeout=20000)
    kept = saves.load(saved).room
    assert kept is not None and kept.by_code == host.keeper.by_code  # in the save from the deal
    seat, seen = ada.state.seat, ada.state.view.state_id
    # the host's process dies: no goodbye, its links just go
    room.doorbell.close()
    room.links.close()
    for conn in list(host.peers.conns):
        conn.link.abort()
    qtbot.waitUntil(lambda: ada.link is None, timeout=10000)
    port = room.direct_port
    room.links.direct.close()
    back = LanHost.resume(saved, HostConfig(autosave=saved, identity=host.identity,
                                            drop_grace_ms=60_000, ping_ms=500))
    again = InternetRoom(back, Servers(servers.mailbox_url, servers.relay_url), direct=True,
                         direct_address="127.0.0.1")
    again.start()
    assert again.direct_port == port and again.guests == [pairing.ticket.id]
    welcomed: list[p.Welcome] = []
    ada.welcomed.connect(welcomed.append)
    qtbot.waitUntil(lambda: bool(welcomed) and ada.state.view is not None
                    and ada.state.view.state_id >= seen, timeout=30000)
    assert welcomed[-1].seat == seat and ada.path == "direct"
    qtbot.waitUntil(lambda: back.seats[seat].conn is not None, timeout=10000)
    ada.stop()
    back.close()
