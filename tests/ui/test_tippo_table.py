"""UNO Tippo on the table (issue 30, item 17): the scale's pans clear the draw pile, the
badges and your hand at every seat count, in a small and a large window, however far the
beam leans; and after a Tilt card the prompt says why a pan is asked for, in de, en, sv."""

from __future__ import annotations

import pytest
from layout import on_hand, problems
from matrix import lane
from scenes import Scenes
from ui_helpers import find

PANS = {"tippoPan0", "tippoPan1"}
SIZES = ((1024, 640), (1920, 1080), (3840, 2160))


def _robot_eyes():
    """The robot's own checks (tests/robot/look.py): its walk, and what lies over what."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "robot"))
    from look import Look, overlaps

    return Look, overlaps


def _pan_problems(ui, where: str) -> list[str]:
    found = [p for p in problems(ui.window) if "tippoPan" in p] + on_hand(ui.window, PANS)
    return [f"{where}: {p}" for p in found]


@pytest.mark.slow  # nine tables, three windows, three leans
def test_the_pans_clear_the_piles_the_badges_and_the_hand(ui):
    scenes = Scenes(ui)
    found = []
    for seats in range(2, 11):
        scenes.tippo_seats(seats)
        scale = find(ui, "tippoScale")
        for width, height in SIZES:
            ui.window.resize(width, height)
            for sizes in (None, [9, 0], [0, 9]):  # as dealt, leaning fully left, right
                if sizes is not None:
                    scale.setProperty("sizes", sizes)
                scenes.spin(0.05)
                where = f"{seats} seats, {width}×{height}, pans {sizes or 'as dealt'}"
                found += _pan_problems(ui, where)
            scale.setProperty("sizes", [1, 1])
    ui.window.resize(1280, 720)
    assert not found, "\n".join(found)


TILT_BY_A_BOT = {
    "en": "Maximilian played a Tilt card: put the top card of the draw pile into a pan\n"
          "Whoever tips the scale draws 5 cards; a card on the lighter pan never tips it",
    "de": "Maximilian hat eine Tippo-Karte gespielt: Lege die oberste Karte des "
          "Nachziehstapels in eine Waagschale\n"
          "Wer die Waage kippt, zieht 5 Karten; eine Karte auf der leichteren Schale kippt "
          "sie nie",
    "sv": "Maximilian spelade ett Tippo-kort: lägg det översta kortet i draghögen i en "
          "vågskål\n"
          "Den som tippar vågen drar 5 kort; ett kort i den lättare skålen tippar den aldrig",
}


@pytest.mark.parametrize("language", lane("tilt prompt", sorted(TILT_BY_A_BOT), 1))
def test_after_a_bots_tilt_the_prompt_says_why_a_pan_is_asked_for(ui, language):
    ui.settings.language = language
    scenes = Scenes(ui)
    scenes.show("tippo_tilt_bot")
    status = find(ui, "statusLine")
    assert status.property("text") == TILT_BY_A_BOT[language]
    assert ui.controller.game.devices.property("panChoices") == [0, 1]
    for width, height in ((1024, 640), (3840, 2160)):  # two whole lines, clear of the scale
        ui.window.resize(width, height)
        scenes.spin(0.05)
        assert not [p for p in problems(ui.window) if "statusLine" in p or "tippo" in p]
        assert status.property("lineCount") == 2
    ui.window.resize(1280, 720)
    ui.settings.language = "en"


def test_your_own_tilt_and_a_tilt_pan_game_say_so(ui):
    """Your own Tilt card, started from your seat, with ``tippo_pan = tilt_pan``: the card
    goes into the Tilt card's pan, so the lighter pan is no choice and is not named."""
    scenes = Scenes(ui)
    me = ["black_tilt", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "blue_1"]
    bot = ["green_7", "yellow_8", "green_9", "yellow_3", "green_4", "yellow_6", "green_1"]
    scenes.stacked("tippo", [me, bot], ["red_5", "blue_5"],
                   script={"scale": [False] * 20}, tippo_pan="tilt_pan", tippo_penalty=1)
    scenes.my_turn()
    gc = ui.controller.game
    scenes.play("black_tilt")  # it fits both pans: then the left one
    gc.devices.choosePan(0)
    scenes.decision("tilt_starter")
    gc.devices.chooseSeat(0)
    scenes.decision("tilt_place")
    assert find(ui, "statusLine").property("text") == (
        "Your Tilt card: put the top card of the draw pile into its pan\n"
        "Whoever tips the scale draws 1 card")
    assert gc.devices.property("panChoices") == [0]


@pytest.mark.parametrize("size", lane("penalty owed", [((1024, 640),), ((3840, 2160),)], 1,
                                      ids=["small", "large"]))
def test_the_penalty_owed_stands_clear_of_the_scale(ui, size):
    """The "+4" owed stood on the discard pile's corner, which the scale replaces: half
    under its post (the robot, tippo/en/1024x640/keys/2). It goes on the draw pile's; the
    robot's own eyes (tests/robot/look.py: a text under anything opaque drawn above it)
    find nothing over it."""
    Look, overlaps = _robot_eyes()

    scenes = Scenes(ui)
    ui.window.resize(*size)
    scenes.show("tippo_penalty")
    badge = find(ui, "pendingBadge")
    assert badge.isVisible()
    assert not [p for p in overlaps(Look(ui.window), playing=True) if "'+4'" in p]
    owed = badge.mapRectToScene(badge.boundingRect())
    pile = find(ui, "drawPile")
    assert pile.mapRectToScene(pile.boundingRect()).intersects(owed)  # its corner
    ui.window.resize(1280, 720)


@pytest.mark.parametrize(("size", "language"), [
    pytest.param((1024, 640), "de", id="small-de"),
    pytest.param((3840, 2160), "sv", marks=pytest.mark.slow, id="large-sv"),
    pytest.param((1024, 640), "sv", marks=pytest.mark.slow, id="small-sv"),
])
def test_a_card_that_fits_both_pans_asks_for_one_by_its_keys(ui, size, language):
    """Enter on a card that fits both pans only lifted it, under "Now click a pan" above
    the scale (on a badge at 1024×640 in German), and a screen reader heard nothing (the
    Orca test of Tippo hears it now): the status line asks for a pan by its keys, in the
    game's language, stands clear of everything on the table, and is said at once; taking
    the pick back brings the turn's prompt back; the left pan then takes the card."""
    import os
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication
    from scenes import others

    from rules.cards import card

    Look, overlaps = _robot_eyes()
    ui.settings.language = language
    scenes = Scenes(ui)
    ui.window.resize(*size)
    me = ["yellow_5", "red_8", "blue_9", "yellow_1", "yellow_2", "green_2", "blue_1"]
    hands = [me, *others([*me, "red_5", "green_5"], 3, "tippo")]
    scenes.stacked("tippo", hands, ["red_5", "green_5"], script={"scale": [False]})
    scenes.my_turn()
    gc, turn = scenes.gc, scenes.gc.property("statusText")
    said = []
    gc.voice.spoken.connect(said.append)
    scenes.play("yellow_5")
    scenes.spin(0.1)
    shots = os.environ.get("UNO_SHOTS")
    if shots:
        ui.window.grabWindow().save(str(Path(shots) / f"tippo_pick_{size[0]}_{language}.png"))
    wanted = QCoreApplication.translate("Devices", "Now pick a pan: 1 left, 2 right")
    found = [] if wanted.startswith("Now") == (language == "en") else [f"{wanted!r}"]
    if gc.property("statusText") != wanted:
        found.append(f"the status line reads {gc.property('statusText')!r}")
    if not any(wanted in line for line in said):
        found.append(f"not said: {said}")
    found += overlaps(Look(ui.window), playing=True)
    found += [p for p in problems(ui.window) if "statusLine" in p]
    scenes.play("yellow_5")  # taken back
    scenes.spin(0.05)
    if gc.property("statusText") != turn:
        found.append(f"the pick taken back, the status line reads {gc.property('statusText')!r}")
    scenes.play("yellow_5")
    scenes.dev.choosePan(0)
    scenes.wait(lambda: card("yellow_5") not in scenes.session.game.hands[0])
    ui.window.resize(1280, 720)
    ui.settings.language = "en"
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", lane("heavy pan", [((1024, 640),), ((1920, 1080),)], 1,
                                      ids=["small", "full-hd"], slow=("full-hd",)))
def test_a_heavy_pan_keeps_its_count_above_the_prompt(ui, size):
    """Leaning its full 16° at 1024×640, the heavier pan put its count on the prompt's line
    (the robot, tippo/de/1024x640/mouse/4: '7 Karten' over 'Anfechten oder Karten
    ziehen'); its stack's edges hung out of the dish onto the count. The lean is what the
    room gives (a large window: all of it), the edges show above the top card."""
    scenes = Scenes(ui)
    ui.window.resize(*size)
    scenes.show("tippo_penalty")
    scale = find(ui, "tippoScale")
    status = find(ui, "statusLine")
    for sizes in ([9, 2], [2, 9]):
        scale.setProperty("sizes", sizes)
        scenes.spin(0.6)  # the beam's lean eases in
        count = find(ui, f"panCount{0 if sizes[0] > sizes[1] else 1}")
        bottom = count.mapToScene(count.boundingRect().bottomLeft()).y()
        assert bottom <= status.mapToScene(status.boundingRect().topLeft()).y()
    assert scale.property("maxLean") == (16 if size[0] > 1024 else pytest.approx(6, abs=4))
    # and the foot of its post stands clear of a note in the prompt's place (a pill taller
    # than the prompt: at 1024x640 the foot reached into 'Play yellow 9, the card you drew')
    from PySide6.QtCore import QPointF

    foot = scale.mapToScene(QPointF(0, scale.property("footY"))).y()
    assert foot <= status.mapToScene(status.boundingRect().topLeft()).y() - 8
    ui.window.resize(1280, 720)


def _tilt_starter(ui, seats: int) -> Scenes:
    """Your own Tilt card at a table of ``seats``: who starts filling the pans."""
    scenes = Scenes(ui)
    scenes.tippo_seats(seats)
    scenes.play("black_tilt")
    scenes.wait(lambda: scenes.session.game.decision.kind in ("tilt_pan", "tilt_starter"))
    if scenes.session.game.decision.kind == "tilt_pan":
        ui.controller.game.devices.choosePan(0)
    scenes.decision("tilt_starter")
    return scenes


SMALL, LARGE = (1024, 640), (3840, 2160)


@pytest.mark.slow  # over 2 s, each cell (four seats at 1024x640: 2.5 s)
@pytest.mark.parametrize("seats, sizes, language", [
    (4, [SMALL], "en"), (2, [SMALL, LARGE], "en"), (4, [LARGE], "en"),
    (10, [SMALL, LARGE], "en"), (10, [SMALL], "sv")],
    ids=["4-small", "2", "4-large", "10", "10-sv"])
def test_the_seat_targets_cover_no_card_corner_badge_pile_or_pan(ui, seats, sizes, language):
    """Who starts the Tilt (the robot, tippo/*/tilt_starter): your own target ('Me') stood
    cardH + 70 above the window's foot, on a lifted card's corner index; a side seat's
    target, below its badge, on the raised pan (four seats) or beside it on the pan's STOP
    (ten). Each target goes where it covers nothing the player must see, 'Me' among the
    decision's buttons with the prompt above it; the robot's own eyes find nothing. At ten
    seats in Swedish, 1024x640 (tippo/sv/1024x640/mouse/10), the scale sent the right
    column's middle targets into the gap between their badges, one on the other: the
    targets of the seats before go first and are kept clear of (Table.besideBadge)."""
    Look, overlaps = _robot_eyes()

    ui.settings.language = language
    scenes = _tilt_starter(ui, seats)
    scale, table = find(ui, "tippoScale"), find(ui, "table")
    table.setProperty("focusIndex", 3)  # a card lifted, as the keys or the pointer lift it
    found = []
    for width, height in sizes:
        ui.window.resize(width, height)
        for pans in ([9, 0], [0, 9], [2, 1]):  # the left pan raised, the right, nearly level
            scale.setProperty("sizes", pans)
            scenes.spin(0.5)  # the beam's lean eases in
            where = f"{seats} seats, {width}×{height}, pans {pans}"
            found += [f"{where}: {p}" for p in overlaps(Look(ui.window), playing=True)]
            found += [f"{where}: {p}" for p in problems(ui.window) if "seatTarget" in p]
    me = find(ui, "seatTarget0")
    status = find(ui, "statusLine")
    assert me is not None and me.isVisible()
    assert me.mapToScene(me.boundingRect().topLeft()).y() >= \
        status.mapToScene(status.boundingRect().bottomLeft()).y()  # the prompt above it
    ui.window.resize(1280, 720)
    ui.settings.language = "en"
    assert not found, "\n".join(found)


def test_a_note_of_two_lines_stands_clear_of_the_heavier_pan(ui):
    """A note in the prompt's place (the coach's hint) is taller than the prompt when it
    wraps: at 1024x640 its two lines reached up to the heavier pan's dish and count (the
    robot, tippo/*/1024x640), over the decision's buttons most of all. The centre's room
    ends above the note, and the scale stands higher where that leaves the heavier pan
    less than its 6 degrees."""
    Look, overlaps = _robot_eyes()

    scenes = Scenes(ui)
    ui.window.resize(1024, 640)
    scenes.show("tippo_penalty")  # Challenge and Take: the prompt above them
    scale, table = find(ui, "tippoScale"), find(ui, "table")
    note = find(ui, "noteLine")
    text = ("Play the green 5: the left pan grows heavier, and whoever tips the scale "
            "draws five cards from the pile, so keep the lighter pan in mind")
    found = []
    for pans in ([9, 2], [2, 9]):
        scale.setProperty("sizes", pans)
        table.showNote(text)
        scenes.spin(0.6)  # the beam's lean eases in
        assert note.isVisible() and note.height() > 2 * 17  # two lines
        found += [f"pans {pans}: {p}" for p in overlaps(Look(ui.window), playing=True)
                  if "NoteLine" in p or "noteLine" in p]
    ui.window.resize(1280, 720)
    assert not found, "\n".join(found)


def _ten_seats(scenes: Scenes, me: list[str], start: list[str], **opts) -> None:
    """A Tippo table of ten seats, dealt after a first game (a new game makes the badges
    anew: what keeps clear of them must read the new ones)."""
    from scenes import others

    scenes.tippo_seats(4)
    hands = [me, *others([*me, *start], 9, "tippo")]
    scenes.stacked("tippo", hands, start, script={"scale": [False] * 40}, **opts)


@pytest.mark.slow  # over 2 s, each cell (ten seats)
@pytest.mark.parametrize("card, size, language", [
    ("red_7", SMALL, "de"), ("red_0", SMALL, "sv"), ("red_7", LARGE, "de")],
    ids=["seven-small", "zero-small-sv", "seven-large"])
def test_a_swaps_buttons_keep_off_the_pans_and_each_other_at_ten_seats(ui, card, size,
                                                                        language):
    """Your 7 (swap with somebody): each badge's Swap goes beside it towards the table,
    and the one of the right column's middle seat lay under the right pan at 1024×640
    (the robot, tippo/sv/1024x640/mouse/10). A badge's buttons go where nothing lies, as
    a seat picker's targets do (Table.besideBadge): above that badge there. In German
    (the longest word) the bottom seat's Swap, off the prompt, went onto it. Your 0 (swap
    with one of those with the fewest cards: everybody, no button to decline, so the
    pans lean further): in Swedish the two middle seats' Swap of the right column met in
    the gap between their badges (the robot, seed 6777); the seats before go first and
    are kept clear of."""
    from PySide6.QtCore import QRectF

    Look, overlaps = _robot_eyes()
    ui.settings.language = language
    scenes = Scenes(ui)
    ui.window.resize(*size)
    _ten_seats(scenes, [card, "red_8", "blue_9", "yellow_2", "green_3", "red_4", "blue_2"],
               ["red_5", "blue_3_stop"], seven_card="swap_chosen", zero_card="swap_fewest")
    scenes.my_turn()
    scenes.play(card)
    scenes.decision("seven" if card == "red_7" else "zero_swap")
    scale, table = find(ui, "tippoScale"), find(ui, "table")
    found = []
    for pans in ([9, 0], [0, 9], [2, 1]):  # the left pan raised, the right, nearly level
        scale.setProperty("sizes", pans)
        scenes.spin(0.5)  # the beam's lean eases in
        clear = table.mapRectToScene(QRectF(scale.property("keepClear")))
        for seat in range(1, 10):
            button = find(ui, f"swapButton{seat}")
            assert button is not None and button.isVisible()
            box = button.mapRectToScene(button.boundingRect())
            if box.intersects(clear):
                found.append(f"pans {pans}: seat {seat}'s Swap on the scale")
        found += [f"pans {pans}: {p}" for p in overlaps(Look(ui.window), playing=True)]
        found += [f"pans {pans}: {p}" for p in problems(ui.window) if "swapButton" in p]
    ui.window.resize(1280, 720)
    ui.settings.language = "en"
    assert not found, "\n".join(found)


@pytest.mark.slow  # two games, two windows
def test_a_bots_tilt_prompt_wraps_between_the_side_badges_at_ten_seats(ui):
    """A bot's Tilt card at ten seats, in Swedish (the longest): its two lines ran under
    the side badges in the robot's second game (tippo/sv/1024x640/mouse/10; the room
    between them was the first game's badges'). They wrap between them, clear of the
    pans' counts."""
    Look, overlaps = _robot_eyes()
    ui.settings.language = "sv"
    scenes = Scenes(ui)
    found = []
    try:
        for size in (SMALL, LARGE):
            ui.window.resize(*size)
            me = ["green_2", "red_8", "blue_9", "yellow_2", "green_3", "red_4", "blue_2"]
            bot = ["black_tilt", "green_7", "yellow_8", "green_9", "yellow_1", "green_4",
                   "yellow_6"]
            from scenes import others

            scenes.tippo_seats(4)
            hands = [me, bot, *others([*me, *bot, "red_5", "blue_5"], 8, "tippo")]
            scenes.stacked("tippo", hands, ["red_5", "blue_5"], dealer=0,
                           script={"scale": [False] * 40})
            scenes.decision("tilt_place")
            scenes.spin(0.5)
            status = find(ui, "statusLine")
            assert "\n" in status.property("text")
            found += [f"{size}: {p}" for p in overlaps(Look(ui.window), playing=True)]
            found += [f"{size}: {p}" for p in problems(ui.window) if "statusLine" in p]
    finally:
        ui.window.resize(1280, 720)
        ui.settings.language = "en"
    assert not found, "\n".join(found)


@pytest.mark.slow  # a ten-seat table, two languages, three leans
@pytest.mark.parametrize("language", lane("bot's word", ["sv", "de"], 1))
def test_a_bots_word_beside_its_badge_keeps_off_the_seat_targets(ui, language):
    """The robot (tippo/sv/1024x640/mouse/10, seed 6777): a bot's 'UNO!' said beside its
    badge (for two seconds) lay under that seat's target of a Tilt's seat picker, both set
    towards the table. The targets keep clear of the badges and of each other; a badge's
    word, Catch! and Swap now keep clear of the targets too (Table.besideBadge's ``targets``).
    Each other seat says its word here while the picker asks, as a bot says it: one at a
    time."""
    Look, overlaps = _robot_eyes()

    ui.settings.language = language
    ui.window.resize(1024, 640)
    scenes = _tilt_starter(ui, 10)
    scale = find(ui, "tippoScale")
    reactions = ui.controller.game.reactions
    reactions.show_ms = 60_000  # held while the table is looked at
    reactions.changed.emit()
    found = []
    for pans in ([9, 0], [0, 9], [2, 1]):
        scale.setProperty("sizes", pans)
        scenes.spin(0.5)  # the beam's lean eases in
        for seat in range(1, 10):
            reactions.received(seat, "uno")
            scenes.spin(0.3)  # it pops
            word = find(ui, f"reactionWord{seat}")
            assert word is not None and word.isVisible()
            found += [f"pans {pans}, seat {seat}: {p}"
                      for p in overlaps(Look(ui.window), playing=True) if "ReactionBubble" in p]
            reactions.seats.update(seat, reaction="")  # said
    ui.window.resize(1280, 720)
    ui.settings.language = "en"
    assert not found, "\n".join(found)
