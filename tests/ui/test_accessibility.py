"""What a screen reader reads at the table: whose move, the top card and the active
colour, the pile, a pending penalty, your own hand and everyone's card count, in the
player's language (the keys: test_keys.py)."""

from __future__ import annotations

import pytest
from qt_tree import accessible, inside
from scenes import FILL, Scenes, mine
from ui_helpers import find


def test_the_table_reads_its_state(ui, qtbot):
    scenes = Scenes(ui)
    hands = [mine("red_9"), FILL[0], FILL[1],
             ["red_draw_two", "blue_6", "green_8", "yellow_3", "blue_1", "green_2", "yellow_4"]]
    scenes.stacked("classic", hands, "red_5", dealer=2, stacking="seed001")
    scenes.decision("penalty")
    summary = ui.controller.game.tableSummary
    for part in ("Take the cards", "Top card: red Draw Two.",  # no +2 to stack, no challenge
                 "Active colour: red.", "You face 2 penalty cards.",
                 "Your hand, 7 cards: red 4, red 8, red 9", "Maximilian: 7 cards.",
                 "Magdalena: 6 cards."):
        assert part in summary, (part, summary)
    # nothing carries the whole summary: read again on every change, it drowned each move
    # (issue 40); the voice says one line per change, the keys A, I, W, E the rest
    for name in ("statusLine", "table", "discardPile"):
        assert accessible(find(ui, name))[1] != summary, name
    ui.settings.language = "de"
    qtbot.waitUntil(lambda: "Oberste Karte" in ui.controller.game.tableSummary)
    summary = ui.controller.game.tableSummary
    assert "Oberste Karte: rotes Zieh Zwei." in summary and "Deine Hand, 7 Karten" in summary
    ui.settings.language = "en"



def _focused(ui) -> str:
    """The focused item's name; a card of the hand reads as the table's (the keys are the
    table's, and the picked card has the focus)."""
    item = ui.window.activeFocusItem()
    p = item
    while p is not None:
        if p.objectName() == "handArea":
            return "table"
        p = p.parentItem()
    return item.objectName() if item is not None else ""


def _at_the_table(ui) -> bool:
    """The table has the keys: the hand, or the button of the decision a turn offers first
    (Draw with nothing to play, Challenge under a +2: a new game's first turn may)."""
    if _focused(ui) == "table":
        return True
    return inside(ui.window.activeFocusItem(), find(ui, "table").property("controls"))


@pytest.mark.slow  # over 2 s
def test_the_end_of_a_hand_and_of_the_game_take_the_focus(ui, qtbot):
    """A screen reader reads the dialog unasked: its first button has the focus as it
    opens, the dialog's text is its description; the table has the keys back after it."""
    scenes = Scenes(ui)
    ui.window.requestActivate()
    scenes.scene_game_over()  # plays hands to the end: the first hand's end comes first
    panel = find(ui, "gameOverPanel")
    qtbot.waitUntil(lambda: _focused(ui) == "playAgainButton")
    assert ui.window.activeFocusItem().property("visualFocus")  # its ring shows
    names = ui.controller.game.slotNames
    text = accessible(panel)[1]
    assert text.startswith("Final scores: ") and all(n in text for n in names), text
    ui.controller.playAgain()  # a new shuffle: its first turn may offer Draw (1 in 15)
    qtbot.waitUntil(lambda: _at_the_table(ui))


@pytest.mark.slow  # over 2 s
def test_the_end_of_a_hand_has_the_focus_and_gives_it_back(ui, qtbot):
    scenes = Scenes(ui)
    ui.window.requestActivate()
    scenes.scene_hand_over()
    qtbot.waitUntil(lambda: _focused(ui) == "nextHandButton")
    panel = find(ui, "handOverPanel")
    rows = ui.controller.game.handRows
    text = accessible(panel)[1]
    lines = text.splitlines()  # each row, the player's own spoken to ("You: 4 cards left")
    assert len(lines) == len(rows), text
    for line, row in zip(lines, rows, strict=True):
        assert line.startswith("You: " if row["me"] else f"{row['name']}: "), text
    assert "card" in text and "total" in text
    ui.controller.game.nextHand()
    qtbot.waitUntil(lambda: not ui.controller.game.handOver)
    qtbot.waitUntil(lambda: _focused(ui) == "table")
