"""UNO Speed Racer on the table: Racer X's race, card by card. Scene:
``devices/RacerScene.qml``."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP as _T

from rules.editions.common import RaceEnded, RaceStarted
from rules.events import CardPlayed, FirstCard
from uno_desktop.ui.present import classic, common, presents
from uno_desktop.ui.present.stage import Lines, Stage

EDITION = "speed_racer"

LOG = Lines("Devices", {
    "race_racer_x": _T("Devices", "Racer X! The race starts at {value}."),
})


@presents("race_started", edition=EDITION)
def race_started(event: RaceStarted, stage: Stage) -> int:
    common.race_started(event, stage, LOG, "race_racer_x")
    stage.cue("racer", "started", value=event.value)
    return 900


@presents("race_ended", edition=EDITION)
def race_ended(event: RaceEnded, stage: Stage) -> int:
    duration = common.race_ended(event, stage)
    stage.cue("racer", "ended", loser=event.loser)
    return duration


@presents("card_played", edition=EDITION)
def card_played(event: CardPlayed, stage: Stage) -> int:
    duration = classic.card_played(event, stage)
    if stage.devices.race_kind == "racer_x":  # another car in the race
        stage.devices.race_chain += 1
        stage.cue("racer", "played", chain=stage.devices.race_chain, card=stage.url(event.card),
                  number=-1 if event.card.number is None else event.card.number)
    return duration


@presents("first_card", edition=EDITION)
def first_card(event: FirstCard, stage: Stage) -> int:
    duration = classic.first_card(event, stage)
    stage.cue("racer", "revealed", card=stage.url(event.card), returned=event.returned)
    return duration
