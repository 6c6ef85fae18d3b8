"""The hard bot's search: a time cap that holds, sensible choices, and its sampling."""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest

from rules import Color, load_preset, new_game, redact, with_options
from rules.events import CardPlayed, CardsDrawn
from rules.sampling import BLACK, Belief, Determinizer, face, pool_mismatch, sample_hands
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


def test_sampling_respects_faces_a_seat_could_not_play():
    game = new_game(OPTIONS, 3, 5)
    view = game.view(0)
    belief = Belief(3)
    belief.discard = list(game.discard)
    belief.faces[1] = {BLACK: 0, "number5": 1}
    for k in range(20):
        hands, _ = sample_hands(game.full_deck, view, belief, random.Random(k))
        assert not any(c.is_black for c in hands[1])
        assert sum(face(c) == "number5" for c in hands[1]) <= 1


def _events_until(game, bots, history, stop):
    """Play ``bots`` on until ``stop(event)`` holds for an event; return that event."""
    while not game.over:
        d = game.decision
        action = bots[d.seat].choose(game.view(d.seat), game.legal_actions(d.seat),
                                     history[d.seat])
        events = game.apply(d.seat, action)
        for s in range(game.n):
            history[s] += [redact(e, s) for e in events]
        for e in events:
            if stop(e):
                return e
    raise AssertionError("no such event")


def test_a_draw_on_ones_turn_caps_the_active_colour_the_top_face_and_wilds():
    game = new_game(OPTIONS, 3, 11)
    history = [[redact(e, s) for e in game.start_events] for s in range(3)]
    bots = [make_bot("normal", s, OPTIONS) for s in range(3)]
    drew = _events_until(game, bots, history,
                         lambda e: isinstance(e, CardsDrawn) and e.reason == "draw"
                         and e.seat != 0)
    tracker = Tracker(OPTIONS)
    belief = tracker.update(game.view(0), history[0])
    faces = belief.faces[drew.seat]
    assert faces[BLACK] <= 1 and len(faces) == 2  # Wilds and the top card's face
    assert tracker.clues.get(drew.seat) is None  # drawing leaves no free choice to read
    for f, cap in faces.items():  # what the seat was seen to lack, it lacks
        assert sum(face(c) == f for c in game.hands[drew.seat]) <= cap


def test_a_free_play_leaves_a_clue_the_true_hand_fits():
    """A seat's last play from its own turn is remembered with the table it was made on;
    the normal bot's real hand fits it, so weighing deals by clues keeps the truth likely."""
    fitted = checked = 0
    for seed in range(12):
        game = new_game(OPTIONS, 4, seed)
        history = [[redact(e, s) for e in game.start_events] for s in range(4)]
        bots = [make_bot("normal", s, OPTIONS) for s in range(4)]
        hard = make_bot("hard", 0, OPTIONS, simulations=20, time_limit=None)
        for _ in range(8):
            try:
                _events_until(game, bots, history,
                              lambda e: isinstance(e, CardPlayed) and e.seat != 0)
            except AssertionError:
                break
            if game.decision.kind in ("hand_over", "game_over"):
                break
            view = game.view(0)
            belief = hard.tracker.update(view, history[0])
            for s in range(1, 4):  # what a seat was seen to lack, it lacks
                for color, cap in belief.voids[s].items():
                    assert sum(c.color == color for c in game.hands[s]) <= cap
                for f, cap in belief.faces[s].items():
                    assert sum(face(c) == f for c in game.hands[s]) <= cap
            for seat, clues in hard.tracker.clues.items():
                for clue in clues:
                    hands = [list(h) for h in game.hands]
                    checked += 1
                    fitted += hard.fits(hands, seat, clue, hard.judge(view, random.Random(0)))
    assert checked > 30
    assert fitted >= 0.9 * checked


def test_deals_are_weighed_by_the_clues():
    """Deals the seats' last choices fit come up far more often than the plain sampler
    deals them."""
    plain = weighed = positions = 0
    for seed in range(16):
        game, view, legal, history = _position(seed, 9)
        hard = make_bot("hard", 0, OPTIONS, simulations=20, time_limit=None)
        hard.tracker.update(view, history)
        clues = hard.clues_of_others(0)
        if not clues or game.decision.seat != 0:
            continue
        sampler = Determinizer(OPTIONS, view, hard.tracker.belief, legal)
        rng = random.Random(seed)
        judge = hard.judge(view, rng)
        positions += 1
        for _ in range(100):
            hands = sampler.deal(rng)[0]
            plain += all(hard.fits(hands, s, c, judge) for s, c in clues)
            hands = hard.deal(sampler, rng, clues, judge)[0]
            weighed += all(hard.fits(hands, s, c, judge) for s, c in clues)
    assert positions >= 3
    assert weighed > plain * 1.2


@pytest.mark.slow  # over 2 s: 240 searches of 800 rollouts
def test_the_race_ends_clear_decisions_early_and_keeps_their_choice():
    """With the candidates raced (``prune``), a candidate the leader clearly beats drops
    out, so clear decisions end early: the same positions cost far fewer simulations, and
    the choice is nearly always the one the full budget makes."""
    spent = {0.0: 0, 2.0: 0}
    same = decisions = 0
    for seed in range(120):
        game, view, legal, history = _position(seed, 6 + seed % 9)
        if game.decision.seat != 0 or game.decision.kind == "hand_over":
            continue
        chosen, searched = {}, 0
        for prune in spent:
            bot = make_bot("hard", seed, OPTIONS, simulations=800, time_limit=None, prune=prune)
            chosen[prune] = bot.choose(view, legal, history)
            spent[prune] += bot.rollouts
            searched += bot.searches
        decisions += searched == 2
        same += searched == 2 and chosen[0.0] == chosen[2.0]
    assert decisions >= 15
    assert spent[2.0] < 0.8 * spent[0.0]
    assert same >= 0.8 * decisions
