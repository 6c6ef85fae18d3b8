"""UNO Tippo on the table: two pans instead of one discard pile, filled card by card until
the scale tips. Scene: ``devices/TippoScale.qml``."""

from __future__ import annotations

from rules.editions.common import PanFilled, ScaleSettled, ScaleTipped
from rules.events import CardPlayed
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.present import classic, presents
from uno_desktop.ui.present.stage import Lines, Stage

EDITION = "tippo"

LOG = Lines("Devices", {
    "scale_settled": _T("Devices", "The scale holds: {left} – {right}."),
    "scale_tipped": _T("Devices", "The scale tips! {seat} placed the last card."),
    "scale_tipped@seat": _T("Devices", "The scale tips! You placed the last card."),
    "pan_filled": _T("Devices", "{seat} drops {card} on the {pan} pan."),
    "pan_filled@seat": _T("Devices", "You drop {card} on the {pan} pan."),
    "left": _T("Devices", "left"),
    "right": _T("Devices", "right"),
})
STAGE = Lines("DeviceStage", {
    "tips": _T("DeviceStage", "The scale tips!"),
    "tips_text": _T("DeviceStage", "{seat} placed the last card"),
    "tips_text@seat": _T("DeviceStage", "You placed the last card"),
})


def _landing_pan(stage: Stage) -> int | None:
    """The pan the card being played lands on: the scale's next event says."""
    for event in stage.upcoming():
        if isinstance(event, ScaleSettled | ScaleTipped):
            return event.pan  # only a card on the heavier pan can tip the scale
        if isinstance(event, CardPlayed):
            break
    return None


@presents("card_played", edition=EDITION)
def card_played(event: CardPlayed, stage: Stage) -> int:
    duration = classic.card_played(event, stage)
    pan = _landing_pan(stage)
    if pan is not None:
        # the card shows on its pan once it has flown there
        stage.cue("tippoScale", "landOnPan", pan=pan, card=stage.url(event.card),
                  code=event.card.code, duration=duration * stage.factor)
    return duration


@presents("scale_settled", edition=EDITION)
def scale_settled(event: ScaleSettled, stage: Stage) -> int:
    stage.tell(LOG, "scale_settled", left=event.left, right=event.right)
    stage.sound("creak")
    stage.cue("tippoScale", "scaleSettled", pan=event.pan, left=event.left, right=event.right)
    return 450


@presents("scale_tipped", edition=EDITION)
def scale_tipped(event: ScaleTipped, stage: Stage) -> int:
    stage.log(LOG, "scale_tipped", "hot", seat=stage.who(event.seat))
    stage.sound("tip")
    stage.cue("tippoScale", "scaleTipped", seat=event.seat, pan=event.pan, left=event.left,
              right=event.right)
    stage.banner(STAGE("tips"), stage.line(STAGE, "tips_text", seat=stage.who(event.seat)))
    return 1700


@presents("pan_filled", edition=EDITION)
def pan_filled(event: PanFilled, stage: Stage) -> int:
    stage.tell(LOG, "pan_filled", seat=stage.who(event.seat), card=event.card,
               pan=lambda: LOG("left" if event.pan == 0 else "right"))
    stage.cue("tippoScale", "filled", seat=event.seat, pan=event.pan,
              card=stage.url(event.card), code=event.card.code)
    return 550
