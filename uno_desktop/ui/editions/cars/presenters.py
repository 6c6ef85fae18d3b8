"""UNO Cars on the table: the victory lap passes the hands round until someone keeps one.
Scene: ``devices/VictoryLap.qml`` (the hands slide with ``HandSlide.qml``; the panel's
count is the view's ``lap``)."""

from __future__ import annotations

from rules.events import HandsRotated
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.present import classic, presents
from uno_desktop.ui.present.stage import Lines, Stage

LOG = Lines("Devices", {
    # the lap the panel shows, heard with the move (how near the player's own hand is)
    "lap": _T("Devices", "Victory lap {lap}."),
})


@presents("hands_rotated", edition="cars")
def hands_rotated(event: HandsRotated, stage: Stage) -> int:
    duration = classic.hands_rotated(event, stage)
    if event.lap:  # a move of a victory lap (a 0's move, under the 0 rule, is none)
        stage.say(LOG, "lap", lap=event.lap)
    return duration
