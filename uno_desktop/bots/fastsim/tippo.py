"""Tippo's rollout twin (rules.editions.tippo): two pans, the scale and the Tilt card."""

from __future__ import annotations

import random

from rules.cards import Card, Color
from rules.editions.base import EditionState
from rules.editions.tippo import STOP, TILT, TippoState
from rules.options import RuleOptions
from uno_desktop.bots.fastsim.base import FastHand, Twin, register


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
                 opts: RuleOptions, rng: random.Random,
                 device: EditionState | None = None) -> None:
        super().__init__(hands, pile, discard, color, direction, seat, pending, opts, rng)
        assert isinstance(device, TippoState), "a Tippo hand needs the scale's state"
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


register(Twin(
    "tippo", TippoHand, specials={TILT: _tilt},
    plays={"turn": TippoHand._pick, "drawn": TippoHand._drawn_ok, "tilt_starter": _tilt,
           "tilt_place": _tilt},
    fallbacks={"tippo_start_color": "made once at a hand's start, before any rollout"}))
