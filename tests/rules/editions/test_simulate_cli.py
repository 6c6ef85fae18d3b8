"""``python -m rules simulate --edition NAME --games 3 --check`` exits 0 for every edition."""

import subprocess
import sys
from pathlib import Path

import pytest
from matrix import lane

from rules.editions import EDITIONS

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("edition", lane("simulate", sorted(EDITIONS), 4))
def test_simulate_check_exits_zero(edition):
    result = subprocess.run(
        [sys.executable, "-m", "rules", "simulate", "--edition", edition, "--games", "3",
         "--check"],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"edition {edition}," in result.stdout
    assert "games played: 3 (unfinished: 0)" in result.stdout
    assert "invariants checked" in result.stdout
