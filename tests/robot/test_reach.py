"""The robot's list of decisions is the core's, and it reaches every one (core only, fast).

The decisions to reach are each edition's decision rules (``reach.decision_kinds``); for
each edition and seat count the stored setups (``setups.json``, written by
``python tests/robot/reach.py --write``) must bring every one of them to the person's seat,
but for those its rules cannot ask with that many seats (``reach.unreachable``, each with
its reason, which the search must confirm). An edition that adds a decision fails here
until the robot reaches it; the robot's matrix (``test_robot.py``) then plays each setup
on the real table. The robot's hands must do every action the core offers a seat. The
search behind a claim of "unreachable" is long: CI checks the slice of those claims
``tests/matrix.py`` chooses by the commit (``UNO_MATRIX=all`` checks them all).
"""

from __future__ import annotations

import pytest
from matrix import params
from reach import (
    SEATS,
    decision_kinds,
    edition_options,
    search,
    setups,
    unreachable,
)

from rules.actions import ACTION_TYPES, action_tag
from rules.editions import EDITIONS

CELLS = [(edition, n) for edition in EDITIONS for n in SEATS]


@pytest.mark.parametrize("edition, n", CELLS, ids=[f"{e}-{n}" for e, n in CELLS])
def test_every_decision_the_core_can_ask_has_a_setup(edition, n):
    wanted = set(decision_kinds(edition)) - set(unreachable(edition, n))
    stored = setups(edition, n)
    missing = sorted(wanted - set(stored))
    assert not missing, (f"{edition} with {n} seats: no setup brings {missing} to the "
                         f"person's seat; run python tests/robot/reach.py --write (and, if "
                         f"the search finds none, widen it: reach.option_variants)")
    for kind, setup in stored.items():
        plan = setup.plan()  # raises if the stored setup no longer gets there
        game = setup.game()
        for seat, action in plan:
            game.apply(seat, action)
        d = game.decision
        assert d.kind == kind and (d.seat == 0 or (d.seat is None and game.legal_actions(0))), \
            setup.describe()


def test_the_list_is_the_cores():
    """Every edition's decision rules, the classic ones in every edition: nothing added by
    hand, nothing left out."""
    from rules.editions import get_edition

    for edition in EDITIONS:
        assert set(decision_kinds(edition)) == set(get_edition(edition).decisions) - {
            "hand_over", "game_over"}
    assert {"spin_race", "tilt_place", "victory_lap", "captain", "lotso_name",
            "kick_opponent", "trade_hands", "slap_race", "race"} <= {
        k for e in EDITIONS for k in decision_kinds(e)}


UNREACHABLE = [(e, n) for e, n in CELLS if unreachable(e, n)]


@pytest.mark.slow  # a search over every option, card and outcome: 5-15 s a cell
@pytest.mark.parametrize("edition, n", params("robot-unreachable", UNREACHABLE, 2,
                                              ids=[f"{e}-{n}" for e, n in UNREACHABLE]))
def test_what_is_called_unreachable_is_never_met(edition, n):
    """A decision said to be unreachable with ``n`` seats is met neither by the search nor
    in seeded games with random moves."""
    import random

    from rules import new_game
    from rules.simulate import random_step

    claimed = set(unreachable(edition, n))
    assert not claimed & set(search(edition, n))
    for seed in range(30):
        game = new_game(edition_options(edition, {}), n, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.over:
                break
            assert game.decision.kind not in claimed, (edition, n, game.decision)
            game.apply(*random_step(game, rng))


HOST_TAGS = {"timeout", "turn_timeout", "next_hand"}
"""The host's actions (``legal_actions(None)``), never a person's."""


@pytest.mark.slow  # over 1 s of CPU
def test_the_robot_has_hands_for_every_action_a_seat_is_offered():
    """Every action of the core's but the host's has its keys and its click in
    ``hands.py``, or is never offered to a seat (seeded games of every edition and the
    stored setups' short games never meet it: Extreme's launcher is pressed by a draw)."""
    import hands

    offered = _offered_tags()
    assert {"spin_wheel", "choose_pan", "slap", "keep_hand"} <= offered  # a real walk
    missing = sorted(offered - HOST_TAGS - hands.HANDLED)
    assert not missing, f"the robot has no hands for {missing}"
    never = set(ACTION_TYPES) - offered - HOST_TAGS - hands.HANDLED
    assert never <= {"press_launcher"}, never


def _offered_tags() -> set[str]:
    """The tags of every action the core offered a seat in the stored setups' short games
    and a few seeded games of each edition."""
    import random

    from rules import new_game
    from rules.simulate import random_step

    seen: set[str] = set()
    for edition in EDITIONS:
        for seed in range(3):
            options = edition_options(edition, {"seven_card": "swap_chosen", "jump_in": True,
                                                "multi_play": True})
            game = new_game(options, 4, seed)
            rng = random.Random(seed)
            for _ in range(300):
                if game.over:
                    break
                for seat in range(game.n):
                    seen |= {action_tag(a) for a in game.legal_actions(seat)}
                game.apply(*random_step(game, rng))
        for setup in setups(edition, 4).values():
            game = setup.game()
            for seat, action in setup.plan():
                seen |= {action_tag(a) for s in range(game.n) for a in game.legal_actions(s)}
                game.apply(seat, action)
            seen |= {action_tag(a) for s in range(game.n) for a in game.legal_actions(s)}
    return seen
