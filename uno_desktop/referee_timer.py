"""The referee on one Qt timer: every table's adapter wakes it the same way.

The :class:`~uno_desktop.referee.Referee` answers "apply this now" and "wake me at t"; this
is the one place that turns the second answer into a single-shot ``QTimer``, re-armed after
every step, for the game on this computer (``LocalTransport``) and the host of a networked
one alike.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from uno_desktop import qtcompat
from uno_desktop.referee import Referee

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references


class RefereeTimer(QObject):
    """Calls ``referee.tick`` when it is due; :meth:`arm` after anything the referee was
    told (an action, an acknowledgement, a seat's change); ``after_tick`` runs after each
    step (the host pushes what the step queued)."""

    def __init__(self, referee: Referee, parent: QObject | None = None,
                 after_tick: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.referee = referee
        self.after_tick = after_tick
        self._stopped = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)

    def arm(self) -> None:
        """Wake when the referee next has something to do (or not at all)."""
        if self._stopped:
            return
        wait = self.referee.wait_ms()
        if wait is None:
            self._timer.stop()
        else:
            self._timer.start(wait)

    def stop(self) -> None:
        """For good: nothing is ticked or armed afterwards."""
        self._stopped = True
        self._timer.stop()

    def _tick(self) -> None:
        if self._stopped:
            return
        self.referee.tick()
        self.arm()
        if self.after_tick is not None:
            self.after_tick()
