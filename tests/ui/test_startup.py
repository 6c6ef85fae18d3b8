"""A normal start prints nothing of Qt's: the real window (under Xvfb), the menu, a few
seconds. With no sound server to answer (this test points the client at none) the one line
is the game's own, saying it plays silently."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DRIVER = """
from PySide6.QtCore import QCoreApplication, QTimer
from uno_desktop import app
app.ensure_qapp()
QTimer.singleShot(2500, QCoreApplication.quit)
raise SystemExit(app.run())
"""


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs xvfb-run")
def test_a_normal_start_prints_nothing(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "QT_LOGGING_RULES", "LANGUAGE", "LC_ALL",
                        "LC_MESSAGES")}
    env["LANG"] = "en_GB.UTF-8"  # the line below in English
    env["UNO_DESKTOP_CONFIG_DIR"] = str(tmp_path)
    env["PYTHONPATH"] = str(ROOT)
    env["PULSE_SERVER"] = "unix:/nonexistent"  # the same here and on a machine with one
    done = subprocess.run(["xvfb-run", "-a", sys.executable, "-c", DRIVER], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    said = (done.stdout + done.stderr).strip().splitlines()
    assert len(said) == 1 and said[0].startswith("uno-desktop: no sound, ") \
        and said[0].endswith("; playing silently"), said


def test_a_stale_wrapper_at_the_windows_address_is_taken_for_the_window(qapp):
    """PySide6 6.12 can hand back the wrapper of a destroyed object that lived at a new
    window's address (a bare QMetaObject: a full CI run met it as the UI tests loaded their
    next game); ``App.load`` takes the window all the same."""
    import gc

    import shiboken6
    from PySide6.QtCore import QByteArray, QMetaObject
    from PySide6.QtQml import QQmlApplicationEngine

    from uno_desktop import app

    engine = QQmlApplicationEngine()
    engine.loadData(QByteArray(b"import QtQuick\nWindow { title: 'probe' }"))
    root = engine.rootObjects()[0]
    address = shiboken6.getCppPointer(root)[0]
    del root
    gc.collect()
    stale = shiboken6.wrapInstance(address, QMetaObject)  # a meta-object's, left behind
    window = app.the_window(engine.rootObjects()[0])
    assert window.title() == "probe"
    assert hasattr(window, "frameSwapped")
    assert engine.rootObjects()[0] is window
    assert not shiboken6.isValid(stale) or type(stale) is not QMetaObject
    engine.deleteLater()
