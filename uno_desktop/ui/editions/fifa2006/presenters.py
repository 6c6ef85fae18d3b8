"""UNO FIFA 2006 on the table: Offside cancels a penalty. Scene:
``devices/OffsideScene.qml``."""

from __future__ import annotations

from rules.editions.common import EffectCancelled
from uno_desktop.ui.present import common, presents
from uno_desktop.ui.present.stage import Stage


@presents("effect_cancelled", edition="fifa2006")
def effect_cancelled(event: EffectCancelled, stage: Stage) -> int:
    return common.effect_cancelled(event, stage)
