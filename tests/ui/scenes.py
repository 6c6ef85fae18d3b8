"""Every screen a player meets, reached on the real application: for the layout test
(``test_layout.py``) and the screenshots (``screenshots.py``).

:data:`SCENES` names each scene; :meth:`Scenes.show` brings the app there and waits until
nothing moves. A table scene is a stacked game (``deal`` from the edition tests) or a
seeded one, seat 0 a human driven through the table's own slots, the others bots, at
instant speed; long names and two-digit card counts on purpose.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

os.environ.setdefault("UNO_LAN_INTERFACES", "127.0.0.1")
os.environ.setdefault("UNO_LAN_LISTEN", "127.0.0.1")

HERE = Path(__file__).resolve().parent
for extra in (HERE.parent, HERE.parent / "rules", HERE.parent / "rules" / "editions"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from edition_helpers import deal  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QMetaObject, QObject  # noqa: E402

from rules import load_preset, new_game, with_options  # noqa: E402
from rules.cards import card  # noqa: E402
from uno_desktop.session import HostSession, SeatInfo  # noqa: E402

LONG_NAMES = ["Alexandra", "Maximilian", "Kristoffer", "Magdalena", "Bartholomew",
              "Konstantin", "Henrietta", "Sebastian", "Wilhelmina", "Valentina"]
LONGEST_NAMES = ["Alexandra Wilhelmina Roß", "Maximilian W. Habsburger",
                 "Bartholomew Fitzwilliams", "Konstantin Wassilopoulos",
                 "Magdalena Wiśniewska-Kot", "Henrietta Montgomery-Way",
                 "Kristoffer Åkesson-Lindh", "Valentina Castellano-Gil",
                 "Sebastian Müller-Wendorf", "Wilhelmina Mühlenweg-Ott"]
"""Names of the most characters a player may give (24)."""

SIZES = ((1024, 640, 0.0), (3840, 2160, 0.0), (3840, 2160, 1.0))
"""Window sizes and UI scale (0: from the screen and window, which is 200 % at 4K)."""
LANGUAGES = ("de", "en", "sv")

FILL = [  # bots' hands that rarely match: the scene stays on the human
    ["green_7", "blue_8", "yellow_1", "green_1", "blue_2", "yellow_6", "green_6"],
    ["green_4", "blue_4", "yellow_2", "green_3", "blue_3", "yellow_8", "green_9"],
    ["yellow_7", "blue_6", "green_8", "yellow_3", "blue_1", "green_2", "yellow_4"],
]


def mine(special: str) -> list[str]:
    """The human's hand: one special card and six that rarely matter."""
    return [special, "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4"]


def others(taken: list[str], n: int, edition: str = "classic") -> list[list[str]]:
    """``n`` hands of seven from ``edition``'s deck, none of the cards ``taken``."""
    from collections import Counter

    from edition_helpers import options

    from rules.editions import get_edition

    left = Counter(taken)
    pool = []
    for c in get_edition(edition).deck(options(edition)):
        if left[c.code] > 0:
            left[c.code] -= 1
        else:
            pool.append(c.code)
    return [pool[7 * i:7 * i + 7] for i in range(n)]


def seats(n: int, humans: int = 1) -> list[SeatInfo]:
    return [SeatInfo(LONG_NAMES[i]) if i < humans else SeatInfo(LONG_NAMES[i], "bot", "normal")
            for i in range(n)]


class Scenes:
    """Drives one :class:`~uno_desktop.app.UnoApp` from scene to scene."""

    def __init__(self, ui) -> None:
        self.ui = ui
        self.app = ui.controller
        self.gc = self.app.game
        self.dev = self.gc.devices
        self.session: HostSession | None = None
        self.cues: list[dict] = []  # what the presenters asked QML to play
        self.gc.cue.connect(lambda c: self.cues.append(dict(c)))
        self.scratch = tempfile.TemporaryDirectory(prefix="uno-scenes-")
        """The scenes' own folders (a file chooser's home), gone with the scenes."""

    # -------------------------------------------------------------- plumbing
    def spin(self, seconds: float) -> None:
        """Run the event loop for a while, deleting what QML let go of (a list's old rows
        stay in the item tree until then, as they never would in the real event loop)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            QCoreApplication.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            time.sleep(0.002)

    def wait(self, cond: Callable[[], bool], timeout: float = 20.0) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            QCoreApplication.processEvents()
            if cond():
                return True
            time.sleep(0.002)
        raise TimeoutError("scene did not settle")

    def idle(self) -> None:
        self.wait(lambda: not self.gc.busy())
        self.spin(0.05)

    def decision(self, kind: str, seat: int | None = 0) -> None:
        game = self.session.game
        self.wait(lambda: game.decision.kind == kind and game.decision.seat == seat
                  and not self.gc.busy())
        self.spin(0.05)

    def screen(self, name: str) -> None:
        self.app.hideHelp()
        self.app.clearMessage()
        self.leave_lan()
        self.leave_replay()
        self.leave_game()
        self.app.showScreen(name)
        self.spin(0.1)

    def leave_replay(self) -> None:
        """Stop a replay or the tutorial a scene opened (their tables are tables of their own),
        as quitting the app does."""
        self.app.stop_tables()

    def leave_game(self) -> None:
        if self.app.session is not None:
            self.app.leaveTable()

    def leave_lan(self) -> None:
        """Close a LAN room a scene opened (sockets must not outlive the app)."""
        if "uno_desktop.ui.lan" in sys.modules:
            lan = self.ui.engine.singletonInstance("UnoDesktop.Lan", "LanController")
            if lan is not None:
                lan.shutdown()

    def run(self, game, infos: list[SeatInfo], *, settle: bool = True) -> None:
        """Start ``game``; ``settle``: wait until the deal has landed (else return as it
        begins, for a test that must act before the bots move)."""
        self.app.hideHelp()
        self.leave_lan()
        self.leave_replay()
        self.session = HostSession(game, infos, bot_seed=5)
        self.app._run(self.session)
        if settle:
            self.idle()

    def stacked(self, edition: str, hands, start, *, dealer: int | None = None,
                script: dict | None = None, **opts) -> None:
        hands = [list(h) for h in hands]
        opts.setdefault("voluntary_draw", False)  # bots play the one card they were given
        dealer = len(hands) - 1 if dealer is None else dealer
        game = deal(edition, hands, start, dealer=dealer, script=script or {}, **opts)
        self.run(game, seats(len(hands)))

    def play(self, code: str) -> None:
        self.gc.playCard(self.gc.hand.index_of(card(code)))

    def my_turn(self) -> None:
        game = self.session.game
        self.wait(lambda: self.gc.myTurn and not self.gc.busy()
                  and game.decision.kind == "turn")
        self.spin(0.05)

    def seeded(self, n: int, seed: int, **opts) -> None:
        options = with_options(load_preset("official"), **opts)
        self.run(new_game(options, n, seed), seats(n))
        self.my_turn()

    def hold(self, *scenes: str, event: str = "") -> None:
        """Play again, for a minute, the latest cue of each of ``scenes`` (the banner, the
        revealed hand), of ``event`` if given: at instant speed a moment is never on
        screen, and the layout test must see it. (Its text is in the language it was
        presented in: the layout test builds a moment again after a language switch.)"""
        for scene in scenes:
            cue = next((c for c in reversed(self.cues) if c["scene"] == scene
                        and (not event or c["type"] == event)), None)
            assert cue is not None, f"no {scene} cue"
            self.gc.cue.emit({**cue, "duration": 60_000})
        self.spin(0.3)

    def show(self, name: str) -> None:
        """Bring the app to scene ``name`` (a key of :data:`SCENES`)."""
        self.ui.settings.animationSpeed = "instant"
        self.cues.clear()
        if name.startswith(EDITION_TABLE):
            self.edition_table(name.removeprefix(EDITION_TABLE))
        else:
            getattr(self, "scene_" + name)()
        self.spin(0.05)

    def edition_table(self, edition: str) -> None:
        """A table of ``edition`` (every edition of the registry has one: a new one is laid
        out and photographed too), your turn, your hand holding its own cards."""
        starts = ["red_5", "blue_5"]  # a Tippo pan each; elsewhere the second is drawn first
        own = own_cards(edition)[:4]
        me = own + others([*own, *starts], 1, edition)[0][:7 - len(own)]
        hands = [me, *others([*me, *starts], 3, edition)]
        self.stacked(edition, hands, starts, dealer=3)
        self.my_turn()

    # -------------------------------------------------------------- menus and forms
    def scene_menu(self) -> None:
        self.app.autosave_path.write_text("{}")  # so that Continue shows
        self.screen("menu")
        self.app.savesChanged.emit()

    def scene_menu_rejoin(self) -> None:
        """After a restart: a seat at a room on another computer waits (the longest room
        name a host may give)."""
        from uno_desktop.net import rejoin
        from uno_desktop.settings import config_dir

        rejoin.save(config_dir() / rejoin.FILE, rejoin.Seat(
            room="Wohnzimmertisch von Alexandra Wilhelmina", address="192.168.1.20",
            port=47777, game_id="5eed"))
        self.app.autosave_path.write_text("{}")  # Continue too: the fullest menu
        self.screen("menu")
        self.app.savesChanged.emit()
        self.spin(0.1)
        rejoin.forget(config_dir() / rejoin.FILE)

    def scene_new_game(self) -> None:
        self.screen("newgame")
        self.app.setup.setEdition("classic")
        self.app.setup.setSeatCount(10)
        self.spin(0.1)

    def scene_new_game_refused(self) -> None:
        """The form's longest refusal: seven hands of 15 do not fit in the deck."""
        self.screen("newgame")
        self.app.setup.setEdition("classic")
        self.app.setup.setSeatCount(7)
        self.app.setup.setInt("hand_size", 15)
        self.spin(0.1)

    def scene_new_game_tippo(self) -> None:
        self.screen("newgame")
        self.app.setup.setEdition("tippo")
        self.app.setup.setSeatCount(4)
        self.spin(0.1)

    def scene_settings(self) -> None:
        self.screen("settings")

    def scene_rules(self) -> None:
        self.screen("rules")

    # -------------------------------------------------------------- the table
    def scene_table_2(self) -> None:
        self.seeded(2, 5)

    def scene_table_4(self) -> None:
        self.seeded(4, 11, hand_size=12)  # two-digit counts everywhere

    def scene_table_6(self) -> None:
        self.seeded(6, 4)

    def scene_table_7(self) -> None:
        self.seeded(7, 2)

    def scene_table_10(self) -> None:
        self.seeded(10, 3, hand_size=9)

    def scene_table_away(self) -> None:
        self.away_table(4, 11, away=(2,))

    def scene_table_away_10(self) -> None:
        self.away_table(10, 3, away=(3, 7))

    def away_table(self, n: int, seed: int, away: tuple[int, ...]) -> None:
        """A networked table where bots play for people who dropped: what the table shows
        of them is what a LAN transport reports (people, away), the seats' moves a bot's."""
        from uno_desktop.transport import LocalTransport

        class Away(LocalTransport):
            def players(self) -> list[SeatInfo]:
                return [SeatInfo(s.name) if i in away else s
                        for i, s in enumerate(super().players())]

            def away(self) -> frozenset[int]:
                return frozenset(away)

        self.app.hideHelp()
        self.leave_lan()
        self.leave_replay()
        options = with_options(load_preset("official"), hand_size=9)
        self.session = HostSession(new_game(options, n, seed), seats(n), bot_seed=5)
        self.app._run(self.session, transport=Away(self.session, "instant", grace=0,
                                                   parent=self.app))
        self.my_turn()

    def scene_table_reactions(self) -> None:
        self.reactions_at(4, 11, {1: "thumbs_up", 2: "good_game", 3: "laugh", 0: "uno"})

    def scene_table_reactions_10(self) -> None:
        self.reactions_at(10, 3, {1: "surprise", 2: "good_game", 4: "laugh", 5: "uno",
                                  7: "thumbs_up", 9: "good_game", 0: "laugh"})

    def reactions_at(self, n: int, seed: int, shown: dict[int, str]) -> None:
        """Quick reactions popping up at several seats at once (the player's own too), held
        on screen for the picture."""
        self.seeded(n, seed, hand_size=9)
        self.gc.reactions.show_ms = 60_000  # held for the picture and the layout test
        self.gc.reactions.changed.emit()
        for seat, reaction in shown.items():
            self.gc.reactions.received(seat, reaction)
        self.spin(0.4)  # popped: the bubbles stay 2.6 s

    def scene_table_reaction_panel(self) -> None:
        """Q opens the quick reactions: five to send, and each other player's to hide."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from ui_helpers import named_item

        self.seeded(6, 4)
        self.gc.reactions.toggleMute(2)
        QTest.keyClick(self.ui.window, Qt.Key.Key_Q)
        self.wait(lambda: named_item(self.ui.window.contentItem(), "reactionPanel") is not None)
        self.spin(0.1)

    def scene_keyboard_help(self) -> None:
        self.seeded(4, 11)
        self.app.showHelp()
        self.spin(0.1)

    def scene_leave_confirm(self) -> None:
        self.seeded(4, 11)
        self.gc.askLeave()
        self.spin(0.1)

    def scene_color_picker(self) -> None:
        self.stacked("classic", [mine("black_wild"), *FILL], "red_5")
        self.play("black_wild")
        self.decision("color")

    def scene_color_hint(self) -> None:
        """The colour picker after H: the coach's colour under the discs, its disc focused."""
        self.scene_color_picker()
        table = self.ui.window.findChild(QObject, "table")
        QMetaObject.invokeMethod(table, "askCoach")
        self.wait(lambda: self.app.coach.hintColor != "")
        self.spin(0.1)

    def scene_challenge(self) -> None:
        hands = [mine("red_9"), FILL[0], FILL[1],
                 ["black_wild_draw_four", "blue_6", "green_8", "yellow_3", "blue_1",
                  "green_2", "yellow_4"]]
        self.stacked("classic", hands, "red_5", dealer=2, wd4_mode="bluff")
        self.decision("penalty")

    def scene_moment_verdict(self) -> None:
        self.scene_challenge()
        self.gc.challenge()
        self.idle()
        self.hold("banner", "reveal", event="challenge_resolved")

    def scene_moment_caught(self) -> None:
        from rules import CatchUno

        hands = [["red_8", "blue_1"], ["green_7", "blue_8"], ["green_4", "blue_4"],
                 ["yellow_7", "blue_6"]]
        self.stacked("classic", hands, "red_5", hand_size=2)
        self.play("red_8")  # one card left, no UNO called: Maximilian catches at once
        self.session.submit(1, CatchUno(0))
        self.idle()
        self.hold("banner", event="uno_caught")

    def scene_moment_uno_early(self) -> None:
        """A UNO call at two cards, before the play: it says so (issue 30)."""
        hands = [["red_8", "blue_1"], ["green_7", "blue_8"], ["green_4", "blue_4"],
                 ["yellow_7", "blue_6"]]
        self.stacked("classic", hands, "red_5", hand_size=2)
        self.gc.callUno()
        self.idle()
        self.hold("banner", event="uno_called")

    def scene_offside_penalty(self) -> None:
        """The longest penalty prompt: stack, challenge, Offside or take (FIFA 2006)."""
        hands = [["black_offside", "black_wild_draw_four", "blue_9", "yellow_1", "yellow_2",
                  "green_2", "red_4"], FILL[0], FILL[1],
                 ["black_wild_draw_four", "blue_6", "green_8", "yellow_3", "blue_1",
                  "green_2", "yellow_4"]]
        self.stacked("fifa2006", hands, "red_5", dealer=2, stacking="same_type")
        self.decision("penalty")

    def scene_drawn(self) -> None:
        self.stacked("classic", [["green_7", "blue_8", "yellow_1", "green_1", "blue_2",
                                  "yellow_6", "green_6"], *FILL], "red_5",
                     draws=["red_2"], draw_rule="draw_one_may_play")
        self.gc.draw()
        self.decision("drawn")

    def scene_my_uno(self) -> None:
        """Your last card, UNO called: your own red tag beside it."""
        self.stacked("classic", [["red_8", "blue_1"], ["green_7", "blue_8"],
                                 ["green_4", "blue_4"], ["yellow_7", "blue_6"]], "red_5",
                     hand_size=2)
        self.gc.callUno()
        self.play("red_8")
        self.my_turn()

    def scene_seven_swap(self) -> None:
        hands = [mine("red_7"), *others([*mine("red_7"), "red_5"], 9)]
        self.stacked("classic", hands, "red_5", seven_card="swap_chosen")
        self.play("red_7")
        self.decision("seven")

    def scene_hand_over(self) -> None:
        self.hand_over(4)

    def scene_hand_over_10(self) -> None:
        """Ten seats' rows at a hand's end: every one in sight at 1024×640 too."""
        self.hand_over(10)

    def hand_over(self, n: int) -> None:
        """The first hand of a points game of ``n`` seats played to its end, seat 0 by a bot."""
        options = with_options(load_preset("official"), target_score=5000)
        self.run(new_game(options, n, 3), seats(n))
        self.session.set_bot(0, "normal")
        self.wait(lambda: self.gc.handOver, 60)
        self.spin(0.1)

    def scene_game_over(self) -> None:
        self.game_over(4)

    def scene_game_over_10(self) -> None:
        """Ten seats' lines and legend in a points game's chart."""
        self.game_over(10)

    def game_over(self, n: int) -> None:
        """A points game of ``n`` seats to 50 points played to its end, seat 0 by a bot."""
        options = with_options(load_preset("official"), target_score=50)
        self.run(new_game(options, n, 3), seats(n))
        self.session.set_bot(0, "normal")
        while not self.gc.gameOver:
            self.wait(lambda: self.gc.handOver or self.gc.gameOver, 60)
            if self.gc.handOver:
                self.gc.nextHand()
                self.spin(0.05)
        self.spin(0.1)

    def scene_game_over_single(self) -> None:
        """A single-hand game's end: who won, the cards each seat had left, no scores."""
        self.single_hand_over(4)

    def single_hand_over(self, n: int) -> None:
        """A single-hand game of ``n`` seats played to its end, seat 0 by a bot."""
        options = with_options(load_preset("official"), scoring="single_hand")
        self.run(new_game(options, n, 3), seats(n))
        self.session.set_bot(0, "normal")
        self.wait(lambda: self.gc.gameOver and not self.gc.busy(), 60)
        self.spin(0.1)

    def scene_pass_screen(self) -> None:
        game = deal("classic", [mine("red_8"), FILL[0], FILL[1]], "red_5", dealer=2,
                    voluntary_draw=False)
        self.run(game, seats(3, humans=2))
        self.play("red_8")
        self.wait(lambda: self.gc.passScreen and not self.gc.busy())

    # -------------------------------------------------------------- edition devices
    def scene_spin_wheel(self) -> None:
        hands = [FILL[0], FILL[1], FILL[2],
                 ["red_3_spin", "blue_7", "green_8", "yellow_9", "blue_9", "blue_9",
                  "yellow_9"]]
        self.stacked("spin", hands, "red_5", dealer=2, script={"wheel": ["discard_number"]})
        self.decision("spin")

    def scene_spin_number(self) -> None:
        self.scene_spin_wheel()
        self.dev.spin()
        self.decision("spin_number")

    def scene_launcher(self) -> None:
        hands = [["red_7", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "red_hit_two"],
                 *FILL]
        self.stacked("extreme", hands, "yellow_5", script={"launcher": [4, 0]},
                     voluntary_draw=True)
        self.my_turn()

    def scene_launcher_hit_two(self) -> None:
        hands = [mine("red_9"), FILL[0], FILL[1],
                 ["red_hit_two", "blue_6", "green_8", "yellow_3", "blue_1", "green_2",
                  "yellow_4"]]
        self.stacked("extreme", hands, "red_5", dealer=2, script={"launcher": [0, 0]})
        self.decision("penalty")

    def scene_flash(self) -> None:
        hands = [["red_7", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "red_slap"],
                 *FILL]
        self.stacked("flash", hands, "red_5", script={"flash": [0], "flash_limit": [6000]},
                     flash_time_limit="infinite")
        self.my_turn()

    def scene_flash_slap_10(self) -> None:
        """Flash at ten seats, a SLAP race: the buzzer clear of the right column of badges,
        the hands of the seats that hit theirs beside their badges, towards the table."""
        me = ["red_7", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "red_slap"]
        self.stacked("flash", [me, *others([*me, "red_5"], 9, "flash")], "red_5",
                     script={"flash": [0]}, flash_time_limit="infinite",
                     slap_includes_player=True)
        self.my_turn()
        self.ui.settings.animationSpeed = "normal"  # (at instant speed the race is over at once)
        self.play("red_slap")
        self.decision("slap_race", None)
        self.wait(lambda: len(self.dev.property("state").get("slap_pressed") or []) >= 4, 5)
        self.spin(0.05)

    def scene_tippo(self) -> None:
        hands = [["green_5", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "black_tilt"],
                 ["yellow_8", "red_8", "yellow_9", "red_1", "red_2", "yellow_6", "red_6"],
                 FILL[1], FILL[2]]
        self.stacked("tippo", hands, ["red_5", "blue_3_stop"], script={"scale": [False]})
        self.wait(lambda: not self.gc.busy() and self.gc.myTurn)
        self.spin(0.05)

    def scene_tippo_tilt_bot(self) -> None:
        """A bot's Tilt card: the scale is filled from your seat on (issue 30: the prompt
        said nothing of why a pan was asked for)."""
        me = ["green_2", "red_8", "blue_9", "yellow_2", "green_3", "red_4", "blue_2"]
        bot = ["black_tilt", "green_7", "yellow_8", "green_9", "yellow_1", "green_4", "yellow_6"]
        hands = [me, bot, *others([*me, *bot, "red_5", "blue_5"], 2, "tippo")]
        self.stacked("tippo", hands, ["red_5", "blue_5"], dealer=0,
                     script={"scale": [False] * 40})
        self.decision("tilt_place")

    def scene_tippo_penalty(self) -> None:
        """Tippo, a +4 owed: the count stands on the draw pile's corner (the discard pile's
        place is the scale's)."""
        me = ["green_2", "red_8", "blue_9", "yellow_2", "green_3", "red_4", "blue_2"]
        bot = ["black_wild_draw_four", "green_7", "yellow_8", "green_9", "yellow_1", "green_4",
               "yellow_6"]  # nothing else fits a pan: the bot plays the +4
        self.stacked("tippo", [me, bot], ["red_5", "blue_5"], dealer=0,
                     script={"scale": [False] * 20})
        self.decision("penalty")

    def tippo_seats(self, n: int) -> None:
        """A Tippo table of ``n`` seats, your turn: the pans between the piles and badges."""
        me = ["green_5", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "black_tilt"]
        hands = [me, *others([*me, "red_5", "blue_3_stop"], n - 1, "tippo")]
        self.stacked("tippo", hands, ["red_5", "blue_3_stop"], script={"scale": [False]})
        self.my_turn()

    def scene_kick(self) -> None:
        hands = [mine("black_penalty_kick"),
                 ["green_7", "blue_8", "yellow_9", "red_1", "red_2", "yellow_6", "red_6"],
                 FILL[1], FILL[2]]
        self.stacked("kick", hands, "red_5")
        self.play("black_penalty_kick")
        self.decision("kick_opponent")

    def scene_kick_10(self) -> None:
        hands = [mine("black_penalty_kick"), *others([*mine("black_penalty_kick"), "red_5"], 9)]
        self.stacked("kick", hands, "red_5")
        self.play("black_penalty_kick")
        self.decision("kick_opponent")

    def scene_kick_duel(self) -> None:
        """The penalty kick's duel, held over the piles once the colour is chosen (at instant
        speed it fades at once)."""
        self.scene_kick()
        self.dev.chooseSeat(1)
        self.decision("color")
        self.gc.chooseColor("red")
        self.my_turn()
        self.hold("duel")

    def scene_kick_duel_5(self) -> None:
        """A penalty kick of five rounds (four ties), held: the panel fits over the piles at
        1024×640 too, above the status line and off the hand (issue 38)."""
        me = ["black_penalty_kick", "red_9", "red_8", "red_7", "red_6", "red_5", "blue_0"]
        rival = ["green_9", "green_8", "green_7", "green_6", "green_4", "yellow_0", "green_0"]
        rest = others([*me, *rival, "red_1"], 2, "kick")
        self.stacked("kick", [me, rival, *rest], "red_1")
        self.play("black_penalty_kick")
        self.decision("kick_opponent")
        start = len(self.cues)
        self.dev.chooseSeat(1)
        self.decision("color")
        duel = [c for c in self.cues[start:] if c["scene"] == "duel"]
        assert len(duel) == 5, len(duel)
        self.gc.chooseColor("red")
        self.my_turn()
        for cue in duel:  # all five rounds again, held (at instant speed none shows)
            self.gc.cue.emit({**cue, "duration": 60_000})
        self.spin(0.3)

    def scene_battle_10(self) -> None:
        """Spin's Battle among ten seats, held: every seat's card in the room over the
        piles, the wheel stepped back under it."""
        spinner = ["red_3_spin", "blue_7", "green_8", "yellow_9", "blue_9", "blue_9", "yellow_9"]
        hands = [FILL[0], *others([*FILL[0], *spinner, "red_5"], 8, "spin"), spinner]
        self.stacked("spin", hands, "red_5", dealer=8, script={"wheel": ["battle"]})
        self.decision("spin")
        start = len(self.cues)
        self.dev.spin()
        self.my_turn()
        duel = [c for c in self.cues[start:] if c["scene"] == "duel"]
        assert duel, "no battle"
        for cue in duel:
            self.gc.cue.emit({**cue, "duration": 60_000})
        self.spin(0.3)

    def scene_captain(self) -> None:
        hands = [mine("black_captain"), *FILL]
        self.stacked("fc_bayern", hands, "red_5")
        self.play("black_captain")
        self.decision("captain")

    def scene_lotso(self) -> None:
        hands = [mine("black_lotso"), *FILL]
        self.stacked("toy_story3", hands, "red_5")
        self.play("black_lotso")
        self.decision("lotso_name")

    def scene_lotso_shown(self) -> None:
        """Lotso named red: one seat shows a card of it, two draw 3; once the colour is
        chosen, every cue of that moment is played again and held (the table's reveal too,
        had it one)."""
        hands = [mine("black_lotso"), ["red_1", *FILL[0][1:]], FILL[1], FILL[2]]
        self.stacked("toy_story3", hands, "red_5")
        self.play("black_lotso")
        self.decision("lotso_name")
        start = len(self.cues)
        self.dev.nameColor("red")
        self.decision("color")
        self.gc.chooseColor("red")
        self.my_turn()
        for cue in [c for c in self.cues[start:] if c["scene"] in ("lotso", "reveal")]:
            self.gc.cue.emit({**cue, "duration": 60_000})
        self.spin(0.3)

    def scene_victory_lap(self) -> None:
        hands = [mine("black_victory_lap"), *FILL]
        self.stacked("cars", hands, "red_5")
        self.play("black_victory_lap")
        self.decision("victory_lap")

    def scene_racer(self) -> None:
        hands = [["red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4", "green_6"],
                 FILL[0], FILL[1],
                 ["black_racer_x", "blue_6", "green_8", "yellow_3", "blue_1", "green_2",
                  "yellow_4"]]
        self.stacked("speed_racer", hands, "red_5", dealer=2, draws=["blue_7"])
        self.decision("race")

    def scene_racer_10(self) -> None:
        """Racer X at ten seats: the chain's panel left of the right column's badge (the
        robot, speed_racer/de/3840x2160/mouse/10: it lay on the badge)."""
        me = ["red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "red_4", "green_6"]
        racer = ["black_racer_x", "blue_6", "green_8", "yellow_3", "blue_1", "green_2",
                 "yellow_4"]
        hands = [me, *others([*me, *racer, "red_5", "blue_7"], 8, "speed_racer"), racer]
        self.stacked("speed_racer", hands, "red_5", dealer=8, draws=["blue_7"])
        self.decision("race")

    # -------------------------------------------------------------- replays, statistics,
    # the coach and the tutorial
    def kept_games(self) -> None:
        """Two finished games in the replays list and the statistics (played once): the
        newest two of the list."""
        names = tuple(LONG_NAMES[:4])
        if any(e.names == names for e in self.app.replays.library.entries()):
            return
        for seed in (3, 5):
            self.app.start_game(with_options(load_preset("official"), scoring="single_hand"),
                                seats(4), seed)
            self.app.session.set_bot(0, "normal")
            self.wait(lambda: self.gc.gameOver and not self.gc.busy(), 60)
        self.leave_game()
        self.app.replays.refresh()

    def scene_replays(self) -> None:
        self.kept_games()
        self.screen("menu")  # a list of its own, at its top
        self.screen("replays")
        self.app.replays.refresh()
        self.spin(0.1)

    def crowded_games(self) -> None:
        """Fourteen kept games, older than :meth:`kept_games`' (so those stay the first
        rows): ten seats and two, names of 24 characters, several editions, a team game."""
        import json

        from helpers import finish_hand

        from rules import record_of
        from uno_desktop.library import SUFFIX
        from uno_desktop.saves import encode_record_file, write_atomically

        library = self.app.replays.library
        if any(p.name.startswith("2001") for p in library.paths()):
            return
        games = [*(("classic", 3 + i % 7, {}) for i in range(9)), ("extreme", 2, {}),
                 ("classic", 10, {"teams": "alternate_seats"}), ("toy_story3", 10, {}),
                 ("fifa2006", 10, {}), ("classic", 10, {})]  # the newest last
        for i, (edition, n, opts) in enumerate(games):
            options = with_options(load_preset("official"), edition=edition,
                                   scoring="single_hand", **opts)
            game = new_game(options, n, 40 + i)
            finish_hand(game, seed=i)
            infos = [SeatInfo(LONGEST_NAMES[(i + k) % 10]) if k == 0
                     else SeatInfo(LONGEST_NAMES[(i + k) % 10], "bot", "normal")
                     for k in range(n)]
            path = library.folder / f"2001{i:02d}01-120000-scene{SUFFIX}"  # older than any
            doc = json.loads(encode_record_file(record_of(game), infos, game))
            doc["saved_at"] -= 86_400 * (3 + 5 * (len(games) - i))  # days apart, newest first
            write_atomically(path, json.dumps(doc).encode())
        self.app.replays.refresh()

    def scene_replays_crowded(self) -> None:
        """More kept games than fit, ten players with the longest names among them: the
        list scrolls and says so, and every row says who played (every name, or as many as
        fit and how many more)."""
        self.kept_games()
        self.crowded_games()
        self.screen("menu")  # a list of its own, at its top
        self.screen("replays")
        self.app.replays.refresh()
        self.spin(0.1)

    def scene_replays_crowded_end(self) -> None:
        """The same list scrolled to its end (and kept there as the window changes size)."""
        self.scene_replays_crowded()
        games = self.ui.window.findChild(QObject, "gamesList")

        def to_end() -> None:
            games.setProperty("contentY", max(0.0, games.property("contentHeight")
                                              - games.height()))

        games.contentHeightChanged.connect(to_end)
        games.heightChanged.connect(to_end)
        to_end()
        self.spin(0.1)

    def file_chooser(self, name: str, over: Callable[[], None] | None = None) -> None:
        """The replays list (or the screen ``over`` shows) with its file chooser ``name``
        open (``openFileChooser``, ``exportFileChooser``, ``replayExportChooser``) on a home
        folder of the scenes' own: folders and record files of long names, a saved game
        beside them."""
        home = Path(self.scratch.name) / "home"
        documents = home / "Documents"
        for folder in ("Spieleabende mit der Familie", "Kristoffer Åkesson-Lindh"):
            (documents / folder).mkdir(parents=True, exist_ok=True)
        (home / "Desktop").mkdir(exist_ok=True)
        for record in ("Alexandra Wilhelmina Roß – Geburtstag 2024.unorec",
                       "Freitagabend.unorec", "Midsommar med familjen.unorec"):
            (documents / record).write_text("{}")
        (documents / "saved.json").write_text("{}")
        (over or self.scene_replays)()
        was = os.environ.get("HOME")
        os.environ["HOME"] = str(home)
        try:
            chooser = self.ui.window.findChild(QObject, name)
            QMetaObject.invokeMethod(chooser, "open")
            self.spin(0.1)
        finally:
            if was is not None:
                os.environ["HOME"] = was

    def scene_open_file(self) -> None:
        """Opening a record file: the game's own chooser, its filter shown."""
        self.file_chooser("openFileChooser")

    def scene_export_file(self) -> None:
        """Exporting a game: the chooser with the name to save under."""
        self.file_chooser("exportFileChooser")

    def scene_replay_export_file(self) -> None:
        """Exporting the game being watched: the chooser over the replay's table."""
        self.file_chooser("replayExportChooser", over=self.scene_replay)

    def scene_replay(self) -> None:
        self.kept_games()
        self.screen("replays")
        r = self.app.replays
        r.watch(0)
        r.seek(max(1, r.length // 2))
        self.wait(lambda: not r.game.busy())
        self.spin(0.1)

    def scene_replay_open_hands(self) -> None:
        self.scene_replay()
        self.app.replays.toEnd()
        self.app.replays.setOpenHands(True)
        self.wait(lambda: not self.app.replays.game.busy())
        self.spin(0.1)

    def scene_statistics(self) -> None:
        self.kept_games()
        self.screen("stats")
        self.spin(0.1)

    def scene_coach_hint(self) -> None:
        self.seeded(3, 12)
        self.app.coach.hint()
        self.spin(0.1)

    def scene_challenge_hint(self) -> None:
        """The coach's hint at a Wild Draw Four: in the prompt's place (issue 38: it lay
        over the prompt and the colour's dot)."""
        self.scene_challenge()
        self.app.coach.hint()
        self.spin(0.1)

    def scene_table_10_hint(self) -> None:
        """The coach's hint at ten seats, whose badges sit down the sides to the prompt's
        height at 1024×640: the hint keeps to the room between them."""
        self.scene_table_10()
        self.app.coach.hint()
        self.spin(0.1)

    def scene_tutorial(self) -> None:
        self.screen("menu")
        self.app.tutorial.start()
        self.wait(lambda: self.app.tutorial.text != "" and not self.gc.busy())
        self.spin(0.1)

    # -------------------------------------------------------------- LAN
    def _lan(self):
        import uno_desktop.ui.lan  # noqa: F401 - registers LanController for QML

        self.screen("lan")
        return self.ui.engine.singletonInstance("UnoDesktop.Lan", "LanController")

    def scene_lan_home(self) -> None:
        self._lan().show("home")
        self.spin(0.1)

    def scene_lan_host(self) -> None:
        self._lan().show("host")
        self.spin(0.1)

    def scene_lan_join(self) -> None:
        lan = self._lan()
        lan.show("join")
        lan.stopBrowsing()
        self.spin(0.1)

    def scene_lan_host_short_pin(self) -> None:
        """A PIN too short to hold: the rule says so before anything is refused."""
        self._lan().show("host")
        self.spin(0.1)
        field = self.ui.window.contentItem()
        from ui_helpers import named_item

        pin = named_item(field, "lanPinField")
        pin.setProperty("text", "1234")
        self.spin(0.1)

    def found_rooms(self):
        """The join list with three rooms found: one with a PIN, one where the player's
        seat waits, one dealt already (the browser's own entries, as zeroconf gives them)."""
        from uno_desktop.net import rejoin
        from uno_desktop.settings import config_dir

        lan = self._lan()
        lan.show("join")
        lan.stopBrowsing()

        class Found:
            games: ClassVar[dict[str, dict[str, object]]] = {
                "a": {"name": "a", "room": "Wohnzimmertisch von Alexandra", "address":
                      "192.168.178.20", "port": 47777, "edition": "classic", "preset":
                      "official", "seats": 6, "free": 4, "pin": True, "started": False,
                      "compatible": True, "id": "a1"},
                "b": {"name": "b", "room": "Küche", "address": "192.168.178.31", "port": 47777,
                      "edition": "spin", "preset": "party", "seats": 4, "free": 0,
                      "pin": True, "started": True, "compatible": True, "id": "b2"},
                "c": {"name": "c", "room": "Attic", "address": "192.168.178.45", "port": 47778,
                      "edition": "classic", "preset": "official", "seats": 10, "free": 0,
                      "pin": False, "started": True, "compatible": True, "id": "c3"},
            }

            def stop(self) -> None:
                rejoin.forget(config_dir() / rejoin.FILE)

        rejoin.save(config_dir() / rejoin.FILE, rejoin.Seat(
            room="Küche", address="192.168.178.31", port=47777, game_id="b2"))
        lan.browser = Found()
        lan.gamesChanged.emit()
        self.spin(0.1)
        return lan

    def scene_lan_join_found(self) -> None:
        self.found_rooms()

    def scene_lan_join_pin(self) -> None:
        """The PIN of a room chosen in the list, asked right there (Enter on the row)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from ui_helpers import named_item

        self.found_rooms()
        rows = named_item(self.ui.window.contentItem(), "lanGameList")
        rows.forceActiveFocus()
        rows.setProperty("currentIndex", 2)  # sorted: Attic, Küche, Wohnzimmertisch…
        self.spin(0.1)
        QTest.keyClick(self.ui.window, Qt.Key.Key_Return)
        self.wait(lambda: named_item(self.ui.window.contentItem(), "lanListPinField")
                  is not None)
        self.spin(0.1)

    def scene_lan_join_pin_needed(self) -> None:
        """A room that needs a PIN joined without one (or with a stale list): the prompt
        says so where the PIN is typed; nothing was spent on a guess."""
        from uno_desktop.ui.texts import translate_code

        self.scene_lan_join_pin()
        lan = self.ui.engine.singletonInstance("UnoDesktop.Lan", "LanController")
        lan._set_pin_error(translate_code("net", "pin_required"))
        self.spin(0.1)

    def scene_lan_host_changed(self) -> None:
        """Coming back to a room whose address another computer answers now: nothing was
        sent to it, and the player is told so."""
        from uno_desktop.ui.texts import translate_code

        self._lan().show("home")
        self.app._set_message(translate_code("net", "host_changed"))
        self.wait(lambda: self.ui.window.findChild(QObject, "messageDialog") is not None)
        self.spin(0.1)

    def scene_lan_bad_host_message(self) -> None:
        """A host's message the client refused (a view that cannot be true): the status
        line blames the host's message, wrapped, not cut."""
        from uno_desktop.ui.texts import translate_code

        lan = self._lan()
        lan.show("home")
        lan._set_status(translate_code("net", "bad_host_message"))
        self.spin(0.1)

    def scene_lan_replaced(self) -> None:
        """Cut off because this seat was taken over from another connection."""
        from uno_desktop.ui.texts import translate_code

        self._lan().show("home")
        self.app._set_message(translate_code("net", "replaced"))
        self.wait(lambda: self.ui.window.findChild(QObject, "messageDialog") is not None)
        self.spin(0.1)

    def scene_lan_lobby(self) -> None:
        lan = self._lan()
        lan.show("host")
        assert lan.hostGame("Wohnzimmertisch von Alexandra", "", "party", 6, 2, "spin")
        self.wait(lambda: lan.screen == "lobby" and len(lan.seats) == 6)
        lan.say("Hallo zusammen — wer spielt mit?")
        self.wait(lambda: len(lan.chat) == 1)
        self.spin(0.1)


EDITION_TABLE = "edition_"


def own_cards(edition: str) -> list[str]:
    """One of each card of ``edition``'s deck that classic has not (its kinds, its marks)."""
    from edition_helpers import options

    from rules.editions import get_edition

    classic = {c.code for c in get_edition("classic").deck(options("classic"))}
    return list(dict.fromkeys(c.code for c in get_edition(edition).deck(options(edition))
                              if c.code not in classic))


def _edition_tables() -> list[str]:
    from rules.editions import EDITIONS

    return [EDITION_TABLE + name for name in EDITIONS]


SCENES = [name[len("scene_"):] for name in vars(Scenes) if name.startswith("scene_")] \
    + _edition_tables()
"""Every scene, in the order they are shown (the editions' tables last, one each)."""
