"""docs/rules.md §1.9 end of hand and scoring, §2.5 teams, §2.6 score multipliers, game end."""

import pytest
from helpers import accept, deal, draw, finish_hand, of_type, options, play, refused, turn

from rules import NextHand, new_game
from rules.cards import card
from rules.events import GameEnded, HandEnded, HandStarted

OUT = [["red_1"], ["black_wild"], ["green_9"]]


def ended(events):
    return of_type(events, HandEnded)[0]


def test_winner_collects_the_opponents_hand_values():
    game = deal(OUT, "red_5")
    e = ended(play(game, 0, "red_1"))
    assert e.winner == 0
    assert e.hand_values == (0, 50, 9)
    assert e.points == (59, 0, 0)
    assert e.scores == (59, 0, 0)
    assert turn(game) == ("hand_over", None)
    assert game.legal_actions(None) == [NextHand()]


def test_wild_points_40():
    game = deal(OUT, "red_5", wild_points=40)
    assert ended(play(game, 0, "red_1")).points == (49, 0, 0)


@pytest.mark.parametrize(("wild", "total"), [(50, 169), (40, 159)])
def test_card_values(wild, total):
    game = deal(OUT, "red_5", wild_points=wild)
    game.hands[1] = [card(c) for c in (
        "black_wild_draw_four", "black_wild", "blue_skip", "blue_reverse", "green_draw_two",
        "green_9", "yellow_0")]
    assert game.hand_value(1) == total  # 50 + wild + 20 + 20 + 20 + 9 + 0


def test_last_card_draws_happen_first_and_count():
    game = deal([["red_draw_two"], ["blue_3"], ["green_9"]], "red_5", ["green_4", "yellow_skip"])
    e = ended(play(game, 0, "red_draw_two"))
    assert e.hand_values == (0, 3 + 4 + 20, 9)
    assert e.points[0] == 36


def test_low_score_wins_every_seat_adds_its_own_hand():
    game = deal(OUT, "red_5", scoring="low_score_wins")
    e = ended(play(game, 0, "red_1"))
    assert e.points == (0, 50, 9)
    assert e.scores == (0, 50, 9)


def test_low_score_wins_lowest_total_wins_when_a_target_is_reached():
    game = deal(OUT, "red_5", scoring="low_score_wins", target_score=50)
    events = play(game, 0, "red_1")
    assert of_type(events, GameEnded) == [GameEnded(0, (0, 50, 9))]
    assert game.over


def test_single_hand_first_out_wins_no_score():
    game = deal(OUT, "red_5", scoring="single_hand")
    events = play(game, 0, "red_1")
    assert ended(events).points == (0, 0, 0)
    assert of_type(events, GameEnded) == [GameEnded(0, (0, 0, 0))]
    assert game.over
    assert game.legal_actions(None) == []


def test_target_score_ends_the_game():
    game = deal(OUT, "red_5", target_score=59)
    events = play(game, 0, "red_1")
    assert of_type(events, GameEnded) == [GameEnded(0, (59, 0, 0))]
    assert turn(game) == ("game_over", None)
    assert game.view(1).winner == 0


def test_below_target_the_next_hand_is_dealt_by_the_next_dealer():
    game = deal(OUT, "red_5", target_score=60)
    play(game, 0, "red_1")
    assert not game.over
    assert refused(game, 0, NextHand()) == "host_only"
    events = game.apply(None, NextHand())
    assert of_type(events, HandStarted) == [HandStarted(2, 0)]
    assert game.dealer == 0  # the dealer passes to the left
    assert game.scores == [59, 0, 0]
    assert [len(h) for h in game.hands] == [1, 1, 1]


def test_dealer_rotation_over_hands():
    game = new_game(options(target_score=100_000), 3, 5, dealer=1)
    assert game.dealer == 1
    for expected in (2, 0, 1, 2):
        finish_hand(game, seed=expected)
        game.apply(None, NextHand())
        assert game.dealer == expected
        assert of_type(game.start_events, HandStarted)[0].dealer == 1


def test_game_end_tie_goes_to_the_hand_winner():
    game = deal(OUT, "red_5", target_score=10, scoring="low_score_wins")
    game.scores = [30, 0, 21]  # seat 0 adds 0, seat 2 adds 9: 30, 50, 30
    events = play(game, 0, "red_1")
    assert of_type(events, GameEnded) == [GameEnded(0, (30, 50, 30))]


def test_game_end_tie_without_the_hand_winner_goes_to_the_lowest_slot():
    game = deal(OUT, "red_5", target_score=50)
    game.scores = [0, 100, 100]
    events = play(game, 0, "red_1")
    assert of_type(events, GameEnded) == [GameEnded(1, (59, 100, 100))]


# ---------------------------------------------------------------- teams (§2.5)


def test_teams_score_the_opposing_team_only():
    game = deal([["red_1"], ["blue_9"], ["green_8"], ["yellow_7"]], "red_5",
                teams="alternate_seats")
    e = ended(play(game, 0, "red_1"))
    assert e.points == (16, 0)  # seats 1 and 3; the partner's 8 does not count
    assert e.scores == (16, 0)
    assert game.view(0).teams is True


def test_teams_the_partner_side_wins_the_game():
    game = deal([["red_1", "red_2"], ["blue_9", "blue_8"], ["red_3", "green_8"],
                 ["yellow_7", "yellow_6"]], "red_5", ["yellow_9", "green_6"],
                teams="alternate_seats", target_score=10)
    play(game, 0, "red_1")
    draw(game, 1)
    play(game, 2, "red_3")
    draw(game, 3)
    play(game, 0, "red_2")
    assert game.over
    assert game.game_winner == 0
    assert game.scores == [9 + 8 + 9 + 7 + 6 + 6, 0]


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_teams_need_an_even_number_of_seats_of_at_least_four(seats):
    with pytest.raises(ValueError):
        new_game(options(teams="alternate_seats"), seats, 0)


def test_teams_with_six_seats():
    game = new_game(options(teams="alternate_seats"), 6, 0)
    assert game.slot_of(4) == 0 and game.slot_of(5) == 1
    assert len(game.scores) == 2


# ---------------------------------------------------------------- multipliers (§2.6)


def multiplier_game(**opts):
    # A (seat 1) ends with {red 0, blue 5, Skip}; B (seat 2) with {9}; the winner with a Wild
    return deal([["red_skip", "red_skip", "black_wild"], ["red_0", "blue_5", "blue_skip"],
                 ["red_4", "red_7", "green_9"]], "red_5", **opts)


def play_out(game):
    play(game, 0, "red_skip")
    play(game, 2, "red_4")
    play(game, 0, "red_skip")
    play(game, 2, "red_7")
    return ended(play(game, 0, "black_wild"))


def test_multiplier_example_118():
    e = play_out(multiplier_game(score_multipliers="seed000"))
    assert e.hand_values == (0, 25, 9)
    assert e.points == (118, 0, 0)


def test_multipliers_off_plain_sum():
    assert play_out(multiplier_game()).points == (34, 0, 0)


def test_multiplier_two_wilds_together_is_four():
    game = deal([["black_wild", "black_wild"], ["red_0", "blue_5"], ["green_9", "green_1"]],
                "red_5", multi_play=True, score_multipliers="seed000")
    e = ended(play(game, 0, "black_wild", 2))
    assert e.points == (5 * 4 * 2 + 10 * 4, 0, 0)


def test_multiplier_two_wd4s_together_is_four_and_draws_count():
    game = deal([["black_wild_draw_four"] * 2, ["blue_5", "blue_6"], ["green_9", "green_1"]],
                "red_5", [f"yellow_{n}" for n in (1, 2, 3, 4, 6, 7, 8, 9)],
                multi_play=True, score_multipliers="seed000")
    play(game, 0, "black_wild_draw_four", 2, color="blue")
    e = ended(accept(game, 1))
    assert e.hand_values[1] == 5 + 6 + 1 + 2 + 3 + 4 + 6 + 7 + 8 + 9
    assert e.points[0] == (e.hand_values[1] + 10) * 4


def test_multiplier_number_last_card_only_zero_counts():
    game = deal([["red_1"], ["red_0"], ["green_9"]], "red_5", score_multipliers="seed000")
    assert ended(play(game, 0, "red_1")).points == (9, 0, 0)


def test_multipliers_with_low_score_wins_apply_to_each_seats_own_penalty():
    e = play_out(multiplier_game(score_multipliers="seed000", scoring="low_score_wins"))
    assert e.points == (0, 100, 18)
