"""Compile the Qt Linguist sources ``i18n/*.ts`` into ``.qm`` catalogues.

Used by ``packaging/build.py`` (PyInstaller bundles) and by ``setup.py`` (wheels), so both
ship the same files. Standard library only: the ``lrelease`` that comes with
PySide6-Essentials is found without importing Qt.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "i18n"


def find_lrelease() -> list[str]:
    """The command that runs lrelease: PySide6's own binary, else one on PATH."""
    exe = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.origin:
        candidate = Path(spec.origin).parent / exe
        if candidate.is_file():
            return [str(candidate)]
    for name in ("pyside6-lrelease", "lrelease", "lrelease-qt6"):
        found = shutil.which(name)
        if found:
            return [found]
    raise FileNotFoundError(
        "lrelease not found: install PySide6-Essentials (it ships pyside6-lrelease)")


def ts_files(ts_dir: Path = TS_DIR) -> list[Path]:
    return sorted(ts_dir.glob("*.ts"))


def compile_all(out_dir: Path, ts_dir: Path = TS_DIR) -> list[Path]:
    """Compile every ``ts_dir/*.ts`` to ``out_dir/<same name>.qm``; returns the .qm paths."""
    sources = ts_files(ts_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    if not sources:
        return []
    lrelease = find_lrelease()
    built = []
    for ts in sources:
        qm = out_dir / (ts.stem + ".qm")
        result = subprocess.run([*lrelease, "-nounfinished", "-silent", str(ts), "-qm", str(qm)],
                                capture_output=True, text=True, check=False)
        if result.returncode != 0 or not qm.is_file():
            raise RuntimeError(f"lrelease failed for {ts}:\n{result.stdout}{result.stderr}")
        built.append(qm)
    return built


def languages(ts_dir: Path = TS_DIR) -> list[str]:
    """Language codes with a catalogue (``uno_desktop_de.ts`` → ``de``), always with ``en``."""
    langs = {"en"}
    for ts in ts_files(ts_dir):
        langs.add(ts.stem.rsplit("_", 1)[-1])
    return sorted(langs)


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else TS_DIR
    for path in compile_all(target):
        print(path)
