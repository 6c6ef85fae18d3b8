"""UNO Spin (docs/rules.md §3.2, A27): spin cards, the wheel's nine segments, twin deflection,
the UNO Spin race and Battle."""

from collections import Counter

import pytest
from edition_helpers import (
    color,
    deal,
    decisions,
    draw,
    drawn,
    hand,
    of_type,
    play,
    record_device,
    refused,
    sizes,
    top,
    turn,
)

from rules import CallUno, CatchUno, Draw, Pass, Play, RuleOptions, Timeout
from rules.cards import COLORS, Color, card
from rules.editions import get_edition
from rules.editions.common import (
    CallUnoSpin,
    CardsDiscarded,
    DiscardCard,
    DuelRound,
    EffectCancelled,
    NameColor,
    NameNumber,
    RaceEnded,
    RaceStarted,
    SpinWheel,
    WheelSpun,
)
from rules.editions.spin import SEGMENTS, WEIGHTS
from rules.events import CardsRevealed, HandEnded, HandsRotated

SPIN3 = "red_3_spin"
DRAWS = ["yellow_7", "yellow_8", "yellow_9", "green_7", "green_8"]


def choices(game, seat):
    """A seat's decisions without the (costly) UNO Spin call open while the wheel shows."""
    return [a for a in decisions(game, seat) if not isinstance(a, CallUnoSpin)]


def spun(segment, hands=None, draws=DRAWS, **opts):
    """Seat 0 plays a red 3 spin card on red 5; seat 1 spins and lands on ``segment``."""
    hands = hands or [[SPIN3, "green_9", "blue_2"], ["yellow_4", "yellow_6", "blue_1"],
                      ["green_6", "green_2", "blue_5"]]
    game = deal("spin", hands, "red_5", draws, script={"wheel": [segment]}, **opts)
    play(game, 0, SPIN3)
    assert turn(game) == ("spin", 1)
    events = game.apply(1, SpinWheel())
    assert WheelSpun(1, segment) in events
    return game, events


def test_deck_has_twenty_spin_cards_one_of_each_1_to_5_per_colour():
    deck = get_edition("spin").deck(RuleOptions(edition="spin"))
    assert len(deck) == 108
    spins = [c for c in deck if c.mark == "spin"]
    assert len(spins) == 20
    assert Counter((c.color, c.number) for c in spins) == Counter(
        (col, v) for col in COLORS for v in range(1, 6))
    # every spin card has its plain twin
    for c in spins:
        assert card(f"{c.color}_{c.number}") in deck


def test_wheel_has_nine_segments_uniform_by_default():
    assert len(SEGMENTS) == 9
    assert all(len(w) == 9 for w in WEIGHTS.values())
    assert set(WEIGHTS["uniform"]) == {1}
    assert RuleOptions(edition="spin").edition_option("spin_weights") == "uniform"


def test_spin_card_sends_the_next_seat_to_the_wheel_instead_of_its_turn():
    game = deal("spin", [[SPIN3, "green_9"], ["yellow_4", "yellow_6"], ["green_6", "blue_5"]],
                "red_5", DRAWS)
    play(game, 0, SPIN3)
    assert turn(game) == ("spin", 1)
    assert decisions(game, 1) == [SpinWheel()]
    assert refused(game, 1, Draw()) == "spin_the_wheel"
    assert refused(game, 2, SpinWheel()) == "not_your_turn"


def test_spin_card_as_first_card_does_nothing():
    game = deal("spin", [["green_9"], ["yellow_6"]], SPIN3, DRAWS)
    assert turn(game) == ("turn", 0)
    assert top(game) == SPIN3 and color(game) == "red"


def test_spin_card_as_last_card_ends_the_hand_without_a_spin():
    game = deal("spin", [[SPIN3], ["yellow_6"], ["green_6"]], "red_5", DRAWS)
    events = play(game, 0, SPIN3)
    assert of_type(events, HandEnded)[0].winner == 0
    assert not of_type(events, WheelSpun)


def test_after_the_wheel_play_continues_after_the_spinner():
    game, _ = spun("show_hand")
    assert turn(game) == ("turn", 2)


def test_reverse_direction_the_spinner_is_next_counter_clockwise():
    game = deal("spin", [["red_reverse", "green_9"], ["yellow_4", "yellow_6"],
                         [SPIN3, "blue_5"]], "red_5", DRAWS, script={"wheel": ["show_hand"]})
    play(game, 0, "red_reverse")
    play(game, 2, SPIN3)
    assert turn(game) == ("spin", 1)
    game.apply(1, SpinWheel())
    assert turn(game) == ("turn", 0)


# ------------------------------------------------------------------ twin deflection


def test_twin_cancels_the_spin_by_default():
    game = deal("spin", [[SPIN3, "green_9"], ["red_3", "yellow_6"], ["green_6", "blue_5"]],
                "red_5", DRAWS)
    play(game, 0, SPIN3)
    assert decisions(game, 1) == [SpinWheel(), Play(card("red_3"))]
    events = play(game, 1, "red_3")
    assert EffectCancelled(1, "spin") in events
    assert not of_type(events, WheelSpun)
    assert turn(game) == ("turn", 2)
    assert top(game) == "red_3"


def test_twin_passes_the_spin_on_with_pass_on():
    game = deal("spin", [[SPIN3, "green_9"], ["red_3", "yellow_6"], ["green_6", "blue_5"]],
                "red_5", DRAWS, spin_deflect="pass_on", script={"wheel": ["show_hand"]})
    play(game, 0, SPIN3)
    events = play(game, 1, "red_3")
    assert EffectCancelled(1, "spin") in events
    assert turn(game) == ("spin", 2)
    assert decisions(game, 2) == [SpinWheel()]
    game.apply(2, SpinWheel())
    assert turn(game) == ("turn", 0)


def test_only_the_identical_twin_deflects():
    game = deal("spin", [[SPIN3, "green_9"], ["blue_3", "red_4"], ["green_6", "blue_5"]],
                "red_5", DRAWS)
    play(game, 0, SPIN3)
    assert decisions(game, 1) == [SpinWheel()]
    assert refused(game, 1, Play(card("blue_3"))) == "only_the_twin_card"


def test_twin_deflection_as_last_card_wins_the_hand():
    game = deal("spin", [["blue_9", SPIN3], ["red_8", "red_3"], ["red_7", "blue_5"]],
                "red_5", DRAWS)
    draw(game, 0)  # yellow 7 does not match: the turn ends
    play(game, 1, "red_8")
    play(game, 2, "red_7")
    play(game, 0, SPIN3)
    assert turn(game) == ("spin", 1)
    events = play(game, 1, "red_3")
    assert of_type(events, HandEnded)[0].winner == 1


# ------------------------------------------------------------------ segments


def test_almost_uno_discards_chosen_cards_until_two_are_left():
    hands = [[SPIN3, "green_9", "blue_2", "blue_3", "blue_4"],
             ["yellow_4", "yellow_6", "blue_1", "green_1", "green_2"],
             ["green_6", "green_3", "blue_5", "blue_6", "blue_7"]]
    game, _ = spun("almost_uno", hands)
    assert turn(game) == ("spin_discard", 1)
    assert set(choices(game, 1)) == {DiscardCard(c) for c in game.hands[1]}
    game.apply(1, DiscardCard(card("yellow_4")))
    game.apply(1, DiscardCard(card("green_1")))
    assert turn(game) == ("spin_discard", 1)
    events = game.apply(1, DiscardCard(card("green_2")))
    assert hand(game, 1) == ["blue_1", "yellow_6"]
    assert of_type(events, CardsDiscarded) == [CardsDiscarded(1, (card("green_2"),), "wheel")]
    # discards go under the top card; the active colour stays
    assert top(game) == SPIN3 and color(game) == "red"
    assert [c.code for c in game.discard[-4:-1]] == ["yellow_4", "green_1", "green_2"]
    assert turn(game) == ("turn", 2)


def test_almost_uno_with_two_cards_or_fewer_does_nothing():
    game, _ = spun("almost_uno", [[SPIN3, "green_9"], ["yellow_4", "yellow_6"],
                                  ["green_6", "blue_5"]])
    assert sizes(game) == [1, 2, 2]
    assert turn(game) == ("turn", 2)


def test_discard_number_discards_every_card_of_the_named_number():
    hands = [[SPIN3, "green_9", "blue_2", "blue_3"],
             ["yellow_4", "green_4", "blue_1", "blue_4"],
             ["green_6", "green_3", "blue_5", "blue_6"]]
    game, _ = spun("discard_number", hands)
    assert turn(game) == ("spin_number", 1)
    assert choices(game, 1) == [NameNumber(n) for n in range(10)]
    game.apply(1, NameNumber(4))
    assert hand(game, 1) == ["blue_1"]
    assert top(game) == SPIN3 and color(game) == "red"
    assert game.view(0).uno_open == (1,)  # the UNO call applies to wheel discards
    assert turn(game) == ("turn", 2)


def test_discard_number_naming_a_number_not_held_discards_nothing():
    game, _ = spun("discard_number")
    game.apply(1, NameNumber(0))
    assert sizes(game) == [2, 3, 3]


def test_discard_colour_discards_every_card_of_the_named_colour():
    game, _ = spun("discard_color")
    assert turn(game) == ("spin_color", 1)
    assert choices(game, 1) == [NameColor(c) for c in COLORS]
    game.apply(1, NameColor(Color.YELLOW))
    assert hand(game, 1) == ["blue_1"]
    assert color(game) == "red"
    assert turn(game) == ("turn", 2)


def test_going_out_on_the_wheel_wins_the_hand():
    game, _ = spun("discard_color", [[SPIN3, "green_9"], ["yellow_4", "yellow_6"],
                                     ["green_6", "blue_5"]])
    events = game.apply(1, NameColor(Color.YELLOW))
    ended = of_type(events, HandEnded)
    assert ended and ended[0].winner == 1


def test_a_wheel_discard_to_one_card_can_be_caught():
    game, _ = spun("discard_color")
    game.apply(1, NameColor(Color.YELLOW))
    assert CallUno() in game.legal_actions(1)
    events = game.apply(2, CatchUno(1))
    assert drawn(events) == {1: 2}


@pytest.mark.parametrize(("segment", "wanted"), [("draw_red", "red"), ("draw_blue", "blue")])
def test_draw_colour_draws_until_that_colour_and_keeps_all(segment, wanted):
    draws = ["yellow_1", "green_1", f"{wanted}_7", "yellow_2"]
    game, events = spun(segment, draws=draws)
    assert [c.code for c in game.hands[1][-3:]] == draws[:3]
    assert drawn(events) == {1: 3}
    assert turn(game) == ("turn", 2)


def test_draw_colour_goes_on_past_a_black_card():
    """Seed 000: "ziehen bis blau/rot kommt": only the colour stops it."""
    draws = ["yellow_1", "black_wild", "red_7"]
    game, events = spun("draw_red", draws=draws)
    assert drawn(events) == {1: 3}
    assert {"black_wild", "red_7"} <= set(hand(game, 1))


def test_draw_colour_stops_at_a_black_card_with_the_option():
    draws = ["yellow_1", "black_wild", "red_7"]
    game, events = spun("draw_red", draws=draws, spin_draw_stops_on_black=True)
    assert drawn(events) == {1: 2}
    assert "black_wild" in hand(game, 1) and "red_7" not in hand(game, 1)


def test_show_hand_reveals_the_hand_to_everyone():
    game, events = spun("show_hand")
    revealed = of_type(events, CardsRevealed)
    assert revealed == [CardsRevealed(1, tuple(game.hands[1]), "wheel")]
    assert sizes(game) == [2, 3, 3]


def test_trade_hands_moves_every_hand_one_seat_to_the_left():
    game = deal("spin", [[SPIN3, "green_9", "blue_2"], ["yellow_4", "yellow_6", "blue_1"],
                         ["green_6", "green_2", "blue_5"]], "red_5", DRAWS,
                script={"wheel": ["trade_hands"]})
    play(game, 0, SPIN3)
    before = [list(h) for h in game.hands]
    events = game.apply(1, SpinWheel())
    assert HandsRotated(1) in events
    assert game.hands == [before[2], before[0], before[1]]
    assert turn(game) == ("turn", 2)


def test_battle_lowest_highest_number_takes_all_shown_cards_ties_repeat():
    # Highest numbers 9, 6, 6: seats 1 and 2 tie for lowest and show again: 4 < 5.
    game, events = spun("battle")
    rounds = of_type(events, DuelRound)
    assert rounds[0] == DuelRound("battle", (0, 1, 2),
                                  (card("green_9"), card("yellow_6"), card("green_6")))
    assert rounds[1] == DuelRound("battle", (1, 2), (card("yellow_4"), card("blue_5")),
                                  -1, 1)
    assert hand(game, 0) == ["blue_2"]
    assert hand(game, 1) == ["blue_1", "blue_5", "green_6", "green_9", "yellow_4", "yellow_6"]
    assert hand(game, 2) == ["green_2"]
    assert turn(game) == ("turn", 2)


def test_battle_a_seat_without_a_number_draws_until_it_draws_one():
    hands = [[SPIN3, "green_9"], ["yellow_4", "blue_1"], ["red_skip", "blue_draw_two"]]
    game, events = spun("battle", hands, draws=["red_reverse", "black_wild", "yellow_8"])
    assert drawn(events) == {2: 3}
    # seat 2 shows the 8 it drew; seat 1 (4) is lowest and takes the 9 and the 8
    assert hand(game, 1) == ["blue_1", "green_9", "yellow_4", "yellow_8"]
    assert hand(game, 2) == ["black_wild", "blue_draw_two", "red_reverse", "red_skip"]
    assert hand(game, 0) == []
    # seat 0 lost its last card in the battle: it is out and wins the hand
    assert of_type(events, HandEnded)[0].winner == 0


def test_battle_two_players():
    game = deal("spin", [[SPIN3, "green_9", "blue_2"], ["yellow_4", "yellow_9", "blue_1"]],
                "red_5", DRAWS, script={"wheel": ["battle"]})
    play(game, 0, SPIN3)
    assert turn(game) == ("spin", 1)
    events = game.apply(1, SpinWheel())
    rounds = of_type(events, DuelRound)
    assert len(rounds) == 2 and rounds[-1].loser == 0  # 9 = 9, then 2 < 4
    assert hand(game, 0) == ["blue_2", "green_9", "yellow_4", "yellow_9"]
    assert hand(game, 1) == ["blue_1"]
    assert turn(game) == ("turn", 0)


# ------------------------------------------------------------------ UNO Spin race


def test_uno_spin_race_first_caller_discards_a_card_and_play_continues_after_it():
    game, events = spun("uno_spin")
    assert RaceStarted("uno_spin", 1) in events
    assert turn(game) == ("spin_race", None)
    for seat in range(3):
        assert CallUnoSpin() in game.legal_actions(seat)
    assert Timeout() in game.legal_actions(None)
    events = game.apply(0, CallUnoSpin())
    assert RaceEnded("uno_spin", winner=0) in events
    assert turn(game) == ("spin_uno_discard", 0)
    assert CallUnoSpin() not in game.legal_actions(2)
    assert set(decisions(game, 0)) == {DiscardCard(card("green_9")), DiscardCard(card("blue_2"))}
    game.apply(0, DiscardCard(card("green_9")))
    assert hand(game, 0) == ["blue_2"]
    assert top(game) == SPIN3
    assert turn(game) == ("turn", 1)  # after the winner, not after the spinner


def test_after_the_uno_spin_race_the_seat_after_its_winner_plays_not_after_the_spinner():
    """The spec's line [x:kembrel]: "play continues after that seat" (the race's winner);
    docs/rules.md §3.2 and docs/editions.md say the same. Four seats: seat 1 spins, seat 3
    wins the race, so seat 0 plays (after the spinner it would be seat 2)."""
    game = deal("spin", [[SPIN3, "green_9", "blue_2"], ["yellow_4", "yellow_9", "blue_1"],
                         ["green_6", "blue_5", "red_8"], ["yellow_6", "green_2", "red_2"]],
                "red_5", DRAWS, script={"wheel": ["uno_spin"]})
    play(game, 0, SPIN3)
    game.apply(1, SpinWheel())
    assert turn(game) == ("spin_race", None)
    game.apply(3, CallUnoSpin())
    game.apply(3, DiscardCard(card("green_2")))
    assert hand(game, 3) == ["red_2", "yellow_6"]
    assert turn(game) == ("turn", 0)


def test_uno_spin_race_winner_going_out_wins_the_hand():
    game, _ = spun("uno_spin", [[SPIN3, "green_9"], ["yellow_4", "yellow_6"],
                                ["green_6", "blue_5"]])
    game.apply(0, CallUnoSpin())
    events = game.apply(0, DiscardCard(card("green_9")))
    assert of_type(events, HandEnded)[0].winner == 0


def test_uno_spin_race_host_timeout_nobody_called():
    game, _ = spun("uno_spin")
    events = game.apply(None, Timeout())
    assert RaceEnded("uno_spin") in events
    assert sizes(game) == [2, 3, 3]
    assert turn(game) == ("turn", 2)


def test_a_false_uno_spin_call_costs_one_card_once():
    game, _ = spun("discard_number")
    assert CallUnoSpin() in game.legal_actions(2)
    events = game.apply(2, CallUnoSpin())
    assert drawn(events) == {2: 1}
    assert CallUnoSpin() not in game.legal_actions(2)
    assert refused(game, 2, CallUnoSpin()) == "not_your_turn"
    assert turn(game) == ("spin_number", 1)  # the wheel's decision still waits
    game.apply(1, NameNumber(6))
    assert CallUnoSpin() not in game.legal_actions(0)  # no segment showing any more


def test_no_uno_spin_call_outside_the_wheel():
    game = deal("spin", [[SPIN3, "green_9"], ["yellow_4", "yellow_6"], ["green_6", "blue_5"]],
                "red_5", DRAWS)
    assert CallUnoSpin() not in game.legal_actions(1)
    refused(game, 1, CallUnoSpin())


def test_wheel_decisions_refuse_other_actions_with_codes():
    game, _ = spun("almost_uno", [[SPIN3, "green_9", "blue_2", "blue_3"],
                                  ["yellow_4", "yellow_6", "blue_1", "green_1"],
                                  ["green_6", "green_3", "blue_5", "blue_6"]])
    assert refused(game, 1, DiscardCard(card("red_9"))) == "card_not_in_hand"
    assert refused(game, 1, Pass()) == "discard_a_card"
    assert refused(game, 0, DiscardCard(card("green_9"))) == "not_your_turn"


def test_spin_cards_score_their_face_value():
    ed, opts = get_edition("spin"), RuleOptions(edition="spin")
    assert ed.card_points(card(SPIN3), opts) == 3
    assert ed.card_points(card("blue_5_spin"), opts) == 5
    assert ed.card_points(card("black_wild"), opts) == 50


def test_battle_loser_who_had_called_uno_must_call_again():
    game = deal("spin", [["red_1", SPIN3, "green_9"], ["red_2", "red_6", "red_8"]], "red_5",
                ["blue_9", "yellow_7"], script={"wheel": ["battle"]})
    draw(game, 0)  # blue 9 does not match
    play(game, 1, "red_2")
    play(game, 0, "red_1")
    game.apply(1, CallUno())
    play(game, 1, "red_6")
    play(game, 0, SPIN3)
    game.apply(1, SpinWheel())  # 8 < 9: seat 1 takes the green 9
    assert hand(game, 1) == ["green_9", "red_8"]
    draw(game, 0)
    play(game, 1, "red_8")
    assert game.view(0).uno_open == (1,)  # the old call does not cover the new single card


@pytest.mark.parametrize("weights", sorted(WEIGHTS))
def test_the_wheel_uses_the_chosen_segment_weights(weights):
    game = deal("spin", [[SPIN3, "green_9"], ["yellow_4", "yellow_6"], ["green_6", "blue_5"]],
                "red_5", DRAWS, spin_weights=weights)
    seen = record_device(game, "wheel", "show_hand")
    play(game, 0, SPIN3)
    game.apply(1, SpinWheel())
    assert seen == [(list(SEGMENTS), list(WEIGHTS[weights]))]
