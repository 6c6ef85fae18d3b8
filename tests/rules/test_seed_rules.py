"""Seed rules decided by reading the seed lines again (docs/rules.md, decisions 27–40):
the UNO call and its windows, going out, the start card, the score multipliers."""

import pytest
from helpers import accept, call_uno, catch, deal, hand, of_type, play, plays_of, turn

from rules import CatchUno, Timeout
from rules.cards import card
from rules.events import (
    CardsDealt,
    CardsDrawn,
    FirstCard,
    HandEnded,
    HandStarted,
    UnoCaught,
    UnoMissed,
)
from rules.invariants import violations

HANDS = [["red_1", "red_2"], ["red_3", "blue_3"], ["green_3", "green_4"]]
DRAWS = ["yellow_1", "yellow_2", "yellow_3", "yellow_4", "yellow_6", "yellow_7"]


def ended(events):
    return of_type(events, HandEnded)[0]


# ---------------------------------------------------------------- forgetting UNO (§1.7)


def test_a_missed_call_costs_two_cards_when_the_window_closes_uncaught():
    """Seed 001 and 000 r6: "Wer die Ansage vergisst, zieht 2 Strafkarten"."""
    game = deal(HANDS, "red_5", DRAWS, uno_missed="automatic")
    play(game, 0, "red_1")
    events = play(game, 1, "red_3")
    assert of_type(events, UnoMissed) == [UnoMissed(0)]
    assert of_type(events, CardsDrawn)[0] == CardsDrawn(0, 2, "uno_penalty",
                                                        (card("yellow_1"), card("yellow_2")))
    assert hand(game, 0) == ["red_2", "yellow_1", "yellow_2"]
    assert turn(game) == ("turn", 2)


def test_a_call_in_time_costs_nothing_with_the_automatic_penalty():
    game = deal(HANDS, "red_5", DRAWS, uno_missed="automatic")
    play(game, 0, "red_1")
    call_uno(game, 0)
    assert not of_type(play(game, 1, "red_3"), UnoMissed)
    assert hand(game, 0) == ["red_2"]


def test_the_host_timeout_makes_a_missed_call_pay_too():
    game = deal(HANDS, "red_5", DRAWS, uno_missed="automatic")
    play(game, 0, "red_1")
    events = game.apply(None, Timeout())
    assert of_type(events, UnoMissed) == [UnoMissed(0)]
    assert len(game.hands[0]) == 3


def test_by_default_only_a_catch_costs_the_penalty():
    game = deal(HANDS, "red_5", DRAWS)
    play(game, 0, "red_1")
    assert not of_type(play(game, 1, "red_3"), UnoMissed)
    assert hand(game, 0) == ["red_2"]


# ---------------------------------------------------------------- the catch window (§1.7)

DRAW_TWO_HANDS = [["red_draw_two", "red_2"], ["blue_3", "blue_4"], ["green_3", "green_4"]]


def test_a_penalty_the_next_seat_draws_closes_the_catch_window():
    """Seed 002 "bevor der nächste Spieler seinen Zug beginnt", 003 "bevor der nächste
    Spieler zieht": drawing its penalty is the next seat drawing."""
    game = deal(DRAW_TWO_HANDS, "red_5", DRAWS)
    events = play(game, 0, "red_draw_two")
    assert of_type(events, CardsDrawn)[0].seat == 1
    assert turn(game) == ("turn", 2)
    assert CatchUno(0) not in game.legal_actions(2)
    assert game.view(2).uno_open == ()


def test_with_the_other_reading_the_window_stays_open_past_an_automatic_penalty():
    game = deal(DRAW_TWO_HANDS, "red_5", DRAWS, penalty_closes_uno_window=False)
    play(game, 0, "red_draw_two")
    assert CatchUno(0) in game.legal_actions(2)
    assert of_type(catch(game, 2, 0), UnoCaught) == [UnoCaught(2, 0)]
    assert len(game.hands[0]) == 3


def test_an_automatic_penalty_that_closes_the_window_makes_a_missed_call_pay():
    game = deal(DRAW_TWO_HANDS, "red_5", DRAWS, uno_missed="automatic")
    events = play(game, 0, "red_draw_two")
    assert [type(e).__name__ for e in events if isinstance(e, CardsDrawn | UnoMissed)] == [
        "CardsDrawn", "UnoMissed", "CardsDrawn"]
    assert [len(h) for h in game.hands] == [3, 4, 2]


def test_an_answerable_penalty_keeps_the_window_open_until_the_target_decides():
    game = deal(DRAW_TWO_HANDS, "red_5", DRAWS, stacking="same_type")
    play(game, 0, "red_draw_two")
    assert turn(game) == ("penalty", 1)
    assert CatchUno(0) in game.legal_actions(2)
    accept(game, 1)
    assert CatchUno(0) not in game.legal_actions(2)


# ---------------------------------------------------------------- the jump-in window (§2.2)

JUMP_HANDS = [["red_3", "red_1"], ["green_1", "green_2"], ["red_3", "blue_3"]]


def test_a_missed_uno_penalty_closes_the_jump_in_window():
    """Seed 000 r2: "Voraussetzung ist, dass kein anderer Spieler inzwischen gezogen oder
    gelegt hat": the penalty for a missed UNO is a draw."""
    game = deal([["red_3", "red_1"], ["green_1", "green_2"], ["red_1", "blue_3"]], "red_5",
                DRAWS, jump_in=True)
    play(game, 0, "red_1")
    assert ("red_1", 1) in plays_of(game, 2)
    catch(game, 1, 0)
    assert ("red_1", 1) not in plays_of(game, 2)
    assert not game.view(2).jump_in_open


def test_with_the_other_reading_a_missed_uno_penalty_keeps_the_jump_in_window():
    game = deal([["red_3", "red_1"], ["green_1", "green_2"], ["red_1", "blue_3"]], "red_5",
                DRAWS, jump_in=True, uno_penalty_closes_jump_in=False)
    play(game, 0, "red_1")
    catch(game, 1, 0)
    assert ("red_1", 1) in plays_of(game, 2)


# ---------------------------------------------------------------- going out (§1.7, §1.9)


def test_going_out_without_having_called_uno_costs_the_penalty_and_the_hand_goes_on():
    """Seed 002: the hand ends "vorausgesetzt er hat im Zug davor korrekt 'Uno' gerufen"."""
    game = deal([["red_1", "red_2"], ["red_3", "blue_3"], ["red_4", "green_4"]], "red_5",
                DRAWS, going_out_needs_uno=True)
    play(game, 0, "red_1")
    play(game, 1, "red_3")
    play(game, 2, "red_4")
    events = play(game, 0, "red_2")
    assert of_type(events, UnoMissed) == [UnoMissed(0, going_out=True)]
    assert not of_type(events, HandEnded)
    assert hand(game, 0) == ["yellow_1", "yellow_2"]
    assert turn(game) == ("turn", 1)
    assert game.discard[-1] == card("red_2")


def test_going_out_after_the_call_ends_the_hand():
    game = deal([["red_1", "red_2"], ["red_3", "blue_3"], ["red_4", "green_4"]], "red_5",
                DRAWS, going_out_needs_uno=True)
    play(game, 0, "red_1")
    call_uno(game, 0)
    play(game, 1, "red_3")
    play(game, 2, "red_4")
    assert ended(play(game, 0, "red_2")).winner == 0


def test_going_out_with_two_identical_cards_needs_no_call():
    game = deal([["red_1", "red_1"], ["red_3", "blue_3"], ["red_4", "green_4"]], "red_5",
                DRAWS, going_out_needs_uno=True, multi_play=True)
    assert ended(play(game, 0, "red_1", 2)).winner == 0


def test_an_uncalled_last_draw_two_still_hits_the_next_seat():
    game = deal([["red_1", "red_draw_two"], ["red_3", "blue_3"], ["red_4", "green_4"]],
                "red_5", DRAWS, going_out_needs_uno=True)
    play(game, 0, "red_1")
    play(game, 1, "red_3")
    play(game, 2, "red_4")
    play(game, 0, "red_draw_two")
    assert [len(h) for h in game.hands] == [2, 3, 1]
    assert turn(game) == ("turn", 2)


# ---------------------------------------------------------------- the start card (§1.2)

FOUR = [["red_1", "red_2"], ["blue_1", "blue_2"], ["green_1", "green_2"], ["yellow_1", "red_9"]]


def test_a_wild_draw_four_start_card_laid_aside_stays_under_the_next_card():
    """Seed 001: "Wird eine +4 aufgedeckt, wird sie abgelegt und eine neue Karte gezogen"."""
    game = deal(FOUR, "black_wild_draw_four", ["blue_7"], first_wd4="set_aside")
    assert game.discard == [card("black_wild_draw_four"), card("blue_7")]
    assert of_type(game.start_events, FirstCard) == [
        FirstCard(card("black_wild_draw_four"), set_aside=True), FirstCard(card("blue_7"))]
    assert game.active_color == "blue"
    assert turn(game) == ("turn", 0)
    assert violations(game) == []


@pytest.mark.parametrize(("start", "option"), [("black_wild", "first_wild"),
                                               ("black_wild_draw_four", "first_wd4")])
def test_a_black_start_card_with_redeal_deals_the_hand_again(start, option):
    """Seed 004: "Om detta inträffar ska du blanda om korten och börja om igen"."""
    game = deal(FOUR, start, **{option: "redeal"})
    events = game.start_events
    assert of_type(events, FirstCard)[0] == FirstCard(card(start), returned=True)
    assert of_type(events, HandStarted) == [HandStarted(1, 3), HandStarted(1, 3)]
    assert [e.count for e in of_type(events, CardsDealt)] == [2] * 8
    assert game.hand_number == 1
    assert not game.discard[-1].is_black
    assert violations(game) == []


# ---------------------------------------------------------------- multipliers (§2.6)


def test_two_wilds_together_compound_to_eight_with_r11_read_literally():
    """Seed 000 r11: "Regel 8, 9 und 10 finden parallel Anwendung": ×2 and ×4 both."""
    game = deal([["black_wild", "black_wild"], ["red_0", "blue_5"], ["green_9", "green_1"]],
                "red_5", multi_play=True, score_multipliers="seed000", two_wilds_multiplier=8)
    e = ended(play(game, 0, "black_wild", 2))
    assert e.points == (5 * 8 * 2 + 10 * 8, 0, 0)


def test_a_held_zero_doubles_the_running_score_in_the_other_reading():
    """Seed 000 r10: "so verdoppelt sich seine Punktanzahl" read as the running total."""
    hands = [["red_skip", "red_skip", "black_wild"], ["red_0", "blue_5", "blue_skip"],
             ["red_4", "red_7", "green_9"]]
    results = {}
    for reading in ("hand_value", "running_score"):
        game = deal(hands, "red_5", score_multipliers="seed000", scoring="low_score_wins",
                    zero_doubles=reading)
        game.scores[1] = 30  # (as if from earlier hands)
        play(game, 0, "red_skip")
        play(game, 2, "red_4")
        play(game, 0, "red_skip")
        play(game, 2, "red_7")
        results[reading] = ended(play(game, 0, "black_wild")).scores
    assert results["hand_value"] == (0, 30 + 25 * 2 * 2, 9 * 2)
    assert results["running_score"] == (0, (30 + 25 * 2) * 2, 9 * 2)
