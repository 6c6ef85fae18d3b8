"""UNO Flash on the table: the flash unit's pick and time limit, and the SLAP race.
Scenes: ``devices/FlashUnit.qml``, ``devices/SlapRace.qml``."""

from __future__ import annotations

from rules.editions.common import FlashPicked, RaceEnded, RaceStarted
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.present import common, presents
from uno_desktop.ui.present.stage import Lines, Stage

EDITION = "flash"

LOG = Lines("Devices", {
    "flash_picked": _T("Devices", "The flash unit picks {seat}."),
    "flash_picked@seat": _T("Devices", "The flash unit picks you."),
    "race_slap": _T("Devices", "SLAP! Everyone hits the buzzer."),
})
STAGE = Lines("DeviceStage", {
    "slap": _T("DeviceStage", "SLAP!"),
    "slap_text": _T("DeviceStage", "Everyone hits the buzzer — the last one draws 2"),
})


@presents("flash_picked", edition=EDITION)
def flash_picked(event: FlashPicked, stage: Stage) -> int:
    stage.tell(LOG, "flash_picked", seat=stage.who(event.seat))  # as it lands
    stage.sound("beep")
    stage.cue("flashUnit", "pick", seat=event.seat, limitMs=event.limit_ms)
    return 700


@presents("race_started", edition=EDITION)
def race_started(event: RaceStarted, stage: Stage) -> int:
    """The buzzer is live as soon as the SLAP card has landed, and the race counts from
    then for everyone: the banner plays on while the race runs, the queue does not wait.
    A screen reader says the banner at once, as the buzzer sounds (its weight, ``race``,
    goes before every line still waiting): the cue a blind player races to with Space."""
    common.race_started(event, stage, LOG, "race_slap")
    stage.sound("buzzer")
    stage.banner(STAGE("slap"), STAGE("slap_text"), 900, weight="race")
    return 0


@presents("race_ended", edition=EDITION)
def race_ended(event: RaceEnded, stage: Stage) -> int:
    duration = common.race_ended(event, stage)
    stage.cue("slapRace", "ended", loser=event.loser)
    return duration
