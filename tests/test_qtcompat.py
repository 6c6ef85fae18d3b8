"""The work-arounds for the pinned Qt for Python (uno_desktop.qtcompat)."""

from __future__ import annotations

import inspect
import sys
import types
from pathlib import Path

import pytest

from uno_desktop import qtcompat


@pytest.fixture
def feature() -> types.ModuleType:
    qtcompat.apply()
    module = sys.modules.get("shibokensupport.feature")
    if module is None or not hasattr(module, "_mod_uses_pyside"):
        pytest.skip("this PySide6 does not read the modules' source")
    return module


def test_the_modules_known_without_their_source_are_not_read(
        feature: types.ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    import rules.game
    import uno_desktop.ui.models

    def read(module: object) -> str:
        raise AssertionError(f"read the source of {module}")

    monkeypatch.setattr(inspect, "getsource", read)
    assert feature._mod_uses_pyside(uno_desktop.ui.models) is True
    assert feature._mod_uses_pyside(rules.game) is False
    assert feature._mod_uses_pyside(inspect) is False  # the standard library


def test_other_modules_still_get_pyside6s_own_check(feature: types.ModuleType,
                                                    tmp_path: Path) -> None:
    uses = types.ModuleType("some_addon")
    plain = types.ModuleType("another_addon")
    for module, source in ((uses, "from PySide6.QtCore import QObject\n"), (plain, "x = 1\n")):
        path = f"{tmp_path}/{module.__name__}.py"
        with open(path, "w", encoding="utf-8") as out:
            out.write(source)
        module.__file__ = path
    assert feature._mod_uses_pyside(uses) is True
    assert feature._mod_uses_pyside(plain) is False
