"""The rules core's structure: no import cycle inside ``rules/``, editions call no private
``Game`` function, and every event that carries cards says who may see them."""

from __future__ import annotations

import ast
import functools
import random
from dataclasses import fields
from pathlib import Path

import pytest

from rules.cards import Card
from rules.events import EVENT_TYPES, EventBase, event_type

RULES = Path(__file__).resolve().parents[2] / "rules"


def module_name(path: Path) -> str:
    parts = path.relative_to(RULES.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in RULES.rglob("*.py")}


def _type_checking_only(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return True
    return False


@functools.cache  # (each test walks every module: parsed once for all of them)
def imports_of(name: str, type_only: bool = False) -> frozenset[str]:
    """The ``rules`` modules that ``name`` imports when it runs: at module level or in a
    function; with ``type_only`` also those under ``if TYPE_CHECKING`` (annotations)."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if not type_only and _type_checking_only(node, parents):
            continue
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{a.name}" for a in node.names}
    return frozenset(m for m in found if m in MODULES and m != name)


def test_the_walk_finds_the_imports():
    assert "rules.editions.classic" in imports_of("rules.editions")
    assert "rules.game" in imports_of("rules.editions.base")


def test_no_import_cycle_inside_rules():
    graph = {name: imports_of(name) for name in MODULES}
    done: set[str] = set()
    path: list[str] = []

    def visit(name: str) -> None:
        if name in path:
            raise AssertionError("import cycle: " + " -> ".join([*path[path.index(name):],
                                                                   name]))
        if name in done:
            return
        path.append(name)
        for dep in sorted(graph[name]):
            visit(dep)
        path.pop()
        done.add(name)

    for name in sorted(graph):
        visit(name)


def tangles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The import graph's strongly connected parts of more than one module (its cycles)."""
    order: list[str] = []
    seen: set[str] = set()

    def finish(name: str) -> None:
        seen.add(name)
        for dep in sorted(graph[name]):
            if dep not in seen:
                finish(dep)
        order.append(name)

    for name in sorted(graph):
        if name not in seen:
            finish(name)
    back = {name: {n for n in graph if name in graph[n]} for name in graph}
    parts: list[set[str]] = []
    placed: set[str] = set()
    for name in reversed(order):
        if name in placed:
            continue
        part, todo = set(), [name]
        while todo:
            n = todo.pop()
            if n not in placed:
                placed.add(n)
                part.add(n)
                todo.extend(back[n] - placed)
        if len(part) > 1:
            parts.append(part)
    return parts


def test_type_only_imports_close_no_cycle():
    """Not even through annotations: ``game`` holds the engine with the parts an edition
    fills in (mutually typed, so one module) and imports no edition, no registry and no
    option validation; ``newgame`` builds a game above them, and ``scoring`` takes values,
    not the game."""
    graph = {name: imports_of(name, type_only=True) for name in MODULES}
    assert "rules.game" in graph["rules.editions.classic"]  # the walk sees if TYPE_CHECKING
    assert tangles(graph) == []


def test_the_engine_imports_no_edition_and_no_option_validation():
    graph = {name: imports_of(name, type_only=True) for name in MODULES}
    below: set[str] = set()
    todo = ["rules.game"]
    while todo:
        name = todo.pop()
        if name not in below:
            below.add(name)
            todo.extend(graph[name])
    assert not {m for m in below if m.startswith(("rules.editions", "rules.options"))}, below


def test_no_submodule_imports_the_package_root():
    """``rules/__init__.py`` re-exports the public API from the submodules; a submodule that
    imported it back (``from rules import …``) would close a cycle through all of them."""
    users = sorted(name for name in MODULES if name != "rules" and "rules" in imports_of(name))
    assert not users, users


def test_editions_call_no_private_game_function():
    offenders = []
    for path in (RULES / "editions").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                    and not node.attr.startswith("__") and isinstance(node.value, ast.Name)
                    and node.value.id == "game"):
                offenders.append(f"{path.name}:{node.lineno} game.{node.attr}")
    assert not offenders, offenders


@pytest.mark.parametrize("tag", sorted(EVENT_TYPES))
def test_every_event_with_cards_declares_who_sees_them(tag):
    cls = EVENT_TYPES[tag]
    if any("Card" in str(f.type) for f in fields(cls)):
        assert cls.PUBLIC or (cls.OWNER and cls.SECRET), tag
        if cls.SECRET:
            assert {cls.OWNER, cls.SECRET} <= {f.name for f in fields(cls)}, tag


def test_an_event_with_cards_that_declares_nothing_is_refused():
    with pytest.raises(TypeError, match="carries cards"):
        @event_type("test_peek")
        class Peek(EventBase):
            seat: int
            cards: tuple[Card, ...]
    assert "test_peek" not in EVENT_TYPES


def test_clone_copies_every_attribute_and_shares_no_mutable_state():
    from rules import load_preset, new_game
    from rules.simulate import random_step

    game = new_game(load_preset("party"), 4, 3)
    rng = random.Random(3)
    for _ in range(40):
        game.apply(*random_step(game, rng))
    copy = game.clone()
    assert attributes(copy) == attributes(game)
    for name in ("hands", "draw_pile", "discard", "uno_window", "uno_called", "scores"):
        assert getattr(copy, name) == getattr(game, name)
        assert getattr(copy, name) is not getattr(game, name), name
    assert copy.hands[0] is not game.hands[0]
    seat = copy.decision.seat
    copy.apply(seat, copy.legal_actions(seat)[0])
    assert game.state_id == copy.state_id - 1


def attributes(game: object) -> set[str]:
    """The attributes set on ``game``: its ``__dict__``, or, compiled (it has none), those of
    the names mypyc lists that are set."""
    names = getattr(type(game), "__mypyc_attrs__", None)
    return set(vars(game)) if names is None else {n for n in names if hasattr(game, n)}
