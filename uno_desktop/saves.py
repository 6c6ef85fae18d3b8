"""Autosave and resume: the game record plus who sits where, as JSON, written atomically.

A save is replayed through the rules core on load, so a damaged or edited file can never
produce an illegal game: it fails with a :class:`SaveError` whose ``code`` the UI
translates (``texts.SAVE_ERROR``): ``unreadable``, ``malformed`` (truncated, garbage),
``invalid`` (wrong shape), ``version`` (another format version), ``bad_options``,
``tampered`` (an action the core refuses on replay).
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import msgspec

from rules import Game, GameRecord
from rules.record import ReplayError, replay
from uno_desktop.codec import JSON, CodecError, WireRecord
from uno_desktop.session import SeatInfo

SAVE_FORMAT = "uno-desktop-save"
SAVE_VERSION = 1


class SeatEntry(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    kind: str
    level: str


class SaveFile(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    record: WireRecord
    seats: list[SeatEntry]
    bot_seed: int = 0


class _Header(msgspec.Struct):
    format: str = ""
    version: int = -1


class SaveError(Exception):
    """The save cannot be resumed; ``code`` says why (translated by the UI)."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code, self.detail = code, detail
        super().__init__(f"{code}: {detail}" if detail else code)


@dataclass(slots=True)
class Loaded:
    """A save that replayed cleanly: the rebuilt game, its record and the seats."""

    game: Game
    record: GameRecord
    seats: list[SeatInfo]
    bot_seed: int


def encode(record: GameRecord, seats: list[SeatInfo], bot_seed: int = 0) -> bytes:
    save = SaveFile(
        format=SAVE_FORMAT,
        version=SAVE_VERSION,
        record=JSON.record_to_wire(record),
        seats=[SeatEntry(s.name, s.kind, s.level) for s in seats],
        bot_seed=bot_seed,
    )
    return JSON.encode(save)


def write(path: Path, record: GameRecord, seats: list[SeatInfo], bot_seed: int = 0) -> None:
    """Write atomically: a temp file in the same folder, then ``os.replace``."""
    data = encode(record, seats, bot_seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".autosave-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def decode(data: bytes) -> Loaded:
    """Check and replay a save; raise :class:`SaveError` with a stable code."""
    try:
        header = msgspec.json.decode(data, type=_Header)
    except msgspec.ValidationError as exc:
        raise SaveError("invalid", str(exc)) from exc
    except msgspec.DecodeError as exc:
        raise SaveError("malformed", str(exc)) from exc
    if header.format != SAVE_FORMAT:
        raise SaveError("invalid", f"format {header.format!r}")
    if header.version != SAVE_VERSION:
        raise SaveError("version", str(header.version))
    try:
        save = JSON.decode(data, SaveFile)
        record = JSON.record_from_wire(save.record)
    except CodecError as exc:
        code = exc.code if exc.code in ("malformed", "invalid", "bad_options") else "invalid"
        raise SaveError(code, exc.detail) from exc
    if len(save.seats) != record.seats or any(
        s.kind not in ("human", "bot") or s.level not in ("easy", "normal", "hard")
        for s in save.seats
    ):
        raise SaveError("invalid", "seats")
    try:
        game = replay(record)
    except ReplayError as exc:
        raise SaveError("version" if exc.code == "unsupported_version" else "tampered",
                        str(exc)) from exc
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        raise SaveError("tampered", repr(exc)) from exc
    seats = [SeatInfo(s.name, s.kind, s.level) for s in save.seats]
    return Loaded(game, record, seats, save.bot_seed)


def load(path: Path) -> Loaded:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SaveError("unreadable", str(exc)) from exc
    return decode(data)
