"""Invariants that hold after every action; used by ``simulate --check`` and property tests."""

from __future__ import annotations

from collections import Counter

from rules.cards import Card
from rules.game import Game


def violations(game: Game) -> list[str]:
    """Every broken invariant of ``game``, as a readable line each (empty when sound)."""
    found: list[str] = []
    held: Counter[Card] = Counter()
    for zone in game.zones():
        held.update(zone)
    if held != game.full_deck:
        missing = game.full_deck - held
        extra = held - game.full_deck
        found.append(f"cards not conserved: missing {dict(missing)}, extra {dict(extra)}")
    d = game.decision
    if d.seat is not None and not 0 <= d.seat < game.n:
        found.append(f"decision seat out of range: {d.seat}")
    if d.kind not in ("hand_over", "game_over"):
        if not game.discard:
            found.append("no top card during a hand")
        if game.active_color is None and d.kind in ("turn", "drawn", "penalty"):
            found.append(f"no active colour at decision {d.kind!r}")
        if d.seat is not None and not game.legal_actions(d.seat):
            found.append(f"seat {d.seat} must decide {d.kind!r} but has no legal action")
        if any(not h for h in game.hands) and d.kind != "color" and not game.out_order:
            found.append("a seat has no cards but the hand goes on")
    if game.pending < 0:
        found.append("negative pending penalty")
    if game.direction not in (1, -1):
        found.append(f"bad direction {game.direction}")
    return found
