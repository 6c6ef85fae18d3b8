"""UNO Kick on the table: the penalty-kick duel. Scene: ``devices/DuelScene.qml``."""

from __future__ import annotations

from rules.editions.common import DuelRound
from uno_desktop.ui.present import common, presents
from uno_desktop.ui.present.stage import Stage


@presents("duel_round", edition="kick")
def duel_round(event: DuelRound, stage: Stage) -> int:
    return common.duel_round(event, stage)
