"""Translation tests: offscreen Qt and temporary settings. The ``.qm`` catalogues the app
under test loads are built once per session by ``tests/conftest.py``."""

from __future__ import annotations

import os
import tempfile

# before any QApplication exists; not over the UI tests' one screen where their conftest
# came first (`pytest tests/ui tests/i18n`: every window then opened on Qt's default)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
os.environ["UNO_DESKTOP_CONFIG_DIR"] = (  # held, removed when the process ends
    _SETTINGS := tempfile.TemporaryDirectory(prefix="uno-i18n-tests-")).name

import pytest

from uno_desktop import qtcompat

qtcompat.apply()


@pytest.fixture
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("UNO_DESKTOP_CONFIG_DIR", str(tmp_path))
    return tmp_path
