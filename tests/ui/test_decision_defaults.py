"""Every decision answers Enter (issue 38, defects 2–4): when a decision of yours comes, its
default has the keyboard focus (its ring showing) as soon as it shows, even on a device's
panel that fades in, so Enter and Space answer it; its key is on it (a key cap) and in F1's
list. The robot player checks this on every decision of every edition (tests/robot); these
are the places the issue named."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from scenes import FILL, Scenes, seats

from rules.actions import action_tag

K = Qt.Key


def _key(sc: Scenes, key) -> None:
    QTest.keyClick(sc.ui.window, key)
    QCoreApplication.processEvents()


def _focus(sc: Scenes):
    return sc.ui.window.activeFocusItem()


def _named(sc: Scenes) -> str:
    item = _focus(sc)
    return item.objectName() if item is not None else ""


def _answered(sc: Scenes, before: int) -> str:
    """The tag of the first action the person's seat made after ``before``."""
    game = sc.session.game
    sc.wait(lambda: any(s == 0 for s, _ in game.actions[before:]), 5)
    return next(action_tag(a) for s, a in game.actions[before:] if s == 0)


def _f1(ui) -> set[str]:
    return {e["keys"] for e in ui.controller.key_help()}


@pytest.fixture
def sc(ui):
    ui.window.requestActivate()
    return Scenes(ui)


@pytest.mark.slow  # the bots at normal speed: about 7 s
def test_your_spin_answers_return_though_a_card_was_picked(sc):
    """The issue's case: at "Your spin! Press SPIN", Return played the picked card ("Only
    the identical twin card stops the wheel.") while the wheel's station faded in."""
    hands = [FILL[0], FILL[1], FILL[2],
             ["red_3_spin", "blue_7", "green_8", "yellow_9", "blue_9", "blue_9", "yellow_9"]]
    sc.ui.settings.animationSpeed = "normal"
    from edition_helpers import deal

    sc.run(deal("spin", hands, "red_5", dealer=2, voluntary_draw=False,
                script={"wheel": ["discard_number"]}), seats(4), settle=False)

    def picked() -> bool:  # a card of the hand has the focus (the arrows pick one)
        _key(sc, K.Key_Right)
        item = _focus(sc)
        while item is not None and item.objectName() != "handArea":
            item = item.parentItem()
        return item is not None

    sc.wait(picked, 10)  # a card picked as the deal lands, before the bots move
    assert not sc.gc.myTurn, "the table showed the spin before a card was picked"
    sc.wait(lambda: sc.session.game.decision.kind == "spin"
            and sc.session.game.decision.seat == 0 and not sc.gc.busy(), 20)
    sc.wait(lambda: _named(sc) == "wheelHub", 5)
    assert _focus(sc).property("key") == "S" and "S" in _f1(sc.ui)
    before = len(sc.session.game.actions)
    _key(sc, K.Key_Return)
    assert _answered(sc, before) == "spin_wheel"


@pytest.mark.slow  # the panel fades in at normal speed: about 3 s
def test_the_victory_lap_keeps_the_hand_on_enter_and_shows_its_letters(sc):
    """Cars: "Keep these cards" looked like the default, but Enter did nothing (the panel
    fades in) and the buttons did not show K and P."""
    sc.ui.settings.animationSpeed = "normal"
    sc.scene_victory_lap()  # (show() would set instant speed: the panel must fade in)
    sc.wait(lambda: _named(sc) == "keepHandButton", 5)
    assert _focus(sc).property("visualFocus")
    from ui_helpers import find

    assert find(sc.ui, "keepHandButton").property("key") == "K"
    assert find(sc.ui, "passHandsButton").property("key") == "P"
    assert "P, K" in _f1(sc.ui)
    before = len(sc.session.game.actions)
    _key(sc, K.Key_Return)
    assert _answered(sc, before) == "keep_hand"


def test_a_pan_after_a_tilt_answers_enter(sc):
    """Tippo: after a Tilt the pan to fill was answered by 1 or 2 only; Enter did nothing."""
    sc.show("tippo_tilt_bot")
    sc.wait(lambda: _named(sc) == "panArea0", 5)
    from ui_helpers import find

    assert find(sc.ui, "panArea0").property("key") == "1"
    assert find(sc.ui, "panArea1").property("key") == "2"
    assert "1, 2" in _f1(sc.ui)
    _key(sc, K.Key_Tab)
    assert _named(sc) == "panArea1"  # the other pan is one Tab on
    before = len(sc.session.game.actions)
    _key(sc, K.Key_Return)
    assert _answered(sc, before) == "choose_pan"
    assert sc.session.game.actions[before][1].pan == 1


def test_a_pan_after_your_own_tilt_answers_enter(sc):
    """Tippo, your own Tilt played with the keys and yourself chosen to start: the seat
    picker took its targets down and Qt left the focus on the device layer's Loader, a
    scope Enter does nothing on, at "choose a pan" (the robot, tippo/en/1024x640/keys/2)."""
    sc.show("tippo")
    for _ in range(sc.gc.hand.rowCount()):  # the Tilt card is the last
        _key(sc, K.Key_Right)
    _key(sc, K.Key_Return)
    sc.wait(lambda: _named(sc) == "seatTarget0", 5)
    assert _focus(sc).property("visualFocus")  # its ring (the robot: none at two seats)
    _key(sc, K.Key_Return)  # you start
    sc.wait(lambda: sc.session.game.decision.kind == "tilt_place" and not sc.gc.busy(), 5)
    sc.wait(lambda: _named(sc) == "panArea0", 5)
    assert _named(sc) == "panArea0", f"the focus is on {_focus(sc)}"
    # its ring round the pan's glow (it stood a glow's offset off, on the prompt)
    pan = _focus(sc)
    ring = next(c for c in pan.childItems() if c.property("target") is not None)
    box = pan.mapRectToScene(pan.boundingRect())
    drawn = ring.mapRectToScene(ring.boundingRect())
    assert ring.isVisible() and box.adjusted(-5, -5, 5, 5).contains(drawn) \
        and drawn.adjusted(-5, -5, 5, 5).contains(box), (box, drawn)
    before = len(sc.session.game.actions)
    _key(sc, K.Key_Return)
    assert _answered(sc, before) == "choose_pan"


@pytest.mark.slow  # over 1 s of CPU
def test_who_starts_the_tilt_keeps_its_ring_after_the_keys_the_leave_question_and_rules(sc):
    """Tippo at two seats, who starts the Tilt: 'Me' had the focus without its ring (the
    robot, tippo/en/1024x640/keys/2, step 134, after F1's list: Qt gave the focus back to
    the RoundButton, which shows a ring only for a key's focus). After each thing the robot
    opens over the table and closes with Esc, 'Me' has the focus with its ring, and Enter
    answers."""
    sc.show("tippo")
    for _ in range(sc.gc.hand.rowCount()):  # the Tilt card is the last
        _key(sc, K.Key_Right)
    _key(sc, K.Key_Return)
    sc.wait(lambda: _named(sc) == "seatTarget0", 5)
    ui = sc.ui.controller
    for what, opened in (("F1's list", lambda: _key(sc, K.Key_F1)),
                         ("the leave question", lambda: _key(sc, K.Key_Escape)),
                         ("the rules", lambda: ui.showScreen("rules"))):
        opened()
        sc.wait(lambda: not sc.ui.window.activeFocusItem() or _named(sc) != "seatTarget0", 5)
        _key(sc, K.Key_Escape)  # closes each
        sc.wait(lambda: _named(sc) == "seatTarget0" and ui.screen == "table", 5)
        assert _focus(sc).property("visualFocus"), f"no ring on 'Me' after {what}"
    before = len(sc.session.game.actions)
    _key(sc, K.Key_Return)
    assert _answered(sc, before) == "choose_seat"


@pytest.mark.slow  # the bots' slaps at normal speed: about 4 s
def test_a_slap_race_takes_space_from_the_rules_button_then_gives_it_back(sc):
    """Flash: the table's Rules did not open with Space (the robot, flash/sv/1024x640/keys/10,
    twice, at any load): a bot's SLAP began as the robot tabbed to it, and the race takes
    Space from whatever has the focus (the buzzer's key, F1's list), as for a person. Once
    the race is over, Space on Rules opens the rules (the robot now presses again after it)."""
    sc.show("flash_slap_10")
    ui = sc.ui.controller

    def tab_to_rules() -> None:
        for _ in range(40):
            if _focus(sc) is not None and _focus(sc).property("text") == "Rules":
                return
            _key(sc, K.Key_Tab)
        raise AssertionError("Tab never reaches Rules")

    assert sc.dev.property("canSlap")
    tab_to_rules()
    _key(sc, K.Key_Space)  # the race's: a slap
    sc.wait(lambda: not sc.dev.property("canSlap"), 5)
    assert ui.screen == "table"
    sc.wait(lambda: sc.dev.property("decision") != "slap_race" and not sc.gc.busy(), 15)
    tab_to_rules()
    _key(sc, K.Key_Space)
    assert ui.screen == "rules"
    ui.back()


def test_drawing_the_only_move_answers_return(sc):
    """"Draw a card": Return did nothing, the focus stayed on an unplayable card (the one
    picked on the turn before)."""
    me = ["red_8", "green_5", "blue_9", "yellow_5", "green_0", "blue_5", "yellow_0"]
    bots = [["green_7", "blue_4", "yellow_1", "green_1", "blue_2", "yellow_6", "green_6"],
            ["green_4", "blue_3", "yellow_2", "green_3", "blue_1", "yellow_9", "green_9"],
            ["yellow_7", "blue_6", "green_2", "yellow_3", "blue_7", "green_2", "yellow_4"]]
    sc.stacked("classic", [me, *bots], "red_5", draws=["blue_0", "green_3", "yellow_3"])
    sc.my_turn()
    red_8 = [c.code for c in sc.gc.hand.cards].index("red_8")
    for _ in range(red_8 + 1):
        _key(sc, K.Key_Right)
    _key(sc, K.Key_Return)  # plays the red 8 with the keys; the bots draw
    sc.my_turn()
    assert sc.gc.property("onlyDraw")
    sc.wait(lambda: _named(sc) == "drawButton", 5)
    assert _focus(sc).property("visualFocus") and _focus(sc).property("key") == "D"
    before = len(sc.session.game.actions)
    _key(sc, K.Key_Return)
    assert _answered(sc, before) == "draw"


def test_a_turn_after_drawing_with_no_card_picked_leaves_the_focus_off_draw(sc):
    """The robot's finding (Spin, then Classic): Draw, given the focus as the only move
    while no card was picked, went disabled with the turn; Qt left the focus on the table
    (a scope) but Draw kept the scope's focus, and took the keys back the moment it was
    enabled at the next turn: with cards to play, Enter drew instead of playing."""
    me = ["green_8", "green_6", "blue_9", "yellow_2", "green_0", "blue_1", "yellow_0"]
    bots = [["red_7", "blue_4", "yellow_1", "blue_2", "yellow_6", "blue_6", "yellow_7"],
            ["green_7", "blue_3", "yellow_2", "blue_8", "yellow_9", "blue_9", "yellow_8"],
            ["green_4", "blue_3", "yellow_3", "blue_8", "yellow_4", "blue_2", "yellow_1"]]
    sc.stacked("classic", [me, *bots], "red_5", draws=["blue_0", "blue_5", "yellow_5"],
               voluntary_draw=True)  # Draw stays open at a turn with cards to play
    sc.my_turn()
    assert sc.gc.property("onlyDraw")
    sc.wait(lambda: _named(sc) == "drawButton", 5)
    before = len(sc.session.game.actions)
    _key(sc, K.Key_Return)  # draws the blue 0, which does not go: the bots play
    assert _answered(sc, before) == "draw"
    sc.wait(lambda: len(sc.session.game.actions) > before + 3, 10)
    sc.my_turn()
    assert not sc.gc.property("onlyDraw")
    sc.spin(0.2)
    assert _named(sc) != "drawButton", "the focus went back to Draw at a turn with cards"
    assert _named(sc) == "table"  # the hand's, no card picked yet: → picks the first
    before = len(sc.session.game.actions)
    for _ in range([c.code for c in sc.gc.hand.cards].index("green_8") + 1):
        _key(sc, K.Key_Right)
    _key(sc, K.Key_Return)
    assert _answered(sc, before) == "play"


def test_the_decision_buttons_show_their_keys(sc):
    """Challenge C, Take T; Play it P, Keep it K: the letters F1 lists, on the buttons."""
    from ui_helpers import find

    sc.show("challenge")
    sc.wait(lambda: _named(sc) == "challengeButton", 5)
    assert find(sc.ui, "challengeButton").property("key") == "C"
    assert find(sc.ui, "acceptButton").property("key") == "T"
    sc.show("drawn")
    sc.wait(lambda: _named(sc) == "playDrawnButton", 5)
    assert find(sc.ui, "playDrawnButton").property("key") == "P"
    assert find(sc.ui, "keepButton").property("key") == "K"
    assert {"C", "T", "P, K"} <= _f1(sc.ui)


@pytest.mark.parametrize("speed", ["instant", pytest.param("normal", marks=pytest.mark.slow)])
def test_after_the_victory_lap_and_its_colour_the_next_turn_answers_enter(sc, speed):
    """Found by the robot (Cars, cars/en/1024x640/keys/4): after the victory lap moved the
    hands and the colour picker closed, the focus stayed on the picker's Loader (a focus
    scope with nothing in it) and at the person's next turn Enter did nothing. The whole
    way by keys: the lap played, kept with Enter, the colour chosen with Enter, the bots'
    moves; at the next turn the keys are the table's: the arrows pick a card, Enter plays it."""
    from edition_helpers import deal
    from ui_helpers import find

    sc.ui.settings.animationSpeed = speed
    me = ["black_victory_lap", "red_8", "red_9", "red_1", "red_2", "red_3", "red_4"]
    sc.run(deal("cars", [me, *FILL], "red_5", dealer=3, voluntary_draw=False), seats(4))
    sc.my_turn()
    _key(sc, K.Key_End)  # the Wilds sort last: the lap
    sc.wait(lambda: _focus(sc) is not None and _focus(sc).property("name") is not None
            and _focus(sc).property("index") == len(me) - 1, 5)
    _key(sc, K.Key_Return)
    sc.wait(lambda: _named(sc) == "keepHandButton", 10)
    _key(sc, K.Key_Return)  # keep the hand that came round
    sc.wait(lambda: _named(sc).startswith("color_"), 10)
    _key(sc, K.Key_Return)  # the focused colour
    game = sc.session.game
    sc.wait(lambda: game.decision.seat == 0 and game.decision.kind == "turn"
            and sc.gc.myTurn and not sc.gc.busy(), 30)
    table = find(sc.ui, "table")

    def with_the_table() -> bool:  # a card picked, or none yet (the table: the arrows pick)
        item = _focus(sc)
        while item is not None and item is not table and item.property("status") is None:
            item = item.parentItem()  # (a Loader: an overlay's, the device layer's)
        return item is table

    sc.wait(with_the_table, 5)
    assert not sc.gc.property("onlyDraw")  # (the hand that came holds a card to play)
    _key(sc, K.Key_Home)
    for _ in range(len(sc.gc.hand.cards)):  # the arrows to a playable card
        if _focus(sc).property("playable"):
            break
        _key(sc, K.Key_Right)
    before = len(game.actions)
    _key(sc, K.Key_Return)
    assert _answered(sc, before) == "play"
