"""The coach agrees with itself (issue 38, defect 16): the hint on the table and the
after-hand review come from one judgement (:func:`uno_desktop.bots.coach.judge`), so over
seeded positions of several editions, what the hint says at a move of the player is what
the review says of that move.

The hint asks with the live session's inputs (``LocalTransport.advice_inputs``: the
seat's view, its legal actions and ``session.public_history``); the review with the
replay's (:meth:`Replay.moments`). Both are asked here exactly as the UI asks them.
"""

from __future__ import annotations

import random

import pytest

from rules import RuleOptions, new_game, with_options
from rules.simulate import random_step
from uno_desktop.bots.coach import judge
from uno_desktop.replay import Replay
from uno_desktop.session import HostSession, SeatInfo

SEATS = [SeatInfo("You"), SeatInfo("Ada", "bot", "normal"), SeatInfo("Ben", "bot", "normal")]
MOVES = 6  # of the player's, per game: each judgement is a search


def _hints(edition: str, seed: int):
    """Play a seeded game; at each of seat 0's first decisions, the hint the table would
    show (by state id). Returns the session and the hints."""
    options = with_options(RuleOptions(edition=edition), scoring="single_hand")
    session = HostSession(new_game(options, 3, seed), list(SEATS))
    game = session.game
    rng = random.Random(seed)
    hints = {}
    while not game.over and game.decision.kind != "hand_over" and len(game.actions) < 300:
        d = game.decision
        legal = game.legal_actions(0)
        if d.seat == 0 and legal and len(hints) < MOVES:
            inputs = game.view(0), legal, list(session.public_history(0))  # as seen()
            hints[game.state_id] = (inputs, judge(options, *inputs))
        seat, action = random_step(game, rng)
        session.submit(seat, action)
    return session, hints


@pytest.mark.slow  # a search per move, twice
@pytest.mark.parametrize(("edition", "seed"), [("classic", 3), ("classic", 8), ("spin", 5),
                                               ("tippo", 2), ("fc_bayern", 4)])
def test_hint_and_review_give_the_same_judgement(edition, seed):
    session, hints = _hints(edition, seed)
    replay = Replay(session.record(), list(session.seats))
    compared = 0
    for moment in replay.moments(0, 0, len(replay)):
        hint = hints.get(moment.view.state_id)
        if hint is None:
            continue
        (view, legal, history), said = hint
        assert (moment.view, moment.legal, moment.history) == (view, legal, history)
        review = judge(replay.record.options, moment.view, moment.legal, moment.history)
        assert review == said, (moment.position, review, said)
        compared += 1
    assert compared >= 3


@pytest.mark.slow  # over 1 s of CPU
def test_a_judgement_is_the_same_every_time():
    """No state carried between asks: the same position twice, with other asks between."""
    session, hints = _hints("classic", 11)
    inputs, first = next(iter(hints.values()))
    for other, _ in list(hints.values())[1:]:
        judge(session.game.options, *other)
    assert judge(session.game.options, *inputs) == first
