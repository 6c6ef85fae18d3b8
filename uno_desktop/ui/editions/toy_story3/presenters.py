"""UNO Toy Story 3 on the table: Lotso names a colour, everyone shows it or draws. Scene:
``devices/LotsoScene.qml``."""

from __future__ import annotations

from rules.editions.common import Named
from rules.events import CardsDrawn, CardsRevealed
from uno_desktop.ui.present import classic, common, presents
from uno_desktop.ui.present.stage import Stage

EDITION = "toy_story3"


@presents("named", edition=EDITION)
def named(event: Named, stage: Stage) -> int:
    label = common.named(event, stage)
    stage.cue("lotso", "named", seat=event.seat, what=event.what, value=event.value,
              label=label)
    return 900


@presents("cards_revealed", edition=EDITION)
def cards_revealed(event: CardsRevealed, stage: Stage) -> int:
    """A card shown for Lotso goes into the Lotso scene's list, not into the table's own
    reveal: that stood over the piles too and covered the scene's words."""
    if event.reason != "lotso":
        return classic.cards_revealed(event, stage)
    classic.reveal_logged(event, stage)
    stage.cue("lotso", "showed", seat=event.seat, cards=[stage.url(c) for c in event.cards])
    return classic.REVEAL_MS


@presents("cards_drawn", edition=EDITION)
def cards_drawn(event: CardsDrawn, stage: Stage) -> int:
    duration = classic.cards_drawn(event, stage)
    if event.reason == "lotso":
        stage.cue("lotso", "drew", seat=event.seat, count=event.count)
    return duration
