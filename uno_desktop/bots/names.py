"""Friendly names for bot seats: short, neutral, from many languages, easy to read aloud."""

from __future__ import annotations

import random
from collections.abc import Collection

BOT_NAMES: tuple[str, ...] = (
    "Ada", "Amir", "Anna", "Aiko", "Bea", "Carlos", "Chen", "Dara", "Elif", "Emil",
    "Femi", "Greta", "Hana", "Ines", "Ivan", "Jonas", "Kai", "Lea", "Leila", "Luca",
    "Mai", "Mateo", "Mila", "Nia", "Noor", "Olga", "Omar", "Priya", "Rafa", "Sami",
    "Sara", "Sven", "Tomás", "Uma", "Vera", "Yusuf", "Zoe",
)


def initial(name: str) -> str:
    """The letter a seat's avatar shows for ``name`` (as the table draws it)."""
    return name[:1].upper()


def distinct_name(taken: Collection[str]) -> str:
    """A bot's name no one at the table has, whose avatar letter no one else's shows
    either when there is such a name (ten seats always find one)."""
    letters = {initial(n) for n in taken}
    free = [n for n in BOT_NAMES if n not in taken]
    return next((n for n in free if initial(n) not in letters), free[0] if free else "Bot")


def bot_name(seed: int, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A name for a bot seat, stable for ``seed`` and different from the ``taken`` ones."""
    free = [n for n in BOT_NAMES if n not in taken] or list(BOT_NAMES)
    return random.Random(seed).choice(free)
