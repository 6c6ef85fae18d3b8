"""Actions: what a seat (or the host, as seat ``None``) asks the core to do.

Actions are immutable records (:mod:`rules.records`) compared by value, so
``action in game.legal_actions(seat)`` is the legality test. Each class is registered under
a stable ``type`` tag for saves and the wire format. Editions register their own action
classes with :func:`action_type`, which also makes the class a record.
"""

from __future__ import annotations

from rules.cards import Card, Color
from rules.records import tag_registry

ACTION_TYPES: dict[str, type] = {}


action_type = tag_registry(ACTION_TYPES, "action")


def action_tag(action: object) -> str:
    return type(action).TYPE  # type: ignore[attr-defined]


@action_type("play")
class Play:
    """Play ``count`` identical copies of ``card`` (on turn, stacking, or jumping in)."""

    card: Card
    count: int = 1


@action_type("draw")
class Draw:
    """Draw from the pile instead of playing (RULES.md §1.3)."""


@action_type("pass")
class Pass:
    """Keep the drawn card, or decline an optional choice such as the 7 swap."""


@action_type("choose_color")
class ChooseColor:
    color: Color


@action_type("challenge")
class Challenge:
    """Challenge the Wild Draw 4 just played on you (§1.6)."""


@action_type("accept")
class Accept:
    """Take the pending penalty cards and lose the turn."""


@action_type("swap_hands")
class SwapHands:
    """Swap hands with ``target`` (7 card, 0 card with ties, editions)."""

    target: int


@action_type("call_uno")
class CallUno:
    pass


@action_type("catch_uno")
class CatchUno:
    target: int


@action_type("timeout")
class Timeout:
    """Host only: reaction windows (UNO catch, jump-in) have run out of time."""


@action_type("turn_timeout")
class TurnTimeout:
    """Host only: the pending decision ran out of time; the core applies its default."""


@action_type("next_hand")
class NextHand:
    """Host only: deal the next hand after the end-of-hand screen."""


Action = object  # any registered action class; kept loose so editions can add their own
HOST_ACTIONS = (Timeout, TurnTimeout, NextHand)
