"""UNO Extreme's launcher on the table (issue 38): at ten seats in a small window it stands
in the room the seats leave, clear of what goes beside a badge (a 7's Swap buttons), and
its caption stays off the prompt."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from layout import problems
from scenes import Scenes, others
from ui_helpers import find

SMALL, LARGE = (1024, 640), (3840, 2160)
ME = ["red_7", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4"]
PRESSER = ["blue_1", "green_3", "yellow_3", "blue_4", "green_6", "yellow_8", "blue_6"]
"""The seat before yours: nothing on the red 5 it may play, so it presses the launcher
(for nothing: its caption stands under the launcher)."""


def _robot_eyes():
    """The robot's own checks (tests/robot/look.py): its walk, and what lies over what."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "robot"))
    from look import Look, overlaps

    return Look, overlaps


def _sevens_swap(scenes: Scenes, seats: int) -> None:
    """Extreme at ``seats`` seats: the seat before yours pressed the launcher for nothing,
    you play a 7 (swap with a seat you choose): every other badge shows its Swap."""
    hands = [ME, *others([*ME, *PRESSER, "red_5"], seats - 2, "extreme"), PRESSER]
    scenes.stacked("extreme", hands, "red_5", dealer=seats - 2, seven_card="swap_chosen",
                   script={"launcher": [0] * 10})
    scenes.my_turn()
    scenes.play("red_7")
    scenes.decision("seven")


@pytest.mark.slow  # over 2 s, each cell
@pytest.mark.parametrize(("seats", "size", "language"), [
    pytest.param(10, SMALL, "de", id="10-small-de"),  # the robot's cell
    pytest.param(10, LARGE, "sv", id="10-large-sv"),
    pytest.param(4, SMALL, "sv", id="4-small-sv"),
])
def test_the_launcher_keeps_clear_of_the_swap_buttons_and_the_prompt(ui, seats, size, language):
    """Your 7 at ten seats in a 1024x640 window, German: the launcher, as big as at four
    seats, lay on the left column's Swap buttons, and its caption ("Valentina: nichts!")
    on the prompt (the robot, extreme/de/1024x640/mouse/10). The launcher is sized by the
    room the seats leave it and tells Table.besideBadge its box (keepClear); its caption
    stays above the prompt."""
    from PySide6.QtCore import QRectF

    Look, overlaps = _robot_eyes()
    ui.settings.language = language
    scenes = Scenes(ui)
    ui.window.resize(*size)
    _sevens_swap(scenes, seats)
    scenes.spin(0.1)
    table, launcher = find(ui, "table"), find(ui, "launcher")
    caption = find(ui, "launcherCaption")
    assert caption.property("text").endswith("!")  # the bot's press is told
    shots = os.environ.get("UNO_SHOTS")
    if shots:
        ui.window.grabWindow().save(str(Path(shots) / f"launcher_{seats}_{size[0]}_{language}.png"))
    found = []
    room = launcher.property("keepClear")
    if room is None:
        found.append("the launcher declares no keepClear")
    clear = table.mapRectToScene(QRectF(room or QRectF()))
    for item in (launcher, caption):
        box = item.mapRectToScene(item.boundingRect())
        if not clear.contains(box):
            found.append(f"{item.objectName()} {box} outside the launcher's keepClear {clear}")
    for seat in range(1, seats):
        button = find(ui, f"swapButton{seat}")
        assert button is not None and button.isVisible()
        box = button.mapRectToScene(button.boundingRect())
        if box.intersects(clear):
            found.append(f"seat {seat}'s Swap on the launcher")
    found += overlaps(Look(ui.window), playing=True)
    found += [p for p in problems(ui.window) if "swapButton" in p or "launcher" in p]
    size = launcher.size()
    launcher.setProperty("caption", "")  # (the next hand's): the launcher keeps its size
    scenes.spin(0.05)
    if launcher.size() != size:
        found.append(f"the launcher is {size} with its caption, {launcher.size()} without")
    ui.window.resize(1280, 720)
    ui.settings.language = "en"
    assert not found, "\n".join(found)
