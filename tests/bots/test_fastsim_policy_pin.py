"""The rollouts' rules of thumb pinned to the normal bot's.

The hard bot models every seat as the normal bot, and its rollouts play in the lean
simulator, which keeps its own copy of the normal bot's card scores (``FastHand._scores``,
``_pick``) and of when a drawn Wild is kept (``_keeps_drawn``) — copies for speed
(docs/bots.md) — and judges a Wild Draw 4 by the classic colour test (``fastsim.wd4_guilty``,
``rules.editions.classic.breaks_wd4_test`` with the classic match). Here they are held to
the originals: at plain turns of random games, a seat whose tracker has
seen nothing yet (so the normal bot's guesses about voids play no part) picks the same
card in the simulator as :class:`NormalBot` does from its view.
"""

from __future__ import annotations

import random

from rules import Draw, Pass, Play, load_preset, new_game, with_options
from rules.cards import WILD, WILD_DRAW_FOUR
from rules.editions.classic import wd4_guilty as engine_wd4_guilty
from rules.simulate import random_step
from uno_desktop.bots.fastsim import from_game, wd4_guilty
from uno_desktop.bots.normal import NormalBot
from uno_desktop.bots.policy import decision_actions

POSITIONS = 4000
# House rules the normal bot's scores look at (stacking, twins) and the WD4 modes.
VARIANTS: list[dict[str, object]] = [
    {}, {"stacking": "same_type"}, {"jump_in": True}, {"wd4_mode": "enforce"},
    {"draw_rule": "draw_one_may_play", "hand_size": 4},
]


def _positions(kind: str, count: int):
    """(game, seat, view, legal) at ``kind`` decisions of seeded random games."""
    rng = random.Random(23)
    found = 0
    while found < count:
        variant = rng.choice(VARIANTS)
        options = with_options(load_preset("official"), scoring="single_hand", **variant)
        game = new_game(options, rng.randint(2, 6), rng.randrange(1 << 30))
        for _ in range(300):
            d = game.decision
            if d.kind in ("hand_over", "game_over"):
                break
            if d.kind == kind and d.seat is not None:
                legal = game.legal_actions(d.seat)
                if legal:
                    found += 1
                    yield game, d.seat, game.view(d.seat), legal
                    if found >= count:
                        return
            seat, action = random_step(game, rng)
            game.apply(seat, action)


def test_the_rollout_plays_the_card_the_normal_bot_plays():
    compared = 0
    for game, seat, view, legal in _positions("turn", POSITIONS):
        plays = [a for a in legal if isinstance(a, Play) and a.count == 1]
        if len(plays) < 2 or len(game.hands[seat]) < 2:
            continue
        want = NormalBot(0, game.options).turn(view, decision_actions(legal))
        sim = from_game(game, random.Random(0))
        got = sim._pick(seat, sim.playable(sim.hands[seat]))
        assert isinstance(want, Play)
        assert got == want.card, (view.hand, view.top_card, view.active_color, got, want)
        compared += 1
    assert compared > 500


def test_the_rollout_keeps_a_drawn_card_when_the_normal_bot_does():
    compared = 0
    for game, seat, view, legal in _positions("drawn", POSITIONS // 4):
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays or not any(isinstance(a, Pass) for a in legal):
            continue
        drawn = plays[0].card
        if drawn.kind not in (WILD, WILD_DRAW_FOUR):
            continue
        keeps = isinstance(NormalBot(0, game.options).drawn(view, decision_actions(legal)),
                           Pass)
        sim = from_game(game, random.Random(0))
        assert sim._keeps_drawn(seat, drawn) == keeps, (view.hand, drawn)
        compared += 1
    assert compared > 20


def test_the_rollouts_colour_test_is_the_engines():
    compared = 0
    for game, seat, _view, legal in _positions("turn", POSITIONS // 4):
        if not any(isinstance(a, Draw) for a in legal):
            continue
        hand = game.hands[seat]
        top, color = game.discard[-1], game.active_color
        assert wd4_guilty(game.options, hand, top, color) == \
            engine_wd4_guilty(game, hand, top, color)
        compared += 1
    assert compared > 200
