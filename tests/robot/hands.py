"""The robot's hands: an action of the person's seat done as a person does it.

With the keyboard: key events sent to the window (``QTest.keyClick`` on the
``QQuickWindow``: what a keyboard sends), the arrows to pick a card, Tab to reach a
button, the letters F1 lists. With the mouse: a click at the control's place in the window
(for a card of the fanned hand, on the part of it that shows). Never a slot called, never
an accessibility action.

Which control does an action is the one thing the hands must know by name (they look for
it as a person looks for the button that says so); what they then check, the robot's
looks (``look.py``) do by kind.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest
from qt_tree import inside, live_children, named_item

from rules.actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Draw,
    Pass,
    Play,
    SwapHands,
    action_tag,
)
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

K = Qt.Key
COLOUR_KEYS = {"red": K.Key_R, "yellow": K.Key_Y, "green": K.Key_G, "blue": K.Key_B}
DIGITS = [getattr(K, f"Key_{d}") for d in range(10)]

# The entry of F1's list (in English) that names the key each answer is given with: the
# robot checks the list has it, on the real table, for every decision it reaches.
F1_KEYS = {
    "play": "Enter, Space", "discard_card": "Enter, Space", "draw": "D", "call_uno": "U",
    "call_uno_spin": "U", "catch_uno": "X", "slap": "Space", "challenge": "C", "accept": "T",
    "choose_color": "R, Y, G, B or 1–4", "name_color": "R, Y, G, B or 1–4",
    "spin_wheel": "S", "name_number": "0–9", "play_on_pan": "1, 2", "choose_pan": "1, 2",
    "keep_hand": "P, K", "pass_hands": "P, K", "swap_hands": "Tab, Shift+Tab",
    "choose_seat": "Tab, Shift+Tab", "rotate_hands": "Tab, Shift+Tab",
    "swap_pair": "Tab, Shift+Tab",
}
F1_BY_DECISION = {("drawn", "play"): "P, K", ("drawn", "pass"): "P, K",
                  ("drawn", "play_on_pan"): "P, K", ("race", "pass"): "D",
                  ("seven", "pass"): "Tab, Shift+Tab", ("captain", "pass"): "Tab, Shift+Tab"}


HANDLED = frozenset({
    "play", "discard_card", "play_on_pan", "choose_pan", "draw", "pass", "choose_color",
    "name_color", "challenge", "accept", "call_uno", "catch_uno", "swap_hands", "choose_seat",
    "spin_wheel", "name_number", "call_uno_spin", "keep_hand", "pass_hands", "rotate_hands",
    "swap_pair", "slap"})
"""The action tags :meth:`Hands.do` does with the keys and with the mouse."""


def f1_key(decision: str, action: Action) -> str | None:
    """F1's entry (English) for answering ``decision`` with ``action``."""
    tag = action_tag(action)
    return F1_BY_DECISION.get((decision, tag)) or F1_KEYS.get(tag)


def spin(seconds: float = 0.0) -> None:
    """Let the event loop run (and delete what QML let go of) for ``seconds``."""
    end = time.monotonic() + seconds
    while True:
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if time.monotonic() >= end:
            return
        time.sleep(0.002)


def _repeated(repeater: QQuickItem, count: int) -> list[QQuickItem]:
    """The items the Repeater holds now, by index (its ``itemAt``)."""
    from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject

    items = [QMetaObject.invokeMethod(repeater, "itemAt", Q_RETURN_ARG("QQuickItem*"),
                                      Q_ARG(int, i)) for i in range(count)]
    return [i for i in items if i is not None]


def _still(cards: list[QQuickItem], timeout: float = 2.0) -> None:
    """Wait until the hand's cards stand still (as a person waits for a card drawn to
    slide into place before aiming at one): the same places twice, 50 ms apart."""
    def places() -> list[tuple[float, float, float, float]] | None:
        try:
            return [(c.x(), c.y(), c.z(), c.rotation()) for c in cards]
        except RuntimeError:
            return None  # a card went meanwhile (the aim finds that out)

    end = time.monotonic() + timeout
    before = places()
    while before is not None and time.monotonic() < end:
        spin(0.05)
        now = places()
        if now == before:
            return
        before = now


def _card_at(cards: list[QQuickItem], at: QPointF) -> QQuickItem | None:
    """The hand's card a click at ``at`` (in the window) lands on: the one the pointer
    lifted, as a person sees it (the hand lifts the top card under the pointer and keeps
    it lifted over its own place), else the one drawn on top there (by z, then by its
    place among the fan's items: a card drawn later is later there, whatever its index)."""
    from shiboken6 import getCppPointer

    if not cards:
        return None
    pointed = [c for c in cards if c.isVisible() and c.property("hovered")]
    if pointed:
        return pointed[0]
    place = {getCppPointer(c)[0]: i for i, c in enumerate(cards[0].parentItem().childItems())}
    under = [c for c in cards if c.isVisible() and c.contains(c.mapFromScene(at))]
    return max(under, key=lambda c: (c.z(), place.get(getCppPointer(c)[0], -1))) \
        if under else None


@dataclass
class Gesture:
    """What the hands did, as the report says it ("keys: Right Right Return")."""

    how: str
    steps: list[str]

    def __str__(self) -> str:
        return f"{self.how}: {' '.join(self.steps)}"


class Unreachable(Exception):
    """The control for an action cannot be found or reached (a finding)."""


class Hands:
    """Keys or clicks on one app's window (``ui``: the ``UnoApp``)."""

    def __init__(self, ui, mode: str) -> None:
        self.ui = ui
        self.window = ui.window
        self.mode = mode
        self.enter_key = K.Key_Return  # the robot alternates Return and Space for "press"

    # ------------------------------------------------------------ primitives
    def item(self, name: str) -> QQuickItem | None:
        found = named_item(self.window.contentItem(), name)
        return found if found is not None and found.isVisible() else None

    def key(self, key: Qt.Key, steps: list[str], modifier=Qt.KeyboardModifier.NoModifier,
            ) -> None:
        QTest.keyClick(self.window, key, modifier)
        steps.append(key.name.removeprefix("Key_"))
        spin(0.005)

    def click(self, item: QQuickItem, steps: list[str], x: float | None = None,
              y: float | None = None) -> None:
        """A left click at (x, y) of ``item`` (its middle by default)."""
        point = item.mapToScene(QPointF(item.width() / 2 if x is None else x,
                                        item.height() / 2 if y is None else y))
        steps.append(f"click {item.objectName() or type(item).__name__}"
                     f"@{point.x():.0f},{point.y():.0f}")  # before: the click may end it
        QTest.mouseMove(self.window, point.toPoint())
        spin(0.005)
        QTest.mouseClick(self.window, Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, point.toPoint())
        spin(0.005)

    def focus(self) -> QQuickItem | None:
        return self.window.activeFocusItem()

    def tab_to(self, wanted: Callable[[QQuickItem], bool], steps: list[str],
               limit: int = 40) -> QQuickItem:
        """Tab until the focus is on what ``wanted`` says (a person reads the ring); on a
        long form (a list of house rules) Shift+Tab the other way round, as a person does
        for the form's last button."""
        for key in (K.Key_Tab, K.Key_Backtab):
            for _ in range(limit if key == K.Key_Tab else 2 * limit):
                f = self.focus()
                if f is not None and wanted(f):
                    return f
                self.key(key, steps)
        f = self.focus()
        if f is not None and wanted(f):
            return f
        raise Unreachable("neither Tab nor Shift+Tab reaches it")

    def press(self, steps: list[str]) -> None:
        """Press the focused control (Return or Space, in turn)."""
        self.key(self.enter_key, steps)
        self.enter_key = K.Key_Space if self.enter_key == K.Key_Return else K.Key_Return

    # ------------------------------------------------------------ the hand
    def table(self) -> QQuickItem:
        table = named_item(self.window.contentItem(), "table")
        if table is None:
            raise Unreachable("no table on screen")
        return table

    def card_items(self) -> list[QQuickItem]:
        """The hand's card delegates, by their index."""
        table = self.table()
        repeater = named_item(table, "handRepeater")
        if repeater is None:
            return []
        # the Repeater's own items by index: a card that left the hand may stay among the
        # fan's items a moment (its index -1, or one another card has now)
        return _repeated(repeater, repeater.property("count") or 0)

    def pick_card(self, index: int, steps: list[str]) -> None:
        """The arrows until card ``index`` is picked (lifted, with the focus: the table's
        ``focusIndex``); they stop at the hand's ends."""
        table = self.table()
        count = len(self.card_items())
        for _ in range(count + 2):
            now = table.property("focusIndex")
            focus = self.focus()
            on_hand = focus is table or (focus is not None and inside(focus, table)
                                         and focus.property("index") == now)
            if now == index and on_hand:
                return
            right = now is None or now < 0 or index > now
            self.key(K.Key_Right if right else K.Key_Left, steps)
        raise Unreachable(f"the arrows never pick card {index + 1}")

    def click_card(self, index: int, steps: list[str]) -> None:
        """A click on a part of card ``index`` that shows, as a person aims: the pointer
        on it, and the click once the card under the pointer (it lifts) is that card."""
        cards = self.card_items()
        if not 0 <= index < len(cards):
            raise Unreachable(f"no card {index + 1} in the hand")
        self._pointer_off(cards)
        card = cards[index]
        area = card.parentItem()
        step = area.property("step") or card.width()
        shows = card.width() if index == len(cards) - 1 else min(card.width(), step)
        # Where the next card does not lie: its strip, high and low. A lifted card (the
        # one the keys picked, or the one under the pointer) stands over its neighbours,
        # higher: their strips' lower ends still show below it.
        for fx, fy in ((0.5, 0.55), (0.3, 0.55), (0.15, 0.5), (0.15, 0.25), (0.5, 0.2),
                       (0.5, 0.9), (0.25, 0.93)):
            if self._aim(card, cards, card.mapToScene(QPointF(shows * fx, card.height() * fy)),
                         steps):
                return
        # Not where a strip usually shows: a person looks for what does show of it (a
        # picked card lifted over a narrow strip leaves only its foot: thirteen cards at
        # 4K, the hint's card lifted; fc_bayern/en/3840x2160/mouse/10), so the robot looks
        # over the whole card, the pointer off the hand, and aims at what is on top there.
        self._pointer_off(cards)
        seen = [card.mapToScene(QPointF(card.width() * fx / 20, card.height() * fy / 40))
                for fy in range(39, 0, -2) for fx in range(1, 20, 2)]
        for at in [a for a in seen if _card_at(cards, a) is card][:4]:
            if self._aim(card, cards, at, steps):
                return
        raise Unreachable(f"card {index + 1} shows nowhere the pointer reaches it")

    def _pointer_off(self, cards: list[QQuickItem]) -> None:
        """The pointer off the hand: a card it rests on stands lifted over its neighbours
        (a person's hand comes from outside the fan too)."""
        QTest.mouseMove(self.window, QPoint(4, 4))
        spin(0.05)
        _still(cards)  # the lifted card settles back, a card just drawn slides into place

    def _aim(self, card: QQuickItem, cards: list[QQuickItem], at: QPointF,
             steps: list[str]) -> bool:
        """The pointer to ``at`` and, once the card under it (it lifts: the person sees
        which it is) is ``card``, the click; False where another card is there."""
        QTest.mouseMove(self.window, at.toPoint())
        spin(0.05)
        _still(cards)
        if _card_at(cards, at) is not card:
            return False
        local = card.mapFromScene(at)
        self.click(card, steps, x=local.x(), y=local.y())
        return True

    def play_card(self, index: int, steps: list[str]) -> None:
        if self.mode == "keys":
            self.pick_card(index, steps)
            self.press(steps)
        else:
            self.click_card(index, steps)

    # ------------------------------------------------------------ any control
    def button(self, name: str, steps: list[str]) -> None:
        """Press the control called ``name``: Tab to it and press, or click it."""
        if self.mode == "keys":
            self.tab_to(lambda f: f.objectName() == name, steps)
            self.press(steps)
            return
        item = self.item(name)
        if item is None:
            raise Unreachable(f"no {name} on screen")
        self.click(item, steps)

    def labelled(self, label: str, steps: list[str]) -> None:
        """Press the button that reads ``label`` (the generic decision buttons)."""
        def says(item: QQuickItem) -> bool:
            return item.property("text") == label

        if self.mode == "keys":
            self.tab_to(says, steps)
            self.press(steps)
            return
        stack = [self.window.contentItem()]
        while stack:
            item = stack.pop()
            if item.isVisible() and says(item) and item.property("activeFocusOnTab"):
                self.click(item, steps)
                return
            stack.extend(live_children(item))
        raise Unreachable(f"no button reads {label!r}")

    # ------------------------------------------------------------ an action
    def do(self, action: Action, decision: str) -> Gesture:
        """Do ``action`` (the person's seat's, legal now) at ``decision``."""
        steps: list[str] = []
        gc = self.ui.controller.game
        keys = self.mode == "keys"
        tag = action_tag(action)
        if isinstance(action, Play | DiscardCard) and getattr(action, "count", 1) == 1 \
                and not (isinstance(action, Play) and decision == "drawn"):
            self.play_card(gc.hand.index_of(action.card), steps)
        elif isinstance(action, Play) and decision == "drawn":
            self.key(K.Key_P, steps) if keys else self.button("playDrawnButton", steps)
        elif isinstance(action, Play):  # several identical cards at once
            self.labelled(gc.describe_action(action), steps)
        elif isinstance(action, PlayOnPan):
            index = gc.hand.index_of(action.card)
            if decision == "drawn":
                self.key(K.Key_P, steps) if keys else self.button("playDrawnButton", steps)
            else:
                self.play_card(index, steps)
            spin(0.05)
            if self.ui.controller.game.devices.property("panChoices"):
                self._pan(action.pan, steps)
        elif isinstance(action, ChoosePan):
            self._pan(action.pan, steps)
        elif isinstance(action, Draw):
            if keys:
                self.key(K.Key_D, steps)
            elif self.item("drawButton") is not None:
                self.button("drawButton", steps)
            else:
                self.button("pressButton", steps)  # Extreme's launcher
        elif isinstance(action, Pass):
            if decision == "drawn":
                self.key(K.Key_K, steps) if keys else self.button("keepButton", steps)
            elif decision == "race":
                self.key(K.Key_D, steps) if keys else self.button("giveUpButton", steps)
            elif decision == "captain":
                self.button("noExchange", steps)
            elif decision == "seven":
                self.labelled(QCoreApplication.translate("TableDecisions", "Don't swap"), steps)
            else:
                self.labelled(gc.describe_action(action), steps)
        elif isinstance(action, ChooseColor):
            if keys:
                self.key(COLOUR_KEYS[action.color.value], steps)
            else:
                self.button(f"color_{action.color.value}", steps)
        elif isinstance(action, NameColor):
            if keys:
                self.key(COLOUR_KEYS[action.color.value], steps)
            else:
                self.button(f"name_{action.color.value}", steps)
        elif isinstance(action, Challenge):
            self.key(K.Key_C, steps) if keys else self.button("challengeButton", steps)
        elif isinstance(action, Accept):
            if keys:
                self.key(K.Key_T, steps)
            elif self.item("acceptButton") is not None:
                self.button("acceptButton", steps)
            else:
                self.button("pressButton", steps)
        elif isinstance(action, CallUno):
            self.key(K.Key_U, steps) if keys else self.button("unoButton", steps)
        elif isinstance(action, CatchUno):
            if keys and gc.catchTargets and gc.catchTargets[0] == action.target:
                self.key(K.Key_X, steps)
            else:
                self.button(f"catchButton{action.target}", steps)
        elif isinstance(action, SwapHands):
            if decision == "trade_hands":
                self.button(f"seatTarget{action.target}", steps)
            else:
                self.button(f"swapButton{action.target}", steps)
        elif isinstance(action, ChooseSeat):
            self.button(f"seatTarget{action.seat}", steps)
        elif isinstance(action, SpinWheel):
            self.key(K.Key_S, steps) if keys else self.button("wheelHub", steps)
        elif isinstance(action, NameNumber):
            if keys:
                self.key(DIGITS[action.number], steps)
            else:
                self.button(f"number_{action.number}", steps)
        elif isinstance(action, CallUnoSpin):
            if keys:
                self.key(K.Key_U, steps)
            elif self.item("unoSpinButton") is not None:
                self.button("unoSpinButton", steps)
            else:
                self.button("wheelHub", steps)
        elif isinstance(action, KeepHand):
            self.key(K.Key_K, steps) if keys else self.button("keepHandButton", steps)
        elif isinstance(action, PassHands):
            self.key(K.Key_P, steps) if keys else self.button("passHandsButton", steps)
        elif isinstance(action, RotateHands):
            self.button("rotateCw" if action.direction > 0 else "rotateCcw", steps)
        elif isinstance(action, SwapPair):
            self.button("swapTwo", steps)
            spin(0.05)
            self.button(f"seatTarget{action.a}", steps)
            spin(0.05)
            self.button(f"seatTarget{action.b}", steps)
        elif isinstance(action, Slap):
            self.key(K.Key_Space, steps) if keys else self.button("slapButton", steps)
        else:
            raise Unreachable(f"the robot has no hands for {tag}")
        return Gesture(self.mode, steps)

    def _pan(self, pan: int, steps: list[str]) -> None:
        if self.mode == "keys":
            self.key(K.Key_1 if pan == 0 else K.Key_2, steps)
        else:
            self.button(f"panArea{pan}", steps)

    # ------------------------------------------------------------ the default
    def enter(self) -> Gesture:
        """Enter (or Space) on whatever has the focus now: the decision's default."""
        steps: list[str] = []
        self.press(steps)
        return Gesture("keys", steps)
