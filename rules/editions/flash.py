"""UNO Flash (docs/rules.md §3.7): a random unit picks who plays next, within a time limit."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from rules.actions import Action
from rules.cards import REVERSE, Card, classic_deck
from rules.editions.base import CardHandler, DecisionRule, EditionState, RaceRule, edition_state
from rules.editions.classic import Classic
from rules.editions.common import FlashPicked, RaceEnded, RaceStarted, Slap
from rules.ruleset import OptionSpec, RuleOptions

if TYPE_CHECKING:
    from rules.game import Decision, Game

SLAP = "slap"
SLAP_PENALTY = 2
TIMEOUT_PENALTY = 2
LIMITS_MS = {"4": 4000, "6": 6000, "infinite": 0}


@dataclass(slots=True)
class SlapRace:
    player: int
    racers: list[int]
    pressed: list[int] = field(default_factory=list)


@dataclass(slots=True)
class FlashState(EditionState):
    """The time limit the unit set for the seat it lit, and a SLAP race in progress."""

    limit_ms: int = 0
    slap: SlapRace | None = None

    def copy(self) -> FlashState:
        race = self.slap
        return FlashState(self.limit_ms, None if race is None else SlapRace(
            race.player, list(race.racers), list(race.pressed)))


def state(game: Game) -> FlashState:
    return edition_state(game, FlashState)


def slap_race(game: Game) -> SlapRace:
    race = state(game).slap
    assert race is not None
    return race


def flash_deck() -> list[Card]:
    """The classic deck with the 8 Reverse cards replaced by 8 SLAP cards."""
    return [Card(SLAP, c.color) if c.kind == REVERSE else c for c in classic_deck()]


class SlapHandler(CardHandler):
    """Every other seat (or every seat) hits its buzzer; the last one draws 2 (§3.7)."""

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        includes = game.options.edition_option("slap_includes_player")
        racers = [s for s in range(game.n) if s != seat or includes]
        game.emit(RaceStarted("slap", seat))
        state(game).slap = SlapRace(seat, racers)
        if len(racers) == 1:
            end_slap(game, racers)
        else:
            game.decide("slap_race", None)


def end_slap(game: Game, losers: list[int]) -> None:
    race = slap_race(game)
    state(game).slap = None
    for s in losers:
        game.emit(RaceEnded("slap", loser=s))
        game.draw_cards(s, SLAP_PENALTY, "slap")
    if not game.check_hand_end():
        game.advance(race.player)


class SlapRaceRule(RaceRule):
    """Presses are reactions; a host Timeout ends the race, and every seat that never
    pressed draws 2 (proposed, A26)."""

    def timeout(self, game: Game, d: Decision) -> None:
        race = slap_race(game)
        end_slap(game, [s for s in race.racers if s not in race.pressed])


class Flash(Classic):
    name = "flash"
    rebuilt_from = frozenset({"time_limit_ms"})  # the unit's limit for the seat it lit
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("flash_next", "choice", "uniform_all",
                   ("uniform_all", "uniform_others", "clockwise"), edition="flash"),
        OptionSpec("flash_time_limit", "choice", "random_4_8",
                   ("random_4_8", "4", "6", "infinite"), edition="flash"),
        OptionSpec("slap_includes_player", "bool", False, edition="flash"),
    )
    handlers: ClassVar[dict[str, CardHandler]] = {**Classic.handlers, SLAP: SlapHandler()}
    decisions: ClassVar[dict[str, DecisionRule]] = {**Classic.decisions,
                                                    "slap_race": SlapRaceRule()}

    def deck(self, options: RuleOptions) -> list[Card]:
        return flash_deck()

    def next_player(self, game: Game, seat: int) -> int:
        """The unit lights a seat at random (the same seat may play again) and sets its
        time limit; the host enforces the limit with ``TurnTimeout``."""
        mode = game.options.edition_option("flash_next")
        if mode == "clockwise":
            nxt = game.next_seat(seat)
        else:
            seats = [s for s in range(game.n) if mode == "uniform_all" or s != seat]
            nxt = game.device_outcome("flash", seats)
        limit = game.options.edition_option("flash_time_limit")
        if limit == "random_4_8":
            limit_ms = game.device_outcome("flash_limit", list(range(4000, 8001, 100)))
        else:
            limit_ms = LIMITS_MS[limit]
        state(game).limit_ms = limit_ms
        game.emit(FlashPicked(nxt, limit_ms))
        return nxt

    def turn_timeout(self, game: Game, d: Decision) -> None:
        """Too slow on a turn: draw 2 and the turn ends (proposed, A26)."""
        if d.kind == "turn" and d.seat is not None:
            game.close_uno_window()
            game.draw_cards(d.seat, TIMEOUT_PENALTY, "too_slow")
            game.advance(d.seat)
        else:
            super().turn_timeout(game, d)

    def reactions(self, game: Game, seat: int) -> list[Action]:
        race = state(game).slap
        if race and game.decision.kind == "slap_race" and seat in race.racers \
                and seat not in race.pressed:
            return [Slap()]
        return []

    def handle_reaction(self, game: Game, seat: int, action: Action) -> bool:
        if not isinstance(action, Slap):
            return False
        race = slap_race(game)
        race.pressed.append(seat)
        left = [s for s in race.racers if s not in race.pressed]
        if len(left) == 1:
            end_slap(game, left)
        return True

    def new_state(self) -> FlashState:
        return FlashState()

    def rebuilt_state(self, public: dict[str, Any]) -> FlashState:
        """The time limit is in every view; a SLAP race is never rebuilt."""
        return FlashState(int(public.get("time_limit_ms", 0)))

    def public_state(self, game: Game, seat: int | None) -> dict[str, Any]:
        st = state(game)
        shown: dict[str, Any] = {"time_limit_ms": st.limit_ms}
        if st.slap is not None:
            shown["slap_pressed"] = list(st.slap.pressed)
        return shown
