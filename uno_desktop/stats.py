"""The player's statistics: one summary per finished game, in a JSON file, and the figures.

A game's summary is read from the events the player's seat saw (``Transport.seen``: the
same on one computer and on the LAN) and who sat where, so no record is needed. The file is
written atomically after each game. A file that does not read (damaged, edited, another
format) is never lost: it is moved aside as ``<name>.broken-<time>`` and the statistics
start afresh; :attr:`StatsStore.problem` says so for the UI to tell the player. Every number
has a range no real game leaves (points of 10^30 used to load and then overflow a figure),
so a file either loads into figures that can all be computed or is set aside.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import msgspec
from msgspec import Meta

from rules import RuleOptions, load_preset, preset_names
from rules.events import Event, GameEnded, HandEnded
from uno_desktop.saves import SavedAt, write_atomically
from uno_desktop.session import SeatInfo

STATS_FORMAT = "uno-desktop-stats"
STATS_VERSION = 1
PEOPLE = "people"  # the opponents' "level" when no bot played
MIXED = "mixed"  # bots of several levels
POINTS_MAX = 10_000_000
"""More points than any hand scores (the highest target is 100,000)."""
Count = Annotated[int, Meta(ge=0, le=1_000_000)]
Points = Annotated[int, Meta(ge=-POINTS_MAX, le=POINTS_MAX)]
Label = Annotated[str, Meta(max_length=64)]


class GameStats(msgspec.Struct, forbid_unknown_fields=True):
    """One finished game from the player's seat."""

    at: SavedAt  # when it ended (seconds since the epoch)
    edition: Label
    preset: Label  # a preset's name, or "custom"
    opponents: Label  # easy / normal / hard / mixed / people
    players: Annotated[int, Meta(ge=1, le=64)]
    hands: Count
    hands_won: Count
    points: list[Points]  # the player's (or team's) points in each hand (none: a
    # single-hand game, where nobody scores: its hand is no 0 in the points per hand)
    won: bool


class StatsFile(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    games: list[GameStats] = msgspec.field(default_factory=list)


def preset_of(options: RuleOptions) -> str:
    """The name of the preset ``options`` are exactly, else ``custom``."""
    for name in preset_names():
        try:
            if load_preset(name) == options:
                return name
        except ValueError:
            continue
    return "custom"


def opponents_of(seats: list[SeatInfo], seat: int, teams: bool) -> str:
    others = [s for i, s in enumerate(seats)
              if i != seat and not (teams and i % 2 == seat % 2)]
    levels = {s.level for s in others if s.is_bot}
    if not levels:
        return PEOPLE
    return levels.pop() if len(levels) == 1 else MIXED


def summary(events: Iterable[Event], seat: int, seats: list[SeatInfo],
            options: RuleOptions, at: float | None = None) -> GameStats | None:
    """The player's summary of a finished game; ``None`` if the events do not end it."""
    teams = options.teams != "off"
    slot = seat % 2 if teams else seat
    hands = won_hands = 0
    points: list[int] = []
    winner: int | None = None
    for event in events:
        if isinstance(event, HandEnded):
            hands += 1
            mine = (event.winner % 2 if teams else event.winner) == slot
            won_hands += mine
            if options.scoring != "single_hand":
                points.append(event.points[slot] if slot < len(event.points) else 0)
        elif isinstance(event, GameEnded):
            winner = event.winner
    if winner is None:
        return None
    return GameStats(at=time.time() if at is None else at, edition=options.edition,
                     preset=preset_of(options), opponents=opponents_of(seats, seat, teams),
                     players=len(seats), hands=hands, hands_won=won_hands, points=points,
                     won=winner == slot)


@dataclass(frozen=True, slots=True)
class Tally:
    played: int = 0
    won: int = 0

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


class StatsStore:
    """The statistics file at ``path``: read once, written after every change."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.problem = ""  # "" or "damaged": the file was moved aside, see ``kept_as``
        self.kept_as: Path | None = None
        self.games: list[GameStats] = self._load()

    def _load(self) -> list[GameStats]:
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return []
        except OSError:
            return self._set_aside()
        try:
            stats = msgspec.json.decode(data, type=StatsFile)
        except (msgspec.MsgspecError, RecursionError):  # RecursionError: deep nesting
            return self._set_aside()
        if stats.format != STATS_FORMAT or stats.version != STATS_VERSION or any(
                g.hands_won > g.hands or len(g.points) > g.hands for g in stats.games):
            return self._set_aside()
        return sorted(stats.games, key=lambda g: g.at)

    def _set_aside(self) -> list[GameStats]:
        """Keep the unreadable file next to a fresh start (never delete what we cannot read)."""
        self.problem = "damaged"
        aside = self.path.with_name(f"{self.path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            self.path.replace(aside)
            self.kept_as = aside
        except OSError:
            self.kept_as = None
        return []

    def add(self, game: GameStats) -> None:
        self.games.append(game)
        self.games.sort(key=lambda g: g.at)
        self._save()

    def reset(self) -> None:
        self.games = []
        self._save()

    def _save(self) -> None:
        data = msgspec.json.encode(StatsFile(STATS_FORMAT, STATS_VERSION, self.games))
        write_atomically(self.path, data)

    # ------------------------------------------------------------ figures

    def totals(self) -> tuple[Tally, Tally]:
        """(games, hands) played and won."""
        return (Tally(len(self.games), sum(g.won for g in self.games)),
                Tally(sum(g.hands for g in self.games), sum(g.hands_won for g in self.games)))

    def by(self, key: str) -> dict[str, Tally]:
        """Games played and won by ``edition``, ``preset`` or ``opponents``."""
        out: dict[str, Tally] = {}
        for g in self.games:
            k = getattr(g, key)
            t = out.get(k, Tally())
            out[k] = Tally(t.played + 1, t.won + g.won)
        return dict(sorted(out.items(), key=lambda kv: (-kv[1].played, kv[0])))

    def scored_hands(self) -> int:
        """The hands that could score (a single-hand game's cannot)."""
        return sum(len(g.points) for g in self.games)

    def points_per_hand(self) -> float:
        hands = self.scored_hands()
        return sum(sum(g.points) for g in self.games) / hands if hands else 0.0

    def longest_streak(self) -> int:
        best = run = 0
        for g in self.games:
            run = run + 1 if g.won else 0
            best = max(best, run)
        return best

    def win_rate_over_time(self) -> list[float]:
        """The share of games won so far, after each game (in per cent)."""
        out, won = [], 0
        for n, g in enumerate(self.games, start=1):
            won += g.won
            out.append(100.0 * won / n)
        return out

    def points_over_time(self) -> list[float]:
        """Points per hand in each game that scored (a single-hand game is left out)."""
        return [sum(g.points) / len(g.points) for g in self.games if g.points]

    def scored_games(self) -> list[int]:
        """The numbers (from 1) of the games :meth:`points_over_time` has a value for."""
        return [n for n, g in enumerate(self.games, start=1) if g.points]
