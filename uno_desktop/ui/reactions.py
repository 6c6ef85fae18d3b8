"""Quick reactions at the table, as the player sees and hears them: the five on offer, the
bubble at the sender's seat, one line for a screen reader, and the seats muted here.

The table's controller owns one :class:`TableReactions` (``game.reactions`` in QML): the
reaction panel sends through it, the seat badges and the player's own bubble read it.
What a reaction *is* and how often one may go is the host's (:mod:`uno_desktop.reactions`);
muting is this screen's alone (the others still see them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Slot

from uno_desktop.qttypes import Property, Signal
from uno_desktop.reactions import REACTIONS
from uno_desktop.resources import asset_url
from uno_desktop.transport import Transport
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.models import SeatsModel
from uno_desktop.ui.present.stage import Lines

LABELS = Lines("Reactions", {
    "thumbs_up": _T("Reactions", "Thumbs up"),
    "laugh": _T("Reactions", "Ha ha!"),
    "surprise": _T("Reactions", "Wow!"),
    "good_game": _T("Reactions", "Good game!"),
    "uno": _T("Reactions", "UNO!"),
})
"""What each reaction says (on its button, in a text bubble, and to a screen reader)."""

WORDS = Lines("Reactions", {
    "said": _T("Reactions", "{name}: {reaction}"),
    "said_by_you": _T("Reactions", "You: {reaction}"),
})

SHOW_MS = 2600
"""How long a reaction's bubble stays up at its seat."""
ICONS = frozenset({"thumbs_up", "laugh", "surprise"})
"""The reactions drawn as a picture (``assets/icons/reaction_<id>.svg``); the others are
words in a bubble."""


class TableReactions(QObject):
    """The reactions of one table (see the module docstring)."""

    changed = Signal()  # the player's own bubble, the muted seats, whether one may be sent
    choicesChanged = Signal()  # the language changed

    def __init__(self, seats: SeatsModel, announce: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.announce = announce
        self.transport: Transport | None = None
        self._muted: set[int] = set()
        self._own = ""
        self._own_serial = 0
        self.show_ms = SHOW_MS

    def attach(self, transport: Transport) -> None:
        self.detach()
        self.transport = transport
        self._muted.clear()
        self._own, self._own_serial = "", 0
        self.show_ms = SHOW_MS
        transport.reacted.connect(self.received)
        self.changed.emit()

    def detach(self) -> None:
        if self.transport is not None:
            try:
                self.transport.reacted.disconnect(self.received)
            except (RuntimeError, TypeError):
                pass
            self.transport = None
        self._own = ""
        self.changed.emit()

    # ------------------------------------------------------------ what the table reads

    def _choices(self) -> list[dict[str, Any]]:
        return [{"id": r, "label": LABELS(r),
                 "icon": asset_url("icons", f"reaction_{r}.svg").toString() if r in ICONS
                 else ""} for r in REACTIONS]

    choices = Property("QVariantList", _choices, notify=choicesChanged)
    canSend = Property(bool, lambda self: self.transport is not None
                       and self.transport.can_react(), notify=changed)
    ownReaction = Property(str, lambda self: self._own, notify=changed)
    ownSerial = Property(int, lambda self: self._own_serial, notify=changed)
    """Counts the player's own reactions: the same one twice pops its bubble again."""
    muted = Property("QVariantList", lambda self: sorted(self._muted), notify=changed)
    showMs = Property(int, lambda self: self.show_ms, notify=changed)

    @Slot()
    def retranslate(self) -> None:
        self.choicesChanged.emit()

    # ------------------------------------------------------------ what the player does

    @Slot(str)
    def send(self, reaction: str) -> None:
        """The player reacts (the host shows it to everyone, this table too)."""
        if self.transport is not None and reaction in REACTIONS:
            self.transport.react(reaction)

    @Slot(int)
    def toggleMute(self, seat: int) -> None:
        """Hide ``seat``'s reactions here (or show them again)."""
        self._muted ^= {seat}
        self.seats.update(seat, reaction="")
        self.changed.emit()

    # ------------------------------------------------------------ what arrives

    def received(self, seat: int, reaction: str) -> None:
        """A reaction at ``seat``: its bubble pops, a screen reader hears it (not from a
        seat muted here)."""
        if reaction not in REACTIONS or seat in self._muted:
            return
        row = next((r for r in self.seats.rows if r.seat == seat), None)
        if row is None:
            return
        label = LABELS(reaction)
        if row.is_me:
            self._own, self._own_serial = reaction, self._own_serial + 1
            self.changed.emit()
            self.announce(WORDS("said_by_you", reaction=label))
            return
        self.seats.update(seat, reaction=reaction, reaction_serial=row.reaction_serial + 1)
        self.announce(WORDS("said", name=row.name, reaction=label))
