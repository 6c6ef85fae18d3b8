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
the leave question) is worded in :mod:`uno_desktop.ui.table_texts`.

The controller is stacked from parts with one job each (:mod:`uno_desktop.ui.gameparts`): its
signals and shared state (``parts``), what the table says (``words``), the moments shown and
the view's commit (``showing``), the player's inputs (``inputs``); this class attaches a
transport to them and keeps the game's settings (speed, rate, colour-blind cards).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from uno_desktop.transport import Transport, Update
from uno_desktop.ui import texts
from uno_desktop.ui.devices import DeviceController
from uno_desktop.ui.gameparts.inputs import GameInputs
from uno_desktop.ui.gameparts.showing import RESET_CUE
from uno_desktop.ui.models import HandModel, LogModel, SeatRow, SeatsModel
from uno_desktop.ui.presence import Presence
from uno_desktop.ui.present.stage import Board
from uno_desktop.ui.reactions import TableReactions
from uno_desktop.ui.sequencer import Sequencer, ShowEvent, ShowView, TakeSeat
from uno_desktop.ui.sound import Sounds
from uno_desktop.ui.speech import Voice


class GameController(GameInputs, QObject):
    """One game on the table, for the local seat the transport shows."""

    def __init__(self, sounds: Sounds | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hand = HandModel(self)
        self.hand.namer = texts.card_title
        self.seats = SeatsModel(self)
        self.log = LogModel(self)
        self.presence = Presence(self.seats, self.log, self._aside)
        self.reactions = TableReactions(self.seats, self._aside, self)
        self.sounds = sounds or Sounds(self, enabled=False)
        self.transport = None
        self.devices = DeviceController(self, self)
        self.sequencer = Sequencer(self._show, self._landed, self)
        self.voice = Voice(self)  # what the screen reader says (Table.qml speaks it)
        self.toast.connect(self.voice.now)  # a refusal is heard as it is read
        self.devices.picked.connect(self._picked)
        self._told = {}  # what QML was last told of each watched property (_tell_changes)
        self.stateChanged.connect(self._tell_changes)
        self._leaving = "ended"
        self._speed = "normal"
        self._rate = 1.0  # a replay's playback rate: animations run this much faster
        self._colour_blind = False
        self._reset_state()

    def _reset_state(self) -> None:
        self.board = Board()
        self._seat = None
        self._view = None
        self._legal = []
        self._decision = ""
        self._pass_screen = False
        self._status = ""
        self._turn_over = False  # the hand ended: its last turn's controls are put away
        self._asked = ("", "")  # what the view shown last asked this seat, and its prompt
        self.target_score = 500
        self._edition = ""
        self._options = None
        self._asking_leave = False
        self._ended = False
        # what this update's events said so far, with each line's weight (Stage.say)
        self._spoken = []

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

    @Slot()
    def leave(self) -> None:
        """The player leaves the table: the game is let go, the shell shows the menu."""
        self.detach()
        self.finished.emit()

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

    def _on_updated(self, update: Update) -> None:
        if update.view.decision == "game_over" and not self._ended:
            self._ended = True
            self.ended.emit()
        if update.quiet:
            self._catch_up(update)
            return
        self.sequencer.push(*(ShowEvent(event) for event in update.events),
                            ShowView(update.view, tuple(update.legal)))

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

    # ------------------------------------------------------------ slots from QML

    @Slot(result=bool)
    def busy(self) -> bool:
        return self.sequencer.busy
