"""docs/rules.md §1.4 action cards for N ≥ 3 and §1.5 two players."""

import pytest
from helpers import accept, color, deal, decisions, draw, hand, of_type, play, turn

from rules import Accept, Challenge, ChooseColor, Color
from rules.events import DirectionChanged, TurnSkipped

FILL = ["green_1", "green_2"]


def four(first):
    return [[first, "red_1"], FILL, ["green_3", "green_4"], ["green_6", "green_7"]]


def test_skip_n4_next_seat_loses_its_turn():
    game = deal(four("red_skip"), "red_5")
    events = play(game, 0, "red_skip")
    assert of_type(events, TurnSkipped) == [TurnSkipped(1)]
    assert turn(game) == ("turn", 2)


def test_reverse_n4_flips_direction_and_play_goes_back():
    game = deal(four("red_reverse"), "red_5", ["blue_9"])
    events = play(game, 0, "red_reverse")
    assert of_type(events, DirectionChanged) == [DirectionChanged(-1)]
    assert turn(game) == ("turn", 3)
    draw(game, 3)
    assert turn(game) == ("turn", 2)


def test_reverse_n3_goes_to_the_other_neighbour():
    game = deal([["red_reverse", "red_1"], FILL, ["green_3", "green_4"]], "red_5")
    play(game, 0, "red_reverse")
    assert turn(game) == ("turn", 2)


def test_draw_two_n4_next_seat_draws_two_and_loses_its_turn():
    game = deal(four("red_draw_two"), "red_5", ["blue_8", "blue_9"])
    events = play(game, 0, "red_draw_two")
    assert hand(game, 1) == ["blue_8", "blue_9", "green_1", "green_2"]
    assert TurnSkipped(1) in events
    assert turn(game) == ("turn", 2)


def test_wild_n4_declares_a_colour_and_next_seat_plays():
    game = deal(four("black_wild"), "red_5")
    play(game, 0, "black_wild")
    assert turn(game) == ("color", 0)
    assert decisions(game, 0) == [ChooseColor(c) for c in Color]
    game.apply(0, ChooseColor(Color.YELLOW))
    assert color(game) == "yellow"
    assert turn(game) == ("turn", 1)


def test_wild_draw_four_n4_next_seat_draws_four_and_loses_its_turn():
    game = deal(four("black_wild_draw_four"), "blue_5",
                ["blue_6", "blue_7", "blue_8", "blue_9"])
    play(game, 0, "black_wild_draw_four", color="green")
    assert turn(game) == ("penalty", 1)
    assert decisions(game, 1) == [Accept(), Challenge()]
    accept(game, 1)
    assert hand(game, 1) == ["blue_6", "blue_7", "blue_8", "blue_9", "green_1", "green_2"]
    assert turn(game) == ("turn", 2)
    assert color(game) == "green"


# ---------------------------------------------------------------- two players (§1.5)

TWO_FILL = ["green_1", "green_2"]


@pytest.mark.parametrize("kind", ["skip", "reverse"])
def test_skip_and_reverse_n2_player_plays_again(kind):
    game = deal([[f"red_{kind}", "red_1"], TWO_FILL], "red_5")
    events = play(game, 0, f"red_{kind}")
    assert TurnSkipped(1) in events
    assert turn(game) == ("turn", 0)


def test_draw_two_n2_opponent_draws_two_player_plays_again():
    game = deal([["red_draw_two", "red_1"], TWO_FILL], "red_5", ["blue_8", "blue_9"])
    play(game, 0, "red_draw_two")
    assert len(game.hands[1]) == 4
    assert turn(game) == ("turn", 0)


def test_wild_draw_four_n2_opponent_draws_four_player_plays_again():
    game = deal([["black_wild_draw_four", "red_1"], TWO_FILL], "blue_5")
    play(game, 0, "black_wild_draw_four", color="red")
    accept(game, 1)
    assert len(game.hands[1]) == 6
    assert turn(game) == ("turn", 0)


def test_wild_n2_just_passes_the_turn():
    game = deal([["black_wild", "red_1"], TWO_FILL], "blue_5")
    play(game, 0, "black_wild", color="green")
    assert turn(game) == ("turn", 1)
