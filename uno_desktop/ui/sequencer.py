"""The table's event sequencer: one staged moment after the other, none overlapping.

What arrives from the transport is queued as :data:`Moment` items: an event to show
(:class:`ShowEvent`), the view and legal actions that follow an update's events
(:class:`ShowView`) and a hot-seat handover (:class:`TakeSeat`). The
:class:`~uno_desktop.ui.controller.GameController` shows each one and says how long its
animation takes; the next waits until that time has passed, then what the last one left
for "when it has landed" (:meth:`Sequencer.after_step`) runs: every log line among it
(:meth:`~uno_desktop.ui.present.stage.Stage.log`), so the log never tells a moment before
the table shows it. A resumed game's history (:meth:`Sequencer.replay`) goes through the
same showing at once, in order, with nothing left for later.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QTimer

from rules import PlayerView
from rules.actions import Action
from rules.events import Event
from rules.records import record


# Records (rules.records: immutable, slotted, compared by value) rather than frozen
# dataclasses, whose generated methods cost ~0.4 ms each before the first frame.
@record
class ShowEvent:
    """One event through its presenter (it may animate)."""

    event: Event


@record
class ShowView:
    """The state an update ends in: the table and its controls follow it (never animates)."""

    view: PlayerView
    legal: tuple[Action, ...]


@record
class TakeSeat:
    """Hot-seat: the table shows ``seat``'s hand from here on (never animates)."""

    seat: int


Moment = ShowEvent | ShowView | TakeSeat


class Sequencer(QObject):
    """The queue of moments and the timer between them (see the module docstring).

    ``show`` presents one moment and returns how long the queue waits (ms, 0: go on);
    ``landed`` is told after the steps left by :meth:`after_step` have run."""

    def __init__(self, show: Callable[[Moment], int], landed: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._show = show
        self._landed = landed
        self._queue: deque[Moment] = deque()
        self._busy = False
        self._after: list[Callable[[], None]] = []
        self._history: deque[Event] | None = None  # a resumed game's history, shown now
        self._playing: Moment | None = None  # the moment whose animation plays now
        self.steps = 0  # moments shown so far (a resumed game's history counted too)
        self._landing = False  # what a moment left for its landing is running now
        self._showing = False  # a moment of the queue is being shown (its steps wait)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step_done)

    def push(self, *moments: Moment) -> None:
        """Queue ``moments`` and show what may be shown now."""
        self._queue.extend(moments)
        self._pump()

    def stop(self) -> None:
        """Drop what is queued and stop waiting (a table detached, a replay jumping)."""
        self._timer.stop()
        self._queue.clear()
        self._busy = False
        self._playing = None

    def land_now(self) -> None:
        """The moment playing now lands at once, and the queue goes on until the next one
        that animates (a test or the robot player stepping through a game: each call is
        one moment, never ahead of one)."""
        if self._busy:
            self._timer.stop()
            self._step_done()

    @property
    def playing(self) -> Moment | None:
        """The moment whose animation is playing and has not landed yet (``None``: the
        table shows everything it was given up to what is queued)."""
        return self._playing

    @property
    def busy(self) -> bool:
        """Whether a moment is still playing or waiting to."""
        return self._busy or bool(self._queue)

    @property
    def replaying(self) -> bool:
        """Whether the events shown now are a resumed game's history (nothing plays)."""
        return self._history is not None

    def queued_events(self) -> list[Event]:
        """The events still to be shown behind the one showing now."""
        if self._history is not None:
            return list(self._history)
        return [m.event for m in self._queue if isinstance(m, ShowEvent)]

    def after_step(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the moment showing now has landed (at once in a replay, or when
        asked while that moment's landing runs — a step a landing leaves, such as the log
        line of the end-of-hand panel it puts up — or while no moment is being shown)."""
        if self._history is not None or self._landing or not self._showing:
            fn()  # nothing animates: it has landed already
        else:
            self._after.append(fn)

    def replay(self, events: Iterable[Event], show: Callable[[Event], object]) -> None:
        """Show ``events`` at once, in order, as history (:attr:`replaying` meanwhile)."""
        self._history = deque(events)
        try:
            while self._history:
                self.steps += 1
                show(self._history.popleft())
        finally:
            self._history = None

    def _pump(self) -> None:
        while self._queue and not self._busy:
            moment = self._queue.popleft()
            self.steps += 1
            self._showing = True
            try:
                duration = self._show(moment)
            finally:
                self._showing = False
            if duration > 0:
                self._busy = True
                self._playing = moment
                self._timer.start(duration)
                return
            self._run_after()

    def _step_done(self) -> None:
        self._busy = False
        self._playing = None
        self._run_after()
        self._pump()

    def _run_after(self) -> None:
        """What the last moment left for when its animation has landed."""
        after, self._after = self._after, []
        self._landing = True
        try:
            for fn in after:
                fn()
        finally:
            self._landing = False
        if after:
            self._landed()
