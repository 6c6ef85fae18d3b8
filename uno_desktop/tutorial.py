"""The first-game tutorial: one guided hand from a stacked deck, every move written down.

Three seats — the player, Ada and Ben — play the official rules from a deck stacked so the
hand teaches, in order: matching by colour and by number, Skip, Reverse, a bluffed Wild
Draw Four and its challenge, Draw Two, a Wild and its colour, forgetting UNO (Ben catches
the player), calling UNO, going out and the score. :data:`SCRIPT` is every action of the
hand; Ada and Ben play theirs (:class:`ScriptedBot`), and the player's table accepts only
the player's next one (:class:`TutorialTransport`), so the lesson cannot go astray. It is
an ordinary game otherwise: the same session, referee, table and presenters. The lesson's
texts (codes here) are the UI's (``uno_desktop/ui/tutorial.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from rules import (
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Play,
    PlayerView,
    RuleOptions,
    load_preset,
    new_game,
    parse_card,
    with_options,
)
from rules.actions import Action
from rules.cards import Card, classic_deck
from rules.events import Event
from uno_desktop.session import HostSession, SeatInfo
from uno_desktop.transport import LocalTransport

PLAYER, ADA, BEN = 0, 1, 2


def _play(code: str) -> Play:
    return Play(parse_card(code))


HANDS = (
    ("red_3", "yellow_8", "yellow_skip", "yellow_reverse", "blue_draw_two", "black_wild",
     "green_4"),
    ("red_8", "yellow_2", "black_wild_draw_four", "yellow_7", "blue_4", "green_9", "red_1"),
    ("green_8", "yellow_6", "yellow_1", "yellow_9", "green_2", "green_1", "blue_3"),
)
START = "red_5"
DRAWS = ("green_3", "blue_1", "yellow_4", "red_6",  # Ada, caught bluffing
         "red_4", "red_2",  # Ben, by the Draw Two
         "green_6", "blue_6")  # the player, caught without UNO


@dataclass(frozen=True, slots=True)
class Move:
    """One action of the lesson; ``lesson`` names what the player is taught at it."""

    seat: int
    action: Action
    lesson: str = ""


SCRIPT: tuple[Move, ...] = (
    Move(PLAYER, _play("red_3"), "colour"),
    Move(ADA, _play("red_8")),
    Move(BEN, _play("green_8")),
    Move(PLAYER, _play("yellow_8"), "number"),
    Move(ADA, _play("yellow_2")),
    Move(BEN, _play("yellow_6")),
    Move(PLAYER, _play("yellow_skip"), "skip"),
    Move(BEN, _play("yellow_1")),
    Move(PLAYER, _play("yellow_reverse"), "reverse"),
    Move(BEN, _play("yellow_9")),
    Move(ADA, _play("black_wild_draw_four")),  # a bluff: she holds the yellow 7
    Move(ADA, ChooseColor(Color.BLUE)),
    Move(PLAYER, Challenge(), "challenge"),
    Move(PLAYER, _play("blue_draw_two"), "draw_two"),
    Move(ADA, _play("blue_4")),
    Move(PLAYER, _play("black_wild"), "wild"),
    Move(PLAYER, ChooseColor(Color.GREEN), "wild_colour"),
    Move(BEN, CatchUno(PLAYER)),  # the player forgot UNO
    Move(BEN, _play("green_2")),
    Move(ADA, _play("green_9")),
    Move(PLAYER, _play("green_6"), "caught"),
    Move(BEN, _play("green_1")),
    Move(ADA, _play("blue_1")),
    Move(PLAYER, CallUno(), "uno"),
    Move(PLAYER, _play("blue_6"), "after_uno"),
    Move(BEN, _play("blue_3")),
    Move(ADA, _play("green_3")),
    Move(PLAYER, _play("green_4"), "go_out"),
)
LESSONS = tuple(m.lesson for m in SCRIPT if m.lesson)


TARGET = 20
"""The lesson's game ends with its one hand: the player goes out with 24 points."""


def options() -> RuleOptions:
    """The official rules, to :data:`TARGET` points."""
    return with_options(load_preset("official"), target_score=TARGET)


def deck() -> list[Card]:
    """The whole deck, top card first: the hands dealt one card at a time from the seat
    after the dealer (the last seat), the start card, the draws, then the rest."""
    order: list[Card] = []
    for i in range(len(HANDS[0])):
        order.extend(parse_card(hand[i]) for hand in HANDS)
    order.append(parse_card(START))
    order.extend(parse_card(c) for c in DRAWS)
    rest = classic_deck()
    for card in order:
        rest.remove(card)
    return order + rest


class Lesson:
    """Where the hand is in :data:`SCRIPT` (each applied action moves it on)."""

    def __init__(self) -> None:
        self.done = 0

    def next(self) -> Move | None:
        return SCRIPT[self.done] if self.done < len(SCRIPT) else None

    def applied(self, seat: int | None, action: Action) -> None:
        step = self.next()
        if step is not None and (step.seat, step.action) == (seat, action):
            self.done += 1

    @property
    def over(self) -> bool:
        return self.done >= len(SCRIPT)

    def player_to_move(self) -> Move | None:
        """The player's next move, when it is theirs to make now."""
        step = self.next()
        return step if step is not None and step.seat == PLAYER else None


class ScriptedBot:
    """Ada or Ben: plays the seat's next scripted action when the lesson gets to it."""

    level = "normal"

    def __init__(self, seat: int, lesson: Lesson) -> None:
        self.seat = seat
        self.lesson = lesson

    def _mine(self, legal: list[Action]) -> Action | None:
        step = self.lesson.next()
        if step is not None and step.seat == self.seat and step.action in legal:
            return step.action
        return None

    def choose(self, view: PlayerView, legal: list[Action], history: list[Event]) -> Action:
        mine = self._mine(legal)
        if mine is not None:
            return mine
        colours = [a for a in legal if isinstance(a, ChooseColor)]  # never reached: the
        return colours[0] if colours else legal[0]  # script covers every decision

    def react(self, view: PlayerView, legal: list[Action],
              history: list[Event]) -> Action | None:
        return self._mine(legal)


class TutorialTransport(LocalTransport):
    """The player's table in the lesson: any move but the lesson's next one is answered
    with :attr:`refused` (the lesson says again what to do) instead of going to the host."""

    refused = Signal()

    def __init__(self, session: HostSession, lesson: Lesson, speed: str = "normal",
                 parent: QObject | None = None) -> None:
        super().__init__(session, speed, parent=parent)
        self.lesson = lesson

    def coach_allowed(self) -> bool:
        return False  # the lesson says what to play; the coach would say otherwise

    def send(self, action: Action, state_id: int | None = None) -> None:
        step = self.lesson.player_to_move()
        if step is None or step.action != action:
            self.refused.emit()
            return
        super().send(action, state_id)


def start(player: str, speed: str, on_applied: Callable[[], None] | None = None,
          parent: QObject | None = None) -> tuple[HostSession, Lesson, TutorialTransport]:
    """A new lesson: its session (Ada and Ben scripted), the lesson and the table's
    transport."""
    lesson = Lesson()
    game = new_game(options(), 3, seed=1, deck=deck())
    seats = [SeatInfo(player), SeatInfo("Ada", "bot"), SeatInfo("Ben", "bot")]
    session = HostSession(game, seats, bot_seed=1)
    for seat in (ADA, BEN):
        session.set_bot(seat, ScriptedBot(seat, lesson))

    def moved() -> None:
        seat, action = session.game.actions[-1]
        lesson.applied(seat, action)
        if on_applied is not None:
            on_applied()

    session.on_applied.append(moved)
    return session, lesson, TutorialTransport(session, lesson, speed, parent=parent)


def expected_card(step: Move | None) -> Card | None:
    """The card the player is to play next (for the table to lift), if any."""
    action = step.action if step is not None else None
    return action.card if isinstance(action, Play) else None


