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


def _register_all() -> None:
    from rules.editions.cars import Cars
    from rules.editions.extreme import Extreme
    from rules.editions.fc_bayern import FCBayern
    from rules.editions.fifa2006 import FIFA2006
    from rules.editions.flash import Flash
    from rules.editions.h2o import H2O
    from rules.editions.kick import Kick
    from rules.editions.speed_racer import SpeedRacer
    from rules.editions.spin import Spin
    from rules.editions.tippo import Tippo
    from rules.editions.toy_story3 import ToyStory3

    for edition in (Classic(), H2O(), Spin(), Kick(), SpeedRacer(), FCBayern(), FIFA2006(),
                    Tippo(), ToyStory3(), Cars(), Flash(), Extreme()):
        register(edition)


_register_all()

__all__ = ["EDITIONS", "CardHandler", "Classic", "DecisionRule", "Edition", "get_edition"]
