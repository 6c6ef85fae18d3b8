"""The edition registry: every edition by name, each a module of this package."""

from __future__ import annotations

from rules.editions.base import CardHandler, DecisionRule, Edition
from rules.editions.classic import Classic

EDITIONS: dict[str, Edition] = {}


def register(edition: Edition) -> Edition:
    EDITIONS[edition.name] = edition
    return edition


def get_edition(name: str) -> Edition:
    try:
        return EDITIONS[name]
    except KeyError:
        raise ValueError(f"unknown edition {name!r}; known: {', '.join(EDITIONS)}") from None


register(Classic())

__all__ = ["EDITIONS", "CardHandler", "Classic", "DecisionRule", "Edition", "get_edition"]
