"""The moments that matter are staged where the player looks (the banner over the piles),
not only in the log; your own UNO shows over your hand; Extreme's Hit 2 has one control."""

from __future__ import annotations

import pytest
from scenes import FILL, Scenes
from ui_helpers import find

from rules import CallUno, CatchUno


def _banners(scenes: Scenes, event: str) -> list[dict]:
    return [c for c in scenes.cues if c["scene"] == "banner" and c["type"] == event]


def test_caught_without_uno_says_who_draws_how_many(ui):
    scenes = Scenes(ui)
    scenes.show("moment_caught")
    banner = _banners(scenes, "uno_caught")[0]
    assert banner["title"] == "You are caught without UNO!"
    assert banner["text"] == "You draw 2 cards"


def test_a_challenge_and_its_verdict(ui):
    scenes = Scenes(ui)
    scenes.show("moment_verdict")
    banner = _banners(scenes, "challenge_resolved")[0]
    assert banner["title"] == "Legal! Magdalena's Wild Draw Four stands"
    assert banner["text"] == "You draw 6 cards"  # four and two for the failed challenge
    assert [c for c in scenes.cues if c["scene"] == "reveal"]  # her hand, shown to you
    assert _banners(scenes, "turn_skipped")[0]["title"] == "You are skipped!"


def test_a_uno_call_and_your_own_chip(ui, qtbot):
    scenes = Scenes(ui)
    scenes.stacked("classic", [["red_8", "blue_1"], ["green_7", "blue_8"],
                               ["green_4", "blue_4"], ["yellow_7", "blue_6"]], "red_5",
                   hand_size=2)
    ui.controller.game.callUno()  # called before the second-to-last card goes
    scenes.play("red_8")
    scenes.idle()
    session = ui.controller.session
    assert (0, CallUno()) in session.game.actions
    assert _banners(scenes, "uno_called")[0]["title"] == "You call UNO"  # at two cards
    assert ui.controller.game.myUno
    chip = find(ui, "myUnoChip")
    assert chip is not None and chip.isVisible()
    assert not any(a == CatchUno(0) for _, a in session.game.actions)


@pytest.mark.slow  # over 2 s: three bots and the moment at normal speed
def test_a_hand_won_is_staged_before_its_panel(ui, qtbot):
    scenes = Scenes(ui)
    scenes.stacked("classic", [["red_8", "blue_1"], FILL[0][:2], FILL[1][:2], FILL[2][:2]],
                   "red_5", hand_size=2)
    ui.settings.animationSpeed = "normal"
    game = ui.controller.game
    game.callUno()
    scenes.play("red_8")
    scenes.wait(lambda: game.myTurn and not game.busy())
    scenes.play("blue_1")
    scenes.wait(lambda: _banners(scenes, "hand_ended"))
    assert _banners(scenes, "hand_ended")[0]["title"] == "You win the hand!"
    assert not game.handOver  # the panel comes once the moment has stood
    # nothing of the last turn stays under the moment: no prompt, no live control
    assert game.statusText == "" and not find(ui, "statusLine").property("text")
    assert not game.myTurn and not game.canDraw and not game.canUno
    assert not find(ui, "drawButton").isEnabled()
    assert game.turnSeat == -1 and not any(r.is_turn for r in game.seats.rows)
    ui.settings.language = "de"  # a language switch does not bring the prompt back
    assert game.statusText == ""
    ui.settings.language = "en"
    scenes.wait(lambda: game.handOver, 5)


def test_extremes_hit_two_has_one_control_and_speaks_of_presses(ui):
    scenes = Scenes(ui)
    scenes.show("launcher_hit_two")
    game = ui.controller.game
    assert not game.canAccept and game.drawOnDevice  # no "Take 2 cards" beside the launcher
    assert find(ui, "acceptButton") is None
    assert not find(ui, "drawButton").isVisible()
    assert find(ui, "pressButton").property("live")
    assert game.statusText == "Press the launcher 2 times"
    badge = find(ui, "pendingBadge")
    assert badge.isVisible() and "×2" in [c.property("text") for c in badge.childItems()]
    assert any("must press the launcher 2 times" in line for line in game.log.lines)
    assert not any("+2" in line for line in game.log.lines)
