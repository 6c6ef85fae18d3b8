"""docs/rules.md §2.1 stacking in all three modes, and its interaction with the challenge."""

import pytest
from helpers import accept, challenge, color, deal, decisions, hand, of_type, play, refused, turn

from rules import Accept, Challenge, Draw, Play
from rules.cards import card
from rules.events import ChallengeResolved, PenaltyPending, TurnSkipped

WD4 = "black_wild_draw_four"
FILL = ["green_1", "green_2"]
DRAWS = [f"yellow_{n}" for n in (1, 2, 3, 4, 6, 7, 8, 9)] + ["blue_1", "blue_2", "blue_3"]


def test_example_001_a_plus2_b_plus4_c_draws_six_d_plays():
    game = deal([["red_draw_two", "red_1"], [WD4, "blue_1"], ["green_3", "green_4"],
                 ["green_6", "green_7"]], "red_5", DRAWS, stacking="seed001")
    play(game, 0, "red_draw_two")
    assert turn(game) == ("penalty", 1)
    assert Play(card(WD4)) in game.legal_actions(1)
    play(game, 1, WD4, color="green")
    assert turn(game) == ("penalty", 2)
    assert game.pending == 6
    assert (game.view(3).pending, game.view(3).pending_target) == (6, 2)  # the stack counter
    assert decisions(game, 2) == [Accept(), Challenge()]  # C has no +4
    events = accept(game, 2)
    assert len(game.hands[2]) == 8
    assert TurnSkipped(2) in events
    assert turn(game) == ("turn", 3)
    assert game.pending == 0


TABLE = [
    # stacking, top card, answer, allowed
    ("seed001", "red_draw_two", "blue_draw_two", True),
    ("seed001", "red_draw_two", WD4, True),
    ("seed001", WD4, WD4, True),
    ("seed001", WD4, "blue_draw_two", False),
    ("same_type", "red_draw_two", "blue_draw_two", True),
    ("same_type", "red_draw_two", WD4, False),
    ("same_type", WD4, WD4, True),
    ("same_type", WD4, "blue_draw_two", False),
    ("off", "red_draw_two", "blue_draw_two", False),
    ("off", WD4, WD4, False),
]


@pytest.mark.parametrize(("mode", "first", "answer", "allowed"), TABLE)
def test_stacking_table(mode, first, answer, allowed):
    game = deal([[first, "blue_9"], [answer, "yellow_5"], FILL], "red_5", DRAWS, stacking=mode)
    play(game, 0, first, color="blue" if first == WD4 else None)
    if mode == "off" and first != WD4:
        assert turn(game) == ("turn", 2)  # nothing to decide: drawn at once
        return
    assert turn(game) == ("penalty", 1)
    if allowed:
        assert Play(card(answer)) in game.legal_actions(1)
    else:
        code = refused(game, 1, Play(card(answer)))
        assert code == ("stacking_off" if mode == "off" else "cannot_stack")


def test_a_stacked_draw_two_needs_only_the_symbol():
    game = deal([["red_draw_two", "red_1"], ["blue_draw_two", "blue_1"], FILL], "red_5", DRAWS,
                stacking="same_type")
    play(game, 0, "red_draw_two")
    events = play(game, 1, "blue_draw_two")
    assert of_type(events, PenaltyPending) == [PenaltyPending(2, 4)]
    accept(game, 2)
    assert len(game.hands[2]) == 6
    assert turn(game) == ("turn", 0)
    assert color(game) == "blue"


def test_skip_and_reverse_do_not_deflect_a_stack():
    game = deal([["red_draw_two", "red_1"], ["red_skip", "red_reverse"], FILL], "red_5", DRAWS,
                stacking="seed001")
    play(game, 0, "red_draw_two")
    assert decisions(game, 1) == [Accept()]
    assert refused(game, 1, Play(card("red_skip"))) == "cannot_stack"
    assert refused(game, 1, Draw()) == "take_the_penalty"


def test_the_total_passes_around_the_table():
    game = deal([["red_draw_two", "red_1"], ["blue_draw_two", "blue_1"],
                 ["green_draw_two", "green_1"]], "red_5", DRAWS, stacking="same_type")
    play(game, 0, "red_draw_two")
    play(game, 1, "blue_draw_two")
    play(game, 2, "green_draw_two")
    assert turn(game) == ("penalty", 0)
    assert game.pending == 6
    accept(game, 0)
    assert len(game.hands[0]) == 7
    assert turn(game) == ("turn", 1)


def test_a_stacked_wd4_is_tested_against_the_active_colour_guilty():
    # A plays red +2, B stacks a WD4 while holding red: C challenges, B draws the whole 6
    game = deal([["red_draw_two", "red_1"], [WD4, "red_9"], FILL, ["green_6", "green_7"]],
                "red_5", DRAWS, stacking="seed001")
    play(game, 0, "red_draw_two")
    play(game, 1, WD4, color="green")
    events = challenge(game, 2)
    assert of_type(events, ChallengeResolved)[0].guilty is True
    assert len(game.hands[1]) == 1 + 6
    assert hand(game, 2) == FILL
    assert turn(game) == ("turn", 2)  # the challenger plays normally


def test_a_stacked_wd4_innocent_challenger_draws_pending_plus_extra():
    game = deal([["red_draw_two", "red_1"], [WD4, "blue_9"], FILL, ["green_6", "green_7"]],
                "red_5", DRAWS, stacking="seed001")
    play(game, 0, "red_draw_two")
    play(game, 1, WD4, color="green")
    events = challenge(game, 2)
    assert of_type(events, ChallengeResolved)[0].guilty is False
    assert len(game.hands[2]) == 2 + 6 + 2
    assert turn(game) == ("turn", 3)


def test_stacking_on_a_wd4_gives_up_the_right_to_challenge_it():
    # A's WD4 is guilty; B stacks its own innocent WD4; C may only challenge B
    game = deal([[WD4, "red_1"], [WD4, "blue_9"], FILL, ["green_6", "green_7"]], "red_5",
                DRAWS, stacking="same_type")
    play(game, 0, WD4, color="blue")
    assert Challenge() in game.legal_actions(1)
    play(game, 1, WD4, color="yellow")  # laid on blue: B holds blue_9, so B is guilty
    events = challenge(game, 2)
    resolved = of_type(events, ChallengeResolved)[0]
    assert (resolved.player, resolved.guilty) == (1, True)
    assert len(game.hands[1]) == 1 + 8
    assert len(game.hands[0]) == 1


def test_stacked_wd4_innocent_with_extra_zero():
    game = deal([[WD4, "red_1"], [WD4, "green_9"], FILL, ["green_6", "green_7"]], "red_5",
                DRAWS, stacking="same_type", wd4_failed_challenge_extra=0)
    play(game, 0, WD4, color="blue")
    play(game, 1, WD4, color="yellow")
    challenge(game, 2)
    assert len(game.hands[2]) == 2 + 8
    assert turn(game) == ("turn", 3)


@pytest.mark.parametrize("seats", [2, 3])
def test_a_last_card_draw_two_is_drawn_at_once_even_with_stacking(seats):
    hands = [["red_draw_two"], ["blue_draw_two"], ["green_3"]][:seats]
    game = deal(hands, "red_5", DRAWS, stacking="same_type", jump_in=True)
    events = play(game, 0, "red_draw_two")
    assert turn(game)[0] in ("hand_over", "game_over")  # nobody may stack on a finished hand
    assert game.hand_winner == 0
    assert len(game.hands[1]) == 3
    assert of_type(events, TurnSkipped) == [TurnSkipped(1)]


def test_a_last_card_wd4_under_stacking_offers_only_accept_or_challenge():
    game = deal([[WD4], [WD4], ["green_3"]], "red_5", DRAWS, stacking="same_type")
    play(game, 0, WD4, color="blue")
    assert decisions(game, 1) == [Accept(), Challenge()]
    accept(game, 1)
    assert game.hand_winner == 0
    assert len(game.hands[1]) == 5


def test_with_stacking_on_the_target_decides_even_without_a_draw_card():
    # drawing automatically would tell everyone the target holds no draw card
    game = deal([["red_draw_two", "red_1"], ["blue_1", "blue_2"], FILL], "red_5", DRAWS,
                stacking="seed001")
    play(game, 0, "red_draw_two")
    assert turn(game) == ("penalty", 1)
    assert decisions(game, 1) == [Accept()]
