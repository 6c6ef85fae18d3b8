"""The player's clicks and keys at the table, made actions for the state the table shows."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Slot

from rules import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Play,
    SwapHands,
)
from rules.actions import Action, PlayOnPan, action_tag
from uno_desktop.ui import table_texts
from uno_desktop.ui.gameparts.parts import GameParts, prop
from uno_desktop.ui.gameparts.showing import GameShowing

HANDLED_TAGS = {"play", "draw", "choose_color", "challenge", "accept", "call_uno", "catch_uno"}


class GameInputs(GameShowing):
    """QML's slots for the player's decisions (play, draw, UNO, colour, challenge, a swap,
    the generic buttons, leaving) and the controls' properties that say which are open."""

    def send(self, action: Action) -> None:
        """Send ``action`` as the player's, for the state the table shows."""
        if self.transport is None:
            return
        self.sounds.play("click")
        self.transport.send(action, self._view.state_id if self._view is not None else None)

    @Slot(int)
    def playCard(self, index: int) -> None:
        """Play the card at ``index``; an illegal try still goes to the host for its reason."""
        card = self.hand.card_at(index)
        if card is None:
            return
        if self.devices.intercept_play(index):
            return
        counts = sorted(a.count for a in self._legal if isinstance(a, Play) and a.card == card)
        self.send(Play(card, counts[0] if counts else 1))

    @Slot()
    def draw(self) -> None:
        if self.devices.handles(Draw()):  # Extreme: drawing is the launcher's press
            self.devices.press()
        else:
            self.send(Draw())

    @Slot()
    def callUno(self) -> None:
        self.send(CallUno())

    @Slot(int)
    def catchUno(self, seat: int) -> None:
        self.send(CatchUno(seat))

    @Slot(str)
    def chooseColor(self, color: str) -> None:
        self.send(ChooseColor(Color(color)))

    @Slot()
    def challenge(self) -> None:
        self.send(Challenge())

    @Slot()
    def accept(self) -> None:
        self.send(Accept())

    @Slot()
    def keepDrawn(self) -> None:
        self.send(Pass())

    @Slot()
    def playDrawn(self) -> None:
        if self.devices.intercept_play_drawn():
            return
        if self._view is not None and self._view.drawn_card is not None:
            self.send(Play(self._view.drawn_card))

    @Slot(int)
    def swapWith(self, seat: int) -> None:
        self.send(SwapHands(seat))

    @Slot()
    def skipSwap(self) -> None:
        self.send(Pass())

    @Slot(int)
    def genericAction(self, index: int) -> None:
        actions = self._generic_actions()
        if 0 <= index < len(actions):
            self.send(actions[index])

    @Slot()
    def reveal(self) -> None:
        """Hot-seat: the next player is at the screen; show their hand."""
        self._pass_screen = False
        self.overlayChanged.emit()
        self.stateChanged.emit()

    @Slot()
    def nextHand(self) -> None:
        self.board.hand_over = False
        self.overlayChanged.emit()
        if self.transport is not None:
            self.transport.next_hand()

    @Slot()
    def askLeave(self) -> None:
        """Leave or Esc at the table: ask first (the overlay says what becomes of the game)."""
        if not self._asking_leave:
            self._asking_leave = True
            self.overlayChanged.emit()

    @Slot()
    def cancelLeave(self) -> None:
        if self._asking_leave:
            self._asking_leave = False
            self.overlayChanged.emit()

    def _generic_actions(self) -> list[Action]:
        """Legal actions no dedicated control covers: offered as labelled buttons."""
        v = self._view
        out: list[Action] = []
        for a in self._legal:
            tag = action_tag(a)
            if self.devices.handles(a):
                continue
            if tag in HANDLED_TAGS:
                if isinstance(a, Play) and a.count > 1:
                    out.append(a)  # several identical cards at once
                continue
            if tag == "pass" and v is not None and v.decision in ("drawn", "seven"):
                continue
            if tag == "swap_hands" and v is not None and v.decision in ("seven", "zero_swap"):
                continue
            out.append(a)
        return out

    def describe_action(self, action: Action) -> str:
        """An action as its button reads ("Play red 7", "Swap with Ada")."""
        return table_texts.action_label(action, self.name_of)

    # ------------------------------------------------------------ which controls are open

    # One signal for all of them, unlike the table's state (showing.py's ``watched``): they
    # all follow the legal actions, which every commit replaces, and ~30 bindings read them.
    _c = partial(prop, notify=GameParts.controlsChanged)

    decision = _c(lambda self: self._decision)
    myTurn = _c(lambda self: self._my_decision())
    canDraw = _c(lambda self: self._has(Draw))
    # your turn and nothing to play: the draw is the one move (Enter draws)
    onlyDraw = _c(lambda self: self._my_decision() and self._has(Draw)
                  and not any(isinstance(a, Play | PlayOnPan) for a in self._legal))
    canUno = _c(lambda self: self._has(CallUno))
    canChallenge = _c(lambda self: self._has(Challenge))
    canAccept = _c(lambda self: self._has(Accept) and not self.devices.handles(Accept()))
    # Extreme: the launcher is the draw pile, and its button the one control for a draw
    drawOnDevice = _c(lambda self: self.devices.handles(Draw()))
    choosingColor = _c(lambda self: self._has(ChooseColor))
    drawnCard = _c(lambda self: self.card_url(self._view.drawn_card)
                   if self._view is not None and self._view.drawn_card else "")
    canKeepDrawn = _c(lambda self: self._my_decision() and self._view.decision == "drawn"
                      and self._has(Pass))
    swapTargets = _c(lambda self: [{"seat": a.target, "name": self.name_of(a.target)}
                                   for a in self._legal if isinstance(a, SwapHands)]
                     if self._view is not None and self._view.decision in ("seven", "zero_swap")
                     else [])
    canSkipSwap = _c(lambda self: self._view is not None and self._view.decision == "seven"
                     and self._has(Pass))
    genericActions = _c(lambda self: [{"index": i, "label": self.describe_action(a)}
                                      for i, a in enumerate(self._generic_actions())])
    catchTargets = _c(lambda self: [a.target for a in self._legal if isinstance(a, CatchUno)])
    coachAllowed = _c(lambda self: self.transport is not None and self.transport.coach_allowed())

    del _c
