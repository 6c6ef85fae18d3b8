"""setuptools build step: a wheel carries the game's data inside the ``uno_desktop`` package.

Everything else is in pyproject.toml. ``build_py`` additionally copies the repo-level
``assets/`` (cards, icons, sounds) to ``uno_desktop/assets`` and compiles ``i18n/*.ts`` to
``uno_desktop/i18n/*.qm`` in the build tree, where ``uno_desktop/resources.py`` looks for
them. An editable install runs from the checkout, which uses ``assets/`` as it is and loads
the catalogues from ``i18n/``: there it compiles ``i18n/*.qm`` next to their ``.ts``
(git-ignored build output), so the game is not English only.

A wheel (``pip install .``, ``bash scripts/play.sh``) carries the rules core compiled by
mypyc wherever it can be built here: mypy is a build requirement, and a C compiler and the
Python headers must be there (``packaging/compile_core.py`` lists the modules and writes
``rules/_annotations.py``, the field types of the compiled dataclasses). Where they are not,
or compiling fails, the wheel carries the plain source, which plays the same, slower, and
one line says why. An editable install stays plain (its checkout is the source).
``UNO_DESKTOP_MYPYC=1`` makes a missing compiler an error, ``UNO_DESKTOP_MYPYC=0`` builds
plain.
"""

import importlib
import os
import shutil
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
# The setuptools commands that build a wheel or install one; the metadata steps pip runs
# first (egg_info, dist_info) need no compiling, an editable install (editable_wheel,
# develop) gets none.
BUILDS = {"bdist_wheel", "build", "build_ext", "install"}
EDITABLE = {"editable_wheel", "develop"}


def plain(why: str) -> None:
    """The one line a build that falls back to the plain core prints. pip shows a build's
    output only with ``-v`` or when it fails, so the line also goes straight to the
    terminal pip runs in, where there is one: a player sees it either way."""
    line = f"uno-desktop: installs the plain Python rules core, slower ({why})"
    print(line, file=sys.stderr, flush=True)
    try:
        with open("/dev/tty", "w", encoding="utf-8") as terminal:
            terminal.write(f"\n{line}\n")
    except OSError:  # no terminal (CI, a log), or not a system with one (Windows)
        pass


def packaging(module: str) -> ModuleType:
    """A module of ``packaging/`` (not a package: it is put on the path to import it)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        return importlib.import_module(module)
    finally:
        sys.path.pop(0)


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        compile_all = packaging("translations").compile_all
        editable = getattr(self, "editable_mode", False)
        if CORE and not editable:  # beside the compiled modules
            packaging("compile_core").write_annotations(Path(self.build_lib) / "rules")
        if editable:
            compile_all(ROOT / "i18n", ROOT / "i18n")
            return
        package = Path(self.build_lib) / "uno_desktop"
        for source in sorted((ROOT / "assets").iterdir()):  # art, sounds, icons
            if source.is_dir() and source.name != "__pycache__":
                shutil.copytree(source, package / "assets" / source.name, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns("*.py", "*.pyc", "__pycache__"))
        compile_all(package / "i18n", ROOT / "i18n")


class BuildCoreOrFallBack(build_ext):
    """Compile the core; where the C compiler fails, leave the plain source (one line)."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # CompileError, LinkError, a missing header
            if os.environ.get("UNO_DESKTOP_MYPYC") == "1":
                raise
            for built in self.get_outputs():  # no half-built core beside the source
                Path(built).unlink(missing_ok=True)
            plain(f"compiling failed: {exc}")


def core_extensions(argv: list[str]) -> list:
    """mypyc's extensions for a wheel or an install, else none (see the docstring)."""
    wanted = os.environ.get("UNO_DESKTOP_MYPYC")
    if wanted == "0" or not BUILDS & set(argv) or EDITABLE & set(argv):
        return []
    why = packaging("compile_core").available()
    if why:
        if wanted == "1":
            raise SystemExit(f"UNO_DESKTOP_MYPYC=1 but the core cannot be compiled: {why}")
        plain(why)
        return []
    from mypyc.build import mypycify

    print("uno-desktop: rules core: compiling with mypyc", file=sys.stderr, flush=True)
    return mypycify(packaging("compile_core").compiled_modules(), opt_level="3",
                    debug_level="0")


CORE = core_extensions(sys.argv[1:])
setup(cmdclass={"build_py": BuildPyWithData, "build_ext": BuildCoreOrFallBack},
      ext_modules=CORE)
