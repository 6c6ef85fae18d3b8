"""The player is spoken to, never of (issue 39; issue 40's "you"; issue 38, defect 19).

Every line the table shows or says about the seat whose screen it is — the log, the
headlines over the piles, what flashes up over a seat, what a screen reader hears, the
status line — is in the second person, chosen by the seat, never by the name: over seeded
games of every edition, in every language, a person who typed no name (the default name,
"Player" / "Spieler" / "Spelare") never reads it in a line. In hot-seat "you" is the seat
whose screen is shown; a spectator has no "you".
"""

from __future__ import annotations

import re

import pytest
from matrix import lane
from seeded import Feed, again, bot_game, show

from rules.editions import EDITIONS
from uno_desktop.ui.present.stage import Lines, SeatRef
from uno_desktop.ui.sequencer import TakeSeat

DEFAULT_NAME = {"en": "Player", "de": "Spieler", "sv": "Spelare"}
SEEDS = (0, 1)


class Heard:
    """Everything a table put into words: log lines, headlines, shouts, what was spoken,
    status lines; and every line rendered with the reader it was rendered for."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.words: list[str] = []
        self.rendered: list[tuple[Lines, str, dict, int | None]] = []
        to = Lines.to

        def rendered(lines, viewer, code, /, **fields):
            self.rendered.append((lines, code, fields, viewer.seat if viewer else None))
            return to(lines, viewer, code, **fields)

        monkeypatch.setattr(Lines, "to", rendered)

    def listen(self, controller) -> None:
        self.words.clear()
        self.rendered.clear()
        controller.cue.connect(self._cue)
        controller.announced.connect(self.words.append)
        controller.stateChanged.connect(lambda: self.words.append(controller.statusText))

    def _cue(self, cue: dict) -> None:
        for key in ("title", "text"):
            if isinstance(cue.get(key), str):
                self.words.append(cue[key])


@pytest.fixture
def translations(qapp):
    from uno_desktop.i18n import Translations

    t = Translations()
    yield t
    t.load("en")


@pytest.mark.parametrize("edition", lane("second person", sorted(EDITIONS), 4))
def test_the_persons_own_seat_is_you_in_every_line(translations, monkeypatch, edition):
    from uno_desktop.ui.controller import GameController

    forms: set[str] = set()
    heard = Heard(monkeypatch)
    for language in ("en", "de", "sv"):
        translations.load(language)
        default = re.compile(rf"\b{DEFAULT_NAME[language]}\b")
        for seed in SEEDS:
            game = bot_game(edition, seed)
            controller = GameController()
            controller.set_speed("instant")
            heard.listen(controller)
            transport = Feed(again(game), ["", "Ada", "Ben"])
            try:
                show(game, controller, transport)
                lines = controller.log.lines + heard.words + [controller.table_summary()]
            finally:
                controller.detach()
            named = [line for line in lines if default.search(line)]
            assert not named, (language, seed, named)
            for table, code, fields, reader in heard.rendered:
                seats = [k for k, v in fields.items() if isinstance(v, SeatRef)]
                assert reader == 0 or not seats, (code, fields)
                mine = [k for k in seats if fields[k].index == 0  # and named by the line
                        and "{" + k + "}" in table.sources[code]]
                if mine and "@" not in code:
                    assert f"{code}@{mine[0]}" in table.sources, (code, mine[0], fields)
                    forms.add(f"{code}@{mine[0]}")
    assert "card_played@seat" in forms, forms


def test_every_second_person_form_keeps_its_lines_other_fields():
    """``code@field`` is ``code`` spoken to the seat in ``field``: it names every other
    field the line names (so no fact is lost) and never that one."""
    import uno_desktop.ui.coach  # every module with Lines
    import uno_desktop.ui.table_texts
    import uno_desktop.ui.tutorial  # noqa: F401
    from uno_desktop.ui import present
    for edition in EDITIONS:
        present.load(edition)
    field = re.compile(r"\{(\w+)\}")
    found = 0
    for table in Lines.every:
        for key, text in table.sources.items():
            if "@" not in key:
                continue
            code, seat = key.split("@")
            base = table.sources.get(code)
            own = set(field.findall(text))
            assert seat not in own, (key, text)
            if base is not None:
                assert seat in field.findall(base) or code == "game_ended_team", (key, base)
                assert own <= set(field.findall(base)) - {seat}, (key, text, base)
                assert ("%n" in text) == ("%n" in base), (key, text, base)
            found += 1
    assert found >= 60


def test_hot_seat_you_is_the_seat_whose_screen_is_shown(translations):
    """The log is re-read for the seat at the screen: what was "you" is a name now."""
    from uno_desktop.ui.controller import GameController

    translations.load("en")
    game = bot_game("classic", 0)
    controller = GameController()
    controller.set_speed("instant")
    transport = Feed(again(game), ["Sam", "Ada", "Ben"], local=(0, 1))
    try:
        show(game, controller, transport)
        before = list(controller.log.lines)
        assert any(line.startswith("You play") for line in before)
        assert any(line.startswith("Ada plays") for line in before)
        assert not any(line.startswith("Sam ") for line in before)
        controller.sequencer.push(TakeSeat(1))
        after = controller.log.lines
        assert not any(line.startswith("Ada ") for line in after), after
        assert any(line.startswith("Sam plays") for line in after)
        assert any(line.startswith("You play") for line in after)
        assert len(after) == len(before)
    finally:
        controller.detach()


def test_a_spectator_has_no_you(translations):
    from uno_desktop.ui.controller import GameController

    translations.load("de")
    game = bot_game("classic", 1)
    controller = GameController()
    controller.set_speed("instant")
    transport = Feed(again(game), ["Sam", "Ada", "Ben"], seat=None, local=())
    try:
        show(game, controller, transport)
        lines = controller.log.lines
        assert any(line.startswith("Sam legt") for line in lines)
        assert not any(re.search(r"\b(Du|du|dich|dir|Dein)\b", line) for line in lines), lines
    finally:
        controller.detach()


def test_the_default_name_words_are_the_catalogues_own():
    """``texts.DEFAULT_NAME_WORDS`` knows the default name as every language words it."""
    from ts_helpers import LANGUAGES, catalogue

    from uno_desktop.ui import texts

    for lang in LANGUAGES:
        words = catalogue(lang)
        player = words[("Seat", "Player")].text
        numbered = words[("Seat", "Player {n}")].text.format(n=3)
        assert player == DEFAULT_NAME[lang]
        assert texts.DEFAULT_NAME_WORDS.fullmatch(player)
        assert texts.DEFAULT_NAME_WORDS.fullmatch(numbered).group(1) == "3"


def test_an_untouched_name_is_stored_as_the_default_and_a_typed_one_as_typed(translations):
    """Defect 19: "Player gewinnt die Runde!" after a game started in English."""
    from uno_desktop.ui import texts
    from uno_desktop.ui.setup import NewGameSetup

    translations.load("de")
    setup = NewGameSetup()
    assert setup.seats[0]["name"] == "Spieler"
    assert setup.seat_infos()[0].name == ""
    translations.load("sv")
    setup.retranslate()
    assert setup.seats[0]["name"] == "Spelare"
    assert texts.seat_name("", 0) == "Spelare" and texts.seat_name("", 2) == "Spelare 3"
    assert texts.seat_name("Player", 0) == "Spelare"  # as an older save stored it
    setup.setSeatName(0, "Zoë")
    assert setup.seat_infos()[0].name == "Zoë"
    assert texts.seat_name("Zoë", 0) == "Zoë"
