"""The editions' panels in the piles' place (FC Bayern's captain, Toy Story 3's Lotso, Cars'
victory lap, Speed Racer's race, Kick's penalty kick) grow with the cards (issue 30): the
table's own sizes stop at 1280×760 while the cards fill the window, and panels drawn at
fixed sizes stood small beside them at 1920×1080 and 4K. They size by the table's
``cardK``, so they grow as the cards do, and stay clear of the hand, the piles, the seat
badges, the status line and each other (Lotso's list of who showed what stood under the
table's own reveal), their words whole, in de, en and sv."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from layout import on_hand, problems, scene_rect
from scenes import FILL, LANGUAGES, Scenes, mine
from ui_helpers import find, voice_lines

PANELS = {"captain": "captainPanel", "lotso": "lotsoNamer", "lotso_shown": "lotsoScene",
          "victory_lap": "victoryLap", "racer": "racerScene", "kick_duel": "duelScene"}
"""Scene (tests/ui/scenes.py) → the panel it puts up."""

SIZES = ((1024, 640), (1920, 1080), (3840, 2160))


def _card_height(ui) -> float:
    """A hand card's height in the window's pixels (the table is drawn at the UI scale)."""
    table = find(ui, "table")
    return table.property("cardH") * scene_rect(table).height() / table.height()


@pytest.mark.slow  # six scenes in three windows
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_edition_panels_grow_with_the_cards_and_stay_clear(ui, language):
    ui.settings.language = language
    scenes = Scenes(ui)
    found = []
    for scene, name in PANELS.items():
        heights = {}
        for width, height in SIZES:
            ui.window.resize(width, height)
            scenes.show(scene)
            scenes.spin(0.05)
            panel = find(ui, name)
            assert panel.isVisible() and panel.opacity() == 1, (scene, width)
            rect = scene_rect(panel)
            heights[width] = (rect.height(), _card_height(ui))
            where = f"{scene}, {width}×{height}"
            found += [f"{where}: {p}" for p in problems(ui.window) + on_hand(ui.window, {name})]
            status = scene_rect(find(ui, "statusLine"))
            if rect.bottom() > status.top():
                found.append(f"{where}: {name} reaches the status line")
        small_panel, small_card = heights[1024]
        for width, _ in SIZES[1:]:
            panel_h, card_h = heights[width]
            grown, wanted = panel_h / small_panel, card_h / small_card
            assert wanted > 1.5  # the cards do grow: 1.69× at 1920×1080, 3.4× at 4K
            assert abs(grown / wanted - 1) < 0.06, (scene, width, grown, wanted)
    ui.window.resize(1280, 720)
    ui.settings.language = "en"
    assert not found, "\n".join(found)


def test_the_captains_panel_is_named_for_a_screen_reader(ui):
    """The Captain's call is a named pane: a screen reader says "Captain's call" as the
    focus comes to its buttons (its heading was only seen; the robot's check of what is
    heard when shown found it)."""
    from PySide6.QtGui import QAccessible

    Scenes(ui).show("captain")
    panel = find(ui, "captainPanel")
    iface = QAccessible.queryAccessibleInterface(panel)
    assert iface is not None and iface.role() == QAccessible.Role.Pane
    assert iface.text(QAccessible.Text.Name) == "Captain's call"


ASKING = ("spin_wheel", "spin_number", "captain", "lotso", "victory_lap", "racer")
"""Scenes whose panel asks the player's own decision."""


@pytest.mark.slow  # six scenes in three languages
@pytest.mark.parametrize("language", LANGUAGES)
def test_what_a_panel_asks_of_you_is_heard(ui, language, monkeypatch):
    """Every word a device's panel shows at the player's own decision is heard: in what the
    voice said since the scene began, or in what a screen reader says of the focus and the
    items around it (the robot's check, tests/robot/look.py, on the panels by kind). Spin's
    "Your spin!" and its twin card, the race's chain, the lap's number and the mouse's words
    ("Click cards in your hand…") were only seen."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "robot"))
    from look import Look, unheard

    said = voice_lines(monkeypatch)
    ui.settings.language = language
    scenes = Scenes(ui)
    found = []
    for scene in ASKING:
        said.clear()
        scenes.show(scene)
        scenes.wait(lambda: not ui.controller.game.busy())
        scenes.spin(0.4)  # TableVoice puts a line on the focus 350 ms after it moved
        found += [f"{scene}: {p}" for p in unheard(Look(ui.window), " ".join(said),
                                                   ui.window.activeFocusItem(), {})]
    ui.settings.language = "en"
    assert not found, "\n".join(found)


def test_each_move_of_a_victory_lap_is_heard_with_its_lap(ui, monkeypatch):
    """The panel's "Victory lap 2" is heard as the hands move: the card's own move is lap
    1, the pass lap 2 (the host's count, on the event)."""
    said = voice_lines(monkeypatch)
    scenes = Scenes(ui)
    scenes.stacked("cars", [mine("black_victory_lap"), *FILL], "red_5")
    scenes.my_turn()
    said.clear()
    scenes.play("black_victory_lap")
    scenes.wait(lambda: ui.controller.game.devices.property("canPassHands")
                and not ui.controller.game.busy())
    assert [line for line in said if line.startswith("Victory lap ")] == ["Victory lap 1."]
    ui.controller.game.devices.passHands()
    scenes.wait(lambda: "Victory lap 2." in " ".join(said) and not ui.controller.game.busy())
    assert ui.controller.game.devices.property("lapCount") == 2


def test_a_zero_that_moves_the_hands_is_no_victory_lap(ui, monkeypatch):
    """Cars under the 0 rule ("rotate_all"): a 0 moves every hand as a victory lap does,
    and the voice says the move, not a lap ("Victory lap 1." is said only in a lap: the
    lap's panel counts those)."""
    said = voice_lines(monkeypatch)
    scenes = Scenes(ui)
    scenes.stacked("cars", [mine("red_0"), *FILL], "red_5", zero_card="rotate_all")
    scenes.my_turn()
    said.clear()
    scenes.play("red_0")
    scenes.wait(lambda: "All hands move one seat." in said and not ui.controller.game.busy())
    assert not [line for line in said if "Victory lap" in line], said
