"""tests/bench/bench_table.py, the table's price, still runs and prints its figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_table.py"


@pytest.mark.slow  # a whole app in a process of its own (~3 s)
def test_the_table_bench_prints_its_figures(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", UNO_DESKTOP_CONFIG_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, str(BENCH), "--source", "--runs", "1",
                           "--warmup", "0", "--json"], capture_output=True, text=True,
                          env=env, timeout=180, check=False)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["table_dealt_ms_cpu"] > 0
    assert set(figures["signal_ms_cpu"]) == {"stateChanged", "controlsChanged", "overlayChanged"}
    assert "rules core" in done.stderr
