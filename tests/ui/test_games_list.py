"""The list of kept games names who played, truly, in a form that fits (issue 30: a ten-seat
game's "<date> · Alexandra, Maximilian, …" was elided in every language at every size):
every name if they fit in two lines, else the first few and how many more ("… and 7
others", a real plural in each language), with every name on hovering and in what a
screen reader says of the row's buttons. The list scrolls with its bar in view; Tab goes
through every row, top to bottom, and brings the row it reaches whole into view."""

from __future__ import annotations

from pathlib import Path

import pytest
from layout import scene_rect
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from qt_tree import accessible
from scenes import LONGEST_NAMES, Scenes
from ui_helpers import find, named_item

from uno_desktop.library import Entry

TEN = tuple(LONGEST_NAMES)

FORMS = {  # language: (edition, won by …, hands, one more, nine more, players)
    "en": ("Classic", "won by {}", "3 hands", "{} and 1 other", "{} and 9 others",
           "Players: {}"),
    "de": ("Klassisch", "gewonnen von {}", "3 Runden", "{} und 1 weiterer Spieler",
           "{} und 9 weitere Spieler", "Spieler: {}"),
    "sv": ("Klassisk", "vunnet av {}", "3 givar", "{} och 1 annan spelare",
           "{} och 9 andra spelare", "Spelare: {}"),
}


def _entry(names: tuple[str, ...] = TEN, *, winner: int = 4, team: int = -1,
           hands: int = 3, saved: bool = False) -> Entry:
    return Entry(path=Path("kept.unorec"), saved_at=1_700_000_000.0, edition="classic", names=names,
                 winner=winner, team=team, hands=hands, over=not saved, saved=saved)


@pytest.mark.parametrize("language", FORMS)
def test_a_row_names_every_player_and_its_short_forms_are_true(ui, language):
    edition, won, hands, one, nine, players = FORMS[language]
    ui.settings.language = language
    row = ui.controller.replays._row(0, _entry())
    everyone = ", ".join(TEN)
    assert row["title"] == f"{edition} · " + won.format(TEN[4])
    assert row["when"].endswith(" · " + hands)
    forms = row["forms"]
    assert len(forms) == 10 and forms[-1] == row["players"] == everyone
    assert forms[0] == nine.format(TEN[0])
    assert forms[8] == one.format(", ".join(TEN[:9]))
    for k, form in enumerate(forms[:-1], start=1):  # the first k names, and 10 - k more
        assert form.startswith(", ".join(TEN[:k]) + " ") and str(10 - k) in form
        assert TEN[k] not in form
    assert row["everyone"] == players.format(everyone)
    assert row["description"] == f"{row['title']}. {row['when']}. {row['everyone']}"
    ui.settings.language = "en"


def test_a_team_game_a_game_without_a_winner_and_a_save_say_so(ui):
    replays = ui.controller.replays
    assert replays._row(0, _entry(team=1, winner=-1))["title"] == "Classic · won by Team 2"
    assert replays._row(0, _entry(winner=-1))["title"] == "Classic · no winner"
    saved = replays._row(0, _entry(TEN[:2], winner=-1, hands=0, saved=True))
    assert saved["title"] == "Classic · saved game, not finished"
    assert " · " not in saved["when"]  # no count of hands for a save
    assert saved["forms"] == [f"{TEN[0]} and 1 other", f"{TEN[0]}, {TEN[1]}"]
    single = replays._row(0, _entry(("Ada",), winner=0))
    assert single["forms"] == ["Ada"]


def _rows(ui) -> list:
    """The list's rows, top to bottom."""
    return [r for r in find(ui, "gameRows").childItems()
            if r.isVisible() and r.property("modelData") is not None]


@pytest.mark.parametrize("language", FORMS)
def test_the_rows_show_the_longest_true_form_that_fits(ui, qtbot, language):
    scenes = Scenes(ui)
    ui.settings.language = language
    ui.window.resize(1024, 640)
    scenes.crowded_games()
    scenes.screen("menu")
    scenes.screen("replays")
    qtbot.waitUntil(lambda: len(_rows(ui)) >= 3)
    bar = find(ui, "gamesScroll")
    assert bar.isVisible() and bar.property("size") < 1  # it says that it scrolls
    shortened = 0
    for row in _rows(ui):
        data = row.property("modelData")
        index = data["index"]
        names = named_item(row, f"gameNames{index}")
        form = names.property("form")
        assert names.property("text") == data["forms"][form]
        assert not names.property("truncated") and names.property("lineCount") <= 2
        if form + 1 < len(data["forms"]):  # a longer form would not have fitted
            shortened += 1
            assert names.property("shortened")
            assert accessible(names)[0] == data["everyone"]
        for button in (f"watchButton{index}", f"exportButton{index}"):
            text = accessible(named_item(row, button))[1]
            assert text == data["description"] and data["players"] in text
    assert shortened >= 2  # the ten-seat games at the top
    ui.settings.language = "en"


def test_tab_reaches_every_row_and_brings_it_into_view(ui, qtbot):
    scenes = Scenes(ui)
    ui.window.resize(1024, 640)
    scenes.crowded_games()
    scenes.screen("menu")
    scenes.screen("replays")
    ui.window.requestActivate()
    view = find(ui, "gamesList")
    qtbot.waitUntil(lambda: len(_rows(ui)) >= 3)
    last = f"watchButton{view.property('count') - 1}"
    seen = set()
    for _ in range(4 * view.property("count")):
        QTest.keyClick(ui.window, Qt.Key.Key_Tab)
        QCoreApplication.processEvents()
        item = ui.window.activeFocusItem()
        name = item.objectName() if item is not None else ""
        if name.startswith(("watchButton", "exportButton")):
            seen.add(name)
            row = item.parentItem().parentItem()  # its row, whole
            assert row.property("modelData") is not None
            assert scene_rect(view).adjusted(0, -1, 0, 1).contains(scene_rect(row)), name
        if name == last:
            break
    assert last in seen and len(seen) == 2 * view.property("count") - 1
    QTest.keyClick(ui.window, Qt.Key.Key_Return)  # presses the focused Watch
    qtbot.waitUntil(lambda: ui.controller.screen == "replay")
    ui.controller.replays.close()


def test_the_header_is_true_of_the_list_under_it(ui, qtbot):
    """Issue 38, defect 20: "The last 50 games you finished" stood above a row "saved game,
    not finished"; the header names a saved game when the list holds one."""
    scenes = Scenes(ui)
    scenes.screen("replays")
    replays = ui.controller.replays
    qtbot.waitUntil(lambda: find(ui, "gamesHeader") is not None)
    header = find(ui, "gamesHeader")
    replays._entries = [_entry(saved=True), _entry()]
    replays.gamesChanged.emit()
    qtbot.waitUntil(lambda: header.property("text").startswith("Games you saved"))
    assert replays._row(0, replays._entries[0])["title"].endswith("saved game, not finished")
    replays._entries = [_entry()]
    replays.gamesChanged.emit()
    qtbot.waitUntil(lambda: header.property("text").startswith("The last 50 games you finished"))
