"""Which game a benchmark measures: the installed one where there is one (what a player
runs: ``pip install .`` or ``scripts/play.sh`` build its rules core compiled), else this
checkout's source; ``--source`` takes the checkout on purpose. Every benchmark that
imports the game prints :func:`describe`'s line beside its figures."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def installed() -> bool:
    """Whether this Python has the game installed (the checkout not on the path)."""
    root = str(ROOT)
    saved = sys.path[:]
    sys.path[:] = [p for p in sys.path if p not in ("", ".", root)
                   and Path(p or ".").resolve() != ROOT]
    try:
        return (importlib.util.find_spec("rules") is not None
                and importlib.util.find_spec("uno_desktop") is not None)
    finally:
        sys.path[:] = saved


def choose(source: bool = False) -> bool:
    """Put the checkout first on the path where it is wanted (``source``) or nothing is
    installed; return whether it was."""
    if source or not installed():
        sys.path.insert(0, str(ROOT))
        return True
    return False


def describe() -> str:
    """``rules core: compiled (mypyc), installed at …`` or ``… plain Python, this
    checkout's source``: which core the figures are of (imports the core)."""
    from rules.records import compiled

    folder = Path(sys.modules["rules.game"].__file__ or "").resolve().parent
    kind = "compiled (mypyc)" if compiled() else "plain Python"
    where = ("this checkout's source" if folder.parent == ROOT
             else f"installed at {folder}")
    return f"rules core: {kind}, {where}"
