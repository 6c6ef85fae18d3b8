"""The wheel carries QML, assets, presets and .qm catalogues, and the game starts from it;
an editable install compiles the checkout's catalogues, so it plays in every language."""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import time
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import check_wheel  # noqa: E402
from compile_core import available  # noqa: E402

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(out)],
        capture_output=True, text=True, timeout=900, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    (path,) = out.glob("uno_desktop-*.whl")
    return path


def test_wheel_contents(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    qml = [n for n in names if n.startswith("uno_desktop/") and n.endswith(".qml")]
    source_qml = list((ROOT / "uno_desktop").rglob("*.qml"))
    assert len(qml) == len(source_qml) and "uno_desktop/ui/qml/Main.qml" in names
    assert "uno_desktop/ui/qml/qmldir" in names
    for preset in (ROOT / "rules" / "presets").rglob("*.toml"):
        assert preset.relative_to(ROOT).as_posix() in names
    assets = [p for p in (ROOT / "assets").rglob("*") if p.is_file()
              and p.parent != ROOT / "assets" and "__pycache__" not in p.parts
              and p.suffix not in (".py", ".pyc")]
    assert len(assets) > 100
    for asset in assets:
        assert f"uno_desktop/{asset.relative_to(ROOT).as_posix()}" in names, asset
    ts_files = sorted((ROOT / "i18n").glob("*.ts"))
    for ts in ts_files:
        assert f"uno_desktop/i18n/{ts.stem}.qm" in names
    assert not any(n.endswith(".ts") or "make_art" in n for n in names)
    # the compiled rules core, wherever it can be built (mypy is a build requirement)
    if available() is None:
        assert any(n.startswith("rules/game.") and n.endswith((".so", ".pyd")) for n in names)
        assert "rules/_annotations.py" in names and "rules/game.py" in names  # the fallback


@pytest.mark.skipif(available() is not None, reason="no C compiler or Python headers here")
def test_the_wheel_passes_the_release_check(wheel):
    """What the wheels job runs on every OS (without installing the dependencies again)."""
    assert check_wheel.main([str(wheel)]) == 0


def dependency_dirs() -> list[str]:
    """Where this interpreter finds the game's dependencies (PySide6, msgspec, pip, …):
    its site-packages, a virtual environment's included, and the user's."""
    dirs = [*site.getsitepackages()]
    if site.ENABLE_USER_SITE:
        dirs.append(site.getusersitepackages())
    return [d for d in dict.fromkeys(dirs) if Path(d).is_dir()]


GAME_PACKAGES = ("uno_desktop", "rules")


def without_the_game(site_dir: str, shadows: Path) -> str:
    """``site_dir``, or, where the game is installed in it as a player installs it (a
    wheel), a directory of links to everything else there.

    setuptools' editable finder comes after ``sys.path``: an installed game seen through the
    outer directories would win over the checkout an editable install in the venv names
    (it failed CI on a machine whose Python had the game installed)."""
    outer = Path(site_dir)
    if not any((outer / name).is_dir() for name in GAME_PACKAGES):
        return site_dir
    shadow = shadows / f"outer-{len(list(shadows.glob('outer-*')))}"
    shadow.mkdir(parents=True)
    for entry in outer.iterdir():
        if entry.name not in GAME_PACKAGES and not entry.name.startswith("uno_desktop-"):
            (shadow / entry.name).symlink_to(entry)
    return str(shadow)


def make_venv(env_dir: Path) -> Path:
    """A fresh venv that sees this interpreter's packages but neither this checkout nor
    an install of the game.

    ``system_site_packages=True`` would see the *base* interpreter's packages, which lack
    PySide6 when the tests run in a virtual environment. A ``.pth`` file lists the running
    interpreter's site directories instead: after the venv's own site-packages, so the
    wheel installed there wins, without their ``.pth`` files, so an editable install of
    the game in the outer environment stays out, and without an installed game."""
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True).stdout.strip()
    dirs = [without_the_game(d, env_dir) for d in dependency_dirs()]
    (Path(purelib) / "outer-environment.pth").write_text("".join(f"{d}\n" for d in dirs),
                                                         "utf-8")
    return python


def test_game_starts_from_wheel(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    python = make_venv(env_dir)
    env = check_wheel.outside_env()
    env.update(QT_QPA_PLATFORM="offscreen", UNO_DESKTOP_CONFIG_DIR=str(tmp_path / "config"),
               QT_LOGGING_RULES="qt.multimedia.*=false")
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-index",
         "--force-reinstall", str(wheel)],
        capture_output=True, text=True, env=env, timeout=300, check=False)
    assert install.returncode == 0, install.stdout + install.stderr

    # resources come from the installed package, not from this checkout
    where = subprocess.run(
        [str(python), "-c",
         "from uno_desktop import resources as r; from rules import load_preset; "
         "load_preset('official'); import importlib.resources as ir; "
         "print(r.qml_dir()); print(r.assets_dir()); print(r.translations_dir()); "
         "print(ir.files('rules'))"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120, check=False)
    assert where.returncode == 0, where.stdout + where.stderr
    paths = [Path(line) for line in where.stdout.split()]
    for path in paths:
        assert env_dir.resolve() in path.resolve().parents, f"{path} is not from the wheel"
    qml_dir, assets_dir, qm_dir, _rules = paths
    assert (qml_dir / "Main.qml").is_file()
    assert (assets_dir / "cards" / "back.svg").is_file()
    for ts in (ROOT / "i18n").glob("*.ts"):
        assert (qm_dir / f"{ts.stem}.qm").is_file()

    script = env_dir / ("Scripts/uno-desktop.exe" if os.name == "nt" else "bin/uno-desktop")
    result = subprocess.run([str(script), "--self-test"], capture_output=True, text=True,
                            env=env, cwd=tmp_path, timeout=180, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok" in result.stdout
    core = "compiled" if available() is None else "plain"
    assert f"self-test: rules core {core}," in result.stdout  # the wheel's, as installed
    version = subprocess.run([str(script), "--version"], capture_output=True, text=True,
                             env=env, cwd=tmp_path, timeout=60, check=False)
    assert version.stdout.splitlines()[1].startswith(f"rules core: {core}")


def test_editable_install_compiles_the_catalogues(tmp_path):
    """``pip install -e .`` leaves ``i18n/*.qm`` next to their ``.ts`` (setup.py), where the
    checkout loads them: choosing Deutsch gives German, with plurals."""
    python = make_venv(tmp_path / "venv")
    before = time.time() - 2
    env = check_wheel.outside_env()
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "-e", str(ROOT)],
        capture_output=True, text=True, env=env, timeout=600, check=False)
    assert install.returncode == 0, install.stdout + install.stderr
    for ts in (ROOT / "i18n").glob("*.ts"):
        qm = ts.with_suffix(".qm")
        assert qm.is_file() and qm.stat().st_mtime >= before, f"{qm.name} not compiled"
    env.update(QT_QPA_PLATFORM="offscreen", UNO_DESKTOP_CONFIG_DIR=str(tmp_path / "config"))
    check = subprocess.run(
        [str(python), "-c",
         "from PySide6.QtCore import QCoreApplication as A; app = A([]); "
         "from uno_desktop import resources; from uno_desktop.i18n import Translations; "
         "t = Translations(); t.load('de'); print(resources.translations_dir()); "
         "print(A.translate('TableDecisions', 'Take %n card(s)', None, 1))"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120, check=False)
    assert check.returncode == 0 and not check.stderr, check.stdout + check.stderr
    where, text = check.stdout.splitlines()
    assert Path(where) == ROOT / "i18n"
    assert text == "1 Karte ziehen"
    assert not [p for p in (ROOT / "rules").rglob("*") if p.suffix in (".so", ".pyd")]  # plain


@pytest.mark.skipif(sys.platform == "win32" or not shutil.which("script"),
                    reason="needs a terminal made by util-linux's script")
def test_a_build_without_a_c_compiler_says_in_one_line_it_installs_the_plain_core(tmp_path):
    """pip hides a build's output unless it fails: the line reaches the player's terminal
    anyway (run here in one that ``script`` makes), once, and the wheel is the plain one."""
    bin_dir = Path(sys.executable).parent  # the interpreter's folder: pip, no gcc, no cc
    command = (f"env PATH={bin_dir} {sys.executable} -m pip wheel --no-deps "
               f"-w {tmp_path / 'out'} {ROOT}")
    result = subprocess.run(["script", "-qec", command, "/dev/null"], capture_output=True,
                            text=True, timeout=900, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    said = [line.strip() for line in result.stdout.splitlines() if "rules core" in line]
    assert len(said) == 1 and said[0].startswith(
        "uno-desktop: installs the plain Python rules core, slower (no C compiler"), said
    (built,) = (tmp_path / "out").glob("uno_desktop-*.whl")
    assert built.name.endswith("-py3-none-any.whl")


@pytest.mark.skipif(sys.platform == "win32", reason="play.sh is for Linux (and macOS)")
def test_play_sh_with_everything_there_is_just_the_game(wheel, tmp_path):
    """A player's second start: the game installed from this checkout, the system's
    libraries there: play.sh asks for no root (no sudo, no apt-get) and runs no package
    step; the game starts (here without a display: its one line, exit 2)."""
    env_dir = tmp_path / "venv"
    python = make_venv(env_dir)
    env = check_wheel.outside_env()
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-index",
         "--force-reinstall", str(wheel)],
        capture_output=True, text=True, env=env, timeout=300, check=False)
    assert install.returncode == 0, install.stdout + install.stderr
    stubs = tmp_path / "stubs"  # any call of these is a package step: it leaves a mark
    stubs.mkdir()
    for name in ("sudo", "apt-get"):
        stub = stubs / name
        stub.write_text(f"#!/bin/sh\necho {name} \"$@\" >> {tmp_path / 'called'}\nexit 1\n")
        stub.chmod(0o755)
    (env_dir / "bin" / "python3").exists() or (env_dir / "bin" / "python3").symlink_to(python)
    env = {k: v for k, v in env.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY",
                                                       "QT_QPA_PLATFORM")}
    env.update(PATH=f"{env_dir / 'bin'}:{stubs}:{env.get('PATH', '')}",
               UNO_DESKTOP_CONFIG_DIR=str(tmp_path / "config"), LANG="en_GB.UTF-8")
    result = subprocess.run(["bash", str(ROOT / "scripts" / "play.sh")], capture_output=True,
                            text=True, env=env, timeout=300, check=False)
    said = result.stdout + result.stderr
    assert not (tmp_path / "called").exists(), (tmp_path / "called").read_text()
    assert "pip install" not in said, said
    core = "compiled" if available() is None else "plain"
    assert f"rules core: {core}" in result.stdout, said
    assert result.returncode == 2 and "no display to show the game on" in result.stderr, said
