"""UNO Extreme / UNO Attack (docs/rules.md §3.6): the card launcher replaces the draw pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rules.actions import Action, Play
from rules.cards import COLORS, NUMBER, REVERSE, SKIP, WILD, Card
from rules.editions.base import CardHandler, DecisionRule
from rules.editions.classic import (
    Classic,
    TurnRule,
    WildHandler,
    ZeroSwapRule,
)
from rules.editions.common import LauncherFired, discard_under_top
from rules.events import TurnSkipped
from rules.ruleset import OptionSpec, RuleOptions

if TYPE_CHECKING:
    from rules.game import Decision, Game

HIT_TWO = "hit_two"
DISCARD_ALL = "discard_all"
TRADE_HANDS = "trade_hands"
PASS_HANDS = "pass_hands"
WILD_ALL_HIT = "wild_all_hit"
WILD_HIT_FIRE = "wild_hit_fire"
WILD_HIT_ONE = "wild_hit_one"
UNO_PRESSES = 2  # a missed UNO costs two presses [x:w-attack]
MAX_FIRE_PRESSES = 50  # Hit-Fire stops when the launcher can give nothing more

# The three published deck lists plus the seed's variant: kind -> copies (colour per
# colour for coloured kinds, in total for black ones), next to 1–9 twice per colour.
DECKS: dict[str, dict[str, int]] = {
    "attack_us": {HIT_TWO: 2, REVERSE: 1, SKIP: 2, DISCARD_ALL: 2, TRADE_HANDS: 1,
                  WILD: 4, WILD_ALL_HIT: 2, WILD_HIT_FIRE: 2},
    "extreme_de": {HIT_TWO: 2, REVERSE: 2, SKIP: 2, DISCARD_ALL: 1, TRADE_HANDS: 1,
                   WILD: 4, WILD_HIT_ONE: 2, WILD_HIT_FIRE: 2},
    "extreme_de_old": {HIT_TWO: 2, REVERSE: 2, SKIP: 2, DISCARD_ALL: 2, WILD: 4,
                       WILD_HIT_FIRE: 4},
    "seed000": {HIT_TWO: 2, REVERSE: 1, SKIP: 2, DISCARD_ALL: 2, TRADE_HANDS: 1,
                WILD: 4, WILD_ALL_HIT: 2, WILD_HIT_FIRE: 2},
}
BLACK_KINDS = {WILD, WILD_ALL_HIT, WILD_HIT_FIRE, WILD_HIT_ONE}
# P(K = k) = (9 - k) / 36 for k = 1…8 when the launcher fires (A25).
FIRE_COUNTS = list(range(1, 9))
FIRE_WEIGHTS = [9 - k for k in FIRE_COUNTS]


def extreme_deck(variant: str) -> list[Card]:
    """112 cards without zeros; ``seed000`` turns 2 of the 4 Trade Hands into pass-hands."""
    cards: list[Card] = []
    for color in COLORS:
        for value in range(1, 10):
            cards += [Card(NUMBER, color, value)] * 2
    for kind, copies in DECKS[variant].items():
        if kind in BLACK_KINDS:
            cards += [Card(kind)] * copies
        else:
            for color in COLORS:
                cards += [Card(kind, color)] * copies
    if variant == "seed000":
        for color in (COLORS[0], COLORS[1]):
            cards[cards.index(Card(TRADE_HANDS, color))] = Card(PASS_HANDS, color)
    return cards


def press(game: Game, seat: int) -> int:
    """One press: the launcher fires with ``launcher_fire_chance`` % and then shoots
    K cards; fewer in the launcher gives all of them. Tests script ``launcher`` (K)."""
    queue = game.scripted.get("launcher")
    if isinstance(queue, list) and queue:
        wanted = int(queue.pop(0))
    elif game.rng.random() * 100 < game.options.edition_option("launcher_fire_chance"):
        wanted = int(game.device_outcome("launcher_count", FIRE_COUNTS, FIRE_WEIGHTS))  # type: ignore[arg-type]
    else:
        wanted = 0
    if wanted and not game.draw_pile:
        game.reshuffle()  # an empty launcher is refilled first (§1.8)
    got = min(wanted, len(game.draw_pile))
    game.emit(LauncherFired(seat, got))
    if got:
        game.draw_cards(seat, got, "launcher")
    return got


def press_times(game: Game, seat: int, times: int) -> None:
    for _ in range(times):
        press(game, seat)


class ExtremeTurnRule(TurnRule):
    """Drawing is one press, and pressing ends the turn whatever came out."""

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        if isinstance(action, Play):
            super().apply(game, d, action)
            return
        assert d.seat is not None
        game.jump_open = False
        press(game, d.seat)
        game.advance(d.seat)


class HitTwoHandler(CardHandler):
    """The next seat presses twice and loses its turn; another Hit 2 extends it."""

    def can_stack(self, game: Game, seat: int, card: Card) -> bool:
        return game.discard[-1].kind == HIT_TWO and game.options.edition_option(
            "hit_two_stacking")

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        game.impose_penalty(game.next_player(seat), 2 * count)

    def on_first_card(self, game: Game, card: Card, starter: int) -> None:
        press_times(game, starter, 2)
        game.emit(TurnSkipped(starter))
        game.begin_turn(game.next_seat(starter))


class LauncherWild(WildHandler):
    """A black launcher card: a colour, then its presses."""

    multi_play = False
    first_card = "return"

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        game.choose_color_then(seat, card, 1)

    def after_color(self, game: Game, seat: int, card: Card, count: int) -> None:
        if card.kind == WILD_HIT_ONE:  # the next seat presses once and loses its turn
            target = game.next_player(seat)
            press(game, target)
            game.emit(TurnSkipped(target))
            game.begin_turn(game.next_player(target))
        elif card.kind == WILD_HIT_FIRE:  # presses until something comes out
            target = game.next_player(seat)
            for _ in range(MAX_FIRE_PRESSES):
                if press(game, target) or not (game.draw_pile or len(game.discard) > 1):
                    break
            game.emit(TurnSkipped(target))
            game.begin_turn(game.next_player(target))
        else:  # All Hit: "alle Spieler der Reihe nach" press once, then maybe again
            target = game.next_seat(seat)
            while target != seat:
                press(game, target)
                target = game.next_seat(target)
            if game.options.edition_option("all_hit_includes_player"):
                press(game, seat)
            if game.options.edition_option("all_hit_extra_turn"):
                game.begin_turn(seat)
            else:
                game.advance(seat)


class TradeHandsHandler(CardHandler):
    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        if not game.hands[seat]:
            game.advance(seat)
            return
        others = [s for s in range(game.n) if s != seat]
        if game.options.edition_option("trade_hands") == "swap_fewest":
            fewest = min(len(game.hands[s]) for s in others)
            others = [s for s in others if len(game.hands[s]) == fewest]
        if len(others) == 1:
            game.swap_hands(seat, others[0])
            game.advance(seat)
        else:
            game.decide("trade_hands", seat, choices=tuple(others))


class PassHandsHandler(CardHandler):
    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        if game.hands[seat]:
            game.rotate_hands(game.direction)
        game.advance(seat)


class DiscardAllHandler(CardHandler):
    """The player also discards every other card of the card's colour; it stays on top."""

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        same = [c for c in game.hands[seat] if c.color == card.color]
        if same:
            discard_under_top(game, seat, same, "discard_all")
        if not game.check_hand_end():
            game.advance(seat)


class Extreme(Classic):
    name = "extreme"
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("extreme_deck", "choice", "attack_us", tuple(DECKS), edition="extreme"),
        # At least 10 %: a launcher that never fires deals no card, and a hand where nobody
        # can play would never end (Hit-Fire would press forever too).
        OptionSpec("launcher_fire_chance", "int", 40, minimum=10, maximum=100,
                   edition="extreme"),
        OptionSpec("hit_two_stacking", "bool", True, edition="extreme"),
        OptionSpec("all_hit_extra_turn", "bool", True, edition="extreme"),
        OptionSpec("all_hit_includes_player", "bool", True, edition="extreme"),
        OptionSpec("trade_hands", "choice", "swap_chosen", ("swap_chosen", "swap_fewest"),
                   edition="extreme"),
    )
    handlers: ClassVar[dict[str, CardHandler]] = {
        **Classic.handlers,
        HIT_TWO: HitTwoHandler(),
        DISCARD_ALL: DiscardAllHandler(),
        TRADE_HANDS: TradeHandsHandler(),
        PASS_HANDS: PassHandsHandler(),
        WILD_ALL_HIT: LauncherWild(),
        WILD_HIT_FIRE: LauncherWild(),
        WILD_HIT_ONE: LauncherWild(),
    }
    decisions: ClassVar[dict[str, DecisionRule]] = {
        **Classic.decisions, "turn": ExtremeTurnRule(), "trade_hands": ZeroSwapRule()}
    points: ClassVar[dict[str, int]] = {
        SKIP: 20, REVERSE: 20, HIT_TWO: 20, DISCARD_ALL: 30, TRADE_HANDS: 30, PASS_HANDS: 30,
        WILD_ALL_HIT: 50, WILD_HIT_FIRE: 50, WILD_HIT_ONE: 50}

    def deck(self, options: RuleOptions) -> list[Card]:
        return extreme_deck(options.edition_option("extreme_deck"))

    def penalty_draw(self, game: Game, target: int, total: int) -> None:
        press_times(game, target, total)  # the pending count is presses here

    def uno_penalty(self, game: Game, target: int) -> None:
        press_times(game, target, UNO_PRESSES)

    def penalty_has_choice(self, game: Game, target: int) -> bool:
        return bool(game.options.edition_option("hit_two_stacking"))

    def penalty_answers(self, game: Game, seat: int) -> list[Action]:
        if game.options.stacking != "off":
            return []  # the classic stacking rule already offers them
        hand = game.hands[seat]
        return [Play(c) for c in dict.fromkeys(hand)
                if c.kind == HIT_TWO and self.handlers[HIT_TWO].can_stack(game, seat, c)]

