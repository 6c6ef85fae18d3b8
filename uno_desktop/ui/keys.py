"""Enter presses the focused control, as Space does, on every kind of button.

Qt Quick's controls answer only Space (a Controls ``Button``, ``Switch``, ``RoundButton``
and the game's own ``ButtonBase``), while every desktop presses the focused button on
Return and on the keypad's Enter too. Rather than teach each button kind a second key,
one filter on the window turns Return and Enter into Space while a button kind has the
keyboard focus, so every button presses (and shows itself pressed) exactly as with Space.
A closed combo box opens as with Space; an open one, a text field, a spin box and the
table itself keep their own Enter.

Key codes and event types are plain numbers: PySide6's ``Qt`` namespace costs ~20 ms on
its first import, and the filter is installed as the first frame is swapped, where even
``QEvent`` (its ~180 types), ``QKeyEvent`` and ``QQuickItem`` cost ~4 ms to build on
first use. (The first event the filter sees builds ``QEvent.Type``, the first key
``QKeyEvent``: after the frame, not before it.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from uno_desktop.qtcompat import class_names

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtQuick import QQuickItem, QQuickWindow

KEY_PRESS = 6  # QEvent.Type.KeyPress
KEY_RELEASE = 7  # QEvent.Type.KeyRelease
KEY_SPACE = 0x20
KEY_RETURN = 0x01000004
KEY_ENTER = 0x01000005  # the keypad's
KEYPAD_MODIFIER = 0x20000000

BUTTON_CLASSES = ("QQuickAbstractButton",)  # Button, RoundButton, ToolButton, Switch, …
BUTTON_QML_TYPES = ("ButtonBase_QMLTYPE",)  # the game's plain buttons (and GameButton)
COMBO_CLASS = "QQuickComboBox"


def presses_on_enter(item: QQuickItem | None) -> bool:
    """Whether Enter should do to ``item`` what Space does: a button kind, or a closed
    combo box."""
    if item is None:
        return False
    names = class_names(item)
    if any(n in BUTTON_CLASSES or n.startswith(BUTTON_QML_TYPES) for n in names):
        return True
    # (``down`` is a combo box's "its list is open", or pressed; PySide6 cannot read
    # ``popup`` itself)
    return COMBO_CLASS in names and not item.property("down")


class EnterPresses(QObject):
    """The event filter (see the module docstring), installed on the game's window."""

    def __init__(self, window: QQuickWindow) -> None:
        super().__init__(window)
        self._window = window
        self._held = False  # the Return or Enter down now went in as Space
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind.value not in (KEY_PRESS, KEY_RELEASE):
            return False
        from PySide6.QtGui import QKeyEvent  # see the module docstring

        assert isinstance(event, QKeyEvent)
        if event.key() not in (KEY_RETURN, KEY_ENTER):
            return False
        modifiers = event.modifiers()
        if modifiers.value & ~KEYPAD_MODIFIER:
            return False  # Ctrl+Enter and its kin are not a press
        if kind.value == KEY_PRESS:
            if not event.isAutoRepeat():
                self._held = presses_on_enter(self._window.activeFocusItem())
        if not self._held:
            return False
        if kind.value == KEY_RELEASE and not event.isAutoRepeat():
            self._held = False  # the release of a press that went in as Space goes too
        space = QKeyEvent(kind, KEY_SPACE, type(modifiers)(0), " ", event.isAutoRepeat(),
                          event.count())
        QCoreApplication.sendEvent(self._window, space)
        return True
