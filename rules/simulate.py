"""Watch the engine work without a UI: random legal players, statistics, invariant checks.

    python -m rules simulate --preset official --players 4 --games 1000 --seed 1
    python -m rules simulate --actions 1000000 --check       # a soak
    python -m rules simulate --games 1 --log                 # one game, turn by turn
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from dataclasses import fields
from typing import NoReturn

from rules.actions import Action, Draw, NextHand
from rules.game import Game
from rules.invariants import violations
from rules.newgame import new_game
from rules.options import (
    RuleOptions,
    load_options_file,
    load_preset,
    options_from_mapping,
    options_to_mapping,
)

REACTION_CHANCE = 0.15
VOLUNTARY_DRAW_CHANCE = 0.05
HOST_CHANCE = 0.02


def random_step(game: Game, rng: random.Random) -> tuple[int | None, Action]:
    """One random legal (seat, action): mostly the decision seat, sometimes a reaction."""
    d = game.decision
    if d.kind == "hand_over":
        return None, NextHand()
    if rng.random() < REACTION_CHANCE:
        other = rng.randrange(game.n)
        if other != d.seat:
            acts = game.legal_actions(other)
            if acts:
                return other, rng.choice(acts)
    if d.seat is None or rng.random() < HOST_CHANCE:
        acts = game.legal_actions(None)
        if acts:
            return None, rng.choice(acts)
    acts = game.legal_actions(d.seat)
    if len(acts) > 1 and rng.random() > VOLUNTARY_DRAW_CHANCE:
        # Players rarely draw while holding a playable card; without this, random games
        # of the punishing editions (Tippo) drift towards ever larger hands.
        acts = [a for a in acts if not isinstance(a, Draw)] or acts
    return d.seat, rng.choice(acts)


def seeded_positions(options: RuleOptions, count: int, steps: int) -> list[Game]:
    """Plain turns (every seventh step) of seeded random games of 2-4 players, each game cut
    after ``steps`` actions: the same positions for the rollout benchmark and the behaviour
    digest, so the two measure and pin one thing."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        game = new_game(options, 2 + seed % 3, seed)
        rng = random.Random(seed)
        for step in range(steps):
            if game.over:
                break
            if game.decision.kind == "turn" and step % 7 == 3:
                found.append(game.clone())
            game.apply(*random_step(game, rng))
        seed += 1
    return found[:count]


def play_random_game(
    options: RuleOptions, players: int, seed: int, max_actions: int = 50_000,
    check: bool = False, log: bool = False,
) -> tuple[Game, int]:
    """Play one game with random legal players; return it and the number of actions."""
    game = new_game(options, players, seed)
    rng = random.Random(seed ^ 0x5EED)
    if log:
        for event in game.start_events:
            print("   ", describe(event))
    count = 0
    while not game.over and count < max_actions:
        seat, action = random_step(game, rng)
        events = game.apply(seat, action)
        count += 1
        if log:
            who = "host" if seat is None else f"seat {seat}"
            print(f"{count:5d} {who}: {describe(action)}")
            for event in events:
                print("      ", describe(event))
        if check:
            problems = violations(game)
            if problems:
                raise InvariantBroken(seed, count, action, problems)
    return game, count


class InvariantBroken(AssertionError):
    def __init__(self, seed: int, index: int, action: object, problems: list[str]) -> None:
        self.seed, self.index = seed, index
        super().__init__(
            f"invariant broken in game seed={seed} after action {index} ({describe(action)}): "
            + "; ".join(problems)
        )


def describe(obj: object) -> str:
    """A compact one-line form of an action or event for the log."""
    tag = getattr(type(obj), "TYPE", type(obj).__name__)
    parts = []
    for f in fields(obj):  # type: ignore[arg-type]
        value = getattr(obj, f.name)
        if value is None:
            continue
        if isinstance(value, tuple):
            value = "[" + " ".join(str(v) for v in value) + "]"
        parts.append(f"{f.name}={value}")
    return tag + (" " + " ".join(parts) if parts else "")


def parse_options(args: argparse.Namespace) -> RuleOptions:
    options = load_options_file(args.rules) if args.rules else load_preset(args.preset)
    data = options_to_mapping(options)
    if args.edition:
        if data.get("edition") != args.edition:
            data = {k: v for k, v in data.items()
                    if k in {f.name for f in fields(RuleOptions)}}
        data["edition"] = args.edition
    for item in args.option:
        key, _, raw = item.partition("=")
        data[key] = _literal(raw)
    return options_from_mapping(data, "command line")


def _literal(raw: str) -> object:
    if raw in ("true", "false"):
        return raw == "true"
    try:
        return int(raw)
    except ValueError:
        return raw


class _Parser(argparse.ArgumentParser):
    """Every command-line error is one line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _positive(text: str) -> int:
    value = int(text) if text.lstrip("-").isdigit() else 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number of at least 1, not {text!r}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m rules")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    sim = sub.add_parser("simulate", help="play random games")
    # Listed here so --help shows it; __main__ hands `replay` to rules.replaycli itself.
    replay = sub.add_parser("replay", help="check a record file (.unorec) and print its game "
                            "turn by turn (python -m rules replay --help)", add_help=False)
    replay.add_argument("rest", nargs=argparse.REMAINDER)
    sim.add_argument("--preset", default="official")
    sim.add_argument("--rules", help="a rules TOML file instead of a preset")
    sim.add_argument("--edition", help="edition name (classic, spin, …)")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--players", type=_positive, default=4)
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--actions", type=_positive, default=None,
                     help="keep playing games until this many actions (overrides --games)")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--log", action="store_true", help="print every action and event")
    sim.add_argument("--check", action="store_true", help="verify invariants after each action")
    args = parser.parse_args(argv)
    if args.command == "replay":  # listed here for --help; rules/__main__.py runs it
        parser.error("replay runs as: python -m rules replay FILE")

    try:
        options = parse_options(args)
        new_game(options, args.players, args.seed)  # seats and hand size, before any output
    except ValueError as exc:  # OptionError too
        sim.error(str(exc))
    wins: Counter[int] = Counter()
    total_actions = games = unfinished = 0
    start = time.perf_counter()
    try:
        while (total_actions < args.actions) if args.actions is not None else (
                games < args.games):
            game, count = play_random_game(options, args.players, args.seed + games,
                                           check=args.check, log=args.log)
            games += 1
            total_actions += count
            if game.game_winner is not None:
                wins[game.game_winner] += 1
            else:
                unfinished += 1
    except InvariantBroken as exc:
        print(f"FAILED: {exc}", file=sys.stderr)
        print(f"reproduce: python -m rules simulate --preset {args.preset} "
              f"--players {args.players} --games 1 --seed {exc.seed} --log --check",
              file=sys.stderr)
        return 1
    elapsed = time.perf_counter() - start
    slot = "team" if options.teams != "off" else "seat"
    print(f"edition {options.edition}, {args.players} players, preset {args.preset}")
    print(f"games played: {games} (unfinished: {unfinished})")
    print(f"average actions per game: {total_actions / max(games, 1):.1f}")
    print("wins: " + ", ".join(f"{slot} {s}: {wins[s]}" for s in sorted(wins)))
    print(f"actions/s: {total_actions / elapsed:,.0f}  ({elapsed:.2f} s)")
    if args.check:
        print(f"invariants checked after all {total_actions} actions: ok")
    return 1 if unfinished else 0
