"""FC Bayern's kit: what the app adds to :mod:`rules.editions.fc_bayern`."""

from __future__ import annotations

from uno_desktop.ui.kits import Kit, register
from uno_desktop.ui.marks import mark as _T

STATUS: dict[str, str] = {
    "captain": _T("Devices", "Captain: move the hands, swap two, or keep them"),
}

KIT = register(Kit(
    "fc_bayern",
    name=_T("Edition", "FC Bayern"),
    rules=_T("EditionRules", "Captain: all hands move one seat to the left or right, two "
                    "players of your choice swap hands, or nothing happens. Then you choose the "
                    "colour."),
    status=STATUS,
    device_decisions=frozenset({"captain"}),
    device_tags=frozenset({"rotate_hands", "swap_pair"}),
    scenes=("CaptainPanel.qml",),
))
