"""The glossary of docs/translating.md holds every translation (issue 39).

Wherever an English source names a glossary term, the German and the Swedish translation
say the glossary's word for it (one thing, one word: a term translated two ways fails),
and an English game term is not left in a translation whose glossary word is another
("SLAP" while the button says "SLÅ!", "Tilt", "Wild", "Skip"). The glossary's list of
words not used (the Swedish seed's "dealern", "handlingskort", "väntas", …) appears in no
translation. The test reads the tables from the document itself, so the document and the
translations cannot drift apart."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from ts_helpers import read_ts, ts_path

DOC = Path(__file__).resolve().parents[2] / "docs" / "translating.md"
CHECKED = ("de", "sv")
COLUMN = {"de": 1, "sv": 2}


@dataclass(frozen=True)
class Term:
    english: str
    words: dict[str, tuple[str, ...]]  # language → the forms allowed

    @property
    def pattern(self) -> re.Pattern[str]:
        """The term as a whole word (a plural too). A card's name (it has capitals) only as
        written: "Trade Hands", not "trade hands with"; a lowercase word in any case."""
        flags = 0 if self.english != self.english.lower() else re.IGNORECASE
        return re.compile(rf"(?<![\w-]){re.escape(self.english)}(?:s|es)?(?![\w])", flags)


def _table(heading: str) -> list[list[str]]:
    """The rows of the first table under ``heading`` (a ``###`` line) of the document."""
    lines = DOC.read_text(encoding="utf-8").splitlines()
    start = lines.index(heading)
    rows: list[list[str]] = []
    for line in lines[start + 1:]:
        if line.startswith("#"):
            break
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip("|").split("|")])
        elif rows:
            break
    return [row for row in rows[2:]]  # the header and its rule


def glossary() -> list[Term]:
    return [Term(row[0], {lang: tuple(w.strip() for w in row[COLUMN[lang]].split(" / "))
                          for lang in CHECKED})
            for row in _table("### Held by the test")]


def banned() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {lang: [] for lang in CHECKED}
    for lang, word, _ in _table("### Words not used"):
        out[lang].append(word)
    return out


def named_terms(source: str, terms: list[Term]) -> list[Term]:
    """The glossary terms ``source`` names, the longest winning where two overlap ("Wild
    Draw Four" is not also "Wild")."""
    found = [(m.start(), m.end(), t) for t in terms for m in t.pattern.finditer(source)]
    found.sort(key=lambda f: (-(f[1] - f[0]), f[0]))
    taken: list[tuple[int, int]] = []
    named: list[Term] = []
    for start, end, term in found:
        if all(end <= a or start >= b for a, b in taken):
            taken.append((start, end))
            if term not in named:
                named.append(term)
    return named


PLACEHOLDER = re.compile(r"\{[^}]*\}|%L?\d|%L?n")


def words_of(text: str) -> str:
    """``text`` without its placeholders ("{wild}" is a card, not the word Wild)."""
    return PLACEHOLDER.sub(" ", text)


def _forms(entry) -> tuple[str, ...]:
    return tuple(map(words_of, entry.forms if entry.numerus else (entry.text,)))


def test_the_glossary_is_read():
    terms = glossary()
    assert len(terms) >= 40
    english = [t.english for t in terms]
    for word in ("Skip", "Reverse", "Wild", "Wild Draw Four", "SLAP", "Tilt", "dealer",
                 "Hit 2", "Downpour", "launcher", "Trade Hands", "catch"):
        assert word in english, word
    assert all(all(t.words[lang] and all(t.words[lang]) for lang in CHECKED) for t in terms)
    assert "dealern" in banned()["sv"] and "1-mal" in banned()["de"]


@pytest.mark.parametrize("lang", CHECKED)
def test_every_term_is_translated_one_way(lang):
    """A term the source names is said with the glossary's word (or one of its forms)."""
    terms = glossary()
    bad = []
    for entry in read_ts(ts_path(lang))[1]:
        for term in named_terms(words_of(entry.source), terms):
            words = term.words[lang]
            for form in _forms(entry):
                if not any(w.lower() in form.lower() for w in words):
                    bad.append(f"{entry.context}: {entry.source!r} names {term.english!r} "
                               f"→ {form!r} says none of {words}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", CHECKED)
def test_no_english_game_term_is_left(lang):
    """"SLAP", "Tilt", "Wild", "Skip" … in a translation whose glossary word is another."""
    bad = []
    foreign = [t for t in glossary()
               if t.english.lower() not in {w.lower() for w in t.words[lang]}]
    for entry in read_ts(ts_path(lang))[1]:
        for form in _forms(entry):
            for term in foreign:
                if term.pattern.search(form):
                    bad.append(f"{entry.context}: {entry.source!r} → {form!r} keeps "
                               f"{term.english!r} ({' / '.join(term.words[lang])})")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", CHECKED)
def test_no_word_the_glossary_rules_out(lang):
    bad = []
    for word in banned()[lang]:
        pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w])", re.IGNORECASE)
        for entry in read_ts(ts_path(lang))[1]:
            bad += [f"{entry.context}: {entry.source!r} → {form!r} says {word!r}"
                    for form in _forms(entry) if pattern.search(form)]
    assert not bad, "\n".join(bad)


def test_a_term_translated_two_ways_fails():
    """The check itself: a Swedish "SLAP" and a German "Tilt" are found."""
    terms = glossary()
    slap = next(t for t in terms if t.english == "SLAP")
    assert slap in named_terms("SLAP! Hit your buzzer!", terms)
    assert not any(w.lower() in "slap! tryck på summern!" for w in slap.words["sv"])
    wd4 = named_terms("Challenge a Wild Draw Four", terms)
    assert {t.english for t in wd4} == {"challenge", "Wild Draw Four"}
    assert not named_terms("Choose whom to trade hands with", terms)
    assert not named_terms(words_of("keep {wild} for later"), terms)
    tilt = next(t for t in terms if t.english == "Tilt")
    assert tilt.pattern.search("oder nach einem Tilt)")
