"""Switching the language at run time: the menu, the table (QML and Python-side texts),
Qt's own strings and number formats follow at once, without a restart; the choice
persists; the default follows the system locale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject
from PySide6.QtQuick import QQuickItem

from rules import load_preset
from uno_desktop.session import SeatInfo

MENU = {"en": "New game", "de": "Neues Spiel", "sv": "Nytt spel"}
LEAVE = {"en": "Leave", "de": "Verlassen", "sv": "Lämna"}
DRAW = {"en": "Draw", "de": "Ziehen", "sv": "Dra"}
STATUS = {"en": "Play a card or draw", "de": "Lege eine Karte oder ziehe",
          "sv": "Lägg ett kort eller dra"}
RULES = {"en": "How to play", "de": "So wird gespielt", "sv": "Så spelar man"}
# Qt's own (qtdeclarative: a text field's menu); Qt's Swedish catalogue has no entry for it
CUT = {"en": "Cut", "de": "Ausschneiden", "sv": "Cut"}
EDITION = {"en": "Classic", "de": "Klassisch", "sv": "Klassisk"}
ORDER = ("de", "sv", "en", "de")


def find(ui, name: str):
    return ui.window.findChild(QQuickItem, name) or ui.window.findChild(QObject, name)


def text_of(ui, name: str) -> str:
    item = find(ui, name)
    assert item is not None, name
    return item.property("text")


def settle(qtbot, ui) -> None:
    """Wait until the language the settings name is loaded and the window has drawn in it."""
    qtbot.waitUntil(lambda: ui.translations.language == ui.settings.language)
    with qtbot.waitSignal(ui.window.frameSwapped, timeout=5000):
        ui.window.update()


@pytest.fixture
def ui(qapp, qtbot, config_dir):
    from uno_desktop.app import UnoApp

    app = UnoApp(sound=False, autosave=False)
    app.settings.language = "en"
    app.settings.animationSpeed = "instant"
    app.controller.bot_grace = 0
    app.load()
    qtbot.waitUntil(lambda: find(app, "newGameButton") is not None)  # built after load()
    yield app
    app.close()
    # Delete the engine now, not during some later test's event loop.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qapp.processEvents()


def test_menu_follows_the_language(ui, qtbot):
    assert text_of(ui, "newGameButton") == MENU["en"]
    for lang in ORDER:
        ui.settings.language = lang
        settle(qtbot, ui)
        assert ui.translations.language == lang
        assert text_of(ui, "newGameButton") == MENU[lang]
        assert QCoreApplication.translate("CutAction", "Cut") == CUT[lang]
        assert RULES[lang] in ui.controller.rulesText
        labels = [e["label"] for e in ui.controller.setup.editions]
        assert EDITION[lang] in labels


def test_table_follows_the_language_mid_game(ui, qtbot):
    """The table's words, the log's lines (the player's own in the second person) and the
    default name of a player who typed none (issue 38, defect 19) follow a switch."""
    seats = [SeatInfo("")] + [SeatInfo(f"Bot{i}", "bot", "easy") for i in range(2)]
    assert ui.controller.start_game(load_preset("official"), seats, 11)
    game = ui.controller.game
    qtbot.waitUntil(lambda: game.myTurn and not game.busy()
                    and ui.controller.session.game.decision.kind == "turn", timeout=10_000)
    assert text_of(ui, "leaveButton") == LEAVE["en"]
    assert text_of(ui, "statusLine") == STATUS["en"]
    assert game.name_of(0) == "Player"
    for lang in ORDER:
        ui.settings.language = lang
        settle(qtbot, ui)
        assert text_of(ui, "leaveButton") == LEAVE[lang]
        assert text_of(ui, "drawButton") == DRAW[lang]
        assert text_of(ui, "statusLine") == STATUS[lang], lang
        assert game.name_of(0) == DEFAULT_NAME[lang]
        assert game.seats.nameOf(0) == DEFAULT_NAME[lang]
    # and the game goes on in the new language
    game.draw()
    qtbot.waitUntil(lambda: any(line.startswith("Du ziehst") for line in game.log.lines),
                    timeout=10_000)
    # lines written earlier are re-rendered in the new language too
    ui.settings.language = "sv"
    settle(qtbot, ui)
    assert any(line.startswith("Du drar") for line in game.log.lines), game.log.lines
    assert not any(line.startswith("Du ziehst") for line in game.log.lines)
    assert any(line.startswith("Giv 1") for line in game.log.lines), game.log.lines
    assert not any(name in line for line in game.log.lines
                   for name in DEFAULT_NAME.values()), game.log.lines


DEFAULT_NAME = {"en": "Player", "de": "Spieler", "sv": "Spelare"}


def test_the_choice_persists(qapp, config_dir):
    from uno_desktop.settings import Settings

    first = Settings()
    first.language = "sv"
    first.sync()
    assert Settings().language == "sv"


def test_numbers_follow_the_locale(ui, qtbot):
    from uno_desktop.ui import texts

    ui.settings.language = "de"
    settle(qtbot, ui)
    assert texts.number(1500) == "1.500"
    assert QLocale().toString(2.5) == "2,5"
    ui.settings.language = "en"
    settle(qtbot, ui)
    assert texts.number(1500) == "1,500"


@pytest.mark.parametrize(("locale", "expected"), [
    ("de_DE", "de"), ("de_AT", "de"), ("sv_SE", "sv"), ("sv_FI", "sv"), ("en_GB", "en"),
    ("fr_FR", "en"), ("C", "en"),
])
def test_default_language_follows_the_system_locale(locale, expected):
    from uno_desktop.i18n import system_language

    assert system_language(QLocale(locale)) == expected


def test_plural_forms(ui, qtbot):
    from uno_desktop.ui.present.classic import LOG

    cases = {"en": ("Ada draws 1 card.", "Ada draws 3 cards."),
             "de": ("Ada zieht 1 Karte.", "Ada zieht 3 Karten."),
             "sv": ("Ada drar 1 kort.", "Ada drar 3 kort.")}
    for lang, (one, many) in cases.items():
        ui.settings.language = lang
        settle(qtbot, ui)
        assert LOG("cards_drawn", seat="Ada", count=1) == one
        assert LOG("cards_drawn", seat="Ada", count=3) == many


def _texts(item):
    out = []
    text = item.property("text")
    if isinstance(text, str) and item.isVisible():
        out.append(text)
    for child in item.childItems():
        out += _texts(child)
    return out


def test_scores_on_the_table_use_the_locale(ui, qtbot):
    from rules import with_options

    ui.settings.language = "de"
    settle(qtbot, ui)
    seats = [SeatInfo("You"), SeatInfo("Bot", "bot", "easy")]
    options = with_options(load_preset("official"), target_score=1500)
    assert ui.controller.start_game(options, seats, 11)
    qtbot.waitUntil(lambda: any("Ziel 1.500" in t for t in _texts(ui.window.contentItem())),
                    timeout=5000)
    ui.settings.language = "en"
    qtbot.waitUntil(lambda: any("Target 1,500" in t for t in _texts(ui.window.contentItem())),
                    timeout=5000)


def test_default_player_name_follows_the_language(ui, qtbot):
    names = {"de": "Spieler", "sv": "Spelare", "en": "Player"}
    for lang in ("de", "sv", "en"):
        ui.settings.language = lang
        settle(qtbot, ui)
        assert ui.controller.setup.seats[0]["name"] == names[lang]


FIRST_START = """
from PySide6.QtCore import QCoreApplication
from PySide6.QtQuick import QQuickItem
from uno_desktop.app import UnoApp
ui = UnoApp(sound=False, autosave=False)
ui.load()
button = None
while button is None:  # the menu is built asynchronously, after the first frame
    QCoreApplication.processEvents()
    button = ui.window.findChild(QQuickItem, "newGameButton")
print(ui.settings.language, button.property("text"), sep="|")
ui.close()
"""


@pytest.mark.parametrize(("env_lang", "expected"), [
    ("de_DE.UTF-8", "de|Neues Spiel"), ("sv_SE.UTF-8", "sv|Nytt spel"),
    ("fr_FR.UTF-8", "en|New game"),
])
def test_first_start_follows_the_system_locale(tmp_path, env_lang, expected):
    """A fresh configuration (no saved language) starts in the system's language."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(LANG=env_lang, LC_ALL=env_lang, UNO_DESKTOP_CONFIG_DIR=str(tmp_path),
               QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="*=false")
    out = subprocess.run([sys.executable, "-c", FIRST_START], env=env, capture_output=True,
                         text=True, timeout=60, check=True)
    assert out.stdout.strip().splitlines()[-1] == expected


def test_a_bad_option_value_says_what_is_allowed_in_the_players_language(ui, qtbot):
    from rules import OptionError, options_from_mapping
    from uno_desktop.ui import texts

    def message(data):
        with pytest.raises(OptionError) as info:
            options_from_mapping(data, "party.toml")
        return texts.option_error(info.value)

    ui.settings.language = "de"
    settle(qtbot, ui)
    assert message({"hand_size": 99}).endswith("(eine ganze Zahl von 1 bis 15).")
    assert message({"jump_in": "yes"}).endswith("(an oder aus).")
    assert message({"draw_until_cap": 0}).endswith("(eine ganze Zahl von 1 bis 200 "
                                                   "oder unbegrenzt).")
    stacking = message({"stacking": "always"})
    assert stacking.startswith("party.toml: ") and "eines von: Aus, " in stacking
    ui.settings.language = "sv"
    settle(qtbot, ui)
    assert message({"uno_penalty": -1}).endswith("(ett heltal från 0 till 10).")
    ui.settings.language = "en"
    settle(qtbot, ui)
    assert message({"target_score": 100_001}).endswith(
        "(a whole number from 1 to 100,000).")


def test_missing_or_old_catalogues_are_reported_with_the_fix(qapp, tmp_path, capsys,
                                                             monkeypatch):
    """A checkout without compiled catalogues says so (once per language), never silently
    shows English; an older catalogue than its .ts is reported too; a current one is not."""
    import os

    from uno_desktop import i18n

    monkeypatch.setattr(i18n, "_reported", set())
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    translations = i18n.Translations()
    translations.load("de")
    translations.load("de")
    err = capsys.readouterr().err
    assert err.count("uno_desktop_de.qm is missing") == 1, err
    assert "python3 scripts/i18n.py release" in err

    qm = tmp_path / "uno_desktop_sv.qm"
    qm.write_bytes(b"not a catalogue")
    translations.load("sv")
    assert "cannot be read" in capsys.readouterr().err

    qm.with_suffix(".ts").write_text("<TS/>", "utf-8")
    os.utime(qm, (1, 1))
    assert "older than uno_desktop_sv.ts" in i18n.catalogue_problem(qm, True)
    os.utime(qm, None)
    os.utime(qm.with_suffix(".ts"), (1, 1))
    assert i18n.catalogue_problem(qm, True) == ""


def _texts(item) -> list[str]:
    found = []
    for child in item.childItems():
        text = child.property("text")
        if isinstance(text, str) and text:
            found.append(text)
        found += _texts(child)
    return found


@pytest.mark.slow
def test_the_end_panels_speak_to_the_winner(ui, qtbot):
    """"You win the hand!" to the seat whose screen it is, by the seat (issue 39)."""
    seats = [SeatInfo("")] + [SeatInfo(f"Bot{i}", "bot", "normal") for i in range(2)]
    options = load_preset("official")
    assert ui.controller.start_game(options, seats, 4)
    ui.controller.session.set_bot(0, "normal")
    game = ui.controller.game
    qtbot.waitUntil(lambda: game.handOver, timeout=60_000)
    ui.settings.language = "de"
    settle(qtbot, ui)
    for winner, heading in ((0, "Du gewinnst die Runde!"), (1, "Bot0 gewinnt die Runde!")):
        game.board.winner_seat, game.board.winner_name = winner, game.name_of(winner)
        game.overlayChanged.emit()
        settle(qtbot, ui)
        assert heading in _texts(find(ui, "handOverPanel")), winner
