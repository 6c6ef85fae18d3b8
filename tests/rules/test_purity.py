"""The rules core is pure standard library: no Qt, no uno_desktop, no third-party package."""

import ast
import subprocess
import sys
from pathlib import Path

import rules

ROOT = Path(rules.__file__).resolve().parent


def test_import_rules_loads_no_pyside6():
    code = ("import rules, rules.simulate, rules.record, rules.invariants, sys; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'msgspec', "
            "'uno_desktop'))]; assert not bad, bad")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT.parent,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_rules_imports_only_the_standard_library():
    allowed = set(sys.stdlib_module_names) | {"rules"}
    files = sorted(ROOT.rglob("*.py"))
    assert len(files) >= 10
    offenders = {}
    for path in files:
        bad = imported_modules(path) - allowed
        if bad:
            offenders[str(path.relative_to(ROOT.parent))] = sorted(bad)
    assert offenders == {}
