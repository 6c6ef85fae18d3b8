"""The extension points of an edition: card handlers and decision rules.

A :class:`CardHandler` says what one card kind does when played; a :class:`DecisionRule`
says which actions a decision offers and how each resolves. The classic edition
(:mod:`rules.editions.classic`) implements the base game with them; themed editions add
their own kinds and decisions to the same tables.

They are defined in :mod:`rules.game` beside the :class:`~rules.game.Game` they call and
that calls them (one module, so the compiled core calls both ways natively and no import
goes both ways); the editions import them from here.
"""

from __future__ import annotations

from rules.game import (
    CardHandler,
    DecisionRule,
    Edition,
    EditionState,
    RaceRule,
    edition_state,
    play_of,
)

__all__ = ["CardHandler", "DecisionRule", "Edition", "EditionState", "RaceRule",
           "edition_state", "play_of"]
