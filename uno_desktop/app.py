"""Building the application: Qt application, QML engine, the ``App`` object, the window.

:class:`UnoApp` is what ``__main__``, the tests, the screenshot script and the benchmark
all use, so they exercise exactly the same start-up path.
"""

from __future__ import annotations

import os
import sys

from uno_desktop.ui import qtcompat

qtcompat.apply()  # before any other Qt call: PySide6 6.12 on CPython 3.11 leaks None/True

from PySide6.QtCore import QObject, QUrl  # noqa: E402
from PySide6.QtGui import QGuiApplication, QIcon  # noqa: E402
from PySide6.QtQml import QQmlApplicationEngine  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402 - roots must load as QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle  # noqa: E402

from uno_desktop.i18n import Translations  # noqa: E402
from uno_desktop.resources import asset, qml_file  # noqa: E402
from uno_desktop.settings import Settings  # noqa: E402
from uno_desktop.ui.shell import AppController  # noqa: E402
from uno_desktop.ui.sound import Sounds  # noqa: E402


def _style() -> None:
    """Qt Quick Controls style: Material, dark (set before the first QML engine)."""
    if QQuickStyle.name() != "Material":
        os.environ.setdefault("QT_QUICK_CONTROLS_MATERIAL_THEME", "Dark")
        QQuickStyle.setStyle("Material")


def ensure_qapp(argv: list[str] | None = None) -> QGuiApplication:
    """The process's QGuiApplication (created once, with the app's names and icon)."""
    app = QGuiApplication.instance()
    if app is None:
        QGuiApplication.setOrganizationName("UNO Desktop")
        QGuiApplication.setApplicationName("uno-desktop")
        QGuiApplication.setDesktopFileName("org.unodesktop.UnoDesktop")  # icon on Wayland
        QGuiApplication.setApplicationDisplayName("UNO Desktop")
        _style()
        app = QGuiApplication(argv if argv is not None else sys.argv)
        icon = asset("icons", "app.svg")
        if icon.exists():
            app.setWindowIcon(QIcon(str(icon)))
    return app  # type: ignore[return-value]


class UnoApp(QObject):
    """Engine, controllers and the main window; ``sound=False`` keeps QtMultimedia unloaded."""

    def __init__(self, *, sound: bool = True, autosave: bool = True,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.qapp = ensure_qapp()
        _style()
        self.engine = QQmlApplicationEngine()
        self.settings = Settings(self.engine)
        self.translations = Translations(self.engine, self.engine)
        self.sounds = Sounds(self.engine, enabled=sound)
        self.controller = AppController(self.settings, self.translations, self.sounds,
                                        self.engine, autosave=autosave)
        self.engine.rootContext().setContextProperty("App", self.controller)
        self.translations.load(self.settings.language)
        self.settings.languageChanged.connect(
            lambda: self.translations.load(self.settings.language))
        self.window: QQuickWindow | None = None

    def load(self) -> QQuickWindow:
        self.engine.load(QUrl.fromLocalFile(str(qml_file("Main.qml"))))
        roots = self.engine.rootObjects()
        if not roots:
            raise RuntimeError("Main.qml failed to load")
        self.window = roots[0]  # type: ignore[assignment]
        return self.window  # type: ignore[return-value]

    def close(self) -> None:
        self.controller.game.detach()
        if self.window is not None:
            self.window.close()
        self.engine.deleteLater()


def run(argv: list[str] | None = None) -> int:
    """Open the main menu and run until the window closes."""
    ensure_qapp(argv)
    ui = UnoApp()
    ui.load()
    return ui.qapp.exec()
