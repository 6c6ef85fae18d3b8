"""The edition devices on the table: the Python half of ``qml/devices/``.

The core has already decided every device outcome (where the wheel stops, how many cards
the launcher shoots, which pan tips); :class:`DeviceController` turns those edition events
into animation requests (:attr:`DeviceController.event`, each with a duration scaled by the
speed setting, so the table's queue waits until the device has landed), keeps the device
state the QML components bind to, and turns clicks on the devices into core actions.

The :class:`~uno_desktop.ui.controller.GameController` calls four hooks: :meth:`on_event`
(first look at every event; a non-``None`` result means the device handled it),
:meth:`on_view` (after each view), :meth:`handles` (edition actions these controls cover,
kept out of the generic button row) and :meth:`intercept_play` (a click on a hand card
that means something else here: discard it, or pick it before choosing a scale pan).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Property, QCoreApplication, QObject, Signal, Slot

from rules import Accept, Draw, Pass, PlayerView, SwapHands
from rules.actions import action_tag
from rules.cards import Card, Color
from rules.editions.common import (
    CallUnoSpin,
    ChoosePan,
    ChooseSeat,
    DiscardCard,
    KeepHand,
    NameColor,
    NameNumber,
    PassHands,
    PlayOnPan,
    RotateHands,
    Slap,
    SpinWheel,
    SwapPair,
)
from rules.events import event_tag
from uno_desktop.ui import texts

if TYPE_CHECKING:
    from uno_desktop.ui.controller import GameController

_T = QT_TRANSLATE_NOOP
CTX = "Devices"

# Base durations (ms at normal speed) of the device animations; the queue waits this long.
DURATIONS = {
    "wheel_spun": 2900,
    "launcher_fired": 650,
    "flash_picked": 700,
    "race_started": 900,
    "race_ended": 1100,
    "duel_round": 1500,
    "effect_cancelled": 1100,
    "named": 900,
    "cards_discarded": 650,
    "scale_settled": 450,
    "scale_tipped": 1700,
    "pan_filled": 550,
}
SHOT_MS = 90  # each further card the launcher shoots adds this much

# The wheel's segments in the order they sit on the wheel (rules.editions.spin.SEGMENTS).
SEGMENTS = ("almost_uno", "discard_number", "discard_color", "draw_red", "draw_blue",
            "show_hand", "trade_hands", "battle", "uno_spin")

# Decisions the device components offer their own controls for.
DEVICE_DECISIONS = {
    "spin", "spin_discard", "spin_number", "spin_color", "spin_race", "spin_uno_discard",
    "kick_opponent", "race", "captain", "lotso_name", "victory_lap", "slap_race",
    "tilt_starter", "tilt_place", "trade_hands",
}
# Action tags the device components offer (kept out of the table's generic buttons).
DEVICE_TAGS = {
    "spin_wheel", "call_uno_spin", "discard_card", "name_number", "name_color", "slap",
    "choose_seat", "keep_hand", "pass_hands", "rotate_hands", "swap_pair", "play_on_pan",
    "choose_pan", "press_launcher",
}

# Log lines of the device events; the others (counted cards) use the table's own texts.
LOG = {
    "wheel_spun": _T("Devices", "{seat} spins the wheel: {segment}."),
    "launcher_empty": _T("Devices", "{seat} presses the launcher: nothing happens."),
    "flash_picked": _T("Devices", "The flash unit picks {seat}."),
    "race_racer_x": _T("Devices", "Racer X! The race starts at {value}."),
    "race_slap": _T("Devices", "SLAP! Everyone hits the buzzer."),
    "race_uno_spin": _T("Devices", "UNO Spin! The first to call it discards a card."),
    "race_lost": _T("Devices", "{seat} loses the race."),
    "race_won": _T("Devices", "{seat} wins the race."),
    "race_none": _T("Devices", "Nobody won the race."),
    "duel_round": _T("Devices", "Duel: {cards}."),
    "duel_result": _T("Devices", "{winner} wins the duel, {loser} takes the cards."),
    "effect_cancelled_penalty": _T("Devices", "{seat} is offside: nobody draws."),
    "effect_cancelled_spin": _T("Devices", "{seat} plays the twin: no spin."),
    "named_color": _T("Devices", "{seat} names {value}."),
    "named_number": _T("Devices", "{seat} names {value}."),
    "scale_settled": _T("Devices", "The scale holds: {left} – {right}."),
    "scale_tipped": _T("Devices", "The scale tips! {seat} placed the last card."),
    "pan_filled": _T("Devices", "{seat} drops {card} on the {pan} pan."),
}

STATUS = {
    "spin": _T("Devices", "Spin the wheel"),
    "spin_discard": _T("Devices", "Almost UNO: click cards to discard until two are left"),
    "spin_number": _T("Devices", "Name a number to discard"),
    "spin_color": _T("Devices", "Name a colour to discard"),
    "spin_race": _T("Devices", "UNO Spin! Be the first to call it"),
    "spin_uno_discard": _T("Devices", "You won the race: discard one card"),
    "kick_opponent": _T("Devices", "Choose your opponent for the penalty kick"),
    "race": _T("Devices", "Racer X: play the next number or give up"),
    "captain": _T("Devices", "Captain: move the hands, swap two, or keep them"),
    "lotso_name": _T("Devices", "Lotso: name a colour everyone must show"),
    "victory_lap": _T("Devices", "Victory lap: keep this hand or pass the hands on"),
    "slap_race": _T("Devices", "SLAP! Hit the buzzer"),
    "tilt_starter": _T("Devices", "Tilt: choose who starts filling the pans"),
    "tilt_place": _T("Devices", "Tilt: choose a pan for the top card"),
    "trade_hands": _T("Devices", "Choose whom to trade hands with"),
    "tippo_turn": _T("Devices", "Play a card on a pan (card, then pan) or draw"),
    "tippo_start_color": _T("Devices", "Choose the colour of the black start card"),
    "extreme_turn": _T("Devices", "Play a card or press the launcher"),
}

PAN = {0: _T("Devices", "left"), 1: _T("Devices", "right")}


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def _card_code(card: Card | None) -> str:
    return card.code if card is not None else ""


class DeviceController(QObject):
    """Device state and controls for the table's ``DeviceLayer`` (see module docstring)."""

    event = Signal("QVariantMap")  # {type, duration, ...}: a device animation to play
    changed = Signal()  # any property below
    viewed = Signal()  # a new view arrived (what is legal now is up to date)

    def __init__(self, game: GameController) -> None:
        super().__init__(game)
        self.gc = game
        self.reset()

    def reset(self) -> None:
        self._edition = "classic"
        self._decision = ""
        self._decision_seat = -1
        self._state: dict[str, Any] = {}
        self._legal: list[object] = []
        self._selected = -1  # hand index picked before choosing a pan (Tippo)
        self._presses_due = 0  # Extreme: presses still owed for a penalty
        self._race_chain = 0  # Racer X: cards laid in the race so far
        self._race_kind = ""
        self._hand_counts: list[int] = []
        self._laps = 0  # Cars: how often the hands went round for this victory lap
        self._awaiting = False  # an action was sent; its answer (the next view) is pending
        self._view_seat: int | None = None
        self.event.emit({"type": "reset", "duration": 0})  # a new game: scenes start empty
        transport = getattr(self.gc, "transport", None)
        if transport is not None:  # a refused action: the controls come back at once
            transport.rejected.connect(self._on_rejected)

    def _on_rejected(self, code: str) -> None:
        if self._awaiting:
            self._awaiting = False
            self.changed.emit()

    # ------------------------------------------------------------ hooks

    def _names(self, seat: int | None) -> str:
        return self.gc._name(seat)

    def _url(self, card: Card | None) -> str:
        return self.gc._url(card) if card is not None else ""

    def _log(self, code: str, tone: str = "", **fields: Any) -> None:
        """Add a log line. Callable fields are rendered each time the line is, so a
        language switch re-renders names, segments and cards too."""

        def render() -> str:
            shown = {k: v() if callable(v) else v for k, v in fields.items()}
            if code not in LOG:
                return texts.translate_code("event", code, **shown)
            try:
                return tr(LOG[code]).format(**shown)
            except (KeyError, IndexError, ValueError):
                return tr(LOG[code])

        self.gc.log.add(render(), tone, render)

    def _seat_name(self, seat: int) -> Any:
        return lambda: self._names(seat)

    def _emit(self, tag: str, duration: int, **data: Any) -> int:
        data["type"] = tag
        data["duration"] = duration
        data["edition"] = self._edition
        data["mySeat"] = -1 if self.gc._seat is None else self.gc._seat
        self.event.emit(data)
        return duration

    def _upcoming(self) -> list[object]:
        """Events already queued behind the current one (look-ahead for landings)."""
        return [item[1] for item in self.gc._queue if item[0] == "event"]

    def on_event(self, event: object, factor: float) -> int | None:
        """Animate an edition event and return its duration; ``None``: the table's."""
        tag = event_tag(event)
        name = self._names
        base = DURATIONS.get(tag)
        d = int(base * factor) if base is not None else 0
        if tag == "hand_started":
            self._presses_due, self._race_chain, self._selected = 0, 0, -1
            self._emit("hand_started", 0)
            return None
        if tag == "wheel_spun":
            seg = event.segment
            self._log("wheel_spun", "hot", seat=self._seat_name(event.seat),
                      segment=lambda: segment_label(seg))
            return self._emit(tag, d, seat=event.seat, segment=seg,
                              index=SEGMENTS.index(seg) if seg in SEGMENTS else 0)
        if tag == "launcher_fired":
            cards: list[str] = []
            if event.count and event.seat == self.gc._seat:
                nxt = next((e for e in self._upcoming() if event_tag(e) == "cards_drawn"), None)
                if nxt is not None and nxt.cards:
                    cards = [self._url(c) for c in nxt.cards]
            if self._presses_due > 0:  # the counter steps down once this press has landed
                def pressed() -> None:
                    self._presses_due = max(0, self._presses_due - 1)
                    self.changed.emit()

                self.gc._after.append(pressed)
            if event.count:
                self._log("launcher_fired", "warn", seat=self._seat_name(event.seat),
                          count=event.count)
            else:
                self._log("launcher_empty", seat=self._seat_name(event.seat))
            d = int((DURATIONS[tag] + SHOT_MS * max(0, event.count - 1)) * factor)
            self.changed.emit()
            return self._emit(tag, d, seat=event.seat, count=event.count, cards=cards)
        if tag == "cards_drawn" and event.reason == "launcher":
            # The launcher already shot these cards at the presser: only the bookkeeping.
            seat = event.seat
            rows = self.gc.seats.rows
            if 0 <= seat < len(rows):
                self.gc.seats.update(seat, count=rows[seat].count + event.count)
            if seat == self.gc._seat and event.cards:
                for c in event.cards:
                    self.gc.hand.add_card(c)
            self.gc.sounds.play("draw")
            return 0
        if tag == "penalty_pending" and self._edition == "extreme":
            self._presses_due = event.total
            self.changed.emit()
            return None
        if tag == "flash_picked":
            self._log("flash_picked", seat=self._seat_name(event.seat))
            return self._emit(tag, d, seat=event.seat, limitMs=event.limit_ms)
        if tag == "race_started":
            self._race_kind = event.kind
            self._race_chain = 0
            self._log("race_" + event.kind if "race_" + event.kind in LOG else "race_slap",
                      "hot", value=event.value)
            self.changed.emit()
            return self._emit(tag, d, kind=event.kind, seat=event.seat, value=event.value)
        if tag == "race_ended":
            if event.loser >= 0:
                self._log("race_lost", "warn", seat=self._seat_name(event.loser))
            elif event.winner >= 0:
                self._log("race_won", "hot", seat=self._seat_name(event.winner))
            else:
                self._log("race_none")
            self._race_kind = ""
            self.changed.emit()
            return self._emit(tag, d, kind=event.kind, winner=event.winner, loser=event.loser,
                              chain=self._race_chain)
        if tag == "duel_round":
            def shown() -> str:
                return ", ".join(f"{name(s)} {texts.card_name(c) if c.color else '—'}"
                                 for s, c in zip(event.seats, event.cards, strict=False))

            self._log("duel_round", cards=shown)
            if event.loser >= 0:
                self._log("duel_result", "hot", loser=self._seat_name(event.loser),
                          winner=self._seat_name(event.winner) if event.winner >= 0 else "—")
            return self._emit(tag, d, kind=event.kind, seats=list(event.seats),
                              cards=[self._url(c) if c.color else "" for c in event.cards],
                              numbers=[-1 if c.number is None else c.number
                                       for c in event.cards],
                              winner=event.winner, loser=event.loser)
        if tag == "effect_cancelled":
            self._log("effect_cancelled_" + event.kind if event.kind in ("penalty", "spin")
                      else "effect_cancelled_penalty", "hot", seat=self._seat_name(event.seat))
            return self._emit(tag, d, seat=event.seat, kind=event.kind)
        if tag == "named":
            def named() -> str:
                if event.what == "color":
                    return texts.translate_code("color", event.value)
                return str(event.value)

            value = named()
            self._log("named_" + ("color" if event.what == "color" else "number"),
                      seat=self._seat_name(event.seat), value=named)
            return self._emit(tag, d, seat=event.seat, what=event.what, value=event.value,
                              label=value)
        if tag == "cards_discarded":
            seat, cards = event.seat, list(event.cards)
            from_index = [self.gc.hand.index_of(c) for c in cards] if seat == self.gc._seat \
                else []
            self._log("cards_discarded", seat=self._seat_name(seat), count=len(cards))
            self.gc.sounds.play("play")
            d = int((DURATIONS[tag] + 60 * min(len(cards), 8)) * factor)
            self._emit(tag, d, seat=seat, reason=event.reason,
                       cards=[self._url(c) for c in cards], fromIndex=from_index)
            if seat == self.gc._seat:
                for c in cards:
                    self.gc.hand.remove_card(c, 1)
            rows = self.gc.seats.rows
            if 0 <= seat < len(rows):
                self.gc.seats.update(seat, count=max(0, rows[seat].count - len(cards)))
            return d
        if tag == "scale_settled":
            self._log("scale_settled", left=event.left, right=event.right)
            return self._emit(tag, d, pan=event.pan, left=event.left, right=event.right)
        if tag == "scale_tipped":
            self._log("scale_tipped", "hot", seat=self._seat_name(event.seat))
            return self._emit(tag, d, seat=event.seat, pan=event.pan, left=event.left,
                              right=event.right)
        if tag == "pan_filled":
            self._log("pan_filled", seat=self._seat_name(event.seat),
                      card=lambda: texts.card_name(event.card),
                      pan=lambda: tr(PAN.get(event.pan, PAN[0])))
            return self._emit(tag, d, seat=event.seat, pan=event.pan,
                              card=self._url(event.card), code=event.card.code)
        # Classic events that start a scene of their own; the table still animates them.
        if tag in ("hands_rotated", "hands_swapped", "cards_revealed", "cards_drawn",
                   "card_played", "first_card", "color_chosen", "turn_timed_out"):
            self._observe(tag, event, factor)
        return None

    def _observe(self, tag: str, event: object, factor: float) -> None:
        data: dict[str, Any] = {"scene": True}
        if tag in ("hands_rotated", "hands_swapped"):
            # Seen before the table applies the move: each hand's size travels with it.
            data["counts"] = [row.count for row in self.gc.seats.rows]
        if tag == "hands_rotated":
            self._laps += 1
            data.update(direction=event.direction, seats=len(self.gc.seats.rows), lap=self._laps)
        elif tag == "hands_swapped":
            data.update(a=event.a, b=event.b)
        elif tag == "cards_revealed":
            data.update(seat=event.seat, reason=event.reason,
                        cards=[self._url(c) for c in event.cards])
        elif tag == "cards_drawn":
            data.update(seat=event.seat, count=event.count, reason=event.reason)
        elif tag == "card_played":
            data.update(seat=event.seat, kind=event.card.kind, code=event.card.code,
                        card=self._url(event.card))
            if event.card.kind == "victory_lap":
                self._laps = 0
            if self._race_kind == "racer_x":
                self._race_chain += 1
                data["chain"] = self._race_chain
                data["number"] = -1 if event.card.number is None else event.card.number
            pan = self._landing_pan()
            if pan is not None:
                data["pan"] = pan
        elif tag == "first_card":
            data.update(card=self._url(event.card), returned=event.returned)
        elif tag == "color_chosen":
            data.update(seat=event.seat, color=event.color.value)
        elif tag == "turn_timed_out":
            data.update(seat=event.seat)
        self._emit(tag, int(600 * factor), **data)

    def _landing_pan(self) -> int | None:
        """Tippo: the pan the card being played lands on (from the scale's next event)."""
        if self._edition != "tippo":
            return None
        for e in self._upcoming():
            t = event_tag(e)
            if t == "scale_settled":
                return e.pan
            if t == "scale_tipped":
                return e.pan  # only a card on the heavier pan can tip the scale
            if t == "card_played":
                break
        return None

    def on_view(self, view: PlayerView, legal: list[object]) -> None:
        if view.seat != self._view_seat:  # hot-seat: another player's hand now
            self._view_seat = view.seat
            self._selected = -1
        self._edition = view.edition
        self._decision = view.decision
        self._decision_seat = -1 if view.decision_seat is None else view.decision_seat
        self._state = dict(view.edition_state or {})
        self._legal = list(legal)
        self._awaiting = False
        self._hand_counts = list(view.hand_counts)
        if self._selected >= 0 and not self._pans_for(self._selected):
            self._selected = -1
        if view.decision not in ("spin_race",) and self._race_kind == "uno_spin":
            self._race_kind = ""
        if not self._legal_has(Accept):
            self._presses_due = 0 if view.pending == 0 else self._presses_due
        mine = self._mine()
        if mine and self._edition == "tippo" and view.decision in ("turn", "drawn"):
            playable = {a.card for a in legal if isinstance(a, PlayOnPan)}
            self.gc.hand.set_flags(playable, set())
        elif mine and view.decision in ("spin_discard", "spin_uno_discard"):
            self.gc.hand.set_flags({a.card for a in legal if isinstance(a, DiscardCard)}, set())
        self.changed.emit()
        self.viewed.emit()

    def status_text(self, view: PlayerView) -> str:
        """The status line for a device decision of the local seat, or ``""``."""
        if not self._mine():
            if view.decision == "slap_race" and self._legal_has(Slap):
                return tr(STATUS["slap_race"])
            if view.decision == "spin_race" and self._legal_has(CallUnoSpin):
                return tr(STATUS["spin_race"])
            return ""
        if view.edition == "tippo" and view.decision == "turn":
            return tr(STATUS["tippo_turn"])
        if view.edition == "tippo" and view.decision == "tippo_start_color":
            return tr(STATUS["tippo_start_color"])
        if view.edition == "extreme" and view.decision == "turn":
            return tr(STATUS["extreme_turn"])
        key = view.decision
        return tr(STATUS[key]) if key in STATUS else ""

    def handles(self, action: object) -> bool:
        """Whether the device controls offer ``action`` (so no generic button for it)."""
        tag = action_tag(action)
        if tag in DEVICE_TAGS:
            return True
        if self._decision in DEVICE_DECISIONS and self._mine():
            if isinstance(action, Pass | SwapHands):
                return True
        return False

    def intercept_play(self, index: int) -> bool:
        """A click on hand card ``index``; ``True`` when it meant a device action."""
        card = self.gc.hand.card_at(index)
        if card is None or not self._mine():
            return False
        if self._decision in ("spin_discard", "spin_uno_discard"):
            self.gc._send(DiscardCard(card))
            return True
        if self._edition == "tippo" and self._decision in ("turn", "drawn"):
            pans = self._pans_for(index)
            if not pans:
                # Not playable anywhere: let the host say why (on the first open pan).
                free = self._state.get("open_pans") or [0]
                self.gc._send(PlayOnPan(card, int(free[0])))
                self._selected = -1
            elif len(pans) == 1 and self._selected != index:
                self._play_on(card, pans[0])
            else:
                self._selected = -1 if self._selected == index else index
            self.changed.emit()
            return True
        return False

    def intercept_play_drawn(self) -> bool:
        """Tippo: "play it" after a draw needs a pan."""
        view = self.gc._view
        if self._edition != "tippo" or view is None or view.drawn_card is None:
            return False
        index = self.gc.hand.index_of(view.drawn_card)
        if index >= 0:
            return self.intercept_play(index)
        return False

    # ------------------------------------------------------------ helpers

    def _mine(self) -> bool:
        seat = self.gc._seat
        return seat is not None and self._decision_seat == seat

    def _legal_has(self, cls: type) -> bool:
        return any(isinstance(a, cls) for a in self._legal)

    def _pans_for(self, index: int) -> list[int]:
        card = self.gc.hand.card_at(index)
        if card is None:
            return []
        return sorted({a.pan for a in self._legal if isinstance(a, PlayOnPan) and a.card == card})

    def _play_on(self, card: Card, pan: int) -> None:
        counts = sorted(a.count for a in self._legal
                        if isinstance(a, PlayOnPan) and a.card == card and a.pan == pan)
        self._selected = -1
        self.gc._send(PlayOnPan(card, pan, counts[0] if counts else 1))

    def _send_if(self, action: object) -> None:
        """Send ``action`` (the host explains an illegal try); the device controls step
        aside until the answer (the next view) arrives."""
        self._awaiting = True
        self.changed.emit()
        self.gc._send(action)

    # ------------------------------------------------------------ slots from QML

    @Slot()
    def spin(self) -> None:
        self._send_if(SpinWheel())

    @Slot()
    def callUnoSpin(self) -> None:
        self._send_if(CallUnoSpin())

    @Slot()
    def slap(self) -> None:
        self._send_if(Slap())

    @Slot(str)
    def nameColor(self, color: str) -> None:
        self._send_if(NameColor(Color(color)))

    @Slot(int)
    def nameNumber(self, number: int) -> None:
        self._send_if(NameNumber(number))

    @Slot(int)
    def chooseSeat(self, seat: int) -> None:
        if self._decision == "trade_hands":
            self._send_if(SwapHands(seat))
        else:
            self._send_if(ChooseSeat(seat))

    @Slot()
    def keepHand(self) -> None:
        self._send_if(KeepHand())

    @Slot()
    def passHands(self) -> None:
        self._send_if(PassHands())

    @Slot(int)
    def rotateHands(self, direction: int) -> None:
        self._send_if(RotateHands(direction))

    @Slot(int, int)
    def swapPair(self, a: int, b: int) -> None:
        self._send_if(SwapPair(min(a, b), max(a, b)))

    @Slot()
    def keepAll(self) -> None:
        """Captain without an exchange; Racer X: give up and draw."""
        self._send_if(Pass())

    @Slot()
    def press(self) -> None:
        """Extreme: the launcher's button — a press is the draw, or the penalty's presses."""
        if self._legal_has(Accept):
            self._send_if(Accept())
        else:
            self._send_if(Draw())

    @Slot(int)
    def choosePan(self, pan: int) -> None:
        """A click on a scale pan: the Tilt placement, or the picked card onto it."""
        if self._decision == "tilt_place":
            self._send_if(ChoosePan(pan))
            return
        if self._selected >= 0:
            card = self.gc.hand.card_at(self._selected)
            if card is not None:
                self._play_on(card, pan)
                self.changed.emit()

    @Slot(int, int)
    def dropOnPan(self, index: int, pan: int) -> None:
        """Tippo: a hand card dropped onto a pan (an illegal drop gets the host's reason)."""
        card = self.gc.hand.card_at(index)
        if card is None or not self._mine():
            return
        if pan in self._pans_for(index):
            self._play_on(card, pan)
        else:
            self._selected = -1
            self.gc._send(PlayOnPan(card, pan))
        self.changed.emit()

    @Slot(int)
    def selectCard(self, index: int) -> None:
        self.intercept_play(index)

    @Slot(str, result=str)
    def segmentLabel(self, code: str) -> str:
        return segment_label(code)

    @Slot(str, result=str)
    def cardUrl(self, code: str) -> str:
        from uno_desktop.resources import card_url

        return card_url(code, self.gc._colour_blind) if code else ""

    # ------------------------------------------------------------ properties

    def _seat_choices(self) -> list[int]:
        if not self._mine():
            return []
        if self._decision == "trade_hands":
            return [a.target for a in self._legal if isinstance(a, SwapHands)]
        return [a.seat for a in self._legal if isinstance(a, ChooseSeat)]

    def _pan_choices(self) -> list[int]:
        if self._mine() and self._decision == "tilt_place":
            return sorted({a.pan for a in self._legal if isinstance(a, ChoosePan)})
        if self._selected >= 0:
            return self._pans_for(self._selected)
        return []

    def _flag(self, cls: type) -> bool:
        return self._legal_has(cls)

    edition = Property(str, lambda self: self._edition, notify=changed)
    decision = Property(str, lambda self: self._decision, notify=changed)
    decisionSeat = Property(int, lambda self: self._decision_seat, notify=changed)
    mine = Property(bool, lambda self: self._mine(), notify=changed)
    awaiting = Property(bool, lambda self: self._awaiting, notify=changed)
    # The local seat decides now and has not answered yet: show its controls.
    deciding = Property(bool, lambda self: self._mine() and not self._awaiting, notify=changed)
    state = Property("QVariant", lambda self: self._state, notify=changed)
    wheel = Property(str, lambda self: str(self._state.get("wheel", "")), notify=changed)
    canSpin = Property(bool, lambda self: self._flag(SpinWheel), notify=changed)
    canCallUnoSpin = Property(bool, lambda self: self._flag(CallUnoSpin), notify=changed)
    canSlap = Property(bool, lambda self: self._flag(Slap), notify=changed)
    canNameNumber = Property(bool, lambda self: self._flag(NameNumber), notify=changed)
    canNameColor = Property(bool, lambda self: self._flag(NameColor), notify=changed)
    canKeepHand = Property(bool, lambda self: self._flag(KeepHand), notify=changed)
    canPassHands = Property(bool, lambda self: self._flag(PassHands), notify=changed)
    canRotate = Property(bool, lambda self: self._flag(RotateHands), notify=changed)
    canSwapPair = Property(bool, lambda self: self._flag(SwapPair), notify=changed)
    canKeepAll = Property(bool, lambda self: self._mine() and self._decision in
                          ("captain", "race") and self._flag(Pass), notify=changed)
    canDiscard = Property(bool, lambda self: self._mine() and self._flag(DiscardCard),
                          notify=changed)
    canPress = Property(bool, lambda self: self._edition == "extreme" and self._mine() and (
        self._flag(Draw) or self._flag(Accept)), notify=changed)
    pressCount = Property(int, lambda self: (self.gc._view.pending
                                             if self._flag(Accept) and self.gc._view else 1),
                          notify=changed)
    pressesDue = Property(int, lambda self: self._presses_due, notify=changed)
    seatChoices = Property("QVariant", _seat_choices, notify=changed)
    panChoices = Property("QVariant", _pan_choices, notify=changed)
    selectedCard = Property(int, lambda self: self._selected, notify=changed)
    raceKind = Property(str, lambda self: self._race_kind, notify=changed)
    raceChain = Property(int, lambda self: self._race_chain, notify=changed)
    raceNumber = Property(int, lambda self: int(self._state.get("race_number", -1)),
                          notify=changed)
    handCounts = Property("QVariant", lambda self: self._hand_counts, notify=changed)
    lapCount = Property(int, lambda self: self._laps, notify=changed)


SEGMENT_LABELS = {
    "almost_uno": _T("Devices", "Almost UNO"),
    "discard_number": _T("Devices", "Discard number"),
    "discard_color": _T("Devices", "Discard colour"),
    "draw_red": _T("Devices", "Draw red"),
    "draw_blue": _T("Devices", "Draw blue"),
    "show_hand": _T("Devices", "Show hand"),
    "trade_hands": _T("Devices", "Trade hands"),
    "battle": _T("Devices", "Battle"),
    "uno_spin": _T("Devices", "UNO Spin"),
}


def segment_label(code: str) -> str:
    return tr(SEGMENT_LABELS[code]) if code in SEGMENT_LABELS else code.replace("_", " ")
