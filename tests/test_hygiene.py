"""The tests' own rules: no test waits a fixed time where it can wait for a condition.

``qtbot.wait(ms)`` (and ``QTest.qWait``) pass or fail on how busy the machine is, and cost
their time on every run; wait for what the time stood for instead: ``qtbot.waitUntil``,
``qtbot.waitSignal``, ``ui_helpers.idle``/``drawn`` (the table has shown everything, the
window has drawn it). The fast lane reports its budget, never failing on a time.
Neither the game nor a test leaves a folder behind in the system's temporary folder. And
an object's classes are read with ``qtcompat.class_name(s)``, never by holding on to what
``metaObject()`` returns (a QML type's, once freed, came back as a stale wrapper)."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Container
from pathlib import Path

import lane_budget

TESTS = Path(__file__).resolve().parent


def fixed_waits(source: str) -> list[int]:
    """Lines of ``source`` that call ``qtbot.wait(…)`` or ``QTest.qWait(…)``."""
    if not re.search(r"\.\s*(wait|qWait)\b", source):  # most files: not parsed at all
        return []
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
    assert fixed_waits("(qtbot\n .wait (50))\n") == [1]  # however it is spelled


def test_no_test_waits_a_fixed_time():
    files = sorted(TESTS.rglob("*.py"))
    assert len(files) > 100  # a moved folder fails loudly, not vacuously
    found = [f"{path.relative_to(TESTS.parent)}:{line}"
             for path in files for line in fixed_waits(path.read_text(encoding="utf-8"))]
    assert not found, ("a fixed wait; wait for a condition instead (see this file's "
                       "docstring):\n" + "\n".join(found))


def folders_left_behind(source: str) -> list[int]:
    """Lines of ``source`` that make a folder with ``mkdtemp`` in the system's temporary
    folder (no ``dir=``): nothing takes it away, so every run left one more there (the
    game's ``--self-test``, each test process's settings). A ``TemporaryDirectory`` goes
    when it is done or at the exit; one inside another folder goes with that folder."""
    if "mkdtemp" not in source:  # most files: not parsed at all
        return []
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name == "mkdtemp" and not any(k.arg == "dir" for k in node.keywords):
                lines.append(node.lineno)
    return lines


KEPT_ON_PURPOSE = {"tests/bench/bench_net.py": "removed, or kept and named with --keep",
                   "tests/bench/bench_internet.py": "the lab's captures, read after a run"}


def test_the_check_finds_a_folder_left_behind_and_lets_a_held_one_pass():
    assert folders_left_behind("tempfile.mkdtemp()\nmkdtemp(prefix='x')\n") == [1, 2]
    assert folders_left_behind("tempfile.TemporaryDirectory(prefix='x')\n"
                               "tempfile.mkdtemp(dir=run)\n") == []


def found_in_sources(check: Callable[[str], list[int]], exempt: Container[str]) -> list[str]:
    """Every line of the tests' and the game's sources that ``check`` finds, as
    ``path:line``, but in the files ``exempt`` names (paths from the checkout's root)."""
    files = sorted([*TESTS.rglob("*.py"), *(TESTS.parent / "uno_desktop").rglob("*.py")])
    return [f"{path.relative_to(TESTS.parent)}:{line}" for path in files
            if path.relative_to(TESTS.parent).as_posix() not in exempt
            for line in check(path.read_text(encoding="utf-8"))]


def test_nothing_is_left_in_the_temporary_folder():
    found = found_in_sources(folders_left_behind, KEPT_ON_PURPOSE)
    assert not found, ("a folder nothing removes; take a tempfile.TemporaryDirectory "
                       "(or pytest's tmp_path) instead:\n" + "\n".join(found))


def test_the_fast_lane_lists_only_unmarked_tests_over_its_budget():
    """``--lane-budget`` (scripts/test.sh --fast) lists these, by CPU time; it never fails
    the run (the budget section is a report)."""
    Took = lane_budget.Took
    took = {"a.py::quick": Took(0.4, 0.3), "a.py::long": Took(2.5, 2.2),
            "a.py::slow_marked": Took(9.0, 8.0, slow=True), "b.py::t": Took(2.1, 0.1),
            "c.py::busy": Took(3.0, 1.0)}
    assert lane_budget.over_budget(took, 2.0) == [
        "  2.20s CPU   2.50s wall  a.py::long",
        "  1.00s CPU   3.00s wall  c.py::busy",
        "  0.10s CPU   2.10s wall  b.py::t"]
    assert lane_budget.over_budget(took, 3.0) == []


def test_the_fast_lane_never_fails_on_a_time(pytester):
    """A test over the budget is listed, and the run's exit code is still the tests'."""
    pytester.makepyfile(test_long="""
import time

def test_long():
    deadline = time.process_time() + 0.3
    while time.process_time() < deadline:
        pass
""")
    result = pytester.runpytest("-p", "lane_budget", "--lane-budget=0.1")
    assert result.ret == 0
    result.stdout.fnmatch_lines(["*fast lane budget*", "*1 tests not marked slow took over 0.1 s, "
                                 "1 of them in CPU time*", "*CPU*wall*test_long.py::test_long"])


def meta_objects_held(source: str) -> list[int]:
    """Lines of ``source`` that call ``….metaObject()``: PySide6 keeps the wrapper of a QML
    type's meta-object past the object's life and later hands it out for whatever lives at
    that address (the robot's ``parentItem()`` returned a ``QMetaObject``: 25 of 161 cells
    of its whole matrix). ``qtcompat.class_name(s)`` read the classes and let go of it;
    ``QMetaObject.invokeMethod(obj, …)`` calls a method without one."""
    if "metaObject" not in source:
        return []
    return sorted(node.lineno for node in ast.walk(ast.parse(source))
                  if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                  and node.func.attr == "metaObject")


WHERE_META_OBJECTS_ARE_READ = {"uno_desktop/qtcompat.py": "class_name(s), the one place",
                               "tests/test_qtcompat.py": "shows what the raw walk leaves"}


def test_the_check_finds_a_held_meta_object_and_lets_the_static_call_pass():
    assert meta_objects_held("item.metaObject().className()\nm = x.metaObject()\n") == [1, 2]
    assert meta_objects_held("QMetaObject.invokeMethod(item, 'open')\n"
                             "class_name(item)\n") == []


def test_classes_are_read_only_through_class_names():
    found = found_in_sources(meta_objects_held, WHERE_META_OBJECTS_ARE_READ)
    assert not found, ("a meta-object held; read the classes with qtcompat.class_name(s) "
                       "(or call QMetaObject.invokeMethod):\n" + "\n".join(found))


def test_no_conftest_sets_the_qt_platform_over_another():
    """Which conftest pytest imports first depends on the command line (``pytest tests/ui
    tests/i18n``), so one that set ``QT_QPA_PLATFORM`` outright took the UI tests' one screen
    away from every Qt test after it (their windows opened on Qt's default screen). A
    conftest sets it only where none is set, or through ``tests/ui/offscreen.py``."""
    outright = re.compile(r"""os\.environ\[\s*["']QT_QPA_PLATFORM["']\s*\]\s*=""")
    setting = [str(path.relative_to(TESTS)) for path in TESTS.rglob("conftest.py")
               if outright.search(path.read_text(encoding="utf-8"))]
    assert not setting, setting
