"""Events: what happened, in order, for the UI to animate and the log to tell.

Events are immutable records (:mod:`rules.records`, via :func:`event_type`) with a stable
``type`` tag. Some carry private cards; :func:`redact` gives the copy a given seat (or a
spectator, ``None``) may see. The core returns codes and numbers only; the UI turns them
into translated text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar, TypeVar, dataclass_transform

from rules.cards import Card, Color
from rules.records import Tagged, register

EVENT_TYPES: dict[str, type[Any]] = {}
T = TypeVar("T")


class EventBase(Tagged):
    """Who may see an event's cards. An event that carries cards says so: ``PUBLIC`` (every
    seat sees them), or ``OWNER``/``SECRET`` (only the seat in field ``OWNER`` sees field
    ``SECRET``; everyone else gets it as ``None``). :func:`event_type` refuses an event with
    cards that declares neither, so nothing goes out public by default."""

    __slots__ = ()
    PUBLIC: ClassVar[bool] = False
    OWNER: ClassVar[str] = ""
    SECRET: ClassVar[str] = ""


@dataclass_transform(eq_default=True, frozen_default=True)
def event_type(tag: str) -> Callable[[type[T]], type[T]]:
    """``@event_type("card_played")``: a record registered as an event under its tag."""
    add = register(EVENT_TYPES, "event", tag)

    def decorate(cls: type[T]) -> type[T]:
        carded = [name for name, kind in cls.__annotations__.items() if "Card" in str(kind)]
        if carded and not (getattr(cls, "PUBLIC", False) or getattr(cls, "SECRET", "")):
            raise TypeError(f"event {tag!r} carries cards ({', '.join(carded)}): declare "
                            "PUBLIC = True or whose they are (OWNER, SECRET)")
        return add(cls)

    return decorate


def event_tag(event: Event) -> str:
    return event.TYPE


@event_type("dealer_chosen")
class DealerChosen(EventBase):
    """Each seat turned a card (``None`` for seats that sat out a tie-break); highest deals."""

    PUBLIC = True

    cards: tuple[Card | None, ...]
    dealer: int | None


@event_type("hand_started")
class HandStarted(EventBase):
    hand_number: int
    dealer: int


@event_type("cards_dealt")
class CardsDealt(EventBase):
    """``seat`` was dealt ``count`` cards; ``cards`` only in that seat's copy."""

    OWNER, SECRET = "seat", "cards"

    seat: int
    count: int
    cards: tuple[Card, ...] | None = None


@event_type("first_card")
class FirstCard(EventBase):
    """The start card was turned; ``returned`` when it went back into the pile (and with
    ``first_wild``/``first_wd4 = redeal`` the hand is dealt again), ``set_aside`` when it
    stays under the next card turned (§1.2)."""

    PUBLIC = True

    card: Card
    returned: bool = False
    set_aside: bool = False


@event_type("turn_started")
class TurnStarted(EventBase):
    seat: int


@event_type("card_played")
class CardPlayed(EventBase):
    """``seat`` laid ``count`` copies of ``card``; ``jump_in`` when out of turn, ``forced``
    when the rules played it (a card drawn under draw-until-playable)."""

    PUBLIC = True

    seat: int
    card: Card
    count: int = 1
    jump_in: bool = False
    forced: bool = False


@event_type("cards_drawn")
class CardsDrawn(EventBase):
    """``seat`` took ``count`` cards from the pile; ``cards`` only in that seat's copy.

    ``reason`` is a code: ``draw``, ``penalty``, ``uno_penalty``, ``challenge``,
    ``first_card``, or an edition's own.
    """

    OWNER, SECRET = "seat", "cards"

    seat: int
    count: int
    reason: str
    cards: tuple[Card, ...] | None = None


@event_type("reshuffled")
class Reshuffled(EventBase):
    """The discards under the top card became the new draw pile (§1.8)."""

    count: int


@event_type("color_chosen")
class ColorChosen(EventBase):
    seat: int
    color: Color


@event_type("turn_skipped")
class TurnSkipped(EventBase):
    seat: int


@event_type("direction_changed")
class DirectionChanged(EventBase):
    direction: int


@event_type("penalty_pending")
class PenaltyPending(EventBase):
    """A draw penalty of ``total`` cards now waits on ``target`` (stack counter)."""

    target: int
    total: int


@event_type("challenge_resolved")
class ChallengeResolved(EventBase):
    """``challenger`` challenged ``player``'s Wild Draw 4; the hand is shown to the
    challenger alone (§1.6)."""

    OWNER, SECRET = "challenger", "hand"

    challenger: int
    player: int
    guilty: bool
    hand: tuple[Card, ...] | None = None


@event_type("uno_called")
class UnoCalled(EventBase):
    seat: int


@event_type("uno_caught")
class UnoCaught(EventBase):
    catcher: int
    target: int


@event_type("uno_missed")
class UnoMissed(EventBase):
    """``seat`` pays the UNO penalty with nobody catching it: its window closed uncalled
    (``uno_missed = automatic``), or it went out without having called (``going_out``,
    under ``going_out_needs_uno``; the hand goes on) (§1.7)."""

    seat: int
    going_out: bool = False


@event_type("hands_swapped")
class HandsSwapped(EventBase):
    a: int
    b: int


@event_type("hands_rotated")
class HandsRotated(EventBase):
    """Every hand moved one seat in ``direction`` (+1 clockwise). ``lap``: which move of a
    victory lap this is (Cars: 1 for the card's own move, one more for each pass); 0 for a
    move that is no lap (a 0 under the 0 rule, the Spin wheel, a Captain, …)."""

    direction: int
    lap: int = 0


@event_type("windows_closed")
class WindowsClosed(EventBase):
    """The UNO-catch and jump-in windows closed without anyone acting."""


@event_type("turn_timed_out")
class TurnTimedOut(EventBase):
    seat: int


@event_type("hand_ended")
class HandEnded(EventBase):
    """``winner`` went out. ``hand_values`` per seat; ``points`` per score slot (seat or
    team) this hand; ``scores`` the running totals; ``hands`` the cards each seat was left
    with, shown to everyone for the count (§1.9)."""

    PUBLIC = True

    winner: int
    hand_values: tuple[int, ...]
    points: tuple[int, ...]
    scores: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...] = ()


@event_type("game_ended")
class GameEnded(EventBase):
    """``winner`` is a score slot: a seat, or a team index when playing in teams."""

    winner: int
    scores: tuple[int, ...]


@event_type("cards_revealed")
class CardsRevealed(EventBase):
    """``seat`` showed ``cards`` to everyone (editions: show hand, Lotso, duels)."""

    PUBLIC = True

    seat: int
    cards: tuple[Card, ...]
    reason: str


# ------------------------------------------------------------------ editions' events


@event_type("wheel_spun")
class WheelSpun(EventBase):
    seat: int
    segment: str


@event_type("launcher_fired")
class LauncherFired(EventBase):
    """``seat`` pressed; ``count`` cards came out (0: nothing happened)."""

    seat: int
    count: int


@event_type("scale_tipped")
class ScaleTipped(EventBase):
    """The scale tipped towards the heavier ``pan``; ``seat`` placed the last card."""

    seat: int
    pan: int
    left: int
    right: int


@event_type("scale_settled")
class ScaleSettled(EventBase):
    """A card landed on a pan and the scale held: ``left``/``right`` are the pan sizes."""

    pan: int
    left: int
    right: int


@event_type("pan_filled")
class PanFilled(EventBase):
    """During a Tilt sequence ``seat`` put the top draw-pile ``card`` into ``pan``."""

    PUBLIC = True

    seat: int
    pan: int
    card: Card


@event_type("flash_picked")
class FlashPicked(EventBase):
    """The unit lit ``seat``; ``limit_ms`` is its time to act (0: no limit)."""

    seat: int
    limit_ms: int


@event_type("race_started")
class RaceStarted(EventBase):
    """A race or buzzer contest began: ``kind`` (``racer_x``, ``slap``, ``uno_spin``)."""

    kind: str
    seat: int
    value: int = -1


@event_type("race_ended")
class RaceEnded(EventBase):
    """``loser`` lost the race (or ``winner`` won it); ``-1`` where nobody did."""

    kind: str
    winner: int = -1
    loser: int = -1


@event_type("duel_round")
class DuelRound(EventBase):
    """One round of a duel (Kick, Spin Battle): the cards laid per seat, and the result."""

    PUBLIC = True

    kind: str
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int = -1  # -1: tied, another round
    loser: int = -1


@event_type("effect_cancelled")
class EffectCancelled(EventBase):
    """``seat`` cancelled an effect: ``kind`` ``penalty`` (Offside) or ``spin`` (twin card)."""

    seat: int
    kind: str


@event_type("named")
class Named(EventBase):
    """``seat`` named a colour or number for an effect (``what``: ``color``/``number``)."""

    seat: int
    what: str
    value: str


@event_type("cards_discarded")
class CardsDiscarded(EventBase):
    """Cards left a hand by an effect (the wheel, Discard All), under the top card."""

    PUBLIC = True

    seat: int
    cards: tuple[Card, ...]
    reason: str


Event = (DealerChosen | HandStarted | CardsDealt | FirstCard | TurnStarted | CardPlayed
         | CardsDrawn | Reshuffled | ColorChosen | TurnSkipped | DirectionChanged
         | PenaltyPending | ChallengeResolved | UnoCalled | UnoCaught | UnoMissed | HandsSwapped
         | HandsRotated | WindowsClosed | TurnTimedOut | HandEnded | GameEnded | CardsRevealed
         | WheelSpun | LauncherFired | ScaleTipped | ScaleSettled | PanFilled | FlashPicked
         | RaceStarted | RaceEnded | DuelRound | EffectCancelled | Named | CardsDiscarded)


def redact(event: Event, seat: int | None) -> Event:
    """The copy of ``event`` that ``seat`` may see (``None``: a spectator)."""
    secret = event.SECRET
    if not secret or getattr(event, event.OWNER) == seat:
        return event
    return replace(event, **{secret: None})  # type: ignore[arg-type]
