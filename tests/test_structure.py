"""Rooms one reader can hold (issue 37): no class of the UI over ``MAX_METHODS`` methods,
so none grows back silently.

A controller too large for one job is stacked from parts (``uno_desktop.qttypes.Part``,
docs/architecture.md): each part is a class, counted by its own body like any other."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "uno_desktop" / "ui"
MAX_METHODS = 30


def methods(source: str) -> dict[str, int]:
    """Each class in ``source`` (nested ones too) and the methods its own body defines:
    ``def``s, properties' and slots' included; what it inherits is its bases' count."""
    return {node.name: sum(isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                           for item in node.body)
            for node in ast.walk(ast.parse(source)) if isinstance(node, ast.ClassDef)}


def test_the_count_is_each_class_body_alone():
    source = ("class A:\n    def a(self): ...\n    x = property(lambda self: 1)\n"
              "    @staticmethod\n    def b(): ...\n"
              "class B(A):\n    def c(self): ...\n    class C:\n        def d(self): ...\n")
    assert methods(source) == {"A": 2, "B": 1, "C": 1}


def test_no_class_of_the_ui_has_more_than_thirty_methods():
    files = sorted(UI.rglob("*.py"))
    assert len(files) > 40  # a moved folder fails loudly, not vacuously
    counted = {f"{path.relative_to(ROOT)}:{name}": count for path in files
               for name, count in methods(path.read_text(encoding="utf-8")).items()}
    assert "uno_desktop/ui/controller.py:GameController" in counted
    over = {name: count for name, count in counted.items() if count > MAX_METHODS}
    assert not over, f"split by what they serve (docs/architecture.md): {over}"
