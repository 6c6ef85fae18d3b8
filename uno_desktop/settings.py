"""Player settings, persisted with QSettings and exposed to QML as properties.

Tests and screenshots point ``UNO_DESKTOP_CONFIG_DIR`` at a temporary folder so they never
touch the player's real settings or autosave. A damaged or edited settings file never stops
the app: a value that does not read as its type and range is its default.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Signal

from uno_desktop.i18n import system_language
from uno_desktop.qttypes import Property

SPEEDS = ("slow", "normal", "fast", "instant")
VERBOSITIES = ("all", "mine", "minimal")
"""What the screen reader hears while others play: every move, only what concerns you (and
the big moments), or the big moments and your turn (ui/speech.py)."""
LANGUAGES = ("en", "de", "sv")
T = TypeVar("T")
THIS_RUN: dict[str, object] = {}
"""Settings chosen for this run only (``uno-desktop --lang de``): read before the saved
ones and never written; choosing the setting in the game saves it and ends the override."""


def config_dir() -> Path:
    """Where settings and the autosave live."""
    override = os.environ.get("UNO_DESKTOP_CONFIG_DIR")
    if override:
        path = Path(override)
    else:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(base or Path.home() / ".uno-desktop")
    path.mkdir(parents=True, exist_ok=True)
    return path


def _prop(name: str, kind: type[T], default: T, check: Callable[[T], bool] | None,
          notify: Signal) -> Property[T]:
    """A persisted Qt property: reads QSettings, writes on change, emits ``<name>Changed``."""
    signal_name = f"{name}Changed"

    def getter(self: Settings) -> Any:  # a ``kind`` (or the default), from untyped QSettings
        if name in THIS_RUN:
            return THIS_RUN[name]
        try:
            value = self._store.value(name, default)
        except (RuntimeError, TypeError, ValueError):  # an @Variant PySide cannot convert
            return default
        if kind is bool:
            return value in (True, "true", "1", 1)
        if kind is str and not isinstance(value, str):
            return default  # "a, b" in the file reads as a list
        convert: Callable[[object], Any] = kind  # str/float/bool(): any stored value
        try:
            value = convert(value)
        except (TypeError, ValueError, OverflowError):
            return default
        if kind is float and not math.isfinite(value):
            return default
        return value if check is None or check(value) else default

    def setter(self: Settings, value: object) -> None:
        run_only = THIS_RUN.pop(name, None) is not None
        if getter(self) == value and not run_only:
            return
        self._store.setValue(name, value)
        getattr(self, signal_name).emit()

    return Property(kind, getter, setter, notify=notify)


class Settings(QObject):
    languageChanged = Signal()
    animationSpeedChanged = Signal()
    volumeChanged = Signal()
    musicVolumeChanged = Signal()
    mutedChanged = Signal()
    colorBlindChanged = Signal()
    fullScreenChanged = Signal()
    uiScaleChanged = Signal()
    playerNameChanged = Signal()
    tutorialOfferedChanged = Signal()
    verbosityChanged = Signal()

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        path = path or config_dir() / "settings.ini"
        self._store = QSettings(str(path), QSettings.Format.IniFormat, self)

    def sync(self) -> None:
        self._store.sync()

    # Properties must exist when the class is created, or Qt's meta-object (and so QML)
    # never sees them. Until the player picks one, the language follows the system locale.
    language = _prop("language", str, system_language(), lambda v: v in LANGUAGES,
                     languageChanged)
    animationSpeed = _prop("animationSpeed", str, "normal",
                           lambda v: v in SPEEDS, animationSpeedChanged)
    volume = _prop("volume", float, 0.7, lambda v: 0.0 <= v <= 1.0, volumeChanged)  # effects
    musicVolume = _prop("musicVolume", float, 0.4, lambda v: 0.0 <= v <= 1.0,
                        musicVolumeChanged)
    muted = _prop("muted", bool, False, None, mutedChanged)
    colorBlind = _prop("colorBlind", bool, False, None, colorBlindChanged)
    fullScreen = _prop("fullScreen", bool, False, None, fullScreenChanged)
    # 0: from the screen (Main.qml); else 0.75 to 2.0
    uiScale = _prop("uiScale", float, 0.0, lambda v: v == 0 or 0.75 <= v <= 2.0, uiScaleChanged)
    playerName = _prop("playerName", str, "", lambda v: len(v) <= 64,  # a name on the wire
                       playerNameChanged)
    tutorialOffered = _prop("tutorialOffered", bool, False, None, tutorialOfferedChanged)
    verbosity = _prop("verbosity", str, "all", lambda v: v in VERBOSITIES, verbosityChanged)
