"""UNO Cars on the table: the victory lap passes the hands round until someone keeps one.
Scene: ``devices/VictoryLap.qml`` (the hands slide with ``HandSlide.qml``)."""

from __future__ import annotations

from rules.events import CardPlayed, HandsRotated
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.present import classic, presents
from uno_desktop.ui.present.stage import Lines, Stage

LOG = Lines("Devices", {
    # the lap the panel shows, heard with the move (how near the player's own hand is)
    "lap": _T("Devices", "Victory lap {lap}."),
})


@presents("card_played", edition="cars")
def card_played(event: CardPlayed, stage: Stage) -> int:
    # a new lap: count the hands' moves from here; any other card ends the lap (-1: a 0's
    # move of the hands, under the 0 rule, is no lap)
    stage.devices.laps = 0 if event.card.kind == "victory_lap" else -1
    return classic.card_played(event, stage)


@presents("hands_rotated", edition="cars")
def hands_rotated(event: HandsRotated, stage: Stage) -> int:
    duration = classic.hands_rotated(event, stage)
    if stage.devices.laps >= 0:  # in a lap: the panel's count, and heard
        stage.devices.laps += 1
        stage.say(LOG, "lap", lap=stage.devices.laps)
    return duration
