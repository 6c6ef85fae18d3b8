"""What a screen reader is handed, offscreen: the table's voice (pacing, summaries,
verbosity, the last lines again), the hand moved through by keys with the picked card in
the focus and saying itself, the on-demand keys, and where a line goes (the focused item's
description, which Orca 43 speaks: tests/a11y/test_orca_hand.py hears it with Orca)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from qt_tree import accessible
from scenes import FILL, Scenes, mine
from ui_helpers import find

from uno_desktop.ui import speech
from uno_desktop.ui.speech import Voice

K = Qt.Key


class Clock:
    """The voice's clock, moved on by the test. The voice's pacing timer counts real
    milliseconds from what this clock said when it started: :meth:`advance` starts it
    again from the new time, so a line that is due by then is said at once (else each
    wait took its seconds of real time: 4 s for one test)."""

    def __init__(self) -> None:
        self.now = 100.0
        self.voice: Voice | None = None

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
        if self.voice is not None and self.voice._timer.isActive():
            self.voice._timer.start(self.voice._remaining())


def _voice(level: str = "all") -> tuple[Voice, list[str], Clock]:
    clock = Clock()
    voice = clock.voice = Voice(clock=clock)
    voice.set_level(level)
    said: list[str] = []
    voice.spoken.connect(said.append)
    return voice, said, clock


def test_a_line_waits_for_the_one_before_and_a_pile_up_is_summed_up(ui, qtbot):
    voice, said, clock = _voice()
    voice.hear([("Ada plays red 1.", "move")])
    assert said == ["Ada plays red 1."]  # the voice was quiet: at once
    voice.hear([("Ben plays red 2.", "move")])
    assert said == ["Ada plays red 1."]  # the first is still being said
    clock.advance(5)
    qtbot.waitUntil(lambda: len(said) == 2)
    assert said[1] == "Ben plays red 2."
    for line in ("Cleo plays red 3.", "Ada draws 1 card.", "Ben plays red 4.",
                 "Cleo chooses blue. You face 4 penalty cards."):
        weight = "mine" if "You" in line else "move"
        voice.hear([(line, weight)])
    clock.advance(5)
    qtbot.waitUntil(lambda: len(said) == 3)
    # three moves piled up behind the newest: counted, what concerns you kept, none lost
    assert said[2] == "3 more moves. Cleo chooses blue. You face 4 penalty cards."
    assert voice.recent()[-4:] == ["Cleo plays red 3.", "Ada draws 1 card.", "Ben plays red 4.",
                                   "Cleo chooses blue. You face 4 penalty cards."]


def test_a_race_start_is_said_at_once_before_what_waits(ui, qtbot):
    """Flash's SLAP: the cue a blind player races to goes out as the buzzer sounds, not
    after the lines before it have had their time (the bots race from the same moment)."""
    voice, said, clock = _voice()
    voice.hear([("Cleo plays Wild Draw Four.", "move")])
    voice.hear([("Ada plays red 1.", "move")])  # waits: the first is being said
    voice.hear([("Ben plays red SLAP.", "move"), ("SLAP!", "race"),
                ("Everyone hits the buzzer — the last one draws 2.", "race")])
    assert said == ["Cleo plays Wild Draw Four.",
                    "SLAP! Everyone hits the buzzer — the last one draws 2. Ben plays red SLAP."]
    clock.advance(10)
    qtbot.waitUntil(lambda: len(said) == 3)
    assert said[2] == "Ada plays red 1."  # what waited comes after, not lost
    quiet, heard, _clock = _voice("minimal")  # heard at every verbosity
    quiet.hear([("Ben plays red SLAP.", "move"), ("SLAP!", "race"),
                ("Everyone hits the buzzer — the last one draws 2.", "race")])
    assert heard == ["SLAP! Everyone hits the buzzer — the last one draws 2."]


@pytest.mark.parametrize(("level", "heard"), [
    ("all", ["Ada plays red 1.", "You face 2 penalty cards.", "Cleo plays red 9. Your turn."]),
    ("mine", ["You face 2 penalty cards.", "Your turn. Top card: red 9."]),
    ("minimal", ["Your turn. Top card: red 9."]),
])
def test_the_verbosity_keeps_what_it_promises(ui, qtbot, level, heard):
    voice, said, clock = _voice(level)
    for parts in ([("Ada plays red 1.", "move")], [("You face 2 penalty cards.", "mine")],
                  [("Cleo plays red 9.", "move"), ("Your turn.", "turn")]):
        voice.hear(parts, "Top card: red 9.")
        clock.advance(10)  # the line before is through: the next is said at once
    qtbot.waitUntil(lambda: len(said) == len(heard))
    assert said == heard
    assert len(voice.recent()) == 3  # L says them again whatever was kept from speech


def test_lines_that_went_with_the_focus_are_not_replaced_before_the_item_is_read(ui, qtbot):
    """What waited goes with the item the focus comes to (TableFocus.focusTo) and is read
    after the item's name: the next line waits for all of that, not only for the lines
    (issue 40: a reaction replaced 0.7 s later on the Wild, before Orca read it)."""
    voice, said, clock = _voice()
    voice.hear([("Cleo: Wow!", "aside")])
    voice.flush()
    voice.hold("Wild. playable, 2 of 2. Cleo: Wow!")  # ~2.1 s to say
    voice.hear([("Bluff! You caught Cleo. Cleo draws 4 cards. Your turn.", "key")])
    clock.advance(speech.MIN_MS / 1000 + 0.1)  # the reaction alone has had its time
    voice._next()  # (what the pacing timer does when it fires)
    assert said == ["Cleo: Wow!"]  # the reading has not
    clock.advance(2)
    qtbot.waitUntil(lambda: len(said) == 2)
    assert said[1].startswith("Bluff!")


def test_a_focus_move_ends_the_wait_for_the_line_being_said(ui, qtbot):
    """A reader stops what it says when the focus moves: the line after the move waits for
    the new item's reading, not for the rest of the old line (issue 40, Tippo on a quiet
    machine: the player played at once after a long first line, and what the scale read
    after the card waited out that line's time, piled up with the bots' moves and was
    summed into "3 more moves")."""
    voice, said, clock = _voice()
    voice.hear([("The first card is red 5. The first card is green 5. Your turn.", "turn")])
    clock.advance(1)  # ~3.9 s to say; the player plays after one
    voice.flush()
    voice.hold("Yellow 4. 1 of 6.")  # the card the focus went to (~1.1 s)
    voice.hear([("The scale holds: 2 – 1.", "key")])
    assert said == ["The first card is red 5. The first card is green 5. Your turn."]
    clock.advance(1.2)
    qtbot.waitUntil(lambda: len(said) == 2)
    assert said[1] == "The scale holds: 2 – 1."


def test_an_answer_to_a_key_goes_first(qtbot):
    voice, said, clock = _voice()
    voice.hear([("Ada plays red 1.", "move")])
    voice.hear([("Ben plays red 2.", "move")])
    voice.now("Top card: red 1.")
    assert said == ["Ada plays red 1.", "Top card: red 1."]
    clock.advance(10)
    qtbot.waitUntil(lambda: len(said) == 3)
    assert said[2] == "Ben plays red 2."


def test_the_levels_are_the_settings_and_translated():
    assert speech.LEVELS == ("all", "mine", "minimal")
    assert set(speech.HEARD) == set(speech.LEVELS)


# ------------------------------------------------------------ the table


def _focus(ui):
    return ui.window.activeFocusItem()


def _press(sc, *keys) -> None:
    for key in keys:
        QTest.keyClick(sc.ui.window, key)
        sc.spin(0.03)


def _until(sc, cond, timeout: float = 10.0) -> None:
    """Spin the event loop until ``cond`` (the voice waits for the focus to settle)."""
    import time

    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "the voice never got there"
        sc.spin(0.05)


def _hand(ui):
    sc = Scenes(ui)
    ui.window.requestActivate()
    hands = [mine("red_9"), *FILL]
    sc.stacked("classic", hands, "red_5")
    sc.wait(lambda: ui.controller.game.myTurn)
    sc.idle()
    table = find(ui, "table")
    _until(sc, lambda: not table.property("unsaid").toVariant())  # "Your turn." is out
    return sc


def test_the_picked_card_has_the_focus_and_says_itself(ui):
    sc = _hand(ui)
    said: list[str] = []
    sc.gc.voice.spoken.connect(said.append)
    _press(sc, K.Key_Right)
    card = _focus(ui)
    assert accessible(card) == ("Red 4", "playable, 1 of 7")
    _press(sc, K.Key_Right)
    assert accessible(_focus(ui)) == ("Red 8", "playable, 2 of 7")
    _press(sc, K.Key_End)
    assert accessible(_focus(ui)) == ("Blue 9", "7 of 7")
    _press(sc, K.Key_Right)  # no wrap-around: it stays and says so
    assert accessible(_focus(ui))[0] == "Blue 9"
    _until(sc, lambda: accessible(_focus(ui))[1] == "Blue 9: last card.")
    _press(sc, K.Key_Home)
    assert accessible(_focus(ui)) == ("Red 4", "playable, 1 of 7")
    _press(sc, K.Key_Down)  # the next colour
    assert accessible(_focus(ui))[0] == "Yellow 1"
    _press(sc, K.Key_Down, K.Key_Down)
    assert accessible(_focus(ui))[0] == "Blue 9"
    _press(sc, K.Key_Up)  # the start of this colour, then the one before
    assert accessible(_focus(ui))[0] == "Green 2"
    _press(sc, K.Key_Up)
    assert accessible(_focus(ui))[0] == "Yellow 1"
    _press(sc, K.Key_Return)  # Enter plays the picked card (refused: not playable)
    _until(sc, lambda: bool(said))
    _until(sc, lambda: accessible(_focus(ui))[1] == said[-1])  # the refusal, where the player is


def test_the_keys_say_the_hand_the_pile_the_turn_and_the_seats(ui):
    sc = _hand(ui)
    said: list[str] = []
    sc.gc.voice.spoken.connect(said.append)
    _press(sc, K.Key_A)
    _until(sc, lambda: len(said) == 1)
    assert said[0] == ("Your hand, 7 cards. Playable: red 4, red 8, red 9. "
                       "The rest: yellow 1, yellow 2; green 2; blue 9.")
    _press(sc, K.Key_I, K.Key_W, K.Key_E, K.Key_L)
    _until(sc, lambda: len(said) == 5)
    assert said[1] == "Top card: red 5. Active colour: red."
    assert said[2] == sc.gc.statusText + "."  # "Play a card."
    assert said[3].startswith("Hand 1, target 500 points. You: 7 cards, 0 points. "
                              "Maximilian: 7 cards, 0 points.")
    assert said[4].endswith("Your turn. Play a card.")  # (L: the last lines; the turn
    # offers no draw, and says so as a sighted player reads it)
    _until(sc, lambda: accessible(_focus(ui))[1] == said[-1])


def test_the_verbosity_setting_reaches_the_voice(ui):
    ui.settings.verbosity = "minimal"
    try:
        assert ui.controller.game.voice.level == "minimal"
    finally:
        ui.settings.verbosity = "all"
    assert ui.controller.game.voice.level == "all"


def test_a_line_already_said_in_an_updates_words_is_not_said_again(ui):
    """German named the card and then the event in the same words: "Ben legt gelben
    Richtungswechsel. Richtungswechsel." (issue 40)."""
    gc = ui.controller.game
    gc.speak("Ben legt gelben Richtungswechsel.")
    gc.speak("Richtungswechsel.")
    gc.speak("Ben legt gelben Richtungswechsel.")
    assert [text for text, _w in gc._spoken] == ["Ben legt gelben Richtungswechsel."]
    gc._spoken.clear()
    gc.speak("Cleo plays red SLAP.")  # a race's cue is said whole: the player races to it
    gc.speak("SLAP!", "race")
    assert [text for text, _w in gc._spoken] == ["Cleo plays red SLAP.", "SLAP!"]
    gc._spoken.clear()


@pytest.mark.parametrize("edition", ["classic", "tippo"])
def test_a_played_card_hands_the_focus_to_its_neighbour(ui, edition):
    """Enter plays the picked card; the focus goes to the card that takes its place (never
    to the table, which a reader would read out whole), and stays on a card of the hand
    while the others play."""
    sc = Scenes(ui)
    ui.window.requestActivate()
    hand = ["red_8", "yellow_4", "green_2", "blue_6", "yellow_9", "green_6", "blue_1"]
    if edition == "classic":
        sc.stacked(edition, [hand, *FILL], "red_5")
    else:  # the red 8 fits the left pan alone (red 5), so Enter plays it there
        sc.stacked(edition, [hand, *FILL], ["red_5", "green_5"], script={"scale": [False] * 40})
    sc.wait(lambda: ui.controller.game.myTurn)
    sc.idle()
    _press(sc, K.Key_Home)
    assert accessible(_focus(ui))[0] == "Red 8"
    seen: list[str] = []

    def note() -> None:
        f = _focus(ui)
        seen.append(f.objectName() or accessible(f)[0] if f is not None else "")
    ui.window.activeFocusItemChanged.connect(note)
    _press(sc, K.Key_Return)
    sc.wait(lambda: ui.controller.game.myTurn)
    sc.idle()
    ui.window.activeFocusItemChanged.disconnect(note)
    assert accessible(_focus(ui))[0] == "Yellow 4", seen
    assert "table" not in seen, seen
