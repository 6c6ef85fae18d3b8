"""Helpers the themed editions share (docs/rules.md §3), and their actions and events
(defined in :mod:`rules.actions` and :mod:`rules.events`, so every tag decodes)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.actions import (  # re-exported: the editions and the app import them here
    CallUnoSpin,
    ChoosePan,
    ChooseSeat,
    DiscardCard,
    KeepHand,
    NameColor,
    NameNumber,
    PassHands,
    PlayOnPan,
    PressLauncher,
    RotateHands,
    Slap,
    SpinWheel,
    SwapPair,
)
from rules.cards import NUMBER, Card, classic_deck
from rules.editions.base import CardHandler
from rules.events import (
    CardsDiscarded,
    CardsRevealed,
    DuelRound,
    EffectCancelled,
    FlashPicked,
    LauncherFired,
    Named,
    PanFilled,
    RaceEnded,
    RaceStarted,
    ScaleSettled,
    ScaleTipped,
    WheelSpun,
)

if TYPE_CHECKING:
    from rules.game import Game

__all__ = [
    "BlackSpecial",
    "CallUnoSpin",
    "CardsDiscarded",
    "CardsRevealed",
    "ChoosePan",
    "ChooseSeat",
    "DiscardCard",
    "DuelRound",
    "EffectCancelled",
    "FlashPicked",
    "KeepHand",
    "LauncherFired",
    "NameColor",
    "NameNumber",
    "Named",
    "PanFilled",
    "PassHands",
    "PlayOnPan",
    "PressLauncher",
    "RaceEnded",
    "RaceStarted",
    "RotateHands",
    "ScaleSettled",
    "ScaleTipped",
    "Slap",
    "SpinWheel",
    "SwapPair",
    "WheelSpun",
    "discard_under_top",
    "highest_number",
    "plus_specials",
    "reveal",
]


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
    game.hand_shrank(seat)


NO_NUMBER = Card(NUMBER, None, -1)  # a duel's card when nothing is left anywhere to draw


def best_number(hand: list[Card], exclude: list[Card]) -> Card | None:
    """The highest number card of ``hand`` not in ``exclude``, if any: a duel's pick (the
    hard bot's rollouts pick with it too)."""
    pool = list(hand)
    for c in exclude:
        if c in pool:
            pool.remove(c)
    numbers = [c for c in pool if c.kind == NUMBER]
    if numbers:
        return max(numbers, key=lambda c: c.number or 0)
    return None


def highest_number(game: Game, seat: int, exclude: list[Card], reason: str) -> Card:
    """The seat's highest number card not in ``exclude``; without one it draws until it
    draws one, keeping every drawn card (duel_no_number, §2)."""
    while True:
        card = best_number(game.hands[seat], exclude)
        if card is not None:
            return card
        if not game.draw_cards(seat, 1, reason):
            return NO_NUMBER  # nothing left anywhere to draw: the lowest possible card


def reveal(game: Game, seat: int, cards: list[Card], reason: str) -> None:
    game.emit(CardsRevealed(seat, tuple(cards), reason))

