"""UNO Speed Racer (docs/rules.md §3.4): Racer X starts a +1 race; the loser draws 3."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from rules.actions import Action, Pass, Play
from rules.cards import NUMBER, Card
from rules.editions.base import CardHandler, DecisionRule, EditionState, edition_state
from rules.editions.classic import Classic
from rules.editions.common import RaceEnded, RaceStarted, plus_specials
from rules.events import FirstCard

if TYPE_CHECKING:
    from rules.game import Decision, Game
    from rules.ruleset import RuleOptions

RACER_X = "racer_x"
RACE_PENALTY = 3


@dataclass(slots=True)
class RaceState(EditionState):
    """The number the race stands at while a Racer X race runs (``None``: no race)."""

    race: int | None = None

    def copy(self) -> RaceState:
        return RaceState(self.race)


def state(game: Game) -> RaceState:
    return edition_state(game, RaceState)


def race_number(game: Game) -> int:
    number = state(game).race
    assert number is not None
    return number


class RacerXHandler(CardHandler):
    """Turn draw-pile cards onto the pile until a number shows; its number starts a race
    from ``next(player)``: each seat plays the previous number + 1 (9 → 0), any colour.
    No colour is declared (A29). Played as the last card the hand ends first."""

    multi_play = False
    first_card = "return"

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        if not game.hands[seat]:
            game.advance(seat)
            return
        if not any(c.kind == NUMBER for c in (*game.draw_pile, *game.discard[:-1])):
            # Nothing to turn, or every number is in a hand (turning would cycle the
            # reshuffled specials for ever): the card acts as a plain Wild (docs/editions.md).
            game.choose_color_then(seat, card, 1)
            return
        while True:
            turned = game.take_from_pile()
            assert turned is not None  # a number is still to come: checked above
            game.discard.append(turned)
            game.emit(FirstCard(turned))
            if turned.kind == NUMBER:
                break
        game.active_color = turned.color
        game.emit(RaceStarted("racer_x", seat, turned.number or 0))
        state(game).race = (turned.number or 0) % 10
        game.decide("race", game.next_player(seat))


class RaceRule(DecisionRule):
    can_call_uno = True

    def legal(self, game: Game, d: Decision) -> list[Action]:
        want = (race_number(game) + 1) % 10
        cards = dict.fromkeys(c for c in game.hands[d.seat]  # type: ignore[index]
                              if c.kind == NUMBER and c.number == want)
        return [*(Play(c) for c in cards), Pass()]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        seat = d.seat
        assert seat is not None
        if isinstance(action, Play):
            game.lay(seat, action.card)
            game.jump_open = False  # no jumping in during a race
            state(game).race = action.card.number
            if not game.check_hand_end():
                game.decide("race", game.next_player(seat))
            return
        state(game).race = None
        game.emit(RaceEnded("racer_x", loser=seat))
        game.draw_cards(seat, RACE_PENALTY, "race")
        game.advance(seat)

    def timeout(self, game: Game, d: Decision) -> None:
        self.apply(game, d, Pass())

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        return "race_needs_next_number" if isinstance(action, Play) else "not_allowed_now"


class SpeedRacer(Classic):
    name = "speed_racer"
    handlers: ClassVar[dict[str, CardHandler]] = {**Classic.handlers, RACER_X: RacerXHandler()}
    decisions: ClassVar[dict[str, DecisionRule]] = {**Classic.decisions, "race": RaceRule()}

    def deck(self, options: RuleOptions) -> list[Card]:
        return plus_specials(RACER_X)

    def new_state(self) -> RaceState:
        return RaceState()

    def public_state(self, game: Game, seat: int | None) -> dict[str, Any]:
        number = state(game).race
        return {"race_number": number} if number is not None else {}
