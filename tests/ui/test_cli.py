"""The console entry point: ``--self-test`` renders a seeded table offscreen and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_self_test_exits_zero(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", UNO_DESKTOP_CONFIG_DIR=str(tmp_path),
               PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-m", "uno_desktop", "--self-test"], env=env,
                            capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok" in result.stdout


def test_host_without_lan_module_is_a_clear_error(monkeypatch):
    import importlib.util

    from uno_desktop import __main__ as cli

    if importlib.util.find_spec("uno_desktop.net.headless") is not None:
        return  # the LAN host exists: nothing to check here
    assert cli.main(["host"]) == 2
