"""UNO Speed Racer on the table: Racer X's race, card by card. Scene:
``devices/RacerScene.qml``."""

from __future__ import annotations

from rules.editions.common import RaceEnded, RaceStarted
from rules.events import CardPlayed, FirstCard
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N
from uno_desktop.ui.present import classic, common, presents
from uno_desktop.ui.present.stage import Lines, Stage

EDITION = "speed_racer"

LOG = Lines("Devices", {
    "race_racer_x": _T("Devices", "Racer X! The race starts at {value}."),
    "racer_turned": _T("Devices", "Racer X turns up {card}."),
    # what the race's panel counts, heard as it grows (it was only seen)
    "race_chain": _N("Devices", "Chain: %n card(s).", None, 1),
})


@presents("race_started", edition=EDITION)
def race_started(event: RaceStarted, stage: Stage) -> int:
    common.race_started(event, stage, LOG, "race_racer_x")
    stage.say(LOG, "race_racer_x", value=event.value)  # (Flash's race says its banner)
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
        stage.say(LOG, "race_chain", count=stage.devices.race_chain)
        stage.cue("racer", "played", chain=stage.devices.race_chain, card=stage.url(event.card),
                  number=-1 if event.card.number is None else event.card.number)
    return duration


def _racer_turns(stage: Stage) -> bool:
    """Whether the card being turned is Racer X's: its race starts before anyone plays."""
    for event in stage.upcoming():
        if isinstance(event, RaceStarted):
            return True
        if not isinstance(event, FirstCard):
            return False
    return False


@presents("first_card", edition=EDITION)
def first_card(event: FirstCard, stage: Stage) -> int:
    """The hand's start card, or a card Racer X turns up mid-hand: that one is no "first
    card" (issue 30: "The first card is blue 7" after Racer X)."""
    if not _racer_turns(stage) or event.returned:
        duration = classic.first_card(event, stage)
    else:
        card = event.card
        stage.tell(LOG, "racer_turned", card=card)
        stage.lay(card)
        stage.sound("play")
        stage.cue("table", "turnFirstCard", card=stage.url(card), returned=False)
        duration = 380
    stage.cue("racer", "revealed", card=stage.url(event.card), returned=event.returned)
    return duration
