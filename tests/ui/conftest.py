"""Qt test setup for the desktop UI: offscreen, no audio noise, temporary settings, and any
Qt/QML warning fails the test (the same effect as ``qt_log_level_fail = WARNING``)."""

from __future__ import annotations

import os
import tempfile

from offscreen import SCREEN  # noqa: F401 (the platform and its one screen, before Qt loads)

os.environ["UNO_DESKTOP_CONFIG_DIR"] = (  # held, removed when the process ends
    _SETTINGS := tempfile.TemporaryDirectory(prefix="uno-ui-tests-")).name

import pytest
from PySide6.QtCore import QtMsgType

from uno_desktop import qtcompat

qtcompat.apply()

from ui_helpers import QT_CHATTER  # noqa: E402


@pytest.fixture(autouse=True)
def _fail_on_qt_warnings(qtlog):
    yield
    bad = [r for r in qtlog.records
           if r.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
           and not any(tag in r.message for tag in QT_CHATTER)]
    if bad:
        pytest.fail("Qt warnings:\n" + "\n".join(r.message for r in bad))


@pytest.fixture
def unannounced(monkeypatch):
    """Rooms hosted in a test that is not about discovery are not announced on the LAN:
    zeroconf's probing holds the room's closing for about 2 s (joining by address works)."""
    from uno_desktop.net.discovery import Announcer

    monkeypatch.setattr(Announcer, "announce", lambda self, *_args: None)


@pytest.fixture
def config_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("UNO_DESKTOP_CONFIG_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def ui(qapp, qtbot, config_dir):
    """The real application (engine, controllers, Main.qml), instant animations, no sound;
    the menu (built on the first turn of the event loop) is showing."""
    from ui_helpers import drain_deletes, screen_ready

    from uno_desktop.app import UnoApp

    app = UnoApp(sound=False)
    app.settings.animationSpeed = "instant"
    app.controller.bot_grace = 0
    app.load()
    qtbot.waitUntil(lambda: screen_ready(app))
    yield app
    app.close()
    drain_deletes(qapp)

