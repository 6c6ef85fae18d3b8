"""The real app with its LAN screens, offscreen, for the tests that play a LAN game in it:
opened on loopback only, and closed so that nothing of it outlives the test (an item
deleted in a later test's event loop outlives its engine and crashes Qt)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

os.environ["UNO_LAN_INTERFACES"] = "127.0.0.1"
os.environ["UNO_LAN_LISTEN"] = "127.0.0.1"


def open_app(config_dir: Path, monkeypatch: pytest.MonkeyPatch, language: str = "en",
             size: tuple[int, int] = (1280, 720), instant: bool = False) -> tuple[Any, Any]:
    """The app (``UnoApp``) and its window, its settings kept in ``config_dir``."""
    monkeypatch.setenv("UNO_DESKTOP_CONFIG_DIR", str(config_dir))
    import uno_desktop.ui.lan  # noqa: F401 - registers LanController for QML
    from uno_desktop.app import UnoApp

    ui = UnoApp(sound=False, autosave=False)
    ui.settings.language = language
    if instant:
        ui.settings.animationSpeed = "instant"
    window = ui.load()
    window.resize(*size)
    return ui, window


def lan_of(ui: Any) -> Any:
    """The app's LanController, or None before the LAN screen has been opened."""
    return ui.engine.singletonInstance("UnoDesktop.Lan", "LanController")


def open_lan(ui: Any, qtbot: Any) -> Any:
    """The LAN screen shown, and its LanController once QML has made it."""
    ui.controller.showScreen("lan")
    qtbot.waitUntil(lambda: lan_of(ui) is not None, timeout=5000)
    return lan_of(ui)


def close_app(ui: Any, qapp: QCoreApplication, leave: bool = True) -> None:
    """Leave the LAN game (unless ``leave`` is False: a player who just quits), close the
    app, and delete its engine now."""
    lan = lan_of(ui)
    if lan is not None and leave:
        lan.shutdown()
    ui.close()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qapp.processEvents()


def shot(window: Any, name: str, qtbot: Any = None) -> None:
    """``$LAN_SCREENSHOTS/<name>.png`` when that is set; with ``qtbot``, once the window
    has stopped changing (transitions over, images loaded): the same picture before and
    after two more frames."""
    folder = os.environ.get("LAN_SCREENSHOTS")
    if not folder:
        return
    os.makedirs(folder, exist_ok=True)
    shown = [window.grabWindow()]

    def still() -> bool:
        for _ in range(2):
            with qtbot.waitSignal(window.frameSwapped, timeout=5000):
                window.update()
        before, shown[0] = shown[0], window.grabWindow()
        return bool(shown[0] == before)

    if qtbot is not None:
        try:
            qtbot.waitUntil(still, timeout=3000)
        except qtbot.TimeoutError:  # something loops (a pulse): the picture is still worth a look
            pass
    shown[0].save(os.path.join(folder, f"{name}.png"))
