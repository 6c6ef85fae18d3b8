"""Classic's kit: what the app adds to :mod:`rules.editions.classic`."""

from __future__ import annotations

from uno_desktop.ui.kits import Kit, register
from uno_desktop.ui.marks import mark as _T

KIT = register(Kit(
    "classic",
    # classic's presenters serve every edition (the shared layer), so they stay in ui/present
    presenters="uno_desktop.ui.present.classic",
    name=_T("Edition", "Classic"),
    rules=_T("EditionRules", "The classic deck of 108 cards: numbers 0–9 in four colours, "
                  "Skip, Reverse, Draw Two, Wild and Wild Draw Four."),
))
