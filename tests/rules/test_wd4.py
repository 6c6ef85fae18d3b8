"""docs/rules.md §1.6: Wild Draw 4 legality tests, bluff/enforce, and the challenge."""

import pytest
from helpers import (
    accept,
    challenge,
    color,
    deal,
    decisions,
    hand,
    of_type,
    play,
    plays_of,
    refused,
    turn,
)

from rules import Accept, Challenge, Play, redact
from rules.cards import card
from rules.events import ChallengeResolved, HandEnded, TurnSkipped

WD4 = "black_wild_draw_four"
V_HAND = ["green_1", "green_2"]
DRAWS = ["yellow_1", "yellow_2", "yellow_3", "yellow_4", "yellow_6", "yellow_7"]


def three(p_other, **opts):
    """P (seat 0) holds ``p_other`` and a WD4 on a red 5; V is seat 1."""
    return deal([[p_other, WD4], V_HAND, ["green_3", "green_4"]], "red_5", DRAWS, **opts)


# ---------------------------------------------------------------- the §1.6 test examples


def test_example_guilty_p_draws_four_and_v_plays_on_the_declared_colour():
    game = three("red_3")
    play(game, 0, WD4, color="green")
    events = challenge(game, 1)
    assert of_type(events, ChallengeResolved) == [
        ChallengeResolved(1, 0, True, (card("red_3"),))]
    assert hand(game, 0) == ["red_3", *DRAWS[:4]]
    assert hand(game, 1) == V_HAND
    assert turn(game) == ("turn", 1)  # V is not skipped
    assert color(game) == "green"


@pytest.mark.parametrize(("extra", "drawn"), [(2, 6), (0, 4)])
def test_example_innocent_v_draws_four_plus_extra_and_is_skipped(extra, drawn):
    game = three("blue_3", wd4_failed_challenge_extra=extra)
    play(game, 0, WD4, color="green")
    events = challenge(game, 1)
    assert of_type(events, ChallengeResolved)[0].guilty is False
    assert len(game.hands[1]) == 2 + drawn
    assert hand(game, 0) == ["blue_3"]
    assert TurnSkipped(1) in events
    assert turn(game) == ("turn", 2)
    assert color(game) == "green"


def test_no_challenge_v_draws_four_and_is_skipped():
    game = three("red_3")
    play(game, 0, WD4, color="green")
    accept(game, 1)
    assert len(game.hands[1]) == 6
    assert turn(game) == ("turn", 2)


def test_the_hand_is_shown_to_the_challenger_alone():
    game = three("red_3")
    play(game, 0, WD4, color="green")
    resolved = of_type(challenge(game, 1), ChallengeResolved)[0]
    assert redact(resolved, 1).hand == (card("red_3"),)
    for seat in (0, 2, None):
        assert redact(resolved, seat).hand is None


def test_only_the_victim_may_challenge():
    game = three("red_3")
    play(game, 0, WD4, color="green")
    assert Challenge() not in game.legal_actions(2)
    assert Challenge() not in game.legal_actions(0)
    assert refused(game, 2, Challenge()) == "not_your_turn"


def test_challenge_is_refused_after_a_draw_two():
    game = deal([["red_draw_two", "red_1"], V_HAND, ["green_3", "green_4"]], "red_5",
                jump_in=True)  # jump-in makes the +2 a decision
    play(game, 0, "red_draw_two")
    assert decisions(game, 1) == [Accept()]
    assert refused(game, 1, Challenge()) == "nothing_to_challenge"


# ---------------------------------------------------------------- legality tests


@pytest.mark.parametrize(("other", "guilty"), [
    ("red_3", True),          # the active colour
    ("blue_5", False),        # matches by number only: does not count
    ("blue_reverse", False),  # another colour
    ("black_wild", False),    # Wilds do not count (A6)
    ("red_skip", True),
])
def test_no_current_colour_test(other, guilty):
    game = three(other)
    play(game, 0, WD4, color="blue")
    assert of_type(challenge(game, 1), ChallengeResolved)[0].guilty is guilty


@pytest.mark.parametrize(("other", "guilty"), [
    ("red_3", True),
    ("blue_5", True),         # matches by number: a playable card
    ("black_wild", True),     # a Wild is always playable
    ("blue_3", False),
    ("blue_skip", False),
])
def test_no_playable_card_test(other, guilty):
    game = three(other, wd4_test="no_playable_card")
    play(game, 0, WD4, color="blue")
    assert of_type(challenge(game, 1), ChallengeResolved)[0].guilty is guilty


def test_other_wild_draw_fours_in_hand_do_not_count():
    game = deal([[WD4, WD4], V_HAND, ["green_3", "green_4"]], "red_5", DRAWS,
                wd4_test="no_playable_card")
    play(game, 0, WD4, color="blue")
    assert of_type(challenge(game, 1), ChallengeResolved)[0].guilty is False


def test_the_test_uses_the_colour_the_card_was_laid_on():
    # red is active; P declares red again after holding only red: still guilty
    game = three("red_3")
    play(game, 0, WD4, color="red")
    assert of_type(challenge(game, 1), ChallengeResolved)[0].guilty is True


# ---------------------------------------------------------------- bluff / enforce


def test_bluff_an_illegal_wd4_may_be_played():
    game = three("red_3")
    assert (WD4, 1) in plays_of(game, 0)


def test_enforce_refuses_an_illegal_wd4():
    game = three("red_3", wd4_mode="enforce")
    assert (WD4, 1) not in plays_of(game, 0)
    assert refused(game, 0, Play(card(WD4))) == "wild_draw_four_not_allowed"


def test_enforce_a_legal_wd4_offers_no_challenge():
    game = three("blue_3", wd4_mode="enforce")
    play(game, 0, WD4, color="green")
    # nothing to decide: V draws 4 at once and is skipped
    assert len(game.hands[1]) == 6
    assert turn(game) == ("turn", 2)


def test_enforce_with_stacking_the_target_may_not_challenge():
    game = deal([["blue_3", WD4], ["green_1", WD4], ["green_3", "green_4"]], "red_5", DRAWS,
                wd4_mode="enforce", stacking="same_type")
    play(game, 0, WD4, color="green")
    assert turn(game) == ("penalty", 1)
    assert Challenge() not in game.legal_actions(1)
    # the stacked WD4 is tested too: seat 1 holds green, the active colour
    assert Play(card(WD4)) not in game.legal_actions(1)


# ---------------------------------------------------------------- last card


def test_wd4_as_last_card_may_be_challenged_and_the_draws_count():
    game = deal([[WD4], ["green_1"], ["green_3"]], "red_5", DRAWS)
    play(game, 0, WD4, color="blue")
    assert turn(game) == ("penalty", 1)
    events = challenge(game, 1)  # innocent: an empty hand holds no red
    assert len(game.hands[1]) == 7
    ended = of_type(events, HandEnded)[0]
    assert ended.winner == 0
    assert ended.points[0] == 1 + sum(int(c[-1]) for c in DRAWS) + 3


def test_wd4_as_last_card_accepted_ends_the_hand_after_the_draw():
    game = deal([[WD4], ["green_1"], ["green_3"]], "red_5", DRAWS)
    play(game, 0, WD4, color="blue")
    events = accept(game, 1)
    assert of_type(events, HandEnded)[0].hand_values == (0, 1 + 1 + 2 + 3 + 4, 3)
    assert turn(game) == ("hand_over", None)
