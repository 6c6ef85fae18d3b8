"""The rule options as data: one immutable record, the option specs and the option error.

Every option of docs/rules.md §2 is a field of :class:`RuleOptions`. Editions declare their own
options as :class:`OptionSpec` rows (listed in :data:`EDITION_SPECS` when an edition class
is defined); their values live in ``RuleOptions.edition_options``. Reading and validating
options, presets and rules files is :mod:`rules.options`, which knows the editions; this
module knows none, so the editions can import it.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from rules.records import record

UNLIMITED = "unlimited"


@record
class RuleOptions:
    """The rules of one game. Defaults are the official rules (docs/rules.md §1, §2)."""

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
        for spec in EDITION_SPECS.get(self.edition, ()):
            if spec.name == name:
                return spec.default
        raise KeyError(f"edition {self.edition!r} has no option {name!r}")


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


EDITION_SPECS: dict[str, tuple[OptionSpec, ...]] = {}  # edition name -> its options


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
