"""Python's garbage collector in the game's processes: run on the Qt thread, where no one waits.

Python collects its young objects whenever 700 more were made than freed, on whichever
thread makes the 700th. The game runs Python on other threads too: zeroconf's (the LAN
list, a room's announcement and its withdrawal), the autosave's writer, Qt's image thread
drawing the card art. A Python-owned Qt object freed there (a closed room's server, sockets
and timers, held in a reference cycle by its signals' lambdas) is a QObject deleted off its
thread: Qt says its timers and socket notifiers "cannot be stopped from another thread",
then crashes in its event loop (a test worker did, zeroconf's thread withdrawing a closed
room's announcement; ``tests/test_collector.py`` shows the crash and its cure). And on the
Qt thread a collection can hold a networked game's action: a middle one took ~0.6 ms in
the host and 1-4 ms in a bot guest (issue 41's slowest actions).

During the app's start-up (:func:`hold`) a collection waits for 100,000 new objects: the
~25,000 that PySide6, the game's modules and the window make live as long as the game,
yet each 700 new ones set off a collection scanning the young ones again (~50 before the
first table frame, ~15 ms of the GUI thread's CPU); no Qt garbage exists yet.
Once a process's start-up is over, :func:`settle` collects once, freezes what start-up
made (it lives as long as the process: never scanned again) and switches Python's
automatic collections off. The collections Python's own thresholds call for are run by
:func:`idle` on the thread that calls it: a networked process calls it where it has just
sent what everybody waited for (the host: every seat's update written; a bot guest: an
update it did not answer), and a process with Qt calls it on a Qt timer as well, for the
stretches with no such point (the window between moves, a host in a burst of messages).
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QTimer

EVERY_MS: Final = 1000
"""How often the Qt timer of a settled process runs :func:`idle`. A game makes a few
thousand objects a second (a bot game at the fastest animations: two young collections a
second by Python's thresholds), so a second's garbage is small and one collection of it
short."""

PYTHON_THRESHOLDS: Final = gc.get_threshold()
"""Python's own thresholds (as this module found them): the ones :func:`idle` collects by
once the process settled."""
START_UP_THRESHOLD: Final = 100_000

_settled = False

_timer: QTimer | None = None


def hold() -> None:
    """Start-up begins: collections wait for :data:`START_UP_THRESHOLD` new objects."""
    gc.set_threshold(START_UP_THRESHOLD, *PYTHON_THRESHOLDS[1:])


def settle(qt_parent: QObject | None = None, *, collect: bool = True) -> None:
    """Start-up is over: collected once (unless not ``collect``), frozen, and from now on
    collected only by :func:`idle`, by Python's own thresholds (``qt_parent``: a process
    with a Qt event loop, whose timer under it runs :func:`idle` every :data:`EVERY_MS` on
    the Qt thread). Settling again (a bot that reconnects) collects and freezes again."""
    global _settled, _timer
    _settled = True
    gc.disable()
    gc.set_threshold(*PYTHON_THRESHOLDS)
    if collect:
        gc.collect()
    gc.freeze()
    if qt_parent is not None and _timer is None:
        from PySide6.QtCore import Qt, QTimer

        _timer = QTimer(qt_parent)
        _timer.setTimerType(Qt.TimerType.VeryCoarseTimer)  # whole seconds, with the others
        _timer.timeout.connect(idle)
        _timer.start(EVERY_MS)


def settled() -> bool:
    """Whether this process handed its collections to :func:`idle`."""
    return _settled


def idle() -> int:
    """Nobody waits for this thread now: the collection Python's thresholds call for is run
    (returns its generation, ``-1`` for none). A process that did not :func:`settle` gets
    young collections only, where Python would have run them anyway (its full ones stay
    Python's own, with their guard against running too often), and none while its
    collector is off."""
    thresholds = PYTHON_THRESHOLDS if _settled else gc.get_threshold()
    young, middle, old = gc.get_count()
    if young <= thresholds[0] or not (_settled or gc.isenabled()):
        return -1
    generation = 0  # Python's own rule: a generation is due once its count passes its
    if middle > thresholds[1]:  # threshold (the middle's counts young collections, ...)
        generation = 2 if _settled and old > thresholds[2] else 1
    gc.collect(generation)
    return generation
