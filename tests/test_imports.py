"""The rooms of the app, as docs/architecture.md draws them: no import cycle inside
``uno_desktop``, and the layers below the UI (the network, the host, the bots, saves)
never import it. Every import counts, also one inside a function and one for type
checkers only (``if TYPE_CHECKING:``): where a lower module needs the shape of a higher
one, it declares a Protocol (``ui.present.stage.Controller``, ``ui.kits.GameApi``,
``ui.present.truth.Checked``, ``ui.coach.CoachApp``, ``ui.tutorial.LessonApp``). Inside
the UI, the kit registry, the texts and the presenters stand below the kits that build on
them and the controllers that use them."""

from __future__ import annotations

import ast
import functools
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "uno_desktop"
BELOW_THE_UI = ("uno_desktop.net", "uno_desktop.bots", "uno_desktop.transport",
                "uno_desktop.referee", "uno_desktop.referee_timer", "uno_desktop.screens",
                "uno_desktop.session",
                "uno_desktop.saves", "uno_desktop.codec")
BELOW_THE_KITS = ("uno_desktop.ui.kits", "uno_desktop.ui.texts", "uno_desktop.ui.present")
ABOVE_THE_PRESENTERS = ("uno_desktop.ui.editions", "uno_desktop.ui.devices",
                        "uno_desktop.ui.controller", "uno_desktop.ui.table_texts",
                        "uno_desktop.ui.shell", "uno_desktop.ui.coach", "uno_desktop.ui.replay",
                        # the controllers' parts (docs/architecture.md)
                        "uno_desktop.ui.gameparts", "uno_desktop.ui.deviceparts",
                        "uno_desktop.ui.shellparts", "uno_desktop.ui.replayparts")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The ``uno_desktop`` modules ``path`` imports (a package's ``__init__`` for a name)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


@functools.cache  # (each test walks the whole package: parsed once for all of them)
def graph() -> Mapping[str, frozenset[str]]:
    paths = [p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts]
    modules = {module_name(p) for p in paths}
    return MappingProxyType({module_name(p): frozenset(imports_of(p, modules))
                             for p in paths})


def test_the_walk_finds_the_imports():
    g = graph()
    assert "uno_desktop.referee" in g["uno_desktop.transport"]
    assert "uno_desktop.ui.present" in g["uno_desktop.ui.gameparts.showing"]
    assert "uno_desktop.ui.controller" in g["uno_desktop.ui.coach"]  # if TYPE_CHECKING


def test_no_import_cycle_in_the_app():
    g = graph()
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def walk(node: str) -> None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(g.get(node, ())):
            if nxt not in g or state.get(nxt) == 2:
                continue
            if state.get(nxt) == 1:
                cycle = [*path[path.index(nxt):], nxt]
                raise AssertionError("import cycle: " + " → ".join(cycle))
            walk(nxt)
        path.pop()
        state[node] = 2

    for node in sorted(g):
        if node not in state:
            walk(node)


def test_nothing_below_the_ui_imports_it():
    g = graph()
    bad = {m: sorted(t for t in targets if t.startswith("uno_desktop.ui"))
           for m, targets in g.items() if m.startswith(BELOW_THE_UI)}
    assert not {m: t for m, t in bad.items() if t}, bad


def test_the_kit_registry_and_the_presenters_stand_below_the_kits():
    """A kit builds on the presenters and the texts, which ask the registry for it: the
    registry (``ui/kits.py``) is below all three and imports none of them (a kit's module is
    imported by name, on first use), and no presenter imports a controller."""
    g = graph()
    bad = {m: sorted(t for t in targets if t.startswith(ABOVE_THE_PRESENTERS))
           for m, targets in g.items() if m.startswith(BELOW_THE_KITS)}
    assert not {m: t for m, t in bad.items() if t}, bad
    assert not {t for t in g["uno_desktop.ui.kits"] if t.startswith(
        ("uno_desktop.ui.present", "uno_desktop.ui.texts"))}


def test_the_scaffold_stands_apart():
    """A developer's command (docs/editions.md): it writes files and runs the checkout's
    scripts; nothing in the app imports it, and it imports no part of the app."""
    g = graph()
    assert not g["uno_desktop.scaffold"], g["uno_desktop.scaffold"]
    assert not [m for m, targets in g.items() if "uno_desktop.scaffold" in targets]
