"""Small helpers shared by the UI tests."""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtQuick import QQuickItem
from qt_tree import named_item

from rules import Play, load_preset
from uno_desktop.resources import qml_file
from uno_desktop.session import SeatInfo

QT_CHATTER = (
    "qt.multimedia",  # no audio device on a headless machine …
    "PulseAudioService",  # … and these two are not categorised, so the rule misses them
    "QSoundEffect:",
    "pipewire",
    "propagateSizeHints",  # offscreen platform plugin chatter
    # Qt's animation timer, stopping a driver a busy machine's late frame had stopped already
    # (a full run beside two burners and two other runs: test_edition_panels' teardown; the
    # robot's h2o/en/3840x2160/mouse/4 beside another cell)
    "QUnifiedTimer::stopAnimationDriver: driver is not running",
)
"""Qt's words that are not the game's: a UI test (conftest) and the robot fail on any other
warning."""


def find(ui, name: str) -> QQuickItem | None:
    """An object of the window by name; a Repeater's rows (the device stage's devices) are
    only in the visual tree."""
    found = ui.window.findChild(QQuickItem, name) or ui.window.findChild(QObject, name)
    return found if found is not None else named_item(ui.window.contentItem(), name)


def click(qtbot, ui, name: str) -> None:
    """A real left click in the middle of the item called ``name``, once it shows."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest

    qtbot.waitUntil(lambda: find(ui, name) is not None and find(ui, name).isVisible())
    item = find(ui, name)
    centre = item.mapToScene(QPointF(item.width() / 2, item.height() / 2)).toPoint()
    QTest.mouseClick(ui.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     centre)
    QCoreApplication.processEvents()  # what the click posted (callLater, queued signals)


def drawn(qtbot, window, timeout: int = 5000) -> None:
    """Wait until ``window`` has drawn a frame from now on: what just changed is laid out,
    polished and painted (a wait on the window, not on the clock)."""
    with qtbot.waitSignal(window.frameSwapped, timeout=timeout):
        window.update()


def idle(qtbot, ui, timeout: int = 15_000) -> None:
    """Wait until the table has shown everything (the presenters' queue is empty) and the
    window has drawn it."""
    game = ui.controller.game
    qtbot.waitUntil(lambda: not game.busy(), timeout=timeout)
    drawn(qtbot, ui.window)


def screen_ready(ui) -> bool:
    """Whether the current screen is built: the start-up menu loads asynchronously, after
    the window's first frame, so a test that looks at it waits for this."""
    loader = find(ui, "screenLoader")
    return loader is not None and loader.property("item") is not None


def human_vs_bots(ui, seed: int = 11, bots: int = 2, level: str = "normal") -> None:
    seats = [SeatInfo("You")] + [SeatInfo(f"Bot{i}", "bot", level) for i in range(bots)]
    assert ui.controller.start_game(load_preset("official"), seats, seed)


def wait_my_turn(qtbot, ui, timeout: int = 10_000) -> None:
    game = ui.controller.game
    qtbot.waitUntil(lambda: game.myTurn and not game.busy()
                    and ui.controller.session.game.decision.kind == "turn", timeout=timeout)


def playable_index(ui) -> int:
    """Index in the hand model of a card the core would accept now, or -1."""
    game = ui.controller.game
    legal = ui.controller.session.game.legal_actions(0)
    for i, card in enumerate(game.hand.cards):
        if Play(card, 1) in legal:
            return i
    return -1


def drain_deletes(qapp: QCoreApplication) -> None:
    """Delete the engine now, and what its deletion hands to deleteLater in turn (items of a
    Loader, the coach's hint), not during some later test's event loop: an item deleted
    there outlives its engine and crashes Qt."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        qapp.processEvents()


@contextmanager
def settings_folder(prefix: str, given: Path | None = None) -> Iterator[Path]:
    """The settings folder (``UNO_DESKTOP_CONFIG_DIR``) of the apps made inside: ``given``,
    or a new one removed after. The folder named before is named again first:
    ``config_dir()`` makes its folder when asked, so a removed one still named would come
    back (and stay in the system's temporary folder)."""
    was = os.environ.get("UNO_DESKTOP_CONFIG_DIR")
    folder: AbstractContextManager[str] = (
        tempfile.TemporaryDirectory(prefix=prefix) if given is None else nullcontext(str(given)))
    with folder as chosen:
        os.environ["UNO_DESKTOP_CONFIG_DIR"] = chosen
        try:
            yield Path(chosen)
        finally:
            if was is None:
                del os.environ["UNO_DESKTOP_CONFIG_DIR"]
            else:
                os.environ["UNO_DESKTOP_CONFIG_DIR"] = was


def qml_sources() -> list[Path]:
    """Every QML file of the game (more than 40: a moved folder fails loudly, not vacuously)."""
    files = sorted(qml_file("Main.qml").parent.rglob("*.qml"))
    assert len(files) > 40
    return files


def qml_elements(src: str, element: re.Pattern[str]) -> list[str]:
    """The own body of every QML element ``element`` matches (its opening ``{`` ends the
    match), without its children's bodies; a match in a comment or a string is skipped."""
    bodies = []
    for match in element.finditer(src):
        line = src[src.rfind("\n", 0, match.start()) + 1:match.start()]
        if "//" in line or line.count('"') % 2:
            continue
        depth, own = 0, []
        for ch in src[match.end() - 1:]:
            depth += (ch == "{") - (ch == "}")
            if depth == 1 and ch not in "{}":
                own.append(ch)
            if depth == 0:
                break
        bodies.append("".join(own))
    return bodies


def voice_lines(monkeypatch) -> list[str]:
    """From now on, every line the table's voice is given (an update's lines and those
    said at once), in order, in the list returned: what a screen reader is told."""
    from uno_desktop.ui.speech import Voice

    said: list[str] = []
    hear, now = Voice.hear, Voice.now

    def heard(voice, lines, *args, **kw):
        said.extend(text for text, _weight in lines)
        return hear(voice, lines, *args, **kw)

    def said_now(voice, text):
        said.append(text)
        return now(voice, text)

    monkeypatch.setattr(Voice, "hear", heard)
    monkeypatch.setattr(Voice, "now", said_now)
    return said
