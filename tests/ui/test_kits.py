"""One kit per edition (uno_desktop/ui/editions/): the registry, and nothing else naming one."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from rules import Draw
from rules.editions import EDITIONS
from uno_desktop.ui import kits, texts
from uno_desktop.ui.kits import DeviceBehaviour, Kit

APP = Path(__file__).resolve().parents[2] / "uno_desktop" / "ui"
QML = APP / "qml"
KITS = APP / "editions"


@pytest.fixture
def fresh_registry(monkeypatch: pytest.MonkeyPatch) -> dict[str, Kit]:
    texts.table("edition")  # the real kits' rows first: texts gathers them once, lazily
    registry: dict[str, Kit] = {}
    monkeypatch.setattr(kits, "_KITS", registry)
    return registry


def test_a_new_empty_kit_registers_cleanly(fresh_registry: dict[str, Kit]) -> None:
    kit = kits.register(Kit("new_edition"))
    assert kits.kit("new_edition") is kit
    assert kit.presenter_module() == "uno_desktop.ui.editions.new_edition.presenters"
    assert kit.scenes == () and not kit.stage and not kit.device_decisions and not kit.device_tags
    behaviour = kit.device
    assert isinstance(behaviour, DeviceBehaviour) and behaviour.segments() == []
    # nobody has written text for it yet: the tables fall back to its code, readably
    assert texts.translate_code("edition", "new_edition") == "New edition"
    with pytest.raises(ValueError):
        kits.register(Kit("new_edition"))  # a second kit for the same edition
    with pytest.raises(ValueError):
        kits.register(Kit(""))


def test_an_edition_without_a_kit_module_gets_an_empty_kit(fresh_registry: dict[str, Kit]) -> None:
    kit = kits.kit("no_such_edition")
    assert kits.kit("no_such_edition") is kit
    assert (kit.name, kit.rules, kit.scenes, dict(kit.texts)) == ("", "", (), {})
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
    kit = kits.kit(edition)
    assert (APP / "editions" / edition / "__init__.py").is_file()
    assert kit.edition == edition and kit.name and kit.rules
    for kind, rows in kit.texts.items():
        assert kind in texts.TABLES, f"{edition}'s kit has rows for no table {kind!r}"
        assert set(rows) <= set(texts.table(kind)[1])
    assert texts.translate_code("edition", edition) == texts.translate("Edition", kit.name)
    for path in kit.scene_paths():  # its devices' QML, in its folder, loaded onto the stage
        assert path.parent == KITS / edition and path.is_file(), f"{edition}: no file {path}"
    assert kit.stage or not kit.scenes, f"{edition} has devices but no device stage"
    assert kit.scenes or not (kit.hides_pile or kit.lifts_pick), f"{edition}: traits, no device"
    assert kit.shared <= SHARED_CUES, f"{edition}: the stage shares no {kit.shared - SHARED_CUES}"


def test_the_stage_is_derived_from_what_a_kit_has() -> None:
    """Nobody declares a stage: a device, a device decision (its panel, the seat picker)
    or a shared scene the presenters cue brings it; an edition with none (its banner is
    the table's own) has none."""
    assert not Kit("nudge").stage
    assert Kit("nudge", scenes=("Nudger.qml",)).stage
    assert Kit("nudge", device_decisions=frozenset({"nudge_target"})).stage
    assert Kit("nudge", device_tags=frozenset({"choose_seat"})).stage
    assert Kit("nudge", shared=frozenset({"duel"})).stage


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


def _qml_uses(path: Path) -> set[Path]:
    """The QML files of this app whose types ``path`` builds (``Name {`` or ``Name`` after
    ``:``), from its own folder or the ones it imports (qml/devices/ imports "..", a kit
    folder's files "../../qml" and "../../qml/devices")."""
    names = set(re.findall(r"\b([A-Z][A-Za-z0-9]*)\s*\{", path.read_text(encoding="utf-8")))
    folders = (path.parent, path.parent.parent, QML, QML / "devices")
    return {folder / f"{n}.qml" for n in names for folder in folders
            if (folder / f"{n}.qml").is_file()}


def _edition_qml() -> set[Path]:
    """The kits' QML: their device files (Kit.scenes) and the components only they build,
    all in the kits' folders."""
    return set(KITS.glob("*/*.qml"))


def _only_kits_use() -> set[Path]:
    """The files under qml/ that only one kit's files build (they belong in its folder)."""
    every = set(QML.rglob("*.qml")) | _edition_qml()
    users: dict[Path, set[Path]] = {path: set() for path in every}
    for path in every:
        for used in _qml_uses(path):
            users[used].add(path)
    return {path for path in QML.rglob("*.qml") if users[path]
            and len({user.parent for user in users[path]}) == 1
            and users[path] <= _edition_qml()}


# What a shared file may say that reads like an edition's name, and why.
NOT_AN_EDITION = {
    ("devices/OffsideScene.qml", "spin"): "the kind of effect a card cancelled "
                                          "(EffectCancelled.kind: a penalty or a spin)",
}
SHARED_QML = sorted(str(path.relative_to(QML)) for path in QML.rglob("*.qml"))
GENERIC = ["devices.py", "texts.py", "kits.py", *(f"qml/{name}" for name in SHARED_QML)]


def test_the_shared_qml_is_checked() -> None:
    for name in ("Table.qml", "devices/DeviceStage.qml", "devices/DeviceLayer.qml"):
        assert name in SHARED_QML
    assert "devices/TippoScale.qml" not in SHARED_QML  # Tippo's kit names it
    assert "devices/SpinWheel.qml" not in SHARED_QML  # only Spin's station builds it
    assert KITS / "spin" / "SpinWheel.qml" in _edition_qml()
    assert not _only_kits_use(), "only kits build these: move each into its kit's folder"


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_a_kits_qml_is_its_own(edition: str) -> None:
    """Every QML file in a kit's folder is one of its scenes or built only by its own files
    (no other kit and no shared file builds it)."""
    folder = KITS / edition
    named = set(kits.kit(edition).scene_paths())
    every = set(QML.rglob("*.qml")) | _edition_qml()
    for path in folder.glob("*.qml"):
        users = {user for user in every if path in _qml_uses(user)}
        assert path in named or (users and all(u.parent == folder for u in users)), path


def test_every_kits_scene_compiles(qapp) -> None:
    """Every scene file each kit names compiles, its imports (the qml folder and the shared
    devices, by relative path) found; the device tests load them on the real table."""
    from PySide6.QtCore import QUrl
    from PySide6.QtQml import QQmlComponent, QQmlEngine

    engine = QQmlEngine()
    for kit in kits.all_kits():
        for path in kit.scene_paths():
            component = QQmlComponent(engine, QUrl.fromLocalFile(str(path)))
            assert component.status() == QQmlComponent.Status.Ready, (
                path, [e.toString() for e in component.errors()])


def test_a_new_kit_asks_for_its_own_folder(fresh_registry: dict[str, Kit]) -> None:
    kit = kits.register(Kit("new_edition", scenes=("NewDevice.qml",)))
    assert kit.scene_paths() == [KITS / "new_edition" / "NewDevice.qml"]
    assert Kit("new_edition").scene_paths() == []


# What the device stage builds itself: the scenes several editions' presenters cue (the
# classic presenters' hands sliding, present/common.py's discard, duel and offside flag) and
# the seat picker several editions' decisions use. An edition's own go in its kit.
SHARED_SCENES = {"HandSlide.qml", "DiscardScene.qml", "DuelScene.qml", "OffsideScene.qml",
                 "SeatPicker.qml"}


def _stage_cues() -> set[str]:
    """The names the device stage plays its own scenes' cues by (``scenes`` in
    DeviceStage.qml, but ``stage`` itself): what a kit may name in ``Kit.shared``."""
    source = (QML / "devices" / "DeviceStage.qml").read_text(encoding="utf-8")
    found = re.search(r"readonly property var scenes: \(\{(.*?)\}\)", source, re.S)
    assert found, "DeviceStage.qml names its scenes in ``scenes``"
    return set(re.findall(r'"(\w+)":', found.group(1))) - {"stage"}


SHARED_CUES = _stage_cues()


def test_the_stage_builds_no_editions_file() -> None:
    """The device stage loads an edition's devices and scenes from its kit (nothing it
    builds is a kit's), and builds only what several editions share."""
    built = _qml_uses(QML / "devices" / "DeviceStage.qml")
    assert all(path.is_relative_to(QML) for path in built)
    assert not built & _edition_qml()
    assert {path.name for path in built} - {"Panel.qml", "CardImage.qml"} == SHARED_SCENES


@pytest.mark.parametrize("name", GENERIC)
def test_the_generic_parts_name_no_edition(name: str) -> None:
    """An edition's traces live in its kit: these files hold no edition's name (a string
    ``"tippo"``, or its module imported) nor a row keyed by one (``tippo_pan``). The QML
    checked is all but the kits' device files and what only they build."""
    path = APP / name
    words = _py_literals(path) if path.suffix == ".py" else _qml_literals(path)
    short = name.removeprefix("qml/")
    named = sorted(w for w in words for e in EDITIONS if (w == e or w.startswith(e + "_"))
                   and (short, w) not in NOT_AN_EDITION)
    assert not named, f"{name} names editions: {named}"


# ---------------------------------------------------------------- the QML side
def _stage(ui):
    from ui_helpers import find

    return find(ui, "deviceStage")


def _play_a_little(ui, qtbot) -> None:
    """A classic game of bots on the real table, a few dozen actions in."""
    from rules import load_preset, with_options
    from uno_desktop.session import SeatInfo

    options = with_options(load_preset("official"), scoring="single_hand")
    seats = [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(3)]
    assert ui.controller.start_game(options, seats, seed=5)
    session = ui.controller.session
    qtbot.waitUntil(lambda: session.game.over or session.game.state_id > 40, timeout=30_000)


def test_a_new_empty_kit_loads_nothing(ui, qtbot, fresh_registry: dict[str, Kit]) -> None:
    """A kit that asks for nothing (classic's, emptied) gets no device layer on the table;
    the game plays on (and the conftest fails on any QML warning)."""
    _play_a_little(ui, qtbot)
    devices = ui.controller.game.devices
    assert devices.property("scenes") == [] and not devices.property("usesStage")
    assert _stage(ui) is None


def test_a_kit_with_a_stage_and_no_scene_loads_no_device(ui, qtbot,
                                                         fresh_registry: dict[str, Kit]) -> None:
    """A kit with the device stage but no device file of its own: the stage stands, with
    its shared scenes and nothing of an edition's, and asks nothing of the table."""
    kits.register(Kit("classic", shared=frozenset({"duel"})))
    _play_a_little(ui, qtbot)
    stage = _stage(ui)
    assert stage is not None and stage.property("devices").toVariant() == []
    assert not stage.property("hidesPile") and not stage.property("hidesDrawPile")
    assert not stage.property("hidesDiscard")
