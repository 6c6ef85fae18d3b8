"""Trim PyInstaller's Qt collection to what the game loads.

PyInstaller's QtQml hook collects every QML module of the PySide6 wheel (Quick3D, WebView,
Charts, Pdf, every Controls style, …) and, through their plugins, the Qt libraries behind
them. ``--exclude-module`` does not help: those files are data and binaries of modules the
game *does* import. So the spec filters ``a.binaries`` / ``a.datas`` itself:

* **QML modules**: the closure of the modules imported by the game's own ``.qml`` files,
  following each module's ``qmldir`` (``import``/``depends``/``default import``, not
  ``optional import``) and the imports of the module's own ``.qml`` files. A new
  ``import QtQuick.Shapes`` in the game's QML is picked up by the next build.
* **Plugins**: the categories and names in :data:`PLUGINS` (window system, SVG, sound…).
* **Translations**: Qt's own catalogues only for the game's languages.
* **Libraries**: a Qt/PySide6 library stays only if a kept extension module, plugin or
  QML plugin needs it (transitively, by the import tables PyInstaller itself reads), or it
  matches :data:`ALWAYS_KEEP` (loaded with ``dlopen``).

Works on the TOC paths of all three OSes (``PySide6/Qt/qml/…`` on Linux and macOS,
``PySide6/qml/…`` on Windows; macOS frameworks are dropped whole). No Qt import needed.
"""

from __future__ import annotations

import os
import posixpath
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

# (dest, src, typecode) as in PyInstaller's TOC lists
Entry = tuple[str, str, str]

PLUGINS: dict[str, set[str] | None] = {  # category → plugin names kept (None: all)
    "platforms": {"qxcb", "qwayland", "qwayland-egl", "qwayland-generic", "qoffscreen",
                  "qwindows", "qdirect2d", "qcocoa"},
    "platforminputcontexts": {"composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"},  # not the virtual keyboard
    "xcbglintegrations": None,
    "wayland-decoration-client": None,  # bradient (Qt's own), adwaita (GNOME's look)
    # GL on a Wayland desktop; not the buffer integrations for clients inside a Qt compositor
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    # xdg-shell, what every desktop compositor speaks; not wl-shell (gone from compositors),
    # ivi-shell (cars), fullscreen-shell (kiosks) or qt-shell (Qt's own compositors)
    "wayland-shell-integration": {"xdg-shell"},
    # No platform theme: the game draws its own colours and its own file chooser
    # (FileChooser.qml), which were all the desktop portal's theme (Flatpak, Snap) served;
    # gtk3's needs GTK on the machine.
    "platformthemes": set(),
    "imageformats": {"qsvg", "qico", "qicns"},  # qico and qicns only on Windows, macOS
    "iconengines": None,  # SVG icons
    # No "multimedia": its backends (FFmpeg, ~20 MB with libavcodec & co.) serve
    # QMediaPlayer. QSoundEffect, all the game uses, plays through QtMultimedia's own audio
    # layer (PulseAudio/PipeWire, WASAPI, CoreAudio) without one: Qt 6.12 then logs "No
    # QtMultimedia backends found. Only QMediaDevices, QAudioDevice, QSoundEffect,
    # QAudioSink, and QAudioSource are available." (checked on PulseAudio: Ready, plays).
}
# Qt and Python modules the game never uses (each would pull in more Qt libraries).
UNUSED_MODULES = [
    "tkinter", "unittest", "pydoc", "doctest", "pytest", "hypothesis", "numpy", "PIL",
    "yaml",  # msgspec.yaml, unused
    "ssl", "_ssl", "_hashlib",  # no TLS anywhere; hashlib falls back to its built-ins
    # Reached only through code the game never runs (checked with python -X importtime on
    # the self-test and the LAN host, and by grep in uno_desktop, rules, zeroconf, msgspec,
    # ifaddr and PySide6): multiprocessing through concurrent.futures' ProcessPoolExecutor
    # (asyncio and zeroconf use threads), xmlrpc/xml/pyexpat through multiprocessing,
    # urllib.request/http/ftplib through xml.sax, attrs through msgspec's attrs support (no
    # attrs classes here). ~0.8 MB; bench_bundle.py counts them as game-only.
    "multiprocessing", "xmlrpc", "xml", "pyexpat", "urllib.request", "http", "ftplib",
    "attr", "attrs",
    "_pydecimal",  # decimal's pure-Python twin of its C module (_decimal), which ships
    "bz2", "_bz2",  # bzip2 (and libbz2): zipfile, tarfile and shutil do without it
    "PySide6.QtDBus",  # the binding; Qt's own D-Bus (the screen reader's bus) is a library
    "PySide6.QtWidgets", "PySide6.QtMultimediaWidgets", "PySide6.QtOpenGLWidgets",
    "PySide6.QtQuickWidgets", "PySide6.QtWebEngineCore", "PySide6.QtWebEngineQuick",
    "PySide6.QtWebEngineWidgets", "PySide6.QtWebChannel",
    "PySide6.QtWebView", "PySide6.Qt3DCore", "PySide6.Qt3DRender", "PySide6.Qt3DInput",
    "PySide6.Qt3DLogic", "PySide6.Qt3DAnimation", "PySide6.Qt3DExtras", "PySide6.QtQuick3D",
    "PySide6.QtCharts", "PySide6.QtDataVisualization", "PySide6.QtGraphs",
    "PySide6.QtGraphsWidgets", "PySide6.QtPdf", "PySide6.QtPdfWidgets",
    "PySide6.QtLocation", "PySide6.QtPositioning", "PySide6.QtSql", "PySide6.QtTest",
    "PySide6.QtDesigner", "PySide6.QtHelp", "PySide6.QtUiTools", "PySide6.QtXml",
    "PySide6.QtBluetooth", "PySide6.QtNfc", "PySide6.QtSensors", "PySide6.QtSerialPort",
    "PySide6.QtSerialBus", "PySide6.QtRemoteObjects", "PySide6.QtScxml",
    "PySide6.QtStateMachine", "PySide6.QtTextToSpeech", "PySide6.QtSpatialAudio",
    "PySide6.QtHttpServer", "PySide6.QtNetworkAuth", "PySide6.QtPrintSupport",
    "PySide6.QtAxContainer", "PySide6.QtCanvasPainter", "PySide6.QtLabsStyleKit",
    "PySide6.QtQuickTest", "PySide6.QtConcurrent",
]
# Packages whose compiled (Cython) modules are only a speed-up of the same .py source, which
# their wheels ship beside them: the bundle carries the source instead (zeroconf: 18 .so
# files, 2.9 MB stripped, against ~0.2 MB of bytecode; the game announces and browses a few
# LAN tables, not a network's worth of services).
PURE_PYTHON_PACKAGES = ("zeroconf",)
# Qt's own catalogue with a text a player can meet: qtdeclarative (a text field's menu:
# Cut, Copy, Paste). Not qtbase: its texts were the file dialogs' buttons (the game draws its
# own chooser now), Qt Widgets' and the errors of Qt's sockets and files, which the game
# never shows (it says its own, translated by code); Orca says the same with it and without
# it (the file chooser walked with the keys in German). Not qtmultimedia: the media player's
# and camera's errors, none of which QSoundEffect shows. "qt" names the catalogues.
QT_TRANSLATION_PREFIXES = ("qt", "qtdeclarative")
# OpenSSL, which PyInstaller's QtNetwork hook collects for Qt's TLS backend: that backend is
# a plugin (category "tls", not in PLUGINS) and the game speaks no TLS (ssl is excluded), so
# these stay only if a kept binary links them (none does: ~5 MB on Linux).
TLS_LIBRARIES = re.compile(r"(^|/)lib(ssl|crypto)[-.]", re.I)
# The sound server's client and the audio stack it links (libpulse's libpulsecommon, and
# libsndfile with its FLAC, Vorbis, Opus and MP3 codecs: ~3.7 MB, plus the libdbus and
# libsystemd they pull in, ~2.5 MB), which PyInstaller collects from the build machine because
# libQt6Multimedia links libpulse. The game's sounds are WAV files that Qt Multimedia decodes
# itself; the client belongs to the player's sound server (PulseAudio or PipeWire's
# libpulse0), so it is taken from the player's system. Where it is missing, Qt Multimedia does
# not load and the game plays silently with one line (uno_desktop/ui/sound.py). Nothing kept
# links these but through libpulse, so what only they need goes with them.
FROM_PLAYERS_SYSTEM = re.compile(
    r"(^|/)lib(pulse|pulsecommon-[\d.]+|pulse-simple|sndfile|FLAC|vorbis|vorbisenc|vorbisfile|ogg"
    r"|opus|mp3lame|mpg123|asyncns)\.so", re.I)
ALWAYS_KEEP = re.compile(r"(^|/)(lib)?python3|Python$|vcruntime|msvcp|ucrtbase", re.I)

_QT_PATH = re.compile(r"^(?:PySide6|shiboken6)/(?:Qt/)?(?P<kind>plugins|qml|translations)/"
                      r"(?P<rest>.+)$")
_IMPORT = re.compile(r"^\s*import\s+([A-Za-z_][\w.]*)", re.M)
_PREFER = re.compile(r"^\s*prefer\s+:/", re.M)
_QMLDIR_DEP = re.compile(r"^\s*(?:default\s+)?(?:import|depends)\s+([A-Za-z_][\w.]*)", re.M)


def norm(dest: str) -> str:
    return dest.replace("\\", "/")


def qml_imports(text: str) -> set[str]:
    """Module names imported by a QML file (``import QtQuick.Controls 2.15 as C`` → …)."""
    return set(_IMPORT.findall(text))


def qmldir_deps(text: str) -> set[str]:
    """Modules a ``qmldir`` pulls in; ``optional import`` lines are left out."""
    deps = set()
    for line in text.splitlines():
        if line.strip().startswith("optional"):
            continue
        deps.update(_QMLDIR_DEP.findall(line))
    return deps


def _qt_part(dest: str) -> tuple[str, str] | None:
    match = _QT_PATH.match(norm(dest))
    return (match["kind"], match["rest"]) if match else None


class QmlIndex:
    """QML modules present in the collected datas/binaries: module name → files."""

    def __init__(self, entries: Iterable[Entry]) -> None:
        self.files: dict[str, list[Entry]] = {}  # rest path → entries
        entries = list(entries)
        dirs: set[str] = set()
        for entry in entries:
            part = _qt_part(entry[0])
            if part and part[0] == "qml" and part[1].endswith("/qmldir"):
                dirs.add(part[1].rsplit("/", 1)[0])
        self.module_dirs = dirs  # "QtQuick/Controls/Material"
        self.by_module: dict[str, list[Entry]] = {d: [] for d in dirs}
        # Modules whose qmldir says ``prefer :/…``: the engine reads their .qml files from
        # the copy compiled into the module's library, never from the folder.
        self.in_library: set[str] = set()
        for entry in entries:
            part = _qt_part(entry[0])
            if part and part[0] == "qml":
                module = self.owner(part[1])
                if module is not None:
                    self.by_module[module].append(entry)
                if module is not None and part[1] == f"{module}/qmldir" and _PREFER.search(
                        _read(entry[1])):
                    self.in_library.add(module)

    def owner(self, rest: str) -> str | None:
        """The module directory a file under ``qml/`` belongs to (longest prefix)."""
        parts = rest.split("/")[:-1]
        while parts:
            candidate = "/".join(parts)
            if candidate in self.module_dirs:
                return candidate
            parts.pop()
        return None

    def closure(self, roots: Iterable[str]) -> set[str]:
        """Module directories needed for modules ``roots`` (dotted names)."""
        keep: set[str] = set()
        todo = [r.replace(".", "/") for r in roots]
        while todo:
            module = todo.pop()
            if module in keep or module not in self.by_module:
                continue
            keep.add(module)
            for dest, src, _kind in self.by_module[module]:
                name = norm(dest).rsplit("/", 1)[-1]
                if name == "qmldir":
                    found = qmldir_deps(_read(src))
                elif name.endswith(".qml") and norm(dest).rsplit("/", 1)[0].endswith(module):
                    found = qml_imports(_read(src))
                else:
                    continue
                todo += [m.replace(".", "/") for m in found]
        return keep


def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def app_qml_imports(qml_files: Iterable[Path]) -> set[str]:
    imports: set[str] = set()
    for path in qml_files:
        imports |= qml_imports(path.read_text(encoding="utf-8"))
    return imports


# Plugins only one system's bundle needs (its window system, its icon format): left out of
# the others'.
ONLY_ON = {"qico": "win32", "qicns": "darwin", "qwindows": "win32", "qdirect2d": "win32",
           "qcocoa": "darwin"}


def plugin_kept(rest: str, platform: str = sys.platform) -> bool:
    """``rest`` is the path below ``plugins/``: ``platforms/libqxcb.so``."""
    category, _, filename = rest.partition("/")
    allowed = PLUGINS.get(category, set())
    if allowed is None:
        return True
    stem = filename.split(".", 1)[0]
    stem = stem[3:] if stem.startswith("lib") else stem
    return stem in allowed and ONLY_ON.get(stem, platform) == platform


def translation_kept(rest: str, languages: Iterable[str]) -> bool:
    match = re.match(r"^([a-z]+)_([A-Za-z_]+)\.qm$", rest)
    if not match:
        return False
    prefix, lang = match.groups()
    return prefix in QT_TRANSLATION_PREFIXES and lang.split("_")[0] in set(languages)


def _framework(dest: str) -> str | None:
    match = re.search(r"^(.*?/[^/]+\.framework)/", norm(dest))
    return match[1] if match else None


def filter_qt(binaries: list[Entry], datas: list[Entry], app_imports: Iterable[str],
              languages: Iterable[str],
              get_imports: Callable[[str], Iterable[tuple[str, str | None]]] | None = None,
              platform: str = sys.platform,
              ) -> tuple[list[Entry], list[Entry], dict[str, list[str]]]:
    """Return ``(binaries, datas, report)`` with the unused Qt parts removed (for the bundle
    of ``platform``, ``sys.platform``'s name)."""
    languages = list(languages)
    index = QmlIndex([*binaries, *datas])
    qml_keep = index.closure(app_imports)

    def kept_static(entry: Entry) -> bool:
        part = _qt_part(entry[0])
        if part is None:
            return True
        kind, rest = part
        if kind == "qml":
            if rest.endswith(".qmltypes") or "/designer/" in rest:
                return False  # type info and Qt Creator's designer files: tooling only
            module = index.owner(rest)
            if module is not None and module in index.in_library and rest.endswith(".qml"):
                return False  # read from the module's library (its qmldir's ``prefer :/``)
            return module is not None and module in qml_keep
        if kind == "plugins":
            return plugin_kept(rest, platform)
        return translation_kept(rest, languages)

    def is_lib(entry: Entry) -> bool:
        return entry[2] == "BINARY" and _qt_part(entry[0]) is None \
            and not ALWAYS_KEEP.search(norm(entry[0]))

    def from_system(entry: Entry) -> bool:
        return is_lib(entry) and FROM_PLAYERS_SYSTEM.search(norm(entry[0])) is not None

    datas_out = [e for e in datas if kept_static(e)]
    statically = [e for e in binaries if kept_static(e) and not from_system(e)]
    dropped_static = [e for e in binaries if not kept_static(e) or from_system(e)]
    if get_imports is None:
        from PyInstaller.depend.bindepend import get_imports

    def index(entries: Iterable[Entry]) -> tuple[dict[str, Entry], dict[str, Entry]]:
        libs = [e for e in entries if is_lib(e)]
        return ({os.path.realpath(e[1]): e for e in libs},
                {norm(e[0]).rsplit("/", 1)[-1]: e for e in libs})

    everything = index(binaries)
    bundled = index(e for e in binaries if not from_system(e))  # what the kept may reach

    def closure(start: Iterable[Entry],
                where: tuple[dict[str, Entry], dict[str, Entry]] = bundled) -> set[str]:
        """Dest names of the libraries that ``start`` needs, transitively (through the
        libraries in ``where``)."""
        by_real, by_name = where
        found: set[str] = set()
        todo = [e[1] for e in start if e[2] in ("BINARY", "EXTENSION")]
        seen: set[str] = set()
        while todo:
            src = todo.pop()
            if src in seen or not os.path.isfile(src):
                continue
            seen.add(src)
            for name, full in get_imports(src):
                entry = by_real.get(os.path.realpath(full)) if full else None
                if entry is None:
                    entry = by_name.get(norm(name).rsplit("/", 1)[-1])
                if entry is not None and entry[0] not in found:
                    found.add(entry[0])
                    todo.append(entry[1])
        return found

    # Libraries that may go: the wheel's own Qt libraries, OpenSSL, and whatever the dropped
    # plugins and QML modules and the libraries left to the player's system pulled in (e.g.
    # GTK for the gtk3 theme, libdbus and libsystemd for libpulse). Anything else that
    # PyInstaller collected (ctypes libraries, …) stays. One of those goes only if nothing
    # kept needs it.
    pulled_by_dropped = closure(dropped_static, everything)
    libs = [e for e in statically if is_lib(e) and (
        norm(e[0]).startswith(("PySide6/", "shiboken6/")) or e[0] in pulled_by_dropped
        or TLS_LIBRARIES.search(norm(e[0])))]
    roots = [e for e in statically if e not in libs]
    needed = closure(roots)
    dropped_libs = [e for e in libs if e[0] not in needed]
    gone_frameworks = {fw for e in dropped_libs if (fw := _framework(e[0]))}

    def alive(entry: Entry) -> bool:
        fw = _framework(entry[0])
        return fw is None or fw not in gone_frameworks

    binaries_out = [e for e in statically if (e in roots or e[0] in needed) and alive(e)]
    datas_out = [e for e in datas_out if alive(e)]
    # PyInstaller's SYMLINK entries (dest, target relative to dest's folder): drop those
    # whose target went, or they dangle (libQt6Quick3D.so.6 -> PySide6/Qt/lib/…).
    present = {posixpath.normpath(norm(e[0])) for e in [*binaries_out, *datas_out]
               if e[2] != "SYMLINK"}

    def link_ok(entry: Entry) -> bool:
        if entry[2] != "SYMLINK":
            return True
        dest = norm(entry[0])
        target = posixpath.normpath(posixpath.join(posixpath.dirname(dest), norm(entry[1])))
        return target in present or (_framework(dest) is not None and alive(entry))

    binaries_out = [e for e in binaries_out if link_ok(e)]
    datas_out = [e for e in datas_out if link_ok(e)]
    report = {
        "qml_modules": sorted(qml_keep),
        "dropped_libraries": sorted(norm(e[0]) for e in dropped_libs),
        "kept_libraries": sorted(norm(e[0]) for e in libs if e[0] in needed),
        "from_players_system": sorted(norm(e[0]) for e in binaries if from_system(e)),
    }
    return binaries_out, datas_out, report


def pure_python_instead(binaries: list[Entry], pure: list[Entry],
                        packages: Iterable[str] = PURE_PYTHON_PACKAGES) -> list[Entry]:
    """Swap the extension modules of ``packages`` for their ``.py`` source.

    Returns the binaries without them and appends the modules to ``pure`` in place (the PYZ
    finds its code cache by the list's identity). An extension with no ``.py`` beside it
    stays.
    """
    prefixes = tuple(f"{p}/" for p in packages)
    kept: list[Entry] = []
    for dest, src, kind in binaries:
        path = norm(dest)
        source = Path(src).with_name(Path(src).name.split(".", 1)[0] + ".py")
        if kind != "EXTENSION" or not path.startswith(prefixes) or not source.is_file():
            kept.append((dest, src, kind))
            continue
        parts = [*path.split("/")[:-1], source.stem]
        if parts[-1] == "__init__":
            parts.pop()
        pure.append((".".join(parts), str(source), "PYMODULE"))
    return kept


# Why each file over 2 MB ships (tests/bench/bench_bundle.py prints them with these; a large
# file with no reason here is flagged). First match on the file's name wins.
SHIPPED_BECAUSE: list[tuple[re.Pattern[str], str]] = [(re.compile(p, re.I), why) for p, why in (
    # PySide6's bindings (QtGui.abi3.so, QtGui.pyd), before the Qt libraries they bind
    (r"^QtOpenGL\.", "PySide6's QtOpenGL binding: PySide6.QtQuick imports it (every PySide6 "
                      "Qt Quick app)"),
    (r"^QtGui\.", "PySide6's Qt GUI binding"),
    (r"^QtCore\.", "PySide6's Qt Core binding"),
    (r"^QtQml\.", "PySide6's QML binding"),
    (r"^QtQuick\.", "PySide6's Qt Quick binding"),
    (r"^(lib)?icu(data|i18n|uc)", "ICU: Qt Core's Unicode, collation and locale data "
                                 "(every Qt app; the numbers and dates in de/en/sv)"),
    (r"Qt6?Gui\b", "Qt GUI: windows, painting, fonts, images (every Qt app)"),
    (r"Qt6?Core\b", "Qt Core (every Qt app)"),
    (r"Qt6?Qml\b", "the QML engine (every Qt Quick app)"),
    (r"Qt6?Quick\b", "Qt Quick: the scene graph every screen draws in"),
    (r"python3", "the Python interpreter"),
    (r"QuickControls2Material", "the Controls' Material style: new game, settings, rules, "
                                "LAN screens, the devices' panels"),
    (r"QuickControls2Basic", "the Controls' Basic style, which Material imports"),
    (r"QuickTemplates2", "Qt Quick Templates, under every Controls control"),
    (r"Qt6?Network", "LAN play (TCP, UDP discovery); PySide6.QtQml imports it too"),
    (r"Qt6?WebSockets", "internet rooms: the mailbox server speaks WebSocket (net/internet)"),
    (r"Qt6?Multimedia", "QSoundEffect: the game's sounds and music"),
    (r"^libstdc\+\+", "the C++ runtime Qt is built against (newer than some Linux systems')"),
    (r"^uno-desktop(\.exe)?$", "PyInstaller's launcher with the game's Python code (its PYZ)"),
    (r"__mypyc", "the compiled rules core's shared runtime"),
)]


def shipped_because(name: str) -> str | None:
    """Why the bundled file ``name`` (a file name, no folder) ships, or ``None``."""
    for pattern, why in SHIPPED_BECAUSE:
        if pattern.search(name):
            return why
    return None


# What the bundle ships that a played game need not load (the self-test in an X11 window,
# with sound, through the screens built with Qt Quick Controls, and the LAN host), and why it
# ships all the same. tests/packaging/test_bundle.py lists what is shipped against what is
# loaded: a file never loaded fails it unless a line here matches its path in ``_internal``;
# a line that matches nothing shipped fails it too. First match wins.
NOT_LOADED_BECAUSE: list[tuple[re.Pattern[str], str]] = [(re.compile(p), why) for p, why in (
    (r"plugins/platforms/libqwayland|plugins/wayland-|libQt6WaylandClient|"
     r"libQt6WlShellIntegration", "a Wayland desktop (the check plays under X11)"),
    (r"plugins/platforms/libqoffscreen", "-platform offscreen: the self-test and a headless "
                                         "machine (the check plays under X11)"),
    (r"plugins/xcbglintegrations/libqxcb-egl", "X11 where OpenGL comes through EGL, not GLX"),
    (r"plugins/platforminputcontexts/", "typing a name with a compose key or through an "
                                        "input method (IBus)"),
    (r"libQt6QuickShapes|/libqmlshapesplugin", "QtQuick.Shapes: the themed editions' device "
                                               "scenes (ShapeMark.qml, OffsideScene.qml)"),
    (r"^PySide6/Qt/qml/.*/lib\w+plugin\.so$", "a QML module's plugin stub: Qt registers the "
     "module's types from its library, linked already, and opens the stub only where not"),
    (r"^rules/.*\.cpython-", "the compiled core's per-module entry: its code is in the core's "
     "shared library (__mypyc, loaded), which starts the modules it imports itself"),
    (r"Qt6?WebSockets", "the internet rooms' mailbox (net/internet/mailbox.py speaks "
                      "WebSocket), loaded when a room is opened"),
)]


def not_loaded_because(path: str) -> str | None:
    """Why the bundled file at ``path`` (below ``_internal``) ships though a played game
    need not load it, or ``None``."""
    for pattern, why in NOT_LOADED_BECAUSE:
        if pattern.search(path):
            return why
    return None
