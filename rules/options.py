"""Rule options: one immutable record, a listing for generated settings screens, TOML presets.

Every option of RULES.md §2 is a field of :class:`RuleOptions`. Editions declare their own
options as :class:`OptionSpec` rows; their values live in ``RuleOptions.edition_options``
and are validated against the edition's specs, so adding an edition never changes this file.
"""

from __future__ import annotations

import tomllib
from dataclasses import field, fields, replace
from importlib import resources
from pathlib import Path
from typing import Any

from rules.records import record

UNLIMITED = "unlimited"


@record
class RuleOptions:
    """The rules of one game. Defaults are the official rules (RULES.md §1, §2)."""

    edition: str = "classic"
    hand_size: int = 7
    wild_points: int = 50
    target_score: int = 500
    scoring: str = "winner_collects"
    draw_rule: str = "draw_one_may_play"
    draw_until_cap: int | None = 10  # None: unlimited
    voluntary_draw: bool = True
    first_wild: str = "first_player_chooses"
    first_wd4: str = "reshuffle"
    first_reverse_starter: str = "dealer"
    stacking: str = "off"
    wd4_mode: str = "bluff"
    wd4_test: str = "no_current_colour"
    wd4_failed_challenge_extra: int = 2
    multi_play: bool = False
    jump_in: bool = False
    jump_in_black: bool = False
    jump_in_own_card: bool = True
    seven_card: str = "none"
    zero_card: str = "none"
    teams: str = "off"
    score_multipliers: str = "off"
    two_wilds_multiplier: int = 4
    zero_doubles: str = "hand_value"
    uno_penalty: int = 2
    uno_missed: str = "caught"
    going_out_needs_uno: bool = False
    penalty_closes_uno_window: bool = True
    uno_penalty_closes_jump_in: bool = True
    uno_grace_ms: int = 1500
    edition_options: dict[str, Any] = field(default_factory=dict)

    def edition_option(self, name: str) -> Any:
        """An edition option's value, falling back to its declared default."""
        if name in self.edition_options:
            return self.edition_options[name]
        return _edition_spec(self.edition, name).default


@record
class OptionSpec:
    """What a settings screen needs to offer one option: its type, allowed values, default.

    ``type`` is ``"choice"`` (one of ``choices``), ``"int"`` (``minimum``…``maximum``),
    ``"bool"``, or ``"int_or_unlimited"`` (an int, or the string ``"unlimited"``).
    ``edition`` is ``None`` for the house rules shared by every edition.
    """

    name: str
    type: str
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    edition: str | None = None

    def check(self, value: Any) -> str | None:
        """Why ``value`` is not allowed, or ``None`` when it is."""
        if self.type == "bool":
            return None if isinstance(value, bool) else "true or false"
        if self.type == "choice":
            return None if value in self.choices and type(value) is type(self.default) else (
                "one of " + ", ".join(repr(c) for c in self.choices)
            )
        if self.type == "int_or_unlimited" and value == UNLIMITED:
            return None
        allowed = self.describe_range()
        if isinstance(value, bool) or not isinstance(value, int):
            return allowed
        if self.minimum is not None and value < self.minimum:
            return allowed
        if self.maximum is not None and value > self.maximum:
            return allowed
        return None

    def describe_range(self) -> str:
        low = "" if self.minimum is None else f" >= {self.minimum}"
        high = "" if self.maximum is None else f" <= {self.maximum}"
        text = f"an integer{low}{' and' if low and high else ''}{high}"
        return text + (" or 'unlimited'" if self.type == "int_or_unlimited" else "")


def _choice(name: str, *choices: Any) -> OptionSpec:
    return OptionSpec(name, "choice", choices[0], tuple(choices))


HOUSE_RULES: tuple[OptionSpec, ...] = (
    OptionSpec("hand_size", "int", 7, minimum=1, maximum=15),
    _choice("wild_points", 50, 40),
    OptionSpec("target_score", "int", 500, minimum=1, maximum=100_000),
    _choice("scoring", "winner_collects", "low_score_wins", "single_hand"),
    _choice("draw_rule", "draw_one_may_play", "draw_one_end_turn", "draw_until_playable"),
    OptionSpec("draw_until_cap", "int_or_unlimited", 10, minimum=1, maximum=200),
    OptionSpec("voluntary_draw", "bool", True),
    _choice("first_wild", "first_player_chooses", "redraw", "redeal"),
    _choice("first_wd4", "reshuffle", "set_aside", "redeal"),
    _choice("first_reverse_starter", "dealer", "dealer_right"),
    _choice("stacking", "off", "same_type", "seed001"),
    _choice("wd4_mode", "bluff", "enforce"),
    _choice("wd4_test", "no_current_colour", "no_playable_card"),
    _choice("wd4_failed_challenge_extra", 2, 0),
    OptionSpec("multi_play", "bool", False),
    OptionSpec("jump_in", "bool", False),
    OptionSpec("jump_in_black", "bool", False),
    OptionSpec("jump_in_own_card", "bool", True),
    _choice("seven_card", "none", "swap_chosen"),
    _choice("zero_card", "none", "rotate_all", "swap_fewest"),
    _choice("teams", "off", "alternate_seats"),
    _choice("score_multipliers", "off", "seed000"),
    _choice("two_wilds_multiplier", 4, 8),
    _choice("zero_doubles", "hand_value", "running_score"),
    OptionSpec("uno_penalty", "int", 2, minimum=0, maximum=10),
    _choice("uno_missed", "caught", "automatic"),
    OptionSpec("going_out_needs_uno", "bool", False),
    OptionSpec("penalty_closes_uno_window", "bool", True),
    OptionSpec("uno_penalty_closes_jump_in", "bool", True),
    OptionSpec("uno_grace_ms", "int", 1500, minimum=0, maximum=10_000),
)


class OptionError(ValueError):
    """A rules file or option set is invalid; the message names the file, key and what is allowed.

    ``code`` is stable for the UI to translate; ``source``, ``key`` and ``allowed`` (English,
    for logs and the command line) fill the message.
    """

    def __init__(self, code: str, source: str, key: str = "", allowed: str = "",
                 spec: OptionSpec | None = None, value: object = None) -> None:
        self.code, self.source, self.key, self.allowed = code, source, key, allowed
        self.spec = spec  # the option a bad value was given for: the UI words what it allows
        self.value = value
        detail = {
            "unknown_key": f"unknown option {key!r}; allowed: {allowed}",
            "bad_value": f"bad value {value!r} for {key!r}; allowed: {allowed}",
            "unreadable": f"cannot read the file: {allowed}",
            "bad_toml": f"not valid TOML: {allowed}",
            "unknown_edition": f"unknown edition {key!r}; allowed: {allowed}",
            "unknown_preset": f"unknown preset {key!r}; allowed: {allowed}",
        }.get(code, code)
        super().__init__(f"{source}: {detail}")


def option_specs(edition: str | None = None) -> list[OptionSpec]:
    """Every option with type, allowed values and default: the house rules, then the edition's.

    With ``edition=None`` the options of every edition are listed too.
    """
    from rules.editions import EDITIONS

    specs = list(HOUSE_RULES)
    for name, ed in EDITIONS.items():
        if edition is None or edition == name:
            specs += ed.option_specs
    return specs


def _edition_spec(edition: str, name: str) -> OptionSpec:
    from rules.editions import EDITIONS

    for spec in EDITIONS[edition].option_specs:
        if spec.name == name:
            return spec
    raise KeyError(f"edition {edition!r} has no option {name!r}")


def options_from_mapping(data: dict[str, Any], source: str = "options") -> RuleOptions:
    """Validate a flat mapping (a TOML table, settings) into :class:`RuleOptions`.

    Raises :class:`OptionError` naming ``source``, the key and what is allowed.
    """
    from rules.editions import EDITIONS

    edition = data.get("edition", "classic")
    if edition not in EDITIONS:
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


def options_to_mapping(options: RuleOptions) -> dict[str, Any]:
    """The inverse of :func:`options_from_mapping` (only non-default values are kept)."""
    default = RuleOptions()
    out: dict[str, Any] = {}
    for f in fields(RuleOptions):
        value = getattr(options, f.name)
        if f.name == "edition_options":
            out.update(value)
        elif value != getattr(default, f.name) or f.name == "edition":
            out[f.name] = UNLIMITED if f.name == "draw_until_cap" and value is None else value
    return out


def validate(options: RuleOptions, source: str = "options") -> RuleOptions:
    """Check an already-built :class:`RuleOptions` (for instance one decoded from a save)."""
    return options_from_mapping(options_to_mapping(options), source)


def load_options_file(path: str | Path) -> RuleOptions:
    """Load a rules TOML file from disk (a user's own preset)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")  # a byte-order mark is no TOML
    except (OSError, UnicodeDecodeError) as exc:
        raise OptionError("unreadable", str(path), allowed=str(exc)) from exc
    return _parse(text, str(path))


def _parse(text: str, source: str) -> RuleOptions:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise OptionError("bad_toml", source, allowed=str(exc)) from exc
    return options_from_mapping(data, source)


def preset_names() -> list[str]:
    """House-rule presets (``official``, ``party``, …) and edition presets (``editions/spin``)."""
    root = resources.files("rules") / "presets"
    names = [p.name[:-5] for p in root.iterdir() if p.name.endswith(".toml")]
    names += ["editions/" + p.name[:-5] for p in (root / "editions").iterdir()
              if p.name.endswith(".toml")]
    return sorted(names)


def load_preset(name: str) -> RuleOptions:
    """A bundled preset by name, e.g. ``official`` or ``editions/spin``."""
    if name not in preset_names():
        raise OptionError("unknown_preset", "presets", name, ", ".join(preset_names()))
    resource = resources.files("rules") / "presets" / f"{name}.toml"
    return _parse(resource.read_text(encoding="utf-8"), f"presets/{name}.toml")


def with_options(options: RuleOptions, **changes: Any) -> RuleOptions:
    """A validated copy with some options changed (house rules or edition options)."""
    house = {spec.name for spec in HOUSE_RULES} | {"edition"}
    extra = dict(options.edition_options)
    plain = {}
    for key, value in changes.items():
        (plain if key in house else extra)[key] = value
    return validate(replace(options, **plain, edition_options=extra))
