"""Quick reactions, without Qt: a person's seat sends a few at once and then one every two
seconds, an unknown id is refused; bots answer big moments now and then, after a person's
delay, at most once in a while each and never all at once, the same in every run of the
same game, and a stand-in bot never speaks for the person it plays for."""

from __future__ import annotations

import itertools

import pytest
from test_referee import FakeClock, drive

from rules import load_preset, new_game
from rules.events import GameEnded, HandEnded, UnoCalled, UnoCaught
from uno_desktop.bots.banter import moment
from uno_desktop.reactions import BOT_GAP_S, BURST, REACTIONS, TABLE_GAP_S, Reactions
from uno_desktop.referee import Pacing, Referee
from uno_desktop.session import HostSession, Rejected, SeatInfo


def test_a_person_sends_a_few_at_once_then_one_every_two_seconds():
    clock = FakeClock()
    gate = Reactions(clock, "1", lambda _rng: 1.0)
    assert [gate.person(0, "laugh") for _ in range(BURST + 2)] == [True] * BURST + [False] * 2
    assert gate.person(1, "laugh")  # another seat has its own
    clock.now += 1.0
    assert not gate.person(0, "thumbs_up")
    clock.now += 1.0
    assert gate.person(0, "thumbs_up") and not gate.person(0, "thumbs_up")


@pytest.mark.parametrize("reaction", ["", "THUMBS_UP", "<b>uno</b>", "x" * 500, "laugh "])
def test_an_unknown_reaction_is_refused(reaction):
    gate = Reactions(FakeClock(), "1", lambda _rng: 1.0)
    with pytest.raises(ValueError):
        gate.person(0, reaction)


def test_the_big_moments():
    assert moment([GameEnded(winner=1, scores=(0, 500))], 1, 0) == ("game_won", "thumbs_up")
    assert moment([GameEnded(winner=1, scores=(0, 500))], 0, 3) == ("game_lost", "good_game")
    hand = HandEnded(winner=2, hand_values=(1, 2, 0), points=(0, 0, 3), scores=(0, 0, 3))
    assert moment([hand], 2, 0) == ("hand_won", "laugh")
    assert moment([UnoCaught(catcher=0, target=1)], 1, 3) == ("caught", "surprise")
    assert moment([UnoCaught(catcher=0, target=1)], 0, 5) == ("catcher", "laugh")
    assert moment([UnoCalled(seat=1)], 1, 1) == ("uno", "uno")
    assert moment([UnoCalled(seat=1)], 1, 2) is None  # a call at two cards is no moment
    assert moment([UnoCalled(seat=1)], 0, 5) is None


def _bot_game(seed: int, seats: list[SeatInfo]) -> tuple[list[tuple[float, int, str]],
                                                         HostSession]:
    """A whole game of bots on a fake clock at normal speed: every reaction, with when."""
    session = HostSession(new_game(load_preset("official"), len(seats), seed), seats,
                          bot_seed=seed)
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=700, next_hand_ms=2000), clock)
    heard: list[tuple[float, int, str]] = []
    referee.on_reaction = lambda seat, reaction: heard.append((clock.now, seat, reaction))
    drive(referee, clock, 4 * 3600)
    assert session.game.over
    return heard, session


def test_bots_react_now_and_then_at_a_persons_rate_the_same_every_time():
    seats = [SeatInfo(name, "bot", "normal") for name in ("Ada", "Ben", "Cleo", "Dev")]
    heard, session = _bot_game(5, seats)
    assert heard == _bot_game(5, seats)[0]  # seeded by the game: the same each run
    assert heard and all(reaction in REACTIONS for _, _, reaction in heard)
    assert heard[-1][2] in ("good_game", "thumbs_up")  # the end of the game is a moment
    end = heard[-1][0] - 10  # at the end of the game everybody may say so at once
    times = [t for t, _, _ in heard if t < end]
    assert all(b - a >= TABLE_GAP_S for a, b in itertools.pairwise(times))
    for seat in range(4):
        mine = [t for t, s, _ in heard if s == seat and t < end]
        assert all(b - a >= BOT_GAP_S for a, b in itertools.pairwise(mine))
    actions = len(session.game.actions)
    assert len(heard) < actions / 20, (len(heard), actions)  # now and then, not at every card


def test_a_stand_in_never_reacts_for_the_person_it_plays_for():
    seats = [SeatInfo("Ada"), *(SeatInfo(name, "bot", "normal") for name in ("Ben", "Cleo"))]
    session = HostSession(new_game(load_preset("official"), 3, 9), seats, bot_seed=9)
    session.set_bot(0, "normal")  # Ada dropped: a bot plays her seat
    clock = FakeClock()
    referee = Referee(session, Pacing(bot_delay_ms=700, next_hand_ms=2000), clock)
    heard: list[int] = []
    referee.on_reaction = lambda seat, _reaction: heard.append(seat)
    drive(referee, clock, 4 * 3600)
    assert session.game.over and heard and 0 not in heard


def test_the_referee_refuses_an_unknown_reaction_and_one_too_many():
    seats = [SeatInfo("Ada"), SeatInfo("Ben", "bot")]
    session = HostSession(new_game(load_preset("official"), 2, 1), seats)
    referee = Referee(session, Pacing(), FakeClock())
    heard: list[tuple[int, str]] = []
    referee.on_reaction = lambda seat, reaction: heard.append((seat, reaction))
    with pytest.raises(Rejected) as refused:
        referee.react(0, "dance")
    assert refused.value.code == "unknown_reaction"
    assert [referee.react(0, "uno") for _ in range(BURST + 1)] == [True] * BURST + [False]
    assert heard == [(0, "uno")] * BURST
    actions = list(session.game.actions)
    assert session.game.actions == actions  # a reaction is never an action
