"""Every key where a player expects it: Enter presses the focused control as Space does,
on every kind of button the game uses; while a modal overlay is up no key reaches the
table; the README's key table is the F1 list."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from matrix import lane
from PySide6.QtCore import QByteArray, Qt, QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtTest import QTest
from scenes import FILL, seats
from ui_helpers import find, qml_sources

from rules.cards import card
from uno_desktop.resources import qml_file

# One of each button kind the game's QML builds, and what a press of it does to ``presses``.
KINDS = {
    "ButtonBase": "ButtonBase { width: 120; height: 40; onClicked: root.presses++ }",
    "GameButton": 'GameButton { text: "Go"; onClicked: root.presses++ }',
    "Button": 'Button { text: "Go"; onClicked: root.presses++ }',
    "RoundButton": 'RoundButton { text: "Go"; onClicked: root.presses++ }',
    "ToolButton": 'ToolButton { text: "Go"; onClicked: root.presses++ }',
    "Switch": "Switch { onToggled: root.presses++ }",
    "ItemDelegate": 'ItemDelegate { text: "Go"; onClicked: root.presses++ }',
    # a press opens a closed list, the next one closes it (choosing the highlighted entry)
    "ComboBox": ('ComboBox { model: ["a", "b"]; popup.onOpened: root.presses++; '
                 "popup.onClosed: root.presses++ }"),
    "ValueBox": ('ValueBox { values: [1, 2]; labels: ["a", "b"]; value: 1; '
                 "popup.onOpened: root.presses++; popup.onClosed: root.presses++ }"),
}
# Used in the game's QML but not a Tab stop (the replay bar's buttons leave the keys to the
# replay screen), and the controls whose Enter is their own (typing, stepping a value).
NOT_BUTTONS = {"BarButton", "SpinBox", "Slider", "TextField", "TextArea"}
ELEMENT = re.compile(r"^\s*([A-Z]\w*)\s*\{", re.MULTILINE)
BUTTONISH = ("Button", "ButtonBase", "Switch", "CheckBox", "Box", "Delegate")

ENTER_KEYS = [
    pytest.param(Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, id="Return"),
    pytest.param(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier, id="keypad-Enter"),
    pytest.param(Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, id="Space"),
]


def test_the_enter_filters_plain_numbers_are_qts():
    """ui.keys names keys and event types by number (Qt's enums cost milliseconds to build
    as the first frame is swapped): they must be Qt's."""
    from PySide6.QtCore import QEvent

    from uno_desktop.ui import keys

    assert (keys.KEY_PRESS, keys.KEY_RELEASE) == (QEvent.Type.KeyPress.value,
                                                  QEvent.Type.KeyRelease.value)
    assert (keys.KEY_SPACE, keys.KEY_RETURN, keys.KEY_ENTER) == (
        Qt.Key.Key_Space.value, Qt.Key.Key_Return.value, Qt.Key.Key_Enter.value)
    assert keys.KEYPAD_MODIFIER == Qt.KeyboardModifier.KeypadModifier.value


def test_every_button_kind_the_game_uses_is_walked():
    used = set()
    for path in qml_sources():
        used |= {name for name in ELEMENT.findall(path.read_text(encoding="utf-8"))
                 if name.endswith(BUTTONISH)}
    assert {"GameButton", "Button", "RoundButton", "Switch", "ValueBox"} <= used  # a real walk
    assert used - NOT_BUTTONS <= set(KINDS), used - NOT_BUTTONS - set(KINDS)


def _probe(ui, kind: str):
    """One ``kind`` in the real window (its key filter), with the keyboard focus."""
    src = ("import QtQuick\nimport QtQuick.Controls\n"
           "Item { id: root; property int presses: 0; width: 300; height: 120; z: 5000\n"
           f"    {KINDS[kind]}\n}}\n")
    component = QQmlComponent(ui.engine, ui.engine)
    component.setData(QByteArray(src.encode()), QUrl.fromLocalFile(str(qml_file("Probe.qml"))))
    root = component.create()
    assert root is not None, component.errorString()
    QQmlEngine.setObjectOwnership(root, QQmlEngine.ObjectOwnership.CppOwnership)
    root.setParent(ui.window.contentItem())
    root.setParentItem(ui.window.contentItem())
    control = root.childItems()[0]
    control.forceActiveFocus()
    assert ui.window.activeFocusItem() == control
    return root


@pytest.mark.parametrize("key, modifier", ENTER_KEYS)
@pytest.mark.parametrize("kind", lane("enter and space", sorted(KINDS), 3))
def test_enter_and_space_press_the_focused_control(ui, qtbot, kind, key, modifier):
    ui.window.requestActivate()
    root = _probe(ui, kind)
    QTest.keyClick(ui.window, key, modifier)
    qtbot.waitUntil(lambda: root.property("presses") == 1)
    QTest.keyClick(ui.window, key, modifier)
    qtbot.waitUntil(lambda: root.property("presses") == 2)


def test_ctrl_enter_is_no_press(ui, qtbot):
    ui.window.requestActivate()
    root = _probe(ui, "GameButton")
    QTest.keyClick(ui.window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(ui.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: root.property("presses") == 1)
    assert root.property("presses") == 1  # the Space only


def test_return_on_the_first_start_plays_the_tutorial(ui, qtbot):
    """The issue's own case: Tab to "Play the tutorial", Return."""
    ui.window.requestActivate()
    qtbot.waitUntil(lambda: ui.window.activeFocusItem() is not None)
    for _ in range(12):
        QTest.keyClick(ui.window, Qt.Key.Key_Tab)
        focus = ui.window.activeFocusItem()
        if focus is not None and focus.objectName() == "offerTutorialButton":
            break
    assert ui.window.activeFocusItem().objectName() == "offerTutorialButton"
    QTest.keyClick(ui.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ui.controller.screen == "tutorial")
    ui.controller.stop_tables()


def test_the_readme_keys_table_and_the_rules_screen_are_the_f1_list(ui):
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Keys", 1)[1].split("\n## ", 1)[0]
    tables = [[line for line in block.splitlines() if line.startswith("| ")][1:]  # no header
              for block in section.split("\n\n") if block.startswith("| ")]
    listed = [[f"| {e['keys']} | {e['what']} |" for e in entries]
              for entries in (ui.controller.key_help(), ui.controller.replay_key_help())]
    assert tables == listed  # the table's keys, then the replay's
    rules = ui.controller.rulesText
    assert all(html.escape(e["what"]) in rules for e in ui.controller.key_help())


# ------------------------------------------------------------------ every decision has a key

# What answers each decision of a seat (its kind, or "*" for any, and the action's tag):
# the key's entry in F1's list. "Tab, Shift+Tab" is for a choice among buttons (a player, the
# captain's exchange): the first of them has the focus (see the walk below), Enter presses it.
KEY_FOR = {
    ("*", "play"): "Enter, Space",
    ("*", "draw"): "D",
    ("*", "call_uno"): "U",
    ("*", "call_uno_spin"): "U",
    ("*", "catch_uno"): "X",
    ("*", "slap"): "Enter, Space",
    ("penalty", "challenge"): "C",
    ("penalty", "accept"): "T",
    ("drawn", "play"): "P, K",
    ("drawn", "play_on_pan"): "P, K",
    ("drawn", "pass"): "P, K",
    ("color", "choose_color"): "R, Y, G, B or 1–4",
    ("tippo_start_color", "choose_color"): "R, Y, G, B or 1–4",
    ("spin_color", "name_color"): "R, Y, G, B or 1–4",
    ("lotso_name", "name_color"): "R, Y, G, B or 1–4",
    ("spin", "spin_wheel"): "S",
    ("spin_number", "name_number"): "0–9",
    ("spin_discard", "discard_card"): "Enter, Space",
    ("spin_uno_discard", "discard_card"): "Enter, Space",
    ("turn", "play_on_pan"): "1, 2",
    ("tilt_place", "choose_pan"): "1, 2",
    ("race", "pass"): "D",
    ("victory_lap", "keep_hand"): "P, K",
    ("victory_lap", "pass_hands"): "P, K",
    ("seven", "swap_hands"): "Tab, Shift+Tab",
    ("seven", "pass"): "Tab, Shift+Tab",
    ("zero_swap", "swap_hands"): "Tab, Shift+Tab",
    ("trade_hands", "swap_hands"): "Tab, Shift+Tab",
    ("kick_opponent", "choose_seat"): "Tab, Shift+Tab",
    ("tilt_starter", "choose_seat"): "Tab, Shift+Tab",
    ("captain", "rotate_hands"): "Tab, Shift+Tab",
    ("captain", "swap_pair"): "Tab, Shift+Tab",
    ("captain", "pass"): "Tab, Shift+Tab",
}
HOUSE_RULES = ({}, {"stacking": "seed001", "seven_card": "swap_chosen", "zero_card": "rotate_all",
                    "jump_in": True}, {"multi_play": True, "zero_card": "swap_fewest"})


def _decisions_asked() -> dict[tuple[str, str], set[str]]:
    """(decision kind, action tag) → editions: what the core asks of a seat, over seeded
    random games of every edition with the house rules that add decisions."""
    import random

    from rules import load_preset, new_game, with_options
    from rules.actions import action_tag
    from rules.editions import EDITIONS
    from rules.simulate import random_step

    asked: dict[tuple[str, str], set[str]] = {}
    for edition in EDITIONS:
        base = load_preset("official" if edition == "classic" else f"editions/{edition}")
        for extra in HOUSE_RULES:
            options = with_options(base, **extra)
            for seed in range(4):
                game, rng = new_game(options, 4, seed), random.Random(seed)
                for _ in range(600):
                    if game.over:
                        break
                    for seat in range(game.n):
                        kind = game.decision.kind if game.decision.seat == seat else "*"
                        for action in game.legal_actions(seat):
                            asked.setdefault((kind, action_tag(action)), set()).add(edition)
                    game.apply(*random_step(game, rng))
    return asked


@pytest.mark.slow  # over 2 s
def test_every_decision_of_every_edition_has_a_key_in_the_f1_list(ui):
    listed = {e["keys"] for e in ui.controller.key_help()}
    asked = _decisions_asked()
    assert {("spin", "spin_wheel"), ("captain", "rotate_hands"), ("tilt_place", "choose_pan"),
            ("*", "slap"), ("victory_lap", "keep_hand")} <= set(asked)  # the walk is real
    missing = {}
    for (kind, tag), editions in sorted(asked.items()):
        keys = KEY_FOR.get((kind, tag)) or KEY_FOR.get(("*", tag))
        if keys is None or keys not in listed:
            missing[(kind, tag)] = sorted(editions)
    assert not missing, missing
    assert set(KEY_FOR.values()) <= listed


# The walk on the real table: each device decision (and the classic ones beside them)
# answered with the key KEY_FOR names, from wherever the focus is when it is asked.
K = Qt.Key


def _press(sc, *keys) -> None:
    for key in keys:
        QTest.keyClick(sc.ui.window, key)
        sc.spin(0.03)


def _answered(sc, before: int, tag: str) -> bool:
    from rules.actions import action_tag

    sc.wait(lambda: any(seat == 0 and action_tag(a) == tag
                        for seat, a in sc.session.game.actions[before:]), 5)
    return True


def _spin_to(sc, segment: str, decision: str) -> None:
    hands = [FILL[0], FILL[1], FILL[2],
             ["red_3_spin", "blue_7", "green_8", "yellow_9", "blue_9", "blue_9", "yellow_9"]]
    sc.stacked("spin", hands, "red_5", dealer=2, script={"wheel": [segment]})
    sc.decision("spin")
    if decision == "spin_race":  # the bots call once the wheel has stopped: spin it slowly
        sc.ui.settings.animationSpeed = "normal"
    before = len(sc.session.game.actions)
    _press(sc, K.Key_S)
    assert _answered(sc, before, "spin_wheel")
    if decision == "spin_race":
        game = sc.session.game
        sc.wait(lambda: game.decision.kind == "spin_race" and sc.dev.property("canCallUnoSpin"))
    else:
        sc.decision(decision)


def _tilt(sc) -> None:
    from edition_helpers import deal

    hands = [["black_tilt", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "blue_1"],
             ["green_7", "blue_8", "yellow_9", "green_1", "blue_2", "yellow_6", "green_6"]]
    sc.run(deal("tippo", hands, ["red_5", "blue_5"], dealer=1,
                script={"scale": [False, False, True]}), seats(2))
    sc.my_turn()


WALK = {  # name: (how to get there, the keys, the tag they answer with)
    "challenge": (lambda sc: sc.show("challenge"), [K.Key_C], "challenge"),
    "take": (lambda sc: sc.show("challenge"), [K.Key_T], "accept"),
    "play_drawn": (lambda sc: sc.show("drawn"), [K.Key_P], "play"),
    "keep_drawn": (lambda sc: sc.show("drawn"), [K.Key_K], "pass"),
    "colour": (lambda sc: sc.show("color_picker"), [K.Key_G], "choose_color"),
    "swap_with": (lambda sc: sc.show("seven_swap"), [K.Key_Return], "swap_hands"),
    "spin_and_name_a_number": (lambda sc: _spin_to(sc, "discard_number", "spin_number"),
                               [K.Key_7], "name_number"),
    "name_a_colour": (lambda sc: _spin_to(sc, "discard_color", "spin_color"), [K.Key_B],
                      "name_color"),
    "discard": (lambda sc: _spin_to(sc, "almost_uno", "spin_discard"),
                [K.Key_Right, K.Key_Return], "discard_card"),
    "uno_spin": (lambda sc: _spin_to(sc, "uno_spin", "spin_race"), [K.Key_U], "call_uno_spin"),
    "lotso": (lambda sc: sc.show("lotso"), [K.Key_Y], "name_color"),
    "keep_the_lap": (lambda sc: sc.show("victory_lap"), [K.Key_K], "keep_hand"),
    "pass_the_lap": (lambda sc: sc.show("victory_lap"), [K.Key_P], "pass_hands"),
    "give_up_the_race": (lambda sc: sc.show("racer"), [K.Key_D], "pass"),
    "kick_opponent": (lambda sc: sc.show("kick"), [K.Key_Return], "choose_seat"),
    "captain": (lambda sc: sc.show("captain"), [K.Key_Return], "rotate_hands"),
    "launcher": (lambda sc: sc.show("launcher"), [K.Key_D], "draw"),
    "launcher_penalty": (lambda sc: sc.show("launcher_hit_two"), [K.Key_T], "accept"),
}


@pytest.mark.parametrize("name", lane("decision keys", sorted(WALK), 5,
                                      slow=("uno_spin",)))  # a wheel at normal speed
def test_a_key_answers_each_decision(ui, name):
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    reach, keys, tag = WALK[name]
    reach(sc)
    before = len(sc.session.game.actions)
    _press(sc, *keys)
    assert _answered(sc, before, tag)


def test_tippo_by_keys_card_then_pan_the_tilt_starter_and_its_pan(ui):
    """A card that fits both pans, then 1 for the left one; after the Tilt whom to start
    (the first seat's button has the focus), then a pan."""
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    _tilt(sc)
    _press(sc, *[K.Key_Right] * (sc.gc.hand.index_of(card("black_tilt")) + 1), K.Key_Return)
    assert sc.dev.property("panChoices") == [0, 1]
    before = len(sc.session.game.actions)
    _press(sc, K.Key_1)
    assert _answered(sc, before, "play_on_pan")
    assert sc.session.game.actions[before][1].pan == 0
    sc.decision("tilt_starter")
    before = len(sc.session.game.actions)
    _press(sc, K.Key_Return)
    assert _answered(sc, before, "choose_seat")
    sc.decision("tilt_place")
    before = len(sc.session.game.actions)
    _press(sc, K.Key_2)
    assert _answered(sc, before, "choose_pan")


def test_space_hits_the_slap_buzzer(ui):
    from edition_helpers import deal
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    hands = [["red_7", "blue_7", "green_8", "yellow_9", "blue_9", "green_2", "red_slap"],
             FILL[0], FILL[1]]
    sc.run(deal("flash", hands, "red_5", dealer=2, slap_includes_player=True), seats(3))
    sc.my_turn()
    sc.play("red_slap")
    sc.wait(lambda: sc.session.game.decision.kind == "slap_race" and not sc.gc.busy())
    if not sc.dev.property("canSlap"):
        pytest.skip("the bots were quicker")  # never with bot_grace 0 and instant speed
    before = len(sc.session.game.actions)
    _press(sc, K.Key_Space)
    assert _answered(sc, before, "slap")


# ------------------------------------------------------------------ focus and dialogs

TABLE_KEYS = [K.Key_Return, K.Key_Enter, K.Key_Space, K.Key_S, K.Key_D, K.Key_U, K.Key_C,
              K.Key_T, K.Key_P, K.Key_K, K.Key_N, K.Key_H, K.Key_X, K.Key_R, K.Key_1, K.Key_0,
              K.Key_Right, K.Key_Right]
PRESS_KEYS = (K.Key_Return, K.Key_Enter, K.Key_Space)  # they press the dialog's focused button


def _focus(ui):
    return ui.window.activeFocusItem()


def _on_hand(ui) -> bool:
    """The keys are the table's: the focus is on the table or on a card of the hand."""
    item = _focus(ui)
    while item is not None:
        if item.objectName() in ("table", "handArea"):
            return item.objectName() == "handArea" or _focus(ui).objectName() == "table"
        item = item.parentItem()
    return False


def _sent(sc) -> list[object]:
    """What the table sends to the host from now on (also what the host refuses)."""
    sent: list[object] = []
    send = sc.gc.send
    sc.gc.send = lambda action: (sent.append(action), send(action))[1]
    return sent


def test_a_pending_decision_has_the_focus_and_gives_it_back(ui):
    """Wild Draw Four: Challenge has the focus (and its ring), Return challenges; then the
    keys are the table's again."""
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    sc.show("challenge")
    sc.wait(lambda: _focus(ui) is not None and _focus(ui).objectName() == "challengeButton")
    assert _focus(ui).property("visualFocus")
    _press(sc, K.Key_Tab)
    assert _focus(ui).objectName() == "acceptButton"  # the other answer is one Tab on
    _press(sc, K.Key_Backtab)
    before = len(sc.session.game.actions)
    _press(sc, K.Key_Return)
    assert _answered(sc, before, "challenge")
    table = find(ui, "table")
    sc.wait(lambda: _on_hand(ui))  # back to the hand: the table, or its first card
    at = table.property("focusIndex")
    _press(sc, K.Key_Right)
    assert table.property("focusIndex") == at + 1
    assert _focus(ui).property("index") == at + 1  # the picked card has the focus


def test_the_arrows_take_the_focus_back_to_the_hand(ui):
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    sc.show("drawn")
    sc.wait(lambda: _focus(ui) is not None and _focus(ui).objectName() == "playDrawnButton")
    _press(sc, K.Key_Right)
    table = find(ui, "table")
    assert table.property("focusIndex") == 0 and _focus(ui).property("index") == 0
    sc.spin(0.1)
    assert _focus(ui).property("index") == 0  # it stays there for this decision


def test_no_key_goes_through_the_leave_question_to_the_table(ui):
    """The issue's case: a Spin game, your spin pending; Esc, Tab to Leave, Return."""
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    sc.show("spin_wheel")
    table = find(ui, "table")
    _press(sc, K.Key_Right, K.Key_Escape)
    assert sc.gc.property("askingLeave")
    assert _focus(ui).objectName() == "cancelButton"  # "Stay": Enter never leaves by accident
    sent = _sent(sc)
    _press(sc, *[k for k in TABLE_KEYS if k not in PRESS_KEYS])
    assert sc.gc.property("askingLeave") and ui.controller.screen == "table"
    assert table.property("focusIndex") == 0
    _press(sc, K.Key_Return)  # Stay, and nothing more: the picked card is not played
    sc.wait(lambda: not sc.gc.property("askingLeave"))
    sc.spin(0.1)
    assert sent == []
    _press(sc, K.Key_Escape)
    for _ in range(6):
        if _focus(ui).objectName() == "confirmButton":
            break
        _press(sc, K.Key_Tab)
    assert _focus(ui).objectName() == "confirmButton" and _focus(ui).property("visualFocus")
    _press(sc, K.Key_Return)
    sc.wait(lambda: ui.controller.screen == "menu")


def test_no_key_goes_through_the_list_of_keys(ui):
    """F1's list over the table takes every key: none is sent, the picked card stays (the
    robot once saw it move under the list: the bots' moves, tests/robot's probe), Esc and
    F1 close it."""
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    sc.show("spin_wheel")
    table = find(ui, "table")
    _press(sc, K.Key_Right)  # a card picked
    picked = table.property("focusIndex")
    _press(sc, K.Key_F1)
    assert ui.controller.helpShown
    close = find(ui, "helpClose")
    assert _focus(ui) == close and close.property("visualFocus")  # the ring on yellow shows
    sent = _sent(sc)
    _press(sc, *[k for k in TABLE_KEYS if k not in PRESS_KEYS],
           K.Key_Left, K.Key_Home, K.Key_End, K.Key_Down)
    assert ui.controller.helpShown
    assert table.property("focusIndex") == picked
    _press(sc, K.Key_Return)  # presses Close
    sc.wait(lambda: not ui.controller.helpShown)
    for close_with in (K.Key_Escape, K.Key_F1):
        _press(sc, K.Key_F1)
        assert ui.controller.helpShown
        _press(sc, close_with)
        sc.wait(lambda: not ui.controller.helpShown)
    sc.spin(0.1)
    assert sent == []
    assert table.property("focusIndex") == picked


@pytest.mark.slow  # opens a replay (about 3 s)
def test_f1_on_the_replay_screen_lists_the_replays_keys_and_its_bar_names_them(ui, qtbot):
    """The replay's keys were in no list and its bar gave no hint of them: F1 lists them on
    the replay screen (the table's elsewhere), each bar button's tooltip and description
    names its key, in the player's language."""
    from scenes import Scenes
    from ui_helpers import find

    Scenes(ui).show("replay")
    qtbot.waitUntil(lambda: find(ui, "playButton") is not None)
    assert ui.controller.keyHelp == ui.controller.replay_key_help()
    assert ui.controller.property("keyHelpIsReplay")
    play = find(ui, "playButton")
    assert play.property("key") == "Space"
    from PySide6.QtGui import QAccessible

    iface = QAccessible.queryAccessibleInterface(play)
    assert iface.text(QAccessible.Text.Description) == "Key: Space"
    ui.settings.language = "de"
    qtbot.waitUntil(lambda: iface.text(QAccessible.Text.Description).startswith("Taste"))
    assert "Leertaste" in iface.text(QAccessible.Text.Description)
    assert any("Bild" in e["keys"] for e in ui.controller.keyHelp)
    ui.settings.language = "sv"
    qtbot.waitUntil(lambda: iface.text(QAccessible.Text.Description).startswith("Tangent"))
    ui.controller.showScreen("menu")
    assert ui.controller.keyHelp == ui.controller.key_help()
    assert not ui.controller.property("keyHelpIsReplay")


def test_u_on_another_segment_calls_uno_spin_and_says_what_it_cost(ui):
    """The robot's finding: while the wheel showed another segment (Discard colour) the core
    took a call of UNO Spin (it costs a card), but U answered "You do not need to call UNO
    now" and did nothing. U sends what the core offers, and the card it costs is said and
    shown as that: the headline, the log, the screen reader."""
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    said: list[str] = []
    sc.gc.announced.connect(said.append)
    _spin_to(sc, "discard_color", "spin_color")
    game = sc.session.game
    held = len(game.hands[0])
    before = len(game.actions)
    _press(sc, K.Key_U)
    assert _answered(sc, before, "call_uno_spin")
    sc.wait(lambda: len(game.hands[0]) == held + 1 and not sc.gc.busy())
    line = "You call UNO Spin: wrong segment!"
    assert line in sc.gc.log.lines
    assert any(s.startswith(line) for s in said)
    assert any(c["scene"] == "banner" and c.get("title") == line for c in sc.cues)
    assert game.decision.kind == "spin_color"  # the colour is still to name


def test_the_wheels_colour_discs_show_the_focus_ring(ui):
    """Discard colour: Red had the focus (Enter names it) but showed no ring, its style's
    own indicator gone with the disc's drawn background."""
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    _spin_to(sc, "discard_color", "spin_color")
    sc.wait(lambda: ui.window.activeFocusItem() is not None
            and ui.window.activeFocusItem().objectName() == "name_red")
    red = ui.window.activeFocusItem()
    assert red.property("visualFocus")
    rings = [c for c in red.childItems() if c.property("gap") is not None]
    assert rings and rings[0].isVisible(), "no focus ring on the focused disc"


def test_the_focus_comes_back_with_its_ring_after_the_key_list(ui):
    """The robot's finding (spin/sv/1024x640/keys/2): after the key list (F1) or the rules
    over the table went, Qt gave the focus back to the wheel's Red disc without a reason a
    keyboard gives, and the disc Enter names showed no ring."""
    from scenes import Scenes

    ui.window.requestActivate()
    sc = Scenes(ui)
    _spin_to(sc, "discard_color", "spin_color")
    sc.wait(lambda: ui.window.activeFocusItem() is not None
            and ui.window.activeFocusItem().objectName() == "name_red")
    _press(sc, K.Key_F1)
    sc.wait(lambda: ui.controller.helpShown)
    _press(sc, K.Key_Escape)
    sc.wait(lambda: not ui.controller.helpShown)
    sc.spin(0.1)
    red = ui.window.activeFocusItem()
    assert red.objectName() == "name_red"
    assert red.property("visualFocus"), "the focused disc shows no ring"
