"""Reading rule options: validation against the house rules and each edition's options,
the inverse mapping, TOML rules files and the bundled presets.

The records themselves (:class:`RuleOptions`, :class:`OptionSpec`, :class:`OptionError`)
are in :mod:`rules.ruleset`, which the editions import; this module imports the editions,
so adding an edition never changes this file.
"""

from __future__ import annotations

import tomllib
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from rules.editions import EDITIONS
from rules.ruleset import HOUSE_RULES, UNLIMITED, OptionError, OptionSpec, RuleOptions

__all__ = ["HOUSE_RULES", "UNLIMITED", "OptionError", "OptionSpec", "RuleOptions",
           "load_options_file", "load_preset", "option_specs", "options_from_mapping",
           "options_to_mapping", "preset_names", "validate", "with_options"]


def option_specs(edition: str | None = None) -> list[OptionSpec]:
    """Every option with type, allowed values and default: the house rules, then the edition's.

    With ``edition=None`` the options of every edition are listed too. Only the editions
    listed are built (a themed edition's module is imported when first asked for), so the
    new-game screen's classic rows never load the eleven others.
    """
    specs = list(HOUSE_RULES)
    if edition is None:
        names = list(EDITIONS)
    else:  # an unknown one: the house rules alone, as before
        names = [edition] if edition in EDITIONS else []
    for name in names:
        specs += EDITIONS[name].option_specs
    return specs


def options_from_mapping(data: dict[str, Any], source: str = "options") -> RuleOptions:
    """Validate a flat mapping (a TOML table, settings) into :class:`RuleOptions`.

    Raises :class:`OptionError` naming ``source``, the key and what is allowed.
    """
    edition = data.get("edition", "classic")
    if not isinstance(edition, str) or edition not in EDITIONS:
        raise OptionError("unknown_edition", source, str(edition), ", ".join(sorted(EDITIONS)))
    house = {spec.name: spec for spec in HOUSE_RULES}
    own = {spec.name: spec for spec in EDITIONS[edition].option_specs}
    values: dict[str, Any] = {"edition": edition}
    extra: dict[str, Any] = {}
    for key, value in data.items():
        if key == "edition":
            continue
        spec = house.get(key) or own.get(key)
        if spec is None:
            allowed = ", ".join(["edition", *house, *own])
            raise OptionError("unknown_key", source, key, allowed)
        problem = spec.check(value)
        if problem:
            raise OptionError("bad_value", source, key, problem, spec, value)
        if spec.type == "int_or_unlimited" and value == UNLIMITED:
            value = None
        (values if key in house else extra)[key] = value
    return RuleOptions(**values, edition_options=extra)


def options_to_mapping(options: RuleOptions, *, defaults: bool = False) -> dict[str, Any]:
    """The inverse of :func:`options_from_mapping`: only non-default values are kept, unless
    ``defaults`` (every value, as :func:`validate` checks them)."""
    default = RuleOptions()
    out: dict[str, Any] = {}
    for f in fields(RuleOptions):
        value = getattr(options, f.name)
        if f.name == "edition_options":
            out.update(value)
        elif defaults or value != getattr(default, f.name) or f.name == "edition":
            out[f.name] = UNLIMITED if f.name == "draw_until_cap" and value is None else value
    return out


def validate(options: RuleOptions, source: str = "options") -> RuleOptions:
    """Check an already-built :class:`RuleOptions` (for instance one decoded from a save).

    Every value is checked, also one equal to its default (``hand_size=7.0`` equals 7 but
    is no whole number), so only options of the right types reach the game."""
    if not isinstance(options.edition_options, dict):
        raise OptionError("bad_value", source, "edition_options", "a table of edition options",
                          value=options.edition_options)
    return options_from_mapping(options_to_mapping(options, defaults=True), source)


def load_options_file(path: str | Path) -> RuleOptions:
    """Load a rules TOML file from disk (a user's own preset)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")  # a byte-order mark is no TOML
    except (OSError, UnicodeDecodeError) as exc:
        raise OptionError("unreadable", str(path), allowed=str(exc)) from exc
    return _parse(text, str(path))


def _parse(text: str, source: str) -> RuleOptions:
    """Any damage is an :class:`OptionError`: tomllib meets deep nesting with a
    ``RecursionError`` and a 5,000-digit number with a ``ValueError`` of its own."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise OptionError("bad_toml", source, allowed=str(exc)) from exc
    except RecursionError as exc:
        raise OptionError("bad_toml", source, allowed="nested too deeply") from exc
    except (ValueError, OverflowError) as exc:
        raise OptionError("bad_toml", source, allowed=str(exc)[:200]) from exc
    return options_from_mapping(data, source)


PRESETS = Path(__file__).parent / "presets"
"""The bundled presets: package data beside this module (in a wheel, an installed compiled
core and the bundle alike). Read by path, not through ``importlib.resources``, whose first
call imports its readers and ``zipfile`` (~3.5 ms of a first game's start)."""


def preset_names() -> list[str]:
    """House-rule presets (``official``, ``party``, …) and edition presets (``editions/spin``)."""
    root = PRESETS
    names = [p.name[:-5] for p in root.iterdir() if p.name.endswith(".toml")]
    names += ["editions/" + p.name[:-5] for p in (root / "editions").iterdir()
              if p.name.endswith(".toml")]
    return sorted(names)


def load_preset(name: str) -> RuleOptions:
    """A bundled preset by name, e.g. ``official`` or ``editions/spin``."""
    if name not in preset_names():
        raise OptionError("unknown_preset", "presets", name, ", ".join(preset_names()))
    text = (PRESETS / f"{name}.toml").read_text(encoding="utf-8")
    return _parse(text, f"presets/{name}.toml")


def with_options(options: RuleOptions, **changes: Any) -> RuleOptions:
    """A validated copy with some options changed (house rules or edition options)."""
    house = {spec.name for spec in HOUSE_RULES} | {"edition"}
    extra = dict(options.edition_options)
    plain: dict[str, Any] = {}
    for key, value in changes.items():
        (plain if key in house else extra)[key] = value
    return validate(replace(options, **plain, edition_options=extra))
