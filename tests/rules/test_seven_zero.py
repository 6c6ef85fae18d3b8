"""docs/rules.md §2.4 the 7-0 rule in all modes."""

import pytest
from helpers import deal, decisions, hand, keep, of_type, play, refused, turn

from rules import Pass, SwapHands
from rules.events import HandsRotated, HandsSwapped

H0 = ["red_7", "red_0", "red_1"]
H1 = ["blue_1", "blue_2", "blue_3"]
H2 = ["green_1", "green_2", "green_3"]
H3 = ["yellow_1", "yellow_2", "yellow_3"]


def test_seven_offers_a_swap_with_any_seat_or_none():
    game = deal([H0, H1, H2, H3], "red_5", seven_card="swap_chosen")
    play(game, 0, "red_7")
    assert turn(game) == ("seven", 0)
    assert decisions(game, 0) == [SwapHands(1), SwapHands(2), SwapHands(3), Pass()]
    assert refused(game, 0, SwapHands(0)) == "not_a_swap_target"
    events = game.apply(0, SwapHands(2))
    assert of_type(events, HandsSwapped) == [HandsSwapped(0, 2)]
    assert hand(game, 0) == sorted(H2)
    assert hand(game, 2) == ["red_0", "red_1"]
    assert turn(game) == ("turn", 1)


def test_seven_may_keep_the_hands():
    game = deal([H0, H1, H2, H3], "red_5", seven_card="swap_chosen")
    play(game, 0, "red_7")
    keep(game, 0)
    assert hand(game, 0) == ["red_0", "red_1"]
    assert turn(game) == ("turn", 1)


def test_seven_without_the_option_does_nothing():
    game = deal([H0, H1, H2, H3], "red_5")
    play(game, 0, "red_7")
    assert turn(game) == ("turn", 1)


@pytest.mark.parametrize("direction", [1, -1])
def test_zero_rotate_all_moves_every_hand_in_the_direction_of_play(direction):
    game = deal([H0, H1, H2, H3], "red_5", zero_card="rotate_all")
    game.direction = direction
    events = play(game, 0, "red_0")
    assert of_type(events, HandsRotated) == [HandsRotated(direction)]
    before = [["red_1", "red_7"], sorted(H1), sorted(H2), sorted(H3)]
    for s in range(4):
        assert hand(game, (s + direction) % 4) == before[s]
    assert turn(game) == ("turn", direction % 4)


def test_zero_swap_fewest_tie_lets_the_player_choose():
    game = deal([["red_0", "red_2", "red_1"], ["red_3", "blue_3", "blue_2"],
                 ["red_4", "green_4", "green_2"], ["red_6", "yellow_6", "yellow_2"]], "red_5",
                ["green_9"], zero_card="swap_fewest")
    play(game, 0, "red_2")
    play(game, 1, "red_3")
    play(game, 2, "red_4")
    game.apply(3, game.legal_actions(3)[-1])  # seat 3 draws and keeps 4 cards
    assert [len(h) for h in game.hands] == [2, 2, 2, 4]
    play(game, 0, "red_0")  # seats 1 and 2 tie with 2 cards: the player chooses
    assert turn(game) == ("zero_swap", 0)
    assert decisions(game, 0) == [SwapHands(1), SwapHands(2)]
    assert refused(game, 0, SwapHands(3)) == "not_a_swap_target"
    assert refused(game, 0, Pass()) == "choose_swap"
    game.apply(0, SwapHands(2))
    assert hand(game, 0) == ["green_2", "green_4"]
    assert hand(game, 2) == ["red_1"]
    assert turn(game) == ("turn", 1)


def test_zero_swap_fewest_without_a_tie_swaps_at_once():
    game = deal([["red_0", "red_1", "red_2"], ["red_3", "blue_3", "blue_2"],
                 ["green_4", "green_6", "green_2"]], "red_5", ["yellow_9"],
                zero_card="swap_fewest")
    play(game, 0, "red_1")
    play(game, 1, "red_3")
    game.apply(2, game.legal_actions(2)[-1])  # seat 2 draws: 4 cards
    events = play(game, 0, "red_0")
    assert of_type(events, HandsSwapped) == [HandsSwapped(0, 1)]
    assert hand(game, 0) == ["blue_2", "blue_3"]
    assert hand(game, 1) == ["red_2"]
    assert turn(game) == ("turn", 1)


@pytest.mark.parametrize(("code", "option"), [
    ("red_7", {"seven_card": "swap_chosen"}),
    ("red_0", {"zero_card": "rotate_all"}),
    ("red_0", {"zero_card": "swap_fewest"}),
])
def test_last_card_seven_or_zero_ends_the_hand_and_nothing_moves(code, option):
    game = deal([[code], ["blue_1"], ["green_1"]], "red_5", **option)
    events = play(game, 0, code)
    assert of_type(events, HandsSwapped) == of_type(events, HandsRotated) == []
    assert game.hand_winner == 0
    assert hand(game, 1) == ["blue_1"]


def test_teams_a_seven_may_pass_cards_to_the_partner():
    game = deal([H0, H1, H2, H3], "red_5", seven_card="swap_chosen", teams="alternate_seats")
    play(game, 0, "red_7")
    assert SwapHands(2) in decisions(game, 0)  # seat 2 is the partner
    game.apply(0, SwapHands(2))
    assert hand(game, 2) == ["red_0", "red_1"]
