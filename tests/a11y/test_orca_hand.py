"""Whole hands and the devices' moments, heard through Orca itself and played with the keys
alone.

The desktop (:mod:`orca_session`) runs Orca 43 (Debian 12's) and the real game; the test
presses keys on the X server as a keyboard does and listens to what Orca *said* (its
speech log), never to the game's objects. It plays the stacked hand of :mod:`scenario`
as a blind player would: it walks the hand with → and hears each card ("Red 3, playable,
1 of 7"), draws and plays the drawn card, plays a Wild, asks the coach at the colour
dialog (H: its colour heard) and names a colour, challenges
Cleo's Wild Draw Four, calls UNO and goes out. Then it checks what Orca said against
what the game's voice spoke (``atspi_game.py`` writes those lines) and against Orca's own
event log (:mod:`orca_events`): every line the voice spoke Orca said once; every bot
move of the hand was said (or counted in a summary, "3 more moves"), at most
:data:`PER_MOVE` utterances a move; the draw, the colour dialog and Cleo's colour, the
UNO call, the challenge's verdict and the result, all in the game's language. UNO Spin
(the wheel spun with S, where it stopped), UNO Tippo (a card that fits both pans picked,
the keys that take a pan, the scale's reading), UNO Flash (Cleo's SLAP: the race's cue
heard, Space, who was last), UNO Extreme (the launcher pressed, what it fired) and UNO
FC Bayern (the Captain's call, two seats picked, the swap) are played the same way to
their device's moment.

A line said twice fails the test, but for the one repeat that is Orca's own and that its
event log shows (:func:`orca_events.read_late`): Orca, lagging behind the game on a busy
machine, read an item the focus had come to after the game had put the next line on it,
and then said that line's change as well. A line unsaid fails it, but for the lines Orca
drops by its own rule when it lags: it skips the focus of an item whose focus had moved
on before Orca got to it (:func:`orca_events.coalesced`), and the lines said on that item
with it; they are listed in a warning.

One language per CI run, chosen by the commit (``tests/matrix.py``);
``UNO_MATRIX=all python -m pytest tests/a11y/test_orca_hand.py`` plays all three.
Every wait is on something Orca says (with a generous limit), so a busy machine is slower,
not red; where Orca's event log shows that Orca dropped the focus event of what a wait is
for (the game too slow to answer its call), the player goes away and back, as a player
does when the reader stays silent (:class:`orca_session.Away`: the keys by the place),
counted and reported in a warning, at most three times a test; one test makes the game
that slow on purpose (stopped for 3 s as a card's focus reaches Orca) and checks that the
way back brings the card. A failure's first line says what was not heard (and, from
Orca's event log, why).
"""

from __future__ import annotations

import json
import os
import re
import signal
import sys
import time
import warnings
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import matrix  # noqa: E402
import orca_events  # noqa: E402
import scenario  # noqa: E402
from catalogue import Catalogue  # noqa: E402
from orca_session import Away, OrcaDesk, ScriptedDesk, Unheard, missing, report_again  # noqa: E402

PER_MOVE = 3
"""At most this many things Orca says for one update of the bots' (the move itself; a
card's reading after the hand changed)."""
WAIT = 120  # seconds: the limit of one wait for a line (a busy machine is slow)
LANGUAGES = matrix.params("orca-lang", ["en", "de", "sv"])
DEVICES = [(device, language)
           for device in ("spin", "tippo", "flash", "extreme", "captain", "victory_lap")
           for language in ("en", "de", "sv")]


def device_languages(device: str) -> list[object]:
    """The languages of ``device``'s Orca test as matrix cells: a CI run plays one device's
    moment in one language (of :data:`DEVICES`), ``UNO_MATRIX=all`` all of them."""
    cells = matrix.params("orca-device", DEVICES)
    return [pytest.param(lang, marks=cell.marks, id=lang)
            for cell, (dev, lang) in zip(cells, DEVICES, strict=True) if dev == device]
LINUX = pytest.mark.skipif(sys.platform != "linux", reason="Orca is the Linux screen reader")

# Going away and back where Orca dropped the focus event of what a wait is for
# (:meth:`OrcaDesk._go_again`), by the place: the card before or after and back to it;
# Tab and back to a control; where the line went with the focus to an item that keeps
# it no longer (the table itself, a card given the focus as the table's line was said),
# a card and the table's L, which says the last lines again.
NEXT_CARD = Away("Right", "Left", hear_away=False)
CARD_BEFORE = Away("Left", "Right", hear_away=False)
LAST_CARD = Away("End", "Home", hear_away=False)
TAB_BACK = Away("Tab", "shift+Tab")
RECALL = Away("Right", "l")
HAND_RECALL = Away("Tab", "l")
"""A card's focus dropped as a line went with it ("Your turn."): the cards are no Tab
stops (the arrows are the hand's keys), so Tab and Shift+Tab would end on a button, the
line not said again; Tab to a button and L, which says the last lines again there."""


class BlindPlayer:
    """Plays the scenario's hand with the keys, deciding from what Orca says."""

    def __init__(self, desk: OrcaDesk, cat: Catalogue, truth: Path, spoken: Path) -> None:
        self.desk = desk
        self.spoken = spoken
        self.asked = False
        self.offer = self.seats = self.hint = self.colour_hint = ""
        self.cat = cat
        self.truth = truth
        self._names: dict[str, str] = {}
        tr = cat.tr
        self.your_turn = tr("Announce", "Your turn.")
        self.playable = tr("TableHand", "playable")
        # a card's own words ("playable, 1 of 7."), and after them the lines that came
        # with the focus to it ("1 von 2. Cleo: Wow!", heard with Orca under load)
        self.position = re.compile(
            "^(?:" + re.escape(self.playable) + ", )?"
            + re.escape(tr("TableHand", "%1 of %2")).replace("%1", r"(\d+)")
            .replace("%2", r"(\d+)") + r"(?:\.|\s*$)")
        self.walks: list[list[tuple[str, bool, int, int]]] = []  # each walk through the hand
        self.actions: list[str] = []
        self.uno_called = False
        self.drew = False
        self.turns = 0  # "Your turn." lines heard as the turn they said (the game's count)

    # ------------------------------------------------------------ hearing

    @property
    def names(self) -> dict[str, str]:
        """Every card name the hand has held so far → its code (the table's own titles,
        which agree with their colour: "Rote 3", "Röda 3:an"), to tell a card from a
        button by what Orca says."""
        try:
            truth = json.loads(self.truth.read_text(encoding="utf-8"))
        except (OSError, ValueError):  # not written yet, or being replaced
            return self._names
        self._names.update(zip(truth.get("hand", []), truth.get("codes", []), strict=False))
        return self._names

    def hear_card(self, again: Away | None = None) -> tuple[str, bool, int, int]:
        """The card the focus just moved to, as Orca says it: its name ("Red 3 push
        button."), then its description ("playable, 1 of 7.").

        ``again``: the keys that go away and back to it, which a player presses when the
        reader stays silent after a key; pressed only where Orca's event log shows that
        Orca dropped the card's focus event unread (:meth:`OrcaDesk._go_again`)."""
        def card(s: str) -> bool:
            return s.endswith(" push button.") and s[: -len(" push button.")] in self.names

        line = self.desk.wait_said(card, WAIT, "a card of the hand", again)
        name = line[: -len(" push button.")]
        desc = self.desk.wait_said(lambda s: bool(self.position.match(s)),
                                   WAIT, f"the place of {name!r} in the hand")
        m = self.position.match(desc)
        assert m is not None
        return name, desc.startswith(self.playable + ","), int(m.group(1)), int(m.group(2))

    def edge(self, which: str) -> re.Pattern[str]:
        """What the voice says when the keys go past the first or last card."""
        text = self.cat.tr("TableFocus", f"%1: {which} card.")
        return re.compile("^" + re.escape(text).replace("%1", "(.+)") + r"\s*$")

    def walk(self) -> list[tuple[str, bool, int, int]]:
        """End, Home, then → to the last card (which says so): the whole hand by ear."""
        last, first = self.edge("last"), self.edge("first")
        self.desk.mark()
        self.desk.key("End")  # the focus moves there (a card is read), or it is there
        self.desk.wait_said(lambda s: s.endswith(" push button.") or bool(last.match(s)),
                            WAIT, "the last card")
        self.desk.mark()
        self.desk.key("Home")
        heard = self.desk.wait_said(lambda s: (s.endswith(" push button.") and s[:-13] in
                                               self.names) or bool(first.match(s)), WAIT,
                                    "the first card")
        m = first.match(heard)
        if m:  # one card: the focus was on it already
            cards = [(m.group(1), True, 1, 1)]
        else:
            self.desk._read -= 1  # hear it whole (name and place)
            cards = [self.hear_card(NEXT_CARD)]
        while cards[-1][2] < cards[-1][3]:
            self.desk.key("Right")
            cards.append(self.hear_card(CARD_BEFORE))
        self.desk.key("Right")  # past the last: no wrap, it says so
        self.desk.wait_said(lambda s: bool(last.match(s)), WAIT, "the last card said")
        self.walks.append(cards)
        return cards

    # ------------------------------------------------------------ playing

    def start(self) -> None:
        """Menu → new game → Start game, by keys (the focus starts on New game, which says
        the first start's tutorial offer: the player declines it, going on)."""
        tr = self.cat.tr
        new_game = tr("MenuScreen", "New game") + " push button."
        heard = self.desk.wait_said(lambda s: s == new_game or s.endswith(" frame."), WAIT,
                                    "the menu's New game, or the window")
        if heard != new_game:
            # Orca read the window as it became active, but not the button that had the
            # focus before (it came before the window was active): the player hears
            # nothing more once Orca has worked through all it got, and moves the focus
            # away and back, as one would
            self.desk.wait_until(lambda: new_game in self.desk.since(self.desk._read)
                                 or orca_events.idle(orca_events.read(self.desk.event_log)),
                                 WAIT, "Orca to have read all it got")
            if new_game not in self.desk.since(self.desk._read):
                self.desk.key("Tab")
                self.desk.wait_said(lambda s: s.endswith(" push button."), WAIT,
                                    "the button after New game")
                self.desk.key("shift+Tab")
            self.desk.wait_said(new_game, WAIT, "the menu's New game")
        self.offer = self.desk.wait_said(
            lambda s: s.startswith(tr("TutorialOffer", "New to UNO?")), WAIT,
            "the tutorial offer with New game")
        self.desk.key("Return")
        self.desk.wait_said(tr("NewGameScreen", "Edition"), WAIT, "the edition box")
        self.desk.key("shift+Tab")  # back round to the last button
        self.desk.wait_said(tr("NewGameScreen", "Start game") + " push button.", WAIT,
                            "Start game")
        self.desk.key("Return")

    def play_hand(self) -> str:
        """Turn after turn until the hand's result is heard; returns that line."""
        tr = self.cat.tr
        won = tr("Moment", "You win the hand!")
        someone = re.escape(tr("Moment", "{seat} wins the hand!")).replace(
            re.escape("{seat}"), ".+")
        challenge = tr("TableDecisions", "Challenge") + " push button."
        heard = ""  # a line already heard that says what comes next
        for _ in range(40):
            heard = heard or self.desk.wait_said(  # (the end-of-hand dialog's heading is not
                lambda s: self.new_turn(s) or s == challenge or (  # the result)
                    (s.startswith(won) or re.match(someone, s) is not None)
                    and " dialog" not in s),
                WAIT, "your turn, a challenge or the hand's result", self.back_from)
            if self.your_turn not in heard and heard != challenge:
                return heard
            if heard == challenge:  # the focus went to Challenge: the decision is yours
                self.actions.append("challenge")
                self.desk.mark()
                self.desk.key("Return")
                verdict = self.desk.wait_said(tr("Moment", "Bluff! {challenger} caught {player}")
                                              .split("{")[0], WAIT, "the challenge's verdict")
                heard = verdict if self.new_turn(verdict) else ""  # "… Your turn."
                continue
            heard = ""
            if not self.asked:
                self.ask()
            if not self.drew:
                self.drew = True
                self.actions.append("draw")
                self.desk.mark()
                self.desk.key("d")
                self.desk.wait_said(self.cat.head("Announce", "You draw %n card(s): {cards}.",
                                                  1), WAIT, "your draw")
                self.desk.mark()
                self.desk.key("Return")  # the focus is on "Play it"
                self.actions.append("play the drawn card")
                continue
            self.play_a_card()
        raise AssertionError("the hand did not end")

    def turns_made(self) -> int:
        """How many of the game's updates so far said "Your turn." (the voice's own lines
        hold L's recalls too)."""
        try:
            return sum(self.your_turn in line for line in spoken_lines(self.spoken)[1])
        except (OSError, ValueError):  # not there yet, or a line half written
            return 0

    def new_turn(self, line: str) -> bool:
        """Whether ``line`` says a turn not heard yet: it ends with "Your turn." (the voice
        puts it last), and the game has made more turns than were heard. L's recall says
        the last five lines, oldest first: gone back for too early, with the bots still
        moving, it held an older "Your turn." followed by their moves ("The first card is
        red 5. Your turn. Ada plays blue 8."), which is not this turn. Counts it when so."""
        if not line.rstrip().endswith(self.your_turn):
            return False
        made = self.turns_made()
        if made <= self.turns:
            return False
        self.turns = made
        return True

    def back_from(self, item: str) -> Away:
        """The way back where Orca dropped ``item``'s focus ("role|name"): from a card of
        the hand, Tab and L (:data:`HAND_RECALL`); from a button (Challenge), Tab and back
        to it."""
        return HAND_RECALL if item.split("|", 1)[-1] in self.names else TAB_BACK

    def ask(self) -> None:
        """E (every seat's cards and points, after the header's hand and target), then H
        (the coach's hint), each heard as asked: the keys that say on demand what a
        sighted player reads on the table."""
        self.asked = True
        tr = self.cat.tr
        header = tr("GameController", "Hand {hand}, target {target} points.").format(
            hand=1, target=500)
        self.desk.mark()
        self.desk.key("e")
        self.seats = self.desk.wait_said(lambda s: s.startswith(header), WAIT,
                                         "the header and the scores (E)")
        before = len(spoken_lines(self.spoken)[0])
        self.desk.mark()
        self.desk.key("h")
        hint = self.wait_spoken(before, "the coach's hint (H)")
        self.hint = self.desk.wait_said(lambda s: hint in s, WAIT, f"the hint {hint!r}")

    def ask_colour(self) -> None:
        """H at the colour dialog: the coach's colour, said as asked (the dialog's focus
        goes to that colour), heard through Orca as the table's hint is."""
        before = len(spoken_lines(self.spoken)[0])
        self.desk.mark()
        self.desk.key("h")
        hint = self.wait_spoken(before, "the coach's colour (H at the colour dialog)")
        self.colour_hint = self.desk.wait_said(lambda s: hint in s, WAIT,
                                               f"the colour hint {hint!r}")

    def wait_spoken(self, before: int, what: str) -> str:
        """The line the game's voice speaks next (after its first ``before``): what the
        player asked for, as the game put it."""
        end = time.monotonic() + WAIT
        while time.monotonic() < end:
            try:
                lines = spoken_lines(self.spoken)[0]
            except (OSError, ValueError):  # not there yet, or a line half written
                lines = []
            if len(lines) > before:
                return lines[before].strip()
            self.desk.check_game()
            time.sleep(0.1)
        raise Unheard(f"the game's voice never spoke {what}")

    def play_a_card(self) -> None:
        tr = self.cat.tr
        cards = self.walk()
        playable = [c for c in cards if c[1]]
        assert playable, f"no card reads as playable: {cards}"
        wilds = {n for n, code in self.names.items() if code.startswith("black")}
        playable.sort(key=lambda c: c[0] in wilds)  # a Wild last
        name, _p, place, _n = playable[0]
        if len(cards) == 2 and not self.uno_called:
            self.uno_called = True
            self.actions.append("call UNO")
            self.desk.mark()
            self.desk.key("u")
            self.desk.wait_said(tr("Moment", "You call UNO"), WAIT, "your UNO call")
        self.desk.mark()
        self.desk.key("Home")  # from the last card (the walk ended there)
        if len(cards) > 1:
            self.hear_card(LAST_CARD)
        for _ in range(place - 1):
            self.desk.key("Right")
            self.hear_card(CARD_BEFORE)
        self.actions.append(f"play {name}")
        self.desk.mark()
        self.desk.key("Return")
        if name in wilds and len(cards) > 1:  # going out with it names no colour
            self.desk.wait_said(tr("ColorPicker", "Choose a colour"), WAIT, "the colour dialog",
                                TAB_BACK)
            self.ask_colour()
            codes = [self.names[c[0]] for c in cards if c[0] != name]
            colour = scenario.colour_for(codes)
            self.actions.append(f"colour {colour}")
            self.desk.key(colour[0])


def holds_of(path: Path) -> list[tuple[float, str]]:
    """When the game's voice held its next line for a reading (ms on the monotonic clock,
    as Orca's event log has it) and that reading (``Voice.hold``)."""
    out = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        entry = json.loads(raw)
        if entry["kind"] == "held":
            out.append((entry["t"] * 1000, entry["text"]))
    return out


def reactions_planned(path: Path) -> int:
    """How many bots' quick reactions the host had planned when the game last looked
    (``atspi_game`` logs it as it changes)."""
    planned = 0
    for raw in path.read_text(encoding="utf-8").splitlines():
        entry = json.loads(raw)
        if entry["kind"] == "planned":
            planned = int(entry["text"])
    return planned


def spoken_lines(path: Path) -> tuple[list[str], list[str]]:
    """What the game's voice spoke (each line handed to the focused item) and what each
    update said (the voice may sum several up)."""
    spoken, updates = [], []
    for raw in path.read_text(encoding="utf-8").splitlines():
        entry = json.loads(raw)
        if entry["kind"] in ("spoken", "update"):  # ("held": the voice held its next line)
            (spoken if entry["kind"] == "spoken" else updates).append(entry["text"])
    return spoken, updates


class Hearing:
    """What Orca said in a test, beside what the game's voice spoke and Orca's event log;
    :meth:`problems` lists what is wrong, each in one line."""

    def __init__(self, desk: OrcaDesk, spoken_path: Path, keep: Path, cat: Catalogue) -> None:
        # a card the table gives the focus to says its own words first ("2 of 6. Ada
        # plays red 1."): the voice's line is what follows them
        self.own = re.compile("^(?:" + re.escape(cat.tr("TableHand", "playable")) + ", )?"
                              + re.escape(cat.tr("TableHand", "%1 of %2")).replace("%1", r"\d+")
                              .replace("%2", r"\d+") + r"\. (.+)$")
        self.said = [self.own.sub(r"\1", line.strip()) for line in desk.said()]
        self.events = orca_events.read(desk.event_log)
        self.spoken, self.updates = spoken_lines(spoken_path)
        self.held = holds_of(spoken_path)
        # the voice's lines in what Orca said: lines that waited for a focus move went
        # with the item as one ("UNO! Cleo has one card left. Cleo chooses yellow. …")
        known = {line.strip() for line in self.spoken}
        self.parts = [part for line in self.said for part in joined(line, known)]
        self.late = orca_events.read_late(self.events)
        self.lagged: list[str] = []  # lines on an item whose focus Orca skipped (once_each)
        keep.write_text("\n".join(self.said), encoding="utf-8")  # for a look afterwards

    def once_each(self) -> list[str]:
        """Every line the voice spoke, Orca said, as often as it was spoken (alone, or in a
        line that joins several); once more only where Orca read it late (its own repeat,
        :func:`orca_events.read_late`). A line goes unsaid without failing only where
        Orca's event log shows that the game made the event and Orca lost it by a rule of
        its own for a reader seconds behind the game (:func:`orca_events.verdict`): it
        skipped the focus of the item that said it, as a newer focus had already reached
        it (:func:`orca_events.coalesced`), pruned the line in a flood, dropped the event
        as its call to the game for the source timed out (``potentially-defunct source``,
        :func:`orca_events.game_too_slow`), or read the item the line went with after the
        game's hold for that reading was over; such lines are listed in a warning. Every
        other unsaid line fails, saying why (the game never made the event, put it on an
        item that was not the focus, took the item down, replaced the line too soon)."""
        problems = []
        wanted = Counter(line.strip() for line in self.spoken)
        for line, n in wanted.items():
            count = self.parts.count(line)
            if count < n:
                orcas, why = orca_events.verdict(self.events, line, self.held)
                if orcas:
                    self.lagged.append(f"{line!r} ({why})")
                else:
                    problems.append(f"Orca never said {line!r}, the game's fault: {why}")
            elif count > n + self.late[line]:
                problems.append(f"Orca said {line!r} {count} times, the game {n} "
                                f"({self.late[line]} of them Orca reading an item late)")
        if self.lagged:
            warnings.warn(f"Orca, behind the game, lost by its own rules {len(self.lagged)} "
                          f"of {len(wanted)} lines the game made: {self.lagged}", stacklevel=2)
        return problems

    def count(self, line: str) -> int:
        return self.parts.count(line.strip())


def joined(line: str, known: set[str]) -> list[str]:
    """``line`` as the voice's lines it joins (the table joins what waited with a space),
    or as itself when it is no such join."""
    if line in known:
        return [line]
    for part in sorted(known, key=len, reverse=True):
        if part and line.startswith(part + " "):
            rest = joined(line[len(part) + 1:], known)
            if all(r in known for r in rest):
                return [part, *rest]
    return [line]


def check(problems: list[str], heard: list[str]) -> None:
    """Fail with the first problem as the summary line, the rest and Orca's last lines
    after it."""
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        pytest.fail(problems[0] + more + "\n" + "\n".join(problems[1:])
                    + "\nOrca's last lines: " + repr(heard[-15:]), pytrace=False)


@contextmanager
def at_the_table(tmp_path: Path, language: str, *deal: str) -> Iterator[BlindPlayer]:
    """Every Orca game test's start: Orca's desk with the game in ``language`` (``deal``:
    a stacked hand of :mod:`scenario`, else the hand test's), the player through the menu
    by keys to the table. Skips where the machine lacks the stack; afterwards warns where
    the player went away and back (:func:`orca_session.report_again`)."""
    reason = missing()
    if reason:
        pytest.skip(reason)
    player = None
    with OrcaDesk(tmp_path / "desk") as desk:
        truth, spoken = tmp_path / "truth.json", tmp_path / "spoken.jsonl"
        desk.start_game(language, [str(truth), str(spoken), "normal", *deal])
        player = BlindPlayer(desk, Catalogue(language), truth, spoken)
        player.start()
        yield player
    report_again(desk)


WORDS = {  # a bot's move in each language (the card names are the catalogue's own)
    "en": ("plays", "Cleo"), "de": ("legt", "Cleo"), "sv": ("lägger", "Cleo"),
}


@pytest.mark.slow
@LINUX
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_blind_player_hears_a_whole_hand_through_orca(language, tmp_path):
    with at_the_table(tmp_path, language) as player:
        cat, tr, truth_path = player.cat, player.cat.tr, player.truth
        result = player.play_hand()
        caught_up(player.desk, player.spoken, cat)
        hearing = Hearing(player.desk, player.spoken, tmp_path / "said.txt", cat)
    said = hearing.said
    problems = hearing.once_each()

    # the hand by ear: every walk read each card with its place, the same as the table
    first = player.walks[0]
    if [c[2] for c in first] != list(range(1, len(first) + 1)) \
            or any(c[3] != len(first) for c in first):
        problems.append(f"the first walk through the hand read the places {first}")
    truth = json.loads(truth_path.read_text(encoding="utf-8"))
    if truth["hand"]:
        problems.append(f"the player did not go out: {truth['hand']}")

    # every bot move was said, or counted in a summary; not too much said per move
    summed = sum(int(m.group(1)) for line in hearing.spoken for m in [summary(cat).search(line)]
                 if m)
    move, name = WORDS[language]
    bot_moves = [u for u in hearing.updates if u.startswith(("Ada", "Ben", "Cleo"))]
    unsaid = [u for u in bot_moves if not any(u in s for s in hearing.spoken)]
    if len(unsaid) > summed:
        problems.append(f"{len(unsaid)} bot moves were never said, {summed} summed up: {unsaid}")
    # the flood is gone: what Orca said besides reading the focused card or control (its
    # name, its place, the table's or a dialog's first reading) is a few lines a move
    position = re.compile(re.escape(tr("TableHand", "%1 of %2")).replace("%1", r"\d+")
                          .replace("%2", r"\d+") + r"\.?$")
    readings = {i for i, line in enumerate(said) if line.endswith((" push button.", " panel."))
                or " dialog" in line or position.search(line)}
    readings |= {i + 1 for i in readings if said[i].endswith(" panel.")}  # the panel's text
    events = [line for i, line in enumerate(said) if i not in readings]
    if len(events) > PER_MOVE * len(hearing.updates):
        problems.append(f"Orca said {len(events)} lines for {len(hearing.updates)} moves: "
                        f"more than {PER_MOVE} a move")
    if not any(line.startswith(name + " ") and f" {move} " in line for line in said):
        problems.append(f"no move of {name}'s was said in the game's words ({move!r})")

    # the moments of the hand, in the game's language
    # (a field may carry its form, "{color:noun}": Swedish colour words agree)
    chooses = re.sub(r"\\\{seat(?::\w+)?\\\}", "Cleo",
                     re.escape(tr("Log", "{seat} chooses {color}.")))
    chooses = re.sub(r"\\\{color(?::\w+)?\\\}", r"\\w+", chooses)
    moments = {
        "your draw": lambda: any(line.startswith(cat.head("Announce",
                                                          "You draw %n card(s): {cards}.", 1))
                                 for line in said),
        "the colour dialog": lambda: tr("ColorPicker", "Choose a colour") in " ".join(said),
        "Cleo's colour": lambda: any(re.search(chooses, line) for line in said),
        "your UNO call": lambda: any(tr("Moment", "You call UNO") in line for line in said),
        "the challenge's verdict": lambda: any(
            tr("Moment", "Bluff! {challenger} caught {player}").split("{")[0] in line
            for line in said),
        "your win": lambda: tr("Moment", "You win the hand!") in result,
    }
    problems += [f"Orca never said {what}" for what, heard in moments.items() if not heard()]
    if hearing.count(player.offer) != 1:
        problems.append(f"Orca said the tutorial offer {hearing.count(player.offer)} times")
    for done in ("draw", "play the drawn card", "challenge", "call UNO"):
        if done not in player.actions:
            problems.append(f"the hand went without the player's {done}: {player.actions}")
    if not any(a.startswith("colour ") for a in player.actions):
        problems.append(f"the player named no colour: {player.actions}")
    if language != "en" and any(" plays " in line for line in said):
        problems.append("English in the game's " + language + ": " + repr(
            [line for line in said if " plays " in line][:3]))
    check(problems, said)


def caught_up(desk: OrcaDesk, spoken: Path | None = None,
              cat: Catalogue | None = None) -> None:
    """Wait until the game's voice has said every update (``spoken``: a line the voice
    paces, a bot's reaction after the result, is said seconds after its update), each line
    has reached Orca, and Orca has worked through every event it got (its event log): what
    the game said has been said, or dropped, by Orca by then, never cut off by the test
    ending (on a busy machine Orca is seconds behind)."""
    if spoken is not None and cat is not None:
        desk.wait_until(lambda: voice_done(spoken, cat), WAIT,
                        "the game's voice to say every update")
        lines = {line.strip() for line in spoken_lines(spoken)[0]}
        end = time.monotonic() + 15  # (a line said where the focus is not at the table
        while time.monotonic() < end:  # reaches Orca as no description: not waited for)
            got = [e.data for e in orca_events.read(desk.event_log)
                   if e.type == orca_events.DESCRIPTION]
            if all(any(orca_events.holds(d, line) for d in got) for line in lines):
                break
            time.sleep(0.2)
    desk.wait_until(lambda: orca_events.idle(orca_events.read(desk.event_log)), WAIT,
                    "Orca to work through all it got")


def summary(cat: Catalogue) -> re.Pattern[str]:
    """The voice's summary of moves that piled up ("3 more moves."), its count a group."""
    return re.compile(re.escape(cat.tr("Voice", "%n more move(s).", 2)).replace("2", r"(\d+)"))


def voice_done(spoken: Path, cat: Catalogue) -> bool:
    """Whether every update's line was spoken by the game's voice, or counted in one of its
    summaries ("3 more moves."), and no bot's reaction is still to come (one after the
    hand's result came after this had held, and the test heard the game without it)."""
    try:
        said, updates = spoken_lines(spoken)
        if reactions_planned(spoken):  # a bot's reaction still to come makes an update
            return False
    except (OSError, ValueError):  # a line half written
        return False
    lines = [Counter(s.split()) for s in said]  # (a race's cue goes first in its line)
    unsaid = [u for u in updates
              if not any(Counter(u.split()) <= line for line in lines)]
    summed = sum(int(m.group(1)) for s in said for m in [summary(cat).search(s)] if m)
    return len(unsaid) <= summed


def _moment_heard(desk: OrcaDesk, cat: Catalogue, line: re.Pattern[str], what: str,
                  spoken: Path) -> str:
    """Wait for the device's moment, then for the player's turn again (said before or
    after it: a lagging Orca reads an item with the latest line on it), then until Orca
    has caught up, so a repeat of the moment, or a line after it, has been said by then.
    (The table's own reading, the header and the log's last lines, read when the table
    itself has the focus, is not the moment.)"""
    start = desk._read
    header = cat.tr("TableStatus", "Hand %1 · Target %2").split("%1")[0]
    heard = desk.wait_said(lambda s: line.search(s) is not None and not s.startswith(header),
                           WAIT, what, RECALL)
    your_turn = cat.tr("Announce", "Your turn.")
    desk.wait_until(lambda: any(your_turn in s for s in desk.said()[start:]), WAIT,
                    f"your turn again after {what}")
    caught_up(desk, spoken, cat)
    return heard


def said_once(hearing: Hearing, desk: OrcaDesk, moment: re.Pattern[str], what: str,
              line: str) -> list[str]:
    """A device's moment (``moment``, waited for as ``what``; Orca's line ``line``) said by
    the game's voice once, and once more for each L asked after a dropped focus, and by
    Orca once, and once more where it read the item late (without a card's own words,
    which come first where the focus went to a card: "6 of 6. Ben and Cleo swap hands.")."""
    problems = []
    line = hearing.own.sub(r"\1", line.strip())
    if not 1 <= sum(1 for s in hearing.spoken if moment.search(s)) <= 1 + desk.again[what]:
        problems.append(f"the game's voice did not say {what} once (and once for each L "
                        f"asked after a dropped focus): {hearing.spoken}")
    if not 1 <= hearing.count(line) <= 1 + hearing.late[line.strip()]:
        problems.append(f"Orca said {line!r} {hearing.count(line)} times")
    return problems


def moment_said_once(player: BlindPlayer, tmp_path: Path, moment: re.Pattern[str],
                     what: str) -> tuple[list[str], list[str]]:
    """A device test's end: wait for its moment (:func:`_moment_heard`), then hear the
    test whole: every line the voice spoke once (:meth:`Hearing.once_each`) and the moment
    once (:func:`said_once`). Returns the problems and what Orca said, for :func:`check`
    once the desk is down."""
    line = _moment_heard(player.desk, player.cat, moment, what, player.spoken)
    hearing = Hearing(player.desk, player.spoken, tmp_path / "said.txt", player.cat)
    return (hearing.once_each() + said_once(hearing, player.desk, moment, what, line),
            hearing.said)


@pytest.mark.slow
@LINUX
@pytest.mark.parametrize("language", device_languages("spin"))
def test_a_blind_player_spins_the_wheel_and_hears_where_it_stops(language, tmp_path):
    """UNO Spin, keys only: Cleo opens with a Spin card, Orca says the wheel is the player's
    to spin (the focus on its hub); S spins; the hub goes as the wheel turns, and Orca
    says where it stopped, once (the focus left the hub for the table first)."""
    with at_the_table(tmp_path, language, "stacked_spin") as player:
        desk, cat = player.desk, player.cat
        prompts = (cat.tr("Devices", "Your spin! Spin the wheel"),
                   cat.tr("Decision", "Spin the wheel, or play the twin card"))
        desk.wait_said(lambda s: any(p in s for p in prompts), WAIT,
                       "that the wheel is yours to spin", TAB_BACK)
        desk.mark()
        desk.key("s")
        stopped = re.compile(re.escape(cat.tr("Devices", "You spin the wheel: {segment}."))
                             .replace(re.escape("{segment}"),
                                      re.escape(cat.tr("Devices", "Draw red"))))
        what = "where the wheel stopped"
        problems, said = moment_said_once(player, tmp_path, stopped, what)
    check(problems, said)


@pytest.mark.slow
@LINUX
@pytest.mark.parametrize("language", device_languages("tippo"))
def test_a_blind_player_plays_on_tippos_scale_and_hears_it_hold(language, tmp_path):
    """UNO Tippo, keys only: the player's first card (red 5) fits both pans; → goes to
    it, Enter picks it, and Orca says which keys take a pan ("Now pick a pan: 1 left, 2
    right."; before, it said nothing: the card only stayed lifted); 1 plays it on the
    left pan, and Orca says what the scale reads after it ("The scale holds: 2 – 1."),
    once, where the focus went (the next card)."""
    with at_the_table(tmp_path, language, "stacked_tippo") as player:
        desk, cat = player.desk, player.cat
        desk.wait_said(player.your_turn, WAIT, "your turn")
        desk.mark()
        desk.key("Right")
        card, playable, place, count = player.hear_card(NEXT_CARD)
        if (player.names.get(card), playable, place) != ("red_5", True, 1):
            pytest.fail(f"→ went to {card!r} (playable: {playable}, {place} of {count}), "
                        "not the playable red 5 first", pytrace=False)
        desk.mark()
        desk.key("Return")
        pick = cat.tr("Devices", "Now pick a pan: 1 left, 2 right")
        desk.wait_said(pick, WAIT, "which keys take a pan")
        desk.mark()
        desk.key("1")
        holds = re.compile(re.escape(cat.tr("Devices", "The scale holds: {left} – {right}."))
                           .replace(re.escape("{left}"), "2").replace(re.escape("{right}"), "1"))
        line = _moment_heard(desk, cat, holds, "what the scale reads after your card",
                             player.spoken)
        hearing = Hearing(desk, player.spoken, tmp_path / "said.txt", cat)
    problems = hearing.once_each()
    if not 1 <= hearing.count(line) <= 1 + hearing.late[line.strip()]:
        problems.append(f"Orca said {line!r} {hearing.count(line)} times")
    check(problems, hearing.said)


@pytest.mark.slow
@LINUX
@pytest.mark.parametrize("language", device_languages("flash"))
def test_a_blind_player_hears_the_slap_race_start_and_races_with_space(language, tmp_path):
    """UNO Flash, keys only: Cleo opens with red SLAP; Orca says the race's start ("SLAP!
    Everyone hits the buzzer — the last one draws 2."), the game's voice having said it at
    once, ahead of Cleo's move (the cue comes as the buzzer sounds, not after the lines
    before it); Space hits the buzzer, and Orca says who was last, not the player. The
    race counts from the moment Orca said the cue (:func:`scenario.setup_stacked_slap`):
    the bots then hit theirs after the game's own reaction time and the window is the
    game's, what a blind player at the table gets from hearing the cue."""
    with at_the_table(tmp_path, language, "stacked_slap") as player:
        desk, cat, tr = player.desk, player.cat, player.cat.tr
        banner = ("SLAP!", "Everyone hits the buzzer — the last one draws 2")
        cue = f"{tr('DeviceStage', banner[0])} {tr('DeviceStage', banner[1])}."  # (said)
        race = "the SLAP race's start"
        desk.wait_said(cue, WAIT, race, RECALL)
        (tmp_path / scenario.HEARD).write_text("", encoding="utf-8")  # the bots start now
        desk.mark()
        desk.key("space")
        last = re.compile(re.escape(tr("Devices", "{seat} loses the race."))
                          .replace(re.escape("{seat}"), "(.+)"))
        mine = tr("Devices", "You lose the race.")
        line = _moment_heard(desk, cat, re.compile(f"{last.pattern}|{re.escape(mine)}"),
                             "who was last in the race", player.spoken)
        hearing = Hearing(desk, player.spoken, tmp_path / "said.txt", cat)
    problems = hearing.once_each()
    starts = [s for s in hearing.spoken if cue in s]
    if not 1 <= len(starts) <= 1 + desk.again[race] or not starts[0].startswith(cue):
        problems.append(f"the game's voice did not say the race's start once (and once for "
                        f"each L asked after a dropped focus), first in its line: {starts}")
    if mine in line:
        problems.append(f"Space did not race: Orca said {line!r}")
    elif not any(f"{name} " in line for name in ("Ada", "Ben")):
        problems.append(f"who was last is not a racer: {line!r}")
    check(problems, hearing.said)


@pytest.mark.slow
@LINUX
@pytest.mark.parametrize("language", device_languages("extreme"))
def test_a_blind_player_presses_the_launcher_and_hears_what_it_fires(language, tmp_path):
    """UNO Extreme, keys only: nothing in the player's hand fits the red 5; the focus goes
    to the launcher ("Press the launcher push button.") and Orca says, with the turn, what
    the table's line shows ("Nothing fits: press the launcher.": unasked, as a sighted
    player reads it); D presses the launcher, and Orca says what it fired ("The launcher
    fires 2 cards at you!"), once."""
    with at_the_table(tmp_path, language, "stacked_extreme") as player:
        desk, cat = player.desk, player.cat
        button = cat.tr("Action", "Press the launcher")
        desk.wait_said(lambda s: s.startswith(button), WAIT, "the launcher, yours to press",
                       TAB_BACK)
        prompt = cat.tr("Devices", "Nothing fits: press the launcher")
        desk.wait_until(lambda: any(prompt in s for s in desk.said()), WAIT,
                        "that nothing fits, with the turn")
        desk.mark()
        desk.key("d")
        fired = re.compile(re.escape(cat.tr("Log", "The launcher fires %n card(s) at you!",
                                            scenario.LAUNCHER_FIRES)))
        what = "what the launcher fired at you"
        problems, said = moment_said_once(player, tmp_path, fired, what)
    check(problems, said)


def end_to_the_last_card(player: BlindPlayer, code: str, what: str) -> None:
    """On the player's turn, End goes to the hand's last card, which must be ``code`` (a
    black special sorts last): heard as its button, or as the last card's line."""
    desk = player.desk
    desk.wait_said(player.your_turn, WAIT, "your turn")
    last = player.edge("last")
    desk.mark()
    desk.key("End")
    heard = desk.wait_said(lambda s: s.endswith(" push button.") or bool(last.match(s)),
                           WAIT, "the last card", LAST_CARD)
    m = last.match(heard)
    name = m.group(1) if m else heard[: -len(" push button.")]
    if player.names.get(name) != code:
        pytest.fail(f"End went to {name!r}, not {what}", pytrace=False)


@pytest.mark.slow
@LINUX
@pytest.mark.parametrize("language", device_languages("captain"))
def test_a_blind_player_makes_the_captains_call_and_hears_each_seat_picked(language, tmp_path):
    """UNO FC Bayern, keys only: the player's one card that fits is the Captain; End, Enter
    plays it, and the focus goes to the Captain's call ("All hands → next seat push
    button."), which is said ("Captain: move the hands, swap two, or keep them."; before,
    only the button was); Tab to "Swap two…", Enter, and Orca says what to do ("Pick two seats to
    swap (0/2)"); Tab to Ben, Enter: "Ben, picked" and "(1/2)" (before, Orca said nothing
    at a pick: the picked seat was only highlighted); Tab to Cleo, Enter: the colour
    dialog, and "Ben and Cleo swap hands.", once."""
    with at_the_table(tmp_path, language, "stacked_captain") as player:
        desk, tr = player.desk, player.cat.tr
        end_to_the_last_card(player, "black_captain", "the Captain")

        def press(key: str, line: str | re.Pattern[str], what: str,
                  again: Away | None = None) -> str:
            desk.mark()
            desk.key(key)
            if isinstance(line, str):
                return desk.wait_said(lambda s: s.startswith(line), WAIT, what, again)
            return desk.wait_said(lambda s: line.search(s) is not None, WAIT, what, again)

        button = " push button."
        start = desk.mark()
        press("Return", tr("CaptainPanel", "All hands → next seat") + button,
              "the Captain's call, its first button", TAB_BACK)
        call = tr("Devices", "Captain: move the hands, swap two, or keep them")
        desk.wait_until(lambda: any(call in s for s in desk.since(start)), WAIT,
                        "the Captain's call said (the status line's prompt)")
        press("Tab", tr("CaptainPanel", "All hands ← back") + button, "the second button")
        press("Tab", tr("CaptainPanel", "Swap two…") + button, "Swap two…")
        picks = tr("CaptainPanel", "Pick two seats to swap (%1/2)")
        press("Return", picks.replace("%1", "0"), "what to do after Swap two…")
        for seat in (tr("SeatPicker", "Me"), "Ada", "Ben"):
            press("Tab", seat + button, f"{seat}'s target", TAB_BACK)
        ben = tr("SeatPicker", "%1, picked").replace("%1", "Ben")
        press("Return", ben, "that Ben is picked")
        desk.wait_said(picks.replace("%1", "1"), WAIT, "one of two seats picked")
        press("Tab", "Cleo" + button, "Cleo's target", TAB_BACK)
        start = desk.mark()  # the swap's line comes as the hands have slid: before the
        desk.key("Return")  # colour dialog or after it
        dialog = tr("ColorPicker", "Choose a colour")
        desk.wait_until(lambda: any(dialog in s for s in desk.since(start)), WAIT,
                        "the colour dialog")
        desk.key("r")
        desk._read = start
        swapped = re.compile(re.escape(tr("Log", "{a} and {b} swap hands.")
                                       .replace("{a}", "Ben").replace("{b}", "Cleo")))
        what = "that Ben and Cleo swap hands"
        problems, said = moment_said_once(player, tmp_path, swapped, what)
    check(problems, said)


@pytest.mark.slow
@LINUX
@pytest.mark.parametrize("language", device_languages("victory_lap"))
def test_a_blind_player_passes_the_hands_on_a_victory_lap_and_hears_each_lap(language,
                                                                             tmp_path):
    """UNO Cars, keys only: the player's one card that fits is the Victory Lap; End, Enter
    plays it, every hand moves, and the focus goes to the lap's first button ("Keep this
    hand push button."); Orca says the lap ("Victory lap 1.", the host's count, which the
    panel shows); P passes the hands on, and Orca says "Victory lap 2.", once; K keeps
    the hand that came, R names red, and the bots play on to the player's turn."""
    with at_the_table(tmp_path, language, "stacked_cars") as player:
        desk, tr = player.desk, player.cat.tr
        end_to_the_last_card(player, "black_victory_lap", "the Victory Lap")
        start = desk.mark()
        desk.key("Return")
        desk.wait_said(lambda s: s.startswith(tr("VictoryLap", "Keep this hand")), WAIT,
                       "the lap's first button", TAB_BACK)

        def lap(n: int) -> str:
            return tr("Devices", "Victory lap {lap}.").replace("{lap}", str(n))

        desk.wait_until(lambda: any(lap(1) in s for s in desk.since(start)), WAIT,
                        "the first lap")
        start = desk.mark()
        desk.key("p")
        desk.wait_until(lambda: any(lap(2) in s for s in desk.since(start)), WAIT,
                        "the second lap")
        desk.key("k")  # this hand is kept: the colour dialog, then the bots' turns
        dialog = tr("ColorPicker", "Choose a colour")
        desk.wait_until(lambda: any(dialog in s for s in desk.since(start)), WAIT,
                        "the colour dialog")
        desk.key("r")
        desk._read = start
        problems, said = moment_said_once(player, tmp_path, re.compile(re.escape(lap(2))),
                                          "the second lap")
    check(problems, said)


def stall_at_focus(desk: OrcaDesk, start: int, seconds: float) -> bool:
    """As soon as a card's focus reached Orca (its event log's lines from ``start`` on), stop
    the game for ``seconds`` (SIGSTOP: a game starved of CPU answers nothing); whether the
    focus came within the wait."""
    end = time.monotonic() + WAIT
    assert desk.game is not None
    while time.monotonic() < end:
        if any(e.type == orca_events.FOCUSED and e.detail == "1" and e.n >= start
               for e in orca_events.read(desk.event_log)):
            os.kill(desk.game.pid, signal.SIGSTOP)
            try:
                time.sleep(seconds)
            finally:
                os.kill(desk.game.pid, signal.SIGCONT)
            return True
        time.sleep(0.005)
    return False


@pytest.mark.slow
@LINUX
def test_a_player_whose_reader_went_silent_as_the_game_stalled_goes_away_and_back(tmp_path):
    """The way back, through Orca itself. As the card → moves the focus to reaches Orca,
    the game stops for 3 s (SIGSTOP: a game starved of CPU answers nothing); Orca's call
    about it waits out libatspi's 800 ms, libatspi then fails the next calls to the game
    at once (held for hung), and Orca takes the focus's arrival up unread and says
    nothing. The event log shows why (the game too slow), the player goes ← and → back,
    as one does when the reader stays silent, and hears the card with its place. (Where
    Orca read the card before the stop took hold, the player goes back to the first card
    and tries again, three times at most.) Then Enter plays the card and the game stops
    again as the focus reaches the next card; the bots move and "… Your turn." goes onto
    that card unsaid: the player goes Tab and L (the last lines again) and hears the turn:
    the new one, not the deal's "Your turn." that L's recall also holds where the way
    back comes while the bots still move (:meth:`BlindPlayer.new_turn`)."""
    def lost_since(start: int) -> list[orca_events.Event]:
        """The focus events Orca lost unread from the log's line ``start`` on."""
        return [e for e in orca_events.read(desk.event_log) if e.n >= start
                and orca_events.unreadable(e) and e.type in orca_events.FOCUS]

    with at_the_table(tmp_path, "en") as player:
        desk = player.desk
        desk.wait_said(player.new_turn, WAIT, "your turn", player.back_from)
        desk.mark()
        desk.key("Home")
        first = player.hear_card(LAST_CARD)
        # libatspi waits out its 800 ms for a call only once it has known the game for
        # 15 s (atspi-misc.c: app_startup_time): before, a stopped game holds Orca up
        time.sleep(max(0.0, desk.game_started + 16 - time.monotonic()))
        lost: list[orca_events.Event] = []
        for _ in range(3):
            desk.mark()
            start = desk._event_count()
            desk.key("Right")
            assert stall_at_focus(desk, start, 3.0), "the card's focus never reached Orca"
            second = player.hear_card(CARD_BEFORE)
            lost = lost_since(start)
            if lost:
                break
            desk.mark()
            desk.key("Left")  # Orca read it before the stop: again, from the first card
            player.hear_card(NEXT_CARD)
        hand = json.loads(player.truth.read_text(encoding="utf-8"))["hand"]
        # Enter plays it; the game stops again as the focus's arrival on the next card
        # reaches Orca, the bots move, and the game puts "… Your turn." on that card
        desk.mark()
        start = desk._event_count()
        desk.key("Return")
        assert stall_at_focus(desk, start, 3.0), "no card's focus reached Orca after the play"
        turn = desk.wait_said(player.new_turn, WAIT, "your turn", player.back_from)
        lost_at_turn = lost_since(start)
        again = dict(desk.again)
        desk.again.clear()  # (the stops were the test's own: no warning of a slow game)
    assert lost, "Orca read the card each of three times before the game's stop took hold"
    assert all(orca_events.too_slow(e) for e in lost), \
        f"Orca lost the card's focus, but not for the game too slow: {lost}"
    assert (first[0], first[2]) == (hand[0], 1) and (second[0], second[2]) == (hand[1], 2), \
        f"heard {first} and {second}, the hand is {hand}"
    assert turn.rstrip().endswith(player.your_turn) and player.turns >= 2, turn
    if lost_at_turn:  # (Orca lost it in every run so far: dropped at once, or unread)
        assert all(orca_events.too_slow(e) for e in lost_at_turn), \
            f"Orca lost the next card's focus, but not for the game too slow: {lost_at_turn}"
        assert again == {"a card of the hand": 1, "your turn": 1}, again
    else:  # Orca read the card before the stop took hold: the turn came as it does
        assert again == {"a card of the hand": 1}, again


def test_a_failure_says_what_was_not_heard_first():
    """A failing Orca test names what it waited for, or the first problem, in its summary
    line, and what Orca said last after it."""
    err = Unheard("Orca never said 'Your turn.'; its last lines: ['Red 3 push button.']")
    assert str(err).startswith("Orca never said 'Your turn.'")
    with pytest.raises(pytest.fail.Exception) as failed:
        check(["Orca never said 'Ada plays red 1.': Orca dropped it (at once, on "
               "push button|Red 3)", "Orca never said your UNO call"], ["Red 3 push button."])
    summary = str(failed.value).splitlines()[0]
    assert summary.startswith("Orca never said 'Ada plays red 1.': Orca dropped it")
    assert summary.endswith("(and 1 more)")


def test_the_verdict_tells_orcas_drops_from_the_games_faults(tmp_path):
    """An unsaid line is the game's fault unless Orca's event log shows the game made the
    event and Orca lost it by its own rule: here Orca dropped the card's focus because the
    game did not answer its call for 820 ms (Orca's, a warning); the same drop answered at
    once (the card gone) and a line no item ever carried fail."""
    card = "/org/a11y/atspi/accessible/7"

    def log(took: int) -> list[orca_events.Event]:
        rows = [
            ["10", "Q", orca_events.FOCUSED, "push button|Red 3", "1", "push button|Red 3",
             "/org/a11y/atspi/accessible/6", "", "0"],
            ["11", "P", orca_events.FOCUSED, "push button|Red 3", "1", "push button|Red 3",
             "/org/a11y/atspi/accessible/6", "", "0"],
            ["20", "Q", orca_events.DESCRIPTION, "push button|Red 5", "0", "playable, 2 of 7",
             card, "", "0"],
            ["900", "I", orca_events.FOCUSED, "?|?", "1", "", card,
             "ERROR: Event is from potentially-defunct source", str(took)],
            ["905", "Q", orca_events.DESCRIPTION, "push button|Red 5", "0",
             "Ada plays red 1.", card, "", "0"],
            ["906", "P", orca_events.DESCRIPTION, "push button|Red 5", "0",
             "Ada plays red 1.", card, "", "0"],
        ]
        path = tmp_path / f"events-{took}.log"
        path.write_text("".join("\t".join(r) + "\n" for r in rows), encoding="utf-8")
        return orca_events.read(path)

    orcas, why = orca_events.verdict(log(820), "Ada plays red 1.")
    assert orcas and "did not answer its AT-SPI call in time (820 ms" in why
    assert "push button|Red 5" in why  # named by its path, though Orca could not read it
    orcas, why = orca_events.verdict(log(2), "Ada plays red 1.")
    assert not orcas and "answered that the item is gone" in why
    orcas, why = orca_events.verdict(log(820), "Ben plays red 2.")
    assert not orcas and why == "it never reached Orca (no item's description said it)"


def test_a_wait_goes_away_and_back_only_where_orca_dropped_the_focus(tmp_path):
    """Orca's log shows the card's focus dropped, the game too slow to answer (820 ms), and
    Orca idle: the wait presses ← and → once, counts it, and hears the card read as the
    focus comes back (not the card before, read on the way). The same drop answered at
    once (the item gone), or a focus Orca took up, presses nothing; past AGAIN_MOST
    drops the test fails, saying why."""
    import orca_session

    def focus(phase: str, name: str, took: str = "0", why: str = "") -> list[str]:
        return ["1", phase, orca_events.FOCUSED, f"push button|{name}", "1",
                "", f"/org/a11y/atspi/accessible/{name[-1]}", why, took]

    def said(text: str) -> list[str]:
        return ["2", "S", f"SPEECH OUTPUT: '{text}'"]

    defunct = "ERROR: Event is from potentially-defunct source"
    answers = {"Left": [focus("Q", "Red 3"), focus("P", "Red 3"), said("Red 3 push button.")],
               "Right": [focus("Q", "Red 5"), focus("P", "Red 5"), said("Red 5 push button.")]}
    is_red_5 = "Red 5 push button."
    desk = ScriptedDesk(tmp_path / "a", answers)
    desk.log(focus("I", "Red 5", "820", defunct))  # (dropped as it came: never queued)
    assert desk.wait_said(lambda s: s.endswith(" push button."), 30, "a card",
                          Away("Left", "Right", hear_away=False)) == is_red_5
    assert desk.pressed == ["Left", "Right"] and desk.again == {"a card": 1}

    for rows in ([focus("I", "Red 5", "3", defunct)], [focus("Q", "Red 5"), focus("P", "Red 5")]):
        desk = ScriptedDesk(tmp_path / rows[-1][1], answers)
        desk.log(*rows)
        with pytest.raises(Unheard):
            desk.wait_said(is_red_5, 1, "a card", Away("Left", "Right"))
        assert desk.pressed == [] and not desk.again

    lost = dict(answers, Right=[focus("I", "Red 5", "820", defunct)])
    desk = ScriptedDesk(tmp_path / "b", lost)
    desk.log(focus("I", "Red 5", "820", defunct))
    with pytest.raises(Unheard, match=r"unread 4 times, more than 3: .*in time \(820 ms"):
        desk.wait_said(is_red_5, 60, "a card", Away("Left", "Right"))
    assert desk.again == {"a card": orca_session.AGAIN_MOST + 1}


def test_a_focus_dropped_while_libatspi_held_the_game_for_hung_is_gone_back_for(tmp_path):
    """Heard under load (two CPU-heavy neighbours): Enter played Red 8; a reading of the
    next change waited out libatspi's timeout (960 ms), libatspi then held the game for
    hung and failed the next calls at once, so Orca dropped the focus's arrival on
    Yellow 9 as from a "defunct source" in 0 ms and said nothing more. The observer asks
    about such a drop's item at once: held for hung (or the item there after all) is the
    game too slow, as a drop that waited 820 ms is, and the wait goes away and back; the
    item answered gone presses nothing, and the test fails."""
    card = "/org/a11y/atspi/accessible/136"
    defunct = "ERROR: Event is from defunct source"

    def row(phase: str, kind: str, source: str, detail: str, data: str, path: str,
            why: str = "", read: str = "") -> list[str]:
        return ["1", phase, kind, source, detail, data, path, why, "0", read]

    def log(read: str) -> list[list[str]]:
        played = "/org/a11y/atspi/accessible/138"
        dropped = "push button|Yellow 9" if read == "asked" else "?|?"  # asked again
        return [row("Q", orca_events.FOCUSED, "push button|Red 8", "0", "", played),
                row("P", orca_events.FOCUSED, "push button|Red 8", "0", "", played),
                row("Q", orca_events.DESCRIPTION, "push button|Yellow 9", "0", "1 of 5", card),
                row("P", orca_events.DESCRIPTION, "push button|Yellow 9", "0", "1 of 5", card),
                row("I", "focus:", dropped, "0", "", card, defunct, read),
                row("I", orca_events.FOCUSED, dropped, "1", "", card, defunct, read)]

    def said(text: str) -> list[str]:
        return ["2", "S", f"SPEECH OUTPUT: '{text}'"]

    def focus(name: str, path: str) -> list[list[str]]:
        return [row(phase, orca_events.FOCUSED, f"push button|{name}", "1", "", path)
                for phase in "QP"]

    answers = {"Left": [*focus("Wild", "/org/a11y/atspi/accessible/140"),
                        said("Wild push button.")],
               "Right": [*focus("Yellow 9", card), said("Yellow 9 push button.")]}
    for read in ("hung", "asked"):
        desk = ScriptedDesk(tmp_path / read, answers)
        desk.log(*log(read))
        events = orca_events.read(desk.event_log)
        drop = orca_events.focus_dropped(events)
        assert drop is not None and drop.type == orca_events.FOCUSED
        because = orca_events.unreadable_because(events, drop)
        assert "did not answer an AT-SPI call in time" in because
        assert ("held the game for hung" if read == "hung" else "there after all") in because
        assert desk.wait_said("Yellow 9 push button.", 30, "the next card",
                              Away("Left", "Right", hear_away=False)) == "Yellow 9 push button."
        assert desk.pressed == ["Left", "Right"] and desk.again == {"the next card": 1}

    desk = ScriptedDesk(tmp_path / "gone", answers)
    desk.log(*log("gone"))
    events = orca_events.read(desk.event_log)
    assert orca_events.focus_dropped(events) is None
    assert "answered that the item is gone" in orca_events.unreadable_because(
        events, events[-1])
    with pytest.raises(Unheard):
        desk.wait_said("Yellow 9 push button.", 1, "the next card", Away("Left", "Right"))
    assert desk.pressed == []


def test_a_focus_taken_up_unread_while_libatspi_held_the_game_is_gone_back_for(tmp_path):
    """Heard through Orca with the game stopped as → reached Orca (the stalled-game test):
    Orca's reading of the card's description waited out libatspi's 800 ms, and Orca then
    took the focus's arrival on Red 8 up (no drop) but could not read it (libatspi held the
    game for hung) and said nothing: the observer's ``F`` rows (written only where, asked
    at once, the game did not answer). That is the game too slow, and the wait goes away
    and back; the same silence with no ``F`` row presses nothing."""
    card = "/org/a11y/atspi/accessible/138"
    unread = "Orca took the focus up and could not read its item"

    def row(phase: str, kind: str, detail: str, took: str = "0", read: str = "") -> list[str]:
        source = "?|?" if phase == "F" else "push button|Red 8"
        return ["1", phase, kind, source, detail, "", card, unread if phase == "F" else "",
                took, read]

    def log(read: str) -> list[list[str]]:
        return [row("Q", orca_events.DESCRIPTION, "0"), row("Q", orca_events.FOCUSED, "1"),
                row("Q", "focus:", "0"), row("P", orca_events.DESCRIPTION, "0"),
                row("P", orca_events.FOCUSED, "1"), row("F", orca_events.FOCUSED, "1", "1", read),
                row("P", "focus:", "0"), row("F", "focus:", "0", "4", read)]

    answers = {"Left": [row("Q", orca_events.FOCUSED, "1"), row("P", orca_events.FOCUSED, "1"),
                        ["2", "S", "SPEECH OUTPUT: 'playable, 1 of 7'"]],
               "Right": [row("Q", orca_events.FOCUSED, "1"), row("P", orca_events.FOCUSED, "1"),
                         ["2", "S", "SPEECH OUTPUT: 'Red 8 push button.'"]]}
    for read, why in (("hung", "libatspi held the game for hung"),
                      ("timeout", "the call timed out")):
        desk = ScriptedDesk(tmp_path / read, answers)
        desk.log(*log(read))
        events = orca_events.read(desk.event_log)
        drop = orca_events.focus_dropped(events)
        assert drop is not None and drop.phase == "F" and drop.type == "focus:"
        assert orca_events.unreadable_because(events, drop) == (
            "Orca took up its focus on push button|Red 8 and could not read it, saying "
            f"nothing (4 ms; asked again at once, {why})")
        assert desk.wait_said("Red 8 push button.", 30, "a card of the hand",
                              Away("Left", "Right", hear_away=False)) == "Red 8 push button."
        assert desk.pressed == ["Left", "Right"] and desk.again == {"a card of the hand": 1}

    desk = ScriptedDesk(tmp_path / "read", answers)  # the same silence, no F: Orca's own
    desk.log(*[r for r in log("hung") if r[1] != "F"])
    assert orca_events.focus_dropped(orca_events.read(desk.event_log)) is None
    with pytest.raises(Unheard):
        desk.wait_said("Red 8 push button.", 1, "a card of the hand", Away("Left", "Right"))
    assert desk.pressed == []


def test_your_turn_is_heard_again_where_orca_dropped_the_cards_focus(tmp_path):
    """At your turn "Your turn." goes with the focus to the picked card; where Orca drops
    that focus (the game too slow to answer its call), the way back is the hand's: Tab to
    a button and L, which says the last lines again. Tab and Shift+Tab (the way back of a
    button, Challenge's) ends on a button, not on the card (no Tab stop), and "Your
    turn." was not said again: the wait failed. A dropped button's focus still goes Tab
    and back."""

    def focus(phase: str, name: str, took: str = "0", why: str = "") -> list[str]:
        return ["1", phase, orca_events.FOCUSED, f"push button|{name}", "1",
                "", f"/org/a11y/atspi/accessible/{len(name)}", why, took]

    def said(text: str) -> list[str]:
        return ["2", "S", f"SPEECH OUTPUT: '{text}'"]

    truth = tmp_path / "truth.json"
    truth.write_text(json.dumps({"hand": ["Red 3", "Blue 5"], "codes": ["red-3", "blue-5"]}),
                     encoding="utf-8")
    turn = "Cleo plays red 9. Your turn."
    answers = {"Tab": [focus("Q", "Draw"), focus("P", "Draw"), said("Draw push button.")],
               "shift+Tab": [focus("Q", "Pass"), focus("P", "Pass"), said("Pass push button.")],
               "l": [said(turn)]}
    defunct = "ERROR: Event is from potentially-defunct source"
    for dropped, keys in (("Red 3", ["Tab", "l"]), ("Challenge", ["Tab", "shift+Tab"])):
        desk = ScriptedDesk(tmp_path / dropped, answers)
        player = BlindPlayer(desk, Catalogue("en"), truth, tmp_path / "spoken.jsonl")
        desk.log(focus("I", dropped, "820", defunct))
        if dropped == "Challenge":  # its reading, as the focus comes back to it
            desk.answers = dict(answers, **{"shift+Tab": [
                focus("Q", dropped), focus("P", dropped), said("Challenge push button.")]})
        heard = desk.wait_said(lambda s: "Your turn." in s or s == "Challenge push button.",
                               30, "your turn or a challenge", player.back_from)
        assert desk.pressed == keys
        assert heard == (turn if dropped == "Red 3" else "Challenge push button.")


def test_a_cards_place_is_heard_with_the_lines_that_came_with_the_focus(tmp_path):
    """The lines waiting as the focus comes to a card go with it, after the card's own
    words: Orca (de, under load) said "spielbar, 1 von 2. Cleo: Wow!", and the walk, which
    took only a line that ended with the place, never heard the card's place."""
    truth = tmp_path / "truth.json"
    truth.write_text(json.dumps({"hand": ["Gelbe 9", "Joker"],
                                 "codes": ["yellow-9", "black-wild"]}), encoding="utf-8")
    desk = ScriptedDesk(tmp_path / "desk", {})
    desk.log(["1", "S", "SPEECH OUTPUT: 'Gelbe 9 push button.'"],
             ["2", "S", "SPEECH OUTPUT: 'spielbar, 1 von 2. Cleo: Wow!'"])
    player = BlindPlayer(desk, Catalogue("de"), truth, tmp_path / "spoken.jsonl")
    assert player.hear_card() == ("Gelbe 9", True, 1, 2)
