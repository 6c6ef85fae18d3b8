"""The editions' prompts say what is true of the table (issue 30, the edition walk): at a
Lotso card the player names a colour that every *other* seat shows or draws 3 for, and
if all of them can, the player draws 3 — "everyone must show" was not true."""

from __future__ import annotations

import pytest
from scenes import Scenes
from ui_helpers import find

LOTSO = {
    "en": ("Lotso: name a colour; who shows none draws 3, and if all can, you draw 3",
           "Lotso: which colour must the others show?"),
    "de": ("Lotso: Sag eine Farbe an; wer keine zeigt, zieht 3, und können es alle, "
           "ziehst du 3", "Lotso: Welche Farbe müssen die anderen zeigen?"),
    "sv": ("Lotso: säg en färg; den som inte kan visa en drar 3, och kan alla drar du 3",
           "Lotso: vilken färg måste de andra visa?"),
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


def test_the_racer_panel_grows_with_the_table(ui):
    """Speed Racer's chain panel stood small beside an empty middle in a large window: it
    is drawn at the table's scale (as at 1024×640 or larger) where the top card would be."""
    from layout import problems, scene_rect

    scenes = Scenes(ui)
    sizes = {}
    for width, height in ((1024, 640), (1920, 1080)):
        ui.window.resize(width, height)
        scenes.show("racer")
        scenes.spin(0.05)
        panel, wanted = find(ui, "racerScene"), find(ui, "raceWanted")
        sizes[width] = wanted.property("font").pixelSize()
        assert not [p for p in problems(ui.window) if "racerScene" in p or "giveUp" in p]
        table = find(ui, "table")
        assert scene_rect(panel).left() <= table.width() / 2 + table.property("pileW")
    assert sizes[1024] == 34 and sizes[1920] > 34 * 1.3
    ui.window.resize(1280, 720)
