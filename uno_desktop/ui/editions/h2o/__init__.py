"""H2O's kit: what the app adds to :mod:`rules.editions.h2o`."""

from __future__ import annotations

from uno_desktop.ui.kits import Kit, register
from uno_desktop.ui.marks import mark as _T

KIT = register(Kit(
    "h2o",
    name=_T("Edition", "H2O"),
    rules=_T("EditionRules", "Wild Downpour Draw One and Two: you choose the colour and "
              "every other player draws one or two cards. Nobody is skipped. A Downpour card "
              "may not be played on a pending draw penalty, nor on a Wild Draw Four."),
    scenes=("DownpourScene.qml",),
))
