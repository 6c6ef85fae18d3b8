"""A lean classic-rules simulator for the hard bot's rollouts, several times faster than
running the full engine, because a search lives or dies by how many hands it can play out.

It covers what decides who goes out — matching, Skip, Reverse, Draw Two, Wild, Wild Draw 4,
the draw rules, stacking, the 7-0 rule, two-player turns and reshuffles — and leaves out
what a rollout policy would not use anyway (UNO calls, catches, jump-in, challenges,
multi-play). It only ever runs on a determinized private game.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

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
)
from rules.options import RuleOptions

if TYPE_CHECKING:
    from rules.game import Game  # a determinized private game, never the real one

MAX_TURNS = 600
SIZE_WEIGHT = 0.55  # how fast the winning chance falls per card held
BLACK_CREDIT = 0.4
_BONUS = {NUMBER: 0.0, SKIP: 0.5, REVERSE: 0.3, DRAW_TWO: 1.0, WILD: -6.0,
          WILD_DRAW_FOUR: -5.0}


class FastHand:
    """The state of one hand in progress, as plain lists (see :func:`from_game`)."""

    __slots__ = ("color", "direction", "discard", "hands", "n", "opts", "pending", "pile",
                 "rng", "seat", "top")

    def __init__(self, hands: list[list[Card]], pile: list[Card], discard: list[Card],
                 color: Color | None, direction: int, seat: int, pending: int,
                 opts: RuleOptions, rng: random.Random) -> None:
        self.hands, self.pile, self.discard = hands, pile, discard
        self.top = discard[-1]
        self.color, self.direction, self.seat = color, direction, seat
        self.pending, self.opts, self.rng = pending, opts, rng
        self.n = len(hands)

    # -------------------------------------------------------------- primitives

    def _take(self) -> Card | None:
        if not self.pile:
            if len(self.discard) <= 1:
                return None
            top = self.discard.pop()
            self.pile = self.discard
            self.rng.shuffle(self.pile)
            self.discard = [top]
        return self.pile.pop()

    def _draw(self, seat: int, count: int) -> Card | None:
        last = None
        hand = self.hands[seat]
        for _ in range(count):
            card = self._take()
            if card is None:
                break
            hand.append(card)
            last = card
        return last

    def _legal(self, card: Card) -> bool:
        if card.color is None:
            if card.kind == WILD_DRAW_FOUR and self.opts.wd4_mode == "enforce":
                return not any(c.color == self.color for c in self.hands[self.seat])
            return True
        if card.color == self.color:
            return True
        top = self.top
        if card.kind == NUMBER:
            return top.kind == NUMBER and card.number == top.number
        return card.kind == top.kind and top.color is not None

    def _can_stack(self, card: Card) -> bool:
        top = self.top
        if card.kind == DRAW_TWO:
            return top.kind == DRAW_TWO
        if card.kind == WILD_DRAW_FOUR:
            return top.kind == WILD_DRAW_FOUR or (
                self.opts.stacking == "seed001" and top.kind == DRAW_TWO)
        return False

    def _next(self, seat: int, steps: int = 1) -> int:
        return (seat + self.direction * steps) % self.n

    def _color_for(self, seat: int) -> Color:
        counts = dict.fromkeys(COLORS, 0)
        for c in self.hands[seat]:
            if c.color is not None:
                counts[c.color] += 1
        return max(COLORS, key=counts.__getitem__)

    # -------------------------------------------------------------- first moves

    def start_play(self, seat: int, card: Card) -> bool:
        """Lay ``card`` for ``seat`` as its turn (a black card takes its most held colour);
        ``True`` when that took it out."""
        self.seat = seat
        return self._lay(seat, card)

    def start_color(self, seat: int, card: Card, color: Color, count: int,
                    first_card: bool) -> None:
        """Declare ``color`` for the black ``card`` just laid by ``seat``, then resolve it."""
        self.color = color
        if first_card:
            self.seat = seat
        elif card.kind == WILD_DRAW_FOUR:
            self._penalize(seat, 4 * count)
        else:
            self.seat = self._next(seat)

    def _penalize(self, seat: int, amount: int) -> None:
        """The next seat draws ``amount`` and loses its turn, or the stack grows (§2.1)."""
        target = self._next(seat)
        if self.opts.stacking != "off":
            self.pending += amount
            self.seat = target
        else:
            self._draw(target, amount)
            self.seat = self._next(seat, 2)

    # -------------------------------------------------------------- play

    def run(self, turns: int = MAX_TURNS) -> int | None:
        """Play until a seat goes out; return it (``None`` after ``turns`` turns)."""
        opts = self.opts
        stacking = opts.stacking != "off"
        for _ in range(turns):
            seat = self.seat
            hand = self.hands[seat]
            if self.pending:
                if stacking:
                    stack = [c for c in hand if self._can_stack(c)]
                    if stack:
                        card = min(stack, key=lambda c: c.kind == WILD_DRAW_FOUR)
                        if self._lay(seat, card):
                            return seat
                        continue
                self._draw(seat, self.pending)
                self.pending = 0
                self.seat = self._next(seat)
                continue
            color, top = self.color, self.top
            if opts.wd4_mode == "enforce":
                playable = [c for c in hand if self._legal(c)]
            else:
                top_kind, top_num, top_black = top.kind, top.number, top.color is None
                playable = [c for c in hand if c.color is None or c.color == color or (
                    c.kind == top_kind and not top_black
                    and (c.kind != NUMBER or c.number == top_num))]
            if not playable:
                rule = opts.draw_rule
                if rule == "draw_until_playable":
                    cap = opts.draw_until_cap or 10_000
                    card = None
                    for _ in range(cap):
                        got = self._draw(seat, 1)
                        if got is None:
                            break
                        if self._legal(got):
                            card = got
                            break
                    if card is None:
                        self.seat = self._next(seat)
                        continue
                else:
                    got = self._draw(seat, 1)
                    if got is None or rule == "draw_one_end_turn" or not self._legal(got):
                        self.seat = self._next(seat)
                        continue
                    card = got
            else:
                card = self._pick(seat, playable)
            if self._lay(seat, card):
                return seat
        return None

    def _pick(self, seat: int, playable: list[Card]) -> Card:
        hand = self.hands[seat]
        if len(playable) == 1:
            return playable[0]
        counts = dict.fromkeys(COLORS, 0)
        for c in hand:
            if c.color is not None:
                counts[c.color] += 1
        threat = max(0, 4 - len(self.hands[self._next(seat)]))
        best, best_score = playable[0], -1e9
        most = max(counts.values())
        rnd = self.rng.random
        for card in playable:
            s = _BONUS.get(card.kind, 0.5)
            if card.color is not None:
                s += counts[card.color]
            else:
                s += most + (4.0 if threat >= 2 else 0.0)
            if card.kind in (DRAW_TWO, SKIP, WILD_DRAW_FOUR) or (
                    card.kind == REVERSE and self.n == 2):
                s += threat * 1.5
            s += rnd() * 0.5
            if s > best_score:
                best, best_score = card, s
        return best

    def _lay(self, seat: int, card: Card) -> bool:
        """Play ``card`` and resolve it; ``True`` when ``seat`` went out."""
        hand = self.hands[seat]
        for i, held in enumerate(hand):  # by identity first: dataclass equality is slow
            if held is card:
                del hand[i]
                break
        else:
            hand.remove(card)
        self.discard.append(card)
        self.top = card
        if not hand:
            return True
        kind = card.kind
        self.color = card.color if card.color is not None else self._color_for(seat)
        opts = self.opts
        if kind == NUMBER:
            if card.number == 7 and opts.seven_card == "swap_chosen":
                other = min((s for s in range(self.n) if s != seat),
                            key=lambda s: len(self.hands[s]))
                if len(self.hands[other]) < len(hand):
                    self.hands[seat], self.hands[other] = self.hands[other], self.hands[seat]
            elif card.number == 0 and opts.zero_card == "rotate_all":
                d = self.direction
                self.hands = [self.hands[(s - d) % self.n] for s in range(self.n)]
            elif card.number == 0 and opts.zero_card == "swap_fewest":
                other = min((s for s in range(self.n) if s != seat),
                            key=lambda s: len(self.hands[s]))
                self.hands[seat], self.hands[other] = self.hands[other], self.hands[seat]
            self.seat = self._next(seat)
        elif kind == SKIP:
            self.seat = self._next(seat, 2)
        elif kind == REVERSE:
            self.direction = -self.direction
            self.seat = self._next(seat, 2 if self.n == 2 else 1)
        elif kind in (DRAW_TWO, WILD_DRAW_FOUR):
            self._penalize(seat, 2 if kind == DRAW_TWO else 4)
        else:
            self.seat = self._next(seat)
        return False


def outlook(hands: list[list[Card]], me: int, teams: bool) -> float:
    """Our side's chance to win from here, judged by hand sizes (a Wild counts as
    part of a card, since it can always be played): what a cut-off rollout returns."""
    weights = []
    for hand in hands:
        size = len(hand) - BLACK_CREDIT * sum(1 for c in hand if c.color is None)
        weights.append(math.exp(-SIZE_WEIGHT * size))
    total = sum(weights)
    mine = sum(w for s, w in enumerate(weights)
               if (s % 2 == me % 2 if teams else s == me))
    return mine / total


def from_game(game: Game, rng: random.Random) -> FastHand:
    """Lift a determinized engine game at a plain turn (or penalty) into a FastHand."""
    g = game
    return FastHand(
        hands=[list(h) for h in g.hands],
        pile=list(g.draw_pile),
        discard=list(g.discard),
        color=g.active_color,
        direction=g.direction,
        seat=g.decision.seat,
        pending=g.pending,
        opts=g.options,
        rng=rng,
    )
