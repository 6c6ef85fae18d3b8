"""docs/rules.md §1.3: legal play, voluntary draw, the three draw rules and draw_until_cap."""

import pytest
from helpers import color, deal, draw, hand, keep, of_type, play, plays_of, refused, turn

from rules import Draw, Pass, Play
from rules.cards import card
from rules.events import CardPlayed, CardsDrawn


def test_legal_play_by_colour_number_symbol_and_wild():
    game = deal(
        [["red_9", "blue_5", "blue_skip", "green_reverse", "black_wild", "yellow_draw_two"],
         ["blue_1"] * 2 + ["blue_2"] * 2 + ["blue_3", "blue_4"]],
        "red_5",
    )
    assert plays_of(game, 0) == {("red_9", 1), ("blue_5", 1), ("black_wild", 1)}
    assert refused(game, 0, Play(card("blue_skip"))) == "does_not_match"


def test_symbol_matches_symbol():
    # the start Skip skips seat 0; seat 1 plays on it
    game = deal([["green_1", "green_1", "green_2"], ["blue_skip", "blue_reverse", "yellow_7"]],
                "red_skip")
    assert turn(game) == ("turn", 1)
    assert plays_of(game, 1) == {("blue_skip", 1)}
    game = deal([["green_1", "green_1"], ["blue_draw_two", "blue_skip"]], "red_draw_two")
    assert plays_of(game, 1) == {("blue_draw_two", 1)}


def test_black_top_card_matches_only_through_the_active_colour():
    game = deal([["black_wild", "red_1"], ["green_3", "red_7"]], "red_5")
    play(game, 0, "black_wild", color="green")
    assert color(game) == "green"
    assert plays_of(game, 1) == {("green_3", 1)}  # red_7 no longer matches


def test_nothing_matches_a_black_top_but_its_colour_and_black_cards():
    game = deal([["black_wild", "red_1"], ["blue_skip", "black_wild"]], "blue_5")
    play(game, 0, "black_wild", color="yellow")
    assert plays_of(game, 1) == {("black_wild", 1)}  # a Wild does not match a Wild top by kind


def test_wild_may_be_played_holding_other_legal_cards_and_redeclare_the_colour():
    game = deal([["black_wild", "red_1"], ["red_2", "red_3"]], "red_5")
    assert ("black_wild", 1) in plays_of(game, 0)
    play(game, 0, "black_wild", color="red")
    assert color(game) == "red"
    assert turn(game) == ("turn", 1)


# ---------------------------------------------------------------- voluntary draw


def test_voluntary_draw_on_allows_drawing_with_a_playable_card():
    game = deal([["red_1"], ["blue_1"]], "red_5", ["green_9"])
    assert Draw() in game.legal_actions(0)
    draw(game, 0)
    assert hand(game, 0) == ["green_9", "red_1"]
    assert turn(game) == ("turn", 1)


def test_voluntary_draw_off_forbids_drawing_with_a_playable_card():
    game = deal([["red_1", "blue_2"], ["blue_1", "green_1"]], "red_5", ["green_9"],
                voluntary_draw=False)
    assert Draw() not in game.legal_actions(0)
    assert refused(game, 0, Draw()) == "must_play_a_card"
    play(game, 0, "red_1")
    # seat 1 holds nothing playable on red_1 except... blue_1 and green_1 both match the 1
    assert Draw() not in game.legal_actions(1)


def test_voluntary_draw_off_still_draws_without_a_playable_card():
    game = deal([["blue_1"], ["blue_2"]], "red_5", ["green_9"], voluntary_draw=False)
    assert game.legal_actions(0) == [Draw()]


# ---------------------------------------------------------------- draw rules


def test_draw_one_may_play_the_drawn_card_and_only_it():
    game = deal([["red_1", "blue_2"], ["blue_1", "green_1"]], "red_5", ["red_9"])
    draw(game, 0)
    assert turn(game) == ("drawn", 0)
    assert game.legal_actions(0) == [Play(card("red_9")), Pass()]
    assert refused(game, 0, Play(card("red_1"))) == "only_the_drawn_card"
    assert game.view(0).drawn_card == card("red_9")
    assert game.view(1).drawn_card is None
    play(game, 0, "red_9")
    assert game.discard[-1] == card("red_9")
    assert turn(game) == ("turn", 1)


def test_draw_one_may_play_keeping_the_drawn_card_ends_the_turn():
    game = deal([["red_1", "blue_2"], ["blue_1", "green_1"]], "red_5", ["red_9"])
    draw(game, 0)
    keep(game, 0)
    assert hand(game, 0) == ["blue_2", "red_1", "red_9"]
    assert turn(game) == ("turn", 1)


def test_draw_one_may_play_an_unplayable_drawn_card_ends_the_turn():
    game = deal([["red_1", "blue_2"], ["blue_1", "green_1"]], "red_5", ["green_9"])
    draw(game, 0)
    assert turn(game) == ("turn", 1)


def test_draw_one_end_turn_never_plays_the_drawn_card():
    game = deal([["red_1", "blue_2"], ["blue_1", "green_1"]], "red_5", ["red_9"],
                draw_rule="draw_one_end_turn")
    draw(game, 0)
    assert hand(game, 0) == ["blue_2", "red_1", "red_9"]
    assert turn(game) == ("turn", 1)


def test_draw_until_playable_plays_the_first_legal_card_at_once():
    game = deal([["blue_2"], ["blue_1"]], "red_5", ["green_9", "yellow_1", "red_8", "red_9"],
                draw_rule="draw_until_playable")
    events = draw(game, 0)
    assert [e.count for e in of_type(events, CardsDrawn)] == [1, 1, 1]
    assert of_type(events, CardPlayed) == [CardPlayed(0, card("red_8"), forced=True)]
    assert hand(game, 0) == ["blue_2", "green_9", "yellow_1"]
    assert turn(game) == ("turn", 1)


def test_draw_until_playable_a_drawn_wild_is_played_and_the_colour_declared():
    game = deal([["blue_2"], ["blue_1"]], "red_5", ["green_9", "black_wild"],
                draw_rule="draw_until_playable")
    draw(game, 0)
    assert turn(game) == ("color", 0)
    assert game.discard[-1] == card("black_wild")


NO_RED = ["green_1", "green_2", "green_3", "green_4", "green_6", "green_7", "green_8",
          "green_9", "yellow_1", "yellow_2", "yellow_3", "yellow_4", "yellow_6", "yellow_7"]


def test_draw_until_playable_stops_at_the_cap():
    game = deal([["blue_2"], ["blue_1"]], "red_5", [*NO_RED, "red_9"],
                draw_rule="draw_until_playable", draw_until_cap=10)
    draw(game, 0)
    assert len(game.hands[0]) == 11
    assert turn(game) == ("turn", 1)
    assert game.discard[-1] == card("red_5")


def test_draw_until_playable_cap_can_be_small():
    game = deal([["blue_2"], ["blue_1"]], "red_5", [*NO_RED, "red_9"],
                draw_rule="draw_until_playable", draw_until_cap=3)
    draw(game, 0)
    assert len(game.hands[0]) == 4
    assert turn(game) == ("turn", 1)


def test_draw_until_playable_unlimited_draws_until_a_legal_card():
    game = deal([["blue_2"], ["blue_1"]], "red_5", [*NO_RED, "red_9"],
                draw_rule="draw_until_playable", draw_until_cap="unlimited")
    assert game.options.draw_until_cap is None
    draw(game, 0)
    assert len(game.hands[0]) == 1 + len(NO_RED)
    assert game.discard[-1] == card("red_9")
    assert turn(game) == ("turn", 1)


@pytest.mark.parametrize("rule", ["draw_one_may_play", "draw_one_end_turn",
                                  "draw_until_playable"])
def test_draw_rules_never_change_penalty_draws(rule):
    game = deal([["red_draw_two", "red_1"], ["blue_1", "blue_2"]], "red_5",
                ["red_9", "red_8", "red_7"], draw_rule=rule)
    play(game, 0, "red_draw_two")
    assert hand(game, 1) == ["blue_1", "blue_2", "red_8", "red_9"]
    assert turn(game) == ("turn", 0)
