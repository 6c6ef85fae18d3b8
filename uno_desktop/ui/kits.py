"""The kit registry: everything the app knows about an edition, and how it is found.

A kit (:class:`Kit`) is what the app adds to an edition of the core
(:mod:`rules.editions`): its name and rules blurb for the new-game screen, the rows it adds
to :mod:`uno_desktop.ui.texts`' tables and the device controls' status lines, its device
behaviour (:class:`DeviceBehaviour`: the hooks :class:`~uno_desktop.ui.devices.DeviceController`
calls instead of asking which edition is played), the module of its event presenters
(:mod:`uno_desktop.ui.present`) and the QML of its devices with what the table is told
(:attr:`Kit.stage`, :attr:`Kit.scenes`, :attr:`Kit.hides_pile`, …). Each edition's kit is
the subpackage of :mod:`uno_desktop.ui.editions` named after it (``editions/<edition>/``):
its ``__init__.py`` calls :func:`register`; beside it are its presenters
(``presenters.py``, imported only when a game of it is shown, never by the ``__init__``)
and its devices' QML files. An edition without a folder gets an empty kit (classic's
presenters, no device, its code as its name), so a new edition of the core runs in the app
before it has a kit.

This module sits below the presenters and the texts that ask it for a kit, and below the
kits that build on them: it imports neither (a kit's module is imported by name, on
first use).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from rules.records import record

if TYPE_CHECKING:
    from rules import PlayerView
    from rules.actions import Action
    from rules.cards import Card
    from uno_desktop.ui.models import HandModel


class GameApi(Protocol):
    """What a kit's device behaviour uses of the game's controller
    (:class:`~uno_desktop.ui.controller.GameController`)."""

    @property
    def seat(self) -> int | None: ...
    @property
    def view(self) -> PlayerView | None: ...
    @property
    def colour_blind(self) -> bool: ...
    hand: HandModel

    def send(self, action: Action) -> None: ...
    def name_of(self, seat: int | None) -> str: ...
    def edition_option(self, name: str, default: object = None) -> object: ...


class SceneState(Protocol):
    """What a kit's device uses of the scenes' state (present.stage.DeviceState)."""

    race_kind: str


class DeviceControls(Protocol):
    """What a kit's device behaviour uses of the device controller (its public half)."""

    @property
    def game(self) -> GameApi: ...
    @property
    def scene_state(self) -> SceneState: ...
    def decision_now(self) -> str: ...
    def state_now(self) -> dict[str, Any]: ...
    def is_mine(self) -> bool: ...
    def legal_has(self, cls: type) -> bool: ...
    def prompt(self, key: str) -> str: ...
    def status(self, key: str, count: int | None = None) -> str: ...
    def pans_for(self, index: int) -> list[int]: ...
    def play_on(self, card: Card, pan: int) -> None: ...
    def selected(self) -> int: ...
    def select(self, index: int) -> None: ...
    def intercept_play(self, index: int) -> bool: ...


class DeviceBehaviour:
    """An edition's own handling of the device controls. The defaults do nothing, so an
    edition without a device needs none of these."""

    def on_view(self, ctl: DeviceControls, view: PlayerView, legal: list[Action]) -> None:
        """A new view arrived (the device may mark the hand cards it takes)."""

    def status(self, ctl: DeviceControls, view: PlayerView) -> str | None:
        """The status line for the view's decision (the local seat's, or a race any seat
        may join), or ``None`` for the usual one."""
        return None

    def handles(self, ctl: DeviceControls, action: Action) -> bool:
        """Whether the device offers ``action`` beyond the kit's :attr:`Kit.device_tags`."""
        return False

    def intercept_play(self, ctl: DeviceControls, index: int) -> bool:
        """A click on hand card ``index``: ``True`` when it meant a device action."""
        return False

    def intercept_play_drawn(self, ctl: DeviceControls) -> bool:
        """"Play it" after a draw: ``True`` when the device took it."""
        return False

    def calls_uno(self, ctl: DeviceControls) -> bool:
        """Whether the UNO key answers the device's own call now (Spin's race)."""
        return False

    def can_press(self, ctl: DeviceControls) -> bool:
        """Whether the device's own button (a launcher's) is offered now."""
        return False

    def segments(self) -> list[str]:
        """A wheel's segments in the order they sit on it (none without a wheel)."""
        return []

    def segment_label(self, code: str) -> str:
        """How the wheel and the log name segment ``code``."""
        return code


@record  # rules.records: a frozen dataclass's generated methods cost ~0.4 ms at start-up
class Kit:
    """What the app adds to one edition of the core (see the module docstring)."""

    edition: str
    # _T("Edition", …) and _T("EditionRules", …): how the new-game screen names and sums it up
    name: str = ""
    rules: str = ""
    # extra rows for uno_desktop.ui.texts' tables, by table kind ("option", "decision", …);
    # each marked with that table's context
    texts: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # the device controls' status lines (context "Devices") by decision, and the lines by the
    # answers legal now (texts.pick_prompt) of the decisions that have several
    status: Mapping[str, str] = field(default_factory=dict)
    prompts: Mapping[str, Mapping[tuple[str, ...], str]] = field(default_factory=dict)
    # decisions the device components offer their own controls for, and the action tags they
    # offer (kept out of the table's generic buttons)
    device_decisions: frozenset[str] = frozenset()
    device_tags: frozenset[str] = frozenset()
    device: DeviceBehaviour = field(default_factory=DeviceBehaviour)
    # the module of the edition's event presenters (its kit folder's ``presenters`` if "")
    presenters: str = ""
    # what the table is told (DeviceController's kit properties, typed, for QML): the QML
    # files of its devices, in its kit folder, loaded onto the device stage while it is
    # played (DeviceStage.qml says what such a file gets and may offer); the stage's shared
    # scenes its presenters cue ("duel", "discard", "offside", "slide"), which a kit needs
    # to name only when it has neither a device nor a device decision (see ``stage``);
    # whether its device replaces the single discard pile (a scale's pans); whether the
    # hand card picked for the device is lifted like the focused one; and the decisions
    # answered from the hand (a card to discard), which get no button first
    scenes: tuple[str, ...] = ()
    shared: frozenset[str] = frozenset()
    hides_pile: bool = False
    lifts_pick: bool = False
    hand_decisions: frozenset[str] = frozenset()

    @property
    def stage(self) -> bool:
        """Whether the table builds the device stage for this edition: for its devices, for
        the controls of its device decisions (their panels, the seat picker), or for the
        shared scenes it cues. Derived, never declared: an edition with none of them (a
        banner is the table's own) gets no stage, and a classic table's first frame stays
        light."""
        return bool(self.scenes or self.device_decisions or self.device_tags or self.shared)

    def scene_paths(self) -> list[Path]:
        """The files of :attr:`scenes`, in the kit's folder (``editions/<edition>/``)."""
        folder = KITS_DIR / self.edition
        return [folder / name for name in self.scenes]

    def presenter_module(self) -> str:
        return self.presenters or f"{EDITIONS_PACKAGE}.{self.edition}.presenters"


EDITIONS_PACKAGE = "uno_desktop.ui.editions"
KITS_DIR = Path(__file__).resolve().parent / "editions"
"""Where the kits' folders are (``editions/<edition>/``)."""

_KITS: dict[str, Kit] = {}


def register(kit: Kit) -> Kit:
    """Register ``kit`` as its edition's (a kit module calls this once, when imported)."""
    if not kit.edition:
        raise ValueError("a kit needs its edition's name")
    if kit.edition in _KITS and _KITS[kit.edition] is not kit:
        raise ValueError(f"edition {kit.edition!r} already has a kit")
    _KITS[kit.edition] = kit
    return kit


def kit(edition: str) -> Kit:
    """``edition``'s kit: its module's, imported on first use, else an empty one."""
    found = _KITS.get(edition)
    if found is not None:
        return found
    module = f"{EDITIONS_PACKAGE}.{edition}"
    if edition.isidentifier() and find_spec(module) is not None:
        import_module(module)
    return _KITS.setdefault(edition, Kit(edition))


def all_kits() -> list[Kit]:
    """The kits of every edition of the core, in the new-game screen's order."""
    from rules.editions import EDITIONS

    return [kit(name) for name in EDITIONS]
