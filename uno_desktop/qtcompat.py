"""Work-around for a reference-count bug of the pinned Qt for Python, applied once per process.

PySide6 6.12.0 ships ``abi3`` binaries that, on CPython 3.11, hand out ``None``, ``True``
and ``False`` without taking a reference (fine on 3.12+, where those objects are
immortal). Every void Qt call (``QTimer.start``, a slot invoked by a timer) and every
``Signal.emit`` therefore drops one reference; after a few thousand calls CPython aborts
with ``none_dealloc``/``bool_dealloc``. :func:`apply` probes for the leak and, only when it
is there, does what 3.12 does: gives the three singletons a huge reference count so they
can never be freed. Idempotent, and a no-op on a fixed PySide6 or a newer Python.
Call it before the first Qt call (``uno_desktop.app`` and ``transport`` do).
"""

from __future__ import annotations

import sys

_applied = False
_BOOST = 1 << 40  # ~10^12 leaked calls before the count could reach zero again


def _leaks() -> bool:
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(8):
        probe.ping.emit()
        probe.blockSignals(False)
    after = sys.getrefcount(None), sys.getrefcount(True)
    return after[0] < before[0] or after[1] < before[1]


def apply() -> bool:
    """Make ``None``/``True``/``False`` effectively immortal if PySide6 leaks them.

    Returns whether the work-around was needed.
    """
    global _applied
    if _applied:
        return False
    _applied = True
    if sys.version_info >= (3, 12) or not _leaks():
        return False
    # ctypes' own C module, not the package: the package's start-up (its ~50 types, the
    # process's libc and libpython) cost ~1 ms before the first frame; a reference count
    # is one Py_ssize_t, and there it is 64 or 32 bits wide as a pointer is.
    from _ctypes import _SimpleCData

    class RefCount(_SimpleCData):  # type: ignore[type-arg]  # generic in the stubs only
        _type_ = "q" if sys.maxsize > 2**32 else "i"

    for obj in (None, True, False):
        RefCount.from_address(id(obj)).value += _BOOST
    return True
