"""Python's garbage collector in a networked game's processes: run where no player waits.

Python collects its young objects whenever 700 more were made than freed, wherever that
happens: in the host mid-action, before the seats' updates are written, or in a guest
while it opens an update. A collection of the middle generation took ~0.6 ms in the host
and ~1-4 ms in a bot guest not frozen after start-up (issue 41's slowest actions: one of
nine guests collecting holds the action until it is done). The same collections, by
Python's own thresholds, are run by :func:`idle` at the points where the process has just
sent what everybody waited for (the host: every seat's update written; a bot guest: its
update handled and its move sent), and :func:`settle` hands them over to it once a
process's start-up is done. No Qt, no sockets: the caller says when it is idle.
"""

from __future__ import annotations

import gc
from typing import Final

SAFETY_THRESHOLD: Final = 50_000
"""Python's own young-generation threshold once :func:`settle` handed the collections to
:func:`idle`: automatic collections stay as a safety net for a process that stops calling
:func:`idle` (a burst of messages with nothing to send), ~70 times as far apart."""

_thresholds: tuple[int, int, int] | None = None
"""Python's thresholds before :func:`settle`: the ones :func:`idle` collects by (``None``:
this process never settled; :func:`idle` then collects the young generations only where
Python would have anyway)."""


def settle() -> None:
    """Start-up is over: what it made lives as long as the process, so it is collected
    once and frozen (never scanned again), and from now on the collections are run by
    :func:`idle`, at the process's quiet points."""
    global _thresholds
    if _thresholds is None:
        _thresholds = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(SAFETY_THRESHOLD, *_thresholds[1:])


def idle() -> int:
    """The process sent what everybody waited for: the collection Python's thresholds call
    for is run now (returns its generation, ``-1`` for none). A process that did not
    :func:`settle` gets young collections only (its full ones stay Python's own, with their
    guard against running too often)."""
    thresholds = _thresholds or gc.get_threshold()
    young, middle, old = gc.get_count()
    if young <= thresholds[0] or not gc.isenabled():
        return -1
    generation = 0  # Python's own rule: a generation is due once its count passes its
    if middle > thresholds[1]:  # threshold (the middle's counts young collections, ...)
        generation = 2 if _thresholds is not None and old > thresholds[2] else 1
    gc.collect(generation)
    return generation
