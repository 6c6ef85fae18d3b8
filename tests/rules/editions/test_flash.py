"""UNO Flash (docs/rules.md §3.7, A26): the random unit, time limits, time-outs, SLAP races."""

from collections import Counter

import pytest
from edition_helpers import (
    deal,
    decisions,
    drawn,
    hand,
    of_type,
    options,
    play,
    record_device,
    refused,
    sizes,
    turn,
)

from rules import Timeout, TurnTimeout
from rules.cards import card
from rules.editions import get_edition
from rules.editions.common import FlashPicked, RaceEnded, RaceStarted, Slap
from rules.events import HandEnded, TurnSkipped, TurnTimedOut

DRAWS = [f"yellow_{n}" for n in range(1, 10)] + [f"green_{n}" for n in range(5, 10)]
H4 = [["red_1", "red_2"], ["green_1", "green_2"], ["blue_1", "blue_2"], ["blue_3", "blue_4"]]


def flash(hands=H4, *, picks=(), limits=(), **opts):
    return deal("flash", hands, "red_5", DRAWS,
                script={"flash": list(picks), "flash_limit": list(limits)}, **opts)


def test_deck_replaces_the_eight_reverses_with_slap_cards():
    deck = get_edition("flash").deck(options("flash"))
    kinds = Counter(c.kind for c in deck)
    assert len(deck) == 108
    assert kinds["slap"] == 8 and kinds["reverse"] == 0
    assert Counter(c.color for c in deck if c.kind == "slap") == Counter(
        {c: 2 for c in Counter(c.color for c in deck if c.kind == "skip")})


def test_slap_scores_twenty():
    assert get_edition("flash").card_points(card("red_slap"), options("flash")) == 20


def test_the_unit_picks_the_next_seat_the_same_seat_may_play_again():
    game = flash(picks=[0], limits=[5300])
    events = play(game, 0, "red_1")
    assert FlashPicked(0, 5300) in events
    assert turn(game) == ("turn", 0)
    assert game.view(2).edition_state["time_limit_ms"] == 5300


def test_uniform_others_never_picks_the_same_seat():
    game = flash(flash_next="uniform_others", seed=3)
    for _ in range(30):
        seat = game.decision.seat
        game.apply(seat, decisions(game, seat)[-1])  # draw
        if game.decision.kind == "drawn":
            game.apply(game.decision.seat, decisions(game, game.decision.seat)[-1])
        assert game.decision.seat != seat


def test_clockwise_mode_is_the_classic_order():
    game = flash(flash_next="clockwise", limits=[4000])
    play(game, 0, "red_1")
    assert turn(game) == ("turn", 1)


@pytest.mark.parametrize(("limit", "ms"), [("4", 4000), ("6", 6000), ("infinite", 0)])
def test_fixed_time_limits(limit, ms):
    game = flash(picks=[2], flash_time_limit=limit)
    events = play(game, 0, "red_1")
    assert FlashPicked(2, ms) in events


def test_random_limit_is_between_4_and_8_seconds():
    game = flash(picks=[1] * 40, seed=7)
    seen = []
    for _ in range(40):
        seat = game.decision.seat
        events = game.apply(seat, decisions(game, seat)[-1])
        seen += [e.limit_ms for e in of_type(events, FlashPicked)]
        if game.decision.kind == "drawn":
            events = game.apply(game.decision.seat, decisions(game, game.decision.seat)[-1])
            seen += [e.limit_ms for e in of_type(events, FlashPicked)]
    assert seen and all(4000 <= ms <= 8000 for ms in seen)


def test_skip_hits_the_picked_seat_and_the_unit_picks_again():
    game = flash([["red_skip", "red_1"], *H4[1:]], picks=[2, 2], limits=[4000, 4000])
    events = play(game, 0, "red_skip")
    assert TurnSkipped(2) in events
    assert turn(game) == ("turn", 2)  # picked again: the same seat may come up


def test_draw_two_hits_the_picked_seat():
    game = flash([["red_draw_two", "red_1"], *H4[1:]], picks=[3, 1], limits=[4000, 4000])
    events = play(game, 0, "red_draw_two")
    assert drawn(events) == {3: 2}
    assert TurnSkipped(3) in events
    assert turn(game) == ("turn", 1)


def test_time_out_on_a_turn_draws_two_and_ends_the_turn():
    game = flash(picks=[2], limits=[4000])
    assert TurnTimeout() in game.legal_actions(None)
    events = game.apply(None, TurnTimeout())
    assert TurnTimedOut(0) in events
    assert drawn(events) == {0: 2}
    assert sizes(game) == [4, 2, 2, 2]
    assert turn(game) == ("turn", 2)


def test_turn_timeout_is_host_only():
    game = flash()
    assert refused(game, 1, TurnTimeout()) == "host_only"


def test_time_out_on_another_decision_takes_its_default_without_penalty():
    game = flash([["black_wild", "red_1"], *H4[1:]], picks=[1], limits=[4000])
    play(game, 0, "black_wild")
    assert turn(game) == ("color", 0)
    events = game.apply(None, TurnTimeout())
    assert drawn(events) == {}
    assert turn(game) == ("turn", 1)


# ------------------------------------------------------------------ SLAP


def slap_game(hands=H4, **opts):
    game = flash([["red_slap", "red_1"], *hands[1:]], picks=[1], limits=[4000], **opts)
    events = play(game, 0, "red_slap")
    assert RaceStarted("slap", 0) in events
    return game


def test_slap_every_other_seat_presses_the_last_draws_two():
    game = slap_game()
    assert turn(game) == ("slap_race", None)
    assert Slap() not in game.legal_actions(0)  # the player does not race by default
    for seat in (1, 2, 3):
        assert Slap() in game.legal_actions(seat)
    game.apply(3, Slap())
    assert Slap() not in game.legal_actions(3)
    assert refused(game, 3, Slap()) == "not_your_turn"
    assert game.view(0).edition_state["slap_pressed"] == [3]
    assert turn(game) == ("slap_race", None)
    assert sizes(game) == [1, 2, 2, 2]


def test_slap_the_last_presser_loses_when_only_it_is_left():
    game = slap_game()
    game.apply(1, Slap())
    events = game.apply(3, Slap())  # seat 2 is the only one left: it is last
    assert RaceEnded("slap", loser=2) in events
    assert drawn(events) == {2: 2}
    assert turn(game) == ("turn", 1)  # the unit picks after the SLAP player


def test_slap_host_timeout_every_seat_that_never_pressed_draws_two():
    game = slap_game()
    game.apply(2, Slap())
    assert Timeout() in game.legal_actions(None)
    events = game.apply(None, Timeout())
    assert drawn(events) == {1: 2, 3: 2}
    assert {e.loser for e in of_type(events, RaceEnded)} == {1, 3}
    assert turn(game) == ("turn", 1)


def test_slap_includes_player_option():
    game = slap_game(slap_includes_player=True)
    assert Slap() in game.legal_actions(0)
    game.apply(1, Slap())
    game.apply(2, Slap())
    events = game.apply(3, Slap())
    assert drawn(events) == {0: 2}


def test_slap_two_players_the_only_other_seat_is_last():
    game = flash([["red_slap", "red_1"], ["green_1", "green_2"]], picks=[0], limits=[4000])
    events = play(game, 0, "red_slap")
    assert RaceEnded("slap", loser=1) in events
    assert drawn(events) == {1: 2}
    assert turn(game) == ("turn", 0)


def test_slap_two_players_including_the_player_is_a_real_race():
    game = flash([["red_slap", "red_1"], ["green_1", "green_2"]], picks=[1], limits=[4000],
                 slap_includes_player=True)
    play(game, 0, "red_slap")
    assert turn(game) == ("slap_race", None)
    events = game.apply(1, Slap())
    assert drawn(events) == {0: 2}
    assert hand(game, 0) == ["red_1", "yellow_1", "yellow_2"]


def test_slap_as_last_card_the_race_is_run_then_the_hand_ends():
    game = flash([["red_slap"], ["green_1"], ["blue_1"], ["blue_2"]], picks=[1],
                 limits=[4000])
    play(game, 0, "red_slap")
    assert turn(game) == ("slap_race", None)
    game.apply(1, Slap())
    events = game.apply(None, Timeout())
    assert drawn(events) == {2: 2, 3: 2}
    assert of_type(events, HandEnded)[0].winner == 0


def test_slap_as_start_card_does_nothing():
    game = deal("flash", H4, "red_slap", DRAWS)
    assert turn(game) == ("turn", 0)
    assert sizes(game) == [2, 2, 2, 2]


@pytest.mark.parametrize(("mode", "choices"), [("uniform_all", [0, 1, 2, 3]),
                                                ("uniform_others", [1, 2, 3])])
def test_the_unit_draws_uniformly_from_the_right_seats(mode, choices):
    game = flash(flash_next=mode, limits=[4000])
    seen = record_device(game, "flash", 2)
    play(game, 0, "red_1")
    assert seen == [(choices, None)]  # no weights: uniform
    assert turn(game) == ("turn", 2)


def test_the_random_limit_is_drawn_from_4_to_8_seconds_in_100_ms_steps():
    game = flash(picks=[1])
    seen = record_device(game, "flash_limit", 6100)
    events = play(game, 0, "red_1")
    assert seen == [(list(range(4000, 8001, 100)), None)]
    assert FlashPicked(1, 6100) in events
