"""Every decision a special card opens is offered through ``legal_actions`` with stable
action types, and other actions are refused with a stable ``IllegalAction`` code."""

import re

import pytest
from edition_helpers import deal, decisions, play, refused, turn

from rules import (
    ACTION_TYPES,
    Accept,
    Challenge,
    ChooseColor,
    Draw,
    NextHand,
    Pass,
    Play,
    SwapHands,
    Timeout,
    action_tag,
)
from rules.cards import Color, card
from rules.editions.common import (
    CallUnoSpin,
    ChoosePan,
    ChooseSeat,
    DiscardCard,
    KeepHand,
    NameColor,
    NameNumber,
    PassHands,
    PlayOnPan,
    PressLauncher,
    RotateHands,
    Slap,
    SpinWheel,
    SwapPair,
)

SPIN_HANDS = [["red_3_spin", "green_9", "blue_2", "blue_3"],
              ["red_3", "yellow_6", "blue_1", "green_1"],
              ["green_6", "green_3", "blue_5", "blue_6"]]


def spin_at(segment=None):
    game = deal("spin", SPIN_HANDS, "red_5", ["yellow_7"], script={"wheel": [segment]})
    play(game, 0, "red_3_spin")
    if segment:
        game.apply(1, SpinWheel())
    return game


def spin_race_discard():
    game = spin_at("uno_spin")
    game.apply(2, CallUnoSpin())
    return game


def kick():
    game = deal("kick", [["black_penalty_kick", "red_1"], ["green_1", "green_2"]], "red_5")
    play(game, 0, "black_penalty_kick")
    return game


def race():
    game = deal("speed_racer", [["black_racer_x", "red_1"], ["yellow_5", "green_2"]], "red_5",
                ["green_4"])
    play(game, 0, "black_racer_x")
    return game


def captain():
    game = deal("fc_bayern", [["black_captain", "red_1"], ["green_1", "green_2"]], "red_5")
    play(game, 0, "black_captain")
    return game


def captain_color():
    game = captain()
    game.apply(0, Pass())
    return game


def lotso():
    game = deal("toy_story3", [["black_lotso", "red_1"], ["green_1", "green_2"]], "red_5")
    play(game, 0, "black_lotso")
    return game


def victory_lap():
    game = deal("cars", [["black_victory_lap", "red_1"], ["green_1", "green_2"],
                         ["blue_1", "blue_2"]], "red_5")
    play(game, 0, "black_victory_lap")
    return game


def trade_hands():
    game = deal("extreme", [["red_trade_hands", "red_1"], ["green_1", "green_2"],
                            ["blue_1", "blue_2"]], "red_5")
    play(game, 0, "red_trade_hands")
    return game


def hit_two():
    game = deal("extreme", [["red_hit_two", "red_1"], ["blue_hit_two", "green_2"],
                            ["blue_1", "blue_2"]], "red_5")
    play(game, 0, "red_hit_two")
    return game


def offside():
    game = deal("fifa2006", [["black_wild_draw_four", "red_1"], ["black_offside", "green_2"],
                             ["blue_1", "blue_2"]], "red_5")
    play(game, 0, "black_wild_draw_four", color="green")
    return game


def slap():
    game = deal("flash", [["red_slap", "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"]],
                "red_5", script={"flash": [1]})
    play(game, 0, "red_slap")
    return game


def tippo(**opts):
    return deal("tippo", [["black_tilt", "red_1"], ["green_1", "green_2"]],
                ["red_5", "blue_8"], ["yellow_1", "yellow_2"], script={"scale": [False] * 5},
                **opts)


def tippo_start():
    return deal("tippo", [["red_1"], ["green_1"]], ["black_wild", "blue_8"])


def tilt_starter():
    game = tippo()
    game.apply(0, PlayOnPan(card("black_tilt"), 1))
    return game


def tilt_place():
    game = tilt_starter()
    game.apply(0, ChooseSeat(1))
    return game


def tippo_drawn():
    game = deal("tippo", [["yellow_9", "yellow_8"], ["green_1", "green_2"]],
                ["red_5", "blue_8"], ["blue_3"])
    game.apply(0, Draw())
    return game


CASES = [
    # builder, decision kind, deciding seat, action types offered to it
    (lambda: spin_at(None), "spin", 1, {"spin_wheel", "play"}),
    (lambda: spin_at("almost_uno"), "spin_discard", 1, {"discard_card", "call_uno_spin"}),
    (lambda: spin_at("discard_number"), "spin_number", 1, {"name_number", "call_uno_spin"}),
    (lambda: spin_at("discard_color"), "spin_color", 1, {"name_color", "call_uno_spin"}),
    (lambda: spin_at("uno_spin"), "spin_race", None, {"timeout"}),
    (spin_race_discard, "spin_uno_discard", 2, {"discard_card"}),
    (kick, "kick_opponent", 0, {"choose_seat"}),
    (race, "race", 1, {"play", "pass"}),
    (captain, "captain", 0, {"rotate_hands", "swap_pair", "pass"}),
    (captain_color, "color", 0, {"choose_color"}),
    (lotso, "lotso_name", 0, {"name_color"}),
    (victory_lap, "victory_lap", 0, {"keep_hand", "pass_hands"}),
    (trade_hands, "trade_hands", 0, {"swap_hands"}),
    (hit_two, "penalty", 1, {"accept", "play"}),
    (offside, "penalty", 1, {"accept", "challenge", "play"}),
    (slap, "slap_race", None, {"timeout"}),
    (tippo, "turn", 0, {"play_on_pan", "draw"}),
    (tippo_start, "tippo_start_color", 0, {"choose_color"}),
    (tilt_starter, "tilt_starter", 0, {"choose_seat"}),
    (tilt_place, "tilt_place", 1, {"choose_pan"}),
    (tippo_drawn, "drawn", 0, {"play_on_pan", "pass"}),
]

WRONG = [Draw(), Pass(), Accept(), Challenge(), Play(card("red_9")), Play(card("green_1")),
         ChooseColor(Color.RED), SwapHands(0), SwapHands(7), ChooseSeat(9), ChooseSeat(0),
         NameColor(Color.BLUE), NameNumber(11), DiscardCard(card("yellow_9")), KeepHand(),
         PassHands(), RotateHands(2), SwapPair(0, 9), SpinWheel(), CallUnoSpin(),
         PressLauncher(), Slap(), PlayOnPan(card("red_1"), 5), ChoosePan(3), NextHand(),
         Timeout()]
CODE = re.compile(r"^[a-z][a-z_]*$")


def tags(actions):
    return {action_tag(a) for a in actions}


@pytest.mark.parametrize(("build", "kind", "seat", "expected"), CASES,
                         ids=[f"{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_decision_offers_stable_action_types(build, kind, seat, expected):
    game = build()
    assert turn(game) == (kind, seat)
    offered = decisions(game, seat)
    assert offered, "a decision must offer at least one action"
    assert tags(offered) == expected
    for action in offered:
        assert ACTION_TYPES[action_tag(action)] is type(action)


@pytest.mark.parametrize(("build", "kind", "seat", "expected"), CASES,
                         ids=[f"{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_other_actions_are_refused_with_a_code(build, kind, seat, expected):
    game = build()
    for who in [None, *range(game.n)]:
        legal = game.legal_actions(who)
        for action in WRONG:
            if action not in legal:
                assert CODE.match(refused(game, who, action))


def test_races_are_reactions_of_the_racing_seats():
    game = spin_at("uno_spin")
    assert all(CallUnoSpin() in game.legal_actions(s) for s in range(3))
    game = slap()
    assert [Slap() in game.legal_actions(s) for s in range(3)] == [False, True, True]
