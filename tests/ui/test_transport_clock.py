"""The local host's clock: races nobody finishes end, and a human's Flash turn runs out.

The core has no clock; without these the local game would wait forever for a buzzer
nobody presses or a Flash player who never moves.
"""

from __future__ import annotations

from rules import new_game, options_from_mapping
from rules.editions.common import Slap
from rules.events import TurnTimedOut
from uno_desktop.session import HostSession, SeatInfo
from uno_desktop.transport import LocalTransport


def flash_session(seats: list[SeatInfo], **extra: object) -> HostSession:
    options = options_from_mapping({"edition": "flash", "scoring": "single_hand", **extra})
    return HostSession(new_game(options, len(seats), seed=7), seats, bot_seed=3)


def test_a_bot_only_flash_game_with_easy_bots_ends(qtbot):
    session = flash_session([SeatInfo(f"Bot {i}", "bot", "easy") for i in range(3)])
    transport = LocalTransport(session, "instant", grace=0)
    transport.start()
    qtbot.waitUntil(lambda: session.game.over, timeout=60_000)
    transport.close()


def test_a_slap_race_nobody_finishes_ends_on_the_hosts_clock(qtbot, monkeypatch):
    import uno_desktop.transport as transport_module

    monkeypatch.setattr(transport_module, "RACE_WINDOW_MS", 200)
    seats = [SeatInfo("Sam"), SeatInfo("Ada", "bot", "easy"), SeatInfo("Ben", "bot", "easy")]
    session = flash_session(seats, flash_time_limit="infinite")
    game = session.game
    # Force a SLAP race with the human still to press: bots never press here.
    monkeypatch.setattr(session, "bot_action", lambda: None)
    game.ed["slap"] = {"player": 1, "racers": [0, 2], "pressed": []}
    game.decide("slap_race", None)
    transport = LocalTransport(session, "normal", grace=0)
    transport.start()
    qtbot.waitUntil(lambda: game.decision.kind != "slap_race", timeout=5000)
    assert Slap() not in game.legal_actions(0)
    transport.close()


def test_a_humans_flash_turn_runs_out(qtbot):
    seats = [SeatInfo("Sam"), SeatInfo("Ada", "bot")]
    session = flash_session(seats, flash_time_limit="4", flash_next="clockwise")
    transport = LocalTransport(session, "instant", grace=0)
    timed_out: list[object] = []
    session.subscribe(0, lambda events, view: timed_out.extend(
        e for e in events if isinstance(e, TurnTimedOut)))
    transport.start()
    qtbot.waitUntil(lambda: bool(timed_out), timeout=15_000)
    assert timed_out[0].seat == 0
    transport.close()
