"""Kick's kit: what the app adds to :mod:`rules.editions.kick`."""

from __future__ import annotations

from uno_desktop.ui.kits import Kit, register
from uno_desktop.ui.marks import mark as _T

STATUS: dict[str, str] = {
    "kick_opponent": _T("Devices", "Choose your opponent for the penalty kick"),
}

DECISION: dict[str, str] = {
    "kick_opponent": _T("Decision", "Choose your opponent for the penalty kick"),
}

OPTION: dict[str, str] = {
    "kick_opponent": _T("Option", "Penalty kick opponent"),
}

OPTION_HELP: dict[str, str] = {
    "kick_opponent": _T("OptionHelp", "Who takes the penalty kick against the player."),
}

KIT = register(Kit(
    "kick",
    name=_T("Edition", "Kick"),
    rules=_T("EditionRules", "Penalty Kick: a duel against an opponent. Both lay their highest "
               "number card; the lower one takes all the duel's cards plus two penalty cards. "
               "Then the player chooses the colour."),
    texts={"decision": DECISION, "option": OPTION, "option_help": OPTION_HELP},
    status=STATUS,
    device_decisions=frozenset({"kick_opponent"}),
    device_tags=frozenset({"choose_seat"}),
))
