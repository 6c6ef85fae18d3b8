"""What the table tells QML of a change: the hand's rows arrive in as few insertions as
their places allow (a dealt hand is one), and the table's watched properties signal only
when their value changed, yet never leave a binding holding an old value."""

from __future__ import annotations

import random

import pytest

from rules import Card, classic_deck
from uno_desktop.ui.models import HandModel, sort_key


def _cards(rng: random.Random, n: int) -> list[Card]:
    return rng.sample(classic_deck(), n)


def _inserted(model: HandModel) -> list[tuple[int, int]]:
    """The (first, last) rows of each insertion ``model`` makes from now on."""
    seen: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: seen.append((first, last)))
    return seen


@pytest.mark.parametrize("seed", range(40))
def test_cards_added_together_land_where_one_by_one_would(qapp, seed):
    rng = random.Random(seed)
    held, drawn = _cards(rng, rng.randrange(0, 9)), _cards(rng, rng.randrange(1, 8))
    one_by_one, together = HandModel(), HandModel()
    for card in held:
        one_by_one.add_card(card)
        together.add_card(card)
    rows = [one_by_one.add_card(card) for card in sorted(drawn, key=sort_key)]
    insertions = _inserted(together)

    assert together.add_cards(drawn) == rows
    assert together.cards == one_by_one.cards
    assert [sort_key(c) for c in together.cards] == sorted(sort_key(c) for c in together.cards)
    # one insertion per run of new cards with no held card between them
    runs = sum(1 for i, row in enumerate(rows) if i == 0 or row != rows[i - 1] + 1)
    assert len(insertions) == runs
    assert sum(last - first + 1 for first, last in insertions) == len(drawn)


def test_a_dealt_hand_is_one_insertion(qapp):
    hand = HandModel()
    insertions = _inserted(hand)
    counted: list[int] = []
    hand.countChanged.connect(lambda: counted.append(hand.count))
    dealt = _cards(random.Random(7), 7)
    hand.sync(dealt)
    assert insertions == [(0, 6)]
    assert counted == [7]  # the count told once
    assert sorted(hand.cards, key=sort_key) == hand.cards
    assert sorted(map(str, hand.cards)) == sorted(map(str, dealt))


def test_equal_cards_keep_their_order_of_arrival(qapp):
    """A second red 5 goes after the first: the first keeps its row and its uid (the
    table's card item)."""
    red5, blue1 = Card("number", "red", 5), Card("number", "blue", 1)
    hand = HandModel()
    hand.add_cards([blue1, red5])
    uid = {bytes(name).decode(): role for role, name in hand.roleNames().items()}["uid"]
    first = hand.data(hand.index(0), uid)
    assert hand.add_cards([red5]) == [1]
    assert hand.cards == [red5, red5, blue1]
    assert hand.data(hand.index(0), uid) == first < hand.data(hand.index(1), uid)


@pytest.fixture
def game(qapp):
    from uno_desktop.ui.controller import GameController

    controller = GameController()
    yield controller
    controller.deleteLater()


def _signals(game) -> list[str]:
    """The watched properties' names, each time its signal is emitted from now on."""
    from uno_desktop.ui.gameparts.showing import WATCHED

    heard: list[str] = []
    for _read, changed in WATCHED:
        getattr(game, changed).connect(lambda name=changed: heard.append(name))
    return heard


def test_every_property_of_the_table_state_is_watched():
    from uno_desktop.ui.gameparts.showing import WATCHED, GameShowing

    names = {changed[:-len("Changed")] for _read, changed in WATCHED}
    assert "topCard" in names and "mySeat" in names and "singleHand" in names
    assert all(callable(read) for read, _changed in WATCHED)
    assert {n for n in vars(GameShowing) if n + "Changed" in vars(GameShowing)} == names


def test_a_change_is_told_once_and_only_for_what_changed(game):
    game.stateChanged.emit()  # the first tell tells everything
    heard = _signals(game)
    game.stateChanged.emit()
    assert heard == []
    game._colour_blind = True
    game.stateChanged.emit()
    assert sorted(heard) == ["backCardChanged", "colorBlindChanged"]
    heard.clear()
    game.stateChanged.emit()
    assert heard == []


def test_a_value_read_between_tells_is_told_even_if_it_changed_back(game):
    """A binding made while the value was another (a panel loaded, a card dealt) holds that
    value: the next tell tells it again although it is the one told before."""
    game.stateChanged.emit()
    heard = _signals(game)
    game.board.single_hand = True
    assert game.singleHand is True  # read as a new binding would, before any tell
    game.board.single_hand = False
    game.stateChanged.emit()
    assert heard == ["singleHandChanged"]
