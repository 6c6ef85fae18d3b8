"""``ReplayTransport``: a recorded game played back to the table through the transport seam.

The table cannot tell a replay from a live game: it renders the same :class:`Update`\\ s
(one seat's redacted events, its view, and no legal actions), through the same
presenters, scenes and log. The transport starts at a position (after ``k`` actions) with
one *quiet* update holding everything before it (the table shows it at once, without
animation or sound), then, while playing, sends the next action's update each time the
table has shown the last one (:meth:`acknowledge`) and a pause has passed. Stepping back,
jumping to a hand or switching seats is a new transport at the new position
(:class:`~uno_desktop.ui.replay.ReplayController` attaches it).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from rules import PlayerView, RuleOptions
from rules.actions import Action
from rules.events import Event, HandEnded
from uno_desktop import qtcompat
from uno_desktop.replay import Replay
from uno_desktop.session import SeatInfo
from uno_desktop.transport import Transport, Update, speed_factor

qtcompat.apply()

PAUSE_MS = 450
"""Between two actions at 1× and normal speed (a bot's thinking pause is ~700 ms live)."""
HAND_END_PAUSE_MS = 3000
"""On the end-of-hand panel before the next deal."""
RATES = (0.5, 1.0, 2.0, 4.0, 8.0)


class ReplayTransport(Transport):
    """Plays ``replay`` from ``position`` for ``seat`` (``None``: as a spectator)."""

    positionChanged = Signal(int)  # the table has shown this position
    playingChanged = Signal(bool)

    def __init__(self, replay: Replay, position: int, seat: int | None, *,
                 playing: bool = False, rate: float = 1.0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self._seat = seat
        self._position = replay.clamp(position)  # sent to the table
        self._shown = -1  # acknowledged by the table
        self._playing = playing
        self._rate = rate
        self._factor = 1.0
        self._closed = False
        self._latest: Update | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.step)

    # ------------------------------------------------------------ Transport API

    @property
    def seat(self) -> int | None:
        return self._seat

    def latest(self) -> Update | None:
        return self._latest

    def players(self) -> list[SeatInfo]:
        return list(self.replay.seats)

    def local_seats(self) -> list[int]:
        return [] if self._seat is None else [self._seat]

    def options(self) -> RuleOptions:
        return self.replay.record.options

    def history(self) -> list[Event]:
        return []  # the first update brings it all, quietly

    def seen(self) -> list[Event]:
        return self.replay.events(self._seat, -1, self._position)

    def set_speed(self, speed: str) -> None:
        self._factor = speed_factor(speed)

    def start(self) -> None:
        """Everything up to the starting position at once, then play if asked to."""
        self._emit(self.replay.events(self._seat, -1, self._position), quiet=True)

    def send(self, action: Action, state_id: int | None = None) -> None:
        """A replay takes no moves (it offers none)."""

    def acknowledge(self, state_id: int) -> None:
        position = self.replay.position_of(state_id)
        if self._closed or position is None or position == self._shown:
            return
        self._shown = position
        self.positionChanged.emit(position)
        self._schedule()

    def next_hand(self) -> None:
        """The end-of-hand panel's button: on to the next deal at once."""
        if not self._closed and self._shown == self._position:
            self.step()

    def close(self) -> None:
        self._closed = True
        self._timer.stop()

    # ------------------------------------------------------------ playback

    @property
    def position(self) -> int:
        return self._position

    @property
    def playing(self) -> bool:
        return self._playing

    @property
    def at_end(self) -> bool:
        return self._position >= len(self.replay)

    def play(self) -> None:
        if self.at_end or self._playing:
            return
        self._playing = True
        self.playingChanged.emit(True)
        self._schedule()

    def pause(self) -> None:
        self._timer.stop()
        if self._playing:
            self._playing = False
            self.playingChanged.emit(False)

    def set_rate(self, rate: float) -> None:
        self._rate = rate
        if self._timer.isActive():
            self._schedule()

    def step(self) -> None:
        """The next action, animated as it was live."""
        if self._closed or self.at_end:
            return
        self._timer.stop()
        start = self._position
        self._position += 1
        self._emit(self.replay.events(self._seat, start, self._position))

    def pause_ms(self) -> int:
        """How long the table rests on the position shown before the next action."""
        last = self.replay.steps[self._position - 1].events if self._position else ()
        base = HAND_END_PAUSE_MS if any(isinstance(e, HandEnded) for e in last) else PAUSE_MS
        return int(base * max(self._factor, 0.25) / self._rate)

    # ------------------------------------------------------------ internals

    def _schedule(self) -> None:
        if not self._playing or self._closed or self._shown != self._position:
            return
        if self.at_end:
            self.pause()
            return
        self._timer.start(self.pause_ms())

    def _emit(self, events: list[Event], quiet: bool = False) -> None:
        view: PlayerView = self.replay.view(self._seat, self._position)
        self._latest = Update(tuple(events), view, (), quiet=quiet)
        self.updated.emit(self._latest)
