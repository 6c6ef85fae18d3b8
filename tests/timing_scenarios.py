"""The host's timing scenarios, shared by the referee's own tests (a fake clock) and the
parity test that plays them through the local transport and the LAN host (real time).

Each scenario builds a session from a stacked deck with scripted bots, lists what the
person at seat 0 does and when, and says what must have happened. Times are in
milliseconds of the scenario's own pacing, short enough for the real-time drivers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from helpers import deal

from rules import CatchUno, Draw, Play, new_game, options_from_mapping
from rules.cards import card
from rules.editions.common import Slap
from uno_desktop.referee import Pacing
from uno_desktop.session import HostSession, SeatInfo

PACING = dict(bot_delay_ms=100, landing_ms=40, race_window_ms=300, ack_timeout_ms=1000,
              next_hand_ms=None)
GRACE_MS = 400


class ScriptedBot:
    """A bot that never reacts unless told, and decides with ``choose`` (default: the
    first decision action)."""

    level = "normal"

    def __init__(self, choose: Callable[[object, list[object]], object] | None = None,
                 react: Callable[[object, list[object]], object | None] | None = None) -> None:
        self._choose = choose
        self._react = react

    def choose(self, view: object, legal: list[object], history: list[object]) -> object:
        if self._choose is not None:
            return self._choose(view, legal)
        return legal[0]

    def react(self, view: object, legal: list[object], history: list[object]) -> object | None:
        return self._react(view, legal) if self._react is not None else None


@dataclass
class Step:
    """The person at seat 0 sends ``action`` ``at_ms`` after the start; ``state`` says
    which state id it claims to have seen (``"now"``: the latest, or an offset from it)."""

    at_ms: int
    action: object
    state: int | str = "now"


@dataclass
class Scenario:
    name: str
    build: Callable[[], HostSession]
    steps: list[Step]
    run_ms: int
    check: Callable[[HostSession, dict[int, str]], None]
    """Gets the session at the end and the refusal code of each step that was refused."""
    pacing: dict[str, object] = field(default_factory=dict)

    def make_pacing(self) -> Pacing:
        return Pacing(**{**PACING, **self.pacing})  # type: ignore[arg-type]


def _three_seats(game: object) -> HostSession:
    session = HostSession(game, [SeatInfo("Sam"), SeatInfo("Ada", "bot"),  # type: ignore[arg-type]
                                 SeatInfo("Ben", "bot")])
    session.set_bot(1, ScriptedBot())
    session.set_bot(2, ScriptedBot())
    return session


def _forgotten_uno() -> HostSession:
    """Ada (seat 1) starts, plays her second-to-last card and does not call UNO; Ben
    (seat 2) cannot follow red and draws."""
    game = deal([["blue_1", "blue_2"], ["red_5", "red_7"], ["green_1", "green_2"]],
                "red_3", ["yellow_9", "yellow_8"], dealer=0, uno_grace_ms=GRACE_MS)
    return _three_seats(game)


def _actions(session: HostSession) -> list[tuple[int | None, str]]:
    return [(seat, type(action).__name__) for seat, action in session.game.actions]


def _check_caught(session: HostSession, refused: dict[int, str]) -> None:
    assert not refused
    assert _actions(session)[:3] == [(1, "Play"), (0, "CatchUno"), (2, "Draw")]
    assert len(session.game.hands[1]) == 3  # one card and the two penalty cards


def _check_too_late(session: HostSession, refused: dict[int, str]) -> None:
    assert refused == {0: "nothing_to_catch"}
    assert _actions(session)[:2] == [(1, "Play"), (2, "Draw")]


def _slap_race() -> HostSession:
    """Flash: Ben (seat 2) starts with a SLAP; Sam and Ada race, and nobody presses."""
    options = options_from_mapping({"edition": "flash", "scoring": "single_hand",
                                    "flash_time_limit": "infinite", "flash_next": "clockwise",
                                    "hand_size": 3})
    game = new_game(options, 3, seed=9)  # seed 9: seat 2 starts and may play a SLAP
    session = _three_seats(game)
    slap = Play(card("yellow_slap"))
    assert game.decision.seat == 2 and slap in game.legal_actions(2)
    session.set_bot(2, ScriptedBot(choose=lambda v, legal: slap))
    return session


def _check_race(session: HostSession, refused: dict[int, str]) -> None:
    kinds = _actions(session)
    assert (None, "Timeout") in kinds, kinds
    assert Slap() not in session.game.legal_actions(0)


def _flash_turn() -> HostSession:
    """Flash, clockwise, with a 4-second limit the drivers shorten: Ben (seat 2) starts,
    then Sam has the unit's limit and never moves."""
    options = options_from_mapping({"edition": "flash", "scoring": "single_hand",
                                    "flash_time_limit": "4", "flash_next": "clockwise"})
    game = new_game(options, 3, seed=11, dealer=1)
    return _three_seats(game)


def _check_turn(session: HostSession, refused: dict[int, str]) -> None:
    assert (None, "TurnTimeout") in _actions(session)


def _stuck_bot() -> HostSession:
    game = deal([["blue_1", "blue_2"], ["red_5", "red_7"], ["green_1", "green_2"]],
                "red_3", dealer=0)
    session = _three_seats(game)
    session.set_bot(1, ScriptedBot(choose=lambda v, legal: Play(card("green_9"))))
    return session


def _check_stuck(session: HostSession, refused: dict[int, str]) -> None:
    assert _actions(session)[0] == (None, "TurnTimeout")


def _stale_and_future() -> HostSession:
    """Sam starts; he sends a draw for a state that does not exist yet, one for the state
    before the last decision, and then a good one."""
    game = deal([["blue_1", "blue_2"], ["red_5", "red_7"], ["green_1", "green_2"]],
                "yellow_3", dealer=2)
    return _three_seats(game)


def _check_stale(session: HostSession, refused: dict[int, str]) -> None:
    assert refused == {0: "stale_state", 1: "stale_state"}
    assert _actions(session)[0] == (0, "Draw")


SCENARIOS = [
    Scenario("catch_inside_grace", _forgotten_uno, [Step(250, CatchUno(1))], 900,
             _check_caught),
    Scenario("catch_after_grace", _forgotten_uno, [Step(750, CatchUno(1))], 1000,
             _check_too_late),
    Scenario("race_timeout", _slap_race, [], 900, _check_race),
    Scenario("flash_turn_limit", _flash_turn, [], 700, _check_turn),
    Scenario("stuck_bot", _stuck_bot, [], 450, _check_stuck),
    Scenario("stale_and_future", _stale_and_future,
             [Step(50, Draw(), state=+5), Step(60, Draw(), state=-1), Step(80, Draw())],
             250, _check_stale, pacing={"bot_delay_ms": 500}),
]

FLASH_LIMIT_MS = 300
"""What the Flash scenario's "4" seconds become (the drivers patch the edition's table)."""
