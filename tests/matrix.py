"""Which cells of a test matrix too big for one CI run this run takes.

Some matrices (the robot player's editions × languages × window sizes, the Orca hands'
languages) would push a CI run past its time if every cell ran every time. CI runs a
slice chosen by the commit under test, so successive commits walk the whole matrix and a
given commit always runs the same cells (a failure reproduces); one command runs all of it:

    UNO_MATRIX=all bash scripts/test.sh

The fast lane takes a slice the same way of the widest parametrized tests (an edition
each, a decision each: ``lane``): the cells it leaves are marked slow, so the full run
(CI) takes every cell and the lane stays within its two minutes.

``UNO_MATRIX`` may also name a seed of your own (``UNO_MATRIX=7``) to run the slice another
commit would have run. Every cell a run leaves out is still collected, as a skipped test
that says so, so a run's summary shows what it did not cover.
"""

from __future__ import annotations

import functools
import hashlib
import os
import subprocess
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any, TypeVar

import pytest

T = TypeVar("T")
ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def commit() -> str:
    """The commit under test (``HEAD``), or ``""`` outside a git checkout."""
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"],
                             capture_output=True, text=True, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return out.stdout.strip() if out.returncode == 0 else ""


def mode() -> str:
    """``all``, or the seed the slice is chosen by (the commit unless ``UNO_MATRIX`` names one)."""
    chosen = os.environ.get("UNO_MATRIX", "").strip()
    return chosen if chosen else commit()


def chosen(name: str, cells: Sequence[T], k: int = 1) -> list[T]:
    """The ``k`` cells of the matrix ``name`` this run takes (all of them under ``all``).

    Consecutive cells from a start that the seed and the matrix's name pick, so that two
    matrices of the same commit do not always start at the same place.
    """
    if not cells:
        return []
    seed = mode()
    if seed == "all" or k >= len(cells):
        return list(cells)
    start = int.from_bytes(hashlib.sha256(f"{name}\0{seed}".encode()).digest()[:8], "big")
    return [cells[(start + i) % len(cells)] for i in range(k)]


def params(name: str, cells: Sequence[Any], k: int = 1,
           ids: Sequence[str] | None = None, among: Sequence[Any] | None = None) -> list[Any]:
    """``cells`` as ``pytest.param``s for ``parametrize``; those not chosen are skipped.

    ``among``: the cells a slice may take (default: all; the robot's editions with
    findings still open stay out of CI's slices); ``UNO_MATRIX=all`` runs every cell still.
    The skip says how to run them: every cell stays visible in the run's summary.
    """
    taken = chosen(name, cells if among is None or mode() == "all" else among, k)
    reason = (f"matrix {name!r}: another commit's slice (UNO_MATRIX=all runs every cell)")
    return _marked(cells, [cell in taken for cell in cells], pytest.mark.skip(reason=reason),
                   ids)


def lane(name: str, cells: Sequence[Any], k: int, ids: Sequence[str] | None = None,
         slow: Collection[str] = ()) -> list[Any]:
    """``cells`` as ``pytest.param``s of which the fast lane runs ``k``, chosen as ``chosen``
    chooses; the others are marked slow, so the full run still takes every one.

    A tuple is a cell of several arguments, as in ``params`` (a single argument that is a
    tuple, a window's size, goes in a tuple of its own). ``slow``: the ids (the cell itself
    where there are no ``ids``) of cells that always wait for the full run (each takes over
    2 s). ``UNO_MATRIX=all`` puts every other cell in the lane too.
    """
    names = [str(cell) for cell in cells] if ids is None else list(ids)
    taken = set(chosen(f"lane {name}", [i for i, n in enumerate(names) if n not in slow], k))
    return _marked(cells, [i in taken for i in range(len(cells))], pytest.mark.slow, ids)


def _marked(cells: Sequence[Any], taken: Sequence[bool], mark: Any,
            ids: Sequence[str] | None) -> list[Any]:
    """Each cell as a ``pytest.param`` (a tuple: the cell's several arguments), ``mark`` on
    those not taken."""
    return [pytest.param(*(cell if isinstance(cell, tuple) else (cell,)),
                         marks=() if took else (mark,), id=None if ids is None else ids[i])
            for i, (cell, took) in enumerate(zip(cells, taken, strict=True))]
