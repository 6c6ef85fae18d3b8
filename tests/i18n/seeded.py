"""Seeded games shown to a table controller, for the tests of what the table says:
a game the bots play, then played again into a :class:`~uno_desktop.ui.controller.
GameController` the way a host sends it to one seat."""

from __future__ import annotations

from rules import RuleOptions, new_game, redact, with_options
from uno_desktop.bots import make_bot
from uno_desktop.bots.arena import play_game
from uno_desktop.session import SeatInfo
from uno_desktop.transport import Transport, Update


class Feed(Transport):
    """Hands a controller each state of a game the test plays itself, as ``seat`` sees it."""

    def __init__(self, game, names: list[str], seat: int | None = 0,
                 local: tuple[int, ...] = (0,)) -> None:
        super().__init__()
        self.game, self.names, self._seat, self.local = game, names, seat, local

    def feed(self, events: list[object]) -> None:
        seat = self._seat
        self.updated.emit(Update(tuple(redact(e, seat) for e in events), self.game.view(seat),
                                 tuple(self.game.legal_actions(seat)) if seat is not None
                                 else ()))

    def start(self) -> None:
        self.feed(list(self.game.start_events))

    def send(self, action, state_id=None) -> None: ...
    def acknowledge(self, state_id) -> None: ...
    def next_hand(self) -> None: ...

    @property
    def seat(self):
        return self._seat

    def latest(self):
        return None

    def players(self):
        return [SeatInfo(name) for name in self.names]

    def local_seats(self):
        return list(self.local)

    def options(self):
        return self.game.options

    def history(self):
        return []

    def set_speed(self, speed) -> None: ...
    def close(self) -> None: ...


def bot_game(edition: str, seed: int):
    """A seeded hand among a normal, an easy and a normal bot (seat 0 is "the person")."""
    options = with_options(RuleOptions(edition=edition), scoring="single_hand")
    bots = [make_bot(level, seed * 10 + s, options)
            for s, level in enumerate(("normal", "easy", "normal"))]
    return play_game(options, bots, seed).game


def again(game):
    """A new game of the same deal, to be played again action by action."""
    return new_game(game.options, game.n, game.seed, game.initial_deck,
                    dealer=game.initial_dealer)


def show(game, controller, transport) -> None:
    """The game's actions again, each state shown to the controller as the host sends it."""
    replayed = transport.game
    controller.attach(transport)
    for seat, action in game.actions:
        transport.feed(replayed.apply(seat, action))
