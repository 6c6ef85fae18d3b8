"""UNO Toy Story 3 (docs/rules.md §3.10): Lotso makes everyone show a colour or draw 3."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rules.actions import Action
from rules.cards import COLORS, Card
from rules.editions.base import CardHandler, DecisionRule
from rules.editions.classic import Classic
from rules.editions.common import BlackSpecial, NameColor, Named, plus_specials, reveal
from rules.ruleset import RuleOptions

if TYPE_CHECKING:
    from rules.game import Decision, Game

LOTSO = "lotso"
LOTSO_DRAW = 3


class LotsoHandler(BlackSpecial):
    """The player names a colour; every other seat shows a card of it or draws 3; if all
    can, the player draws 3 instead. As the last card the showing is still resolved and
    the player is out only if it did not have to draw (§3.10, A33)."""

    last_card_ends = False

    def effect(self, game: Game, seat: int, card: Card) -> None:
        game.decide("lotso_name", seat, card=card)


class LotsoNameRule(DecisionRule):
    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [NameColor(c) for c in COLORS]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert isinstance(action, NameColor) and d.seat is not None
        seat, color = d.seat, action.color
        game.emit(Named(seat, "color", color.value))
        everyone_showed = True
        target = game.next_seat(seat)
        while target != seat:
            shown = next((c for c in game.hands[target] if c.color == color), None)
            if shown is not None:
                reveal(game, target, [shown], "lotso")
            else:
                everyone_showed = False
                game.draw_cards(target, LOTSO_DRAW, "lotso")
            target = game.next_seat(target)
        if everyone_showed:
            game.draw_cards(seat, LOTSO_DRAW, "lotso")
        LotsoHandler().done(game, seat, d.card)  # type: ignore[arg-type]

    def timeout(self, game: Game, d: Decision) -> None:
        self.apply(game, d, NameColor(game.most_held_color(d.seat)))  # type: ignore[arg-type]


class ToyStory3(Classic):
    name = "toy_story3"
    handlers: ClassVar[dict[str, CardHandler]] = {**Classic.handlers, LOTSO: LotsoHandler()}
    decisions: ClassVar[dict[str, DecisionRule]] = {
        **Classic.decisions, "lotso_name": LotsoNameRule()}

    def deck(self, options: RuleOptions) -> list[Card]:
        return plus_specials(LOTSO)
