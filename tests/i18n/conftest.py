"""Translation tests: offscreen Qt, temporary settings, and the ``.qm`` catalogues built
from ``i18n/*.ts`` once per session (they are git-ignored build output, see
docs/translating.md), so the app under test finds them in ``uno_desktop/i18n/``."""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before any QApplication exists
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
os.environ["UNO_DESKTOP_CONFIG_DIR"] = tempfile.mkdtemp(prefix="uno-i18n-tests-")

import pytest

from uno_desktop import qtcompat

qtcompat.apply()

ROOT = Path(__file__).resolve().parents[2]


def load_i18n_script():
    """``scripts/i18n.py`` as a module (scripts/ is not a package)."""
    if "uno_i18n_script" in sys.modules:
        return sys.modules["uno_i18n_script"]
    spec = importlib.util.spec_from_file_location("uno_i18n_script", ROOT / "scripts" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["uno_i18n_script"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def i18n_script():
    return load_i18n_script()


@pytest.fixture(scope="session", autouse=True)
def built_catalogues(i18n_script):
    """Build ``uno_desktop/i18n/*.qm`` when missing or older than their ``.ts``."""
    s = i18n_script
    stale = [lang for lang in s.LANGUAGES
             if not s.qm_path(lang).exists()
             or s.qm_path(lang).stat().st_mtime < s.ts_path(lang).stat().st_mtime]
    if stale:
        s.release()
    return [s.qm_path(lang) for lang in s.LANGUAGES]


@pytest.fixture
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("UNO_DESKTOP_CONFIG_DIR", str(tmp_path))
    return tmp_path
