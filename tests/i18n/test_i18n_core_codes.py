"""Every code the core (and the app's save/network layers) can produce has text in
``uno_desktop/ui/texts.py``, and that text has a finished translation in every language.

The codes are enumerated from the code itself (registries, option specs, decks, and the
string literals that ``why_illegal`` returns), so a new code without a translation fails.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest
from ts_helpers import LANGUAGES, ROOT, catalogue

import rules
import rules.editions
from rules.actions import ACTION_TYPES
from rules.editions import EDITIONS
from rules.events import EVENT_TYPES
from rules.options import option_specs, with_options
from uno_desktop.ui import texts


def _literals(node: ast.AST) -> set[str]:
    """String constants an expression can evaluate to (through ``a if c else b``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _literals(node.body) | _literals(node.orelse)
    if isinstance(node, ast.BoolOp):
        return set().union(*(_literals(v) for v in node.values))
    return set()


def _call_literals(folder: Path, names: set[str], arg: int = 0) -> set[str]:
    """First-argument string literals of calls to ``names`` (``f("code")``, ``x.f("code")``)."""
    found: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name in names and len(node.args) > arg:
                    found |= _literals(node.args[arg])
    return found


def illegal_codes() -> set[str]:
    codes: set[str] = set()
    for path in sorted((ROOT / "rules").rglob("*.py")):
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(fn, ast.FunctionDef) and "illegal" in fn.name:
                for node in ast.walk(fn):
                    if isinstance(node, ast.Return) and node.value is not None:
                        codes |= _literals(node.value)
    codes |= _call_literals(ROOT / "rules", {"IllegalAction"})
    codes |= _call_literals(ROOT / "uno_desktop", {"Rejected"})
    return codes


def decision_kinds() -> set[str]:
    kinds = {"hand_over", "game_over"}  # view-level decisions
    for edition in EDITIONS.values():
        kinds |= set(edition.decisions)
    return kinds


def all_specs():
    seen = {}
    for name in EDITIONS:
        for spec in option_specs(name):
            seen[spec.name] = spec
    return list(seen.values())


def card_kinds() -> set[str]:
    kinds: set[str] = set()
    base = rules.load_preset("official")
    for name, edition in EDITIONS.items():
        options = with_options(base, edition=name)
        variants = [options]
        for spec in option_specs(name):
            if spec.edition == name and spec.type == "choice":
                variants += [with_options(options, **{spec.name: c}) for c in spec.choices]
        for o in variants:
            kinds |= {card.kind for card in edition.deck(o)}
    return kinds - {"number"}


def net_codes() -> set[str]:
    net = ROOT / "uno_desktop" / "net"
    if not net.exists():
        return set()
    lan_ui = ROOT / "uno_desktop" / "ui"
    return (_call_literals(net, {"_error"}, arg=1) | _call_literals(net, {"ProtocolError"})
            | _call_literals(net, {"Error"}) | _call_literals(net, {"close"})
            | _signal_literals(net, {"closed", "error"}) | _call_literals(lan_ui, {"close"}))


def _signal_literals(folder: Path, signals: set[str]) -> set[str]:
    """String literals emitted first by ``<x>.closed.emit("code", …)`` and the like."""
    found: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "emit" and isinstance(node.func.value, ast.Attribute)
                    and node.func.value.attr in signals and node.args):
                found |= _literals(node.args[0])
    return found


def save_codes() -> set[str]:
    return _call_literals(ROOT / "uno_desktop", {"SaveError"})


def record_codes() -> set[str]:
    """A record file (or a save) opened to watch: the save codes and the core reader's."""
    return save_codes() | _call_literals(ROOT / "rules", {"RecordFileError"})


def preset_names() -> set[str]:
    return {n for n in rules.preset_names() if "/" not in n}


def wheel_segments() -> set[str]:
    from rules.editions import spin

    return set(spin.SEGMENTS)


CASES = {
    "illegal": illegal_codes,
    "action": lambda: set(ACTION_TYPES),
    "decision": decision_kinds,
    "option": lambda: {s.name for s in all_specs()},
    "option_help": lambda: {s.name for s in all_specs()},
    "value": lambda: {str(c).lower() if isinstance(c, bool) else str(c)
                      for s in all_specs() if s.type == "choice" for c in s.choices
                      if not isinstance(c, int) or isinstance(c, bool)}
    | {"true", "false", "unlimited"},
    "edition": lambda: set(EDITIONS),
    "edition_rules": lambda: set(EDITIONS),
    "card": card_kinds,
    "preset": preset_names,
    "save": save_codes,
    "record": record_codes,
    "net": net_codes,
    "option_error": lambda: _call_literals(ROOT / "rules", {"OptionError"}),
}


@functools.cache
def codes(kind: str) -> frozenset[str]:
    """``CASES[kind]``, enumerated once per session (the scans parse the sources)."""
    return frozenset(CASES[kind]())


@pytest.mark.slow  # over 2 s
def test_the_enumeration_finds_codes():
    """Guard against a scan that silently finds nothing."""
    assert {"not_your_turn", "does_not_match", "wild_draw_four_not_allowed",
            "stale_state"} <= codes("illegal")
    assert {"skip", "wild_draw_four", "lotso", "wild_hit_fire"} <= codes("card")
    assert {"spin", "captain", "turn"} <= codes("decision")
    assert {"tampered", "version"} <= codes("save")
    assert {"diverged", "tampered", "version", "malformed"} <= codes("record")
    assert {"bad_value", "unknown_key"} <= codes("option_error")
    assert "wheel_spun" in EVENT_TYPES


@pytest.mark.parametrize("kind", sorted(CASES))
def test_every_code_has_text(kind):
    _, table = texts.table(kind)
    missing = sorted(codes(kind) - set(table))
    assert not missing, f"texts.py has no {kind} text for: {missing}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(CASES))
def test_every_code_text_is_translated(kind, lang):
    context, table = texts.table(kind)
    cat = catalogue(lang)
    bad = []
    for code in sorted(codes(kind)):
        if code not in table:
            continue  # reported by test_every_code_has_text
        entry = cat.get((context, table[code]))
        if entry is None or not entry.finished:
            bad.append(f"{code}: {table[code]!r}")
    assert not bad, f"{lang}: untranslated {kind} texts:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_of_every_table_is_translated(lang):
    """Sub-codes too (log variants, pans, …): every string texts.py can show."""
    cat = catalogue(lang)
    bad = [f"{context}: {source!r}" for context, table in map(texts.table, texts.TABLES)
           for source in table.values()
           if not (cat.get((context, source)) and cat[(context, source)].finished)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_presenter_text_is_translated(lang):
    """The log lines, shouts and banners of every edition's presenters
    (uno_desktop/ui/present and each kit's presenters.py), the wheel's segments among them."""
    from rules.editions import EDITIONS
    from uno_desktop.ui import present
    from uno_desktop.ui.present.stage import Lines

    for edition in EDITIONS:
        present.load(edition)
    cat = catalogue(lang)
    bad = [f"{lines.context}: {source!r}" for lines in Lines.every
           for source in lines.sources.values()
           if not (cat.get((lines.context, source)) and cat[(lines.context, source)].finished)]
    assert not bad, "\n".join(bad)


def test_every_wheel_segment_has_one_label():
    from uno_desktop.ui.editions.spin.presenters import AS_CARD, SEGMENT
    from uno_desktop.ui.texts import CARD_KIND

    assert set(SEGMENT.sources) | AS_CARD == wheel_segments()
    assert not set(SEGMENT.sources) & AS_CARD and AS_CARD <= set(CARD_KIND)
