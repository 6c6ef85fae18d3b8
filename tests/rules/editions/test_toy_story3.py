"""UNO Toy Story 3 (docs/rules.md §3.10, A33): the Lotso card."""

from collections import Counter

from edition_helpers import (
    choose_color,
    color,
    deal,
    decisions,
    drawn,
    hand,
    of_type,
    options,
    play,
    refused,
    turn,
)

from rules import ChooseColor
from rules.cards import COLORS, Color, card
from rules.editions import get_edition
from rules.editions.common import NameColor, Named
from rules.events import CardsDrawn, CardsRevealed, HandEnded

LOTSO = "black_lotso"
DRAWS = [f"yellow_{n}" for n in range(1, 10)] + [f"green_{n}" for n in range(1, 10)]


def test_deck_is_108_plus_four_lotso_cards():
    deck = get_edition("toy_story3").deck(options("toy_story3"))
    assert len(deck) == 112
    assert Counter(c.kind for c in deck)["lotso"] == 4
    assert get_edition("toy_story3").card_points(card(LOTSO), options("toy_story3")) == 50


def lotso(hands, **opts):
    game = deal("toy_story3", hands, "red_5", DRAWS, **opts)
    play(game, 0, LOTSO)
    assert turn(game) == ("lotso_name", 0)
    return game


def test_seats_without_the_named_colour_draw_three_others_show_a_card():
    game = lotso([[LOTSO, "red_1"], ["blue_1", "green_2"], ["red_7", "black_wild"],
                  ["blue_4", "blue_6"]])
    assert decisions(game, 0) == [NameColor(c) for c in COLORS]
    assert refused(game, 0, ChooseColor(Color.RED)) == "not_allowed_now"
    events = game.apply(0, NameColor(Color.BLUE))
    assert Named(0, "color", "blue") in events
    assert of_type(events, CardsRevealed) == [
        CardsRevealed(1, (card("blue_1"),), "lotso"), CardsRevealed(3, (card("blue_4"),), "lotso")]
    assert drawn(events) == {2: 3}  # a black card does not count
    assert hand(game, 1) == ["blue_1", "green_2"]  # shown cards are kept
    # then the player declares the new colour, which may differ from the named one
    choose_color(game, 0, "green")
    assert turn(game) == ("turn", 1) and color(game) == "green"


def test_if_everyone_can_show_the_lotso_player_draws_three():
    game = lotso([[LOTSO, "red_1"], ["blue_1", "green_2"], ["blue_7", "black_wild"]])
    events = game.apply(0, NameColor(Color.BLUE))
    assert drawn(events) == {0: 3}
    choose_color(game, 0, "blue")
    assert turn(game) == ("turn", 1)


def test_the_player_itself_is_not_asked_to_show():
    game = lotso([[LOTSO, "green_1"], ["blue_1", "green_2"], ["blue_7", "black_wild"]])
    events = game.apply(0, NameColor(Color.GREEN))
    assert [e.seat for e in of_type(events, CardsRevealed)] == [1]
    assert drawn(events) == {2: 3}


def test_two_players():
    game = lotso([[LOTSO, "red_1"], ["green_1", "green_2"]])
    events = game.apply(0, NameColor(Color.YELLOW))
    assert drawn(events) == {1: 3}
    choose_color(game, 0, "red")
    assert turn(game) == ("turn", 1)


def test_order_follows_the_direction_of_play():
    game = deal("toy_story3", [["red_reverse", "red_1"], ["green_1", "green_2"],
                               ["green_3", "blue_2"], [LOTSO, "blue_3"]], "red_5", DRAWS)
    play(game, 0, "red_reverse")
    play(game, 3, LOTSO)
    events = game.apply(3, NameColor(Color.YELLOW))
    order = [e.seat for e in events if isinstance(e, CardsRevealed | CardsDrawn)]
    assert order == [2, 1, 0]
    choose_color(game, 3, "red")
    assert turn(game) == ("turn", 2)


def test_lotso_as_last_card_the_showing_is_resolved_and_the_player_wins_if_it_draws_nothing():
    game = deal("toy_story3", [[LOTSO], ["green_1"], ["blue_1"]], "red_5", DRAWS)
    play(game, 0, LOTSO)
    assert turn(game) == ("lotso_name", 0)
    events = game.apply(0, NameColor(Color.GREEN))
    assert drawn(events) == {2: 3}
    ended = of_type(events, HandEnded)[0]
    assert ended.winner == 0
    assert ended.hand_values == (0, 1, 1 + 1 + 2 + 3)


def test_lotso_as_last_card_the_player_is_not_out_if_everyone_showed():
    game = deal("toy_story3", [[LOTSO], ["green_1"], ["green_2"]], "red_5", DRAWS)
    play(game, 0, LOTSO)
    events = game.apply(0, NameColor(Color.GREEN))
    assert drawn(events) == {0: 3}
    assert not of_type(events, HandEnded)
    assert turn(game) == ("color", 0)
    choose_color(game, 0, "yellow")
    assert turn(game) == ("turn", 1)
