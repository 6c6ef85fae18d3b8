"""End-of-hand scoring (docs/rules.md §1.9, §2.5, §2.6) and the end of the game.

It takes what it scores, not the game: the engine (:mod:`rules.game`) calls it at the end
of a hand with the hands, each hand's value by its edition's card points, and each seat's
score slot, so this module needs no type of the engine's.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import NUMBER, WILD, WILD_DRAW_FOUR, Card
from rules.records import record
from rules.ruleset import RuleOptions


@record
class HandScore:
    hand_values: tuple[int, ...]  # per seat, before multipliers
    points: tuple[int, ...]  # per score slot, this hand

    def game_winner(self, options: RuleOptions, scores: Sequence[int],
                    winner_slot: int) -> int | None:
        """The winning slot when this hand ends the game (``scores`` already counts it, and
        ``winner_slot`` is the hand winner's), else ``None``."""
        mode = options.scoring
        if mode == "single_hand":
            return winner_slot
        if max(scores) < options.target_score:
            return None
        if mode == "low_score_wins":
            best = min(scores)
        else:
            best = max(scores)
        # Ties: the hand winner's side if it is among them, else the lowest slot.
        tied = [s for s, v in enumerate(scores) if v == best]
        return winner_slot if winner_slot in tied else tied[0]


def end_multiplier(options: RuleOptions, last_play: tuple[int, Card, int] | None,
                   winner: int) -> int:
    """r8/r9 of seed 000: going out with a Wild or a Wild Draw 4 doubles, with two at once
    ×4 (r9 in place of r8) or ×8 (r8 and r9 both, ``two_wilds_multiplier``). An edition's
    black special is neither ("Farbenwahl (Joker) oder Zieh 4"). ``last_play`` is the
    hand's last (seat, card, count)."""
    if options.score_multipliers == "off" or last_play is None:
        return 1
    seat, card, count = last_play
    if seat != winner or card.kind not in (WILD, WILD_DRAW_FOUR):
        return 1
    return options.two_wilds_multiplier if count >= 2 else 2


def holds_zero(hand: Sequence[Card]) -> bool:
    return any(c.kind == NUMBER and c.number == 0 for c in hand)


def zero_multiplier(options: RuleOptions, hand: Sequence[Card]) -> int:
    """r10 of seed 000 read as "its hand value doubles": a seat holding a 0 counts double."""
    if options.score_multipliers == "off" or options.zero_doubles != "hand_value":
        return 1
    return 2 if holds_zero(hand) else 1


def doubled_slots(options: RuleOptions, hands: Sequence[Sequence[Card]],
                  slot_of: Sequence[int]) -> tuple[int, ...]:
    """r10 read as "its running score doubles": the score slots that hold a 0 at the end
    of the hand, whose totals double after the hand is scored (``slot_of[seat]``)."""
    if options.score_multipliers == "off" or options.zero_doubles != "running_score":
        return ()
    return tuple(sorted({slot_of[s] for s, hand in enumerate(hands) if holds_zero(hand)}))


def score_hand(options: RuleOptions, hands: Sequence[Sequence[Card]], values: tuple[int, ...],
               slot_of: Sequence[int], slots: int, winner: int,
               last_play: tuple[int, Card, int] | None) -> HandScore:
    """The hand ``winner`` won: ``values`` is each seat's hand value (its cards' points),
    ``slot_of`` each seat's score slot of ``slots``, ``last_play`` as for
    :func:`end_multiplier`."""
    m_end = end_multiplier(options, last_play, winner)
    weighted = [values[s] * m_end * zero_multiplier(options, hand)
                for s, hand in enumerate(hands)]
    points = [0] * slots
    mode = options.scoring
    if mode == "winner_collects":
        mine = slot_of[winner]
        points[mine] = sum(w for s, w in enumerate(weighted) if slot_of[s] != mine)
    elif mode == "low_score_wins":
        for s, w in enumerate(weighted):
            points[slot_of[s]] += w
    return HandScore(values, tuple(points))
