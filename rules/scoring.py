"""End-of-hand scoring (docs/rules.md §1.9, §2.5, §2.6) and the end of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.cards import NUMBER, WILD, WILD_DRAW_FOUR
from rules.records import record

if TYPE_CHECKING:
    from rules.game import Game


@record
class HandScore:
    hand_values: tuple[int, ...]  # per seat, before multipliers
    points: tuple[int, ...]  # per score slot, this hand

    def game_winner(self, game: Game) -> int | None:
        """The winning slot when this hand ends the game, else ``None``."""
        mode = game.options.scoring
        winner_slot = game.slot_of(game.hand_winner)  # type: ignore[arg-type]
        if mode == "single_hand":
            return winner_slot
        if max(game.scores) < game.options.target_score:
            return None
        if mode == "low_score_wins":
            best = min(game.scores)
        else:
            best = max(game.scores)
        # Ties: the hand winner's side if it is among them, else the lowest slot.
        tied = [s for s, v in enumerate(game.scores) if v == best]
        return winner_slot if winner_slot in tied else tied[0]


def hand_value(game: Game, seat: int) -> int:
    return sum(game.edition.card_points(c, game.options) for c in game.hands[seat])


def end_multiplier(game: Game, winner: int) -> int:
    """r8/r9 of seed 000: going out with a Wild or a Wild Draw 4 doubles, with two at once
    ×4 (r9 in place of r8) or ×8 (r8 and r9 both, ``two_wilds_multiplier``). An edition's
    black special is neither ("Farbenwahl (Joker) oder Zieh 4")."""
    if game.options.score_multipliers == "off" or game.last_play is None:
        return 1
    seat, card, count = game.last_play
    if seat != winner or card.kind not in (WILD, WILD_DRAW_FOUR):
        return 1
    return game.options.two_wilds_multiplier if count >= 2 else 2


def holds_zero(game: Game, seat: int) -> bool:
    return any(c.kind == NUMBER and c.number == 0 for c in game.hands[seat])


def zero_multiplier(game: Game, seat: int) -> int:
    """r10 of seed 000 read as "its hand value doubles": a seat holding a 0 counts double."""
    if game.options.score_multipliers == "off" or game.options.zero_doubles != "hand_value":
        return 1
    return 2 if holds_zero(game, seat) else 1


def doubled_slots(game: Game) -> tuple[int, ...]:
    """r10 read as "its running score doubles": the score slots that hold a 0 at the end
    of the hand, whose totals double after the hand is scored."""
    if game.options.score_multipliers == "off" or game.options.zero_doubles != "running_score":
        return ()
    return tuple(sorted({game.slot_of(s) for s in range(game.n) if holds_zero(game, s)}))


def score_hand(game: Game, winner: int) -> HandScore:
    values = tuple(hand_value(game, s) for s in range(game.n))
    m_end = end_multiplier(game, winner)
    weighted = [values[s] * m_end * zero_multiplier(game, s) for s in range(game.n)]
    points = [0] * game.slots
    mode = game.options.scoring
    if mode == "winner_collects":
        mine = game.slot_of(winner)
        points[mine] = sum(w for s, w in enumerate(weighted) if game.slot_of(s) != mine)
    elif mode == "low_score_wins":
        for s, w in enumerate(weighted):
            points[game.slot_of(s)] += w
    return HandScore(values, tuple(points))
