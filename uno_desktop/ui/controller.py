"""The table's controller: clicks become core actions, incoming events become animations.

Data flows one way (docs/architecture.md): QML calls a slot → the controller builds an
action → :meth:`Transport.send`. What comes back (an :class:`~uno_desktop.transport.Update`)
is queued in the :class:`~uno_desktop.ui.sequencer.Sequencer`: each event goes through its
presenter (:mod:`uno_desktop.ui.present`), which updates the models, logs, plays its sound
and hands QML its cues (:attr:`GameController.cue`) with a duration; the next event waits
until that time has passed, so nothing overlaps or is skipped. Once an update's view is
applied, the decision controls are rebuilt from the legal actions that came with it and
the transport hears that the table has caught up (:meth:`Transport.acknowledge`). Instant
speed drains the queue synchronously, and so does events that have happened already (a
resumed game's history, a *quiet* update: a replay starting at a later position), without
sound or cues. What the table says in words (the status line, the screen reader's summary,
the leave question) is worded in :mod:`uno_desktop.ui.table_texts`; the controller keeps
QML's properties and slots.
"""

from __future__ import annotations

from functools import partial
from typing import Any, assert_never

from PySide6.QtCore import QObject, Slot

from rules import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Play,
    PlayerView,
    RuleOptions,
    SwapHands,
)
from rules.actions import Action, PlayOnPan, action_tag
from rules.cards import Card
from rules.events import Event, event_tag
from uno_desktop.qttypes import Property, Signal
from uno_desktop.resources import card_url
from uno_desktop.transport import Transport, Update, speed_factor
from uno_desktop.ui import present, table_texts, texts
from uno_desktop.ui.devices import DeviceController
from uno_desktop.ui.models import HandModel, LogModel, SeatRow, SeatsModel
from uno_desktop.ui.presence import Presence
from uno_desktop.ui.present import classic
from uno_desktop.ui.present.stage import Board, Stage
from uno_desktop.ui.reactions import TableReactions
from uno_desktop.ui.sequencer import Moment, Sequencer, ShowEvent, ShowView, TakeSeat
from uno_desktop.ui.sound import Sounds
from uno_desktop.ui.speech import Voice

RESET_CUE = {"scene": "stage", "act": "reset", "type": "reset", "duration": 0}
HANDLED_TAGS = {"play", "draw", "choose_color", "challenge", "accept", "call_uno", "catch_uno"}


def _var(getter: Any, notify: Any) -> Any:
    """A read-only QVariant property of the controller."""
    return Property("QVariant", getter, notify=notify)


class GameController(QObject):
    """One game on the table, for the local seat the transport shows."""

    cue = Signal("QVariantMap")  # {scene, act, type, duration, ...}: QML plays it
    toast = Signal(str)  # a translated message (an illegal try, an error)
    stateChanged = Signal()  # any of the scalar properties below changed
    controlsChanged = Signal()
    overlayChanged = Signal()
    finished = Signal()  # the game is over and the player left the table
    ended = Signal()  # the update that ends the game arrived (once per game attached)
    lost = Signal(str)  # the transport closed under us (translated reason)
    announced = Signal(str)  # what one update says, whole (the voice paces and filters it)

    def __init__(self, sounds: Sounds | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hand = HandModel(self)
        self.hand.namer = texts.card_title
        self.seats = SeatsModel(self)
        self.log = LogModel(self)
        self.presence = Presence(self.seats, self.log, self._aside)
        self.reactions = TableReactions(self.seats, self._aside, self)
        self.sounds = sounds or Sounds(self, enabled=False)
        self.transport: Transport | None = None
        self.devices = DeviceController(self, self)
        self.sequencer = Sequencer(self._show, self._landed, self)
        self.voice = Voice(self)  # what the screen reader says (Table.qml speaks it)
        self.toast.connect(self.voice.now)  # a refusal is heard as it is read
        self._leaving = "ended"
        self._speed = "normal"
        self._rate = 1.0  # a replay's playback rate: animations run this much faster
        self._colour_blind = False
        self._reset_state()

    def _reset_state(self) -> None:
        self.board = Board()
        self._seat: int | None = None
        self._view: PlayerView | None = None
        self._legal: list[Action] = []
        self._decision = ""
        self._pass_screen = False
        self._status = ""
        self._turn_over = False  # the hand ended: its last turn's controls are put away
        self._was_mine = False  # the view shown last asked this seat to decide
        self.target_score = 500
        self._edition = ""
        self._options: RuleOptions | None = None
        self._asking_leave = False
        self._ended = False
        # what this update's events said so far, with each line's weight (Stage.say)
        self._spoken: list[tuple[str, str]] = []

    # ------------------------------------------------------------ what presenters and
    # the device controls read (the Stage and GameApi)

    @property
    def seat(self) -> int | None:
        """The seat whose hand this table shows (``None``: a spectator's table)."""
        return self._seat

    @property
    def view(self) -> PlayerView | None:
        """The last view applied (what the table shows now)."""
        return self._view

    @property
    def turn_over(self) -> bool:
        """Whether the hand's end is on the table: no turn, prompt or lit seat stands."""
        return self._turn_over

    @property
    def colour_blind(self) -> bool:
        return self._colour_blind

    def edition_option(self, name: str, default: object = None) -> object:
        """An option of the game at this table (``default`` before a game or if unknown)."""
        if self._options is None:
            return default
        try:
            return self._options.edition_option(name)
        except KeyError:
            return default

    @property
    def edition_name(self) -> str:
        return self._edition or "classic"

    def name_of(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats.rows):
            return "?"
        return self.seats.rows[seat].name

    def slot_name(self, slot: int) -> str:
        if self.board.teams:
            return table_texts.team_name(slot)
        return self.name_of(slot)

    def card_url(self, card: Card | None) -> str:
        return card_url(card.code if card is not None else "back", self._colour_blind)

    def speak(self, text: str, weight: str = "move") -> None:
        """Part of what the update being shown says (:meth:`Stage.say`); ``weight`` is how
        much it matters (:data:`uno_desktop.ui.speech.WEIGHTS`)."""
        text = text.strip()
        if text and text[-1] not in ".!?…":
            text += "."  # a headline's parts are not sentences yet
        # nothing twice: not the same line, nor one a line before already said in its
        # words ("Ben legt Gelb Richtungswechsel." then "Richtungswechsel.")
        core = text.rstrip(".!?… ")
        if text and all(core not in said for said, _w in self._spoken):
            self._spoken.append((text, weight))

    def _aside(self, text: str) -> None:
        """A line beside the game's moves (a seat away or back, a reaction): heard through
        the voice like a move, but never counted as one when lines pile up."""
        self.announced.emit(text)
        self.voice.hear([(text, "aside")])

    def _top_line(self) -> str:
        """The top card, said after "Your turn." where the moves before it were not."""
        top = self.board.top
        return table_texts.WORDS("top_card", card=top) if top is not None else ""

    def send(self, action: Action) -> None:
        """Send ``action`` as the player's, for the state the table shows."""
        if self.transport is None:
            return
        self.sounds.play("click")
        self.transport.send(action, self._view.state_id if self._view is not None else None)

    # ------------------------------------------------------------ wiring

    def attach(self, transport: Transport, leaving: str = "ended") -> None:
        """Start showing ``transport``'s game (the transport's ``start`` is called here).
        ``leaving`` says what becomes of the game when the player leaves the table, for the
        question asked first: ``saved`` (Continue resumes it), ``ended``, ``host`` (a LAN
        room closes for everyone, saved) or ``seat`` (a bot keeps the LAN seat)."""
        self.detach()
        self._reset_state()
        self._leaving = leaving
        self.sequencer.stop()
        self.hand.clear()
        self.log.clear()
        self.transport = transport
        self.devices.reset()
        self.voice.clear()
        self.cue.emit(dict(RESET_CUE))
        transport.set_speed(self._speed)
        self._seat = transport.seat
        self._build_seats()
        transport.updated.connect(self._on_updated)
        transport.rejected.connect(self._on_rejected)
        transport.seatChanged.connect(self._on_seat_changed)
        transport.closed.connect(self._on_closed)
        transport.playersChanged.connect(self._on_players_changed)
        self.reactions.attach(transport)
        self._options = transport.options()
        self.target_score = self._options.target_score
        self._edition = self._options.edition
        self.board.single_hand = self._options.scoring == "single_hand"
        self.devices.use_kit(self._edition)
        self._replay(transport.history())
        self.stateChanged.emit()
        self.overlayChanged.emit()
        transport.start()

    def detach(self) -> None:
        self.reactions.detach()
        if self.transport is not None:
            for signal, slot in ((self.transport.updated, self._on_updated),
                                 (self.transport.rejected, self._on_rejected),
                                 (self.transport.seatChanged, self._on_seat_changed),
                                 (self.transport.closed, self._on_closed),
                                 (self.transport.playersChanged, self._on_players_changed)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
            self.transport.close()
            self.transport = None
        self.sequencer.stop()
        self._asking_leave = False

    def set_speed(self, speed: str) -> None:
        self._speed = speed
        if self.transport is not None:
            self.transport.set_speed(speed)
        self.stateChanged.emit()

    def set_rate(self, rate: float) -> None:
        """Play animations ``rate`` times as fast (a replay at 0.5×–8×)."""
        self._rate = max(rate, 0.01)
        self.stateChanged.emit()

    def set_colour_blind(self, on: bool) -> None:
        self._colour_blind = on
        self.hand.set_colour_blind(on)
        self.stateChanged.emit()

    def _build_seats(self) -> None:
        assert self.transport is not None
        local = set(self.transport.local_seats())
        rows = [SeatRow(seat=i, name=texts.seat_name(p.name, i), is_bot=p.is_bot, level=p.level,
                        is_me=(i == self._seat), is_local=i in local)
                for i, p in enumerate(self.transport.players())]
        self.seats.reset(rows)
        self.presence.reset(self.transport.away())

    # ------------------------------------------------------------ incoming

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

    def _on_updated(self, update: Update) -> None:
        if update.view.decision == "game_over" and not self._ended:
            self._ended = True
            self.ended.emit()
        if update.quiet:
            self._catch_up(update)
            return
        self.sequencer.push(*(ShowEvent(event) for event in update.events),
                            ShowView(update.view, tuple(update.legal)))

    def _catch_up(self, update: Update) -> None:
        """A quiet update (a replay jumping to a position): its events at once, as
        :meth:`_replay` shows them; then the scenes take their state from the view (the
        ``reset`` cue a newly attached table gets)."""
        self.sequencer.stop()
        self._replay(list(update.events))
        self._commit(update.view, list(update.legal))
        self.cue.emit(dict(RESET_CUE))

    def _on_players_changed(self) -> None:
        """A player went away (a bot plays for them) or came back: the seat says so."""
        if self.transport is not None:
            self.presence.update(self.transport.away())

    def _on_seat_changed(self, seat: int) -> None:
        self.sequencer.push(TakeSeat(seat))

    def _on_closed(self, reason: str) -> None:
        """The host went away (LAN): say why; the shell takes the player to the menu."""
        if reason:
            self.lost.emit(texts.translate_code("net", reason))

    def _on_rejected(self, code: str) -> None:
        self.devices.rejected()
        self.toast.emit(texts.translate_code("illegal", code))

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
            # wheel to spin, a device's question) is heard by its prompt
            mine = self._my_decision()
            if mine and not self._was_mine and self._status \
                    and not any(w == "turn" for _t, w in spoken):
                prompt = self._status
                spoken.append((prompt if prompt[-1] in ".!?…" else prompt + ".", "turn"))
            self._was_mine = mine
            if spoken:
                self.voice.hear(spoken, self._top_line())
            return 0
        if isinstance(moment, TakeSeat):
            self._seat = moment.seat
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

    # ------------------------------------------------------------ events

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

    # ------------------------------------------------------------ view & controls

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

    @Slot()
    def retranslate(self) -> None:
        """The language changed: rebuild the texts made in Python (QML re-translates itself)."""
        if self.transport is not None:  # a default name reads in the new language
            for i, p in enumerate(self.transport.players()):
                self.seats.update(i, name=texts.seat_name(p.name, i))
            if self.board.winner_seat >= 0:
                self.board.winner_name = (self.slot_name(self.board.winner_seat)
                                          if self.board.game_over
                                          else self.name_of(self.board.winner_seat))
            for row in self.board.hand_rows:
                row["name"] = self.name_of(row["seat"])
        self._status = self._status_text()
        self.log.retranslate()
        self.reactions.retranslate()
        self.devices.changed.emit()
        self.stateChanged.emit()
        self.controlsChanged.emit()
        self.overlayChanged.emit()

    def _status_text(self) -> str:
        v = self._view
        if v is None or self._turn_over:
            return ""
        return table_texts.status_line(v, self._seat, self._legal, self.devices.status_text(v),
                                       self.name_of)

    def table_summary(self) -> str:
        """The table as a screen reader says it (:func:`table_texts.summary`)."""
        return table_texts.summary(self._status, self.board, self, self.hand.cards,
                                   self._hand_hidden, lambda: self.devices.handles(Draw()),
                                   self.seats.rows)

    def waiting_for(self, seat: int) -> str:
        """The status line while another seat decides."""
        return table_texts.waiting_for(self.name_of(seat))

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

    def _hand_hidden(self) -> bool:
        """Hot-seat: the shown hand is face down unless it is its owner's move (between
        two humans' turns the bots play in front of everyone at the screen)."""
        if self.transport is None or len(self.transport.local_seats()) < 2:
            return False
        return self._pass_screen or self._seat is None or self.board.turn_seat != self._seat

    def _has(self, cls: type) -> bool:
        return any(isinstance(a, cls) for a in self._legal)

    def _my_decision(self) -> bool:
        v = self._view
        return v is not None and self._seat is not None and v.decision_seat == self._seat \
            and not self._turn_over

    # ------------------------------------------------------------ slots from QML

    @Slot(int)
    def playCard(self, index: int) -> None:
        """Play the card at ``index``; an illegal try still goes to the host for its reason."""
        card = self.hand.card_at(index)
        if card is None:
            return
        if self.devices.intercept_play(index):
            return
        counts = sorted(a.count for a in self._legal if isinstance(a, Play) and a.card == card)
        self.send(Play(card, counts[0] if counts else 1))

    @Slot()
    def draw(self) -> None:
        if self.devices.handles(Draw()):  # Extreme: drawing is the launcher's press
            self.devices.press()
        else:
            self.send(Draw())

    @Slot()
    def callUno(self) -> None:
        self.send(CallUno())

    @Slot(int)
    def catchUno(self, seat: int) -> None:
        self.send(CatchUno(seat))

    @Slot(str)
    def chooseColor(self, color: str) -> None:
        self.send(ChooseColor(Color(color)))

    @Slot()
    def challenge(self) -> None:
        self.send(Challenge())

    @Slot()
    def accept(self) -> None:
        self.send(Accept())

    @Slot()
    def keepDrawn(self) -> None:
        self.send(Pass())

    @Slot()
    def playDrawn(self) -> None:
        if self.devices.intercept_play_drawn():
            return
        if self._view is not None and self._view.drawn_card is not None:
            self.send(Play(self._view.drawn_card))

    @Slot(int)
    def swapWith(self, seat: int) -> None:
        self.send(SwapHands(seat))

    @Slot()
    def skipSwap(self) -> None:
        self.send(Pass())

    @Slot(int)
    def genericAction(self, index: int) -> None:
        actions = self._generic_actions()
        if 0 <= index < len(actions):
            self.send(actions[index])

    @Slot()
    def reveal(self) -> None:
        """Hot-seat: the next player is at the screen; show their hand."""
        self._pass_screen = False
        self.overlayChanged.emit()
        self.stateChanged.emit()

    @Slot()
    def nextHand(self) -> None:
        self.board.hand_over = False
        self.overlayChanged.emit()
        if self.transport is not None:
            self.transport.next_hand()

    @Slot()
    def leave(self) -> None:
        self.detach()
        self.finished.emit()

    @Slot()
    def askLeave(self) -> None:
        """Leave or Esc at the table: ask first (the overlay says what becomes of the game)."""
        if not self._asking_leave:
            self._asking_leave = True
            self.overlayChanged.emit()

    @Slot()
    def cancelLeave(self) -> None:
        if self._asking_leave:
            self._asking_leave = False
            self.overlayChanged.emit()

    @Slot(str)
    def tell(self, what: str) -> None:
        """Say at once what a key asks for (``hand``, ``pile``, ``turn``, ``seats``,
        ``recent``: the F1 list names the keys)."""
        self.voice.now(self.told(what))

    def told(self, what: str) -> str:
        """The text :meth:`tell` says for ``what``."""
        t = self.board
        if what == "hand":
            playable = {c for c in self.hand.cards if any(
                isinstance(a, Play) and a.card == c for a in self._legal)}
            return table_texts.hand_text(self.hand.cards, playable)
        if what == "pile":
            return table_texts.pile_text(t, self, self.devices.handles(Draw()))
        if what == "turn":
            v = self._view
            if self._status or v is None or v.decision not in ("hand_over", "game_over"):
                line = self._status
            else:
                line = texts.translate_code("decision", v.decision)
            return line if not line or line[-1] in ".!?…" else line + "."
        if what == "seats":
            return table_texts.seats_text(self.seats.rows, not t.single_hand)
        if what == "recent":
            return table_texts.recent_text(self.voice.recent()[-5:])
        return ""

    @Slot(str)
    def sayNow(self, text: str) -> None:
        """Say ``text`` at once (the coach's hint as it is shown)."""
        self.voice.now(text)

    @Slot(result=bool)
    def busy(self) -> bool:
        return self.sequencer.busy

    # ------------------------------------------------------------ derived controls

    def _generic_actions(self) -> list[Action]:
        """Legal actions no dedicated control covers: offered as labelled buttons."""
        v = self._view
        out: list[Action] = []
        for a in self._legal:
            tag = action_tag(a)
            if self.devices.handles(a):
                continue
            if tag in HANDLED_TAGS:
                if isinstance(a, Play) and a.count > 1:
                    out.append(a)  # several identical cards at once
                continue
            if tag == "pass" and v is not None and v.decision in ("drawn", "seven"):
                continue
            if tag == "swap_hands" and v is not None and v.decision in ("seven", "zero_swap"):
                continue
            out.append(a)
        return out

    def describe_action(self, action: Action) -> str:
        """An action as its button reads ("Play red 7", "Swap with Ada")."""
        return table_texts.action_label(action, self.name_of)

    # ------------------------------------------------------------ properties

    _p = partial(_var, notify=stateChanged)
    _c = partial(_var, notify=controlsChanged)
    _o = partial(_var, notify=overlayChanged)

    topCard = _p(lambda self: self.card_url(self.board.top) if self.board.top else "")
    topCode = _p(lambda self: self.board.top.code if self.board.top else "")
    topName = _p(lambda self: texts.card_title(self.board.top))
    activeColor = _p(lambda self: self.board.color)
    direction = _p(lambda self: self.board.direction)
    pending = _p(lambda self: self.board.pending)
    pendingTarget = _p(lambda self: self.board.pending_target)
    drawPile = _p(lambda self: self.board.draw_pile)
    turnSeat = _p(lambda self: self.board.turn_seat)
    mySeat = _p(lambda self: -1 if self._seat is None else self._seat)
    statusText = _p(lambda self: self._status)
    speedFactor = _p(lambda self: self._factor())
    handHidden = _p(lambda self: self._hand_hidden())
    tableSummary = _p(lambda self: self.table_summary())
    colorBlind = _p(lambda self: self._colour_blind)
    backCard = _p(lambda self: card_url("back", self._colour_blind))
    handNumber = _p(lambda self: self.board.hand_number)
    targetScore = _p(lambda self: self.target_score)
    # one hand decides the game, nobody scores (``scoring=single_hand``, live or replayed)
    singleHand = Property(bool, lambda self: self.board.single_hand, notify=stateChanged)
    seatCount = _p(lambda self: len(self.seats.rows))
    edition = _p(lambda self: self._edition)
    myUno = _p(lambda self: self._seat is not None and self._seat < len(self.seats.rows)
               and self.seats.rows[self._seat].uno_called
               and self.seats.rows[self._seat].count == 1)
    myScore = _p(lambda self: self.seats.rows[self._seat].score
                 if self._seat is not None and self._seat < len(self.seats.rows) else 0)

    decision = _c(lambda self: self._decision)
    myTurn = _c(lambda self: self._my_decision())
    canDraw = _c(lambda self: self._has(Draw))
    # your turn and nothing to play: the draw is the one move (Enter draws)
    onlyDraw = _c(lambda self: self._my_decision() and self._has(Draw)
                  and not any(isinstance(a, Play | PlayOnPan) for a in self._legal))
    canUno = _c(lambda self: self._has(CallUno))
    canChallenge = _c(lambda self: self._has(Challenge))
    canAccept = _c(lambda self: self._has(Accept) and not self.devices.handles(Accept()))
    # Extreme: the launcher is the draw pile, and its button the one control for a draw
    drawOnDevice = _c(lambda self: self.devices.handles(Draw()))
    choosingColor = _c(lambda self: self._has(ChooseColor))
    drawnCard = _c(lambda self: self.card_url(self._view.drawn_card)
                   if self._view is not None and self._view.drawn_card else "")
    canKeepDrawn = _c(lambda self: self._my_decision() and self._view.decision == "drawn"
                      and self._has(Pass))
    swapTargets = _c(lambda self: [{"seat": a.target, "name": self.name_of(a.target)}
                                   for a in self._legal if isinstance(a, SwapHands)]
                     if self._view is not None and self._view.decision in ("seven", "zero_swap")
                     else [])
    canSkipSwap = _c(lambda self: self._view is not None and self._view.decision == "seven"
                     and self._has(Pass))
    genericActions = _c(lambda self: [{"index": i, "label": self.describe_action(a)}
                                      for i, a in enumerate(self._generic_actions())])
    catchTargets = _c(lambda self: [a.target for a in self._legal if isinstance(a, CatchUno)])
    coachAllowed = _c(lambda self: self.transport is not None and self.transport.coach_allowed())

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

    del _p, _c, _o
