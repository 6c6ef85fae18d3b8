"""Write everything a new edition needs: ``python -m uno_desktop.scaffold edition NAME``.

An edition lives in several places (docs/editions.md, "Adding an edition"), and every list
of editions in the app and the tests is derived from the core's registry, so a new one
must fill each of those places before the tests pass. This command writes them all for an
edition with one example card, a black card that makes the next player draw one after its
colour, so the new edition plays at once, in the app and by the bots, and every test
passes:

- the core's edition module (``rules/editions/<name>.py``) and its registry entry, and a
  preset (``rules/presets/editions/<name>.toml``);
- the kit folder (``uno_desktop/ui/editions/<name>/``: the kit, and a presenter whose
  banner says what the card did; no device, so no device stage);
- the bots' rollout twin (``uno_desktop/bots/fastsim/<name>.py``);
- the card's art (``assets/art/<name>.py``, which ``assets/make_art.py`` turns into the
  card faces, run here);
- its strings in German, English and Swedish (``scripts/i18n.py update``, then each new
  entry filled in);
- its scenario tests (``tests/rules/editions/test_<name>.py``), its section in
  docs/editions.md, and its recorded behaviour digests (``tests/behaviour_digests.json``).

What is then left to write by hand is the edition itself: its real cards in place of the
example (docs/editions.md lists the places each kind of change touches).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from string import Template
from xml.sax.saxutils import escape

NAME = re.compile(r"[a-z][a-z0-9]*(_[a-z0-9]+)*")
LANGUAGES = ("de", "en", "sv")


class ScaffoldError(Exception):
    """The edition cannot be written (a bad or taken name, a tree that is no checkout)."""


@dataclass(frozen=True, slots=True)
class Edition:
    """The names one new edition is written under."""

    name: str  # its code: "nudge"
    title: str  # how a player reads its name and its card's: "Nudge"

    @property
    def cls(self) -> str:
        return "".join(part.capitalize() for part in self.name.split("_"))

    @property
    def const(self) -> str:
        return self.name.upper()

    def fields(self) -> dict[str, str]:
        return {"name": self.name, "Title": self.title, "Class": self.cls,
                "CONST": self.const}


def strings(ed: Edition) -> list[tuple[str, str, dict[str, str]]]:
    """Every string the new edition shows, by (context, source): its translations (in the
    game's voice, and never with the default seat name's word, "Spieler", as a word)."""
    t = ed.title
    return [
        ("Edition", t, dict.fromkeys(LANGUAGES, t)),
        ("Card", t, dict.fromkeys(LANGUAGES, t)),
        ("EditionRules", f"{t}: the next player draws a card. Then you choose the colour.",
         {"de": f"{t}: Wer als Nächstes dran ist, zieht eine Karte. Dann wählst du die Farbe.",
          "en": f"{t}: the next player draws a card. Then you choose the colour.",
          "sv": f"{t}: Nästa spelare drar ett kort. Sedan väljer du färg."}),
        ("DeviceStage", f"{t}!", dict.fromkeys(LANGUAGES, f"{t}!")),
        ("DeviceStage", "The next player draws a card",
         {"de": "Wer als Nächstes dran ist, zieht eine Karte",
          "en": "The next player draws a card",
          "sv": "Nästa spelare drar ett kort"}),
    ]


CORE = '''\
"""UNO $Title (docs/editions.md, "UNO $Title"): its $Title cards make the next player draw."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rules.cards import Card
from rules.editions.base import CardHandler
from rules.editions.classic import Classic
from rules.editions.common import BlackSpecial, plus_specials
from rules.ruleset import RuleOptions

if TYPE_CHECKING:
    from rules.game import Game

$CONST = "$name"


class ${Class}Card(BlackSpecial):
    """Its player declares a colour, then the next seat in the direction of play draws one
    card and plays on. As the last card the draw still happens before the hand ends."""

    last_card_ends = False

    def effect(self, game: Game, seat: int, card: Card) -> None:
        if game.hands[seat]:
            game.choose_color_then(seat, card, 1)
        else:
            self.after_color(game, seat, card, 1)

    def after_color(self, game: Game, seat: int, card: Card, count: int) -> None:
        game.draw_cards(game.next_seat(seat), 1, $CONST)
        game.advance(seat)


class $Class(Classic):
    name = "$name"
    handlers: ClassVar[dict[str, CardHandler]] = {**Classic.handlers, $CONST: ${Class}Card()}
    points: ClassVar[dict[str, int]] = {**Classic.points, $CONST: 50}

    def deck(self, options: RuleOptions) -> list[Card]:
        return plus_specials($CONST)
'''

PRESET = '''\
# UNO $Title: its $Title cards make the next player draw (docs/editions.md).
edition = "$name"
'''

KIT = '''\
"""$Title's kit: what the app adds to :mod:`rules.editions.$name`."""

from __future__ import annotations

from uno_desktop.ui.kits import Kit, register
from uno_desktop.ui.marks import mark as _T

KIT = register(Kit(
    "$name",
    name=_T("Edition", "$Title"),
    rules=_T("EditionRules", "$Title: the next player draws a card. Then you choose the colour."),
    texts={"card": {"$name": _T("Card", "$Title")}},
))
'''

PRESENTERS = '''\
"""UNO $Title on the table: a $Title card makes the next player draw one, and the table's
banner says so (the card drawn flies as every draw's does)."""

from __future__ import annotations

from rules.events import CardPlayed
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.present import classic, presents
from uno_desktop.ui.present.stage import Lines, Stage

EDITION = "$name"

STAGE = Lines("DeviceStage", {
    "$name": _T("DeviceStage", "$Title!"),
    "${name}_text": _T("DeviceStage", "The next player draws a card"),
})


@presents("card_played", edition=EDITION)
def card_played(event: CardPlayed, stage: Stage) -> int:
    duration = classic.card_played(event, stage)
    if event.card.kind == EDITION:
        stage.banner(STAGE("$name"), STAGE("${name}_text"), 1600)
    return duration
'''

TWIN = '''\
"""$Title's rollout twin (rules.editions.$name): its card makes the next seat draw one."""

from __future__ import annotations

from rules.cards import Card
from rules.editions.$name import $CONST
from uno_desktop.bots.fastsim.base import FastHand, Twin, register


def _${name}(sim: FastHand, seat: int, card: Card) -> bool:
    """After the colour the next seat draws one card and plays on."""
    sim._draw(sim._next(seat), 1)
    sim.seat = sim._next(seat)
    return False


_EFFECTS = {$CONST: _${name}}
register(Twin("$name", FastHand, specials=_EFFECTS, after_color=_EFFECTS))
'''

ART = '''\
"""$Title's card art: the symbols assets/make_art.py draws on its own cards (ART.md)."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any


def glyphs(art: ModuleType) -> dict[str, Callable[[], Any]]:
    """Each of its card kinds' centre symbol, built from make_art's pieces (``art``: the
    pen font's ``text``, ``stack``, ``place``, ``hand``, ``arrow_head``, …)."""
    return {"$name": lambda: art.text("+1")}
'''

TESTS = '''\
"""UNO $Title (docs/editions.md): its $Title card makes the next player draw one."""

from collections import Counter

from edition_helpers import color, deal, drawn, play, sizes, turn

from rules import RuleOptions
from rules.editions import get_edition
from rules.events import HandEnded

CARD = "black_$name"
DRAWS = [f"yellow_{n}" for n in range(1, 10)]


def test_deck_is_108_plus_four_$name():
    deck = get_edition("$name").deck(RuleOptions(edition="$name"))
    assert len(deck) == 112 and Counter(c.code for c in deck)[CARD] == 4


def test_the_next_player_draws_one_after_the_colour():
    game = deal("$name", [[CARD, "red_1"], ["green_1", "green_2"], ["blue_1", "blue_2"]],
                "red_5", DRAWS)
    events = play(game, 0, CARD, color="green")
    assert drawn(events) == {1: 1}
    assert turn(game) == ("turn", 1)
    assert color(game) == "green"
    assert sizes(game) == [1, 3, 2]


def test_as_the_last_card_the_draw_comes_first():
    game = deal("$name", [[CARD], ["green_1"]], "red_5", DRAWS)
    events = play(game, 0, CARD)
    assert drawn(events) == {1: 1}
    assert next(e for e in events if isinstance(e, HandEnded)).winner == 0
'''

DOCS = '''\
## UNO $Title — `test_$name.py`

- Deck: 108 + 4 black $Title cards; they score 50.
- A $Title card: its player declares a colour, then the next seat in the direction of
  play draws one card and plays on. As the last card the draw happens first, then the
  hand ends.

'''


def write(root: Path, relative: str, template: str, ed: Edition) -> Path:
    path = root / relative
    if path.exists():
        raise ScaffoldError(f"{relative} exists already")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(Template(template).substitute(ed.fields()), encoding="utf-8")
    return path


def check(root: Path, ed: Edition) -> None:
    """Refuse a name that is no code, is taken, or names a card kind there is already."""
    if not NAME.fullmatch(ed.name):
        raise ScaffoldError(f"{ed.name!r}: an edition's code is lower case letters, digits "
                            "and single underscores, starting with a letter")
    registry = root / "rules" / "editions" / "__init__.py"
    if not registry.is_file() or not (root / "uno_desktop").is_dir():
        raise ScaffoldError(f"{root} is not a checkout of UNO Desktop")
    if f'"{ed.name}":' in registry.read_text(encoding="utf-8"):
        raise ScaffoldError(f"there is an edition {ed.name!r} already")
    if (root / "assets" / "cards" / f"black_{ed.name}.svg").exists():
        raise ScaffoldError(f"a card kind {ed.name!r} exists already: choose another name")
    if not ed.title.strip() or "\n" in ed.title or '"' in ed.title:
        raise ScaffoldError(f"{ed.title!r}: a title is one line without double quotes")


def register(root: Path, ed: Edition) -> Path:
    """The edition's entry at the end of the registry (``_WHERE``, in menu order)."""
    path = root / "rules" / "editions" / "__init__.py"
    source = path.read_text(encoding="utf-8")
    start = source.index("_WHERE: dict[str, tuple[str, str]] = {")
    end = source.index("\n}\n", start)
    entry = f'\n    "{ed.name}": ("{ed.name}", "{ed.cls}"),'
    path.write_text(source[:end] + entry + source[end:], encoding="utf-8")
    return path


def document(root: Path, ed: Edition) -> Path:
    """Its section in docs/editions.md, after the other editions'."""
    path = root / "docs" / "editions.md"
    source = path.read_text(encoding="utf-8")
    at = source.index("## Adding an edition")
    path.write_text(source[:at] + Template(DOCS).substitute(ed.fields()) + source[at:],
                    encoding="utf-8")
    return path


def run(root: Path, *args: str) -> None:
    """A script of the checkout, on the checkout's own code."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(root), *filter(None, [os.environ.get("PYTHONPATH")])])}
    done = subprocess.run([sys.executable, *args], cwd=root, env=env, capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        raise ScaffoldError(f"{' '.join(args)} failed:\n{done.stdout}{done.stderr}")


def translate(root: Path, ed: Edition) -> list[Path]:
    """Merge the new strings into the catalogues, then fill in each of them."""
    run(root, "scripts/i18n.py", "update")
    written = []
    for lang in LANGUAGES:
        path = root / "i18n" / f"uno_desktop_{lang}.ts"
        text = path.read_text(encoding="utf-8")
        for context, source, translations in strings(ed):
            text = fill(text, context, source, translations[lang])
        path.write_text(text, encoding="utf-8")
        written.append(path)
    run(root, "scripts/i18n.py", "release")
    return written


def _xml(text: str) -> str:
    return escape(text, {"'": "&apos;", '"': "&quot;"})


def fill(ts: str, context: str, source: str, translation: str) -> str:
    """``ts`` with the unfinished entry (``context``, ``source``) translated (an entry
    translated already, shared with another edition, is kept)."""
    head = f"<context>\n    <name>{_xml(context)}</name>\n"
    start = ts.index(head)
    end = ts.index("</context>", start)
    block = ts[start:end]
    entry = f"<source>{_xml(source)}</source>\n        <translation"
    unfinished = entry + ' type="unfinished"></translation>'
    done = entry + f">{_xml(translation)}</translation>"
    if entry not in block:
        raise ScaffoldError(f"{context}: {source!r} is not in the catalogue")
    return ts[:start] + block.replace(unfinished, done) + ts[end:]


def scaffold(root: Path, name: str, title: str = "", record: bool = True) -> list[Path]:
    """Write edition ``name`` into the checkout at ``root``; returns the files written."""
    ed = Edition(name, title or name.replace("_", " ").title())
    check(root, ed)
    written = [
        write(root, f"rules/editions/{name}.py", CORE, ed),
        register(root, ed),
        write(root, f"rules/presets/editions/{name}.toml", PRESET, ed),
        write(root, f"uno_desktop/ui/editions/{name}/__init__.py", KIT, ed),
        write(root, f"uno_desktop/ui/editions/{name}/presenters.py", PRESENTERS, ed),
        write(root, f"uno_desktop/bots/fastsim/{name}.py", TWIN, ed),
        write(root, f"assets/art/{name}.py", ART, ed),
        write(root, f"tests/rules/editions/test_{name}.py", TESTS, ed),
        document(root, ed),
    ]
    run(root, "assets/make_art.py")
    written += [root / "assets" / folder / f"black_{name}.svg" for folder in ("cards", "cards_cb")]
    written += translate(root, ed)
    if record:
        run(root, "tests/test_behaviour_digest.py", "--write", name)
        written.append(root / "tests" / "behaviour_digests.json")
    return written


NEXT = """
UNO {title} is in the game now, with one example card ({title}: the next player draws one).
What is yours to write (docs/editions.md, "Adding an edition"):
  rules/editions/{name}.py              its real cards, decisions and options
  tests/rules/editions/test_{name}.py   a scenario test for each rule
  docs/editions.md                      its section: every choice the rules leave open
and, as its cards need them, the presenters, devices and texts of its kit, its rollout
twin's effects and its art. Then: python scripts/i18n.py (translate what is new), and
python tests/test_behaviour_digest.py --write {name} once its rules settle.
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m uno_desktop.scaffold",
                                     description=__doc__.splitlines()[0] if __doc__ else "")
    sub = parser.add_subparsers(dest="what", required=True)
    edition = sub.add_parser("edition", help="a new edition with one example card")
    edition.add_argument("name", help="its code, e.g. nudge (lower case, digits, _)")
    edition.add_argument("--title", default="", help="its name as players read it (Nudge)")
    edition.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1],
                         help="the checkout to write into (default: this one)")
    edition.add_argument("--no-record", action="store_true",
                         help="leave the behaviour digests unrecorded")
    args = parser.parse_args(argv)
    try:
        written = scaffold(args.root.resolve(), args.name, args.title, not args.no_record)
    except ScaffoldError as exc:
        print(f"scaffold: {exc}", file=sys.stderr)
        return 2
    for path in written:
        print(f"wrote {path.relative_to(args.root.resolve())}")
    print(NEXT.format(name=args.name, title=args.title or args.name.replace("_", " ").title()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
