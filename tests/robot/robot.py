"""A robot that plays UNO Desktop like a careful person and checks every screen by kind.

It drives the real application (the same QML, offscreen) with key events sent to the
window or mouse clicks at the controls' places (``hands.py``), never a slot. A *cell*
is one edition in one language at one window size, with the keyboard or the mouse, at a
table of 2, 4 or 10 seats; in it the robot

* plays, for every decision the core can ask in that edition (``reach.py``: the list is
  the edition's decision rules, each brought to the person's seat by a stacked deck and
  scripted device outcomes), a short game to that decision and answers it (with the
  keyboard: with Enter or Space on the focused default), then plays on a little;
* plays one whole game to its end against bots (or to :data:`WHOLE_GAME_MOST` of the
  person's decisions: a Tippo hand at ten seats is ten times Classic's), opening what a
  person opens on the way:
  the list of keys (F1), the leave question, the coach's hint (H) and, after a hand, its
  review, the rules and the settings;

and after every step looks at the window (``look.py``): overlays modal (and probed with
keys and a click: nothing may reach what is under them; Esc closes them or something says
why not), every decision with a focused default that Enter presses and its key on it and
in F1, nothing over anything, words true when shown, the coach agreeing with itself, one
language, and (with the keyboard) what the table asks heard, not only shown. Other runs
(*tours*) walk the menus by keyboard, a hot-seat game, a replay, the tutorial and a LAN
game between two copies.

A run is seeded: the same cell and seed make the same moves (the finding's line says how
to run it again). It prints what it covered and every finding with a screenshot::

    python tests/robot/robot.py --cell spin/de/1024x640/keys/4 --seed 3 --out robot-report
    python tests/robot/robot.py --tour menus --lang sv
    python tests/robot/robot.py --list                # every cell and tour
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for extra in (ROOT, HERE.parent / "ui", HERE.parent / "rules", HERE.parent / "rules" / "editions",
              HERE.parent, HERE):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
os.environ.setdefault("UNO_LAN_INTERFACES", "127.0.0.1")
os.environ.setdefault("UNO_LAN_LISTEN", "127.0.0.1")

EDITION_ORDER = ("classic", "h2o", "spin", "kick", "speed_racer", "fc_bayern", "fifa2006",
                 "tippo", "toy_story3", "cars", "flash", "extreme")
LANGUAGES = ("de", "en", "sv")
SIZES = ((1024, 640), (3840, 2160))
SEATS = (2, 4, 10)
TOURS = ("menus", "hotseat", "replay", "tutorial", "lan", "long")


@dataclass(frozen=True)
class Cell:
    """One run of the robot's matrix: an edition, a language, a window, an input, seats."""

    edition: str
    lang: str
    size: tuple[int, int]
    mode: str  # "keys" or "mouse"
    seats: int

    @property
    def name(self) -> str:
        return f"{self.edition}/{self.lang}/{self.size[0]}x{self.size[1]}/{self.mode}/{self.seats}"

    @classmethod
    def parse(cls, text: str) -> Cell:
        edition, lang, size, mode, seats = text.split("/")
        w, h = size.split("x")
        return cls(edition, lang, (int(w), int(h)), mode, int(seats))


def matrix() -> list[Cell]:
    """Every cell: each edition in each language at each size; the input and the seats
    go round with them (so each edition meets both inputs and every seat count)."""
    cells = []
    for e, edition in enumerate(EDITION_ORDER):
        for li, lang in enumerate(LANGUAGES):
            for si, size in enumerate(SIZES):
                i = e + li + si
                cells.append(Cell(edition, lang, size, ("keys", "mouse")[i % 2],
                                  SEATS[(e + 2 * li + si) % 3]))
    return cells


# ------------------------------------------------------------------ findings and coverage

@dataclass(frozen=True)
class Known:
    """A finding in another session's area, still open: reported, not failed on (its owner
    knows; the lead's report lists it with its seed and screenshot)."""

    kind: str  # "" for every kind
    pattern: str  # a regular expression the finding's text matches
    owner: str
    why: str
    where: str = ""  # and one its place matches ("flash/": the cells of an edition)

    def matches(self, finding: Finding) -> bool:
        return (finding.kind == self.kind or not self.kind) \
            and re.search(self.pattern, finding.text) is not None \
            and re.search(self.where, finding.where) is not None


KNOWN: tuple[Known, ...] = (
    Known("input", r"click wheelHub@[\d,]+ did not call_uno_spin", "by design (Spin's hub)",
          "the core takes UNO Spin on any segment (on another than UNO Spin it costs a card, "
          "and U makes that call), but the hub in the middle of the wheel takes it only in "
          "the race, so a click there is no trap: a mouse player cannot make the costly call "
          "(decided so, docs/rules.md §3.2)"),
)


@dataclass
class Finding:
    kind: str  # modal, enter, overlap, words, coach, language, input, stuck, qt, reach
    text: str
    where: str
    shot: str = ""
    count: int = 1

    def line(self) -> str:
        shot = f"  [{self.shot}]" if self.shot else ""
        many = f" (×{self.count})" if self.count > 1 else ""
        return f"[{self.kind}] {self.where}: {self.text}{many}{shot}"


WHOLE_GAME_MOST = 120
"""The person's decisions in a cell's whole game at most; past them the robot leaves the
table, as a person may. A Tippo hand at ten seats runs to 95-370 of them (900-3700
actions in bots-only games of four seeds, against 116-214 for Classic at ten seats), which
at 4K was 20 minutes and more of one cell (tippo/de/3840x2160/keys/10 stopped at step 395);
every decision kind of the edition has been reached and answered before, by the setups,
and the whole game's end, hands' ends and reviews come in every other cell's game."""


@dataclass
class Coverage:
    screens: Counter[str] = field(default_factory=Counter)
    decisions: set[tuple[str, str]] = field(default_factory=set)  # (edition, kind)
    answered_by_enter: set[tuple[str, str]] = field(default_factory=set)
    languages: set[str] = field(default_factory=set)
    sizes: set[str] = field(default_factory=set)
    inputs: set[str] = field(default_factory=set)
    seats: set[int] = field(default_factory=set)
    steps: int = 0
    looks: int = 0
    probes: int = 0
    left_early: list[str] = field(default_factory=list)  # whole games left at WHOLE_GAME_MOST

    def merge(self, other: Coverage) -> None:
        self.screens.update(other.screens)
        self.decisions |= other.decisions
        self.answered_by_enter |= other.answered_by_enter
        self.languages |= other.languages
        self.sizes |= other.sizes
        self.inputs |= other.inputs
        self.seats |= other.seats
        self.steps += other.steps
        self.looks += other.looks
        self.probes += other.probes
        self.left_early += other.left_early

    def report(self) -> str:
        by_edition: dict[str, list[str]] = {}
        for edition, kind in sorted(self.decisions):
            mark = "⏎" if (edition, kind) in self.answered_by_enter else ""
            by_edition.setdefault(edition, []).append(kind + mark)
        screens = ", ".join(f"{s} ×{n}" for s, n in sorted(self.screens.items()))
        lines = [f"screens and overlays: {screens}",
                 "decisions reached (⏎: answered with Enter or Space on the focused default):"]
        lines += [f"  {e}: {' '.join(kinds)}" for e, kinds in by_edition.items()]
        lines.append(f"languages: {' '.join(sorted(self.languages))}   sizes: "
                     f"{' '.join(sorted(self.sizes))}   input: {' '.join(sorted(self.inputs))}   "
                     f"seats: {' '.join(map(str, sorted(self.seats)))}")
        lines.append(f"steps: {self.steps}   looks: {self.looks}   overlay probes: {self.probes}")
        lines += [f"whole game left after {WHOLE_GAME_MOST} decisions: {where}"
                  for where in self.left_early]
        return "\n".join(lines)


# ------------------------------------------------------------------ the bots of a setup

class PlanBot:
    """A seat of a setup's short game: plays what the plan says for it at that point of the
    game, then (the plan played out) as a normal bot does; no reaction before then, nor in
    the race the setup brings to the person (``race``: a robot that looks at every screen
    is slower than a person, and a bot's call ended UNO Spin's race at ten seats before the
    robot's table had shown it)."""

    level = "normal"

    def __init__(self, seat: int, game: Callable[[], Any], plan: list[tuple[int | None, Any]],
                 fallback: Any, race: str = "") -> None:
        self.seat = seat
        self.game = game
        self.plan = plan
        self.fallback = fallback
        self.race = race

    def _planned(self, legal: list[Any]) -> Any:
        at = len(self.game().actions)
        if at < len(self.plan):
            seat, action = self.plan[at]
            return action if seat == self.seat and action in legal else None
        return None

    def _over(self) -> bool:
        return len(self.game().actions) >= len(self.plan)

    def choose(self, view: Any, legal: list[Any], history: list[Any]) -> Any:
        planned = self._planned(legal)
        if planned is not None:
            return planned
        if not self._over():
            from reach import choose

            return choose(legal, self.game().hands[self.seat][0]
                          if self.game().hands[self.seat] else None)
        return self.fallback.choose(view, legal, history)

    def react(self, view: Any, legal: list[Any], history: list[Any]) -> Any:
        planned = self._planned(legal)
        if planned is not None:
            return planned
        if self.race and self.game().decision.kind == self.race:
            return None
        return self.fallback.react(view, legal, history) if self._over() else None


class QuitGuard:
    """Notes (and stops) the application quitting: a quit is something a person sees."""

    def __init__(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent, QObject

        guard = self

        class Filter(QObject):
            def eventFilter(self, watched: Any, event: Any) -> bool:
                if event.type() == QEvent.Type.Quit:
                    guard.quits += 1
                    return True
                return False

        self.quits = 0
        self._filter = Filter()
        QCoreApplication.instance().installEventFilter(self._filter)

    def close(self) -> None:
        from PySide6.QtCore import QCoreApplication

        QCoreApplication.instance().removeEventFilter(self._filter)


# ------------------------------------------------------------------ the robot

class Stuck(Exception):
    pass


class Robot:
    """One application, one language and window size, one input (see the module docstring)."""

    STEP_TIMEOUT = 20.0

    def __init__(self, ui: Any, *, lang: str, size: tuple[int, int], mode: str, seed: int,
                 out: Path, label: str) -> None:
        from hands import Hands
        from look import Language

        self.ui = ui
        self.app = ui.controller
        self.gc = self.app.game
        self.window = ui.window
        self.lang = lang
        self.size = size
        self.mode = mode
        self.seed = seed
        self.rng = random.Random(seed)
        self.out = out
        self.label = label
        self.hands = Hands(ui, mode)
        self.language = _LANGUAGE if _LANGUAGE is not None else Language()
        self.findings: dict[tuple[str, str], Finding] = {}
        self.coverage = Coverage()
        self.where = label
        self.sent: list[Any] = []
        self.toasts: list[str] = []
        self.quit_guard = QuitGuard()
        self.qt_said: list[str] = []
        self._handler = _listen_to_qt(self.qt_said)
        self._wrap_send()
        self.gc.toast.connect(self.toasts.append)
        self.heard: list[str] = []  # what the voice was given to say since the last decision
        self._asked: tuple[tuple[int, int], str] = ((-1, -1), "")
        """At :meth:`check_heard`'s last look: (the seat, the others' moves so far), and what
        had been heard since the seat's last decision before the others moved."""
        if mode == "keys":
            self._wrap_voice()
            self._wrap_keys()
        self.f1_english = self._f1_english()
        self.setup_window()
        self.coverage.languages.add(lang)
        self.coverage.sizes.add(f"{size[0]}x{size[1]}")
        self.coverage.inputs.add(mode)
        self.hints: dict[int, Any] = {}  # state id -> the hint's advice
        self.followed: dict[int, Any] = {}  # state id -> the action, where the hint was taken

    # ------------------------------------------------------------ plumbing
    def _wrap_send(self) -> None:
        original = self.gc.send

        def send(action: Any) -> None:
            self.sent.append(action)
            original(action)

        self.gc.send = send  # what the table sends from now on (through QML's slots too)

    def _wrap_voice(self) -> None:
        """What the table's voice is given to say, from now on into :attr:`heard` (the
        robot plays at the verbosity "all": every line it is given is said)."""
        voice = self.gc.voice
        hear, now = voice.hear, voice.now

        def heard(parts: Any, turn_extra: str = "") -> None:
            self.heard.extend(t for t, _w in parts)
            hear(parts, turn_extra)

        def said_now(text: str) -> None:
            self.heard.append(text)
            now(text)

        voice.hear = heard
        voice.now = said_now

    def _wrap_keys(self) -> None:
        """Each key the hands press at the table that changes only what the table shows (no
        move made, the same dialog up before and after it): what it changes there is
        heard (:meth:`unheard`; a seat picked for the Captain's swap: "(1/2)")."""
        from look import Look, asked_texts

        key = self.hands.key

        def pressed(*args: Any, **kw: Any) -> None:
            if self.app.screen != "table" or self.session is None:
                return key(*args, **kw)  # (a LAN guest's table: no game here to ask)
            look = Look(self.window)
            top, before = look.top_overlay(), frozenset(asked_texts(look))
            moves = len(self.session.game.actions)
            key(*args, **kw)
            after = Look(self.window)
            now = after.top_overlay()
            if self.app.screen != "table" or (now is None) != (top is None) or (
                    now is not None and now.item is not top.item) or len(
                    self.session.game.actions) != moves:
                return  # a dialog opened or closed, the game went on: the next look's
            for problem in self.unheard(after, before):
                self.find("unheard", f"after {args[0].name.removeprefix('Key_')}: {problem}")

        self.hands.key = pressed  # type: ignore[method-assign]

    def _heard_since_asked(self) -> tuple[tuple[int, int], str]:
        """What the voice was given since another seat last took a turn (a call or a
        catch takes none), with the seat and the others' turns so far."""
        from rules.actions import CallUno, CallUnoSpin, CatchUno

        calls = CallUno | CallUnoSpin | CatchUno
        others = sum(1 for seat, a in self.session.game.actions
                     if seat != self.gc.seat and not isinstance(a, calls))
        key, before = self._asked
        heard = " ".join(self.heard)
        if key == (self.gc.seat, others):
            heard = before + " " + heard
        return (self.gc.seat, others), heard

    def unheard(self, look: Any, known: frozenset[str] = frozenset()) -> list[str]:
        """What the table asks and shows that no one said (``look.unheard``): the status
        line of the person's decision or the note in its place, the dialog that is up and
        the devices' panels (after a key, but those in ``known``: shown before it). Said is
        what the voice was given since another seat last took a turn and what a screen
        reader says of the focus; a turn's status line that offers a play and a draw is
        said by "Your turn." too. What QML says reaches the focus up to 350 ms after it
        moved (TableVoice): it is waited for."""
        from hands import spin
        from look import Look, unheard

        from uno_desktop.ui import texts
        from uno_desktop.ui.present.classic import SAY

        game = self.session.game
        mine = game.decision.seat == self.gc.seat  # (else the line says whom we wait for)
        said_as = {}
        if mine and game.decision.kind == "turn" and texts.whole_turn(
                game.legal_actions(self.gc.seat)):
            said_as[" ".join(self.gc.property("statusText").split())] = SAY("your_turn")
        end = time.monotonic() + 0.6
        while True:
            problems = unheard(look, self._heard_since_asked()[1],
                               self.window.activeFocusItem(), said_as, known, prompt=mine)
            if not problems or time.monotonic() > end:
                return problems
            spin(0.05)
            look = Look(self.window)

    def check_heard(self, look: Any) -> None:
        """At the person's decision (keys only), at rest: what the table asks and shows is
        heard (:meth:`unheard`). (Orca heard nothing of a Captain's picks, of Tippo's "Now
        click a pan" or of "Draw a card" where nothing fits: only the screen showed them.)"""
        from look import Look

        if self.gc.busy():  # what it shows comes as the moves land: looked at, at rest
            if not self.wait(lambda: not self.gc.busy(), 3.0):
                return
            look = Look(self.window)
        for problem in self.unheard(look):
            self.find("unheard", problem)
        self._asked = self._heard_since_asked()
        self.heard.clear()

    def _f1_english(self) -> set[str]:
        settings = self.ui.settings
        was = settings.language
        settings.language = "en"
        keys = {e["keys"] for e in self.app.key_help()}
        settings.language = was
        return keys

    def setup_window(self) -> None:
        from hands import spin

        self.ui.settings.language = self.lang
        self.ui.settings.uiScale = 0.0
        self.window.resize(*self.size)
        self.window.requestActivate()
        spin(0.05)

    def close(self) -> None:
        """The robot's hooks out of the application: the cell's app is let go of with it
        (the wrapped ``send`` held the robot, and through it the app, past the cell)."""
        self.quit_guard.close()
        _stop_listening(self._handler)
        self.gc.__dict__.pop("send", None)

    def wait(self, cond: Callable[[], bool], timeout: float = 10.0) -> bool:
        from hands import spin

        end = time.monotonic() + timeout
        while time.monotonic() < end:
            spin(0.002)
            if cond():
                return True
        return False

    def shot(self, name: str) -> str:
        self.out.mkdir(parents=True, exist_ok=True)
        path = self.out / f"{name}.png"
        self.window.grabWindow().save(str(path))
        return str(path)

    verbose = bool(os.environ.get("UNO_ROBOT_VERBOSE"))

    def say(self, text: str) -> None:
        """A line of the robot's running commentary (``UNO_ROBOT_VERBOSE=1``)."""
        if self.verbose:
            print(f"  {time.monotonic() - _T0:7.1f}s {self.where}: {text}", flush=True)

    def find(self, kind: str, text: str) -> None:
        """A finding (once per kind and text; a screenshot the first time)."""
        self.say(f"FINDING [{kind}] {text}")
        key = (kind, re.sub(r"\d+(\.\d+)?", "#", text))
        if key in self.findings:
            self.findings[key].count += 1
            return
        n = len(self.findings) + 1
        slug = re.sub(r"\W+", "-", self.label).strip("-")
        shot = self.shot(f"{slug}-finding-{n:03d}-{kind}")
        self.findings[key] = Finding(kind, text, f"{self.where} (seed {self.seed})", shot)

    # ------------------------------------------------------------ looking
    @property
    def session(self) -> Any:
        return self.app.session

    def names(self) -> list[str]:
        return [r.name for r in self.gc.seats.rows]

    def screen_name(self, look: Any = None) -> str:
        from look import Look, describe

        look = look if look is not None else Look(self.window)
        top = look.top_overlay()
        screen = self.app.screen
        return f"{screen}+{describe(top.item).split(' ')[0]}" if top is not None else screen

    def look(self, playing: bool | None = None) -> Any:
        """Every check of what is on screen now (see look.py); returns the walk."""
        from hands import spin
        from look import Look, describe, layout_problems, overlaps, words

        spin(0.01)
        look = Look(self.window)
        self.coverage.looks += 1
        on_table = self.app.screen in ("table", "tutorial")
        if playing is None:
            playing = on_table and self.gc.view is not None
        self.coverage.screens[self.screen_name(look)] += 1
        found = [("overlap", p) for p in overlaps(look, playing)]
        waited: list[bool] = []
        found += [("overlap", p) for p in _settled(self.window, layout_problems, waited)]
        if waited:
            look = Look(self.window)  # _settled let a frame go: what is there now
        names = self.names() if on_table else []
        found += [("words", p) for p in words(look, names)]
        found += [("language", p) for p in self.language.check(look, self.lang, names)]
        if on_table:
            found += [("words", p) for p in self._table_words(look)]
        top = look.top_overlay()
        if top is not None and self.app.screen == "replay" and "Table" in "".join(
                describe(a) for a in _ancestors(top.item)):
            top = None  # a replay's end panels are the game's moments, shown under its
            # bar: the replay's keys (← Home Esc) keep working over them
        if top is not None:
            focus = self.window.activeFocusItem()
            inside = focus is not None and (focus is top.item or _within(focus, top.item))
            if not inside:
                found.append(("modal", f"{describe(top.item)} is up but the focus is on "
                                       f"{describe(focus) if focus is not None else 'nothing'}"))
        while self.qt_said:  # a QML warning since the last look
            found.append(("qt", self.qt_said.pop(0)))
        for kind, text in found:
            self.find(kind, text)
        return look

    def _table_words(self, look: Any) -> list[str]:
        """The table's own words against what it shows (``truth.problems``: no log line
        ahead of its moment, no empty name, no "waiting for" anybody but whose turn is
        shown, nothing waiting beside a hand's end) and, at rest, the badges' counts."""
        from uno_desktop.ui.present import truth

        out = list(truth.problems(self.gc))
        view = self.gc.view
        if view is not None and not self.gc.busy():
            for row, count in zip(self.gc.seats.rows, view.hand_counts, strict=False):
                if row.count != count:
                    out.append(f"{row.name}'s badge says {row.count} cards, the view {count}")
        return out

    # ------------------------------------------------------------ overlays
    def _state(self) -> tuple[Any, ...]:
        table = self.hands.table() if self.app.screen in ("table", "tutorial") else None
        game = self.session.game if self.session is not None else None
        return (len(self.sent), len(game.actions) if game else 0,
                table.property("focusIndex") if table is not None else None,
                self.app.screen, bool(self.gc.property("handOver")),
                bool(self.gc.property("gameOver")), bool(self.gc.property("askingLeave")),
                self.app.property("helpShown"), bool(self.gc.property("passScreen")),
                self.quit_guard.quits)

    def _reached(self, before: tuple[Any, ...]) -> bool:
        """Whether a key or a click reached what is under the overlay since ``before``: an
        action sent, a screen, panel or picked card changed. Not when the game moved on
        under it by itself (a bot's catch and its penalty cards in the person's hand, a
        race, a timeout: the overlay is not a pause), which changes the hand and the
        picked card with it: that was no key's doing (spin/de/1024x640/keys/10, step 55:
        the key list's 'Right reaches' came with the bots' moves under it, '+4 for you' in
        the log; F1's list lets no key through, tests/ui/test_keys.py)."""
        now = self._state()
        if now == before:
            return False
        if now[0] != before[0]:
            return True  # the person's own action went out
        return now[1] == before[1]  # else the game's own move, and what changed is its

    def probe(self, look: Any) -> None:
        """The top overlay is modal: table keys and a click beside its panel reach nothing
        under it, Tab stays in it, Esc closes it or something says why not."""
        from hands import spin
        from look import Look, describe
        from PySide6.QtCore import Qt

        top = look.top_overlay()
        if top is None:
            return
        self.coverage.probes += 1
        name = describe(top.item)
        item = top.item
        K = Qt.Key

        def still_up() -> bool:
            now = Look(self.window).top_overlay()
            return now is not None and now.item is item

        def maybe_up() -> bool:
            """Not closed (a walk of the window, still_up, only when something looks off:
            a probe's thirteen keys made thirteen walks, a fifth of a ten-seat cell)."""
            return not _gone(item)

        for key in (K.Key_Right, K.Key_D, K.Key_S, K.Key_C, K.Key_T, K.Key_K, K.Key_X, K.Key_H,
                    K.Key_7, K.Key_Tab, K.Key_Tab, K.Key_Tab, K.Key_Backtab):
            before = self._state()
            self.hands.key(key, [])
            spin(0.02)
            if not maybe_up():
                return  # the key was the overlay's own (its answer): nothing to say
            focus = self.window.activeFocusItem()
            off = focus is None or not (focus is item or _within(focus, item))
            if (off or self._reached(before)) and not still_up():
                return  # its answer after all (it is closing, or another came over it)
            if off:
                self.find("modal", f"{key.name.removeprefix('Key_')} takes the focus out of "
                                   f"{name} to {describe(focus) if focus else 'nothing'}")
                break
            if self._reached(before):
                self.find("modal", f"{key.name.removeprefix('Key_')} reaches what is under "
                                   f"{name}")
                break
        # a click on what lies under it, beside its panel
        target = self._under_point(item)
        if target is not None and still_up():
            steps: list[str] = []
            before = self._state()
            self.hands.click(target, steps)
            spin(0.05)
            if still_up() and self._reached(before):
                self.find("modal", f"a click beside {name} reaches what is under it")
        if not still_up():
            return
        # Esc closes it, or something says why not (a question over it, a message)
        toasts = len(self.toasts)
        self.hands.key(K.Key_Escape, [])

        def answered() -> bool:
            now = Look(self.window).top_overlay()
            return now is None or now.item is not item or len(self.toasts) > toasts

        self.wait(answered, 3.0)  # it fades out, or a question fades in over it
        spin(0.05)
        after = Look(self.window).top_overlay()
        if after is not None and after.item is item and len(self.toasts) == toasts:
            self.find("modal", f"Esc does nothing on {name}")
        elif after is not None and after.item is not item and not self.wait(
                lambda: _gone(item), 1.0):
            # it stays (not fading out as it closes): a question opened over it; Esc
            # answers that one ("Stay"), and the focus comes back to the overlay under it
            question = describe(after.item)
            self.hands.key(K.Key_Escape, [])
            self.wait(lambda: (now := Look(self.window).top_overlay()) is not None
                      and now.item is item, 3.0)
            spin(0.05)
            if still_up():
                focus = self.window.activeFocusItem()
                if focus is None or not (focus is item or _within(focus, item)):
                    self.find("modal", f"after {question} over {name} is closed the focus is "
                                       f"on {describe(focus) if focus else 'nothing'}, not "
                                       f"back in it")

    def _under_point(self, overlay: Any) -> Any:
        """Something to click under ``overlay``, outside its panels: a hand card or a
        button of the table, if one lies there."""
        from look import Look

        look = Look(self.window)
        panels = [n.shape.boundingRect() for n in look.nodes
                  if n.item is not overlay and _within(n.item, overlay)
                  and ("Panel" in n.kinds or "ButtonBase" in n.kinds)]
        for n in look.nodes:
            if _within(n.item, overlay) or n.item is overlay:
                continue
            if not (n.item.objectName() in ("handCard", "drawButton", "unoButton",
                                             "hintButton", "leaveButton")
                    or "ButtonBase" in n.kinds):
                continue
            box = n.shape.boundingRect()
            if any(p.intersects(box) for p in panels):
                continue
            return n.item
        return None

    # ------------------------------------------------------------ playing
    def my_moment(self) -> str:
        """What the person's seat has to do now, once the table shows the game's latest
        state: ``decision``, ``hand_over``, ``game_over``, or ``""`` (others move)."""
        session = self.session
        if session is None:
            return "gone"
        game = session.game
        view = self.gc.view
        if self.gc.busy() or view is None or view.state_id != game.state_id:
            return ""
        d = game.decision
        if d.kind == "game_over" or game.over:
            return "game_over" if self.gc.property("gameOver") else ""
        if d.kind == "hand_over":
            return "hand_over" if self.gc.property("handOver") else ""
        if self.gc.property("passScreen"):
            return "pass"
        if d.seat == self.gc.seat or (d.seat is None and game.legal_actions(self.gc.seat)):
            return "decision"
        return ""

    def next_moment(self, timeout: float | None = None) -> str:
        moment = ""
        state = (-1, -1)

        watched = [time.monotonic()]

        def ready() -> bool:
            nonlocal moment, state
            moment = self.my_moment()
            game = self.session.game if self.session is not None else None
            state = (game.state_id if game else -1, len(self.sent))
            if moment == "" and self.gc.busy() and self.ui.settings.animationSpeed != "instant" \
                    and time.monotonic() - watched[0] > 0.3:
                self.look()  # while the others' moves play: words, panels, in their moments
                watched[0] = time.monotonic()
            return moment != ""

        if not self.wait(ready, timeout or self.STEP_TIMEOUT):
            self.find("stuck", f"the game stopped: {self.session.game.decision.kind} of "
                               f"seat {self.session.game.decision.seat}, the table busy: "
                               f"{self.gc.busy()}")
            raise Stuck(self.where)
        return moment

    def act(self, action: Any, decision: str, seen: int | None = None) -> bool:
        """Do ``action`` with the hands; ``True`` once the game has it. What the hands
        cannot do (a finding) a person does another way: the mouse for the keys, the keys
        for the mouse; if neither works the episode ends.

        A moment that closes by itself (a race the others have won, a turn's time up) may
        close before the gesture lands: then the person was too slow, no finding, and no
        other way is tried (Space after a SLAP race plays the picked card: flash/de/
        3840x2160/mouse/10, seed 4043). A gesture that landed while the moment was open,
        and the table sent nothing, is a finding. ``seen``: the game's state the robot
        chose ``action`` at (by default, now)."""
        from hands import Hands, Unreachable

        game = self.session.game
        seat = self.gc.seat  # hot-seat: the screen passes on to the next person after it
        self.coverage.steps += 1
        self.say(f"{decision}: {_say(action)}")
        seen = game.state_id if seen is None else seen

        def passed() -> bool:  # the game went on without the seat's answer
            return game.state_id != seen and action not in game.legal_actions(seat)

        for hands in (self.hands, Hands(self.ui, "mouse" if self.mode == "keys" else "keys")):
            if passed():
                self.say(f"{decision}: the moment passed before the hands got there")
                return False
            before = len(game.actions)
            toasts = len(self.toasts)
            sent = len(self.sent)
            with _presses(self.window, lambda: action in game.legal_actions(seat)) as open_at:
                try:
                    gesture = hands.do(action, decision)
                except Unreachable as exc:
                    if passed():
                        self.say(f"{decision}: the moment passed as the hands looked ({exc})")
                        return False
                    self.find("input", f"{decision}: {hands.mode}: {_say(action)}: {exc}")
                    continue
            if self.wait(lambda before=before, toasts=toasts: any(
                    s == seat and a == action for s, a in game.actions[before:])
                    or len(self.toasts) > toasts, 4.0) and len(self.toasts) == toasts:
                return True
            if any(s == seat for s, _ in game.actions[before:]):
                return True  # another move of the seat's went in (an UNO call the keys made)
            if passed() and (action in self.sent[sent:] or not all(open_at)):
                self.say(f"{decision}: {gesture} came after the moment closed (the game "
                         f"went on without it)")
                return False
            said = f" (the game said: {self.toasts[-1]})" if len(self.toasts) > toasts else ""
            self.find("input", f"{decision}: {gesture} did not {_say(action)}{said}")
        raise Stuck(self.where)

    def check_piles(self) -> None:
        """At the person's turn the piles show (or what stands for them: Extreme's launcher,
        Tippo's pans): nothing in their place hides them then."""
        from ui_helpers import named_item

        root = self.window.contentItem()
        stand_ins = {"drawPile": "launcher", "discardPile": "tippoScale"}
        for pile, device in stand_ins.items():
            item = named_item(root, pile)
            other = named_item(root, device)
            shown = (item is not None and item.isVisible()) or (
                other is not None and other.isVisible() and other.opacity() > 0.5)
            if not shown:
                self.find("overlap", f"your turn, and the {pile} does not show (something "
                                     f"in its place hides it)")

    def check_default(self, decision: str) -> Any:
        """The decision's focused default: a visible, enabled button with its focus ring,
        inside the table (or the hand, for a decision the hand answers). Returns it."""
        from look import describe

        focus = self.window.activeFocusItem()
        table = self.hands.table()
        hand_answers = decision in (self.gc.devices.property("handDecisions") or [])
        legal = self.session.game.legal_actions(self.gc.seat)
        only_draw = decision == "turn" and all(type(a).__name__ in ("Draw", "CallUno", "CatchUno")
                                               for a in legal)
        if hand_answers and not only_draw:
            if focus is not table and not (focus is not None and _within(focus, table)
                                           and focus.property("index") is not None
                                           and focus.property("source") is not None):
                self.find("enter", f"{decision}: the hand answers it, but the focus is on "
                                   f"{describe(focus) if focus else 'nothing'}")
            return focus
        if self._a_playable_card(focus, legal):
            return focus  # a card lifted (the coach's, say): Enter plays it, an answer too
        if focus is None or focus is table or not _is_button(focus) or not focus.isEnabled():
            self.find("enter", f"{decision}: no default has the focus (it is on "
                               f"{describe(focus) if focus else 'nothing'})")
            return None
        if not focus.property("visualFocus"):
            self.find("enter", f"{decision}: the focused default {describe(focus)} shows no "
                               f"focus ring")
        return focus

    def _a_playable_card(self, focus: Any, legal: list[Any]) -> bool:
        """Whether ``focus`` is a card of the hand whose play answers the decision now."""
        if focus is None or focus.property("source") is None or focus.property("index") is None:
            return False
        card = self.gc.hand.card_at(focus.property("index"))
        return card is not None and any(getattr(a, "card", None) == card for a in legal)

    def answer_with_enter(self, decision: str) -> bool:
        """Enter (or Space) on the focused default answers the decision; its key is on it
        and in F1."""
        from hands import f1_key, spin
        from look import describe

        game = self.session.game
        default = self.check_default(decision)
        if default is None or not _is_button(default):
            return False  # the hand answers it: the robot picks a card with the arrows
        shown = _key_cues(default)
        before = len(game.actions)
        seat = self.gc.seat
        gesture = self.hands.enter()
        ok = self.wait(lambda: any(s == seat for s, _ in game.actions[before:]), 4.0)
        spin(0.02)
        if not ok:
            self.find("enter", f"{decision}: {gesture} on {describe(default)} does nothing")
            return False
        action = next(a for s, a in game.actions[before:] if s == seat)
        key = f1_key(decision, action)
        letter = _letter(decision, action)
        if key is None or key not in self.f1_english:
            self.find("enter", f"{decision}: {_say(action)} has no key in F1's list")
        if letter and letter not in shown:
            self.find("enter", f"{decision}: the default {describe(default)} does not show "
                               f"its key {letter}")
        self.coverage.answered_by_enter.add((self.edition, decision))
        return True

    edition = "classic"

    def choose(self, legal: list[Any], decision: str) -> Any:
        """The robot's own move (seeded): special cards and answers first, a draw last."""
        from rules.actions import CallUno, CatchUno, Draw, Play

        weights = []
        for a in legal:
            card = getattr(a, "card", None)
            if isinstance(a, CallUno):
                w = 6.0
            elif isinstance(a, CatchUno):
                w = 3.0
            elif isinstance(a, Draw):
                w = 0.3 if len(legal) > 1 else 1.0
            elif card is not None and (card.kind != "number" or card.mark):
                w = 3.0
            elif isinstance(a, Play) and a.count > 1:
                w = 0.5
            else:
                w = 1.5
            weights.append(w)
        return self.rng.choices(legal, weights)[0]

    def decide(self, planned: Any = None, *, enter: bool = False, hint: bool = False) -> None:
        """The person's decision now: look, maybe open things, answer it."""
        game = self.session.game
        seat = self.gc.seat
        d = game.decision
        decision = d.kind
        seen = game.state_id
        self.coverage.decisions.add((self.edition, decision))
        self.where = f"{self.label} {self.edition}/{decision} step {self.coverage.steps}"
        if d.seat is None and decision != self.held_race and self._a_race(decision):
            # The bots' buzzers go at a reaction time (none at the instant speed the robot
            # plays at): a person hits theirs first and looks after, or the race is over
            # before the first look at ten seats and 4K has ended (flash/de/3840x2160/
            # mouse/10, seed 4043). (A setup's bots hold back in its own race: looked at.)
            legal = game.legal_actions(seat)
            if legal:
                self.act(planned if planned in legal else self.choose(legal, decision),
                         decision, seen)
            self.look()
            return
        look = self.look()
        if look.top_overlay() is not None:
            self.probe(look)
            look = self.look()
        legal = game.legal_actions(seat)
        if not legal:
            return
        if d.seat == seat and decision == "turn":
            self.check_piles()
        if d.seat == seat and self.mode == "keys":
            self.check_heard(look)
            self.check_default(decision)
        if hint and d.seat == seat:
            self.ask_hint()
        if enter and d.seat == seat and self.mode == "keys" and planned is None:
            if self.answer_with_enter(decision):
                return
        action = planned if planned is not None and planned in legal else None
        if action is None and hint and self.hints.get(game.state_id) is not None \
                and self.rng.random() < 0.7:
            advice = self.hints[game.state_id]
            action = advice.action if advice.action in legal else None
            if action is not None:
                self.followed[game.state_id] = action
        if action is None:
            action = self.choose(legal, decision)
        self.act(action, decision, seen)

    held_race = ""
    """The race the bots of the game being played hold back in (a setup's own: PlanBot)."""

    def _a_race(self, decision: str) -> bool:
        """Whether ``decision`` is a race of the edition (every seat's buzzer at once)."""
        from rules.editions.base import RaceRule

        return isinstance(self.session.game.edition.decisions.get(decision), RaceRule)

    # ------------------------------------------------------------ the coach
    def ask_hint(self) -> None:
        """H, as a person asks; the hint's claims must hold in the seat's view."""
        from hands import spin
        from PySide6.QtCore import Qt

        if not self.gc.property("coachAllowed"):
            return
        coach = self.app.coach
        game = self.session.game
        asked, toasts = game.state_id, len(self.toasts)
        self.hands.key(Qt.Key.Key_H, [])
        spin(0.05)
        # the hint, or a word why none (out of turn), or the game went on meanwhile (a
        # bot's reaction: the hint went with its position). The coach judges in the key's
        # own handler, so what answers has come once the key is handled: the wait is
        # short. (The colour picker kept the key: no hint, 13 times in the first 11 min of
        # tippo/de/3840x2160/keys/10; a key that does nothing is a finding.)
        if not self.wait(lambda: coach.property("hintText") != "" or len(self.toasts) > toasts
                         or game.state_id != asked, 2.0):
            self.find("input", f"H answered nothing (no hint, no word why) at "
                               f"{game.decision.kind}")
        advice = getattr(coach, "_hint", None)
        if advice is None or game.state_id != asked:
            return
        self.hints[game.state_id] = advice
        self.look()
        for problem in coach_claims(advice, game.view(self.gc.seat)):
            self.find("coach", problem)

    def check_review(self) -> None:
        """After a hand: the review must not say otherwise of a move the hint advised."""
        coach = self.app.coach
        if not self.followed:
            return
        for item in getattr(coach, "_review", []):
            moment_state = None
            for sid, action in self.followed.items():
                if item["yours"] == action and sid == _state_of(item, self.session):
                    moment_state = sid
            if moment_state is not None:
                hint = self.hints[moment_state]
                self.find("coach", f"the hint said {hint.reason} ({_say(hint.action)}); the "
                                   f"review of that move prefers {_say(item['advice'].action)}")

    # ------------------------------------------------------------ a game
    def start(self, game: Any, infos: list[Any], bots: dict[int, Any] | None = None,
              held_race: str = "") -> None:
        from hands import spin

        from uno_desktop.session import HostSession

        self.held_race = held_race
        self.app.hideHelp()
        if self.app.session is not None:
            self.app.leaveTable()
        session = HostSession(game, infos, bot_seed=self.seed)
        for seat, bot in (bots or {}).items():
            session.set_bot(seat, bot)
        self.app._run(session)
        self.sent.clear()
        self.toasts.clear()
        self.hints.clear()
        self.followed.clear()
        spin(0.05)

    def play(self, *, plan: list[Any] | None = None, target: str = "", after: int = 3,
             until_end: bool = False, extras: bool = False, hands: int = 3) -> bool:
        """Play the person's seat: the plan's moves until ``target`` comes (then answer it,
        with Enter on the keyboard), then ``after`` more decisions (or to the game's end,
        at most ``hands`` hands and :data:`WHOLE_GAME_MOST` decisions)."""
        plan = plan or []
        reached = not target
        left = after
        most = WHOLE_GAME_MOST
        game = self.session.game
        while True:
            moment = self.next_moment()
            if moment == "game_over":
                self.where = f"{self.label} {self.edition}/game over"
                look = self.look(playing=False)
                self.probe(look) if extras else None
                return reached
            if moment == "hand_over":
                self.hand_over(extras)
                hands -= 1
                if not until_end or hands <= 0:  # a game's end comes in a short one
                    return reached
                continue
            if moment == "pass":
                self.look(playing=False)
                if self.mode == "keys":
                    self.hands.press([])
                else:
                    self.hands.button("readyButton", [])
                self.wait(lambda: not self.gc.property("passScreen"), 5)
                continue
            at = len(game.actions)
            if not reached and game.decision.kind == target and at >= len(plan) - 0:
                reached = True
                self.coverage.decisions.add((self.edition, target))
                self.decide(enter=True)
                continue
            planned = plan[at][1] if at < len(plan) and plan[at][0] == self.gc.seat else None
            if reached:
                if not until_end:
                    left -= 1
                    if left < 0:
                        return reached
                else:
                    most -= 1
                    if most < 0:
                        self.coverage.left_early.append(self.label)
                        return reached
                if extras:
                    self.extras()
                self.decide(enter=self.rng.random() < 0.5, hint=extras and self.rng.random() < 0.3)
            else:
                self.decide(planned)

    def extras(self) -> None:
        """Now and then what a person opens during a game: the keys, the leave question,
        the rules or the settings (and back), each looked at and probed."""
        from hands import spin
        from look import Look
        from PySide6.QtCore import Qt

        roll = self.rng.random()
        K = Qt.Key
        if roll < 0.08:
            self.hands.key(K.Key_F1, [])
            self.wait(lambda: self.app.property("helpShown"), 3.0)
            spin(0.1)
            self.probe(self.look(playing=False))
            if self.app.property("helpShown"):
                self.hands.key(K.Key_Escape, [])
                spin(0.05)
        elif roll < 0.14:
            self.hands.key(K.Key_Escape, [])
            self.wait(lambda: self.gc.property("askingLeave"), 3.0)
            spin(0.1)
            self.probe(self.look(playing=False))
            if self.gc.property("askingLeave"):
                self.gc.cancelLeave()
        elif roll < 0.17 and Look(self.window).top_overlay() is None:  # (the buttons are
            for name in ("rules", "settings"):  # the table's, rightly dead under a dialog)
                self.open_screen_from_table(name)

    def open_screen_from_table(self, name: str) -> None:
        """The table's Rules or Settings button, a look, then back (Esc).

        A SLAP race (Flash) takes Space from whatever has the focus (the buzzer's key, F1's
        list): a press that met one, begun by a bot as the robot tabbed, slapped, as it
        would for a person. The robot presses again once the race is over (flash/sv/
        1024x640/keys/10, seed 1: 'Regler' focused, Space slapped)."""
        from hands import Unreachable, spin
        from PySide6.QtCore import QCoreApplication, Qt

        label = QCoreApplication.translate("TableStatus", name.capitalize())
        dev = self.gc.deviceController
        raced: list[bool] = []

        def racing() -> None:
            if dev.property("canSlap"):
                raced.append(True)

        for _ in range(2):
            self.wait(lambda: not dev.property("canSlap"), 15)
            raced.clear()
            dev.changed.connect(racing)
            try:
                self.hands.labelled(label, [])
            except Unreachable as exc:
                self.find("input", f"the table's {name} button: {exc}")
                return
            finally:
                dev.changed.disconnect(racing)
            if self.wait(lambda: self.app.screen == name, 3):
                break
            if not raced:
                self.find("input", f"the table's {name} button does not open {name}")
                return
        else:
            self.find("input", f"the table's {name} button does not open {name} (a SLAP "
                               f"race took the key twice)")
            return
        spin(0.2)
        self.look(playing=False)
        self.hands.key(Qt.Key.Key_Escape, [])
        if not self.wait(lambda: self.app.screen == "table", 3):
            self.find("modal", f"Esc does not leave the {name} screen")
            self.app.back()
            self.wait(lambda: self.app.screen == "table", 3)
        spin(0.1)

    def hand_over(self, extras: bool) -> None:
        """The end of a hand: looked at, probed, the review maybe, then Next hand."""
        from hands import spin
        from PySide6.QtCore import Qt

        self.where = f"{self.label} {self.edition}/hand over"
        look = self.look(playing=False)
        self.probe(look)
        if extras and self.gc.property("coachAllowed") and self.hands.item("reviewButton"):
            self.hands.button("reviewButton", [])
            coach = self.app.coach
            self.wait(lambda: coach.property("reviewOpen") and not coach.property("reviewing"),
                      60)
            spin(0.1)
            self.where = f"{self.label} {self.edition}/review"
            look = self.look(playing=False)
            self.check_review()
            self.probe(look)
            if coach.property("reviewOpen"):
                coach.closeReview()
                self.find("modal", "the review could not be closed with the keys")
            spin(0.05)
        if not self.gc.property("handOver"):
            return
        # Next hand: Enter where it has the focus (the hand's end gives it), else Tab to it
        # (back from the review the focus is where the review was opened); N in some runs
        from hands import Unreachable

        if self.mode == "keys" and self.rng.random() < 0.3:
            self.hands.key(Qt.Key.Key_N, [])
        else:
            try:
                self.hands.button("nextHandButton", [])
            except Unreachable as exc:
                self.find("input", f"Next hand: {exc}")
        if not self.wait(lambda: not self.gc.property("handOver"), 10):
            self.find("input", "Next hand does not start the next hand")
            self.gc.nextHand()

    # ------------------------------------------------------------ a cell
    def run_cell(self, cell: Cell) -> None:
        """Every decision of the edition, then a whole game (see the module docstring)."""
        from reach import setups

        from rules import new_game
        from rules.editions.base import RaceRule
        from uno_desktop.bots import make_bot
        from uno_desktop.session import SeatInfo

        self.edition = cell.edition
        self.coverage.seats.add(cell.seats)
        names = seat_names(cell.seats)
        for kind, setup in sorted(setups(cell.edition, cell.seats).items()):
            self.where = f"{self.label} {cell.edition}/{kind} (setting up)"
            plan = setup.plan()
            game = setup.game()  # the deal the search found (its shuffles too)
            infos = [SeatInfo(names[0])] + [SeatInfo(n, "bot", "normal") for n in names[1:]]
            options = setup.options()
            race = kind if isinstance(game.edition.decisions[kind], RaceRule) else ""
            bots = {s: PlanBot(s, lambda: self.session.game, plan,
                               make_bot("normal", self.seed * 100 + s, options), race)
                    for s in range(1, cell.seats)}
            self.start(game, infos, bots, race)
            try:
                if not self.play(plan=plan, target=kind, after=2):
                    self.find("reach", f"{setup.describe()} did not bring {kind} to the table")
            except Stuck:
                pass
        # a whole game, against bots, opening what a person opens
        from reach import edition_options

        options = edition_options(cell.edition, {"target_score": 60})
        game = new_game(options, cell.seats, self.seed)
        infos = [SeatInfo(names[0])] + [SeatInfo(n, "bot", "normal") for n in names[1:]]
        self.start(game, infos)
        self.where = f"{self.label} {cell.edition}/whole game"
        try:
            self.play(until_end=True, extras=True)
        except Stuck:
            pass
        self.app.leaveTable()

    def new_findings(self) -> list[Finding]:
        """The findings but the known ones (:data:`KNOWN`)."""
        return [f for f in self.findings.values() if not any(k.matches(f) for k in KNOWN)]

    def report(self) -> str:
        lines = [f"robot {self.label} (seed {self.seed})", self.coverage.report()]
        new = self.new_findings()
        lines.append(f"findings: {len(new)}")
        lines += ["  " + f.line() for f in new]
        known = [f for f in self.findings.values() if f not in new]
        if known:
            lines.append(f"known, open in another session's area: {len(known)}")
            for f in known:
                owner = next(k for k in KNOWN if k.matches(f))
                lines.append(f"  ({owner.owner}: {owner.why}) {f.line()}")
        return "\n".join(lines)


_LANGUAGE = None
_T0 = time.monotonic()


def seat_names(n: int) -> list[str]:
    from scenes import LONG_NAMES

    return list(LONG_NAMES[:n])


def _listen_to_qt(said: list[str]) -> Any:
    """Qt's warnings from now on into ``said`` (the previous handler still hears them)."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from ui_helpers import QT_CHATTER

    previous: list[Any] = []

    def handler(kind: Any, context: Any, message: str) -> None:
        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg) \
                and not any(tag in message for tag in QT_CHATTER):
            said.append(message)
        if previous and previous[0] is not None:
            previous[0](kind, context, message)

    previous.append(qInstallMessageHandler(handler))
    return previous


def _stop_listening(previous: list[Any]) -> None:
    from PySide6.QtCore import qInstallMessageHandler

    qInstallMessageHandler(previous[0] if previous else None)


def _gone(item: Any) -> bool:
    """Whether an overlay has closed: deleted, hidden or faded out."""
    try:
        return not item.isVisible() or item.opacity() <= 0.01
    except RuntimeError:
        return True


@contextmanager
def _presses(window: Any, still_open: Callable[[], bool]) -> Iterator[list[bool]]:
    """Whether the moment was still open (``still_open``) at each key or mouse button the
    window got meanwhile, pressed or let go: what the gesture landed on."""
    from PySide6.QtCore import QEvent, QObject

    at: list[bool] = []
    kinds = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.MouseButtonPress,
             QEvent.Type.MouseButtonRelease)

    class Filter(QObject):
        def eventFilter(self, watched: Any, event: Any) -> bool:
            if event.type() in kinds:
                at.append(still_open())
            return False

    watcher = Filter()
    window.installEventFilter(watcher)
    try:
        yield at
    finally:
        window.removeEventFilter(watcher)


def _ancestors(item: Any) -> list[Any]:
    out, p = [], item.parentItem()
    while p is not None:
        out.append(p)
        p = p.parentItem()
    return out


def _within(item: Any, ancestor: Any) -> bool:
    p = item.parentItem() if item is not None else None
    while p is not None:
        if p is ancestor:
            return True
        p = p.parentItem()
    return False


def _is_button(item: Any) -> bool:
    from look import kinds

    names = kinds(item)
    return bool(names & {"ButtonBase", "QQuickAbstractButton"})


def _key_cues(item: Any) -> str:
    """What a button shows of its key: its key cap (``key``, which a GameButton draws) and
    its text."""
    return f"{item.property('key') or ''} {item.property('text') or ''}"


LETTERS = {"challenge": "C", "accept": "T", "draw": "D", "spin_wheel": "S", "call_uno": "U",
           "call_uno_spin": "U", "keep_hand": "K", "pass_hands": "P"}


def _letter(decision: str, action: Any) -> str:
    """The letter a button for ``action`` must show (F1's letter for it), or ``""``."""
    from rules.actions import action_tag

    tag = action_tag(action)
    if decision == "drawn" and tag in ("play", "play_on_pan"):
        return "P"
    if decision == "drawn" and tag == "pass":
        return "K"
    if decision == "race" and tag == "pass":
        return "D"
    if tag == "choose_pan":
        return "1" if action.pan == 0 else "2"
    return LETTERS.get(tag, "")


def _say(action: Any) -> str:
    from rules.actions import action_tag

    fields = {k: v for k, v in vars(action).items()} if hasattr(action, "__dict__") else {}
    if not fields:
        from dataclasses import fields as dfields

        fields = {f.name: getattr(action, f.name) for f in dfields(action)}
    inner = ", ".join(f"{k}={v}" for k, v in fields.items())
    return f"{action_tag(action)}({inner})"


def _state_of(item: dict[str, Any], session: Any) -> int:
    """The state id of a review item's moment (its position in the game's actions)."""
    return int(item.get("state", -1))


def _settled(window: Any, check: Callable[[Any], list[str]],
             waited: list[bool] | None = None) -> list[str]:
    """``check``'s problems once the window has laid itself out (a just-made row is placed
    on the next frame): what looks wrong is looked at again after a moment (noted in
    ``waited``: what is on screen may have changed meanwhile)."""
    from hands import spin

    found = check(window)
    if found:
        spin(0.15)
        if waited is not None:
            waited.append(True)
        found = check(window)
    return found


def coach_claims(advice: Any, view: Any) -> list[str]:
    """What a hint says that is not so in the seat's view: a colour "you hold most of" on a
    tie, a Wild Draw Four urged as a fact while the seat holds the active colour (a
    challenge would catch it), a hint while it is not the seat's move."""
    from collections import Counter as C

    out = []
    reason = advice.reason
    if view.decision_seat != view.seat and reason not in ("call_uno", "call_uno_early", "catch"):
        out.append(f"a hint ({reason}) while it is not your move")
    hand = list(view.hand or [])
    colours = C(c.color.value for c in hand if c.color is not None)
    if reason == "color_most":
        chosen = str(dict(advice.fields).get("color", ""))
        most = max(colours.values(), default=0)
        tied = [c for c, n in colours.items() if n == most]
        if len(tied) > 1 and chosen in tied:
            out.append(f"'you hold the most cards of {chosen}' on a tie of "
                       f"{', '.join(sorted(tied))}")
    if reason in ("wd4_best", "wd4_stop") and view.active_color is not None:
        if any(c.color == view.active_color for c in hand if c.kind != "wild_draw_four"):
            out.append(f"{reason}: the Wild Draw Four is urged as safe while you hold "
                       f"{view.active_color.value}: a challenge would catch it")
    return out


# ------------------------------------------------------------------ running

@contextmanager
def application(config: Path | None = None) -> Iterator[Any]:
    """A fresh UnoApp (its own settings folder), instant animations, the menu up."""
    from hands import spin
    from ui_helpers import drain_deletes, screen_ready, settings_folder

    from uno_desktop.app import UnoApp

    with settings_folder("uno-robot-", config):
        ui = UnoApp(sound=False)
        ui.settings.animationSpeed = "instant"
        ui.controller.bot_grace = 0
        ui.load()
        end = time.monotonic() + 20
        while not screen_ready(ui) and time.monotonic() < end:
            spin(0.01)
        try:
            yield ui
        finally:
            ui.controller.stop_tables()
            ui.close()
            from PySide6.QtWidgets import QApplication

            drain_deletes(QApplication.instance())


def run_cell(cell: Cell, seed: int, out: Path) -> Robot:
    with application() as ui:
        robot = Robot(ui, lang=cell.lang, size=cell.size, mode=cell.mode, seed=seed, out=out,
                      label=cell.name)
        try:
            robot.run_cell(cell)
        finally:
            robot.close()
        return robot


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cell", action="append", default=[],
                        help="edition/lang/WxH/keys|mouse/seats (repeatable)")
    parser.add_argument("--edition", default="", help="every cell of these editions (a,b)")
    parser.add_argument("--lang", default="", help="… in these languages")
    parser.add_argument("--size", default="", help="… at these sizes (WxH,WxH)")
    parser.add_argument("--tour", action="append", default=[], choices=TOURS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("robot-report"))
    parser.add_argument("--list", action="store_true", help="list every cell and tour")
    args = parser.parse_args(argv)
    if args.list:
        for cell in matrix():
            print(cell.name)
        for tour in TOURS:
            print(f"tour {tour}")
        return 0
    cells = [Cell.parse(c) for c in args.cell]
    if args.edition or args.size or (args.lang and not args.tour):  # --lang alone: a tour's
        cells += [c for c in matrix()
                  if (not args.edition or c.edition in args.edition.split(","))
                  and (not args.lang or c.lang in args.lang.split(","))
                  and (not args.size or f"{c.size[0]}x{c.size[1]}" in args.size.split(","))]
    import offscreen  # noqa: F401 (tests/ui/offscreen.py: the platform, before Qt loads)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["robot"])  # noqa: F841 (kept alive)
    total = Coverage()
    findings: list[Finding] = []
    started = time.monotonic()
    for cell in cells:
        robot = run_cell(cell, args.seed, args.out)
        print(robot.report(), flush=True)
        total.merge(robot.coverage)
        findings += robot.new_findings()
    for tour in args.tour:
        import tours

        robot = tours.run(tour, args.lang.split(",")[0] if args.lang else "en", args.seed,
                          args.out)
        print(robot.report(), flush=True)
        total.merge(robot.coverage)
        findings += robot.new_findings()
    print(f"\nall together ({time.monotonic() - started:.0f} s):\n{total.report()}\n"
          f"findings: {len(findings)}")
    (args.out / "findings.json").parent.mkdir(parents=True, exist_ok=True)
    (args.out / "findings.json").write_text(json.dumps([f.__dict__ for f in findings],
                                                       indent=1), encoding="utf-8")
    return 1 if findings else 0


if __name__ == "__main__":
    raise SystemExit(main())
