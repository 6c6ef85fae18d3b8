"""A lean rules simulator for the hard bot's rollouts, several times faster than running
the full engine, because a search lives or dies by how many hands it can play out.

It covers what decides who goes out — matching, Skip, Reverse, Draw Two, Wild, Wild Draw 4,
the draw rules, stacking, the 7-0 rule, two-player turns and reshuffles — and leaves out
what a rollout policy would not use anyway (UNO calls, catches, jump-in, challenges,
multi-play). It only ever runs on a determinized private game.

The themed editions in :data:`FAST_EDITIONS` are simulated too: each special card's effect
follows its handler in ``rules/editions/`` exactly (Downpour, Offside, the Kick duel, the
captain, Lotso, the victory lap, Extreme's launcher cards with drawing by pressing, Racer
X's race, the Spin wheel, Flash's unit and SLAP, Tippo's scale and Tilt), while the
choices those cards offer are made by the normal bot's rules of thumb, as every other
rollout choice is. Who wins a buzzer race (SLAP, UNO Spin) depends on reaction times, not
rules: a random entrant. Callers check :func:`fast_supported` (every edition today) and
play anything else out with the engine.
"""

from __future__ import annotations

import math
import random
from collections import Counter
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
    identical,
)
from rules.editions.base import EditionState
from rules.editions.cars import VICTORY_LAP
from rules.editions.extreme import (
    DISCARD_ALL,
    FIRE_COUNTS,
    FIRE_WEIGHTS,
    HIT_TWO,
    MAX_FIRE_PRESSES,
    PASS_HANDS,
    TRADE_HANDS,
    WILD_ALL_HIT,
    WILD_HIT_FIRE,
    WILD_HIT_ONE,
)
from rules.editions.fc_bayern import CAPTAIN
from rules.editions.fifa2006 import OFFSIDE
from rules.editions.flash import SLAP, SLAP_PENALTY
from rules.editions.h2o import DOWNPOUR_ONE, DOWNPOUR_TWO
from rules.editions.kick import KICK_PENALTY, PENALTY_KICK
from rules.editions.speed_racer import RACE_PENALTY, RACER_X
from rules.editions.spin import SEGMENTS, SPIN, WEIGHTS
from rules.editions.tippo import STOP, TILT, TippoState
from rules.editions.toy_story3 import LOTSO, LOTSO_DRAW
from rules.options import RuleOptions
from uno_desktop.bots.policy import points

if TYPE_CHECKING:
    from collections.abc import Callable

    from rules.game import Game  # a determinized private game, never the real one

MAX_TURNS = 600
SIZE_WEIGHT = 0.55  # how fast the winning chance falls per card held
BLACK_CREDIT = 0.4
# Cards that give a heads-up player another turn at once (NormalBot.play_score).
_TEMPO = frozenset({SKIP, REVERSE, DRAW_TWO, WILD_DRAW_FOUR})
CHALLENGE_GAIN = 7  # what a right challenge saves (NormalBot.should_challenge)
UNSEEN_OF_A_COLOUR = 0.23  # the share of one colour among the cards a seat cannot see
# Specials still resolved when they are the last card (the player may not be out after).
_RESOLVED_WHEN_LAST = frozenset({PENALTY_KICK, LOTSO})
_NO_NUMBER = Card(NUMBER, None, -1)  # what a duel lays when nothing is left to draw
_DOWNPOURS = frozenset({DOWNPOUR_ONE, DOWNPOUR_TWO})  # never on a Wild Draw 4 (H2O)


class FastHand:
    """The state of one hand in progress, as plain lists (see :func:`from_game`)."""

    __slots__ = ("answers", "bluff", "challenge", "classic_stack", "color", "direction",
                 "discard", "fire", "hands", "hit_stack", "n", "offside", "opts", "out",
                 "pending", "pile", "rng", "scale", "seat", "specials", "teams", "top",
                 "wheel")

    def __init__(self, hands: list[list[Card]], pile: list[Card], discard: list[Card],
                 color: Color | None, direction: int, seat: int, pending: int,
                 opts: RuleOptions, rng: random.Random) -> None:
        self.hands, self.pile, self.discard = hands, pile, discard
        self.top = discard[-1]
        self.color, self.direction, self.seat = color, direction, seat
        self.pending, self.opts, self.rng = pending, opts, rng
        self.n = len(hands)
        self.out: int | None = None  # a seat an effect took out (not the one who played)
        edition = opts.edition
        self.specials = SPECIALS.get(edition, {})
        self.offside = edition == "fifa2006"
        self.wheel = edition == "spin"
        self.scale = False  # Tippo's scale weighs every card laid (TippoHand)
        launcher = edition == "extreme"
        self.fire = opts.edition_option("launcher_fire_chance") if launcher else 0
        self.hit_stack = launcher and bool(opts.edition_option("hit_two_stacking"))
        self.classic_stack = opts.stacking != "off"
        self.teams = opts.teams != "off"
        self.bluff = opts.wd4_mode == "bluff"
        # A Wild Draw 4 that may still be challenged: (its player, whether it was a bluff).
        self.challenge: tuple[int, bool] | None = None
        # Whether a draw penalty waits for its target's answer (stack, Offside) first.
        self.answers = self.classic_stack or self.offside or self.hit_stack

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
            if card.kind in _DOWNPOURS and self.top.kind == WILD_DRAW_FOUR:
                return bool(self.opts.edition_option("downpour_on_paid_wd4"))
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
        if self.opts.wd4_mode == "enforce" or (
                top.kind == WILD_DRAW_FOUR and DOWNPOUR_ONE in self.specials):
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
        if card.kind == HIT_TWO:
            return self.hit_stack and top.kind == HIT_TWO
        return False

    def _answer(self, hand: list[Card]) -> Card | None:
        """The card that answers a pending penalty: a stack, else an Offside, else none."""
        stack = [c for c in hand if self._can_stack(c)]
        if stack:
            return min(stack, key=lambda c: c.kind == WILD_DRAW_FOUR)
        if self.offside:
            return next((c for c in hand if c.kind == OFFSIDE), None)
        return None

    def _pay(self, seat: int, amount: int) -> None:
        """Take a draw penalty: cards from the pile, or presses of Extreme's launcher."""
        if self.fire:
            for _ in range(amount):
                self._press(seat)
        else:
            self._draw(seat, amount)

    def _press(self, seat: int) -> int:
        """One launcher press (rules.editions.extreme.press): it fires with the option's
        chance and then shoots K cards, fewer when the launcher holds fewer."""
        wanted = self._fire_count()
        if not wanted:
            return 0
        if not self.pile:
            self._refill()
        got = min(wanted, len(self.pile))
        if got:
            self._draw(seat, got)
        return got

    def _fire_count(self) -> int:
        """How many cards a press asks the launcher for (0: it did not fire)."""
        rng = self.rng
        if rng.random() * 100 >= self.fire:
            return 0
        return rng.choices(FIRE_COUNTS, FIRE_WEIGHTS)[0]

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
        elif card.kind in AFTER_COLOR:
            AFTER_COLOR[card.kind](self, seat, card)
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
                if fire:  # Extreme: drawing is one press, and it ends the turn
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
        if not hand and kind not in _RESOLVED_WHEN_LAST:
            return True
        if kind == WILD_DRAW_FOUR and self.bluff:
            self.challenge = (seat, wd4_guilty(self.opts, hand, prev_top, self.color))
        self.color = card.color if card.color is not None else self._color_for(seat)
        opts = self.opts
        if kind == NUMBER:
            if self.wheel and card.mark == SPIN:
                return _spin(self, seat, card)
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


class FlashHand(FastHand):
    """UNO Flash: the unit picks every next seat at random (rules.editions.flash), so a
    Skip skips the picked seat and the unit picks again; an attack may hit anyone."""

    __slots__ = ("mode",)

    def __init__(self, hands: list[list[Card]], pile: list[Card], discard: list[Card],
                 color: Color | None, direction: int, seat: int, pending: int,
                 opts: RuleOptions, rng: random.Random) -> None:
        super().__init__(hands, pile, discard, color, direction, seat, pending, opts, rng)
        self.mode = opts.edition_option("flash_next")

    def _next(self, seat: int, steps: int = 1) -> int:
        for _ in range(steps):
            seat = self._unit_pick(seat)
        return seat

    def _unit_pick(self, seat: int) -> int:
        """The seat the unit lights after ``seat`` (Flash.next_player)."""
        if self.mode == "clockwise":
            return (seat + self.direction) % self.n
        if self.mode == "uniform_all":
            return self.rng.randrange(self.n)
        pick = self.rng.randrange(self.n - 1)
        return pick if pick < seat else pick + 1

    def _victim(self, seat: int) -> int:
        return min((s for s in range(self.n) if s != seat), key=lambda s: len(self.hands[s]))


class TippoHand(FastHand):
    """UNO Tippo (rules.editions.tippo): two pans are two discard piles, each with its own
    colour, and ``discard`` is the pan played on last. A card goes on an open pan it
    matches (a stop card on top blocks its pan, unless both are blocked); after it lands
    on the heavier pan the scale may tip: its placer draws, each pan keeps its top two
    cards and the rest is set aside as the next draw pile. A Tilt card fills the pans from
    the pile until the scale tips, and its tipper draws. The choices are the normal bot's:
    the lighter pan, a Tilt started by the smallest opposing hand."""

    __slots__ = (
        "aside",
        "colors",
        "cur",
        "free",
        "pan",
        "pans",
        "step",
        "tilt_either",
        "tilt_penalty",
        "tip_penalty",
    )

    def __init__(self, hands: list[list[Card]], pile: list[Card], discard: list[Card],
                 color: Color | None, direction: int, seat: int, pending: int,
                 opts: RuleOptions, rng: random.Random, device: TippoState) -> None:
        super().__init__(hands, pile, discard, color, direction, seat, pending, opts, rng)
        self.scale = True
        self.cur = device.cur
        self.pans = [list(pan) for pan in device.pans]
        self.pans[self.cur] = discard
        self.colors = list(device.colors)
        self.aside = list(device.aside)
        self.pan = -1  # the pan the next card goes on (-1: the current one)
        self.free = opts.edition_option("tippo_tip_free")
        self.step = opts.edition_option("tippo_tip_step")
        self.tip_penalty = opts.edition_option("tippo_tip_penalty")
        self.tilt_penalty = opts.edition_option("tippo_penalty")
        self.tilt_either = opts.edition_option("tippo_pan") == "either"

    def _select(self, pan: int) -> None:
        """Make ``pan`` the current pile (rules.editions.tippo.select_pan)."""
        if pan != self.cur:
            self.colors[self.cur] = self.color
            self.cur = pan
            self.discard = self.pans[pan]
            self.top = self.discard[-1]
            self.color = self.colors[pan]

    def open_pans(self) -> list[int]:
        free = [p for p in (0, 1) if self.pans[p][-1].mark != STOP]
        return free or [0, 1]

    def pan_plays(self, hand: list[Card]) -> list[tuple[Card, int]]:
        """Every card of ``hand`` the seat to move may play, with its pan, in the engine's
        order (rules.editions.tippo.pan_plays)."""
        cur = self.cur
        plays = []
        for pan in self.open_pans():
            self._select(pan)
            plays += [(card, pan) for card in super().playable(hand)]
        self._select(cur)
        return plays

    def playable(self, hand: list[Card]) -> list[Card]:
        seen: list[Card] = []
        for card, _ in self.pan_plays(hand):
            if not any(c is card for c in seen):
                seen.append(card)
        return seen

    def _balance(self, pan: int, card: Card, open_pans: int) -> float:
        """``NormalBot.play_score``'s term for the pan: the lighter one cannot tip, and a
        stop card on the only open pan opens both again."""
        value = -0.5 * len(self.pans[pan])
        if card.mark == STOP and open_pans == 1:
            value += 6.0
        return value

    def _pick(self, seat: int, playable: list[Card]) -> Card:
        plays = self.pan_plays(self.hands[seat])
        if len(self.hands[seat]) == 1:
            scores = [1000.0] * len(plays)
        else:
            cards = [card for card, _ in plays]
            scores = self._scores(seat, cards)
        opened = len(self.open_pans())
        best, best_score = 0, -1e9
        for i, (card, pan) in enumerate(plays):
            score = scores[i] + self._balance(pan, card, opened)
            if score > best_score:
                best, best_score = i, score
        card, self.pan = plays[best]
        return card

    def _drawn_ok(self, card: Card, forced: bool = False) -> bool:
        """A forced play goes on the first pan it fits; a chosen one on the best pan."""
        fits = [pan for c, pan in self.pan_plays([card]) if c is card]
        if not fits:
            return False
        if forced or len(fits) == 1:
            self.pan = fits[0]
        else:
            opened = len(self.open_pans())
            self.pan = max(fits, key=lambda pan: self._balance(pan, card, opened))
        return True

    def start_play(self, seat: int, card: Card, pan: int = -1) -> bool:
        self.pan = pan
        return super().start_play(seat, card, pan)

    def _lay(self, seat: int, card: Card) -> bool:
        if self.pan >= 0:
            self._select(self.pan)
            self.pan = -1
        return super()._lay(seat, card)

    def _landed(self, seat: int) -> None:
        self._weigh(seat, self.tip_penalty)

    def _weigh(self, seat: int, penalty: int) -> bool:
        """After a card lands on the current pan (rules.editions.tippo.weigh); ``True``
        when the scale tipped."""
        left, right = len(self.pans[0]), len(self.pans[1])
        heavier_by = left - right if self.cur == 0 else right - left
        chance = 0.0
        if heavier_by > 0:
            chance = min(1.0, max(0.0, (heavier_by - self.free) * self.step / 100))
        if not self._tip(chance):
            return False
        for pan in self.pans:
            self.aside.extend(pan[:-2])
            del pan[:-2]
        self._draw(seat, penalty)
        return True

    def _tip(self, chance: float) -> bool:
        return chance > 0.0 and self.rng.random() < chance

    def _refill(self) -> None:
        """The cards the last tip set aside, else the pans under their tops."""
        cards, self.aside = self.aside, []
        if not cards:
            for pan in self.pans:
                cards += pan[:-1]
                del pan[:-1]
        self.rng.shuffle(cards)
        self.pile = cards + self.pile


def _tilt(sim: FastHand, seat: int, card: Card) -> bool:
    """Tippo's Tilt: from the seat it names, each seat puts the top pile card into a pan
    until the scale tips (or the pile is used up); the tipper draws. Then its player names
    the colour of the Tilt card's pan and the next seat plays."""
    assert isinstance(sim, TippoHand)
    hands, n = sim.hands, sim.n
    mine = seat % 2
    foes = [s for s in range(n) if s != seat and not (sim.teams and s % 2 == mine)]
    placer = min(foes or [seat], key=lambda s: (len(hands[s]), s))
    home = sim.cur
    while sim.pile:
        turned = sim.pile.pop()
        if sim.tilt_either:
            sim._select(min(sim.open_pans(), key=lambda p: (len(sim.pans[p]), p)))
        else:
            sim._select(home)
        sim.discard.append(turned)
        sim.top = turned
        if turned.color is not None:
            sim.color = turned.color
        if sim._weigh(placer, sim.tilt_penalty):
            break
        placer = (placer + sim.direction) % n
    sim._select(home)
    if not hands[seat]:
        sim.out = seat
        return True
    sim.color = sim._color_for(seat)
    sim.seat = sim._next(seat)
    return False


def new_hand(hands: list[list[Card]], pile: list[Card], discard: list[Card],
             color: Color | None, direction: int, seat: int, pending: int,
             opts: RuleOptions, rng: random.Random,
             device: EditionState | None = None) -> FastHand:
    """The simulator for ``opts``' edition (a :class:`FlashHand` in Flash, a
    :class:`TippoHand` in Tippo, which needs the edition's ``device`` state)."""
    if opts.edition == "tippo":
        assert isinstance(device, TippoState)
        return TippoHand(hands, pile, discard, color, direction, seat, pending, opts, rng,
                         device)
    cls = FlashHand if opts.edition == "flash" else FastHand
    return cls(hands, pile, discard, color, direction, seat, pending, opts, rng)


def wd4_guilty(opts: RuleOptions, rest: list[Card], top: Card, color: Color | None) -> bool:
    """``rules.editions.classic.wd4_guilty`` for the classic cards: whether a Wild Draw 4
    laid on ``top`` while ``color`` was active broke the test of docs/rules.md §1.6."""
    if opts.wd4_test == "no_current_colour":
        return any(c.color is not None and c.color == color for c in rest)
    for c in rest:
        if c.kind == WILD_DRAW_FOUR:
            continue
        if c.color is None or c.color == color:
            return True
        if c.kind == top.kind and top.color is not None and (
                c.kind != NUMBER or c.number == top.number):
            return True
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
    sim = new_hand(
        hands=[list(h) for h in g.hands],
        pile=list(g.draw_pile),
        discard=list(g.discard),
        color=g.active_color,
        direction=g.direction,
        seat=g.decision.owner,
        pending=g.pending,
        opts=g.options,
        rng=rng,
        device=g.ed,
    )
    if g.pending and g.wd4_challenge is not None:
        sim.challenge = g.wd4_challenge
    return sim


# ---------------------------------------------------------------------- edition specials
# Each effect runs once its card is on the pile (a black card's colour already picked by
# ``_lay``) and returns ``True`` when the hand ended (``sim.out`` names the seat if it is
# not the player). Rules as in the card's handler; choices by a full-information heuristic.


def _downpour(amount: int) -> Callable[[FastHand, int, Card], bool]:
    """H2O: after the colour every other seat draws ``amount``; nobody is skipped."""

    def effect(sim: FastHand, seat: int, card: Card) -> bool:
        target = sim._next(seat)
        while target != seat:
            sim._draw(target, amount)
            target = sim._next(target)
        sim.seat = sim._next(seat)
        return False

    return effect


def _offside(sim: FastHand, seat: int, card: Card) -> bool:
    """FIFA 2006: against a pending penalty nobody draws; otherwise a plain Wild."""
    sim.pending = 0
    sim.seat = sim._next(seat)
    return False


def _finish_special(sim: FastHand, seat: int) -> bool:
    """A black special's effect is over: out if its player's hand is empty, else the
    player picks a colour for the hand it now holds and the next seat plays."""
    if not sim.hands[seat]:
        sim.out = seat
        return True
    sim.color = sim._color_for(seat)
    sim.seat = sim._next(seat)
    return False


def _highest_number(sim: FastHand, seat: int, exclude: list[Card]) -> Card:
    """rules.editions.common.highest_number: the best number not laid yet, drawing until
    one comes (a colourless stand-in when nothing is left to draw)."""
    while True:
        pool = list(sim.hands[seat])
        for c in exclude:
            if c in pool:
                pool.remove(c)
        numbers = [c for c in pool if c.kind == NUMBER]
        if numbers:
            return max(numbers, key=lambda c: c.number or 0)
        if sim._draw(seat, 1) is None:
            return _NO_NUMBER


def _kick(sim: FastHand, seat: int, card: Card) -> bool:
    """Kick: a duel of highest numbers against one opponent (the one we beat with the
    fewest cards); the loser takes the laid cards and draws 2 (rules.editions.kick.duel)."""
    hands = sim.hands
    if sim.opts.edition_option("kick_opponent") == "next":
        opponent = sim._next(seat)
    else:
        def best(s: int) -> int:
            return max((c.number or 0 for c in hands[s] if c.kind == NUMBER), default=-1)

        mine = best(seat)
        opponent = min((s for s in range(sim.n) if s != seat),
                       key=lambda s: (best(s) >= mine, len(hands[s])))
    laid: dict[int, list[Card]] = {seat: [], opponent: []}
    while True:
        a = _highest_number(sim, seat, laid[seat])
        b = _highest_number(sim, opponent, laid[opponent])
        laid[seat].append(a)
        laid[opponent].append(b)
        na, nb = a.number or 0, b.number or 0
        if na == nb and (a.color is not None or b.color is not None):
            continue
        winner, loser = (seat, opponent) if na > nb else (opponent, seat)
        break
    for c in laid[winner]:
        if c.color is not None:
            hands[winner].remove(c)
            hands[loser].append(c)
    sim._draw(loser, KICK_PENALTY)
    if hands[winner] or not hands[seat]:
        return _finish_special(sim, seat)
    sim.out = winner  # the opponent won with its last card
    return True


def _captain(sim: FastHand, seat: int, card: Card) -> bool:
    """FC Bayern: rotate all hands either way, swap us with a seat, or no exchange —
    whatever leaves us the fewest cards, then the closest opponent the most."""
    hands, n = sim.hands, sim.n
    sizes = [len(h) for h in hands]

    def after(order: list[int]) -> tuple[int, int]:
        return (sizes[order[seat]], -min(sizes[order[s]] for s in range(n) if s != seat))

    options = [list(range(n))]  # who ends up with which hand: order[s] is s's old seat
    options += [[(s - d) % n for s in range(n)] for d in (1, -1)]
    for t in range(n):
        if t != seat:
            order = list(range(n))
            order[seat], order[t] = t, seat
            options.append(order)
    order = min(options, key=after)
    sim.hands = [hands[order[s]] for s in range(n)]
    return _finish_special(sim, seat)


def _lotso(sim: FastHand, seat: int, card: Card) -> bool:
    """Toy Story 3: name the colour the fewest others can show; those without one draw
    3, and if all could, the player draws 3 (rules.editions.toy_story3)."""
    hands = sim.hands
    others = [s for s in range(sim.n) if s != seat]
    named = min(COLORS, key=lambda col: sum(any(c.color == col for c in hands[s])
                                            for s in others))
    everyone = True
    target = sim._next(seat)
    while target != seat:
        if not any(c.color == named for c in hands[target]):
            everyone = False
            sim._draw(target, LOTSO_DRAW)
        target = sim._next(target)
    if everyone:
        sim._draw(seat, LOTSO_DRAW)
    return _finish_special(sim, seat)


def _victory_lap(sim: FastHand, seat: int, card: Card) -> bool:
    """Cars: hands move round 1…N times; we stop at the smallest hand we get."""
    hands, n, d = sim.hands, sim.n, sim.direction
    moves = min(range(1, n + 1), key=lambda k: (len(hands[(seat - k * d) % n]), k))
    sim.hands = [hands[(s - moves * d) % n] for s in range(n)]
    return _finish_special(sim, seat)


def _hit_two(sim: FastHand, seat: int, card: Card) -> bool:
    sim._penalize(seat, 2)
    return False


def _discard_under(sim: FastHand, seat: int, cards: list[Card]) -> bool:
    """rules.editions.common.discard_under_top: cards leave a hand for the pile, under
    the top card; ``True`` when that emptied the hand."""
    hand = sim.hands[seat]
    for c in cards:
        hand.remove(c)
    sim.discard[-1:-1] = cards
    return not hand


def _discard_all(sim: FastHand, seat: int, card: Card) -> bool:
    """Every other card of its colour goes under it; it stays on top."""
    if _discard_under(sim, seat, [c for c in sim.hands[seat] if c.color == card.color]):
        return True
    sim.seat = sim._next(seat)
    return False


def _trade_hands(sim: FastHand, seat: int, card: Card) -> bool:
    """Swap with the seat holding the fewest cards (the only choice under swap_fewest)."""
    hands = sim.hands
    other = min((s for s in range(sim.n) if s != seat), key=lambda s: len(hands[s]))
    hands[seat], hands[other] = hands[other], hands[seat]
    sim.seat = sim._next(seat)
    return False


def _pass_hands(sim: FastHand, seat: int, card: Card) -> bool:
    d, n, hands = sim.direction, sim.n, sim.hands
    sim.hands = [hands[(s - d) % n] for s in range(n)]
    sim.seat = sim._next(seat)
    return False


def _launcher_wild(sim: FastHand, seat: int, card: Card) -> bool:
    """Extreme's black launcher cards, after their colour (rules.editions.extreme)."""
    if card.kind == WILD_ALL_HIT:
        target = sim._next(seat)
        while target != seat:
            sim._press(target)
            target = sim._next(target)
        if sim.opts.edition_option("all_hit_includes_player"):
            sim._press(seat)
        extra = sim.opts.edition_option("all_hit_extra_turn")
        sim.seat = seat if extra else sim._next(seat)
        return False
    target = sim._next(seat)
    if card.kind == WILD_HIT_ONE:
        sim._press(target)
    else:  # Hit-Fire: press until something comes out or nothing can
        for _ in range(MAX_FIRE_PRESSES):
            if sim._press(target) or not (sim.pile or len(sim.discard) > 1):
                break
    sim.seat = sim._next(target)
    return False


def _racer_x(sim: FastHand, seat: int, card: Card) -> bool:
    """Speed Racer: turn cards until a number shows, then a +1 race from the next seat;
    the first seat without the next number draws 3 (rules.editions.speed_racer). With no
    number left outside the hands it is a plain Wild."""
    if not (any(c.kind == NUMBER for c in sim.pile)
            or any(c.kind == NUMBER for c in sim.discard[:-1])):
        sim.seat = sim._next(seat)
        return False
    while True:
        turned = sim._take()
        assert turned is not None  # a number is still to come: checked above
        sim.discard.append(turned)
        if turned.kind == NUMBER:
            break
    sim.top, sim.color = turned, turned.color
    race, racer = (turned.number or 0) % 10, sim._next(seat)
    while True:
        hand = sim.hands[racer]
        want = (race + 1) % 10
        step = next((c for c in hand if c.kind == NUMBER and c.number == want), None)
        if step is None:
            sim._draw(racer, RACE_PENALTY)
            sim.seat = sim._next(racer)
            return False
        hand.remove(step)
        sim.discard.append(step)
        sim.top, sim.color = step, step.color
        if not hand:
            sim.out = racer
            return True
        race, racer = want, sim._next(racer)


def _spin(sim: FastHand, seat: int, card: Card) -> bool:
    """Spin: the next seat plays the spin card's twin if it holds it (as the normal bot
    does), else spins the wheel (rules.editions.spin)."""
    spinner = sim._next(seat)
    hand = sim.hands[spinner]
    twin = next((c for c in hand if identical(c, card) and c != card), None)
    if twin is not None:
        if sim.opts.edition_option("spin_deflect") == "pass_on":  # laid; the spin moves on
            hand.remove(twin)
            sim.discard.append(twin)
            sim.top, sim.color = twin, twin.color
            if not hand:
                sim.out = spinner
                return True
            return _spin(sim, spinner, twin)
        if sim._lay(spinner, twin):  # cancelled: an ordinary play
            sim.out = sim.winner(spinner)
            return True
        return False
    weights = WEIGHTS[sim.opts.edition_option("spin_weights")]
    segment = sim.rng.choices(SEGMENTS, weights)[0]
    out = _WHEEL[segment](sim, spinner)
    if out is not None:
        sim.out = out
        return True
    return False


def _shed_order(cards: list[Card]) -> list[Card]:
    """The normal bot's order for giving cards away: coloured ones, most points first."""
    return sorted(cards, key=lambda c: (not c.is_black, points(c)), reverse=True)


def _almost_uno(sim: FastHand, spinner: int) -> int | None:
    hand = sim.hands[spinner]
    if len(hand) > 2:
        _discard_under(sim, spinner, _shed_order(hand)[: len(hand) - 2])
    return _wheel_done(sim, spinner)


def _discard_number(sim: FastHand, spinner: int) -> int | None:
    hand = sim.hands[spinner]
    held = Counter(c.number for c in hand if c.kind == NUMBER)
    number = max(range(10), key=lambda k: (held[k], k))
    if _discard_under(sim, spinner, [c for c in hand if c.kind == NUMBER and c.number == number]):
        return spinner
    return _wheel_done(sim, spinner)


def _discard_color(sim: FastHand, spinner: int) -> int | None:
    color = sim._color_for(spinner)
    if _discard_under(sim, spinner, [c for c in sim.hands[spinner] if c.color == color]):
        return spinner
    return _wheel_done(sim, spinner)


def _draw_until(color: Color) -> Callable[[FastHand, int], int | None]:
    def effect(sim: FastHand, spinner: int) -> int | None:
        stops = (color, None) if sim.opts.edition_option("spin_draw_stops_on_black") \
            else (color,)
        while True:
            got = sim._draw(spinner, 1)
            if got is None or got.color in stops:
                return _wheel_done(sim, spinner)

    return effect


def _trade_hands_left(sim: FastHand, spinner: int) -> int | None:
    hands, n = sim.hands, sim.n
    sim.hands = [hands[(s - 1) % n] for s in range(n)]  # one seat clockwise, always
    return _wheel_done(sim, spinner)


def _battle(sim: FastHand, spinner: int) -> int | None:
    """rules.editions.spin.battle: highest numbers; the single lowest takes them all."""
    hands = sim.hands
    contenders = list(range(sim.n))
    shown: dict[int, list[Card]] = {s: [] for s in contenders}
    loser = None
    for _ in range(60):
        cards = [_highest_number(sim, s, shown[s]) for s in contenders]
        for s, c in zip(contenders, cards, strict=True):
            if c.color is not None:
                shown[s].append(c)
        low = min(c.number or 0 for c in cards)
        lows = [s for s, c in zip(contenders, cards, strict=True) if (c.number or 0) == low]
        if len(lows) == 1 or all(c.color is None for c in cards):
            loser = lows[0] if len(lows) == 1 else None
            break
        contenders = lows
    if loser is not None:
        for s, laid in shown.items():
            if s != loser:
                for c in laid:
                    hands[s].remove(c)
                    hands[loser].append(c)
        emptied = next((s for s in shown if s != loser and not hands[s]), None)
        if emptied is not None:
            return emptied
    return _wheel_done(sim, spinner)


def _uno_spin(sim: FastHand, spinner: int) -> int | None:
    """A race: a random seat with cards calls first and discards its costliest card."""
    winner = sim.rng.choice([s for s in range(sim.n) if sim.hands[s]])
    if _discard_under(sim, winner, _shed_order(sim.hands[winner])[:1]):
        return winner
    return _wheel_done(sim, winner)


def _wheel_done(sim: FastHand, seat: int) -> int | None:
    """The wheel's effect is over: play continues after ``seat``."""
    sim.seat = sim._next(seat)
    return None


# The wheel's segments: each returns the seat it took out, if any.
_WHEEL: dict[str, Callable[[FastHand, int], int | None]] = {
    "almost_uno": _almost_uno, "discard_number": _discard_number,
    "discard_color": _discard_color, "draw_red": _draw_until(Color.RED),
    "draw_blue": _draw_until(Color.BLUE), "show_hand": _wheel_done,
    "trade_hands": _trade_hands_left, "battle": _battle, "uno_spin": _uno_spin,
}


def _slap(sim: FastHand, seat: int, card: Card) -> bool:
    """Flash: every other seat (or every seat) hits its buzzer and the last one draws 2;
    who is last depends on the players' reactions, so a random racer."""
    includes = sim.opts.edition_option("slap_includes_player")
    racers = [s for s in range(sim.n) if s != seat or includes]
    sim._draw(sim.rng.choice(racers), SLAP_PENALTY)
    sim.seat = sim._next(seat)
    return False


# Effects whose card is resolved after its colour is declared (the colour decision's
# fast path runs them); every other special resolves before its colour.
AFTER_COLOR: dict[str, Callable[[FastHand, int, Card], bool]] = {
    DOWNPOUR_ONE: _downpour(1), DOWNPOUR_TWO: _downpour(2),
    WILD_ALL_HIT: _launcher_wild, WILD_HIT_FIRE: _launcher_wild, WILD_HIT_ONE: _launcher_wild,
}
SPECIALS: dict[str, dict[str, Callable[[FastHand, int, Card], bool]]] = {
    "h2o": {DOWNPOUR_ONE: AFTER_COLOR[DOWNPOUR_ONE], DOWNPOUR_TWO: AFTER_COLOR[DOWNPOUR_TWO]},
    "fifa2006": {OFFSIDE: _offside},
    "kick": {PENALTY_KICK: _kick},
    "fc_bayern": {CAPTAIN: _captain},
    "toy_story3": {LOTSO: _lotso},
    "cars": {VICTORY_LAP: _victory_lap},
    "speed_racer": {RACER_X: _racer_x},
    "spin": {},  # spin cards are numbers: ``_lay`` sends them to the wheel
    "flash": {SLAP: _slap},  # and FlashHand lets the unit pick who plays next
    "tippo": {TILT: _tilt},
    "extreme": {HIT_TWO: _hit_two, DISCARD_ALL: _discard_all, TRADE_HANDS: _trade_hands,
                PASS_HANDS: _pass_hands, WILD_ALL_HIT: _launcher_wild,
                WILD_HIT_FIRE: _launcher_wild, WILD_HIT_ONE: _launcher_wild},
}
FAST_EDITIONS = frozenset({"classic", *SPECIALS})


def fast_supported(options: RuleOptions) -> bool:
    """Whether :class:`FastHand` simulates this rule set exactly (else use the engine)."""
    return options.edition in FAST_EDITIONS
