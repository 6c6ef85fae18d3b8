"""Classic's rollout twin: its cards and decisions are :class:`FastHand`'s own."""

from __future__ import annotations

from uno_desktop.bots.fastsim.base import FastHand, Twin, register

register(Twin("classic", FastHand, plays={
    "number": FastHand._lay, "skip": FastHand._lay, "reverse": FastHand._lay,
    "draw_two": FastHand._penalize, "wild": FastHand._lay, "wild_draw_four": FastHand._penalize,
    "turn": FastHand._pick, "drawn": FastHand._keeps_drawn, "color": FastHand._color_for,
    "penalty": FastHand._answer, "seven": FastHand._lay, "zero_swap": FastHand._lay,
}))
