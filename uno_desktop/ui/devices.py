"""The edition devices' controls on the table: the Python half of ``qml/devices/``.

The core has already decided every device outcome, and the presenters of
:mod:`uno_desktop.ui.present` show each device event (the wheel's spin, the launcher's
shot, …). What stays here is what the device components bind to between events: the
state of the pending device decision (:class:`DeviceState` and the view's public
``edition_state``), which of its controls are offered, and turning clicks on them (and on
hand cards that mean something else here: a discard, a pick before choosing a scale pan)
into core actions.

The :class:`~uno_desktop.ui.controller.GameController` calls :meth:`on_view` after each
view, :meth:`handles` (edition actions these controls cover, kept out of the generic button
row) and :meth:`intercept_play`; it reaches the controls through :class:`TableApi` only.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Slot

from rules import Accept, Draw, Pass, Play, PlayerView, SwapHands
from rules.actions import Action, action_tag
from rules.cards import Card, Color
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
from uno_desktop.qttypes import Property, Signal
from uno_desktop.resources import card_url
from uno_desktop.ui import texts
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N
from uno_desktop.ui.models import HandModel
from uno_desktop.ui.present.stage import DeviceState

CTX = "Devices"


# Decisions the device components offer their own controls for.
DEVICE_DECISIONS = {
    "spin", "spin_discard", "spin_number", "spin_color", "spin_race", "spin_uno_discard",
    "kick_opponent", "race", "captain", "lotso_name", "victory_lap", "slap_race",
    "tilt_starter", "tilt_place", "trade_hands",
}
# Action tags the device components offer (kept out of the table's generic buttons).
DEVICE_TAGS = {
    "spin_wheel", "call_uno_spin", "discard_card", "name_number", "name_color", "slap",
    "choose_seat", "keep_hand", "pass_hands", "rotate_hands", "swap_pair", "play_on_pan",
    "choose_pan", "press_launcher",
}

STATUS = {
    "spin": _T("Devices", "Spin the wheel"),
    "spin_discard": _T("Devices", "Almost UNO: click cards to discard until two are left"),
    "spin_number": _T("Devices", "Name a number to discard"),
    "spin_color": _T("Devices", "Name a colour to discard"),
    "spin_race": _T("Devices", "UNO Spin! Be the first to call it"),
    "spin_uno_discard": _T("Devices", "You won the race: discard one card"),
    "kick_opponent": _T("Devices", "Choose your opponent for the penalty kick"),
    "race": _T("Devices", "Racer X: play the next number or give up"),
    "captain": _T("Devices", "Captain: move the hands, swap two, or keep them"),
    # The Lotso player shows nothing: every other seat shows a card of the colour or draws 3,
    # and if all of them can, the Lotso player draws 3 (docs/rules.md §3.10)
    "lotso_name": _T("Devices", "Lotso: name a colour; who shows none draws 3, and if all "
                                "can, you draw 3"),
    "victory_lap": _T("Devices", "Victory lap: keep this hand or pass the hands on"),
    "slap_race": _T("Devices", "SLAP! Hit the buzzer"),
    "tilt_starter": _T("Devices", "Tilt: choose who starts filling the pans"),
    "tilt_place": _T("Devices", "Tilt: choose a pan for the top card"),
    # After a Tilt card each seat in turn puts the top card of the draw pile into a pan
    "tilt_place_other": _T("Devices", "{name} played a Tilt card: put the top card of the draw "
                                      "pile into a pan"),
    "tilt_place_own": _T("Devices", "Your Tilt card: put the top card of the draw pile into a "
                                    "pan"),
    "tilt_place_other_pan": _T("Devices", "{name} played a Tilt card: put the top card of the draw "
                                          "pile into its pan"),
    "tilt_place_own_pan": _T("Devices", "Your Tilt card: put the top card of the draw pile into "
                                        "its pan"),
    "trade_hands": _T("Devices", "Choose whom to trade hands with"),
    "tippo_turn": _T("Devices", "Play a card on a pan (card, then pan) or draw"),
    "tippo_start_color": _T("Devices", "Choose the colour of the black start card"),
    "extreme_turn": _T("Devices", "Play a card or press the launcher"),
    "tilt_risk": _N("Devices", "Whoever tips the scale draws %n card(s); a card on the lighter "
                               "pan never tips it", None, 5),
    "tilt_risk_pan": _N("Devices", "Whoever tips the scale draws %n card(s)", None, 5),
    "extreme_penalty": _N("Devices", "Press the launcher %n time(s)", None, 1),
    "extreme_penalty_stack": _N("Devices", "Press the launcher %n time(s), or pass it on with "
                                "your Hit 2", None, 1),
}
PROMPTS: dict[str, dict[tuple[str, ...], str]] = {
    # A device decision's line by the answers legal now (texts.pick_prompt): only those
    "race": {("pass", "play"): STATUS["race"],
             ("pass",): _T("Devices", "Racer X: you hold no next number, give up")},
    "victory_lap": {("keep_hand", "pass_hands"): STATUS["victory_lap"],
                    ("keep_hand",): _T("Devices", "Victory lap: the hands have gone round, "
                                                  "keep this one")},
    "tippo_turn": {("draw", "play"): STATUS["tippo_turn"],
                   ("play",): _T("Devices", "Play a card on a pan (card, then pan)"),
                   ("draw",): _T("Devices", "No card fits a pan: draw")},
    "extreme_turn": {("draw", "play"): STATUS["extreme_turn"],
                     ("play",): _T("Devices", "Play a card"),
                     ("draw",): _T("Devices", "Nothing fits: press the launcher")},
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class TableApi(Protocol):
    """What the device controls use of the table controller."""

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


class DeviceController(QObject):
    """Device state and controls for the table's ``DeviceLayer`` (see module docstring)."""

    # {type, duration, ...}: a device animation to play. It hides QObject.event() from
    # Python, as it always has; the QML components connect to it by this name.
    event = Signal("QVariantMap")  # type: ignore[assignment]
    changed = Signal()  # any property below
    viewed = Signal()  # a new view arrived (what is legal now is up to date)

    def __init__(self, table: TableApi, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.scene_state = DeviceState()
        self.reset()

    def reset(self) -> None:
        """A new game: no decision, no state."""
        self._edition = "classic"
        self._decision = ""
        self._decision_seat = -1
        self._edition_state: dict[str, Any] = {}
        self._legal: list[Action] = []
        self._selected = -1  # hand index picked before choosing a pan (Tippo)
        self._hand_counts: list[int] = []
        self._awaiting = False  # an action was sent; its answer (the next view) is pending
        self._view_seat: int | None = None
        self.scene_state = DeviceState()

    def rejected(self) -> None:
        """The last action was refused: the controls come back at once."""
        if self._awaiting:
            self._awaiting = False
            self.changed.emit()

    # ------------------------------------------------------------ hooks

    def on_view(self, view: PlayerView, legal: list[Action]) -> None:
        if view.seat != self._view_seat:  # hot-seat: another player's hand now
            self._view_seat = view.seat
            self._selected = -1
        self._edition = view.edition
        self._decision = view.decision
        self._decision_seat = -1 if view.decision_seat is None else view.decision_seat
        self._edition_state = dict(view.edition_state or {})
        self._legal = list(legal)
        self._awaiting = False
        self._hand_counts = list(view.hand_counts)
        if self._selected >= 0 and not self._pans_for(self._selected):
            self._selected = -1
        if view.decision not in ("spin_race",) and self.scene_state.race_kind == "uno_spin":
            self.scene_state.race_kind = ""
        if not self._legal_has(Accept):
            self.scene_state.presses_due = 0 if view.pending == 0 else self.scene_state.presses_due
        mine = self._mine()
        if mine and self._edition == "tippo" and view.decision in ("turn", "drawn"):
            playable = {a.card for a in legal if isinstance(a, PlayOnPan)}
            self.table.hand.set_flags(playable, set())
        elif mine and view.decision in ("spin_discard", "spin_uno_discard"):
            self.table.hand.set_flags({a.card for a in legal if isinstance(a, DiscardCard)}, set())
        self.changed.emit()
        self.viewed.emit()

    def status_text(self, view: PlayerView) -> str:
        """The status line for a device decision of the local seat, or ``""``."""
        if not self._mine():
            if view.decision == "slap_race" and self._legal_has(Slap):
                return tr(STATUS["slap_race"])
            if view.decision == "spin_race" and self._legal_has(CallUnoSpin):
                return tr(STATUS["spin_race"])
            return ""
        if view.edition == "tippo" and view.decision == "turn":
            return self._prompt("tippo_turn")
        if view.edition == "tippo" and view.decision == "tippo_start_color":
            return tr(STATUS["tippo_start_color"])
        if view.decision == "tilt_place" and isinstance(self._edition_state.get("tilt"), dict):
            return self._tilt_prompt()
        if view.edition == "extreme" and view.decision == "turn":
            return self._prompt("extreme_turn")
        if view.edition == "extreme" and view.decision == "penalty":
            key = "extreme_penalty_stack" if self._legal_has(Play) else "extreme_penalty"
            return QCoreApplication.translate(CTX, STATUS[key], None, view.pending)
        key = view.decision
        if key in PROMPTS:
            return self._prompt(key)
        return tr(STATUS[key]) if key in STATUS else ""

    def _tilt_prompt(self) -> str:
        """Why a pan is asked for: whose Tilt card it was and what the pan takes."""
        player = int(self._edition_state["tilt"].get("player", -1))
        own = player == self.table.seat
        key = "tilt_place_own" if own else "tilt_place_other"
        if self._one_pan():
            key += "_pan"
        what = tr(STATUS[key]).format(name=self.table.name_of(player))
        return what + "\n" + self._tilt_risk()

    def _one_pan(self) -> bool:
        return self.table.edition_option("tippo_pan") == "tilt_pan"

    def _tilt_risk(self) -> str:
        """The Tilt prompt's second line: what tipping the scale costs (and how not to)."""
        penalty = self.table.edition_option("tippo_penalty", 5)
        count = penalty if isinstance(penalty, int) else 5
        key = "tilt_risk_pan" if self._one_pan() else "tilt_risk"
        return QCoreApplication.translate(CTX, STATUS[key], None, count)

    def _prompt(self, key: str) -> str:
        """``key``'s line naming only the answers legal now."""
        variants = PROMPTS[key]
        chosen = texts.pick_prompt(variants, self._legal)
        return tr(variants[chosen] if chosen is not None else STATUS[key])

    def handles(self, action: Action) -> bool:
        """Whether the device controls offer ``action`` (so no generic button for it)."""
        tag = action_tag(action)
        if tag in DEVICE_TAGS:
            return True
        if self._edition == "extreme" and isinstance(action, Accept | Draw):
            return True  # the launcher's button: a draw, or a penalty's presses
        if self._decision in DEVICE_DECISIONS and self._mine():
            if isinstance(action, Pass | SwapHands):
                return True
        return False

    def intercept_play(self, index: int) -> bool:
        """A click on hand card ``index``; ``True`` when it meant a device action."""
        card = self.table.hand.card_at(index)
        if card is None or not self._mine():
            return False
        if self._decision in ("spin_discard", "spin_uno_discard"):
            self.table.send(DiscardCard(card))
            return True
        if self._edition == "tippo" and self._decision in ("turn", "drawn"):
            pans = self._pans_for(index)
            if not pans:
                # Not playable anywhere: let the host say why (on the first open pan).
                free = self._edition_state.get("open_pans") or [0]
                self.table.send(PlayOnPan(card, int(free[0])))
                self._selected = -1
            elif len(pans) == 1 and self._selected != index:
                self._play_on(card, pans[0])
            else:
                self._selected = -1 if self._selected == index else index
            self.changed.emit()
            return True
        return False

    def intercept_play_drawn(self) -> bool:
        """Tippo: "play it" after a draw needs a pan."""
        view = self.table.view
        if self._edition != "tippo" or view is None or view.drawn_card is None:
            return False
        index = self.table.hand.index_of(view.drawn_card)
        if index >= 0:
            return self.intercept_play(index)
        return False

    # ------------------------------------------------------------ helpers

    def _mine(self) -> bool:
        seat = self.table.seat
        return seat is not None and self._decision_seat == seat

    def _legal_has(self, cls: type) -> bool:
        return any(isinstance(a, cls) for a in self._legal)

    def _pans_for(self, index: int) -> list[int]:
        card = self.table.hand.card_at(index)
        if card is None:
            return []
        return sorted({a.pan for a in self._legal if isinstance(a, PlayOnPan) and a.card == card})

    def _play_on(self, card: Card, pan: int) -> None:
        counts = sorted(a.count for a in self._legal
                        if isinstance(a, PlayOnPan) and a.card == card and a.pan == pan)
        self._selected = -1
        self.table.send(PlayOnPan(card, pan, counts[0] if counts else 1))

    def _send_if(self, action: Action) -> None:
        """Send ``action`` (the host explains an illegal try); the device controls step
        aside until the answer (the next view) arrives."""
        self._awaiting = True
        self.changed.emit()
        self.table.send(action)

    # ------------------------------------------------------------ slots from QML

    @Slot()
    def spin(self) -> None:
        self._send_if(SpinWheel())

    @Slot()
    def callUnoSpin(self) -> None:
        self._send_if(CallUnoSpin())

    @Slot()
    def slap(self) -> None:
        self._send_if(Slap())

    @Slot(str)
    def nameColor(self, color: str) -> None:
        self._send_if(NameColor(Color(color)))

    @Slot(int)
    def nameNumber(self, number: int) -> None:
        self._send_if(NameNumber(number))

    @Slot(int)
    def chooseSeat(self, seat: int) -> None:
        if self._decision == "trade_hands":
            self._send_if(SwapHands(seat))
        else:
            self._send_if(ChooseSeat(seat))

    @Slot()
    def keepHand(self) -> None:
        self._send_if(KeepHand())

    @Slot()
    def passHands(self) -> None:
        self._send_if(PassHands())

    @Slot(int)
    def rotateHands(self, direction: int) -> None:
        self._send_if(RotateHands(direction))

    @Slot(int, int)
    def swapPair(self, a: int, b: int) -> None:
        self._send_if(SwapPair(min(a, b), max(a, b)))

    @Slot()
    def keepAll(self) -> None:
        """Captain without an exchange; Racer X: give up and draw."""
        self._send_if(Pass())

    @Slot()
    def press(self) -> None:
        """Extreme: the launcher's button — a press is the draw, or the penalty's presses."""
        if self._legal_has(Accept):
            self._send_if(Accept())
        else:
            self._send_if(Draw())

    @Slot(int)
    def choosePan(self, pan: int) -> None:
        """A click on a scale pan: the Tilt placement, or the picked card onto it."""
        if self._decision == "tilt_place":
            self._send_if(ChoosePan(pan))
            return
        if self._selected >= 0:
            card = self.table.hand.card_at(self._selected)
            if card is not None:
                self._play_on(card, pan)
                self.changed.emit()

    @Slot(int, int)
    def dropOnPan(self, index: int, pan: int) -> None:
        """Tippo: a hand card dropped onto a pan (an illegal drop gets the host's reason)."""
        card = self.table.hand.card_at(index)
        if card is None or not self._mine():
            return
        if pan in self._pans_for(index):
            self._play_on(card, pan)
        else:
            self._selected = -1
            self.table.send(PlayOnPan(card, pan))
        self.changed.emit()

    @Slot(int)
    def selectCard(self, index: int) -> None:
        self.intercept_play(index)

    @Slot(str, result=str)
    def segmentLabel(self, code: str) -> str:
        from uno_desktop.ui.present.spin import segment_label

        return segment_label(code)

    @Slot(str, result=str)
    def cardUrl(self, code: str) -> str:
        return card_url(code, self.table.colour_blind) if code else ""

    def _segments(self) -> list[str]:
        """The wheel's segments in the order they sit on it: the rules' own order."""
        from rules.editions.spin import SEGMENTS

        return list(SEGMENTS)

    def _segment_labels(self) -> dict[str, str]:
        from uno_desktop.ui.present.spin import segment_label

        return {code: segment_label(code) for code in self._segments()}

    # ------------------------------------------------------------ properties

    def _seat_choices(self) -> list[int]:
        if not self._mine():
            return []
        if self._decision == "trade_hands":
            return [a.target for a in self._legal if isinstance(a, SwapHands)]
        return [a.seat for a in self._legal if isinstance(a, ChooseSeat)]

    def _pan_choices(self) -> list[int]:
        if self._mine() and self._decision == "tilt_place":
            return sorted({a.pan for a in self._legal if isinstance(a, ChoosePan)})
        if self._selected >= 0:
            return self._pans_for(self._selected)
        return []

    def _flag(self, cls: type) -> bool:
        return self._legal_has(cls)

    edition = Property(str, lambda self: self._edition, notify=changed)
    decision = Property(str, lambda self: self._decision, notify=changed)
    decisionSeat = Property(int, lambda self: self._decision_seat, notify=changed)
    mine = Property(bool, lambda self: self._mine(), notify=changed)
    awaiting = Property(bool, lambda self: self._awaiting, notify=changed)
    # The local seat decides now and has not answered yet: show its controls.
    deciding = Property(bool, lambda self: self._mine() and not self._awaiting, notify=changed)
    state = Property("QVariant", lambda self: self._edition_state, notify=changed)
    wheel = Property(str, lambda self: str(self._edition_state.get("wheel", "")), notify=changed)
    canSpin = Property(bool, lambda self: self._flag(SpinWheel), notify=changed)
    canCallUnoSpin = Property(bool, lambda self: self._flag(CallUnoSpin), notify=changed)
    canSlap = Property(bool, lambda self: self._flag(Slap), notify=changed)
    canNameNumber = Property(bool, lambda self: self._flag(NameNumber), notify=changed)
    canNameColor = Property(bool, lambda self: self._flag(NameColor), notify=changed)
    canKeepHand = Property(bool, lambda self: self._flag(KeepHand), notify=changed)
    canPassHands = Property(bool, lambda self: self._flag(PassHands), notify=changed)
    canRotate = Property(bool, lambda self: self._flag(RotateHands), notify=changed)
    canSwapPair = Property(bool, lambda self: self._flag(SwapPair), notify=changed)
    canKeepAll = Property(bool, lambda self: self._mine() and self._decision in
                          ("captain", "race") and self._flag(Pass), notify=changed)
    canDiscard = Property(bool, lambda self: self._mine() and self._flag(DiscardCard),
                          notify=changed)
    canPress = Property(bool, lambda self: self._edition == "extreme" and self._mine() and (
        self._flag(Draw) or self._flag(Accept)), notify=changed)
    pressCount = Property(int, lambda self: (self.table.view.pending
                                             if self._flag(Accept) and self.table.view else 1),
                          notify=changed)
    pressesDue = Property(int, lambda self: self.scene_state.presses_due, notify=changed)
    seatChoices = Property("QVariant", _seat_choices, notify=changed)
    panChoices = Property("QVariant", _pan_choices, notify=changed)
    selectedCard = Property(int, lambda self: self._selected, notify=changed)
    raceKind = Property(str, lambda self: self.scene_state.race_kind, notify=changed)
    raceChain = Property(int, lambda self: self.scene_state.race_chain, notify=changed)
    raceNumber = Property(int, lambda self: int(self._edition_state.get("race_number", -1)),
                          notify=changed)
    handCounts = Property("QVariant", lambda self: self._hand_counts, notify=changed)
    lapCount = Property(int, lambda self: self.scene_state.laps, notify=changed)
    segments = Property("QVariant", _segments, constant=True)
    segmentLabels = Property("QVariant", _segment_labels, notify=changed)
