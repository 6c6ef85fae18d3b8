"""Every decision the core offers has a control. A scripted transport (what a LAN client
would deliver: views, events and legal actions) drives the controller directly."""

from __future__ import annotations

from dataclasses import replace

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
    RuleOptions,
    SwapHands,
    load_preset,
    new_game,
)
from rules.cards import parse_card
from uno_desktop.session import SeatInfo
from uno_desktop.transport import Transport, Update
from uno_desktop.ui.controller import GameController


class RingBell:
    """An action of a decision kind this table has never heard of (deliberately not
    registered in ACTION_TYPES, so other tests never see it)."""

    TYPE = "test_ring_bell"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RingBell)

    def __hash__(self) -> int:
        return 1


class ScriptedTransport(Transport):
    def __init__(self) -> None:
        super().__init__()
        game = new_game(load_preset("official"), 3, 1)
        self._view = replace(game.view(0), decision_seat=0)
        self._latest: Update | None = None
        self.sent: list[object] = []
        self.shown: list[int] = []

    def start(self) -> None:
        self.push([])

    def push(self, legal: list[object], **view_changes) -> None:
        self._view = replace(self._view, **view_changes)
        self._latest = Update((), self._view, tuple(legal))
        self.updated.emit(self._latest)

    def send(self, action: object, state_id: int | None = None) -> None:
        self.sent.append(action)

    def acknowledge(self, state_id: int) -> None:
        self.shown.append(state_id)

    def next_hand(self) -> None:
        pass

    @property
    def seat(self) -> int | None:
        return 0

    def latest(self) -> Update | None:
        return self._latest

    def view(self):
        return self._view

    def players(self):
        return [SeatInfo("Sam"), SeatInfo("Ada", "bot"), SeatInfo("Ben", "bot")]

    def local_seats(self):
        return [0]

    def options(self) -> RuleOptions:
        return RuleOptions()

    def history(self) -> list[object]:
        return []

    def set_speed(self, speed: str) -> None:
        pass

    def close(self) -> None:
        pass


def make(qapp):
    controller = GameController()
    controller.set_speed("instant")
    transport = ScriptedTransport()
    controller.attach(transport)
    return controller, transport


def test_colour_picker_and_uno(qapp):
    c, t = make(qapp)
    t.push([ChooseColor(col) for col in Color] + [CallUno()], decision="color")
    assert c.choosingColor and c.canUno
    c.chooseColor("green")
    c.callUno()
    assert t.sent == [ChooseColor(Color.GREEN), CallUno()]


def test_penalty_challenge_and_stack(qapp):
    c, t = make(qapp)
    hand = t.latest().view.hand
    stack = Play(hand[0])
    t.push([Accept(), Challenge(), stack], decision="penalty", pending=4, pending_target=0)
    assert c.canAccept and c.canChallenge
    assert c.hand.card_at(c.hand.index_of(hand[0])) == hand[0]
    c.challenge()
    c.accept()
    c.playCard(c.hand.index_of(hand[0]))
    assert t.sent == [Challenge(), Accept(), stack]


def test_drawn_card_swap_catch_and_jump_in(qapp):
    c, t = make(qapp)
    drawn = t.latest().view.hand[2]
    t.push([Play(drawn), Pass()], decision="drawn", drawn_card=drawn)
    assert c.canKeepDrawn and c.drawnCard
    c.playDrawn()
    c.keepDrawn()
    t.push([SwapHands(1), SwapHands(2), Pass()], decision="seven")
    assert [s["seat"] for s in c.swapTargets] == [1, 2] and c.canSkipSwap
    assert not c.genericActions  # all covered by the swap buttons
    c.swapWith(2)
    t.push([CatchUno(1)], decision="turn", decision_seat=1)
    assert c.catchTargets == [1]
    assert c.seats.rows[1].catchable
    c.catchUno(1)
    jump = t.latest().view.hand[1]
    t.push([Play(jump)], decision="turn", decision_seat=1)
    row = c.hand.index_of(jump)
    assert c.hand._rows[row].jump_in and not c.hand._rows[row].playable
    assert t.sent == [Play(drawn), Pass(), SwapHands(2), CatchUno(1)]


def test_unknown_decision_gets_labelled_buttons(qapp):
    c, t = make(qapp)
    t.push([RingBell(), Play(parse_card("red_5"), 2), Draw()], decision="bell")
    labels = [a["label"] for a in c.genericActions]
    assert labels[0] == "Test ring bell"
    assert "2" in labels[1]  # several identical cards at once
    c.genericAction(0)
    assert t.sent == [RingBell()]


def test_closed_transport_says_why(qapp):
    c, t = make(qapp)
    lost: list[str] = []
    c.lost.connect(lost.append)
    t.closed.emit("host_quit")
    assert lost and lost[0]
