"""UNO Tippo (docs/rules.md §3.9, A32): two pans, matching per pan, stop cards, the scale's tip
model and resets, the Tilt sequence and its penalty."""

from collections import Counter

import pytest
from edition_helpers import (
    choose_color,
    color,
    deal,
    decisions,
    drawn,
    hand,
    of_type,
    options,
    record_device,
    refused,
    turn,
)

from rules import Accept, Challenge, ChooseColor, Draw, Pass, Play
from rules.cards import Color, card
from rules.editions import get_edition
from rules.editions.common import (
    ChoosePan,
    ChooseSeat,
    PanFilled,
    PlayOnPan,
    ScaleSettled,
    ScaleTipped,
)
from rules.editions.tippo import state
from rules.events import CardsDrawn, HandEnded
from rules.invariants import violations

TILT = "black_tilt"
WD4 = "black_wild_draw_four"
FILL = [f"green_{n}" for n in (1, 2, 4, 5, 6, 8, 9)] + [f"yellow_{n}" for n in (1, 2, 4, 5)]


def on(game, seat, code, pan, count=1):
    return game.apply(seat, PlayOnPan(card(code), pan, count))


def pans(game):
    return [[c.code for c in p] for p in state(game).pans]


def pan_colors(game):
    return [str(c) if c else None for c in state(game).colors]


def tippo(hands, starts=("red_5", "blue_8"), draws=FILL, scale=(), **opts):
    return deal("tippo", hands, list(starts), draws, script={"scale": list(scale)}, **opts)


# ------------------------------------------------------------------ deck and start


def test_deck_is_108_plus_four_tilt_cards_with_eight_stop_cards():
    deck = get_edition("tippo").deck(options("tippo"))
    assert len(deck) == 112
    assert Counter(c.kind for c in deck)["tilt"] == 4
    stops = [c for c in deck if c.mark == "stop"]
    assert sorted(c.code for c in stops) == sorted(
        f"{col}_{n}_stop" for col in ("red", "yellow", "green", "blue") for n in (3, 7))
    assert get_edition("tippo").card_points(card(TILT), options("tippo")) == 50
    assert get_edition("tippo").card_points(card("red_3_stop"), options("tippo")) == 3
    plain = get_edition("tippo").deck(options("tippo", tippo_stop_cards="none"))
    assert not [c for c in plain if c.mark]


def test_each_pan_starts_with_one_card_and_keeps_its_own_colour():
    game = tippo([["red_1"], ["green_1"]])
    assert pans(game) == [["red_5"], ["blue_8"]]
    assert pan_colors(game) == ["red", "blue"]
    assert game.view(1).edition_state["pan_colors"] == ["red", "blue"]
    assert turn(game) == ("turn", 0)


def test_action_start_cards_do_nothing():
    game = tippo([["red_1"], ["green_1"]], starts=("red_skip", "blue_draw_two"))
    assert turn(game) == ("turn", 0)
    assert hand(game, 0) == ["red_1"]


def test_the_first_player_declares_the_colour_of_black_start_cards():
    game = tippo([["red_1"], ["green_1"]], starts=("black_wild", WD4))
    assert turn(game) == ("tippo_start_color", 0)
    game.apply(0, ChooseColor(Color.GREEN))
    assert turn(game) == ("tippo_start_color", 0)
    game.apply(0, ChooseColor(Color.YELLOW))
    assert pan_colors(game) == ["green", "yellow"]
    assert turn(game) == ("turn", 0)
    assert hand(game, 0) == ["red_1"]  # a WD4 start card makes nobody draw


def test_one_black_start_card():
    game = tippo([["red_1"], ["green_1"]], starts=("red_5", TILT))
    assert turn(game) == ("tippo_start_color", 0)
    game.apply(0, ChooseColor(Color.BLUE))
    assert pan_colors(game) == ["red", "blue"]
    assert turn(game) == ("turn", 0)


# ------------------------------------------------------------------ matching per pan


def test_a_play_must_match_the_pan_it_goes_on():
    game = tippo([["red_1", "blue_5", "green_8", "yellow_9"], FILL[:4]], hand_size=4)
    acts = {(a.card.code, a.pan) for a in decisions(game, 0) if isinstance(a, PlayOnPan)}
    assert acts == {("red_1", 0), ("blue_5", 0), ("blue_5", 1), ("green_8", 1)}
    assert refused(game, 0, PlayOnPan(card("red_1"), 1)) == "does_not_match"
    assert refused(game, 0, PlayOnPan(card("yellow_9"), 0)) == "does_not_match"
    assert refused(game, 0, Play(card("red_1"))) == "choose_a_pan"
    assert refused(game, 0, PlayOnPan(card("red_1"), 2)) == "no_such_pan"
    assert refused(game, 0, PlayOnPan(card("red_9"), 0)) == "card_not_in_hand"
    assert refused(game, 0, PlayOnPan(card("red_1"), 0, 2)) == "card_not_in_hand"
    events = on(game, 0, "blue_5", 0)
    assert ScaleSettled(0, 2, 1) in events
    assert pans(game) == [["red_5", "blue_5"], ["blue_8"]]
    assert pan_colors(game) == ["blue", "blue"]
    assert turn(game) == ("turn", 1)


def test_a_clone_plays_on_its_own_current_pan():
    """Game.clone copies the discard pile and the pans apart; the current pan must stay the
    discard pile of the copy (the hard bot searches on clones)."""
    game = tippo([["red_1", "blue_5", "green_8", "yellow_9"], FILL[:4]], hand_size=4)
    on(game, 0, "blue_5", 1)
    copy = game.clone()
    assert copy.discard is state(copy).pans[1] and copy.discard is not game.discard
    assert violations(copy) == []
    copy.apply(1, Draw())
    assert violations(copy) == [] and hand(copy, 1) != hand(game, 1)
    assert pans(copy) == pans(game) == [["red_5"], ["blue_8", "blue_5"]]


def test_a_wild_declares_the_colour_of_its_pan_only():
    game = tippo([["black_wild", "red_1"], ["green_1", "green_2"]])
    on(game, 0, "black_wild", 1)
    choose_color(game, 0, "green")
    assert pan_colors(game) == ["red", "green"]
    acts = {(a.card.code, a.pan) for a in decisions(game, 1) if isinstance(a, PlayOnPan)}
    assert acts == {("green_1", 1), ("green_2", 1)}


def test_wild_draw_four_is_tested_against_its_pans_colour():
    # Seat 0 holds a red card: a WD4 on the red pan is guilty, on the blue pan innocent.
    for pan, guilty in ((0, True), (1, False)):
        game = tippo([[WD4, "red_1"], ["green_1", "green_2"], ["green_3", "green_4"]],
                     draws=FILL)
        on(game, 0, WD4, pan)
        choose_color(game, 0, "yellow")
        assert decisions(game, 1) == [Accept(), Challenge()]
        events = game.apply(1, Challenge())
        assert drawn(events) == ({0: 4} if guilty else {1: 6})


def test_drawn_card_may_be_played_on_a_matching_pan():
    game = tippo([["yellow_9", "yellow_8"], ["green_1", "green_2"]],
                 draws=["blue_3", *FILL])
    game.apply(0, Draw())
    assert turn(game) == ("drawn", 0)
    assert decisions(game, 0) == [PlayOnPan(card("blue_3"), 1), Pass()]
    on(game, 0, "blue_3", 1)
    assert turn(game) == ("turn", 1)


# ------------------------------------------------------------------ stop cards


def test_a_stop_card_on_top_blocks_its_pan():
    game = tippo([["red_3_stop", "red_1"], ["red_2", "blue_1"]])
    on(game, 0, "red_3_stop", 0)
    assert game.view(1).edition_state["open_pans"] == [1]
    acts = {(a.card.code, a.pan) for a in decisions(game, 1) if isinstance(a, PlayOnPan)}
    assert acts == {("blue_1", 1)}
    assert refused(game, 1, PlayOnPan(card("red_2"), 0)) == "pan_blocked"


def test_both_pans_blocked_the_next_seat_may_choose_either():
    game = tippo([["red_1", "red_2"], ["red_4", "blue_4"]],
                 starts=("red_3_stop", "blue_7_stop"))
    assert game.view(0).edition_state["open_pans"] == [0, 1]
    acts = {(a.card.code, a.pan) for a in decisions(game, 0) if isinstance(a, PlayOnPan)}
    assert acts == {("red_1", 0), ("red_2", 0)}


# ------------------------------------------------------------------ the scale


def test_a_tip_in_play_costs_the_placer_two_and_resets_each_pan_to_two_cards():
    hands = [["red_1", "red_2", "red_4"], ["red_6", "red_8", "red_9"]]
    game = tippo(hands, scale=[False, False, False, True], hand_size=3,
                 draws=["yellow_1", "yellow_2", *FILL[:5]])
    on(game, 0, "red_1", 0)
    on(game, 1, "red_6", 0)
    on(game, 0, "red_2", 0)
    events = on(game, 1, "red_8", 0)
    assert ScaleTipped(1, 0, 5, 1) in events
    assert drawn(events) == {1: 2}
    assert pans(game) == [["red_2", "red_8"], ["blue_8"]]
    assert sorted(c.code for c in state(game).aside) == ["red_1", "red_5", "red_6"]
    assert game.view(0).edition_state["pan_sizes"] == [2, 1]
    assert turn(game) == ("turn", 0)


def test_every_view_lists_both_pans_and_the_cards_a_tip_set_aside():
    """Every card on the pans was laid face up, and a tip spills known cards: the view
    shows all of them (the hard bot folds them into what it knows), never a hand."""
    hands = [["red_1", "red_2", "red_4"], ["red_6", "red_8", "red_9"]]
    game = tippo(hands, scale=[False, False, False, True], hand_size=3,
                 draws=["yellow_1", "yellow_2", *FILL[:5]])
    on(game, 0, "red_1", 0)
    on(game, 1, "red_6", 0)
    assert game.view(0).edition_state["pans"] == [["red_5", "red_1", "red_6"], ["blue_8"]]
    on(game, 0, "red_2", 0)
    on(game, 1, "red_8", 0)  # tips
    for seat in (0, 1, None):
        shown = game.view(seat).edition_state
        assert shown["pans"] == [["red_2", "red_8"], ["blue_8"]]
        assert shown["aside"] == ["red_5", "red_1", "red_6"]
        assert "tilt" not in shown


def test_tip_penalty_option():
    game = tippo([["red_1", "red_2"], ["red_6", "red_8"]], scale=[True],
                 tippo_tip_penalty=0)
    events = on(game, 0, "red_1", 0)
    assert of_type(events, ScaleTipped)
    assert not drawn(events).get(0)


def test_cards_set_aside_by_a_tip_are_the_next_draw_pile():
    hands = [["red_1", "red_2", "red_4"], ["red_6", "red_8", "red_9"]]
    game = tippo(hands, scale=[False, True], hand_size=3)
    on(game, 0, "red_1", 0)
    on(game, 1, "red_6", 0)  # tips: red 5 is set aside
    assert [c.code for c in state(game).aside] == ["red_5"]
    state(game).aside.extend(game.draw_pile)  # (bookkeeping: empty the pile into the aside)
    game.draw_pile.clear()
    aside = Counter(state(game).aside)
    events = game.apply(0, Draw())
    assert not state(game).aside
    assert Counter(game.draw_pile) + Counter(of_type(events, CardsDrawn)[0].cards) == aside


def record_chances(game):
    """Replace the scale by a recorder that logs each tip chance and never tips."""
    return record_device(game, "scale", False)


def test_tip_model_chance_grows_with_the_difference_only_onto_the_heavier_pan():
    hands = [["red_1", "red_2", "blue_1"], ["red_6", "red_8", "blue_2"]]
    game = tippo(hands, hand_size=3)
    seen = record_chances(game)
    on(game, 0, "red_1", 0)  # 2 : 1, d = 1
    on(game, 1, "red_6", 0)  # 3 : 1, d = 2
    on(game, 0, "red_2", 0)  # 4 : 1, d = 3 -> (3 - 2) x 15 %
    on(game, 1, "red_8", 0)  # 5 : 1, d = 4 -> 30 %
    on(game, 0, "blue_1", 1)  # 5 : 2, onto the lighter pan: never tips
    assert [w[0] for _, w in seen] == pytest.approx([0.0, 0.0, 0.15, 0.30, 0.0])


def test_tip_model_options_free_and_step():
    hands = [["red_1", "red_2", "blue_1"], ["red_6", "red_8", "blue_2"]]
    game = tippo(hands, hand_size=3, tippo_tip_free=0, tippo_tip_step=40)
    seen = record_chances(game)
    on(game, 0, "red_1", 0)  # d = 1 -> 40 %
    on(game, 1, "red_6", 0)  # d = 2 -> 80 %
    on(game, 0, "red_2", 0)  # d = 3 -> capped at 100 %
    assert [w[0] for _, w in seen] == pytest.approx([0.4, 0.8, 1.0])


def test_unscripted_certain_tip_happens():
    game = tippo([["red_1", "red_2"], ["red_6", "red_8"]], tippo_tip_free=0,
                 tippo_tip_step=100)
    game.scripted.pop("scale", None)
    events = on(game, 0, "red_1", 0)
    assert of_type(events, ScaleTipped)
    assert drawn(events) == {0: 2}


# ------------------------------------------------------------------ the Tilt card


TILT_HANDS = [[TILT, "red_1", "blue_2"], ["red_2", "green_2", "blue_3"],
              ["blue_6", "green_6", "yellow_6"]]
TILT_DRAWS = ["yellow_1", "yellow_2", "green_1", "green_4", "green_5", "green_8", "green_9",
              "yellow_4", "yellow_5"]


def tilt(scale, hands=TILT_HANDS, pan=1, starter=2, **opts):
    game = tippo(hands, draws=TILT_DRAWS, scale=scale, **opts)
    on(game, 0, TILT, pan)
    assert turn(game) == ("tilt_starter", 0)
    assert decisions(game, 0) == [ChooseSeat(s) for s in range(len(hands))]
    game.apply(0, ChooseSeat(starter))
    assert turn(game) == ("tilt_place", starter)
    return game


def test_tilt_sequence_until_the_scale_tips_the_tipper_draws_five():
    game = tilt([False, False, False, True])  # the Tilt card itself, then three placements
    assert decisions(game, 2) == [ChoosePan(0), ChoosePan(1)]
    assert refused(game, 2, ChoosePan(2)) == "pan_blocked"
    assert refused(game, 0, ChoosePan(0)) == "not_your_turn"
    events = game.apply(2, ChoosePan(0))
    assert PanFilled(2, 0, card("yellow_1")) in events
    assert turn(game) == ("tilt_place", 0)
    game.apply(0, ChoosePan(0))
    assert turn(game) == ("tilt_place", 1)
    events = game.apply(1, ChoosePan(0))
    assert PanFilled(1, 0, card("green_1")) in events
    assert ScaleTipped(1, 0, 4, 2) in events
    assert drawn(events) == {1: 5}
    assert pans(game) == [["yellow_2", "green_1"], ["blue_8", TILT]]
    # the Tilt player declares the colour of the Tilt card's pan; next(player) plays
    assert turn(game) == ("color", 0)
    assert game.view(1).edition_state["tilt"] == {"player": 0, "pan": 1}  # seen by all
    choose_color(game, 0, "green")
    assert turn(game) == ("turn", 1)
    assert state(game).cur == 1 and color(game) == "green"
    assert "tilt" not in game.view(1).edition_state


def test_pans_filled_in_a_tilt_sequence_take_the_colour_of_their_new_top_card():
    game = tilt([False, False, False, True])
    for seat in (2, 0, 1):
        game.apply(seat, ChoosePan(0))
    choose_color(game, 0, "red")
    assert pan_colors(game) == ["green", "red"]  # pan 0 shows green 1 now
    acts = {(a.card.code, a.pan) for a in decisions(game, 1) if isinstance(a, PlayOnPan)}
    assert ("red_2", 0) not in acts  # red does not match the green 1
    assert ("green_2", 0) in acts and ("red_2", 1) in acts


def test_tilt_penalty_option():
    game = tilt([False, True], tippo_penalty=2)
    events = game.apply(2, ChoosePan(1))
    assert drawn(events) == {2: 2}


def test_tilt_pan_option_only_the_tilt_cards_pan():
    game = tilt([False, False, True], tippo_pan="tilt_pan", pan=0)
    assert decisions(game, 2) == [ChoosePan(0)]
    assert refused(game, 2, ChoosePan(1)) == "pan_blocked"
    game.apply(2, ChoosePan(0))
    events = game.apply(0, ChoosePan(0))
    assert drawn(events) == {0: 5}  # the Tilt player tipped it itself


def test_the_player_may_name_itself_to_start():
    game = tilt([False, True], starter=0)
    events = game.apply(0, ChoosePan(1))
    assert drawn(events) == {0: 5}
    choose_color(game, 0, "blue")
    assert turn(game) == ("turn", 1)


def test_a_stop_card_placed_in_the_sequence_blocks_its_pan():
    game = tippo(TILT_HANDS, draws=["red_7_stop", *TILT_DRAWS], scale=[False, False, False])
    on(game, 0, TILT, 1)
    game.apply(0, ChooseSeat(1))
    game.apply(1, ChoosePan(0))
    assert pans(game)[0][-1] == "red_7_stop"
    assert decisions(game, 2) == [ChoosePan(1)]


def test_tilt_follows_the_direction_of_play():
    hands = [["red_reverse", "red_1", "blue_2"], ["red_2", "green_2", "blue_3"],
             [TILT, "green_6", "yellow_6"]]
    game = tippo(hands, draws=TILT_DRAWS, scale=[False, False, False, False, True])
    on(game, 0, "red_reverse", 0)
    assert turn(game) == ("turn", 2)
    on(game, 2, TILT, 1)
    game.apply(2, ChooseSeat(2))
    game.apply(2, ChoosePan(0))
    assert turn(game) == ("tilt_place", 1)
    game.apply(1, ChoosePan(0))
    events = game.apply(0, ChoosePan(0))
    assert drawn(events) == {0: 5}
    choose_color(game, 2, "yellow")
    assert turn(game) == ("turn", 1)


def test_tilt_two_players():
    game = tippo([[TILT, "red_1"], ["green_1", "green_2"]], draws=TILT_DRAWS,
                 scale=[False, False, True])
    on(game, 0, TILT, 0)
    game.apply(0, ChooseSeat(1))
    game.apply(1, ChoosePan(1))
    events = game.apply(0, ChoosePan(1))
    assert drawn(events) == {0: 5}
    choose_color(game, 0, "red")
    assert turn(game) == ("turn", 1)


def test_tilt_as_last_card_ends_the_hand_first():
    game = tippo([[TILT], ["green_1"]], scale=[False])
    events = on(game, 0, TILT, 0)
    assert of_type(events, HandEnded)[0].winner == 0
    assert not of_type(events, PanFilled)


def test_tilt_sequence_ends_without_a_tip_when_the_pile_is_used_up():
    game = tippo(TILT_HANDS, draws=TILT_DRAWS, scale=[False] * 20)
    on(game, 0, TILT, 1)
    game.apply(0, ChooseSeat(1))
    state(game).aside.extend(game.draw_pile[1:])  # (bookkeeping: leave one card in the pile)
    del game.draw_pile[1:]
    game.apply(1, ChoosePan(0))
    assert not game.draw_pile
    events = game.apply(2, ChoosePan(1))
    assert not drawn(events)
    assert turn(game) == ("color", 0)


def test_a_tip_on_the_last_card_costs_the_placer_two_so_it_is_not_out():
    game = tippo([["red_1"], ["green_1"]], scale=[True])
    events = on(game, 0, "red_1", 0)
    assert drawn(events) == {0: 2}
    assert not of_type(events, HandEnded)
    assert turn(game) == ("turn", 1)
