"""Peer-chosen text made safe to show: control and bidi characters go, NFC (names NFKC,
without blank fillers), whitespace collapsed, lengths counted in characters as a person
sees them, and the key that tells look-alike names apart."""

from __future__ import annotations

import unicodedata

import pytest

from uno_desktop.net import protocol as p
from uno_desktop.net.names import (
    MARKS_PER_CHARACTER,
    NAME_LIMIT,
    clean_chat,
    clean_name,
    clean_room,
    graphemes,
    name_key,
    numbered,
)

FAMILY = "\U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466"  # one emoji, 7 code points
FLAG_SE = "\U0001F1F8\U0001F1EA"


@pytest.mark.parametrize("raw, clean", [
    ("Ada", "Ada"),
    ("  Ada \t  Lovelace\n", "Ada Lovelace"),
    ("Eve\u202egnp.exe", "Evegnp.exe"),  # right-to-left override
    ("\u2067Bob\u2069", "Bob"),  # isolates
    ("Al\u200bice\u00ad", "Alice"),  # zero-width space, soft hyphen
    ("Tom\x00\x1b[31m\x7f", "Tom[31m"),  # C0/C1 controls
    ("a\u2028b\u2029c", "a b c"),  # line and paragraph separators
    ("Cafe\u0301", "Caf\u00e9"),  # NFC
    ("\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F", "\U0001F3F4"),
    ("\u200d\u200dZoe\u200d", "Zoe"),
    ("\u200b\u202e\n", ""),
    ("<b>Bo</b><img src=x>", "<b>Bo</b><img src=x>"),  # shown as plain text, not stripped
])
def test_names_are_cleaned(raw, clean):
    assert clean_name(raw) == clean


def test_joiners_inside_emoji_and_scripts_survive():
    assert clean_name(f"Mum {FAMILY}") == f"Mum {FAMILY}"
    assert clean_name("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645") == (
        "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645")  # Persian with a ZWNJ


def test_length_counts_characters_as_seen():
    assert graphemes(f"a{FAMILY}{FLAG_SE}e\u0301") == ["a", FAMILY, FLAG_SE, "e\u0301"]
    assert graphemes(f"\U0001F600{FLAG_SE}{FLAG_SE}\U0001F1E9") == [
        "\U0001F600", FLAG_SE, FLAG_SE, "\U0001F1E9"]  # flags pair up after an emoji too
    name = clean_name(FLAG_SE * 30)
    assert name == FLAG_SE * NAME_LIMIT  # never half a flag
    assert len(graphemes(clean_room("x" * 100))) == 40
    assert len(clean_chat("y" * 500)) == 200


def test_combining_marks_are_capped_per_character():
    zalgo = "Z" + "\u0301\u0302\u0303\u0304" * 20
    cleaned = clean_name(zalgo)
    assert len(graphemes(cleaned)) == 1
    marks = [ch for ch in cleaned if unicodedata.category(ch) == "Mn"]
    assert len(marks) == MARKS_PER_CHARACTER
    assert clean_name("Tiê\u0301n") == unicodedata.normalize("NFC", "Tiê\u0301n")  # Vietnamese


def test_a_name_fits_the_wire_in_whole_characters():
    """24 emoji families are 168 code points; a ``Hello`` takes 64: whole ones only."""
    name = clean_name(FAMILY * 30)
    assert name == FAMILY * (p.NAME_MAX_CHARS // len(FAMILY))
    p.decode_client(p.encode_body(p.Hello(v=p.PROTOCOL_VERSION, name=name)))


@pytest.mark.parametrize("raw, clean", [
    ("\uff2e\uff10", "N0"),  # full-width: NFKC
    ("\u3164", ""), ("\u2800", ""), ("\uffa0\u115f\u1160", ""),  # blank fillers
    ("A\u3164da", "Ada"), ("\u2800 Bo \u2800", "Bo"),
    ("\u034fZoe\u180e", "Zoe"),
])
def test_names_are_nfkc_without_blank_fillers(raw, clean):
    assert clean_name(raw) == clean


def test_look_alike_names_share_a_key_and_numbers_fit_a_name():
    keys = {name_key(clean_name(n)) for n in ["N0", "N0\u200d", "\u202eN0", " N0 ", "N\u200d0",
                                               "\uff2e\uff10", "n0", "N0\ufe0f"]}
    assert keys == {"n0"}
    assert name_key("Ada") != name_key("Adam")
    assert numbered("Ada", 2) == "Ada (2)"
    long = numbered("x" * NAME_LIMIT, 12)
    assert long == "x" * (NAME_LIMIT - 5) + " (12)" and len(graphemes(long)) == NAME_LIMIT
    wide = numbered(FAMILY * 9, 3)  # 63 code points of emoji: whole ones only, and the suffix
    assert wide.endswith(" (3)") and len(wide) <= p.NAME_MAX_CHARS
    assert wide[:-4] == FAMILY * ((p.NAME_MAX_CHARS - 4) // len(FAMILY))
