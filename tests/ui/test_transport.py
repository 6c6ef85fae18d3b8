"""LocalTransport pacing: bots wait a human pace scaled by the speed setting, and a bot
decision that would close an open UNO window waits ``uno_grace_ms`` after the card landed
(so a human can catch), while UNO calls and catches are not delayed."""

from __future__ import annotations

import time
from types import SimpleNamespace

from rules import CallUno, Draw, RuleOptions
from uno_desktop.session import SeatInfo
from uno_desktop.transport import BOT_DELAY_MS, LocalTransport


class FakeSession:
    """Just what LocalTransport touches; a bot always wants ``self.move``."""

    def __init__(self, move, uno_open=(2,), grace_ms=300) -> None:
        self.seats = [SeatInfo("Sam"), SeatInfo("Ada", "bot"), SeatInfo("Ben", "bot")]
        self.move = move
        self.submitted: list[tuple[float, object]] = []
        options = RuleOptions(uno_grace_ms=grace_ms)
        self.game = SimpleNamespace(
            over=False, options=options, actions=[],
            decision=SimpleNamespace(kind="turn", seat=1),
            view=lambda seat: SimpleNamespace(uno_open=uno_open, edition_state={}),
            legal_actions=lambda seat: [],
        )

    def subscribe(self, seat, listener):
        pass

    def unsubscribe(self, seat, listener):
        pass

    def bot_action(self):
        return None if self.submitted else self.move

    def submit(self, seat, action):
        self.submitted.append((time.monotonic(), action))


def run_until_submitted(qtbot, session, speed="instant", landed_ago=0.0):
    transport = LocalTransport(session, speed)
    start = time.monotonic()
    transport._landed_at = start - landed_ago  # a card just landed
    transport._schedule()
    qtbot.waitUntil(lambda: bool(session.submitted), timeout=5000)
    transport.close()
    return session.submitted[0][0] - start


def test_decision_waits_for_the_uno_grace(qtbot):
    waited = run_until_submitted(qtbot, FakeSession((1, Draw())))
    assert waited >= 0.29


def test_uno_call_is_not_delayed(qtbot):
    waited = run_until_submitted(qtbot, FakeSession((2, CallUno())))
    assert waited < 0.2


def test_no_window_no_wait_and_bot_pace_scales(qtbot):
    assert run_until_submitted(qtbot, FakeSession((1, Draw()), uno_open=())) < 0.2
    fast = run_until_submitted(qtbot, FakeSession((1, Draw()), uno_open=()), speed="fast")
    assert fast >= BOT_DELAY_MS * 0.5 / 1000 - 0.02


def test_bots_wait_for_the_table_to_catch_up(qtbot):
    session = FakeSession((1, Draw()), uno_open=())
    transport = LocalTransport(session, "instant")
    start = time.monotonic()
    transport.ui_busy = lambda: time.monotonic() - start < 0.3  # animating for 300 ms
    transport._schedule()
    qtbot.waitUntil(lambda: bool(session.submitted), timeout=5000)
    transport.close()
    assert session.submitted[0][0] - start >= 0.29
