"""The coach: the hard bot asked for a person's move, with the reason as a code.

The coach sees exactly what a bot in that seat is given — the seat's view, its legal
actions and its redacted history — and nothing else (``tests/bots/test_coach_view_only.py``
checks it as the bots' own view-only test does). Its advice is the hard bot's choice and a
*reason*: a stable code with its fields (seats as numbers, cards, colours, counts), which
the UI turns into one line in the player's language (``uno_desktop/ui/coach.py``). The
reason says what about the position favours that choice: the colour the next player could
not follow, the wild worth keeping, the opponent about to go out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Draw,
    Pass,
    PlayerView,
    RuleOptions,
    SwapHands,
)
from rules.actions import Action, NameColor, PlayOnPan
from rules.cards import (
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
from rules.editions.classic import breaks_wd4_test
from rules.events import Event
from uno_desktop.bots.hard import HardBot
from uno_desktop.bots.policy import CardPlay, card_play, color_counts, is_teammate, next_seat

REASONS = ("call_uno", "call_uno_early", "catch", "go_out", "go_out_uncalled", "wild_danger",
           "wild_only",
           "last_card", "wild_color", "wd4_stop", "wd4_only", "wd4_best", "wd4_bluff", "draw_two",
           "skip",
           "reverse", "keep_wild", "next_void", "change_color", "shed_points", "follow",
           "color_void", "color_most", "color_tied", "color_held", "draw", "draw_keep",
           "keep_drawn", "play_drawn", "no_swap", "swap", "challenge", "accept", "accept_wd4",
           "best_odds")
"""Every reason code the coach gives (each has its line in the UI). A reason states only
what holds in the seat's own view (``tests/bots/test_coach_reasons.py``); where the
position gives no such fact, the reason is ``best_odds``."""

DANGER = 2  # an opponent with this many cards or fewer is about to go out
ENDS_AT_ONCE = frozenset({NUMBER, SKIP, REVERSE, WILD})
"""Cards that end the hand as they land when laid last (a draw card makes the next seat
draw first, a special or a pan may start something that costs cards)."""
JUDGE_TUNING: dict[str, Any] = {"simulations": 400, "time_limit": None}
"""The one search behind every judgement (a count, no time cap: a busy machine gives the
same answer, only later)."""


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's choice and why: ``reason`` is one of :data:`REASONS`; ``fields`` fill its
    line (``seat``: a seat number, ``card``, ``color``, ``count``)."""

    action: Action
    reason: str
    fields: dict[str, Any] = field(default_factory=dict)


def judge(options: RuleOptions, view: PlayerView, legal: list[Action],
          history: list[Event]) -> Advice:
    """The coach's one judgement of a position: the hint (H) and the after-hand review both
    ask this, so they can never disagree on the same position (issue 38). A fresh hard bot
    with :data:`JUDGE_TUNING`, seeded by the position (the seat and the state), folds the
    seat's whole history: the same inputs give the same advice, whoever asks and when."""
    seat = view.seat if view.seat is not None else 0
    coach = Coach(options, seed=seat * 1_000_003 + view.state_id, **JUDGE_TUNING)
    return coach.advise(view, legal, history)


class Coach:
    """A hard bot kept for one seat of one game (its belief grows with the history)."""

    def __init__(self, options: RuleOptions, seed: int, **tuning: Any) -> None:
        self.bot = HardBot(seed, options, **tuning)
        self.options = options

    def advise(self, view: PlayerView, legal: list[Action], history: list[Event]) -> Advice:
        """What the hard bot would do now, and why; ``legal`` must not be empty."""
        action = self.bot.choose(view, legal, history)
        reason, fields = self.reason(view, action, legal)
        return Advice(action, reason, fields)

    # ------------------------------------------------------------ why

    def reason(self, view: PlayerView, action: Action,
               legal: list[Action]) -> tuple[str, dict[str, Any]]:
        hand = list(view.hand or ())
        if isinstance(action, CallUno):
            return ("call_uno" if len(hand) == 1 else "call_uno_early"), {}
        if isinstance(action, CatchUno):
            return "catch", {"seat": action.target}
        if card_play(action):
            return self._play(view, action, hand, legal)
        if isinstance(action, ChooseColor | NameColor):
            color = action.color
            nxt = next_seat(view)
            if not is_teammate(view, nxt) and color in self.bot.tracker.void_colors(nxt):
                return "color_void", {"color": color, "seat": nxt}
            counts = color_counts(hand)
            held = counts.get(color, 0)
            tied = [c for c, n in counts.items() if n == held and c != color]
            if held and tied and held == max(counts.values()):  # a tie is said as one
                return "color_tied", {"color": color, "count": held, "others": tuple(tied)}
            if held and held == max(counts.values()):
                return "color_most", {"color": color, "count": held}
            if held:
                return "color_held", {"color": color, "count": held}
            return "best_odds", {"action": action}
        if isinstance(action, Draw):
            if any(card_play(a) for a in legal):
                return "draw_keep", {}
            return "draw", {}
        if isinstance(action, Pass):
            if view.decision == "drawn" and view.drawn_card is not None:
                return "keep_drawn", {"card": view.drawn_card}
            targets = [a.target for a in legal if isinstance(a, SwapHands)]
            if targets and all(view.hand_counts[t] >= len(hand) for t in targets):
                return "no_swap", {}
            return "best_odds", {"action": action}
        if isinstance(action, SwapHands):
            if view.hand_counts[action.target] < len(hand):
                return "swap", {"seat": action.target,
                                "count": view.hand_counts[action.target]}
            return "best_odds", {"action": action}
        if isinstance(action, Challenge):
            return "challenge", {"seat": view.last_player}
        if isinstance(action, Accept):
            wd4 = view.top_card is not None and view.top_card.kind == WILD_DRAW_FOUR
            if wd4 and any(isinstance(a, Challenge) for a in legal):
                return "accept_wd4", {"count": view.pending}
            if not any(card_play(a) for a in legal):
                return "accept", {"count": view.pending}
            return "best_odds", {"action": action}
        return "best_odds", {"action": action}

    def _play(self, view: PlayerView, action: CardPlay, hand: list[Card],
              legal: list[Action]) -> tuple[str, dict[str, Any]]:
        card = action.card
        count = action.count
        nxt = next_seat(view)
        if card.kind == WILD_DRAW_FOUR and count == 1:
            held = self._bluff_color(view, hand)
            if held is not None:  # the next seat may challenge it and win, last card or not
                return "wd4_bluff", {"seat": nxt, "color": held}
        if count >= len(hand):
            seat = view.seat if view.seat is not None else -1
            called = 0 <= seat < len(view.uno_called) and view.uno_called[seat]
            if (self.options.going_out_needs_uno and count == 1 and not called):
                return "go_out_uncalled", {"card": card}
            if card.kind in ENDS_AT_ONCE and not isinstance(action, PlayOnPan):
                return "go_out", {"card": card}
            return "last_card", {"card": card}  # what follows it may still cost cards
        if view.decision == "drawn":
            return "play_drawn", {"card": card}
        close = self._closest(view)
        foe_next = not is_teammate(view, nxt)
        others = [a for a in legal if card_play(a) and not a.card.is_black]
        if card.kind == WILD:
            if close is not None:
                return "wild_danger", {"seat": close, "count": view.hand_counts[close]}
            return ("wild_color" if others else "wild_only"), {}
        if card.kind == WILD_DRAW_FOUR and count == 1:
            if foe_next and view.hand_counts[nxt] <= 4:
                return "wd4_stop", {"seat": nxt, "count": view.hand_counts[nxt]}
            return ("wd4_best" if others else "wd4_only"), {"seat": nxt}
        if card.kind in (DRAW_TWO, SKIP) and foe_next and count == 1:
            return ("draw_two" if card.kind == DRAW_TWO else "skip",
                    {"seat": nxt, "count": view.hand_counts[nxt], "card": card})
        if card.kind == REVERSE and view.seats > 2:
            return "reverse", {"card": card, "seat": nxt}
        color = card.color
        if color is None:  # an edition's own black card
            return "best_odds", {"action": action}
        rest = list(hand)
        if card in rest:
            rest.remove(card)
        if foe_next and color in self.bot.tracker.void_colors(nxt):
            return "next_void", {"card": card, "color": color, "seat": nxt}
        if close is not None and (card.number or 0) >= 5:
            return "shed_points", {"card": card, "seat": close}
        kept = next((c for c in rest if c.is_black), None)
        if kept is not None and color == view.active_color:
            return "keep_wild", {"card": card, "color": color, "wild": kept}
        if color != view.active_color:
            return "change_color", {"card": card, "color": color,
                                    "count": color_counts(rest).get(color, 0)}
        return "follow", {"card": card, "color": color}

    def _bluff_color(self, view: PlayerView, hand: list[Card]) -> Color | None:
        """The active colour, when laying a Wild Draw Four now breaks the colour test and
        may be challenged (the seat holds a card it could have played instead), else
        ``None``: the play is then safe to recommend as a fact."""
        if self.options.wd4_mode != "bluff" or view.active_color is None:
            return None
        rest = [c for c in hand if c.kind != WILD_DRAW_FOUR]
        guilty = breaks_wd4_test(self.options.wd4_test, rest, view.top_card, view.active_color,
                                 matches)
        return view.active_color if guilty else None

    @staticmethod
    def _closest(view: PlayerView) -> int | None:
        """The opponent nearest to going out, if one is close."""
        foes = [s for s in range(view.seats) if s != view.seat and not is_teammate(view, s)
                and view.hand_counts[s] <= DANGER]
        return min(foes, key=lambda s: (view.hand_counts[s], s)) if foes else None
