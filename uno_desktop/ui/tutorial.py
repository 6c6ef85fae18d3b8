"""The tutorial's controller: starts the lesson, says what to do next, in the player's
language. QML sees it as ``App.tutorial``; the lesson itself is :mod:`uno_desktop.tutorial`.

The next instruction shows once the table has caught up with the game (Ada's and Ben's
moves have been shown), and the card to play is lifted in the hand, so Enter plays it: the
lesson can be played with the keyboard alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal, Slot

from uno_desktop import tutorial
from uno_desktop.qttypes import Property
from uno_desktop.ui import texts
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.present.stage import Lines

if TYPE_CHECKING:
    from uno_desktop.session import HostSession
    from uno_desktop.settings import Settings
    from uno_desktop.transport import Transport
    from uno_desktop.ui.controller import GameController

STEP = Lines("Tutorial", {
    "colour": _T("Tutorial", "Welcome! Your cards are at the bottom. Play a card that matches "
                 "the top card of the discard pile by its colour: your red 3 fits on the red 5. "
                 "(Keys: ← and → pick a card, Enter plays it.)"),
    "number": _T("Tutorial", "Ada and Ben have played. A card may also match by its number: "
                 "the green 8 lies on the pile, so play your yellow 8."),
    "skip": _T("Tutorial", "A Skip makes the next player miss a turn. Play your yellow Skip: "
               "Ada is skipped, and Ben plays next."),
    "reverse": _T("Tutorial", "A Reverse turns the direction of play around. Play your yellow "
                  "Reverse: now Ben plays after you, then Ada."),
    "challenge": _T("Tutorial", "Ada played a Wild Draw Four: you are to draw four cards. But "
                    "she may only play it when she holds no card of the active colour, yellow. "
                    "If you think she bluffed, challenge! (Keys: C, or Enter: “Challenge” has "
                    "the focus.)"),
    "draw_two": _T("Tutorial", "Bluff caught: Ada drew four cards instead of you, and you saw "
                   "her yellow 7. It is your turn. A Draw Two makes the next player draw two "
                   "cards and miss a turn: play your blue Draw Two on Ben."),
    "wild": _T("Tutorial", "A Wild goes on any card, and you choose the colour that follows. "
               "Play your Wild."),
    "wild_colour": _T("Tutorial", "Choose green: your last card is the green 4. (Keys: G, or "
                      "the arrows to green, then Enter.)"),
    "caught": _T("Tutorial", "Ben caught you! You were down to one card without calling UNO, "
                 "so you drew two penalty cards. Play your green 6 now."),
    "uno": _T("Tutorial", "Two cards left: call UNO before you play the second-to-last one, "
              "or anyone may catch you. Press the UNO button (key U)."),
    "after_uno": _T("Tutorial", "UNO called: nobody can catch you now. Play your blue 6."),
    "go_out": _T("Tutorial", "Your last card: play the green 4 and go out!"),
})

TEXT = Lines("TutorialPanel", {
    "watch": _T("TutorialPanel", "Watch Ada and Ben play."),
    "done": _T("TutorialPanel", "You went out and won the hand! You score the cards left in "
               "the other hands: number cards their number, Skip, Reverse and Draw Two 20 "
               "points each, Wilds 50. A real game goes on, hand after hand, until someone "
               "reaches 500 points. You are ready to play!"),
    "refused": _T("TutorialPanel", "Not this move in the lesson: {step}"),
})


class LessonApp(Protocol):
    """What the tutorial uses of the app (:class:`~uno_desktop.ui.shell.AppController`,
    which makes the tutorial: this module must not import it)."""

    @property
    def game(self) -> GameController: ...
    @property
    def settings(self) -> Settings: ...
    def run_lesson(self, session: HostSession, transport: Transport) -> None: ...
    def leaveTable(self) -> None: ...


class TutorialController(QObject):
    changed = Signal()

    def __init__(self, app: LessonApp, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._app = app
        self._lesson: tutorial.Lesson | None = None
        self._transport: tutorial.TutorialTransport | None = None
        self._session: HostSession | None = None
        app.game.controlsChanged.connect(self.changed)
        app.game.overlayChanged.connect(self.changed)

    @property
    def active(self) -> bool:
        """Whether the table shows the lesson now."""
        return self._transport is not None and self._app.game.transport is self._transport

    @Slot()
    def start(self) -> None:
        """A new lesson at the table (the player's autosave is left alone)."""
        app = self._app
        app.settings.tutorialOffered = True
        session, self._lesson, self._transport = tutorial.start(
            texts.stored_name(app.settings.playerName), app.settings.animationSpeed,
            parent=app if isinstance(app, QObject) else None)  # the app is one
        self._session = session
        self._transport.refused.connect(self._refused)
        app.run_lesson(session, self._transport)
        self.changed.emit()

    @Slot()
    def leave(self) -> None:
        """Out of the lesson, at any point, back to the menu."""
        if self.active:
            self._app.leaveTable()
        self._lesson = self._transport = self._session = None
        self.changed.emit()

    def _refused(self) -> None:
        self._app.game.toast.emit(TEXT("refused", step=self._step_text()))

    def _caught_up(self) -> bool:
        """The table shows the game's latest state (no move still being animated)."""
        view = self._app.game.view
        return (self._session is not None and view is not None
                and view.state_id == self._session.game.state_id)

    def _step_text(self) -> str:
        step = self._lesson.player_to_move() if self._lesson is not None else None
        return STEP(step.lesson) if step is not None else ""

    def _text(self) -> str:
        if not self.active or self._lesson is None:
            return ""
        if self._lesson.over:
            return TEXT("done") if self._app.game.board.game_over else TEXT("watch")
        if self._lesson.player_to_move() is None or not self._caught_up():
            return TEXT("watch")
        return self._step_text()

    def _card(self) -> int:
        if not self.active or self._lesson is None or not self._caught_up():
            return -1
        card = tutorial.expected_card(self._lesson.player_to_move())
        return self._app.game.hand.index_of(card) if card is not None else -1

    def _progress(self) -> float:
        if self._lesson is None:
            return 0.0
        return self._lesson.done / len(tutorial.SCRIPT)

    text = Property(str, _text, notify=changed)
    card = Property(int, _card, notify=changed)
    progress = Property(float, _progress, notify=changed)
    finished = Property(bool, lambda self: self.active and self._lesson is not None
                        and self._lesson.over and self._app.game.board.game_over,
                        notify=changed)
    running = Property(bool, lambda self: self.active, notify=changed)
