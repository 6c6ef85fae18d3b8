"""Cars's kit: what the app adds to :mod:`rules.editions.cars`."""

from __future__ import annotations

from uno_desktop.ui.kits import Kit, register
from uno_desktop.ui.marks import mark as _T

STATUS: dict[str, str] = {
    "victory_lap": _T("Devices", "Victory lap: keep this hand or pass the hands on"),
}

PROMPTS: dict[str, dict[tuple[str, ...], str]] = {
    "victory_lap": {("keep_hand", "pass_hands"): STATUS["victory_lap"],
                    ("keep_hand",): _T("Devices", "Victory lap: the hands have gone round, "
                                                  "keep this one")},
}

KIT = register(Kit(
    "cars",
    name=_T("Edition", "Cars"),
    rules=_T("EditionRules", "Victory Lap: all hands move one seat on, face down. You look at "
               "your new hand and keep it or pass the hands on again, until you keep one or "
               "your own returns. Then you choose the colour."),
    status=STATUS,
    prompts=PROMPTS,
    device_decisions=frozenset({"victory_lap"}),
    device_tags=frozenset({"keep_hand", "pass_hands"}),
    scenes=("VictoryLap.qml",),
))
