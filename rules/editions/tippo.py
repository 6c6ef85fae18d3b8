"""UNO Tippo (docs/rules.md §3.9): two scale pans are two discard piles; the scale may tip.

``state(game).pans`` holds both pans; ``game.discard`` is always the pan played on last
(the same list object), and ``game.active_color`` that pan's colour, so every classic card
handler works unchanged on the pan it was played on.
"""

from __future__ import annotations

from dataclasses import astuple, dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from rules.actions import Action, ChooseColor, Pass, Play
from rules.cards import COLORS, NUMBER, Card, Color, classic_deck, parse_card, shuffle
from rules.editions.base import CardHandler, DecisionRule, EditionState, edition_state
from rules.editions.classic import Classic, ColorRule, DrawnRule, TurnRule
from rules.editions.common import (
    BlackSpecial,
    ChoosePan,
    ChooseSeat,
    PanFilled,
    PlayOnPan,
    ScaleSettled,
    ScaleTipped,
)
from rules.events import FirstCard, Reshuffled
from rules.ruleset import OptionSpec, RuleOptions

if TYPE_CHECKING:
    from collections.abc import Sequence

    from rules.game import Decision, Game

TILT = "tilt"
STOP = "stop"
PANS = (0, 1)


def tippo_deck(stop_cards: str) -> list[Card]:
    """108 classic cards + 4 Tilt cards; one 3 and one 7 per colour carry the stop mark."""
    deck = classic_deck() + [Card(TILT)] * 4
    if stop_cards == "3_and_7":
        for color in COLORS:
            for value in (3, 7):
                deck[deck.index(Card(NUMBER, color, value))] = Card(NUMBER, color, value, STOP)
    return deck


# ------------------------------------------------------------------ the pans


@dataclass(slots=True)
class Tilt:
    """A Tilt sequence in progress: who played the card, on which pan."""

    player: int
    pan: int


@dataclass(slots=True)
class TippoState(EditionState):
    """Both pans (``game.discard`` is the current one), their colours, the cards a tip set
    aside (the next draw pile), the current pan and a Tilt sequence in progress."""

    pans: list[list[Card]] = field(default_factory=lambda: [[], []])
    colors: list[Color | None] = field(default_factory=lambda: [None, None])
    aside: list[Card] = field(default_factory=list)
    cur: int = 0
    tilt: Tilt | None = None

    def copy(self) -> TippoState:
        return TippoState([list(p) for p in self.pans], list(self.colors), list(self.aside),
                          self.cur, None if self.tilt is None else Tilt(*astuple(self.tilt)))


def state(game: Game) -> TippoState:
    return edition_state(game, TippoState)


def pans(game: Game) -> list[list[Card]]:
    return state(game).pans


def tilt(game: Game) -> Tilt:
    sequence = state(game).tilt
    assert sequence is not None
    return sequence


def select_pan(game: Game, pan: int) -> None:
    """Point ``game.discard`` and the active colour at ``pan``."""
    state(game).cur = pan
    game.discard = pans(game)[pan]
    game.active_color = state(game).colors[pan]


def open_pans(game: Game) -> list[int]:
    """Pans a card may go on: a stop card on top blocks a pan, unless both are blocked."""
    free = [p for p in PANS if pans(game)[p][-1].mark != STOP]
    return free or list(PANS)


def weigh(game: Game, seat: int, penalty: int) -> bool:
    """After a card lands on the heavier pan the scale may tip: P = clamp((d − free) × step
    %), d = |left − right| (docs/rules.md §3.9, A32; a card on the lighter pan never tips it).

    On a tip the placer draws ``penalty`` and each pan keeps its top 2 cards; the rest are
    set aside as the next draw pile. Tests script the ``scale`` device (True/False).
    """
    left, right = (len(p) for p in pans(game))
    free = game.options.edition_option("tippo_tip_free")
    step = game.options.edition_option("tippo_tip_step")
    onto_heavier = (left - right) * (1 if state(game).cur == 0 else -1) > 0
    # A card on the lighter pan moves the scale towards balance and cannot tip it.
    chance = min(1.0, max(0.0, (abs(left - right) - free) * step / 100)) if onto_heavier else 0.0
    tipped = bool(game.device_outcome("scale", [True, False], [chance, 1 - chance]))
    if not tipped:
        game.emit(ScaleSettled(state(game).cur, left, right))
        return False
    game.emit(ScaleTipped(seat, 0 if left > right else 1, left, right))
    for pan in pans(game):
        state(game).aside.extend(pan[:-2])
        del pan[:-2]
    game.draw_cards(seat, penalty, "scale")
    return True


def pan_plays(game: Game, seat: int, cards: list[Card] | None = None) -> list[PlayOnPan]:
    """Every legal play of ``seat`` on every open pan, as ``PlayOnPan``."""
    cur = state(game).cur
    acts: list[PlayOnPan] = []
    for pan in open_pans(game):
        select_pan(game, pan)
        acts += [PlayOnPan(a.card, pan, a.count) for a in game.play_actions(seat, cards)]
    select_pan(game, cur)
    return acts


def play_on_pan(game: Game, seat: int, action: PlayOnPan, forced: bool = False) -> None:
    select_pan(game, action.pan)
    game.play(seat, action.card, action.count, forced=forced)


# ------------------------------------------------------------------ decisions


class TippoTurnRule(TurnRule):
    """Play on a pan whose top card matches, or draw (§3.9)."""

    def plays(self, game: Game, seat: int, cards: list[Card] | None = None) -> Sequence[Action]:
        return pan_plays(game, seat, cards)

    def play(self, game: Game, seat: int, action: Action, forced: bool = False) -> None:
        play_on_pan(game, seat, action, forced=forced)  # type: ignore[arg-type]

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        if isinstance(action, PlayOnPan) and action.pan not in PANS:
            return "no_such_pan"
        if isinstance(action, PlayOnPan) and action.pan not in open_pans(game):
            return "pan_blocked"
        if isinstance(action, PlayOnPan):  # the same codes as a classic play
            if type(action.card) is not Card or type(action.count) is not int:
                return "malformed_action"
            if action.count < 1:
                return "malformed_action"
            held = game.hands[d.seat].count(action.card)  # type: ignore[index]
            if held < action.count:
                return "card_not_in_hand"
            if action.count > 1 and not game.options.multi_play:
                return "one_card_at_a_time"
            return super().why_illegal(game, d, Play(action.card, action.count))
        if isinstance(action, Play):
            return "choose_a_pan"
        return super().why_illegal(game, d, action)


class TippoDrawnRule(DrawnRule):
    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [*(p for p in pan_plays(game, d.owner, [d.played]) if p.count == 1), Pass()]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        if isinstance(action, PlayOnPan):
            play_on_pan(game, d.owner, action)
        else:
            game.advance(d.owner)


class StartColorRule(ColorRule):
    """The first player declares the colour of each black start card (§3.9)."""

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert d.seat is not None and isinstance(action, ChooseColor)
        pan, *rest = d.choices
        select_pan(game, pan)
        game.set_color(d.seat, action.color)
        state(game).colors[pan] = game.active_color
        if rest:
            game.decide("tippo_start_color", d.seat, choices=tuple(rest))
        else:
            game.begin_turn(d.seat)


class TiltHandler(BlackSpecial):
    """The player names who starts; from that seat on, each seat puts the top draw-pile
    card into a pan until the scale tips; the tipper draws ``tippo_penalty``. Then the
    Tilt player declares the colour of the Tilt card's pan; ``next(player)`` plays."""

    def effect(self, game: Game, seat: int, card: Card) -> None:
        state(game).tilt = Tilt(seat, state(game).cur)
        game.decide("tilt_starter", seat, card=card)

    def after_color(self, game: Game, seat: int, card: Card, count: int) -> None:
        state(game).tilt = None
        game.advance(seat)


def end_tilt(game: Game, card: Card) -> None:
    sequence = tilt(game)
    select_pan(game, sequence.pan)
    if not game.check_hand_end():
        game.choose_color_then(sequence.player, card, 1)


class TiltStarterRule(DecisionRule):
    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return [ChooseSeat(s) for s in range(game.n)]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert isinstance(action, ChooseSeat)
        game.decide("tilt_place", action.seat, card=d.card)


class TiltPlaceRule(DecisionRule):
    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        if game.options.edition_option("tippo_pan") == "tilt_pan":
            return [ChoosePan(tilt(game).pan)]
        return [ChoosePan(p) for p in open_pans(game)]

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        assert isinstance(action, ChoosePan) and d.seat is not None and d.card is not None
        if not game.draw_pile:  # the sequence ends when the pile is used up
            end_tilt(game, d.card)
            return
        card = game.draw_pile.pop()
        select_pan(game, action.pan)
        game.discard.append(card)
        if card.color is not None:  # the pan now shows this card's colour (a black one keeps it)
            game.active_color = state(game).colors[action.pan] = card.color
        game.emit(PanFilled(d.seat, action.pan, card))
        if weigh(game, d.seat, game.options.edition_option("tippo_penalty")):
            end_tilt(game, d.card)
        else:
            game.decide("tilt_place", game.next_seat(d.seat), card=d.card)

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        return "pan_blocked" if isinstance(action, ChoosePan) else "choose_a_pan"


# ------------------------------------------------------------------ the edition


class Tippo(Classic):
    name = "tippo"
    # every card in the pans, their colours and the cards a tip set aside (a Tilt sequence
    # shows "tilt" too, and is not rebuilt)
    rebuilt_from = frozenset({"pans", "pan_sizes", "pan_colors", "open_pans", "current_pan",
                              "aside"})
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("tippo_penalty", "int", 5, minimum=0, maximum=20, edition="tippo"),
        OptionSpec("tippo_tip_penalty", "int", 2, minimum=0, maximum=20, edition="tippo"),
        OptionSpec("tippo_pan", "choice", "either", ("either", "tilt_pan"), edition="tippo"),
        OptionSpec("tippo_tip_free", "int", 2, minimum=0, maximum=50, edition="tippo"),
        OptionSpec("tippo_tip_step", "int", 15, minimum=1, maximum=100, edition="tippo"),
        OptionSpec("tippo_stop_cards", "choice", "3_and_7", ("3_and_7", "none"),
                   edition="tippo"),
    )
    handlers: ClassVar[dict[str, CardHandler]] = {**Classic.handlers, TILT: TiltHandler()}
    decisions: ClassVar[dict[str, DecisionRule]] = {
        **Classic.decisions,
        "turn": TippoTurnRule(),
        "drawn": TippoDrawnRule(),
        "tippo_start_color": StartColorRule(),
        "tilt_starter": TiltStarterRule(),
        "tilt_place": TiltPlaceRule(),
    }

    def deck(self, options: RuleOptions) -> list[Card]:
        return tippo_deck(options.edition_option("tippo_stop_cards"))

    def new_state(self) -> TippoState:
        return TippoState()

    def start_pile(self, game: Game) -> None:
        """Each pan starts with one card; action cards do nothing, black ones get a colour
        from the first player."""
        for pan in PANS:
            card = game.draw_pile.pop()
            pans(game)[pan].append(card)
            state(game).colors[pan] = card.color
            game.emit(FirstCard(card))
        select_pan(game, 0)
        starter = game.next_seat(game.dealer)
        black = tuple(p for p in PANS if state(game).colors[p] is None)
        if black:
            game.decide("tippo_start_color", starter, choices=black)
        else:
            game.begin_turn(starter)

    def cloned(self, game: Game) -> None:
        game.discard = pans(game)[state(game).cur]

    def on_cards_landed(self, game: Game, seat: int, card: Card, count: int) -> None:
        weigh(game, seat, game.options.edition_option("tippo_tip_penalty"))

    def after_action(self, game: Game) -> None:
        if game.active_color is not None and game.decision.kind != "tippo_start_color":
            state(game).colors[state(game).cur] = game.active_color

    def refill_pile(self, game: Game) -> None:
        """The cards set aside by the last tip come first, then the pans under their tops."""
        st = state(game)
        cards, st.aside = st.aside, []
        if not cards:
            for pan in pans(game):
                cards += pan[:-1]
                del pan[:-1]
        shuffle(game.rng, cards)
        game.draw_pile = cards + game.draw_pile
        if cards:
            game.emit(Reshuffled(len(cards)))

    def zones(self, game: Game) -> list[list[Card]]:
        return [p for p in pans(game) if p is not game.discard] + [state(game).aside]

    def public_state(self, game: Game, seat: int | None) -> dict[str, Any]:
        """Every card in both pans (bottom first) and the cards a tip set aside: each was
        laid or turned face up in front of everyone, so every seat may know them."""
        st = state(game)
        shown: dict[str, Any] = {
            "pans": [[c.code for c in p] for p in st.pans],
            "pan_sizes": [len(p) for p in st.pans],
            "pan_colors": [c.value if c else None for c in st.colors],
            "open_pans": open_pans(game),
            "current_pan": st.cur,
            "aside": [c.code for c in st.aside],
        }
        if st.tilt is not None:
            shown["tilt"] = {"player": st.tilt.player, "pan": st.tilt.pan}
        return shown

    def rebuilt_state(self, public: dict[str, Any]) -> TippoState:
        """The pans, their colours and the set-aside cards, from any view (a Tilt in
        progress is never rebuilt: see rules.sampling)."""
        return TippoState(
            [[parse_card(code) for code in pan] for pan in public["pans"]],
            [None if c is None else Color(c) for c in public["pan_colors"]],
            [parse_card(code) for code in public["aside"]],
            int(public["current_pan"]))

