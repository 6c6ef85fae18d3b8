"""The ``.ts`` sources are complete and current, and the ``.qm`` catalogues match them."""

from __future__ import annotations

import re
import shutil

import pytest
from ts_helpers import LANGUAGES, NUMERUS_FORMS, catalogue, placeholders, read_ts, ts_path


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_entry_is_finished(lang):
    root, entries = read_ts(ts_path(lang))
    assert root.get("language") == lang
    assert root.get("sourcelanguage") == "en"
    assert entries, "empty catalogue"
    bad = [f"{e.context}: {e.source!r} [{e.kind or 'empty'}]" for e in entries
           if not e.finished]
    assert not bad, f"{len(bad)} unfinished, vanished or obsolete entries in {lang}:\n" + \
        "\n".join(bad)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_entries_have_every_numerus_form(lang):
    _, entries = read_ts(ts_path(lang))
    plurals = [e for e in entries if e.numerus]
    assert plurals, "no %n plural entries found"
    for e in plurals:
        assert len(e.forms) == NUMERUS_FORMS[lang], (e.context, e.source, e.forms)
        one, *others = e.forms  # "one" is n = 1 only: it may say the number as a word
        for form in others:
            assert "%n" in form or "%Ln" in form, (lang, e.source, form)
        assert "%n" in one or "%Ln" in one or ONE[lang].search(one), (lang, e.source, one)


# The "one" form may say the number as a word: German "einmal", not "1-mal"
ONE = {"de": re.compile(r"\b(einmal|eine[nr]?|ein)\b", re.I),
       "en": re.compile(r"\b(once|one|an?)\b", re.I),
       "sv": re.compile(r"\b(en gång|ett|en)\b", re.I)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_the_placeholders(lang):
    """``{seat}``, ``%1`` and ``%n`` must survive translation or the text breaks."""
    _, entries = read_ts(ts_path(lang))
    bad = []
    for e in entries:
        want = sorted(set(placeholders(e.source)))
        for i, form in enumerate(e.forms if e.numerus else (e.text,)):
            found = set(placeholders(form))
            if e.numerus and i == 0 and ONE[lang].search(form):  # the number said as a word
                found.add("%n")
            if sorted(found) != want:
                bad.append(f"{e.context}: {e.source!r} → {form!r}")
    assert not bad, "\n".join(bad)


def test_all_languages_translate_the_same_sources():
    keys = {lang: set(catalogue(lang)) for lang in LANGUAGES}
    for lang in LANGUAGES:
        assert keys[lang] == keys["en"], (lang, keys[lang] ^ keys["en"])


def test_english_plurals_are_real_plurals():
    en = catalogue("en")
    for e in en.values():
        if e.numerus and "card(s)" in e.source:
            assert "card(s)" not in " ".join(e.forms), (e.context, e.source)


def test_ts_files_are_current(i18n_script, tmp_path):
    """lupdate over today's code adds nothing: a new qsTr/tr/_T string without a
    translation fails here (run ``python scripts/i18n.py`` and translate it)."""
    for lang in LANGUAGES:
        copy = tmp_path / ts_path(lang).name
        shutil.copy(ts_path(lang), copy)
        i18n_script.lupdate([copy])
        before = set(catalogue(lang))
        _, after = read_ts(copy)
        new = sorted({(e.context, e.source) for e in after} - before)
        assert not new, f"{len(new)} new source strings not in {copy.name}:\n" + \
            "\n".join(f"{c}: {s!r}" for c, s in new)
        unfinished = [e for e in after if not e.finished]
        assert not unfinished, [(e.context, e.source) for e in unfinished]


def test_qm_files_match_ts(i18n_script, built_catalogues, tmp_path):
    """The catalogues the app loads are exactly what lrelease makes of the sources."""
    fresh = i18n_script.release(out=tmp_path)
    assert len(fresh) == len(LANGUAGES)
    for lang in LANGUAGES:
        shipped = i18n_script.qm_path(lang)
        assert shipped.exists(), f"{shipped} missing: run python scripts/i18n.py"
        assert shipped.read_bytes() == i18n_script.qm_path(lang, tmp_path).read_bytes(), (
            f"{shipped.name} is stale: run python scripts/i18n.py release")


def test_app_finds_the_catalogues(built_catalogues):
    from uno_desktop.resources import translations_dir

    for lang in LANGUAGES:
        assert (translations_dir() / f"uno_desktop_{lang}.qm").exists()
