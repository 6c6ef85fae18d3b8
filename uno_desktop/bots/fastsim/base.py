"""The lean simulator, :class:`FastHand`, and the registry of the editions' rollout twins.

``FastHand`` covers what decides who goes out — matching, Skip, Reverse, Draw Two, Wild,
Wild Draw 4, the draw rules, stacking, the 7-0 rule, two-player turns, reshuffles and the
Wild Draw 4 challenge — and leaves out what a rollout policy would not use anyway (UNO
calls, catches, jump-in, multi-play). Choices are the normal bot's rules of thumb, copied
here for speed (``_scores``, ``_keeps_drawn``, ``_best_color``, ``_challenged``; pinned to
the bot by ``tests/bots/test_fastsim_policy_pin.py``).

Every edition has a module of the same name in this package, beside
``rules/editions/<name>.py``, which registers one :class:`Twin` (or, for an edition whose
rollouts the engine plays on purpose, :class:`EngineRollouts` with the reason): the
simulator class its
hands are played out with (``FastHand``, or a subclass where the edition changes the turn
itself), the effects of its special cards, and, for each of the edition's own card
handlers and decision rules, what plays it in a rollout or why nothing does
(``fallbacks``); ``tests/bots/test_fastsim_twins.py`` fails when one has neither. The
simulator asks the registry and names no edition.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

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
    matches,
)
from rules.editions.base import EditionState
from rules.editions.classic import breaks_wd4_test
from rules.options import RuleOptions

# A special card's effect once it is on the pile: ``True`` when the hand ended (the
# simulator's ``out`` names the seat if it is not the player).
Effect = Callable[["FastHand", int, Card], bool]


@dataclass(frozen=True, slots=True)
class Twin:
    """One edition's rollout twin (see the module's docstring)."""

    edition: str
    hand: type[FastHand]  # the simulator class; it takes the edition's device state last
    specials: Mapping[str, Effect] = field(default_factory=dict)  # card kind -> its effect
    # Effects resolved after the colour of their black card is named (the colour
    # decision's fast path, ``FastHand.start_color``); every other one resolves before.
    after_color: Mapping[str, Effect] = field(default_factory=dict)
    marks: Mapping[str, Effect] = field(default_factory=dict)  # number cards with a mark
    resolved_when_last: frozenset[str] = frozenset()  # specials resolved as a last card
    # The edition's card handlers and decision rules (beyond ``specials``) by kind, and
    # the function or method that plays each in a rollout.
    plays: Mapping[str, Callable[..., object]] = field(default_factory=dict)
    fallbacks: Mapping[str, str] = field(default_factory=dict)  # kind -> why no twin


@dataclass(frozen=True, slots=True)
class EngineRollouts:
    """An edition whose rollouts the engine plays out, on purpose (no twin): ``why`` none
    is needed (slower rollouts, the same game)."""

    edition: str
    why: str


TWINS: dict[str, Twin] = {}
ENGINE_ROLLOUTS: dict[str, EngineRollouts] = {}


def register(twin: Twin | EngineRollouts) -> Twin | EngineRollouts:
    """Add an edition's rollout twin, or its declaration that it needs none, to the
    registry (one of the two per edition)."""
    if twin.edition in TWINS or twin.edition in ENGINE_ROLLOUTS:
        raise ValueError(f"a second rollout twin for {twin.edition!r}")
    if isinstance(twin, EngineRollouts):
        if not twin.why.strip():
            raise ValueError(f"{twin.edition!r}: say why the engine plays its rollouts")
        ENGINE_ROLLOUTS[twin.edition] = twin
    else:
        TWINS[twin.edition] = twin
    return twin


MAX_TURNS = 600
# Cards that give a heads-up player another turn at once (NormalBot.play_score).
_TEMPO = frozenset({SKIP, REVERSE, DRAW_TWO, WILD_DRAW_FOUR})
CHALLENGE_GAIN = 7  # what a right challenge saves (NormalBot.should_challenge)
UNSEEN_OF_A_COLOUR = 0.23  # the share of one colour among the cards a seat cannot see


class FastHand:
    """The state of one hand in progress, as plain lists (see :func:`from_game`)."""

    __slots__ = ("after_color", "answers", "bluff", "challenge", "classic_stack", "color",
                 "direction", "discard", "fire", "hands", "last_resolved", "marks", "n",
                 "opts", "out", "pending", "pile", "rng", "scale", "seat", "specials",
                 "teams", "top")
    always_answered = False  # an edition card may answer every draw penalty (FIFA 2006)

    def __init__(self, hands: list[list[Card]], pile: list[Card], discard: list[Card],
                 color: Color | None, direction: int, seat: int, pending: int,
                 opts: RuleOptions, rng: random.Random,
                 device: EditionState | None = None) -> None:
        self.hands, self.pile, self.discard = hands, pile, discard
        self.top = discard[-1]
        self.color, self.direction, self.seat = color, direction, seat
        self.pending, self.opts, self.rng = pending, opts, rng
        self.n = len(hands)
        self.out: int | None = None  # a seat an effect took out (not the one who played)
        twin = TWINS.get(opts.edition)
        self.specials: Mapping[str, Effect] = twin.specials if twin else {}
        self.after_color: Mapping[str, Effect] = twin.after_color if twin else {}
        self.marks: Mapping[str, Effect] = twin.marks if twin else {}
        self.last_resolved = twin.resolved_when_last if twin else frozenset()
        self.scale = False  # a scale weighs every card laid (TippoHand)
        self.fire = 0  # the chance a launcher press fires; 0: drawing takes from the pile
        self.classic_stack = opts.stacking != "off"
        self.teams = opts.teams != "off"
        self.bluff = opts.wd4_mode == "bluff"
        # A Wild Draw 4 that may still be challenged: (its player, whether it was a bluff).
        self.challenge: tuple[int, bool] | None = None
        # Whether a draw penalty waits for its target's answer (a stack, say) first.
        self.answers = self.classic_stack or self.always_answered

    # -------------------------------------------------------------- primitives

    def _refill(self) -> None:
        """The discards under the top card become the draw pile (§1.8)."""
        if len(self.discard) > 1:
            top = self.discard.pop()
            self.pile = self.discard
            self.rng.shuffle(self.pile)
            self.discard = [top]

    def _take(self) -> Card | None:
        if not self.pile:
            self._refill()
            if not self.pile:
                return None
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
                rest = [c for c in self.hands[self.seat] if c.kind != WILD_DRAW_FOUR]
                if self.opts.wd4_test == "no_current_colour":
                    return not any(c.color is not None and c.color == self.color for c in rest)
                return not any(c.color is None or self._matches(c) for c in rest)
            return True
        return self._matches(card)

    def _matches(self, card: Card) -> bool:
        """A coloured card's match on the top card (rules.cards.matches)."""
        if card.color == self.color:
            return True
        top = self.top
        if card.kind == NUMBER:
            return top.kind == NUMBER and card.number == top.number
        return card.kind == top.kind and top.color is not None

    def playable(self, hand: list[Card]) -> list[Card]:
        """The cards of ``hand`` the seat to move may play on its turn (no penalty pending):
        the engine's legal plays, which the tests pin (tests/bots/test_fastsim_pin.py)."""
        color, top = self.color, self.top
        if self.opts.wd4_mode == "enforce":
            return [c for c in hand if self._legal(c)]
        top_kind, top_num, top_black = top.kind, top.number, top.color is None
        return [c for c in hand if c.color is None or c.color == color or (
            c.kind == top_kind and not top_black and (c.kind != NUMBER or c.number == top_num))]

    def _drawn_ok(self, card: Card, forced: bool = False) -> bool:
        """Whether a card just drawn may be played (Tippo also picks its pan)."""
        return self._legal(card)

    def _landed(self, seat: int) -> None:
        """A card ``seat`` laid reached the pile: Tippo's scale weighs it (TippoHand)."""

    def _can_stack(self, card: Card) -> bool:
        top = self.top
        if card.kind == DRAW_TWO:
            return self.classic_stack and top.kind == DRAW_TWO
        if card.kind == WILD_DRAW_FOUR:
            return self.classic_stack and (top.kind == WILD_DRAW_FOUR or (
                self.opts.stacking == "seed001" and top.kind == DRAW_TWO)) and self._legal(card)
        return False

    def _answer(self, hand: list[Card]) -> Card | None:
        """The card that answers a pending penalty: a stack, else none."""
        stack = [c for c in hand if self._can_stack(c)]
        if stack:
            return min(stack, key=lambda c: c.kind == WILD_DRAW_FOUR)
        return None

    def _pay(self, seat: int, amount: int) -> None:
        """Take a draw penalty: cards from the pile, or presses of Extreme's launcher."""
        if self.fire:
            for _ in range(amount):
                self._press(seat)
        else:
            self._draw(seat, amount)

    def _press(self, seat: int) -> int:
        """One press of a card launcher, where ``fire`` is set (ExtremeHand): the cards
        it shot."""
        return 0

    def winner(self, seat: int) -> int:
        """Who went out when laying ``seat``'s card ended the hand (a duel may end it)."""
        return seat if self.out is None else self.out

    def _next(self, seat: int, steps: int = 1) -> int:
        return (seat + self.direction * steps) % self.n

    def _victim(self, seat: int) -> int:
        """The seat ``seat``'s attack cards would hit: for judging the threat it poses."""
        return (seat + self.direction) % self.n

    def _color_for(self, seat: int) -> Color:
        return self._best_color(self.hands[seat])

    @staticmethod
    def _best_color(hand: list[Card]) -> Color:
        """``policy.best_color``: the colour held most, points breaking ties."""
        weight = dict.fromkeys(COLORS, 0.0)
        for c in hand:
            color = c.color
            if color is not None:
                weight[color] += 1.0 + 0.01 * (c.number if c.number is not None else 20)
        return max(COLORS, key=weight.__getitem__)

    # -------------------------------------------------------------- first moves

    def start_play(self, seat: int, card: Card, pan: int = -1) -> bool:
        """Lay ``card`` for ``seat`` as its turn (a black card takes its most held colour),
        on Tippo's ``pan``; ``True`` when that took it out."""
        self.seat = seat
        return self._lay(seat, card)

    def end_turn(self, seat: int) -> None:
        """``seat`` ends its turn without a play (it kept a drawn card)."""
        self.seat = self._next(seat)

    def start_color(self, seat: int, card: Card, color: Color, count: int,
                    first_card: bool) -> bool:
        """Declare ``color`` for the black ``card`` just laid by ``seat``, then resolve
        what follows the colour; ``True`` when that ended the hand (see :meth:`winner`)."""
        self.color = color
        if first_card:
            self.seat = seat
        elif card.kind == WILD_DRAW_FOUR:
            self._penalize(seat, 4 * count)  # (``challenge`` set by the caller)
        elif card.kind in self.after_color:
            self.after_color[card.kind](self, seat, card)
        else:  # no effect, or an edition special whose effect came before its colour
            self.seat = self._next(seat)
        return not self.hands[seat]

    def _penalize(self, seat: int, amount: int) -> None:
        """The next seat draws ``amount`` and loses its turn, or the stack grows (§2.1); a
        Wild Draw 4 may be challenged first."""
        target = self._next(seat)
        self.pending += amount
        self.seat = target
        if self.answers or (self.challenge is not None and self._challenged(target)):
            return
        self._pay(target, self.pending)
        self.pending = 0
        self.seat = self._next(target)

    def _challenged(self, target: int) -> bool:
        """Whether ``target`` challenges the pending Wild Draw 4, as the normal bot does
        when the player's hand size makes a bluff likely; the challenge is then resolved:
        the guilty side draws (docs/rules.md §1.6), and the turn moves on."""
        challenge, self.challenge = self.challenge, None
        assert challenge is not None
        player, guilty = challenge
        extra = self.opts.wd4_failed_challenge_extra
        p_bluff = 1.0 - (1.0 - UNSEEN_OF_A_COLOUR) ** len(self.hands[player])
        if p_bluff * CHALLENGE_GAIN <= (1.0 - p_bluff) * extra:
            return False
        total, self.pending = self.pending, 0
        if guilty:
            self._draw(player, total)
            self.seat = target
        else:
            self._draw(target, total + extra)
            self.seat = self._next(target)
        return True

    # -------------------------------------------------------------- play

    def run(self, turns: int = MAX_TURNS) -> int | None:
        """Play until a seat goes out; return it (``None`` after ``turns`` turns)."""
        opts = self.opts
        answers, fire = self.answers, self.fire
        for _ in range(turns):
            seat = self.seat
            hand = self.hands[seat]
            if self.pending:
                if answers:
                    card = self._answer(hand)
                    if card is not None:
                        self.challenge = None  # stacking gives up the challenge (§2.1)
                        if self._lay(seat, card):
                            return self.winner(seat)
                        continue
                if self.challenge is not None and self._challenged(seat):
                    continue
                self._pay(seat, self.pending)
                self.pending = 0
                self.seat = self._next(seat)
                for gone, held in enumerate(self.hands):  # its last card made us draw
                    if not held:
                        return gone
                continue
            playable = self.playable(hand)
            if not playable:
                if fire:  # a launcher: drawing is one press, and it ends the turn
                    self._press(seat)
                    self.seat = self._next(seat)
                    continue
                rule = opts.draw_rule
                if rule == "draw_until_playable":
                    cap = opts.draw_until_cap or 10_000
                    card = None
                    for _ in range(cap):
                        got = self._draw(seat, 1)
                        if got is None:
                            break
                        if self._drawn_ok(got, forced=True):
                            card = got
                            break
                    if card is None:
                        self.seat = self._next(seat)
                        continue
                else:
                    got = self._draw(seat, 1)
                    if (got is None or rule == "draw_one_end_turn"
                            or not self._drawn_ok(got) or self._keeps_drawn(seat, got)):
                        self.seat = self._next(seat)
                        continue
                    card = got
            else:
                card = self._pick(seat, playable)
            if self._lay(seat, card):
                return self.winner(seat)
        return None

    def _pick(self, seat: int, playable: list[Card]) -> Card:
        """The normal bot's play: the first of the best scores (``NormalBot.turn``)."""
        if len(playable) == 1 or len(self.hands[seat]) == 1:
            return playable[0]
        scores = self._scores(seat, playable)
        best = 0
        for i in range(1, len(scores)):
            if scores[i] > scores[best]:
                best = i
        return playable[best]

    def fits_play(self, seat: int, card: Card, tolerance: float) -> bool:
        """Whether the normal bot, holding ``seat``'s hand here, could have laid ``card``:
        its score within ``tolerance`` of the best (how a sampled hand's clue is judged)."""
        hand = self.hands[seat]
        playable = self.playable(hand)
        if len(playable) < 2 or len(hand) < 2:
            return True
        scores = self._scores(seat, playable)
        mine = max((v for c, v in zip(playable, scores, strict=True) if c == card),
                   default=None)
        return mine is None or mine >= max(scores) - tolerance

    def _scores(self, seat: int, playable: list[Card]) -> list[float]:
        """``NormalBot.play_score`` of each card, from what ``seat`` may know: its own hand
        and every hand's size."""
        hand = self.hands[seat]
        n, hands, opts = self.n, self.hands, self.opts
        teams = self.teams
        mine = seat % 2
        danger = False
        leader, fewest = -1, 1 << 20
        for s in range(n):
            if s != seat and not (teams and s % 2 == mine):
                size = len(hands[s])
                if size <= 2:
                    danger = True
                if size < fewest:
                    leader, fewest = s, size
        nxt = (seat + self.direction) % n
        nxt_opp = not (teams and nxt % 2 == mine)
        threat = max(0, 5 - len(hands[nxt])) * 2.0 if nxt_opp else -3.0
        counts = dict.fromkeys(COLORS, 0)
        black = False
        for c in hand:
            if c.color is not None:
                counts[c.color] += 1
            else:
                black = True
        wild_color = self._best_color(hand) if black else COLORS[0]
        per_point = 0.15 if danger else 0.03
        twins = opts.jump_in or opts.multi_play
        scores = []
        for card in playable:
            kind = card.kind
            color = card.color
            if color is None:
                follow = counts[wild_color]
            else:
                follow = counts[color] - 1
            if card.number is not None:
                score = card.number * per_point
            else:
                score = (50.0 if color is None else 20.0) * per_point
            score += 1.5 * follow
            if kind == NUMBER:
                pass
            elif kind == WILD:
                if not danger and len(hand) > 2:
                    score -= 8.0
            elif kind == WILD_DRAW_FOUR:
                score += -6.0 + threat + (4.0 if nxt == leader else 0.0)
                if opts.wd4_mode == "bluff" and any(
                        c.color is not None and c.color == self.color for c in hand):
                    score -= 6.0
            elif kind == DRAW_TWO:
                score += 1.0 + threat + (3.0 if nxt == leader else 0.0)
                if self.classic_stack and not danger:
                    score -= 2.0
            elif kind == SKIP:
                score += 0.5 + threat * 0.8
            elif kind == REVERSE:
                if n == 2:
                    score += 0.5 + threat * 0.8
                else:
                    prev = (seat - self.direction) % n
                    prev_threat = (max(0, 5 - len(hands[prev])) * 2.0
                                   if not (teams and prev % 2 == mine) else -3.0)
                    score += 0.5 * (threat - prev_threat)
            else:
                score += 1.0  # an edition card: shed it while it is playable
            if n == 2 and kind in _TEMPO:
                score += 3.0 if follow else 0.5
            if twins:
                score += 0.2 * (sum(1 for c in hand if c == card) - 1)
            scores.append(score)
        return scores

    def _keeps_drawn(self, seat: int, card: Card) -> bool:
        """Whether the normal bot keeps a playable drawn card: a Wild or Wild Draw 4 while
        nobody is close to going out (``NormalBot.drawn``)."""
        kind = card.kind
        if kind != WILD and kind != WILD_DRAW_FOUR:
            return False
        hand = self.hands[seat]
        mine, teams = seat % 2, self.teams
        danger = any(len(h) <= 2 for s, h in enumerate(self.hands)
                     if s != seat and not (teams and s % 2 == mine))
        if not danger and len(hand) > 3:
            return True
        return kind == WILD_DRAW_FOUR and len(hand) > 2 and self.opts.wd4_mode == "bluff" \
            and any(c.color is not None and c.color == self.color for c in hand)

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
        prev_top, self.top = self.top, card
        kind = card.kind
        if self.scale:
            self._landed(seat)
        if not hand and kind not in self.last_resolved:
            return True
        if kind == WILD_DRAW_FOUR and self.bluff:
            self.challenge = (seat, wd4_guilty(self.opts, hand, prev_top, self.color))
        self.color = card.color if card.color is not None else self._color_for(seat)
        opts = self.opts
        if kind == NUMBER:
            mark = card.mark
            if mark is not None and mark in self.marks:  # Spin's spin cards
                return self.marks[mark](self, seat, card)
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
        elif kind in self.specials:
            return self.specials[kind](self, seat, card)
        else:
            self.seat = self._next(seat)
        return False


def wd4_guilty(opts: RuleOptions, rest: list[Card], top: Card, color: Color | None) -> bool:
    """``rules.editions.classic.wd4_guilty`` for the classic cards: whether a Wild Draw 4
    laid on ``top`` while ``color`` was active broke the test of docs/rules.md §1.6."""
    return breaks_wd4_test(opts.wd4_test, rest, top, color, matches)
