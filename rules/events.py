"""Events: what happened, in order, for the UI to animate and the log to tell.

Events are immutable records (:mod:`rules.records`, via :func:`event_type`) with a stable
``type`` tag. Some carry private cards; :func:`redact` gives the copy a given seat (or a
spectator, ``None``) may see. The core returns codes and numbers only; the UI turns them
into translated text.
"""

from __future__ import annotations

from dataclasses import replace

from rules.cards import Card, Color
from rules.records import tag_registry

EVENT_TYPES: dict[str, type] = {}


event_type = tag_registry(EVENT_TYPES, "event")


def event_tag(event: object) -> str:
    return type(event).TYPE  # type: ignore[attr-defined]


@event_type("dealer_chosen")
class DealerChosen:
    """Each seat turned a card (``None`` for seats that sat out a tie-break); highest deals."""

    cards: tuple[Card | None, ...]
    dealer: int | None


@event_type("hand_started")
class HandStarted:
    hand_number: int
    dealer: int


@event_type("cards_dealt")
class CardsDealt:
    """``seat`` was dealt ``count`` cards; ``cards`` only in that seat's copy."""

    seat: int
    count: int
    cards: tuple[Card, ...] | None = None


@event_type("first_card")
class FirstCard:
    """The start card was turned; ``returned`` when it went back into the pile (and with
    ``first_wild``/``first_wd4 = redeal`` the hand is dealt again), ``set_aside`` when it
    stays under the next card turned (§1.2)."""

    card: Card
    returned: bool = False
    set_aside: bool = False


@event_type("turn_started")
class TurnStarted:
    seat: int


@event_type("card_played")
class CardPlayed:
    """``seat`` laid ``count`` copies of ``card``; ``jump_in`` when out of turn, ``forced``
    when the rules played it (a card drawn under draw-until-playable)."""

    seat: int
    card: Card
    count: int = 1
    jump_in: bool = False
    forced: bool = False


@event_type("cards_drawn")
class CardsDrawn:
    """``seat`` took ``count`` cards from the pile; ``cards`` only in that seat's copy.

    ``reason`` is a code: ``draw``, ``penalty``, ``uno_penalty``, ``challenge``,
    ``first_card``, or an edition's own.
    """

    seat: int
    count: int
    reason: str
    cards: tuple[Card, ...] | None = None


@event_type("reshuffled")
class Reshuffled:
    """The discards under the top card became the new draw pile (§1.8)."""

    count: int


@event_type("color_chosen")
class ColorChosen:
    seat: int
    color: Color


@event_type("turn_skipped")
class TurnSkipped:
    seat: int


@event_type("direction_changed")
class DirectionChanged:
    direction: int


@event_type("penalty_pending")
class PenaltyPending:
    """A draw penalty of ``total`` cards now waits on ``target`` (stack counter)."""

    target: int
    total: int


@event_type("challenge_resolved")
class ChallengeResolved:
    """``challenger`` challenged ``player``'s Wild Draw 4; the hand is shown to the
    challenger alone (§1.6)."""

    challenger: int
    player: int
    guilty: bool
    hand: tuple[Card, ...] | None = None


@event_type("uno_called")
class UnoCalled:
    seat: int


@event_type("uno_caught")
class UnoCaught:
    catcher: int
    target: int


@event_type("uno_missed")
class UnoMissed:
    """``seat`` pays the UNO penalty with nobody catching it: its window closed uncalled
    (``uno_missed = automatic``), or it went out without having called (``going_out``,
    under ``going_out_needs_uno``; the hand goes on) (§1.7)."""

    seat: int
    going_out: bool = False


@event_type("hands_swapped")
class HandsSwapped:
    a: int
    b: int


@event_type("hands_rotated")
class HandsRotated:
    """Every hand moved one seat in ``direction`` (+1 clockwise)."""

    direction: int


@event_type("windows_closed")
class WindowsClosed:
    """The UNO-catch and jump-in windows closed without anyone acting."""


@event_type("turn_timed_out")
class TurnTimedOut:
    seat: int


@event_type("hand_ended")
class HandEnded:
    """``winner`` went out. ``hand_values`` per seat; ``points`` per score slot (seat or
    team) this hand; ``scores`` the running totals; ``hands`` the cards each seat was left
    with, shown to everyone for the count (§1.9)."""

    winner: int
    hand_values: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...] = ()


@event_type("game_ended")
class GameEnded:
    """``winner`` is a score slot: a seat, or a team index when playing in teams."""

    winner: int
    scores: tuple[int, ...]


@event_type("cards_revealed")
class CardsRevealed:
    """``seat`` showed ``cards`` to everyone (editions: show hand, Lotso, duels)."""

    seat: int
    cards: tuple[Card, ...]
    reason: str


Event = object  # any registered event class


def redact(event: object, seat: int | None) -> object:
    """The copy of ``event`` that ``seat`` may see (``None``: a spectator)."""
    if isinstance(event, CardsDrawn | CardsDealt):
        return event if event.seat == seat else replace(event, cards=None)
    if isinstance(event, ChallengeResolved):
        return event if event.challenger == seat else replace(event, hand=None)
    private = getattr(event, "private_to", None)
    if private is not None:
        return private(seat)
    return event
