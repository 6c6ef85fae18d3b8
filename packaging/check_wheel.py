"""A wheel as a player installs it must carry the compiled rules core.

    python packaging/check_wheel.py wheelhouse/*.whl              # the core only
    python packaging/check_wheel.py --self-test wheelhouse/*.whl  # and the game's self-test

A wheel that fell back to the plain core (``setup.py`` prints one line and goes on) still
installs and plays, only slower, so nothing else would notice; the wheels job of
``.github/workflows/packages.yml`` runs this after building each one. It checks the file as
pip sees it (a platform tag, not ``py3-none-any``), its contents (``rules/game`` as an
extension module), and then installs it into a fresh virtual environment, outside this
checkout, where ``rules.records.compiled()`` must say so. ``--self-test`` installs the
game's dependencies too and runs ``uno-desktop --self-test``, which names the core it runs.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import venv
import zipfile
from pathlib import Path

CORE_SUFFIXES = (".so", ".pyd")
IS_COMPILED = ("from rules.records import compiled; "
               "raise SystemExit(0 if compiled() else 'rules.game is not compiled')")


class WheelError(Exception):
    """The wheel would give a player the plain core (or could not be installed)."""


def check_contents(wheel: Path) -> None:
    """The file itself: a wheel for one platform, with ``rules/game`` compiled inside."""
    if wheel.name.endswith("-none-any.whl"):
        raise WheelError(f"{wheel.name} is a pure-Python wheel: the rules core was not "
                         "compiled (a C compiler, the Python headers and mypy are needed)")
    try:
        names = zipfile.ZipFile(wheel).namelist()
    except (OSError, zipfile.BadZipFile) as exc:
        raise WheelError(f"{wheel.name} cannot be read: {exc}") from exc
    if not any(n.startswith("rules/game.") and n.endswith(CORE_SUFFIXES) for n in names):
        raise WheelError(f"{wheel.name} has no compiled rules/game module")


def outside_env() -> dict[str, str]:
    """This environment without PYTHONPATH/PYTHONHOME, so an installed game runs, not the
    checkout it was built from."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}


def run(command: list[str], cwd: Path) -> str:
    """Run ``command`` outside the checkout (no PYTHONPATH): what it prints, or the error."""
    env = outside_env()
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                            timeout=1800, check=False)
    if result.returncode != 0:
        raise WheelError(f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}")
    return result.stdout


def check_installed(wheel: Path, self_test: bool) -> None:
    """Install the wheel into a fresh environment and ask the installed game which core."""
    with tempfile.TemporaryDirectory(prefix="uno-wheel-") as tmp:
        home = Path(tmp)
        venv.EnvBuilder(with_pip=True).create(home / "venv")
        bin_dir = home / "venv" / ("Scripts" if os.name == "nt" else "bin")
        python = bin_dir / ("python.exe" if os.name == "nt" else "python")
        deps = [] if self_test else ["--no-deps"]
        run([str(python), "-m", "pip", "install", *deps, str(wheel.resolve())], home)
        run([str(python), "-c", IS_COMPILED], home)
        if self_test:
            game = bin_dir / ("uno-desktop.exe" if os.name == "nt" else "uno-desktop")
            out = run([str(game), "--self-test"], home)
            if "rules core compiled" not in out:
                raise WheelError(f"the installed game does not run the compiled core:\n{out}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wheels", nargs="+", type=Path)
    parser.add_argument("--self-test", action="store_true",
                        help="install the dependencies too and run uno-desktop --self-test")
    args = parser.parse_args(argv)
    for wheel in args.wheels:
        try:
            check_contents(wheel)
            check_installed(wheel, args.self_test)
        except WheelError as exc:
            print(f"check_wheel: {exc}", file=sys.stderr)
            return 1
        print(f"check_wheel: {wheel.name} carries the compiled rules core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
