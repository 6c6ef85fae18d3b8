"""docs/rules.md §1.8: an empty draw pile is rebuilt from the discards; a shortfall lapses."""

from collections import Counter

from helpers import accept, color, deal, draw, of_type, play, turn

from rules.cards import card, classic_deck
from rules.events import CardsDrawn, Reshuffled
from rules.invariants import violations

WD4 = "black_wild_draw_four"
PILE = ["blue_1", "blue_2", "blue_3", "blue_4", "yellow_1", "yellow_2", "yellow_3", "yellow_4",
        "yellow_6"]


def crowded_table():
    """Seven seats of 14 cards (seats 0 and 3 hold a WD4): nine cards are left to draw,
    none of them green or black; draw-until-playable empties the pile in one go."""
    pool = Counter(classic_deck())
    pool.subtract(card(c) for c in (WD4, WD4, "red_5", *PILE))
    cards = []
    for c in classic_deck():
        if pool[c] > 0:
            cards.append(c.code)
            pool[c] -= 1
    hands = [cards[:13], cards[13:27], cards[27:41], cards[41:54], cards[54:68], cards[68:82],
             cards[82:96]]
    hands[0].append(WD4)
    hands[3].append(WD4)
    return deal(hands, "red_5", PILE, draw_rule="draw_until_playable")


def test_the_crowded_table_is_sound():
    game = crowded_table()
    assert [len(h) for h in game.hands] == [14] * 7
    assert [c.code for c in reversed(game.draw_pile)] == PILE
    assert violations(game) == []


def emptied():
    game = crowded_table()
    play(game, 0, WD4, color="green")
    accept(game, 1)  # draws four of the nine
    return game, draw(game, 2)  # no green among the other five: draws them all and more


def test_an_empty_pile_is_rebuilt_from_the_discards_under_the_top_card():
    game, events = emptied()
    drawn = [c.code for e in of_type(events, CardsDrawn) for c in e.cards]
    assert drawn == [*PILE[4:], "red_5"]  # the pile, then the start card reshuffled
    assert of_type(events, Reshuffled) == [Reshuffled(1)]
    assert game.discard == [card(WD4)]
    assert color(game) == "green"  # the top card keeps its declared colour
    assert turn(game) == ("turn", 3)
    assert violations(game) == []


def test_a_shortfall_lapses():
    game, _ = emptied()
    play(game, 3, WD4, color="blue")
    events = accept(game, 4)
    drawn = of_type(events, CardsDrawn)
    # only the first WD4 is under the top card: one card of four, the rest lapses
    assert drawn == [CardsDrawn(4, 1, "penalty", (card(WD4),))]
    assert len(game.hands[4]) == 15
    assert turn(game) == ("turn", 5)
    assert violations(game) == []


def test_drawing_from_nothing_draws_nothing_and_ends_the_turn():
    game, _ = emptied()
    play(game, 3, WD4, color="blue")
    accept(game, 4)
    events = draw(game, 5)
    assert of_type(events, CardsDrawn) == [CardsDrawn(5, 0, "draw", ())]
    assert turn(game) == ("turn", 6)
    assert violations(game) == []


def test_a_reshuffled_black_card_is_just_black_again():
    game, _ = emptied()
    play(game, 3, WD4, color="blue")
    accept(game, 4)  # seat 4 drew the first WD4 back
    assert game.hands[4][-1] == card(WD4)
    assert game.hands[4][-1].color is None
