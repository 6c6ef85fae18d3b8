"""UNO FC Bayern on the table: the Captain moves the hands (every hand one seat, or two
swapped) or none at all, which the log says too (issue 38: a Captain without an exchange
read as a plain Wild). Scene: ``CaptainPanel.qml`` for the choice; the hands slide as in
classic."""

from __future__ import annotations

from rules.editions.fc_bayern import CAPTAIN
from rules.events import CardPlayed, ColorChosen, HandsRotated, HandsSwapped
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.present import classic, presents
from uno_desktop.ui.present.stage import Lines, Stage

EDITION = "fc_bayern"

LOG = Lines("Devices", {
    "captain_kept": _T("Devices", "{seat} moves no hands with the Captain."),
    "captain_kept@seat": _T("Devices", "You move no hands with the Captain."),
})


@presents("card_played", edition=EDITION)
def card_played(event: CardPlayed, stage: Stage) -> int:
    if event.card.kind == CAPTAIN:
        stage.devices.captain = event.seat  # until the hands move or the colour is named
    return classic.card_played(event, stage)


@presents("hands_swapped", edition=EDITION)
def hands_swapped(event: HandsSwapped, stage: Stage) -> int:
    stage.devices.captain = -1
    return classic.hands_swapped(event, stage)


@presents("hands_rotated", edition=EDITION)
def hands_rotated(event: HandsRotated, stage: Stage) -> int:
    stage.devices.captain = -1
    return classic.hands_rotated(event, stage)


@presents("color_chosen", edition=EDITION)
def color_chosen(event: ColorChosen, stage: Stage) -> int:
    """The colour after a Captain that moved nothing: the log says no hand moved first."""
    if stage.devices.captain == event.seat:
        stage.tell(LOG, "captain_kept", seat=stage.who(event.seat))
    stage.devices.captain = -1
    return classic.color_chosen(event, stage)
