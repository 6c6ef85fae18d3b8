"""Who at the table is away: a bot plays for a player whose connection dropped until they
are back. The seat's badge says so, the log says it once, and a screen reader hears it
through the table's one announcement path."""

from __future__ import annotations

from collections.abc import Callable, Collection

from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.models import LogModel, SeatsModel
from uno_desktop.ui.present.stage import Lines

WORDS = Lines("GameController", {
    "away": _T("GameController", "{name} is away: a bot plays for them until they are back."),
    "back": _T("GameController", "{name} is back."),
})


class Presence:
    """Marks away seats on the table's seat rows and tells the change once."""

    def __init__(self, seats: SeatsModel, log: LogModel,
                 announce: Callable[[str], None]) -> None:
        self.seats = seats
        self.log = log
        self.announce = announce
        self._away: frozenset[int] = frozenset()

    def reset(self, away: Collection[int]) -> None:
        """A table attached: its away seats are marked, nothing is said (the player has not
        seen them here before)."""
        self._away = frozenset(away)
        for row in self.seats.rows:
            self.seats.update(row.seat, away=row.seat in self._away)

    def update(self, away: Collection[int]) -> None:
        """The transport's seat table changed: mark what changed, and say it."""
        now = frozenset(away)
        for seat in sorted(now ^ self._away):
            gone = seat in now
            self.seats.update(seat, away=gone)
            row = next((r for r in self.seats.rows if r.seat == seat), None)
            if row is None or row.is_me:
                continue  # the player knows where they were
            name = row.name

            def render(code: str = "away" if gone else "back", who: str = name) -> str:
                return WORDS(code, name=who)

            text = render()
            self.log.add(text, "info", render)
            self.announce(text)
        self._away = now
