"""What a presenter may touch while it shows one event: the :class:`Stage`.

The stage is the presenters' whole view of the table: its list models and board, the
device controls' state, the log, the sounds, the cues for QML, and "when this has landed".
Presenters never reach into the controllers themselves, so a presenter reads as a plain
description of its event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, overload

from rules.cards import Card
from rules.events import Event
from uno_desktop.ui import texts

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from rules.views import PlayerView
    from uno_desktop.ui.models import HandModel, LogModel, SeatsModel
    from uno_desktop.ui.sequencer import Sequencer
    from uno_desktop.ui.sound import Sounds


class SeatRef:
    """A seat a line speaks of. The line names it, unless it is the seat of the person
    reading (:class:`Viewer`): then the line's second-person form speaks to them ("You play
    red 5."). Chosen by the seat, never by the name: two players may share one."""

    __slots__ = ("index",)

    def __init__(self, index: int) -> None:
        self.index = index

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SeatRef) and other.index == self.index

    def __hash__(self) -> int:
        return hash(("seat", self.index))

    def __repr__(self) -> str:
        return f"SeatRef({self.index})"


class Viewer(Protocol):
    """Whom a line is read by: the seat whose screen it is (``None``: a spectator, who has
    no "you") and how seats are named."""

    @property
    def seat(self) -> int | None: ...
    def name_of(self, seat: int | None) -> str: ...


class Lines:
    """A module's texts: one Linguist context and the source strings by code, each marked
    with ``_T`` (or ``_N`` for a ``%n`` plural, :mod:`uno_desktop.ui.marks`) where it is written.

    A line about a seat (a :class:`SeatRef` field) has a second-person form for each field
    that may be the reader's own seat, under ``code@field``: ``card_played`` reads "{seat}
    plays {card}.", ``card_played@seat`` "You play {card}.", ``uno_caught@target``
    "{catcher} catches you without UNO!". :meth:`to` picks the form for a reader; calling
    the table translates at once with names only. :meth:`Stage.log` keeps the code and
    fields instead (:class:`Claim`), so a log line follows a language switch and, in
    hot-seat, the seat whose screen is shown."""

    every: ClassVar[list[Lines]] = []  # for the translation tests

    def __init__(self, context: str, sources: dict[str, str]) -> None:
        self.context = context
        self.sources = sources
        Lines.every.append(self)

    def __call__(self, code: str, /, **fields: object) -> str:
        return self.to(None, code, **fields)

    def to(self, viewer: Viewer | None, code: str, /, **fields: object) -> str:
        """Line ``code`` as ``viewer`` reads it: in the second person where a field is the
        viewer's own seat and the table has that form, other seats by name."""
        source = self.sources[code]
        me = viewer.seat if viewer is not None else None
        if me is not None:
            for key, value in fields.items():
                if isinstance(value, SeatRef) and value.index == me:
                    source = self.sources.get(f"{code}@{key}", source)
                    break
        shown = {k: _shown(v, viewer) for k, v in fields.items()}
        return texts.translate(self.context, source, **shown)

    def forms(self, code: str) -> dict[str, str]:
        """The second-person forms of ``code`` by the field that is the reader's seat."""
        head = code + "@"
        return {key[len(head):]: text for key, text in self.sources.items()
                if key.startswith(head)}


def _shown(value: object, viewer: Viewer | None = None) -> object:
    """A field as the player reads it now: seats by name, callables asked (cards and
    colours go to :func:`texts.translate` as they are: the translation picks their form)."""
    if callable(value):
        value = value()
    if isinstance(value, SeatRef):
        return viewer.name_of(value.index) if viewer is not None else str(value.index + 1)
    return value


WEIGHT_OF = {("Announce", "your_turn"): "turn", ("Log", "game_ended"): "key",
             ("Devices", "wheel_spun"): "key", ("Devices", "race_lost"): "key",
             ("Devices", "race_won"): "key", ("Devices", "race_none"): "key"}
"""Said lines whose weight is not their context's (see :meth:`Stage.say`)."""


class Claim:
    """A log line as what it says: its event, its code and fields, and the seats' card
    counts the table showed when it was added (what :mod:`~uno_desktop.ui.present.truth`
    checks it against). ``tally``: lines of one key from moments in a row are one line whose
    ``count`` adds up ("Ben draws 9 cards.", not nine times "Ben draws 1 card.")."""

    __slots__ = ("code", "counts", "event", "fields", "lines", "step", "tally", "viewer")

    def __init__(self, lines: Lines, event: Event, code: str, fields: dict[str, object],
                 tally: object = None, step: int = 0, viewer: Viewer | None = None) -> None:
        self.lines = lines
        self.viewer = viewer  # whose screen: "you" to its seat, read again when it changes
        self.event = event
        self.code = code
        self.fields = fields
        self.tally = tally
        self.step = step  # the sequencer's moment that showed the event
        self.counts: list[int] = []

    def render(self) -> str:
        return self.lines.to(self.viewer, self.code, **self.fields)


T = TypeVar("T")


class _FromView(Generic[T]):
    """A field of the :class:`Board` that every view holds. Read, it is what the table
    shows now: the moment a presenter showed (:meth:`Board.show`), else the view's truth
    (:meth:`Board.commit`). Those two methods are its only writers; it is never assigned."""

    def __init__(self, default: T) -> None:
        self.default = default
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, board: None, owner: type) -> _FromView[T]: ...
    @overload
    def __get__(self, board: Board, owner: type) -> T: ...
    def __get__(self, board: Board | None, owner: type) -> T | _FromView[T]:
        if board is None:
            return self
        value = board._shown.get(self.name, board._truth.get(self.name, self.default))
        return value  # type: ignore[return-value]  # (each field holds its T)

    def __set__(self, board: Board, value: T) -> None:
        raise AttributeError(f"Board.{self.name} is the view's: Board.commit writes its "
                             "truth, a presenter shows a moment of it with Board.show")


class Board:
    """What the table shows besides its list models: the pile and its colour, the direction,
    the penalty, the turn, the scores, and the ends of a hand and of a game.

    One writer for the truth, and the order of the others in plain sight: the fields every
    view holds (:data:`FROM_VIEW`) are written only by :meth:`commit`, from the view an
    update ends in, once all of that update's events have landed (the sequencer's
    ``ShowView``). While the events play, their presenters show each moment as it lands
    over that truth (:meth:`show`: a card laid on the pile, a colour named, the direction
    turned, a penalty grown), and the commit drops those moments: the view has the last
    word. The rest (the hand's number, the end panels' rows and winner, the score chart)
    is in no view, and only the presenters write it.
    """

    FROM_VIEW = ("top", "color", "direction", "pending", "pending_target", "draw_pile",
                 "turn_seat", "scores", "teams")

    top: _FromView[Card | None] = _FromView(None)
    color: _FromView[str] = _FromView("")
    direction: _FromView[int] = _FromView(1)
    pending: _FromView[int] = _FromView(0)
    pending_target: _FromView[int] = _FromView(-1)
    draw_pile: _FromView[int] = _FromView(0)
    turn_seat: _FromView[int] = _FromView(-1)
    scores: _FromView[list[int]] = _FromView([])
    teams: _FromView[bool] = _FromView(False)

    __slots__ = ("_shown", "_truth", "game_over", "hand_number", "hand_over", "hand_rows",
                 "score_history", "single_hand", "winner_name", "winner_seat")

    def __init__(self) -> None:
        self._truth: dict[str, object] = {}  # the last view's (commit)
        self._shown: dict[str, object] = {}  # the moments shown since (show)
        self.hand_number = 0
        self.hand_over = False
        self.game_over = False
        self.hand_rows: list[dict[str, Any]] = []
        self.winner_name = ""
        self.winner_seat = -1  # the hand's winner; at the game's end, the winning slot
        self.score_history: list[list[int]] = []
        # ``scoring=single_hand``: one hand decides the game and nobody scores, so the
        # table shows no points, target or score chart (they would all read 0)
        self.single_hand = False

    def commit(self, view: PlayerView) -> None:
        """The truth of ``view``, over every moment shown since the last commit."""
        over = view.decision in ("hand_over", "game_over")
        self._truth = {
            "top": view.top_card,
            "color": view.active_color.value if view.active_color else "",
            "direction": view.direction,
            "pending": view.pending,
            "pending_target": -1 if view.pending_target is None else view.pending_target,
            "draw_pile": view.draw_pile,
            "turn_seat": -1 if view.decision_seat is None or over else view.decision_seat,
            "scores": list(view.scores),
            "teams": view.teams,
        }
        self._shown = {}
        if not self.score_history and not self.single_hand:  # the chart starts at nothing
            self.score_history = [[0] * len(view.scores)]

    def show(self, **moment: object) -> None:
        """A presenter's moment: ``moment``'s fields (of :data:`FROM_VIEW`) as the table
        shows them now, until the update's view is committed."""
        unknown = set(moment) - set(self.FROM_VIEW)
        if unknown:
            raise AttributeError(f"no field of the view: {sorted(unknown)}")
        self._shown.update(moment)

    def lay(self, card: Card) -> None:
        """``card`` lies on top of the discard pile now (its colour with it)."""
        self.show(top=card, color=card.color.value if card.color else "")


def _count(fields: dict[str, object]) -> int:
    count = fields.get("count", 0)
    return count if isinstance(count, int) else 0


class DeviceState:
    """What the device scenes remember between events; the presenters change it."""

    __slots__ = ("captain", "duel_laid", "presses_due", "race_chain", "race_kind")

    def __init__(self) -> None:
        self.presses_due = 0  # Extreme: presses still owed for a penalty
        self.race_chain = 0  # Racer X: cards laid in the race so far
        self.race_kind = ""
        self.duel_laid: list[tuple[int, Card]] = []  # a duel's cards so far (Kick, Battle)
        self.captain = -1  # FC Bayern: the seat whose Captain has moved no hands yet

    def new_hand(self) -> None:
        self.presses_due, self.race_chain, self.race_kind = 0, 0, ""
        self.duel_laid, self.captain = [], -1


class _Devices(Protocol):
    scene_state: DeviceState


class Controller(Protocol):
    """What a stage uses of the game's controller (:class:`~uno_desktop.ui.controller.
    GameController`, which imports the presenters: this module must not import it)."""

    board: Board
    hand: HandModel
    seats: SeatsModel
    log: LogModel
    sounds: Sounds

    @property
    def devices(self) -> _Devices: ...
    @property
    def sequencer(self) -> Sequencer: ...
    @property
    def overlayChanged(self) -> SignalInstance: ...
    @property
    def seat(self) -> int | None: ...
    @property
    def edition_name(self) -> str: ...
    def name_of(self, seat: int | None) -> str: ...
    def slot_name(self, slot: int) -> str: ...
    def card_url(self, card: Card | None) -> str: ...
    def speak(self, text: str, weight: str = ...) -> None: ...
    def show_turn(self, seat: int) -> None: ...
    def turn_passed(self, seat: int) -> None: ...
    def end_turns(self) -> None: ...


class Stage:
    """The table as one event's presenter sees it (see the module docstring)."""

    def __init__(self, controller: Controller, event: Event, factor: float) -> None:
        self._controller = controller
        self._steps = controller.sequencer
        self.event = event
        self.factor = factor
        self.board: Board = controller.board
        self.hand = controller.hand
        self.seats = controller.seats
        self.devices = controller.devices.scene_state
        self.me: int | None = controller.seat
        self.edition: str = controller.edition_name
        self.cues: list[dict[str, Any]] = []
        self._lines: list[Callable[[], None]] | None = []  # until land_lines

    # ------------------------------------------------------------ reading

    def name(self, seat: int | None) -> str:
        return self._controller.name_of(seat)

    def who(self, seat: int) -> SeatRef:
        """``seat`` as a line's field: its name, or "you" to the seat reading it."""
        return SeatRef(seat)

    def line(self, lines: Lines, code: str, /, **fields: object) -> str:
        """Line ``code`` of ``lines`` as this table's seat reads it (:meth:`Lines.to`)."""
        return lines.to(self._controller, code, **fields)

    def slot_name(self, slot: int) -> str:
        """A score slot's name: the team's in team play, else the seat's."""
        return self._controller.slot_name(slot)

    def url(self, card: Card) -> str:
        return self._controller.card_url(card)

    def back_url(self) -> str:
        """A card's back (for hands whose faces this table may not show)."""
        return self._controller.card_url(None)

    def upcoming(self) -> list[Event]:
        """The events already queued behind this one (to look ahead to a landing)."""
        return self._steps.queued_events()

    def counts(self) -> list[int]:
        """Every seat's card count as the table shows it now."""
        return [row.count for row in self.seats.rows]

    def count(self, seat: int) -> int:
        rows = self.seats.rows
        return rows[seat].count if 0 <= seat < len(rows) else 0

    # ------------------------------------------------------------ showing

    def log(self, lines: Lines, code: str, tone: str = "", /, *, tally: object = None,
            **fields: object) -> None:
        """Add a log line once this event's moment has landed (the card on the pile, the
        wheel stopped, the cards in the hand), never while it still plays, so the log
        tells only what the table shows; it is rendered again after a language switch (and
        for the seat now shown, in hot-seat: "you" is always the screen's seat).
        ``tally``: see :class:`Claim` (the ``count`` field adds up)."""
        claim = Claim(lines, self.event, code, fields, tally, self._steps.steps, self._controller)

        def add() -> None:
            log = self._controller.log
            last = log.last_claim()
            if (tally is not None and last is not None and last.tally == tally
                    and last.step == claim.step - 1):  # the moment just before this one
                total = _count(last.fields) + _count(fields)
                claim.fields = {**fields, "count": total}
                claim.counts = self.counts()
                log.replace_last(claim.render(), tone, claim.render, claim)
                return
            claim.counts = self.counts()
            log.add(claim.render(), tone, claim.render, claim)

        if self._lines is None:  # told after the moment's other landing steps had run
            self.later(add)
        else:
            self._lines.append(add)

    def tallied(self, tally: object) -> int:
        """The ``count`` the log's last line of key ``tally`` holds so far, when that line
        came from the moment just before this one (else 0): a run's total up to here."""
        last = self._controller.log.last_claim()
        if tally is None or last is None or last.tally != tally \
                or last.step != self._steps.steps - 1:
            return 0
        return _count(last.fields)

    def land_lines(self) -> None:
        """The presenter is done: its lines go in once everything else it left for the
        landing has run (a count moved, a card laid), so each is true when it appears."""
        lines, self._lines = self._lines, None

        def add() -> None:
            for fn in lines or ():
                fn()

        self.later(add)

    def tell(self, lines: Lines, code: str, tone: str = "", /, **fields: object) -> None:
        """Line ``code`` in the log and said: what the table's log shows, a screen reader
        hears (:meth:`log` alone is for a line said otherwise or not at all, each kind
        listed with why in ``tests/ui/test_heard_by_kind.py``)."""
        self.log(lines, code, tone, **fields)
        self.say(lines, code, **fields)

    def say(self, lines: Lines, code: str, /, **fields: object) -> None:
        """What a screen reader says for this event (a blind player hears what the table
        shows while they wait). The controller joins what an update's events say into one
        line, once the update is on screen; a resumed game says nothing. How much it
        matters (:data:`uno_desktop.ui.speech.WEIGHTS`, for the verbosity setting):
        :data:`WEIGHT_OF` names the exceptions; a line of the ``Announce`` context, or one
        about the player's own seat ("The launcher fires 2 cards at you!"), concerns the
        player, any other is a move."""
        if not self._steps.replaying:
            yours = lines.context == "Announce" or any(
                isinstance(v, SeatRef) and v.index == self.me for v in fields.values())
            weight = WEIGHT_OF.get((lines.context, code)) or ("mine" if yours else "move")
            self._controller.speak(lines.to(self._controller, code, **fields), weight)

    def sound(self, name: str) -> None:
        if not self._steps.replaying:  # a resumed game's history is silent
            self._controller.sounds.play(name)

    def cue(self, scene: str, act: str, **data: object) -> None:
        """Ask QML's ``scene`` to ``act`` for this event (``duration`` defaults to the
        event's own, scaled by the speed setting)."""
        self.cues.append({"scene": scene, "act": act, **data})

    def banner(self, title: str, text: str = "", ms: float | None = None,
               tint: str = "accent", weight: str = "key") -> None:
        """The table's headline over the piles, for a big moment or a device's doing
        (``ms`` at normal speed; default: the event's own duration); a screen reader says
        it too, as a big moment (``weight``: ``race`` for a race's start, said at once)."""
        data: dict[str, Any] = {"title": title, "text": text, "tint": tint}
        if not self._steps.replaying:
            self._controller.speak(title, weight)
            self._controller.speak(text, weight)
        if ms is not None:
            data["duration"] = ms * self.factor
        self.cue("banner", "cue", **data)

    def later(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once this event's animation has played (the card has landed)."""
        self._steps.after_step(fn)

    def lay(self, card: Card) -> None:
        """``card`` lies on the discard pile once this event's moment has landed (the view
        that ends the update commits what is on the pile then: :class:`Board`)."""
        self.later(lambda: self.board.lay(card))

    def show_turn(self, seat: int) -> None:
        """``seat``'s turn starts: its badge lights up and the status line says so now."""
        self._controller.show_turn(seat)

    def turn_passed(self, seat: int) -> None:
        """``seat``'s turn is over (skipped) before the next seat's starts."""
        self._controller.turn_passed(seat)

    def end_turns(self) -> None:
        """The hand is over: the last turn's prompt and controls go (before its view)."""
        self._controller.end_turns()

    def add_count(self, seat: int, delta: int) -> None:
        """A seat's card count changes by ``delta`` (never below zero)."""
        self.seats.update(seat, count=max(0, self.count(seat) + delta))

    def mine(self, cards: Iterable[Card] | None, seat: int) -> list[Card]:
        """The cards of ``seat`` this table may show (its own seat's), else none."""
        return list(cards or ()) if seat == self.me and self.me is not None else []

    def overlays_changed(self) -> None:
        """The end-of-hand and end-of-game panels need to look again (now, or from a
        :meth:`later` step)."""
        self._controller.overlayChanged.emit()
