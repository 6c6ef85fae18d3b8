"""The hard bot's search: a time cap that holds, sensible choices, and its sampling."""

from __future__ import annotations

import random
import time
from collections import Counter

from rules import Color, load_preset, new_game, redact, with_options
from rules.sampling import Belief, Determinizer, pool_mismatch, sample_hands
from uno_desktop.bots import make_bot
from uno_desktop.bots.arena import play_game
from uno_desktop.bots.knowledge import Tracker

OPTIONS = with_options(load_preset("official"), scoring="single_hand")


def test_time_limit_caps_a_huge_simulation_budget():
    bot = make_bot("hard", 1, OPTIONS, simulations=10**7, time_limit=0.05)
    result = play_game(OPTIONS, [bot, make_bot("normal", 2, OPTIONS)], 3, timed=[0])
    assert bot.searches > 0
    assert max(result.think_ms[0]) < 1000  # one round past the cap at most, even on a busy box


def _position(seed: int, steps: int):
    """A real game some way in, and seat 0's view, legal actions and redacted history."""
    game = new_game(OPTIONS, 4, seed)
    history = [[redact(e, s) for e in game.start_events] for s in range(4)]
    bots = [make_bot("normal", s, OPTIONS) for s in range(4)]
    for _ in range(steps):
        d = game.decision
        if d.seat is None or game.over or d.kind == "hand_over":
            break
        action = bots[d.seat].choose(game.view(d.seat), game.legal_actions(d.seat),
                                     history[d.seat])
        events = game.apply(d.seat, action)
        for s in range(4):
            history[s] += [redact(e, s) for e in events]
    return game, game.view(0), game.legal_actions(0), history[0]


def test_determinized_games_match_the_view_and_hide_nothing_that_is_known():
    for seed in range(8):
        game, view, legal, history = _position(seed, 12)
        if game.decision.kind == "hand_over":
            continue
        tracker = Tracker(OPTIONS)
        belief = tracker.update(view, history)
        assert pool_mismatch(tracker.full_deck, view, belief) == 0
        sampler = Determinizer(OPTIONS, view, belief, legal)
        for k in range(5):
            sample = sampler.sample(random.Random(k))
            assert [len(h) for h in sample.hands] == list(view.hand_counts)
            assert sample.hands[0] == list(view.hand)
            assert len(sample.draw_pile) == view.draw_pile
            assert sample.discard[-1] == view.top_card
            held = Counter()
            for zone in sample.zones():
                held.update(zone)
            assert held == sample.full_deck
            assert sample.decision.kind == game.decision.kind
            assert sample.decision.seat == game.decision.seat
            copy = sample.clone()
            copy.hands[1].clear()
            assert sample.hands[1] or view.hand_counts[1] == 0


def test_sampling_respects_colours_a_seat_could_not_follow():
    game = new_game(OPTIONS, 3, 5)
    view = game.view(0)
    belief = Belief(3)
    belief.discard = list(game.discard)
    belief.voids[1] = {Color.RED: 0, Color.BLUE: 1}
    for k in range(20):
        hands, _ = sample_hands(game.full_deck, view, belief, random.Random(k))
        colours = Counter(c.color for c in hands[1])
        assert colours[Color.RED] == 0 and colours[Color.BLUE] <= 1


def test_search_is_fast_enough_with_defaults():
    bot = make_bot("hard", 4, OPTIONS)
    start = time.perf_counter()
    play_game(OPTIONS, [bot, *(make_bot("normal", s, OPTIONS) for s in range(3))], 8)
    assert bot.searches > 0
    assert time.perf_counter() - start < 60
