"""docs/rules.md §2.2 jump-in."""

from helpers import (
    accept,
    catch,
    color,
    deal,
    draw,
    hand,
    of_type,
    play,
    plays_of,
    refused,
    turn,
)

from rules import CatchUno, Challenge, Play, Timeout
from rules.cards import card
from rules.events import CardPlayed, PenaltyPending, TurnSkipped

FILL = ["green_1", "green_2"]
DRAWS = [f"yellow_{n}" for n in (1, 2, 3, 4, 6, 7, 8, 9)]


def table(*hands, **opts):
    opts.setdefault("jump_in", True)
    return deal(list(hands), "red_5", DRAWS, **opts)


def test_an_identical_card_may_jump_in_out_of_turn():
    game = table(["red_3", "red_1"], FILL, ["red_3", "blue_3"], ["green_6", "green_7"])
    play(game, 0, "red_3")
    assert ("red_3", 1) in plays_of(game, 2)
    assert ("blue_3", 1) not in plays_of(game, 2)  # same number, other colour: not identical
    assert refused(game, 2, Play(card("blue_3"))) == "not_your_turn"
    events = play(game, 2, "red_3")
    assert of_type(events, CardPlayed) == [CardPlayed(2, card("red_3"), jump_in=True)]
    assert turn(game) == ("turn", 3)  # play continues after the jumper; seat 1 lost its turn


def test_jump_in_off_refuses_it():
    game = table(["red_3", "red_1"], FILL, ["red_3", "blue_3"], jump_in=False)
    play(game, 0, "red_3")
    assert refused(game, 2, Play(card("red_3"))) == "not_your_turn"


def test_no_jump_in_on_the_start_card():
    game = table(["red_1", "red_2"], ["red_5", "blue_1"], FILL)
    assert ("red_5", 1) not in plays_of(game, 1)


def test_the_player_of_the_top_card_may_jump_in_too():
    """Seed 000 r2: "alle Spieler" may jump in, the one who laid the top card too."""
    game = table(["red_3", "red_3", "blue_9"], [*FILL, "green_8"],
                 ["green_3", "green_4", "green_5"])
    play(game, 0, "red_3")
    assert plays_of(game, 0) == {("red_3", 1)}
    play(game, 0, "red_3")
    assert turn(game) == ("turn", 1)
    assert hand(game, 0) == ["blue_9"]


def test_not_on_the_own_card_with_the_option_off():
    game = table(["red_3", "red_3"], FILL, ["green_3", "green_4"], jump_in_own_card=False)
    play(game, 0, "red_3")
    assert plays_of(game, 0) == set()
    assert refused(game, 0, Play(card("red_3"))) == "not_your_turn"


def test_black_cards_only_with_jump_in_black():
    for allowed in (False, True):
        game = table(["black_wild", "red_1"], FILL, ["black_wild", "blue_3"],
                     jump_in_black=allowed)
        play(game, 0, "black_wild", color="blue")
        assert (("black_wild", 1) in plays_of(game, 2)) is allowed
    play(game, 2, "black_wild", color="yellow")
    assert color(game) == "yellow"
    assert turn(game) == ("turn", 0)


def test_effects_count_from_the_jumper_skip():
    game = table(["red_skip", "red_1"], FILL, ["green_3", "green_4"], ["red_skip", "blue_3"])
    play(game, 0, "red_skip")
    assert turn(game) == ("turn", 2)
    events = play(game, 3, "red_skip")
    assert TurnSkipped(0) in events
    assert turn(game) == ("turn", 1)


def test_effects_count_from_the_jumper_reverse():
    game = table(["red_reverse", "red_1"], FILL, ["red_reverse", "blue_3"], ["green_6", "green_7"])
    play(game, 0, "red_reverse")
    assert turn(game) == ("turn", 3)
    play(game, 2, "red_reverse")
    assert game.direction == 1
    assert turn(game) == ("turn", 3)


def test_a_penalty_moves_to_the_jumpers_neighbour_and_grows_even_without_stacking():
    game = table(["red_draw_two", "red_1"], FILL, ["red_draw_two", "blue_3"],
                 ["green_6", "green_7"])
    play(game, 0, "red_draw_two")
    assert turn(game) == ("penalty", 1)
    events = play(game, 2, "red_draw_two")
    assert of_type(events, PenaltyPending) == [PenaltyPending(3, 4)]
    assert turn(game) == ("penalty", 3)
    accept(game, 3)
    assert len(game.hands[3]) == 6
    assert hand(game, 1) == FILL
    assert turn(game) == ("turn", 0)


def test_the_target_itself_may_jump_in_on_its_penalty():
    game = table(["red_draw_two", "red_1"], ["red_draw_two", "blue_3"], FILL)
    play(game, 0, "red_draw_two")
    play(game, 1, "red_draw_two")
    assert turn(game) == ("penalty", 2)
    assert game.pending == 4


def test_first_request_wins():
    game = table(["red_3", "red_1"], FILL, ["red_3", "blue_3"], ["green_6", "green_7"])
    play(game, 0, "red_3")
    play(game, 2, "red_3")
    assert ("red_3", 1) not in plays_of(game, 2)  # now its own card
    assert refused(game, 1, Play(card("green_1"))) == "not_your_turn"  # seat 1 lost its turn
    assert turn(game) == ("turn", 3)


def test_the_window_closes_when_anyone_draws():
    game = table(["red_3", "red_1"], FILL, ["green_6", "green_7"], ["red_3", "blue_3"])
    play(game, 0, "red_3")
    draw(game, 1)  # yellow_1: kept, seat 2's turn
    assert turn(game) == ("turn", 2)
    assert refused(game, 3, Play(card("red_3"))) == "not_your_turn"


def test_the_window_closes_when_the_penalty_is_drawn():
    game = table(["red_draw_two", "red_1"], FILL, ["green_3", "green_4"],
                 ["red_draw_two", "blue_3"])
    play(game, 0, "red_draw_two")
    accept(game, 1)  # seat 1 draws: the +2 is spent
    assert turn(game) == ("turn", 2)
    assert ("red_draw_two", 1) not in plays_of(game, 3)


def test_the_window_closes_when_someone_plays():
    game = table(["red_3", "red_1"], ["blue_3", "green_2"], ["green_6", "green_7"],
                 ["red_3", "blue_4"])
    play(game, 0, "red_3")
    play(game, 1, "blue_3")
    assert ("red_3", 1) not in plays_of(game, 3)


def test_host_timeout_closes_the_window():
    game = table(["red_3", "red_1"], FILL, ["red_3", "blue_3"])
    play(game, 0, "red_3")
    game.apply(None, Timeout())
    assert ("red_3", 1) not in plays_of(game, 2)


def test_a_jump_in_closes_the_uno_window_and_the_jumper_may_owe_uno():
    game = table(["red_3", "red_1"], FILL, ["red_3", "blue_3"])
    play(game, 0, "red_3")  # seat 0 holds one card and did not call
    assert CatchUno(0) in game.legal_actions(1)
    play(game, 2, "red_3")
    assert CatchUno(0) not in game.legal_actions(1)
    assert CatchUno(2) in game.legal_actions(1)
    catch(game, 1, 2)
    assert len(game.hands[2]) == 3


def test_jump_in_with_several_identical_cards():
    game = table(["black_wild", "red_1", "blue_1"], ["green_1", "green_2", "green_4"],
                 ["black_wild", "black_wild", "blue_3"], multi_play=True, jump_in_black=True)
    play(game, 0, "black_wild", color="red")
    assert {("black_wild", 1), ("black_wild", 2)} <= plays_of(game, 2)
    play(game, 2, "black_wild", 2, color="green")
    assert hand(game, 2) == ["blue_3"]
    assert turn(game) == ("turn", 0)


def test_the_window_closes_when_a_challenge_makes_someone_draw():
    game = table(["black_wild_draw_four", "red_1"], FILL, ["green_3", "green_4"],
                 ["black_wild_draw_four", "blue_3"], jump_in_black=True)
    play(game, 0, "black_wild_draw_four", color="blue")
    assert ("black_wild_draw_four", 1) in plays_of(game, 3)
    game.apply(1, Challenge())  # seat 0 held red: guilty, draws 4
    assert turn(game) == ("turn", 1)
    assert ("black_wild_draw_four", 1) not in plays_of(game, 3)
