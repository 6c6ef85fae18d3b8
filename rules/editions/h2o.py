"""UNO H2O (docs/rules.md §3.1): Downpour cards make every other seat draw."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rules.cards import WILD_DRAW_FOUR, Card, classic_deck
from rules.editions.base import CardHandler
from rules.editions.classic import Classic
from rules.editions.common import BlackSpecial
from rules.ruleset import OptionSpec, RuleOptions

if TYPE_CHECKING:
    from rules.game import Game

DOWNPOUR_ONE = "downpour_draw_one"
DOWNPOUR_TWO = "downpour_draw_two"


class Downpour(BlackSpecial):
    """Declare a colour; every other seat draws ``amount``; nobody is skipped.

    It never answers a pending penalty (``can_stack`` stays false, A35), and seed 000's
    "+1 / +2 dürfen nicht auf +4 gelegt werden" keeps it off a Wild Draw 4 on the pile,
    paid or not, unless ``downpour_on_paid_wd4``. As the last card its draws still happen
    before the hand ends (§1.9).
    """

    last_card_ends = False

    def __init__(self, amount: int) -> None:
        self.amount = amount

    def black_playable(self, game: Game, seat: int, card: Card) -> bool:
        return (game.discard[-1].kind != WILD_DRAW_FOUR
                or bool(game.options.edition_option("downpour_on_paid_wd4")))

    def effect(self, game: Game, seat: int, card: Card) -> None:
        if game.hands[seat]:
            game.choose_color_then(seat, card, 1)
        else:
            self.after_color(game, seat, card, 1)

    def after_color(self, game: Game, seat: int, card: Card, count: int) -> None:
        target = game.next_seat(seat)
        while target != seat:
            game.draw_cards(target, self.amount, "downpour")
            target = game.next_seat(target)
        game.advance(seat)


class H2O(Classic):
    name = "h2o"
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("downpour_on_paid_wd4", "bool", False, edition="h2o"),
    )
    handlers: ClassVar[dict[str, CardHandler]] = {
        **Classic.handlers, DOWNPOUR_ONE: Downpour(1), DOWNPOUR_TWO: Downpour(2)}
    points: ClassVar[dict[str, int]] = {**Classic.points, DOWNPOUR_ONE: 20, DOWNPOUR_TWO: 20}

    def deck(self, options: RuleOptions) -> list[Card]:
        return classic_deck() + [Card(DOWNPOUR_ONE)] * 2 + [Card(DOWNPOUR_TWO)] * 2
