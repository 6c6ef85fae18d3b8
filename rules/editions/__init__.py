"""The edition registry: every edition by name, each a module of this package.

A themed edition's module is imported the first time its edition is asked for, so a
classic game (and the app's start-up) never loads the eleven others. Their actions and
events all live in :mod:`rules.editions.common`, imported here, so saves and the wire can
always decode every tag.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module

from rules.editions import common  # noqa: F401 - registers the editions' actions and events
from rules.editions.base import CardHandler, DecisionRule, Edition
from rules.editions.classic import Classic

# name -> (module, class), in the order the new-game screen lists them
_WHERE: dict[str, tuple[str, str]] = {
    "classic": ("classic", "Classic"),
    "h2o": ("h2o", "H2O"),
    "spin": ("spin", "Spin"),
    "kick": ("kick", "Kick"),
    "speed_racer": ("speed_racer", "SpeedRacer"),
    "fc_bayern": ("fc_bayern", "FCBayern"),
    "fifa2006": ("fifa2006", "FIFA2006"),
    "tippo": ("tippo", "Tippo"),
    "toy_story3": ("toy_story3", "ToyStory3"),
    "cars": ("cars", "Cars"),
    "flash": ("flash", "Flash"),
    "extreme": ("extreme", "Extreme"),
}


class _Registry(Mapping[str, Edition]):
    """Every edition by name; an edition is built on first access and then shared."""

    def __init__(self) -> None:
        self._built: dict[str, Edition] = {}

    def __getitem__(self, name: str) -> Edition:
        edition = self._built.get(name)
        if edition is None:
            module, cls = _WHERE[name]  # KeyError for an unknown name, as a dict
            edition = getattr(import_module(f"rules.editions.{module}"), cls)()
            edition = self._built.setdefault(name, edition)  # one instance, even racing
        return edition

    def __iter__(self) -> Iterator[str]:
        return iter(_WHERE)

    def __len__(self) -> int:
        return len(_WHERE)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in _WHERE  # a malformed file's list, too


EDITIONS: Mapping[str, Edition] = _Registry()


def get_edition(name: str) -> Edition:
    try:
        return EDITIONS[name]
    except KeyError:
        raise ValueError(f"unknown edition {name!r}; known: {', '.join(EDITIONS)}") from None


__all__ = ["EDITIONS", "CardHandler", "Classic", "DecisionRule", "Edition", "get_edition"]
