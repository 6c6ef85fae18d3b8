#!/usr/bin/env python3
"""Regenerate the translations: ``python scripts/i18n.py``.

1. ``pyside6-lupdate`` scans every ``.py`` and ``.qml`` file under ``uno_desktop/`` and
   merges new source strings into ``i18n/uno_desktop_{de,en,sv}.ts`` (strings that left the
   code are dropped: ``-no-obsolete``; no line numbers, so moving code does not churn
   the files). New strings arrive *unfinished*: translate them in Qt Linguist
   (``pyside6-linguist i18n/uno_desktop_de.ts``) or in any editor.
2. ``pyside6-lrelease`` compiles each ``.ts`` into ``i18n/uno_desktop_<lang>.qm``, where
   :func:`uno_desktop.resources.translations_dir` finds them in a checkout (``*.qm`` is
   git-ignored; wheels and bundles compile their own copy: ``setup.py`` and
   ``packaging/build.py`` via ``packaging/translations.py``).

Subcommands: ``update`` (step 1 only), ``release [--out DIR]`` (step 2 only), ``check``
(list unfinished entries; exit 1 if any). Without a subcommand: ``update`` then
``release``, then ``check``. docs/translating.md explains the workflow.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "i18n"
QM_DIR = ROOT / "i18n"  # next to the .ts: a checkout loads them from here (resources.py)
SOURCE_ROOT = ROOT / "uno_desktop"
LANGUAGES = ("de", "en", "sv")
# The app marks its strings with uno_desktop/ui/marks.py's typed QT_TRANSLATE_NOOP, imported
# as ``_T`` (and its plural entries as ``_N``) to keep its tables readable; lupdate needs to
# be told.
ALIASES = "QT_TRANSLATE_NOOP+=_T,translate+=_N"


def ts_path(lang: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"uno_desktop_{lang}.ts"


def qm_path(lang: str, qm_dir: Path = QM_DIR) -> Path:
    return qm_dir / f"uno_desktop_{lang}.qm"


def sources(root: Path = SOURCE_ROOT) -> list[Path]:
    """Every ``.py`` and ``.qml`` file of the app, sorted (no caches)."""
    found = [p for p in root.rglob("*") if p.suffix in (".py", ".qml") and p.is_file()
             and "__pycache__" not in p.parts]
    return sorted(found)


def tool(name: str) -> str:
    """Path of a Qt Linguist tool: the one shipped inside PySide6, else on PATH."""
    exe = name + (".exe" if os.name == "nt" else "")
    try:
        import PySide6

        bundled = Path(PySide6.__file__).resolve().parent / exe
        if bundled.exists():
            return str(bundled)
    except ImportError:
        pass
    for candidate in (f"pyside6-{name}", name):
        found = shutil.which(candidate)
        if found:
            return found
    raise SystemExit(f"{name} not found: install PySide6-Essentials (it ships pyside6-{name})")


def lupdate(ts_files: list[Path], files: list[Path] | None = None, quiet: bool = True) -> str:
    """Merge the app's source strings into ``ts_files``; returns lupdate's report."""
    files = sources() if files is None else files
    lst = ts_files[0].parent / ".lupdate-files.lst"
    lst.write_text("\n".join(str(p) for p in files) + "\n", encoding="utf-8")
    try:
        cmd = [tool("lupdate"), "-tr-function-alias", ALIASES, "-locations", "none",
               "-no-obsolete", "-source-language", "en", f"@{lst}", "-ts",
               *[str(t) for t in ts_files]]
        run = subprocess.run(cmd, capture_output=True, text=True, check=False)
    finally:
        lst.unlink(missing_ok=True)
    if run.returncode != 0:
        raise SystemExit(f"lupdate failed:\n{run.stdout}{run.stderr}")
    if not quiet:
        print(run.stdout + run.stderr, end="")
    return run.stdout + run.stderr


def lrelease(ts: Path, qm: Path) -> None:
    """Compile one ``.ts`` into ``qm`` (unfinished entries are left out: English shows)."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    cmd = [tool("lrelease"), "-nounfinished", "-silent", str(ts), "-qm", str(qm)]
    run = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if run.returncode != 0 or not qm.exists():
        raise SystemExit(f"lrelease failed for {ts.name}:\n{run.stdout}{run.stderr}")


def release(out: Path = QM_DIR, ts_dir: Path = TS_DIR) -> list[Path]:
    built = []
    for lang in LANGUAGES:
        ts = ts_path(lang, ts_dir)
        if ts.exists():
            lrelease(ts, qm_path(lang, out))
            built.append(qm_path(lang, out))
    return built


def update(ts_dir: Path = TS_DIR, quiet: bool = False) -> None:
    ts_dir.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        ts = ts_path(lang, ts_dir)
        if not ts.exists():
            ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                          f'<TS version="2.1" language="{lang}" sourcelanguage="en">\n</TS>\n',
                          encoding="utf-8")
        if not quiet:
            print(f"{ts.relative_to(ROOT)}:")
        lupdate([ts], quiet=quiet)


def unfinished(ts: Path) -> list[str]:
    """``context: source`` of every entry that is unfinished, vanished, obsolete or empty."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            tr = message.find("translation")
            kind = tr.get("type") if tr is not None else "missing"
            forms = [f.text for f in tr.iter("numerusform")] if tr is not None else []
            empty = tr is None or (not (tr.text or "").strip() and not any(forms)) or (
                message.get("numerus") == "yes" and not all(forms))
            if kind or empty:
                out.append(f"{name}: {message.findtext('source')} [{kind or 'empty'}]")
    return out


def check() -> int:
    bad = 0
    for lang in LANGUAGES:
        missing = unfinished(ts_path(lang))
        bad += len(missing)
        for line in missing:
            print(f"{lang}: {line}")
    print("all translations finished" if not bad else f"{bad} entries to translate")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", choices=("update", "release", "check"))
    parser.add_argument("--out", type=Path, default=QM_DIR, help="where .qm files go")
    args = parser.parse_args(argv)
    if args.command in (None, "update"):
        update()
    if args.command in (None, "release"):
        for qm in release(args.out):
            print(f"built {qm}")
    if args.command in (None, "check"):
        return check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
