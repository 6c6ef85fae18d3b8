"""The editions' prompts say what is true of the table (issue 30, the edition walk): at a
Lotso card the player names a colour that every *other* seat shows or draws 3 for, and
if all of them can, the player draws 3 — "everyone must show" was not true."""

from __future__ import annotations

import pytest
from scenes import Scenes
from ui_helpers import find

LOTSO = {
    "en": ("Lotso: name a colour; who shows none draws 3, and if all can, you draw 3",
           "Lotso: name a colour"),
    "de": ("Lotso: Sag eine Farbe an; wer keine zeigt, zieht 3, und können es alle, "
           "ziehst du 3", "Lotso: Sag eine Farbe an"),
    "sv": ("Lotso: välj en färg; den som inte kan visa en drar 3, och kan alla drar du 3",
           "Lotso: välj en färg"),
}


def _texts(item) -> list[str]:
    found = []
    for child in item.childItems():
        text = child.property("text")
        if isinstance(text, str) and text:
            found.append(text)
        found += _texts(child)
    return found


@pytest.mark.parametrize("language", sorted(LOTSO))
def test_the_lotso_prompt_names_the_others_and_the_draws(ui, language):
    ui.settings.language = language
    scenes = Scenes(ui)
    scenes.show("lotso")
    status, heading = LOTSO[language]
    assert find(ui, "statusLine").property("text") == status
    assert heading in _texts(find(ui, "deviceLayer"))
    ui.settings.language = "en"



@pytest.mark.slow  # over 2 s
def test_the_racer_panel_stands_where_the_top_card_is(ui):
    """Speed Racer's chain panel shows the race's top card (the pile's is hidden meanwhile):
    it stood beside an empty middle in a large window; now it covers the pile's place."""
    from layout import problems, scene_rect
    from PySide6.QtCore import QPointF

    scenes = Scenes(ui)
    for width, height in ((1024, 640), (1920, 1080), (3840, 2160)):
        ui.window.resize(width, height)
        scenes.show("racer")
        scenes.spin(0.05)
        table = find(ui, "table")
        spot = table.mapToScene(QPointF(table.width() / 2 + table.property("pileW") * 0.9,
                                        table.property("cy")))
        assert scene_rect(find(ui, "racerScene")).contains(spot), (width, height)
        assert not problems(ui.window)
    ui.window.resize(1280, 720)
