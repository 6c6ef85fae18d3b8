"""UNO Spin (docs/rules.md §3.2): spin cards send the next seat to the wheel."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from rules.actions import Action, Play
from rules.cards import COLORS, NUMBER, Card, Color, classic_deck, identical
from rules.editions.base import CardHandler, DecisionRule, EditionState, RaceRule, edition_state
from rules.editions.classic import Classic, NumberHandler
from rules.editions.common import (
    CallUnoSpin,
    DiscardCard,
    DuelRound,
    EffectCancelled,
    NameColor,
    Named,
    NameNumber,
    RaceEnded,
    RaceStarted,
    SpinWheel,
    WheelSpun,
    discard_under_top,
    highest_number,
    reveal,
)
from rules.ruleset import OptionSpec, RuleOptions

if TYPE_CHECKING:
    from collections.abc import Callable

    from rules.game import Decision, Game

SPIN = "spin"
SEGMENTS = (
    "almost_uno", "discard_number", "discard_color", "draw_red", "draw_blue",
    "show_hand", "trade_hands", "battle", "uno_spin",
)
# Segment sizes are unknown (A27); "uniform" is our default, the others are house variants.
WEIGHTS = {
    "uniform": (1, 1, 1, 1, 1, 1, 1, 1, 1),
    "generous": (2, 2, 2, 1, 1, 1, 1, 1, 1),
    "punishing": (1, 1, 1, 2, 2, 1, 1, 2, 1),
}
FALSE_CALL_PENALTY = 1


@dataclass(slots=True)
class SpinState(EditionState):
    """The segment the wheel shows while its effect lasts, the seats that called UNO Spin
    wrongly meanwhile, and the spinner while an UNO Spin race runs."""

    wheel: str | None = None
    false_calls: list[int] = field(default_factory=list)
    spinner: int | None = None

    def copy(self) -> SpinState:
        return SpinState(self.wheel, list(self.false_calls), self.spinner)


def state(game: Game) -> SpinState:
    return edition_state(game, SpinState)


def spin_deck() -> list[Card]:
    """108 classic cards where one copy of each 1–5 per colour carries the swirl."""
    deck = classic_deck()
    for color in COLORS:
        for value in range(1, 6):
            deck[deck.index(Card(NUMBER, color, value))] = Card(NUMBER, color, value, SPIN)
    return deck


class SpinNumberHandler(NumberHandler):
    """A spin card sends the next seat to the wheel instead of its turn (§3.2)."""

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        if card.mark != SPIN or not game.hands[seat]:
            super().on_play(game, seat, card, count)
            return
        game.decide("spin", game.next_player(seat), card=card)


def twin_of(game: Game, seat: int, card: Card) -> Card | None:
    """The seat's identical card without the swirl, which may deflect the spin."""
    return next((c for c in game.hands[seat] if identical(c, card) and c != card), None)


class SpinRule(DecisionRule):
    """Spin the wheel, or play the twin of the spin card to cancel (or pass on) the spin."""

    can_call_uno = True

    def legal(self, game: Game, d: Decision) -> list[Action]:
        twin = twin_of(game, d.seat, d.card)  # type: ignore[arg-type]
        return [SpinWheel(), *([Play(twin)] if twin is not None else [])]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        seat = d.seat
        assert seat is not None
        if isinstance(action, Play):
            game.emit(EffectCancelled(seat, "spin"))
            if game.options.edition_option("spin_deflect") == "pass_on":
                game.lay(seat, action.card)
                if not game.check_hand_end():
                    game.decide("spin", game.next_player(seat), card=action.card)
            else:
                game.play(seat, action.card)
            return
        weights = WEIGHTS[game.options.edition_option("spin_weights")]
        segment = str(game.device_outcome("wheel", list(SEGMENTS), list(weights)))
        game.emit(WheelSpun(seat, segment))
        st = state(game)
        st.wheel, st.false_calls = segment, []
        SEGMENT_EFFECTS[segment](game, seat)

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        return "only_the_twin_card" if isinstance(action, Play) else "spin_the_wheel"


def finish(game: Game, seat: int) -> None:
    """The wheel's effect is over; play continues after ``seat`` (§3.2)."""
    st = state(game)
    st.wheel, st.false_calls = None, []
    if not game.check_hand_end():
        game.advance(seat)


def almost_uno(game: Game, seat: int) -> None:
    if len(game.hands[seat]) > 2:
        game.decide("spin_discard", seat)
    else:
        finish(game, seat)


def draw_until(color: Color) -> Callable[[Game, int], None]:
    """Seed 000: "ziehen bis blau/rot kommt"; a black card stops it too only with
    ``spin_draw_stops_on_black`` (the reading of [x:spin-tsg])."""

    def effect(game: Game, seat: int) -> None:
        stops = (color, None) if game.options.edition_option("spin_draw_stops_on_black") \
            else (color,)
        while True:
            got = game.draw_cards(seat, 1, "wheel")
            if not got or got[0].color in stops:
                break
        finish(game, seat)

    return effect


def show_hand(game: Game, seat: int) -> None:
    reveal(game, seat, list(game.hands[seat]), "wheel")
    finish(game, seat)


def trade_hands(game: Game, seat: int) -> None:
    game.rotate_hands(1)  # every hand one seat to the left [x:spin-op]
    finish(game, seat)


def battle_rounds(
    seats: int, highest: Callable[[int, list[Card]], Card],
    told: Callable[[list[int], list[Card], int | None], None] | None = None,
) -> tuple[int | None, dict[int, list[Card]]]:
    """The battle's rounds: every contender shows its highest number not shown yet
    (``highest(seat, shown)``), the lowest go again until one is lowest alone (or nobody
    has a number left); ``told`` hears each round and the last one's loser (-1 before it).
    Returns the loser (``None``: nobody) and the cards each seat showed."""
    contenders = list(range(seats))
    shown: dict[int, list[Card]] = {s: [] for s in contenders}
    for _ in range(60):
        cards = [highest(s, shown[s]) for s in contenders]
        for s, c in zip(contenders, cards, strict=True):
            if c.color is not None:
                shown[s].append(c)
        low = min(c.number or 0 for c in cards)
        lows = [s for s, c in zip(contenders, cards, strict=True) if (c.number or 0) == low]
        if len(lows) == 1 or all(c.color is None for c in cards):
            loser = lows[0] if len(lows) == 1 else None
            if told is not None:
                told(contenders, cards, loser)
            return loser, shown
        if told is not None:
            told(contenders, cards, -1)
        contenders = lows
    return None, shown


def battle(game: Game, seat: int) -> None:
    """Every seat shows its highest number; the lowest takes all shown; ties go again."""

    def told(contenders: list[int], cards: list[Card], loser: int | None) -> None:
        if loser == -1:
            game.emit(DuelRound("battle", tuple(contenders), tuple(cards)))
        else:
            game.emit(DuelRound("battle", tuple(contenders), tuple(cards),
                                -1, -1 if loser is None else loser))

    loser, shown = battle_rounds(
        game.n, lambda s, exclude: highest_number(game, s, exclude, "battle"), told)
    if loser is not None:
        for s, cards in shown.items():
            if s != loser:
                for c in cards:
                    game.hands[s].remove(c)
                    game.hands[loser].append(c)
                if not game.hands[s] and s not in game.out_order:
                    game.out_order.append(s)
        game.hands_moved((loser,))  # an UNO call made at one card does not survive
    finish(game, seat)


def uno_spin(game: Game, seat: int) -> None:
    game.emit(RaceStarted("uno_spin", seat))
    state(game).spinner = seat
    game.decide("spin_race", None)


SEGMENT_EFFECTS = {
    "almost_uno": almost_uno,
    "discard_number": lambda game, seat: game.decide("spin_number", seat),
    "discard_color": lambda game, seat: game.decide("spin_color", seat),
    "draw_red": draw_until(Color.RED),
    "draw_blue": draw_until(Color.BLUE),
    "show_hand": show_hand,
    "trade_hands": trade_hands,
    "battle": battle,
    "uno_spin": uno_spin,
}


class SpinDiscardRule(DecisionRule):
    """Almost UNO: discard one chosen card at a time until two are left."""

    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [DiscardCard(c) for c in dict.fromkeys(game.hands[d.seat])]  # type: ignore[index]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert isinstance(action, DiscardCard) and d.seat is not None
        discard_under_top(game, d.seat, [action.card], "wheel")
        almost_uno(game, d.seat)

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        return "card_not_in_hand" if isinstance(action, DiscardCard) else "discard_a_card"


class SpinNumberRule(DecisionRule):
    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [NameNumber(n) for n in range(10)]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert isinstance(action, NameNumber) and d.seat is not None
        game.emit(Named(d.seat, "number", str(action.number)))
        cards = [c for c in game.hands[d.seat] if c.kind == NUMBER and c.number == action.number]
        if cards:
            discard_under_top(game, d.seat, cards, "wheel")
        finish(game, d.seat)

    def timeout(self, game: Game, d: Decision) -> None:
        numbers = [c.number for c in game.hands[d.seat] if c.kind == NUMBER]  # type: ignore[index]
        best = max(range(10), key=lambda n: (numbers.count(n), n))
        self.apply(game, d, NameNumber(best))


class SpinColorRule(DecisionRule):
    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [NameColor(c) for c in COLORS]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert isinstance(action, NameColor) and d.seat is not None
        game.emit(Named(d.seat, "color", action.color.value))
        cards = [c for c in game.hands[d.seat] if c.color == action.color]
        if cards:
            discard_under_top(game, d.seat, cards, "wheel")
        finish(game, d.seat)

    def timeout(self, game: Game, d: Decision) -> None:
        self.apply(game, d, NameColor(game.most_held_color(d.seat)))  # type: ignore[arg-type]


class SpinRaceRule(RaceRule):
    """UNO Spin: the first ``CallUnoSpin`` wins; a host Timeout ends the race unwon."""

    def timeout(self, game: Game, d: Decision) -> None:
        game.emit(RaceEnded("uno_spin"))
        st = state(game)
        spinner, st.spinner = st.spinner, None
        assert spinner is not None
        finish(game, spinner)


class SpinRaceDiscardRule(DecisionRule):
    """The race winner discards one card of its choice; play continues after it."""

    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [DiscardCard(c) for c in dict.fromkeys(game.hands[d.seat])]  # type: ignore[index]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert isinstance(action, DiscardCard) and d.seat is not None
        discard_under_top(game, d.seat, [action.card], "uno_spin")
        finish(game, d.seat)


class Spin(Classic):
    name = "spin"
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("spin_deflect", "choice", "cancel", ("cancel", "pass_on"), edition="spin"),
        OptionSpec("spin_weights", "choice", "uniform", tuple(WEIGHTS), edition="spin"),
        OptionSpec("spin_draw_stops_on_black", "bool", False, edition="spin"),
    )
    handlers: ClassVar[dict[str, CardHandler]] = {**Classic.handlers, NUMBER: SpinNumberHandler()}
    decisions: ClassVar[dict[str, DecisionRule]] = {
        **Classic.decisions,
        "spin": SpinRule(),
        "spin_discard": SpinDiscardRule(),
        "spin_number": SpinNumberRule(),
        "spin_color": SpinColorRule(),
        "spin_race": SpinRaceRule(),
        "spin_uno_discard": SpinRaceDiscardRule(),
    }

    def deck(self, options: RuleOptions) -> list[Card]:
        return spin_deck()

    def reactions(self, game: Game, seat: int) -> list[Action]:
        """``CallUnoSpin`` while the wheel shows a segment: the race, or a costly mistake."""
        st = state(game)
        segment = st.wheel
        if segment is None or not game.hands[seat]:
            return []
        if segment == "uno_spin":
            return [CallUnoSpin()] if game.decision.kind == "spin_race" else []
        return [] if seat in st.false_calls else [CallUnoSpin()]

    def handle_reaction(self, game: Game, seat: int, action: Action) -> bool:
        if not isinstance(action, CallUnoSpin):
            return False
        st = state(game)
        if st.wheel == "uno_spin":
            game.emit(RaceEnded("uno_spin", winner=seat))
            st.spinner = None
            game.decide("spin_uno_discard", seat)
        else:  # the wheel shows another segment: it costs a card [000 r7]
            st.false_calls.append(seat)
            game.draw_cards(seat, FALSE_CALL_PENALTY, "false_uno_spin")
        return True

    def new_state(self) -> SpinState:
        return SpinState()

    def public_state(self, game: Game, seat: int | None) -> dict[str, Any]:
        wheel = state(game).wheel
        return {"wheel": wheel} if wheel is not None else {}
