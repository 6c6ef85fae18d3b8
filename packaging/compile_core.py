"""Compile the rules core with mypyc, as black and mypy ship themselves.

    python packaging/compile_core.py --out build/core    # a compiled copy of rules/
    pip install .          # a wheel with it where a C compiler is there (setup.py)

The core stays one source: the plain Python modules are the fallback wherever no compiled
build exists (``pip install .`` never needs a compiler, it only uses one that is there), and
a compiled module sits next to its source, which Python prefers to import. Needs ``mypy``
(it brings mypyc) and a C compiler. The modules of tagged records stay plain Python
(``PURE`` below): those records are built by a decorator at import (``rules.records``),
which mypyc cannot compile into native classes. Cards, views, decisions and game records are
dataclasses it compiles; but a compiled dataclass keeps only bare classes as its annotations
(``tuple`` for ``tuple[int, ...]``, ``type`` for ``int | None``), so the build writes the
source's annotations into ``rules/_annotations.py``, and
``rules.records.restore_annotations`` gives them back: msgspec and ``typing.get_type_hints``
read them (without, the protocol's view patches could not be decoded).
"""

from __future__ import annotations

import argparse
import ast
import os
import pprint
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Modules left as plain Python (see above, and the command lines and the record-file
# reader, which are not hot and read field types at run time); every other one is compiled.
PURE = ("__init__.py", "__main__.py", "records.py", "actions.py", "events.py", "ruleset.py",
        "simulate.py", "replaycli.py", "recordfile.py")
ANNOTATIONS = "_annotations.py"  # written beside the compiled modules (see above), not compiled


def compiled_modules(root: Path = ROOT) -> list[str]:
    """The rules modules mypyc compiles, as paths relative to ``root``."""
    return sorted(str(p.relative_to(root)) for p in (root / "rules").rglob("*.py")
                  if p.name not in (*PURE, ANNOTATIONS))


def source_annotations(root: Path = ROOT) -> dict[str, dict[str, dict[str, str]]]:
    """module -> dataclass -> field -> annotation, as the source of each compiled module
    writes it (read from the syntax tree; ``ClassVar`` attributes are no fields)."""
    table: dict[str, dict[str, dict[str, str]]] = {}
    for path in compiled_modules(root):
        module = path.removesuffix(".py").replace(os.sep, ".")
        tree = ast.parse((root / path).read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and any(map(_makes_dataclass, node.decorator_list)):
                fields = {stmt.target.id: ast.unparse(stmt.annotation) for stmt in node.body
                          if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)
                          and not ast.unparse(stmt.annotation).startswith("ClassVar")}
                table.setdefault(module, {})[node.name] = fields
    return table


def _makes_dataclass(decorator: ast.expr) -> bool:
    """``@dataclass``, ``@dataclass(...)`` (also as ``dataclasses.dataclass``) or
    ``@record`` (``rules.records``, a dataclass too)."""
    callee = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = callee.attr if isinstance(callee, ast.Attribute) else getattr(callee, "id", "")
    return name in ("dataclass", "record")


def write_annotations(package: Path, root: Path = ROOT) -> Path:
    """Write ``rules/_annotations.py`` (the table above) into the compiled ``package``."""
    target = package / ANNOTATIONS
    target.write_text(
        '"""The annotations of the compiled core\'s dataclasses as the source writes them, '
        "for\nrules.records.restore_annotations (written by packaging/compile_core.py; "
        'do not edit)."""\n\n'
        f"ANNOTATIONS = {pprint.pformat(source_annotations(root), width=96, sort_dicts=False)}\n",
        encoding="utf-8")
    return target


def available() -> str | None:
    """Why the core cannot be compiled here, or ``None`` when it can."""
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return "mypyc is not installed (pip install mypy)"
    compiler = sysconfig.get_config_var("CC") or ""
    if os.name != "nt" and not shutil.which(compiler.split()[0] if compiler else "cc"):
        return f"no C compiler ({compiler or 'cc'}; on Debian/Ubuntu: bash scripts/system-deps.sh)"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").is_file():
        return ("no Python headers (Python.h; on Debian/Ubuntu: bash scripts/system-deps.sh "
                "installs python3-dev)")
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
    write_annotations(target, out)
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
