"""The robot at a moment that closes by itself: a SLAP race the others win.

A person who hits the buzzer after the race is over has lost it, no more: the robot must
not call that the game's fault, nor try another way that means something else by then
(flash/de/3840x2160/mouse/10, seed 4043: its click came after the bots had all slapped,
'did not slap()', and its Space played the picked card, 'This card does not match').
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # an application, a short game


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_a_race_lost_before_the_gesture_landed_is_no_finding_and_no_other_key(qapp, tmp_path,
                                                                             mode):
    from edition_helpers import deal
    from hands import spin
    from robot import Robot, application, seat_names

    from rules.editions.common import Slap
    from uno_desktop.session import SeatInfo

    me = ["red_7", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "red_slap"]
    bots = [["red_1", "blue_1", "green_1", "yellow_1", "red_2", "blue_2", "yellow_2"],
            ["red_3", "blue_3", "green_3", "yellow_3", "red_4", "blue_4", "yellow_4"]]
    game = deal("flash", [me, *bots], "red_5", script={"flash": [0]},
                flash_time_limit="infinite", slap_includes_player=True, dealer=2)
    with application() as ui:
        robot = Robot(ui, lang="en", size=(1024, 640), mode=mode, seed=1, out=tmp_path,
                      label=f"race-{mode}")
        try:
            robot.edition = "flash"
            names = seat_names(3)
            robot.start(game, [SeatInfo(names[0])] + [SeatInfo(n, "bot", "normal")
                                                       for n in names[1:]])
            assert robot.next_moment() == "decision"
            ui.settings.animationSpeed = "normal"  # the bots' buzzers at a person's pace
            session = robot.session
            robot.act(next(a for a in session.game.legal_actions(0)
                           if getattr(a, "card", None) is not None
                           and a.card.code == "red_slap"), "turn")
            assert robot.wait(lambda: session.game.decision.kind == "slap_race"
                              and Slap() in session.game.legal_actions(0), 10)
            seen = session.game.state_id  # the robot sees the race, and looks

            if mode == "mouse":  # the race ends as the pointer goes to the buzzer
                real = robot.hands.do

                def do(action, decision):
                    assert robot.wait(lambda: session.game.decision.kind != "slap_race", 10)
                    return real(action, decision)

                robot.hands.do = do
            else:  # it ends as the robot looks, before the key
                assert robot.wait(lambda: session.game.decision.kind != "slap_race", 10)
            played, sent = len(session.game.actions), len(robot.sent)
            assert robot.act(Slap(), "slap_race", seen) is False
            spin(0.2)
            mine = [a for s, a in session.game.actions[played:] if s == 0]
            assert mine == [], f"the late gesture did {mine}"
            assert not robot.findings, robot.report()
            # the click reached the buzzer the table still showed: the host, a race on,
            # refused it; no key went after it (Space would have played a card)
            assert robot.toasts == ([] if mode == "keys" else robot.toasts[:1])
            assert all(type(a).__name__ == "Slap" for a in robot.sent[sent:])
            assert len(session.game.hands[0]) == 6 + 2  # the race lost: 2 cards
        finally:
            robot.close()
