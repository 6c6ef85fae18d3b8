"""UNO FIFA World Cup 2006 (docs/rules.md §3.8): the Offside card cancels a draw penalty."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rules.actions import Action, Play
from rules.cards import Card
from rules.editions.base import CardHandler
from rules.editions.classic import Classic
from rules.editions.common import BlackSpecial, EffectCancelled, plus_specials

if TYPE_CHECKING:
    from rules.game import Game
    from rules.ruleset import RuleOptions

OFFSIDE = "offside"


class OffsideHandler(BlackSpecial):
    """Against a pending Draw Two or WD4 (stacked or not) nobody draws and play goes on at
    ``next(seat)`` (A31); it waives a challenge. On its own turn it is a Wild."""

    def effect(self, game: Game, seat: int, card: Card) -> None:
        if game.pending:
            game.pending, game.pending_target, game.wd4_challenge = 0, None, None
            game.emit(EffectCancelled(seat, "penalty"))
        self.done(game, seat, card)


class FIFA2006(Classic):
    name = "fifa2006"
    handlers: ClassVar[dict[str, CardHandler]] = {**Classic.handlers, OFFSIDE: OffsideHandler()}

    def deck(self, options: RuleOptions) -> list[Card]:
        return plus_specials(OFFSIDE)

    def penalty_has_choice(self, game: Game, target: int) -> bool:
        # Always a decision, so taking the cards does not reveal who holds no Offside card.
        return True

    def penalty_answers(self, game: Game, seat: int) -> list[Action]:
        return [Play(Card(OFFSIDE))] if Card(OFFSIDE) in game.hands[seat] else []
