"""Everything an edition needs, held for every edition of the registry.

No list of editions is kept anywhere but ``rules/editions/__init__.py``'s registry: the
hard bot's rebuild, the rollout twins, the kits, the device stage, the behaviour digests,
the card art, the layout scenes and every test loop derive theirs from it. So a new
edition is held here to each place it must fill, with what is missing named
(docs/editions.md, "Adding an edition"; ``python -m uno_desktop.scaffold edition NAME``
writes them all), and the test below registers an edition that has nothing else to show
that each place is checked.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import types
from pathlib import Path

import pytest

from rules import load_preset, options_from_mapping, preset_names
from rules.editions import EDITIONS

ROOT = Path(__file__).resolve().parents[1]


def _make_art() -> types.ModuleType:
    name = "_assets_make_art"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "assets" / "make_art.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def missing(name: str) -> list[str]:
    """What of edition ``name`` is not in its place (empty: all of it is)."""
    from uno_desktop.bots.fastsim import ENGINE_ROLLOUTS, TWINS
    from uno_desktop.ui.kits import KITS_DIR, kit

    out = []
    edition = EDITIONS[name]
    if edition.name != name:
        out.append(f"rules/editions: its Edition says name = {edition.name!r}")
    themed = name != "classic"
    if themed and f"editions/{name}" not in preset_names():
        out.append(f"the preset rules/presets/editions/{name}.toml")
    elif themed and load_preset(f"editions/{name}").edition != name:
        out.append(f"rules/presets/editions/{name}.toml: edition = {name!r}")
    if not (KITS_DIR / name / "__init__.py").is_file():
        out.append(f"the kit uno_desktop/ui/editions/{name}/__init__.py")
    elif not (kit(name).name and kit(name).rules):
        out.append(f"uno_desktop/ui/editions/{name}: the kit's name and rules")
    if name not in TWINS and name not in ENGINE_ROLLOUTS:
        out.append(f"the rollout twin uno_desktop/bots/fastsim/{name}.py (or EngineRollouts)")
    digests = json.loads((ROOT / "tests" / "behaviour_digests.json").read_text("utf-8"))
    if name not in digests:
        out.append(f"its behaviour digests (tests/test_behaviour_digest.py --write {name})")
    deck = {c.code for c in edition.deck(options_from_mapping({"edition": name}, name))}
    unpainted = sorted(code for code in deck for folder in ("cards", "cards_cb")
                       if not (ROOT / "assets" / folder / f"{code}.svg").is_file())
    if unpainted:
        out.append(f"the art of {sorted(set(unpainted))} (assets/art/{name}.py, then "
                   "python assets/make_art.py)")
    if themed and not (ROOT / "tests" / "rules" / "editions" / f"test_{name}.py").is_file():
        out.append(f"its scenario tests tests/rules/editions/test_{name}.py")
    if themed and f"test_{name}.py" not in (ROOT / "docs" / "editions.md").read_text("utf-8"):
        out.append(f"its section in docs/editions.md (with `test_{name}.py`)")
    return out


@pytest.mark.parametrize("name", list(EDITIONS))
def test_every_edition_has_everything_it_needs(name: str) -> None:
    assert not missing(name), f"{name} lacks: " + "; ".join(missing(name))


def test_a_new_edition_is_held_to_every_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """An edition registered in the core and nowhere else: every place it lacks is named
    (and every derived list, the loops above among them, takes it in)."""
    import rules.editions as registry
    from rules.editions.classic import Classic

    module = types.ModuleType("rules.editions.newcomer")

    class Newcomer(Classic):
        name = "newcomer"

    module.Newcomer = Newcomer  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(registry._WHERE, "newcomer", ("newcomer", "Newcomer"))
    monkeypatch.setattr(EDITIONS, "_built", dict(EDITIONS._built))  # it goes with the test
    from uno_desktop.ui import kits

    monkeypatch.setattr(kits, "_KITS", dict(kits._KITS))  # its empty kit goes with the test
    assert "newcomer" in EDITIONS
    gaps = " | ".join(missing("newcomer"))
    for place in ("rules/presets/editions/newcomer.toml", "uno_desktop/ui/editions/newcomer",
                  "fastsim/newcomer.py", "--write newcomer", "test_newcomer.py",
                  "docs/editions.md"):
        assert place in gaps, (place, gaps)
    assert "the art of" not in gaps  # classic's cards: drawn already
