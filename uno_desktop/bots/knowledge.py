"""What a bot knows: its view plus the redacted history it was shown, folded incrementally.

The host hands a bot the whole public history on every call; :class:`Tracker` remembers how
far it has read, so each call costs only the new events. Everything here is derived from
events the seat was allowed to see — never from the game itself.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from rules import events as ev
from rules.cards import COLORS, WILD_DRAW_FOUR, Card, Color, parse_card
from rules.editions import EDITIONS
from rules.editions.common import (
    CardsDiscarded,
    DuelRound,
    Named,
    PanFilled,
    ScaleSettled,
    ScaleTipped,
)
from rules.editions.tippo import STOP, TILT
from rules.events import Event
from rules.options import RuleOptions
from rules.sampling import BLACK, Belief, face
from rules.views import PlayerView


@dataclass(slots=True)
class Pans:
    """UNO Tippo's two scale pans as the table saw them (docs/rules.md §3.9): each pan's top
    card and colour, and the pan played on last. A card played lands on the pan the
    scale's next event names; a colour goes to the pan played on, or to a black start
    card's pan, or to a Tilt card's pan once its sequence is over."""

    tops: list[Card | None] = field(default_factory=lambda: [None, None])
    colors: list[Color | None] = field(default_factory=lambda: [None, None])
    cur: int = 0
    turned: int = 0  # start cards turned this hand
    landing: Card | None = None
    uncoloured: list[int] = field(default_factory=list)
    tilt: int | None = None

    def open(self) -> list[int]:
        """Pans a card may go on (rules.editions.tippo.open_pans)."""
        free = [p for p, top in enumerate(self.tops) if top is None or top.mark != STOP]
        return free or [0, 1]


CLUE_DEPTH = 1  # free choices remembered per seat (the latest; 3 measured no better)


@dataclass(slots=True, frozen=True)
class Clue:
    """A seat's free choice, while its hand is still the hand it chose from less what it
    laid since: ``card`` played on its own turn on ``top`` with ``active`` the colour,
    ``color`` the colour it named for a black card, ``later`` the cards it laid after
    (freely too). A bot that models that seat can tell how likely a sampled hand made
    that choice (docs/bots.md)."""

    card: Card
    top: Card
    active: Color | None
    color: Color | None = None
    later: tuple[Card, ...] = ()


class Tracker:
    """Folds one seat's redacted history into a :class:`Belief` and a few public facts."""

    def __init__(self, options: RuleOptions) -> None:
        self.options = options
        edition = EDITIONS.get(options.edition)
        self.full_deck: Counter[Card] = Counter(edition.deck(options)) if edition else Counter()
        self.read = 0
        self.seat: int | None = None
        self.seats = 0
        self.belief = Belief(0)
        self.hand: Counter[Card] = Counter()
        self.active: Color | None = None
        self.turn_seat: int | None = None
        self.drew_this_turn = False
        # A card drawn on a seat's turn it may still play: (seat, colour, face) it missed.
        self.drawn_open: tuple[int, Color | None, str | None] | None = None
        self.clues: dict[int, list[Clue]] = {}  # per seat, oldest first
        self.seen_wd4_guilt: list[bool] = []  # outcomes of challenges, for the odds
        self.duel: list[tuple[int, Card]] = []  # cards laid so far in a duel (Kick, Battle)
        self.named: tuple[int, Color] | None = None  # the last colour named for an effect
        self.tippo = options.edition == "tippo"
        self.pans = Pans()

    # ------------------------------------------------------------------ folding

    def update(self, view: PlayerView, history: list[Event]) -> Belief:
        """Read the events added since the last call; return the current belief."""
        if view.seats != self.seats or view.seat != self.seat or len(history) < self.read:
            self.seat, self.seats, self.read = view.seat, view.seats, 0
            self._reset_hand()
        for event in history[self.read:]:
            try:
                self._fold(event)
            except (KeyError, IndexError, ValueError, TypeError):
                pass  # an edition event we model loosely must never break a bot
        self.read = len(history)
        self.hand = Counter(view.hand or ())
        self.active = view.active_color
        if self.tippo:
            self._see_pans(view)
        return self.belief

    def _see_pans(self, view: PlayerView) -> None:
        """Tippo: the view lists both pans and the set-aside cards; the pan played on last
        is the discard pile."""
        shown = view.edition_state
        if "pans" not in shown:
            return
        pans = [[parse_card(code) for code in pan] for pan in shown["pans"]]
        cur = int(shown["current_pan"])
        self.belief.discard = pans[cur]
        self.belief.piles = [*pans[1 - cur], *map(parse_card, shown.get("aside", ()))]
        p = self.pans
        p.tops = [pan[-1] if pan else None for pan in pans]
        p.colors = [None if c is None else Color(c) for c in shown["pan_colors"]]
        p.cur = cur

    def _reset_hand(self) -> None:
        self.belief = Belief(max(self.seats, 1))
        self.hand = Counter()
        self.active = None
        self.turn_seat = None
        self.drew_this_turn = False
        self.drawn_open = None
        self.clues = {}
        self.duel = []
        self.named = None
        self.pans = Pans()

    def _fold(self, e: Event) -> None:
        b = self.belief
        if isinstance(e, ev.HandStarted):
            self._reset_hand()
        elif isinstance(e, ev.CardsDealt):
            if e.seat == self.seat and e.cards is not None:
                self.hand = Counter(e.cards)
        elif isinstance(e, ev.FirstCard):
            if not e.returned:
                b.discard.append(e.card)
                self.active = e.card.color
                if self.tippo:
                    self._turned(e.card)
        elif isinstance(e, ev.TurnStarted):
            self._kept(e.seat)
            self.turn_seat = e.seat
            self.drew_this_turn = False
        elif isinstance(e, ev.CardPlayed):
            if self.drawn_open is not None and self.drawn_open[0] == e.seat:
                self.drawn_open = None
            self._clue(e)
            b.prev_top = b.discard[-1] if b.discard else None
            b.prev_color = self.active
            b.discard.extend([e.card] * e.count)
            b.last_count = e.count
            b.first_card_only = False
            self.active = e.card.color
            self.duel = []
            self.pans.landing = e.card
            self._left(e.seat, [e.card] * e.count)
        elif isinstance(e, ev.CardsDrawn):
            self._drawn(e)
        elif isinstance(e, ev.Reshuffled):
            b.discard = b.discard[-1:]
        elif isinstance(e, ev.ColorChosen):
            clues = self.clues.get(e.seat)
            if clues and clues[-1].card.color is None and clues[-1].color is None:
                clues[-1] = replace(clues[-1], color=e.color)
            self.active = e.color
            if self.tippo:
                self._pan_colored(e.color)
        elif isinstance(e, ScaleSettled | ScaleTipped):
            if self.tippo:
                self._landed(e.pan)
        elif isinstance(e, PanFilled):
            if self.tippo:
                self._filled(e.pan, e.card)
        elif isinstance(e, ev.ChallengeResolved):
            self.seen_wd4_guilt.append(e.guilty)
            if e.hand is not None:
                b.known[e.player] = Counter(e.hand)
            elif not e.guilty and b.prev_color is not None:
                b.voids[e.player][b.prev_color] = 0
        elif isinstance(e, ev.CardsRevealed):
            b.known[e.seat] |= Counter(e.cards)
        elif isinstance(e, ev.HandsSwapped):
            self._move({e.a: e.b, e.b: e.a})
        elif isinstance(e, ev.HandsRotated):
            self._move({s: (s + e.direction) % self.seats for s in range(self.seats)})
        elif isinstance(e, CardsDiscarded):
            if b.discard:  # under the top card, which stays (Discard All, the Spin wheel)
                b.discard[-1:-1] = e.cards
            else:
                b.discard.extend(e.cards)
            self._left(e.seat, list(e.cards))
            self.clues.pop(e.seat, None)
        elif isinstance(e, DuelRound):
            self.clues = {}
            self._duel_round(e)
        elif isinstance(e, Named):
            if e.what == "color" and e.value in COLORS:
                self.named = (e.seat, Color(e.value))

    # Tippo's pans, event by event (the view resyncs them at each decision)

    def _turned(self, card: Card) -> None:
        p = self.pans
        if p.turned < 2:
            p.tops[p.turned], p.colors[p.turned] = card, card.color
            if card.color is None:
                p.uncoloured.append(p.turned)
            p.turned += 1

    def _landed(self, pan: int) -> None:
        """The card just played is on ``pan``: what it was laid on decides a challenge."""
        p, b = self.pans, self.belief
        card, p.landing = p.landing, None
        if card is None or not 0 <= pan < 2:
            return  # a card a Tilt sequence placed (PanFilled came first)
        b.prev_top, b.prev_color = p.tops[pan], p.colors[pan]
        p.tops[pan], p.colors[pan], p.cur = card, card.color, pan
        self.active = card.color
        if card.kind == TILT:
            p.tilt = pan

    def _filled(self, pan: int, card: Card) -> None:
        p = self.pans
        if 0 <= pan < 2:
            p.tops[pan], p.cur = card, pan
            if card.color is not None:
                p.colors[pan] = card.color

    def _pan_colored(self, color: Color) -> None:
        p = self.pans
        if p.uncoloured:
            pan = p.uncoloured.pop(0)
        elif p.tilt is not None:
            pan, p.tilt = p.tilt, None
        else:
            pan = p.cur
        p.colors[pan], p.cur = color, pan

    def _clue(self, e: ev.CardPlayed) -> None:
        """Remember a free choice of one card on the seat's own turn; any other play
        leaves hands we no longer rebuild, so the seat's clues are dropped."""
        seat, top = e.seat, self.belief.discard[-1] if self.belief.discard else None
        free = (seat == self.turn_seat and not self.drew_this_turn and e.count == 1
                and not e.jump_in and not e.forced and top is not None and not self.tippo)
        if free and top is not None:
            kept = self.clues.get(seat, [])
            earlier = [replace(c, later=(*c.later, e.card))
                       for c in kept[len(kept) + 1 - CLUE_DEPTH:]]
            self.clues[seat] = [*earlier, Clue(e.card, top, self.active)]
        else:
            self.clues.pop(seat, None)

    def _left(self, seat: int, cards: list[Card]) -> None:
        """Cards left ``seat``'s hand in public: no longer known there, and each one of a
        colour the seat was short of uses up one of the cards it may hold of it."""
        if seat == self.seat:
            self.hand.subtract(cards)
            self.hand = +self.hand
            return
        if not 0 <= seat < self.seats:
            return
        b = self.belief
        known, caps, faces = b.known[seat], b.voids[seat], b.faces[seat]
        for card in cards:
            if known[card] > 0:
                known[card] -= 1
                continue
            if card.color in caps:
                caps[card.color] = max(0, caps[card.color] - 1)
            f = face(card)
            if f in faces:
                faces[f] = max(0, faces[f] - 1)
        b.known[seat] = +known

    def _duel_round(self, e: DuelRound) -> None:
        """Duel cards are shown; when a round has a loser, it takes every card the others
        laid (its own stay in its hand), so all of them are known to be there."""
        self.duel += [(s, c) for s, c in zip(e.seats, e.cards, strict=True)
                      if c.color is not None]  # a colourless card: nothing was left to draw
        if e.loser < 0:
            return
        laid, self.duel = self.duel, []
        loser, b = e.loser, self.belief
        moved = [c for s, c in laid if s != loser]
        for s in {s for s, _ in laid if s != loser}:
            self._left(s, [c for t, c in laid if t == s])
        if loser == self.seat:
            self.hand.update(moved)
            return
        if not 0 <= loser < self.seats:
            return
        own = Counter(c for s, c in laid if s == loser)
        b.known[loser] = (b.known[loser] | own) + Counter(moved)
        caps, faces = b.voids[loser], b.faces[loser]
        for card in moved:
            if card.color in caps:
                caps[card.color] += 1
            if face(card) in faces:
                faces[face(card)] += 1

    def _drawn(self, e: ev.CardsDrawn) -> None:
        b = self.belief
        self.clues.pop(e.seat, None)
        if e.seat == self.turn_seat:
            self.drew_this_turn = True
        if e.seat == self.seat:
            self.hand.update(e.cards or ())
            return
        if not 0 <= e.seat < self.seats:
            return
        caps, faces = b.voids[e.seat], b.faces[e.seat]
        if e.reason == "lotso" and self.named is not None and self.named[0] != e.seat:
            caps[self.named[1]] = 0  # it could not show a card of the named colour
        for color in caps:
            caps[color] += e.count
        for f in faces:
            faces[f] += e.count
        # Drawing on one's own turn (not a penalty) suggests nothing it could have played:
        # no card of the active colour (in Tippo: of either open pan's colour), nor of the
        # top card's number or symbol, nor a Wild.
        if e.reason != "draw" or e.seat != self.turn_seat:
            return
        shown: list[Color | None] = (
            [self.pans.colors[p] for p in self.pans.open()] if self.tippo else [self.active])
        for unfollowed in shown:
            if unfollowed is not None and unfollowed not in caps:
                caps[unfollowed] = e.count
        top = b.discard[-1] if b.discard else None
        if self.tippo or top is None:
            return
        top_face = face(top) if top.color is not None else None
        for f in (BLACK,) if top_face is None else (BLACK, top_face):
            if f not in faces:
                faces[f] = e.count
        if e.count == 1 and self.options.draw_rule == "draw_one_may_play":
            self.drawn_open = (e.seat, self.active, top_face)

    def _kept(self, turn: int) -> None:
        """A seat kept the card it drew (its turn passed with no play): the normal bot
        plays a drawn card that matches, unless it is a Wild it keeps, so that card is
        neither of the colour nor of the face the seat missed."""
        open_, self.drawn_open = self.drawn_open, None
        if open_ is None or open_[0] == turn:
            return
        seat, color, missed = open_
        caps, faces = self.belief.voids[seat], self.belief.faces[seat]
        if color is not None and caps.get(color, 0) > 0:
            caps[color] -= 1
        if missed is not None and faces.get(missed, 0) > 0:
            faces[missed] -= 1

    def _move(self, dest: dict[int, int]) -> None:
        """Hands moved seats: knowledge moves with them; our old hand becomes known."""
        b = self.belief
        self.clues = {}
        old_known, old_voids, old_faces = b.known, b.voids, b.faces
        known, voids, faces = list(old_known), list(old_voids), list(old_faces)
        mine = Counter(self.hand)
        for src, dst in dest.items():
            if not (0 <= src < self.seats and 0 <= dst < self.seats):
                continue
            known[dst] = Counter(mine) if src == self.seat else old_known[src]
            voids[dst] = {} if src == self.seat else old_voids[src]
            faces[dst] = {} if src == self.seat else old_faces[src]
        b.known, b.voids, b.faces = known, voids, faces
        for src, dst in dest.items():
            if dst == self.seat and src != self.seat and 0 <= src < self.seats:
                self.hand = Counter(old_known[src])  # partly known; the view resyncs it
        if self.seat is not None:
            b.known[self.seat] = Counter()

    # ------------------------------------------------------------------ questions

    def unseen(self) -> Counter[Card]:
        """Cards this seat has not located yet (in other hands or the draw pile)."""
        pool = Counter(self.full_deck)
        pool.subtract(self.hand)
        pool.subtract(self.belief.discard)
        pool.subtract(self.belief.piles)
        for s, known in enumerate(self.belief.known):
            if s != self.seat:
                pool.subtract(known)
        return +pool

    def p_holds_color(self, seat: int, color: Color, hand_size: int) -> float:
        """Chance that ``seat`` holds at least one card of ``color`` among ``hand_size`` cards."""
        b = self.belief
        if not 0 <= seat < len(b.known):
            return 0.5
        if any(c.color == color for c in b.known[seat]):
            return 1.0
        cap = b.voids[seat].get(color)
        unknown = max(0, hand_size - sum(b.known[seat].values()))
        if cap is not None:
            unknown = min(unknown, cap)
        pool = self.unseen()
        total = sum(pool.values())
        of_color = sum(n for c, n in pool.items() if c.color == color)
        if total <= 0 or unknown <= 0:
            return 0.0
        p_none = 1.0
        for i in range(unknown):  # hypergeometric: no card of the colour in ``unknown`` draws
            if total - i <= 0:
                break
            p_none *= max(0.0, (total - of_color - i) / (total - i))
        return 1.0 - p_none

    def void_colors(self, seat: int) -> set[Color]:
        """Colours ``seat`` most likely cannot follow (no cards received since it failed)."""
        if not 0 <= seat < len(self.belief.voids):
            return set()
        return {c for c, k in self.belief.voids[seat].items() if k == 0}

    def colors_left(self) -> Counter[Color]:
        """Unseen cards per colour, a rough guide to which colours stay alive."""
        out: Counter[Color] = Counter({c: 0 for c in COLORS})
        for card, n in self.unseen().items():
            if card.color is not None:
                out[card.color] += n
        return out

    def wd4_player_guilt(self, player: int, hand_size: int) -> float:
        """Chance that ``player``'s last Wild Draw 4 broke the test of docs/rules.md §1.6."""
        color = self.belief.prev_color
        if color is None:
            return 0.0
        top = self.belief.discard[-1] if self.belief.discard else None
        if top is not None and top.kind != WILD_DRAW_FOUR:
            return 0.0
        return self.p_holds_color(player, color, hand_size)
