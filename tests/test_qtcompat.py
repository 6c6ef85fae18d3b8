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


HELPERS_START = r"""
import builtins, sys
compiled = []
real = builtins.compile
def counting(source, filename, mode, *args, **kwargs):
    if isinstance(filename, str) and filename.startswith(("shibokensupport/", "signature_")):
        compiled.append(filename)
    return real(source, filename, mode, *args, **kwargs)
builtins.compile = counting
from uno_desktop import qtcompat
qtcompat.apply()
from PySide6.QtCore import QObject
try:
    QObject().setObjectName(1)
except TypeError as wrong:  # the helpers at work: the signatures a call should have had
    assert "setObjectName(name: str, /)" in str(wrong), wrong
print(len(compiled), qtcompat.helpers_cache())
"""


def _start(prefix: Path) -> tuple[int, Path]:
    """A fresh process's PySide6 import: how many of its helpers it compiled, and where
    their cache is."""
    import os
    import subprocess

    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(prefix), QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run([sys.executable, "-c", HELPERS_START], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    count, path = done.stdout.split()
    return int(count), Path(path)


def test_pysides_helpers_are_compiled_once_then_taken_from_the_cache(tmp_path: Path) -> None:
    first, cache = _start(tmp_path)
    assert first >= 10 and cache.parent == tmp_path and cache.is_file()
    assert _start(tmp_path)[0] == 0  # the next start compiles none of them


@pytest.mark.slow  # four starts of PySide6
def test_a_stale_or_broken_helpers_cache_is_compiled_anew(tmp_path: Path) -> None:
    import marshal

    first, cache = _start(tmp_path)
    stale = {name: (bytes(16), code) for name, (_, code) in marshal.loads(
        cache.read_bytes()).items()}  # another PySide6's source
    cache.write_bytes(marshal.dumps(stale))
    assert _start(tmp_path)[0] == first
    assert marshal.loads(cache.read_bytes()) != stale  # written again, with the right ones
    cache.write_bytes(b"not a cache")
    assert _start(tmp_path)[0] == first
    assert _start(tmp_path)[0] == 0


QML_ITEMS = b"import QtQuick\nItem { property int a: 1; Item { property int b: 2 } }"


def _qml_meta_objects() -> list[str]:
    """The QML types' meta-objects PySide6 still holds a live wrapper of (each one's class
    name: they are read while the items live)."""
    import shiboken6
    from PySide6.QtCore import QMetaObject

    return [w.className() for w in shiboken6.getAllValidWrappers()
            if type(w) is QMetaObject and "_QML" in w.className()]


def test_class_names_read_the_chain_and_hold_no_qml_meta_object(qapp) -> None:
    from PySide6.QtQml import QQmlComponent, QQmlEngine
    from PySide6.QtQuick import QQuickItem

    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(QML_ITEMS, "items.qml")
    root = component.create()
    assert isinstance(root, QQuickItem), component.errorString()
    child = root.childItems()[0]
    before = _qml_meta_objects()

    names = qtcompat.class_names(child)
    assert "_QML" in names[0] and names[-2:] == ["QQuickItem", "QObject"]
    assert qtcompat.class_name(child) == names[0]
    assert _qml_meta_objects() == before  # none held: none can come back stale

    meta = child.metaObject()  # the raw walk, for contrast: its wrapper stays while the
    del meta  # item's does (PySide6 keeps what metaObject() returned)
    assert len(_qml_meta_objects()) == len(before) + 1
    root.deleteLater()
    engine.deleteLater()
