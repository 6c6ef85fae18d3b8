"""The table's controller: clicks become core actions, incoming events become animations.

Data flows one way (ARCHITECTURE.md): QML calls a slot → the controller builds an action
→ :meth:`Transport.send`. What comes back is queued: each event updates the models a
step at a time and emits :attr:`GameController.animate` with a duration; the next event
waits until that time has passed, so nothing overlaps or is skipped. The decision
controls (colour picker, UNO, challenge, …) are rebuilt from the transport's legal
actions after each batch. Instant speed drains the queue synchronously.
"""

from __future__ import annotations

from collections import deque
from dataclasses import fields, is_dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot

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
    SwapHands,
)
from rules.actions import action_tag
from rules.cards import Card
from rules.events import event_tag
from uno_desktop.resources import card_url
from uno_desktop.transport import FLIGHT_MS, Transport, Update, speed_factor
from uno_desktop.ui import texts
from uno_desktop.ui.models import HandModel, LogModel, SeatRow, SeatsModel
from uno_desktop.ui.sound import Sounds

try:  # the editions' device controls (spin wheel, launcher, scale, …), when present
    from uno_desktop.ui.devices import DeviceController
except ImportError:  # pragma: no cover - devices not installed in this build
    DeviceController = None  # type: ignore[assignment,misc]

# Base durations (ms, normal speed) of each event's animation.
DURATIONS = {
    "hand_started": 250,
    "cards_dealt": 110,
    "first_card": 380,
    "card_played": FLIGHT_MS,
    "cards_drawn": 320,
    "reshuffled": 600,
    "color_chosen": 380,
    "turn_skipped": 450,
    "direction_changed": 500,
    "penalty_pending": 300,
    "challenge_resolved": 1100,
    "uno_called": 650,
    "uno_caught": 750,
    "hands_swapped": 550,
    "hands_rotated": 550,
    "turn_timed_out": 300,
    "cards_revealed": 900,
}
HANDLED_TAGS = {"play", "draw", "choose_color", "challenge", "accept", "call_uno", "catch_uno"}


def _var(getter: Any, notify: Any) -> Any:
    """A read-only QVariant property of the controller."""
    return Property("QVariant", getter, notify=notify)


def _fields(obj: object) -> dict[str, Any]:
    return {f.name: getattr(obj, f.name) for f in fields(obj)} if is_dataclass(obj) else {}


class GameController(QObject):
    """One game on the table, for the local seat the transport shows."""

    animate = Signal("QVariantMap")  # {type, seat, ..., duration}: QML plays it
    toast = Signal(str)  # a translated message (an illegal try, an error)
    stateChanged = Signal()  # any of the scalar properties below changed
    controlsChanged = Signal()
    overlayChanged = Signal()
    finished = Signal()  # the game is over and the player left the table
    lost = Signal(str)  # the transport closed under us (translated reason)

    def __init__(self, sounds: Sounds | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hand = HandModel(self)
        self.hand.namer = texts.card_name
        self.seats = SeatsModel(self)
        self.log = LogModel(self)
        self.sounds = sounds or Sounds(self, enabled=False)
        self.transport: Transport | None = None
        self._queue: deque[tuple] = deque()
        self._busy = False
        self._after: list = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step_done)
        self._speed = "normal"
        self._colour_blind = False
        self._reset_state()
        # Hooks: on_event, on_view, handles, intercept_play(_drawn), status_text.
        self.devices = DeviceController(self) if DeviceController is not None else None

    def _reset_state(self) -> None:
        self._seat: int | None = None
        self._view: PlayerView | None = None
        self._legal: list[object] = []
        self._top: Card | None = None
        self._color = ""
        self._direction = 1
        self._pending = 0
        self._pending_target = -1
        self._draw_pile = 0
        self._turn_seat = -1
        self._decision = ""
        self._pass_screen = False
        self._hand_over = False
        self._game_over = False
        self._hand_rows: list[dict] = []
        self._winner_name = ""
        self._score_history: list[list[int]] = []
        self._scores: list[int] = []
        self._hand_number = 0
        self._teams = False
        self._status = ""
        self._resume_end = None
        self.target_score = 500
        self._edition = ""

    # ------------------------------------------------------------ wiring

    def attach(self, transport: Transport) -> None:
        """Start showing ``transport``'s game (the transport's ``start`` is called here)."""
        self.detach()
        self._reset_state()
        self._queue.clear()
        self._busy = False
        self.hand.clear()
        self.log.clear()
        self.transport = transport
        if self.devices is not None:
            self.devices.reset()
        transport.set_speed(self._speed)
        self._seat = transport.seat
        self._build_seats()
        transport.updated.connect(self._on_updated)
        transport.rejected.connect(self._on_rejected)
        transport.seatChanged.connect(self._on_seat_changed)
        transport.closed.connect(self._on_closed)
        self.target_score = transport.options().target_score
        self._edition = transport.options().edition
        self._resume_end = None
        for event in transport.history():  # a resumed game: scores so far, no animation
            tag = event_tag(event)
            if tag == "hand_ended":
                self._score_history.append(list(event.scores))
                self._resume_end = event
            elif tag == "hand_started":
                self._resume_end = None
        self.stateChanged.emit()
        self.overlayChanged.emit()
        transport.start()

    def detach(self) -> None:
        if self.transport is not None:
            for signal, slot in ((self.transport.updated, self._on_updated),
                                 (self.transport.rejected, self._on_rejected),
                                 (self.transport.seatChanged, self._on_seat_changed),
                                 (self.transport.closed, self._on_closed)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
            self.transport.close()
            self.transport = None
        self._timer.stop()
        self._queue.clear()
        self._busy = False

    def set_speed(self, speed: str) -> None:
        self._speed = speed
        if self.transport is not None:
            self.transport.set_speed(speed)
        self.stateChanged.emit()

    def set_colour_blind(self, on: bool) -> None:
        self._colour_blind = on
        self.hand.set_colour_blind(on)
        self.stateChanged.emit()

    def _build_seats(self) -> None:
        assert self.transport is not None
        local = set(self.transport.local_seats())
        rows = [SeatRow(seat=i, name=p.name, is_bot=p.is_bot, level=p.level,
                        is_me=(i == self._seat), is_local=i in local)
                for i, p in enumerate(self.transport.players())]
        self.seats.reset(rows)

    def _name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.seats.rows):
            return "?"
        return self.seats.rows[seat].name

    # ------------------------------------------------------------ incoming

    def _on_updated(self, update: Update) -> None:
        for event in update.events:
            self._queue.append(("event", event))
        self._queue.append(("view", update.view, list(update.legal)))
        self._pump()

    def _on_seat_changed(self, seat: int) -> None:
        self._queue.append(("seat", seat))
        self._pump()

    def _on_closed(self, reason: str) -> None:
        """The host went away (LAN): say why; the shell takes the player to the menu."""
        if reason:
            self.lost.emit(texts.translate_code("net", reason))

    def _on_rejected(self, code: str) -> None:
        self.toast.emit(texts.translate_code("illegal", code))

    def _factor(self) -> float:
        return speed_factor(self._speed)

    def _pump(self) -> None:
        while self._queue and not self._busy:
            item = self._queue.popleft()
            duration = self._handle(item)
            if duration > 0:
                self._busy = True
                self._timer.start(duration)
                return
            self._run_after()

    def _step_done(self) -> None:
        self._busy = False
        self._run_after()
        self._pump()

    def _run_after(self) -> None:
        after, self._after = self._after, []
        for fn in after:
            fn()

    def _handle(self, item: tuple) -> int:
        kind = item[0]
        if kind == "event":
            return self._handle_event(item[1])
        if kind == "view":
            self._apply_view(item[1], item[2])
            return 0
        if kind == "seat":
            self._seat = item[1]
            for row in self.seats.rows:
                self.seats.update(row.seat, is_me=row.seat == self._seat)
            if self.transport is not None and len(self.transport.local_seats()) > 1:
                self._pass_screen = True
                self.overlayChanged.emit()
            self.hand.clear()
            return 0
        return 0

    # ------------------------------------------------------------ events

    def _emit_anim(self, tag: str, duration: int, **data: Any) -> int:
        data["type"] = tag
        data["duration"] = duration
        data.setdefault("mySeat", -1 if self._seat is None else self._seat)
        self.animate.emit(data)
        return duration

    def _log(self, code: str, tone: str = "", **fields_: Any) -> None:
        """Add a log line. Cards and colours come raw, so a language switch re-renders it."""
        def render() -> str:
            shown = {k: texts.card_name(v) if isinstance(v, Card)
                     else texts.translate_code("color", v.value) if isinstance(v, Color) else v
                     for k, v in fields_.items()}
            return texts.translate_code("event", code, **shown)

        self.log.add(render(), tone, render)

    def _handle_event(self, event: object) -> int:
        tag = event_tag(event)
        f = self._factor()
        if self.devices is not None:
            handled = self.devices.on_event(event, f)
            if handled is not None:
                return handled
        base = DURATIONS.get(tag, 250)
        d = int(base * f)
        me = self._seat
        name = self._name
        if tag == "hand_started":
            self._hand_number = event.hand_number
            self._hand_over = False
            self._pass_hidden_reset()
            self.hand.clear()
            for row in self.seats.rows:
                self.seats.update(row.seat, count=0, catchable=False, uno_called=False)
            self._top, self._color, self._pending, self._direction = None, "", 0, 1
            self.stateChanged.emit()
            self.overlayChanged.emit()
            self._log("hand_started", "info", number=event.hand_number,
                      dealer=name(event.dealer))
            self.sounds.play("shuffle")
            return self._emit_anim(tag, d)
        if tag == "cards_dealt":
            self.seats.update(event.seat, count=event.count)
            if event.seat == me and event.cards:
                self.hand.sync(event.cards)
            return self._emit_anim(tag, d, seat=event.seat, count=event.count)
        if tag == "first_card":
            if event.returned:
                self._log("first_card_returned", card=event.card)
                return self._emit_anim(tag, d, card=self._url(event.card), returned=True)
            self._log("first_card", card=event.card)

            def land() -> None:
                self._top = event.card
                self._color = event.card.color.value if event.card.color else ""
                self.stateChanged.emit()

            self._after.append(land)
            self.sounds.play("play")
            return self._emit_anim(tag, d, card=self._url(event.card), returned=False)
        if tag == "turn_started":
            self._turn_seat = event.seat
            for row in self.seats.rows:
                self.seats.update(row.seat, is_turn=row.seat == event.seat)
            self.stateChanged.emit()
            return 0
        if tag == "card_played":
            seat, card, count = event.seat, event.card, event.count
            from_index = self.hand.index_of(card) if seat == me else -1
            self._emit_anim(tag, d, seat=seat, card=self._url(card), count=count,
                            fromIndex=from_index, jumpIn=event.jump_in)
            if seat == me:
                self.hand.remove_card(card, count)
            self.seats.update(seat, count=max(0, self.seats.rows[seat].count - count))
            if event.jump_in:
                self._log("card_jumped_in", "hot", seat=name(seat), card=card)
            elif count > 1:
                self._log("card_played_many", seat=name(seat), card=card,
                          count=count)
            else:
                self._log("card_played", seat=name(seat), card=card)
            self.sounds.play("play")

            def land() -> None:
                self._top = card
                self._color = card.color.value if card.color else ""
                self.stateChanged.emit()

            self._after.append(land)
            return d
        if tag == "cards_drawn":
            seat, count = event.seat, event.count
            self.seats.update(seat, count=self.seats.rows[seat].count + count)
            code = {"penalty": "cards_drawn_penalty", "challenge": "cards_drawn_penalty",
                    "uno_penalty": "cards_drawn_uno"}.get(event.reason, "cards_drawn")
            self._log(code, "warn" if code != "cards_drawn" else "", seat=name(seat), count=count)
            cards = list(event.cards or ()) if seat == me else []
            self.sounds.play("draw")
            if cards:
                def land() -> None:
                    for c in cards:
                        self.hand.add_card(c)

                self._after.append(land)
            dd = int(d + min(count - 1, 5) * 60 * f) if count else 0
            if count == 0:
                return 0
            return self._emit_anim(tag, dd, seat=seat, count=count,
                                   cards=[self._url(c) for c in cards])
        if tag == "reshuffled":
            self._log("reshuffled")
            self.sounds.play("shuffle")
            return self._emit_anim(tag, d, count=event.count)
        if tag == "color_chosen":
            self._color = event.color.value
            self.stateChanged.emit()
            self._log("color_chosen", seat=name(event.seat),
                      color=event.color)
            return self._emit_anim(tag, d, seat=event.seat, color=event.color.value)
        if tag == "turn_skipped":
            self._log("turn_skipped", seat=name(event.seat))
            return self._emit_anim(tag, d, seat=event.seat)
        if tag == "direction_changed":
            self._direction = event.direction
            self.stateChanged.emit()
            self._log("direction_changed")
            return self._emit_anim(tag, d, direction=event.direction)
        if tag == "penalty_pending":
            self._pending, self._pending_target = event.total, event.target
            self.stateChanged.emit()
            self._log("penalty_pending", "warn", seat=name(event.target), total=event.total)
            return self._emit_anim(tag, d, seat=event.target, total=event.total)
        if tag == "challenge_resolved":
            code = "challenge_guilty" if event.guilty else "challenge_innocent"
            self._log(code, "hot", challenger=name(event.challenger), player=name(event.player))
            hand = [self._url(c) for c in event.hand] if event.hand else []
            return self._emit_anim(tag, d if not hand else int(2200 * f), seat=event.player,
                                   challenger=event.challenger, guilty=event.guilty, cards=hand)
        if tag == "uno_called":
            self.seats.update(event.seat, uno_called=True, catchable=False)
            self._log("uno_called", "hot", seat=name(event.seat))
            self.sounds.play("uno")
            return self._emit_anim(tag, d, seat=event.seat)
        if tag == "uno_caught":
            self.seats.update(event.target, catchable=False)
            self._log("uno_caught", "hot", catcher=name(event.catcher), target=name(event.target))
            self.sounds.play("catch")
            return self._emit_anim(tag, d, seat=event.target, catcher=event.catcher)
        if tag == "hands_swapped":
            self._log("hands_swapped", a=name(event.a), b=name(event.b))
            return self._emit_anim(tag, d, a=event.a, b=event.b)
        if tag == "hands_rotated":
            self._log("hands_rotated")
            return self._emit_anim(tag, d, direction=event.direction)
        if tag == "turn_timed_out":
            self._log("turn_timed_out", seat=name(event.seat))
            return self._emit_anim(tag, d, seat=event.seat)
        if tag == "cards_revealed":
            self._log("cards_revealed", seat=name(event.seat), count=len(event.cards))
            return self._emit_anim(tag, d, seat=event.seat,
                                   cards=[self._url(c) for c in event.cards])
        if tag == "hand_ended":
            self._on_hand_ended(event)
            return 0
        if tag == "game_ended":
            self._game_over = True
            self._winner_name = self._slot_name(event.winner)
            self._log("game_ended", "hot", seat=self._winner_name)
            self.sounds.play("win")
            self.overlayChanged.emit()
            return 0
        if tag == "windows_closed" or tag == "dealer_chosen":
            return 0
        # An event this table has no animation for yet (a new edition's): log and pause.
        line = partial(texts.event_line, tag, _fields(event), self._name)
        self.log.add(line(), "", line)
        data = {k: (v if isinstance(v, int | str | bool) else str(v))
                for k, v in _fields(event).items()}
        return self._emit_anim(tag, d, **data)

    def _slot_name(self, slot: int) -> str:
        if self._teams:
            return self.tr("Team {n}").format(n=slot + 1)
        return self._name(slot)

    def _on_hand_ended(self, event: object) -> None:
        self._scores = list(event.scores)
        self._score_history.append(list(event.scores))
        rows = []
        for seat, value in enumerate(event.hand_values):
            slot = seat % 2 if self._teams else seat
            count = self.seats.rows[seat].count if seat < len(self.seats.rows) else 0
            left = event.hands[seat] if seat < len(event.hands) else ()
            rows.append({
                "seat": seat,
                "name": self._name(seat),
                "cards": len(left) if left else count,
                # The cards left are shown face up for the count; older saves lack them.
                "faces": [self._url(c) for c in left[:8]]
                if left else [self.backCard] * min(count, 6),
                "value": value,
                "points": event.points[slot] if slot < len(event.points) else 0,
                "total": event.scores[slot] if slot < len(event.scores) else 0,
                "winner": seat == event.winner,
            })
        self._hand_rows = rows
        self._winner_name = self._name(event.winner)
        self._hand_over = True
        pts = event.points[event.winner % 2 if self._teams else event.winner]
        self._log("hand_ended", "hot", seat=self._winner_name, points=pts)
        for row in self.seats.rows:
            slot = row.seat % 2 if self._teams else row.seat
            self.seats.update(row.seat, score=event.scores[slot])
        self.sounds.play("win")
        self.overlayChanged.emit()
        self.stateChanged.emit()

    def _pass_hidden_reset(self) -> None:
        pass

    def _url(self, card: Card) -> str:
        return card_url(card.code, self._colour_blind)

    # ------------------------------------------------------------ view & controls

    def _apply_view(self, view: PlayerView, legal: list[object]) -> None:
        self._view = view
        self._legal = list(legal)
        self._teams = view.teams
        resumed_end, self._resume_end = self._resume_end, None
        if resumed_end is not None and view.decision == "hand_over":
            self._score_history.pop()
            self._on_hand_ended(resumed_end)
        if view.hand is not None and view.seat == self._seat:
            self.hand.sync(view.hand)
        self._top = view.top_card
        self._color = view.active_color.value if view.active_color else ""
        self._direction = view.direction
        self._pending = view.pending
        self._pending_target = -1 if view.pending_target is None else view.pending_target
        self._draw_pile = view.draw_pile
        self._decision = view.decision
        self._turn_seat = -1 if view.decision_seat is None else view.decision_seat
        self._scores = list(view.scores)
        if not self._score_history:
            self._score_history = [[0] * len(view.scores)]
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
        if view.decision in ("hand_over", "game_over"):
            self._turn_seat = -1
        if self.devices is not None:
            self.devices.on_view(view, legal)
        self._status = self._status_text()
        self.stateChanged.emit()
        self.controlsChanged.emit()
        if self.transport is not None:  # everything up to this state is on screen now
            self.transport.acknowledge(view.state_id)

    @Slot()
    def retranslate(self) -> None:
        """The language changed: rebuild the texts made in Python (QML re-translates itself)."""
        self._status = self._status_text()
        self.log.retranslate()
        self.stateChanged.emit()
        self.controlsChanged.emit()
        self.overlayChanged.emit()

    def _status_text(self) -> str:
        v = self._view
        if v is None:
            return ""
        if self.devices is not None:
            text = self.devices.status_text(v)
            if text:
                return text
        if v.decision in ("hand_over", "game_over"):
            return texts.translate_code("decision", v.decision)
        if v.decision_seat == self._seat and self._seat is not None:
            return texts.translate_code("decision", v.decision)
        if v.decision_seat is None:
            return ""
        return self.tr("Waiting for {name}…").format(name=self._name(v.decision_seat))

    def _has(self, cls: type) -> bool:
        return any(isinstance(a, cls) for a in self._legal)

    def _my_decision(self) -> bool:
        v = self._view
        return v is not None and self._seat is not None and v.decision_seat == self._seat

    # ------------------------------------------------------------ slots from QML

    def _send(self, action: object) -> None:
        if self.transport is None:
            return
        self.sounds.play("click")
        self.transport.send(action, self._view.state_id if self._view is not None else None)

    @Slot(int)
    def playCard(self, index: int) -> None:
        """Play the card at ``index``; an illegal try still goes to the host for its reason."""
        card = self.hand.card_at(index)
        if card is None:
            return
        if self.devices is not None and self.devices.intercept_play(index):
            return
        counts = sorted(a.count for a in self._legal if isinstance(a, Play) and a.card == card)
        self._send(Play(card, counts[0] if counts else 1))

    @Slot()
    def draw(self) -> None:
        self._send(Draw())

    @Slot()
    def callUno(self) -> None:
        self._send(CallUno())

    @Slot(int)
    def catchUno(self, seat: int) -> None:
        self._send(CatchUno(seat))

    @Slot(str)
    def chooseColor(self, color: str) -> None:
        self._send(ChooseColor(Color(color)))

    @Slot()
    def challenge(self) -> None:
        self._send(Challenge())

    @Slot()
    def accept(self) -> None:
        self._send(Accept())

    @Slot()
    def keepDrawn(self) -> None:
        self._send(Pass())

    @Slot()
    def playDrawn(self) -> None:
        if self.devices is not None and self.devices.intercept_play_drawn():
            return
        if self._view is not None and self._view.drawn_card is not None:
            self._send(Play(self._view.drawn_card))

    @Slot(int)
    def swapWith(self, seat: int) -> None:
        self._send(SwapHands(seat))

    @Slot()
    def skipSwap(self) -> None:
        self._send(Pass())

    @Slot(int)
    def genericAction(self, index: int) -> None:
        actions = self._generic_actions()
        if 0 <= index < len(actions):
            self._send(actions[index])

    @Slot()
    def reveal(self) -> None:
        """Hot-seat: the next player is at the screen; show their hand."""
        self._pass_screen = False
        self.overlayChanged.emit()

    @Slot()
    def nextHand(self) -> None:
        self._hand_over = False
        self.overlayChanged.emit()
        if self.transport is not None:
            self.transport.next_hand()

    @Slot()
    def leave(self) -> None:
        self.detach()
        self.finished.emit()

    @Slot(result=bool)
    def busy(self) -> bool:
        return self._busy or bool(self._queue)

    # ------------------------------------------------------------ derived controls

    def _generic_actions(self) -> list[object]:
        """Legal actions no dedicated control covers: offered as labelled buttons."""
        v = self._view
        out: list[object] = []
        for a in self._legal:
            tag = action_tag(a)
            if self.devices is not None and self.devices.handles(a):
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

    def _label(self, action: object) -> str:
        tag = action_tag(action)
        data = _fields(action)
        if isinstance(action, Play) and action.count > 1:
            return texts.translate_code("action", "play_many", card=texts.card_name(action.card),
                                        count=action.count)
        pretty: dict[str, Any] = {}
        for key, value in data.items():
            if isinstance(value, Card):
                pretty[key] = texts.card_name(value)
            elif isinstance(value, Color):
                pretty[key] = texts.translate_code("color", value.value)
            elif key in ("seat", "target", "a", "b") and isinstance(value, int):
                pretty[key] = self._name(value)
            else:
                pretty[key] = value
        text = texts.translate_code("action", tag, **pretty)
        if tag not in texts.ACTION and pretty:
            text += " " + ", ".join(str(v) for v in pretty.values())
        return text

    # ------------------------------------------------------------ properties

    _p = partial(_var, notify=stateChanged)
    _c = partial(_var, notify=controlsChanged)
    _o = partial(_var, notify=overlayChanged)

    topCard = _p(lambda self: self._url(self._top) if self._top else "")
    topCode = _p(lambda self: self._top.code if self._top else "")
    activeColor = _p(lambda self: self._color)
    direction = _p(lambda self: self._direction)
    pending = _p(lambda self: self._pending)
    pendingTarget = _p(lambda self: self._pending_target)
    drawPile = _p(lambda self: self._draw_pile)
    turnSeat = _p(lambda self: self._turn_seat)
    mySeat = _p(lambda self: -1 if self._seat is None else self._seat)
    statusText = _p(lambda self: self._status)
    speedFactor = _p(lambda self: self._factor())
    colorBlind = _p(lambda self: self._colour_blind)
    backCard = _p(lambda self: card_url("back", self._colour_blind))
    handNumber = _p(lambda self: self._hand_number)
    targetScore = _p(lambda self: self.target_score)
    seatCount = _p(lambda self: len(self.seats.rows))
    edition = _p(lambda self: self._edition)
    myScore = _p(lambda self: self.seats.rows[self._seat].score
                 if self._seat is not None and self._seat < len(self.seats.rows) else 0)

    decision = _c(lambda self: self._decision)
    myTurn = _c(lambda self: self._my_decision())
    canDraw = _c(lambda self: self._has(Draw))
    canUno = _c(lambda self: self._has(CallUno))
    canChallenge = _c(lambda self: self._has(Challenge))
    canAccept = _c(lambda self: self._has(Accept))
    choosingColor = _c(lambda self: self._has(ChooseColor))
    drawnCard = _c(lambda self: self._url(self._view.drawn_card)
                   if self._view is not None and self._view.drawn_card else "")
    canKeepDrawn = _c(lambda self: self._my_decision() and self._view.decision == "drawn"
                      and self._has(Pass))
    swapTargets = _c(lambda self: [{"seat": a.target, "name": self._name(a.target)}
                                   for a in self._legal if isinstance(a, SwapHands)]
                     if self._view is not None and self._view.decision in ("seven", "zero_swap")
                     else [])
    canSkipSwap = _c(lambda self: self._view is not None and self._view.decision == "seven"
                     and self._has(Pass))
    genericActions = _c(lambda self: [{"index": i, "label": self._label(a)}
                                      for i, a in enumerate(self._generic_actions())])
    catchTargets = _c(lambda self: [a.target for a in self._legal if isinstance(a, CatchUno)])

    passScreen = _o(lambda self: self._pass_screen)
    passName = _o(lambda self: self._name(self._seat))
    handOver = _o(lambda self: self._hand_over and not self._game_over)
    gameOver = _o(lambda self: self._game_over)
    handRows = _o(lambda self: self._hand_rows)
    winnerName = _o(lambda self: self._winner_name)
    scoreHistory = _o(lambda self: self._score_history)
    slotNames = _o(lambda self: [self._slot_name(i) for i in range(len(self._scores))]
                   if self._scores else [r.name for r in self.seats.rows])

    handModel = Property(QObject, lambda self: self.hand, constant=True)
    deviceController = Property(QObject, lambda self: self.devices, constant=True)
    devicesObject = Property(QObject, lambda self: self.devices, constant=True)
    seatsModel = Property(QObject, lambda self: self.seats, constant=True)
    logModel = Property(QObject, lambda self: self.log, constant=True)

    del _p, _c, _o
