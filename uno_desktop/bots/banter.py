"""Which quick reaction a bot might send after a big moment, the way a person at the table
would: at its own UNO call, when it is caught or catches someone, when a penalty of four or
more lands on it, when a Wild Draw 4 challenge goes its way or against it, when a hand or
the game is won. Only ever a reaction at the table: nothing here touches the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.events import (
    CardsDrawn,
    ChallengeResolved,
    Event,
    GameEnded,
    HandEnded,
    UnoCalled,
    UnoCaught,
)

CHANCE: dict[str, float] = {
    "uno": 0.2,  # its own last-but-one card went down: "UNO!"
    "caught": 0.5,  # caught without UNO: surprise
    "catcher": 0.35,  # caught someone: a laugh
    "penalty": 0.45,  # four cards or more to take: surprise
    "challenge": 0.4,  # a challenge went its way (laugh) or against it (surprise)
    "hand_won": 0.4,  # it won the hand: a laugh
    "hand_lost": 0.15,  # someone else won the hand: a thumbs-up
    "game_won": 0.6,  # it won the game: a thumbs-up
    "game_lost": 0.6,  # someone else won the game: "Good game"
}
"""How often a bot answers each big moment: a person does not react to every one."""

REPLY = {"uno": "uno", "caught": "surprise", "catcher": "laugh", "penalty": "surprise",
         "hand_won": "laugh", "hand_lost": "thumbs_up", "game_won": "thumbs_up",
         "game_lost": "good_game"}


def moment(events: Sequence[Event], seat: int, cards_left: int) -> tuple[str, str] | None:
    """The biggest moment ``events`` (one action's) hold for ``seat``, as ``(moment,
    reaction)``, or ``None``; ``cards_left`` is the seat's hand now (one after its own UNO)."""
    found: tuple[str, str] | None = None
    for event in events:
        if isinstance(event, GameEnded):
            kind = "game_won" if event.winner == seat else "game_lost"
            return kind, REPLY[kind]
        if isinstance(event, HandEnded):
            kind = "hand_won" if event.winner == seat else "hand_lost"
            found = kind, REPLY[kind]
        elif isinstance(event, UnoCaught) and seat in (event.target, event.catcher):
            kind = "caught" if event.target == seat else "catcher"
            found = found or (kind, REPLY[kind])
        elif (isinstance(event, CardsDrawn) and event.seat == seat and event.count >= 4
              and event.reason in ("penalty", "challenge")):
            found = found or ("penalty", REPLY["penalty"])
        elif isinstance(event, ChallengeResolved) and seat in (event.challenger, event.player):
            won = (event.challenger == seat) == event.guilty
            found = found or ("challenge", "laugh" if won else "surprise")
    if found is None and cards_left == 1 and any(
            isinstance(event, UnoCalled) and event.seat == seat for event in events):
        found = "uno", REPLY["uno"]
    return found
