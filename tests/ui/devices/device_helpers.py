"""Helpers for the device tests: stacked edition games on the real table, QML lookups."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtQuick import QQuickItem

from rules import Timeout
from uno_desktop.session import HostSession, SeatInfo

# The edition tests' helpers, and the classic ones they import (pytest's pythonpath has
# those; the standalone screenshot script needs them on the path too).
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "rules"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "rules" / "editions"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/ui: ui_helpers
from edition_helpers import deal
from ui_helpers import find, idle

__all__ = ["deal", "device", "humans_and_bots", "nudge_races", "run", "settle"]


def humans_and_bots(n: int, humans: int = 1, level: str = "normal") -> list[SeatInfo]:
    names = ["Sam", "Ada", "Ben", "Cleo", "Dev", "Eve"]
    return [SeatInfo(names[i]) if i < humans else SeatInfo(names[i], "bot", level)
            for i in range(n)]


def run(ui, game, seats: list[SeatInfo]) -> HostSession:
    """Put ``game`` on the real table (as the new-game screen would)."""
    session = HostSession(game, seats, bot_seed=3)
    ui.controller._run(session)
    return session


def device(ui, name: str) -> QObject:
    """A device component of the table by objectName (spinWheel, launcher, …)."""
    found = find(ui, name)
    assert found is not None, f"no QML object named {name!r}"
    return found


def settle(qtbot, ui, timeout: int = 15_000) -> None:
    """Wait until the table's animation queue is empty and the window has drawn it."""
    idle(qtbot, ui, timeout)


def nudge_races(session: HostSession, idle: dict) -> None:
    """Play the host's clock for a buzzer race nobody answers any more.

    ``LocalTransport`` never applies ``Timeout``: when its bots decline to press, a SLAP or
    UNO Spin race would wait forever. Call this from a wait loop; after the race has been
    idle for a while it applies the host's ``Timeout`` (what the LAN host's timer does).
    """
    game = session.game
    key = (game.state_id, game.decision.kind)
    if game.decision.kind not in ("slap_race", "spin_race") or Timeout() not in \
            game.legal_actions(None):
        idle.clear()
        return
    since = idle.setdefault(key, time.monotonic())
    if time.monotonic() - since > 0.3:
        idle.clear()
        session.submit(None, Timeout())
        QCoreApplication.processEvents()


def prop(item: QObject, name: str) -> object:
    """A QML property as plain Python (``var`` lists arrive as QJSValue)."""
    value = item.property(name)
    to_variant = getattr(value, "toVariant", None)
    return to_variant() if to_variant is not None else value


def click(qtbot, ui, item: QQuickItem) -> None:
    """A real left click in the middle of a QML item."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest

    assert item.isVisible(), f"{item.objectName()} is not visible"
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseClick(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    QCoreApplication.processEvents()  # what the click posted (callLater, queued signals)


def events_of(session: HostSession, tag: str) -> list[object]:
    from rules import event_tag

    return [e for _, e in session.history if event_tag(e) == tag]
