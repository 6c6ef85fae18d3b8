"""One path from an event to what the player sees and hears.

Every event the core emits is shown by one **presenter**, looked up here by the edition
being played and the event's type. A presenter does everything for its event through the
:class:`~uno_desktop.ui.present.stage.Stage` it is handed: the log line (translated,
plural-aware, rebuilt after a language switch), the sound, the cues QML plays (a card's
flight, a burst over a seat, a device scene), the model updates (now, or once the
animation has landed), and it returns how long the table's queue waits before the next
event (milliseconds at normal speed). Nothing else switches on event types: not the table
controller, not the device controller, not QML, which only plays the cues it is given.

Classic UNO's presenters are in :mod:`.classic` and serve every edition (with
:mod:`.common`, what several editions share, and :mod:`.stage`: this package is the shared
layer). Each themed edition registers, in the module its kit names
(:mod:`uno_desktop.ui.kits`; by default the ``presenters`` module of its kit folder,
``uno_desktop.ui.editions.spin.presenters``, …), the presenters of the events it adds and
of the classic events it shows differently; the module is imported the first time a game
of that edition is shown.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from uno_desktop.ui import kits

if TYPE_CHECKING:
    from uno_desktop.ui.present.stage import Stage

Presenter = Callable[[Any, "Stage"], int]
"""Shows one event on the stage; returns the queue's wait in ms at normal speed."""

_ENTRIES: dict[tuple[str, str], Presenter] = {}
_LOADED: set[str] = set()


def presents(tag: str, *, edition: str = "classic") -> Callable[[Presenter], Presenter]:
    """Register the decorated function as the presenter of ``tag`` events in ``edition``."""

    def register(fn: Presenter) -> Presenter:
        _ENTRIES[(edition, tag)] = fn
        return fn

    return register


def load(edition: str) -> None:
    """Import the presenters of ``edition`` (and classic's), once."""
    for name in ("classic", edition):
        if name in _LOADED:
            continue
        _LOADED.add(name)
        module = kits.kit(name).presenter_module()
        try:
            found = importlib.util.find_spec(module)
        except ModuleNotFoundError:  # an edition without a kit folder: no presenters of its own
            found = None
        if found is not None:
            importlib.import_module(module)


def presenter(edition: str, tag: str) -> Presenter | None:
    """The presenter of ``tag`` events in ``edition``: the edition's own, else classic's;
    ``None`` for an event nobody has written a presenter for yet."""
    load(edition)
    return _ENTRIES.get((edition, tag)) or _ENTRIES.get(("classic", tag))


def registered(edition: str) -> set[str]:
    """Event types that have a presenter in ``edition`` (its own or classic's)."""
    load(edition)
    return {tag for (ed, tag) in _ENTRIES if ed in ("classic", edition)}
