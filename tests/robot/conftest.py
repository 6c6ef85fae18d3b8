"""The robot's tests: Qt offscreen on the UI tests' screen (tests/ui/offscreen.py, before
any QApplication exists), the UI tests' helpers (scenes, layout, ui_helpers) and the
edition tests' stacked decks on the path. The robot itself notes Qt's warnings as
findings (``qt``), each test fails on any finding."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
for extra in (HERE.parent / "ui", HERE.parent / "rules" / "editions", HERE):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

import offscreen  # noqa: E402,F401 (the platform, before Qt loads)
