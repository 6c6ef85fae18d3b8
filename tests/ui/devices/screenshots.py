"""Screenshots of every edition device at rest and mid-animation, and of every special
card's scene, at 1280×720 (offscreen), for review:

    python tests/ui/devices/screenshots.py --out screenshots/devices

Each scene is a stacked game (the rules tests' ``deal``) with scripted device outcomes,
seat 0 a human driven through the table's own controls, the others bots.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
_SETTINGS = tempfile.TemporaryDirectory(prefix="uno-device-shots-")  # removed at the exit
os.environ["UNO_DESKTOP_CONFIG_DIR"] = _SETTINGS.name
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))
sys.path.insert(0, str(HERE))

from device_helpers import deal, humans_and_bots  # noqa: E402
from PySide6.QtCore import QCoreApplication, QtMsgType, qInstallMessageHandler  # noqa: E402

from rules import Timeout  # noqa: E402
from rules.cards import card  # noqa: E402
from uno_desktop.app import UnoApp  # noqa: E402
from uno_desktop.session import HostSession  # noqa: E402

FILL = {  # three bots' hands that rarely match much: the scene stays on the human
    "a": ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_6"],
    "b": ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"],
    "c": ["yellow_7", "blue_6", "green_8", "yellow_3", "blue_1", "green_2", "yellow_4"],
}


WARNINGS: list[str] = []


def _qt_message(kind: QtMsgType, context: object, message: str) -> None:
    if kind != QtMsgType.QtDebugMsg and "propagateSizeHints" not in message:
        WARNINGS.append(message)
        print("Qt:", message, file=sys.stderr)


SCENES = ("spin_wheel", "launcher", "flash", "tippo", "specials")


def mine(special: str) -> list[str]:
    """The human's hand: one special card and six that rarely matter."""
    return [special, "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4"]


class Shots:
    def __init__(self, out: Path) -> None:
        self.out = out
        self.ui = UnoApp(sound=False, autosave=False)
        self.ui.settings.animationSpeed = "slow"
        self.ui.controller.bot_grace = 0
        self.window = self.ui.load()
        self.window.resize(1280, 720)
        self.gc = self.ui.controller.game
        self.dev = self.gc.devices
        self.session: HostSession | None = None

    # -------------------------------------------------------------- plumbing
    def spin(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            QCoreApplication.processEvents()
            time.sleep(0.004)

    def wait(self, cond, timeout: float = 20.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            QCoreApplication.processEvents()
            if cond():
                return True
            time.sleep(0.003)
        print("  (timed out waiting)")
        return False

    def idle(self) -> bool:
        return self.wait(lambda: not self.gc.busy())

    def shot(self, name: str) -> None:
        path = self.out / f"{name}.png"
        self.window.grabWindow().save(str(path))
        print(path)

    def start(self, edition: str, hands, start, *, players: int = 4, dealer: int | None = None,
              script: dict | None = None, speed: str = "slow", **opts) -> None:
        fill = [FILL["a"], FILL["b"], FILL["c"]]
        all_hands = [hands[0]] + (list(hands[1:]) or fill[: players - 1])
        opts.setdefault("voluntary_draw", False)  # bots play the one card they were given
        dealer = len(all_hands) - 1 if dealer is None else dealer
        game = deal(edition, all_hands, start, dealer=dealer, script=script or {}, **opts)
        self.ui.settings.animationSpeed = speed
        self.session = HostSession(game, humans_and_bots(len(all_hands)), bot_seed=5)
        self.ui.controller._run(self.session)
        self.idle()
        self.spin(0.3)

    def decision(self, kind: str, seat: int | None = 0, timeout: float = 20.0) -> bool:
        game = self.session.game
        return self.wait(lambda: game.decision.kind == kind and game.decision.seat == seat
                         and not self.gc.busy(), timeout)

    def play(self, code: str) -> None:
        self.gc.playCard(self.gc.hand.index_of(card(code)))

    def timeout_race(self) -> None:
        game = self.session.game
        if Timeout() in game.legal_actions(None):
            self.session.submit(None, Timeout())

    # -------------------------------------------------------------- scenes
    def spin_wheel(self) -> None:
        hands = [["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_6"],
                 FILL["b"], FILL["c"],
                 ["red_3_spin", "blue_7", "green_8", "yellow_9", "blue_9", "blue_9", "yellow_9"]]
        self.start("spin", hands, "red_5", dealer=2, script={"wheel": ["discard_number"]})
        self.decision("spin")  # seat 3 (a bot) played the swirl: the human must spin
        self.spin(0.6)
        self.shot("spin_wheel_rest")
        self.dev.spin()
        self.spin(1.4)
        self.shot("spin_wheel_mid")
        self.decision("spin_number")
        self.spin(0.5)
        self.shot("spin_wheel_discard_number")
        self.ui.settings.colorBlind = True
        self.spin(0.3)
        self.shot("spin_wheel_discard_number_colorblind")
        self.ui.settings.colorBlind = False
        for segment, name in (("battle", "spin_battle"), ("uno_spin", "spin_uno_spin"),
                              ("trade_hands", "spin_trade_hands"),
                              ("discard_color", "spin_discard_color"),
                              ("almost_uno", "spin_almost_uno")):
            self.start("spin", hands, "red_5", dealer=2, script={"wheel": [segment]})
            self.decision("spin")
            self.dev.spin()
            self.spin(2.9 * 1.6 * 0.82 + 0.3)  # the wheel has stopped: its follow-up shows
            self.shot(name)
            if segment in ("battle", "trade_hands", "uno_spin"):
                self.spin(2.1 if segment == "uno_spin" else 1.5)
                self.shot(name + "_after")
            if segment == "uno_spin":
                self.timeout_race()

    def launcher(self) -> None:
        hands = [["red_7", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "red_hit_two"],
                 FILL["a"], FILL["b"], FILL["c"]]
        self.start("extreme", hands, "yellow_5", dealer=3, script={"launcher": [4, 0]},
                   voluntary_draw=True)
        self.shot("launcher_rest")
        self.dev.press()
        self.spin(0.65 * 1.6 * 0.62)
        self.shot("launcher_mid")
        self.idle()
        self.spin(0.2)
        self.shot("launcher_after")
        # Hit 2 at the next bot: it presses twice.
        self.start("extreme", hands, "red_5", dealer=3, script={"launcher": [0, 3]})
        self.play("red_hit_two")
        self.wait(lambda: any(type(e).__name__ == "LauncherFired" for _, e in self.session.history))
        self.spin(0.5)
        self.shot("launcher_hit_two")
        # All Hit: every other seat presses in turn.
        hands = [mine("black_wild_all_hit"), FILL["a"], FILL["b"], FILL["c"]]
        self.start("extreme", hands, "red_5", dealer=3, script={"launcher": [2, 0, 3]})
        self.play("black_wild_all_hit")
        self.decision("color")
        self.gc.chooseColor("blue")
        self.spin(1.9)
        self.shot("launcher_all_hit")
        # Discard All
        hands = [["red_7", "red_9", "green_8", "red_2", "blue_9", "green_2", "red_discard_all"],
                 FILL["a"], FILL["b"], FILL["c"]]
        self.start("extreme", hands, "red_5", dealer=3)
        self.play("red_discard_all")
        self.spin(0.75)
        self.shot("extreme_discard_all")

    def flash(self) -> None:
        hands = [["red_7", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "red_slap"],
                 FILL["a"], FILL["b"], FILL["c"]]
        self.start("flash", hands, "red_5", dealer=3, script={"flash": [2], "flash_limit": [6000]})
        self.shot("flash_rest")
        self.play("red_7")
        self.spin(0.75)
        self.shot("flash_mid")
        self.idle()
        self.spin(1.0)
        self.shot("flash_countdown")
        self.start("flash", hands, "red_5", dealer=3, slap_includes_player=True)
        self.play("red_slap")
        self.decision("slap_race", None)
        self.spin(0.2)
        self.shot("flash_slap_race")
        if self.dev.property("canSlap"):
            self.dev.slap()
        self.wait(lambda: self.session.game.decision.kind != "slap_race", 3) or self.timeout_race()
        self.spin(0.5)
        self.shot("flash_slap_last")

    def tippo(self) -> None:
        hands = [["green_5", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "black_tilt"],
                 ["yellow_8", "red_8", "yellow_9", "red_1", "red_2", "yellow_6", "red_6"],
                 FILL["b"], FILL["c"]]
        self.start("tippo", hands, ["red_5", "blue_5"], dealer=3, script={"scale": [False, True]})
        self.shot("tippo_rest")
        self.play("green_5")
        self.spin(0.3)
        self.shot("tippo_card_picked")
        self.dev.choosePan(0)
        self.spin(0.9)
        self.shot("tippo_settled")
        # A tip: stack the left pan first.
        hands[0] = ["green_5", "red_8", "green_9", "green_1", "green_2", "red_2", "black_tilt"]
        self.start("tippo", hands, ["red_5", "blue_3_stop"], dealer=3, script={"scale": [True]})
        self.shot("tippo_stop_card")
        self.play("green_5")
        self.spin(0.28 * 1.6 + 0.55)
        self.shot("tippo_tipping")
        self.idle()
        self.spin(0.6)
        self.shot("tippo_reset")
        # Tilt: name who starts, then fill the pans until it tips.
        self.start("tippo", hands, ["red_5", "blue_5"], dealer=3,
                   script={"scale": [False, False, True]})
        self.play("black_tilt")  # playable on both pans: pick one
        self.spin(0.2)
        self.dev.choosePan(0)
        self.decision("tilt_starter")
        self.shot("tippo_tilt_starter")
        self.dev.chooseSeat(0)
        self.decision("tilt_place")
        self.shot("tippo_tilt_place")
        self.dev.choosePan(1)
        self.spin(0.45)
        self.shot("tippo_tilt_fill")

    def specials(self) -> None:
        # Kick: choose the opponent, then the duel.
        hands = [mine("black_penalty_kick"),
                 ["green_7", "blue_8", "yellow_9", "red_1", "red_2", "yellow_6", "red_6"],
                 FILL["b"], FILL["c"]]
        self.start("kick", hands, "red_5")
        self.play("black_penalty_kick")
        self.decision("kick_opponent")
        self.shot("kick_choose_opponent")
        self.dev.chooseSeat(1)
        self.spin(1.5)
        self.shot("kick_duel")
        # Racer X
        hands = [["black_racer_x", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4"],
                 ["green_7", "blue_8", "yellow_9", "red_1", "red_2", "yellow_6", "red_6"],
                 FILL["b"], FILL["c"]]
        self.start("speed_racer", hands, "red_5", draws=["blue_7"])
        self.play("black_racer_x")
        self.spin(2.8)
        self.shot("racer_x")
        self.spin(3.2)
        self.shot("racer_x_chain")
        self.wait(lambda: self.session.game.decision.kind != "race", 15)
        self.spin(0.8)
        self.shot("racer_x_lost")
        # Captain
        hands[0] = ["black_captain", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4"]
        self.start("fc_bayern", hands, "red_5")
        self.play("black_captain")
        self.decision("captain")
        self.shot("captain_choice")
        self.dev.rotateHands(1)
        self.spin(0.45)
        self.shot("captain_hands_moving")
        # Lotso
        hands[0] = ["black_lotso", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4"]
        self.start("toy_story3", hands, "red_5")
        self.play("black_lotso")
        self.decision("lotso_name")
        self.shot("lotso_name")
        self.dev.nameColor("red")
        self.spin(2.2)
        self.shot("lotso_showing")
        # Cars
        hands[0] = mine("black_victory_lap")
        self.start("cars", hands, "red_5")
        self.play("black_victory_lap")
        self.spin(0.5)
        self.shot("victory_lap_moving")
        self.decision("victory_lap")
        self.spin(0.6)
        self.shot("victory_lap_choice")
        # Offside: the bot before us plays a Draw Two at us.
        hands = [["black_offside", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4"],
                 FILL["a"], FILL["b"],
                 ["red_draw_two", "blue_6", "green_8", "yellow_3", "blue_1", "green_2", "yellow_4"]]
        self.start("fifa2006", hands, "red_5", dealer=2)
        self.decision("penalty")
        self.play("black_offside")
        self.spin(0.9)
        self.shot("offside")
        # Downpour
        hands = [mine("black_downpour_draw_two"),
                 FILL["a"], FILL["b"], FILL["c"]]
        self.start("h2o", hands, "red_5")
        self.play("black_downpour_draw_two")
        self.decision("color")
        self.gc.chooseColor("red")
        self.spin(0.9)
        self.shot("downpour")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="screenshots/devices", type=Path)
    parser.add_argument("--only", default="", help="comma-separated: " + ",".join(SCENES))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    qInstallMessageHandler(_qt_message)
    shots = Shots(args.out)
    wanted = [s for s in args.only.split(",") if s] or list(SCENES)
    for name in wanted:
        getattr(shots, name)()
    shots.ui.close()
    print(f"{len(WARNINGS)} Qt warning(s)")
    return 1 if WARNINGS else 0


if __name__ == "__main__":
    sys.exit(main())
