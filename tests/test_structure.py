"""Rooms one reader can hold (issue 37): no class of the UI or of the network
(``net/``: the host and its parts, the client, the transports) over ``MAX_METHODS`` methods,
no QML file of the table over ``MAX_QML_LINES`` lines, and each of those files says its one
job in its first line, so neither grows back silently.

A controller too large for one job is stacked from parts (``uno_desktop.qttypes.Part``,
docs/architecture.md): each part is a class, counted by its own body like any other."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "uno_desktop" / "ui"
NET = ROOT / "uno_desktop" / "net"
QML = UI / "qml"
MAX_METHODS = 30
MAX_QML_LINES = 400
JOB_LINE = re.compile(r"// [A-Z].{20,}")


def methods(source: str) -> dict[str, int]:
    """Each class in ``source`` (nested ones too) and the methods its own body defines:
    ``def``s, properties' and slots' included; what it inherits is its bases' count."""
    return {node.name: sum(isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                           for item in node.body)
            for node in ast.walk(ast.parse(source)) if isinstance(node, ast.ClassDef)}


def table_files() -> list[Path]:
    """The table's QML: ``Table.qml`` and the files it is split into (``Table*.qml``)."""
    return sorted(QML.glob("Table*.qml"))


def job_line(path: Path) -> str:
    """The file's first line, if it is a comment saying what the file is for, else ``""``."""
    first = path.read_text(encoding="utf-8").splitlines()[0]
    return first if JOB_LINE.fullmatch(first) else ""


def test_the_count_is_each_class_body_alone():
    source = ("class A:\n    def a(self): ...\n    x = property(lambda self: 1)\n"
              "    @staticmethod\n    def b(): ...\n"
              "class B(A):\n    def c(self): ...\n    class C:\n        def d(self): ...\n")
    assert methods(source) == {"A": 2, "B": 1, "C": 1}


def test_no_class_of_the_ui_or_the_network_has_more_than_thirty_methods():
    files = sorted([*UI.rglob("*.py"), *NET.rglob("*.py")])
    assert len(files) > 70  # a moved folder fails loudly, not vacuously
    counted = {f"{path.relative_to(ROOT)}:{name}": count for path in files
               for name, count in methods(path.read_text(encoding="utf-8")).items()}
    assert "uno_desktop/ui/controller.py:GameController" in counted
    assert "uno_desktop/net/host.py:LanHost" in counted
    over = {name: count for name, count in counted.items() if count > MAX_METHODS}
    assert not over, f"split by what they serve (docs/architecture.md): {over}"


def test_the_tables_qml_files_are_short_and_say_their_job_first():
    files = table_files()
    assert QML / "Table.qml" in files and len(files) >= 7  # the felt, the piles, the hand, …
    long = {p.name: n for p in files
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_QML_LINES}
    assert not long, f"over {MAX_QML_LINES} lines: {long}"
    silent = [p.name for p in files if not job_line(p)]
    assert not silent, f"no first line saying the file's job: {silent}"


def test_a_job_line_is_a_sentence_not_an_import():
    assert not JOB_LINE.fullmatch("import QtQuick")
    assert not JOB_LINE.fullmatch("// todo")
    assert JOB_LINE.fullmatch("// Your hand: the fan of cards that a click plays.")
