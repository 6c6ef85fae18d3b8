"""A whole hand against three bots, heard through Orca itself and played with the keys alone.

The desktop (:mod:`orca_session`) runs Orca 43 (Debian 12's) and the real game; the test
presses keys on the X server as a keyboard does and listens to what Orca *said* (its
speech log), never to the game's objects. It plays the stacked hand of :mod:`scenario`
as a blind player would: it walks the hand with → and hears each card ("Red 3, playable,
1 of 7"), draws and plays the drawn card, plays a Wild and names a colour, challenges
Cleo's Wild Draw Four, calls UNO and goes out. Then it checks what Orca said against
what the game's voice spoke (``atspi_game.py`` writes those lines): every line the voice
spoke Orca said exactly once; every bot move of the hand was said (or counted in a
summary, "3 more moves"), at most :data:`PER_MOVE` utterances a move; the draw, the colour
dialog and Cleo's colour, the UNO call, the challenge's verdict and the result, all in
the game's language.

One language per CI run, chosen by the commit (``tests/matrix.py``);
``UNO_MATRIX=all python -m pytest tests/a11y/test_orca_hand.py`` plays all three.
Every wait is on something Orca says (with a generous limit), so a busy machine is slower,
not red. A failure's first line says what was not heard and what Orca said last.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import matrix  # noqa: E402
import scenario  # noqa: E402
from catalogue import Catalogue  # noqa: E402
from orca_session import OrcaDesk, Unheard, missing  # noqa: E402

PER_MOVE = 3
"""At most this many things Orca says for one update of the bots' (the move itself; a
card's reading after the hand changed)."""
WAIT = 120  # seconds: the limit of one wait for a line (a busy machine is slow)
FOCUS_FALLS_BACK = pytest.mark.xfail(strict=False, reason=(
    "issue 40: lines lost after the control with the focus went away. The colour dialog's "
    "case is fixed (the focus is given again, with an event: Table.takeKeys(again)) and "
    "passed with Orca since, but on too few runs to hold CI to it yet"))
HUB_KEEPS_THE_EAR = pytest.mark.xfail(strict=False, reason=(
    "issue 40, open: once S spins the wheel, its hub turns into 'UNO Spin!' and is "
    "disabled, and Orca hears nothing the table says after it (where the wheel stopped) "
    "until the focus moves (docs/accessibility.md)"))


class BlindPlayer:
    """Plays the scenario's hand with the keys, deciding from what Orca says."""

    def __init__(self, desk: OrcaDesk, cat: Catalogue, truth: Path) -> None:
        self.desk = desk
        self.cat = cat
        self.truth = truth
        self._names: dict[str, str] = {}
        tr = cat.tr
        self.your_turn = tr("Announce", "Your turn.")
        self.position = re.compile(
            "^" + re.escape(tr("TableHand", "%1 of %2")).replace("%1", r"(\d+)")
            .replace("%2", r"(\d+)") + r"\.?\s*$")
        self.playable = tr("TableHand", "playable")
        self.walks: list[list[tuple[str, bool, int, int]]] = []  # each walk through the hand
        self.actions: list[str] = []
        self.uno_called = False
        self.drew = False

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

    def hear_card(self) -> tuple[str, bool, int, int]:
        """The card the focus just moved to, as Orca says it: its name ("Red 3 push
        button."), then its description ("playable, 1 of 7.")."""
        line = self.desk.wait_said(lambda s: s.endswith(" push button.")
                                   and s[: -len(" push button.")] in self.names, WAIT,
                                   "a card of the hand")
        name = line[: -len(" push button.")]
        desc = self.desk.wait_said(lambda s: bool(self.position.search(s.split(", ")[-1])),
                                   WAIT, f"the place of {name!r} in the hand")
        m = self.position.search(desc.split(", ")[-1])
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
            cards = [self.hear_card()]
        while cards[-1][2] < cards[-1][3]:
            self.desk.key("Right")
            cards.append(self.hear_card())
        self.desk.key("Right")  # past the last: no wrap, it says so
        self.desk.wait_said(lambda s: bool(last.match(s)), WAIT, "the last card said")
        self.walks.append(cards)
        return cards

    # ------------------------------------------------------------ playing

    def start(self) -> None:
        """Menu → new game → Start game, by keys (the focus starts on New game)."""
        tr = self.cat.tr
        self.desk.wait_said(tr("MenuScreen", "New game") + " push button.", WAIT,
                            "the menu's New game")
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
                lambda s: self.your_turn in s or s == challenge or (  # the result)
                    (s.startswith(won) or re.match(someone, s) is not None)
                    and " dialog" not in s),
                WAIT, "your turn, a challenge or the hand's result")
            if self.your_turn not in heard and heard != challenge:
                return heard
            if heard == challenge:  # the focus went to Challenge: the decision is yours
                self.actions.append("challenge")
                self.desk.mark()
                self.desk.key("Return")
                verdict = self.desk.wait_said(tr("Moment", "Bluff! {challenger} caught {player}")
                                              .split("{")[0], WAIT, "the challenge's verdict")
                heard = verdict if self.your_turn in verdict else ""  # "… Your turn."
                continue
            heard = ""
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
            self.hear_card()
        for _ in range(place - 1):
            self.desk.key("Right")
            self.hear_card()
        self.actions.append(f"play {name}")
        self.desk.mark()
        self.desk.key("Return")
        if name in wilds and len(cards) > 1:  # going out with it names no colour
            self.desk.wait_said(tr("ColorPicker", "Choose a colour"), WAIT, "the colour dialog")
            codes = [self.names[c[0]] for c in cards if c[0] != name]
            colour = scenario.colour_for(codes)
            self.actions.append(f"colour {colour}")
            self.desk.key(colour[0])


def spoken_lines(path: Path) -> tuple[list[str], list[str]]:
    spoken, updates = [], []
    for raw in path.read_text(encoding="utf-8").splitlines():
        entry = json.loads(raw)
        (spoken if entry["kind"] == "spoken" else updates).append(entry["text"])
    return spoken, updates


WORDS = {  # a bot's move in each language (the card names are the catalogue's own)
    "en": ("plays", "Cleo"), "de": ("legt", "Cleo"), "sv": ("lägger", "Cleo"),
}


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="Orca is the Linux screen reader")
@FOCUS_FALLS_BACK
@pytest.mark.parametrize("language", matrix.params("orca-lang", ["en", "de", "sv"]))
def test_a_blind_player_hears_a_whole_hand_through_orca(language, tmp_path):
    reason = missing()
    if reason:
        pytest.skip(reason)
    cat = Catalogue(language)
    spoken_path = tmp_path / "spoken.jsonl"
    truth_path = tmp_path / "truth.json"
    with OrcaDesk(tmp_path / "desk") as desk:
        desk.start_game(language, [str(truth_path), str(spoken_path), "normal"])
        player = BlindPlayer(desk, cat, truth_path)
        player.start()
        result = player.play_hand()
        heard = desk.said()
    (tmp_path / "said.txt").write_text("\n".join(heard), encoding="utf-8")  # for a look
    spoken, updates = spoken_lines(spoken_path)
    tr = cat.tr

    # the hand by ear: every walk read each card with its place, the same as the table
    first = player.walks[0]
    assert [c[2] for c in first] == list(range(1, len(first) + 1)), first
    assert all(c[3] == len(first) for c in first), first
    truth = json.loads(truth_path.read_text(encoding="utf-8"))
    assert truth["hand"] == [], truth  # the player went out

    # every line the voice spoke, Orca said, once each (a repeat carries a space more).
    # Once more only where Orca, lagging on a busy machine, read the newly focused item
    # after the line was already on it: then it is said as part of that item, right after
    # its name, and once as the change (issue 40; docs/accessibility.md).
    said = [line.strip() for line in heard]
    for line in {s.strip() for s in spoken}:
        count = said.count(line)
        with_focus = sum(1 for i, s in enumerate(said) if s == line and any(
            p.endswith((" push button.", " panel.")) for p in said[max(0, i - 2):i]))
        wanted = sum(1 for s in spoken if s.strip() == line)
        assert wanted <= count <= wanted + with_focus, (line, count, wanted, said)

    # every bot move was said, or counted in a summary; not too much said per move
    summary = re.compile(re.escape(tr("Voice", "%n more move(s).", 2)).replace("2", r"(\d+)"))
    summed = sum(int(m.group(1)) for line in spoken for m in [summary.search(line)] if m)
    move, name = WORDS[language]
    bot_moves = [u for u in updates if u.startswith(("Ada", "Ben", "Cleo"))]
    unsaid = [u for u in bot_moves if not any(u in s for s in spoken)]
    assert len(unsaid) <= summed, (unsaid, spoken)
    # the flood is gone: what Orca said besides reading the focused card or control (its
    # name, its place, the table's or a dialog's first reading) is a few lines a move
    position = re.compile(re.escape(tr("TableHand", "%1 of %2")).replace("%1", r"\d+")
                          .replace("%2", r"\d+") + r"\.?$")
    readings = {i for i, line in enumerate(said) if line.endswith((" push button.", " panel."))
                or " dialog" in line or position.search(line)}
    readings |= {i + 1 for i in readings if said[i].endswith(" panel.")}  # the panel's text
    events = [line for i, line in enumerate(said) if i not in readings]
    assert len(events) <= PER_MOVE * len(updates), (len(events), len(updates), events)
    assert any(line.startswith(name + " ") and f" {move} " in line for line in said), said

    # the moments of the hand, in the game's language
    tr_head = cat.head
    assert any(line.startswith(tr_head("Announce", "You draw %n card(s): {cards}.", 1))
               for line in said), said
    assert tr("ColorPicker", "Choose a colour") in " ".join(said)
    chooses = re.escape(tr("Log", "{seat} chooses {color}.")).replace(
        re.escape("{seat}"), "Cleo").replace(re.escape("{color}"), r"\w+")
    assert any(re.search(chooses, line) for line in said), said
    assert any(tr("Moment", "You call UNO") in line for line in said), said
    bluff = tr("Moment", "Bluff! {challenger} caught {player}").split("{")[0]
    assert any(bluff in line for line in said), said
    assert tr("Moment", "You win the hand!") in result, result
    for done in ("draw", "play the drawn card", "challenge", "call UNO"):
        assert done in player.actions, (done, player.actions)
    assert any(a.startswith("colour ") for a in player.actions), player.actions
    if language != "en":
        assert not any(" plays " in line for line in said), said


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="Orca is the Linux screen reader")
@HUB_KEEPS_THE_EAR
@pytest.mark.parametrize("language", matrix.params("orca-lang", ["en", "de", "sv"]))
def test_a_blind_player_spins_the_wheel_and_hears_where_it_stops(language, tmp_path):
    """UNO Spin, keys only: Cleo opens with a Spin card, Orca says the wheel is the player's
    to spin; S spins; Orca says where the wheel stopped, once."""
    reason = missing()
    if reason:
        pytest.skip(reason)
    cat = Catalogue(language)
    spoken_path = tmp_path / "spoken.jsonl"
    with OrcaDesk(tmp_path / "desk") as desk:
        desk.start_game(language, [str(tmp_path / "truth.json"), str(spoken_path), "normal",
                                   "stacked_spin"])
        player = BlindPlayer(desk, cat, tmp_path / "truth.json")
        player.start()
        prompts = (cat.tr("Devices", "Spin the wheel"),
                   cat.tr("Decision", "Spin the wheel, or play the twin card"))
        desk.wait_said(lambda s: any(p in s for p in prompts), WAIT,
                       "that the wheel is yours to spin")
        desk.mark()
        desk.key("s")
        stopped = re.escape(cat.tr("Devices", "You spin the wheel: {segment}.")).replace(
            re.escape("{segment}"), re.escape(cat.tr("Devices", "Draw red")))
        line = desk.wait_said(lambda s: re.search(stopped, s) is not None, WAIT,
                              "where the wheel stopped")
        desk.wait_said(lambda s: True, WAIT, "one more line (the game goes on)")
        heard = desk.said()
    (tmp_path / "said.txt").write_text("\n".join(heard), encoding="utf-8")
    spoken, _updates = spoken_lines(spoken_path)
    assert sum(1 for s in spoken if re.search(stopped, s)) == 1, spoken
    said = [s.strip() for s in heard]
    focus_reads = sum(1 for i, s in enumerate(said) if s == line.strip() and any(
        p.endswith((" push button.", " panel.")) for p in said[max(0, i - 2):i]))
    assert 1 <= said.count(line.strip()) <= 1 + focus_reads, said


def test_unheard_says_what_was_heard_last():
    """A failing Orca test names what it waited for and Orca's last lines in its summary."""
    err = Unheard("Orca never said 'Your turn.'; its last lines: ['Red 3 push button.']")
    assert str(err).startswith("Orca never said 'Your turn.'")
