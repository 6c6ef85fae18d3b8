"""Starting a game: check the arguments, validate the options, look up their edition and
build the :class:`~rules.game.Game`.

It sits above the engine, the option validation and the edition registry, so the engine
(:mod:`rules.game`) imports none of them and the editions may import the engine's types
one way only.
"""

from __future__ import annotations

from rules.cards import Card
from rules.editions import get_edition
from rules.game import MAX_SEATS, MIN_SEATS, Game
from rules.options import validate
from rules.ruleset import RuleOptions


def new_game(
    options: RuleOptions | None,
    seats: int,
    seed: int,
    deck: list[Card] | None = None,
    *,
    dealer: int | None = None,
) -> Game:
    """Start a game. ``deck`` stacks the first hand: ``deck[0]`` is dealt first, one card at a
    time from ``next(dealer)``; then the start card; the rest is the draw pile in order.
    With a stacked deck the dealer defaults to the last seat, so seat 0 starts."""
    options = options or RuleOptions()
    if type(seats) is not int or not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"seats must be a whole number {MIN_SEATS}..{MAX_SEATS}, "
                         f"not {seats!r}")
    if type(seed) is not int:
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
    if dealer is not None and (type(dealer) is not int or not 0 <= dealer < seats):
        raise ValueError(f"the dealer must be a seat 0..{seats - 1}, not {dealer!r}")
    if not isinstance(options, RuleOptions):
        raise ValueError(f"options must be RuleOptions, not {type(options).__name__}")
    if deck is not None and any(type(c) is not Card for c in deck):
        raise ValueError("a stacked deck must hold cards only")
    options = validate(options)
    problem = setup_problem(options, seats)
    if problem is not None:
        raise problem
    return Game(options, get_edition(options.edition), seats, seed, deck, dealer)


class SetupError(ValueError):
    """Valid options that cannot be dealt to this many seats. ``code`` is stable for the UI
    to translate (``teams_need_even_seats``, ``hands_too_big``); ``seats``, ``hand_size`` and
    ``most`` (the largest hand that fits) fill its words; the message is English, for logs
    and the command line."""

    def __init__(self, code: str, message: str, *, seats: int, hand_size: int,
                 most: int = 0) -> None:
        super().__init__(message)
        self.code, self.seats, self.hand_size, self.most = code, seats, hand_size, most


def setup_problem(options: RuleOptions, seats: int) -> SetupError | None:
    """Why ``seats`` players cannot play these validated options, or None. The new-game form
    asks it as the player edits, so it refuses exactly what :func:`new_game` would."""
    if options.teams != "off" and (seats % 2 or seats < 4):
        return SetupError("teams_need_even_seats",
                          "team play needs an even number of seats, at least 4",
                          seats=seats, hand_size=options.hand_size)
    deck = get_edition(options.edition).deck(options)
    black = sum(1 for card in deck if card.is_black)
    if len(deck) - seats * options.hand_size <= black:
        # the deal must leave a coloured start card, or turning it could loop forever
        most = (len(deck) - black - 1) // seats
        return SetupError(
            "hands_too_big",
            f"{seats} hands of {options.hand_size} cards are too many for the "
            f"{len(deck)}-card deck: with {seats} players at most {most} cards each",
            seats=seats, hand_size=options.hand_size, most=most)
    return None
