"""Plays the stacked hand of :mod:`scenario` blind, as a screen reader's user does: it reads
through AT-SPI alone (names, roles, states, descriptions, the events a reader gets, never
coordinates or the game's own objects) and plays with the keys (``xdotool key``: XTest,
into the game's window): it walks the hand with End, Home and → and reads each card as a
reader reads it with the focus ("playable, 3 of 7"), plays with Enter, and answers each
decision by its key (D, P, C, the colour's letter, U). The menus are walked with AT-SPI's
press action (the Orca test walks them with keys). What it "hears" is what a reader speaks
while the player waits: a change of the description of the item the events say has the
focus (the reader's locus of focus, taken in the events' order, never asked afterwards:
on a busy machine the focus has moved on by then), and Qt's announcements.

Run with the system Python that has ``pyatspi`` (Debian's python3-pyatspi), inside a D-Bus
session on an X display (``xvfb-run -a dbus-run-session -- …``)::

    /usr/bin/python3 tests/a11y/atspi_player.py LANG GAME_PYTHON REPORT

It starts the AT-SPI bus and the game (``atspi_game.py`` under ``GAME_PYTHON``), walks the
menu, the settings and the new-game form, plays the hand to its end and writes one JSON
report to ``REPORT``: the screens it checked, what it did and heard, and every failure (a control
without a name, an invisible one in the tree, a card whose name is not the one shown, an
action it could not find). Exit status 0 only without failures.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import catalogue  # beside this script
import pyatspi
from gi.repository import GLib

HERE = Path(__file__).resolve().parent
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
# Roles that only group others: they need no name of their own.
STRUCTURE = {"panel", "filler", "frame", "application", "scroll pane", "layered pane",
             "unknown", "section", "grouping"}


class Failure(Exception):
    """Something a blind player could not do or hear."""


class Catalogue(catalogue.Catalogue):
    """The game's own translations (i18n/*.ts): the words the player listens for; a text
    missing from them is a failure of the report, not a crash of the player."""

    def tr(self, context: str, source: str, n: int | None = None) -> str:
        try:
            return super().tr(context, source, n)
        except KeyError as exc:
            raise Failure(str(exc.args[0])) from exc



def states(acc) -> set[str]:
    return {pyatspi.stateToString(s) for s in acc.getState().getStates()}


def pressable(acc) -> bool:
    """Whether ``acc`` offers its press action (one being taken down offers none)."""
    action = acc.queryAction()
    return "Press" in [action.getName(i) for i in range(action.nActions)]


def walk(acc):
    yield acc
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None:
            yield from walk(child)


def walk_scrolled(acc, scrolled: bool = False):
    """Every object with whether it lies in a scrolled view (one with a scroll bar beside
    it): Qt calls what is scrolled out of sight invisible too, and Tab scrolls to it."""
    yield acc, scrolled
    children = [acc.getChildAtIndex(i) for i in range(acc.childCount)]
    children = [c for c in children if c is not None]
    inner = scrolled or any(c.getRoleName() == "scroll bar" for c in children)
    for child in children:
        yield from walk_scrolled(child, inner and child.getRoleName() != "scroll bar")


class Player:
    def __init__(self, language: str, game_python: str) -> None:
        self.language = language
        self.cat = Catalogue(language)
        self.report: dict = {"language": language, "screens": {}, "actions": [],
                             "announcements": [], "turns": [], "waited_for": [],
                             "retries": 0, "failures": []}
        self.scratch = tempfile.TemporaryDirectory(prefix="uno-atspi-")
        """The truth file, and the game's own temporary files (its settings): stopped by a
        signal, the game leaves nothing behind; :meth:`close` takes the folder away."""
        self.truth_path = Path(self.scratch.name) / "truth.json"
        self.heard: list[str] = []
        # What a screen reader speaks while the player waits: a change of the focused
        # item's description (the table's voice, Table.qml), and Qt's announcements. Which
        # item has the focus is taken from the events, in their order, as a reader takes it
        # (its "locus of focus"): asking the item's state when the player gets round to the
        # event is asking about later, and on a busy machine the focus has moved on by then.
        self.focus = None
        self.window: str | None = None  # the game's X window (xdotool), once keys are pressed
        self._last_decision: tuple[str, str] | None = None  # (_settled)
        pyatspi.Registry.registerEventListener(self._on_announcement, "object:announcement")
        pyatspi.Registry.registerEventListener(self._on_focus, "object:state-changed:focused")
        pyatspi.Registry.registerEventListener(
            self._on_description, "object:property-change:accessible-description")
        pyatspi.Registry.registerEventListener(self._on_name,
                                               "object:property-change:accessible-name")
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                   TMPDIR=self.scratch.name)
        env.pop("QT_ACCESSIBILITY", None)
        self.game = subprocess.Popen(
            [game_python, str(HERE / "atspi_game.py"), language, str(self.truth_path)],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.app = self.wait(self._find_app, 60, "the game on the AT-SPI desktop")
        self.key()  # the X input focus to the game's window, as a window manager gives it

    # ------------------------------------------------------------ reading

    def _on_announcement(self, event) -> None:
        text = event.any_data if isinstance(event.any_data, str) else str(event.any_data)
        self.heard.append(text)

    def _on_focus(self, event) -> None:
        if event.detail1:
            self.focus = event.source
        elif event.source == self.focus:
            self.focus = None

    def _on_description(self, event) -> None:
        text = event.any_data if isinstance(event.any_data, str) else ""
        if text.strip() and self.focus is not None and event.source == self.focus:
            self.heard.append(text.strip())

    def _on_name(self, event) -> None:
        """A seat's badge says it is on turn: taken from the events, in their order (the
        tree's walks are slower than the bots on a busy machine, and see only some turns)."""
        text = event.any_data if isinstance(event.any_data, str) else ""
        name = text.split(",")[0]
        if ", " + self.cat.tr("SeatBadge", "on turn") in text \
                and self.report["waited_for"][-1:] != [name]:
            self.report["waited_for"].append(name)

    def pump(self) -> None:
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)

    def _find_app(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == "uno-desktop" and app.childCount:
                return app
        return None

    def _focus_now(self) -> str:
        """What has the focus now, as a reader would read it (for a failure's line)."""
        focused = [a for a in walk(self.app) if "focused" in states(a)]
        if not focused:  # (a focus scope around the item says it is focused too)
            return "nothing has the focus"
        acc = focused[-1]
        return f"the focus is on {acc.getRoleName()} {acc.name!r} ({acc.description!r})"

    def wait(self, probe, timeout: float, what: str, why=None):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.pump()
            if self.game.poll() is not None:
                raise Failure(f"the game exited ({self.game.returncode}) while waiting for "
                              f"{what}: {self.game.stderr.read().decode()[-2000:]}")
            try:
                found = probe()
            except Exception:  # an object went away mid-walk: look again
                found = None
            if found:
                return found
            time.sleep(0.05)
        raise Failure(f"could not find {what}" + (f": {why()}" if why else ""))

    def shown(self):
        """Every object a screen reader can reach now, below the window."""
        return [a for a in walk(self.app) if "showing" in states(a)]

    def find(self, role: str, name: str | None = None, pattern: str | None = None):
        for acc in walk(self.app):
            if acc.getRoleName() != role or "showing" not in states(acc):
                continue
            if name is not None and acc.name != name:
                continue
            if pattern is not None and not re.fullmatch(pattern, acc.name):
                continue
            return acc
        return None

    def need(self, role: str, name: str, timeout: float = 20):
        return self.wait(lambda: self.find(role, name), timeout, f"{role} {name!r}")

    def press(self, acc, what: str = "") -> None:
        action = acc.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        if "Press" not in names:
            raise Failure(f"{what or acc.name!r} offers no press action ({names})")
        self.report["actions"].append(what or acc.name)
        action.doAction(names.index("Press"))

    def act(self, what: str, key: str) -> None:
        """A decision answered by its key (the F1 list's), as the player answers it."""
        self.report["actions"].append(what)
        self.key(key)

    def audit(self, screen: str) -> None:
        """Every object in the tree is on screen and every control has a name; the states
        it shows are kept in the report."""
        seen, problems = [], []
        for acc, scrolled in walk_scrolled(self.app):
            role, st = acc.getRoleName(), states(acc)
            if role == "application":
                continue
            if "visible" not in st and not scrolled:
                problems.append(f"{screen}: invisible {role} {acc.name!r} is reachable")
                continue
            if not acc.name and role not in STRUCTURE:
                problems.append(f"{screen}: {role} without a name")
            flags = sorted(st & {"focused", "checked", "sensitive", "focusable", "checkable"})
            seen.append(f"{role}: {acc.name} [{','.join(flags)}]")
        if not any("focused" in line.rsplit("[", 1)[1] for line in seen):
            problems.append(f"{screen}: nothing has the focus")
        self.report["screens"][screen] = seen
        self.report["failures"] += problems

    def cards(self) -> set[str]:
        """The hand's cards as the table names them now ("Rote 3", "Röda 3:an": a card's
        name agrees with its colour, so the test takes the table's own titles)."""
        return set(self.truth()["hand"])

    def truth(self) -> dict:
        return json.loads(self.truth_path.read_text(encoding="utf-8"))

    # ------------------------------------------------------------ the screens

    def menu(self) -> None:
        new_game = self.cat.tr("MenuScreen", "New game")
        self.need("push button", new_game, 60)
        offer = self.find("push button", self.cat.tr("TutorialOffer", "Not now"))
        if offer is not None:  # the first start offers the tutorial
            self.press(offer)
            self.wait(lambda: self.find("push button", offer.name) is None, 10,
                      "the tutorial offer going away")
        self.audit("menu")
        self.press(self.need("push button", self.cat.tr("MenuScreen", "Settings")))
        back = self.need("push button", self.cat.tr("SettingsScreen", "Done"))
        self.audit("settings")
        self.press(back)
        self.press(self.need("push button", new_game))

    def new_game(self) -> None:
        start = self.need("push button", self.cat.tr("NewGameScreen", "Start game"))
        self.audit("new game")
        self.press(start)

    def table(self) -> None:
        self.need("panel", self.cat.tr("Table", "Game table"), 30)
        tr = self.cat.tr
        draw, uno = tr("TableDecisions", "Draw"), tr("TableDecisions", "Call UNO")
        challenge = tr("TableDecisions", "Challenge")
        play_it, keep = tr("TableDecisions", "Play it"), tr("TableDecisions", "Keep it")
        picker = tr("ColorPicker", "Choose a colour")
        wins = "(?:" + re.escape(tr("HandOverPanel", "You win the hand!")) + "|" + re.escape(
            tr("HandOverPanel", "%1 wins the hand!")).replace("%1", "(.+)") + ")"
        audited: set[str] = set()
        drew = False
        names = (draw, challenge, play_it, keep, picker, wins)
        for _ in range(200):
            self._last_decision = None
            what = self.wait(lambda: self._settled(*names), 90,
                             "a decision of the player's or the hand's end")
            kind, acc = what
            self._listen()
            if kind == "end":
                self.audit("end of hand")
                self.report["result"] = acc.name
                self.report["winner"] = re.fullmatch(wins, acc.name).group(1) or ""  # "" : you
                return
            if "table" not in audited:
                audited.add("table")
                self.audit("table")
            self._read_table()
            if kind == "colour":
                if "colour picker" not in audited:
                    audited.add("colour picker")
                    self.audit("colour picker")
                colour = colour_for(self.truth().get("codes", []))
                self.need("push button", tr("ColorPicker", colour.capitalize()))
                self.act(f"colour {colour}", colour[0])
            elif kind == "challenge":
                self.report["pending"] = self._pending()
                self.act("challenge", "c")
            elif kind == "drawn":
                self.act("play the drawn card", "p")
            elif kind == "keep":
                self.act("keep the drawn card", "k")
            elif not drew:
                drew = True
                self.act("draw", "d")
            else:
                self._play(uno)
            # The move is taken once its control goes (Draw: once it is someone else's
            # turn). A press that reached a control as the table rebuilt it is lost: the
            # same decision comes round again and is pressed again, a few times at most.
            try:
                self.wait(lambda was=(kind, acc.name): self._gone(was, names), 60,
                          "the table to take the move")
            except Failure:
                self.report["retries"] += 1
                if self.report["retries"] > 5:
                    raise Failure(f"pressing {self.report['actions'][-1]!r} does nothing") \
                        from None
        raise Failure("the hand did not end")

    def _gone(self, was: tuple[str, str], names: tuple[str, ...]) -> bool:
        """Whether the move was taken: its control went, or "Your turn." was announced
        since (the others may play faster than the tree is walked)."""
        your_turn = self.cat.tr("Announce", "Your turn.")
        if any(your_turn in line for line in self.heard):
            return True
        now = self._decision(*names)
        return now is None or (now[0], now[1].name) != was

    def _settled(self, *names):
        """The decision, once two walks of the tree in a row found it (a control that is
        going away with the last state is no decision; no clock: on a busy machine the
        walks are slower, and so is the table)."""
        now = self._decision(*names)
        seen = None if now is None else (now[0], now[1].name)
        held, self._last_decision = seen == self._last_decision, seen
        return now if now is not None and held else None

    def _decision(self, draw, challenge, play_it, keep, picker, wins):
        """What the player must do now, once the table waits for them (or has ended).
        Whose turn it is meanwhile comes from the badges' events (:meth:`_on_name`)."""
        for acc in walk(self.app):
            role, st = acc.getRoleName(), states(acc)
            if "showing" not in st:
                continue
            if role == "dialog" and re.fullmatch(wins, acc.name):
                return "end", acc
            if role == "dialog" and acc.name == picker:
                return "colour", acc
            if role == "push button" and acc.name == challenge and pressable(acc):
                return "challenge", acc
            if role == "push button" and acc.name == play_it and pressable(acc):
                return "drawn", acc
            if role == "push button" and acc.name == keep and pressable(acc) and not self.find(
                    "push button", play_it):
                return "keep", acc
        button = self.find("push button", draw)
        if button is not None and "sensitive" in states(button) and pressable(button) \
                and self._hand():
            return "turn", button
        return None

    def _summary(self) -> str:
        pane = self.find("panel", self.cat.tr("Table", "Game table"))
        return pane.description if pane is not None else ""

    def _hand(self, check: bool = False) -> list[str]:
        """The hand as its buttons name it (``check``: against what the table shows)."""
        names = [a.name for a in self.shown()
                 if a.getRoleName() == "push button" and a.name in self.cards()]
        shown = self.truth()["hand"]
        if check and names != shown:
            self.report["failures"].append(f"the hand reads {names}, the table shows {shown}")
        return names

    def _pending(self) -> int:
        pattern = re.escape(self.cat.tr("TablePiles", "%n penalty card(s) pending", 2)) \
            .replace("2", r"(\d+)")
        label = self.wait(lambda: self.find("label", pattern=pattern), 60,
                          "the pending penalty read out", self._focus_now)
        return int(re.fullmatch(pattern, label.name).group(1))

    def _read_table(self) -> None:
        """Whose turn, the top card and colour, as the table names them."""
        on_turn = self.cat.tr("SeatBadge", "on turn")
        turn = [a.name.split(",")[0] for a in self.shown()
                if a.getRoleName() == "panel" and f", {on_turn}" in a.name]
        top_name = self.cat.tr("TablePiles", "Discard pile: %1")
        pattern = re.escape(top_name).replace("%1", "(.+)")
        pile = self.find("label", pattern=pattern)
        if pile is None:
            raise Failure("the discard pile does not name its top card")
        top = re.fullmatch(pattern, pile.name).group(1)
        if top != self.truth()["top"]:
            self.report["failures"].append(f"the pile reads {top}, the table shows "
                                           f"{self.truth()['top']}")
        colour = self.find("label", pattern=re.escape(
            self.cat.tr("ColorRing", "Active colour: %1")).replace("%1", ".+"))
        status = self.find("status bar")
        self.report["turns"].append({"status": status.name if status else None, "top": top,
                                     "colour": colour.name if colour else None,
                                     "others_on_turn": turn, "hand": self._hand(True)})

    def key(self, *keys: str) -> None:
        """Press ``keys`` on the X server's keyboard (XTest), into the game's window: the
        player's own instrument (the hand is walked and played with the keys)."""
        if self.window is None:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                    str(self.game.pid)], capture_output=True, text=True,
                                   timeout=30).stdout.split()
            if not found:
                raise Failure("the game's window is not on the X server")
            self.window = found[-1]
            focus = subprocess.run(["xdotool", "windowfocus", "--sync", self.window],
                                   capture_output=True, text=True, timeout=30)
            if focus.returncode:
                raise Failure(f"xdotool windowfocus: {focus.stderr.strip()}")
            # the keys go in once Qt has taken the X focus (the window is active)
            self.wait(lambda: any("active" in states(self.app.getChildAtIndex(i))
                                  for i in range(self.app.childCount)), 60,
                      "the game's window to be active", self._focus_now)
        if not keys:
            return
        out = subprocess.run(["xdotool", "key", "--clearmodifiers", "--delay", "60", *keys],
                             capture_output=True, text=True, timeout=30)
        if out.returncode:
            raise Failure(f"xdotool key {' '.join(keys)}: {out.stderr.strip()}")

    def _focused_card(self, place: int, count: int, read: bool = True):
        """The card that has the focus once it is the hand's ``place``-th of ``count`` (by
        its description, "…, 3 of 7", as a reader reads it with the card; ``read`` False:
        by its place among the hand's buttons alone), else None."""
        position = re.compile("(?:^|, )" + re.escape(self.cat.tr("TableHand", "%1 of %2"))
                              .replace("%1", r"(\d+)").replace("%2", r"(\d+)") + r"(?:\.|$)")
        cards = [a for a in self.shown()
                 if a.getRoleName() == "push button" and a.name in self.cards()]
        if len(cards) != count:
            return None
        for i, acc in enumerate(cards):
            if "focused" not in states(acc):
                continue
            if not read:
                return acc if i + 1 == place else None
            m = position.search(acc.description)
            if m and (int(m.group(1)), int(m.group(2))) == (place, count):
                return acc
        return None

    def _walk(self) -> list[tuple[str, bool]]:
        """End, Home, then → card by card: the hand as the keys pick it (each key moves the
        focus, so each card is read as a reader reads it), each card with whether it reads
        as playable ("playable, 3 of 7")."""
        playable = self.cat.tr("TableHand", "playable") + ", "
        count = len(self._hand())
        if count == 1:
            self.key("End")
            card = self.wait(lambda: self._focused_card(1, 1, read=False), 60,
                             "the one card in the focus", self._focus_now)
            return [(card.name, True)]
        self.key("End")
        self.wait(lambda: self._focused_card(count, count, read=False), 60,
                  "the last card in the focus", self._focus_now)
        cards = []
        for place in range(1, count + 1):
            self.key("Home" if place == 1 else "Right")
            card = self.wait(lambda p=place: self._focused_card(p, count), 60,
                             f"the hand's card {place} of {count} in the focus, read",
                             self._focus_now)
            cards.append((card.name, card.description.startswith(playable)))
        return cards

    def _play(self, uno: str) -> None:
        cards = self._walk()
        truth = self.truth()
        wild = {n for n, c in zip(truth["hand"], truth.get("codes", []), strict=False)
                if c.startswith("black")}
        order = sorted((i for i, (_n, p) in enumerate(cards) if p),
                       key=lambda i: cards[i][0] in wild)
        if not order:
            raise Failure("no playable card is marked, and the player has drawn already: "
                          + "; ".join(name for name, _p in cards))
        call = self.find("push button", uno)
        if len(cards) == 2 and call is not None and "sensitive" in states(call):
            self.report["actions"].append("call UNO")
            self.key("u")
            self.wait(lambda: "sensitive" not in states(call), 60, "the UNO call to land")
        place = order[0] + 1
        self.key("Home", *["Right"] * (place - 1))
        card = self.wait(lambda: self._focused_card(place, len(cards), read=False), 60,
                         f"card {place} in the focus", self._focus_now)
        self.report["actions"].append(f"play {card.name}")
        self.key("Return")

    def _listen(self) -> None:
        self.pump()
        self.report["announcements"] += self.heard
        self.heard.clear()

    def close(self) -> None:
        if self.game.poll() is None:
            self.game.terminate()
            try:
                self.game.wait(10)
            except subprocess.TimeoutExpired:
                self.game.kill()
                self.game.wait(10)
        self.scratch.cleanup()


def colour_for(codes: list[str]) -> str:
    """The colour most of the hand's coloured cards have (the scenario's own rule)."""
    counts: Counter[str] = Counter(c.split("_")[0] for c in codes if not c.startswith("black"))
    return counts.most_common(1)[0][0] if counts else "red"


def main(language: str, game_python: str, report: Path) -> int:
    launcher = next((p for p in BUS_LAUNCHERS if os.path.exists(p)), None)
    bus = subprocess.Popen([launcher, "--launch-immediately"]) if launcher else None
    player = None
    try:
        player = Player(language, game_python)
        player.menu()
        player.new_game()
        player.table()
        player._listen()
    except Failure as exc:
        if player is None:
            report.write_text(json.dumps({"failures": [str(exc)]}), encoding="utf-8")
            return 1
        player.report["failures"].append(str(exc))
    finally:
        if player is not None:
            player.close()
        if bus is not None:
            bus.terminate()
    report.write_text(json.dumps(player.report, ensure_ascii=False, indent=1), encoding="utf-8")
    return 1 if player.report["failures"] else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], sys.argv[2], Path(sys.argv[3])))
