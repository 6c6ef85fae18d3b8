"""UNO Speed Racer (docs/rules.md §3.4, A29): Racer X starts a +1 race; the loser draws 3."""

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
    top,
    turn,
)

from rules import ChooseColor, Pass, Play
from rules.cards import Color, card
from rules.editions import get_edition
from rules.editions.common import RaceEnded, RaceStarted
from rules.events import CardPlayed, FirstCard, HandEnded

RX = "black_racer_x"


def test_deck_is_108_plus_four_racer_x_cards():
    deck = get_edition("speed_racer").deck(options("speed_racer"))
    assert len(deck) == 112
    assert Counter(c.kind for c in deck)["racer_x"] == 4
    assert get_edition("speed_racer").card_points(card(RX), options("speed_racer")) == 50


HANDS = [[RX, "red_1", "blue_2"], ["yellow_5", "red_5", "green_9"],
         ["blue_6", "green_2", "green_3"]]


def race_game(hands=HANDS, turned=("red_skip", "black_wild", "green_4"), **opts):
    game = deal("speed_racer", hands, "red_7", [*turned, "yellow_1", "yellow_2", "yellow_3"],
                **opts)
    events = play(game, 0, RX)
    return game, events


def test_cards_are_turned_until_a_number_which_starts_the_race():
    game, events = race_game()
    assert [c.code for c in game.discard[-4:]] == [RX, "red_skip", "black_wild", "green_4"]
    assert of_type(events, FirstCard) == [FirstCard(card("red_skip")),
                                          FirstCard(card("black_wild")),
                                          FirstCard(card("green_4"))]
    assert RaceStarted("racer_x", 0, 4) in events
    assert turn(game) == ("race", 1)
    assert color(game) == "green"  # no colour is declared for Racer X
    assert game.view(2).edition_state == {"race_number": 4}


def test_each_seat_plays_the_next_number_any_colour_the_first_that_cannot_loses():
    game, _ = race_game()
    assert set(decisions(game, 1)) == {Play(card("yellow_5")), Play(card("red_5")), Pass()}
    assert refused(game, 1, Play(card("green_9"))) == "race_needs_next_number"
    assert refused(game, 1, ChooseColor(Color.RED)) == "not_allowed_now"
    play(game, 1, "yellow_5")
    assert turn(game) == ("race", 2)
    play(game, 2, "blue_6")
    assert turn(game) == ("race", 0)
    assert decisions(game, 0) == [Pass()]  # no 7
    events = game.apply(0, Pass())
    assert RaceEnded("racer_x", loser=0) in events
    assert drawn(events) == {0: 3}
    assert turn(game) == ("turn", 1)  # next(loser)
    assert color(game) == "blue" and top(game) == "blue_6"
    assert game.view(1).edition_state == {}


def test_a_seat_that_will_not_continue_loses_too():
    game, _ = race_game()
    events = game.apply(1, Pass())
    assert RaceEnded("racer_x", loser=1) in events
    assert drawn(events) == {1: 3}
    assert turn(game) == ("turn", 2)
    assert color(game) == "green"


def test_after_nine_comes_zero():
    hands = [[RX, "red_1", "blue_2"], ["yellow_9", "red_5", "green_9"],
             ["blue_0", "green_2", "green_3"]]
    game, events = race_game(hands, turned=("red_8",))
    assert RaceStarted("racer_x", 0, 8) in events
    play(game, 1, "yellow_9")
    assert decisions(game, 2) == [Play(card("blue_0")), Pass()]
    play(game, 2, "blue_0")
    assert decisions(game, 0) == [Play(card("red_1")), Pass()]
    play(game, 0, "red_1")
    assert decisions(game, 1) == [Pass()]
    game.apply(1, Pass())
    assert turn(game) == ("turn", 2) and color(game) == "red"


def test_a_turned_nine_asks_for_a_zero():
    hands = [[RX, "red_1", "blue_2"], ["yellow_0", "red_5", "green_9"],
             ["blue_6", "green_2", "green_3"]]
    game, _ = race_game(hands, turned=("red_9",))
    assert Play(card("yellow_0")) in decisions(game, 1)


def test_going_out_in_the_race_wins_the_hand():
    game = deal("speed_racer", [["blue_9", RX], ["red_2", "yellow_5"], ["red_3", "blue_6"]],
                "red_7", ["yellow_1", "green_4"])
    draw(game, 0)  # yellow 1 does not match red 7
    play(game, 1, "red_2")
    play(game, 2, "red_3")
    play(game, 0, RX)
    assert turn(game) == ("race", 1)
    events = play(game, 1, "yellow_5")
    assert of_type(events, HandEnded)[0].winner == 1


def test_two_players_race_back_and_forth():
    game = deal("speed_racer", [[RX, "red_6", "blue_2"], ["yellow_5", "red_7", "green_9"]],
                "red_7", ["green_4", "yellow_1", "yellow_2", "yellow_3"])
    play(game, 0, RX)
    play(game, 1, "yellow_5")
    play(game, 0, "red_6")
    play(game, 1, "red_7")
    events = game.apply(0, Pass())
    assert drawn(events) == {0: 3}
    assert turn(game) == ("turn", 1)


def test_no_jumping_in_during_a_race():
    hands = [[RX, "red_1", "yellow_5"], ["yellow_5", "red_5", "green_9"],
             ["blue_6", "green_2", "green_3"]]
    game, _ = race_game(hands, jump_in=True)
    play(game, 1, "yellow_5")
    assert Play(card("yellow_5")) not in game.legal_actions(0)
    assert refused(game, 0, Play(card("yellow_5"))) == "not_your_turn"


def test_racer_x_as_last_card_ends_the_hand_first():
    game = deal("speed_racer", [[RX], ["yellow_5"]], "red_7", ["green_4"])
    events = play(game, 0, RX)
    assert of_type(events, HandEnded)[0].winner == 0
    assert not of_type(events, RaceStarted)
    assert [e.card.code for e in of_type(events, CardPlayed)] == [RX]


def test_racer_x_start_card_goes_back():
    game = deal("speed_racer", [["red_1"], ["green_1"]], RX, ["yellow_1"])
    assert of_type(game.start_events, FirstCard)[0] == FirstCard(card(RX), returned=True)


def test_racer_x_on_an_empty_pile_turns_from_the_reshuffled_discards():
    game = deal("speed_racer", [[RX, "red_1"], ["green_1", "green_2"]], "red_7")
    game.discard[:0] = game.draw_pile
    game.draw_pile.clear()
    play(game, 0, RX)
    assert turn(game) == ("race", 1)
    assert top(game) != RX


def test_racer_x_with_every_number_in_a_hand_acts_as_a_plain_wild():
    # Only specials are left to turn: turning them would cycle through reshuffles for ever.
    game = deal("speed_racer", [[RX, "red_1"], ["green_1", "green_2"]], "red_7")
    specials = [c for c in game.draw_pile if c.kind != "number"]
    game.hands[1] += [*game.discard, *(c for c in game.draw_pile if c.kind == "number")]
    game.discard[:] = specials[:1]  # a special under the Racer X, to be reshuffled
    game.draw_pile[:] = specials[1:]
    events = play(game, 0, RX)
    assert not of_type(events, FirstCard) and not of_type(events, RaceStarted)
    assert turn(game) == ("color", 0)
    game.apply(0, ChooseColor(Color.BLUE))
    assert turn(game) == ("turn", 1) and color(game) == "blue"
