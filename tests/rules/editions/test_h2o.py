"""UNO H2O (docs/rules.md §3.1, A35): Downpour Draw 1 / Draw 2 make every other seat draw."""

from collections import Counter

from edition_helpers import (
    choose_color,
    color,
    deal,
    decisions,
    drawn,
    hand,
    of_type,
    play,
    refused,
    sizes,
    turn,
)

from rules import Accept, Challenge, ChooseColor, Play, RuleOptions
from rules.cards import card
from rules.editions import get_edition
from rules.events import FirstCard, HandEnded, TurnSkipped

DP1 = "black_downpour_draw_one"
DP2 = "black_downpour_draw_two"
WD4 = "black_wild_draw_four"
DRAWS = [f"yellow_{n}" for n in range(1, 10)]


def test_deck_is_108_plus_two_of_each_downpour():
    deck = get_edition("h2o").deck(RuleOptions(edition="h2o"))
    counts = Counter(c.code for c in deck)
    assert len(deck) == 112
    assert counts[DP1] == 2 and counts[DP2] == 2
    assert counts[WD4] == 4 and counts["black_wild"] == 4


def test_downpour_two_every_other_seat_draws_two_nobody_skipped():
    game = deal("h2o", [[DP2, "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"],
                        ["red_8", "red_9"]], "red_5", DRAWS)
    play(game, 0, DP2)
    assert turn(game) == ("color", 0)
    events = choose_color(game, 0, "blue")
    assert drawn(events) == {1: 2, 2: 2, 3: 2}
    assert not of_type(events, TurnSkipped)
    assert turn(game) == ("turn", 1)
    assert color(game) == "blue"
    assert sizes(game) == [1, 4, 4, 4]


def test_downpour_one_every_other_seat_draws_one():
    game = deal("h2o", [[DP1, "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"]],
                "red_5", DRAWS)
    events = play(game, 0, DP1, color="green")
    assert drawn(events) == {1: 1, 2: 1}
    assert turn(game) == ("turn", 1)
    assert color(game) == "green"


def test_downpour_follows_the_direction_of_play():
    game = deal("h2o", [["red_reverse", "red_1"], ["green_1", "green_2"],
                        [DP2, "blue_2"]], "red_5", DRAWS)
    play(game, 0, "red_reverse")
    assert turn(game) == ("turn", 2)
    play(game, 2, DP2, color="red")
    assert turn(game) == ("turn", 1)  # next(2) counter-clockwise


def test_two_players_the_opponent_draws_and_plays_next():
    game = deal("h2o", [[DP2, "red_1"], ["green_1", "green_2"]], "red_5", DRAWS)
    events = play(game, 0, DP2, color="green")
    assert drawn(events) == {1: 2}
    assert turn(game) == ("turn", 1)


def test_downpour_never_answers_a_pending_wild_draw_four():
    # [000]: "+1/+2 may not be laid on a +4", even with stacking on (A35).
    game = deal("h2o", [[WD4, "red_1"], [DP2, DP1], ["green_1", "green_2"]],
                "red_5", DRAWS, stacking="seed001")
    play(game, 0, WD4, color="blue")
    assert turn(game) == ("penalty", 1)
    assert decisions(game, 1) == [Accept(), Challenge()]
    assert refused(game, 1, Play(card(DP2))) == "cannot_stack"
    assert refused(game, 1, Play(card(DP1))) == "cannot_stack"


def test_downpour_never_answers_a_pending_draw_two():
    game = deal("h2o", [["red_draw_two", "red_1"], [DP1, "green_9"], ["green_1", "green_2"]],
                "red_5", DRAWS, stacking="same_type")
    play(game, 0, "red_draw_two")
    assert turn(game) == ("penalty", 1)
    assert decisions(game, 1) == [Accept()]
    assert refused(game, 1, Play(card(DP1))) == "cannot_stack"


def test_downpour_is_not_a_draw_card_for_stacking():
    # Playing a Downpour leaves no pending penalty that a Draw Two could answer.
    game = deal("h2o", [[DP2, "red_1"], ["red_draw_two", "green_2"], ["green_1", "green_3"]],
                "red_5", DRAWS, stacking="seed001")
    play(game, 0, DP2, color="red")
    assert game.pending == 0
    assert turn(game) == ("turn", 1)


def test_downpour_as_last_card_draws_first_then_scores_twenty_each():
    game = deal("h2o", [[DP2], ["red_7"], [DP1]], "red_5",
                ["red_1", "red_2", "blue_3", "blue_4"])
    events = game.apply(0, Play(card(DP2)))
    assert drawn(events) == {1: 2, 2: 2}
    assert hand(game, 1) == ["red_1", "red_2", "red_7"]
    ended = of_type(events, HandEnded)
    assert ended and ended[0].winner == 0
    # red 7+1+2 = 10; Downpour Draw 1 scores 20, + blue 3 + 4 = 27
    assert ended[0].hand_values == (0, 10, 27)
    assert ended[0].points == (37, 0, 0)


def test_downpour_draw_two_scores_twenty():
    ed = get_edition("h2o")
    opts = RuleOptions(edition="h2o")
    assert ed.card_points(card(DP2), opts) == 20
    assert ed.card_points(card(DP1), opts) == 20
    assert ed.card_points(card(WD4), opts) == 50
    assert ed.card_points(card("black_wild"), opts) == 50


def test_downpour_start_card_goes_back_and_another_is_turned():
    game = deal("h2o", [["red_1"], ["green_1"]], DP2, DRAWS)
    first = of_type(game.start_events, FirstCard)
    assert first[0] == FirstCard(card(DP2), returned=True)
    assert not first[-1].returned and first[-1].card.code != DP2
    assert Counter(c.code for z in game.zones() for c in z)[DP2] == 2


def test_colour_decision_offers_the_four_colours_only():
    game = deal("h2o", [[DP2, "red_1"], ["green_1", "green_2"]], "red_5", DRAWS)
    play(game, 0, DP2)
    assert len([a for a in decisions(game, 0) if isinstance(a, ChooseColor)]) == 4
    assert refused(game, 0, Play(card("red_1"))) == "choose_a_color"
    assert refused(game, 1, ChooseColor(card("red_1").color)) == "not_your_turn"
