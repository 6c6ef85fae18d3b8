"""List models the table binds to: the local hand, the seats around the table, the log.

They change row by row (insert, remove, dataChanged) rather than resetting, so QML
delegates survive and can animate from where they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import (
    Property,
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    Signal,
    Slot,
)

from rules.cards import COLORS, Card
from uno_desktop.resources import card_url

if TYPE_CHECKING:
    from typing import TypeAlias

    from PySide6.QtCore import QPersistentModelIndex

    Index: TypeAlias = QModelIndex | QPersistentModelIndex  # what Qt passes a model

_COLOR_ORDER = {c: i for i, c in enumerate(COLORS)}

# Qt.ItemDataRole values as plain ints: the first import of PySide6's ``Qt`` namespace
# builds all of its ~90 Python enums (~20 ms), which would delay the table's first frame.
DISPLAY_ROLE = 0  # Qt.ItemDataRole.DisplayRole
USER_ROLE = 0x0100  # Qt.ItemDataRole.UserRole


def sort_key(card: Card) -> tuple[int, int, int, str, str]:
    """Hand order: by colour (black last), then numbers, then actions by name."""
    return (
        _COLOR_ORDER.get(card.color, 9) if card.color is not None else 9,
        0 if card.kind == "number" else 1,
        card.number if card.number is not None else 0,
        card.kind,
        card.mark or "",
    )


class _RoleModel(QAbstractListModel):
    """A list model whose roles are the keys of :attr:`ROLES` (row dicts / attributes)."""

    ROLES: tuple[str, ...] = ()
    countChanged = Signal()

    def roleNames(self) -> dict[int, QByteArray]:
        return {USER_ROLE + i: QByteArray(r.encode()) for i, r in
                enumerate(self.ROLES)}

    def _role(self, role: int) -> str | None:
        i = role - USER_ROLE
        return self.ROLES[i] if 0 <= i < len(self.ROLES) else None

    def refresh(self) -> None:
        """Views read every row again (after changes made with its signals blocked)."""
        self.beginResetModel()
        self.endResetModel()
        self.countChanged.emit()


class HandEntry:
    """One card of the hand shown. (Plain classes, not dataclasses: generating a dataclass's
    methods costs ~1 ms at import, on the start-up path.)"""

    __slots__ = ("card", "jump_in", "playable", "uid")

    def __init__(self, uid: int, card: Card, playable: bool = False,
                 jump_in: bool = False) -> None:
        self.uid = uid
        self.card = card
        self.playable = playable
        self.jump_in = jump_in


class HandModel(_RoleModel):
    """The cards of the seat shown, sorted, each with a stable ``uid`` for animations."""

    ROLES = ("uid", "code", "source", "playable", "jumpIn", "name")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[HandEntry] = []
        self._next_uid = 1
        self._colour_blind = False
        self.namer: Callable[[Card], str] = str

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        name = self._role(role)
        if name == "uid":
            return row.uid
        if name == "code":
            return row.card.code
        if name == "source":
            return card_url(row.card.code, self._colour_blind)
        if name == "playable":
            return row.playable
        if name == "jumpIn":
            return row.jump_in
        if name == "name":
            return self.namer(row.card)
        return None

    def _get_count(self) -> int:
        return len(self._rows)

    @property
    def cards(self) -> list[Card]:
        return [r.card for r in self._rows]

    @Slot(result="QVariantList")
    def codes(self) -> list[str]:
        """The cards' codes in hand order (the table's jump to the next colour)."""
        return [r.card.code for r in self._rows]

    def card_at(self, index: int) -> Card | None:
        return self._rows[index].card if 0 <= index < len(self._rows) else None

    def index_of(self, card: Card) -> int:
        for i, row in enumerate(self._rows):
            if row.card == card:
                return i
        return -1

    def set_colour_blind(self, on: bool) -> None:
        if on != self._colour_blind:
            self._colour_blind = on
            self._changed_all()

    def _changed_all(self) -> None:
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    def clear(self) -> None:
        if self._rows:
            self.beginRemoveRows(QModelIndex(), 0, len(self._rows) - 1)
            self._rows.clear()
            self.endRemoveRows()
            self.countChanged.emit()

    def remove_card(self, card: Card, count: int = 1) -> None:
        for _ in range(count):
            i = self.index_of(card)
            if i < 0:
                return
            self.beginRemoveRows(QModelIndex(), i, i)
            del self._rows[i]
            self.endRemoveRows()
        self.countChanged.emit()

    def add_card(self, card: Card) -> int:
        """Put ``card`` in its sorted place (after its equals); returns its row."""
        return self.add_cards([card])[0]

    def add_cards(self, cards: Iterable[Card]) -> list[int]:
        """Put ``cards`` in their sorted places (each after its equals), every run of them
        that lands side by side in one insertion: a dealt hand or a drawn handful is one
        change of the table's fan (whose every card re-places itself on each change), not
        one per card. Returns the rows they took."""
        rows = self._insert(cards)
        if rows:
            self.countChanged.emit()
        return rows

    def _insert(self, cards: Iterable[Card]) -> list[int]:
        """:meth:`add_cards` without telling the count (its caller tells it once)."""
        new = sorted(cards, key=sort_key)
        rows: list[int] = []
        i = j = 0
        while j < len(new):
            key = sort_key(new[j])
            while i < len(self._rows) and sort_key(self._rows[i].card) <= key:
                i += 1
            end = j + 1  # the next new cards that go before the row now at i
            while end < len(new) and (i == len(self._rows)
                                      or sort_key(new[end]) < sort_key(self._rows[i].card)):
                end += 1
            self.beginInsertRows(QModelIndex(), i, i + end - j - 1)
            for card in new[j:end]:
                self._rows.insert(i, HandEntry(self._next_uid, card))
                self._next_uid += 1
                rows.append(i)
                i += 1
            self.endInsertRows()
            j = end
        return rows

    def sync(self, hand: tuple[Card, ...] | list[Card]) -> None:
        """Make the rows equal ``hand`` (as a multiset) with the fewest row changes."""
        wanted: dict[Card, int] = {}
        for c in hand:
            wanted[c] = wanted.get(c, 0) + 1
        i = 0
        while i < len(self._rows):
            c = self._rows[i].card
            if wanted.get(c, 0) > 0:
                wanted[c] -= 1
                i += 1
            else:
                self.beginRemoveRows(QModelIndex(), i, i)
                del self._rows[i]
                self.endRemoveRows()
        self._insert([c for c, n in wanted.items() for _ in range(n)])
        self.countChanged.emit()

    def set_flags(self, playable: set[Card], jump_in: set[Card]) -> None:
        for i, row in enumerate(self._rows):
            p, j = row.card in playable, row.card in jump_in
            if (p, j) != (row.playable, row.jump_in):
                row.playable, row.jump_in = p, j
                self.dataChanged.emit(self.index(i), self.index(i))

    countChanged = Signal()
    count = Property(int, _get_count, notify=countChanged)


class SeatRow:
    """One seat around the table (a plain class, like :class:`HandEntry`)."""

    __slots__ = ("away", "catchable", "count", "extra", "is_bot", "is_local", "is_me", "is_turn",
                 "level", "name", "reaction", "reaction_serial", "score", "seat", "team",
                 "uno_called")

    def __init__(self, seat: int, name: str, is_bot: bool, level: str, count: int = 0,
                 is_turn: bool = False, catchable: bool = False, uno_called: bool = False,
                 score: int = 0, is_me: bool = False, is_local: bool = False,
                 team: int = -1, extra: dict[str, Any] | None = None, away: bool = False) -> None:
        self.seat = seat
        self.name = name
        self.is_bot = is_bot
        self.level = level
        self.count = count
        self.is_turn = is_turn
        self.catchable = catchable
        self.uno_called = uno_called
        self.score = score
        self.is_me = is_me
        self.is_local = is_local
        self.team = team
        self.extra = {} if extra is None else extra
        self.away = away  # a bot plays for this person until they are back (LAN)
        self.reaction = ""  # the quick reaction last shown at this seat
        self.reaction_serial = 0  # counts them: the same one twice pops its bubble again

    def __repr__(self) -> str:
        return f"SeatRow({', '.join(f'{k}={getattr(self, k)!r}' for k in self.__slots__)})"


class SeatsModel(_RoleModel):
    """Every seat: name, card count, turn highlight, catchable (no UNO called), score."""

    ROLES = ("seat", "name", "isBot", "level", "cardCount", "isTurn", "catchable",
             "unoCalled", "score", "isMe", "isLocal", "team", "away", "reaction",
             "reactionSerial")
    _ATTR: ClassVar[dict[str, str]] = {"cardCount": "count", "isTurn": "is_turn", "isBot": "is_bot",
             "unoCalled": "uno_called", "isMe": "is_me", "isLocal": "is_local",
             "reactionSerial": "reaction_serial"}

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[SeatRow] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        name = self._role(role)
        if name is None:
            return None
        return getattr(self.rows[index.row()], self._ATTR.get(name, name))

    def reset(self, rows: list[SeatRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()
        self.countChanged.emit()

    def update(self, seat: int, **changes: Any) -> None:
        if not 0 <= seat < len(self.rows):
            return
        row = self.rows[seat]
        changed = False
        for key, value in changes.items():
            if getattr(row, key) != value:
                setattr(row, key, value)
                changed = True
        if changed:
            self.dataChanged.emit(self.index(seat), self.index(seat))

    @Slot(int, result=str)
    def nameOf(self, seat: int) -> str:
        return self.rows[seat].name if 0 <= seat < len(self.rows) else ""


class LogModel(_RoleModel):
    """The last lines of the game log, translated when added; lines added with a ``render``
    function are rebuilt by :meth:`retranslate` after a language switch."""

    ROLES = ("line", "tone")
    LIMIT = 200

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[list[Any]] = []  # [text, tone, render or None, claim or None]
        self._batch: list[list[Any]] | None = None

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Lines added inside arrive as one reset (a resumed game's whole history)."""
        self._batch = []
        try:
            yield
        finally:
            rows, self._batch = self._batch, None
            self.beginResetModel()
            self._rows = (self._rows + rows)[-self.LIMIT:]
            self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        name = self._role(role)
        text, tone = self._rows[index.row()][:2]
        return text if name == "line" else tone if name == "tone" else None

    def add(self, text: str, tone: str = "", render: Callable[[], str] | None = None,
            claim: object = None) -> None:
        """Append a line; ``claim`` is what it says (a presenter's
        :class:`~uno_desktop.ui.present.stage.Claim`), for checking it against the table."""
        if self._batch is not None:
            self._batch.append([text, tone, render, claim])
            return
        if len(self._rows) >= self.LIMIT:
            self.beginRemoveRows(QModelIndex(), 0, 0)
            del self._rows[0]
            self.endRemoveRows()
        n = len(self._rows)
        self.beginInsertRows(QModelIndex(), n, n)
        self._rows.append([text, tone, render, claim])
        self.endInsertRows()

    def last_claim(self) -> Any:
        """What the last line says (``None``: a line without a claim, or no line)."""
        rows = self._batch if self._batch else self._rows
        return rows[-1][3] if rows else None

    def replace_last(self, text: str, tone: str, render: Callable[[], str] | None,
                     claim: object) -> None:
        """The last line says more now (a tally grew): it is rewritten in place."""
        if self._batch:
            self._batch[-1] = [text, tone, render, claim]
            return
        if not self._rows:
            self.add(text, tone, render, claim)
            return
        self._rows[-1] = [text, tone, render, claim]
        last = self.index(len(self._rows) - 1)
        self.dataChanged.emit(last, last)

    @property
    def claims(self) -> list[Any]:
        """What each line says, in order (``None`` for a line added without a claim)."""
        return [row[3] for row in self._rows]

    def clear(self) -> None:
        self.beginResetModel()
        self._rows.clear()
        self.endResetModel()

    def retranslate(self) -> None:
        for row in self._rows:
            if row[2] is not None:
                row[0] = row[2]()
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    @property
    def lines(self) -> list[str]:
        return [row[0] for row in self._rows]
