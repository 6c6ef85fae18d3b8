"""UNO FIFA World Cup 2006 (docs/rules.md §3.8, A31): the Offside card."""

from collections import Counter

from edition_helpers import (
    color,
    deal,
    decisions,
    draw,
    drawn,
    of_type,
    options,
    play,
    refused,
    sizes,
    turn,
)

from rules import Accept, Challenge, Play
from rules.cards import card
from rules.editions import get_edition
from rules.editions.common import EffectCancelled
from rules.events import CardsDrawn, FirstCard, HandEnded

OFF = "black_offside"
WD4 = "black_wild_draw_four"
DRAWS = [f"yellow_{n}" for n in range(1, 10)]


def test_deck_is_108_plus_four_offside_cards():
    deck = get_edition("fifa2006").deck(options("fifa2006"))
    assert len(deck) == 112
    assert Counter(c.kind for c in deck)["offside"] == 4
    assert get_edition("fifa2006").card_points(card(OFF), options("fifa2006")) == 50


def test_offside_against_a_draw_two_nobody_draws_and_play_goes_on():
    game = deal("fifa2006", [["red_draw_two", "red_1"], [OFF, "green_1"], ["blue_1", "blue_2"]],
                "red_5", DRAWS)
    play(game, 0, "red_draw_two")
    assert turn(game) == ("penalty", 1)
    assert decisions(game, 1) == [Accept(), Play(card(OFF))]
    events = play(game, 1, OFF, color="blue")
    assert EffectCancelled(1, "penalty") in events
    assert not of_type(events, CardsDrawn)
    assert game.pending == 0
    assert turn(game) == ("turn", 2) and color(game) == "blue"
    assert sizes(game) == [1, 1, 2]


def test_offside_against_a_wild_draw_four_waives_the_challenge():
    game = deal("fifa2006", [[WD4, "red_1"], [OFF, "green_1"], ["blue_1", "blue_2"]],
                "red_5", DRAWS)
    play(game, 0, WD4, color="green")
    assert decisions(game, 1) == [Accept(), Challenge(), Play(card(OFF))]
    events = play(game, 1, OFF, color="yellow")
    assert not of_type(events, CardsDrawn)
    assert game.wd4_challenge is None
    assert turn(game) == ("turn", 2) and color(game) == "yellow"


def test_offside_cancels_a_whole_stacked_penalty():
    game = deal("fifa2006", [["red_draw_two", "red_1"], [WD4, "blue_1"], [OFF, "green_1"],
                             ["green_2", "green_3"]], "red_5", DRAWS, stacking="seed001")
    play(game, 0, "red_draw_two")
    play(game, 1, WD4, color="green")
    assert game.pending == 6 and turn(game) == ("penalty", 2)
    events = play(game, 2, OFF, color="red")
    assert not of_type(events, CardsDrawn)
    assert turn(game) == ("turn", 3)


def test_offside_is_a_wild_on_its_own_turn():
    game = deal("fifa2006", [[OFF, "red_1"], ["green_1", "green_2"]], "red_5", DRAWS)
    events = play(game, 0, OFF, color="green")
    assert not of_type(events, EffectCancelled)
    assert turn(game) == ("turn", 1) and color(game) == "green"


def test_without_an_offside_the_penalty_is_still_a_decision():
    # Always asked, so taking the cards does not tell who holds no Offside card.
    game = deal("fifa2006", [["red_draw_two", "red_1"], ["green_1", "green_2"],
                             ["blue_1", "blue_2"]], "red_5", DRAWS)
    play(game, 0, "red_draw_two")
    assert decisions(game, 1) == [Accept()]
    assert refused(game, 1, Play(card(OFF))) == "card_not_in_hand"
    events = game.apply(1, Accept())
    assert drawn(events) == {1: 2}
    assert turn(game) == ("turn", 2)


def test_offside_two_players_the_draw_two_player_plays_next():
    game = deal("fifa2006", [["red_draw_two", "red_1"], [OFF, "green_1"]], "red_5", DRAWS)
    play(game, 0, "red_draw_two")
    play(game, 1, OFF, color="red")
    assert turn(game) == ("turn", 0)


def test_offside_follows_the_direction_of_play():
    game = deal("fifa2006", [["red_reverse", "red_1"], ["green_1", "green_2"],
                             [OFF, "blue_2"], ["red_draw_two", "blue_3"]], "red_5", DRAWS)
    play(game, 0, "red_reverse")
    play(game, 3, "red_draw_two")
    assert turn(game) == ("penalty", 2)
    play(game, 2, OFF, color="green")
    assert turn(game) == ("turn", 1)


def test_offside_as_last_card_against_a_penalty_wins_nobody_draws():
    game = deal("fifa2006", [["red_1", "red_draw_two", "blue_9", "blue_8"],
                             ["red_2", "red_3", "red_4", OFF]], "red_5", DRAWS)
    play(game, 0, "red_1")
    play(game, 1, "red_2")
    draw(game, 0)
    play(game, 1, "red_3")
    draw(game, 0)
    play(game, 1, "red_4")
    play(game, 0, "red_draw_two")
    assert turn(game) == ("penalty", 1)
    events = game.apply(1, Play(card(OFF)))
    assert not of_type(events, CardsDrawn)
    ended = of_type(events, HandEnded)[0]
    assert ended.winner == 1
    assert ended.hand_values == (20, 0)  # blue 9 + 8, yellow 1 + 2


def test_a_draw_two_as_last_card_wins_even_when_offside_answers_it():
    game = deal("fifa2006", [["red_draw_two"], [OFF], ["blue_1"]], "red_5", DRAWS)
    play(game, 0, "red_draw_two")
    assert turn(game) == ("penalty", 1)  # the draws come first (§1.9)
    events = game.apply(1, Play(card(OFF)))
    assert not of_type(events, CardsDrawn)
    assert of_type(events, HandEnded)[0].winner == 0


def test_offside_start_card_goes_back():
    game = deal("fifa2006", [["red_1"], ["green_1"]], OFF, DRAWS)
    assert of_type(game.start_events, FirstCard)[0] == FirstCard(card(OFF), returned=True)
