"""The new-game form: edition, house-rule preset, every option, seats and names.

The option rows are generated from ``rules.options.option_specs(edition)`` so a new
edition or option shows up without touching QML: ``choice`` → ComboBox, ``bool`` →
Switch, ``int`` → SpinBox (``int_or_unlimited``: a SpinBox plus an "unlimited" Switch).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, QObject, Signal, Slot

from rules import (
    OptionError,
    RuleOptions,
    load_preset,
    option_specs,
    preset_names,
    setup_problem,
)
from rules.editions import EDITIONS
from rules.options import UNLIMITED, options_to_mapping, with_options
from uno_desktop.qttypes import Property
from uno_desktop.session import SeatInfo
from uno_desktop.ui import texts
from uno_desktop.ui.models import DISPLAY_ROLE, USER_ROLE

if TYPE_CHECKING:
    from uno_desktop.ui.models import Index

BOT_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Esme", "Finn", "Gus", "Hana", "Ivo")
KINDS = ("human", "easy", "normal", "hard")
MIN_SEATS, MAX_SEATS = 2, 10


def edition_choices() -> list[dict[str, str]]:
    """Every edition, by its name in the player's language (the new-game and LAN forms)."""
    return [{"value": n, "label": texts.translate_code("edition", n)} for n in EDITIONS]


def preset_choices() -> list[dict[str, str]]:
    """The house-rule presets (the editions' own are applied with their edition)."""
    names = [n for n in preset_names() if "/" not in n]
    return [{"value": n, "label": texts.translate_code("preset", n)} for n in names]


def rules_for(preset: str, edition: str) -> RuleOptions:
    """A preset's house rules for ``edition``, with the edition's own preset on top (raises
    ``OptionError``/``ValueError`` for a broken preset file)."""
    from rules import options_from_mapping

    mapping = options_to_mapping(load_preset(preset))
    mapping.pop("edition", None)
    if f"editions/{edition}" in preset_names():
        mapping.update(options_to_mapping(load_preset(f"editions/{edition}")))
    mapping["edition"] = edition
    return options_from_mapping(mapping, preset)


class OptionsModel(QAbstractListModel):
    """The option rows as a list model: a changed value updates rows in place (dataChanged),
    so the form keeps its delegates (and the focus of a SpinBox being typed in)."""

    ROLES = ("name", "label", "help", "type", "choices", "index", "value", "minimum",
             "maximum", "unlimited")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[dict[str, Any]] = []

    def roleNames(self) -> dict[int, QByteArray]:
        return {USER_ROLE + i: QByteArray(r.encode())
                for i, r in enumerate(self.ROLES)}

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        i = role - USER_ROLE
        if not index.isValid() or not 0 <= i < len(self.ROLES):
            return None
        return self._rows[index.row()].get(self.ROLES[i])

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        if [r["name"] for r in rows] != [r["name"] for r in self._rows]:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        for i, (old, new) in enumerate(zip(self._rows, rows, strict=True)):
            if old != new:
                self._rows[i] = new
                self.dataChanged.emit(self.index(i), self.index(i))


class NewGameSetup(QObject):
    changed = Signal()
    seatsChanged = Signal()  # the rows themselves (not on a language switch: no list rebuild)
    optionsChanged = Signal()

    def __init__(self, parent: QObject | None = None, player_name: str = "") -> None:
        super().__init__(parent)
        self._edition = "classic"
        self._preset = "official"
        self._options = load_preset("official")
        self._error = ""
        self.model = OptionsModel(self)
        self.optionsChanged.connect(lambda: self.model.set_rows(self._get_options()))
        me = player_name or texts.default_name(0)
        self._seats: list[dict[str, str]] = [{"name": me, "kind": "human"}]
        for i in range(3):
            self._seats.append({"name": BOT_NAMES[i], "kind": "normal"})
        self.model.set_rows(self._get_options())

    @Slot()
    def retranslate(self) -> None:
        """Labels are translated when built: rebuild them after a language switch."""
        self.model.set_rows(self._get_options())
        untouched = [i for i, s in enumerate(self._seats) if not texts.stored_name(s["name"])]
        for i in untouched:  # a default name reads in the new language
            self._seats[i]["name"] = texts.default_name(i)
        if untouched:
            self.seatsChanged.emit()
        self.changed.emit()

    # ------------------------------------------------------------ building the game

    def rule_options(self) -> RuleOptions:
        return self._options

    def seat_infos(self) -> list[SeatInfo]:
        out = []
        for s in self._seats:
            name = texts.stored_name(s["name"])  # the default: "", shown in any language
            if s["kind"] == "human":
                out.append(SeatInfo(name, "human", "normal"))
            else:
                out.append(SeatInfo(name, "bot", s["kind"]))
        return out

    def set_player_name(self, name: str) -> None:
        if name and self._seats and self._seats[0]["kind"] == "human":
            self._seats[0]["name"] = name
            self.seatsChanged.emit()
            self.changed.emit()

    # ------------------------------------------------------------ edition & preset

    def _get_editions(self) -> list[dict[str, str]]:
        return edition_choices()

    def _get_edition(self) -> str:
        return self._edition

    @Slot(str)
    def setEdition(self, edition: str) -> None:
        if edition not in EDITIONS or edition == self._edition:
            return
        self._edition = edition
        self._load_base()

    def _get_presets(self) -> list[dict[str, str]]:
        return preset_choices()

    def _get_preset(self) -> str:
        return self._preset

    @Slot(str)
    def setPreset(self, preset: str) -> None:
        self._preset = preset
        self._load_base()

    def _load_base(self) -> None:
        """Preset house rules, with the edition (and the edition's own preset, if any)."""
        try:
            self._options = rules_for(self._preset, self._edition)
            self._error = ""
        except (OptionError, ValueError) as exc:
            self._error = texts.option_error(exc)
        self.optionsChanged.emit()
        self.changed.emit()

    # ------------------------------------------------------------ options

    def _value(self, name: str) -> Any:
        if hasattr(self._options, name) and name != "edition_options":
            return getattr(self._options, name)
        return self._options.edition_option(name)

    def _get_options(self) -> list[dict[str, Any]]:
        rows = []
        for spec in option_specs(self._edition):
            value = self._value(spec.name)
            row: dict[str, Any] = {
                "name": spec.name,
                "label": texts.translate_code("option", spec.name),
                "help": texts.translate_code("option_help", spec.name)
                if spec.name in texts.table("option_help")[1] else "",
                "type": spec.type,
                "minimum": spec.minimum if spec.minimum is not None else 0,
                "maximum": spec.maximum if spec.maximum is not None else 100000,
                "unlimited": value is None,
            }
            if spec.type == "choice":
                row["choices"] = [texts.option_value(c) for c in spec.choices]
                row["index"] = spec.choices.index(value) if value in spec.choices else 0
                row["value"] = str(value)
            elif spec.type == "bool":
                row["value"] = bool(value)
            else:
                row["value"] = int(value) if isinstance(value, int) else int(spec.default)
            rows.append(row)
        return rows

    def _set(self, name: str, value: Any) -> None:
        try:
            self._options = with_options(self._options, **{name: value})
            self._error = ""
        except (OptionError, ValueError) as exc:
            self._error = texts.option_error(exc)
        self.optionsChanged.emit()
        self.changed.emit()

    @Slot(str, int)
    def setChoice(self, name: str, index: int) -> None:
        spec = next(s for s in option_specs(self._edition) if s.name == name)
        if 0 <= index < len(spec.choices):
            self._set(name, spec.choices[index])

    @Slot(str, bool)
    def setBool(self, name: str, value: bool) -> None:
        self._set(name, bool(value))

    @Slot(str, int)
    def setInt(self, name: str, value: int) -> None:
        self._set(name, int(value))

    @Slot(str, bool)
    def setUnlimited(self, name: str, on: bool) -> None:
        spec = next(s for s in option_specs(self._edition) if s.name == name)
        self._set(name, UNLIMITED if on else spec.default)

    # ------------------------------------------------------------ seats

    def _get_seats(self) -> list[dict[str, Any]]:
        return [{"index": i, "name": s["name"], "kind": s["kind"],
                 "kindIndex": KINDS.index(s["kind"])} for i, s in enumerate(self._seats)]

    def _get_kinds(self) -> list[str]:
        return [texts.translate_code("level", k) for k in KINDS]

    @Slot(int)
    def setSeatCount(self, n: int) -> None:
        n = max(MIN_SEATS, min(MAX_SEATS, int(n)))
        while len(self._seats) < n:
            used = {s["name"] for s in self._seats}
            name = next((b for b in BOT_NAMES if b not in used), f"Bot {len(self._seats)}")
            self._seats.append({"name": name, "kind": "normal"})
        del self._seats[n:]
        self.seatsChanged.emit()
        self.changed.emit()

    @Slot(int, str)
    def setSeatName(self, index: int, name: str) -> None:
        if 0 <= index < len(self._seats):
            self._seats[index]["name"] = name[:24]

    @Slot(int, int)
    def setSeatKind(self, index: int, kind_index: int) -> None:
        if 0 <= index < len(self._seats) and 0 <= kind_index < len(KINDS):
            self._seats[index]["kind"] = KINDS[kind_index]
            self.seatsChanged.emit()
            self.changed.emit()

    def _get_error(self) -> str:
        if self._error:
            return self._error
        problem = setup_problem(self._options, len(self._seats))
        return texts.option_error(problem) if problem is not None else ""

    def _get_seat_count(self) -> int:
        return len(self._seats)

    # The labels follow the language (``retranslate`` emits ``changed``), the index the value.
    editions = Property("QVariantList", _get_editions, notify=changed)
    edition = Property(str, _get_edition, notify=changed)
    presets = Property("QVariantList", _get_presets, notify=changed)
    preset = Property(str, _get_preset, notify=changed)
    options = Property("QVariantList", _get_options, notify=optionsChanged)
    optionsModel = Property(QObject, lambda self: self.model, constant=True)
    seats = Property("QVariantList", _get_seats, notify=seatsChanged)
    kinds = Property("QVariantList", _get_kinds, notify=changed)
    seatCount = Property(int, _get_seat_count, notify=changed)
    error = Property(str, _get_error, notify=changed)
