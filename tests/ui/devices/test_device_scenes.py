"""The special-card scenes end on what the core decided: the duel's winner and loser, the
hands' moves seat to seat, the Racer X chain and loser, Lotso's results, the victory lap's
keep/pass, the Offside deflection, Downpour's rain and Discard All's cards."""

from __future__ import annotations

import pytest
from device_helpers import deal, device, events_of, humans_and_bots, prop, run, settle

from rules.cards import card
from rules.record import record_of, replay

OTHERS = [["green_7", "blue_8", "yellow_9", "red_1", "red_2", "yellow_6", "red_6"],
          ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"],
          ["yellow_7", "blue_6", "green_8", "yellow_3", "blue_1", "green_2", "yellow_4"]]


def mine(special: str) -> list[str]:
    return [special, "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4"]


def no_generic_buttons(gc) -> bool:
    """The table's fallback row offers none of the edition actions the devices cover."""
    value = gc.property("genericActions")
    value = value.toVariant() if hasattr(value, "toVariant") else value
    return not value


@pytest.fixture(params=[pytest.param("normal", marks=pytest.mark.slow), "instant"])
def speed(request, ui):
    ui.settings.animationSpeed = request.param
    return request.param


def play_special(ui, qtbot, edition, special, until=None, **opts):
    """Deal the human ``special`` (seat 0 starts), play it from the hand and, with
    ``until``, wait for that decision with the table at rest. Returns (session, gc)."""
    hands = [mine(special), *OTHERS]
    game = deal(edition, hands, "red_5", dealer=len(hands) - 1, voluntary_draw=False, **opts)
    session = run(ui, game, humans_and_bots(len(hands)))
    gc = ui.controller.game
    settle(qtbot, ui)
    gc.playCard(gc.hand.index_of(card(special)))
    if until is not None:
        qtbot.waitUntil(lambda: session.game.decision.kind == until and not gc.busy(),
                        timeout=10_000)
    return session, gc


def test_kick_duel_shows_the_winner_and_loser(ui, qtbot, speed):
    session, gc = play_special(ui, qtbot, "kick", "black_penalty_kick", until="kick_opponent")
    picker = device(ui, "seatPicker")
    assert prop(picker, "choices") == [1, 2, 3]
    assert no_generic_buttons(gc)
    gc.devices.chooseSeat(1)
    qtbot.waitUntil(lambda: session.game.decision.kind == "color", timeout=10_000)
    settle(qtbot, ui)
    final = events_of(session, "duel_round")[-1]
    scene = device(ui, "duelScene")
    assert (prop(scene, "winner"), prop(scene, "loser")) == (final.winner, final.loser)
    assert len(prop(scene, "rounds")) == len(events_of(session, "duel_round"))


@pytest.mark.parametrize("direction", [1, -1])
def test_captain_moves_every_hand_one_seat(ui, qtbot, direction):
    session, gc = play_special(ui, qtbot, "fc_bayern", "black_captain", until="captain")
    assert device(ui, "captainPanel").isVisible()
    assert no_generic_buttons(gc)  # 2 rotations, 6 pairs and Pass are the panel's
    sizes = [min(5, len(hand)) for hand in session.game.hands]
    gc.devices.rotateHands(direction)
    qtbot.waitUntil(lambda: bool(events_of(session, "hands_rotated")), timeout=5_000)
    settle(qtbot, ui)
    assert prop(device(ui, "handSlide"), "moves") == [[s, (s + direction) % 4] for s in range(4)]
    assert prop(device(ui, "handSlide"), "fanSizes") == sizes  # each fan is its hand


def test_captain_swaps_two_chosen_seats(ui, qtbot):
    session, gc = play_special(ui, qtbot, "fc_bayern", "black_captain", until="captain")
    sizes = [min(5, len(session.game.hands[s])) for s in (1, 3)]
    gc.devices.swapPair(3, 1)
    qtbot.waitUntil(lambda: bool(events_of(session, "hands_swapped")), timeout=5_000)
    settle(qtbot, ui)
    assert prop(device(ui, "handSlide"), "moves") == [[1, 3], [3, 1]]
    assert prop(device(ui, "handSlide"), "fanSizes") == sizes


def test_victory_lap_pass_then_keep(ui, qtbot):
    session, gc = play_special(ui, qtbot, "cars", "black_victory_lap", until="victory_lap")
    assert gc.devices.property("lapCount") == 1
    assert gc.devices.property("canPassHands")
    assert no_generic_buttons(gc)
    gc.devices.passHands()
    qtbot.waitUntil(lambda: len(events_of(session, "hands_rotated")) == 2 and not gc.busy(),
                    timeout=10_000)
    settle(qtbot, ui)
    assert gc.devices.property("lapCount") == 2
    gc.devices.keepHand()
    qtbot.waitUntil(lambda: session.game.decision.kind == "color", timeout=10_000)


def test_a_table_resumed_in_the_middle_of_a_lap_shows_its_lap(ui, qtbot):
    """The panel's count is the host's (the view's ``lap``): a game resumed mid-lap shows
    lap 2 at once, and a host's view whose lap (or race number) is no number shows none
    (before, ``int()`` of a list raised in the property)."""
    session, gc = play_special(ui, qtbot, "cars", "black_victory_lap", until="victory_lap")
    gc.devices.passHands()
    qtbot.waitUntil(lambda: session.game.decision.count == 2 and not gc.busy(), timeout=10_000)
    resumed = run(ui, replay(record_of(session.game)), humans_and_bots(4))
    settle(qtbot, ui)
    assert resumed.game.decision.kind == "victory_lap"
    assert gc.devices.property("lapCount") == 2
    assert prop(device(ui, "lapText"), "text") == "Victory lap 2"
    view = resumed.game.view(0)
    view.edition_state = {"lap": "2'; drop", "race_number": [7]}  # as a hostile host's
    gc.devices.on_view(view, [])
    assert (gc.devices.property("lapCount"), gc.devices.property("raceNumber")) == (0, -1)


def test_racer_x_chain_and_loser(ui, qtbot, speed):
    session, _ = play_special(ui, qtbot, "speed_racer", "black_racer_x", draws=["blue_7"])
    qtbot.waitUntil(lambda: bool(events_of(session, "race_ended")), timeout=15_000)
    settle(qtbot, ui)
    scene = device(ui, "racerScene")
    # 7 turned up; Ada lays 8, Ben 9, Cleo has no 0 and loses.
    assert prop(scene, "startValue") == 7
    assert prop(scene, "chain") == 2
    assert prop(scene, "loser") == events_of(session, "race_ended")[0].loser == 3


def test_lotso_results_per_seat(ui, qtbot):
    session, gc = play_special(ui, qtbot, "toy_story3", "black_lotso", until="lotso_name")
    assert device(ui, "lotsoNamer").isVisible()
    assert no_generic_buttons(gc)
    gc.devices.nameColor("red")
    qtbot.waitUntil(lambda: session.game.decision.kind == "color", timeout=10_000)
    settle(qtbot, ui)
    results = {r["seat"]: r["drew"] for r in prop(device(ui, "lotsoScene"), "results")}
    # Ada holds red; Ben and Cleo do not and draw 3.
    assert results == {1: 0, 2: 3, 3: 3}


def test_offside_deflects_the_penalty(ui, qtbot, speed):
    others = [OTHERS[0], OTHERS[1],
              ["red_draw_two", "blue_6", "green_8", "yellow_3", "blue_1", "green_2", "yellow_4"]]
    hands = [mine("black_offside"), *others]
    game = deal("fifa2006", hands, "red_5", dealer=2, voluntary_draw=False)
    session = run(ui, game, humans_and_bots(4))
    gc = ui.controller.game
    qtbot.waitUntil(lambda: session.game.decision.kind == "penalty" and not gc.busy(),
                    timeout=10_000)
    gc.playCard(gc.hand.index_of(card("black_offside")))
    qtbot.waitUntil(lambda: bool(events_of(session, "effect_cancelled")), timeout=5_000)
    settle(qtbot, ui)
    scene = device(ui, "offsideScene")
    assert (prop(scene, "seat"), prop(scene, "kind")) == (0, "penalty")


def test_downpour_rains_on_every_other_seat(ui, qtbot, speed):
    session, gc = play_special(ui, qtbot, "h2o", "black_downpour_draw_two", until="color")
    gc.chooseColor("red")
    qtbot.waitUntil(lambda: len(events_of(session, "cards_drawn")) >= 3 and not gc.busy(),
                    timeout=10_000)
    assert prop(device(ui, "downpourScene"), "soaked") == 3


def test_discard_all_sends_the_colour_to_the_pile(ui, qtbot, speed):
    hands = [["red_7", "red_9", "green_8", "red_2", "blue_9", "green_2", "red_discard_all"],
             OTHERS[0], OTHERS[1], ["yellow_7", "blue_6", "green_8", "yellow_3", "blue_1",
                                    "green_2", "yellow_4"]]
    game = deal("extreme", hands, "red_5", dealer=3, voluntary_draw=False)
    session = run(ui, game, humans_and_bots(4))
    gc = ui.controller.game
    settle(qtbot, ui)
    gc.playCard(gc.hand.index_of(card("red_discard_all")))
    qtbot.waitUntil(lambda: bool(events_of(session, "cards_discarded")), timeout=5_000)
    settle(qtbot, ui)
    assert prop(device(ui, "discardScene"), "lastCount") == 3
    assert not any(c.color and c.color.value == "red" for c in gc.hand.cards)
