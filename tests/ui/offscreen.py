"""The offscreen platform the Qt tests run on, set before any QApplication exists (the UI
tests' and the robot's conftests import this first): one 1600×900 screen (its own default
is 800×600), so the first window, 80 % of it, is the 1280×720 the tests were written at
(``shell.first_window``); no audio device's noise."""

from __future__ import annotations

import json
import os
import tempfile

SCREEN = (1600, 900)
if "configfile" not in os.environ.get("QT_QPA_PLATFORM", ""):
    _SCREEN_DIR = tempfile.TemporaryDirectory(prefix="uno-ui-screen-")  # removed at the exit
    _SCREEN_FILE = os.path.join(_SCREEN_DIR.name, "screen.json")
    with open(_SCREEN_FILE, "w", encoding="utf-8") as _f:
        json.dump({"screens": [{"name": "Test", "x": 0, "y": 0, "width": SCREEN[0],
                                "height": SCREEN[1], "logicalDpi": 96, "logicalBaseDpi": 96,
                                "dpr": 1}]}, _f)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN_FILE}"
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
