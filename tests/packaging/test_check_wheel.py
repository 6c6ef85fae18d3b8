"""packaging/check_wheel.py refuses a wheel that would give a player the plain core; the
slow tests/packaging/test_wheel.py passes a real one through it."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import check_wheel  # noqa: E402


def make_wheel(path: Path, *names: str) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name in names:
            archive.writestr(name, "")
    return path


def test_a_pure_python_wheel_is_refused(tmp_path, capsys):
    wheel = make_wheel(tmp_path / "uno_desktop-0.1.0-py3-none-any.whl", "rules/game.py")
    assert check_wheel.main([str(wheel)]) == 1
    assert "pure-Python wheel: the rules core was not compiled" in capsys.readouterr().err


def test_a_platform_wheel_without_the_compiled_game_is_refused(tmp_path):
    wheel = make_wheel(tmp_path / "uno_desktop-0.1.0-cp311-cp311-linux_x86_64.whl",
                       "rules/game.py", "rules/cards.cpython-311-x86_64-linux-gnu.so")
    with pytest.raises(check_wheel.WheelError, match="no compiled rules/game module"):
        check_wheel.check_contents(wheel)


def test_a_damaged_wheel_is_refused(tmp_path):
    wheel = tmp_path / "uno_desktop-0.1.0-cp311-cp311-linux_x86_64.whl"
    wheel.write_bytes(b"not a zip")
    with pytest.raises(check_wheel.WheelError, match="cannot be read"):
        check_wheel.check_contents(wheel)


@pytest.mark.parametrize("name", ["rules/game.cpython-311-x86_64-linux-gnu.so",
                                  "rules/game.cp311-win_amd64.pyd"])
def test_a_wheel_with_the_compiled_game_passes_the_contents_check(tmp_path, name):
    wheel = make_wheel(tmp_path / "uno_desktop-0.1.0-cp311-cp311-linux_x86_64.whl", name)
    check_wheel.check_contents(wheel)
