"""Game records: options, seats, seed and actions; replaying one rebuilds the same game.

Saves, autosave, replays and reconnect all build on this. The core keeps a game record as
plain data (a :func:`rules.records.record`); the app encodes it (msgspec) and hands decoded
records back here, where every action is checked again, so a tampered record cannot produce
an illegal game.
"""

from __future__ import annotations

from typing import Any

from rules.actions import Action
from rules.cards import Card
from rules.game import Game, IllegalAction
from rules.newgame import new_game
from rules.records import record, stored
from rules.ruleset import RuleOptions

RECORD_VERSION = 1


@record
class RecordedAction:
    seat: int | None
    action: Action


@record
class GameRecord:
    options: RuleOptions
    seats: int
    seed: int
    actions: tuple[RecordedAction, ...] = ()
    deck: tuple[Card, ...] | None = None
    dealer: int | None = None
    version: int = RECORD_VERSION


class ReplayError(ValueError):
    """A record that does not replay: ``index`` is the first bad action, ``code`` why."""

    def __init__(self, index: int, code: str) -> None:
        self.index, self.code = index, code
        super().__init__(f"action {index} cannot be replayed: {code}")


def record_of(game: Game) -> GameRecord:
    return GameRecord(
        options=game.options,
        seats=game.n,
        seed=game.seed,
        actions=tuple(RecordedAction(s, a) for s, a in game.actions),
        deck=tuple(game.initial_deck) if game.initial_deck is not None else None,
        dealer=game.initial_dealer,
    )


def replay(record: object) -> Game:
    """Rebuild the game a record describes; raise :class:`ReplayError` on any refusal, of
    anything that is not a well-formed record too (its fields are read as stored)."""
    if not isinstance(record, GameRecord) or stored(record, "version") != RECORD_VERSION:
        raise ReplayError(-1, "unsupported_version")
    actions, deck = stored(record, "actions"), stored(record, "deck")
    if not isinstance(actions, tuple | list) or not all(
            isinstance(step, RecordedAction) for step in actions):
        raise ReplayError(-1, "bad_actions")
    if not isinstance(stored(record, "options"), RuleOptions) or (
            deck is not None and not isinstance(deck, tuple | list)):
        raise ReplayError(-1, "bad_setup")
    try:
        game = new_game(record.options, record.seats, record.seed,
                        list(deck) if deck is not None else None,
                        dealer=record.dealer)
    except (ValueError, TypeError) as exc:  # seats, seed, dealer, deck or options
        raise ReplayError(-1, "bad_setup") from exc
    for index, step in enumerate(actions):
        try:
            game.apply(stored(step, "seat"), step.action)
        except IllegalAction as exc:
            raise ReplayError(index, exc.code) from exc
    return game


def snapshot(game: Game) -> tuple[Any, ...]:
    """Everything that makes up the state, for comparing two games for equality."""
    return (
        tuple(tuple(h) for h in game.hands), tuple(game.draw_pile), tuple(game.discard),
        game.active_color, game.direction, game.dealer, game.decision, game.pending,
        game.pending_target, game.wd4_challenge, tuple(sorted(game.uno_window)),
        tuple(game.uno_called), game.jump_open, tuple(game.scores), game.hand_number,
        game.state_id, game.game_winner, repr(game.ed), game.wd4_guilty,
        game.rng.getstate(),
    )
