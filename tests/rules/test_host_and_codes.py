"""Host actions (Timeout, TurnTimeout, NextHand) and every IllegalAction code path."""

import pytest
from helpers import deal, draw, hand, play, refused, turn

from rules import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    NextHand,
    Pass,
    Play,
    SwapHands,
    Timeout,
    TurnTimeout,
)
from rules.cards import card
from rules.events import TurnTimedOut

WD4 = "black_wild_draw_four"
DRAWS = ["red_9", "yellow_1", "yellow_2", "yellow_3", "yellow_4"]
HANDS = [["red_1", WD4, "blue_1"], ["blue_2", "blue_3", "blue_4"],
         ["green_1", "green_2", "green_3"]]


def game_(**opts):
    return deal(HANDS, "red_5", DRAWS, **opts)


# ---------------------------------------------------------------- TurnTimeout defaults


def test_turn_timeout_on_a_turn_draws():
    game = game_()
    assert TurnTimeout() in game.legal_actions(None)
    events = game.apply(None, TurnTimeout())
    assert events[0] == TurnTimedOut(0)
    assert len(game.hands[0]) == 4
    assert turn(game) == ("drawn", 0)  # red_9 is playable
    game.apply(None, TurnTimeout())  # the drawn card is kept
    assert turn(game) == ("turn", 1)
    assert "red_9" in hand(game, 0)


def test_turn_timeout_on_a_colour_choice_takes_the_most_held_colour():
    game = game_()
    play(game, 0, WD4)
    game.apply(None, TurnTimeout())  # seat 0 holds red_1 and blue_1: red comes first
    assert game.active_color == Color.RED


def test_turn_timeout_on_a_penalty_accepts():
    game = game_()
    play(game, 0, WD4, color="green")
    game.apply(None, TurnTimeout())
    assert len(game.hands[1]) == 7
    assert turn(game) == ("turn", 2)


def test_turn_timeout_on_a_seven_keeps_the_hands():
    game = deal([["red_7", "red_1"], ["blue_1", "blue_2"], ["green_1", "green_2"]], "red_5",
                seven_card="swap_chosen")
    play(game, 0, "red_7")
    game.apply(None, TurnTimeout())
    assert hand(game, 0) == ["red_1"]
    assert turn(game) == ("turn", 1)


def test_turn_timeout_on_a_zero_swap_takes_the_first_choice():
    game = deal([["red_0", "red_1", "red_2"], ["blue_1", "blue_2", "blue_3"],
                 ["green_1", "green_2", "green_3"]], "red_5", zero_card="swap_fewest")
    play(game, 0, "red_0")
    assert turn(game) == ("zero_swap", 0)
    game.apply(None, TurnTimeout())
    assert hand(game, 1) == ["red_1", "red_2"]


def test_turn_timeout_closes_the_uno_window():
    game = deal([["red_1", "red_2"], ["blue_2", "blue_3"], ["green_1", "green_2"]], "red_5",
                DRAWS)
    play(game, 0, "red_1")
    game.apply(None, TurnTimeout())
    assert CatchUno(0) not in game.legal_actions(2)


def test_timeout_only_while_a_window_is_open():
    game = game_()
    assert Timeout() not in game.legal_actions(None)
    assert refused(game, None, Timeout()) == "nothing_to_time_out"


def test_next_hand_only_between_hands():
    game = game_()
    assert refused(game, None, NextHand()) == "nothing_to_time_out"


# ---------------------------------------------------------------- IllegalAction codes


class Unknown:
    pass


def at_turn():
    return game_()


def at_drawn():
    game = game_()
    draw(game, 0)
    return game


def at_color():
    game = game_()
    play(game, 0, WD4)
    return game


def at_penalty(**opts):
    game = game_(**opts)
    play(game, 0, WD4, color="green")
    return game


def at_wd4_stack(**opts):
    """Seat 1 faces a Wild Draw Four that it could stack but for the colour test: it holds
    the green just named."""
    opts = {"wd4_mode": "enforce", "stacking": "same_type", **opts}
    game = deal([[WD4, "blue_1", "blue_2"], [WD4, "green_2", "green_3"],
                 ["yellow_1", "yellow_2", "yellow_3"]], "red_5", DRAWS, **opts)
    play(game, 0, WD4, color="green")
    return game


def at_penalty_after_draw_two():
    game = deal([["red_draw_two", "red_1"], ["blue_2", "blue_3"], ["green_1", "green_2"]],
                "red_5", DRAWS, jump_in=True)
    play(game, 0, "red_draw_two")
    return game


def at_seven():
    game = deal([["red_7", "red_1"], ["blue_1", "blue_2"], ["green_1", "green_2"]], "red_5",
                seven_card="swap_chosen")
    play(game, 0, "red_7")
    return game


def at_uno_window():
    game = deal([["red_1", "red_2"], ["blue_2", "blue_3"], ["green_1", "green_2"]], "red_5",
                DRAWS)
    play(game, 0, "red_1")
    return game


def at_hand_over():
    game = deal([["red_1"], ["blue_2"], ["green_1"]], "red_5")
    play(game, 0, "red_1")
    return game


def at_game_over():
    game = deal([["red_1"], ["blue_2"], ["green_1"]], "red_5", scoring="single_hand")
    play(game, 0, "red_1")
    return game


CASES = [
    (at_turn, 0, Play(card("green_9")), "card_not_in_hand"),
    (at_turn, 0, Play(card("red_1"), 0), "malformed_action"),  # issue 38
    (at_turn, 0, Play(card("red_1"), -1), "malformed_action"),
    (at_turn, 0, Play(card("green_9"), 0), "malformed_action"),
    (at_turn, 0, Play(card("blue_1")), "does_not_match"),
    (at_turn, 1, Play(card("blue_2")), "not_your_turn"),
    (at_turn, 1, Draw(), "not_your_turn"),
    (at_turn, 0, Play(card("red_1"), 2), "card_not_in_hand"),
    (at_turn, 0, Play("red_1"), "malformed_action"),
    (at_turn, 0, Play(card("red_1"), 1.5), "malformed_action"),
    (at_turn, 0, Unknown(), "unknown_action"),
    (at_turn, 0, Pass(), "not_allowed_now"),
    (at_turn, 0, Accept(), "not_allowed_now"),
    (at_turn, 0, Challenge(), "not_allowed_now"),
    (at_turn, 1, CallUno(), "uno_not_needed"),
    (at_turn, 1, CatchUno(0), "nothing_to_catch"),
    (at_turn, 0, TurnTimeout(), "host_only"),
    (at_turn, 0, Timeout(), "host_only"),
    (at_turn, None, Play(card("red_1")), "host_only"),
    (at_turn, 7, Draw(), "no_such_seat"),
    (at_turn, -1, Draw(), "no_such_seat"),
    (lambda: game_(wd4_mode="enforce"), 0, Play(card(WD4)), "wild_draw_four_not_allowed"),
    (lambda: game_(voluntary_draw=False), 0, Draw(), "must_play_a_card"),
    (at_drawn, 0, Play(card("red_1")), "only_the_drawn_card"),
    (at_drawn, 0, Draw(), "not_allowed_now"),
    (at_color, 0, Draw(), "choose_a_color"),
    (at_color, 0, ChooseColor("purple"), "no_such_color"),
    (at_color, 1, ChooseColor(Color.RED), "not_your_turn"),
    (at_penalty, 1, Draw(), "take_the_penalty"),
    (at_penalty, 1, Play(card("blue_2")), "stacking_off"),
    (lambda: at_penalty(stacking="same_type"), 1, Play(card("blue_2")), "cannot_stack"),
    (at_penalty_after_draw_two, 1, Challenge(), "nothing_to_challenge"),
    (at_penalty, 2, Accept(), "not_your_turn"),
    (at_seven, 0, SwapHands(0), "not_a_swap_target"),
    (at_seven, 0, SwapHands(9), "no_such_seat"),
    (at_seven, 0, SwapHands(-1), "no_such_seat"),
    (at_uno_window, 1, CatchUno(3), "no_such_seat"),
    (at_wd4_stack, 1, Play(card(WD4)), "wild_draw_four_not_allowed"),  # issue 38
    (lambda: at_wd4_stack(wd4_mode="bluff", stacking="off"), 1, Play(card(WD4)),
     "stacking_off"),
    (at_seven, 0, Draw(), "choose_swap"),
    (at_uno_window, 0, CatchUno(0), "cannot_catch_yourself"),
    (at_uno_window, 1, CatchUno(2), "nothing_to_catch"),
    (at_hand_over, 0, Draw(), "hand_over"),
    (at_hand_over, 1, CallUno(), "hand_over"),
    (at_hand_over, None, Timeout(), "nothing_to_time_out"),
    (at_game_over, None, NextHand(), "game_over"),
    (at_game_over, 1, Draw(), "game_over"),
]


@pytest.mark.parametrize(("setup", "seat", "action", "code"), CASES,
                         ids=[f"{c[0].__name__}-{c[3]}-{i}" for i, c in enumerate(CASES)])
def test_illegal_action_codes(setup, seat, action, code):
    game = setup()
    assert refused(game, seat, action) == code
    assert code.isidentifier()


def test_turn_timeout_on_a_penalty_closes_the_uno_window_like_an_accept():
    game = deal([["red_draw_two", "red_1"], ["blue_2", "blue_3"], ["green_1", "green_2"]],
                "red_5", DRAWS, jump_in=True)
    play(game, 0, "red_draw_two")  # seat 0 holds one card and did not call
    assert turn(game) == ("penalty", 1)
    assert CatchUno(0) in game.legal_actions(2)
    game.apply(None, TurnTimeout())
    assert len(game.hands[1]) == 4
    assert CatchUno(0) not in game.legal_actions(2)
