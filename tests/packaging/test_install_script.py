"""packaging/linux/install.sh on a stand-in bundle (a script as the game, the real share/
files): it installs the menu entry and command, and --uninstall leaves the prefix as it
found it, caches included, while another application's files stay."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "org.unodesktop.UnoDesktop"

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux script")


@pytest.fixture
def bundle(tmp_path) -> Path:
    """The folder a player unpacked: the executable, install.sh and share/."""
    folder = tmp_path / "uno-desktop-0.1.0"
    share = folder / "share"
    (share / "applications").mkdir(parents=True)
    (share / "metainfo").mkdir()
    shutil.copy2(LINUX / f"{APP_ID}.desktop", share / "applications")
    shutil.copy2(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo")
    for size in ("48x48", "256x256"):
        icon = share / "icons" / "hicolor" / size / "apps" / f"{APP_ID}.png"
        icon.parent.mkdir(parents=True)
        icon.write_bytes(b"\x89PNG stand-in")
    exe = folder / "uno-desktop"
    exe.write_text("#!/bin/sh\necho game\n", "utf-8")
    exe.chmod(0o755)
    shutil.copy2(LINUX / "install.sh", folder / "install.sh")
    return folder


def run(bundle: Path, *args: str) -> str:
    result = subprocess.run(["sh", str(bundle / "install.sh"), *args], capture_output=True,
                            text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def files(prefix: Path) -> set[str]:
    return {p.relative_to(prefix).as_posix() for p in prefix.rglob("*")}


def caches(prefix: Path) -> None:
    """What update-desktop-database and gtk-update-icon-cache leave after installing
    (made by hand: neither tool need be on this machine)."""
    (prefix / "share" / "applications" / "mimeinfo.cache").write_text("[MIME Cache]\n")
    (prefix / "share" / "icons" / "hicolor" / "icon-theme.cache").write_bytes(b"cache")


def test_install_then_uninstall_leaves_nothing(bundle, tmp_path):
    prefix = tmp_path / "prefix"
    run(bundle, str(prefix))
    link = prefix / "bin" / "uno-desktop"
    assert link.resolve() == (bundle / "uno-desktop").resolve()
    entry = (prefix / "share" / "applications" / f"{APP_ID}.desktop").read_text("utf-8")
    assert f'Exec="{bundle}/uno-desktop"' in entry
    assert (prefix / "share" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    caches(prefix)
    run(bundle, "--uninstall", str(prefix))
    assert files(prefix) <= {"bin", "share", "share/icons"}, files(prefix)
    assert (bundle / "uno-desktop").is_file()


def test_uninstall_keeps_other_applications(bundle, tmp_path):
    prefix = tmp_path / "prefix"
    other_entry = prefix / "share" / "applications" / "org.example.Other.desktop"
    other_icon = prefix / "share" / "icons" / "hicolor" / "48x48" / "apps" / "org.example.png"
    other_icon.parent.mkdir(parents=True)
    other_entry.parent.mkdir(parents=True)
    other_entry.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n")
    other_icon.write_bytes(b"\x89PNG other")
    before = files(prefix)
    run(bundle, str(prefix))
    caches(prefix)
    run(bundle, "--uninstall", str(prefix))
    left = files(prefix) - {"bin", "share/applications/mimeinfo.cache",
                            "share/icons/hicolor/icon-theme.cache"}
    assert left == before, left ^ before
    assert not list(prefix.rglob(f"{APP_ID}*"))
