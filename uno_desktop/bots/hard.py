"""Hard: determinized Monte Carlo search over hands sampled from what the seat has seen.

For each decision with a real choice, the bot deals the cards it cannot see at random —
consistent with its view, the cards played and shown, and the colours a seat could not
follow (:mod:`rules.sampling`) — then plays every candidate action out for a few rounds
with a fast heuristic for all seats, on the same deal (common random numbers); a hand that
has not ended by then is judged by the hand sizes, which costs a little bias and removes
most of the noise of the distant future. The candidate with the best expected result is
chosen; the normal bot's choice is kept unless search beats it clearly, so sampling noise
rarely makes the bot worse than normal.

It searches classic and every themed edition whose positions can be rebuilt from a view
(every one that does not declare otherwise: ``Edition.no_rebuild``, :mod:`rules.sampling`),
including the specials' own choices (a duel opponent, the captain's exchange, …); the
rollout simulator knows their cards (:mod:`uno_desktop.bots.fastsim`). A device's own
decisions (the Spin wheel's, the Racer X race, a Tippo Tilt sequence) and any position
where its belief does not add up get the normal bot's choice.

The budget is a count of simulations, which keeps the bot deterministic for a seed; the
time limit is only an upper cap (tests turn it off).
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING

from rules import (
    Accept,
    Challenge,
    ChooseColor,
    Draw,
    IllegalAction,
    Pass,
    Play,
    PlayerView,
    RuleOptions,
    SwapHands,
)
from rules.actions import Action, PlayOnPan
from rules.cards import (
    COLORS,
    DRAW_TWO,
    NUMBER,
    REVERSE,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
    Card,
)
from rules.editions.common import (
    ChooseSeat,
    KeepHand,
    NameColor,
    PassHands,
    RotateHands,
    SwapPair,
)
from rules.sampling import Determinizer, pool_mismatch, supported
from uno_desktop.bots.fastsim import (
    FastHand,
    fast_supported,
    from_game,
    new_hand,
    outlook,
    wd4_guilty,
)
from uno_desktop.bots.knowledge import Clue
from uno_desktop.bots.normal import RACE_TAGS, NormalBot
from uno_desktop.bots.policy import (
    HAND_MOVES,
    CardPlay,
    card_play,
    color_counts,
    decision_actions,
    fallback,
    move_hands,
    tag_of,
)

if TYPE_CHECKING:
    from rules.game import Game  # a determinized private game, never the real one

DEFAULT_SIMULATIONS = 2000
DEFAULT_HORIZON = 8  # rounds a rollout plays before the hand sizes judge it (docs/bots.md)
DEFAULT_TIME_LIMIT = 0.22  # seconds; the p95 target is 300 ms with room for the host
ROLLOUT_STEPS = 400
MIN_ROUNDS = 24  # deals before the race may drop a candidate
CHECK_EVERY = 8
KEEP_PRIOR_MARGIN = 1.0  # standard errors the best action must beat the prior by
DEFAULT_PRUNE = 2.0  # paired standard errors that drop a candidate from the race
# Deals are weighed by the other seats' last choices (knowledge.Clue): a deal in which a
# seat's choice is not what the normal bot would have made is kept with this chance.
CLUE_MISS = 0.15
CLUE_TOLERANCE = 1.0  # score points a choice may fall short of the normal bot's best
DEAL_TRIES = 8
# Answers to a decision that are simulated as they stand (plays and draws are sorted apart).
CHOICES = (ChooseColor, Challenge, Accept, Pass, SwapHands, ChooseSeat, NameColor,
           RotateHands, SwapPair, KeepHand, PassHands)


class HardBot(NormalBot):
    """Search on top of the normal player: same reflexes, better decisions."""

    level = "hard"

    def __init__(self, seed: int, options: RuleOptions, simulations: int = DEFAULT_SIMULATIONS,
                 time_limit: float | None = DEFAULT_TIME_LIMIT,
                 horizon: int = DEFAULT_HORIZON, margin: float = KEEP_PRIOR_MARGIN,
                 prune: float = DEFAULT_PRUNE) -> None:
        super().__init__(seed, options)
        self.prune = float(prune)
        self.rollouts = 0
        self.horizon = max(1, int(horizon))
        self.margin = float(margin)
        self.simulations = max(1, int(simulations))
        self.time_limit = time_limit
        self.fast = fast_supported(options)
        self.searches = 0
        self.fallbacks = 0
        self.errors = 0

    def decide(self, view: PlayerView, legal: list[Action]) -> Action:
        prior = super().decide(view, legal)
        if not supported(self.options, view):
            return prior
        candidates = self.candidates(view, decision_actions(legal), prior)
        if len(candidates) < 2:
            return prior
        belief = self.tracker.belief
        if pool_mismatch(self.tracker.full_deck, view, belief) != 0:
            self.fallbacks += 1
            return prior
        self.searches += 1
        try:
            return self.search(view, legal, candidates, prior)
        except (ValueError, IndexError, KeyError, TypeError, AttributeError, ZeroDivisionError,
                AssertionError, IllegalAction):
            self.errors += 1  # a position the sampler cannot rebuild: trust the heuristic
            return prior

    def candidates(self, view: PlayerView, own: list[Action], prior: Action) -> list[Action]:
        """The actions worth simulating: every distinct play (most copies only), colours,
        penalty answers, swap targets and the specials' choices (swaps of two other seats
        only as the prior); drawing only when nothing can be played."""
        plays: dict[tuple[Card, int], CardPlay] = {}
        for a in own:
            if card_play(a):
                key = (a.card, a.pan if isinstance(a, PlayOnPan) else -1)
                best = plays.get(key)
                if best is None or a.count > best.count:
                    plays[key] = a
        out: list[Action] = list(plays.values())
        for a in own:
            if isinstance(a, CHOICES) and (
                    not isinstance(a, SwapPair) or view.seat in (a.a, a.b)):
                out.append(a)
            elif isinstance(a, Draw) and not plays:
                out.append(a)
        if prior in own and prior not in out:
            out.append(prior)
        return out

    def search(self, view: PlayerView, legal: list[Action], candidates: list[Action],
               prior: Action) -> Action:
        """Monte Carlo over determinizations, raced: every candidate still in the race is
        played out on the same deal and rollout seed (common random numbers), and every
        ``CHECK_EVERY`` deals a candidate the leader beats by ``prune`` paired standard
        errors drops out, so the budget goes to the close choices and a clear decision
        ends early. The prior stands unless the best beats it by a paired margin."""
        seat = view.seat
        assert seat is not None
        rng = random.Random(self.rng.randrange(1 << 30))
        values: list[list[float]] = [[] for _ in candidates]
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        sampler = Determinizer(self.options, view, self.tracker.belief, legal)
        alive = list(range(len(candidates)))
        p = candidates.index(prior) if prior in candidates else -1
        budget = self.simulations
        rounds = 0
        clues = self.clues_of_others(seat) if self.fast else []
        judge = self.judge(view, rng) if clues else None
        while len(alive) > 1 and (rounds == 0 or budget >= len(alive)):
            hands, pile = self.deal(sampler, rng, clues, judge)
            roll_seed = rng.randrange(1 << 30)
            base: Game | None = None
            for i in alive:
                action = candidates[i]
                r = random.Random(roll_seed)
                fast = self.fast_start(view, action, hands, pile, sampler, r)
                if fast is not None:
                    value = fast
                else:
                    if base is None:
                        base = sampler.build(hands, pile, roll_seed)
                    game = base.clone()
                    try:
                        game.apply(seat, action)
                    except IllegalAction:
                        value = -1.0
                    else:
                        value = rollout(game, seat, r, self.horizon)
                values[i].append(value)
            budget -= len(alive)
            rounds += 1
            if self.prune > 0 and rounds >= MIN_ROUNDS and rounds % CHECK_EVERY == 0:
                lead = max(alive, key=lambda i: sum(values[i]))
                alive = [i for i in alive if i == lead or
                         paired_z(values[lead], values[i]) < self.prune]
            if deadline is not None and time.perf_counter() > deadline:
                break
        self.rollouts += max(0, self.simulations - budget)
        best = max(alive, key=lambda i: sum(values[i]))
        if p in alive and best != p and paired_z(values[best], values[p]) <= self.margin:
            return prior
        return candidates[best]

    def deal(self, sampler: Determinizer, rng: random.Random,
             clues: list[tuple[int, Clue]],
             judge: FastHand | None) -> tuple[list[list[Card]], list[Card]]:
        """A deal of the hidden cards, weighed by how well each other seat's recent choices
        (``clues``, judged in ``judge``) fit the hand it gets (rejection sampling: a deal is
        kept with the product of the clues' chances, and the last of ``DEAL_TRIES`` is kept
        anyway)."""
        hands, pile = sampler.deal(rng)
        if judge is None:  # no clues to weigh by
            return hands, pile
        for _ in range(DEAL_TRIES - 1):
            keep = rng.random()  # drawn first, so a deal is dropped at its first misfit
            chance = 1.0
            for seat, clue in clues:
                if not self.fits(hands, seat, clue, judge):
                    chance *= CLUE_MISS
                    if chance <= keep:
                        break
            if chance > keep:
                break
            hands, pile = sampler.deal(rng)
        return hands, pile

    def clues_of_others(self, seat: int) -> list[tuple[int, Clue]]:
        """Every other seat's clues, with the seat each belongs to."""
        return [(s, c) for s, seat_clues in self.tracker.clues.items() if s != seat
                for c in seat_clues]

    def judge(self, view: PlayerView, rng: random.Random) -> FastHand:
        """The simulator :meth:`fits` replays a seat's past choice in."""
        top = view.top_card
        assert top is not None and view.seat is not None
        return new_hand([[] for _ in range(view.seats)], [], [top], view.active_color,
                        view.direction, view.seat, 0, self.options, rng, None)

    @staticmethod
    def fits(hands: list[list[Card]], seat: int, clue: Clue, judge: FastHand) -> bool:
        """Whether the normal bot, given ``hands[seat]`` back with the cards it laid since
        the clue, would have made the clue's choice: the colour it named is one it held
        most of, and the card it laid scored within ``CLUE_TOLERANCE`` of its best play
        (judged in ``judge``, set to the top card and colour the choice was made on; the
        direction and the other hands' sizes are today's, which the tolerance absorbs)."""
        hand = [*hands[seat], *clue.later]
        if clue.color is not None:
            held = color_counts(hand)
            if held and held[clue.color] < max(held.values()):
                return False
        then = list(hands)
        then[seat] = [*hand, clue.card]
        judge.hands, judge.top, judge.color = then, clue.top, clue.active
        return judge.fits_play(seat, clue.card, CLUE_TOLERANCE)

    def fast_start(self, view: PlayerView, action: Action, hands: list[list[Card]],
                   pile: list[Card], sampler: Determinizer,
                   rng: random.Random) -> float | None:
        """Roll out ``action`` entirely in the lean simulator when it is a plain card on
        our turn or a colour choice; ``None`` when the engine must resolve it first."""
        seat = view.seat
        assert seat is not None
        kind = view.decision
        if not self.fast:
            return None
        if not ((kind in ("turn", "drawn") and card_play(action) and action.count == 1)
                or (kind == "color" and isinstance(action, ChooseColor))
                or (kind == "drawn" and isinstance(action, Pass))):
            return None
        belief = self.tracker.belief
        sim = new_hand([list(h) for h in hands], list(pile), list(sampler.discard),
                       view.active_color, view.direction, seat, 0, self.options, rng,
                       sampler.device)
        if isinstance(action, Pass):  # keep the drawn card: the turn simply ends
            sim.end_turn(seat)
        elif card_play(action):
            if action.card not in sim.hands[seat]:
                return None
            pan = action.pan if isinstance(action, PlayOnPan) else -1
            if sim.start_play(seat, action.card, pan):
                return self.side_value(view, sim.winner(seat))
        else:
            top = view.top_card
            if top is None:
                return None
            first_card = sampler.first_card
            if (top.kind == WILD_DRAW_FOUR and sim.bluff and not first_card
                    and belief.prev_top is not None):
                sim.challenge = (seat, wd4_guilty(self.options, list(view.hand or ()),
                                                  belief.prev_top, belief.prev_color))
            if isinstance(action, ChooseColor) and sim.start_color(
                    seat, top, action.color, belief.last_count, first_card):
                return self.side_value(view, sim.winner(seat))
        winner = sim.run(self.horizon * view.seats)
        if winner is None:
            return outlook(sim.hands, seat, view.teams)
        return self.side_value(view, winner)

    @staticmethod
    def side_value(view: PlayerView, winner: int) -> float:
        """1 when ``winner`` scores for our side, else 0."""
        seat = view.seat
        # a bot's view always has its seat (view.seat is None only for the host's view)
        same = (winner % 2 == seat % 2) if view.teams else winner == seat  # type: ignore[operator]
        return 1.0 if same else 0.0


# ---------------------------------------------------------------------- rollouts


def paired_z(a: list[float], b: list[float]) -> float:
    """How many standard errors the mean of ``a - b`` lies above 0 (paired samples)."""
    runs = len(a)
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / runs
    var = sum((d - mean) ** 2 for d in diffs) / max(1, runs - 1)
    if var <= 0.0:
        return math.inf if mean > 0 else (-math.inf if mean < 0 else 0.0)
    return mean / math.sqrt(var / runs)


def rollout(game: Game, me: int, rng: random.Random, horizon: int = 1000) -> float:
    """Play the hand out for every seat; 1 if our side won it (a share if it never ended).

    The engine resolves the pending decision (colour, swap, a drawn card) with
    :func:`fast_policy`; from the next plain turn the lean :class:`FastHand` takes over.
    In an edition it does not simulate, the engine plays on for ``horizon`` rounds.
    """
    g = game  # a determinized private game: full information is fine here
    fast = fast_supported(g.options)
    turns = horizon * g.n
    for _ in range(ROLLOUT_STEPS):
        d = g.decision
        if d.kind in ("hand_over", "game_over"):
            break
        if not fast and d.kind == "turn":
            turns -= 1
            if turns < 0:
                return outlook(g.hands, me, g.options.teams != "off")
        if fast and d.kind in ("turn", "penalty") and d.seat is not None:
            sim = from_game(g, rng)
            winner = sim.run(horizon * g.n)
            if winner is None:
                return outlook(sim.hands, me, g.options.teams != "off")
            return 1.0 if g.slot_of(winner) == g.slot_of(me) else 0.0
        seat = d.seat
        if seat is None:  # a race: its entrants press in random order, else the host ends it
            entries = [(s, a) for s in range(g.n) for a in g.legal_actions(s)
                       if tag_of(a) in RACE_TAGS]
            if entries:
                g.apply(*rng.choice(entries))
                continue
            host = g.legal_actions(None)
            if not host:
                break
            g.apply(None, host[0])
            continue
        legal = g.legal_actions(seat)
        if not legal:
            break
        g.apply(seat, fast_policy(g, seat, legal, rng))
    winner = g.hand_winner
    if winner is None:
        return 1.0 / g.n
    return 1.0 if g.slot_of(winner) == g.slot_of(me) else 0.0


_KIND_BONUS = {NUMBER: 0.0, SKIP: 0.5, REVERSE: 0.3, DRAW_TWO: 1.0, WILD: -6.0,
               WILD_DRAW_FOUR: -5.0}


def fast_policy(game: Game, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """A cheap full-information heuristic in the spirit of the normal bot, for rollouts."""
    g = game
    kind = g.decision.kind
    hand = g.hands[seat]
    own = [a for a in legal if type(a) in _DECISION_TYPES]
    if not own:
        own = legal
    if kind == "color":
        want = g.most_held_color(seat)
        return ChooseColor(want) if ChooseColor(want) in own else own[0]
    plays = [a for a in own if type(a) is Play]
    if kind == "penalty":
        if plays:
            return plays[0]
        return next((a for a in own if type(a) is Accept), own[0])
    if kind == "drawn":
        return plays[0] if plays else own[0]
    if kind in ("seven", "zero_swap"):
        swaps = [a for a in own if type(a) is SwapHands]
        if swaps:
            best = min(swaps, key=lambda a: len(g.hands[a.target]))
            if len(g.hands[best.target]) < len(hand) or kind == "zero_swap":
                return best
        return next((a for a in own if type(a) is Pass), own[0])
    if kind == "turn":
        if not plays:
            return next((a for a in own if type(a) is Draw), own[0])
        n = g.n
        nxt = g.next_seat(seat)
        threat = max(0, 4 - len(g.hands[nxt]))
        counts = {c: 0 for c in COLORS}
        for c in hand:
            if c.color is not None:
                counts[c.color] += 1
        best_score, best_play = -1e9, plays[0]
        for a in plays:
            card = a.card
            if a.count >= len(hand):
                return a
            s = _KIND_BONUS.get(card.kind, 0.5) + a.count
            if card.color is not None:
                s += counts[card.color]
            else:
                s += max(counts.values()) + (4.0 if threat >= 2 else 0.0)
            if card.kind in (DRAW_TWO, SKIP, WILD_DRAW_FOUR) or (
                    card.kind == REVERSE and n == 2):
                s += threat * 1.5
            s += rng.random() * 0.5
            if s > best_score:
                best_score, best_play = s, a
        return best_play
    # An edition's own decision (a duel opponent, a colour to name, moving hands): the
    # normal bot's rules of thumb, from the seat's view of the private game.
    view = g.view(seat)
    if {tag_of(a) for a in own} & HAND_MOVES:
        return move_hands(view, own) or own[0]
    return fallback(view, own, rng)


_DECISION_TYPES = frozenset({Play, Draw, Pass, ChooseColor, Challenge, Accept, SwapHands})
