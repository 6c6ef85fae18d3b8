"""Orca itself, with every line it speaks written to a file as it speaks it.

Run with the system Python that has Orca (Debian's ``orca`` package), inside the D-Bus
session and on the X display of the game under test::

    /usr/bin/python3 tests/a11y/orca_speech.py SPEECH_LOG PREFS_DIR

This is Orca's own launcher (``/usr/bin/orca``) less three things a test cannot use: it
does not refuse to start beside another user's Orca (``pgrep -x orca``: tests of other
checkouts may run at the same time), it loads its settings from ``PREFS_DIR``, and it adds
one handler to Orca's own ``speech`` log, the one Orca's regression tests read: every
``SPEECH OUTPUT: '…'`` line Orca hands to its speech server is appended to ``SPEECH_LOG``
and flushed at once (Orca's ``--debug-file`` is block-buffered and far larger; with
``UNO_ORCA_DEBUG=FILE`` set, that log is written too, line by line, to ``FILE``).
"""

from __future__ import annotations

import logging
import os
import sys


def main(speech_log: str, prefs_dir: str) -> int:
    sys.argv[0] = "uno-test-orca"
    from orca import debug, speech  # noqa: F401  (speech creates the "speech" log)

    handler = logging.FileHandler(speech_log, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(message)s"))
    logging.getLogger("speech").addHandler(handler)

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


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], sys.argv[2]))
