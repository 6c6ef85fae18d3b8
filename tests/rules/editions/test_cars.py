"""UNO Cars (docs/rules.md §3.11, A34): the victory lap."""

from collections import Counter

from edition_helpers import (
    choose_color,
    color,
    deal,
    decisions,
    hand,
    of_type,
    options,
    play,
    plays_of,
    refused,
    turn,
)

from rules import Pass, Play
from rules.cards import card
from rules.editions import get_edition
from rules.editions.common import KeepHand, PassHands
from rules.events import HandEnded, HandsRotated
from rules.record import record_of, replay

LAP = "black_victory_lap"
DRAWS = ["yellow_1", "yellow_2"]
HANDS = [[LAP, "red_1", "red_2"], ["green_1", "green_2", "green_3"],
         ["blue_1", "blue_2", "blue_3"]]


def lap(hands=HANDS, **opts):
    game = deal("cars", hands, "red_5", DRAWS, **opts)
    events = play(game, 0, LAP)
    return game, events


def test_deck_is_108_plus_four_victory_lap_cards():
    deck = get_edition("cars").deck(options("cars"))
    assert len(deck) == 112
    assert Counter(c.kind for c in deck)["victory_lap"] == 4
    assert get_edition("cars").card_points(card(LAP), options("cars")) == 50


def test_all_hands_move_one_seat_then_the_player_keeps():
    game, events = lap()
    assert HandsRotated(1, lap=1) in events
    assert hand(game, 0) == ["blue_1", "blue_2", "blue_3"]
    assert hand(game, 1) == ["red_1", "red_2"]
    assert turn(game) == ("victory_lap", 0)
    assert decisions(game, 0) == [KeepHand(), PassHands()]
    assert refused(game, 0, Pass()) == "not_allowed_now"
    game.apply(0, KeepHand())
    choose_color(game, 0, "blue")
    assert turn(game) == ("turn", 1) and color(game) == "blue"


def test_pass_moves_every_hand_again():
    game, _ = lap()
    events = game.apply(0, PassHands())
    assert HandsRotated(1, lap=2) in events
    assert hand(game, 0) == ["green_1", "green_2", "green_3"]
    assert turn(game) == ("victory_lap", 0)
    game.apply(0, KeepHand())
    assert turn(game) == ("color", 0)


def test_the_full_circle_stops_when_the_own_hand_is_back():
    game, _ = lap()
    game.apply(0, PassHands())
    events = game.apply(0, PassHands())  # third move: own hand back, no more choice
    assert HandsRotated(1, lap=3) in events
    assert hand(game, 0) == ["red_1", "red_2"]
    assert turn(game) == ("color", 0)
    choose_color(game, 0, "red")
    assert turn(game) == ("turn", 1)


def test_two_players_one_move_and_the_hands_are_swapped_then_at_most_one_pass():
    game, _ = lap([[LAP, "red_1"], ["green_1", "green_2"]])
    assert hand(game, 0) == ["green_1", "green_2"]
    assert decisions(game, 0) == [KeepHand(), PassHands()]
    game.apply(0, PassHands())
    assert hand(game, 0) == ["red_1"]
    assert turn(game) == ("color", 0)


def test_hands_move_in_the_direction_of_play():
    game = deal("cars", [["red_reverse", "red_1"], ["green_1", "green_2"],
                         [LAP, "blue_2"]], "red_5", DRAWS)
    play(game, 0, "red_reverse")
    events = play(game, 2, LAP)
    assert HandsRotated(-1, lap=1) in events
    assert hand(game, 1) == ["blue_2"]
    game.apply(2, KeepHand())
    choose_color(game, 2, "green")
    assert turn(game) == ("turn", 1)


def test_every_view_shows_the_lap_under_way_and_only_then():
    """The lap is the decision's count: each seat's view shows it while the lap lasts (a
    table joined or resumed in the middle of one shows it from the view alone)."""
    game = deal("cars", HANDS, "red_5", DRAWS)
    assert all(game.view(s).edition_state == {} for s in (0, 1, 2, None))
    play(game, 0, LAP)
    assert [game.view(s).edition_state for s in (0, 1, None)] == [{"lap": 1}] * 3
    game.apply(0, PassHands())
    assert game.view(2).edition_state == {"lap": 2}
    resumed = replay(record_of(game))  # a save or a host's journal, resumed mid-lap
    assert resumed.view(1).edition_state == {"lap": 2}
    assert resumed.apply(0, PassHands()).count(HandsRotated(1, lap=3)) == 1
    assert resumed.view(0).edition_state == {} and turn(resumed) == ("color", 0)


def test_a_zero_that_moves_the_hands_is_no_lap():
    """Under the 0 rule a 0 moves every hand as a victory lap does, but it is no lap."""
    game = deal("cars", [["red_0", "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"]],
                "red_5", DRAWS, zero_card="rotate_all")
    events = play(game, 0, "red_0")
    assert of_type(events, HandsRotated) == [HandsRotated(1, lap=0)]
    assert game.view(1).edition_state == {}


def test_must_be_played_alone():
    game = deal("cars", [[LAP, LAP, "red_1"], ["green_1", "green_2", "green_3"]], "red_5",
                DRAWS, multi_play=True)
    assert (LAP, 1) in plays_of(game, 0)
    assert (LAP, 2) not in plays_of(game, 0)
    assert refused(game, 0, Play(card(LAP), 2))  # refused with a code


def test_victory_lap_as_last_card_ends_the_hand_nothing_moves():
    game = deal("cars", [[LAP], ["green_1"], ["blue_1"]], "red_5", DRAWS)
    events = play(game, 0, LAP)
    assert not of_type(events, HandsRotated)
    assert of_type(events, HandEnded)[0].winner == 0
    assert hand(game, 1) == ["green_1"]


def test_a_single_card_received_owes_no_uno():
    game = deal("cars", [["red_1", LAP, "red_2"], ["red_3", "green_2", "green_3"],
                         ["red_4", "blue_2", "blue_3"]], "red_5", DRAWS)
    play(game, 0, "red_1")
    play(game, 1, "red_3")
    play(game, 2, "red_4")
    play(game, 0, LAP)
    assert hand(game, 1) == ["red_2"]
    assert game.view(2).uno_open == ()
