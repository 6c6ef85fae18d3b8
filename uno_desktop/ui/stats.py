"""The statistics screen's controller: the player's figures, translated, and the reset.

QML sees it as ``App.stats``. The store (:mod:`uno_desktop.stats`) is read the first time
anyone asks; if the file was damaged, the player is told where it was kept and the figures
start afresh.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from uno_desktop.qttypes import Property
from uno_desktop.settings import Settings
from uno_desktop.stats import MIXED, PEOPLE, GameStats, StatsStore, Tally
from uno_desktop.ui import texts

# Okabe and Ito's palette: told apart with every common colour-vision deficiency.
PALETTE = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7")
PLAIN = ("#F5C518", "#4FC3F7", "#66BB6A", "#EF5350", "#BA68C8", "#FF8A65", "#E0E0E0")


class StatsController(QObject):
    changed = Signal()

    def __init__(self, path: Path, settings: Settings, tell: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = Path(path)
        self._tell = tell
        self.settings = settings
        self._store: StatsStore | None = None
        settings.colorBlindChanged.connect(self.changed)

    @property
    def store(self) -> StatsStore:
        if self._store is None:
            self._store = StatsStore(self._path)
            if self._store.problem:
                kept = self._store.kept_as.name if self._store.kept_as else ""
                self._tell(self.tr("Your statistics could not be read: the file was damaged. "
                                   "It was kept as “{name}”, and new statistics were started.")
                           .format(name=kept))
        return self._store

    def add(self, game: GameStats) -> None:
        self.store.add(game)
        self.changed.emit()

    @Slot()
    def reset(self) -> None:
        """Forget every game (the screen asks for confirmation first)."""
        self.store.reset()
        self.changed.emit()

    # ------------------------------------------------------------ what the screen shows

    def _rate(self, tally: Tally) -> str:
        return self.tr("{percent} %").format(percent=texts.number(round(100 * tally.rate)))

    def _tiles(self) -> list[dict[str, str]]:
        games, hands = self.store.totals()
        return [
            {"label": self.tr("Games won"), "value": self.tr("{won} of {played}").format(
                won=texts.number(games.won), played=texts.number(games.played)),
             "detail": self._rate(games)},
            {"label": self.tr("Hands won"), "value": self.tr("{won} of {played}").format(
                won=texts.number(hands.won), played=texts.number(hands.played)),
             "detail": self._rate(hands)},
            {"label": self.tr("Points per hand"),
             # only single-hand games so far (nobody scores): no average of 0 points
             "value": texts.number(round(self.store.points_per_hand(), 1))
             if self.store.scored_hands() or not self.store.games else self.tr("none yet"),
             "detail": ""},
            {"label": self.tr("Longest winning streak"),
             "value": self.tr("%n game(s)", "", self.store.longest_streak()), "detail": ""},
        ]

    def _rows(self, key: str) -> list[dict[str, Any]]:
        rows = []
        for code, tally in self.store.by(key).items():
            rows.append({"label": self._label(key, code), "played": tally.played,
                         "won": tally.won, "rate": self._rate(tally),
                         "share": tally.rate})
        return rows

    def _label(self, key: str, code: str) -> str:
        if key == "edition":
            return texts.translate_code("edition", code)
        if key == "preset":
            return self.tr("Own rules") if code == "custom" else texts.translate_code(
                "preset", code)
        if code == PEOPLE:
            return self.tr("People only")
        if code == MIXED:
            return self.tr("Bots of several levels")
        return texts.translate_code("level", code)

    def _series(self) -> dict[str, Any]:
        """The charts' figures, and for a chart that has too little to show what it needs
        instead (a line through one game runs nowhere, bars of nothing are an empty plot)."""
        palette = PALETTE if self.settings.colorBlind else PLAIN
        rate = self.store.win_rate_over_time()
        points = [round(p, 1) for p in self.store.points_over_time()]
        return {"winRate": rate, "points": points, "colors": list(palette),
                # each bar's game (a single-hand game scores nothing and has none)
                "pointsGames": [str(n) for n in self.store.scored_games()],
                "rateNote": "" if len(rate) >= 2 else self.tr(
                    "How your share of games won goes shows here from your second game on."),
                "pointsNote": "" if any(p > 0 for p in points) else self.tr(
                    "No points scored yet: your points per hand show here once a game has "
                    "scored some.")}

    tiles = Property("QVariant", _tiles, notify=changed)
    byEdition = Property("QVariant", lambda self: self._rows("edition"), notify=changed)
    byPreset = Property("QVariant", lambda self: self._rows("preset"), notify=changed)
    byLevel = Property("QVariant", lambda self: self._rows("opponents"), notify=changed)
    series = Property("QVariant", _series, notify=changed)
    gameCount = Property(int, lambda self: len(self.store.games), notify=changed)
    colorBlind = Property(bool, lambda self: self.settings.colorBlind, notify=changed)
