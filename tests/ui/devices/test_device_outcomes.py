"""Each device animates an outcome the core decided (scripted here with ``game.scripted``)
and comes to rest exactly on it: the wheel segment under the pointer, the number of cards
the launcher shot, the seat the flash unit points at, the pan the scale tipped towards.
Normal speed runs the real animations; instant speed must land at once."""

from __future__ import annotations

import pytest
from device_helpers import (
    click,
    deal,
    device,
    events_of,
    humans_and_bots,
    nudge_races,
    prop,
    run,
    settle,
)
from matrix import lane

from rules.cards import card
from rules.editions.spin import SEGMENTS

# ------------------------------------------------------------------ spin wheel

SPIN_HANDS = [["red_3_spin", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "yellow_4"],
              ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_6"]]


def spin_game(ui, segment: str, human_spins: bool):
    """Seat 0 is the human. The seat before the spinner plays red 3 with the swirl."""
    hands = [SPIN_HANDS[1], SPIN_HANDS[0]] if human_spins else SPIN_HANDS
    game = deal("spin", hands, "red_5", dealer=0 if human_spins else 1,
                voluntary_draw=False, script={"wheel": [segment]})
    return run(ui, game, humans_and_bots(2))


@pytest.mark.parametrize("segment", lane("wheel segments", SEGMENTS, 3))
def test_wheel_lands_on_the_drawn_segment_instant(ui, qtbot, segment):
    session = spin_game(ui, segment, human_spins=False)
    gc = ui.controller.game
    settle(qtbot, ui)
    gc.playCard(gc.hand.index_of(card("red_3_spin")))
    idle: dict = {}
    qtbot.waitUntil(lambda: (nudge_races(session, idle), bool(events_of(session, "wheel_spun")))[1],
                    timeout=10_000)
    settle(qtbot, ui)
    wheel = device(ui, "spinWheel")
    assert prop(wheel, "landedSegment") == segment
    assert events_of(session, "wheel_spun")[0].segment == segment


@pytest.mark.slow
@pytest.mark.parametrize("segment", ["trade_hands", "uno_spin"])
def test_wheel_spins_and_stops_on_the_segment_at_normal_speed(ui, qtbot, segment):
    ui.settings.animationSpeed = "normal"
    session = spin_game(ui, segment, human_spins=False)
    gc = ui.controller.game
    settle(qtbot, ui)
    gc.playCard(gc.hand.index_of(card("red_3_spin")))
    wheel = device(ui, "spinWheel")
    qtbot.waitUntil(lambda: prop(wheel, "spinning"), timeout=10_000)
    assert device(ui, "spinStation").property("visible")
    mid = prop(wheel, "angle")
    qtbot.waitUntil(lambda: prop(wheel, "angle") != mid and prop(wheel, "spinning"))  # it turns
    qtbot.waitUntil(lambda: not prop(wheel, "spinning"), timeout=10_000)
    assert prop(wheel, "landedSegment") == segment
    assert events_of(session, "wheel_spun")[0].segment == segment


def test_spinner_names_a_number_on_the_wheel(ui, qtbot):
    session = spin_game(ui, "discard_number", human_spins=True)
    gc = ui.controller.game
    qtbot.waitUntil(lambda: session.game.decision.kind == "spin" and not gc.busy(), timeout=10_000)
    settle(qtbot, ui)
    hub = device(ui, "wheelHub")
    assert hub.property("enabled")
    click(qtbot, ui, hub)  # SPIN
    qtbot.waitUntil(lambda: session.game.decision.kind == "spin_number" and not gc.busy(),
                    timeout=10_000)
    settle(qtbot, ui)
    assert prop(device(ui, "spinWheel"), "landedSegment") == "discard_number"
    picker = device(ui, "numberPicker")
    assert picker.isVisible()
    assert not gc.property("genericActions")  # the wheel's panel offers the numbers
    before = len(session.game.hands[0])
    click(qtbot, ui, device(ui, "number_6"))  # the human holds yellow 6 and green 6
    qtbot.waitUntil(lambda: session.game.decision.kind != "spin_number", timeout=5_000)
    assert len(session.game.hands[0]) == before - 2
    assert not any(c.number == 6 for c in session.game.hands[0])


def test_almost_uno_discards_by_clicking_hand_cards(ui, qtbot):
    session = spin_game(ui, "almost_uno", human_spins=True)
    gc = ui.controller.game
    qtbot.waitUntil(lambda: session.game.decision.kind == "spin" and not gc.busy(), timeout=10_000)
    gc.devices.spin()
    qtbot.waitUntil(lambda: session.game.decision.kind == "spin_discard" and not gc.busy(),
                    timeout=10_000)
    while session.game.decision.kind == "spin_discard":
        assert gc.statusText  # the device's own prompt
        gc.playCard(0)  # a click on a hand card discards it here
        settle(qtbot, ui)
    assert len(session.game.hands[0]) == 2


def _wheel_labels(wheel) -> list:
    """The segment labels' Text items (each label's holder turns it: ``turned``)."""
    found, todo = [], list(wheel.childItems())
    while todo:
        item = todo.pop()
        if item.property("turned") is not None:
            found.append(item.childItems()[0])
        todo += item.childItems()
    return found


def test_no_wheel_label_reads_upside_down_at_any_angle(ui, qtbot):
    from PySide6.QtCore import QPointF

    spin_game(ui, "discard_number", human_spins=True)
    settle(qtbot, ui)
    wheel = device(ui, "spinWheel")
    labels = _wheel_labels(wheel)
    assert len(labels) == len(SEGMENTS)
    for angle in range(0, 720, 15):  # also past a whole turn, and between the segments
        wheel.setProperty("angle", angle + 7.5)
        for text in labels:
            left = text.mapToScene(QPointF(0, text.height() / 2))
            right = text.mapToScene(QPointF(text.width(), text.height() / 2))
            # the line of text runs left to right on the screen (or straight up or down)
            assert right.x() - left.x() > -0.02 * text.width(), (angle, text.property("text"))


@pytest.mark.parametrize("language", ["de", "sv"])
def test_the_wheel_speaks_the_players_language(ui, qtbot, language):
    from uno_desktop.ui.editions.spin.presenters import SEGMENT

    english = set(SEGMENT.sources.values()) | {"Trade hands", "Trade Hands"}
    ui.settings.language = language
    try:
        spin_game(ui, "discard_number", human_spins=True)
        settle(qtbot, ui)
        shown = [text.property("text") for text in _wheel_labels(device(ui, "spinWheel"))]
        assert len(shown) == len(SEGMENTS) and all(shown)
        assert not english & set(shown), shown
    finally:
        ui.settings.language = "en"


def test_the_hub_is_pressable_only_to_spin_or_in_the_race(ui, qtbot):
    """Calling UNO Spin on another segment costs cards: while the spinner names a number,
    the hub in the middle of the wheel is neither pressable nor offered to a screen reader
    or the Tab key."""
    session = spin_game(ui, "discard_number", human_spins=True)
    gc = ui.controller.game
    qtbot.waitUntil(lambda: session.game.decision.kind == "spin" and not gc.busy(), timeout=10_000)
    settle(qtbot, ui)
    hub = device(ui, "wheelHub")
    assert hub.property("enabled") and hub.property("activeFocusOnTab")
    gc.devices.spin()
    qtbot.waitUntil(lambda: session.game.decision.kind == "spin_number" and not gc.busy(),
                    timeout=10_000)
    settle(qtbot, ui)
    assert gc.devices.property("canCallUnoSpin")  # the rules would take it, at a price
    assert not hub.property("enabled") and not hub.property("activeFocusOnTab")
    before = len(session.game.hands[0])
    click(qtbot, ui, hub)
    settle(qtbot, ui)
    assert len(session.game.hands[0]) == before
    assert session.game.decision.kind == "spin_number"


# ------------------------------------------------------------------ launcher

EXTREME_HANDS = [["red_7", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "red_hit_two"],
                 ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_6"]]


@pytest.mark.parametrize(("count", "speed"), [(0, "normal"),
                                              pytest.param(3, "normal", marks=pytest.mark.slow),
                                              (5, "instant")])  # three at normal: over 2 s
def test_launcher_shoots_exactly_the_drawn_number_of_cards(ui, qtbot, count, speed):
    ui.settings.animationSpeed = speed
    game = deal("extreme", EXTREME_HANDS, "yellow_5", dealer=1, script={"launcher": [count]})
    session = run(ui, game, humans_and_bots(2))
    gc = ui.controller.game
    settle(qtbot, ui)
    launcher = device(ui, "launcher")
    button = device(ui, "pressButton")
    assert gc.devices.property("canPress")
    click(qtbot, ui, button)
    qtbot.waitUntil(lambda: bool(events_of(session, "launcher_fired")), timeout=5_000)
    settle(qtbot, ui)
    assert prop(launcher, "ejected") == count
    assert events_of(session, "launcher_fired")[0].count == count
    assert gc.hand.rowCount() == 7 + count == len(session.game.hands[0])


def test_hit_two_makes_the_next_seat_press_twice(ui, qtbot):
    game = deal("extreme", EXTREME_HANDS, "red_5", dealer=1, script={"launcher": [1, 2]})
    session = run(ui, game, humans_and_bots(2))
    gc = ui.controller.game
    settle(qtbot, ui)
    launcher = device(ui, "launcher")
    gc.playCard(gc.hand.index_of(card("red_hit_two")))
    qtbot.waitUntil(lambda: len(events_of(session, "launcher_fired")) == 2, timeout=10_000)
    settle(qtbot, ui)
    assert prop(launcher, "presses") == 2
    assert prop(launcher, "ejected") == 2  # the last press shot two
    assert prop(launcher, "lastSeat") == 1
    assert gc.devices.property("pressesDue") == 0


# ------------------------------------------------------------------ flash unit

FLASH_HANDS = [["red_7", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "red_slap"],
               ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_6"],
               ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"]]


@pytest.mark.parametrize("speed", [pytest.param("normal", marks=pytest.mark.slow),  # > 2 s
                                   "instant"])
def test_flash_unit_points_at_the_seat_it_picked(ui, qtbot, speed):
    ui.settings.animationSpeed = speed
    game = deal("flash", FLASH_HANDS, "red_5", dealer=2,
                script={"flash": [2], "flash_limit": [6000]})
    session = run(ui, game, humans_and_bots(3))
    gc = ui.controller.game
    settle(qtbot, ui)
    gc.playCard(gc.hand.index_of(card("red_7")))
    qtbot.waitUntil(lambda: bool(events_of(session, "flash_picked")), timeout=5_000)
    settle(qtbot, ui)
    unit = device(ui, "flashUnit")
    first = events_of(session, "flash_picked")[0]
    assert (first.seat, first.limit_ms) == (2, 6000)
    last = events_of(session, "flash_picked")[-1]  # bots may have played on since
    assert prop(unit, "pickedSeat") == last.seat
    assert prop(unit, "beamSeat") == last.seat
    assert prop(unit, "limitMs") == last.limit_ms


def test_slap_race_buzzer_and_who_was_last(ui, qtbot):
    game = deal("flash", FLASH_HANDS, "red_5", dealer=2, slap_includes_player=True)
    session = run(ui, game, humans_and_bots(3))
    gc = ui.controller.game
    settle(qtbot, ui)
    gc.playCard(gc.hand.index_of(card("red_slap")))
    qtbot.waitUntil(lambda: session.game.decision.kind == "slap_race" and not gc.busy(),
                    timeout=5_000)
    buzzer = device(ui, "slapButton")
    if session.game.decision.kind == "slap_race" and gc.devices.property("canSlap"):
        # every seat that may still hit is told to (the kit's Buzzer), not only the one shown
        assert "SLAP! Hit the buzzer" in gc.property("statusText"), gc.property("statusText")
        click(qtbot, ui, buzzer)
    idle: dict = {}
    qtbot.waitUntil(lambda: (nudge_races(session, idle), bool(events_of(session, "race_ended")))[1],
                    timeout=10_000)
    settle(qtbot, ui)
    race = device(ui, "slapRace")
    assert prop(race, "loser") == events_of(session, "race_ended")[-1].loser
    assert 0 not in [e.loser for e in events_of(session, "race_ended")]  # we pressed in time


@pytest.mark.slow  # over 2 s, each size (ten seats)
@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_the_slap_race_keeps_clear_of_ten_seats(ui, size):
    """Flash at ten seats (the robot, flash/sv/1024x640/keys/10): the buzzer lay on the
    right column's badge (its avatar under it), and the hand of a seat that hit its buzzer
    stood above its badge: on the top bar, on the badge above. Now each hand is beside its
    badge, towards the table, and the buzzer between the discard pile and those hands
    (measured as it shows: in a game after another, it measured the badges gone)."""
    from scenes import Scenes

    ui.window.resize(*size)
    scenes = Scenes(ui)
    scenes.show("flash_slap_10")
    scenes.show("flash_slap_10")  # a game after another: the badges are new ones
    table = device(ui, "table")
    buzzer = device(ui, "slapButton")
    hands = [device(ui, f"slapHand{seat}") for seat in prop(device(ui, "slapRace"), "pressed")]
    badges = [device(ui, f"seatBadge{seat}") for seat in range(1, 10)]
    assert buzzer.isVisible() and len(hands) >= 4

    def box(item, grow: float = 1.0):
        r = item.mapRectToScene(item.boundingRect())
        dx, dy = r.width() * (grow - 1) / 2, r.height() * (grow - 1) / 2
        return r.adjusted(-dx, -dy, dx, dy)

    marks = [("the buzzer", box(buzzer, prop(buzzer, "beat")))]
    marks += [(h.objectName(), box(h)) for h in hands]
    found = [f"{name} on {b.objectName()}" for name, mark in marks for b in badges
             if mark.intersects(box(b))]
    found += [f"{name} on the top bar" for name, mark in marks
              if mark.top() < prop(table, "topBarBottom")]
    found += [f"the buzzer on {name}" for name, mark in marks[1:] if mark.intersects(marks[0][1])]
    ui.window.resize(1280, 720)
    assert not found, found


# ------------------------------------------------------------------ Tippo scale

TIPPO_HANDS = [["green_5", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "blue_1"],
               ["green_7", "blue_8", "yellow_9", "green_1", "blue_2", "yellow_6", "green_6"]]


@pytest.mark.parametrize(("tips", "speed"),
                         [pytest.param(True, "normal", marks=pytest.mark.slow),
                          pytest.param(False, "normal", marks=pytest.mark.slow),
                          (True, "instant")])
def test_card_then_pan_and_the_scale_tips_or_holds(ui, qtbot, tips, speed):
    ui.settings.animationSpeed = speed
    game = deal("tippo", TIPPO_HANDS, ["red_5", "blue_5"], dealer=1, script={"scale": [tips]})
    session = run(ui, game, humans_and_bots(2))
    gc = ui.controller.game
    settle(qtbot, ui)
    scale = device(ui, "tippoScale")
    assert not device(ui, "discardPile").isVisible()  # the pans replace it
    gc.playCard(gc.hand.index_of(card("green_5")))  # matches both pans: pick a pan next
    assert gc.devices.property("selectedCard") == gc.hand.index_of(card("green_5"))
    assert prop(gc.devices, "panChoices") == [0, 1]
    click(qtbot, ui, device(ui, "panArea0"))
    qtbot.waitUntil(lambda: bool(events_of(session, "scale_tipped" if tips else "scale_settled")),
                    timeout=5_000)
    settle(qtbot, ui)
    if tips:
        tip = events_of(session, "scale_tipped")[0]
        assert tip.pan == 0
        assert prop(scale, "tippedPan") == 0
    else:
        assert prop(scale, "tippedPan") == -1
        assert events_of(session, "scale_settled")[0].left == 2
        last = events_of(session, "scale_settled")[-1]  # a bot may have played on since
        qtbot.waitUntil(lambda: prop(scale, "sizes") == [last.left, last.right], timeout=3_000)
        if last.left > last.right:
            assert prop(scale, "lean") < 0  # the heavier left pan hangs lower
    first = (events_of(session, "scale_tipped") + events_of(session, "scale_settled"))[0]
    assert first.pan == 0  # tipped towards the heavier left pan, or settled after it


def test_a_stop_card_blocks_its_pan(ui, qtbot):
    game = deal("tippo", TIPPO_HANDS, ["red_3_stop", "blue_5"], dealer=1, script={"scale": [False]})
    session = run(ui, game, humans_and_bots(2))
    gc = ui.controller.game
    settle(qtbot, ui)
    assert device(ui, "stopSign0").isVisible()
    assert not device(ui, "stopSign1").isVisible()
    gc.playCard(gc.hand.index_of(card("green_5")))  # only the right pan is open: one click
    qtbot.waitUntil(lambda: bool(events_of(session, "scale_settled")), timeout=5_000)
    assert events_of(session, "scale_settled")[0].pan == 1


def test_drag_a_hand_card_onto_a_pan(ui, qtbot):
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtTest import QTest

    game = deal("tippo", TIPPO_HANDS, ["red_5", "blue_5"], dealer=1, script={"scale": [False]})
    session = run(ui, game, humans_and_bots(2))
    gc = ui.controller.game
    settle(qtbot, ui)
    index = gc.hand.index_of(card("green_5"))  # fits both pans: the drop decides
    hand = device(ui, "handRepeater")
    item = hand.itemAt(index) if hasattr(hand, "itemAt") else None
    if item is None:  # a Repeater's delegates are its siblings in the visual tree
        items = [c for c in hand.parentItem().childItems() if c.property("index") == index]
        item = items[0]
    start = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    target = device(ui, "panArea1")
    end = target.mapToScene(QPointF(target.width() / 2, target.height() / 2)).toPoint()
    window = ui.window
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 12
    for i in range(1, steps + 1):
        p = start + (end - start) * i / steps
        QTest.mouseMove(window, QPoint(int(p.x()), int(p.y())))
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.waitUntil(lambda: bool(events_of(session, "scale_settled")), timeout=5_000)
    assert events_of(session, "scale_settled")[0].pan == 1


def test_tilt_sequence_fills_the_pans_until_the_scale_tips(ui, qtbot):
    hands = [["black_tilt", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "blue_1"],
             TIPPO_HANDS[1]]
    game = deal("tippo", hands, ["red_5", "blue_5"], dealer=1,
                script={"scale": [False, False, True]})
    session = run(ui, game, humans_and_bots(2))
    gc = ui.controller.game
    settle(qtbot, ui)
    gc.playCard(gc.hand.index_of(card("black_tilt")))  # fits both pans: then the left one
    click(qtbot, ui, device(ui, "panArea0"))
    qtbot.waitUntil(lambda: session.game.decision.kind == "tilt_starter" and not gc.busy(),
                    timeout=5_000)
    assert not gc.property("genericActions")
    assert prop(device(ui, "seatPicker"), "choices") == [0, 1]
    click(qtbot, ui, device(ui, "seatTarget0"))  # I start
    qtbot.waitUntil(lambda: session.game.decision.kind == "tilt_place" and not gc.busy(),
                    timeout=5_000)
    assert prop(gc.devices, "panChoices") == [0, 1]
    click(qtbot, ui, device(ui, "panArea1"))
    qtbot.waitUntil(lambda: bool(events_of(session, "scale_tipped")), timeout=10_000)
    settle(qtbot, ui)
    tip = events_of(session, "scale_tipped")[0]
    assert prop(device(ui, "tippoScale"), "tippedPan") == tip.pan
    assert len(events_of(session, "pan_filled")) == 2  # the Tilt card itself weighed first


def test_device_log_lines_count_in_plurals_and_follow_a_language_switch(ui, qtbot):
    game = deal("extreme", EXTREME_HANDS, "yellow_5", dealer=1, script={"launcher": [3]})
    run(ui, game, humans_and_bots(2))
    gc = ui.controller.game
    settle(qtbot, ui)
    click(qtbot, ui, device(ui, "pressButton"))
    settle(qtbot, ui)
    assert "The launcher fires 3 cards at you!" in gc.log.lines  # Sam's screen: "you"
    ui.settings.language = "de"
    qtbot.waitUntil(lambda: "Der Kartenwerfer wirft 3 Karten auf dich!" in gc.log.lines,
                    timeout=3_000)
    ui.settings.language = "en"
