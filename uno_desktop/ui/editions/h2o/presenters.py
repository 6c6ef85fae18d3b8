"""UNO H2O on the table: a Downpour card makes everyone else draw. Scene:
``devices/DownpourScene.qml``."""

from __future__ import annotations

from rules.events import CardPlayed, CardsDrawn
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N
from uno_desktop.ui.present import classic, presents
from uno_desktop.ui.present.stage import Lines, Stage

EDITION = "h2o"
DOWNPOURS = {"downpour_draw_one": 1, "downpour_draw_two": 2}

STAGE = Lines("DeviceStage", {
    "downpour": _T("DeviceStage", "Downpour!"),
    "downpour_text": _N("DeviceStage", "Everyone else draws %n", None, 1),
})


@presents("card_played", edition=EDITION)
def card_played(event: CardPlayed, stage: Stage) -> int:
    duration = classic.card_played(event, stage)
    count = DOWNPOURS.get(event.card.kind)
    if count:
        stage.cue("downpour", "reset")
        stage.banner(STAGE("downpour"), STAGE("downpour_text", count=count), 1800)
    return duration


@presents("cards_drawn", edition=EDITION)
def cards_drawn(event: CardsDrawn, stage: Stage) -> int:
    duration = classic.cards_drawn(event, stage)
    if event.reason == "downpour":
        stage.cue("downpour", "rain", seat=event.seat, count=event.count)
    return duration
