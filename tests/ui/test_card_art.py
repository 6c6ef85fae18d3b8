"""The cards' pictures (``ui/card_art.py``): drawn at the size asked for, each size once,
the colour-blind art where asked, kept within their budget, and shown by QML."""

from __future__ import annotations

import pytest

from uno_desktop.ui import card_art


@pytest.fixture
def fresh(monkeypatch):
    """An empty store of drawn cards (the process's own is left as it was)."""
    from collections import OrderedDict

    monkeypatch.setattr(card_art, "_kept", OrderedDict())
    monkeypatch.setattr(card_art, "_kept_bytes", 0)


def test_a_card_is_drawn_at_the_size_asked_for_and_once(qapp, fresh):
    first = card_art.drawn("red_5", 63, 88)
    assert (first.width(), first.height()) == (63, 88)
    assert card_art.drawn("red_5", 63, 88).cacheKey() == first.cacheKey()  # kept, not drawn
    assert card_art.drawn("red_5", 126, 176).width() == 126


def test_one_side_given_keeps_the_cards_shape(qapp, fresh):
    whole = card_art.drawn("back", 0, 0)
    half = card_art.drawn("back", whole.width() // 2, 0)
    assert abs(half.height() - whole.height() / 2) <= 1


def test_the_colour_blind_art_where_a_card_has_one(qapp, fresh):
    plain, marked = card_art.drawn("red_5", 63, 88), card_art.drawn("cb/red_5", 63, 88)
    assert plain != marked  # the colour-blind red 5 carries its colour's shape
    assert card_art.drawn("cb/back", 63, 88) == card_art.drawn("back", 63, 88)


def test_an_unknown_card_draws_nothing_and_is_not_kept(qapp, fresh):
    assert card_art.drawn("purple_42", 63, 88).isNull()
    assert not card_art._kept


def test_the_kept_cards_stay_within_their_budget(qapp, fresh, monkeypatch):
    one = card_art.drawn("red_1", 63, 88).sizeInBytes()
    monkeypatch.setattr(card_art, "KEPT_BYTES", 3 * one)
    for code in ("red_2", "red_3", "red_4", "red_5"):
        card_art.drawn(code, 63, 88)
    assert card_art._kept_bytes <= 3 * one
    assert [key[0] for key in card_art._kept] == ["red_3", "red_4", "red_5"]  # oldest out


def test_qml_shows_a_card_through_the_provider(qapp):
    from PySide6.QtQml import QQmlComponent, QQmlEngine

    from uno_desktop.resources import CARD_PROVIDER, card_url

    engine = QQmlEngine()
    engine.addImageProvider(CARD_PROVIDER, card_art.CardArt())
    component = QQmlComponent(engine)
    component.setData(f'import QtQuick\nImage {{ source: "{card_url("green_7", True)}"; '
                      'sourceSize.width: 50; sourceSize.height: 70; '
                      'property bool ready: status === Image.Ready }'.encode(), "card.qml")
    image = component.create()
    try:
        assert image.property("ready"), component.errorString()
        assert (image.property("implicitWidth"), image.property("implicitHeight")) == (50, 70)
    finally:
        image.deleteLater()
        engine.deleteLater()
