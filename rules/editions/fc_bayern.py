"""UNO FC Bayern (docs/rules.md §3.5): the captain rotates hands, swaps two, or is a Wild."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, ClassVar

from rules.actions import Action, Pass
from rules.cards import Card
from rules.editions.base import CardHandler, DecisionRule
from rules.editions.classic import Classic
from rules.editions.common import BlackSpecial, RotateHands, SwapPair, plus_specials

if TYPE_CHECKING:
    from rules.game import Decision, Game
    from rules.ruleset import RuleOptions

CAPTAIN = "captain"


class CaptainHandler(BlackSpecial):
    """The player picks: all hands clockwise, counter-clockwise, two chosen seats swap
    (the player may be one, A30), or no exchange. Then a colour. Last card: nothing moves."""

    def effect(self, game: Game, seat: int, card: Card) -> None:
        game.decide("captain", seat, card=card)


class CaptainRule(DecisionRule):
    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        pairs = [SwapPair(a, b) for a, b in combinations(range(game.n), 2)]
        return [RotateHands(1), RotateHands(-1), *pairs, Pass()]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert d.seat is not None and d.card is not None
        if isinstance(action, RotateHands):
            game.rotate_hands(action.direction)
        elif isinstance(action, SwapPair):
            game.swap_hands(action.a, action.b)
        CaptainHandler().done(game, d.seat, d.card)

    def timeout(self, game: Game, d: Decision) -> None:
        self.apply(game, d, Pass())


class FCBayern(Classic):
    name = "fc_bayern"
    handlers: ClassVar[dict[str, CardHandler]] = {**Classic.handlers, CAPTAIN: CaptainHandler()}
    decisions: ClassVar[dict[str, DecisionRule]] = {**Classic.decisions, "captain": CaptainRule()}

    def deck(self, options: RuleOptions) -> list[Card]:
        return plus_specials(CAPTAIN)
