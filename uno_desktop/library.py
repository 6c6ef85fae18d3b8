"""The finished games kept to watch again: the last :data:`KEEP` record files in one folder.

Each finished game with a person at the table is written as a record file
(:func:`uno_desktop.saves.encode_record_file`) named by the time it ended, so the folder
sorts by age and the oldest beyond :data:`KEEP` are deleted. Listing reads only each file's
header fields (date, edition, players, outcome), leniently, from a record file or a save
alike (:func:`describe`): a file that does not read is left out of the list, and opening
one checks it in full (``saves.open_game``).
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from pathlib import Path

import msgspec

from rules import GameRecord
from rules.game import Game
from rules.recordfile import SAVED_AT_MAX, Outcome, RecordedSeat
from uno_desktop.saves import SAVE_FORMAT, encode_record_file, write_atomically
from uno_desktop.session import SeatInfo

KEEP = 50
SUFFIX = ".unorec"
FOLDER = "games"  # in the user's data folder


class _Options(msgspec.Struct):
    edition: str = "classic"
    teams: str = "off"


class _Record(msgspec.Struct):
    options: _Options = msgspec.field(default_factory=_Options)


class _Listing(msgspec.Struct):
    """A record file's header, read leniently (everything else is skipped)."""

    format: str = ""
    saved_at: float = 0.0
    record: _Record = msgspec.field(default_factory=_Record)
    seats: list[RecordedSeat] = msgspec.field(default_factory=list)
    outcome: Outcome | None = None


@dataclass(frozen=True, slots=True)
class Entry:
    """One kept (or saved) game as the list shows it."""

    path: Path
    saved_at: float
    edition: str
    names: tuple[str, ...]
    winner: int  # the winner's seat, -1 if none (its name, or "Team 1", is the UI's to say)
    team: int  # the winning team in team play (0-based), else -1
    hands: int  # hands played (0: not known, for a save)
    over: bool
    saved: bool  # a save of a game still running, not a record file


class GameLibrary:
    """The kept games in ``folder`` (created when the first is kept)."""

    def __init__(self, folder: Path, keep: int = KEEP) -> None:
        self.folder = Path(folder)
        self.keep = keep

    def add(self, record: GameRecord, seats: list[SeatInfo], game: Game) -> Path:
        """Keep ``game`` (written atomically) and forget the oldest beyond :attr:`keep`."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
        path = self.folder / f"{stamp}-{secrets.token_hex(3)}{SUFFIX}"
        write_atomically(path, encode_record_file(record, seats, game))
        self.prune()
        return path

    def paths(self) -> list[Path]:
        """The kept files, newest first."""
        if not self.folder.is_dir():
            return []
        return sorted(self.folder.glob(f"*{SUFFIX}"), key=lambda p: p.name, reverse=True)

    def prune(self) -> None:
        for old in self.paths()[self.keep:]:
            old.unlink(missing_ok=True)

    def entries(self) -> list[Entry]:
        """The kept games, newest first; files that do not read are left out."""
        return [e for e in map(describe, self.paths()) if e is not None and not e.saved]


_LISTING = msgspec.json.Decoder(_Listing)


def describe(path: Path) -> Entry | None:
    """What the list shows of a record file or a save; ``None`` if it does not read."""
    try:
        head = _LISTING.decode(path.read_bytes())
    except (OSError, msgspec.MsgspecError, RecursionError):  # deep nesting, even unread
        return None
    saved = head.format == SAVE_FORMAT
    if not head.seats or (head.outcome is None and not saved):
        return None
    names = tuple(s.name for s in head.seats)
    teams = head.record.options.teams != "off"
    outcome = head.outcome
    winner = outcome.winner if outcome is not None and outcome.over else None
    saved_at = head.saved_at if 0 <= head.saved_at <= SAVED_AT_MAX else 0.0  # no date
    return Entry(path=path, saved_at=saved_at, edition=head.record.options.edition,
                 names=names,
                 winner=-1 if winner is None or teams or not 0 <= winner < len(names)
                 else winner,
                 team=winner if winner is not None and teams else -1,
                 hands=outcome.hand_number if outcome is not None else 0,
                 over=outcome is not None and outcome.over, saved=saved)
