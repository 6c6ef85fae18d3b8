"""Toy Story 3's kit: what the app adds to :mod:`rules.editions.toy_story3`."""

from __future__ import annotations

from uno_desktop.ui.kits import Kit, register
from uno_desktop.ui.marks import mark as _T

STATUS: dict[str, str] = {
    # The Lotso player shows nothing: every other seat shows a card of the colour or draws 3,
    # and if all of them can, the Lotso player draws 3 (docs/rules.md §3.10)
    "lotso_name": _T("Devices", "Lotso: name a colour; who shows none draws 3, and if all "
                                "can, you draw 3"),
}

KIT = register(Kit(
    "toy_story3",
    name=_T("Edition", "Toy Story 3"),
    rules=_T("EditionRules", "Lotso: name a colour; every other player must show a card "
                     "of it or draw three. If everyone can, you draw three. Then you choose the "
                     "colour."),
    status=STATUS,
    device_decisions=frozenset({"lotso_name"}),
    device_tags=frozenset({"name_color"}),
    scenes=("LotsoScene.qml", "LotsoNamer.qml"),
))
