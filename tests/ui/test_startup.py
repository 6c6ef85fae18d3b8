"""A normal start prints nothing: the real window (under Xvfb), the menu, a few seconds."""

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
           if k not in ("QT_QPA_PLATFORM", "QT_LOGGING_RULES")}
    env["UNO_DESKTOP_CONFIG_DIR"] = str(tmp_path)
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(["xvfb-run", "-a", sys.executable, "-c", DRIVER], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (done.stdout + done.stderr).strip() == ""
