"""What the device components bind to between events: the device decision, its state, the kit."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QUrl, Slot

from rules import Accept, Pass, Play, RuleOptions, SwapHands
from rules.actions import Action
from rules.editions.common import (
    CallUnoSpin,
    ChoosePan,
    ChooseSeat,
    DiscardCard,
    KeepHand,
    NameColor,
    NameNumber,
    PassHands,
    PlayOnPan,
    RotateHands,
    Slap,
    SpinWheel,
    SwapPair,
)
from uno_desktop.qttypes import Part, Property, Signal
from uno_desktop.resources import card_url
from uno_desktop.ui import kits, texts
from uno_desktop.ui.kits import GameApi
from uno_desktop.ui.present.stage import DeviceState

CTX = "Devices"
DEFAULT_EDITION = RuleOptions().edition


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class DeviceView(Part):
    """The bottom of the device controller: its signals, its state (set up by
    :class:`~uno_desktop.ui.devices.DeviceController`), the view's device decision as the
    kit's behaviour reads it, and every property the devices' QML binds to."""

    # {type, duration, ...}: a device animation to play. It hides QObject.event() from
    # Python, as it always has; the QML components connect to it by this name.
    event = Signal("QVariantMap")  # type: ignore[assignment]
    changed = Signal()  # any property below
    kitChanged = Signal()  # another edition's kit: its scenes and table traits
    viewed = Signal()  # a new view arrived (what is legal now is up to date)
    picked = Signal()  # a hand card was picked for the device, or the pick taken back

    game: GameApi
    scene_state: DeviceState
    _kit: kits.Kit
    _edition: str
    _decision: str
    _decision_seat: int
    _edition_state: dict[str, Any]
    _legal: list[Action]
    _selected: int
    _hand_counts: list[int]
    _awaiting: bool
    _view_seat: int | None

    def reset(self) -> None:
        """A new game: no decision, no state."""
        self._edition = DEFAULT_EDITION  # until the first view says which
        self._decision = ""
        self._decision_seat = -1
        self._edition_state: dict[str, Any] = {}
        self._legal: list[Action] = []
        self._selected = -1  # hand index picked before choosing a pan (Tippo)
        self._hand_counts: list[int] = []
        self._awaiting = False  # an action was sent; its answer (the next view) is pending
        self._view_seat: int | None = None
        self.scene_state = DeviceState()

    def use_kit(self, edition: str) -> None:
        """``edition``'s kit from now on: set when a game is attached (its edition is known
        before its first view, so its devices are on the table for its first events); a
        game of the same edition keeps the devices, reset by the stage's reset cue."""
        kit = kits.kit(edition)
        if kit is not self._kit:
            self._kit = kit
            self.kitChanged.emit()

    def rejected(self) -> None:
        """The last action was refused: the controls come back at once."""
        if self._awaiting:
            self._awaiting = False
            self.changed.emit()

    def end_turns(self) -> None:
        """The hand's end is on the table: no device decision stands any more (a panel's
        "Waiting for Ben…" beside "Ben wins the hand!", issue 38)."""
        self._decision = ""
        self._decision_seat = -1
        self._legal = []
        self.changed.emit()

    def prompt(self, key: str) -> str:
        """``key``'s line naming only the answers legal now."""
        variants = self._kit.prompts[key]
        chosen = texts.pick_prompt(variants, self._legal)
        return tr(variants[chosen] if chosen is not None else self._kit.status[key])

    def decision_now(self) -> str:
        return self._decision

    def state_now(self) -> dict[str, Any]:
        return self._edition_state

    def status(self, key: str, count: int | None = None) -> str:
        """Status line ``key`` translated (with ``count`` for a plural one)."""
        if count is None:
            return tr(self._kit.status[key])
        return QCoreApplication.translate(CTX, self._kit.status[key], None, count)

    def selected(self) -> int:
        return self._selected

    def select(self, index: int) -> None:
        if index != self._selected:
            self._selected = index
            self.picked.emit()

    def is_mine(self) -> bool:
        seat = self.game.seat
        return seat is not None and self._decision_seat == seat

    def legal_has(self, cls: type) -> bool:
        return any(isinstance(a, cls) for a in self._legal)

    def pans_for(self, index: int) -> list[int]:
        card = self.game.hand.card_at(index)
        if card is None:
            return []
        return sorted({a.pan for a in self._legal if isinstance(a, PlayOnPan) and a.card == card})

    @Slot(str, result=str)
    def segmentLabel(self, code: str) -> str:
        return self._kit.device.segment_label(code)

    @Slot(str, result=str)
    def cardUrl(self, code: str) -> str:
        return card_url(code, self.game.colour_blind) if code else ""

    def _segments(self) -> list[str]:
        """The wheel's segments (if the edition has one) in the order they sit on it."""
        return self._kit.device.segments()

    def _segment_labels(self) -> dict[str, str]:
        return {code: self._kit.device.segment_label(code) for code in self._segments()}

    def _seat_choices(self) -> list[int]:
        if not self.is_mine():
            return []
        if self._decision == "trade_hands":
            return [a.target for a in self._legal if isinstance(a, SwapHands)]
        return [a.seat for a in self._legal if isinstance(a, ChooseSeat)]

    def _pan_choices(self) -> list[int]:
        if self.is_mine() and self._decision == "tilt_place":
            return sorted({a.pan for a in self._legal if isinstance(a, ChoosePan)})
        if self._selected >= 0:
            return self.pans_for(self._selected)
        return []

    def _state_int(self, key: str, default: int) -> int:
        """A number of the view's device state (a host's view may hold anything: what is
        not a number shows as ``default``)."""
        value = self._edition_state.get(key, default)
        return value if type(value) is int else default

    def _flag(self, cls: type) -> bool:
        return self.legal_has(cls)

    edition = Property(str, lambda self: self._edition, notify=changed)
    decision = Property(str, lambda self: self._decision, notify=changed)
    decisionSeat = Property(int, lambda self: self._decision_seat, notify=changed)
    mine = Property(bool, lambda self: self.is_mine(), notify=changed)
    awaiting = Property(bool, lambda self: self._awaiting, notify=changed)

    # The local seat decides now and has not answered yet: show its controls.
    deciding = Property(bool, lambda self: self.is_mine() and not self._awaiting, notify=changed)
    state = Property("QVariant", lambda self: self._edition_state, notify=changed)
    wheel = Property(str, lambda self: str(self._edition_state.get("wheel", "")), notify=changed)
    canSpin = Property(bool, lambda self: self._flag(SpinWheel), notify=changed)
    canPlay = Property(bool, lambda self: self._flag(Play), notify=changed)  # (Spin's twin)
    canCallUnoSpin = Property(bool, lambda self: self._flag(CallUnoSpin), notify=changed)
    canSlap = Property(bool, lambda self: self._flag(Slap), notify=changed)
    canNameNumber = Property(bool, lambda self: self._flag(NameNumber), notify=changed)
    canNameColor = Property(bool, lambda self: self._flag(NameColor), notify=changed)
    canKeepHand = Property(bool, lambda self: self._flag(KeepHand), notify=changed)
    canPassHands = Property(bool, lambda self: self._flag(PassHands), notify=changed)
    canRotate = Property(bool, lambda self: self._flag(RotateHands), notify=changed)
    canSwapPair = Property(bool, lambda self: self._flag(SwapPair), notify=changed)
    canKeepAll = Property(bool, lambda self: self.is_mine() and self._decision in
                          ("captain", "race") and self._flag(Pass), notify=changed)
    canDiscard = Property(bool, lambda self: self.is_mine() and self._flag(DiscardCard),
                          notify=changed)
    canPress = Property(bool, lambda self: self._kit.device.can_press(self), notify=changed)
    pressCount = Property(int, lambda self: (self.game.view.pending
                                             if self._flag(Accept) and self.game.view else 1),
                          notify=changed)
    pressesDue = Property(int, lambda self: self.scene_state.presses_due, notify=changed)
    seatChoices = Property("QVariant", _seat_choices, notify=changed)
    panChoices = Property("QVariant", _pan_choices, notify=changed)
    selectedCard = Property(int, lambda self: self._selected, notify=changed)
    raceKind = Property(str, lambda self: self.scene_state.race_kind, notify=changed)
    raceChain = Property(int, lambda self: self.scene_state.race_chain, notify=changed)
    raceNumber = Property(int, lambda self: self._state_int("race_number", -1), notify=changed)
    handCounts = Property("QVariant", lambda self: self._hand_counts, notify=changed)
    lapCount = Property(int, lambda self: self._state_int("lap", 0), notify=changed)
    unoOnDevice = Property(bool, lambda self: self._kit.device.calls_uno(self), notify=changed)
    segments = Property("QVariant", _segments, notify=changed)
    segmentLabels = Property("QVariant", _segment_labels, notify=changed)

    # the current edition's kit: what the table builds and loads for it (Kit.stage, …)
    usesStage = Property(bool, lambda self: self._kit.stage, notify=kitChanged)

    # (file URLs of the kit folder's QML, for DeviceStage's Loaders)
    scenes = Property("QVariantList", lambda self: [QUrl.fromLocalFile(str(path)).toString()
                                                    for path in self._kit.scene_paths()],
                      notify=kitChanged)
    hidesPile = Property(bool, lambda self: self._kit.hides_pile, notify=kitChanged)
    liftsPick = Property(bool, lambda self: self._kit.lifts_pick, notify=kitChanged)

    # decisions answered from the hand (the table offers no button first), and "turn"
    handDecisions = Property("QVariantList",
                             lambda self: sorted({"turn", *self._kit.hand_decisions}),
                             notify=kitChanged)
