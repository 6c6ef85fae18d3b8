"""A value box shows its whole value: the longest German one, "Zurückmischen, neue Karte
aufdecken" (a Wild Draw Four as first card), was cut at 3840×2160 and at 1024×640
(issue 30); the row gives the box the width of its longest label, or a line of its own."""

from __future__ import annotations

import pytest
from layout import problems
from matrix import lane
from scenes import Scenes


@pytest.mark.parametrize("language", lane("value boxes", ["de", "sv", "en"], 1))
def test_every_rule_value_is_shown_whole(ui, language):
    ui.settings.language = language
    scenes = Scenes(ui)
    found = []
    for width, height, scale in ((3840, 2160, 0.0), (3840, 2160, 1.0), (1024, 640, 0.0)):
        ui.settings.uiScale = scale
        ui.window.resize(width, height)
        scenes.show("new_game")
        boxes = [p for p in problems(ui.window) if "cut by its box" in p]
        at = f"{scale * 100:.0f} %" if scale else "the automatic scale"
        found += [f"{width}×{height} at {at}: {p}" for p in boxes]
    ui.settings.uiScale = 0.0
    ui.window.resize(1280, 720)
    ui.settings.language = "en"
    assert not found, "\n".join(found)
