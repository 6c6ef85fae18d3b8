"""The local host's clock through the Qt adapter: a bot-only Flash game ends, a race
nobody finishes ends, and a human's Flash turn runs out. (The timing rules themselves
are tested on a fake clock in tests/test_referee.py.)"""

from __future__ import annotations

from rules import new_game, options_from_mapping
from rules.events import TurnTimedOut
from uno_desktop.referee import Pacing
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


def test_a_humans_flash_turn_runs_out(qtbot, monkeypatch):
    import rules.editions.flash as flash

    monkeypatch.setitem(flash.LIMITS_MS, "4", 300)
    seats = [SeatInfo("Sam"), SeatInfo("Ada", "bot")]
    session = flash_session(seats, flash_time_limit="4", flash_next="clockwise")
    transport = LocalTransport(session, "instant", pacing=Pacing(grace=0))
    timed_out: list[object] = []
    session.subscribe(0, lambda events, view: timed_out.extend(
        e for e in events if isinstance(e, TurnTimedOut)))
    transport.start()
    qtbot.waitUntil(lambda: bool(timed_out), timeout=15_000)
    assert timed_out[0].seat == 0
    transport.close()
