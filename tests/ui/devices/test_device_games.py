"""Every edition, bots only, instant animations, through the real table and its devices:
the game reaches its end with no QML warning (conftest) and no Python exception, the
device stage stands exactly for the editions whose kit has something on it (``Kit.stage``)
with every device the kit names, and every cue the presenters sent found its scene (none
went to a stage the table did not build)."""

from __future__ import annotations

import sys
import time

import pytest
from device_helpers import device, nudge_races
from matrix import lane

from rules import load_preset, with_options
from rules.editions import EDITIONS
from uno_desktop.session import SeatInfo
from uno_desktop.ui.kits import kit

THEMED = sorted(e for e in EDITIONS if e != "classic")


def _scene_names(item) -> set[str]:
    """The cue names a table or device stage plays: its ``scenes`` map's keys."""
    return set(item.property("scenes").toVariant())


def _stage_and_devices(ui) -> tuple[object | None, set[str]]:
    """The device stage (``None``: not built) and the names its devices take cues by."""
    from ui_helpers import find

    stage = find(ui, "deviceStage")
    if stage is None:
        return None, set()
    devices = stage.property("devices").toVariant() or []
    return stage, {d.property("cueScene") or d.objectName() for d in devices}


@pytest.fixture
def no_exceptions(monkeypatch):
    """Python exceptions raised in Qt slots only print; collect them and fail instead."""
    seen: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda t, v, tb: seen.append(v))
    yield seen
    assert not seen, f"exceptions during the game: {seen!r}"


@pytest.mark.parametrize("edition", lane("bot games", THEMED, 2, slow=(  # these take over 2 s
    "tippo", "h2o", "flash", "kick", "toy_story3")))
@pytest.mark.parametrize("players", [2, pytest.param(4, marks=pytest.mark.slow)])
def test_bot_game_to_the_end(ui, qtbot, no_exceptions, edition, players):
    options = with_options(load_preset(f"editions/{edition}"), scoring="single_hand")
    seats = [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(players)]
    assert ui.controller.start_game(options, seats, seed=17 + players)
    session = ui.controller.session
    gc = ui.controller.game
    idle: dict = {}
    cued: set[str] = set()
    gc.cue.connect(lambda c: cued.add(c["scene"]))

    def finished() -> bool:
        nudge_races(session, idle)
        return gc.gameOver

    started = time.monotonic()
    qtbot.waitUntil(finished, timeout=90_000)
    assert session.game.over
    stage, devices = _stage_and_devices(ui)
    the_kit = kit(edition)
    assert (stage is not None) == the_kit.stage, f"{edition}: Kit.stage is {the_kit.stage}"
    if stage is not None:
        assert stage.property("visible")
        assert len(stage.property("devices").toVariant() or []) == len(the_kit.scenes)
    played = _scene_names(device(ui, "table")) | (
        _scene_names(stage) | devices if stage is not None else set())
    assert cued <= played, (f"{edition} cued {sorted(cued - played)}, which nothing plays: "
                            "a shared scene of the device stage goes in Kit.shared")
    print(f"{edition} ×{players}: {session.game.state_id} actions, "
          f"{time.monotonic() - started:.1f} s")
