"""setuptools build step: a wheel carries the game's data inside the ``uno_desktop`` package.

Everything else is in pyproject.toml. ``build_py`` additionally copies the repo-level
``assets/`` (cards, icons, sounds) to ``uno_desktop/assets`` and compiles ``i18n/*.ts`` to
``uno_desktop/i18n/*.qm`` in the build tree, where ``uno_desktop/resources.py`` looks for
them. An editable install runs from the checkout, which uses ``assets/`` as it is and loads
the catalogues from ``i18n/``: there it compiles ``i18n/*.qm`` next to their ``.ts``
(git-ignored build output), so the game is not English only.

With ``UNO_DESKTOP_MYPYC=1`` the wheel also carries the rules core compiled by mypyc
(``packaging/compile_core.py`` lists the modules and writes ``rules/_annotations.py``, the
field types of the compiled dataclasses; needs mypy and a C compiler, so build with
``pip install --no-build-isolation .``). Without it, nothing is compiled.
"""

import importlib
import os
import shutil
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def compiling() -> bool:
    return os.environ.get("UNO_DESKTOP_MYPYC") == "1"


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
        if compiling():  # beside the compiled modules: in the checkout when editable
            packaging("compile_core").write_annotations(
                (ROOT if editable else Path(self.build_lib)) / "rules")
        if editable:
            compile_all(ROOT / "i18n", ROOT / "i18n")
            return
        package = Path(self.build_lib) / "uno_desktop"
        for source in sorted((ROOT / "assets").iterdir()):  # art, sounds, icons
            if source.is_dir() and source.name != "__pycache__":
                shutil.copytree(source, package / "assets" / source.name, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns("*.py", "*.pyc", "__pycache__"))
        compile_all(package / "i18n", ROOT / "i18n")


def core_extensions() -> list:
    if not compiling():
        return []
    from mypyc.build import mypycify

    return mypycify(packaging("compile_core").compiled_modules(), opt_level="3",
                    debug_level="0")


setup(cmdclass={"build_py": BuildPyWithData}, ext_modules=core_extensions())
