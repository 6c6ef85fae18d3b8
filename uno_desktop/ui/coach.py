"""The coach on the table: a hint (key H, a button) and, after a hand, the review.

A hint is the hard bot's choice for the player's seat, asked with exactly what a bot in
that seat gets (``Transport.advice_inputs``: nothing on the LAN unless the host allows it),
shown as one translated line, with the card it would play lifted in the hand. The review
asks the hard bot at each of the player's moves of the hand just played (one move per turn
of the event loop, so the table stays responsive) and lists the moments its choice was
another; each opens the replay at that moment. QML sees this object as ``App.coach``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from rules import ChooseColor
from rules.cards import Card
from uno_desktop.qttypes import Property
from uno_desktop.ui import texts
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N
from uno_desktop.ui.present.stage import Lines

if TYPE_CHECKING:
    from uno_desktop.bots.coach import Advice
    from uno_desktop.i18n import Translations
    from uno_desktop.replay import Moment, Replay
    from uno_desktop.session import HostSession
    from uno_desktop.transport import Transport
    from uno_desktop.ui.controller import GameController
    from uno_desktop.ui.replay import ReplayController

REASON = Lines("Coach", {
    "call_uno": _T("Coach", "Call UNO now, before anyone catches you."),
    "call_uno_early": _T("Coach", "Call UNO now: the card you play next leaves you one."),
    "catch": _T("Coach", "Catch {seat}: one card left and no UNO called."),
    "go_out": _T("Coach", "Play {card}: it is your last card, and the hand is yours."),
    "last_card": _T("Coach", "Play {card}: it is your last card."),
    "go_out_uncalled": _T("Coach", "Play {card}: it is your last card, though without an UNO "
                          "call it does not end the hand."),
    "wild_danger": _N("Coach", "Play the Wild now: {seat} has only %n card(s) left.", None, 1),
    "wild_only": _T("Coach", "Play the Wild: none of your coloured cards fits."),
    "wild_color": _T("Coach", "Play the Wild and name the colour you hold most."),
    "wd4_stop": _N("Coach", "Play the Wild Draw Four: {seat} has only %n card(s) left and "
                   "faces four more.", None, 1),
    "wd4_only": _T("Coach", "Play the Wild Draw Four: none of your coloured cards fits."),
    "wd4_best": _T("Coach", "Play the Wild Draw Four: {seat} faces four cards."),
    "wd4_bluff": _T("Coach", "Play the Wild Draw Four as a bluff: you hold {color}, so {seat} "
                    "may challenge it, and then you take the cards."),
    "draw_two": _T("Coach", "Play {card}: {seat} faces two cards."),
    "skip": _T("Coach", "Play {card}: {seat} misses a turn."),
    "reverse": _T("Coach", "Play {card}: play turns back, away from {seat}."),
    "keep_wild": _T("Coach", "Play {card}: you can follow {color} and keep {wild} for later."),
    "next_void": _T("Coach", "Play {card}: {seat} could not follow {color} last time."),
    "change_color": _N("Coach", "Play {card}: switch to {color}, where you still hold "
                       "%n card(s).", None, 1),
    "shed_points": _T("Coach", "Play {card} now: {seat} is about to go out, and it would "
                      "count against you."),
    "follow": _T("Coach", "Play {card}: follow {color}."),
    "color_void": _T("Coach", "Choose {color}: {seat} could not follow it last time."),
    "color_most": _T("Coach", "Choose {color}: you hold the most cards of it."),
    "color_tied": _T("Coach", "Choose {color}: you hold as many cards of it as of {others}."),
    "color_held": _N("Coach", "Choose {color}: you hold %n card(s) of it.", None, 1),
    "draw": _T("Coach", "Draw: nothing in your hand matches."),
    "draw_keep": _T("Coach", "Draw: keep your cards for a better moment."),
    "keep_drawn": _T("Coach", "Keep {card}: save it for a tighter moment."),
    "play_drawn": _T("Coach", "Play {card}, the card you drew: it fits now."),
    "no_swap": _T("Coach", "Do not swap: nobody holds fewer cards than you."),
    "swap": _N("Coach", "Swap with {seat}: they hold only %n card(s).", None, 1),
    "challenge": _T("Coach", "Challenge: {seat} probably held a card of the colour before."),
    "accept_wd4": _T("Coach", "Take the cards: a challenge would probably fail."),
    "accept": _N("Coach", "Take the %n card(s): nothing you hold passes them on.", None, 1),
    "best_odds": _T("Coach", "{action}: it came out best in the hard bot's simulated hands."),
})

AND = Lines("Coach", {  # a list of colours: "red and yellow", "red, yellow and blue"
    "two": _T("Coach", "{first} and {last}"),
    "more": _T("Coach", "{first}, {last}"),
})

TEXT = Lines("CoachPanel", {
    "off": _T("CoachPanel", "The coach is not available in this game."),
    "wait": _T("CoachPanel", "Nothing for you to decide right now."),
    "moment": _T("CoachPanel", "Hand {hand}, your move {move}: you chose “{yours}”; the hard "
                 "bot would choose “{theirs}”."),
})


class CoachApp(Protocol):
    """What the coach uses of the app (:class:`~uno_desktop.ui.shell.AppController`,
    which makes the coach: this module must not import it)."""

    @property
    def game(self) -> GameController: ...
    @property
    def session(self) -> HostSession | None: ...
    @property
    def translations(self) -> Translations: ...
    @property
    def replays(self) -> ReplayController: ...
    def players_seat(self, transport: Transport) -> int | None: ...


class CoachController(QObject):
    changed = Signal()  # the hint or whether one may be asked
    reviewChanged = Signal()

    def __init__(self, app: CoachApp, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._app = app
        self._hint: Advice | None = None
        self._hint_state = -1
        self._review: list[dict[str, Any]] = []
        self._review_open = False
        self._pending: list[Moment] = []
        self._done = 0
        self._total = 0
        self._replay: Replay | None = None
        self._seat = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._review_next)
        app.game.controlsChanged.connect(self._on_table)
        app.translations.languageChanged.connect(self.changed)
        app.translations.languageChanged.connect(self._retranslate_review)

    # ------------------------------------------------------------ the hint

    def _transport(self) -> Transport | None:
        return self._app.game.transport

    def _available(self) -> bool:
        transport = self._transport()
        return transport is not None and transport.coach_allowed()

    @Slot()
    def hint(self) -> None:
        """The hard bot's choice for the player's pending move (H or the Hint button)."""
        transport = self._transport()
        inputs = transport.advice_inputs() if transport is not None else None
        if transport is None or inputs is None:
            self._app.game.toast.emit(TEXT("off"))
            return
        view, legal, history = inputs
        if not legal or not self._my_move_shown(view.state_id, view.decision_seat, view.seat):
            self._app.game.toast.emit(TEXT("wait"))  # no hint out of turn (issue 38)
            return
        from uno_desktop.bots.coach import judge

        self._hint = judge(transport.options(), view, legal, history)
        self._hint_state = view.state_id
        self.changed.emit()

    def _my_move_shown(self, state_id: int, deciding: int | None, seat: int | None) -> bool:
        """Whether the table shows the player's own decision at ``state_id`` (a hint is for
        the position on the screen: never while the bots' moves still play to it, never
        out of turn)."""
        game = self._app.game
        shown = game.view
        return (shown is not None and shown.state_id == state_id and deciding == seat
                and seat is not None and not game.turn_over and not game.busy())

    def _on_table(self) -> None:
        """A hint is for one state only: it goes when the table moves on."""
        view = self._app.game.view
        if self._hint is not None and (view is None or view.state_id != self._hint_state):
            self._hint = None
        self.changed.emit()

    def reason_text(self, advice: Advice) -> str:
        """The advice's one line in the player's language."""
        game = self._app.game
        fields = dict(advice.fields)
        if "seat" in fields:
            fields["seat"] = game.name_of(fields["seat"])
        if "others" in fields:
            fields["others"] = _listed([texts.ColorWord(c.value).form("noun")  # "as of red"
                                        for c in fields["others"]])
        if "action" in fields:
            fields["action"] = game.describe_action(fields["action"])
        return REASON(advice.reason, **fields)

    def _hint_color(self) -> str:
        """The colour a hint at the colour picker names ("" for any other hint): the picker
        puts the focus on its disc, so Enter takes the advice, as a hinted card is lifted."""
        action = self._hint.action if self._hint is not None else None
        return action.color.value if isinstance(action, ChooseColor) else ""

    def _hint_card(self) -> int:
        card = getattr(self._hint.action, "card", None) if self._hint is not None else None
        return self._app.game.hand.index_of(card) if isinstance(card, Card) else -1

    # ------------------------------------------------------------ the review

    @Slot()
    def review(self) -> None:
        """Ask the coach's judgement at each of the player's moves of the hand just played
        (the hint's own: what H said at a move, the review says of it)."""
        from uno_desktop.replay import Replay

        session = self._app.session
        transport = self._transport()
        self._review_open = True
        self._review = []
        self._pending = []
        if session is None or transport is None or not transport.coach_allowed():
            self._total = self._done = 0
            self.reviewChanged.emit()
            return
        seat = self._app.players_seat(transport)
        replay = self._replay = Replay(session.record(), list(session.seats))
        end = len(replay)
        hand = replay.hand_at(end)
        self._seat = seat if seat is not None else 0
        self._pending = list(replay.moments(self._seat, replay.hand_starts[hand - 1], end))
        self._total, self._done = len(self._pending), 0
        self.reviewChanged.emit()
        self._timer.start(0)

    def _review_next(self) -> None:
        if not self._pending or self._replay is None:
            return
        from uno_desktop.bots.coach import judge

        moment = self._pending.pop(0)
        self._done += 1
        advice = judge(self._replay.record.options, moment.view, moment.legal, moment.history)
        if advice.action != moment.action:
            self._review.append({"position": moment.position, "move": self._done,
                                 "hand": moment.view.hand_number, "advice": advice,
                                 "yours": moment.action})
        self.reviewChanged.emit()
        if self._pending:
            self._timer.start(0)

    @Slot(int)
    def watchMoment(self, index: int) -> None:
        """The replay at that moment (before the player's move), from the player's seat."""
        if not 0 <= index < len(self._review) or self._replay is None:
            return
        item = self._review[index]
        note = self._moment_text(item) + " " + self.reason_text(item["advice"])
        self._app.replays.start(self._replay, item["position"], seat=self._seat,
                                back_to="table", playing=False, note=note)

    @Slot()
    def closeReview(self) -> None:
        self._timer.stop()
        self._pending = []
        self._review_open = False
        self.reviewChanged.emit()

    def _moment_text(self, item: dict[str, Any]) -> str:
        game = self._app.game
        return TEXT("moment", hand=item["hand"], move=item["move"],
                    yours=game.describe_action(item["yours"]),
                    theirs=game.describe_action(item["advice"].action))

    def _moments(self) -> list[dict[str, Any]]:
        return [{"index": i, "text": self._moment_text(item),
                 "reason": self.reason_text(item["advice"])}
                for i, item in enumerate(self._review)]

    def _retranslate_review(self) -> None:
        self.reviewChanged.emit()

    # ------------------------------------------------------------ properties

    available = Property(bool, _available, notify=changed)
    hintText = Property(str, lambda self: self.reason_text(self._hint) if self._hint else "",
                        notify=changed)
    hintCard = Property(int, _hint_card, notify=changed)
    hintColor = Property(str, _hint_color, notify=changed)
    reviewOpen = Property(bool, lambda self: self._review_open, notify=reviewChanged)
    reviewing = Property(bool, lambda self: bool(self._pending), notify=reviewChanged)
    reviewDone = Property(int, lambda self: self._done, notify=reviewChanged)
    reviewTotal = Property(int, lambda self: self._total, notify=reviewChanged)
    canReview = Property(bool, lambda self: self._app.session is not None and self._available(),
                         notify=changed)
    moments = Property("QVariant", _moments, notify=reviewChanged)



def _listed(names: list[str]) -> str:
    """``names`` as one list in the player's language ("red and yellow")."""
    if len(names) < 2:
        return "".join(names)
    head = names[0]
    for name in names[1:-1]:
        head = AND("more", first=head, last=name)
    return AND("two", first=head, last=names[-1])
