"""Classic UNO (docs/rules.md §1) with every house rule of §2, as card handlers and decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import rules.events as ev
from rules.actions import Accept, Action, Challenge, ChooseColor, Draw, Pass, Play, SwapHands
from rules.cards import (
    COLORS,
    DRAW_TWO,
    NUMBER,
    REVERSE,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
    Card,
    Color,
    classic_deck,
    shuffle,
)
from rules.editions.base import CardHandler, DecisionRule, Edition, play_of
from rules.ruleset import RuleOptions

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from rules.game import Decision, Game


# ------------------------------------------------------------------ card handlers


class NumberHandler(CardHandler):
    """Numbers; a 7 or 0 may move hands under the 7-0 house rule (§2.4)."""

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        o = game.options
        if not game.hands[seat]:
            game.advance(seat)  # the hand ends first and nothing moves (§2.4)
        elif card.number == 7 and o.seven_card == "swap_chosen":
            game.decide("seven", seat)
        elif card.number == 0 and o.zero_card == "rotate_all":
            game.rotate_hands(game.direction)
            game.advance(seat)
        elif card.number == 0 and o.zero_card == "swap_fewest":
            fewest = min(len(game.hands[s]) for s in range(game.n) if s != seat)
            ties = tuple(s for s in range(game.n) if s != seat and len(game.hands[s]) == fewest)
            if len(ties) == 1:
                game.swap_hands(seat, ties[0])
                game.advance(seat)
            else:
                game.decide("zero_swap", seat, choices=ties)
        else:
            game.advance(seat)


class SkipHandler(CardHandler):
    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        game.advance(seat, skip=count)

    def on_first_card(self, game: Game, card: Card, starter: int) -> None:
        game.emit(ev.TurnSkipped(starter))
        game.begin_turn(game.next_seat(starter))


class ReverseHandler(CardHandler):
    """Reverse; with two players it acts as a Skip (§1.5)."""

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        if count % 2:
            game.direction = -game.direction
            game.emit(ev.DirectionChanged(game.direction))
        game.advance(seat, skip=count if game.n == 2 else 0)

    def on_first_card(self, game: Game, card: Card, starter: int) -> None:
        game.direction = -1
        game.emit(ev.DirectionChanged(-1))
        if game.n == 2 or game.options.first_reverse_starter == "dealer":
            game.begin_turn(game.dealer)
        else:
            game.begin_turn(game.next_seat(game.dealer))


class DrawTwoHandler(CardHandler):
    def can_stack(self, game: Game, seat: int, card: Card) -> bool:
        top = game.discard[-1]
        return top.kind == DRAW_TWO  # same_type and seed001 both allow +2 on +2 (§2.1)

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        game.wd4_challenge = None
        game.impose_penalty(game.next_player(seat), 2 * count)

    def on_first_card(self, game: Game, card: Card, starter: int) -> None:
        game.draw_cards(starter, 2, "first_card")
        game.emit(ev.TurnSkipped(starter))
        game.begin_turn(game.next_seat(starter))


class WildHandler(CardHandler):
    def on_first_card(self, game: Game, card: Card, starter: int) -> None:
        game.decide("color", starter, card=card, origin="first_card")


def breaks_wd4_test(test: str, rest: list[Card], top: Card | None, active: Color | None,
                    match: Callable[[Card, Card, Color | None], bool]) -> bool:
    """Whether a Wild Draw 4 laid on ``top`` with ``active`` colour breaks the test of §1.6
    named by ``test`` (the option ``wd4_test``), cards matching by ``match``; ``rest`` is
    the hand without the Wild Draw 4 cards being played. The hard bot's rollouts judge
    with it too."""
    if test == "no_current_colour":
        return any(c.color is not None and c.color == active for c in rest)
    return top is not None and any(
        c.kind != WILD_DRAW_FOUR and (c.is_black or match(c, top, active)) for c in rest)


def wd4_guilty(game: Game, rest: list[Card], top: Card | None, active: Color | None) -> bool:
    """:func:`breaks_wd4_test` by the edition's own matching."""
    handler = game.edition.handler
    return breaks_wd4_test(game.options.wd4_test, rest, top, active,
                           lambda c, on, color: handler(c.kind).matches(game, c, on, color))


class WildDrawFourHandler(CardHandler):
    first_card = "return"

    def black_playable(self, game: Game, seat: int, card: Card) -> bool:
        if game.options.wd4_mode != "enforce":
            return True
        rest = [c for c in game.hands[seat] if c.kind != WILD_DRAW_FOUR]
        return not wd4_guilty(game, rest, game.discard[-1], game.active_color)

    def can_stack(self, game: Game, seat: int, card: Card) -> bool:
        top = game.discard[-1]
        mode = game.options.stacking
        allowed = top.kind == WILD_DRAW_FOUR or (mode == "seed001" and top.kind == DRAW_TWO)
        return allowed and self.black_playable(game, seat, card)

    def why_not_stack(self, game: Game, seat: int, card: Card) -> str:
        top = game.discard[-1]
        allowed = top.kind == WILD_DRAW_FOUR or (
            game.options.stacking == "seed001" and top.kind == DRAW_TWO)
        if allowed and not self.black_playable(game, seat, card):
            return "wild_draw_four_not_allowed"  # the stacking rule allows it, §1.6 does not
        return "cannot_stack"

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        # Judged before the colour is chosen, against the colour the card was laid on.
        rest = [c for c in game.hands[seat] if c.kind != WILD_DRAW_FOUR]
        game.wd4_guilty = wd4_guilty(game, rest, game.prev_top, game.prev_color)
        game.choose_color_then(seat, card, count)

    def after_color(self, game: Game, seat: int, card: Card, count: int) -> None:
        guilty, game.wd4_guilty = game.wd4_guilty, False
        game.wd4_challenge = (seat, guilty) if game.options.wd4_mode == "bluff" else None
        game.impose_penalty(game.next_player(seat), 4 * count)


# ------------------------------------------------------------------ decisions


_DRAW = Draw()  # immutable, so one offer serves every turn
_PASS, _ACCEPT, _CHALLENGE = Pass(), Accept(), Challenge()
_CHOOSE_COLOR = tuple(ChooseColor(c) for c in COLORS)


def _illegal_play(game: Game, seat: int, action: Action) -> str:
    if isinstance(action, Play) and action.card.kind == WILD_DRAW_FOUR:
        return "wild_draw_four_not_allowed"
    if isinstance(action, Play):
        return "does_not_match"
    return "not_allowed_now"


class TurnRule(DecisionRule):
    """Play a legal card, or draw (§1.3)."""

    can_call_uno = True

    def plays(self, game: Game, seat: int, cards: list[Card] | None = None) -> Sequence[Action]:
        """The legal plays of ``seat`` (of ``cards`` only, when given); Tippo adds pans."""
        return game.play_actions(seat, cards)

    def play(self, game: Game, seat: int, action: Play, forced: bool = False) -> None:
        game.play(seat, action.card, action.count, forced=forced)

    def legal(self, game: Game, d: Decision) -> list[Action]:
        seat = d.seat  # not d.owner: a property is a call, and this runs on every turn
        assert seat is not None
        plays: list[Action] = [*self.plays(game, seat)]
        if game.options.voluntary_draw or not plays:
            plays.append(_DRAW)
        return plays

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        seat = d.seat
        assert seat is not None
        if not isinstance(action, Draw):
            self.play(game, seat, action)  # type: ignore[arg-type]
            return
        game.jump_open = False
        rule = game.options.draw_rule
        cap = game.options.draw_until_cap if rule == "draw_until_playable" else 1
        drawn = 0
        while cap is None or drawn < cap:
            got = game.draw_cards(seat, 1, "draw")
            if not got:
                break
            drawn += 1
            plays = self.plays(game, seat, got)
            if plays and rule == "draw_until_playable":  # a playable draw is played (§2.7)
                self.play(game, seat, plays[0], forced=True)  # type: ignore[arg-type]
                return
            if plays and rule == "draw_one_may_play":
                game.decide("drawn", seat, card=got[0])
                return
        game.advance(seat)

    def timeout(self, game: Game, d: Decision) -> None:
        game.close_uno_window()
        self.apply(game, d, Draw())

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        if isinstance(action, Draw):
            return "must_play_a_card"
        return _illegal_play(game, d.seat, action)  # type: ignore[arg-type]


class DrawnRule(DecisionRule):
    """Play the card just drawn, or keep it (§1.3, draw_one_may_play)."""

    can_call_uno = True

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [play_of(d.played), _PASS]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        if isinstance(action, Play):
            game.play(d.seat, action.card)  # type: ignore[arg-type]
        else:
            game.advance(d.seat)  # type: ignore[arg-type]

    def timeout(self, game: Game, d: Decision) -> None:
        self.apply(game, d, Pass())

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        if isinstance(action, Play):
            return "only_the_drawn_card"
        return "not_allowed_now"


class ColorRule(DecisionRule):
    """Declare the colour after a black card (or for a Wild start card, §1.2)."""

    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return list(_CHOOSE_COLOR)

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        seat = d.seat
        assert seat is not None and isinstance(action, ChooseColor)
        game.set_color(seat, action.color)
        if d.origin == "first_card":
            game.begin_turn(seat)
        else:
            game.edition.handler(d.card.kind).after_color(  # type: ignore[union-attr]
                game, seat, d.card, d.count)  # type: ignore[arg-type]

    def timeout(self, game: Game, d: Decision) -> None:
        self.apply(game, d, ChooseColor(game.most_held_color(d.seat)))  # type: ignore[arg-type]

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        return "choose_a_color"


class PenaltyRule(DecisionRule):
    """Stack a draw card, challenge a Wild Draw 4, or take the cards (§1.6, §2.1)."""

    can_call_uno = True

    def legal(self, game: Game, d: Decision) -> list[Action]:
        seat = d.seat
        assert seat is not None
        acts: list[Action] = [_ACCEPT]
        if game.wd4_challenge is not None:
            acts.append(_CHALLENGE)
        if game.options.stacking != "off" and not game.gone_out():
            hand = game.hands[seat]
            stackable = [c for c in dict.fromkeys(hand)
                         if game.edition.handler(c.kind).can_stack(game, seat, c)]
            for card in stackable:
                top = hand.count(card) if game.multi_ok(card) else 1
                acts += [Play(card, k) for k in range(1, top + 1)]
        acts += game.edition.penalty_answers(game, seat)
        return acts

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        seat = d.seat
        assert seat is not None
        if isinstance(action, Accept):
            game.take_penalty(seat)
        elif isinstance(action, Challenge):
            resolve_challenge(game, seat)
        elif isinstance(action, Play):
            game.wd4_challenge = None  # stacking gives up the right to challenge (§2.1)
            game.play(seat, action.card, action.count)
        else:
            game.edition.apply_penalty_answer(game, seat, action)

    def timeout(self, game: Game, d: Decision) -> None:
        game.close_uno_window()  # a timed-out accept is the seat's first decision (§1.7)
        self.apply(game, d, Accept())

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        if isinstance(action, Challenge):
            return "nothing_to_challenge"
        if isinstance(action, Play):
            if game.options.stacking == "off":
                return "stacking_off"
            if game.gone_out():
                return "cannot_stack"
            return game.edition.handler(action.card.kind).why_not_stack(
                game, d.owner, action.card)
        if isinstance(action, Draw):
            return "take_the_penalty"
        return "not_allowed_now"


def resolve_challenge(game: Game, challenger: int) -> None:
    """The challenger sees the player's hand; the guilty party draws (§1.6, §2.1)."""
    assert game.wd4_challenge is not None
    player, guilty = game.wd4_challenge
    game.emit(ev.ChallengeResolved(challenger, player, guilty, tuple(game.hands[player])))
    total, game.pending, game.wd4_challenge, game.pending_target = game.pending, 0, None, None
    game.jump_open = False  # someone draws: the jump-in window closes (§2.2)
    if guilty:
        game.draw_cards(player, total, "challenge")
        game.begin_turn(challenger)
    else:
        extra = game.options.wd4_failed_challenge_extra
        game.draw_cards(challenger, total + extra, "challenge")
        game.emit(ev.TurnSkipped(challenger))
        game.begin_turn(game.next_player(challenger))


class SevenRule(DecisionRule):
    """After a 7 the player may swap hands with any seat (§2.4)."""

    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [*(SwapHands(s) for s in range(game.n) if s != d.seat), Pass()]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        if isinstance(action, SwapHands):
            game.swap_hands(d.seat, action.target)  # type: ignore[arg-type]
        game.advance(d.seat)  # type: ignore[arg-type]

    def timeout(self, game: Game, d: Decision) -> None:
        self.apply(game, d, Pass())

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        return "not_a_swap_target" if isinstance(action, SwapHands) else "choose_swap"


class ZeroSwapRule(DecisionRule):
    """After a 0 (swap_fewest) with a tie, the player picks among the fewest (§2.4)."""

    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [SwapHands(s) for s in d.choices]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert isinstance(action, SwapHands)
        game.swap_hands(d.seat, action.target)  # type: ignore[arg-type]
        game.advance(d.seat)  # type: ignore[arg-type]

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        return "not_a_swap_target" if isinstance(action, SwapHands) else "choose_swap"


# ------------------------------------------------------------------ the edition


class Classic(Edition):
    """The 108-card classic game (docs/rules.md §1–2)."""

    name = "classic"
    handlers: ClassVar[dict[str, CardHandler]] = {
        NUMBER: NumberHandler(),
        SKIP: SkipHandler(),
        REVERSE: ReverseHandler(),
        DRAW_TWO: DrawTwoHandler(),
        WILD: WildHandler(),
        WILD_DRAW_FOUR: WildDrawFourHandler(),
    }
    decisions: ClassVar[dict[str, DecisionRule]] = {
        "turn": TurnRule(),
        "drawn": DrawnRule(),
        "color": ColorRule(),
        "penalty": PenaltyRule(),
        "seven": SevenRule(),
        "zero_swap": ZeroSwapRule(),
    }
    points: ClassVar[dict[str, int]] = {SKIP: 20, REVERSE: 20, DRAW_TWO: 20, WILD_DRAW_FOUR: 50}

    def deck(self, options: RuleOptions) -> list[Card]:
        return classic_deck()

    def card_points(self, card: Card, options: RuleOptions) -> int:
        if card.kind == WILD:
            return options.wild_points
        return super().card_points(card, options)

    def first_card_fate(self, game: Game, card: Card) -> str:
        """What happens to a start card (§1.2): ``keep`` it, ``reshuffle`` it into the
        pile, ``set_aside`` (it stays under the next card turned) or ``redeal``."""
        if card.kind == WILD:
            rule = game.options.first_wild
            return "keep" if rule == "first_player_chooses" else (
                "reshuffle" if rule == "redraw" else rule)
        if card.kind == WILD_DRAW_FOUR:
            return game.options.first_wd4
        return "keep" if self.handler(card.kind).first_card == "keep" else "reshuffle"

    def start_pile(self, game: Game) -> None:
        """Turn the start card, dealing with the ones §1.2 sends back."""
        while True:
            card = game.draw_pile.pop()
            fate = self.first_card_fate(game, card)
            if fate == "keep":
                break
            if fate == "set_aside":  # seed 001: it stays down; the next card goes on top
                game.discard.append(card)
                game.emit(ev.FirstCard(card, set_aside=True))
                continue
            game.emit(ev.FirstCard(card, returned=True))
            game.draw_pile.append(card)
            if fate == "redeal":  # seed 004: every card back, shuffle, deal again
                game.redeal()
                return
            shuffle(game.rng, game.draw_pile)
        game.discard.append(card)
        game.active_color = card.color
        game.emit(ev.FirstCard(card))
        self.handler(card.kind).on_first_card(game, card, game.next_seat(game.dealer))
