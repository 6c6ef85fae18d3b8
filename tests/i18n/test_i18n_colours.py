"""Colour words that agree (issue 39): a card's name is built per kind, and its colour is
in the form that name asks for ("röda 5:an", "gula Hoppa över", "rotes Aussetzen"); a
colour chosen, named or wanted is a noun ("Ada väljer rött"); a card as an object is in
its case ("Ada legt grünen Richtungswechsel"). The tables below are what a Swedish and a
German player read for every colour and every coloured card, the themed editions' among
them; seeded games of every edition must log exactly those names."""

from __future__ import annotations

import re

import pytest
from matrix import lane
from seeded import Feed, again, bot_game, show
from ts_helpers import LANGUAGES, catalogue

from rules.cards import COLORS, Card
from rules.editions import EDITIONS
from rules.events import CardPlayed, ColorChosen, FirstCard

SWEDISH = {  # (colour, kind): the card's name; a number card's with N for its number
    ("red", "number"): "röda N:an",
    ("yellow", "number"): "gula N:an",
    ("green", "number"): "gröna N:an",
    ("blue", "number"): "blå N:an",
    ("red", "skip"): "röda Hoppa över",
    ("yellow", "skip"): "gula Hoppa över",
    ("green", "skip"): "gröna Hoppa över",
    ("blue", "skip"): "blå Hoppa över",
    ("red", "reverse"): "röda Omvänd",
    ("yellow", "reverse"): "gula Omvänd",
    ("green", "reverse"): "gröna Omvänd",
    ("blue", "reverse"): "blå Omvänd",
    ("red", "draw_two"): "röda Dra 2",
    ("yellow", "draw_two"): "gula Dra 2",
    ("green", "draw_two"): "gröna Dra 2",
    ("blue", "draw_two"): "blå Dra 2",
    ("red", "slap"): "röda SLÅ",  # Flash
    ("yellow", "slap"): "gula SLÅ",
    ("green", "slap"): "gröna SLÅ",
    ("blue", "slap"): "blå SLÅ",
    ("red", "hit_two"): "röda Dubbeltryck",  # Extreme
    ("yellow", "hit_two"): "gula Dubbeltryck",
    ("green", "hit_two"): "gröna Dubbeltryck",
    ("blue", "hit_two"): "blå Dubbeltryck",
    ("red", "discard_all"): "röda Släng alla",
    ("yellow", "discard_all"): "gula Släng alla",
    ("green", "discard_all"): "gröna Släng alla",
    ("blue", "discard_all"): "blå Släng alla",
    ("red", "trade_hands"): "röda Byt kort",
    ("yellow", "trade_hands"): "gula Byt kort",
    ("green", "trade_hands"): "gröna Byt kort",
    ("blue", "trade_hands"): "blå Byt kort",
    ("red", "pass_hands"): "röda Skicka korten",
    ("yellow", "pass_hands"): "gula Skicka korten",
    ("green", "pass_hands"): "gröna Skicka korten",
    ("blue", "pass_hands"): "blå Skicka korten",
}
GERMAN = {  # as a subject; as an object only the masculine one changes
    "number": "{f} N", "skip": "{n} Aussetzen", "reverse": "{m} Richtungswechsel",
    "draw_two": "{n} Zieh Zwei", "slap": "Die Hand ({noun})", "hit_two": "{n} 2× Drücken",
    "discard_all": "Alle ablegen ({noun})", "trade_hands": "{n} Tauschen",
    "pass_hands": "Karten weitergeben ({noun})",
}
GERMAN_FORMS = {"red": ("Rot", "rote", "rotes", "roter", "roten"),
                "yellow": ("Gelb", "gelbe", "gelbes", "gelber", "gelben"),
                "green": ("Grün", "grüne", "grünes", "grüner", "grünen"),
                "blue": ("Blau", "blaue", "blaues", "blauer", "blauen")}
SWEDISH_NOUN = {"red": "rött", "yellow": "gult", "green": "grönt", "blue": "blått"}


def german(card: Card, case: str = "") -> str:
    noun, f, n, m, m_acc = GERMAN_FORMS[card.color.value]
    name = GERMAN[card.kind].format(noun=noun, f=f, n=n, m=m_acc if case == "acc" else m)
    return name.replace("N", str(card.number))


def swedish(card: Card) -> str:
    return SWEDISH[(card.color.value, card.kind)].replace("N", str(card.number))


def coloured_kinds() -> set[str]:
    """Every coloured card kind of every edition's deck (each of Extreme's card lists)."""
    from rules.editions.extreme import DECKS, extreme_deck
    from rules.newgame import new_game
    from rules.options import RuleOptions

    cards = [c for variant in DECKS for c in extreme_deck(variant)]
    for edition in EDITIONS:
        game = new_game(RuleOptions(edition=edition), 4, 1)
        cards += list(game.draw_pile) + [c for hand in game.hands for c in hand]
    return {c.kind for c in cards if c.color is not None}


@pytest.fixture
def translations(qapp):
    from uno_desktop.i18n import Translations

    t = Translations()
    yield t
    t.load("en")


def test_the_tables_cover_every_coloured_card_of_every_edition():
    kinds = coloured_kinds()
    assert {kind for _, kind in SWEDISH} == kinds == set(GERMAN)
    assert {colour for colour, _ in SWEDISH} == {c.value for c in COLORS}


def test_every_card_name_and_colour_form_is_translated():
    from uno_desktop.ui import texts

    for lang in LANGUAGES:
        words = catalogue(lang)
        for code, forms in texts.COLOR_FORMS.items():
            for form, source in forms.items():
                assert words[("Color", source, form)].finished, (lang, code, form)
        for source in texts.CARD_NAME.values():
            assert words[("Card", source)].finished, (lang, source)
        assert set(texts.CARD_NAME) == coloured_kinds(), "a coloured kind without a name"


def test_every_coloured_card_reads_as_the_tables_say(translations):
    from uno_desktop.ui import texts

    translations.load("sv")
    for colour, kind in SWEDISH:
        for number in (0, 7) if kind == "number" else (None,):
            card = Card(kind, next(c for c in COLORS if c.value == colour), number)
            assert texts.card_name(card) == swedish(card), (colour, kind)
            assert texts.card_name(card, "acc") == swedish(card)
    translations.load("de")
    for colour in COLORS:
        for kind in GERMAN:
            card = Card(kind, colour, 5 if kind == "number" else None)
            assert texts.card_name(card) == german(card)
            assert texts.card_name(card, "acc") == german(card, "acc")


@pytest.mark.parametrize("edition", lane("colour words", sorted(EDITIONS), 4))
def test_seeded_logs_name_cards_and_colours_in_agreement(translations, monkeypatch, edition):
    """What is logged of each card played, turned and each colour chosen, in Swedish and
    German, over seeded games: the tables' names, and no colour in a form that does not
    agree ("grön Dra 2", "väljer röd", "legt grüner Richtungswechsel")."""
    from uno_desktop.ui.controller import GameController
    from uno_desktop.ui.models import LogModel

    monkeypatch.setattr(LogModel, "LIMIT", 1_000_000)  # every line of the game, not the last
    wrong = {"sv": re.compile(r"\b(röd|gul|grön) (\d|Hoppa|Omvänd|Dra 2|SLÅ|Dubbeltryck|"
                              r"Släng|Byt|Skicka)|väljer (röd|gul|grön|blå)\b"),
             "de": re.compile(r"\b(legt|legst|wirft|wirfst) (roter|gelber|grüner|blauer) "
                              r"|\b(Rot|Gelb|Grün|Blau) (\d|Aussetzen|Richtungswechsel|Zieh)")}
    checked = 0
    for language in ("sv", "de"):
        translations.load(language)
        for seed in (0, 1):
            game = bot_game(edition, seed)
            controller = GameController()
            controller.set_speed("instant")
            transport = Feed(again(game), ["Sam", "Ada", "Ben"], seat=None, local=())
            try:
                show(game, controller, transport)
                lines = list(controller.log.lines)
            finally:
                controller.detach()
            bad = [line for line in lines if wrong[language].search(line)]
            assert not bad, (language, seed, bad)
            for event in _events(game):
                if isinstance(event, CardPlayed | FirstCard) and event.card.color is not None:
                    # played: an object; turned: a subject (or Racer X's object)
                    names = {swedish(event.card)} if language == "sv" else \
                        {german(event.card, "acc")} if isinstance(event, CardPlayed) else \
                        {german(event.card), german(event.card, "acc")}
                    assert any(n in line for line in lines for n in names), (names, lines)
                    checked += 1
                if isinstance(event, ColorChosen) and language == "sv":
                    said = f"väljer {SWEDISH_NOUN[event.color.value]}."
                    assert any(said in line for line in lines), (said, lines)
    assert checked > 20


def _events(game):
    replayed = again(game)
    events = list(replayed.start_events)
    for seat, action in game.actions:
        events += replayed.apply(seat, action)
    return events
