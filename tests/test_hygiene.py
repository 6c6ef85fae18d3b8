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


def test_the_fast_lane_lists_only_unmarked_tests_over_its_budget(request):
    """``--lane-budget`` (scripts/test.sh --fast) fails the run on what this lists."""
    conftest = request.config.pluginmanager.get_plugin(str(TESTS / "conftest.py"))
    took = {"a.py::quick": 0.4, "a.py::long": 2.5, "a.py::slow_marked": 9.0, "b.py::t": 2.1}
    unmarked = {"a.py::quick", "a.py::long", "b.py::t"}
    assert conftest.over_budget(took, unmarked, 2.0) == ["  2.50s a.py::long",
                                                          "  2.10s b.py::t"]
    assert conftest.over_budget(took, unmarked, 3.0) == []
