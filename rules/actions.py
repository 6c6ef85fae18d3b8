"""Actions: what a seat (or the host, as seat ``None``) asks the core to do.

Actions are immutable records (:mod:`rules.records`) compared by value, so
``action in game.legal_actions(seat)`` is the legality test. Each class is registered under
a stable ``type`` tag for saves and the wire format. Editions register their own action
classes with :func:`action_type`, which also makes the class a record.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar, dataclass_transform

from rules.cards import Card, Color
from rules.records import Tagged, register, stored

ACTION_TYPES: dict[str, type[Any]] = {}
T = TypeVar("T")


@dataclass_transform(eq_default=True, frozen_default=True)
def action_type(tag: str) -> Callable[[type[T]], type[T]]:
    """``@action_type("play")``: a record registered as an action under its tag."""
    return register(ACTION_TYPES, "action", tag)


def action_tag(action: Action) -> str:
    return action.TYPE


@action_type("play")
class Play(Tagged):
    """Play ``count`` identical copies of ``card`` (on turn, stacking, or jumping in)."""

    card: Card
    count: int = 1


@action_type("draw")
class Draw(Tagged):
    """Draw from the pile instead of playing (docs/rules.md §1.3)."""


@action_type("pass")
class Pass(Tagged):
    """Keep the drawn card, or decline an optional choice such as the 7 swap."""


@action_type("choose_color")
class ChooseColor(Tagged):
    color: Color


@action_type("challenge")
class Challenge(Tagged):
    """Challenge the Wild Draw 4 just played on you (§1.6)."""


@action_type("accept")
class Accept(Tagged):
    """Take the pending penalty cards and lose the turn."""


@action_type("swap_hands")
class SwapHands(Tagged):
    """Swap hands with ``target`` (7 card, 0 card with ties, editions)."""

    target: int


@action_type("call_uno")
class CallUno(Tagged):
    pass


@action_type("catch_uno")
class CatchUno(Tagged):
    target: int


@action_type("timeout")
class Timeout(Tagged):
    """Host only: reaction windows (UNO catch, jump-in) have run out of time."""


@action_type("turn_timeout")
class TurnTimeout(Tagged):
    """Host only: the pending decision ran out of time; the core applies its default."""


@action_type("next_hand")
class NextHand(Tagged):
    """Host only: deal the next hand after the end-of-hand screen."""



# ------------------------------------------------------------------ editions' actions
# (all here, so every tag decodes and ``Action`` is one closed union)


@action_type("choose_seat")
class ChooseSeat(Tagged):
    """Pick a seat: a duel opponent, the seat that starts a Tilt sequence."""

    seat: int


@action_type("name_color")
class NameColor(Tagged):
    """Name a colour for an effect (Lotso, the wheel's discard colour), not the active one."""

    color: Color


@action_type("name_number")
class NameNumber(Tagged):
    number: int


@action_type("discard_card")
class DiscardCard(Tagged):
    """Discard one chosen card under the top card (the wheel's discards)."""

    card: Card


@action_type("keep_hand")
class KeepHand(Tagged):
    """Keep the hand that came round (Cars' victory lap)."""


@action_type("pass_hands")
class PassHands(Tagged):
    """Send every hand round once more (Cars' victory lap)."""


@action_type("rotate_hands")
class RotateHands(Tagged):
    """Move every hand one seat: ``direction`` +1 clockwise, -1 counter-clockwise."""

    direction: int


@action_type("swap_pair")
class SwapPair(Tagged):
    """Two chosen seats swap hands (FC Bayern's captain)."""

    a: int
    b: int


@action_type("spin_wheel")
class SpinWheel(Tagged):
    pass


@action_type("call_uno_spin")
class CallUnoSpin(Tagged):
    pass


@action_type("press_launcher")
class PressLauncher(Tagged):
    pass


@action_type("slap")
class Slap(Tagged):
    """Press the buzzer in a SLAP race (Flash)."""


@action_type("play_on_pan")
class PlayOnPan(Tagged):
    """Play ``count`` copies of ``card`` onto scale pan ``pan`` (0 left, 1 right; Tippo)."""

    card: Card
    pan: int
    count: int = 1


@action_type("choose_pan")
class ChoosePan(Tagged):
    """Put the top draw-pile card into pan ``pan`` during a Tilt sequence (Tippo)."""

    pan: int


Action = (Play | Draw | Pass | ChooseColor | Challenge | Accept | SwapHands | CallUno | CatchUno
          | Timeout | TurnTimeout | NextHand | ChooseSeat | NameColor | NameNumber | DiscardCard
          | KeepHand | PassHands | RotateHands | SwapPair | SpinWheel | CallUnoSpin
          | PressLauncher | Slap | PlayOnPan | ChoosePan)
HOST_ACTIONS = (Timeout, TurnTimeout, NextHand)


# ------------------------------------------------------------------ field values
# ``True == 1`` and ``"red" == Color.RED``, so an action with a bool where a seat goes, or a
# plain string where a colour goes, compares equal to a legal one. The core refuses such an
# action with the code below before it could be carried out or written into a record.

FIELD_CODES = {"target": "no_such_seat", "seat": "no_such_seat", "a": "no_such_seat",
               "b": "no_such_seat", "count": "malformed_action", "pan": "no_such_pan",
               "number": "no_such_number", "direction": "no_such_direction",
               "color": "no_such_color", "card": "malformed_action"}
"""The refusal for a field holding a value of the wrong type, by field name."""
SEAT_FIELDS = ("target", "seat", "a", "b")
"""The fields that name a seat (the core refuses one that is not at the table)."""

_FIELD_TYPES = {"int": int, "Card": Card, "Color": Color}
_CHECKS: dict[type[Any], tuple[tuple[str, type[Any], str], ...]] = {}


def field_problem(action: object) -> str | None:
    """The code of the first field of ``action`` whose value is not of its declared type
    (exactly: a bool is no whole number), or ``None`` when every field is."""
    cls: type[Any] = action.__class__
    checks = _CHECKS.get(cls)
    if checks is None:
        if cls not in ACTION_TYPES.values():
            return None
        checks = _CHECKS[cls] = tuple(
            (f.name, f.type if isinstance(f.type, type) else _FIELD_TYPES[f.type],
             FIELD_CODES.get(f.name, "malformed_action"))
            for f in fields(cls))
    for name, kind, code in checks:
        if type(stored(action, name)) is not kind:
            return code
    return None
