"""Speed Racer's kit: what the app adds to :mod:`rules.editions.speed_racer`."""

from __future__ import annotations

from uno_desktop.ui.kits import Kit, register
from uno_desktop.ui.marks import mark as _T

STATUS: dict[str, str] = {
    "race": _T("Devices", "Racer X: play the next number or give up"),
}

PROMPTS: dict[str, dict[tuple[str, ...], str]] = {
    # A device decision's line by the answers legal now (texts.pick_prompt): only those
    "race": {("pass", "play"): STATUS["race"],
             ("pass",): _T("Devices", "Racer X: you hold no next number, give up")},
}

KIT = register(Kit(
    "speed_racer",
    name=_T("Edition", "Speed Racer"),
    rules=_T("EditionRules", "Racer X: the top card of the draw pile is turned. From "
                      "the next player on, everyone must play the next higher number in any "
                      "colour (after 9 comes 0). Whoever cannot loses the race and draws three."),
    status=STATUS,
    prompts=PROMPTS,
    device_decisions=frozenset({"race"}),
    scenes=("RacerScene.qml",),
    hand_decisions=frozenset({"race"}),
))
