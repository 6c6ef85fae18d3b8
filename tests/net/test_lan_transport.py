"""The Qt side in one process: LanHost, LanClient and LanTransport on loopback."""

from __future__ import annotations

import pytest

from rules import Play, load_preset, parse_card, with_options
from uno_desktop.net.client import ClientState, LanClient, TokenStore
from uno_desktop.net.host import HostConfig, LanHost
from uno_desktop.net.lan_transport import LanTransport


@pytest.fixture
def host(qapp, tmp_path):
    config = HostConfig(room="Test", seats=2, bots=1, bot_delay_ms=0, next_hand_ms=50,
                        autostart=True, seed=3, ping_ms=0, drop_grace_ms=5000,
                        options=with_options(load_preset("official"), uno_grace_ms=0))
    h = LanHost(config)
    h.listen(0, "127.0.0.1")
    yield h
    h.close()


def _client(tmp_path, name="Ada"):
    return LanClient(ClientState(name=name), TokenStore(tmp_path / "tokens.json"), retry_ms=50)


def test_transport_plays_and_reports_refusals(host, qtbot, tmp_path):
    client = _client(tmp_path)
    client.open("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: client.state.welcome is not None, timeout=5000)
    client.set_ready(True)
    qtbot.waitUntil(lambda: client.state.view is not None, timeout=5000)
    transport = LanTransport(client, leave_on_close=False)
    updates = []
    transport.updated.connect(updates.append)
    transport.start()
    assert updates and updates[0].view.seat == transport.seat == 0
    assert transport.local_seats() == [0]
    assert [p.kind for p in transport.players()] == ["human", "bot"]
    # wait for our decision, then play what the host says is legal
    qtbot.waitUntil(lambda: transport.latest().view.decision_seat == 0
                    and bool(transport.latest().legal), timeout=5000)
    refused = []
    transport.rejected.connect(refused.append)
    sid = transport.latest().state_id
    transport.send(transport.latest().legal[0], sid)
    qtbot.waitUntil(lambda: transport.latest().state_id > sid, timeout=5000)
    # an action the rules refuse comes back as a refusal code, and nothing changes
    transport.send(Play(parse_card("red_5"), count=9))
    qtbot.waitUntil(lambda: bool(refused), timeout=5000)
    assert refused[0] in ("card_not_in_hand", "one_card_at_a_time")
    transport.close()


def test_qt_client_reconnects_with_its_token_and_gets_missed_events(host, qtbot, tmp_path):
    client = _client(tmp_path)
    client.open("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: client.state.welcome is not None, timeout=5000)
    client.set_ready(True)
    qtbot.waitUntil(lambda: client.state.view is not None, timeout=5000)
    seat = client.state.seat
    hand = client.state.view.hand
    history = len(client.state.history)
    snapshots = []
    client.updated.connect(lambda events, view: snapshots.append(view))
    client.sock.abort()  # the network drops; the client retries by itself
    qtbot.waitUntil(lambda: host.seats[seat].conn is not None
                    and client.state.view is not None and len(snapshots) > 0, timeout=5000)
    assert client.state.seat == seat
    assert client.state.view.hand == hand or client.state.view.state_id > 0
    qtbot.waitUntil(lambda: client.state.view == host.session.game.view(seat), timeout=5000)
    assert len(client.state.history) >= history
    # only the missed events came back: the log has every event exactly once
    qtbot.waitUntil(lambda: client.state.history == host.session.public_history(seat),
                    timeout=5000)
    # a brand-new client (an app restart) finds the token in the store
    client.stop()
    again = _client(tmp_path, "Ada again")
    again.open("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: again.state.view is not None, timeout=5000)
    assert again.state.seat == seat
    qtbot.waitUntil(lambda: again.state.view == host.session.game.view(seat)
                    and again.state.history == host.session.public_history(seat), timeout=5000)
    again.stop()


def test_host_quit_tells_the_client(host, qtbot, tmp_path):
    client = _client(tmp_path)
    closed = []
    client.closed.connect(lambda reason, resumable: closed.append((reason, resumable)))
    client.open("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: client.state.welcome is not None, timeout=5000)
    host.close("host_quit")
    qtbot.waitUntil(lambda: bool(closed), timeout=5000)
    assert closed[0][0] == "host_quit"


def test_spectator_sees_the_public_view_and_chat(host, qtbot, tmp_path):
    player = _client(tmp_path)
    player.open("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: player.state.welcome is not None, timeout=5000)
    player.set_ready(True)
    qtbot.waitUntil(lambda: player.state.view is not None, timeout=5000)
    watcher = LanClient(ClientState(name="Eve", spectate=True))
    lines = []
    watcher.chat.connect(lambda seat, name, text: lines.append((seat, name, text)))
    watcher.open("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: watcher.state.view is not None, timeout=5000)
    transport = LanTransport(watcher, leave_on_close=False)
    seen = []
    transport.updated.connect(lambda update: seen.append(update))
    transport.start()
    assert transport.seat is None and transport.local_seats() == []
    assert seen and seen[0].view.hand is None and seen[0].legal == ()
    assert watcher.state.token == ""
    player.say("hello watcher")
    qtbot.waitUntil(lambda: bool(lines), timeout=5000)
    assert lines[0] == (0, "Ada", "hello watcher")
    watcher.say("hi \x1b[31mthere\x07")
    qtbot.waitUntil(lambda: len(lines) == 2, timeout=5000)
    assert lines[1] == (None, "Eve", "hi [31mthere")
    transport.close()
    watcher.stop()
    player.stop()


def test_a_pin_longer_than_a_hello_can_carry_is_refused(qapp):
    from uno_desktop.net import protocol as p

    with pytest.raises(ValueError, match="PIN"):
        LanHost(HostConfig(pin="7" * (p.PIN_MAX_CHARS + 1)))
    host = LanHost(HostConfig(pin="7" * p.PIN_MAX_CHARS, room="\u202eKitchen\n table\u200b"))
    assert host.config.room == "Kitchen table"  # the room name is cleaned like a name
    host.close()
