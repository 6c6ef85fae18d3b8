"""docs/rules.md §2.3 playing several identical cards at once."""

from helpers import (
    accept,
    challenge,
    deal,
    decisions,
    of_type,
    play,
    plays_of,
    refused,
    turn,
)

from rules import Accept, Challenge, Play
from rules.cards import card
from rules.events import CardPlayed, ChallengeResolved, DirectionChanged, TurnSkipped

WD4 = "black_wild_draw_four"
FILL = ["green_1", "green_2", "green_3"]
DRAWS = [f"yellow_{n}" for n in (1, 2, 3, 4, 6, 7, 8, 9)] + ["blue_1", "blue_2", "blue_8"]


def table(first, *rest, seats=4, **opts):
    opts.setdefault("multi_play", True)
    hands = [first, *rest]
    filler = [["green_4", "green_6", "green_7"], ["yellow_5", "yellow_6", "yellow_7"],
              ["blue_4", "blue_6", "blue_7"]]
    while len(hands) < seats:
        hands.append(filler[len(hands) - 1])
    return deal(hands, "red_5", DRAWS, **opts)


def test_identical_cards_offered_with_their_count():
    game = table(["red_skip", "red_skip", "blue_skip"])
    assert plays_of(game, 0) == {("red_skip", 1), ("red_skip", 2)}  # blue_skip does not match


def test_the_first_card_must_be_legal():
    game = table(["blue_3", "blue_3", "blue_skip"])
    assert refused(game, 0, Play(card("blue_3"), 2)) == "does_not_match"


def test_more_cards_than_held_or_multi_play_off():
    game = table(["red_3", "red_3", "blue_skip"])
    assert refused(game, 0, Play(card("red_3"), 3)) == "card_not_in_hand"
    game = table(["red_3", "red_3", "blue_skip"], multi_play=False)
    assert plays_of(game, 0) == {("red_3", 1)}
    assert refused(game, 0, Play(card("red_3"), 2)) == "one_card_at_a_time"


def test_k_skips_skip_k_seats():
    game = table(["red_skip", "red_skip", "blue_9"])
    events = play(game, 0, "red_skip", 2)
    assert of_type(events, CardPlayed) == [CardPlayed(0, card("red_skip"), 2)]
    assert of_type(events, TurnSkipped) == [TurnSkipped(1), TurnSkipped(2)]
    assert turn(game) == ("turn", 3)


def test_k_reverses_flip_k_times():
    game = table(["red_reverse", "red_reverse", "blue_9"])
    events = play(game, 0, "red_reverse", 2)
    assert game.direction == 1
    assert of_type(events, DirectionChanged) == []
    assert turn(game) == ("turn", 1)


def test_k_reverses_with_two_players_act_as_k_skips():
    game = table(["red_reverse", "red_reverse", "blue_9"], seats=2)
    play(game, 0, "red_reverse", 2)
    assert turn(game) == ("turn", 1)  # skip seat 1, skip seat 0: seat 1 plays


def test_k_draw_twos_give_2k():
    game = table(["red_draw_two", "red_draw_two", "blue_9"])
    play(game, 0, "red_draw_two", 2)
    assert len(game.hands[1]) == 3 + 4
    assert turn(game) == ("turn", 2)


def test_k_wd4s_give_4k_with_one_test_and_one_challenge():
    game = table([WD4, WD4, "red_9"])
    events = play(game, 0, WD4, 2, color="blue")
    assert game.pending == 8
    assert decisions(game, 1) == [Accept(), Challenge()]
    events = challenge(game, 1)
    assert of_type(events, ChallengeResolved) == [
        ChallengeResolved(1, 0, True, (card("red_9"),))]
    assert len(game.hands[0]) == 1 + 8
    assert turn(game) == ("turn", 1)


def test_k_wd4s_accepted():
    game = table([WD4, WD4, "blue_9"])
    play(game, 0, WD4, 2, color="blue")
    accept(game, 1)
    assert len(game.hands[1]) == 3 + 8
    assert turn(game) == ("turn", 2)


def test_stacking_several_cards():
    game = table(["red_draw_two", "red_1", "red_2"], ["blue_draw_two", "blue_draw_two", "blue_1"],
                 stacking="same_type")
    play(game, 0, "red_draw_two")
    assert {("blue_draw_two", 1), ("blue_draw_two", 2)} <= plays_of(game, 1)
    play(game, 1, "blue_draw_two", 2)
    assert game.pending == 6
    assert turn(game) == ("penalty", 2)


def test_leaving_one_card_owes_uno_going_out_with_two_does_not():
    game = table(["red_3", "red_3", "blue_9"])
    play(game, 0, "red_3", 2)
    assert game.view(1).uno_open == (0,)
    game = table(["red_3", "red_3"], ["green_1", "green_2"], ["green_4", "green_6"], seats=3)
    play(game, 0, "red_3", 2)
    assert game.hand_winner == 0
