"""How the robot brings every decision of every edition to the person's seat (core only).

The list of what to reach is the core's own: each edition's table of decision rules
(``Edition.decisions``). For each of them a *setup* is found by playing short games on the
core: a deck stacked so that one seat holds a trigger card (each kind of card of the
edition's deck in turn), either the person's seat (0) playing it or the seat before it,
with the house rules and edition options one at a time, and every device outcome
(``game.scripted``: the wheel, the launcher, the flash unit, the scale, …) coming up in
turn from an offset. The first short game in which the decision reaches seat 0 (seat 0
decides it, or may act in it when it is nobody's: a race) is that decision's setup; the
actions played up to there are the setup's *plan*, which the robot follows (seat 0 through
the keyboard or the mouse, the other seats as scripted bots) to get there on the real table.

Nothing here is a hand-written list of decisions: an edition that adds one is searched for
it, and ``test_reach.py`` fails if no setup reaches it (then the search needs the option or
card that asks for it).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules import IllegalAction, RuleOptions, new_game, parse_card, with_options
from rules.actions import Action, Draw, Pass
from rules.cards import NUMBER, Card
from rules.editions import EDITIONS, get_edition
from rules.game import Game
from rules.options import option_specs

MAX_STEPS = 16
"""Actions a short game may take before the search gives it up."""

HOST_KINDS = frozenset({"hand_over", "game_over"})
"""Decisions that are the host's (the core's ``legal_actions(None)``), not a seat's."""


def decision_kinds(edition: str) -> list[str]:
    """Every decision ``edition``'s rules can ask of a seat: its decision rules' table."""
    return sorted(set(get_edition(edition).decisions) - HOST_KINDS)


def all_kinds() -> dict[str, list[str]]:
    """Every edition's decision kinds, in the core's edition order."""
    return {edition: decision_kinds(edition) for edition in EDITIONS}


class Outcomes(dict[str, Any]):
    """``game.scripted`` for the robot: every device's outcomes in turn (its first one
    ``offset`` places on), whatever the device is called, so each segment, count or pick
    comes up; the core asks ``get(device)`` and calls what it gets with the choices."""

    def __init__(self, offset: int = 0) -> None:
        super().__init__()
        self.offset = offset
        self.calls: dict[str, int] = {}

    def get(self, device: str, default: Any = None) -> Any:
        if device in self:
            return self[device]

        def next_outcome(choices: list[Any], weights: list[float] | None = None) -> Any:
            n = self.calls.get(device, 0)
            self.calls[device] = n + 1
            return choices[(self.offset + n) % len(choices)]

        return next_outcome


@dataclass(frozen=True)
class Setup:
    """A short game that brings ``kind`` to seat 0 in a game of ``edition`` with ``n``
    seats: its options with ``changes``, the ``trigger`` card dealt to ``holder`` (or
    turned as the start card: :data:`START`), device outcomes from ``offset``."""

    edition: str
    kind: str
    n: int
    changes: tuple[tuple[str, Any], ...]
    trigger: str
    holder: int
    offset: int

    def options(self) -> RuleOptions:
        return edition_options(self.edition, dict(self.changes))

    def deal(self) -> tuple[list[Card], int]:
        """The stacked deck and the dealer."""
        deal = stacked(self.edition, self.options(), self.n, parse_card(self.trigger),
                       self.holder)
        assert deal is not None, self
        return deal

    def game(self, seed: int = 0) -> Game:
        """The setup's game, before its first action, device outcomes as the search had them."""
        deck, dealer = self.deal()
        game = new_game(self.options(), self.n, seed, deck, dealer=dealer)
        game.scripted = Outcomes(self.offset)
        return game

    def plan(self) -> Played:
        """Every action from the deal until ``kind`` comes to seat 0 (the search's choices)."""
        hits: dict[str, int] = {}
        played = play_short(self.game(), parse_card(self.trigger),
                            on_reach=lambda k, at: hits.setdefault(k, at))
        if self.kind not in hits:
            raise LookupError(f"{self.describe()} no longer reaches {self.kind}: "
                              f"python tests/robot/reach.py --write")
        return played[:hits[self.kind]]

    def describe(self) -> str:
        rules = ", ".join(f"{k}={v}" for k, v in self.changes) or "official rules"
        where = "as the start card" if self.holder == START else f"in seat {self.holder}'s hand"
        return (f"{self.edition}/{self.kind} ({self.n} seats): {self.trigger} {where}, "
                f"{rules}, device outcomes from {self.offset}")

    def to_json(self) -> dict[str, Any]:
        return {"changes": dict(self.changes), "trigger": self.trigger, "holder": self.holder,
                "offset": self.offset}


def edition_options(edition: str, changes: dict[str, Any]) -> RuleOptions:
    """``edition``'s official options with ``changes``; a UNO grace of 0 (the robot's
    games need no catching window to wait through) and, unless ``changes`` say otherwise,
    no clock on a turn (Flash's unit: a robot that looks at every screen is slower than a
    person)."""
    extra: dict[str, Any] = {"uno_grace_ms": 0}
    if edition == "flash":
        extra["flash_time_limit"] = "infinite"
    return with_options(RuleOptions(edition=edition), **{**extra, **changes})


# ------------------------------------------------------------------ the search space

def option_variants(edition: str) -> Iterator[dict[str, Any]]:
    """The official rules, then every choice of every option (house rules and the
    edition's own) one at a time, then the pairs the decisions found so far needed."""
    yield {}
    for spec in option_specs(edition):
        if spec.name in ("hand_size", "target_score", "uno_grace_ms", "draw_until_cap",
                         "scoring", "teams"):
            continue
        if spec.type == "bool":
            yield {spec.name: not spec.default}
        elif spec.type == "choice":
            for value in spec.choices:
                if value != spec.default:
                    yield {spec.name: value}
    # a decision behind two options: a draw that may be played and a rule it meets
    yield {"draw_rule": "draw_one_may_play", "voluntary_draw": True}


def triggers(edition: str, options: RuleOptions) -> list[Card]:
    """One card of each face of the edition's deck, the special ones first."""
    seen: dict[str, Card] = {}
    for c in get_edition(edition).deck(options):
        seen.setdefault(c.code, c)
    cards = sorted(seen.values(), key=lambda c: (c.kind == NUMBER and not c.mark, c.code))
    return cards


def _fillers(deck: list[Card], avoid: Card, start: Card, count: int) -> list[Card]:
    """``count`` cards of the deck that match neither the start card's colour nor its
    number, plain numbers first: the trigger stays its holder's one play."""
    def fits(c: Card, plain: bool) -> bool:
        if c == avoid or c.is_black or c.color == start.color:
            return False
        if c.kind == NUMBER and c.number == start.number:
            return False
        return not plain or (c.kind == NUMBER and not c.mark)

    out: list[Card] = []
    for plain in (True, False):
        for c in deck:
            if len(out) == count:
                return out
            if fits(c, plain) and out.count(c) < deck.count(c):
                out.append(c)
    return out


START = -1
"""The trigger's ``holder`` when it is the start card itself (a start-card effect)."""


def stacked(edition: str, options: RuleOptions, n: int, trigger: Card, holder: int,
            ) -> tuple[list[Card], int] | None:
    """The deck (and dealer) that deals ``trigger`` to ``holder``, who moves first, with a
    start card it may be played on, and a matching card on top of the draw pile; with
    ``holder`` :data:`START` the trigger is the start card and seat 0 moves first."""
    full = get_edition(edition).deck(options)
    size = options.hand_size
    if holder == START:
        start = trigger
    else:
        colour = trigger.color
        start = next((c for c in full if c.kind == NUMBER and not c.mark and c != trigger
                      and (colour is None or c.color == colour)), None)
        if start is None:
            return None
    pool = list(full)
    for c in (trigger, start) if holder != START else (trigger,):
        if c not in pool:
            return None
        pool.remove(c)
    hands: list[list[Card]] = []
    for seat in range(n):
        want = size - 1 if seat == holder else size
        hand = _fillers(pool, trigger, start, want)
        if len(hand) < want:
            return None
        for c in hand:
            pool.remove(c)
        if seat == holder:
            hand = [trigger, *hand]
        hands.append(hand)
    start_cards = [start]
    if edition == "tippo":  # a start card on each pan
        second = next((c for c in pool if c.kind == NUMBER and not c.mark
                       and c.color != start.color), None)
        if second is None:
            return None
        pool.remove(second)
        start_cards.append(second)
    draw = next((c for c in pool if c.kind == NUMBER and c.color == start.color), None)
    if draw is not None:
        pool.remove(draw)
    first = 0 if holder == START else holder
    dealer = (first - 1) % n
    order: list[Card] = []
    for i in range(size):
        for k in range(n):
            order.append(hands[(dealer + 1 + k) % n][i])
    order += start_cards
    if draw is not None:
        order.append(draw)
    return order + pool, dealer


# ------------------------------------------------------------------ playing a short game

def _score(action: Action, trigger: Card) -> tuple[int, str]:
    """The search's choice: the trigger first, then any special card, then any play,
    drawing last (a stable order, so a setup replays exactly)."""
    card = getattr(action, "card", None)
    if isinstance(card, Card) and card == trigger:
        rank = 0
    elif isinstance(card, Card) and (card.kind != NUMBER or card.mark):
        rank = 1
    elif isinstance(action, Draw):
        rank = 4
    elif isinstance(action, Pass):
        rank = 3
    else:
        rank = 2
    return rank, repr(action)


def choose(legal: list[Action], trigger: Card) -> Action:
    return min(legal, key=lambda a: _score(a, trigger))


def actor(game: Game) -> int | None:
    """Who acts next in a short game: the decision's seat, else the first seat that may
    act in a race (seat 0 first), else the host."""
    d = game.decision
    if d.seat is not None:
        return d.seat
    for seat in range(game.n):
        if game.legal_actions(seat):
            return seat
    return None


Played = list[tuple[int | None, Action]]


def play_short(game: Game, trigger: Card, steps: int = MAX_STEPS,
               on_reach: Callable[[str, int], None] | None = None) -> Played:
    """Play ``game`` with the search's choices; ``on_reach(kind, actions_so_far)`` for
    each decision that comes to seat 0. Returns the actions played."""
    played: Played = []
    for _ in range(steps):
        if game.over:
            break
        d = game.decision
        if d.kind not in HOST_KINDS and (d.seat == 0 or (d.seat is None
                                                          and game.legal_actions(0))):
            if on_reach is not None:
                on_reach(d.kind, len(played))
        seat = actor(game)
        legal = game.legal_actions(seat)
        if not legal:
            break
        action = choose(legal, trigger)
        try:
            game.apply(seat, action)
        except IllegalAction:
            break
        played.append((seat, action))
    return played


def search(edition: str, n: int) -> dict[str, Setup]:
    """For each decision kind of ``edition`` the first setup found that brings it to seat 0
    in a game of ``n`` seats (kinds no setup reaches are missing). Minutes for all
    editions: the robot reads the setups from :data:`SETUPS` (written by ``--write``)."""
    wanted = set(decision_kinds(edition)) - set(unreachable(edition, n))
    found: dict[str, Setup] = {}
    for number, changes in enumerate(option_variants(edition)):
        try:
            options = edition_options(edition, changes)
        except Exception:  # an option this edition or seat count refuses
            continue
        for trigger in triggers(edition, options):
            for holder in (n - 1, 0, START):
                deal = stacked(edition, options, n, trigger, holder)
                if deal is None:
                    continue
                deck, dealer = deal
                # every device outcome with the official rules; the house rules and options
                # are tried with the outcomes as they come
                for offset in range(_outcome_span(edition) if number == 0 else 1):
                    try:
                        game = new_game(options, n, 0, list(deck), dealer=dealer)
                    except ValueError:
                        break
                    game.scripted = Outcomes(offset)
                    hits: set[str] = set()
                    play_short(game, trigger, on_reach=lambda k, _at, hits=hits: hits.add(k))
                    for kind in sorted(hits):
                        if kind in wanted and kind not in found:
                            found[kind] = Setup(edition, kind, n, tuple(sorted(changes.items())),
                                                trigger.code, holder, offset)
                    if wanted <= set(found):
                        return found
                    if not game.scripted.calls:
                        break  # no device asked: other offsets play the same game
    return found


@functools.cache
def _outcome_span(edition: str) -> int:
    """How many offsets make every outcome of the edition's devices come first once: the
    most choices any device offers (learnt from a few seeded games)."""
    span = 1
    options = RuleOptions(edition=edition)

    class Counting(Outcomes):
        def get(self, device: str, default: Any = None) -> Any:
            inner = super().get(device, default)

            def count(choices: list[Any], weights: list[float] | None = None) -> Any:
                nonlocal span
                span = max(span, len(choices))
                return inner(choices, weights)

            return count

    for seed in range(3):
        game = new_game(options, 4, seed)
        game.scripted = Counting()
        play_short(game, Card("none"), steps=300)
    return min(span, 12)


# ------------------------------------------------------------------ what cannot be asked

def unreachable(edition: str, n: int) -> dict[str, str]:
    """The decisions of ``edition``'s table its rules never ask with ``n`` seats, and why
    (``test_reach.py`` checks that the search indeed never meets them)."""
    out: dict[str, str] = {}
    if n < 3:
        out["zero_swap"] = "a 0 swaps with the only other seat: there is no one to choose"
        if edition == "extreme":
            out["trade_hands"] = "Trade Hands swaps with the only other seat"
    if edition == "extreme":
        out["drawn"] = ("drawing is a press of the launcher, which ends the turn "
                        "(ExtremeTurnRule): a drawn card is never offered")
        out["zero_swap"] = "Extreme's deck has no 0"
    return {kind: why for kind, why in out.items() if kind in decision_kinds(edition)}


# ------------------------------------------------------------------ the stored setups

SETUPS = Path(__file__).with_name("setups.json")
SEATS = (2, 4, 10)
"""The seat counts the robot plays (a duel, a table of four, a full table)."""


@functools.cache
def _stored() -> dict[str, dict[str, Any]]:
    if not SETUPS.exists():
        return {}
    return json.loads(SETUPS.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def setups(edition: str, n: int) -> dict[str, Setup]:
    """The stored setup of each decision kind of ``edition`` with ``n`` seats."""
    out = {}
    for key, entry in _stored().items():
        e, seats, kind = key.split("/")
        if e == edition and int(seats) == n:
            out[kind] = Setup(edition, kind, n, tuple(sorted(entry["changes"].items())),
                              entry["trigger"], int(entry["holder"]), int(entry["offset"]))
    return out


def write(seat_counts: tuple[int, ...] = SEATS) -> None:
    """Search every edition at every seat count and store the setups (``--write``)."""
    data: dict[str, Any] = {}
    for n in seat_counts:
        for edition in EDITIONS:
            found = search(edition, n)
            missing = sorted(set(decision_kinds(edition)) - set(found)
                             - set(unreachable(edition, n)))
            print(f"{edition:12} {n:2} seats: {len(found)} decisions"
                  + (f", NOT REACHED: {', '.join(missing)}" if missing else ""), flush=True)
            for kind, setup in sorted(found.items()):
                data[f"{edition}/{n}/{kind}"] = setup.to_json()
    SETUPS.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {SETUPS}")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="Find (--write: and store) the setups that "
                                     "bring each decision of each edition to the person's seat.")
    parser.add_argument("--write", action="store_true", help=f"store them in {SETUPS.name}")
    parser.add_argument("--seats", default=",".join(map(str, SEATS)))
    args = parser.parse_args()
    counts = tuple(int(x) for x in args.seats.split(","))
    if args.write:
        write(counts)
    else:
        for n in counts:
            for edition in EDITIONS:
                for _kind, setup in sorted(search(edition, n).items()):
                    print(setup.describe())
