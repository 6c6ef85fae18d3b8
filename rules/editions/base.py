"""The extension points of an edition: card handlers and decision rules.

A :class:`CardHandler` says what one card kind does when played; a :class:`DecisionRule`
says which actions a decision offers and how each resolves. The classic edition
(:mod:`rules.editions.classic`) implements the base game with them; themed editions add
their own kinds and decisions to the same tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from rules.actions import Action
from rules.cards import Card, Color, matches
from rules.ruleset import EDITION_SPECS, OptionSpec, RuleOptions

if TYPE_CHECKING:
    from rules.game import Decision, Game


class EditionState:
    """An edition's own state during a hand (device state, a race in progress); each
    edition that keeps some defines a subclass and builds it in :meth:`Edition.new_state`.
    ``copy`` must give an independent copy: the search plays on copies."""

    __slots__ = ()

    def copy(self) -> EditionState:
        return self


S = TypeVar("S", bound=EditionState)


def edition_state(game: Game, kind: type[S]) -> S:
    """``game.ed`` as the edition's own state class (the edition asks for its own)."""
    ed = game.ed
    assert isinstance(ed, kind), ed
    return ed


class CardHandler:
    """What a card kind does. The default is a plain number card: match, then next seat."""

    multi_play: ClassVar[bool] = True  # may be played as several identical cards (§2.3)
    first_card: ClassVar[str] = "keep"  # as start card: "keep" it, or "return" it (§1.2)

    def matches(self, game: Game, card: Card, top: Card, active: Color | None) -> bool:
        return matches(card, top, active)

    def black_playable(self, game: Game, seat: int, card: Card) -> bool:
        """A black card is legal on anything unless a handler says otherwise (§3 common)."""
        return True

    def can_stack(self, game: Game, seat: int, card: Card) -> bool:
        """Whether ``card`` may answer the pending penalty (§2.1)."""
        return False

    def on_play(self, game: Game, seat: int, card: Card, count: int) -> None:
        if card.is_black and game.hands[seat]:
            game.choose_color_then(seat, card, count)
        else:
            game.advance(seat)

    def after_color(self, game: Game, seat: int, card: Card, count: int) -> None:
        game.advance(seat)

    def on_first_card(self, game: Game, card: Card, starter: int) -> None:
        """Effect of ``card`` turned as the start card; ``starter`` is ``next(dealer)``."""
        game.begin_turn(starter)


class DecisionRule:
    """The actions one kind of decision offers its seat, and how each resolves."""

    can_call_uno: ClassVar[bool] = False  # pre-declaring UNO at two cards makes sense here
    closes_windows: ClassVar[bool] = True  # it is the next seat's first decision (§1.7)

    def legal(self, game: Game, d: Decision) -> list[Action]:
        raise NotImplementedError

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        raise NotImplementedError

    def timeout(self, game: Game, d: Decision) -> None:
        """Default when the host's clock runs out: the first legal action."""
        self.apply(game, d, self.legal(game, d)[0])

    def why_illegal(self, game: Game, d: Decision, action: Action) -> str:
        return "not_allowed_now"


class RaceRule(DecisionRule):
    """A race nobody owns (``decision.seat is None``): entries arrive as reactions from
    the edition, and the host's ``Timeout`` ends it through :meth:`timeout`."""

    closes_windows = False

    def legal(self, game: Game, d: Decision) -> list[Action]:
        return []

    def apply(self, game: Game, d: Decision, action: Action) -> None:
        raise AssertionError("a race has no owner to decide it")


class Edition:
    """An edition: its deck, options, card handlers and decision rules.

    Subclasses extend ``handlers`` and ``decisions`` and override the hooks below; the
    engine never needs to know which edition it runs.
    """

    name: ClassVar[str] = "base"
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    handlers: ClassVar[dict[str, CardHandler]] = {}
    decisions: ClassVar[dict[str, DecisionRule]] = {}
    points: ClassVar[dict[str, int]] = {}  # kind -> points; numbers score face value
    default_handler: ClassVar[CardHandler] = CardHandler()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        EDITION_SPECS[cls.name] = cls.option_specs  # RuleOptions.edition_option's defaults

    def __init__(self) -> None:
        # Kinds that match by the classic rule alone, so the engine may test them inline.
        # Set here, not a cached_property: mypyc compiles that to a plain property, which
        # recomputed this set on every legal_actions call (a tenth of the compiled step).
        self.plain_matching: frozenset[str] = frozenset(
            kind for kind, h in self.handlers.items() if type(h).matches is CardHandler.matches)

    def deck(self, options: RuleOptions) -> list[Card]:
        raise NotImplementedError

    def handler(self, kind: str) -> CardHandler:
        return self.handlers.get(kind, self.default_handler)

    def overrides(self, hook: str) -> bool:
        """Whether this edition replaces the base hook ``hook``: the engine skips the
        no-op defaults on its hot path (they would run after every action)."""
        return getattr(type(self), hook) is not getattr(Edition, hook)

    def decision(self, kind: str) -> DecisionRule:
        return self.decisions[kind]

    def card_points(self, card: Card, options: RuleOptions) -> int:
        if card.number is not None and card.kind == "number":
            return card.number
        return self.points.get(card.kind, 50 if card.is_black else 20)

    def next_player(self, game: Game, seat: int) -> int:
        """Who plays after ``seat`` (Flash overrides this with its random unit). Ask
        ``game.next_player(seat)``: it skips this call while the default stands."""
        return game.next_seat(seat)

    def new_state(self) -> EditionState:
        """The edition's own state at the start of a hand (``game.ed``)."""
        return _NO_STATE

    def rebuilt_state(self, public: dict[str, Any]) -> EditionState:
        """The state a determinized game starts from, given the view's ``edition_state``
        (only what every view shows; see :mod:`rules.sampling`)."""
        return self.new_state()

    def cloned(self, game: Game) -> None:
        """Join up again what the edition's state shares with the game in a copy just made
        by :meth:`Game.clone`, which copies each apart, or in a game a determinization
        rebuilt (Tippo's current pan is the discard pile)."""

    def setup_hand(self, game: Game) -> None:
        """Prepare the edition's devices before a hand is dealt (``game.ed`` is new)."""

    def start_pile(self, game: Game) -> None:
        raise NotImplementedError

    def reactions(self, game: Game, seat: int) -> list[Action]:
        """Out-of-turn actions of the edition (buzzer races) open to ``seat`` now."""
        return []

    def handle_reaction(self, game: Game, seat: int, action: Action) -> bool:
        """Apply an edition reaction; ``False`` when ``action`` is not one."""
        return False

    def penalty_has_choice(self, game: Game, target: int) -> bool:
        """Whether a pending penalty needs the target's decision (an Offside card, say)."""
        return False

    def penalty_answers(self, game: Game, seat: int) -> list[Action]:
        """Answers to a pending penalty beyond accept, challenge and stack (Offside)."""
        return []

    def apply_penalty_answer(self, game: Game, seat: int, action: Action) -> None:
        raise AssertionError(f"unhandled penalty answer {action!r}")

    def refill_pile(self, game: Game) -> None:
        """Refill an empty draw pile (§1.8: the discards under the top card)."""
        game.reshuffle()

    def on_cards_landed(self, game: Game, seat: int, card: Card, count: int) -> None:
        """Cards just reached the pile, before their effect (Tippo's scale reacts here)."""

    def after_action(self, game: Game) -> None:
        """Called after every applied action, to keep derived edition state in step."""

    def penalty_draw(self, game: Game, target: int, total: int) -> None:
        """How a pending penalty is paid (Extreme presses the launcher instead)."""
        game.draw_cards(target, total, "penalty")

    def uno_penalty(self, game: Game, target: int) -> None:
        """What a seat caught without calling UNO pays (§1.7)."""
        game.draw_cards(target, game.options.uno_penalty, "uno_penalty")

    def turn_timeout(self, game: Game, d: Decision) -> None:
        """The host's clock ran out on decision ``d`` (Flash punishes slow players)."""
        self.decision(d.kind).timeout(game, d)

    def jump_in(self, game: Game, seat: int, card: Card, count: int) -> None:
        game.play(seat, card, count, jump_in=True)

    def zones(self, game: Game) -> list[list[Card]]:
        """Card places beyond hands and piles (a launcher, scale pans)."""
        return []

    def public_state(self, game: Game, seat: int | None) -> dict[str, Any]:
        """Device state every seat may see, for the view."""
        return {}


_NO_STATE = EditionState()
