"""LocalTransport, the thin Qt adapter over the referee: bots keep the speed setting's
pace, wait for the table to show what happened, and every update carries the view and
the legal actions of one and the same state."""

from __future__ import annotations

import time

from timing_scenarios import ScriptedBot, _forgotten_uno

from uno_desktop.transport import LocalTransport, Update


def _first_bot_move(qtbot, speed: str, grace: float = 0.0) -> float:
    session = _forgotten_uno()  # Ada (a bot) starts
    transport = LocalTransport(session, speed, grace=grace)
    start = time.monotonic()
    transport.start()
    qtbot.waitUntil(lambda: bool(session.game.actions), timeout=5000)
    transport.close()
    return time.monotonic() - start


def test_bot_pace_scales_with_the_speed_setting(qtbot):
    assert _first_bot_move(qtbot, "instant") < 0.2
    assert _first_bot_move(qtbot, "fast") >= 0.75 * 0.5 - 0.02


def test_bots_wait_for_the_table_to_catch_up(qtbot):
    session = _forgotten_uno()
    transport = LocalTransport(session, "instant", grace=0)
    shown: list[Update] = []
    transport.updated.connect(shown.append)
    transport.start()
    transport.acknowledge(shown[-1].state_id)  # this table acknowledges what it shows
    before = time.monotonic()
    qtbot.waitUntil(lambda: len(session.game.actions) == 1, timeout=5000)
    # the table is still animating Ada's card: Ben's move waits for it to say it landed,
    # or at the most for the acknowledgement timeout
    ack_timeout = transport.referee.pacing.ack_timeout_ms / 1000
    assert transport.referee.wake_at() >= before + ack_timeout
    assert len(session.game.actions) == 1
    start = time.monotonic()
    transport.acknowledge(shown[-1].state_id)
    qtbot.waitUntil(lambda: len(session.game.actions) == 2, timeout=5000)
    assert time.monotonic() - start < 0.2
    transport.close()


def test_every_update_carries_the_legal_actions_of_its_own_state(qtbot):
    session = _forgotten_uno()
    session.set_bot(1, ScriptedBot())
    transport = LocalTransport(session, "instant", grace=0)
    checked: list[int] = []

    def check(update: Update) -> None:
        assert update.view.state_id == session.game.state_id
        assert set(update.legal) == set(session.game.legal_actions(0))
        checked.append(update.state_id)

    transport.updated.connect(check)
    transport.start()
    qtbot.waitUntil(lambda: session.game.decision.seat == 0, timeout=5000)
    transport.close()
    assert len(checked) >= 3


def test_a_bot_taking_over_a_seat_plays_it_at_once(qtbot):
    """A stand-in (or a script) takes the human's seat mid-turn: the clock wakes for it."""
    session = _forgotten_uno()
    session.set_bot(1, ScriptedBot())
    session.set_bot(2, ScriptedBot())
    transport = LocalTransport(session, "instant", grace=0)
    transport.start()
    qtbot.waitUntil(lambda: session.game.decision.seat == 0, timeout=5000)
    assert transport.referee.wake_at() is None  # the human's turn waits for the human
    session.set_bot(0, ScriptedBot())
    qtbot.waitUntil(lambda: session.game.decision.seat != 0, timeout=5000)
    transport.close()


def test_the_table_is_shown_the_view_the_session_built(qtbot):
    """The transport builds no view of its own: what the session handed its listeners for
    the shown seat is what the table gets."""
    session = _forgotten_uno()
    transport = LocalTransport(session, "instant", grace=0)
    built = []
    session.subscribe(transport.seat, lambda _events, view: built.append(view))
    shown: list[Update] = []
    transport.updated.connect(shown.append)
    transport.start()
    qtbot.waitUntil(lambda: bool(built) and shown[-1].state_id == built[-1].state_id,
                    timeout=5000)
    transport.close()
    assert shown[-1].view is built[-1]
