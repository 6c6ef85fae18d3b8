"""The tests' own rules: no test waits a fixed time where it can wait for a condition.

``qtbot.wait(ms)`` (and ``QTest.qWait``) pass or fail on how busy the machine is, and cost
their time on every run; wait for what the time stood for instead: ``qtbot.waitUntil``,
``qtbot.waitSignal``, ``ui_helpers.idle``/``drawn`` (the table has shown everything, the
window has drawn it)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def fixed_waits(source: str) -> list[int]:
    """Lines of ``source`` that call ``qtbot.wait(…)`` or ``QTest.qWait(…)``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        owner = node.func.value
        name = owner.id if isinstance(owner, ast.Name) else getattr(owner, "attr", "")
        if (name, node.func.attr) in (("qtbot", "wait"), ("QTest", "qWait")):
            lines.append(node.lineno)
    return lines


def test_the_check_finds_a_fixed_wait_and_lets_condition_waits_pass():
    assert fixed_waits("qtbot.wait(50)\nself.qtbot.wait(ms)\nQTest.qWait(10)\n") == [1, 2, 3]
    assert fixed_waits("qtbot.waitUntil(f)\nqtbot.waitSignal(s)\nproc.wait(10)\n") == []


def test_no_test_waits_a_fixed_time():
    files = sorted(TESTS.rglob("*.py"))
    assert len(files) > 100  # a moved folder fails loudly, not vacuously
    found = [f"{path.relative_to(TESTS.parent)}:{line}"
             for path in files for line in fixed_waits(path.read_text(encoding="utf-8"))]
    assert not found, ("a fixed wait; wait for a condition instead (see this file's "
                       "docstring):\n" + "\n".join(found))
