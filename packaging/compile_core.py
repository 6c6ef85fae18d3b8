"""Compile the rules core with mypyc, as black and mypy ship themselves.

    python packaging/compile_core.py --out build/core    # a compiled copy of rules/
    UNO_DESKTOP_MYPYC=1 pip install --no-build-isolation .   # a wheel with it (setup.py)

The core stays one source: the plain Python modules are the fallback wherever no compiled
build exists (``pip install .`` never needs a compiler), and a compiled module sits next to
its source, which Python prefers to import. Needs ``mypy`` (it brings mypyc) and a C
compiler. The data modules stay plain Python: their records are built by a decorator at
import (``rules.records``), which mypyc cannot compile into native classes, and msgspec
reads them as dataclasses.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Modules left as plain Python (see above); every other module of rules/ is compiled.
PURE = ("__init__.py", "__main__.py", "records.py", "cards.py", "actions.py", "events.py",
        "ruleset.py", "simulate.py")


def compiled_modules(root: Path = ROOT) -> list[str]:
    """The rules modules mypyc compiles, as paths relative to ``root``."""
    return sorted(str(p.relative_to(root)) for p in (root / "rules").rglob("*.py")
                  if p.name not in PURE)


def available() -> str | None:
    """Why the core cannot be compiled here, or ``None`` when it can."""
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return "mypyc is not installed (pip install mypy)"
    compiler = sysconfig.get_config_var("CC") or ""
    if os.name != "nt" and not shutil.which(compiler.split()[0] if compiler else "cc"):
        return f"no C compiler ({compiler or 'cc'})"
    return None


def compile_core(out: Path) -> Path:
    """Copy ``rules/`` to ``out/rules`` and compile it there; return ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    target = out / "rules"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(ROOT / "rules", target, ignore=shutil.ignore_patterns("__pycache__", "*.so",
                                                                          "*.pyd"))
    with tempfile.TemporaryDirectory() as build:
        script = (
            "import sys\n"
            "from setuptools import setup\n"
            "from mypyc.build import mypycify\n"
            f"setup(name='uno-desktop-core', script_args=['build_ext', '--inplace', "
            f"'--build-temp', {build!r}], "
            f"ext_modules=mypycify({compiled_modules(out)!r}, opt_level='3', "
            "debug_level='0'))\n")
        subprocess.run([sys.executable, "-c", script], cwd=out, check=True,
                       stdout=subprocess.DEVNULL)
    shutil.rmtree(out / "build", ignore_errors=True)  # setuptools' leftovers
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="where the compiled copy goes")
    args = parser.parse_args()
    why = available()
    if why:
        print(f"compile_core: cannot compile: {why}", file=sys.stderr)
        return 2
    compile_core(args.out.resolve())
    print(f"compiled {len(compiled_modules())} modules into {args.out / 'rules'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
