"""The referee on a fake clock: every timing rule of the host, exactly, without Qt.

The same scenarios run through the local transport and the LAN host in
``test_timing_parity.py``.
"""

from __future__ import annotations

import pytest
from timing_scenarios import FLASH_LIMIT_MS, SCENARIOS, Scenario, ScriptedBot, _forgotten_uno

from rules import CatchUno, Draw, Play
from rules.cards import card
from uno_desktop.referee import Pacing, Referee
from uno_desktop.session import HostSession, Rejected, SeatInfo


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def drive(referee: Referee, clock: FakeClock, until_s: float,
          inputs: list[tuple[float, object]] = ()) -> None:
    """Advance the fake clock from wake-up to wake-up (and input to input) until
    ``until_s`` after the start, as a transport's timer would."""
    start = clock.now
    pending = sorted(inputs, key=lambda item: item[0])
    while True:
        wake = referee.wake_at()
        next_input = start + pending[0][0] if pending else None
        times = [t for t in (wake, next_input) if t is not None]
        if not times or min(times) > start + until_s:
            clock.now = start + until_s
            return
        clock.now = max(clock.now, min(times))
        if next_input is not None and clock.now >= next_input:
            pending.pop(0)[1]()
        else:
            referee.tick()


def run_scenario(scenario: Scenario, monkeypatch: pytest.MonkeyPatch) -> tuple[HostSession,
                                                                                dict[int, str]]:
    import rules.editions.flash as flash

    monkeypatch.setitem(flash.LIMITS_MS, "4", FLASH_LIMIT_MS)
    session = scenario.build()
    clock = FakeClock()
    referee = Referee(session, scenario.make_pacing(), clock)
    referee.open_screen("table", 0)
    refused: dict[int, str] = {}

    def send(index: int) -> None:
        step = scenario.steps[index]
        sid = session.game.state_id
        state = sid if step.state == "now" else sid + int(step.state)
        try:
            referee.submit(0, step.action, state)
        except Rejected as exc:
            refused[index] = exc.code

    inputs = [(step.at_ms / 1000, lambda i=i: send(i)) for i, step in enumerate(scenario.steps)]
    drive(referee, clock, scenario.run_ms / 1000, inputs)
    return session, refused


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_timing_scenario_on_a_fake_clock(scenario: Scenario, monkeypatch):
    session, refused = run_scenario(scenario, monkeypatch)
    scenario.check(session, refused)


def test_the_grace_holds_a_bot_until_it_ends_and_no_longer():
    session = _forgotten_uno()
    clock = FakeClock()
    pacing = Pacing(bot_delay_ms=100, landing_ms=40, next_hand_ms=None)
    referee = Referee(session, pacing, clock)
    referee.open_screen("table", 0)
    start = clock.now
    drive(referee, clock, 0.2)
    assert session.game.view(None).uno_open == (1,)  # Ada played at 0.1 s, no call
    drive(referee, clock, 2.0)
    played = referee._moments[1].at
    assert played == pytest.approx(start + 0.1)
    # Ben's draw: the card landed 40 ms after it was played, plus the 400 ms grace.
    draw_sid = next(i for i, (s, a) in enumerate(session.game.actions) if a == Draw()) + 1
    assert referee._moments[draw_sid].at == pytest.approx(played + 0.04 + 0.4)


def test_a_screen_that_acknowledges_sets_when_the_grace_starts():
    session = _forgotten_uno()
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=100, landing_ms=40), clock)
    referee.open_screen("table", 0)
    referee.shown("table", 0)  # this table acknowledges: the game waits for it
    start = clock.now
    drive(referee, clock, 0.5)
    assert [type(a).__name__ for _, a in session.game.actions] == ["Play"]
    clock.now = start + 0.9  # the table was busy: it shows Ada's card only now
    referee.shown("table", 1)
    drive(referee, clock, 0.39)
    assert len(session.game.actions) == 1, "the grace counts from when the card was shown"
    drive(referee, clock, 0.05)
    assert [type(a).__name__ for _, a in session.game.actions] == ["Play", "Draw"]


def test_nobody_waits_for_a_screen_longer_than_the_ack_timeout():
    session = _forgotten_uno()
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=100, landing_ms=40, ack_timeout_ms=1000),
                      clock)
    referee.open_screen("table", 0)
    referee.shown("table", 0)
    drive(referee, clock, 0.5)  # Ada plays at 0.1 s; the table never says it showed it
    drive(referee, clock, 0.95)
    assert len(session.game.actions) == 1
    drive(referee, clock, 0.1)  # 0.1 + 1.0 (the cap) + 0.4 (the grace) = 1.5 s
    assert len(session.game.actions) == 2


def test_a_decision_held_through_the_grace_goes_in_after_it():
    """Three people: Sam's decision waits while Cleo may still catch Ada."""
    session = _forgotten_uno()
    session.set_bot(0, None)
    session.seats[2].kind = "human"
    session.set_bot(2, None)
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=100, landing_ms=40), clock)
    referee.open_screen("table", 2)
    drive(referee, clock, 0.2)
    assert session.game.decision.seat == 2
    assert referee.submit(2, Draw(), session.game.state_id) is False  # held
    drive(referee, clock, 0.2)
    assert len(session.game.actions) == 1
    drive(referee, clock, 0.2)  # 0.1 + 0.04 + 0.4
    assert session.game.actions[-1] == (2, Draw())


def test_a_held_decision_refused_at_release_is_reported():
    session = _forgotten_uno()
    session.seats[2].kind = "human"
    session.set_bot(2, None)
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=100, landing_ms=40), clock)
    refused: list[tuple[int, str]] = []
    referee.on_refused = lambda seat, code: refused.append((seat, code))
    drive(referee, clock, 0.2)
    referee.submit(2, Draw(), session.game.state_id)
    referee.submit(0, CatchUno(1), session.game.state_id)  # a catch is never held...
    assert session.game.actions[-1] == (0, CatchUno(1))
    drive(referee, clock, 1.0)  # ... and it ended the grace: Cleo's draw went in
    assert session.game.actions[-1] == (2, Draw())
    assert refused == []


def test_an_action_refused_during_the_grace_asks_the_core_once(monkeypatch):
    """An illegal decision sent while the grace holds is refused with the core's reason
    (the one ``apply`` gives), without being submitted to the session only to be refused."""
    session = _forgotten_uno()
    session.seats[2].kind = "human"
    session.set_bot(2, None)
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=100, landing_ms=40), clock)
    drive(referee, clock, 0.2)
    submitted: list[object] = []
    real = session.submit
    monkeypatch.setattr(session, "submit", lambda seat, action: (submitted.append(action),
                                                                 real(seat, action)))
    played = Play(card("blue_9"))  # not in Cleo's hand
    with pytest.raises(Rejected) as refused:
        referee.submit(2, played, session.game.state_id)
    assert refused.value.code == "card_not_in_hand" == session.game.refusal(2, played)
    assert submitted == [] and referee._held == {}
    assert session.game.refusal(2, Draw()) is None and session.game.refusal(7, Draw()) == \
        "no_such_seat"


def test_bots_react_after_a_human_reaction_time():
    """A normal bot catches a missed call, but not before a person could have."""
    session = _forgotten_uno()
    session.set_bot(2, ScriptedBot(react=lambda view, legal: next(
        (a for a in legal if isinstance(a, CatchUno)), None)))
    session.set_bot(0, "normal")  # the bot at seat 0 would catch too
    session.seats[0].kind = "bot"
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=100, landing_ms=40), clock)
    drive(referee, clock, 0.1001)
    assert len(session.game.actions) == 1
    plans = dict(referee._plans)
    assert set(plans) == {0, 2} and all(p.delay_s >= 0.13 for p in plans.values())
    drive(referee, clock, 3.0)
    assert any(isinstance(a, CatchUno) for _, a in session.game.actions)


def test_the_next_hand_waits_for_every_person_at_the_table():
    """Sam and Cleo (seats 0 and 2) play; Ada (a bot) goes out with her last card."""
    from helpers import deal

    from rules import NextHand

    game = deal([["blue_1"], ["red_5"], ["green_1"]], "red_3", dealer=0)
    session = HostSession(game, [SeatInfo("Sam"), SeatInfo("Ada", "bot"), SeatInfo("Cleo")])
    session.set_bot(1, ScriptedBot())
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=100, landing_ms=40), clock)
    drive(referee, clock, 0.5)
    assert game.decision.kind == "hand_over"
    referee.ready(0)
    drive(referee, clock, 5.0)
    assert game.decision.kind == "hand_over", "Cleo has not seen the scores yet"
    referee.ready(2)
    drive(referee, clock, 0.01)
    assert game.actions[-1] == (None, NextHand())


def test_ready_deals_at_once_on_a_clock_that_runs():
    """A real clock moves between two reads: a "due now" read from it after ``tick`` took
    its own ``now`` would be in the future, and the hand would never come."""
    from helpers import deal

    from rules import NextHand

    game = deal([["blue_1"], ["red_5"], ["green_1"]], "red_3", dealer=0)
    session = HostSession(game, [SeatInfo("Sam"), SeatInfo("Ada", "bot"), SeatInfo("Cleo")])
    session.set_bot(1, ScriptedBot())
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=100, landing_ms=40), clock)
    drive(referee, clock, 0.5)
    assert game.decision.kind == "hand_over"
    referee.ready(0)
    referee.ready(2)

    def running() -> float:
        clock.now += 1e-6
        return clock.now

    referee.clock = running
    referee.tick()
    assert game.actions[-1] == (None, NextHand())


def test_a_host_pause_deals_the_next_hand_by_itself():
    from helpers import deal

    game = deal([["blue_1"], ["red_5"], ["green_1"]], "red_3", dealer=0)
    session = HostSession(game, [SeatInfo("Sam"), SeatInfo("Ada", "bot"), SeatInfo("Cleo")])
    session.set_bot(1, ScriptedBot())
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=100, landing_ms=40, next_hand_ms=2000),
                      clock)
    drive(referee, clock, 2.0)
    assert game.decision.kind == "hand_over"
    drive(referee, clock, 0.2)
    assert game.decision.kind != "hand_over"
