"""The replay's controls: play and pause, a step or a hand either way, speed, seat, open hands."""

from __future__ import annotations

from PySide6.QtCore import Slot

from uno_desktop.playback import RATES
from uno_desktop.ui.replayparts.position import ReplayPosition


class ReplayControls(ReplayPosition):
    """QML's slots for the replay's controls; stepping back, jumping and changing the seat
    attach a new transport at the new position."""

    @Slot()
    def togglePlay(self) -> None:
        t = self.transport
        if t is None:
            return
        if t.playing:
            t.pause()
        elif t.at_end:
            self._attach(0, t.seat, True)  # from the start again
        else:
            t.play()

    @Slot()
    def stepForward(self) -> None:
        if self.transport is not None:
            self.transport.pause()
            self.transport.step()

    @Slot()
    def stepBack(self) -> None:
        self.seek(self._position - 1)

    @Slot(int)
    def seek(self, position: int) -> None:
        """Show ``position`` at once (everything before it without animation), paused."""
        if self.transport is None or self.replay is None:
            return
        self._attach(self.replay.clamp(position), self.transport.seat, False)

    @Slot()
    def toStart(self) -> None:
        self.seek(0)

    @Slot()
    def toEnd(self) -> None:
        if self.replay is not None:
            self.seek(len(self.replay))

    @Slot(int)
    def jumpToHand(self, hand: int) -> None:
        """To the deal of ``hand`` (1-based)."""
        if self.replay is not None and 1 <= hand <= len(self.replay.hand_starts):
            self.seek(self.replay.hand_starts[hand - 1])

    @Slot()
    def previousHand(self) -> None:
        if self.replay is None:
            return
        hand = self.replay.hand_at(self._position)
        at_deal = self.replay.hand_starts[hand - 1] == self._position
        self.jumpToHand(hand - 1 if at_deal else hand)

    @Slot()
    def nextHand(self) -> None:
        if self.replay is not None:
            self.jumpToHand(self.replay.hand_at(self._position) + 1)

    @Slot(int)
    def setRateIndex(self, index: int) -> None:
        self._rate_index = max(0, min(len(RATES) - 1, index))
        self.game.set_rate(self.rate)
        if self.transport is not None:
            self.transport.set_rate(self.rate)
        self.changed.emit()

    @Slot()
    def faster(self) -> None:
        self.setRateIndex(self._rate_index + 1)

    @Slot()
    def slower(self) -> None:
        self.setRateIndex(self._rate_index - 1)

    @Slot(int)
    def setSeat(self, seat: int) -> None:
        """Watch from ``seat`` (what that seat saw), at the position shown."""
        if self.replay is None or self.transport is None or seat not in self.replay.watchable():
            return
        self._attach(self._position, seat, self.transport.playing)

    @Slot(bool)
    def setOpenHands(self, on: bool) -> None:
        """All hands face up: only for a game that is over."""
        self._open_hands = on and self.replay is not None and self.replay.over
        self.openHandsChanged.emit()
        self.changed.emit()
