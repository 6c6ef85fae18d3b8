"""What the screen reader says while the player listens: the one voice of the table.

The presenters say what happened (``Stage.say``, ``Stage.banner``); the controller joins
what one update said into one line (:attr:`GameController.announced`) and hands it here
with how much it matters (:data:`WEIGHTS`). The :class:`Voice` then

- keeps to the player's verbosity (``all``: every move; ``mine``: what concerns you, the
  big moments and your turn with the top card; ``minimal``: the big moments and your turn);
- paces its lines by how long speech takes to say them: a screen reader speaks a new line
  by cutting off the one it is saying, so a line waits until the one before has had its
  time, and when the bots play faster than that, the lines that piled up are summed up
  ("3 more moves") in front of the newest, never dropped silently; the on-demand keys'
  answers (:meth:`Voice.now`) go first, at once, and so does a race's start (weight
  ``race``): a sighted player sees the SLAP banner as the buzzer sounds, and a blind
  player who heard it only after the lines before it had had their time would lose a race
  the bots started on the same moment;
- remembers the last lines for the key that says them again (:meth:`Voice.recent`).

What it says leaves as :attr:`Voice.spoken`; ``Table.qml`` puts it on the item that has the
keyboard focus (as that item's description), which every screen reader speaks: Orca 43
included, which does not listen to Qt's announcements.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot

from uno_desktop.qttypes import Signal
from uno_desktop.settings import VERBOSITIES
from uno_desktop.ui.marks import mark_plural as _N
from uno_desktop.ui.present.stage import Lines

LEVELS = VERBOSITIES
"""The verbosity settings, most first (``Settings.verbosity``)."""

WEIGHTS = ("aside", "move", "mine", "turn", "key", "race")
"""How much a line matters: a line beside the play (a reaction, a seat away or back: heard
with every move, kept whole when lines pile up); another seat's ordinary move; something
that concerns you (your draw, a penalty you face); your turn starting; a big moment (a
challenge's verdict, an UNO, a hand won, a device's doing); a race's start (Flash's SLAP:
everyone hits the buzzer), the cue a blind player races to, said at once."""

HEARD: dict[str, frozenset[str]] = {
    "all": frozenset(WEIGHTS),
    "mine": frozenset({"mine", "turn", "key", "race"}),
    "minimal": frozenset({"turn", "key", "race"}),
}

MS_PER_CHAR = 62
"""How long speech takes for one character, at a screen reader's default rate (about 180
words a minute); a line waits for the one before it this long (and at least
:data:`MIN_MS`)."""
MIN_MS = 700
PILE_UP = 2
"""Lines waiting behind the one being said beyond which the older ones are summed up."""
RECENT = 8

WORDS = Lines("Voice", {
    "more_moves": _N("Voice", "%n more move(s).", None, 1),
})


class Voice(QObject):
    """See the module docstring."""

    spoken = Signal(str)  # say this now (Table.qml hands it to the focused item)

    def __init__(self, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.level = "all"
        self._clock = clock
        self._busy_until = 0.0  # when the line said last is through, on ``clock``
        self._queue: deque[tuple[str, str]] = deque()  # (text, weight) not said yet
        self._recent: deque[str] = deque(maxlen=RECENT)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    def set_level(self, level: str) -> None:
        self.level = level if level in LEVELS else "all"

    def clear(self) -> None:
        """A new table: nothing of the last one is still to say."""
        self._queue.clear()
        self._recent.clear()
        self._timer.stop()
        self._busy_until = 0.0

    def hear(self, parts: list[tuple[str, str]], turn_extra: str = "") -> None:
        """An update said ``parts`` (each with its weight, :data:`WEIGHTS`); say those the
        verbosity keeps, joined, in their turn. ``turn_extra`` (the top card) follows "Your
        turn." where the moves before it were not said."""
        parts = [(t.strip(), w) for t, w in parts if t.strip()]
        if not parts:
            return
        self._recent.append(" ".join(t for t, _w in parts))
        kept = [(t, w) for t, w in parts if w in HEARD[self.level]]
        if not kept:
            return
        texts = [t for t, _w in kept]
        if turn_extra and self.level != "all" and any(w == "turn" for _t, w in kept):
            texts.append(turn_extra)
        weight = max((w for _t, w in kept), key=WEIGHTS.index)
        if weight == "race":  # the race's cue first, at once; what waited is said after
            racing = [t for t, w in kept if w == "race"]
            self.now(" ".join(racing + [t for t in texts if t not in racing]))
            return
        self._queue.append((" ".join(texts), weight))
        self._next()

    def now(self, text: str) -> None:
        """Say ``text`` at once (the player asked for it: it cuts off what is being said,
        and what waited is said after it)."""
        if text:
            self._say(text)
            if self._queue:
                self._timer.start(self._remaining())

    def recent(self) -> list[str]:
        """The last lines said (or kept from being said by the verbosity), oldest first."""
        return list(self._recent)

    # ------------------------------------------------------------ pacing

    def _remaining(self) -> int:
        return max(0, int((self._busy_until - self._clock()) * 1000))

    def _next(self) -> None:
        if not self._queue:
            return
        wait = self._remaining()
        if wait > 0:
            if not self._timer.isActive():
                self._timer.start(wait)
            return
        if len(self._queue) > PILE_UP:  # the bots outpace speech: sum up all but the newest
            self._say(self._summed())
            return
        text, _weight = self._queue.popleft()
        self._say(text)
        if self._queue:
            self._timer.start(self._remaining())

    def _summed(self) -> str:
        """Every line waiting, as one: the moves but the newest counted ("3 more moves."),
        what concerns the player kept."""
        waiting = list(self._queue)
        self._queue.clear()
        if len(waiting) <= PILE_UP:
            return " ".join(t for t, _w in waiting)
        kept = [t for t, w in waiting[:-1] if w != "move"]
        moves = sum(1 for _t, w in waiting[:-1] if w == "move")
        parts = ([WORDS("more_moves", count=moves)] if moves else []) + kept
        return " ".join([*parts, waiting[-1][0]])

    @Slot()
    def flush(self) -> None:
        """Say now whatever waits (summed up as a pile-up is): the table is moving the focus,
        and a screen reader says this with the item it moves to (a reader stops what it was
        saying when the focus moves, so the wait for it is over: a line coming after the
        move waits for the new item's reading alone, :meth:`hold`)."""
        self._timer.stop()
        self._busy_until = self._clock()
        if self._queue:
            self._say(self._summed())

    @Slot(str)
    def hold(self, reading: str) -> None:
        """The table put what waited on the item it gives the focus to, and a reader reads
        it there with the item (``reading``: its name, its own words, the lines): the next
        line waits until all of that has had its time. Paced by the lines alone, the next
        replaced them on the item before the reader had got past the item's name (issue
        40: "Cleo: Wow!" went with the focus to the Wild and gave way to the challenge's
        verdict 0.7 s later; Orca read the Wild with the verdict, and the reaction was
        never heard)."""
        self._busy_until = max(self._busy_until, self._clock() + _takes(reading))
        if self._queue:
            self._timer.start(self._remaining())

    def _say(self, text: str) -> None:
        self._busy_until = self._clock() + _takes(text)
        self.spoken.emit(text)


def _takes(text: str) -> float:
    """How long a screen reader takes to say ``text`` (seconds)."""
    return max(MIN_MS, MS_PER_CHAR * len(text)) / 1000
