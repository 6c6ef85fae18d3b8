"""Every screen a player meets (scenes.py) at 1024×640 and 3840×2160, in German, English
and Swedish: no visible text cut, elided or leaving its box or the window, no seat badges,
buttons or panels on top of each other (layout.py walks the QML item tree), Tab never
stops on a control that is hidden or lies under an overlay, and everything a player can
press has an accessible role and name."""

from __future__ import annotations

import pytest
from layout import inaccessible, problems, tab_stops_hidden
from scenes import LANGUAGES, SCENES, SIZES, Scenes
from ui_helpers import drain_deletes, settings_folder

pytestmark = pytest.mark.slow  # a hundred-odd screens: about a minute or two


@pytest.fixture(scope="module")
def scenes(qapp):
    from uno_desktop.app import UnoApp

    with settings_folder("uno-layout-"):
        ui = UnoApp(sound=False, autosave=False)
        ui.controller.bot_grace = 0
        ui.settings.animationSpeed = "instant"
        ui.load()
        driver = Scenes(ui)
        driver.spin(0.3)
        yield driver
        driver.leave_lan()
        ui.settings.language = "en"
        ui.close()
        drain_deletes(qapp)


@pytest.mark.parametrize("scene", SCENES)
def test_every_screen_at_every_size_in_every_language(scenes, scene):
    scenes.show(scene)
    window = scenes.ui.window
    found = []
    for width, height, scale in SIZES:  # a resize costs more than a language switch
        scenes.ui.settings.uiScale = scale
        window.resize(width, height)
        for language in LANGUAGES:
            scenes.ui.settings.language = language
            if scene.startswith("moment_"):  # its words were said in the language before
                scenes.show(scene)
            where = f"{language} {width}×{height} at {scale * 100:.0f} %" if scale else \
                f"{language} {width}×{height}"
            found += [f"{where}: {p}" for p in _settled(scenes)]
    scenes.ui.settings.language = "en"
    scenes.ui.settings.uiScale = 0.0
    window.resize(1280, 720)
    assert not found, "\n".join(found)


def _settled(scenes: Scenes) -> list[str]:
    """What is wrong once the window has laid itself out: a row just made (a language
    switch rebuilds a list) is placed on the next frame, which a busy machine may not have
    drawn yet, so what looks wrong is looked at again after a while."""
    window = scenes.ui.window
    for wait in (0.04, 0.4):
        scenes.spin(wait)
        found = problems(window) + [f"Tab stops at {p}" for p in tab_stops_hidden(window)] \
            + [f"no accessible role and name: {p}" for p in inaccessible(window)]
        if not found:
            break
    return found
