"""UNO Cars on the table: the victory lap passes the hands round until someone keeps one.
Scene: ``devices/VictoryLap.qml`` (the hands slide with ``HandSlide.qml``)."""

from __future__ import annotations

from rules.events import CardPlayed
from uno_desktop.ui.present import classic, presents
from uno_desktop.ui.present.stage import Stage


@presents("card_played", edition="cars")
def card_played(event: CardPlayed, stage: Stage) -> int:
    if event.card.kind == "victory_lap":
        stage.devices.laps = 0  # a new lap: count the hands' moves from here
    return classic.card_played(event, stage)
