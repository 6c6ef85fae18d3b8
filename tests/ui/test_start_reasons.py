"""A game the core refuses to start says why in the player's language, by the core's code
(rules.OptionError, rules.SetupError), never the exception's English, which goes to the log."""

from __future__ import annotations

import dataclasses
import logging

import pytest

from rules import RuleOptions
from uno_desktop.i18n import Translations
from uno_desktop.session import SeatInfo
from uno_desktop.settings import Settings
from uno_desktop.ui.shell import AppController
from uno_desktop.ui.sound import Sounds

SEATS = [SeatInfo("You"), SeatInfo("Cleo", "bot"), SeatInfo("Bram", "bot")]
WORDS = {  # each language's words for the three refusals
    "en": ("not allowed", "an even number of players", "at most 14 cards each"),
    "de": ("nicht erlaubt", "gerade Spielerzahl", "höchstens 14 Karten"),
    "sv": ("inte tillåtet", "jämnt antal spelare", "högst 14 kort"),
}


@pytest.fixture(params=sorted(WORDS))
def app(request, qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("UNO_DESKTOP_CONFIG_DIR", str(tmp_path))
    translations = Translations()
    translations.load(request.param)
    settings = Settings(path=tmp_path / "settings.ini")
    controller = AppController(settings, translations, Sounds(enabled=False), autosave=False)
    yield request.param, controller
    translations.unload()


def test_a_refused_game_is_told_by_code_in_the_players_words(app, caplog):
    language, controller = app
    bad_value, teams_words, hands_words = WORDS[language]
    caplog.set_level(logging.WARNING, logger="uno_desktop.ui.shell")
    options = dataclasses.replace(RuleOptions(), target_score=-5)
    assert controller.start_game(options, SEATS, seed=1) is False
    assert bad_value in controller.message, controller.message
    assert "bad value" not in controller.message and "-5" not in controller.message
    assert not controller.message.startswith("options")  # the core's own name for them
    assert "bad value -5" in caplog.text  # the core's own words are for the log
    teams = dataclasses.replace(RuleOptions(), teams="alternate_seats")  # 3 seats: no teams
    assert controller.start_game(teams, SEATS, seed=1) is False
    assert teams_words in controller.message, controller.message
    assert "team play needs an even number of seats" in caplog.text
    big = dataclasses.replace(RuleOptions(), hand_size=15)  # 7 hands of 15 > 108 cards
    assert controller.start_game(big, [*SEATS, *SEATS, SEATS[1]], seed=1) is False
    assert hands_words in controller.message and "7" in controller.message, controller.message
    assert "too many for the 108-card deck" in caplog.text
    assert controller.session is None


def test_the_new_game_form_refuses_what_the_core_would(app):
    """The form says why before Start is pressed, in the same words as the refusal."""
    language, controller = app
    _bad_value, teams_words, hands_words = WORDS[language]
    setup = controller.setup
    setup.setSeatCount(3)
    setup.setChoice("teams", 1)
    assert teams_words in setup.error, setup.error
    setup.setChoice("teams", 0)
    assert setup.error == ""
    setup.setSeatCount(7)
    setup.setInt("hand_size", 15)
    assert hands_words in setup.error, setup.error
    assert controller.startNewGame() is False and controller.session is None
    setup.setInt("hand_size", 14)
    assert setup.error == ""
