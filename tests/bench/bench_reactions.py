"""Are bots faster than people? Seeded races against a scripted person (a benchmark).

    python tests/bench/bench_reactions.py              # 400 races a row
    python tests/bench/bench_reactions.py --races 100 --json

Two races, each run through the real referee on a simulated clock, with the person's
table acknowledging every state once its card has flown (``landing_ms``):

* **SLAP** (UNO Flash, four seats): a bot plays a SLAP card; the person and two bots of
  the level under test race to hit the buzzer, and the last one draws two. Prints how
  often the person is last, for person reaction times from 250 ms to 1.5 s (an even share
  is 1 in 3).
* **Catch**: a bot plays its second-to-last card and forgets UNO; the person and two bots
  of the level may catch it. Prints how often the person catches first.

Each race draws the bots' reaction times from its own seed (``docs/bots.md`` says which
distributions and why). The target of the referee's design: against normal bots, a
person pressing in 350 ms is last in at most 25 % of the SLAP races, one pressing in
1.5 s in most of them.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
from collections.abc import Callable

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "rules")]

from helpers import deal  # noqa: E402
from timing_scenarios import ScriptedBot  # noqa: E402

from rules import CatchUno, Play, new_game, options_from_mapping  # noqa: E402
from rules.editions.common import RaceEnded, Slap  # noqa: E402
from uno_desktop.referee import Pacing, Referee  # noqa: E402
from uno_desktop.session import HostSession, Rejected, SeatInfo  # noqa: E402

HUMAN_MS = (250, 350, 500, 750, 1000, 1500)
LEVELS = ("easy", "normal", "hard")
PACING = Pacing()  # the defaults players get at normal speed


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _slap_setup() -> tuple[int, Play]:
    """A Flash deal where seat 3 starts and may open with a SLAP."""
    for seed in range(10_000):
        game = new_game(_flash_options(), 4, seed)
        if game.decision.seat == 3:
            slaps = [a for a in game.legal_actions(3)
                     if isinstance(a, Play) and a.card.kind == "slap"]
            if slaps:
                return seed, slaps[0]
    raise RuntimeError("no deal opens with a SLAP")


def _flash_options() -> object:
    return options_from_mapping({"edition": "flash", "flash_next": "clockwise",
                                 "flash_time_limit": "infinite", "scoring": "single_hand"})


def _run(session: HostSession, clock: Clock, human: Callable[[Referee, float], None],
         until: Callable[[], bool], seconds: float = 10.0) -> Referee:
    """Drive the referee on the simulated clock, in time order: its wake-ups, the person's
    table showing each new state once its card has landed (``human(referee, shown_at)``
    hears of each), and the person's press (``human(referee, -1)`` at ``human.due``)."""
    referee = Referee(session, PACING, clock)
    referee.open_screen("table", 0)
    referee.shown("table", session.game.state_id)
    flight = PACING.landing_ms / 1000
    shows: list[tuple[float, int]] = []  # (when, state id) the table will show
    seen = session.game.state_id
    end = clock.now + seconds
    while clock.now < end and not until():
        sid = session.game.state_id
        if sid != seen:
            shows.append((clock.now + flight, sid))
            seen = sid
        pending = getattr(human, "due", None)
        times = [t for t in (referee.wake_at(), pending, shows[0][0] if shows else None)
                 if t is not None]
        if not times:
            break
        clock.now = max(clock.now, min(times))
        if shows and clock.now >= shows[0][0]:
            _, shown = shows.pop(0)
            referee.shown("table", shown)
            human(referee, clock.now)
        elif pending is not None and clock.now >= pending:
            human(referee, -1.0)
        else:
            referee.tick()
    return referee


class Person:
    """Presses ``action`` ``rt_ms`` after ``trigger`` shows on the table, once."""

    def __init__(self, rt_ms: float, trigger: Callable[[HostSession], bool],
                 action: Callable[[HostSession], object | None], session: HostSession,
                 clock: Clock) -> None:
        self.rt, self.trigger, self.action = rt_ms / 1000, trigger, action
        self.session, self.clock = session, clock
        self.due: float | None = None
        self.done = False

    def __call__(self, referee: Referee, shown_at: float) -> None:
        if shown_at >= 0:
            if self.due is None and not self.done and self.trigger(self.session):
                self.due = shown_at + self.rt
            return
        self.due, self.done = None, True
        action = self.action(self.session)
        if action is not None:
            try:
                referee.submit(0, action)
            except Rejected:
                pass  # too late: the race or the window was over


def slap_race(level: str, human_ms: int, race: int, seed: int, slap: Play) -> bool:
    """One race; ``True`` when the person was last."""
    game = new_game(_flash_options(), 4, seed)
    session = HostSession(game, [SeatInfo("You"), SeatInfo("A", "bot", level),
                                 SeatInfo("B", "bot", level), SeatInfo("C", "bot")],
                          bot_seed=race)
    session.set_bot(3, ScriptedBot(choose=lambda view, legal: slap))
    clock = Clock()
    person = Person(human_ms, lambda s: s.game.decision.kind == "slap_race",
                    lambda s: Slap(), session, clock)
    ended: list[RaceEnded] = []
    session.subscribe(None, lambda events, view: ended.extend(
        e for e in events if isinstance(e, RaceEnded)))
    _run(session, clock, person, lambda: bool(ended))
    return any(e.loser == 0 for e in ended)


def catch_race(level: str, human_ms: int, race: int) -> str:
    """One catch: ``person``, ``bot`` or ``nobody`` caught the missing call first."""
    game = deal([["blue_1", "blue_2"], ["red_5", "red_7"], ["green_1", "green_2"],
                 ["yellow_1", "yellow_2"]], "red_3", dealer=0, seed=race)
    session = HostSession(game, [SeatInfo("You"), SeatInfo("A", "bot"),
                                 SeatInfo("B", "bot", level), SeatInfo("C", "bot", level)],
                          bot_seed=race)
    session.set_bot(1, ScriptedBot())  # plays its second-to-last card and forgets UNO
    clock = Clock()
    person = Person(human_ms, lambda s: bool(s.game.view(None).uno_open),
                    lambda s: CatchUno(1), session, clock)
    _run(session, clock, person,
         lambda: any(isinstance(a, CatchUno) for _, a in session.game.actions)
         or len(session.game.actions) >= 3)
    catcher = next((seat for seat, a in session.game.actions if isinstance(a, CatchUno)), None)
    return "nobody" if catcher is None else "person" if catcher == 0 else "bot"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--races", type=int, default=400)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    seed, slap = _slap_setup()
    results: dict[str, dict[str, dict[str, float]]] = {"slap_last": {}, "catch_first": {}}
    for level in LEVELS:
        last: dict[str, float] = {}
        first: dict[str, float] = {}
        for ms in HUMAN_MS:
            lost = sum(slap_race(level, ms, race, seed, slap) for race in range(args.races))
            last[str(ms)] = lost / args.races
            caught = [catch_race(level, ms, race) for race in range(args.races)]
            first[str(ms)] = caught.count("person") / args.races
        results["slap_last"][level] = last
        results["catch_first"][level] = first
    if args.json:
        print(json.dumps({"races": args.races, **results}))
        return
    header = "person ms  " + "".join(f"{ms:>7}" for ms in HUMAN_MS)
    for title, key in (("SLAP: how often the person is last of three racers", "slap_last"),
                       ("Catch: how often the person catches first", "catch_first")):
        print(f"{title} ({args.races} seeded races a cell)")
        print(header)
        for level in LEVELS:
            row = results[key][level]
            print(f"vs {level:<7}" + "".join(f"{row[str(ms)]:>7.0%}" for ms in HUMAN_MS))
        print()


if __name__ == "__main__":
    main()
