"""Seed lines of the themed editions and the editions' black cards under the seed 000
multipliers (docs/rules.md, decisions 37–40)."""

from edition_helpers import deal as deal_edition
from helpers import accept, draw, of_type, play, turn

from rules import Play
from rules.cards import card
from rules.events import HandEnded

DRAWS = ["yellow_1", "yellow_2", "yellow_3", "yellow_4", "yellow_6", "yellow_7"]


def ended(events):
    return of_type(events, HandEnded)[0]


LAST = [["red_1", "{}"], ["red_9", "blue_5"], ["red_4", "green_9"]]


def _out_with(edition, last):
    game = deal_edition(edition, [[h.format(last) for h in hand] for hand in LAST], "red_5",
                        score_multipliers="seed000")
    play(game, 0, "red_1")
    play(game, 1, "red_9")
    play(game, 2, "red_4")
    return ended(play(game, 0, last))


def test_an_edition_black_special_as_the_last_card_does_not_double():
    """Seed 000 r8 doubles for "Farbenwahl (Joker) oder Zieh 4" only."""
    assert _out_with("fc_bayern", "black_captain").points == (14, 0, 0)


def test_a_wild_as_the_last_card_in_an_edition_doubles():
    assert _out_with("h2o", "black_wild").points == (28, 0, 0)


# ---------------------------------------------------------------- edition seed lines


def test_a_downpour_may_not_go_on_a_paid_wild_draw_four():
    """Seed 000 H2O: "+1 / +2 dürfen nicht auf +4 gelegt werden", paid or not."""
    hands = [["black_wild_draw_four", "red_1"], ["blue_1", "blue_2"],
             ["black_downpour_draw_two", "green_1"]]
    for allowed in (False, True):
        game = deal_edition("h2o", hands, "red_5", DRAWS, downpour_on_paid_wd4=allowed)
        play(game, 0, "black_wild_draw_four", color="green")
        accept(game, 1)
        assert turn(game) == ("turn", 2)
        assert (Play(card("black_downpour_draw_two")) in game.legal_actions(2)) is allowed


def test_a_downpour_still_goes_on_any_other_card():
    game = deal_edition("h2o", [["red_1", "red_2"], ["black_downpour_draw_one", "blue_2"],
                                ["green_1", "green_2"]], "red_5", DRAWS)
    play(game, 0, "red_1")
    assert Play(card("black_downpour_draw_one")) in game.legal_actions(1)
    draw(game, 1)
