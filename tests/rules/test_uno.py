"""docs/rules.md §1.7: calling UNO, catching, the window and the penalty."""

from helpers import call_uno, catch, deal, draw, hand, of_type, play, refused, turn

from rules import CallUno, CatchUno, Pass, SwapHands, Timeout
from rules.events import CardsDrawn, UnoCalled, UnoCaught, WindowsClosed

HANDS = [["red_1", "red_2"], ["red_3", "blue_3"], ["green_3", "green_4"]]
DRAWS = ["yellow_1", "yellow_2", "yellow_3", "yellow_4"]


def game_after_seat0_played(**opts):
    game = deal(HANDS, "red_5", DRAWS, **opts)
    play(game, 0, "red_1")
    return game


def test_call_is_offered_at_two_cards_on_the_own_turn_and_counts():
    game = deal(HANDS, "red_5", DRAWS)
    assert CallUno() in game.legal_actions(0)
    assert CallUno() not in game.legal_actions(1)  # two cards but not its turn
    assert of_type(call_uno(game, 0), UnoCalled) == [UnoCalled(0)]
    play(game, 0, "red_1")
    assert game.view(1).uno_open == ()
    assert CatchUno(0) not in game.legal_actions(1)
    assert refused(game, 1, CatchUno(0)) == "nothing_to_catch"


def test_call_in_the_window_after_the_play():
    game = game_after_seat0_played()
    assert game.view(2).uno_open == (0,)
    assert CallUno() in game.legal_actions(0)
    call_uno(game, 0)
    assert game.view(2).uno_open == ()
    assert refused(game, 0, CallUno()) == "uno_not_needed"


def test_a_pre_declared_call_lapses_when_the_seat_draws_instead():
    game = deal(HANDS, "red_5", DRAWS)
    call_uno(game, 0)
    draw(game, 0)  # yellow_1 does not match
    assert len(game.hands[0]) == 3
    assert game.uno_called[0] is False


def test_catch_costs_the_penalty_and_no_turn():
    game = game_after_seat0_played()
    assert CatchUno(0) in game.legal_actions(1)
    assert CatchUno(0) in game.legal_actions(2)
    events = catch(game, 2, 0)
    assert of_type(events, UnoCaught) == [UnoCaught(2, 0)]
    assert of_type(events, CardsDrawn)[0].reason == "uno_penalty"
    assert hand(game, 0) == ["red_2", "yellow_1", "yellow_2"]
    assert turn(game) == ("turn", 1)


def test_the_first_catch_counts():
    game = game_after_seat0_played()
    catch(game, 2, 0)
    assert refused(game, 1, CatchUno(0)) == "nothing_to_catch"
    assert refused(game, 0, CallUno()) == "uno_not_needed"


def test_uno_penalty_option():
    game = game_after_seat0_played(uno_penalty=4)
    catch(game, 1, 0)
    assert len(game.hands[0]) == 5


def test_a_seat_cannot_catch_itself():
    game = game_after_seat0_played()
    assert refused(game, 0, CatchUno(0)) == "cannot_catch_yourself"


def test_a_wrong_catch_costs_nothing():
    game = game_after_seat0_played()
    assert refused(game, 0, CatchUno(1)) == "nothing_to_catch"
    assert len(game.hands[0]) == 1


def test_window_closes_at_the_next_seats_first_decision():
    game = game_after_seat0_played()
    play(game, 1, "red_3")  # seat 1 now owes UNO itself
    assert game.view(2).uno_open == (1,)
    assert refused(game, 2, CatchUno(0)) == "nothing_to_catch"
    assert refused(game, 0, CallUno()) == "uno_not_needed"


def test_window_closes_when_the_next_seat_draws():
    game = game_after_seat0_played()
    draw(game, 1)
    assert CatchUno(0) not in game.legal_actions(2)


def test_window_stays_open_while_the_next_seat_has_not_decided():
    game = game_after_seat0_played()
    call_uno_actions = [a for a in game.legal_actions(2) if isinstance(a, CatchUno)]
    assert call_uno_actions == [CatchUno(0)]
    # an out-of-turn catch attempt by another seat does not close it
    assert refused(game, 2, CatchUno(1)) == "nothing_to_catch"
    assert CatchUno(0) in game.legal_actions(2)


def test_host_timeout_closes_the_window():
    game = game_after_seat0_played()
    assert Timeout() in game.legal_actions(None)
    events = game.apply(None, Timeout())
    assert events == [WindowsClosed()]
    assert CatchUno(0) not in game.legal_actions(1)
    assert refused(game, None, Timeout()) == "nothing_to_time_out"


def test_going_out_never_requires_a_call():
    game = deal([["red_1"], ["blue_3"], ["green_3"]], "red_5")
    play(game, 0, "red_1")
    assert turn(game) == ("hand_over", None)


def test_an_uncalled_last_card_can_still_go_out_after_the_window():
    game = deal([["red_1", "red_2"], ["red_3", "blue_3"], ["red_4", "green_4"]], "red_5")
    play(game, 0, "red_1")
    play(game, 1, "red_3")
    play(game, 2, "red_4")
    play(game, 0, "red_2")
    assert game.hand_winner == 0


def test_a_swap_never_creates_the_obligation():
    game = deal([["red_7", "red_1"], ["blue_1", "blue_2"], ["green_1", "green_2"]], "red_5",
                seven_card="swap_chosen")
    play(game, 0, "red_7")
    assert game.uno_window == {0}
    game.apply(0, SwapHands(1))
    assert hand(game, 1) == ["red_1"]
    assert game.view(2).uno_open == ()
    assert CatchUno(1) not in game.legal_actions(2)
    assert CallUno() not in game.legal_actions(1)


def test_zero_rotation_never_creates_the_obligation():
    game = deal([["red_0", "red_1"], ["blue_1", "blue_2"], ["green_1", "green_2"]], "red_5",
                zero_card="rotate_all")
    play(game, 0, "red_0")
    assert hand(game, 1) == ["red_1"]  # seat 0's last card moved to seat 1
    assert game.view(2).uno_open == ()
    assert CatchUno(1) not in game.legal_actions(0)


def test_passing_on_the_seven_keeps_the_obligation():
    game = deal([["red_7", "red_1"], ["blue_1", "blue_2"], ["green_1", "green_2"]], "red_5",
                seven_card="swap_chosen")
    play(game, 0, "red_7")
    game.apply(0, Pass())
    assert CatchUno(0) in game.legal_actions(1)
