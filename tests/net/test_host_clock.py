"""The host's clock: turn timer → TurnTimeout, and the UNO catch grace that holds the next
decision until ``uno_grace_ms`` after the card was sent."""

from __future__ import annotations

import time

import pytest

from rules import CallUno, CatchUno, Play, TurnTimeout, load_preset, with_options
from uno_desktop.net.client import ClientState, LanClient
from uno_desktop.net.host import HostConfig, LanHost


def _join(qtbot, host):
    client = LanClient(ClientState(name="Ada"), retry_ms=50)
    clocks = []
    client.clock.connect(lambda kind, seat, ms: clocks.append((kind, seat, ms)))
    client.open("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: client.state.welcome is not None, timeout=5000)
    client.set_ready(True)
    qtbot.waitUntil(lambda: client.state.view is not None, timeout=5000)
    return client, clocks


def test_turn_timer_applies_turn_timeout_for_a_silent_player(qapp, qtbot):
    host = LanHost(HostConfig(seats=2, bots=1, bot_delay_ms=0, turn_ms=300, autostart=True,
                              seed=8, ping_ms=0))
    host.listen(0, "127.0.0.1")
    try:
        client, clocks = _join(qtbot, host)
        qtbot.waitUntil(lambda: (None, TurnTimeout()) in host.session.game.actions,
                        timeout=5000)
        assert any(kind == "turn" and seat == 0 and ms == 300 for kind, seat, ms in clocks)
        client.stop()
    finally:
        host.close()


@pytest.mark.slow
def test_catch_grace_holds_the_next_decision(qapp, qtbot):
    grace = 400
    options = with_options(load_preset("official"), hand_size=2, uno_grace_ms=grace)
    host = LanHost(HostConfig(seats=2, bots=1, bot_delay_ms=0, next_hand_ms=50,
                              autostart=True, seed=1, ping_ms=0, options=options))
    host.listen(0, "127.0.0.1")
    applied = []
    host.actionApplied.connect(lambda sid: applied.append((time.monotonic(), sid)))
    try:
        client, clocks = _join(qtbot, host)
        game = host.session.game
        caught_at = None

        def my_move_or_uno_open() -> bool:
            view = client.state.view
            return 0 in view.uno_open or (view.decision_seat == 0 and bool(client.state.legal)
                                          and view.decision != "hand_over")

        for _ in range(200):  # seat 0 plays down to one card in far fewer moves
            qtbot.waitUntil(my_move_or_uno_open, timeout=10_000)
            view = client.state.view
            if 0 in view.uno_open:
                caught_at = len(game.actions)
                break
            legal = [a for a in client.state.legal if not isinstance(a, CallUno)]
            plays = [a for a in legal if isinstance(a, Play)]
            sid = view.state_id
            client.act((plays or legal)[0])
            qtbot.waitUntil(lambda sid=sid: client.state.view.state_id > sid, timeout=5000)
        assert caught_at is not None, "seat 0 never played down to one card"
        landed = next(t for t, sid in applied if sid == caught_at)
        # reactions (calls, catches) go in at once; the first decision waits for the grace
        qtbot.waitUntil(lambda: any(not isinstance(a, CallUno | CatchUno)
                                    for _s, a in game.actions[caught_at:]), timeout=5000)
        index = next(i for i in range(caught_at, len(game.actions))
                     if not isinstance(game.actions[i][1], CallUno | CatchUno))
        done = next(t for t, sid in applied if sid == index + 1)
        assert done - landed >= grace / 1000 - 0.02, "a decision went in during the grace"
        assert any(kind == "catch" for kind, _seat, _ms in clocks)
        client.stop()
    finally:
        host.close()
