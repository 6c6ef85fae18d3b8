"""The robot's tours: what a person meets beside a table's decisions, walked with the keys
(or the mouse) and looked at on every screen (``robot.py`` runs them: ``--tour NAME``).

* ``menus``: the main menu by keyboard, every screen it opens (new game, replays,
  statistics, rules, settings, LAN) with F1 and Esc on each, the first start's offer and
  Esc on the menu, then a game started from the new-game form (the default player's name in
  the chosen language) and left again;
* ``tutorial``: the lesson played as its words say, with the keys;
* ``hotseat``: two people at one computer and a bot, a whole hand, the pass screen between;
* ``replay``: a finished game watched again with the replay's keys;
* ``long``: content at its longest: a penalty-kick duel of five rounds, a hand of 30 cards,
  ten seats;
* ``lan``: a LAN game between two copies of the game (host and guest, two windows, on
  127.0.0.1), each played by a robot of its own.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from hands import spin
from look import Look
from PySide6.QtCore import Qt
from robot import LANGUAGES, Robot, Stuck, application, seat_names
from ui_helpers import settings_folder

K = Qt.Key


def run(tour: str, lang: str, seed: int, out: Path, size: tuple[int, int] = (1024, 640),
        mode: str = "keys") -> Robot:
    """Run tour ``tour``; the robot that walked it (its coverage, its findings)."""
    walk = TOURS[tour]
    with application() as ui:
        robot = Robot(ui, lang=lang, size=size, mode=mode, seed=seed, out=out,
                      label=f"tour {tour}/{lang}/{size[0]}x{size[1]}/{mode}")
        try:
            walk(robot)
        except Stuck:
            pass
        finally:
            robot.close()
        return robot


# ------------------------------------------------------------------ menus

def _screen(robot: Robot, name: str, timeout: float = 5.0) -> bool:
    return robot.wait(lambda: robot.app.screen == name, timeout)


def menus(robot: Robot) -> None:
    app = robot.app
    robot.edition = "menus"
    robot.where = f"{robot.label} menu"
    robot.wait(lambda: robot.window.activeFocusItem() is not None, 5)
    robot.look(playing=False)
    # the first start's offer: Esc dismisses it, as it dismisses any panel, and never quits
    if app.property("offerTutorial"):
        robot.hands.key(K.Key_Escape, [])
        spin(0.1)
        if robot.quit_guard.quits:
            robot.find("modal", "Esc on the menu quit the game while the tutorial's offer showed")
        elif app.property("offerTutorial"):
            robot.find("modal", "Esc does not dismiss the tutorial's offer")
    robot.hands.key(K.Key_Escape, [])  # Esc on the menu: asks before quitting
    robot.wait(lambda: robot.quit_guard.quits > 0
               or Look(robot.window).top_overlay() is not None, 3.0)
    spin(0.1)
    look = robot.look(playing=False)
    if robot.quit_guard.quits:
        robot.find("modal", "one Esc on the main menu quit the game without asking")
    elif look.top_overlay() is None:
        robot.find("modal", "Esc on the main menu does nothing")
    else:
        robot.probe(look)
    _f1(robot)
    for button, screen in (("newGameButton", "newgame"), ("replaysButton", "replays"),
                           ("statsButton", "stats"), ("lanButton", "lan")):
        robot.where = f"{robot.label} menu → {screen}"
        if not _press(robot, button) or not _screen(robot, screen):
            robot.find("input", f"the menu's {button} does not open {screen}")
            app.showScreen("menu")
            continue
        spin(0.3)
        robot.look(playing=False)
        _f1(robot)
        robot.hands.key(K.Key_Escape, [])
        if not _screen(robot, "menu", 3):
            robot.find("modal", f"Esc does not leave the {screen} screen")
            app.showScreen("menu")
        spin(0.1)
    for label, screen in (("Rules", "rules"), ("Settings", "settings")):
        robot.where = f"{robot.label} menu → {screen}"
        from PySide6.QtCore import QCoreApplication

        try:
            robot.hands.labelled(QCoreApplication.translate("MenuScreen", label), [])
        except Exception as exc:
            robot.find("input", f"the menu's {label} button: {exc}")
            continue
        if not _screen(robot, screen):
            robot.find("input", f"the menu's {label} button does not open {screen}")
            continue
        spin(0.3)
        robot.look(playing=False)
        _f1(robot)
        robot.hands.key(K.Key_Escape, [])
        if not _screen(robot, "menu", 3):
            robot.find("modal", f"Esc does not leave the {screen} screen")
            app.showScreen("menu")
    # a game from the form, as a person starts one: the default name in this language
    robot.where = f"{robot.label} new game"
    if _press(robot, "newGameButton") and _screen(robot, "newgame"):
        spin(0.3)
        if _press(robot, "startButton") and _screen(robot, "table", 10):
            robot.wait(lambda: robot.gc.view is not None and not robot.gc.busy(), 10)
            robot.where = f"{robot.label} a game from the form"
            robot.look()
            robot.hands.key(K.Key_Escape, [])
            spin(0.1)
            robot.probe(robot.look(playing=False))
            app.leaveTable()
        else:
            robot.find("input", "Start on the new-game form does not start a game")
    robot.coverage.screens[f"menus in {robot.lang}"] += 1


def _press(robot: Robot, name: str) -> bool:
    from hands import Unreachable

    try:
        robot.hands.button(name, [])
    except Unreachable as exc:
        robot.find("input", f"{name}: {exc}")
        return False
    spin(0.05)
    return True


def _f1(robot: Robot) -> None:
    """F1 over the screen: the list of keys, probed, then closed with Esc."""
    robot.hands.key(K.Key_F1, [])
    robot.wait(lambda: robot.app.property("helpShown"), 3.0)
    spin(0.2)  # it fades in
    look = robot.look(playing=False)
    if not robot.app.property("helpShown"):
        robot.find("input", f"F1 shows no list of keys on {robot.app.screen}")
        return
    robot.probe(look)
    if robot.app.property("helpShown"):
        robot.hands.key(K.Key_Escape, [])
        spin(0.1)


# ------------------------------------------------------------------ the tutorial

def tutorial(robot: Robot) -> None:
    """The lesson from the menu's button, each move made as the lesson's words say (the
    keys it names, with the keyboard), every screen looked at, to its end."""
    from uno_desktop import tutorial as lesson_module

    app = robot.app
    robot.edition = "tutorial"
    if app.property("offerTutorial"):
        _press(robot, "offerTutorialButton")
    else:
        _press(robot, "tutorialButton")
    if not _screen(robot, "tutorial", 10):
        robot.find("input", "the tutorial does not start from the menu")
        return
    t = app.tutorial
    for _ in range(80):
        robot.wait(lambda: (t._caught_up() and not robot.gc.busy()) or t.finished, 20)
        lesson = t._lesson
        if t.finished or lesson is None or lesson.over:
            break
        step = lesson.player_to_move()
        if step is None:
            spin(0.05)
            continue
        robot.where = f"{robot.label} tutorial/{step.lesson}"
        robot.coverage.decisions.add(("tutorial", step.lesson))
        look = robot.look()
        if look.top_overlay() is not None and step.lesson != "wild_colour":
            robot.probe(look)
        decision = robot.session.game.decision.kind
        if not robot.act(step.action, decision):
            return
    robot.wait(lambda: t.finished, 10)
    robot.where = f"{robot.label} tutorial/done"
    look = robot.look(playing=False)
    robot.probe(look)
    del lesson_module


# ------------------------------------------------------------------ hot-seat

def hotseat(robot: Robot) -> None:
    """Two people and a bot at one table: the pass screen between the people's turns."""
    from reach import edition_options

    from rules import new_game
    from uno_desktop.session import SeatInfo

    robot.edition = "hotseat"
    names = seat_names(3)
    options = edition_options("classic", {"scoring": "single_hand"})
    infos = [SeatInfo(names[0]), SeatInfo(names[1]), SeatInfo(names[2], "bot", "normal")]
    robot.start(new_game(options, 3, robot.seed), infos)
    robot.where = f"{robot.label} hot-seat"
    robot.play(until_end=True, extras=True)
    robot.app.leaveTable()


# ------------------------------------------------------------------ a replay

def replay(robot: Robot) -> None:
    """A game played by bots to its end, then watched again from its end panel with the
    replay's keys: play, steps, hands, the end, its hands opened, F1, Esc."""
    from reach import edition_options

    from rules import new_game
    from uno_desktop.session import SeatInfo

    robot.edition = "replay"
    names = seat_names(4)
    options = edition_options("classic", {"scoring": "single_hand"})
    infos = [SeatInfo(names[0])] + [SeatInfo(n, "bot", "normal") for n in names[1:]]
    robot.start(new_game(options, 4, robot.seed), infos)
    robot.session.set_bot(0, "normal")
    robot.wait(lambda: robot.gc.property("gameOver") and not robot.gc.busy(), 60)
    robot.where = f"{robot.label} game over"
    robot.look(playing=False)
    if not _press(robot, "watchAgainButton") or not _screen(robot, "replay", 10):
        robot.find("input", "Watch again does not open the replay")
        return
    r = robot.app.replays
    for key in (K.Key_Space, K.Key_Space, K.Key_Right, K.Key_Right, K.Key_Left,
                K.Key_PageDown, K.Key_Home, K.Key_End, K.Key_O, K.Key_Plus, K.Key_Minus):
        robot.where = f"{robot.label} replay after {key.name.removeprefix('Key_')}"
        robot.hands.key(key, [])
        robot.wait(lambda: not r.game.busy(), 10)
        spin(0.1)
        robot.look(playing=False)
    _f1(robot)
    robot.hands.key(K.Key_Escape, [])
    if not robot.wait(lambda: robot.app.screen != "replay", 5):
        robot.find("modal", "Esc does not close the replay")


# ------------------------------------------------------------------ the longest content

def long(robot: Robot) -> None:
    """A penalty-kick duel of five rounds (watched while it plays), a hand of 30 cards,
    at both window sizes."""
    from edition_helpers import deal

    from uno_desktop.session import SeatInfo

    robot.edition = "kick"
    names = seat_names(4)
    infos = [SeatInfo(names[0])] + [SeatInfo(n, "bot", "normal") for n in names[1:]]
    me = ["black_penalty_kick", "red_9", "red_8", "red_7", "red_6", "red_5", "blue_0"]
    rival = ["green_9", "green_8", "green_7", "green_6", "green_4", "yellow_0", "green_0"]
    others = [["yellow_1", "blue_1", "yellow_2", "blue_2", "yellow_3", "blue_3", "red_0"],
              ["yellow_4", "blue_4", "yellow_5", "blue_5", "yellow_6", "blue_6", "red_1"]]
    for size in ((1024, 640), (3840, 2160)):
        robot.size = size
        robot.setup_window()
        game = deal("kick", [me, rival, *others], "red_1", voluntary_draw=False)
        robot.start(game, infos)
        robot.where = f"{robot.label} five-round duel {size[0]}x{size[1]}"
        robot.next_moment()
        robot.decide(next(a for a in game.legal_actions(0)
                          if getattr(getattr(a, "card", None), "kind", "") == "penalty_kick"))
        robot.next_moment()  # whom to kick against: the rival, at normal speed to watch it
        robot.ui.settings.animationSpeed = "normal"
        from rules.editions.common import ChooseSeat

        robot.act(ChooseSeat(1), "kick_opponent")
        from ui_helpers import named_item

        for _ in range(60):  # while the duel is shown
            duel = named_item(robot.window.contentItem(), "duelScene")
            if duel is not None and duel.isVisible() and duel.opacity() > 0.5:
                robot.look()
            spin(0.1)
            if robot.session.game.decision.kind == "color" and not robot.gc.busy():
                break
        robot.ui.settings.animationSpeed = "instant"
        robot.app.leaveTable()
    # thirty cards in the hand
    from reach import edition_options

    from rules import new_game

    robot.edition = "classic"
    for size in ((1024, 640), (3840, 2160)):
        robot.size = size
        robot.setup_window()
        options = edition_options("classic", {"hand_size": 15, "draw_rule": "draw_one_end_turn"})
        robot.start(new_game(options, 3, robot.seed), [SeatInfo(n) if i == 0 else
                                                       SeatInfo(n, "bot", "normal")
                                                       for i, n in enumerate(seat_names(3))])
        from rules.actions import Draw

        for _ in range(40):
            if len(robot.gc.hand.cards) >= 30:
                break
            if robot.next_moment() != "decision":
                break
            if Draw() in robot.session.game.legal_actions(0):
                robot.act(Draw(), robot.session.game.decision.kind)
            else:
                robot.decide()
        robot.where = f"{robot.label} a hand of {len(robot.gc.hand.cards)} cards"
        robot.look()
        robot.app.leaveTable()
    robot.size = (1024, 640)
    robot.setup_window()


# ------------------------------------------------------------------ LAN

def lan(robot: Robot) -> None:
    """A LAN game between two copies of the game in this process: the robot's own app
    hosts (its LAN screens, by keys), a second app joins by address; each window is
    played and looked at by a robot of its own."""
    import uno_desktop.ui.lan  # noqa: F401 - registers LanController for QML
    from uno_desktop.app import UnoApp

    os.environ["UNO_LAN_INTERFACES"] = "127.0.0.1"
    os.environ["UNO_LAN_LISTEN"] = "127.0.0.1"
    robot.edition = "lan"
    host_lan = _lan_of(robot.ui)
    robot.app.showScreen("lan")
    spin(0.3)
    robot.where = f"{robot.label} LAN home"
    robot.look(playing=False)
    host_lan.show("host")
    spin(0.3)
    robot.where = f"{robot.label} LAN host form"
    robot.look(playing=False)
    if not host_lan.hostGame(seat_names(1)[0], "", "official", 3, 1):  # a name, any language
        robot.find("input", "the LAN host form does not open a room")
        return
    robot.wait(lambda: host_lan.screen == "lobby", 10)
    robot.where = f"{robot.label} LAN lobby"
    robot.look(playing=False)
    with settings_folder("uno-robot-guest-"):  # the guest's own, the host's after
        guest_ui = UnoApp(sound=False, autosave=False)
        guest_ui.settings.animationSpeed = "instant"
        guest_ui.settings.playerName = seat_names(2)[1]
        guest_ui.load()
        guest = Robot(guest_ui, lang=robot.lang, size=robot.size, mode="mouse",
                      seed=robot.seed + 1, out=robot.out,
                      label=robot.label.replace("tour lan", "tour lan guest"))
        try:
            guest_lan = _lan_of(guest_ui)
            guest_ui.controller.showScreen("lan")
            spin(0.3)
            guest_lan.show("join")
            guest_lan.stopBrowsing()
            spin(0.2)
            guest.where = f"{guest.label} LAN join"
            guest.look(playing=False)
            guest_lan.joinAddress("127.0.0.1", host_lan.host.port, "", False)
            robot.wait(lambda: sum(1 for s in host_lan.seats if s["kind"] == "human") == 2, 15)
            guest_lan.setReady(True)
            host_lan.setReady(True)
            robot.wait(lambda: host_lan.ready, 10)
            guest.where = f"{guest.label} LAN lobby"
            guest.look(playing=False)
            host_lan.startGame()
            robot.wait(lambda: robot.app.screen == "table"
                       and guest_ui.controller.screen == "table", 15)
            _play_both(robot, guest)
        finally:
            robot.findings.update({k: v for k, v in guest.findings.items()
                                   if k not in robot.findings})
            robot.coverage.merge(guest.coverage)
            guest.close()
            lan_guest = _lan_of(guest_ui)
            if lan_guest is not None:
                lan_guest.shutdown()
            guest_ui.close()
            if host_lan is not None:
                host_lan.shutdown()


def _lan_of(ui: Any) -> Any:
    import uno_desktop.ui.lan  # noqa: F401

    ui.controller.showScreen("lan")
    spin(0.2)
    return ui.engine.singletonInstance("UnoDesktop.Lan", "LanController")


def _play_both(host: Robot, guest: Robot, moves: int = 40) -> None:
    """Each robot answers its own seat's decisions (through its own window) until the
    hand ends or ``moves`` were made."""
    for _ in range(moves):
        for robot in (host, guest):
            view = robot.gc.view
            if view is None or robot.gc.busy():
                continue
            legal = robot.gc._legal
            if view.decision in ("hand_over", "game_over"):
                robot.where = f"{robot.label} LAN hand over"
                robot.look(playing=False)
                return
            if view.decision_seat == robot.gc.seat and legal:
                robot.where = f"{robot.label} LAN {view.decision}"
                # two windows, one player at each: the one whose move it is is in front
                robot.window.requestActivate()
                robot.wait(lambda r=robot: r.window.isActive(), 5)
                robot.look()
                action = robot.choose(list(legal), view.decision)
                before = view.state_id
                from hands import Unreachable

                try:
                    robot.hands.do(action, view.decision)
                except Unreachable as exc:
                    robot.find("input", f"LAN {view.decision}: {exc}")
                    return
                robot.coverage.steps += 1
                robot.wait(lambda before=before, r=robot: r.gc.view is not None
                           and r.gc.view.state_id != before, 10)
        spin(0.05)


TOURS = {"menus": menus, "tutorial": tutorial, "hotseat": hotseat, "replay": replay,
         "long": long, "lan": lan}
__all__ = ["LANGUAGES", "TOURS", "run"]
