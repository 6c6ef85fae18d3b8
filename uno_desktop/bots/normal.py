"""Normal: a heuristic player that plays like a careful human.

It keeps wilds for later, sheds high cards when an opponent is close to out, points draw
cards at the leader, always calls UNO and catches others, challenges a Wild Draw 4 only
when the cards it has seen make a bluff likely, and stacks whenever that saves it cards.
"""

from __future__ import annotations

import random
from collections import Counter

from rules import (
    Accept,
    CatchUno,
    Challenge,
    Color,
    Pass,
    Play,
    PlayerView,
    RuleOptions,
)
from rules.actions import Action, ChoosePan, DiscardCard, NameNumber, PlayOnPan
from rules.cards import DRAW_TWO, NUMBER, REVERSE, SKIP, WILD, WILD_DRAW_FOUR, Card
from rules.events import Event
from uno_desktop.bots.knowledge import Tracker
from uno_desktop.bots.policy import (
    HAND_MOVES,
    CardPlay,
    best_color,
    card_play,
    decision_actions,
    fallback,
    is_teammate,
    move_hands,
    next_seat,
    opponents,
    owed_call,
    pan_size,
    points,
    smallest_hand,
    tag_of,
)

CLASSIC_KINDS = frozenset({NUMBER, SKIP, REVERSE, DRAW_TWO, WILD, WILD_DRAW_FOUR})
RACE_TAGS = frozenset({"slap", "call_uno_spin"})  # reactions, never a decision


class NormalBot:
    """The heuristic player; its decision logic is also the prior of the hard bot."""

    level = "normal"

    def __init__(self, seed: int, options: RuleOptions) -> None:
        self.rng = random.Random(seed)
        self.options = options
        self.tracker = Tracker(options)

    # ------------------------------------------------------------------ the Bot API

    def choose(self, view: PlayerView, legal: list[Action], history: list[Event]) -> Action:
        self.tracker.update(view, history)
        quick = self.reflex(view, legal)
        if quick is not None:
            return quick
        return self.decide(view, legal)

    def react(self, view: PlayerView, legal: list[Action], history: list[Event]) -> Action | None:
        quick = self.reflex(view, legal)
        if quick is not None:
            return quick
        jumps = [a for a in legal if isinstance(a, Play)]
        if jumps:  # jumping in sheds cards and steals the turn
            self.tracker.update(view, history)
            return max(jumps, key=lambda a: a.count)
        return None

    # ------------------------------------------------------------------ decisions

    def reflex(self, view: PlayerView, legal: list[Action]) -> Action | None:
        """Free actions first: call our own UNO, catch anyone who forgot theirs."""
        call = owed_call(view, legal)
        if call is not None:
            return call
        catches = [a for a in legal if isinstance(a, CatchUno)
                   and not is_teammate(view, a.target)]
        if catches:
            return catches[0]
        for action in legal:  # buzzer races: the last to press pays
            tag = tag_of(action)
            if tag == "slap" or (tag == "call_uno_spin" and view.decision == "spin_race"):
                return action
        return None

    def decide(self, view: PlayerView, legal: list[Action]) -> Action:
        """The answer to the pending decision, by kind and by the shape of the actions;
        anything unfamiliar goes to the fallback, so a new edition never stops the bot."""
        own = [a for a in decision_actions(legal) if tag_of(a) not in RACE_TAGS] or legal
        try:
            choice = self._decide(view, own)
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            choice = None  # an unfamiliar edition shape: keep playing rather than fail
        return choice if choice is not None and choice in own else fallback(view, own, self.rng)

    def _decide(self, view: PlayerView, own: list[Action]) -> Action | None:
        kind = view.decision
        tags = {tag_of(a) for a in own}
        if kind == "penalty":
            return self.penalty(view, own)
        if kind == "drawn":
            return self.drawn(view, own)
        if tags <= {"choose_color", "name_color"}:
            return self.color(view, own)
        numbers = [a for a in own if isinstance(a, NameNumber)]
        if tags == {"name_number"}:
            held = Counter(c.number for c in view.hand or () if c.kind == NUMBER)
            return max(numbers, key=lambda a: (held[a.number], a.number))
        discards = [a for a in own if isinstance(a, DiscardCard)]
        if tags == {"discard_card"}:
            return max(discards, key=lambda a: (not a.card.is_black, points(a.card)))
        pans = [a for a in own if isinstance(a, ChoosePan)]
        if tags == {"choose_pan"}:
            return min(pans, key=lambda a: (pan_size(view, a.pan), a.pan))
        if tags & HAND_MOVES:
            return move_hands(view, own)
        if any(card_play(a) for a in own):
            return self.turn(view, own)
        if tags == {"spin_wheel"} or kind in ("turn", "race"):
            return self.turn(view, own)
        return None

    def turn(self, view: PlayerView, own: list[Action]) -> Action:
        plays = [a for a in own if card_play(a)]
        if not plays:
            for tag in ("draw", "press_launcher", "spin_wheel", "pass"):
                for a in own:
                    if tag_of(a) == tag:
                        return a
            return fallback(view, own, self.rng)
        return max(plays, key=lambda a: self.play_score(view, a))

    def drawn(self, view: PlayerView, own: list[Action]) -> Action:
        plays = [a for a in own if card_play(a)]
        passes = [a for a in own if isinstance(a, Pass)]
        if not plays:
            return passes[0] if passes else fallback(view, own, self.rng)
        play = max(plays, key=lambda a: self.play_score(view, a))
        card = play.card
        if passes and card.is_black and card.kind in CLASSIC_KINDS:
            hand = view.hand or ()
            if not self.danger(view) and len(hand) > 3:
                return passes[0]  # keep the drawn wild for a tighter moment
            if card.kind == WILD_DRAW_FOUR and self.wd4_guilty(view) and len(hand) > 2:
                return passes[0]
        return play

    def penalty(self, view: PlayerView, own: list[Action]) -> Action:
        plays = [a for a in own if card_play(a)]
        if plays:  # stacking or an edition answer passes the cards on
            return min(plays, key=lambda a: (a.card.kind == WILD_DRAW_FOUR, -a.count,
                                              a.card.is_black))
        challenge = next((a for a in own if isinstance(a, Challenge)), None)
        if challenge is not None and self.should_challenge(view):
            return challenge
        accept = next((a for a in own if isinstance(a, Accept)), None)
        others: list[Action] = [a for a in own if not isinstance(a, Accept | Challenge)]
        if others:  # an edition's own way out of the penalty
            return fallback(view, others, self.rng)
        return accept if accept is not None else fallback(view, own, self.rng)

    def should_challenge(self, view: PlayerView) -> bool:
        """Challenge when the chance of a bluff outweighs the extra cards of a wrong call."""
        player = view.last_player
        if player is None or view.edition_state:
            return False  # devices (scale pans) make our colour record unreliable
        extra = self.options.wd4_failed_challenge_extra
        p = self.tracker.wd4_player_guilt(player, view.hand_counts[player])
        gain = 4 + 1 + 2  # cards we avoid, the turn we keep, cards the bluffer takes
        return p * gain > (1 - p) * extra

    def color(self, view: PlayerView, own: list[Action]) -> Action:
        want = self.pick_color(view)
        return next((a for a in own if getattr(a, "color", None) == want), own[0])

    def pick_color(self, view: PlayerView, hand: tuple[Card, ...] | None = None) -> Color:
        """Most held colour; among near-ties, one the next opponent could not follow."""
        cards = view.hand if hand is None else hand
        nxt = next_seat(view)
        bonus: dict[Color, float] = {}
        if not is_teammate(view, nxt):
            for c in self.tracker.void_colors(nxt):
                bonus[c] = 0.6
        if not cards or all(c.color is None for c in cards):
            left = self.tracker.colors_left()
            for c, n in left.items():
                bonus[c] = bonus.get(c, 0.0) + 0.01 * n
        return best_color(cards or (), bonus)

    # ------------------------------------------------------------------ evaluation

    def danger(self, view: PlayerView) -> bool:
        """Somebody on the other side is close to going out."""
        return any(view.hand_counts[s] <= 2 for s in opponents(view))

    def wd4_guilty(self, view: PlayerView) -> bool:
        """Whether a Wild Draw 4 now would break the no-current-colour test (§1.6)."""
        return any(c.color is not None and c.color == view.active_color and
                   c.kind != WILD_DRAW_FOUR for c in view.hand or ())

    def play_score(self, view: PlayerView, action: CardPlay) -> float:
        """How good laying ``action`` (a ``Play`` or an edition's card play) is now; the
        highest-scoring play is made."""
        hand = list(view.hand or ())
        card, count = action.card, action.count
        pan = action.pan if isinstance(action, PlayOnPan) else None
        balance = 0.0
        if pan is not None:  # Tippo: the lighter pan cannot tip; a stop card on the only
            balance = -0.5 * pan_size(view, pan)  # open pan opens both pans again
            open_pans = view.edition_state.get("open_pans")
            if card.mark == "stop" and isinstance(open_pans, list) and len(open_pans) == 1:
                balance += 6.0
        if count >= len(hand):
            return 1000.0 + balance  # going out
        rest = list(hand)
        for _ in range(count):
            if card in rest:
                rest.remove(card)
        n = view.seats
        danger = self.danger(view)
        nxt = next_seat(view)
        nxt_opp = not is_teammate(view, nxt)
        nxt_count = view.hand_counts[nxt]
        leader = smallest_hand(view, opponents(view))
        threat = max(0, 5 - nxt_count) * 2.0 if nxt_opp else -3.0
        score = 3.0 * (count - 1) + balance
        score += points(card) * count * (0.15 if danger else 0.03)
        color = self.pick_color(view, tuple(rest)) if card.color is None else card.color
        follow = sum(1 for c in rest if c.color == color)
        score += 1.5 * follow
        if nxt_opp and color in self.tracker.void_colors(nxt):
            score += 2.5
        kind = card.kind
        if kind == WILD:
            score -= 0 if danger or len(rest) <= 1 else 8.0
        elif kind == WILD_DRAW_FOUR:
            score += -6.0 + threat + (4.0 if nxt == leader else 0.0)
            if self.wd4_guilty(view) and self.options.wd4_mode == "bluff":
                score -= 6.0
        elif kind == DRAW_TWO:
            score += 1.0 + threat + (3.0 if nxt == leader else 0.0)
            if self.options.stacking != "off" and not danger:
                score -= 2.0  # worth keeping as a shield
        elif kind == SKIP:
            score += 0.5 + threat * 0.8
        elif kind == REVERSE:
            if n == 2:
                score += 0.5 + threat * 0.8
            else:
                prev = next_seat(view, steps=-1)
                prev_threat = (max(0, 5 - view.hand_counts[prev]) * 2.0
                               if not is_teammate(view, prev) else -3.0)
                score += 0.5 * (threat - prev_threat)
        elif kind not in CLASSIC_KINDS:
            score += 1.0  # an edition card: shed it while it is playable
        if n == 2 and kind in (SKIP, REVERSE, DRAW_TWO, WILD_DRAW_FOUR):
            score += 3.0 if follow else 0.5  # another turn at once
        if self.options.jump_in or self.options.multi_play:
            score += 0.2 * sum(1 for c in rest if c == card)  # keep a twin for later
        return score
