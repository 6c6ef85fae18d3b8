"""FIFA World Cup 2006's kit: what the app adds to :mod:`rules.editions.fifa2006`."""

from __future__ import annotations

from uno_desktop.ui.kits import Kit, register
from uno_desktop.ui.marks import mark as _T

KIT = register(Kit(
    "fifa2006",
    name=_T("Edition", "FIFA World Cup 2006"),
    rules=_T("EditionRules", "Offside: play it on a Draw Two or Wild Draw Four aimed at you "
                   "and nobody draws; you choose the colour. On your own turn it is a Wild."),
    shared=frozenset({"offside"}),  # its flag (present/common.py) on the device stage
))
