"""UNO Flash (RULES.md §3.7): a random unit picks who plays next, within a time limit."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rules.cards import REVERSE, Card, classic_deck
from rules.editions.base import CardHandler, DecisionRule, RaceRule
from rules.editions.classic import Classic
from rules.editions.common import FlashPicked, RaceEnded, RaceStarted, Slap
from rules.options import OptionSpec, RuleOptions

if TYPE_CHECKING:
    from rules.game import Decision, Game

SLAP = "slap"
SLAP_PENALTY = 2
TIMEOUT_PENALTY = 2
LIMITS_MS = {"4": 4000, "6": 6000, "infinite": 0}


def flash_deck() -> list[Card]:
    """The classic deck with the 8 Reverse cards replaced by 8 SLAP cards."""
    return [Card(SLAP, c.color) if c.kind == REVERSE else c for c in classic_deck()]


class SlapHandler(CardHandler):
    """Every other seat (or every seat) hits its buzzer; the last one draws 2 (§3.7)."""

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        includes = game.options.edition_option("slap_includes_player")
        racers = [s for s in range(game.n) if s != seat or includes]
        game.emit(RaceStarted("slap", seat))
        game.ed["slap"] = {"player": seat, "racers": racers, "pressed": []}
        if len(racers) == 1:
            end_slap(game, racers)
        else:
            game.decide("slap_race", None)


def end_slap(game: Game, losers: list[int]) -> None:
    race = game.ed.pop("slap")
    for s in losers:
        game.emit(RaceEnded("slap", loser=s))
        game.draw_cards(s, SLAP_PENALTY, "slap")
    if not game.check_hand_end():
        game.advance(race["player"])


class SlapRaceRule(RaceRule):
    """Presses are reactions; a host Timeout ends the race, and every seat that never
    pressed draws 2 (proposed, A26)."""

    def timeout(self, game: Game, d: Decision) -> None:
        race = game.ed["slap"]
        end_slap(game, [s for s in race["racers"] if s not in race["pressed"]])


class Flash(Classic):
    name = "flash"
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
            nxt = int(game.device_outcome("flash", seats))  # type: ignore[arg-type]
        limit = game.options.edition_option("flash_time_limit")
        if limit == "random_4_8":
            limit_ms = int(game.device_outcome("flash_limit", list(range(4000, 8001, 100))))  # type: ignore[arg-type]
        else:
            limit_ms = LIMITS_MS[limit]
        game.ed["limit_ms"] = limit_ms
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

    def reactions(self, game: Game, seat: int) -> list[object]:
        race = game.ed.get("slap")
        if race and game.decision.kind == "slap_race" and seat in race["racers"] \
                and seat not in race["pressed"]:
            return [Slap()]
        return []

    def handle_reaction(self, game: Game, seat: int, action: object) -> bool:
        if not isinstance(action, Slap):
            return False
        race = game.ed["slap"]
        race["pressed"].append(seat)
        left = [s for s in race["racers"] if s not in race["pressed"]]
        if len(left) == 1:
            end_slap(game, left)
        return True

    def public_state(self, game: Game, seat: int | None) -> dict:
        state: dict = {"time_limit_ms": game.ed.get("limit_ms", 0)}
        if "slap" in game.ed:
            state["slap_pressed"] = list(game.ed["slap"]["pressed"])
        return state
