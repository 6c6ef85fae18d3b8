"""The edition devices' controls on the table: the Python half of ``qml/devices/``.

The core has already decided every device outcome, and the presenters of
:mod:`uno_desktop.ui.present` show each device event (the wheel's spin, the launcher's
shot, …). What stays here is what the device components bind to between events: the
state of the pending device decision (:class:`DeviceState` and the view's public
``edition_state``), which of its controls are offered, and turning clicks on them (and on
hand cards that mean something else here: a discard, a pick before choosing a scale pan)
into core actions.

The :class:`~uno_desktop.ui.controller.GameController` calls :meth:`on_view` after each
view, :meth:`handles` (edition actions these controls cover, kept out of the generic button
row) and :meth:`intercept_play`; the controls reach it through
:class:`~uno_desktop.ui.kits.GameApi` only.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from uno_desktop.ui import kits
from uno_desktop.ui.deviceparts.inputs import DeviceInputs
from uno_desktop.ui.deviceparts.view import DEFAULT_EDITION
from uno_desktop.ui.kits import GameApi
from uno_desktop.ui.present.stage import DeviceState


class DeviceController(DeviceInputs, QObject):
    """Device state and controls for the table's ``DeviceLayer`` (see module docstring),
    stacked from :mod:`uno_desktop.ui.deviceparts`."""

    def __init__(self, game: GameApi, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.scene_state = DeviceState()
        self._kit = kits.kit(DEFAULT_EDITION)
        self.reset()
