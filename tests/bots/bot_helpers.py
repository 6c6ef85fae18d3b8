"""Shared setup for the bot tests: which rule sets to cover and how to seat a table."""

from __future__ import annotations

from rules import RuleOptions, load_preset, options_from_mapping, preset_names, with_options
from rules.editions import EDITIONS
from uno_desktop.bots import make_bot

TINY_HARD = {"simulations": 2, "time_limit": None}  # a search in miniature, deterministic


def rule_sets() -> list[tuple[str, RuleOptions]]:
    """Every bundled preset and every registered edition, as (name, single-hand options),
    each rule set once: an edition whose preset is its own defaults (Cars, H2O, classic's
    ``official`` …) is played under the preset's name only (7 of 28 were played twice)."""
    named = [(name, load_preset(name)) for name in preset_names()]
    named += [(f"edition:{name}", options_from_mapping({"edition": name}, name))
              for name in sorted(EDITIONS)]
    out: list[tuple[str, RuleOptions]] = []
    for name, options in named:
        options = with_options(options, scoring="single_hand")
        if all(options != seen for _, seen in out):
            out.append((name, options))
    return out


def seats_for(options: RuleOptions, wanted: int) -> int:
    """Team play needs an even table of at least four."""
    return max(4, wanted + wanted % 2) if options.teams != "off" else wanted


def table(level: str, options: RuleOptions, seats: int, seed: int) -> list[object]:
    tuning = TINY_HARD if level == "hard" else {}
    return [make_bot(level, seed * 31 + s, options, **tuning) for s in range(seats)]


class Recorder:
    """Wraps a bot and records every call: what it was shown and what it answered."""

    def __init__(self, bot: object) -> None:
        self.bot = bot
        self.calls: list[tuple[str, object, list[object], list[object], object]] = []

    def choose(self, view: object, legal: list[object], history: list[object]) -> object:
        action = self.bot.choose(view, legal, history)  # type: ignore[attr-defined]
        self.calls.append(("choose", view, list(legal), list(history), action))
        return action

    def react(self, view: object, legal: list[object], history: list[object]) -> object:
        action = self.bot.react(view, legal, history)  # type: ignore[attr-defined]
        self.calls.append(("react", view, list(legal), list(history), action))
        return action


def positions(options: RuleOptions, seats: int, seed: int, limit: int = 2000):
    """Walk one game of normal bots and yield ``(game, seat, view, legal, history)`` at
    every decision a seat owns: the real game (for the test to compare against) and what
    that seat was shown. The game moves on once the caller resumes the generator."""
    from rules import new_game, redact

    game = new_game(options, seats, seed)
    history = [[redact(e, s) for e in game.start_events] for s in range(seats)]
    bots = [make_bot("normal", seed * 7 + s, options) for s in range(seats)]
    for _ in range(limit):
        d = game.decision
        if d.kind in ("hand_over", "game_over"):
            return
        if d.seat is None:
            events = game.apply(None, game.legal_actions(None)[0])
        else:
            seat = d.seat
            view, legal = game.view(seat), game.legal_actions(seat)
            yield game, seat, view, legal, history[seat]
            events = game.apply(seat, bots[seat].choose(view, legal, history[seat]))
        for s in range(seats):
            history[s] += [redact(e, s) for e in events]
