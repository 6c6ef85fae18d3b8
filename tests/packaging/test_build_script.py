"""packaging/build.py's branches that the CI runs on other machines, checked here: the
names and paths per OS and architecture, how each OS unpacks an archive, and that a build
never ships the plain rules core unless asked to (``--pure-core``)."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import build  # noqa: E402
import compile_core  # noqa: E402

OSES = {"linux": "linux", "win32": "windows", "darwin": "macos"}


@pytest.mark.parametrize(("machine", "tag"), [("x86_64", "x86_64"), ("AMD64", "x86_64"),
                                              ("aarch64", "arm64"), ("arm64", "arm64")])
def test_the_architecture_is_named_as_the_archives_are(monkeypatch, machine, tag):
    monkeypatch.setattr(platform, "machine", lambda: machine)
    assert build.arch_tag() == tag


@pytest.mark.parametrize("system", sorted(OSES))
def test_each_os_has_its_executable_bundle_and_archive_name(monkeypatch, tmp_path, system):
    monkeypatch.setattr(sys, "platform", system)
    assert build.os_tag() == OSES[system]
    folder = build.archive_folder()
    expected = {
        "linux": (tmp_path / "uno-desktop" / "uno-desktop", tmp_path / "uno-desktop",
                  tmp_path / folder / "uno-desktop"),
        "win32": (tmp_path / "uno-desktop" / "uno-desktop.exe", tmp_path / "uno-desktop",
                  tmp_path / folder / "uno-desktop.exe"),
        "darwin": (tmp_path / "UNO Desktop.app/Contents/MacOS/uno-desktop",
                   tmp_path / "UNO Desktop.app",
                   tmp_path / "UNO Desktop.app/Contents/MacOS/uno-desktop"),
    }[system]
    assert (build.executable(tmp_path), build.bundle_root(tmp_path),
            build.unpacked_executable(tmp_path)) == expected


@pytest.mark.parametrize(("system", "tool"), [("linux", ["tar", "-xzf"]),
                                              ("win32", ["powershell"]),
                                              ("darwin", ["ditto", "-x", "-k"])])
def test_each_os_unpacks_the_download_with_the_players_tool(monkeypatch, tmp_path, system,
                                                             tool):
    monkeypatch.setattr(sys, "platform", system)
    ran: list[list[str]] = []

    def unpacked(cmd, check):
        ran.append(cmd)
        exe = build.unpacked_executable(tmp_path / "into")
        exe.parent.mkdir(parents=True)
        exe.write_text("")

    monkeypatch.setattr(subprocess, "run", unpacked)
    exe = build.unpack(tmp_path / "game.archive", tmp_path / "into")
    assert exe == build.unpacked_executable(tmp_path / "into")
    assert ran[0][:len(tool)] == tool
    if system == "win32":
        assert "Expand-Archive" in ran[0][-1]


def test_an_archive_that_unpacks_elsewhere_is_an_error(monkeypatch, tmp_path):
    monkeypatch.setattr(subprocess, "run", lambda cmd, check: None)
    with pytest.raises(SystemExit, match="did not unpack to"):
        build.unpack(tmp_path / "game.tar.gz", tmp_path / "into")


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes and symlinks in the tree zipped")
@pytest.mark.parametrize("system", ["win32", "darwin"])
def test_the_zip_holds_the_folder_a_player_unpacks(monkeypatch, tmp_path, system):
    """Windows: ``uno-desktop-<version>/``; macOS without ditto: the ``.app``, its
    symlinks kept and the executable still executable."""
    monkeypatch.setattr(sys, "platform", system)
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    exe = build.executable(tmp_path)
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    if system == "darwin":
        (exe.parent / "link").symlink_to(exe.name)
    target = build.archive(tmp_path)
    assert target.name == f"uno-desktop-{build.version()}-{OSES[system]}-{build.arch_tag()}.zip"
    with zipfile.ZipFile(target) as archive:
        infos = {info.filename: info for info in archive.infolist()}
    top = "UNO Desktop.app" if system == "darwin" else build.archive_folder()
    inner = exe.relative_to(build.bundle_root(tmp_path)).as_posix()
    assert infos[f"{top}/{inner}"].external_attr >> 16 & 0o111
    if system == "darwin":
        assert infos[f"{top}/Contents/MacOS/link"].external_attr >> 28 == 0o12  # a symlink


def test_the_linux_archive_is_a_tarball_of_the_versioned_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "platform", "linux")
    exe = build.executable(tmp_path)
    exe.parent.mkdir(parents=True)
    exe.write_text("")
    with tarfile.open(build.archive(tmp_path)) as tar:
        assert f"{build.archive_folder()}/uno-desktop" in tar.getnames()


@pytest.mark.parametrize(("files", "carries"), [
    (["uno-desktop/_internal/rules/game.cpython-311-x86_64-linux-gnu.so"], True),
    (["uno-desktop/_internal/rules/game.cp313-win_amd64.pyd"], True),
    (["UNO Desktop.app/Contents/Frameworks/rules/game.cpython-313-darwin.so"], True),
    (["uno-desktop/_internal/rules/cards.cpython-311-x86_64-linux-gnu.so",
      "uno-desktop/_internal/base_library.zip"], False),
    ([], False),
])
def test_the_bundle_is_checked_for_the_compiled_core(tmp_path, files, carries):
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"")
    assert build.carries_compiled_core(tmp_path) is carries


@pytest.mark.skipif(os.name == "nt", reason="setuptools finds MSVC itself, not on PATH")
def test_a_machine_that_cannot_compile_the_core_stops_the_build(tmp_path):
    """No C compiler on the path: build.py exits non-zero before PyInstaller runs and says
    what to install (or --pure-core); nothing is built."""
    if "mypyc" in (compile_core.available() or ""):
        pytest.skip("mypy is not installed here")
    env = dict(os.environ, PATH=str(tmp_path / "nowhere"))
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--no-archive",
         "--dist", str(tmp_path / "dist"), "--work", str(tmp_path / "work")],
        capture_output=True, text=True, env=env, timeout=120, check=False, cwd=ROOT)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "the rules core cannot be compiled here (no C compiler" in result.stderr
    assert "--pure-core" in result.stderr and "PyInstaller" not in result.stdout
    assert not (tmp_path / "dist").exists()


def test_a_bundle_without_the_compiled_core_fails_the_build(monkeypatch, tmp_path):
    """The compiler worked but PyInstaller bundled the plain source (the spec lost
    UNO_BUILD_CORE): the build fails instead of shipping it."""
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(build, "compiled_core", lambda work: work / "core")
    monkeypatch.setattr(build, "stage", lambda work: work / "stage")
    monkeypatch.setattr(build, "add_linux_share", lambda dist, stage: None)

    def plain_bundle(work, dist, stage_dir, core):
        exe = build.executable(dist)
        exe.parent.mkdir(parents=True)
        exe.write_text("")
        (exe.parent / "_internal" / "rules").mkdir(parents=True)
        (exe.parent / "_internal" / "rules" / "game.py").write_text("")

    monkeypatch.setattr(build, "run_pyinstaller", plain_bundle)
    with pytest.raises(SystemExit, match="carries the plain rules core"):
        build.build(tmp_path / "dist", tmp_path / "work", make_archive=False)


@pytest.mark.skipif(os.name == "nt", reason="a shell script stands in for the game")
@pytest.mark.parametrize(("says", "expected", "code"), [
    ("compiled", "compiled", 0), ("plain", "compiled", 1), ("plain", "plain", 0)])
def test_the_self_test_must_name_the_core_the_build_promised(tmp_path, capsys, says,
                                                             expected, code):
    game = tmp_path / "uno-desktop"
    game.write_text(f"#!/bin/sh\necho 'self-test: rules core {says}, frame 1x1, "
                    "actions 2: ok'\n")
    game.chmod(0o755)
    assert build.self_test(game, core=expected) == code
    if code:
        assert "does not say it runs the compiled rules core" in capsys.readouterr().out


def test_the_install_scripts_show_progress_and_bring_a_compiler():
    """A cold download takes minutes: pip and apt-get show it (no -q, -qq or output thrown
    away); system-deps.sh brings what pip install . compiles the rules core with."""
    play = (ROOT / "scripts" / "play.sh").read_text("utf-8")
    deps = (ROOT / "scripts" / "system-deps.sh").read_text("utf-8")
    assert "python3 -m pip install .\n" in play
    assert "uno-desktop --version" in play  # the one line that names the core installed
    for script in (play, deps):
        commands = [line for line in script.splitlines() if not line.startswith("#")]
        assert not any(flag in line.split() for line in commands for flag in ("-q", "-qq"))
        quiet = [line for line in commands if ">/dev/null" in line
                 and not line.lstrip().startswith(("installed=", "if ! why="))]  # look-ups
        assert quiet in ([], ["command -v apt-get >/dev/null || exit 0"]), quiet
    for package in ("gcc", "libc6-dev", "python3-dev"):
        assert package in deps.split()


def test_the_bundles_cards_are_the_svg_compressed_and_qt_draws_them_the_same(tmp_path,
                                                                            monkeypatch):
    """The bundle ships every card as .svgz (build.compress_cards): the same SVG bytes,
    reproducibly, a colour-blind card the same as the plain one left out; Qt's SVG reader
    draws the .svgz pixel for pixel as the .svg; and resources.card_file finds the .svgz
    where no .svg is (the colour-blind set too, the plain card where it has none)."""
    import gzip

    from PySide6.QtCore import QSize
    from PySide6.QtGui import QImageReader

    from uno_desktop import resources

    written = build.compress_cards(tmp_path / "a")
    build.compress_cards(tmp_path / "b")  # again: the same bytes
    assets = ROOT / "assets"
    plain, blind = (assets / f for f in build.CARD_FOLDERS)
    assert sorted(p.name for p in (tmp_path / "a" / plain.name).iterdir()) == sorted(
        f"{p.name}z" for p in plain.glob("*.svg"))
    differ = [p for p in blind.glob("*.svg") if p.read_bytes() != (plain / p.name).read_bytes()]
    assert sorted(p.name for p in (tmp_path / "a" / blind.name).iterdir()) == sorted(
        f"{p.name}z" for p in differ)  # the same as the plain card: left out
    assert "back.svgz" not in {p.name for p in (tmp_path / "a" / blind.name).iterdir()}
    for packed in written:
        svg = assets / packed.parent.name / packed.name[:-1]
        assert gzip.decompress(packed.read_bytes()) == svg.read_bytes()
        assert packed.read_bytes() == (tmp_path / "b" / packed.parent.name /
                                       packed.name).read_bytes()
    assert sum(p.stat().st_size for p in written) < sum(
        p.stat().st_size for f in build.CARD_FOLDERS for p in (assets / f).glob("*.svg")) / 2

    def drawn(path: Path):
        reader = QImageReader(str(path))
        reader.setScaledSize(QSize(126, 176))
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        return image

    for name in ("back", "red_7", "black_wild_draw_four"):
        assert drawn(tmp_path / "a" / "cards" / f"{name}.svgz") == drawn(
            assets / "cards" / f"{name}.svg")

    assert resources.card_file("red_7") == assets / "cards" / "red_7.svg"  # a checkout's
    monkeypatch.setattr(resources, "assets_dir", lambda: tmp_path / "a")
    resources.card_suffix.cache_clear()
    try:
        assert resources.card_file("red_7") == tmp_path / "a" / "cards" / "red_7.svgz"
        assert resources.card_file("red_7", colour_blind=True) == (
            tmp_path / "a" / "cards_cb" / "red_7.svgz")
        assert resources.card_file("back", colour_blind=True) == (
            tmp_path / "a" / "cards" / "back.svgz")
    finally:
        resources.card_suffix.cache_clear()
