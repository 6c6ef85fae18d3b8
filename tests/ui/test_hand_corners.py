"""Nothing lies on the corner numbers of your hand: the decision's buttons (Challenge and
Take, Play it and Keep it, Don't swap), your own UNO tag and the status line stay clear of
every card's corner, also of the card lifted for Enter or under the mouse, at 1024×640 and
3840×2160 (at the automatic 200 % and at 100 %). And the log's top line is a whole one."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest
from layout import hand_corners_covered, scene_rect
from scenes import SIZES, Scenes
from ui_helpers import find

SCENES = ("challenge", "drawn", "seven_swap", "my_uno", "launcher_hit_two", "kick")


@pytest.mark.slow  # each scene about 2 s: the table is staged at two sizes
@pytest.mark.parametrize("scene", SCENES)
def test_no_button_or_tag_on_a_hand_cards_corner(ui, scene):
    scenes = Scenes(ui)
    scenes.show(scene)
    table = find(ui, "table")
    count = ui.controller.game.hand.rowCount()
    assert count > 0
    found = []
    for width, height, scale in SIZES:
        ui.settings.uiScale = scale
        ui.window.resize(width, height)
        for lifted in range(-1, count):  # none lifted, then each card in turn
            table.setProperty("focusIndex", lifted)
            scenes.spin(0.05)
            at = f"{scale * 100:.0f} %" if scale else "the automatic scale"
            where = f"{width}×{height} at {at}, card {lifted + 1} lifted"
            found += [f"{where}: {p}" for p in hand_corners_covered(ui.window)]
    ui.settings.uiScale = 0.0
    assert not found, "\n".join(found)


def test_the_tag_of_your_last_card_is_beside_it(ui):
    scenes = Scenes(ui)
    scenes.show("my_uno")
    chip = find(ui, "myUnoChip")
    assert chip.isVisible()
    card = next(c for c in _hand_cards(ui))
    assert not scene_rect(chip).intersects(scene_rect(card))


@pytest.mark.slow  # over 2 s
def test_the_logs_top_line_is_whole(ui):
    scenes = Scenes(ui)
    scenes.show("table_4")
    log = ui.controller.game.log
    for n in range(14):  # more than the box holds; every third line wraps
        log.add(f"Line {n}: " + ("Maximilian challenges Kristoffer: the Wild Draw Four "
                                 "was legal." if n % 3 == 0 else "Magdalena draws 1 card."))
        scenes.spin(0.02)
        for width, height in ((1024, 640), (1280, 720), (3840, 2160)) if n >= 10 else ():
            ui.window.resize(width, height)
            where = f"{width}×{height}, {n + 1} lines"
            _settled(scenes, partial(_whole_lines, ui, log, where))


def _settled(scenes: Scenes, check: Callable[[], None]) -> None:
    """``check`` once the view has laid out the new size (a frame of a 4K window may take
    a while on a busy machine): looked at until it holds, for at most ten seconds."""
    try:
        scenes.wait(lambda: _holds(check), 10)
    except TimeoutError:
        pass
    check()


def _holds(check: Callable[[], None]) -> bool:
    try:
        check()
    except AssertionError:
        return False
    return True


def _whole_lines(ui, log, where: str) -> None:
    view = find(ui, "logView")
    box = scene_rect(view)
    rows = [r for r in view.property("contentItem").childItems()
            if r.isVisible() and isinstance(r.property("line"), str)]
    shown = [r for r in rows if scene_rect(r).bottom() > box.top() + 1
             and scene_rect(r).top() < box.bottom() - 1]
    assert shown, where
    first = min(shown, key=lambda r: scene_rect(r).top())
    assert scene_rect(first).top() >= box.top() - 1, f"{where}: the top line is cut"
    last = max(shown, key=lambda r: scene_rect(r).bottom())
    assert last.property("line") == log.lines[-1], f"{where}: the newest line is not in view"
    assert scene_rect(last).bottom() <= box.bottom() + 1, f"{where}: the newest line is cut"


def _hand_cards(ui):
    from layout import _shown

    return [i for i in _shown(ui.window.contentItem()) if i.objectName() == "handCard"]


@pytest.mark.parametrize("picked, targets", [
    pytest.param((3,), (5, 6, 7), id="beside-the-picked-card"),  # 5 played the 3
    pytest.param((3, 7), tuple(range(11)), id="every-card", marks=pytest.mark.slow),  # ~8 s
])
def test_a_click_plays_the_card_the_pointer_lifted(ui, picked, targets):
    """The fan's cards overlap, and Qt gave the hover to every card under the pointer: two
    or three lifted at once, each over its neighbours, and a click went to whichever stood
    on top (the robot, tippo/de/1024x640/mouse/4: a click on the yellow 8 beside the picked
    yellow 5 played the 5; 'Diese Karte passt nicht …'). One card lifts, the top one under
    the pointer, and the click plays it: every card of a hand of eleven, with a card picked
    (lifted by the keys) on either side of it, aimed at as the robot aims (where it shows)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "robot"))
    from hands import Hands
    from scenes import others

    scenes = Scenes(ui)
    ui.window.resize(1024, 640)
    me = ["red_2", "red_skip", "red_skip", "yellow_5", "yellow_8", "yellow_9", "green_0",
          "green_7", "blue_3", "blue_9", "blue_9"]
    rest = others([*me, "red_5"], 2, "classic")
    scenes.stacked("classic", [me, rest[0] + rest[1][:4]], "red_5", hand_size=11)
    scenes.my_turn()
    gc = ui.controller.game
    clicked: list[int] = []
    gc.devices.intercept_play = lambda i: clicked.append(i) or True  # (nothing is played)
    table = find(ui, "table")
    hands = Hands(ui, "mouse")
    wrong = []
    for pick in picked:
        for target in targets:
            table.setProperty("focusIndex", pick)
            clicked.clear()
            steps: list[str] = []
            hands.click_card(target, steps)
            lifted = [c.property("index") for c in hands.card_items() if c.property("lifted")]
            if clicked != [target] or sorted(lifted) != sorted({pick, target}):
                wrong.append(f"card {target} (card {pick} picked): played {clicked}, "
                             f"lifted {lifted} ({steps})")
    ui.window.resize(1280, 720)
    assert not wrong, "\n".join(wrong)
