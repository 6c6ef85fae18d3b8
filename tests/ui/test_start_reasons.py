"""A game the core refuses to start says why in the player's language, by the core's code
(rules.OptionError), never the exception's English, which goes to the log."""

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
WORDS = {  # each language's words for the two refusals, and English that must not show
    "en": ("not allowed", "cannot be used"),
    "de": ("nicht erlaubt", "nicht verwendet"),
    "sv": ("inte tillåtet", "kan inte användas"),
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
    bad_value, unusable = WORDS[language]
    caplog.set_level(logging.WARNING, logger="uno_desktop.ui.shell")
    options = dataclasses.replace(RuleOptions(), target_score=-5)
    assert controller.start_game(options, SEATS, seed=1) is False
    assert bad_value in controller.message, controller.message
    assert "bad value" not in controller.message and "-5" not in controller.message
    assert not controller.message.startswith("options")  # the core's own name for them
    assert "bad value -5" in caplog.text  # the core's own words are for the log
    teams = dataclasses.replace(RuleOptions(), teams=True)  # three seats cannot make teams
    assert controller.start_game(teams, SEATS, seed=1) is False
    assert unusable in controller.message, controller.message
    assert "even number" not in controller.message and "even number" in caplog.text
    assert controller.session is None
