"""One host policy: the timing scenarios of ``timing_scenarios.py`` end the same way on
the referee's fake clock, through the local transport and through the LAN host (real
time, real sockets on 127.0.0.1).

A real-time run ends once it has done what the fake clock did in ``run_ms`` and its
referee has nothing more due before ``run_ms``: a wait on the game, not a fixed time."""

from __future__ import annotations

import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable

import pytest
from matrix import lane
from PySide6.QtCore import QTimer
from test_referee import run_scenario
from timing_scenarios import FLASH_LIMIT_MS, SCENARIOS, Scenario

from uno_desktop.net.client import ClientState, LanClient
from uno_desktop.net.host import HostConfig, LanHost
from uno_desktop.referee import Referee
from uno_desktop.session import HostSession
from uno_desktop.transport import LocalTransport

Outcome = tuple[list[tuple[int | None, object]], dict[int, str]]


def _state(session: HostSession, step_state: int | str) -> int:
    sid = session.game.state_id
    return sid if step_state == "now" else sid + int(step_state)


def _run(qtbot, scenario: Scenario, referee: Referee, refused: dict[int, str],
         send: Callable[[int], None], expected: Outcome) -> None:
    """Send the scenario's steps at their times; return once every step went out, the
    session has as many actions (and refusals) as ``expected``, and the referee has nothing
    more to do before the scenario's end (so no later action is missed).

    A step goes out only once the one before it was answered (refused, or applied for seat
    0): a refusal carries the host's state id, not the step's, so it is filed under the
    step in flight, and with one step in flight at a time that is always the right one,
    however late under load the answer comes."""
    session = referee.session
    sent: list[int] = []
    due: list[int] = []
    start = time.monotonic()

    def answers() -> int:
        return len(refused) + sum(1 for seat, _ in session.game.actions if seat == 0)

    def send_due() -> None:
        while due and answers() >= len(sent):
            index = due.pop(0)
            send(index)
            sent.append(index)

    def fire(index: int) -> None:
        due.append(index)
        send_due()

    for index, step in enumerate(scenario.steps):
        QTimer.singleShot(step.at_ms, lambda i=index: fire(i))
    end = start + scenario.run_ms / 1000

    def done() -> bool:
        send_due()
        wake = referee.wake_at()
        return (len(sent) == len(scenario.steps)
                and len(session.game.actions) >= len(expected[0])
                and len(refused) >= len(expected[1])
                and (wake is None or wake > end))

    try:
        qtbot.waitUntil(done, timeout=scenario.run_ms + 10_000)
    except qtbot.TimeoutError:
        pass  # it went another way: the comparison with the fake clock's run says how


def run_local(scenario: Scenario, qtbot, expected: Outcome) -> Outcome:
    session = scenario.build()
    transport = LocalTransport(session, "normal", pacing=scenario.make_pacing())
    refused: dict[int, str] = {}
    current = [-1]
    transport.rejected.connect(lambda code: refused.__setitem__(current[0], code))

    def send(index: int) -> None:
        step = scenario.steps[index]
        current[0] = index
        transport.send(step.action, _state(session, step.state))

    transport.start()
    _run(qtbot, scenario, transport.referee, refused, send, expected)
    transport.close()
    scenario.check(session, refused)
    return list(session.game.actions), refused


def run_lan(scenario: Scenario, qtbot, expected: Outcome) -> Outcome:
    built = scenario.build()
    pacing = scenario.make_pacing()
    host = LanHost(HostConfig(seats=3, bots=2, ping_ms=0, options=built.game.options,
                              bot_delay_ms=pacing.bot_delay_ms, next_hand_ms=0,
                              race_window_ms=pacing.race_window_ms,
                              ack_timeout_ms=pacing.ack_timeout_ms,
                              landing_ms=pacing.landing_ms))
    host.listen(0, "127.0.0.1")
    client = LanClient(ClientState(name="Sam"), retry_ms=50)
    refused: dict[int, str] = {}
    current = [-1]
    client.error.connect(lambda code, sid: sid is not None
                         and refused.__setitem__(current[0], code))
    try:
        client.open("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: client.state.seat == 0, timeout=5000)
        host.start_game(built.game)
        session = host.session
        assert session is not None and host.referee is not None
        for seat in built.bot_seats():
            session.set_bot(seat, built._bots[seat])

        def send(index: int) -> None:
            step = scenario.steps[index]
            current[0] = index
            client.act(step.action, _state(session, step.state))

        _run(qtbot, scenario, host.referee, refused, send, expected)
        scenario.check(session, refused)
        return list(session.game.actions), refused
    finally:
        client.stop()
        host.close()


@pytest.mark.parametrize("scenario", lane("timing parity", SCENARIOS, 2,
                                          ids=[s.name for s in SCENARIOS]))
def test_the_same_scenario_ends_the_same_at_every_table(scenario, qtbot, monkeypatch):
    import rules.editions.flash as flash

    fake_session, fake_refused = run_scenario(scenario, monkeypatch)
    monkeypatch.setitem(flash.LIMITS_MS, "4", FLASH_LIMIT_MS)
    expected = (list(fake_session.game.actions), fake_refused)
    assert run_local(scenario, qtbot, expected) == expected
    assert run_lan(scenario, qtbot, expected) == expected
