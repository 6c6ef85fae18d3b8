"""Whether the game installed in this Python is this checkout's, whole (scripts/play.sh).

    python3 packaging/installed.py      # exit 0: installed and current; 1: what is not

A player's second ``play.sh`` should be just the game: no package step, no network, no
root. This compares the installed ``uno-desktop`` with the checkout by pip's own record
of it (``RECORD``: every file's sha256): every installed file of the checkout's packages
and assets must have the checkout's content, every source file of the checkout must be
installed, no translation source may be newer than the catalogue built from it, and every
dependency must be installed. The compiled core's extension modules are built from the
sources compared here, so a current source means a current build. Standard library only,
run with the checkout off the path (``-P``), so it reads the install, not the source.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.metadata as metadata
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules", "uno_desktop")
SOURCES = {".py", ".qml", ".toml", ".js"}  # what a change to the game is made in
NOT_INSTALLED = {"__pycache__"}


def digest(path: Path) -> str:
    """A file's hash as RECORD writes it: ``sha256=`` and urlsafe base64 without padding."""
    raw = hashlib.sha256(path.read_bytes()).digest()
    return "sha256=" + base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def checkout_file(installed: str) -> Path | None:
    """The checkout's file an installed one is a copy of (``None``: made by the build)."""
    parts = Path(installed).parts
    if not parts or parts[0] not in PACKAGES:
        return None
    if parts[:2] == ("uno_desktop", "assets"):
        return ROOT.joinpath("assets", *parts[2:])
    if parts[:2] == ("uno_desktop", "i18n"):
        return None  # built from i18n/*.ts: see stale_catalogues
    return ROOT.joinpath(*parts)


def problems(dist: metadata.Distribution) -> list[str]:
    """What keeps the install from being this checkout's (empty: it is)."""
    found: list[str] = []
    installed: set[str] = set()
    for entry in dist.files or ():
        installed.add(entry.as_posix())
        source = checkout_file(entry.as_posix())
        if source is None or entry.hash is None or not source.is_file():
            continue
        if digest(source) != f"{entry.hash.mode}={entry.hash.value}":
            found.append(f"{entry.as_posix()} differs from the checkout's")
    for package in PACKAGES:
        for source in sorted((ROOT / package).rglob("*")):
            if (source.suffix in SOURCES and source.is_file()
                    and not NOT_INSTALLED & set(source.parts)):
                name = source.relative_to(ROOT).as_posix()
                if name not in installed:
                    found.append(f"{name} is not installed")
    found += stale_catalogues(dist)
    found += missing_requirements(dist)
    return found


def stale_catalogues(dist: metadata.Distribution) -> list[str]:
    """Translation sources newer than the installed catalogue built from them."""
    stale = []
    for ts in sorted((ROOT / "i18n").glob("uno_desktop_*.ts")):
        qm = Path(str(dist.locate_file(f"uno_desktop/i18n/{ts.stem}.qm")))
        if not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
            stale.append(f"{ts.relative_to(ROOT).as_posix()} is newer than its installed "
                         "catalogue")
    return stale


def missing_requirements(dist: metadata.Distribution) -> list[str]:
    """The game's own dependencies (not an extra's) that are not installed."""
    missing = []
    for requirement in dist.requires or ():
        if "extra ==" in requirement:
            continue
        name = re.split(r"[\s<>=!~;\[(]", requirement, maxsplit=1)[0]
        try:
            metadata.distribution(name)
        except metadata.PackageNotFoundError:
            missing.append(f"{name} is not installed")
    return missing


def main() -> int:
    try:
        dist = metadata.distribution("uno-desktop")
    except metadata.PackageNotFoundError:
        print("installed.py: uno-desktop is not installed in this Python")
        return 1
    if dist.read_text("direct_url.json") and '"editable": true' in (
            dist.read_text("direct_url.json") or ""):
        print("installed.py: uno-desktop is installed editable (the checkout itself, the "
              "plain core): a player's install is pip install .")
        return 1
    found = problems(dist)
    if found:
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        print(f"installed.py: the installed game is not this checkout's: {found[0]}{more}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
