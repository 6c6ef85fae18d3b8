"""One kit per edition (uno_desktop/ui/editions/): the registry, and nothing else naming one."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from rules import Draw
from rules.editions import EDITIONS
from uno_desktop.ui import editions, texts
from uno_desktop.ui.editions import DeviceBehaviour, Kit

APP = Path(__file__).resolve().parents[2] / "uno_desktop" / "ui"


@pytest.fixture
def fresh_registry(monkeypatch: pytest.MonkeyPatch) -> dict[str, Kit]:
    registry: dict[str, Kit] = {}
    monkeypatch.setattr(editions, "_KITS", registry)
    return registry


def test_a_new_empty_kit_registers_cleanly(fresh_registry: dict[str, Kit]) -> None:
    kit = editions.register(Kit("new_edition"))
    assert editions.kit("new_edition") is kit
    assert kit.presenter_module() == "uno_desktop.ui.present.new_edition"
    assert kit.scene == "" and not kit.device_decisions and not kit.device_tags
    behaviour = kit.device
    assert isinstance(behaviour, DeviceBehaviour) and behaviour.segments() == []
    # nobody has written text for it yet: the tables fall back to its code, readably
    assert texts.translate_code("edition", "new_edition") == "New edition"
    with pytest.raises(ValueError):
        editions.register(Kit("new_edition"))  # a second kit for the same edition
    with pytest.raises(ValueError):
        editions.register(Kit(""))


def test_an_edition_without_a_kit_module_gets_an_empty_kit(fresh_registry: dict[str, Kit]) -> None:
    kit = editions.kit("no_such_edition")
    assert editions.kit("no_such_edition") is kit
    assert (kit.name, kit.rules, kit.scene, dict(kit.texts)) == ("", "", "", {})
    assert type(kit.device) is DeviceBehaviour


def test_an_empty_kit_leaves_the_device_controls_alone() -> None:
    """The defaults claim no action, no click, no status line and no launcher button."""
    empty = DeviceBehaviour()
    view = SimpleNamespace(seat=0, edition="new_edition", decision="turn", decision_seat=0)
    assert empty.status(None, view) is None  # type: ignore[arg-type]
    assert not empty.handles(None, Draw())  # type: ignore[arg-type]
    assert not empty.intercept_play(None, 0)  # type: ignore[arg-type]
    empty.on_view(None, view, [])  # type: ignore[arg-type]
    assert not empty.can_press(None)  # type: ignore[arg-type]


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_edition_of_the_core_has_its_kit(edition: str) -> None:
    kit = editions.kit(edition)
    assert (APP / "editions" / f"{edition}.py").is_file()
    assert kit.edition == edition and kit.name and kit.rules
    for kind, rows in kit.texts.items():
        assert kind in texts.TABLES, f"{edition}'s kit has rows for no table {kind!r}"
        assert set(rows) <= set(texts.TABLES[kind][1])
    assert texts.translate_code("edition", edition) == texts.translate("Edition", kit.name)


def _py_literals(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
             and isinstance(n.value, str)}
    for node in ast.walk(tree):  # a module of one edition, imported by name
        if isinstance(node, ast.ImportFrom) and node.module:
            found.update(node.module.split("."))
            found.update(alias.name for alias in node.names)
    return found


def _qml_literals(path: Path) -> set[str]:
    source = path.read_text(encoding="utf-8")
    return set(re.findall(r'"([A-Za-z0-9_]*)"', source)) | set(re.findall(r"'([A-Za-z0-9_]*)'",
                                                                          source))


GENERIC = ["devices.py", "texts.py"]


@pytest.mark.parametrize("name", GENERIC)
def test_the_generic_parts_name_no_edition(name: str) -> None:
    """An edition's traces live in its kit: these files hold no edition's name (a string
    ``"tippo"``, or its module imported) nor a row keyed by one (``tippo_pan``)."""
    path = APP / name
    words = _py_literals(path) if path.suffix == ".py" else _qml_literals(path)
    named = sorted(w for w in words for e in EDITIONS if w == e or w.startswith(e + "_"))
    assert not named, f"{name} names editions: {named}"
