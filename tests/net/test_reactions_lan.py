"""Quick reactions over the LAN, against a real headless host on 127.0.0.1: a seat's
reaction reaches everyone at that seat; a flood is refused after a person's burst and ends
in a hang-up, costing nobody else anything; an unknown reaction, a spectator's and one
before the deal are refused; the bots of a game react now and then; a client shows only
reactions it knows, whatever a host sends."""

from __future__ import annotations

import pytest
from net_helpers import RawClient, start_host

from uno_desktop.net import protocol as p
from uno_desktop.net.client import ClientState, LanClient
from uno_desktop.reactions import BURST


def _seated(port: int, name: str) -> RawClient:
    client = RawClient(port)
    welcome = client.hello(name)
    assert welcome.seat is not None
    client.send(p.Ready(ready=True))
    return client


def test_a_reaction_reaches_everyone_and_a_flood_is_refused_and_hung_up(tmp_path, procs):
    _host, port = start_host(procs, tmp_path, "--seats", "3", "--bots", "1", "--no-announce",
                             "--ping-ms", "0", "--bot-delay-ms", "60000")
    ada, ben = _seated(port, "Ada"), _seated(port, "Ben")
    try:
        ada.expect(p.Snapshot, timeout=10)  # every person ready: the headless host deals
        ben.expect(p.Snapshot, timeout=10)
        watcher = RawClient(port)
        watcher.hello("Eve", spectate=True)
        ada.send(p.React(reaction="good_game"))
        for client in (ben, watcher, ada):
            got = client.expect(p.Reaction)
            assert (got.seat, got.reaction) == (0, "good_game")
        watcher.send(p.React(reaction="laugh"))  # a spectator has no seat to react at
        assert watcher.expect(p.Error).code == "spectator"
        ada.send(p.React(reaction="dance"))
        assert ada.expect(p.Error).code == "unknown_reaction"
        # the flood: after a person's burst every reaction is refused, and the refusals
        # are strikes: the flooder is hung up on; Ben and the game go on
        for _ in range(60):
            try:
                ada.send(p.React(reaction="laugh"))
            except OSError:
                break
        codes = [m.code for m in ada.drain(1.0) if isinstance(m, p.Error)]
        assert "rate_limited" in codes and "too_many_errors" in codes, codes
        assert ada.wait_closed()
        shown = [m for m in ben.drain(0.5) if isinstance(m, p.Reaction)]
        assert len(shown) <= BURST, shown  # never more than a person's burst got through
        ben.send(p.React(reaction="thumbs_up"))
        assert ben.expect(p.Reaction).seat == 1
    finally:
        for client in (ada, ben):
            client.close()


def test_before_the_deal_there_is_nothing_to_react_to(tmp_path, procs):
    _host, port = start_host(procs, tmp_path, "--seats", "3", "--no-announce", "--ping-ms", "0")
    ada = RawClient(port)
    try:
        ada.hello("Ada")
        ada.send(p.React(reaction="uno"))
        assert ada.expect(p.Error).code == "not_started"
    finally:
        ada.close()


@pytest.mark.slow  # a whole bot game until a bot reacts (~4 s)
def test_the_bots_of_a_lan_game_react_now_and_then(tmp_path, procs):
    _host, port = start_host(procs, tmp_path, "--seats", "4", "--bots", "4", "--no-announce",
                             "--ping-ms", "0", "--bot-delay-ms", "20", "--next-hand-ms", "0",
                             "--seed", "5")
    watcher = RawClient(port)
    try:
        watcher.hello("Eve", spectate=True)
        got = watcher.expect(p.Reaction, timeout=60)
        assert got.seat in range(4) and got.reaction in ("thumbs_up", "laugh", "surprise",
                                                         "good_game", "uno")
    finally:
        watcher.close()


def test_a_client_shows_only_reactions_it_knows(qapp, qtbot):
    """A host (a hostile one, here a real host made to) sends reactions no host sends: the
    client drops them and shows the one it knows."""
    from uno_desktop.net.host import HostConfig, LanHost

    host = LanHost(HostConfig(seats=2, bots=1, ping_ms=0))
    host.listen(0, "127.0.0.1")
    client = LanClient(ClientState(name="Ada"), ping_ms=0)
    heard: list[tuple[int, str]] = []
    client.reaction.connect(lambda seat, reaction: heard.append((seat, reaction)))
    try:
        client.open("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: client.state.seat == 0, timeout=5000)
        for reaction in ("<b>pwned</b>", "x" * 64, "laugh"):
            host.peers.broadcast(p.Reaction(seat=1, reaction=reaction))
        host.peers.flush()
        qtbot.waitUntil(lambda: heard == [(1, "laugh")], timeout=5000)
    finally:
        client.stop()
        host.close()
