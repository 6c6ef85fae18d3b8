"""Orca itself, with every line it speaks written to a file as it speaks it.

Run with the system Python that has Orca (Debian's ``orca`` package), inside the D-Bus
session and on the X display of the game under test::

    /usr/bin/python3 tests/a11y/orca_speech.py SPEECH_LOG PREFS_DIR [EVENT_LOG]

This is Orca's own launcher (``/usr/bin/orca``) less three things a test cannot use: it
does not refuse to start beside another user's Orca (``pgrep -x orca``: tests of other
checkouts may run at the same time), it loads its settings from ``PREFS_DIR``, and it adds
one handler to Orca's own ``speech`` log, the one Orca's regression tests read: every
``SPEECH OUTPUT: '…'`` line Orca hands to its speech server is appended to ``SPEECH_LOG``
and flushed at once (Orca's ``--debug-file`` is block-buffered and far larger; with
``UNO_ORCA_DEBUG=FILE`` set, that log is written too, line by line, to ``FILE``).

``EVENT_LOG`` (optional) gets one line for each AT-SPI event as Orca meets it, the way
accerciser lists them but seen from inside Orca: when it was queued (``Q``) or dropped
at once (``I``: Orca's event manager ignores it, e.g. a description change of an object
other than the focus while more than 100 events wait), dropped from the queue (``X``:
Orca prunes the queue during a flood), taken up (``P``), taken up unread (``F``, after
the ``P`` of a focus's arrival: as Orca worked on it, its debug log said it could not
read the game or the item, ``[DEAD]``, it said nothing, and the observer, asking about the
item at once, found the game not answering; as for a drop, Orca says nothing of the
item), and each line spoken (``S``),
with the time in milliseconds on the machine's monotonic clock (the game's own log of
what its voice said, ``atspi_game.py``, uses the same clock). Each event line also
carries its source's D-Bus path (known without asking the game, so an event whose source
Orca could not read still names it) and, for a drop, Orca's own reason (its debug
message) and how long Orca's check took: a source Orca "cannot read"
(``potentially-defunct``) is one that did not answer Orca's AT-SPI call, at once (the
object is gone) or only after the call's timeout (the game too busy to answer); and how
the observer had the source's role and name: from its earlier reading of the item (it
asks the game once per item), asked now, or why it could not (:func:`why_unread`: after
one call timed out, libatspi fails the next ones to the game at once, and Orca then drops
an event as from a "defunct source" without waiting; for such a drop the observer asks the
game about the item once more, at once, to tell which). It
shows how far Orca lags behind the game and why a line was said twice or not at all
(:mod:`orca_events` reads it).
"""

from __future__ import annotations

import logging
import os
import sys
import time
from typing import Any, TextIO


def main(speech_log: str, prefs_dir: str, event_log: str = "") -> int:
    sys.argv[0] = "uno-test-orca"
    from orca import debug, speech  # noqa: F401  (speech creates the "speech" log)

    handler = logging.FileHandler(speech_log, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(message)s"))
    logging.getLogger("speech").addHandler(handler)
    if event_log:
        watch_events(open(event_log, "w", encoding="utf-8", buffering=1))

    if os.environ.get("UNO_ORCA_DEBUG"):  # Orca's own debug log, line-buffered
        debug.debugLevel = debug.LEVEL_INFO
        debug.debugFile = open(os.environ["UNO_ORCA_DEBUG"], "w", buffering=1)

    from orca import orca

    manager = orca.getSettingsManager()
    if not manager:
        print("orca: no settings manager", file=sys.stderr)
        return 1
    manager.activate(prefs_dir, {})
    sys.path.insert(0, manager.getPrefsDir())
    debug.println(debug.LEVEL_INFO, "INFO: About to launch Orca (uno-desktop test).", True)
    return int(orca.main() or 0)


NAME_CHANGED = "object:property-change:accessible-name"
FOCUSED = "object:state-changed:focused"
UNREACHABLE = ("EVENT MANAGER: Getting script for [DEAD]", "WARNING: App is defunct",
               "WARNING: Exception when getting script", "EVENT MANAGER: Ignoring defunct",
               "ERROR: Exception getting state for event source", "DEAD: ",
               "ERROR: Cannot generate presentation dead obj")
"""Orca's debug messages, as it works on an event, where it could not read the event's
application or the item it was to present (``[DEAD]``: its call to the game failed)."""
UNREAD = "Orca took the focus up and could not read its item"
"""An ``F`` row's reason (see the module docstring)."""

DEFUNCT = "ERROR: Event is from defunct source"
"""Orca's reason where libatspi gave the source's state set as defunct: its call failed,
at once (the item gone, or the game held for hung) or after the timeout."""


def arrival(event: Any) -> bool:
    """Whether ``event`` says the focus came to its source."""
    return event.type == "focus:" or (event.type == FOCUSED and event.detail1 == 1)


def why_unread(error: Exception, took: float) -> str:
    """Why a source could not be read, as libatspi failed the call: ``timeout`` (the call
    waited out its 800 ms: the game did not answer in time), ``hung`` (after a call that
    timed out, libatspi fails every call to that application at once, "The process
    appears to be hung", until it answers a ping) or ``gone`` (the game answered: no
    such object)."""
    text = str(error)
    if "The process appears to be hung" in text:
        return "hung"
    # libdbus's NoReply; 500 ms: orca_events.TIMEOUT_MS (this runs in Orca's process)
    if took >= 0.5 or "Did not receive a reply" in text:
        return "timeout"
    return "gone"


def watch_events(out: TextIO) -> None:
    """Write what Orca's event manager does with each event to ``out`` (see the module
    docstring): its own methods, wrapped, so the log is what Orca itself met."""
    from orca import debug, event_manager

    start = 0.0  # the machine's monotonic clock, as the game's log of its voice has it
    reasons: list[str] = []  # Orca's debug messages while it decides to drop an event
    unreachable: list[str] = []  # those saying it could not read the game (UNREACHABLE)

    known: dict[str, str] = {}  # an item's path → its "role|name", read once
    spoken = [0]  # lines Orca has said so far

    def path_of(accessible: Any) -> str:
        try:  # held by the proxy itself: no call to the game
            return str(accessible.path)
        except Exception:
            return ""

    def read(accessible: Any, again: bool = False) -> tuple[str, str]:
        """``accessible``'s "role|name" and how the observer had it: ``""`` from an
        earlier reading (no call), ``asked`` (it asked the game now, and the game
        answered) or why it could not (:func:`why_unread`). The game is asked once per
        item (and a name change's event brings the new name), or ``again``: every call
        of the observer's own is one Orca would not make, and under load the one that
        times out starts libatspi's hold on the game, in which Orca drops events unread."""
        path = path_of(accessible)
        if path in known and not again:
            return known[path], ""
        asked = time.monotonic()
        try:
            text = f"{accessible.getRoleName()}|{accessible.name}"
        except Exception as exc:
            return "?|?", why_unread(exc, time.monotonic() - asked)
        if path:
            known[path] = text
        return text, "asked"

    def write(phase: str, event: Any, why: str = "", took: float = 0.0,
              asked: tuple[str, str] | None = None) -> None:
        source, how = "?|?", ""  # gone meanwhile, or not answering
        path = path_of(event.source)
        if event.type == NAME_CHANGED and path in known and isinstance(event.any_data, str):
            known[path] = known[path].split("|", 1)[0] + "|" + event.any_data
        if asked is not None:
            source, how = asked
        elif why == DEFUNCT:  # asked at once: the item gone, or the game held for hung?
            source, how = read(event.source, again=True)
        elif not why.startswith(("ERROR", "exception")):  # (asking again would wait again)
            source, how = read(event.source)
        data = event.any_data
        if not isinstance(data, str):
            data = read(data)[0] if data is not None else ""
        fields = [f"{(time.monotonic() - start) * 1000:.0f}", phase, event.type, source,
                  str(event.detail1), data, path, why, f"{took * 1000:.0f}", how]
        out.write("\t".join(f.replace("\t", " ").replace("\n", " ") for f in fields) + "\n")

    manager = event_manager.EventManager
    ignore, enqueue = manager._ignore, manager._addToQueue
    process, keep = manager._processObjectEvent, manager._processDuringFlood

    println = debug.println

    def noted(level: int, text: object = "", *args: Any, **kw: Any) -> None:
        if isinstance(text, str):
            if text.startswith(("EVENT MANAGER: Ignoring", "ERROR:", "EVENT MANAGER: source")):
                reasons.append(text)
            if text.startswith(UNREACHABLE):
                unreachable.append(text)
        println(level, text, *args, **kw)

    debug.println = noted

    def _ignore(self: Any, event: Any) -> bool:
        reasons.clear()
        took = time.monotonic()
        try:
            dropped = bool(ignore(self, event))
        except Exception:  # Orca's _enqueue drops it too
            write("I", event, "exception", time.monotonic() - took)
            raise
        if dropped:
            write("I", event, reasons[-1] if reasons else "", time.monotonic() - took)
        return dropped

    def _addToQueue(self: Any, event: Any, asyncMode: bool) -> None:
        if hasattr(event, "source"):
            write("Q", event)
        enqueue(self, event, asyncMode)

    def _processObjectEvent(self: Any, event: Any) -> None:
        write("P", event)
        if not arrival(event):
            process(self, event)
            return
        unreachable.clear()
        took, said = time.monotonic(), spoken[0]
        try:
            process(self, event)
        finally:
            took = time.monotonic() - took
            if unreachable and spoken[0] == said:  # the game's, or another item gone?
                asked = read(event.source, again=True)
                if asked[1] in ("hung", "timeout"):
                    write("F", event, UNREAD, took, asked)

    def _processDuringFlood(self: Any, event: Any) -> bool:
        kept = bool(keep(self, event))
        if not kept:
            write("X", event)
        return kept

    manager._ignore = _ignore
    manager._addToQueue = _addToQueue
    manager._processObjectEvent = _processObjectEvent
    manager._processDuringFlood = _processDuringFlood

    class Said(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            line = record.getMessage()
            if line.startswith("SPEECH OUTPUT: '"):
                spoken[0] += 1
                out.write(f"{(time.monotonic() - start) * 1000:.0f}\tS\t{line}\n")

    logging.getLogger("speech").addHandler(Said())


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:4]))
