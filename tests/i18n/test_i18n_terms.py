"""The words that must stay the same thing in every language (docs/translating.md):
UNO stays UNO, "illegal" stays illegal, the Catch! button and the Caught! shout are two
words, Swedish writes "vildkort", and the wheel's Trade Hands is the card's own name."""

from __future__ import annotations

import pytest
from ts_helpers import LANGUAGES, read_ts, ts_path

ILLEGAL = {"de": ("regelwidrig", "nicht erlaubt"), "en": ("illegal",),
           "sv": ("otillåt", "inte tillåt")}


def _entries(lang: str):
    _, entries = read_ts(ts_path(lang))
    return entries


def _forms(entry) -> tuple[str, ...]:
    return entry.forms if entry.numerus else (entry.text,)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_uno_and_illegal_keep_their_meaning(lang):
    for e in _entries(lang):
        for form in _forms(e):
            if "UNO" in e.source:
                assert "UNO" in form, (e.context, e.source, form)
            if "illegal" in e.source.lower():
                assert any(w in form.lower() for w in ILLEGAL[lang]), (e.source, form)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_catch_button_and_the_caught_shout_are_two_words(lang):
    found = {e.source: e.text for e in _entries(lang) if e.source in ("Catch!", "Caught!")}
    assert set(found) == {"Catch!", "Caught!"}
    assert found["Catch!"] != found["Caught!"]


def test_swedish_writes_vildkort():
    for e in _entries("sv"):
        for form in _forms(e):
            assert "vild-kort" not in form.lower(), (e.source, form)


def test_the_wheels_trade_hands_is_the_cards_name(qapp):
    from uno_desktop.i18n import Translations
    from uno_desktop.ui import texts
    from uno_desktop.ui.editions.spin.presenters import segment_label

    translations = Translations()
    try:
        for lang, word in (("de", "Tauschen"), ("sv", "Byt kort"), ("en", "Trade Hands")):
            translations.load(lang)
            assert segment_label("trade_hands") == texts.translate_code("card", "trade_hands")
            assert segment_label("trade_hands") == word
    finally:
        translations.load("en")
