"""A list that holds more than it shows says so with a scroll bar, always in view (not only
while it moves), and the new-game screen shows four players whole at 1024×640 (issue 30:
10 players showed rows 1–5 with no hint of the rest, 1024×640 showed 3 of 4)."""

from __future__ import annotations

import pytest
from layout import scene_rect
from scenes import Scenes
from ui_helpers import find

from uno_desktop.qtcompat import class_name


def _rows(ui) -> list:
    view = find(ui, "seatList")
    box = scene_rect(view)
    rows = [r for r in view.property("contentItem").childItems()
            if r.isVisible() and "RowLayout" in class_name(r)]
    return [r for r in rows if scene_rect(r).intersects(box)], box


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_four_players_are_shown_whole(ui, size):
    scenes = Scenes(ui)
    ui.window.resize(*size)
    scenes.show("new_game_tippo")  # four seats
    scenes.wait(lambda: len(_rows(ui)[0]) == 4)
    rows, box = _rows(ui)
    assert all(box.contains(scene_rect(r)) for r in rows)
    assert not find(ui, "seatScroll").isVisible()  # nothing to scroll


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_lists_that_scroll_show_their_scroll_bar(ui, size):
    scenes = Scenes(ui)
    ui.window.resize(*size)
    scenes.show("new_game")  # ten seats, every rule of the classic game
    seats, options = find(ui, "seatScroll"), find(ui, "optionsScroll")
    scenes.wait(lambda: seats.isVisible() and options.isVisible())
    for bar in (seats, options):
        assert bar.property("size") < 1 and bar.property("opacity") > 0.5
    rows, box = _rows(ui)
    assert len(rows) < 10 and all(box.contains(scene_rect(r)) for r in rows)  # whole rows
