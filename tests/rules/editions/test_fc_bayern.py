"""UNO FC Bayern (docs/rules.md §3.5, A30, A34): the captain card's four choices."""

from collections import Counter
from itertools import combinations

from edition_helpers import (
    choose_color,
    color,
    deal,
    decisions,
    hand,
    of_type,
    options,
    play,
    refused,
    turn,
)

from rules import ChooseColor, Pass
from rules.cards import Color, card
from rules.editions import get_edition
from rules.editions.common import RotateHands, SwapPair
from rules.events import HandEnded, HandsRotated, HandsSwapped

CAP = "black_captain"
DRAWS = ["yellow_1", "yellow_2"]
HANDS = [[CAP, "red_1", "red_2"], ["green_1", "green_2", "green_3"],
         ["blue_1", "blue_2", "blue_3"], ["yellow_7", "yellow_8", "yellow_9"]]


def captain(hands=HANDS, **opts):
    game = deal("fc_bayern", hands, "red_5", DRAWS, **opts)
    play(game, 0, CAP)
    assert turn(game) == ("captain", 0)
    return game


def test_deck_is_108_plus_four_captain_cards():
    deck = get_edition("fc_bayern").deck(options("fc_bayern"))
    assert len(deck) == 112
    assert Counter(c.kind for c in deck)["captain"] == 4
    assert get_edition("fc_bayern").card_points(card(CAP), options("fc_bayern")) == 50


def test_the_four_choices_are_offered():
    game = captain()
    pairs = [SwapPair(a, b) for a, b in combinations(range(4), 2)]
    assert decisions(game, 0) == [RotateHands(1), RotateHands(-1), *pairs, Pass()]
    assert refused(game, 0, ChooseColor(Color.RED)) == "not_allowed_now"
    assert refused(game, 1, Pass()) == "not_your_turn"


def test_all_hands_move_one_seat_clockwise():
    game = captain()
    events = game.apply(0, RotateHands(1))
    assert HandsRotated(1) in events
    assert hand(game, 1) == ["red_1", "red_2"]
    assert hand(game, 2) == ["green_1", "green_2", "green_3"]
    assert hand(game, 0) == ["yellow_7", "yellow_8", "yellow_9"]
    choose_color(game, 0, "yellow")
    assert turn(game) == ("turn", 1) and color(game) == "yellow"


def test_all_hands_move_one_seat_counter_clockwise():
    game = captain()
    game.apply(0, RotateHands(-1))
    assert hand(game, 3) == ["red_1", "red_2"]
    assert hand(game, 0) == ["green_1", "green_2", "green_3"]
    choose_color(game, 0, "green")
    assert turn(game) == ("turn", 1)  # the direction of play is unchanged


def test_two_chosen_seats_swap_hands_the_player_need_not_be_one():
    game = captain()
    events = game.apply(0, SwapPair(1, 3))
    assert HandsSwapped(1, 3) in events
    assert hand(game, 1) == ["yellow_7", "yellow_8", "yellow_9"]
    assert hand(game, 3) == ["green_1", "green_2", "green_3"]
    assert hand(game, 0) == ["red_1", "red_2"]
    choose_color(game, 0, "red")
    assert turn(game) == ("turn", 1)


def test_the_player_may_be_one_of_the_two():
    game = captain()
    game.apply(0, SwapPair(0, 2))
    assert hand(game, 0) == ["blue_1", "blue_2", "blue_3"]
    assert hand(game, 2) == ["red_1", "red_2"]


def test_no_exchange_it_is_simply_a_wild():
    game = captain()
    events = game.apply(0, Pass())
    assert not of_type(events, HandsRotated) and not of_type(events, HandsSwapped)
    choose_color(game, 0, "blue")
    assert turn(game) == ("turn", 1) and color(game) == "blue"


def test_a_moved_single_card_owes_no_uno():
    game = deal("fc_bayern", [["red_1", CAP, "red_2"], ["red_3", "green_2", "green_3"],
                              ["red_4", "blue_2", "blue_3"]], "red_5", DRAWS)
    play(game, 0, "red_1")
    play(game, 1, "red_3")
    play(game, 2, "red_4")
    play(game, 0, CAP)
    assert game.view(1).uno_open == (0,)  # its own play left one card
    game.apply(0, RotateHands(1))
    assert hand(game, 1) == ["red_2"]
    assert game.view(2).uno_open == ()  # a moved hand creates no obligation


def test_two_players():
    game = captain([[CAP, "red_1"], ["green_1", "green_2"]])
    assert decisions(game, 0) == [RotateHands(1), RotateHands(-1), SwapPair(0, 1), Pass()]
    game.apply(0, RotateHands(1))
    assert hand(game, 0) == ["green_1", "green_2"] and hand(game, 1) == ["red_1"]
    choose_color(game, 0, "green")
    assert turn(game) == ("turn", 1)


def test_captain_as_last_card_the_hand_ends_nothing_moves():
    game = deal("fc_bayern", [[CAP], ["green_1"], ["blue_1"]], "red_5", DRAWS)
    events = play(game, 0, CAP)
    assert of_type(events, HandEnded)[0].winner == 0
    assert not of_type(events, HandsRotated)
    assert hand(game, 1) == ["green_1"]
