"""What knowing the hidden cards is worth: the hard bot's search, dealt the truth.

An experiment, never a player: :class:`OracleBot` is the hard bot with one change, the
deals its search plays out. The arena shows it the real game before each of its decisions
(``play_game(peek=...)``), and instead of sampling the hidden cards it deals

- ``colours``: every other hand with its true number of cards of each colour (black
  counted as one), the faces dealt at random within a colour, the draw pile shuffled;
- ``hands``: every hand as it is, the draw pile shuffled;
- ``all``: every hand and the draw pile in its true order.

``bench_bots.py --oracle KIND`` plays it against the normal bots on the same seeds as the
hard bot, so ``paired.py`` measures how far each kind of knowledge would take the search
(docs/bots.md). Whatever the deal, the search, its budget and the normal bot's prior are
the hard bot's own.
"""

from __future__ import annotations

import random
from collections import Counter

from rules import RuleOptions
from rules.cards import Card, Color
from rules.game import Game
from rules.sampling import Determinizer
from uno_desktop.bots.fastsim import FastHand
from uno_desktop.bots.hard import HardBot
from uno_desktop.bots.knowledge import Clue

KINDS = ("colours", "hands", "all")


class OracleBot(HardBot):
    """The hard bot whose search is dealt the true hidden cards (as far as ``knows``)."""

    level = "oracle"

    def __init__(self, seed: int, options: RuleOptions, knows: str, **tuning: object) -> None:
        if knows not in KINDS:
            raise ValueError(f"unknown oracle {knows!r}: one of {', '.join(KINDS)}")
        super().__init__(seed, options, **tuning)  # type: ignore[arg-type]
        self.knows = knows
        self.game: Game | None = None
        self.misses = 0  # deals where the belief's pool was not the truth's (never seen)

    def peek(self, game: Game) -> None:
        """The arena's hook: the real game, before each decision."""
        self.game = game

    def deal(self, sampler: Determinizer, rng: random.Random,
             clues: list[tuple[int, Clue]],
             judge: FastHand | None) -> tuple[list[list[Card]], list[Card]]:
        hands, pile = sampler.deal(rng)  # the sampler's draw keeps the rng in step
        game, me = self.game, sampler.view.seat
        assert game is not None and me is not None
        truth = [list(h) if s != me else hands[s] for s, h in enumerate(game.hands)]
        if ([len(h) for h in truth] != [len(h) for h in hands]
                or Counter(c for h in truth for c in h) + Counter(game.draw_pile)
                != Counter(c for h in hands for c in h) + Counter(pile)):
            self.misses += 1
            return hands, pile
        rest = list(game.draw_pile)
        if self.knows == "all":
            return truth, rest
        if self.knows == "colours":
            truth, rest = _within_colours(truth, rest, me, rng)
        rng.shuffle(rest)
        return truth, rest


def _within_colours(hands: list[list[Card]], pile: list[Card], me: int,
                    rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """The hidden cards dealt again, each slot keeping its card's colour."""
    slots = [(s, i) for s, hand in enumerate(hands) if s != me for i in range(len(hand))]
    hidden = [hands[s][i] for s, i in slots] + pile
    by_colour: dict[Color | None, list[int]] = {}
    for k, card in enumerate(hidden):
        by_colour.setdefault(card.color, []).append(k)
    dealt = list(hidden)
    for places in by_colour.values():
        cards = [hidden[k] for k in places]
        rng.shuffle(cards)
        for k, card in zip(places, cards, strict=True):
            dealt[k] = card
    out = [list(h) for h in hands]
    for k, (s, i) in enumerate(slots):
        out[s][i] = dealt[k]
    return out, dealt[len(slots):]
