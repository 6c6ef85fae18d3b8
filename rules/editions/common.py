"""Actions, events and helpers the themed editions share (RULES.md §3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.actions import action_type
from rules.cards import NUMBER, Card, Color, classic_deck
from rules.editions.base import CardHandler
from rules.events import CardsRevealed, event_type

if TYPE_CHECKING:
    from rules.game import Game


# ------------------------------------------------------------------ actions


@action_type("choose_seat")
class ChooseSeat:
    """Pick a seat: a duel opponent, the seat that starts a Tilt sequence."""

    seat: int


@action_type("name_color")
class NameColor:
    """Name a colour for an effect (Lotso, the wheel's discard colour), not the active one."""

    color: Color


@action_type("name_number")
class NameNumber:
    number: int


@action_type("discard_card")
class DiscardCard:
    """Discard one chosen card under the top card (the wheel's discards)."""

    card: Card


@action_type("keep_hand")
class KeepHand:
    """Keep the hand that came round (Cars' victory lap)."""


@action_type("pass_hands")
class PassHands:
    """Send every hand round once more (Cars' victory lap)."""


@action_type("rotate_hands")
class RotateHands:
    """Move every hand one seat: ``direction`` +1 clockwise, -1 counter-clockwise."""

    direction: int


@action_type("swap_pair")
class SwapPair:
    """Two chosen seats swap hands (FC Bayern's captain)."""

    a: int
    b: int


@action_type("spin_wheel")
class SpinWheel:
    pass


@action_type("call_uno_spin")
class CallUnoSpin:
    pass


@action_type("press_launcher")
class PressLauncher:
    pass


@action_type("slap")
class Slap:
    """Press the buzzer in a SLAP race (Flash)."""


@action_type("play_on_pan")
class PlayOnPan:
    """Play ``count`` copies of ``card`` onto scale pan ``pan`` (0 left, 1 right; Tippo)."""

    card: Card
    pan: int
    count: int = 1


@action_type("choose_pan")
class ChoosePan:
    """Put the top draw-pile card into pan ``pan`` during a Tilt sequence (Tippo)."""

    pan: int


# ------------------------------------------------------------------ events


@event_type("wheel_spun")
class WheelSpun:
    seat: int
    segment: str


@event_type("launcher_fired")
class LauncherFired:
    """``seat`` pressed; ``count`` cards came out (0: nothing happened)."""

    seat: int
    count: int


@event_type("scale_tipped")
class ScaleTipped:
    """The scale tipped towards the heavier ``pan``; ``seat`` placed the last card."""

    seat: int
    pan: int
    left: int
    right: int


@event_type("scale_settled")
class ScaleSettled:
    """A card landed on a pan and the scale held: ``left``/``right`` are the pan sizes."""

    pan: int
    left: int
    right: int


@event_type("pan_filled")
class PanFilled:
    """During a Tilt sequence ``seat`` put the top draw-pile ``card`` into ``pan``."""

    seat: int
    pan: int
    card: Card


@event_type("flash_picked")
class FlashPicked:
    """The unit lit ``seat``; ``limit_ms`` is its time to act (0: no limit)."""

    seat: int
    limit_ms: int


@event_type("race_started")
class RaceStarted:
    """A race or buzzer contest began: ``kind`` (``racer_x``, ``slap``, ``uno_spin``)."""

    kind: str
    seat: int
    value: int = -1


@event_type("race_ended")
class RaceEnded:
    """``loser`` lost the race (or ``winner`` won it); ``-1`` where nobody did."""

    kind: str
    winner: int = -1
    loser: int = -1


@event_type("duel_round")
class DuelRound:
    """One round of a duel (Kick, Spin Battle): the cards laid per seat, and the result."""

    kind: str
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int = -1  # -1: tied, another round
    loser: int = -1


@event_type("effect_cancelled")
class EffectCancelled:
    """``seat`` cancelled an effect: ``kind`` ``penalty`` (Offside) or ``spin`` (twin card)."""

    seat: int
    kind: str


@event_type("named")
class Named:
    """``seat`` named a colour or number for an effect (``what``: ``color``/``number``)."""

    seat: int
    what: str
    value: str


@event_type("cards_discarded")
class CardsDiscarded:
    """Cards left a hand by an effect (the wheel, Discard All), under the top card."""

    seat: int
    cards: tuple[Card, ...]
    reason: str


# ------------------------------------------------------------------ helpers


def plus_specials(kind: str, count: int = 4) -> list[Card]:
    """The common deck of §3: the 108 classic cards plus ``count`` black specials."""
    return classic_deck() + [Card(kind)] * count


class BlackSpecial(CardHandler):
    """A black edition special: legal on anything; its effect, then a colour (§3 common).

    Subclasses implement :meth:`effect`, which must end by calling :meth:`done`.
    ``last_card_ends`` says whether playing it as the last card ends the hand at once.
    """

    multi_play = False
    first_card = "return"
    last_card_ends = True

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        if not game.hands[seat] and self.last_card_ends:
            game.advance(seat)  # the hand ends first, nothing happens (A34)
            return
        self.effect(game, seat, card)

    def effect(self, game: Game, seat: int, card: Card) -> None:
        self.done(game, seat, card)

    def done(self, game: Game, seat: int, card: Card) -> None:
        """The effect is over: the player declares a colour, then ``next(player)`` plays."""
        if game.check_hand_end():
            return
        if game.hands[seat] or not self.last_card_ends:
            game.choose_color_then(seat, card, 1)
        else:
            game.advance(seat)


def discard_under_top(game: Game, seat: int, cards: list[Card], reason: str) -> None:
    """Discard cards from a hand under the top card; the active colour stays (§3.2)."""
    hand = game.hands[seat]
    for c in cards:
        hand.remove(c)
    top = game.discard.pop()
    game.discard.extend(cards)
    game.discard.append(top)
    if not hand and seat not in game.out_order:
        game.out_order.append(seat)
    game.emit(CardsDiscarded(seat, tuple(cards), reason))
    game._after_hand_shrank(seat)


def highest_number(game: Game, seat: int, exclude: list[Card], reason: str) -> Card:
    """The seat's highest number card not in ``exclude``; without one it draws until it
    draws one, keeping every drawn card (duel_no_number, §2)."""
    while True:
        pool = list(game.hands[seat])
        for c in exclude:
            if c in pool:
                pool.remove(c)
        numbers = [c for c in pool if c.kind == NUMBER]
        if numbers:
            return max(numbers, key=lambda c: c.number or 0)
        if not game.draw_cards(seat, 1, reason):
            # Nothing left anywhere to draw: count as the lowest possible card.
            return Card(NUMBER, None, -1)


def reveal(game: Game, seat: int, cards: list[Card], reason: str) -> None:
    game.emit(CardsRevealed(seat, tuple(cards), reason))

