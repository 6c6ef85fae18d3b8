"""Write PNG screenshots of the replay, statistics, coach and tutorial screens (offscreen).

    python tests/ui/screenshots_replays.py --lang de --size 1024x640 --out shots/de-small/

Each run plays a few short games to fill the replays list and the statistics, then visits:
the menu with the tutorial's first-start offer, the replays list, a replay (one seat's view,
then all hands open, and at its end), the statistics (and in colour-blind mode, and with a
single game), a hint and the review on the live table, every step of the tutorial and its
end, and a hand's end ("You win the hand!" over the table, then its panel). ``--only``
takes some of these parts: replays, stats, coach, tutorial, hand_end.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false;qt.rhi.*=false")
os.environ["UNO_DESKTOP_CONFIG_DIR"] = (  # held, removed when the process ends
    _SETTINGS := tempfile.TemporaryDirectory(prefix="uno-shots-")).name
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import shot, wait
from ui_helpers import find

from rules import load_preset, with_options
from uno_desktop.app import UnoApp
from uno_desktop.session import SeatInfo
from uno_desktop.settings import config_dir
from uno_desktop.stats import GameStats, StatsStore

SEATS = [SeatInfo("Sam"), SeatInfo("Ada", "bot", "hard"), SeatInfo("Ben", "bot", "normal"),
         SeatInfo("Cleo", "bot", "easy")]


def fill_stats() -> None:
    """A season of games, so the figures and the charts have something to show."""
    store = StatsStore(config_dir() / "stats.json")
    editions = ["classic", "classic", "spin", "classic", "tippo", "flash", "classic"]
    presets = ["official", "party", "official", "custom"]
    levels = ["hard", "normal", "easy", "mixed", "people"]
    for i in range(24):
        won = (i * 7) % 5 < 2
        hands = 2 + i % 4
        store.add(GameStats(at=1_700_000_000.0 + i * 86_400, edition=editions[i % 7],
                            preset=presets[i % 4], opponents=levels[i % 5], players=4,
                            hands=hands, hands_won=hands // 2 + won,
                            points=[(i * 13 + h * 29) % 90 for h in range(hands)], won=won))


def tutorial_steps(ui: UnoApp, out: Path) -> None:
    """Every step of the tutorial, as the player meets it, then its end."""
    app = ui.controller
    game = app.game
    app.tutorial.start()
    t = app.tutorial
    lesson = t._lesson
    n = 0
    while True:
        wait(lambda: t.finished or (lesson.player_to_move() is not None
                                    and t._caught_up() and not game.busy()), 30)
        step = lesson.player_to_move()
        if t.finished or step is None:
            break
        n += 1
        shot(ui, out, f"tutorial_{n:02d}_{step.lesson}")
        done = lesson.done
        game.transport.send(step.action, game.view.state_id)
        wait(lambda done=done: lesson.done > done, 10)
    wait(lambda: t.finished, 30)
    shot(ui, out, "tutorial_done")
    t.leave()


def hand_end(ui: UnoApp, out: Path) -> None:
    """A hand won, at normal speed: the moment over the table, then the panel."""
    from scenes import FILL, Scenes

    scenes = Scenes(ui)
    scenes.stacked("classic", [["red_8", "blue_1"], FILL[0][:2], FILL[1][:2], FILL[2][:2]],
                   "red_5", hand_size=2)
    ui.settings.animationSpeed = "normal"
    game = ui.controller.game
    game.callUno()
    scenes.play("red_8")
    wait(lambda: game.myTurn and not game.busy())
    scenes.play("blue_1")
    wait(lambda: any(c["type"] == "hand_ended" for c in scenes.cues))
    shot(ui, out, "hand_end_moment", settle=0.6)
    wait(lambda: game.handOver and not game.busy(), 10)
    shot(ui, out, "hand_end_panel")
    ui.settings.animationSpeed = "instant"
    scenes.leave_game()


def play_to_end(ui: UnoApp, seed: int) -> None:
    app = ui.controller
    app.start_game(with_options(load_preset("official"), scoring="single_hand"), SEATS, seed)
    app.session.set_bot(0, "normal")
    wait(lambda: app.game.gameOver, 60)


PARTS = ("replays", "stats", "coach", "tutorial", "hand_end")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="screenshots", type=Path)
    parser.add_argument("--lang", default="en", choices=("en", "de", "sv"))
    parser.add_argument("--size", default="1024x640")
    parser.add_argument("--only", default=",".join(PARTS), help="comma-separated parts")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.split("x"))

    fill_stats()
    ui = UnoApp(sound=False)
    ui.settings.language = args.lang
    ui.settings.animationSpeed = "instant"
    ui.controller.bot_grace = 0
    window = ui.load()
    window.resize(width, height)
    app = ui.controller
    shot(ui, out, "menu_tutorial_offer")

    if parts & {"replays", "stats", "coach"}:
        for seed in (3, 5):
            play_to_end(ui, seed)
        app.leaveTable()
    if "replays" in parts:
        app.showScreen("replays")
        shot(ui, out, "replays_list")

        r = app.replays
        r.refresh()
        r.watch(0)
        r.togglePlay()
        r.seek(max(1, r.length // 2))
        wait(lambda: not r.game.busy())
        shot(ui, out, "replay_seat_view")
        r.setOpenHands(True)
        shot(ui, out, "replay_open_hands")
        r.toEnd()
        wait(lambda: not r.game.busy())
        shot(ui, out, "replay_end_open_hands")
        r.setOpenHands(False)
        shot(ui, out, "replay_end")
        r.close()
    if "stats" in parts:
        app.showScreen("stats")
        shot(ui, out, "statistics")
        ui.settings.colorBlind = True
        shot(ui, out, "statistics_colorblind")
        ui.settings.colorBlind = False
    if "coach" in parts:
        # The coach on the live table: a hint, then the review after the hand.
        app.start_game(with_options(load_preset("official"), target_score=2000), SEATS[:3], 12)
        game = app.game
        wait(lambda: game.myTurn and not game.busy())
        app.coach.hint()
        table = find(ui, "table")
        if app.coach.hintCard >= 0:
            table.setProperty("focusIndex", app.coach.hintCard)
        shot(ui, out, "coach_hint")
        app.session.set_bot(0, "easy")
        wait(lambda: game.handOver and not game.busy(), 60)
        app.session.set_bot(0, None)
        shot(ui, out, "hand_over_review_button")
        app.coach.review()
        wait(lambda: not app.coach.reviewing, 120)
        shot(ui, out, "coach_review")
        if app.coach.moments:
            app.coach.watchMoment(0)
            wait(lambda: not app.replays.game.busy())
            shot(ui, out, "replay_review_moment")
            app.replays.close()
        app.coach.closeReview()
        app.leaveTable()
    game = app.game
    if "tutorial" in parts:
        tutorial_steps(ui, out)
    if "hand_end" in parts:
        hand_end(ui, out)
    ui.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
