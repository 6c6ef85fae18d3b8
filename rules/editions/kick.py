"""UNO Kick (docs/rules.md §3.3): the penalty-kick duel against one opponent."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rules.actions import Action
from rules.cards import Card
from rules.editions.base import CardHandler, DecisionRule
from rules.editions.classic import Classic
from rules.editions.common import (
    BlackSpecial,
    ChooseSeat,
    DuelRound,
    highest_number,
    plus_specials,
)
from rules.ruleset import OptionSpec, RuleOptions

if TYPE_CHECKING:
    from rules.game import Decision, Game

PENALTY_KICK = "penalty_kick"
KICK_PENALTY = 2


class PenaltyKickHandler(BlackSpecial):
    """A duel with one opponent; the loser takes the laid cards and 2 more (A28). Played as
    the last card the duel still happens; the player is out only if its hand stays empty."""

    last_card_ends = False

    def effect(self, game: Game, seat: int, card: Card) -> None:
        if game.options.edition_option("kick_opponent") == "next":
            duel(game, seat, game.next_seat(seat))
            self.done(game, seat, card)
        else:
            game.decide("kick_opponent", seat, card=card)


def kick_round(a: Card, b: Card) -> bool | None:
    """One round of the duel: ``True`` when ``a`` beats ``b``, ``False`` when it loses,
    ``None`` for equal cards and another round (two stand-ins for nothing: ``b`` wins)."""
    na, nb = a.number or 0, b.number or 0
    if na == nb and (a.color is not None or b.color is not None):
        return None
    return na > nb


def duel(game: Game, player: int, opponent: int) -> None:
    """Rounds of highest number cards, player first; equal cards play another round."""
    laid: list[tuple[int, Card]] = []
    while True:
        used = {player: [c for s, c in laid if s == player],
                opponent: [c for s, c in laid if s == opponent]}
        a = highest_number(game, player, used[player], "duel")
        b = highest_number(game, opponent, used[opponent], "duel")
        laid += [(player, a), (opponent, b)]
        first = kick_round(a, b)
        if first is None:
            game.emit(DuelRound("kick", (player, opponent), (a, b)))
            continue
        winner, loser = (player, opponent) if first else (opponent, player)
        game.emit(DuelRound("kick", (player, opponent), (a, b), winner, loser))
        break
    # The laid cards go to the loser: the winner's leave its hand, the loser's stay.
    for seat, c in laid:
        if seat == winner and c.color is not None:
            game.hands[winner].remove(c)
            game.hands[loser].append(c)
    if not game.hands[winner] and winner not in game.out_order:
        game.out_order.append(winner)
    game.hands_moved((loser,))  # an UNO call made at one card does not survive
    game.draw_cards(loser, KICK_PENALTY, "duel")


class KickOpponentRule(DecisionRule):
    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [ChooseSeat(s) for s in range(game.n) if s != d.seat]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert isinstance(action, ChooseSeat) and d.seat is not None
        duel(game, d.seat, action.seat)
        PenaltyKickHandler().done(game, d.seat, d.card)  # type: ignore[arg-type]

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        return "choose_an_opponent"


class Kick(Classic):
    name = "kick"
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("kick_opponent", "choice", "chosen", ("chosen", "next"), edition="kick"),
    )
    handlers: ClassVar[dict[str, CardHandler]] = {
        **Classic.handlers, PENALTY_KICK: PenaltyKickHandler()}
    decisions: ClassVar[dict[str, DecisionRule]] = {
        **Classic.decisions, "kick_opponent": KickOpponentRule()}

    def deck(self, options: RuleOptions) -> list[Card]:
        return plus_specials(PENALTY_KICK)
