"""The coach on the table: a hint on H or the button, asked with exactly the seat's inputs,
in the player's language; off on the LAN unless the host allows it; the review after a hand
lists the moments the hard bot would have played otherwise and steps into the replay."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from ui_helpers import drain_deletes, find, human_vs_bots, wait_my_turn

from rules import ChooseColor, Play, load_preset, redact, with_options
from uno_desktop.bots.coach import Advice, judge
from uno_desktop.session import SeatInfo
from uno_desktop.ui.coach import REASON


def test_a_hint_is_the_coachs_judgement_from_the_seats_own_inputs(ui, qtbot):
    human_vs_bots(ui, seed=11)
    app = ui.controller
    wait_my_turn(qtbot, ui)
    session = app.session
    view, legal, history = app.game.transport.advice_inputs()
    game = session.game
    assert view == game.view(0) and legal == game.legal_actions(0)
    assert history == [redact(e, 0) for _, e in session.history]
    ui.window.requestActivate()
    qtbot.waitUntil(lambda: ui.window.activeFocusItem() is not None)
    qtbot.keyClick(ui.window, Qt.Key.Key_H)
    coach = app.coach
    qtbot.waitUntil(lambda: coach.hintText != "")
    advice = judge(game.options, view, legal, history)  # the review's judgement too
    assert coach.hintText == coach.reason_text(advice)
    card = getattr(advice.action, "card", None)
    if card is not None:
        assert coach.hintCard == app.game.hand.index_of(card)
        assert find(ui, "table").property("focusIndex") == coach.hintCard
    qtbot.waitUntil(lambda: find(ui, "noteLine") is not None  # in the prompt's place
                    and find(ui, "noteLine").isVisible()
                    and find(ui, "noteLine").property("text") == coach.hintText)
    app.game.send(advice.action)  # the table moves on: the hint goes
    qtbot.waitUntil(lambda: coach.hintText == "")


def test_no_hint_out_of_turn(ui, qtbot):
    """Issue 38, defect 18: H while the bots play, or while their moves still play to the
    player's turn, says briefly that there is nothing to decide and shows no hint."""
    human_vs_bots(ui, seed=11)
    app = ui.controller
    coach = app.coach
    toasts: list[str] = []
    app.game.toast.connect(toasts.append)
    session = app.session
    qtbot.waitUntil(lambda: session.game.decision.seat not in (0, None), timeout=10_000)
    coach.hint()  # a bot's turn
    assert coach.hintText == "" and toasts[-1] == coach_ui_text("wait")
    wait_my_turn(qtbot, ui)
    coach.hint()
    assert coach.hintText != ""


def coach_ui_text(code: str) -> str:
    from uno_desktop.ui.coach import TEXT

    return TEXT(code)


def test_reasons_say_ties_bluffs_and_pans_as_they_are(ui):
    """Issue 38: a three-way tie is no "most"; a challengeable Wild Draw Four is a bluff;
    Tippo's pans are the left and the right one, as the log says, never "pan 1"."""
    from rules import Color
    from rules.actions import ChoosePan, PlayOnPan
    from rules.cards import card

    human_vs_bots(ui, seed=11)
    coach, game = ui.controller.coach, ui.controller.game
    tied = coach.reason_text(Advice(ChooseColor(Color.BLUE), "color_tied", {
        "color": Color.BLUE, "count": 2, "others": (Color.RED, Color.YELLOW)}))
    assert tied == "Choose blue: you hold as many cards of it as of red and yellow."
    bluff = coach.reason_text(Advice(Play(card("black_wild_draw_four")), "wd4_bluff",
                                     {"seat": 1, "color": Color.GREEN}))
    assert "bluff" in bluff and "challenge" in bluff and game.name_of(1) in bluff
    labels = [game.describe_action(a) for a in (PlayOnPan(card("red_5"), 0),
                                                 PlayOnPan(card("red_5"), 1), ChoosePan(0),
                                                 ChoosePan(1))]
    assert labels == ["Play red 5 on the left pan", "Play red 5 on the right pan",
                      "Choose the left pan", "Choose the right pan"]


@pytest.mark.parametrize("language", ["de", "sv"])
def test_the_hint_reads_in_the_players_language(ui, qtbot, language):
    ui.settings.language = language
    human_vs_bots(ui, seed=11)
    wait_my_turn(qtbot, ui)
    coach = ui.controller.coach
    coach.hint()
    shown = coach.hintText
    assert shown and "{" not in shown
    ui.settings.language = "en"
    assert coach.hintText != shown  # the same advice, another language
    assert coach.hintText == REASON(coach._hint.reason, **{
        k: ui.controller.game.name_of(v) if k == "seat" else v
        for k, v in coach._hint.fields.items()})


@pytest.mark.parametrize("allowed", [False, True])
def test_on_the_lan_the_coach_helps_only_when_the_host_allows(qapp, qtbot, allowed):
    os.environ["UNO_LAN_INTERFACES"] = "127.0.0.1"
    from uno_desktop.net.client import ClientState, LanClient
    from uno_desktop.net.host import HostConfig, LanHost
    from uno_desktop.net.lan_transport import LanTransport

    host = LanHost(HostConfig(seats=2, bots=1, coach=allowed))
    port = host.listen(0, "127.0.0.1")
    client = LanClient(ClientState(name="Guest"))
    client.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: client.state.welcome is not None, timeout=5000)
    host.start_game()
    qtbot.waitUntil(lambda: client.state.view is not None, timeout=5000)
    transport = LanTransport(client, leave_on_close=False)
    try:
        assert transport.coach_allowed() is allowed
        inputs = transport.advice_inputs()
        if not allowed:
            assert inputs is None
        else:
            view, legal, history = inputs
            assert view.seat == client.state.seat == 0 and history == client.state.history
            assert legal == client.state.legal
    finally:
        transport.close()
        client.stop()
        host.close()


@pytest.mark.slow  # over 2 s
def test_the_review_after_a_hand_steps_into_the_replay(ui, qtbot):
    app = ui.controller
    seats = [SeatInfo("You"), SeatInfo("Ada", "bot", "easy"), SeatInfo("Ben", "bot", "easy")]
    app.start_game(with_options(load_preset("official"), target_score=2000), seats, 12)
    app.session.set_bot(0, "easy")  # plays like a beginner: the hard bot differs somewhere
    qtbot.waitUntil(lambda: app.game.handOver and not app.game.busy(), timeout=60_000)
    app.session.set_bot(0, None)
    qtbot.waitUntil(lambda: find(ui, "reviewButton") is not None)
    assert find(ui, "reviewButton").isVisible()
    coach = app.coach
    coach.review()
    qtbot.waitUntil(lambda: find(ui, "coachReview") is not None)
    qtbot.waitUntil(lambda: not coach.reviewing, timeout=60_000)
    assert coach.reviewTotal > 0 and coach.reviewDone == coach.reviewTotal
    moments = coach.moments
    assert moments, "the easy bot played every move as the hard bot would"
    first = coach._review[0]
    coach.watchMoment(0)
    assert app.screen == "replay"
    r = app.replays
    qtbot.waitUntil(lambda: r.position == first["position"] and not r.game.busy())
    assert not r.playing and r.seat == 0 and r.note.endswith(moments[0]["reason"])
    r.close()
    assert app.screen == "table" and app.game.handOver  # back at the hand's end
    qtbot.waitUntil(lambda: find(ui, "coachReview") is not None)  # the list again
    coach.closeReview()
    qtbot.waitUntil(lambda: find(ui, "coachReview") is None)


def test_the_lan_host_form_says_whether_players_may_ask(qapp, qtbot, tmp_path, monkeypatch,
                                                       unannounced):
    monkeypatch.setenv("UNO_LAN_INTERFACES", "127.0.0.1")
    monkeypatch.setenv("UNO_LAN_LISTEN", "127.0.0.1")
    from uno_desktop.ui.lan import LanController

    lan = LanController(data_dir=tmp_path)
    try:
        assert not lan.allowCoach  # off unless the host says so
        lan.allowCoach = True
        assert lan.hostGame("Kitchen", "", "official", 2, 1)
        assert lan.host.config.coach
        qtbot.waitUntil(lambda: lan.client is not None
                        and lan.client.state.welcome is not None, timeout=5000)
        assert lan.client.state.welcome.coach
    finally:
        lan.shutdown()
        drain_deletes(qapp)  # the room's host and client, while their controller lives


def test_h_at_the_colour_picker_names_the_colour_and_focuses_it(ui, qtbot):
    """Found by the robot (issue 38): H at the colour picker answered nothing (the picker
    kept the key). Now the hint stands under the discs, on its own colour the focus, and
    Enter takes it; a screen reader hears the line as it is shown."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtTest import QTest
    from scenes import FILL, Scenes, mine

    from rules import Color

    ui.window.requestActivate()
    sc = Scenes(ui)
    sc.stacked("classic", [mine("black_wild"), *FILL], "red_5")
    sc.play("black_wild")
    sc.decision("color")
    qtbot.waitUntil(lambda: (ui.window.activeFocusItem() is not None
                             and ui.window.activeFocusItem().objectName() == "color_red"))
    said: list[str] = []
    sc.gc.voice.spoken.connect(said.append)
    QTest.keyClick(ui.window, Qt.Key.Key_H)
    QCoreApplication.processEvents()
    coach = ui.controller.coach
    qtbot.waitUntil(lambda: coach.hintText != "" and coach.hintColor != "")
    line = find(ui, "colorHint")
    assert line.isVisible() and line.property("text") == coach.hintText
    assert coach.hintText.startswith("Choose ")
    qtbot.waitUntil(lambda: ui.window.activeFocusItem().objectName()
                    == f"color_{coach.hintColor}")
    assert coach.hintText in said
    picker = find(ui, "colorPicker")
    panel_bottom = line.mapToItem(picker, 0, line.height()).y()
    assert panel_bottom < picker.height()
    hinted = Color(coach.hintColor)
    QTest.keyClick(ui.window, Qt.Key.Key_Return)
    from rules import ChooseColor

    qtbot.waitUntil(lambda: (0, ChooseColor(hinted)) in sc.session.game.actions)
