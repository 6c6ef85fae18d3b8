"""Friendly names for bot seats: short, neutral, from many languages, easy to read aloud."""

from __future__ import annotations

import random

BOT_NAMES: tuple[str, ...] = (
    "Ada", "Amir", "Anna", "Aiko", "Bea", "Carlos", "Chen", "Dara", "Elif", "Emil",
    "Femi", "Greta", "Hana", "Ines", "Ivan", "Jonas", "Kai", "Lea", "Leila", "Luca",
    "Mai", "Mateo", "Mila", "Nia", "Noor", "Olga", "Omar", "Priya", "Rafa", "Sami",
    "Sara", "Sven", "Tomás", "Uma", "Vera", "Yusuf", "Zoe",
)


def bot_name(seed: int, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A name for a bot seat, stable for ``seed`` and different from the ``taken`` ones."""
    free = [n for n in BOT_NAMES if n not in taken] or list(BOT_NAMES)
    return random.Random(seed).choice(free)
