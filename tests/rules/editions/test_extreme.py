"""UNO Extreme / Attack (docs/rules.md §3.6, A24, A25): deck lists, the launcher, Hit 2,
Hit-Fire, All Hit, Trade Hands, pass hands, Discard All, Wild Hit 1, UNO presses."""

from collections import Counter

import pytest
from edition_helpers import (
    color,
    deal,
    decisions,
    drawn,
    hand,
    of_type,
    options,
    play,
    refused,
    sizes,
    top,
    turn,
)

from rules import Accept, CatchUno, Draw, OptionError, Play, SwapHands
from rules.cards import card
from rules.editions import get_edition
from rules.editions.common import CardsDiscarded, LauncherFired
from rules.editions.extreme import FIRE_COUNTS, FIRE_WEIGHTS
from rules.events import FirstCard, HandEnded, HandsRotated, TurnSkipped

DRAWS = [f"yellow_{n}" for n in range(1, 10)] + [f"green_{n}" for n in range(5, 10)]
H2 = "hit_two"
ALL_HIT = "black_wild_all_hit"
FIRE = "black_wild_hit_fire"
HIT1 = "black_wild_hit_one"


def kinds(variant):
    deck = get_edition("extreme").deck(options("extreme", extreme_deck=variant))
    return deck, Counter(c.kind for c in deck)


@pytest.mark.parametrize(("variant", "expected"), [
    ("attack_us", {"hit_two": 8, "reverse": 4, "skip": 8, "discard_all": 8,
                   "trade_hands": 4, "wild": 4, "wild_all_hit": 2, "wild_hit_fire": 2}),
    ("extreme_de", {"hit_two": 8, "reverse": 8, "skip": 8, "discard_all": 4,
                    "trade_hands": 4, "wild": 4, "wild_hit_one": 2, "wild_hit_fire": 2}),
    ("extreme_de_old", {"hit_two": 8, "reverse": 8, "skip": 8, "discard_all": 8,
                        "wild": 4, "wild_hit_fire": 4}),
    ("seed000", {"hit_two": 8, "reverse": 4, "skip": 8, "discard_all": 8,
                 "trade_hands": 2, "pass_hands": 2, "wild": 4, "wild_all_hit": 2,
                 "wild_hit_fire": 2}),
])
def test_deck_lists_112_cards_no_zeros(variant, expected):
    deck, counts = kinds(variant)
    assert len(deck) == 112
    assert counts.pop("number") == 72
    assert dict(counts) == expected
    numbers = Counter((c.color, c.number) for c in deck if c.kind == "number")
    assert set(numbers.values()) == {2}
    assert {n for _, n in numbers} == set(range(1, 10))  # no zeros
    # coloured action cards are spread evenly over the four colours
    for kind in ("hit_two", "reverse", "skip", "discard_all", "trade_hands"):
        per_colour = Counter(c.color for c in deck if c.kind == kind)
        assert len(set(per_colour.values())) <= 1


def test_default_deck_is_attack_us_and_default_options():
    opts = options("extreme")
    assert opts.edition_option("extreme_deck") == "attack_us"
    assert opts.edition_option("launcher_fire_chance") == 40
    assert opts.edition_option("hit_two_stacking") is True
    assert opts.edition_option("all_hit_extra_turn") is True
    assert opts.edition_option("trade_hands") == "swap_chosen"


def test_launcher_fire_chance_is_at_least_ten_percent():
    # A launcher that never fires would leave a blocked hand without an end.
    with pytest.raises(OptionError):
        options("extreme", launcher_fire_chance=0)
    assert options("extreme", launcher_fire_chance=10).edition_option("launcher_fire_chance") == 10


def test_launcher_always_fires_at_one_hundred_percent():
    game = deal("extreme", [["red_1", "red_2"], ["green_1", "green_2"]], "blue_5", DRAWS,
                launcher_fire_chance=100)
    for seat in (0, 1, 0, 1):
        events = game.apply(seat, Draw())
        assert of_type(events, LauncherFired)[0].count >= 1


def test_launcher_distribution_is_the_proposed_pmf():
    assert FIRE_COUNTS == list(range(1, 9))
    assert sum(FIRE_WEIGHTS) == 36
    assert [w / 36 for w in FIRE_WEIGHTS] == [(9 - k) / 36 for k in range(1, 9)]


# ------------------------------------------------------------------ the launcher


def test_drawing_is_one_press_nothing_comes_out_and_the_turn_ends():
    game = deal("extreme", [["red_1", "red_2"], ["green_1", "green_2"]], "blue_5", DRAWS,
                script={"launcher": [0]})
    events = game.apply(0, Draw())
    assert LauncherFired(0, 0) in events
    assert sizes(game) == [2, 2]
    assert turn(game) == ("turn", 1)


def test_pressing_ends_the_turn_even_if_playable_cards_came_out():
    game = deal("extreme", [["red_1", "red_2"], ["green_1", "green_2"]], "blue_5",
                ["blue_7", "blue_8", "yellow_1"], script={"launcher": [2]})
    events = game.apply(0, Draw())
    assert LauncherFired(0, 2) in events
    assert hand(game, 0) == ["blue_7", "blue_8", "red_1", "red_2"]
    assert turn(game) == ("turn", 1)


def test_fewer_cards_in_the_launcher_gives_all_of_them():
    game = deal("extreme", [["red_1"], ["green_1"]], "blue_5", script={"launcher": [8]})
    pile = game.draw_pile
    game.discard[:0] = pile[:-3]  # leave three cards in the launcher
    del pile[:-3]
    events = game.apply(0, Draw())
    assert LauncherFired(0, 3) in events
    assert drawn(events) == {0: 3}
    assert not game.draw_pile


def test_an_empty_launcher_is_refilled_from_the_discards_first():
    game = deal("extreme", [["red_1"], ["green_1"]], "blue_5", script={"launcher": [2]})
    game.discard[:0] = game.draw_pile  # everything under the top card
    game.draw_pile.clear()
    events = game.apply(0, Draw())
    assert LauncherFired(0, 2) in events
    assert drawn(events) == {0: 2}
    assert top(game) == "blue_5" and len(game.discard) == 1


def test_a_launcher_that_does_not_fire_is_not_refilled():
    game = deal("extreme", [["red_1"], ["green_1"]], "blue_5", script={"launcher": [0]})
    game.discard[:0] = game.draw_pile
    game.draw_pile.clear()
    game.apply(0, Draw())
    assert not game.draw_pile


# ------------------------------------------------------------------ Hit 2


def test_hit_two_next_seat_presses_twice_and_loses_the_turn():
    game = deal("extreme", [["red_hit_two", "red_1"], ["green_1", "green_2"],
                            ["blue_1", "blue_2"]], "red_5", DRAWS, script={"launcher": [0, 3]})
    play(game, 0, "red_hit_two")
    assert turn(game) == ("penalty", 1)
    assert game.pending == 2
    assert decisions(game, 1) == [Accept()]
    events = game.apply(1, Accept())
    assert [e for e in events if isinstance(e, LauncherFired)] == [
        LauncherFired(1, 0), LauncherFired(1, 3)]
    assert drawn(events) == {1: 3}
    assert TurnSkipped(1) in events
    assert turn(game) == ("turn", 2)


def test_hit_two_stacks_and_the_presses_pass_on():
    game = deal("extreme", [["red_hit_two", "red_1"], ["blue_hit_two", "green_2"],
                            ["blue_1", "blue_2"]], "red_5", DRAWS,
                script={"launcher": [1, 0, 0, 2]})
    play(game, 0, "red_hit_two")
    assert Play(card("blue_hit_two")) in decisions(game, 1)
    play(game, 1, "blue_hit_two")
    assert turn(game) == ("penalty", 2) and game.pending == 4
    assert refused(game, 2, Play(card("blue_1"))) == "stacking_off"
    events = game.apply(2, Accept())
    assert len(of_type(events, LauncherFired)) == 4
    assert drawn(events) == {2: 3}
    assert turn(game) == ("turn", 0)


def test_hit_two_without_stacking_presses_at_once():
    game = deal("extreme", [["red_hit_two", "red_1"], ["blue_hit_two", "green_2"],
                            ["blue_1", "blue_2"]], "red_5", DRAWS,
                script={"launcher": [0, 1]}, hit_two_stacking=False)
    events = play(game, 0, "red_hit_two")
    assert len(of_type(events, LauncherFired)) == 2
    assert drawn(events) == {1: 1}
    assert turn(game) == ("turn", 2)


def test_hit_two_two_players_the_turn_returns_to_the_player():
    game = deal("extreme", [["red_hit_two", "red_1"], ["green_1", "green_2"]], "red_5",
                DRAWS, script={"launcher": [0, 0]})
    play(game, 0, "red_hit_two")
    game.apply(1, Accept())
    assert turn(game) == ("turn", 0)


def test_hit_two_as_first_card_the_first_seat_presses_twice_and_is_skipped():
    game = deal("extreme", [["red_1"], ["green_1"], ["blue_1"]], "red_hit_two", DRAWS)
    fired = of_type(game.start_events, LauncherFired)
    assert [e.seat for e in fired] == [0, 0]
    assert len(game.hands[0]) == 1 + sum(e.count for e in fired)
    assert TurnSkipped(0) in game.start_events
    assert turn(game) == ("turn", 1)


@pytest.mark.parametrize("kind", ["skip", "reverse"])
def test_two_players_skip_and_reverse_let_the_player_play_again(kind):
    game = deal("extreme", [[f"red_{kind}", "red_1"], ["green_1", "green_2"]], "red_5", DRAWS)
    play(game, 0, f"red_{kind}")
    assert turn(game) == ("turn", 0)


# ------------------------------------------------------------------ launcher wilds


def test_hit_fire_presses_until_something_comes_out_keeps_it_and_is_skipped():
    game = deal("extreme", [[FIRE, "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"]],
                "red_5", DRAWS, script={"launcher": [0, 0, 0, 3, 5]})
    events = play(game, 0, FIRE, color="blue")
    assert of_type(events, LauncherFired) == [LauncherFired(1, 0)] * 3 + [LauncherFired(1, 3)]
    assert drawn(events) == {1: 3}
    assert TurnSkipped(1) in events
    assert turn(game) == ("turn", 2) and color(game) == "blue"


def test_hit_fire_two_players_the_player_plays_again():
    game = deal("extreme", [[FIRE, "red_1"], ["green_1", "green_2"]], "red_5", DRAWS,
                script={"launcher": [1]})
    play(game, 0, FIRE, color="red")
    assert turn(game) == ("turn", 0)


def test_all_hit_every_seat_presses_once_in_order_the_player_last_then_an_extra_turn():
    """Seed 000: "alle Spieler der Reihe nach drücken", the player of the card too."""
    game = deal("extreme", [[ALL_HIT, "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"],
                            ["blue_3", "blue_4"]], "red_5", DRAWS,
                script={"launcher": [1, 0, 2, 1]})
    events = play(game, 0, ALL_HIT, color="green")
    assert of_type(events, LauncherFired) == [
        LauncherFired(1, 1), LauncherFired(2, 0), LauncherFired(3, 2), LauncherFired(0, 1)]
    assert drawn(events) == {1: 1, 3: 2, 0: 1}
    assert turn(game) == ("turn", 0)
    assert color(game) == "green"


def test_all_hit_without_the_player_only_the_others_press():
    game = deal("extreme", [[ALL_HIT, "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"],
                            ["blue_3", "blue_4"]], "red_5", DRAWS, script={"launcher": [1, 0, 2]},
                all_hit_includes_player=False)
    events = play(game, 0, ALL_HIT, color="green")
    assert of_type(events, LauncherFired) == [
        LauncherFired(1, 1), LauncherFired(2, 0), LauncherFired(3, 2)]
    assert drawn(events) == {1: 1, 3: 2}
    assert turn(game) == ("turn", 0)


def test_all_hit_without_the_extra_turn_play_goes_on():
    game = deal("extreme", [[ALL_HIT, "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"]],
                "red_5", DRAWS, script={"launcher": [0, 0]}, all_hit_extra_turn=False)
    play(game, 0, ALL_HIT, color="green")
    assert turn(game) == ("turn", 1)


def test_all_hit_follows_the_direction_of_play():
    game = deal("extreme", [["red_reverse", "red_1"], ["green_1", "green_2"],
                            [ALL_HIT, "blue_2"]], "red_5", DRAWS, script={"launcher": [0, 0, 0]})
    play(game, 0, "red_reverse")
    events = play(game, 2, ALL_HIT, color="blue")
    assert [e.seat for e in of_type(events, LauncherFired)] == [1, 0, 2]
    assert turn(game) == ("turn", 2)


def test_all_hit_as_last_card_presses_then_the_hand_ends():
    game = deal("extreme", [[ALL_HIT], ["green_1"], ["blue_1"]], "red_5", DRAWS,
                script={"launcher": [1, 1]})
    events = play(game, 0, ALL_HIT, color="red")
    assert drawn(events) == {1: 1, 2: 1}
    assert of_type(events, HandEnded)[0].winner == 0


def test_wild_hit_one_next_seat_presses_once_and_loses_the_turn():
    game = deal("extreme", [[HIT1, "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"]],
                "red_5", DRAWS, script={"launcher": [4]}, extreme_deck="extreme_de")
    events = play(game, 0, HIT1, color="yellow")
    assert of_type(events, LauncherFired) == [LauncherFired(1, 4)]
    assert drawn(events) == {1: 4}
    assert TurnSkipped(1) in events
    assert turn(game) == ("turn", 2) and color(game) == "yellow"


def test_wild_hit_one_with_nothing_coming_out_still_skips():
    game = deal("extreme", [[HIT1, "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"]],
                "red_5", DRAWS, script={"launcher": [0]}, extreme_deck="extreme_de")
    events = play(game, 0, HIT1, color="yellow")
    assert TurnSkipped(1) in events and turn(game) == ("turn", 2)


@pytest.mark.parametrize("kind", ["wild_all_hit", "wild_hit_fire"])
def test_launcher_wild_as_start_card_goes_back(kind):
    game = deal("extreme", [["red_1"], ["green_1"]], f"black_{kind}", DRAWS)
    first = of_type(game.start_events, FirstCard)
    assert first[0] == FirstCard(card(f"black_{kind}"), returned=True)


# ------------------------------------------------------------------ hands


def test_trade_hands_swap_chosen_offers_every_other_seat():
    game = deal("extreme", [["red_trade_hands", "red_1", "red_2"],
                            ["green_1", "green_2", "green_3"], ["blue_1", "blue_2", "blue_3"]],
                "red_5", DRAWS)
    play(game, 0, "red_trade_hands")
    assert turn(game) == ("trade_hands", 0)
    assert decisions(game, 0) == [SwapHands(1), SwapHands(2)]
    assert refused(game, 0, SwapHands(0)) == "not_a_swap_target"
    game.apply(0, SwapHands(2))
    assert hand(game, 0) == ["blue_1", "blue_2", "blue_3"]
    assert hand(game, 2) == ["red_1", "red_2"]
    assert turn(game) == ("turn", 1)


def trade_hands_game(seat2_plays: bool, **opts):
    game = deal("extreme", [["red_trade_hands", "red_1", "red_2"],
                            ["red_3", "green_2", "green_3"], ["red_4", "blue_2", "blue_3"]],
                "red_5", DRAWS, trade_hands="swap_fewest", script={"launcher": [1]}, **opts)
    play(game, 0, "red_1")
    play(game, 1, "red_3")
    if seat2_plays:
        play(game, 2, "red_4")
    else:
        game.apply(2, Draw())  # one card comes out: seat 2 holds 4
    return game


def test_trade_hands_swap_fewest_takes_the_smallest_hand():
    game = trade_hands_game(seat2_plays=False)
    assert sizes(game) == [2, 2, 4]
    play(game, 0, "red_trade_hands")
    assert hand(game, 0) == ["green_2", "green_3"]
    assert hand(game, 1) == ["red_2"]
    assert turn(game) == ("turn", 1)


def test_trade_hands_swap_fewest_tie_the_player_chooses():
    game = trade_hands_game(seat2_plays=True)
    play(game, 0, "red_trade_hands")
    assert turn(game) == ("trade_hands", 0)
    assert decisions(game, 0) == [SwapHands(1), SwapHands(2)]
    game.apply(0, SwapHands(2))
    assert hand(game, 0) == ["blue_2", "blue_3"]
    assert turn(game) == ("turn", 1)


def test_trade_hands_two_players_swaps_at_once():
    game = deal("extreme", [["red_trade_hands", "red_1"], ["green_1", "green_2"]], "red_5",
                DRAWS)
    events = play(game, 0, "red_trade_hands")
    assert hand(game, 0) == ["green_1", "green_2"]
    assert hand(game, 1) == ["red_1"]
    assert turn(game) == ("turn", 1)
    assert game.view(0).uno_open == ()  # a swap never creates the UNO obligation
    assert events


def test_trade_hands_as_last_card_ends_the_hand_nothing_moves():
    game = deal("extreme", [["red_trade_hands"], ["green_1"]], "red_5", DRAWS)
    events = play(game, 0, "red_trade_hands")
    assert of_type(events, HandEnded)[0].winner == 0
    assert hand(game, 1) == ["green_1"]


def test_pass_hands_moves_every_hand_in_the_direction_of_play():
    game = deal("extreme", [["red_pass_hands", "red_1"], ["green_1", "green_2"],
                            ["blue_1", "blue_2"]], "red_5", DRAWS, extreme_deck="seed000")
    events = play(game, 0, "red_pass_hands")
    assert HandsRotated(1) in events
    assert hand(game, 0) == ["blue_1", "blue_2"]
    assert hand(game, 1) == ["red_1"]
    assert hand(game, 2) == ["green_1", "green_2"]
    assert turn(game) == ("turn", 1)


def test_pass_hands_counter_clockwise_after_a_reverse():
    game = deal("extreme", [["red_reverse", "red_1"], ["green_1", "green_2"],
                            ["red_pass_hands", "blue_2"]], "red_5", DRAWS,
                extreme_deck="seed000")
    play(game, 0, "red_reverse")
    events = play(game, 2, "red_pass_hands")
    assert HandsRotated(-1) in events
    assert hand(game, 1) == ["blue_2"]  # seat 2's hand went to seat 1
    assert hand(game, 0) == ["green_1", "green_2"]
    assert turn(game) == ("turn", 1)


def test_pass_hands_as_last_card_nothing_moves():
    game = deal("extreme", [["red_pass_hands"], ["green_1"]], "red_5", DRAWS,
                extreme_deck="seed000")
    events = play(game, 0, "red_pass_hands")
    assert not of_type(events, HandsRotated)
    assert of_type(events, HandEnded)[0].winner == 0


def test_discard_all_discards_every_card_of_its_colour_and_stays_on_top():
    game = deal("extreme", [["red_discard_all", "red_1", "red_7", "blue_2"],
                            ["green_1", "green_2", "green_3", "green_4"],
                            ["blue_1", "blue_3", "blue_4", "blue_6"]], "red_5", DRAWS)
    events = play(game, 0, "red_discard_all")
    assert of_type(events, CardsDiscarded) == [
        CardsDiscarded(0, (card("red_1"), card("red_7")), "discard_all")]
    assert hand(game, 0) == ["blue_2"]
    assert top(game) == "red_discard_all" and color(game) == "red"
    assert game.view(1).uno_open == (0,)  # one card left: the UNO call applies
    assert turn(game) == ("turn", 1)


def test_discard_all_by_symbol_uses_its_own_colour():
    game = deal("extreme", [["red_discard_all", "red_1", "blue_3"],
                            ["blue_discard_all", "blue_9", "red_9"],
                            ["green_1", "green_2", "green_3"]], "red_5", DRAWS)
    play(game, 0, "red_discard_all")
    play(game, 1, "blue_discard_all")
    assert hand(game, 1) == ["red_9"]
    assert color(game) == "blue"


def test_discard_all_going_out_wins_the_hand():
    game = deal("extreme", [["red_discard_all", "red_1"], ["green_1", "green_2"]], "red_5",
                DRAWS)
    events = play(game, 0, "red_discard_all")
    assert of_type(events, HandEnded)[0].winner == 0


def test_a_missed_uno_costs_two_presses():
    game = deal("extreme", [["red_1", "red_2"], ["green_1", "green_2"], ["blue_1", "blue_2"]],
                "red_5", DRAWS, script={"launcher": [1, 0]})
    play(game, 0, "red_1")
    events = game.apply(2, CatchUno(0))
    assert of_type(events, LauncherFired) == [LauncherFired(0, 1), LauncherFired(0, 0)]
    assert drawn(events) == {0: 1}


@pytest.mark.parametrize(("code", "points"), [
    ("red_skip", 20), ("red_reverse", 20), ("red_hit_two", 20), ("red_discard_all", 30),
    ("red_trade_hands", 30), ("red_pass_hands", 30), ("black_wild", 50), (ALL_HIT, 50),
    (FIRE, 50), (HIT1, 50), ("red_7", 7)])
def test_card_points(code, points):
    assert get_edition("extreme").card_points(card(code), options("extreme")) == points


def test_hand_end_scores_with_extreme_values():
    game = deal("extreme", [["red_1"], ["red_discard_all"], [FIRE]], "red_5", DRAWS)
    events = play(game, 0, "red_1")
    ended = of_type(events, HandEnded)[0]
    assert ended.hand_values == (0, 30, 50)
    assert ended.points == (80, 0, 0)


def test_hit_two_as_last_card_the_presses_happen_then_the_hand_ends():
    game = deal("extreme", [["red_hit_two"], ["green_1"], ["blue_1"]], "red_5", DRAWS,
                script={"launcher": [1, 1]})
    play(game, 0, "red_hit_two")
    assert turn(game) == ("penalty", 1)  # the presses come first (§1.9)
    events = game.apply(1, Accept())
    assert drawn(events) == {1: 2}
    assert of_type(events, HandEnded)[0].winner == 0


def test_launcher_count_device_decides_how_many_cards_when_it_fires():
    game = deal("extreme", [["red_1", "red_2"], ["green_1", "green_2"]], "blue_5", DRAWS,
                launcher_fire_chance=100, script={"launcher_count": [5, 8]})
    events = game.apply(0, Draw())
    assert of_type(events, LauncherFired) == [LauncherFired(0, 5)]
    assert drawn(events) == {0: 5}
    events = game.apply(1, Draw())
    assert drawn(events) == {1: 8}


@pytest.mark.parametrize("code", ["blue_discard_all", "blue_trade_hands", "red_pass_hands"])
def test_hand_cards_as_start_card_do_nothing(code):
    game = deal("extreme", [["red_1"], ["green_1"]], code, DRAWS, extreme_deck="seed000")
    assert turn(game) == ("turn", 0)
    assert hand(game, 0) == ["red_1"] and hand(game, 1) == ["green_1"]
    assert top(game) == code and color(game) == code.split("_")[0]
