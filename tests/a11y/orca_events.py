"""What Orca met, event by event, and why it said what it said.

``orca_speech.py`` writes Orca's event log (``OrcaDesk.event_log``): each AT-SPI event as
Orca's event manager queued it (``Q``), dropped it at once (``I``) or from the queue during
a flood (``X``), took it up (``P``) and, for a focus's arrival, took it up unread (``F``,
after the ``P``); and each line Orca spoke (``S``). Every spoken line
is said *while* Orca works on one event (the last one it took up), which says why it was
said: the reading of an item the focus came to, or a change of the focused item's
description (how the game's voice speaks, ``Table.qml``).

The one repeat a test accepts is Orca's own: Orca reads an item the focus came to with the
description it has *when Orca gets to it*; lagging behind the game (a busy machine), it
reads the item after the game has already put the next line on it, and then presents that
line's change as well (:func:`read_late`). The log shows it: the change reached Orca after
the focus event (the game put the line there after the focus moved), and Orca said the
line once in the item's reading and once for the change.
"""

from __future__ import annotations

from collections import Counter, defaultdict, deque
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from uno_desktop.ui.speech import MIN_MS, MS_PER_CHAR

FOCUS = ("focus:", "object:state-changed:focused")
FOCUSED = "object:state-changed:focused"
DESCRIPTION = "object:property-change:accessible-description"
SAID = "SPEECH OUTPUT: '"


@dataclass(frozen=True)
class Event:
    """One line of the event log."""

    n: int  # its place in the log
    ms: float  # milliseconds on the machine's monotonic clock
    phase: str  # Q, I, X, P, F or S
    type: str  # the AT-SPI event's type ("S": the spoken line)
    source: str  # "role|name"
    detail: str
    data: str
    path: str = ""  # the source's D-Bus path (named even when Orca could not read it)
    why: str = ""  # for a drop (I, F): Orca's reason, its own debug message (F: the observer's)
    took: float = 0.0  # for a drop (I, F): how long Orca's check (F: its work) took (ms)
    read: str = ""  # how the observer had the source's role and name: "" from its earlier
    # reading (or not read), "asked" (the game answered now), or why not ("timeout",
    # "hung", "gone": orca_speech.why_unread)

    @property
    def key(self) -> tuple[str, str, str, str]:
        return self.type, self.source, self.detail, self.data


def read(path: Path) -> list[Event]:
    events = []
    for n, raw in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines()):
        fields = raw.split("\t")
        if len(fields) >= 3 and fields[1] == "S":
            text = fields[2]
            if text.startswith(SAID) and text.endswith("'"):  # (key echoes carry more)
                events.append(Event(n, float(fields[0]), "S", "S", "", "", text[len(SAID):-1]))
        elif len(fields) >= 6:
            path, why, took, how = [*fields[6:10], "", "", "", ""][:4]
            events.append(Event(n, float(fields[0]), *fields[1:6], path, why,
                                float(took or 0), how))
    return events


def same(a: str, b: str) -> bool:
    """The same line, as the game put it and as Orca said it (Orca adds a full stop to a
    description without one; the voice marks a line said again by a space more)."""
    return a.strip().rstrip(".") == b.strip().rstrip(".")


@dataclass(frozen=True)
class Utterance:
    text: str
    cause: Event | None  # the event Orca was working on as it said it
    queued: Event | None  # when that event reached Orca


def utterances(events: list[Event]) -> list[Utterance]:
    """Every line Orca said, in order, with the event that made it say it."""
    waiting: dict[tuple[str, str, str, str], deque[Event]] = defaultdict(deque)
    out: list[Utterance] = []
    last: Event | None = None
    queued: Event | None = None
    for e in events:
        if e.phase == "Q":
            waiting[e.key].append(e)
        elif e.phase == "P":
            last = e
            queued = waiting[e.key].popleft() if waiting[e.key] else None
        elif e.phase == "X" and not (last is not None and last.key == e.key
                                     and last.n == e.n - 1):
            if waiting[e.key]:  # pruned from the queue (not dropped as it was taken up)
                waiting[e.key].popleft()
        elif e.phase == "S":
            out.append(Utterance(e.data, last, queued))
    return out


def read_late(events: list[Event]) -> Counter[str]:
    """How often Orca said each line twice on its own: once reading an item the focus had
    come to (the line already on it when Orca got there) and once for the change that put
    it there, a change that reached Orca after the focus event. Keys: the line as said."""
    said = utterances(events)
    late: Counter[str] = Counter()
    for i, reading in enumerate(said):
        cause = reading.cause
        if cause is None or cause.type not in FOCUS or reading.queued is None:
            continue
        for change in said[i + 1:]:
            c = change.cause
            if c is None or c.source != cause.source or c is cause:
                continue
            if c.type in FOCUS:
                break  # the item read again: later changes are not this reading's
            if c.type == DESCRIPTION and same(change.text, reading.text) \
                    and same(c.data, reading.text) and change.queued is not None \
                    and change.queued.n > reading.queued.n:
                late[reading.text.strip()] += 1
                break
    return late


def lag(events: list[Event]) -> list[float]:
    """For each focus event Orca took up, how long after it reached Orca (ms)."""
    queued, out = {}, []
    for e in events:
        if e.phase == "Q" and e.type in FOCUS:
            queued[e.key] = e.ms
        elif e.phase == "P" and e.type in FOCUS and e.key in queued:
            out.append(e.ms - queued.pop(e.key))
    return out


def dropped(events: list[Event], text: str) -> list[Event]:
    """The events putting ``text`` on an item that Orca dropped (I, X): why it went unheard."""
    return [e for e in events if e.phase in "IX" and e.type == DESCRIPTION and holds(e.data, text)]


UNREADABLE = ("ERROR: Event is from potentially-defunct source",
              "ERROR: Event is from defunct source", "exception",
              "EVENT MANAGER: Ignoring event from dead source",
              "EVENT MANAGER: source of")
"""Orca's reasons for dropping an event whose source did not answer its AT-SPI call
(``EventManager._ignore``: "potentially-defunct source" where reading the source's state
failed, "defunct source" where libatspi, its call failed, gave a state set saying so; the
deluge's and a panel's own checks of the source's name)."""
TIMEOUT_MS = 500
"""A check of the source that took this long waited out the AT-SPI call's timeout
(libatspi's 800 ms, on a busy machine measured from Orca's side): the game did not
answer in time. Quicker, the game answered that the object is gone."""


def unreadable(e: Event) -> bool:
    """Whether Orca dropped ``e`` because it could not read its source: at once (``I``), or
    taking up the focus's arrival on it (``F``: it then says nothing of the item either)."""
    return e.phase == "F" or (e.phase == "I" and e.why.startswith(UNREADABLE))


def named(events: list[Event]) -> dict[str, str]:
    """Each source's path → its "role|name" as Orca last read it (to name a source it
    could not read)."""
    return {e.path: e.source for e in events if e.path and e.source != "?|?"}


def lost_unreadable(events: list[Event], text: str) -> Event | None:
    """The drop that lost ``text`` because Orca could not read an event's source, or None.

    Either the change that put ``text`` on an item was itself dropped so, or Orca took the
    change up on an item whose last focus event before it Orca had dropped so: Orca never
    made that item its focus (it kept the old one) and a change of another item's
    description goes unsaid. Both show that the game made the event and Orca lost it."""
    for e in dropped(events, text):
        if unreadable(e):
            return e
    last_focus: dict[str, Event] = {}
    for e in events:
        if e.type == FOCUSED and e.detail == "1" and e.phase in "IPF" and e.path:
            last_focus[e.path] = e
        elif e.phase == "P" and e.type == DESCRIPTION and holds(e.data, text):
            focus = last_focus.get(e.path)
            if focus is not None and unreadable(focus):
                return focus
            return None
    return None


def too_slow(drop: Event) -> bool:
    """Whether Orca dropped ``drop`` unread because the game did not answer in time, not
    because its item was gone: Orca's check waited out the call's timeout
    (:data:`TIMEOUT_MS`), or the observer, asking the game about the item as Orca dropped
    it as from a "defunct source", found libatspi holding the game for hung, the call
    timing out, or the item there after all. (After one call that timed out, libatspi
    fails every call to the game at once, "The process appears to be hung", until the
    game answers a ping; Orca drops the events of those moments in 0 ms. Heard under
    load: the focus's arrival on the next card so dropped, after a reading that waited
    960 ms.)"""
    return drop.took >= TIMEOUT_MS or drop.read in ("timeout", "hung", "asked")


def unreadable_because(events: list[Event], drop: Event) -> str:
    """What a drop for an unreadable source says: which item, and whether the game did
    not answer in time or answered that the item is gone."""
    item = named(events).get(drop.path, drop.path or "an item")
    what = "its focus" if drop.type in FOCUS else "the change"
    if drop.phase == "F":  # (written only where the game did not answer)
        again = {"hung": "libatspi held the game for hung",
                 "timeout": "the call timed out"}.get(drop.read, drop.read)
        return (f"Orca took up {what} on {item} and could not read it, saying nothing "
                f"({drop.took:.0f} ms; asked again at once, {again})")
    if drop.took >= TIMEOUT_MS:
        return (f"Orca dropped {what} on {item}: the game did not answer its AT-SPI call "
                f"in time ({drop.took:.0f} ms, Orca's 'potentially-defunct source')")
    if too_slow(drop):
        again = {"hung": "libatspi held the game for hung", "timeout": "the call timed out",
                 "asked": "the item was there after all"}[drop.read]
        return (f"Orca dropped {what} on {item}: the game did not answer an AT-SPI call in "
                f"time, and Orca took the item for defunct ({drop.took:.0f} ms; asked "
                f"again at once, {again})")
    return (f"Orca dropped {what} on {item}: the game answered that the item is gone "
            f"({drop.took:.0f} ms)")


def focus_dropped(events: Sequence[Event], start: int = 0) -> Event | None:
    """The focus event Orca dropped unread, or took up unread (an ``F`` row), because the
    game answered its call too late (:func:`too_slow`), where it is the last focus event
    Orca met from the log's line ``start`` on and Orca has worked through all it got (:func:`idle`);
    else None.

    Orca then keeps the item the focus left as its focus, says nothing of the item the
    focus went to, and goes on so until the focus moves again: what a player hears as
    silence after a key. Its "where am I" (KP_Enter in Orca 43.1's desktop layout) is no
    way out: it reads Orca's own locus of focus, the item the focus left
    (``scripts/default.py`` ``doWhereAmI``); a move of the focus away and back is."""
    last: Event | None = None
    for e in events:  # (``start`` is a line of the log: lines :func:`read` passes over,
        if e.n < start:  # Orca's key echoes, would shift a list's index)
            continue
        if e.type in FOCUS and e.phase in "IPF" and (e.type != FOCUSED or e.detail == "1"):
            last = e  # (an F row follows its own P)
    if last is None or not unreadable(last) or not too_slow(last) or not idle(events):
        return None
    return last


def game_too_slow(events: list[Event], text: str) -> bool:
    """Whether ``text`` went unsaid because Orca's call to the game timed out: the game
    made the event, and Orca, by its own rule, dropped it unread (a busy machine)."""
    drop = lost_unreadable(events, text)
    return drop is not None and too_slow(drop)


def replaced_unread(events: list[Event], text: str,
                    held: Sequence[tuple[float, str]]) -> tuple[float, float] | None:
    """Whether ``text`` went with the focus to an item (put on it just before its focus
    event, as the table does) and Orca, reading the item, found a later line there: the
    game had replaced it before Orca got to it. ``held``: the game's holds (when, in ms on
    the monotonic clock, and the reading each was held for, ``Voice.hold``). Returns (when
    Orca read the item, when the game's hold for it ended), or None. Orca read it too late
    where the first is after the second; before it, the game replaced the line too soon."""
    said = utterances(events)
    for i, e in enumerate(events):
        if not (e.phase == "Q" and e.type == DESCRIPTION and holds(e.data, text) and e.path):
            continue
        focus = next((f for f in events[i + 1:i + 40] if f.phase == "Q" and f.type == FOCUSED
                      and f.detail == "1" and f.path == e.path), None)
        if focus is None:
            continue
        for u in said:
            c = u.cause
            if c is None or c.type not in FOCUS or c.path != e.path or u.queued is None \
                    or u.queued.n < focus.n or u.text.endswith(" push button."):
                continue
            if holds(u.text, text):
                break  # read with the item: said
            later = any(x.phase == "Q" and x.type == DESCRIPTION and x.path == e.path
                        and x.n > e.n and holds(x.data, u.text.rstrip(". ")) for x in events)
            if later:
                read_at = next(x.ms for x in events if x.phase == "S" and x.data == u.text
                               and x.n > c.n)
                ends = [t + max(MIN_MS, MS_PER_CHAR * len(reading))
                        for t, reading in held if text.strip() in reading and t <= read_at]
                return read_at, (max(ends) if ends else float("-inf"))
            break
    return None


def unsaid_because(events: list[Event], text: str,
                   held: Sequence[tuple[float, str]] = ()) -> str:
    """Why Orca did not say ``text``, as the log tells it (for a failure's summary)."""
    drop = lost_unreadable(events, text)
    if drop is not None:
        return unreadable_because(events, drop)
    replaced = replaced_unread(events, text, held)
    if replaced is not None:
        read_at, hold_end = replaced
        if hold_end == float("-inf"):
            return ("it went with the focus to an item, and a later line of the game's "
                    "replaced it there before Orca read the item; the game held nothing")
        return (f"it went with the focus to an item, and a later line of the game's "
                f"replaced it there before Orca read the item, {read_at - hold_end:+.0f} ms "
                f"after the game's hold for that reading ended")
    drops = dropped(events, text)
    if drops:
        e = drops[0]
        return (f"Orca dropped it ({'at once' if e.phase == 'I' else 'from its queue'}, "
                f"on {e.source}{': ' + e.why if e.why else ''})")
    taken = [e for e in events if e.phase == "P" and e.type == DESCRIPTION and holds(e.data, text)]
    if taken:
        return f"Orca took it up on {taken[0].source}, not the item it had as the focus"
    queued = [e for e in events if e.phase == "Q" and e.type == DESCRIPTION and holds(e.data, text)]
    if queued:
        return f"it reached Orca on {queued[0].source} but Orca never took it up"
    return "it never reached Orca (no item's description said it)"


def coalesced(events: list[Event]) -> set[int]:
    """The focus events (``P`` lines' places in the log) that Orca passed over unpresented.

    Orca 43 coalesces focus: as it takes up ``object:state-changed:focused`` of an item,
    it skips the event when the last such event that reached it (its script's
    ``eventCache``, filled as events are queued) is of *another* item with the same
    detail (``Script.skipObjectEvent``: "more recent event of the same type in a different
    object"). Orca then never makes the item its locus of focus, and every change of that
    item's description is "for object other than the locusOfFocus" and goes unsaid. It
    happens only when the focus moved on before Orca got to the item: Orca lagging behind
    the game (9 s at a load of 8 on two cores), a player with such a reader would not hear
    those lines either. (Two items of the same name, two Wilds, count as one here: such a
    skip is not forgiven.)"""
    last: Event | None = None  # the last focus event queued so far
    out: set[int] = set()
    for e in events:
        if e.type != FOCUSED:
            continue
        if e.phase == "Q":
            last = e
        elif e.phase == "P" and e.detail == "1" and last is not None \
                and last.detail == "1" and last.source != e.source:
            out.add(e.n)
    return out


def holds(data: str, text: str) -> bool:
    """Whether a description Orca got says ``text``: the line itself, or lines the table
    joined into one (what waited goes with the item the focus comes to)."""
    return same(data, text) or text.strip() in data


def read_too_late(events: list[Event], text: str,
                  held: Sequence[tuple[float, str]]) -> bool:
    """Whether ``text`` went with the focus to an item and Orca read the item only after
    the game's hold for that reading had ended (:func:`replaced_unread`): Orca's lag, not
    the game's haste."""
    replaced = replaced_unread(events, text, held)
    return replaced is not None and replaced[0] > replaced[1]


def lost_to_lag(events: list[Event], text: str) -> bool:
    """Whether ``text`` went unsaid only by Orca's own rules for a reader far behind: it
    skipped the focus of the item that said it (:func:`coalesced`: the change reached Orca
    on an item whose last focus event Orca passed over), or it pruned the change from its
    queue in a flood (``X``: over 50 events waiting, Orca's ``_pruneEventsDuringFlood``
    keeps no description change of an item that is not yet its locus of focus, and the
    item whose focus is still queued is not)."""
    if any(e.phase == "X" for e in dropped(events, text)):
        return True
    skipped = coalesced(events)
    last_focus: dict[str, int] = {}
    for e in events:
        if e.phase != "P":
            continue
        if e.type == FOCUSED and e.detail == "1":
            last_focus[e.source] = e.n
        elif e.type == DESCRIPTION and holds(e.data, text):
            return last_focus.get(e.source) in skipped
    return False


def idle(events: Sequence[Event]) -> bool:
    """Whether Orca has taken up (or dropped) every event that reached it: it has nothing
    more to say about what happened so far. Counted, not matched: Orca's queue is first in,
    first out, and an item's name may have changed between the two lines (Spin's hub)."""
    queued = done = 0
    last: Event | None = None
    for e in events:
        if e.phase == "Q":
            queued += 1
        elif e.phase == "P":
            done += 1
        elif e.phase == "X" and not (last is not None and last.phase == "P"
                                     and last.n == e.n - 1):
            done += 1  # pruned from the queue (not dropped as it was taken up)
        last = e
    return done >= queued


def verdict(events: list[Event], text: str,
            held: Sequence[tuple[float, str]] = ()) -> tuple[bool, str]:
    """Why ``text``, a line the game's voice spoke, went unsaid, and whose doing that is:
    ``(True, why)`` where the log shows the game made the event and Orca lost it by a rule
    of its own for a reader behind the game (a coalesced focus, a flood, a source that did
    not answer Orca's call in time, an item read after the game's hold for it);
    ``(False, why)`` where the game is to blame (it never made the event, put the line on
    an item that was not the focus, made an event on an item it had taken down, or
    replaced the line before its hold was over)."""
    why = unsaid_because(events, text, held)
    if lost_to_lag(events, text):
        return True, "Orca lagged and dropped it by its own rule (a coalesced focus, a flood)"
    if game_too_slow(events, text) or read_too_late(events, text, held):
        return True, why
    return False, why

