"""Every edition, bots only, instant animations, through the real table and its devices:
the game reaches its end with no QML warning (conftest) and no Python exception."""

from __future__ import annotations

import sys
import time

import pytest
from device_helpers import device, nudge_races

from rules import load_preset, with_options
from rules.editions import EDITIONS
from uno_desktop.session import SeatInfo

THEMED = sorted(e for e in EDITIONS if e != "classic")
DEVICE_OF = {"extreme": "launcher", "flash": "flashUnit",
             "tippo": "tippoScale"}  # always on the table (the wheel only while used)


@pytest.fixture
def no_exceptions(monkeypatch):
    """Python exceptions raised in Qt slots only print; collect them and fail instead."""
    seen: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda t, v, tb: seen.append(v))
    yield seen
    assert not seen, f"exceptions during the game: {seen!r}"


@pytest.mark.parametrize("edition", [  # these take over 2 s
    pytest.param(e, marks=pytest.mark.slow) if e in ("tippo", "h2o", "flash", "kick", "toy_story3")
    else e for e in THEMED])
@pytest.mark.parametrize("players", [2, pytest.param(4, marks=pytest.mark.slow)])
def test_bot_game_to_the_end(ui, qtbot, no_exceptions, edition, players):
    options = with_options(load_preset(f"editions/{edition}"), scoring="single_hand")
    seats = [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(players)]
    assert ui.controller.start_game(options, seats, seed=17 + players)
    session = ui.controller.session
    gc = ui.controller.game
    idle: dict = {}

    def finished() -> bool:
        nudge_races(session, idle)
        return gc.gameOver

    started = time.monotonic()
    qtbot.waitUntil(finished, timeout=90_000)
    assert session.game.over
    assert device(ui, "deviceStage").property("visible")
    if edition in DEVICE_OF:
        assert device(ui, DEVICE_OF[edition]).property("visible")
    print(f"{edition} ×{players}: {session.game.state_id} actions, "
          f"{time.monotonic() - started:.1f} s")
