"""Packaging metadata: desktop entry, AppStream metainfo, Info.plist, Windows version info,
icons — all without building anything (the workflows: test_workflows.py)."""

from __future__ import annotations

import configparser
import plistlib
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))

import icons  # noqa: E402

APP_ID = "org.unodesktop.UnoDesktop"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def test_desktop_entry():
    path = PACKAGING / "linux" / f"{APP_ID}.desktop"
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "UNO Desktop"
    assert entry["Exec"].split()[0] == "uno-desktop"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].split(";")
    assert categories[-1] == "", "Categories must end with ';'"
    assert "Game" in categories and "CardGame" in categories
    # invitation links (uno-desktop://join/...) open the game, handed over as its argument
    from uno_desktop.net.internet.codes import SCHEME

    assert f"x-scheme-handler/{SCHEME}" in entry["MimeType"].split(";")
    assert entry["Exec"].split()[1:] == ["%u"]
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True,
                                text=True, check=False)
        assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_structure():
    path = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    for tag in ("metadata_license", "project_license", "name", "summary", "description"):
        assert root.find(tag) is not None, f"<{tag}> missing"
    assert root.findtext("metadata_license") in {"CC0-1.0", "FSFAP", "MIT"}
    summary = root.findtext("summary")
    assert summary and len(summary) < 80 and not summary.endswith(".")
    description = root.find("description")
    assert description is not None and description.find("p") is not None
    for child in description:
        assert child.tag in {"p", "ul", "ol"}, child.tag
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == f"{APP_ID}.desktop"
    assert (PACKAGING / "linux" / launchable.text).is_file()
    assert root.find("content_rating") is not None
    assert root.findtext("provides/binary") == "uno-desktop"
    releases = root.findall("releases/release")
    assert releases, "at least one <release>"
    assert releases[0].get("version") == VERSION, "newest release = pyproject version"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date", ""))
    if shutil.which("appstreamcli"):
        result = subprocess.run(["appstreamcli", "validate", "--no-net", "--explain", str(path)],
                                capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stdout + result.stderr


def test_info_plist():
    info = plistlib.loads((PACKAGING / "macos" / "Info.plist").read_bytes())
    assert info["NSHighResolutionCapable"] is True
    assert re.fullmatch(r"\d+\.\d+", info["LSMinimumSystemVersion"])
    assert info["CFBundleName"] == "UNO Desktop"
    assert info["LSApplicationCategoryType"] == "public.app-category.card-games"
    # LAN play: macOS asks for local-network access and must know the Bonjour type
    assert "_uno-desktop._tcp" in info["NSBonjourServices"]
    assert info["NSLocalNetworkUsageDescription"]
    from uno_desktop.net.protocol import SERVICE_TYPE

    assert SERVICE_TYPE.removesuffix(".local.") in info["NSBonjourServices"]
    spec = (PACKAGING / "uno_desktop.spec").read_text("utf-8")
    for key in ("CFBundleIdentifier", "CFBundleShortVersionString", "CFBundleVersion"):
        assert key in spec, f"the spec sets {key}"
    # invitation links open the game: the bundle claims their scheme (the app takes the
    # system's open-URL event), the one the rooms' links are made with
    from uno_desktop.net.internet.codes import SCHEME
    from uno_desktop.ui.url_scheme import SCHEME as CLAIMED

    (claim,) = info["CFBundleURLTypes"]
    assert claim["CFBundleURLSchemes"] == [SCHEME] == [CLAIMED]
    assert claim["CFBundleURLName"].startswith(APP_ID)
    assert '"macos" / "Info.plist"' in spec  # the spec builds the bundle's plist from it


def test_windows_version_info_renders():
    sys.path.insert(0, str(PACKAGING))
    import build

    template = (PACKAGING / "windows" / "version_info.txt").read_text("utf-8")
    assert "{version}" in template and "{version_tuple}" in template
    text = template.replace("{version_tuple}", "(1, 2, 3, 0)").replace("{version}", "1.2.3")
    compile(text, "version_info.txt", "eval")  # PyInstaller eval()s it
    assert "uno-desktop.exe" in text
    assert build.version() == VERSION


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_icons(tmp_path):
    files = icons.write_all(tmp_path)
    for size in icons.HICOLOR_SIZES:
        png = files["hicolor"] / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert _png_size(png.read_bytes()) == (size, size)
    assert (files["hicolor"] / "scalable" / "apps" / f"{APP_ID}.svg").is_file()

    ico = files["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    seen = []
    for i in range(count):
        w, h, _c, _r, _planes, bpp, size, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * i: 22 + 16 * i])
        width = w or 256
        assert (width, h or 256) == _png_size(ico[offset:offset + size])
        assert bpp == 32
        seen.append(width)
    assert sorted(seen) == sorted(icons.ICO_SIZES)
    assert 256 in seen and 16 in seen

    icns = files["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, types = 8, {}
    while pos < len(icns):
        kind, length = icns[pos:pos + 4], struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        types[kind] = _png_size(icns[pos + 8:pos + length])
        pos += length
    assert pos == len(icns)
    assert types[b"ic10"] == (1024, 1024) and types[b"icp4"] == (16, 16)
    assert types[b"ic14"] == (512, 512)

    # a real picture, not an empty canvas: the 256 px icon has opaque pixels
    from PySide6.QtGui import QImage

    image = QImage(str(files["png"]))
    assert image.width() == 256
    assert any(image.pixelColor(x, 128).alpha() == 255 for x in range(0, 256, 8))

