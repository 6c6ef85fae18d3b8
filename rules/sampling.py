"""Determinization: a full :class:`Game` consistent with what one seat knows.

A search bot must never look at the real game. It keeps a :class:`Belief` built from its
own view and redacted history, and asks :func:`determinize` for a game in which the cards
it cannot see are dealt at random — respecting every hand count, the cards it has seen
played or shown, and the colours a seat could not follow. The result is a private copy
to simulate on; nothing here reads or writes the real game.

Every edition that does not declare otherwise (``Edition.no_rebuild``) is rebuilt
exactly at its ordinary decisions: there the game holds nothing beyond the view, the
public device state the edition declares (``Edition.rebuilt_from``) and the belief, and
the edition's own deck, handlers and decisions come from the template game, so an
edition's black card resolves after its colour just as in the real game.
:func:`supported` says when a view can be determinized.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from rules.actions import Action, Challenge
from rules.cards import NUMBER, WILD_DRAW_FOUR, Card, Color
from rules.editions import EDITIONS
from rules.game import Decision, Game
from rules.newgame import new_game
from rules.options import RuleOptions
from rules.views import PlayerView

# Decisions whose full state the view plus a Belief pins down: the classic ones, and the
# themed specials' choices (a duel opponent, the captain's exchange, the colour Lotso
# names, the victory lap, Extreme's Trade Hands), whose card is the top card.
SUPPORTED_DECISIONS = frozenset({"turn", "drawn", "color", "penalty", "seven", "zero_swap",
                                 "kick_opponent", "captain", "lotso_name", "victory_lap",
                                 "trade_hands"})
# An edition keeps no state beyond the view and the belief (``game.ed``, device zones)
# at those decisions unless it says so (``Edition.no_rebuild``): each special card's effect
# is over, or still to come from the decision itself (a colour). Spin's wheel, Speed Racer's
# race, Flash's SLAP race and a Tippo Tilt sequence exist only during their own decisions,
# whose views show more than the edition's ``rebuilt_from`` and are not rebuilt.


def rebuildable(edition: str) -> bool:
    """Whether the hard bot rebuilds (and so searches) ``edition``'s ordinary decisions."""
    return not EDITIONS[edition].no_rebuild


@dataclass(slots=True)
class Belief:
    """What a seat knows beyond its view, folded from its redacted event history.

    ``voids[s][c] = k`` means seat ``s`` holds at most ``k`` cards of colour ``c``: it
    could not follow ``c`` once and has received ``k`` cards since; ``faces[s][f] = k``
    is the same for a card's :func:`face` (the number or symbol it could not match, or
    ``"black"``: a seat that draws on its turn holds nothing it could have played, and a
    Wild can always be played). ``known[s]`` are cards
    seen to be in ``s``'s hand (a shown hand, a hand we swapped away). ``piles`` are cards
    the view lists in places beyond the hands and the discard pile (Tippo's other pan and
    the cards a tip set aside).
    """

    seats: int
    discard: list[Card] = field(default_factory=list)
    piles: list[Card] = field(default_factory=list)
    known: list[Counter[Card]] = field(default_factory=list)
    voids: list[dict[Color, int]] = field(default_factory=list)
    faces: list[dict[str, int]] = field(default_factory=list)
    last_count: int = 1
    prev_top: Card | None = None
    prev_color: Color | None = None
    first_card_only: bool = True  # no card played on the start card yet

    def __post_init__(self) -> None:
        if not self.known:
            self.known = [Counter() for _ in range(self.seats)]
        if not self.voids:
            self.voids = [{} for _ in range(self.seats)]
        if not self.faces:
            self.faces = [{} for _ in range(self.seats)]


BLACK = "black"


def face(card: Card) -> str:
    """What a card matches by besides its colour (rules.cards.matches): its number, or its
    symbol; ``"black"`` for a card of no colour."""
    known = _FACES.get(card)
    if known is None:
        if card.color is None:
            known = BLACK
        else:
            known = f"{NUMBER}{card.number}" if card.kind == NUMBER else card.kind
        _FACES[card] = known
    return known


_FACES: dict[Card, str] = {}  # a card's face, worked out once (sampling asks it often)


def supported(options: RuleOptions, view: PlayerView) -> bool:
    """Whether :func:`determinize` can rebuild this position faithfully."""
    if view.seat is None or view.hand is None or view.decision not in SUPPORTED_DECISIONS \
            or view.top_card is None:
        return False
    edition = EDITIONS[options.edition]
    return not edition.no_rebuild and view.edition_state.keys() <= edition.rebuilt_from


def unseen_pool(full_deck: Counter[Card], view: PlayerView, belief: Belief) -> Counter[Card]:
    """Cards the seat has not located: not in its hand, the discard pile or a known hand."""
    pool = Counter(full_deck)
    pool.subtract(view.hand or ())
    pool.subtract(belief.discard)
    pool.subtract(belief.piles)
    for s, known in enumerate(belief.known):
        if s != view.seat:
            pool.subtract(known)
    return +pool


def pool_mismatch(full_deck: Counter[Card], view: PlayerView, belief: Belief) -> int:
    """Unseen cards minus the places left for them; non-zero when the belief is off."""
    places = view.draw_pile + sum(
        max(0, view.hand_counts[s] - sum(belief.known[s].values()))
        for s in range(view.seats) if s != view.seat)
    return sum(unseen_pool(full_deck, view, belief).values()) - places


def shuffle(cards: list[Card], rng: random.Random) -> None:
    """A uniform shuffle in place, sorted by random keys: several times faster than
    ``Random.shuffle``'s interpreted loop, and a search deals the hidden cards thousands
    of times a decision."""
    keys = [rng.random() for _ in cards]
    order = sorted(range(len(cards)), key=keys.__getitem__)
    cards[:] = [cards[i] for i in order]


def sample_hands(
    full_deck: Counter[Card], view: PlayerView, belief: Belief, rng: random.Random,
    pool_cards: list[Card] | None = None,
) -> tuple[list[list[Card]], list[Card]]:
    """Deal the unseen cards: each other hand gets its known cards plus random ones that
    respect its colour and face caps; the rest, shuffled, is the draw pile.

    ``pool_cards`` (the unseen cards, in any order) saves recomputing them per sample.
    """
    me = view.seat
    pool = list(pool_cards if pool_cards is not None
                else unseen_pool(full_deck, view, belief).elements())
    shuffle(pool, rng)
    hands: list[list[Card]] = [[] for _ in range(view.seats)]
    hands[me] = list(view.hand or ())  # type: ignore[index]
    # Seats with caps pick first, so the caps can be met from a full pool.
    order = sorted((s for s in range(view.seats) if s != me),
                   key=lambda s: (-len(belief.voids[s]) - len(belief.faces[s]), s))
    capped = False
    for s in order:
        hand = list(belief.known[s].elements())[: view.hand_counts[s]]
        need = view.hand_counts[s] - len(hand)
        caps = dict(belief.voids[s])
        face_caps = dict(belief.faces[s])
        if not caps and not face_caps:
            hand += pool[:need]
            pool = pool[need:]
            hands[s] = hand
            continue
        for c in hand:
            if c.color in caps:
                caps[c.color] -= 1
            f = face(c)
            if f in face_caps:
                face_caps[f] -= 1
        rest: list[Card] = []
        for card in pool:
            if need <= 0:
                rest.append(card)
                continue
            color = card.color
            cap = caps.get(color) if color is not None else None
            if cap is not None and cap <= 0:
                rest.append(card)
                continue
            f = face(card) if face_caps else ""
            fcap = face_caps.get(f)
            if fcap is not None and fcap <= 0:
                rest.append(card)
                continue
            if cap is not None:
                caps[color] = cap - 1  # type: ignore[index]
            if fcap is not None:
                face_caps[f] = fcap - 1
            hand.append(card)
            need -= 1
        if need > 0:  # the caps cannot be met: the belief was wrong, relax them
            hand += rest[:need]
            rest = rest[need:]
        hands[s] = hand
        pool = rest
        capped = True
    if capped:  # cards the caps held back sit in order of colour, not at random
        shuffle(pool, rng)
    return hands, pool


class Determinizer:
    """Samples many games for one decision; the fixed parts are computed once."""

    def __init__(self, options: RuleOptions, view: PlayerView, belief: Belief,
                 legal: list[Action] | None = None) -> None:
        self.options, self.view, self.belief = options, view, belief
        self.template = new_game(options, view.seats, 0, dealer=view.dealer)
        self.device = self.template.edition.rebuilt_state(view.edition_state)
        self.pool = list(unseen_pool(self.template.full_deck, view, belief).elements())
        self.challengeable = legal is not None and any(isinstance(a, Challenge) for a in legal)
        discard = list(belief.discard)
        if not discard or discard[-1] != view.top_card:
            discard.append(view.top_card)  # type: ignore[arg-type]
        self.discard = discard
        # Nothing has been played on the start card yet: a colour is the start Wild's.
        self.first_card = belief.first_card_only and view.last_player is None

    def deal(self, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
        """Just the hidden cards dealt at random: every hand, then the draw pile."""
        return sample_hands(self.template.full_deck, self.view, self.belief, rng, self.pool)

    def sample(self, rng: random.Random) -> Game:
        """A private game matching the view, the hidden cards dealt at random."""
        hands, pile = self.deal(rng)
        return self.build(hands, pile, rng.randrange(1 << 30))

    def build(self, hands: list[list[Card]], pile: list[Card], seed: int) -> Game:
        """The private game for one deal (the lists are copied, so a deal can be reused)."""
        from rules.editions.classic import wd4_guilty

        view, belief = self.view, self.belief
        kind, seat = view.decision, view.decision_seat
        game = self.template.clone()
        game.rng.seed(seed)
        hands = [list(h) for h in hands]
        game.hands = hands
        game.draw_pile = list(pile)
        game.discard = list(self.discard)
        game.active_color = view.active_color
        game.direction = view.direction
        game.dealer = view.dealer
        game.pending = view.pending
        game.pending_target = view.pending_target
        game.uno_window = set(view.uno_open)
        game.uno_called = list(view.uno_called)
        # The view shows the jump-in window only while it is open; a card just laid keeps
        # it pending through its colour or swap decision.
        after_play = kind not in ("turn", "drawn", "penalty") and not self.first_card
        game.jump_open = view.jump_in_open or after_play
        game.last_player = view.last_player
        game.prev_top, game.prev_color = belief.prev_top, belief.prev_color
        # A seat without cards went out with a draw card whose draws are still to come.
        game.out_order = [s for s in range(view.seats) if view.hand_counts[s] == 0]
        game.scores = list(view.scores)
        game.hand_number = view.hand_number
        game.ed = self.device.copy()
        game.edition.cloned(game)
        game.wd4_challenge = None
        top = view.top_card
        decision = Decision(kind, seat)
        if kind == "drawn":
            decision.card = view.drawn_card
        elif kind == "color":
            decision.card, decision.count = top, belief.last_count
            if self.first_card:
                decision.origin = "first_card"
            elif top is not None and top.kind == WILD_DRAW_FOUR and seat is not None:
                rest = [c for c in hands[seat] if c.kind != WILD_DRAW_FOUR]
                game.wd4_guilty = wd4_guilty(game, rest, belief.prev_top, belief.prev_color)
        elif kind in ("kick_opponent", "captain", "lotso_name"):
            decision.card = top
        elif kind == "victory_lap":
            decision.card, decision.count = top, int(view.edition_state["lap"])
        elif kind in ("zero_swap", "trade_hands") and seat is not None:
            others = [s for s in range(view.seats) if s != seat]
            if kind == "zero_swap" or (
                    self.options.edition_option("trade_hands") == "swap_fewest"):
                fewest = min(view.hand_counts[s] for s in others)
                others = [s for s in others if view.hand_counts[s] == fewest]
            decision.choices = tuple(others)
        elif kind == "penalty" and self.challengeable:
            player = view.last_player if view.last_player is not None else seat
            rest = [c for c in hands[player] if c.kind != WILD_DRAW_FOUR]  # type: ignore[index]
            guilty = wd4_guilty(game, rest, belief.prev_top, belief.prev_color)
            game.wd4_challenge = (player, guilty)  # type: ignore[assignment]
        game.decision = decision
        game.state_id = 0
        game.invalidate()
        return game


def determinize(
    options: RuleOptions, view: PlayerView, belief: Belief, rng: random.Random,
    legal: list[Action] | None = None,
) -> Game:
    """A private game matching ``view`` with the hidden cards dealt at random.

    ``legal`` (the seat's legal actions) tells whether a Wild Draw 4 may be challenged.
    """
    return Determinizer(options, view, belief, legal).sample(rng)
