"""The hand the blind-play tests deal: the player (seat 0) and three normal bots, from a
stacked deck. Played with the tests' simple choices (draw first, then the first playable
card, a Wild last, its colour by :func:`colour_for`, UNO at two cards, challenge every Wild
Draw Four), the player draws, plays the drawn card, chooses a colour, reads Cleo's
bluffed Wild Draw Four and challenges it, calls UNO and wins the hand. The bots are
seeded, so the hand is the same every run but for one race on the clock: whether Cleo
calls UNO after her Wild Draw Four before a bot catches her (at instant speed she is
caught); either way the player wins the same way."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
for extra in (TESTS / "rules", TESTS / "rules" / "editions"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from edition_helpers import deal  # noqa: E402

from rules import RuleOptions  # noqa: E402
from rules.game import Game  # noqa: E402

NAMES = ["Player", "Ada", "Ben", "Cleo"]  # the new-game form's own names
HANDS = [
    ["red_3", "yellow_9", "blue_7", "red_8", "black_wild", "green_2", "black_wild"],
    ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_6"],
    ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"],
    ["red_2", "red_9", "blue_5", "green_2", "yellow_5", "green_8", "black_wild_draw_four"],
]
START = "red_5"


def stacked_game(options: RuleOptions, seats: int, seed: int) -> Game:
    """What "Start game" deals in these tests, whatever the seed (the form keeps the
    official rules; it is only walked through)."""
    assert seats == len(HANDS), seats
    return deal("classic", HANDS, START)


def colour_for(hand: list[str]) -> str:
    """The colour the player names for a Wild: the one most of its other cards have."""
    counts = Counter(code.split("_")[0] for code in hand if not code.startswith("black"))
    return counts.most_common(1)[0][0] if counts else "red"


SPIN_HANDS = [  # the Spin deck holds fewer copies of some cards than the classic one
    ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_6"],
    ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"],
    ["yellow_7", "blue_6", "green_8", "yellow_3", "blue_1", "green_2", "yellow_4"],
    ["red_3_spin", "blue_7", "green_8", "yellow_9", "blue_9", "blue_9", "yellow_9"],
]
SPIN_SEGMENT = "draw_red"


def stacked_spin(options: RuleOptions, seats: int, seed: int) -> Game:
    """UNO Spin, whatever the form says: Cleo opens with a Spin card, so the player spins
    the wheel first, and it stops on "Draw red" (the device's moment the Orca test hears)."""
    assert seats == len(SPIN_HANDS), seats
    return deal("spin", SPIN_HANDS, START, dealer=2, script={"wheel": [SPIN_SEGMENT]})


TIPPO_HANDS = [  # the player's red 5 fits both pans (red 5, green 5): it picks the left one,
    # and the scale then holds 2 – 1
    ["red_5", "yellow_9", "green_2", "blue_6", "yellow_4", "green_6", "blue_1"],
    ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_8"],
    ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"],
    ["yellow_7", "blue_9", "green_9", "yellow_5", "blue_5", "red_2", "yellow_2"],
]


def stacked_tippo(options: RuleOptions, seats: int, seed: int) -> Game:
    """UNO Tippo, whatever the form says: the player starts, red 5 on the left pan and
    green 5 on the right, its first card a red 5 that fits both (so it picks a pan), and
    the scale holds whatever is laid (the device's moment the Orca test hears: "The scale
    holds: 2 – 1.")."""
    assert seats == len(TIPPO_HANDS), seats
    return deal("tippo", TIPPO_HANDS, ["red_5", "green_5"], dealer=3,
                script={"scale": [False] * 40})


EXTREME_HANDS = [  # nothing of the player's fits the red 5: its turn is the launcher's
    ["yellow_9", "green_2", "blue_6", "yellow_4", "green_6", "blue_1", "yellow_3"],
    ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_8"],
    ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"],
    ["yellow_7", "blue_9", "green_9", "yellow_5", "blue_5", "red_2", "yellow_2"],
]
LAUNCHER_FIRES = 2
"""What the launcher fires at the player's press (the device's moment the Orca test hears)."""


def stacked_extreme(options: RuleOptions, seats: int, seed: int) -> Game:
    """UNO Extreme, whatever the form says: the player starts with nothing that fits the
    red 5, so its turn is a press of the launcher, which fires 2 cards at it ("The launcher
    fires 2 cards at you!"); the bots' presses after it are the game's own."""
    assert seats == len(EXTREME_HANDS), seats
    return deal("extreme", EXTREME_HANDS, START, dealer=3,
                script={"launcher": [LAUNCHER_FIRES]})


SLAP_HANDS = [  # Cleo opens with red SLAP, her one playable card: the race is the moment
    ["yellow_9", "green_2", "blue_6", "yellow_4", "green_6", "blue_1", "red_8"],
    ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_8"],
    ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"],
    ["red_slap", "blue_7", "green_8", "yellow_9", "blue_9", "green_3", "yellow_3"],
]
HEARD = "slap-heard"
"""The file the SLAP test writes (beside its truth file) the moment Orca says the race's
cue: from then on the bots race as the game has them race."""
WAITING_S = 600.0
"""Until then the bots' buzzer and the race window wait (longer than any test waits)."""


def stacked_slap(options: RuleOptions, seats: int, seed: int) -> Game:
    """UNO Flash, whatever the form says: the unit lights the seats in turn, with no time
    limit, and Cleo (after the dealer, Ben) opens with red SLAP, so the SLAP race is the
    first thing that happens (the device's moment the Orca test races in)."""
    assert seats == len(SLAP_HANDS), seats
    return deal("flash", SLAP_HANDS, START, dealer=2, flash_next="clockwise",
                flash_time_limit="infinite")


def setup_stacked_slap(here: Path) -> None:
    """Before the app starts: the race counts from the moment the player heard its cue.

    At a table a blind player hears the cue as the buzzer sounds, and the bots hit theirs
    a reaction time later, drawn as the game draws it for their level (``bots/reflexes``:
    about 420 ms at normal), inside the race window (``Pacing.race_window_ms``, 2.5 s; the
    game has no setting that lengthens either). The test's player hears through an Orca
    that lags seconds behind on a busy machine; so the bots and the window wait until the
    test says Orca said the cue (``here / HEARD``), and from then on take the game's own
    times: the player gets what a real blind player gets, counted from hearing."""
    import functools

    from PySide6.QtCore import QTimer

    from rules.editions.common import Slap
    from uno_desktop import referee, transport

    quick = referee.reaction_ms
    window_ms = transport.Pacing().race_window_ms

    def reaction_ms(level: str, action: object, rng: object) -> float:
        if isinstance(action, Slap):
            return WAITING_S * 1000
        return quick(level, action, rng)  # type: ignore[arg-type]

    referee.reaction_ms = reaction_ms  # type: ignore[assignment]
    transport.Pacing = functools.partial(  # type: ignore[misc]
        transport.Pacing, race_window_ms=int(WAITING_S * 1000))
    made = transport.LocalTransport.__init__

    def __init__(self: transport.LocalTransport, *args: object, **kw: object) -> None:
        made(self, *args, **kw)  # type: ignore[arg-type]
        ref, heard_at = self.referee, [0.0]

        def start_at_hearing() -> None:
            if not heard_at[0]:
                if not (here / HEARD).exists():
                    return
                heard_at[0] = ref.clock()
            changed = False
            for seat, plan in ref._plans.items():
                if isinstance(plan.action, Slap) and plan.delay_s >= WAITING_S:
                    landed = ref._landed(plan.anchor)
                    plan.delay_s = (max(heard_at[0], landed) - landed + quick(
                        ref.session.bot_level(seat), plan.action, ref._rng) / 1000)
                    changed = True
            race = ref._anchors.get("race")
            if race is not None and ref.pacing.race_window_ms >= WAITING_S * 1000:
                landed = ref._landed(race[1])
                ref.pacing.race_window_ms = int(
                    (max(heard_at[0], landed) - landed) * 1000) + window_ms
                changed = True
            if changed:
                self._timer.arm()

        watch = QTimer(self)
        watch.setInterval(50)
        watch.timeout.connect(start_at_hearing)
        watch.start()

    transport.LocalTransport.__init__ = __init__  # type: ignore[method-assign]


CAPTAIN_HANDS = [  # only the player's Captain fits the red 5: the Captain's call is the moment
    ["black_captain", "yellow_9", "green_2", "blue_6", "yellow_4", "green_6", "blue_1"],
    ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_8"],
    ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"],
    ["yellow_7", "blue_9", "green_9", "yellow_5", "blue_5", "red_2", "yellow_2"],
]


def stacked_captain(options: RuleOptions, seats: int, seed: int) -> Game:
    """UNO FC Bayern, whatever the form says: the player starts, and its one card that fits
    the red 5 is the Captain, whose call (move every hand, swap two, or none) it makes."""
    assert seats == len(CAPTAIN_HANDS), seats
    return deal("fc_bayern", CAPTAIN_HANDS, START, dealer=3)


LAP_HANDS = [  # only the player's Victory Lap fits the red 5: the lap's decision is the moment
    ["black_victory_lap", "yellow_9", "green_2", "blue_6", "yellow_4", "green_6", "blue_1"],
    *CAPTAIN_HANDS[1:],
]


def stacked_cars(options: RuleOptions, seats: int, seed: int) -> Game:
    """UNO Cars, whatever the form says: the player starts, and its one card that fits the
    red 5 is the Victory Lap, whose lap (keep the hand that came, or pass them on) it runs."""
    assert seats == len(LAP_HANDS), seats
    return deal("cars", LAP_HANDS, START, dealer=3)
