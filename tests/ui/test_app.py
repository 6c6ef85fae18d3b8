"""The app starts, the menu shows, a seeded game starts, a human plays through the
controller and the models follow; an illegal play is refused with its reason."""

from __future__ import annotations

from ui_helpers import find, human_vs_bots, playable_index, wait_my_turn

from rules import Play
from uno_desktop.ui import texts


def test_menu_shows(ui, qtbot):
    assert ui.controller.screen == "menu"
    button = find(ui, "newGameButton")
    assert button is not None and button.isVisible()
    lan = find(ui, "lanButton")
    assert lan is not None and lan.property("enabled") == (ui.controller.lanSource != "")
    assert not ui.controller.canContinue  # no autosave yet


def test_new_game_screen_lists_every_option(ui, qtbot):
    ui.controller.showScreen("newgame")
    qtbot.waitUntil(lambda: find(ui, "startButton") is not None)
    names = {row["name"] for row in ui.controller.setup.options}
    assert {"target_score", "stacking", "jump_in", "seven_card"} <= names
    ui.controller.setup.setSeatCount(6)
    assert len(ui.controller.setup.seats) == 6
    ui.controller.setup.setChoice("stacking", 1)
    assert ui.controller.setup.rule_options().stacking == "same_type"
    model = ui.controller.setup.optionsModel
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    ui.controller.setup.setInt("target_score", 300)  # rows update in place: no reset
    assert ui.controller.setup.rule_options().target_score == 300
    assert not resets
    assert model.rowCount() == len(ui.controller.setup.options)
    ui.controller.setup.setSeatKind(1, 0)  # two humans: hot-seat
    assert ui.controller.startNewGame()
    assert ui.controller.screen == "table"
    session = ui.controller.session
    assert session.game.n == 6 and session.game.options.target_score == 300
    assert [s.kind for s in session.seats][:3] == ["human", "human", "bot"]


def test_human_plays_a_card(ui, qtbot):
    human_vs_bots(ui)
    assert ui.controller.screen == "table"
    game = ui.controller.game
    wait_my_turn(qtbot, ui)
    session = ui.controller.session
    for _ in range(30):  # draw until something is playable (deterministic for the seed)
        index = playable_index(ui)
        if index >= 0:
            break
        game.draw()
        if session.game.decision.kind == "drawn" and session.game.decision.seat == 0:
            game.keepDrawn()
        wait_my_turn(qtbot, ui)
    assert index >= 0
    card = game.hand.card_at(index)
    before = len(game.hand.cards)
    state = session.game.state_id
    game.playCard(index)
    qtbot.waitUntil(lambda: not game.busy())
    assert session.game.state_id > state
    assert any(isinstance(a, Play) and a.card == card for s, a in session.game.actions[-5:]
               if s == 0)
    # The hand model follows the core (bots may have moved on meanwhile).
    assert sorted(game.hand.cards, key=repr) == sorted(session.game.hands[0], key=repr)
    assert len(game.hand.cards) <= before - 1 or session.game.decision.kind != "turn"
    assert any("You" in line for line in game.log.lines)


def test_illegal_play_is_refused_with_reason(ui, qtbot):
    human_vs_bots(ui)
    game = ui.controller.game
    session = ui.controller.session
    wait_my_turn(qtbot, ui)
    legal = session.game.legal_actions(0)
    bad = [i for i, c in enumerate(game.hand.cards) if Play(c, 1) not in legal]
    toasts: list[str] = []
    game.toast.connect(toasts.append)
    state, hand = session.game.state_id, list(game.hand.cards)
    if bad:
        game.playCard(bad[0])
        expected = {texts.translate_code("illegal", c) for c in
                    ("does_not_match", "wild_draw_four_not_allowed")}
        assert toasts and toasts[-1] in expected
    game.catchUno(1)  # nobody to catch: always illegal
    assert toasts[-1] == texts.translate_code("illegal", "nothing_to_catch")
    assert session.game.state_id == state
    assert game.hand.cards == hand


def test_language_switch_retranslates_without_warnings(ui, qtbot):
    switched: list[str] = []
    ui.translations.languageChanged.connect(lambda: switched.append(ui.translations.language))
    ui.controller.showScreen("newgame")
    for language in ("de", "sv", "en"):
        ui.settings.language = language
    assert switched[-3:] == ["de", "sv", "en"]
    assert ui.controller.setup.optionsModel.rowCount() > 0


def test_lan_screen_opens_when_provided(ui, qtbot):
    if not ui.controller.lanSource:
        return  # the LAN screens are not part of this build
    ui.controller.showScreen("lan")
    loader = find(ui, "screenLoader")
    qtbot.waitUntil(lambda: loader.property("item") is not None)
    assert loader.property("source").toString().endswith("lan/LanHome.qml")
