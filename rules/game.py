"""The game engine: state, whose decision it is, and the one door through which it changes.

``legal_actions`` is the single source of truth for legality: ``apply`` accepts exactly the
actions it lists and explains any other with a stable :class:`IllegalAction` code. What a
card does is delegated to the edition, so editions extend the game without touching these
code paths. The extension points an edition fills in (:class:`Edition`, :class:`CardHandler`,
:class:`DecisionRule`, :class:`EditionState`) are defined here beside :class:`Game`, because
each calls the other: compiled, both sides are native classes. The editions import them
through :mod:`rules.editions.base`; this module imports no edition, no registry and no
option validation (:func:`rules.newgame.new_game` builds a game from its options).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, NoReturn, TypeVar

import rules.events as ev
from rules.actions import (
    ACTION_TYPES,
    SEAT_FIELDS,
    Action,
    CallUno,
    CatchUno,
    NextHand,
    Play,
    Timeout,
    TurnTimeout,
    field_problem,
)
from rules.cards import COLORS, Card, Color, identical, matches, shuffle
from rules.events import Event
from rules.records import stored
from rules.ruleset import EDITION_SPECS, OptionSpec, RuleOptions
from rules.scoring import doubled_slots, score_hand
from rules.views import PlayerView

MIN_SEATS, MAX_SEATS = 2, 10
T = TypeVar("T")
Script = list[Any] | Callable[[list[Any], list[float] | None], Any]  # see Game.device_outcome


class IllegalAction(Exception):
    """An action the rules refuse; ``code`` is stable and translated by the UI."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code = code
        super().__init__(f"{code}: {detail}" if detail else code)


@dataclass(slots=True, init=False)
class Decision:
    """A decision the game waits for.

    ``kind`` names it (``turn``, ``drawn``, ``color``, ``penalty``, ``seven``,
    ``zero_swap``, ``hand_over``, ``game_over`` or an edition's own); ``seat`` is whose
    it is (``None``: the host's). ``card``/``count`` is the play being resolved,
    ``choices`` the seats or values offered, ``origin`` why the decision exists.
    Never changed once the game holds it: a seat's turn is one shared object.
    """

    kind: str
    seat: int | None
    card: Card | None
    count: int
    choices: tuple[int, ...]
    origin: str

    def __init__(self, kind: str, seat: int | None, card: Card | None = None, count: int = 1,
                 choices: tuple[int, ...] = (), origin: str = "") -> None:
        # Written out: mypyc compiles a written __init__ but leaves the one dataclass
        # generates interpreted, and a decision is made on nearly every action.
        self.kind = kind
        self.seat = seat
        self.card = card
        self.count = count
        self.choices = choices
        self.origin = origin

    @property
    def owner(self) -> int:
        """The seat of a decision a seat owns (the rules of such decisions ask this)."""
        assert self.seat is not None, self
        return self.seat

    @property
    def played(self) -> Card:
        """The card a decision about a played card resolves (a colour, a special's choice)."""
        assert self.card is not None, self
        return self.card


# ----------------------------------------------------------------- an edition's parts
# What an edition extends (imported by the editions from rules.editions.base).


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

    def why_not_stack(self, game: Game, seat: int, card: Card) -> str:
        """Why ``card`` may not answer the pending penalty (advice only, as
        :meth:`DecisionRule.why_illegal`): the stacking rule, unless a handler knows a
        rule of its own card that refused it."""
        return "cannot_stack"

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
    # What the hard bot may rebuild of it (rules.sampling), declared here so that no list
    # of editions is kept anywhere: why a position of this edition cannot be rebuilt from
    # a seat's view and what it has seen ("" when it can: its ordinary decisions are
    # rebuilt and searched), and the keys of the view's ``edition_state`` that
    # :meth:`rebuilt_state` reads (a view showing any other, such as a device's own
    # decision under way, is not rebuilt).
    no_rebuild: ClassVar[str] = ""
    rebuilt_from: ClassVar[frozenset[str]] = frozenset()

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


class Game:
    """One game of UNO from the first deal to the final score. Build it with
    :func:`rules.newgame.new_game`, which checks the arguments, validates the options and
    looks up their edition: this constructor trusts all three."""

    def __init__(
        self,
        options: RuleOptions,
        edition: Edition,
        seats: int,
        seed: int,
        deck: list[Card] | None = None,
        dealer: int | None = None,
        *,
        blank: bool = False,
    ) -> None:
        """``blank``: an empty shell that :meth:`clone` fills in (no checks, no deal)."""
        if blank:
            return
        self.options = options
        self.n = seats
        self.seed = seed
        self.rng = random.Random(seed)
        self.edition: Edition = edition
        self._bind_hooks(self.edition)
        self.initial_deck = list(deck) if deck is not None else None
        self.initial_dealer = dealer
        self.full_deck: Counter[Card] = Counter(self.edition.deck(self.options))
        if deck is not None and Counter(deck) != self.full_deck:
            raise ValueError("a stacked deck must hold exactly the edition's cards")

        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.draw_pile: list[Card] = []  # top is the end
        self.discard: list[Card] = []  # top is the end
        self.active_color: Color | None = None
        self.direction = 1
        self.dealer = 0
        self.decision = Decision("hand_over", None)
        self.pending = 0
        self.pending_target: int | None = None
        self.wd4_challenge: tuple[int, bool] | None = None  # (player, guilty)
        self.wd4_guilty = False  # the Wild Draw 4 awaiting its colour broke the test (§1.6)
        self.uno_window: set[int] = set()
        self.uno_called = [False] * seats
        self.jump_open = False
        self.last_player: int | None = None
        self.prev_top: Card | None = None
        self.prev_color: Color | None = None
        self.out_order: list[int] = []
        self.last_play: tuple[int, Card, int] | None = None  # (seat, card, count)
        self.slots = 2 if self.options.teams != "off" else seats
        self.scores = [0] * self.slots
        self.score_history: list[tuple[int, ...]] = []
        self.hand_number = 0
        self.hand_winner: int | None = None
        self.game_winner: int | None = None
        self.state_id = 0
        self.actions: list[tuple[int | None, Action]] = []
        self.ed: EditionState = self.edition.new_state()  # the edition's own, typed there
        self.scripted: dict[str, Script] = {}  # injected device outcomes, for tests
        self._events: list[Event] = []
        self._legal_cache: dict[int | None, list[Action]] = {}  # this state's, by seat
        self._own_legal: tuple[int, list[Action]] = (-1, [])

        self._start_game()
        self.start_events: list[Event] = self._events  # the deal, for the first animation
        self._events = []

    def _bind_hooks(self, edition: Edition) -> None:
        """The edition's optional hooks, or ``None`` where it keeps the base no-op, so the
        hot path of a plain game pays nothing for what only themed editions do."""

        def hook(name: str) -> Callable[..., Any] | None:
            return getattr(edition, name) if edition.overrides(name) else None

        self._after_action = hook("after_action")
        self._handle_reaction = hook("handle_reaction")
        self._cards_landed = hook("on_cards_landed")
        self._edition_reactions = hook("reactions")
        self._public_state = hook("public_state")
        self._next_player: Callable[[Game, int], int] | None = hook("next_player")

    # ----------------------------------------------------------------- public API

    # ``seat`` in the calls below is a seat number or None (the host, a spectator); it is
    # typed ``object`` because anything else is refused with no_such_seat, which compiled
    # code could not do for an argument typed ``int | None`` (it raises TypeError). The
    # three a driver calls on every action check it inline: in the plain core a method
    # call costs more than the check (docs/performance.md).

    def legal_actions(self, seat: object) -> list[Action]:
        """Every action ``seat`` (``None``: the host) may take now, often none."""
        at = (seat if seat is None or (type(seat) is int and 0 <= seat < self.n)
              else self._no_such_seat(seat))
        cached = self._legal_cache.get(at)  # of this state: apply empties it
        if cached is None:
            cached = self._legal_cache[at] = self._compute_legal(at)
        return list(cached)

    def apply(self, seat: object, action: Action) -> list[Event]:
        """Apply ``action`` for ``seat``; return the events, or raise :class:`IllegalAction`."""
        at = (seat if seat is None or (type(seat) is int and 0 <= seat < self.n)
              else self._no_such_seat(seat))
        legal = self._legal_cache.get(at)
        if legal is None:  # no copy of a cached list: nothing changes it before dispatch
            legal = self.legal_actions(at)
        for candidate in legal:  # listed(), its identity test inlined: the common case
            if candidate is action:
                break
        else:
            if not listed(action, legal):
                raise IllegalAction(self._why_illegal(at, action), repr(action))
        self._events = []
        self.actions.append((at, action))
        self.state_id += 1
        self._legal_cache.clear()  # a new state: its legal actions are asked afresh
        self._dispatch(at, action)
        if self._after_action is not None:
            self._after_action(self)
        return self._events

    def refusal(self, seat: object, action: Action) -> str | None:
        """The code :meth:`apply` would refuse ``action`` for ``seat`` with now, or ``None``
        when it would apply it: one question for a caller that must know before applying
        (the host holding an action through the UNO grace), by the same rule as ``apply``."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.n):
            return "no_such_seat"
        at: int | None = seat
        return None if listed(action, self.legal_actions(at)) else self._why_illegal(at, action)

    def view(self, seat: object) -> PlayerView:
        """What ``seat`` may know (``None``: a spectator, who sees no hand)."""
        at = (seat if seat is None or (type(seat) is int and 0 <= seat < self.n)
              else self._no_such_seat(seat))
        d = self.decision
        drawn = d.card if d.kind == "drawn" and d.seat == at and at is not None else None
        hands = self.hands
        # positional, in PlayerView's field order: a view is built after every action
        return PlayerView(
            at,
            self.n,
            tuple(hands[at]) if at is not None else None,
            # two seats written out: a third of what map's iterator costs
            (len(hands[0]), len(hands[1])) if self.n == 2 else tuple(map(len, hands)),
            self.discard[-1] if self.discard else None,
            self.active_color,
            len(self.draw_pile),
            len(self.discard),
            self.direction,
            self.dealer,
            d.kind,
            d.seat,
            self.pending,
            self.pending_target if self.pending else None,
            tuple(sorted(self._catchable())) if self.uno_window else (),
            tuple(self.uno_called),
            self.options.jump_in and self._jump_window_open(),  # the option spares a call
            self.last_player,
            drawn,
            tuple(self.scores),
            self.options.teams != "off",
            self.hand_number,
            self.state_id,
            self.game_winner,
            self.edition.name,
            self._public_state(self, at) if self._public_state is not None else {},
        )

    def _no_such_seat(self, seat: object) -> NoReturn:
        raise IllegalAction("no_such_seat", repr(seat))

    @property
    def over(self) -> bool:
        return self.decision.kind == "game_over"

    def slot_of(self, seat: int) -> int:
        """The score slot of a seat: its team in team play, else the seat itself."""
        return seat % 2 if self.options.teams != "off" else seat

    def next_seat(self, seat: int, steps: int = 1) -> int:
        return (seat + self.direction * steps) % self.n

    def next_player(self, seat: int) -> int:
        """Who plays after ``seat``: the next seat, unless the edition decides (Flash)."""
        if self._next_player is None:
            return (seat + self.direction) % self.n
        return self._next_player(self, seat)

    def zones(self) -> list[list[Card]]:
        """Every place a card can be, for conservation checks (editions add devices)."""
        return [*self.hands, self.draw_pile, self.discard, *self.edition.zones(self)]

    # ----------------------------------------------------------------- primitives
    # Used by the editions' card handlers and decisions.

    def emit(self, event: Event) -> None:
        self._events.append(event)

    def decide(self, kind: str, seat: int | None, card: Card | None = None, count: int = 1,
               choices: tuple[int, ...] = (), origin: str = "") -> None:
        self.decision = Decision(kind, seat, card, count, choices, origin)

    def invalidate(self) -> None:
        """Forget the cached legal actions (after changing the state from outside, as the
        determinizer does)."""
        self._legal_cache.clear()

    def clone(self) -> Game:
        """An independent copy, far cheaper than ``copy.deepcopy``: for searching on a
        (determinized) game. It has no history; its RNG continues from the same state."""
        new = Game(self.options, self.edition, self.n, self.seed, blank=True)
        # every attribute, by name: a compiled Game has no __dict__ to copy
        new.options = self.options
        new.n = self.n
        new.seed = self.seed
        new.edition = self.edition
        new._after_action = self._after_action
        new._handle_reaction = self._handle_reaction
        new._cards_landed = self._cards_landed
        new._edition_reactions = self._edition_reactions
        new._public_state = self._public_state
        new._next_player = self._next_player
        new.initial_deck = self.initial_deck
        new.initial_dealer = self.initial_dealer
        new.full_deck = self.full_deck
        new.active_color = self.active_color
        new.direction = self.direction
        new.dealer = self.dealer
        new.decision = self.decision
        new.pending = self.pending
        new.pending_target = self.pending_target
        new.wd4_challenge = self.wd4_challenge
        new.wd4_guilty = self.wd4_guilty
        new.jump_open = self.jump_open
        new.last_player = self.last_player
        new.prev_top = self.prev_top
        new.prev_color = self.prev_color
        new.last_play = self.last_play
        new.slots = self.slots
        new.hand_number = self.hand_number
        new.hand_winner = self.hand_winner
        new.game_winner = self.game_winner
        new.state_id = self.state_id
        new._own_legal = self._own_legal
        new.start_events = self.start_events
        new.hands = [list(h) for h in self.hands]
        new.draw_pile = list(self.draw_pile)
        new.discard = list(self.discard)
        new.uno_window = set(self.uno_window)
        new.uno_called = list(self.uno_called)
        new.out_order = list(self.out_order)
        new.scores = list(self.scores)
        new.score_history = list(self.score_history)
        new.ed = self.ed.copy()
        self.edition.cloned(new)
        new.actions = []
        new._events = []
        new._legal_cache = {}
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.scripted = {}
        return new

    def __deepcopy__(self, memo: dict[int, object]) -> Game:
        """``copy.deepcopy``: a :meth:`clone` that keeps the history and the scripted device
        outcomes too (a compiled Game has no ``__dict__`` for ``copy`` to walk)."""
        new = memo[id(self)] = self.clone()
        new.actions = list(self.actions)
        new.scripted = {device: list(queue) if isinstance(queue, list) else queue
                        for device, queue in self.scripted.items()}
        return new

    def device_outcome(self, device: str, choices: list[T], weights: list[float] | None = None,
                       ) -> T:
        """A random device result (wheel segment, launcher count, …) from the game's RNG.

        Tests script outcomes by queueing them in ``game.scripted[device]``, or by a function
        there that answers each call from its choices and weights.
        """
        queue = self.scripted.get(device)
        if callable(queue):
            return queue(choices, weights)  # type: ignore[no-any-return]
        if queue:
            return queue.pop(0)  # type: ignore[no-any-return]
        return self.rng.choices(choices, weights)[0]

    def take_from_pile(self) -> Card | None:
        """The top card of the draw pile, reshuffling the discards first when empty (§1.8)."""
        if not self.draw_pile:
            self.edition.refill_pile(self)
            if not self.draw_pile:
                return None
        return self.draw_pile.pop()

    def reshuffle(self) -> None:
        if len(self.discard) <= 1:
            return
        top = self.discard.pop()
        pile = self.discard
        self.discard = [top]
        shuffle(self.rng, pile)
        self.draw_pile = pile + self.draw_pile
        self.emit(ev.Reshuffled(len(pile)))

    def draw_cards(self, seat: int, count: int, reason: str) -> list[Card]:
        """``seat`` draws up to ``count`` cards; a shortfall lapses (§1.8)."""
        drawn: list[Card]
        if count == 1 and self.draw_pile:  # the commonest draw, without a loop
            drawn = [self.draw_pile.pop()]
        else:
            drawn = []
            for _ in range(count):
                card = self.take_from_pile()
                if card is None:
                    break
                drawn.append(card)
        self.hands[seat].extend(drawn)
        if drawn:
            self.uno_called[seat] = False
            self.uno_window.discard(seat)
        if len(drawn) == 1 and reason == "draw":  # drew_one(), its lookup inlined
            self._events.append(_DREW_ONE[seat].get(drawn[0]) or drew_one(seat, drawn[0]))
        else:
            self._events.append(ev.CardsDrawn(seat, len(drawn), reason, tuple(drawn)))
        return drawn

    def lay(self, seat: int, card: Card, count: int = 1, *, jump_in: bool = False,
            forced: bool = False) -> None:
        """Put cards from a hand on the pile as a play, without resolving their effect; the
        UNO window opens if the hand is down to one card."""
        hand, discard = self.hands[seat], self.discard
        self.prev_top = discard[-1] if discard else None
        self.prev_color = self.active_color
        uncalled_last = (len(hand) == 1 and not self.uno_called[seat]
                         and self.options.going_out_needs_uno)
        if count == 1:  # the commonest play, without a loop
            hand.remove(card)
            discard.append(card)
        else:
            for _ in range(count):
                hand.remove(card)
                discard.append(card)
        if len(hand) == 1:  # hand_shrank, inlined: a play is the commonest action
            if not self.uno_called[seat]:
                self.uno_window.add(seat)
        else:
            if not hand and seat not in self.out_order:
                self.out_order.append(seat)
            self.uno_called[seat] = False
            self.uno_window.discard(seat)
        if count == 1 and not (jump_in or forced):  # played(), its lookup inlined
            self._events.append(_PLAYED[seat].get(card) or played(seat, card))
        else:
            self._events.append(ev.CardPlayed(seat, card, count, jump_in, forced))
        if uncalled_last:  # going out counts only after an UNO call (§1.7)
            self.emit(ev.UnoMissed(seat, going_out=True))
            self.pay_uno_penalty(seat)
            if self.hands[seat]:  # (a penalty of 0 cards, or none left to draw: out)
                self.out_order.remove(seat)
        self.last_player = seat
        self.last_play = (seat, card, count)
        self.jump_open = True
        self.active_color = card.color

    def play(self, seat: int, card: Card, count: int = 1, *, jump_in: bool = False,
             forced: bool = False) -> None:
        """Lay cards and resolve them through the edition's handler for their kind."""
        self.lay(seat, card, count, jump_in=jump_in, forced=forced)
        if self._cards_landed is not None:
            self._cards_landed(self, seat, card, count)
        edition = self.edition  # Edition.handler, inlined
        edition.handlers.get(card.kind, edition.default_handler).on_play(self, seat, card, count)

    def choose_color_then(self, seat: int, card: Card, count: int, origin: str = "") -> None:
        self.decide("color", seat, card=card, count=count, origin=origin)

    def set_color(self, seat: int, color: Color) -> None:
        self.active_color = color
        self.emit(_COLOR_CHOSEN[seat][color])

    def begin_turn(self, seat: int) -> None:
        """Give ``seat`` its turn, unless a seat is out, in which case the hand ends."""
        if self.out_order and self._hand_is_over():
            return
        self.pending_target = None
        self.decision = _TURN[seat]
        self._events.append(_TURN_STARTED[seat])

    def advance(self, seat: int, skip: int = 0) -> None:
        """End ``seat``'s turn: skip ``skip`` seats, then the next one plays."""
        # next_player, inlined for the default: nearly every action ends a turn
        nxt = (seat + self.direction) % self.n if self._next_player is None else (
            self._next_player(self, seat))
        for _ in range(skip):
            self._events.append(_TURN_SKIPPED[nxt])
            nxt = self.next_player(nxt)
        self.begin_turn(nxt)

    def impose_penalty(self, target: int, cards: int) -> None:
        """Add ``cards`` to the pending draw penalty and point it at ``target`` (§2.1)."""
        self.pending += cards
        self.pending_target = target
        self.emit(ev.PenaltyPending(target, self.pending))
        if self._penalty_needs_decision(target):
            self.decide("penalty", target)
        else:
            self.take_penalty(target)

    def take_penalty(self, target: int) -> None:
        """``target`` draws the pending total and loses its turn."""
        total, self.pending, self.wd4_challenge = self.pending, 0, None
        self.pending_target = None
        self.jump_open = False  # drawing the penalty spends the draw card (§2.2)
        self.edition.penalty_draw(self, target, total)
        if self.uno_window and self.options.penalty_closes_uno_window:
            self.close_uno_window()  # the next seat drew: too late to catch (§1.7)
        self.emit(_TURN_SKIPPED[target])
        self.begin_turn(self.next_player(target))

    def close_uno_window(self) -> None:
        """The UNO window closes; with ``uno_missed = automatic`` every seat that still
        owes its call pays the penalty without being caught (§1.7)."""
        if not self.uno_window:
            return
        missed = sorted(self._catchable()) if self.options.uno_missed == "automatic" else []
        self.uno_window.clear()
        for seat in missed:
            self.emit(ev.UnoMissed(seat))
            self.pay_uno_penalty(seat)

    def pay_uno_penalty(self, seat: int) -> None:
        """``seat`` pays for a missed UNO; a card drawn so closes the jump-in window (§2.2)."""
        held = len(self.hands[seat])
        self.edition.uno_penalty(self, seat)
        if len(self.hands[seat]) != held and self.options.uno_penalty_closes_jump_in:
            self.jump_open = False

    def swap_hands(self, a: int, b: int) -> None:
        self.hands[a], self.hands[b] = self.hands[b], self.hands[a]
        self.emit(ev.HandsSwapped(a, b))
        self.hands_moved((a, b))

    def rotate_hands(self, direction: int, lap: int = 0) -> None:
        """Every hand moves one seat: the hand of ``s`` goes to ``s + direction`` (``lap``:
        see :class:`~rules.events.HandsRotated`)."""
        self.hands = [self.hands[(s - direction) % self.n] for s in range(self.n)]
        self.emit(ev.HandsRotated(direction, lap))
        self.hands_moved(range(self.n))

    def most_held_color(self, seat: int) -> Color:
        """The colour a seat holds most of (ties: the first in colour order), for defaults."""
        counts = Counter(c.color for c in self.hands[seat] if c.color is not None)
        return max(COLORS, key=lambda c: (counts[c], -COLORS.index(c)))

    # ----------------------------------------------------------------- setup

    def _start_game(self) -> None:
        if self.initial_deck is not None:
            self.dealer = (self.n - 1) if self.initial_dealer is None else self.initial_dealer
        elif self.initial_dealer is not None:
            self.dealer = self.initial_dealer
        else:
            self.dealer = self._choose_dealer()
        self._start_hand(self.initial_deck)

    def _choose_dealer(self) -> int:
        """Every seat turns a card; the highest number deals; ties draw again (§1.2)."""
        contenders = list(range(self.n))
        while True:
            cards = self.edition.deck(self.options)
            shuffle(self.rng, cards)
            turned: list[Card | None] = [None] * self.n
            for s in contenders:
                turned[s] = cards.pop()
            value = {s: (turned[s].number or 0) for s in contenders}  # type: ignore[union-attr]
            best = max(value.values())
            contenders = [s for s in contenders if value[s] == best]
            winner = contenders[0] if len(contenders) == 1 else None
            self.emit(ev.DealerChosen(tuple(turned), winner))
            if winner is not None:
                return winner

    def _start_hand(self, deck: list[Card] | None) -> None:
        self.hand_number += 1
        if deck is None:
            cards = self.edition.deck(self.options)
            shuffle(self.rng, cards)
            self.draw_pile = cards
        else:
            self.draw_pile = list(reversed(deck))  # deck[0] is the top card
        self._deal()

    def redeal(self) -> None:
        """Gather every card, shuffle and deal the same hand again (§1.2, seed 004)."""
        cards = [c for zone in self.zones() for c in zone]
        shuffle(self.rng, cards)
        self.draw_pile = cards
        self._deal()

    def _deal(self) -> None:
        self.hands = [[] for _ in range(self.n)]
        self.discard = []
        self.direction = 1
        self.pending, self.pending_target, self.wd4_challenge = 0, None, None
        self.uno_window.clear()
        self.uno_called = [False] * self.n
        self.jump_open = False
        self.last_player = None
        self.out_order = []
        self.last_play = None
        self.hand_winner = None
        self.ed = self.edition.new_state()
        self.wd4_guilty = False
        self.edition.setup_hand(self)
        self.emit(ev.HandStarted(self.hand_number, self.dealer))
        order = [(self.dealer + 1 + i) % self.n for i in range(self.n)]
        for _ in range(self.options.hand_size):
            for s in order:
                self.hands[s].append(self.draw_pile.pop())
        for s in range(self.n):
            self.emit(ev.CardsDealt(s, len(self.hands[s]), tuple(self.hands[s])))
        self.edition.start_pile(self)

    # ----------------------------------------------------------------- legality

    def _compute_legal(self, seat: int | None) -> list[Action]:
        d = self.decision
        if d.seat == seat and seat is not None:  # its own decision (the end is nobody's)
            own = self.edition.decisions[d.kind].legal(self, d)
            if self.options.jump_in:
                self._own_legal = (self.state_id, own)  # for _dispatch (jump-in or not)
            elif (len(self.hands[seat]) > 2 and not self.uno_window
                  and self._edition_reactions is None):
                return own  # no UNO to call or catch, no jump-in: no reaction is open
            more = self._reactions(seat, own)
            return own + more if more else own
        if d.kind == "game_over":
            return []
        if seat is None:
            return self._host_actions()
        if d.kind == "hand_over":
            return []
        return self._reactions(seat, [])

    def _host_actions(self) -> list[Action]:
        d = self.decision
        if d.kind == "hand_over":
            return [NextHand()]
        acts: list[Action] = []
        if self._catchable() or self._jump_window_open():
            acts.append(Timeout())
        elif d.seat is None:
            acts.append(Timeout())  # ends a race nobody finished (buzzers, UNO Spin)
        if d.seat is not None:
            acts.append(TurnTimeout())
        return acts

    def _reactions(self, seat: int, own: list[Action]) -> list[Action]:
        """Out-of-turn actions: call UNO, catch a missing call, jump in (§1.7, §2.2)."""
        acts: list[Action] = []
        hand = self.hands[seat]
        d = self.decision
        if len(hand) <= 2 and not self.uno_called[seat] and (
            (len(hand) == 1 and seat in self.uno_window)
            or (len(hand) == 2 and d.seat == seat and self.edition.decision(d.kind).can_call_uno)
        ):
            acts.append(CallUno())
        if self.uno_window:
            for target in sorted(self._catchable()):
                if target != seat:
                    acts.append(CatchUno(target))
        if self.options.jump_in and self._jump_window_open() and (
                seat != self.last_player or self.options.jump_in_own_card):
            top = self.discard[-1]
            if top.color is not None or self.options.jump_in_black:
                copies = sum(1 for c in hand if identical(c, top))
                for card in dict.fromkeys(c for c in hand if identical(c, top)):
                    for k in range(1, (copies if self.multi_ok(card) else 1) + 1):
                        action = Play(card, k)
                        if action not in own:
                            acts.append(action)
        if self._edition_reactions is not None:
            acts += self._edition_reactions(self, seat)
        return acts

    def multi_ok(self, card: Card) -> bool:
        return self.options.multi_play and self.edition.handler(card.kind).multi_play

    def play_actions(self, seat: int, cards: list[Card] | None = None) -> list[Play]:
        """``Play`` actions for every legal card of ``seat`` (or of ``cards``), with counts:
        each face once, where the hand first holds it."""
        hand = self.hands[seat]
        top, active = self.discard[-1], self.active_color
        top_face = None if top.color is None else top.face  # a black top matches no face
        handler_of, multi = self.edition.handler, self.options.multi_play
        plain = self.edition.plain_matching
        acts: list[Play] = []
        # Each face once: equal cards are equally legal and share one Play (play_of), so
        # the legal ones are told apart by that object's identity, not by hashing the card
        # again (a card's hash is a Python call).
        seen: set[int] = set()
        singles = _SINGLE_PLAYS
        for card in hand if cards is None else cards:
            kind = card.kind
            if card.color is None:
                if not handler_of(kind).black_playable(self, seat, card):
                    continue
            elif kind in plain:  # rules.cards.matches, inlined: this is the hottest loop
                if card.color != active and card.face != top_face:
                    continue
            elif not handler_of(kind).matches(self, card, top, active):
                continue
            single = singles.get(card) or play_of(card)  # play_of, its lookup inlined
            if id(single) in seen:
                continue
            seen.add(id(single))
            if multi and handler_of(kind).multi_play:
                acts += [play_of(card, k) for k in range(1, hand.count(card) + 1)]
            else:
                acts.append(single)
        return acts

    def _catchable(self) -> set[int]:
        if not self.uno_window:
            return set()
        return {s for s in self.uno_window if len(self.hands[s]) == 1 and not self.uno_called[s]}

    def gone_out(self) -> bool:
        """Whether a seat has played its last card: the hand ends once its draws are taken,
        so nobody may stack or jump in any more (docs/rules.md, §1.9)."""
        return any(not self.hands[s] for s in self.out_order)

    def _jump_window_open(self) -> bool:
        return (self.options.jump_in and self.jump_open and bool(self.discard)
                and self.decision.kind in ("turn", "penalty") and not self.gone_out())

    def _penalty_needs_decision(self, target: int) -> bool:
        o = self.options
        challengeable = self.wd4_challenge is not None and o.wd4_mode == "bluff"
        return challengeable or (not self.gone_out() and (o.stacking != "off" or o.jump_in)) or (
            self.edition.penalty_has_choice(self, target))

    def _why_illegal(self, seat: int | None, action: Action) -> str:
        """The reason code for an action not in ``legal_actions`` (advice only)."""
        if type(action) not in ACTION_TYPES.values():
            return "unknown_action"
        problem = field_problem(action) or self._value_problem(action)
        if problem is not None:
            return problem
        d = self.decision
        if d.kind == "game_over":
            return "game_over"
        if isinstance(action, Timeout | TurnTimeout | NextHand):
            return "host_only" if seat is not None else "nothing_to_time_out"
        if seat is None:
            return "host_only"
        if d.kind == "hand_over":
            return "hand_over"
        if isinstance(action, CatchUno):
            if stored(action, "target") == seat:
                return "cannot_catch_yourself"
            return "nothing_to_catch"
        if isinstance(action, CallUno):
            return "uno_not_needed"
        card = getattr(action, "card", None)
        if type(card) is Card:  # a play, a pan's, a discard: the card first, then the turn
            count = getattr(action, "count", 1)
            if self.hands[seat].count(card) < count:
                return "card_not_in_hand"
            if count > 1 and not self.options.multi_play:
                return "one_card_at_a_time"
        if d.seat != seat:
            return "not_your_turn"
        return self.edition.decision(d.kind).why_illegal(self, d, action)

    def _value_problem(self, action: Action) -> str | None:
        """A field of the right type whose value no action can hold: a seat that is not
        at this table, a count of no card at all (whatever the decision or the hand)."""
        for name in SEAT_FIELDS:
            seat = getattr(action, name, None)
            if type(seat) is int and not 0 <= seat < self.n:
                return "no_such_seat"
        count = getattr(action, "count", 1)
        if type(count) is int and count < 1:
            return "malformed_action"
        return None

    # ----------------------------------------------------------------- dispatch

    def _dispatch(self, seat: int | None, action: Action) -> None:
        d = self.decision
        if type(action) in _OUT_OF_TURN:
            self._dispatch_out_of_turn(seat, action, d)
            return
        if self._handle_reaction is not None and self._handle_reaction(self, seat, action):
            return
        # A decision: it closes the UNO window of the previous play (§1.7).
        rule = self.edition.decisions[d.kind]
        if rule.closes_windows and self.uno_window:
            self.close_uno_window()
        # A play that is not the decision seat's own is a jump-in (only they reach here).
        if (self.options.jump_in and isinstance(action, Play)
                and (d.seat != seat or action not in self._own_legal_now(d))):
            self._jump_in(seat, action)  # type: ignore[arg-type]
            return
        rule.apply(self, d, action)

    def _dispatch_out_of_turn(self, seat: int | None, action: Action, d: Decision) -> None:
        """UNO calls and catches, and the host's clock and next-hand actions."""
        if isinstance(action, CallUno):
            assert seat is not None
            self.uno_called[seat] = True
            self.uno_window.discard(seat)
            self.emit(ev.UnoCalled(seat))
            return
        if isinstance(action, CatchUno):
            self.uno_window.discard(action.target)
            self.emit(ev.UnoCaught(seat, action.target))  # type: ignore[arg-type]
            self.pay_uno_penalty(action.target)
            return
        if isinstance(action, Timeout):
            self.close_uno_window()
            self.jump_open = False
            self.emit(ev.WindowsClosed())
            if d.seat is None and d.kind != "hand_over":
                self.edition.decision(d.kind).timeout(self, d)
            return
        if isinstance(action, NextHand):
            self.dealer = (self.dealer + 1) % self.n
            self._start_hand(None)
            return
        if isinstance(action, TurnTimeout):
            self.emit(ev.TurnTimedOut(d.seat))  # type: ignore[arg-type]
            self.edition.turn_timeout(self, d)

    def _own_legal_now(self, d: Decision) -> list[Action]:
        """The decision seat's own legal actions in the state ``apply`` was called in."""
        state, own = self._own_legal
        if state == self.state_id - 1:
            return own
        return self.edition.decision(d.kind).legal(self, d)

    def _jump_in(self, seat: int, action: Play) -> None:
        self.close_uno_window()
        self.pending_target = None
        self.edition.jump_in(self, seat, action.card, action.count)

    # ----------------------------------------------------------------- windows & end

    def hand_shrank(self, seat: int) -> None:
        if len(self.hands[seat]) == 1:
            if not self.uno_called[seat]:
                self.uno_window.add(seat)
        else:
            self.uno_called[seat] = False
            self.uno_window.discard(seat)

    def hands_moved(self, seats: Iterable[int]) -> None:
        """Swaps and rotations never create an UNO obligation (§1.7)."""
        for s in seats:
            self.uno_called[s] = len(self.hands[s]) == 1
            self.uno_window.discard(s)

    def check_hand_end(self) -> bool:
        """End the hand if a seat is out (after its last card's draws); ``True`` if it ended."""
        return self._hand_is_over()

    def _hand_is_over(self) -> bool:
        if not self.out_order:
            return False
        winner = next((s for s in self.out_order if not self.hands[s]), None)
        if winner is None:
            self.out_order = [s for s in self.out_order if not self.hands[s]]
            return False
        self._end_hand(winner)
        return True

    def hand_value(self, seat: int) -> int:
        """The points of ``seat``'s cards, by its edition (docs/rules.md §1.9)."""
        return sum(self.edition.card_points(c, self.options) for c in self.hands[seat])

    def _end_hand(self, winner: int) -> None:
        self.hand_winner = winner
        self.uno_window.clear()
        self.jump_open = False
        self.pending, self.pending_target, self.wd4_challenge = 0, None, None
        o = self.options
        values = tuple(self.hand_value(s) for s in range(self.n))
        slot_of = tuple(self.slot_of(s) for s in range(self.n))
        result = score_hand(o, self.hands, values, slot_of, self.slots, winner, self.last_play)
        for slot, pts in enumerate(result.points):
            self.scores[slot] += pts
        for slot in doubled_slots(o, self.hands, slot_of):
            self.scores[slot] *= 2
        self.score_history.append(tuple(self.scores))
        self.emit(ev.HandEnded(winner, result.hand_values, result.points, tuple(self.scores),
                               tuple(tuple(h) for h in self.hands)))
        game_winner = result.game_winner(o, self.scores, slot_of[winner])
        if game_winner is not None:
            self.game_winner = game_winner
            self.decide("game_over", None)
            self.emit(ev.GameEnded(game_winner, tuple(self.scores)))
        else:
            self.decide("hand_over", None)


_OUT_OF_TURN = frozenset({CallUno, CatchUno, Timeout, NextHand, TurnTimeout})
# The decisions and events made on nearly every action, built once: records are
# immutable values, and nothing changes a decision the game holds
_TURN = [Decision("turn", seat) for seat in range(MAX_SEATS)]
_TURN_STARTED = [ev.TurnStarted(seat) for seat in range(MAX_SEATS)]
_TURN_SKIPPED = [ev.TurnSkipped(seat) for seat in range(MAX_SEATS)]
_COLOR_CHOSEN = [{color: ev.ColorChosen(seat, color) for color in COLORS}
                 for seat in range(MAX_SEATS)]
_PLAYS: dict[tuple[Card, int], Play] = {}
_SINGLE_PLAYS: dict[Card, Play] = {}  # count 1, by far the most asked for
_PLAYED: list[dict[Card, ev.CardPlayed]] = [{} for _ in range(MAX_SEATS)]
_DREW_ONE: list[dict[Card, ev.CardsDrawn]] = [{} for _ in range(MAX_SEATS)]


def listed(action: object, legal: list[Action]) -> bool:
    """``action in legal``, trying identity first: an action is nearly always one of the
    listed objects, and comparing a record by value is dearer. One equal by value must
    also hold values of its fields' types (``Play(card, True)`` equals ``Play(card)``)."""
    for candidate in legal:
        if candidate is action:
            return True
    return action in legal and field_problem(action) is None


def played(seat: int, card: Card) -> ev.CardPlayed:
    """The event of ``seat`` laying one ``card`` on its turn, built once and shared."""
    event = _PLAYED[seat].get(card)
    if event is None:
        event = _PLAYED[seat][card] = ev.CardPlayed(seat, card)
    return event


def drew_one(seat: int, card: Card) -> ev.CardsDrawn:
    """The event of ``seat`` drawing ``card`` from the pile on its turn, built once and shared."""
    event = _DREW_ONE[seat].get(card)
    if event is None:
        event = _DREW_ONE[seat][card] = ev.CardsDrawn(seat, 1, "draw", (card,))
    return event


def play_of(card: Card, count: int = 1) -> Play:
    """The ``Play`` action for ``count`` copies of ``card``, built once and shared."""
    if count == 1:
        action = _SINGLE_PLAYS.get(card)
        if action is None:
            action = _SINGLE_PLAYS[card] = Play(card)
        return action
    action = _PLAYS.get((card, count))
    if action is None:
        action = _PLAYS[(card, count)] = Play(card, count)
    return action

