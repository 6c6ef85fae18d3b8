"""packaging/qtfilter.py: which Qt files the bundle keeps, on synthetic TOCs of each OS."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import qtfilter  # noqa: E402


def test_qml_imports_and_qmldir():
    text = 'import QtQuick 2.15\nimport QtQuick.Controls as C\nimport "dir"\n  import X.Y\n'
    assert qtfilter.qml_imports(text) == {"QtQuick", "QtQuick.Controls", "X.Y"}
    qmldir = ("module QtQuick.Controls\nimport QtQuick.Controls.Basic auto\n"
              "optional import QtQuick.Controls.Fusion auto\n"
              "default import QtQuick.Controls.Basic auto\ndepends QtQuick.Templates\n")
    assert qtfilter.qmldir_deps(qmldir) == {"QtQuick.Controls.Basic", "QtQuick.Templates"}


def test_plugins_and_translations():
    assert qtfilter.plugin_kept("platforms/libqxcb.so")
    assert qtfilter.plugin_kept("platforms/qwindows.dll", "win32")
    assert qtfilter.plugin_kept("platforms/libqcocoa.dylib", "darwin")
    assert not qtfilter.plugin_kept("platforms/libqcocoa.dylib", "linux")
    assert qtfilter.plugin_kept("imageformats/qico.dll", "win32")
    assert not qtfilter.plugin_kept("imageformats/libqico.so", "linux")
    assert not qtfilter.plugin_kept("platforms/libqminimal.so")
    assert not qtfilter.plugin_kept("platforms/libqeglfs.so")
    assert qtfilter.plugin_kept("imageformats/libqsvg.so")
    assert not qtfilter.plugin_kept("imageformats/libqtiff.so")
    assert not qtfilter.plugin_kept("multimedia/libffmpegmediaplugin.so")  # QSoundEffect only
    assert not qtfilter.plugin_kept("sqldrivers/libqsqlite.so")
    assert not qtfilter.plugin_kept("platformthemes/libqgtk3.so")
    assert not qtfilter.plugin_kept("platforminputcontexts/libqtvirtualkeyboardplugin.so")
    assert qtfilter.translation_kept("qtdeclarative_de.qm", ["de", "en"])
    assert not qtfilter.translation_kept("qtbase_de.qm", ["de", "en"])  # no text shown
    assert qtfilter.translation_kept("qt_sv.qm", ["sv"])
    assert not qtfilter.translation_kept("qtbase_fr.qm", ["de", "en"])
    assert not qtfilter.translation_kept("qtwebengine_de.qm", ["de"])
    assert not qtfilter.translation_kept("qtmultimedia_de.qm", ["de"])  # no text a player sees


def test_qml_files_a_module_reads_from_its_library_and_the_designers_go(tmp_path):
    """A module whose qmldir says ``prefer :/…`` reads its .qml files from the copy compiled
    into its library: those in the folder go (what they import still counts), as do Qt
    Creator's designer files; a module without ``prefer`` keeps its .qml files."""
    qml = tmp_path / "qml"
    material = "PySide6/Qt/qml/QtQuick/Controls/Material"
    datas = [
        (f"{material}/qmldir", _write(qml / "M/qmldir", "module QtQuick.Controls.Material\n"
                                      "prefer :/qt-project.org/imports/QtQuick/Controls/"
                                      "Material/\n"), "DATA"),
        (f"{material}/Button.qml", _write(qml / "M/Button.qml", "import QtQuick.Shapes\n"),
         "DATA"),
        ("PySide6/Qt/qml/QtQuick/Controls/designer/ButtonSpecifics.qml",
         _write(qml / "designer/ButtonSpecifics.qml"), "DATA"),
        ("PySide6/Qt/qml/QtQuick/Controls/designer/qtquickcontrols2.metainfo",
         _write(qml / "designer/qtquickcontrols2.metainfo"), "DATA"),
        ("PySide6/Qt/qml/QtQuick/Controls/qmldir",
         _write(qml / "C/qmldir", "module QtQuick.Controls\n"
                "import QtQuick.Controls.Material\n"), "DATA"),
        ("PySide6/Qt/qml/QtQuick/Shapes/qmldir", _write(qml / "S/qmldir"), "DATA"),
        ("PySide6/Qt/qml/QtQuick/Shapes/Shape.qml", _write(qml / "S/Shape.qml"), "DATA"),
    ]
    _bin, out_data, report = qtfilter.filter_qt([], datas, {"QtQuick.Controls"}, ["en"],
                                                lambda src: [])
    kept = {d for d, _s, _k in out_data}
    assert kept == {f"{material}/qmldir", "PySide6/Qt/qml/QtQuick/Controls/qmldir",
                    "PySide6/Qt/qml/QtQuick/Shapes/qmldir",
                    "PySide6/Qt/qml/QtQuick/Shapes/Shape.qml"}
    assert "QtQuick/Shapes" in report["qml_modules"]  # imported by Material's Button.qml


def _write(path: Path, text: str = "") -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return str(path)


def test_filter_linux_layout(tmp_path):
    qml = tmp_path / "qml"
    datas = [
        ("PySide6/Qt/qml/QtQuick/qmldir", _write(qml / "QtQuick/qmldir", "import QtQml auto\n"),
         "DATA"),
        ("PySide6/Qt/qml/QtQml/qmldir", _write(qml / "QtQml/qmldir", "module QtQml\n"), "DATA"),
        ("PySide6/Qt/qml/QtQuick/Controls/qmldir",
         _write(qml / "QtQuick/Controls/qmldir", "default import QtQuick.Controls.Basic\n"),
         "DATA"),
        ("PySide6/Qt/qml/QtQuick/Controls/Basic/qmldir",
         _write(qml / "QtQuick/Controls/Basic/qmldir"), "DATA"),
        ("PySide6/Qt/qml/QtQuick/Controls/Basic/Button.qml",
         _write(qml / "QtQuick/Controls/Basic/Button.qml", "import QtQuick.Shapes\n"), "DATA"),
        ("PySide6/Qt/qml/QtQuick/Controls/Basic/plugins.qmltypes",
         _write(qml / "QtQuick/Controls/Basic/plugins.qmltypes"), "DATA"),
        ("PySide6/Qt/qml/QtQuick/Shapes/qmldir", _write(qml / "QtQuick/Shapes/qmldir"), "DATA"),
        ("PySide6/Qt/qml/QtQuick/Controls/Fusion/qmldir",
         _write(qml / "QtQuick/Controls/Fusion/qmldir"), "DATA"),
        ("PySide6/Qt/qml/QtQuick3D/qmldir", _write(qml / "QtQuick3D/qmldir"), "DATA"),
        ("PySide6/Qt/translations/qtdeclarative_de.qm", _write(tmp_path / "t1"), "DATA"),
        ("PySide6/Qt/translations/qtdeclarative_ja.qm", _write(tmp_path / "t2"), "DATA"),
        ("uno_desktop/ui/qml/Main.qml", _write(tmp_path / "Main.qml"), "DATA"),
    ]
    libs = {name: _write(tmp_path / "lib" / name) for name in (
        "libQt6Core.so.6", "libQt6Quick.so.6", "libQt6Quick3D.so.6", "libQt6QuickShapes.so.6",
        "libgtk-3.so.0", "libffi.so.8", "libpython3.11.so.1.0", "libssl.so.3",
        "libcrypto.so.3", "libcrypt.so.1")}
    plugin = {name: _write(tmp_path / "plugins" / name) for name in (
        "libqxcb.so", "libqgtk3.so", "libquick3dplugin.so", "libqtquickshapesplugin.so")}
    binaries = [
        ("PySide6/QtQuick.abi3.so", _write(tmp_path / "QtQuick.abi3.so"), "EXTENSION"),
        *[(f"PySide6/Qt/lib/{n}", p, "BINARY") for n, p in libs.items()
          if n.startswith("libQt6")],
        ("libgtk-3.so.0", libs["libgtk-3.so.0"], "BINARY"),
        ("libffi.so.8", libs["libffi.so.8"], "BINARY"),  # a ctypes library: nobody links it
        ("libpython3.11.so.1.0", libs["libpython3.11.so.1.0"], "BINARY"),
        # OpenSSL for Qt's TLS plugin, which goes: nobody links them (libcrypt is not one)
        *[(n, libs[n], "BINARY") for n in ("libssl.so.3", "libcrypto.so.3", "libcrypt.so.1")],
        ("PySide6/Qt/plugins/platforms/libqxcb.so", plugin["libqxcb.so"], "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", plugin["libqgtk3.so"], "BINARY"),
        ("PySide6/Qt/qml/QtQuick3D/libquick3dplugin.so", plugin["libquick3dplugin.so"],
         "BINARY"),
        ("PySide6/Qt/qml/QtQuick/Shapes/libqtquickshapesplugin.so",
         plugin["libqtquickshapesplugin.so"], "BINARY"),
        ("libQt6Quick3D.so.6", "PySide6/Qt/lib/libQt6Quick3D.so.6", "SYMLINK"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    needs = {
        "QtQuick.abi3.so": ["libQt6Quick.so.6"],
        "libQt6Quick.so.6": ["libQt6Core.so.6"],
        "libqxcb.so": ["libQt6Core.so.6"],
        "libqgtk3.so": ["libgtk-3.so.0", "libQt6Core.so.6"],
        "libquick3dplugin.so": ["libQt6Quick3D.so.6"],
        "libqtquickshapesplugin.so": ["libQt6QuickShapes.so.6"],
    }

    def fake_imports(src):
        return [(n, libs[n]) for n in needs.get(Path(src).name, [])]

    out_bin, out_data, report = qtfilter.filter_qt(
        binaries, datas, {"QtQuick", "QtQuick.Controls"}, ["en", "de"], fake_imports)
    kept = {d for d, _s, _k in out_bin} | {d for d, _s, _k in out_data}
    assert "PySide6/Qt/lib/libQt6Quick.so.6" in kept
    assert "PySide6/Qt/lib/libQt6Core.so.6" in kept
    assert "PySide6/Qt/lib/libQt6QuickShapes.so.6" in kept  # via Basic/Button.qml
    assert "PySide6/Qt/qml/QtQuick/Shapes/libqtquickshapesplugin.so" in kept
    assert "PySide6/Qt/qml/QtQml/qmldir" in kept
    assert "PySide6/Qt/qml/QtQuick/Controls/Basic/Button.qml" in kept
    assert "PySide6/Qt/plugins/platforms/libqxcb.so" in kept
    assert "libffi.so.8" in kept and "libpython3.11.so.1.0" in kept
    assert "libcrypt.so.1" in kept
    assert "uno_desktop/ui/qml/Main.qml" in kept
    assert "PySide6/Qt/translations/qtdeclarative_de.qm" in kept
    links = {d for d, _s, k in out_bin if k == "SYMLINK"}
    assert links == {"libQt6Core.so.6"}  # no dangling link to a dropped library
    for gone in ("PySide6/Qt/lib/libQt6Quick3D.so.6", "PySide6/Qt/qml/QtQuick3D/qmldir",
                 "PySide6/Qt/qml/QtQuick3D/libquick3dplugin.so",
                 "PySide6/Qt/qml/QtQuick/Controls/Fusion/qmldir",
                 "PySide6/Qt/qml/QtQuick/Controls/Basic/plugins.qmltypes",
                 "PySide6/Qt/plugins/platformthemes/libqgtk3.so", "libgtk-3.so.0",
                 "PySide6/Qt/translations/qtdeclarative_ja.qm", "libssl.so.3",
                 "libcrypto.so.3"):
        assert gone not in kept, gone
    assert "QtQuick/Controls/Basic" in report["qml_modules"]


def test_the_sound_servers_client_is_the_players_and_what_only_it_needs_goes(tmp_path):
    """libQt6Multimedia links libpulse: the client, libsndfile with its codecs, and libdbus
    with libsystemd (linked only through libpulse) stay out of the bundle; libX11, which the
    window system's plugin links too, stays in."""
    names = ("libQt6Multimedia.so.6", "libQt6Core.so.6", "libpulse.so.0",
             "libpulsecommon-16.1.so", "libsndfile.so.1", "libFLAC.so.12", "libvorbis.so.0",
             "libogg.so.0", "libopus.so.0", "libmp3lame.so.0", "libmpg123.so.0",
             "libasyncns.so.0", "libdbus-1.so.3", "libsystemd.so.0", "libX11.so.6",
             "libffi.so.8")
    libs = {name: _write(tmp_path / "lib" / name) for name in names}
    plugin = _write(tmp_path / "plugins" / "libqxcb.so")
    binaries = [
        ("PySide6/QtMultimedia.abi3.so", _write(tmp_path / "QtMultimedia.abi3.so"),
         "EXTENSION"),
        *[(f"PySide6/Qt/lib/{n}", libs[n], "BINARY") for n in names if n.startswith("libQt6")],
        *[(n, libs[n], "BINARY") for n in names if not n.startswith("libQt6")],
        ("PySide6/Qt/plugins/platforms/libqxcb.so", plugin, "BINARY"),
    ]
    needs = {
        "QtMultimedia.abi3.so": ["libQt6Multimedia.so.6"],
        "libQt6Multimedia.so.6": ["libQt6Core.so.6", "libpulse.so.0"],
        "libpulse.so.0": ["libpulsecommon-16.1.so", "libdbus-1.so.3"],
        "libpulsecommon-16.1.so": ["libsndfile.so.1", "libsystemd.so.0", "libX11.so.6",
                                   "libasyncns.so.0", "libdbus-1.so.3"],
        "libsndfile.so.1": ["libFLAC.so.12", "libvorbis.so.0", "libogg.so.0",
                            "libopus.so.0", "libmp3lame.so.0", "libmpg123.so.0"],
        "libdbus-1.so.3": ["libsystemd.so.0"],
        "libqxcb.so": ["libQt6Core.so.6", "libX11.so.6"],
    }

    def fake_imports(src):
        return [(n, libs[n]) for n in needs.get(Path(src).name, [])]

    out_bin, _out_data, report = qtfilter.filter_qt(binaries, [], {"QtQuick"}, ["en"],
                                                    fake_imports)
    kept = {d for d, _s, _k in out_bin}
    assert {"PySide6/Qt/lib/libQt6Multimedia.so.6", "libX11.so.6", "libffi.so.8"} <= kept
    for gone in names[2:14]:
        assert gone not in kept, gone
    assert "libpulse.so.0" in report["from_players_system"]


def test_filter_windows_and_macos_paths(tmp_path):
    core = _write(tmp_path / "Qt6Core.dll")
    pdf = _write(tmp_path / "Qt6Pdf.dll")
    fw_core = _write(tmp_path / "QtCore")
    fw_pdf = _write(tmp_path / "QtPdf")
    ext = _write(tmp_path / "QtCore.pyd")
    binaries = [
        ("PySide6\\QtCore.pyd", ext, "EXTENSION"),
        ("PySide6\\Qt6Core.dll", core, "BINARY"),
        ("PySide6\\Qt6Pdf.dll", pdf, "BINARY"),
        ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", fw_core, "BINARY"),
        ("PySide6/Qt/lib/QtPdf.framework/Versions/A/QtPdf", fw_pdf, "BINARY"),
        ("PySide6\\plugins\\platforms\\qwindows.dll", _write(tmp_path / "qwindows.dll"),
         "BINARY"),
        ("PySide6\\plugins\\sqldrivers\\qsqlite.dll", _write(tmp_path / "qsqlite.dll"),
         "BINARY"),
    ]
    datas = [
        ("PySide6/Qt/lib/QtPdf.framework/Resources/Info.plist", _write(tmp_path / "a"), "DATA"),
        ("PySide6/Qt/lib/QtCore.framework/Resources/Info.plist", _write(tmp_path / "b"), "DATA"),
        ("PySide6\\translations\\qtdeclarative_sv.qm", _write(tmp_path / "c"), "DATA"),
    ]

    def fake_imports(src):
        if src == ext:
            return [("Qt6Core.dll", core), ("@rpath/QtCore.framework/Versions/A/QtCore", None)]
        return []

    out_bin, out_data, _ = qtfilter.filter_qt(binaries, datas, set(), ["sv"], fake_imports,
                                              platform="win32")
    kept = {qtfilter.norm(d) for d, _s, _k in [*out_bin, *out_data]}
    assert "PySide6/Qt6Core.dll" in kept
    assert "PySide6/Qt6Pdf.dll" not in kept
    assert "PySide6/plugins/platforms/qwindows.dll" in kept
    assert "PySide6/plugins/sqldrivers/qsqlite.dll" not in kept
    assert "PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore" in kept
    assert "PySide6/Qt/lib/QtCore.framework/Resources/Info.plist" in kept
    assert not any("QtPdf.framework" in k for k in kept)
    assert "PySide6/translations/qtdeclarative_sv.qm" in kept


def test_pure_python_instead_swaps_an_extension_for_its_source(tmp_path):
    pkg = tmp_path / "zeroconf"
    (pkg / "_services").mkdir(parents=True)
    for name in ("_dns", "_services/__init__", "_services/info", "_nosource"):
        (pkg / f"{name}.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
        if name != "_nosource":
            (pkg / f"{name}.py").write_text("")
    so = ".cpython-311-x86_64-linux-gnu.so"
    binaries = [(f"zeroconf/{n}{so}", str(pkg / f"{n}{so}"), "EXTENSION")
                for n in ("_dns", "_services/__init__", "_services/info", "_nosource")]
    other = ("msgspec/_core" + so, str(tmp_path / "_core.so"), "EXTENSION")
    pure: list[qtfilter.Entry] = [("zeroconf", str(pkg / "__init__.py"), "PYMODULE")]
    same_list = pure
    kept = qtfilter.pure_python_instead([*binaries, other], pure)
    assert kept == [binaries[3], other]  # no source beside it; another package
    assert pure is same_list and pure[1:] == [
        ("zeroconf._dns", str(pkg / "_dns.py"), "PYMODULE"),
        ("zeroconf._services", str(pkg / "_services" / "__init__.py"), "PYMODULE"),
        ("zeroconf._services.info", str(pkg / "_services" / "info.py"), "PYMODULE")]
