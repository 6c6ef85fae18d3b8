"""RULES.md §1.8: an empty draw pile is rebuilt from the discards; a shortfall lapses."""

from collections import Counter

from helpers import accept, color, deal, draw, of_type, play, turn

from rules.cards import card, classic_deck
from rules.events import CardsDrawn, Reshuffled
from rules.invariants import violations

WD4 = "black_wild_draw_four"


def crowded_table(**opts):
    """Seven seats of 15 cards: after the deal only blue_8 and blue_9 are left to draw."""
    pool = Counter(classic_deck())
    for code in (WD4, "red_5", "blue_8", "blue_9"):
        pool[card(code)] -= 1
    cards = []
    for c in classic_deck():
        if pool[c] > 0:
            cards.append(c.code)
            pool[c] -= 1
    hands = [[WD4, *cards[:14]]] + [cards[14 + 15 * i: 29 + 15 * i] for i in range(6)]
    return deal(hands, "red_5", ["blue_8", "blue_9"], **opts)


def test_the_crowded_table_is_sound():
    game = crowded_table()
    assert [len(h) for h in game.hands] == [15] * 7
    assert [c.code for c in game.draw_pile] == ["blue_9", "blue_8"]
    assert violations(game) == []


def test_discards_are_reshuffled_and_a_shortfall_lapses():
    game = crowded_table()
    play(game, 0, WD4, color="green")
    events = accept(game, 1)
    drawn = of_type(events, CardsDrawn)[0]
    # blue_8, blue_9, then the discards under the WD4 (only the red 5): 3 of 4 cards
    assert drawn.count == 3
    assert [c.code for c in drawn.cards] == ["blue_8", "blue_9", "red_5"]
    assert of_type(events, Reshuffled) == [Reshuffled(1)]
    assert len(game.hands[1]) == 18
    assert game.discard == [card(WD4)]
    assert color(game) == "green"  # the top card keeps its declared colour
    assert turn(game) == ("turn", 2)
    assert violations(game) == []


def test_drawing_from_nothing_draws_nothing_and_ends_the_turn():
    game = crowded_table()
    play(game, 0, WD4, color="green")
    accept(game, 1)
    events = draw(game, 2)
    assert of_type(events, CardsDrawn) == [CardsDrawn(2, 0, "draw", ())]
    assert turn(game) == ("turn", 3)
    assert violations(game) == []


def test_a_reshuffled_black_card_is_just_black_again():
    game = crowded_table()
    play(game, 0, WD4, color="green")
    accept(game, 1)
    draw(game, 2)  # nothing to draw: seat 2 holds no green
    green = next(c for c in game.hands[3] if c.color is not None and c.color.value == "green")
    play(game, 3, green.code)
    events = draw(game, 4)  # the WD4 under the green card comes back
    assert of_type(events, Reshuffled) == [Reshuffled(1)]
    assert of_type(events, CardsDrawn)[0].cards == (card(WD4),)
    assert turn(game) == ("drawn", 4)  # a black card is playable on anything again
    play(game, 4, WD4)
    assert turn(game) == ("color", 4)  # and needs a new colour
    assert violations(game) == []
