"""The game shown: each queued moment through its presenter, then the view's one commit."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, assert_never

from PySide6.QtCore import QObject

from rules import (
    CatchUno,
    Play,
    PlayerView,
)
from rules.actions import Action
from rules.events import Event, event_tag
from uno_desktop.qttypes import Property, Signal
from uno_desktop.resources import card_url
from uno_desktop.transport import Update, speed_factor
from uno_desktop.ui import present, table_texts, texts
from uno_desktop.ui.gameparts.parts import GameParts, prop
from uno_desktop.ui.gameparts.words import GameWords, sentence
from uno_desktop.ui.present import classic
from uno_desktop.ui.present.stage import Stage
from uno_desktop.ui.sequencer import Moment, ShowEvent, ShowView, TakeSeat

UNTOLD = object()  # a watched property's value the next tell must tell


def watched(getter: Callable[[Any], object], changed: Signal, kind: Any = "QVariant") -> Any:
    """A property of the table's state whose signal ``changed`` is emitted by
    :meth:`GameShowing._tell_changes` only when its value changed. A read that finds
    another value than the one last told (a binding made since: a new card, a loaded
    panel) has it told at the next tell even if it changes back meanwhile, so every
    binding holds the value of the last tell."""
    def read(self: GameShowing) -> object:
        value = getter(self)
        if self._told.get(read, UNTOLD) != value:
            self._told[read] = UNTOLD
        return value

    return Property(kind, read, notify=changed)


RESET_CUE = {"scene": "stage", "act": "reset", "type": "reset", "duration": 0}
NAMES_ITSELF = frozenset({"color"})
"""Decisions whose prompt is not said: the colour dialog opens with its title, which a
screen reader reads ("Choose a colour dialog")."""


class GameShowing(GameWords):
    """The sequencer's moments (:mod:`uno_desktop.ui.sequencer`): an event through its
    presenter and its cues, a hot-seat handover, and the view's commit, the one place the
    view's truth reaches the table; and the properties QML draws the table and its
    overlays from."""

    def _replay(self, events: list[Event]) -> None:
        """Events that have happened already (a resumed game's history, a replay started at
        a later position), through the same presenters as a live game: the log, the hand
        number, the scores and the devices' state come back as they were; nothing is
        animated or heard (:attr:`Sequencer.replaying`), no cue is sent, and the log's view
        is told once, at the end. (The hand and seat models keep telling theirs: blocking their
        signals and resetting them afterwards crashed a later Qt Quick engine.)"""
        if not events:
            return
        with self.log.batch():
            self.sequencer.replay(events, lambda event: self._present(event,
                                                                      Stage(self, event, 0.0)))
        self.overlayChanged.emit()
        self.devices.changed.emit()

    def _catch_up(self, update: Update) -> None:
        """A quiet update (a replay jumping to a position): its events at once, as
        :meth:`_replay` shows them; then the scenes take their state from the view (the
        ``reset`` cue a newly attached table gets)."""
        self.sequencer.stop()
        self._replay(list(update.events))
        self._commit(update.view, list(update.legal))
        self.cue.emit(dict(RESET_CUE))

    def _tell_changes(self) -> None:
        """Emit the changed signal of each watched property whose value is not the one
        last told, or which was read as another since (on every ``stateChanged``)."""
        for read, changed in WATCHED:
            value = read(self)
            if self._told.get(read, UNTOLD) != value:
                self._told[read] = value
                getattr(self, changed).emit()

    def _factor(self) -> float:
        return speed_factor(self._speed) / self._rate

    def _landed(self) -> None:
        """Steps left for an animation's end have run: what binds to their state looks again."""
        self.stateChanged.emit()
        self.devices.changed.emit()

    def _show(self, moment: Moment) -> int:
        """One moment of the sequencer's queue; returns how long it waits (ms)."""
        if isinstance(moment, ShowEvent):
            return self._handle_event(moment.event)
        if isinstance(moment, ShowView):
            self._commit(moment.view, list(moment.legal))
            spoken, self._spoken = self._spoken, []
            if spoken:  # one line per update: per action, at most one
                self.announced.emit(" ".join(text for text, _w in spoken))
            # a decision of yours that no "Your turn." opened (a drawn card, a penalty, the
            # wheel to spin, a device's question) is heard by its prompt, also where it
            # follows another of yours (your Captain's call, your Lotso's colour, your
            # penalty kick's opponent: a screen reader heard only the first button), and
            # so is a prompt that changes within it (a penalty's presses left)
            # "Your turn." says a turn's whole prompt ("play a card or draw"); where only
            # one of the two is open the prompt tells more ("Draw a card": nothing of
            # yours fits), which a sighted player reads at once
            asked = (moment.view.decision, self._status) if self._my_decision() else ("", "")
            if any(w == "turn" for _t, w in spoken):
                unsaid = asked[0] == "turn" and not texts.whole_turn(self._legal)
            else:
                unsaid = asked != self._asked and asked[0] not in NAMES_ITSELF
            if asked[0] and self._status and unsaid:
                spoken.append((sentence(self._status), "turn"))
            self._asked = asked
            if spoken:
                self.voice.hear(spoken, self._top_line())
            return 0
        if isinstance(moment, TakeSeat):
            self._seat = moment.seat
            self._asked = ("", "")  # (hot-seat: this seat has not been asked yet)
            for row in self.seats.rows:
                self.seats.update(row.seat, is_me=row.seat == self._seat)
            self.log.retranslate()  # "you" is the seat whose screen is shown now
            if self.transport is not None and len(self.transport.local_seats()) > 1:
                self._pass_screen = True
                self.overlayChanged.emit()
                self.stateChanged.emit()
            self.hand.clear()
            return 0
        assert_never(moment)

    def _handle_event(self, event: Event) -> int:
        """Show ``event`` through its presenter; returns how long the queue waits (ms)."""
        factor = self._factor()
        tag = event_tag(event)
        stage = Stage(self, event, factor)
        duration = int(self._present(event, stage) * factor)
        mine = -1 if self._seat is None else self._seat
        for cue in stage.cues:
            cue.setdefault("duration", duration)
            cue["duration"] = int(cue["duration"])
            cue.update(type=tag, mySeat=mine, edition=self.edition_name)
            self.cue.emit(cue)
        self.stateChanged.emit()
        self.devices.changed.emit()
        return duration

    def _present(self, event: Event, stage: Stage) -> int:
        """``event`` through its presenter (the edition's, else classic's); its wait in ms."""
        tag = event_tag(event)
        show = present.presenter(self.edition_name, tag)
        duration = show(event, stage) if show is not None else classic.unknown(tag, stage)
        stage.land_lines()
        return duration

    def _commit(self, view: PlayerView, legal: list[Action]) -> None:
        """The one place the view's truth reaches the table: the board
        (:meth:`Board.commit`), the hand's cards, every seat's count, turn, UNO call and
        score, and the controls. It runs once all of the update's events have landed (the
        sequencer's ``ShowView``), so it has the last word over the moments the presenters
        showed, and nothing writes after it until the sequencer's next moment (the next
        update's events, a hot-seat handover: ``tests/ui/test_one_writer.py``)."""
        self._view = view
        self._legal = list(legal)
        self._turn_over = False
        self.board.commit(view)
        if view.hand is not None and view.seat == self._seat:
            self.hand.sync(view.hand)
        self._decision = view.decision
        catch_targets = {a.target for a in legal if isinstance(a, CatchUno)}
        for seat, count in enumerate(view.hand_counts):
            slot = seat % 2 if view.teams else seat
            self.seats.update(seat, count=count, is_turn=seat == view.decision_seat,
                              catchable=seat in catch_targets, uno_called=view.uno_called[seat],
                              score=view.scores[slot] if slot < len(view.scores) else 0)
        plays = [a for a in legal if isinstance(a, Play)]
        on_turn = view.decision_seat == self._seat and self._seat is not None
        playable = {a.card for a in plays}
        self.hand.set_flags(playable if on_turn else set(), set() if on_turn else playable)
        self.devices.on_view(view, legal)
        self._status = self._status_text()
        self.stateChanged.emit()
        self.controlsChanged.emit()
        if self.transport is not None:  # everything up to this state is on screen now
            self.transport.acknowledge(view.state_id)

    def show_turn(self, seat: int) -> None:
        """A turn starts (its event is playing now, before the view that follows): the seat
        lights up and the status line says so at once."""
        self.board.show(turn_seat=seat)
        for row in self.seats.rows:
            self.seats.update(row.seat, is_turn=row.seat == seat)
        if seat != self._seat:
            self._status = self.waiting_for(seat)

    def turn_passed(self, seat: int) -> None:
        """``seat``'s turn is over before the next is known (it was skipped; a Flash unit
        still picks who is next): its badge goes dark and nothing waits for it any more."""
        if self.board.turn_seat != seat:
            return
        self.board.show(turn_seat=-1)
        for row in self.seats.rows:
            self.seats.update(row.seat, is_turn=False)
        self._status = ""
        if self.devices.decisionSeat == seat:
            self.devices.end_turns()
        if seat == self._seat:  # the player's own prompt and controls go with it
            self._legal = []
            self.hand.set_flags(set(), set())
            self.controlsChanged.emit()

    def end_turns(self) -> None:
        """The hand is over: its moment ("You win the hand!") stands before the view that
        says so arrives, and nothing of the last turn may stay up under it: no prompt, no
        lit badge or card, no control that still looks as if it could be pressed."""
        self._turn_over = True
        self._legal = []
        self._status = ""
        self.board.show(turn_seat=-1)
        for row in self.seats.rows:
            self.seats.update(row.seat, is_turn=False, catchable=False)
        self.hand.set_flags(set(), set())
        self.devices.end_turns()
        self.controlsChanged.emit()

    # ------------------------------------------------------------ what QML draws

    # The table's state, each property with a signal of its own (``watched``): told of on
    # every ``stateChanged`` only where its value changed. Every card back, seat badge and
    # hand card binds to some of them, and re-reading them all on every event, landed step
    # and commit cost ~0.5 ms each time at three seats (a fifth of dealing a game).
    topCardChanged = Signal()
    topCard = watched(lambda self: self.card_url(self.board.top) if self.board.top else "",
                      topCardChanged)
    topCodeChanged = Signal()
    topCode = watched(lambda self: self.board.top.code if self.board.top else "", topCodeChanged)
    topNameChanged = Signal()
    topName = watched(lambda self: texts.card_title(self.board.top), topNameChanged)
    activeColorChanged = Signal()
    activeColor = watched(lambda self: self.board.color, activeColorChanged)
    directionChanged = Signal()
    direction = watched(lambda self: self.board.direction, directionChanged)
    pendingChanged = Signal()
    pending = watched(lambda self: self.board.pending, pendingChanged)
    pendingTargetChanged = Signal()
    pendingTarget = watched(lambda self: self.board.pending_target, pendingTargetChanged)
    drawPileChanged = Signal()
    drawPile = watched(lambda self: self.board.draw_pile, drawPileChanged)
    turnSeatChanged = Signal()
    turnSeat = watched(lambda self: self.board.turn_seat, turnSeatChanged)
    mySeatChanged = Signal()
    mySeat = watched(lambda self: -1 if self._seat is None else self._seat, mySeatChanged)
    statusTextChanged = Signal()
    statusText = watched(lambda self: self._status, statusTextChanged)
    speedFactorChanged = Signal()
    speedFactor = watched(lambda self: self._factor(), speedFactorChanged)
    handHiddenChanged = Signal()
    handHidden = watched(lambda self: self._hand_hidden(), handHiddenChanged)
    colorBlindChanged = Signal()
    colorBlind = watched(lambda self: self._colour_blind, colorBlindChanged)
    backCardChanged = Signal()
    backCard = watched(lambda self: card_url("back", self._colour_blind), backCardChanged)
    handNumberChanged = Signal()
    handNumber = watched(lambda self: self.board.hand_number, handNumberChanged)
    targetScoreChanged = Signal()
    targetScore = watched(lambda self: self.target_score, targetScoreChanged)
    # one hand decides the game, nobody scores (``scoring=single_hand``, live or replayed)
    singleHandChanged = Signal()
    singleHand = watched(lambda self: self.board.single_hand, singleHandChanged, bool)
    seatCountChanged = Signal()
    seatCount = watched(lambda self: len(self.seats.rows), seatCountChanged)
    editionChanged = Signal()
    edition = watched(lambda self: self._edition, editionChanged)
    myUnoChanged = Signal()
    myUno = watched(lambda self: self._seat is not None and self._seat < len(self.seats.rows)
                    and self.seats.rows[self._seat].uno_called
                    and self.seats.rows[self._seat].count == 1, myUnoChanged)
    myScoreChanged = Signal()
    myScore = watched(lambda self: self.seats.rows[self._seat].score
                      if self._seat is not None and self._seat < len(self.seats.rows) else 0,
                      myScoreChanged)
    # what a screen reader's T key says: read on request (and by the tests), bound to
    # nothing, so not built on every change
    tableSummary = prop(lambda self: self.table_summary(), GameParts.stateChanged)

    _o = partial(prop, notify=GameParts.overlayChanged)

    askingLeave = _o(lambda self: self._asking_leave)
    leaveTitle = _o(lambda self: table_texts.leave_title(self._leaving))
    leaveText = _o(lambda self: table_texts.leave_text(self._leaving))
    leaveButton = _o(lambda self: table_texts.leave_button(self._leaving))
    passScreen = _o(lambda self: self._pass_screen)
    passName = _o(lambda self: self.name_of(self._seat))
    # a single hand's end is the game's: the end-of-game panel says it all
    handOver = _o(lambda self: self.board.hand_over and not self.board.game_over
                  and not self.board.single_hand)
    gameOver = _o(lambda self: self.board.game_over)
    handRows = _o(lambda self: self.board.hand_rows)
    winnerName = _o(lambda self: self.board.winner_name)
    # the end panels' headings speak to the seat whose screen it is: "You win the hand!"
    handWonByMe = _o(lambda self: self._seat is not None
                     and self.board.winner_seat == self._seat)
    gameWonByMe = _o(lambda self: self._seat is not None and self.board.game_over and (
        self._seat % 2 if self.board.teams else self._seat) == self.board.winner_seat)
    teamPlay = _o(lambda self: self.board.teams)
    scoreHistory = _o(lambda self: self.board.score_history)
    slotNames = _o(lambda self: [self.slot_name(i) for i in range(len(self.board.scores))]
                   if self.board.scores else [r.name for r in self.seats.rows])

    handModel = Property(QObject, lambda self: self.hand, constant=True)
    deviceController = Property(QObject, lambda self: self.devices, constant=True)
    voiceObject = Property(QObject, lambda self: self.voice, constant=True)
    devicesObject = Property(QObject, lambda self: self.devices, constant=True)
    seatsModel = Property(QObject, lambda self: self.seats, constant=True)
    reactionsObject = Property(QObject, lambda self: self.reactions, constant=True)
    logModel = Property(QObject, lambda self: self.log, constant=True)

    del _o


WATCHED = tuple((prop.fget, name + "Changed") for name, prop in vars(GameShowing).items()
                if name + "Changed" in vars(GameShowing))
"""The watched properties' getters and signals' names (:meth:`GameShowing._tell_changes`)."""
