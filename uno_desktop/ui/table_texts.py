"""What the table says in words: its status line, its summary for a screen reader, the
leave question and the labels of the generic action buttons.

The :class:`~uno_desktop.ui.controller.GameController` decides when to say what; this
module only words it, from what it is handed, so the wording is in one place and the
controller keeps to its properties and slots. The texts keep the Linguist context
``GameController`` they were translated in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

from rules import Play, PlayerView
from rules.actions import Action, action_tag
from rules.cards import Card
from uno_desktop.ui import texts
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N
from uno_desktop.ui.models import SeatRow
from uno_desktop.ui.present.stage import Board, Lines, SeatRef, Viewer

CTX = "GameController"

WORDS = Lines(CTX, {
    "team": _T("GameController", "Team {n}"),
    "waiting": _T("GameController", "Waiting for {name}…"),
    "top_card": _T("GameController", "Top card: {card}."),
    "active_color": _T("GameController", "Active colour: {color}."),
    "draw_pile": _N("GameController", "Draw pile: %n card(s).", None, 1),
    "presses_due": _N("GameController", "{name} must press the launcher %n time(s).", None, 1),
    "presses_due@name": _N("GameController", "You must press the launcher %n time(s).", None, 1),
    "penalty_due": _N("GameController", "{name} faces %n penalty card(s).", None, 1),
    "penalty_due@name": _N("GameController", "You face %n penalty card(s).", None, 1),
    "hand_face_down": _T("GameController", "Your hand is face down."),
    "your_hand": _N("GameController", "Your hand, %n card(s): {cards}.", None, 1),
    "seat_cards": _N("GameController", "{name}: %n card(s)", None, 1),
    "seat_cards@name": _N("GameController", "You: %n card(s)", None, 1),
    "hand_playable": _T("GameController", "Playable: {cards}."),
    "hand_rest": _T("GameController", "The rest: {cards}."),
    "hand_empty": _T("GameController", "Your hand is empty."),
    "seat_points": _N("GameController", "%n point(s)", None, 1),
    "hand_target": _T("GameController", "Hand {hand}, target {target} points."),
    "nothing_yet": _T("GameController", "Nothing has happened yet."),
    "leave_title": _T("GameController", "Leave the table?"),
    "leave_title_host": _T("GameController", "Close the room?"),
    "leave_saved": _T("GameController", "The game is saved: Continue in the main menu picks it "
                                        "up where you left it."),
    "leave_host": _T("GameController", "The game ends for everyone now. It is saved: host "
                                       "again and choose “Resume saved game” to play on later."),
    "leave_seat": _T("GameController", "A bot plays your seat meanwhile. Join the room again to "
                                       "take it back."),
    "leave_ended": _T("GameController", "This game is not saved: it ends when you leave."),
    "leave_button": _T("GameController", "Leave"),
    "leave_button_host": _T("GameController", "Close room"),
})

NameOf = Callable[[int | None], str]


def team_name(slot: int) -> str:
    """A score slot's name in team play."""
    return WORDS("team", n=slot + 1)


def waiting_for(name: str) -> str:
    """The status line while another seat decides."""
    return WORDS("waiting", name=name)


def status_line(view: PlayerView, me: int | None, legal: Sequence[Action], device_line: str,
                name_of: NameOf) -> str:
    """The status line for ``view`` at ``me``'s table: the device's own line if it has one,
    the hand's or game's end, the prompt for the player's decision, or whom we wait for."""
    if device_line:
        return device_line
    if view.decision in ("hand_over", "game_over"):
        return texts.translate_code("decision", view.decision)
    if view.decision_seat == me and me is not None:
        return texts.decision_prompt(view.decision, legal)
    if view.decision_seat is None:
        return ""
    return waiting_for(name_of(view.decision_seat))


def summary(status: str, board: Board, reader: Viewer, hand: Sequence[Card],
            hand_hidden: Callable[[], bool], on_launcher: Callable[[], bool],
            rows: Iterable[SeatRow]) -> str:
    """The table as a screen reader says it to ``reader``: whose move, the top card and
    colour, the pile, a pending penalty (``on_launcher``: owed as presses), the hand and
    everyone's card count."""
    t, parts, me = board, [], reader.seat
    if status:
        parts.append(status + ".")
    if t.top is not None:
        parts.append(WORDS("top_card", card=t.top))
    if t.color:
        parts.append(WORDS("active_color", color=texts.ColorWord(t.color)))
    if t.draw_pile:
        parts.append(WORDS("draw_pile", count=t.draw_pile))
    if t.pending > 0:
        who = SeatRef(t.pending_target) if t.pending_target >= 0 else "?"
        code = "presses_due" if on_launcher() else "penalty_due"
        parts.append(WORDS.to(reader, code, name=who, count=t.pending))
    if me is not None:
        if hand_hidden():
            parts.append(WORDS("hand_face_down"))
        elif hand:
            parts.append(WORDS("your_hand", count=len(hand),
                               cards=", ".join(texts.card_name(c) for c in hand)))
    for row in rows:
        if row.seat != me:
            line = WORDS("seat_cards", name=row.name, count=row.count)
            if row.uno_called and row.count == 1:
                line += " (UNO)"
            parts.append(line + ".")
    return " ".join(parts)


def _by_colour(cards: Sequence[Card]) -> str:
    """Cards in hand order, a colour's group after a semicolon (a pause in speech)."""
    groups: list[list[str]] = []
    last: object = object()
    for card in cards:
        if card.color != last:
            groups.append([])
            last = card.color
        groups[-1].append(texts.card_name(card))
    return "; ".join(", ".join(g) for g in groups)


def hand_text(hand: Sequence[Card], playable: Iterable[Card]) -> str:
    """The hand on demand: how many, the playable cards first, the rest by colour."""
    if not hand:
        return WORDS("hand_empty")
    can = set(playable)
    first = [c for c in hand if c in can]
    rest = [c for c in hand if c not in can]
    if not first:
        return WORDS("your_hand", count=len(hand), cards=_by_colour(hand))
    parts = [WORDS("your_hand", count=len(hand), cards=_by_colour(first)).rsplit(":", 1)[0]
             + ".", WORDS("hand_playable", cards=", ".join(map(texts.card_name, first)))]
    if rest:
        parts.append(WORDS("hand_rest", cards=_by_colour(rest)))
    return " ".join(parts)


def pile_text(board: Board, reader: Viewer, on_launcher: bool) -> str:
    """The top card, the active colour and a pending penalty, on demand (to ``reader``:
    "You face 4 penalty cards." where the penalty is theirs)."""
    t, parts = board, []
    if t.top is not None:
        parts.append(WORDS("top_card", card=t.top))
    if t.color:
        parts.append(WORDS("active_color", color=texts.ColorWord(t.color)))
    if t.pending > 0:
        who = SeatRef(t.pending_target) if t.pending_target >= 0 else "?"
        code = "presses_due" if on_launcher else "penalty_due"
        parts.append(WORDS.to(reader, code, name=who, count=t.pending))
    return " ".join(parts)


def seats_text(rows: Iterable[SeatRow], scored: bool, hand: int = 0, target: int = 0) -> str:
    """Every seat's cards (and points, where the game scores), in seat order; where it
    scores, after the hand's number and the target (the header's words)."""
    lines = [WORDS("hand_target", hand=hand, target=target)] if scored and hand else []
    for row in rows:
        line = (WORDS("seat_cards@name", count=row.count) if row.is_me  # spoken to
                else WORDS("seat_cards", name=row.name, count=row.count))
        if row.uno_called and row.count == 1:
            line += " (UNO)"
        if scored:
            line += ", " + WORDS("seat_points", count=row.score)
        lines.append(line + ".")
    return " ".join(lines)


def recent_text(lines: Sequence[str]) -> str:
    return " ".join(lines) if lines else WORDS("nothing_yet")


def leave_title(leaving: str) -> str:
    """The leave question's title; ``leaving`` as :meth:`GameController.attach` takes it."""
    return WORDS("leave_title_host" if leaving == "host" else "leave_title")


def leave_text(leaving: str) -> str:
    """What becomes of the game when the player leaves the table."""
    if leaving in ("saved", "host", "seat"):
        return WORDS("leave_" + leaving)
    return WORDS("leave_ended")


def leave_button(leaving: str) -> str:
    return WORDS("leave_button_host" if leaving == "host" else "leave_button")


def action_label(action: Action, name_of: NameOf) -> str:
    """An action as its button reads ("Play red 7", "Swap with Ada")."""
    tag = action_tag(action)
    if isinstance(action, Play) and action.count > 1:
        return texts.translate_code("action", "play_many", card=action.card, count=action.count)
    data = {f.name: getattr(action, f.name) for f in fields(action)} \
        if is_dataclass(action) else {}
    pretty: dict[str, Any] = {}  # cards and colours as they are: the line picks their form
    for key, value in data.items():
        if key in ("seat", "target", "a", "b") and isinstance(value, int):
            pretty[key] = name_of(value)
        else:
            pretty[key] = value
    named = f"{tag}_{data.get('pan')}"
    if "pan" in data and named in texts.table("action")[1]:  # Tippo's pans by name, as
        tag = named  # the log says them ("the left pan", never "pan 0")
        pretty.pop("pan")
    text = texts.translate_code("action", tag, **pretty)
    if tag not in texts.table("action")[1] and pretty:
        text += " " + ", ".join(str(texts.word(v)) for v in pretty.values())
    return text
