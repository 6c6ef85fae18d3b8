"""The devices' answers to the game controller (a view, the status line, which actions they
take) through the kit's behaviour, and the player's clicks and keys on them made actions."""

from __future__ import annotations

from PySide6.QtCore import Slot

from rules import Accept, Draw, Pass, PlayerView, SwapHands
from rules.actions import Action, action_tag
from rules.cards import Card, Color
from rules.editions.common import (
    CallUnoSpin,
    ChoosePan,
    ChooseSeat,
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
from uno_desktop.ui.deviceparts.view import DeviceView, tr


class DeviceInputs(DeviceView):
    """The hooks the game controller calls (:meth:`on_view`, :meth:`status_text`,
    :meth:`handles`, :meth:`intercept_play`), which hand the kit's behaviour the whole
    controls; and QML's slots on the devices (spin, slap, name a colour or number, choose a
    seat or a pan, the hands passed, the launcher pressed) and the hand's cards that mean
    something else here."""

    def on_view(self, view: PlayerView, legal: list[Action]) -> None:
        if view.seat != self._view_seat:  # hot-seat: another player's hand now
            self._view_seat = view.seat
            self._selected = -1
        if view.edition != self._edition:
            self.use_kit(view.edition)
        self._edition = view.edition
        self._decision = view.decision
        self._decision_seat = -1 if view.decision_seat is None else view.decision_seat
        self._edition_state = dict(view.edition_state or {})
        self._legal = list(legal)
        self._awaiting = False
        self._hand_counts = list(view.hand_counts)
        if self._selected >= 0 and not self.pans_for(self._selected):
            self._selected = -1
        if not self.legal_has(Accept):
            self.scene_state.presses_due = 0 if view.pending == 0 else self.scene_state.presses_due
        self._kit.device.on_view(self, view, legal)
        self.changed.emit()
        self.viewed.emit()

    def status_text(self, view: PlayerView) -> str:
        """The status line for a device decision of the local seat, or ``""``."""
        own = self._kit.device.status(self, view)
        if own is not None:
            return own
        if not self.is_mine():
            return ""
        key = view.decision
        if key in self._kit.prompts:
            return self.prompt(key)
        return tr(self._kit.status[key]) if key in self._kit.status else ""

    def handles(self, action: Action) -> bool:
        """Whether the device controls offer ``action`` (so no generic button for it)."""
        tag = action_tag(action)
        if tag in self._kit.device_tags:
            return True
        if self._kit.device.handles(self, action):
            return True
        if self._decision in self._kit.device_decisions and self.is_mine():
            if isinstance(action, Pass | SwapHands):
                return True
        return False

    def intercept_play(self, index: int) -> bool:
        """A click on hand card ``index``; ``True`` when it meant a device action."""
        card = self.game.hand.card_at(index)
        if card is None or not self.is_mine():
            return False
        if self._kit.device.intercept_play(self, index):
            self.changed.emit()
            return True
        return False

    def intercept_play_drawn(self) -> bool:
        """"Play it" after a draw: the edition's device may take it (a scale needs a pan)."""
        return self._kit.device.intercept_play_drawn(self)

    def play_on(self, card: Card, pan: int) -> None:
        counts = sorted(a.count for a in self._legal
                        if isinstance(a, PlayOnPan) and a.card == card and a.pan == pan)
        self._selected = -1
        self.game.send(PlayOnPan(card, pan, counts[0] if counts else 1))

    def _send_if(self, action: Action) -> None:
        """Send ``action`` (the host explains an illegal try); the device controls step
        aside until the answer (the next view) arrives."""
        self._awaiting = True
        self.changed.emit()
        self.game.send(action)

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
        if self.legal_has(Accept):
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
            card = self.game.hand.card_at(self._selected)
            if card is not None:
                self.play_on(card, pan)
                self.changed.emit()

    @Slot(int, int)
    def dropOnPan(self, index: int, pan: int) -> None:
        """Tippo: a hand card dropped onto a pan (an illegal drop gets the host's reason)."""
        card = self.game.hand.card_at(index)
        if card is None or not self.is_mine():
            return
        if pan in self.pans_for(index):
            self.play_on(card, pan)
        else:
            self._selected = -1
            self.game.send(PlayOnPan(card, pan))
        self.changed.emit()

    @Slot(int)
    def selectCard(self, index: int) -> None:
        self.intercept_play(index)
