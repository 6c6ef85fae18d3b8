"""UNO Kick (docs/rules.md §3.3, A28): the penalty-kick duel."""

from collections import Counter

from edition_helpers import (
    choose_color,
    color,
    deal,
    decisions,
    draw,
    drawn,
    hand,
    of_type,
    options,
    play,
    refused,
    turn,
)

from rules import CallUno, Pass
from rules.cards import card
from rules.editions import get_edition
from rules.editions.common import ChooseSeat, DuelRound
from rules.events import HandEnded

KICK = "black_penalty_kick"
DRAWS = ["yellow_1", "yellow_2", "yellow_3", "yellow_4"]


def test_deck_is_108_plus_four_penalty_cards():
    deck = get_edition("kick").deck(options("kick"))
    assert len(deck) == 112
    assert Counter(c.kind for c in deck)["penalty_kick"] == 4
    assert get_edition("kick").card_points(card(KICK), options("kick")) == 50


def kick_game(hands, draws=DRAWS, **opts):
    game = deal("kick", hands, "red_5", draws, **opts)
    play(game, 0, KICK)
    return game


HANDS = [[KICK, "red_8", "red_2", "blue_5"], ["green_9", "green_3", "yellow_1", "blue_1"],
         ["blue_7", "blue_6", "green_7", "green_6"]]


def test_the_player_chooses_the_opponent():
    game = kick_game(HANDS)
    assert turn(game) == ("kick_opponent", 0)
    assert decisions(game, 0) == [ChooseSeat(1), ChooseSeat(2)]
    assert refused(game, 0, ChooseSeat(0)) == "choose_an_opponent"
    assert refused(game, 0, Pass()) == "choose_an_opponent"
    assert refused(game, 1, ChooseSeat(2)) == "not_your_turn"


def test_higher_card_wins_the_loser_takes_the_laid_cards_and_two_more():
    game = kick_game(HANDS, draws=["blue_9", "blue_8", "yellow_3"])
    events = game.apply(0, ChooseSeat(1))
    assert of_type(events, DuelRound) == [
        DuelRound("kick", (0, 1), (card("red_8"), card("green_9")), 1, 0)]
    assert drawn(events) == {0: 2}
    assert hand(game, 0) == ["blue_5", "blue_8", "blue_9", "green_9", "red_2", "red_8"]
    assert hand(game, 1) == ["blue_1", "green_3", "yellow_1"]
    assert turn(game) == ("color", 0)
    choose_color(game, 0, "yellow")
    assert turn(game) == ("turn", 1) and color(game) == "yellow"


def test_the_opponent_loses():
    hands = [[KICK, "red_9", "red_2", "blue_5"], ["green_8", "green_3", "yellow_1", "blue_1"],
             HANDS[2]]
    game = kick_game(hands)
    events = game.apply(0, ChooseSeat(1))
    assert of_type(events, DuelRound)[-1].loser == 1
    assert drawn(events) == {1: 2}
    assert hand(game, 0) == ["blue_5", "red_2"]
    assert sorted(hand(game, 1)) == sorted(
        ["green_8", "green_3", "yellow_1", "blue_1", "red_9", "yellow_1", "yellow_2"])


def test_equal_cards_play_another_round_with_the_next_highest():
    hands = [[KICK, "red_8", "red_6", "blue_1"], ["green_8", "green_3", "yellow_1", "blue_2"],
             HANDS[2]]
    game = kick_game(hands)
    events = game.apply(0, ChooseSeat(1))
    rounds = of_type(events, DuelRound)
    assert rounds == [
        DuelRound("kick", (0, 1), (card("red_8"), card("green_8"))),
        DuelRound("kick", (0, 1), (card("red_6"), card("green_3")), 0, 1)]
    assert hand(game, 0) == ["blue_1"]
    assert hand(game, 1) == ["blue_2", "green_3", "green_8", "red_6", "red_8", "yellow_1",
                             "yellow_1", "yellow_2"]


def test_a_seat_without_a_number_draws_until_it_draws_one():
    hands = [[KICK, "red_8", "red_2", "blue_5"],
             ["red_skip", "blue_draw_two", "black_wild", "green_reverse"], HANDS[2]]
    game = kick_game(hands, draws=["red_reverse", "yellow_4", "green_1", "green_2"])
    events = game.apply(0, ChooseSeat(1))
    # seat 1 draws the Reverse (kept) and the 4, lays the 4 and loses
    assert of_type(events, DuelRound)[0].cards == (card("red_8"), card("yellow_4"))
    assert drawn(events) == {1: 4}
    assert "red_reverse" in hand(game, 1) and "yellow_4" in hand(game, 1)


def test_opponent_next_option_needs_no_choice():
    game = kick_game(HANDS, kick_opponent="next")
    assert turn(game) == ("color", 0)


def test_opponent_next_follows_the_direction_of_play():
    hands = [["red_reverse", "red_8", "red_2", "blue_5"], HANDS[1],
             [KICK, "blue_6", "green_7", "green_6"]]
    game = deal("kick", hands, "red_5", DRAWS, kick_opponent="next")
    play(game, 0, "red_reverse")
    events = play(game, 2, KICK)
    assert of_type(events, DuelRound)[-1].seats == (2, 1)


def test_two_players():
    game = deal("kick", [[KICK, "red_8"], ["green_9", "green_3"]], "red_5", DRAWS)
    play(game, 0, KICK)
    assert decisions(game, 0) == [ChooseSeat(1)]
    game.apply(0, ChooseSeat(1))
    choose_color(game, 0, "green")
    assert turn(game) == ("turn", 1)


def test_last_card_the_duel_is_played_and_winning_it_goes_out():
    game = deal("kick", [[KICK], ["green_3"], ["blue_7"]], "red_5", ["yellow_9", "yellow_1"])
    play(game, 0, KICK)
    assert turn(game) == ("kick_opponent", 0)
    events = game.apply(0, ChooseSeat(1))
    # seat 0 holds no number: it draws the 9, lays it, wins; the 9 goes to seat 1
    assert of_type(events, DuelRound)[0] == DuelRound(
        "kick", (0, 1), (card("yellow_9"), card("green_3")), 0, 1)
    assert drawn(events) == {0: 1, 1: 2}
    assert hand(game, 0) == []
    assert of_type(events, HandEnded)[0].winner == 0


def test_last_card_not_out_when_cards_stay_in_hand():
    game = deal("kick", [[KICK], ["green_3"], ["blue_7"]], "red_5",
                ["red_skip", "yellow_9", "yellow_1", "yellow_2"])
    play(game, 0, KICK)
    events = game.apply(0, ChooseSeat(1))
    assert not of_type(events, HandEnded)
    assert hand(game, 0) == ["red_skip"]
    assert turn(game) == ("color", 0)
    choose_color(game, 0, "red")
    assert turn(game) == ("turn", 1)


def test_last_card_losing_the_duel_the_winner_laying_its_last_card_goes_out():
    game = deal("kick", [[KICK], ["green_8"], ["blue_7"]], "red_5",
                ["yellow_2", "yellow_1", "yellow_3"])
    play(game, 0, KICK)
    events = game.apply(0, ChooseSeat(1))
    assert of_type(events, DuelRound)[0].loser == 0
    assert hand(game, 0) == ["green_8", "yellow_1", "yellow_2", "yellow_3"]
    assert hand(game, 1) == []
    assert of_type(events, HandEnded)[0].winner == 1


def test_duel_loser_who_had_called_uno_must_call_again_even_if_nothing_is_left_to_draw():
    game = deal("kick", [[KICK, "red_9"], ["red_2", "green_3"], ["blue_1", "blue_2"]],
                "red_5", DRAWS)
    draw(game, 0)  # yellow 1 does not match
    game.apply(1, CallUno())
    play(game, 1, "red_2")
    draw(game, 2)
    game.apply(2, Pass())  # keeps the yellow 2 it could play
    play(game, 0, KICK)
    # (bookkeeping) nothing left to draw: the pile and the discards go to seat 2
    game.hands[2] += game.draw_pile + game.discard[:-1]
    game.draw_pile.clear()
    del game.discard[:-1]
    events = game.apply(0, ChooseSeat(1))  # 9 beats 3: seat 1 takes the red 9
    assert of_type(events, DuelRound)[0].loser == 1
    assert hand(game, 1) == ["green_3", "red_9"]
    choose_color(game, 0, "red")
    play(game, 1, "red_9")
    assert game.view(0).uno_open == (1,)
