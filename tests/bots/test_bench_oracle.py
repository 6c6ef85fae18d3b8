"""The bench's oracle (what knowing the hidden cards is worth) deals exactly the knowledge
it names: the figures in docs/bots.md rest on it."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from bench.oracle import OracleBot

from rules import load_preset, with_options
from rules.cards import Card
from rules.sampling import Determinizer
from uno_desktop.bots import make_bot
from uno_desktop.bots.arena import play_game
from uno_desktop.bots.fastsim import FastHand
from uno_desktop.bots.knowledge import Clue

OPTIONS = with_options(load_preset("official"), scoring="single_hand")
Deal = tuple[list[list[Card]], list[Card]]


class Recording(OracleBot):
    """The oracle, keeping each deal beside the truth it was dealt from."""

    def __init__(self, knows: str) -> None:
        super().__init__(5, OPTIONS, knows, simulations=30, time_limit=None)
        self.deals: list[tuple[int, Deal, Deal]] = []

    def deal(self, sampler: Determinizer, rng: random.Random,
             clues: list[tuple[int, Clue]], judge: FastHand | None) -> Deal:
        hands, pile = super().deal(sampler, rng, clues, judge)
        assert self.game is not None and sampler.view.seat is not None
        truth = ([list(h) for h in self.game.hands], list(self.game.draw_pile))
        self.deals.append((sampler.view.seat, (hands, pile), truth))
        return hands, pile


def _play(knows: str) -> Recording:
    spy = Recording(knows)
    bots = [spy, *(make_bot("normal", s, OPTIONS) for s in (1, 2, 3))]
    for seed in (11, 12):
        play_game(OPTIONS, bots, seed, peek={0: spy.peek})
    assert spy.deals and spy.misses == 0
    return spy


def _colours(cards: list[Card]) -> Counter[object]:
    return Counter(c.color for c in cards)


@pytest.mark.parametrize("knows", ["colours", "hands", "all"])
def test_each_oracle_deals_what_it_names_and_keeps_every_card(knows):
    faces_differ, piles_same = False, []
    for seat, (hands, pile), (true_hands, true_pile) in _play(knows).deals:
        assert hands[seat] == true_hands[seat]
        assert (Counter(c for h in hands for c in h) + Counter(pile)
                == Counter(c for h in true_hands for c in h) + Counter(true_pile))
        for s, hand in enumerate(hands):
            assert len(hand) == len(true_hands[s])
            if knows == "colours":
                assert _colours(hand) == _colours(true_hands[s])
                faces_differ |= Counter(hand) != Counter(true_hands[s])
            else:
                assert hand == true_hands[s]
        piles_same.append(pile == true_pile)
    assert faces_differ or knows != "colours"  # colours only: the faces are dealt anew
    assert all(piles_same) if knows == "all" else not any(piles_same)  # else shuffled


def test_an_unknown_oracle_is_refused():
    with pytest.raises(ValueError, match="unknown oracle"):
        OracleBot(1, OPTIONS, "minds")
