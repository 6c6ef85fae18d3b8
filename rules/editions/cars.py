"""UNO Cars (docs/rules.md §3.11): the victory lap sends hands round until the player keeps."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rules.actions import Action
from rules.cards import Card
from rules.editions.base import CardHandler, DecisionRule
from rules.editions.classic import Classic
from rules.editions.common import BlackSpecial, KeepHand, PassHands, plus_specials

if TYPE_CHECKING:
    from rules.game import Decision, Game
    from rules.ruleset import RuleOptions

VICTORY_LAP = "victory_lap"


class VictoryLapHandler(BlackSpecial):
    """All hands move one seat; the player keeps its new hand or passes them round again,
    at most until its own hand is back. Played alone; as the last card nothing moves."""

    def effect(self, game: Game, seat: int, card: Card) -> None:
        game.rotate_hands(game.direction, lap=1)
        game.decide("victory_lap", seat, card=card, count=1)


class VictoryLapRule(DecisionRule):
    """The decision's ``count`` is the lap: how often the hands have moved so far."""

    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [KeepHand(), PassHands()] if d.count < game.n else [KeepHand()]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        seat, card = d.seat, d.card
        assert seat is not None and card is not None
        if isinstance(action, PassHands):
            game.rotate_hands(game.direction, lap=d.count + 1)
            if d.count + 1 < game.n:
                game.decide("victory_lap", seat, card=card, count=d.count + 1)
                return
        VictoryLapHandler().done(game, seat, card)

    def timeout(self, game: Game, d: Decision) -> None:
        self.apply(game, d, KeepHand())


class Cars(Classic):
    name = "cars"
    handlers: ClassVar[dict[str, CardHandler]] = {
        **Classic.handlers, VICTORY_LAP: VictoryLapHandler()}
    decisions: ClassVar[dict[str, DecisionRule]] = {
        **Classic.decisions, "victory_lap": VictoryLapRule()}
    # the lap under way is all a victory lap's view shows beyond the classic one, and the
    # determinized decision takes its count from it (rules.sampling)
    rebuilt_from = frozenset({"lap"})

    def deck(self, options: RuleOptions) -> list[Card]:
        return plus_specials(VICTORY_LAP)

    def public_state(self, game: Game, seat: int | None) -> dict[str, Any]:
        """The lap under way, while its player decides: every seat saw the hands move, and
        a table joined or resumed in the middle of the lap shows it from the view alone."""
        d = game.decision
        return {"lap": d.count} if d.kind == "victory_lap" else {}
