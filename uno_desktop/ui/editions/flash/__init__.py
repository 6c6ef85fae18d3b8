"""Flash's kit: what the app adds to :mod:`rules.editions.flash`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.editions.common import Slap
from uno_desktop.ui.kits import DeviceBehaviour, DeviceControls, Kit, register
from uno_desktop.ui.marks import mark as _T

if TYPE_CHECKING:
    from rules import PlayerView

STATUS: dict[str, str] = {
    "slap_race": _T("Devices", "SLAP! Hit the buzzer"),
}

OPTION: dict[str, str] = {
    "flash_next": _T("Option", "The flash unit picks"),
    "flash_time_limit": _T("Option", "Time per turn"),
}

OPTION_HELP: dict[str, str] = {
    "flash_next": _T("OptionHelp", "How the unit chooses who plays next."),
    "flash_time_limit": _T("OptionHelp", "Too slow: draw two cards."),
}

class Buzzer(DeviceBehaviour):
    """The SLAP race: every seat that may still hit the buzzer is told to, not only the one
    the race is shown for."""

    def status(self, ctl: DeviceControls, view: PlayerView) -> str | None:
        if not ctl.is_mine() and view.decision == "slap_race" and ctl.legal_has(Slap):
            return ctl.status("slap_race")
        return None


KIT = register(Kit(
    "flash",
    name=_T("Edition", "Flash"),
    rules=_T("EditionRules", "The flash unit picks who plays next, at random, and gives a few "
                "seconds to play; too slow means drawing two. SLAP replaces Reverse: everyone "
                "hits the buzzer and the last one draws two."),
    texts={"option": OPTION, "option_help": OPTION_HELP},
    status=STATUS,
    device_decisions=frozenset({"slap_race"}),
    device_tags=frozenset({"slap"}),
    device=Buzzer(),
    scenes=("FlashUnit.qml", "SlapRace.qml"),
))
