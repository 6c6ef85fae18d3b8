"""Building the application: Qt application, QML engine, the ``App`` object, the window.

:class:`UnoApp` is what ``__main__``, the tests, the screenshot script and the benchmark
all use, so they exercise exactly the same start-up path.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING, cast

from uno_desktop import collector, qtcompat

collector.hold()  # until the first frame: what start-up makes lives as long as the game

qtcompat.apply()  # before any other Qt call: PySide6 6.12 on CPython 3.11 leaks None/True

import shiboken6  # noqa: E402
from PySide6.QtCore import (  # noqa: E402
    QCoreApplication,
    QEventLoop,
    QObject,
    QTimer,
    QUrl,
    Signal,
    Slot,
)
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtQml import QQmlApplicationEngine, QQmlComponent  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402 - roots must load as QQuickWindow

from uno_desktop.resources import CARD_PROVIDER, asset, qml_file  # noqa: E402

if TYPE_CHECKING:
    from uno_desktop.ui.handoff import Doorway

# QML compiled ahead on the engine's loader thread: the window, the table's first frame and
# the start-up menu (so after ``load()`` the loader thread has nothing left to do).
PRELOAD_QML = ("Main.qml", "Table.qml", "MenuScreen.qml")


# Qt Quick Controls' style for the screens that use Controls: Material, dark, with the
# game's accent and primary colours (Theme.accent, Theme.felt). Set through the environment,
# read when the style first loads, not on a root ApplicationWindow: the window, the menu and
# the table are built without Controls. (Importing QtQuickControls2 for QQuickStyle would
# cost ~2 ms more.)
CONTROLS_STYLE = {
    "QT_QUICK_CONTROLS_STYLE": "Material",
    "QT_QUICK_CONTROLS_MATERIAL_THEME": "Dark",
    "QT_QUICK_CONTROLS_MATERIAL_ACCENT": "#F5C518",
    "QT_QUICK_CONTROLS_MATERIAL_PRIMARY": "#0E5A4A",
}


def _style() -> None:
    """Qt Quick Controls style (set before the first QML engine)."""
    os.environ.update(CONTROLS_STYLE)


SERIAL_FILLS = ("QT_NO_GUI_THREADPOOL", "1")
"""Qt's raster engine (the software scene graph, a Canvas, smooth image scaling) hands every
fill of 96 scanlines or more to a pool of helper threads and sleeps until they are done.
With two CPU-heavy neighbours on a two-core machine those threads wait for a CPU on every
fill: the frame's p95 was 9.7-10.2 ms with them, 4.6-6.2 ms serial, in three A/B runs
(docs/performance.md, Frames). The table's fills are small (p50 ~36,000 pixels), so each
is done on the thread that asks for it. Qt reads the variable once, at the pool's first
use."""


def _serial_fills() -> None:
    """No helper threads for the raster engine's fills (set before the first paint)."""
    os.environ.setdefault(*SERIAL_FILLS)


def set_app_identity() -> None:
    """The names QSettings and QStandardPaths file settings and the autosave under: set
    before the first Qt application object (the game's, or ``--help``'s)."""
    QCoreApplication.setOrganizationName("UNO Desktop")
    QCoreApplication.setApplicationName("uno-desktop")


def ensure_qapp(argv: list[str] | None = None) -> QGuiApplication:
    """The process's QGuiApplication (created once, with the app's names and icon)."""
    app = QGuiApplication.instance()
    if app is None:
        set_app_identity()
        QGuiApplication.setDesktopFileName("org.unodesktop.UnoDesktop")  # icon on Wayland
        QGuiApplication.setApplicationDisplayName("UNO Desktop")
        _style()
        _serial_fills()
        app = QGuiApplication(argv if argv is not None else sys.argv)
    return cast(QGuiApplication, app)  # made here as one, unless the caller made it


def _import_app_modules() -> None:
    """The application's own modules (the rules core and its editions with them)."""
    import uno_desktop.i18n
    import uno_desktop.settings
    import uno_desktop.ui.shell
    import uno_desktop.ui.sound  # noqa: F401


def _settle_memory() -> None:
    """After the first frame (once a process): what start-up made is frozen, not collected
    (it lives as long as the game: a full collection there found ~800 objects of garbage
    and held the GUI thread ~22 ms), and from now on garbage is collected on the GUI thread
    only, by Python's own thresholds (:mod:`uno_desktop.collector`: zeroconf's thread, the
    autosave's writer or Qt's image thread freeing a closed room's sockets crashed Qt)."""
    if not collector.settled():
        collector.settle(QCoreApplication.instance(), collect=False)


def _set_icon() -> None:
    from PySide6.QtGui import QIcon  # its first import alone costs ~1 ms

    icon = asset("icons", "app.svg")
    app = QGuiApplication.instance()
    if icon.exists() and app is not None:
        QGuiApplication.setWindowIcon(QIcon(str(icon)))  # static: the running app's


class _Preloader(QObject):
    """Compiles :data:`PRELOAD_QML` while the app's Python modules are imported and its
    controllers built.

    Qt compiles QML and loads the QML modules' plugins on the engine's loader thread, but
    that thread waits on the GUI thread to initialise each plugin. So the GUI thread runs
    an event loop for it (nothing else may run in it) while the (GIL-bound) imports run on
    a worker (:meth:`imports`), then builds the controllers while the compiler finishes,
    and waits for it (:meth:`finish`): the jobs overlap on two cores instead of adding up.
    Translators go in only after :meth:`finish`: the loader thread translates Qt error
    strings as it goes, and with a translator made in Python each such call needs the GIL
    (stalling both threads), and installing one meanwhile would deadlock on it.
    """

    imported = Signal()

    def __init__(self, engine: QQmlApplicationEngine) -> None:
        super().__init__()
        self._loop = QEventLoop()
        self._imported = False
        self._waiting_for_qml = False
        self._error: BaseException | None = None
        # Kept (parented to the engine) so the compiled types stay cached until used.
        self.components = [
            QQmlComponent(engine, QUrl.fromLocalFile(str(qml_file(name))),
                          QQmlComponent.CompilationMode.Asynchronous, engine)
            for name in PRELOAD_QML]
        for component in self.components:
            component.statusChanged.connect(self._check)
        self.imported.connect(self._on_imported)  # queued: emitted by the worker

    def imports(self) -> None:
        """Import the app's modules on a worker, serving the QML loader meanwhile."""
        worker = threading.Thread(target=self._work, name="uno-imports", daemon=True)
        worker.start()
        self._loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        worker.join()
        if self._error is not None:
            raise self._error

    def finish(self) -> list[QQmlComponent]:
        """Wait until the QML is compiled (the loader thread is idle again)."""
        self._waiting_for_qml = True
        if self._loading():
            self._loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        return self.components

    def _loading(self) -> bool:
        return any(c.isLoading() for c in self.components)

    def _work(self) -> None:
        try:
            _import_app_modules()
        except BaseException as exc:  # re-raised on the GUI thread
            self._error = exc
        finally:
            self.imported.emit()

    @Slot()
    def _on_imported(self) -> None:
        self._imported = True
        self._loop.quit()

    def _check(self, *_status: object) -> None:
        if self._waiting_for_qml and not self._loading():
            self._loop.quit()


def the_window(root: QObject) -> QQuickWindow:
    """``root`` (an engine's root object) as the window it is. PySide6 6.12 can hand back
    a stale wrapper of a destroyed object that lived at the same address, a bare
    ``QMetaObject`` (a full CI run met it loading the UI tests' next game; ``qtcompat``
    says where such wrappers come from): that wrapper is let go of and the address
    wrapped as the window."""
    if isinstance(root, QQuickWindow):
        return root
    address = shiboken6.getCppPointer(root)[0]
    shiboken6.invalidate(root)
    return cast(QQuickWindow, shiboken6.wrapInstance(address, QQuickWindow))


class UnoApp(QObject):
    """Engine, controllers and the main window; ``sound=False`` keeps QtMultimedia unloaded."""

    shown = Signal()  # the first frame is on the screen: what can wait for it, starts now

    def __init__(self, *, sound: bool = True, autosave: bool = True,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.qapp = ensure_qapp()
        _style()
        self.engine = QQmlApplicationEngine()
        from uno_desktop.ui.card_art import CardArt

        self.engine.addImageProvider(CARD_PROVIDER, CardArt())  # the engine owns it
        preloader = _Preloader(self.engine)
        preloader.imports()
        from uno_desktop.i18n import Translations
        from uno_desktop.settings import Settings
        from uno_desktop.ui.shell import AppController
        from uno_desktop.ui.sound import Sounds

        self.settings = Settings(self.engine)
        self.translations = Translations(self.engine, self.engine)
        self.sounds = Sounds(self.engine, enabled=sound)
        self.controller = AppController(self.settings, self.translations, self.sounds,
                                        self.engine, autosave=autosave)
        self.engine.rootContext().setContextProperty("App", self.controller)
        self._preloaded = preloader.finish()
        # Only now: see _Preloader (and the controllers re-translate on languageChanged).
        self.translations.load(self.settings.language)
        self.settings.languageChanged.connect(
            lambda: self.translations.load(self.settings.language))
        self.window: QQuickWindow | None = None
        self.doorway: Doorway | None = None
        self._icon_due = False

    def load(self) -> QQuickWindow:
        self.engine.load(QUrl.fromLocalFile(str(qml_file("Main.qml"))))
        roots = self.engine.rootObjects()
        if not roots:
            raise RuntimeError("Main.qml failed to load")
        window = the_window(roots[0])  # Main.qml's root is an ApplicationWindow
        self.window = window
        self._icon_due = True
        window.frameSwapped.connect(self._first_frame_shown)
        return window

    @Slot()
    def _first_frame_shown(self) -> None:
        """The window icon (an SVG: its plugin, parser and the QIcon type cost several ms)
        goes in after the first frame, on the next turn of the event loop: not on the first
        one, which the preloader's event loop is (it held the GIL the imports need).
        Enter's key filter (``ui.keys``, ~2 ms of imports) goes in here too, before any
        key can reach a window that has not been shown.
        With a threaded render loop (a real window) several swaps may be queued before the
        first reaches us: only the first disconnects."""
        if not self._icon_due:
            return
        self._icon_due = False
        if self.window is not None:
            self.window.frameSwapped.disconnect(self._first_frame_shown)
            from uno_desktop.ui.keys import EnterPresses

            self._enter = EnterPresses(self.window)
        QTimer.singleShot(0, _settle_memory)
        QTimer.singleShot(0, _set_icon)
        QTimer.singleShot(0, self.sounds.start_music)  # QtMultimedia after the first frame
        QTimer.singleShot(0, self.shown.emit)

    def open_link(self, link: str) -> None:
        """An invitation link the system handed over (on the command line, from a second
        start, as macOS's open-URL event): the window comes forward, the join page filled
        in (the player still says Join)."""
        window = self.window
        if window is not None:
            from PySide6.QtCore import Qt  # its first use builds the namespace's enums: ~16 ms

            if window.windowStates() & Qt.WindowState.WindowMinimized:
                window.setWindowStates(window.windowStates() & ~Qt.WindowState.WindowMinimized)
            window.show()
            window.raise_()
            window.requestActivate()
        self.controller.open_link(link)

    def open_doorway(self) -> bool:
        """Take the links of later starts (:mod:`~uno_desktop.ui.handoff`) and claim the
        links' scheme where the system asks the game to (Windows); after the first frame.
        ``False`` when another game of this player holds the doorway."""
        from uno_desktop.ui.handoff import Doorway
        from uno_desktop.ui.url_scheme import claim_at_start

        self.doorway = Doorway(self.open_link, self)
        opened = self.doorway.listen()
        claim_at_start()
        return opened

    def close(self) -> None:
        self.controller.stop_tables()
        if self.window is not None:
            self.window.close()
        self.engine.deleteLater()


def run(argv: list[str] | None = None, open_file: Path | None = None,
        open_link: str = "") -> int:
    """Open the main menu (or the file named on the command line: a save is resumed, a
    record file watched; or an internet room's invitation link: the join screen, filled
    in) and run until the window closes."""
    from uno_desktop.ui.sound import hush_qt_audio

    ensure_qapp(argv)
    hush_qt_audio()
    ui = UnoApp()
    if sys.platform == "darwin":  # the bundle declares the links' scheme: they come as events
        from uno_desktop.ui.url_scheme import OpenUrlEvents

        ui.qapp.installEventFilter(OpenUrlEvents(ui.open_link, ui))
    ui.load()
    ui.shown.connect(ui.open_doorway)
    if open_file is not None:
        ui.controller.open_file(open_file)
    if open_link:
        ui.open_link(open_link)
    return ui.qapp.exec()

