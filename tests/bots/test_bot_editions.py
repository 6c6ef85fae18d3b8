"""The hard bot in the themed editions: what it rebuilds, what it simulates, that it plays.

For every edition (the registry's: none is listed here), unless it declares that its
positions cannot be rebuilt (``Edition.no_rebuild``, and then the hard bot is seen never to
search it): the hard bot searches it; the belief folded from a seat's redacted history
agrees with the real game; sampled games
match the view, hide nothing known and conserve every card; a game rebuilt from the true
deal resolves every legal action exactly as the real game does (an edition's black card
after its colour included); every move of the lean rollout simulator is a move the engine
could make, with the same result; and the hard bot searches there and finishes games.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from bot_helpers import positions, table
from matrix import lane

from rules import Play, load_preset, with_options
from rules.editions import EDITIONS
from rules.editions.spin import SEGMENTS
from rules.events import CardsRevealed
from rules.game import Game
from rules.sampling import (
    SUPPORTED_DECISIONS,
    Determinizer,
    face,
    pool_mismatch,
    rebuildable,
    supported,
)
from uno_desktop.bots import make_bot
from uno_desktop.bots.arena import play_game
from uno_desktop.bots.fastsim import ENGINE_ROLLOUTS, TWINS, FastHand, from_game
from uno_desktop.bots.fastsim.tippo import TippoHand
from uno_desktop.bots.knowledge import Tracker
from uno_desktop.bots.policy import REACTION_TYPES, tag_of

THEMED = sorted(set(EDITIONS) - {"classic"})
REBUILT = [e for e in THEMED if rebuildable(e)]
CLASSIC = EDITIONS["classic"]


def own_decisions(name: str) -> set[str]:
    """The decision kinds ``name`` adds to classic's or replaces with its own rule."""
    edition = EDITIONS[name]
    return {kind for kind, rule in edition.decisions.items()
            if kind not in CLASSIC.decisions or type(rule) is not type(CLASSIC.decisions[kind])}


def own_black_kinds(name: str) -> set[str]:
    """The black card kinds of ``name``'s deck that classic does not have."""
    deck = EDITIONS[name].deck(_options(name))
    return {c.kind for c in deck if c.color is None} - {"wild", "wild_draw_four"}


def kind_of(view) -> str:
    """A position's decision, a colour by the card it is asked for (``color:captain``)."""
    return view.decision if view.decision != "color" else f"color:{view.top_card.kind}"


def plain(name: str, view) -> bool:
    """Whether a position is one the sampler rebuilds by what the edition declares: a
    decision it knows, with no device state in the view beyond ``Edition.rebuilt_from``
    (not a device's own decision under way)."""
    return (view.decision in SUPPORTED_DECISIONS
            and view.edition_state.keys() <= EDITIONS[name].rebuilt_from)


def covered(name: str, real: set[str]) -> set[str]:
    """The positions the rebuild test must meet in ``name`` (derived, never listed): every
    edition's turn, penalty and Wild colour, each of the edition's own decisions that the
    sampler rebuilds, and the colour after each of its own black cards that the real
    games (``real``: the plain positions they met) asked as an ordinary decision."""
    return ({"turn", "penalty", "color:wild"} | (own_decisions(name) & SUPPORTED_DECISIONS)
            | {k for k in real if k.removeprefix("color:") in own_black_kinds(name)})


# Each edition with the official rules, then house rules and edition options that change
# what its cards do.
VARIANTS = [(edition, "official", {}) for edition in REBUILT] + [
    ("fifa2006", "party", {}),
    ("h2o", "seed001", {}),
    ("kick", "official", {"kick_opponent": "next"}),
    ("extreme", "party", {"extreme_deck": "seed000", "trade_hands": "swap_fewest",
                          "all_hit_extra_turn": False}),
    ("extreme", "official", {"extreme_deck": "extreme_de", "hit_two_stacking": False}),
    ("spin", "official", {"spin_deflect": "pass_on", "spin_weights": "punishing"}),
    ("flash", "party", {"flash_next": "uniform_others", "slap_includes_player": True}),
    ("flash", "official", {"flash_next": "clockwise"}),
    ("tippo", "party", {}),
    ("tippo", "official", {"tippo_pan": "tilt_pan", "tippo_stop_cards": "none",
                           "tippo_tip_free": 0}),
]
VARIANT_IDS = [f"{e}-{p}" + "".join(f"-{v}" for v in extra.values())
               for e, p, extra in VARIANTS]


def _options(edition: str, preset: str = "official", **extra: object):
    return with_options(load_preset(preset), edition=edition, scoring="single_hand", **extra)


def _searched_positions(options, games: int = 4, plain_kinds: set[str] | None = None):
    """Positions the hard bot would search, with each seat's belief kept up to date
    (``plain_kinds`` collects the kind of every position the edition's declarations say
    the sampler rebuilds, searched or not)."""
    for seed in range(games):
        seats = 2 + seed % 3
        trackers = [Tracker(options) for _ in range(seats)]
        for game, seat, view, legal, history in positions(options, seats, seed):
            belief = trackers[seat].update(view, history)
            if plain_kinds is not None and plain(options.edition, view):
                plain_kinds.add(kind_of(view))
            if supported(options, view):
                yield game, seat, view, legal, trackers[seat], belief


def test_no_edition_falls_back_to_a_weaker_bot_without_saying_so():
    """Every edition the hard bot does not search says why (``Edition.no_rebuild``), and
    every edition it searches has its rollouts played exactly: by its twin, or by the
    engine where it says so (``EngineRollouts``)."""
    for name in EDITIONS:
        edition = EDITIONS[name]
        assert isinstance(edition.no_rebuild, str)
        assert isinstance(edition.rebuilt_from, frozenset)
        if rebuildable(name):
            assert name in TWINS or name in ENGINE_ROLLOUTS, name
        else:
            assert edition.no_rebuild.strip(), f"{name}: say why it is not rebuilt"


@pytest.mark.slow  # over 2 s
def test_every_edition_is_searched_but_not_a_device_s_own_decisions():
    """Every edition is rebuilt and simulated; what a device holds during its own
    decisions (a Tilt sequence, the Spin wheel, a race) is not rebuilt."""
    options = _options("tippo")
    during: Counter[str] = Counter()
    for seed in range(12):
        for _, _, view, _, _ in positions(options, 3, seed):
            if "tilt" in view.edition_state:  # a Tilt sequence, up to its colour
                assert not supported(options, view)
                during[view.decision] += 1
    assert {"tilt_starter", "tilt_place", "color"} <= set(during), during


@pytest.mark.parametrize("edition", lane("hard bot", THEMED, 3,
                                          slow=("tippo",)))  # Tippo's: over 2 s
def test_hard_searches_the_edition_and_finishes_its_games(edition):
    """Ordinary decisions are searched (not left to the heuristic) in every edition that
    does not declare otherwise, and never in one that does; an illegal action or a game
    that never ends would raise ArenaError."""
    options = _options(edition)
    searches = fallbacks = errors = 0
    for seats in (2, 4):
        bots = table("hard", options, seats, seats)
        for seed in range(2):
            assert play_game(options, bots, seed).game.over
        searches += sum(b.searches for b in bots)
        fallbacks += sum(b.fallbacks for b in bots)
        errors += sum(b.errors for b in bots)
    if not rebuildable(edition):  # declared (test above): the normal bot's moves
        assert searches == fallbacks == errors == 0
        return
    assert searches > 20
    assert fallbacks <= searches // 20
    assert errors == 0


@pytest.mark.parametrize("edition", lane("determinized", REBUILT, 3,
                                          slow=("tippo",)))  # Tippo's: over 2 s
def test_determinized_games_match_the_view_and_hide_nothing_that_is_known(edition):
    options = _options(edition, "party")
    checked = 0
    for game, seat, view, legal, tracker, belief in _searched_positions(options):
        assert pool_mismatch(tracker.full_deck, view, belief) == 0
        for s in range(view.seats):  # the belief is right about the real hands
            if s != seat:
                assert not belief.known[s] - Counter(game.hands[s])
                for color, cap in belief.voids[s].items():
                    assert sum(c.color == color for c in game.hands[s]) <= cap
                for f, cap in belief.faces[s].items():
                    assert sum(face(c) == f for c in game.hands[s]) <= cap, (s, f)
        sampler = Determinizer(options, view, belief, legal)
        sample = sampler.sample(random.Random(checked))
        assert [len(h) for h in sample.hands] == list(view.hand_counts)
        assert sample.hands[seat] == list(view.hand)
        assert len(sample.draw_pile) == view.draw_pile
        assert sample.discard == game.discard
        assert Counter(c for zone in sample.zones() for c in zone) == sample.full_deck
        assert (sample.decision.kind, sample.decision.seat) == (view.decision, seat)
        for s in range(view.seats):
            assert not belief.known[s] - Counter(sample.hands[s]) or s == seat
        assert sample.legal_actions(seat) == legal
        checked += 1
    assert checked > 100


def _same(a: Game, b: Game) -> bool:
    """The same position for every seat (state ids aside)."""
    for s in range(a.n):
        va, vb = a.view(s), b.view(s)
        va.state_id = vb.state_id = 0
        if va != vb:
            return False
    return a.hands == b.hands and a.draw_pile == b.draw_pile


@pytest.mark.parametrize(("edition", "preset", "extra"), lane(  # these take over 2 s
    "rebuilt", VARIANTS, 5, ids=VARIANT_IDS, slow=[i for i in VARIANT_IDS if i.startswith(
        ("tippo", "flash-party-uniform_others-True"))]))
def test_a_game_rebuilt_from_the_true_deal_resolves_every_action_as_the_real_one(
        edition, preset, extra):
    options = _options(edition, preset, **extra)
    kinds: Counter[str] = Counter()
    met: set[str] = set()  # the kinds of the positions the sampler should rebuild
    for game, seat, view, legal, _, belief in _searched_positions(options, plain_kinds=met):
        rebuilt = Determinizer(options, view, belief, legal).build(game.hands, game.draw_pile, 0)
        rebuilt.rng.setstate(game.rng.getstate())  # devices draw the same outcomes
        for action in legal:
            real, copy = game.clone(), rebuilt.clone()
            assert real.apply(seat, action) == copy.apply(seat, action), (view.decision, action)
            assert _same(real, copy), (view.decision, action)
        kinds[kind_of(view)] += 1
    assert met <= set(kinds), f"not rebuilt, so not searched: {sorted(met - set(kinds))}"
    if preset == "official" and not extra:
        assert covered(edition, met) <= set(kinds), kinds


class _WheelRecorder(random.Random):
    """Remembers the wheel segments the simulator drew, to script the engine's wheel."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.segments: list[str] = []

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        out = super().choices(population, weights, cum_weights=cum_weights, k=k)
        if list(population) == list(SEGMENTS):
            self.segments += out
        return out


class _Scripted:
    """Launcher presses fire as scripted, and the Flash unit's picks and the Tippo scale's
    verdicts are kept, so the engine can be scripted alike (mixed into the edition's
    simulator class)."""

    __slots__ = ()

    def _tip(self, chance: float) -> bool:
        tipped = super()._tip(chance)  # type: ignore[misc]
        self.tips.append(tipped)  # type: ignore[attr-defined]
        return tipped

    def _fire_count(self) -> int:
        return self.script.pop(0)  # type: ignore[attr-defined]

    def _unit_pick(self, seat: int) -> int:
        pick = super()._unit_pick(seat)  # type: ignore[misc]
        self.picks.append(pick)  # type: ignore[attr-defined]
        return pick


LAUNCHER_SCRIPT = [0, 3, 0, 1, 0, 0, 5, 2, 0, 8, 0, 1] * 8
RACES = ("call_uno_spin", "slap")  # entries to the races nobody owns


def _fast(game: Game, seed: int) -> FastHand:
    sim = from_game(game, _WheelRecorder(seed))
    cls = type("Scripted", (_Scripted, type(sim)), {"__slots__": ("picks", "script", "tips")})
    fast = cls([list(h) for h in sim.hands], sim.pile, sim.discard, sim.color,
               sim.direction, sim.seat, sim.pending, sim.opts, sim.rng, game.ed)
    fast.challenge = sim.challenge
    fast.script, fast.picks, fast.tips = list(LAUNCHER_SCRIPT), [], []
    return fast


def _same_devices(game: Game, sim: FastHand) -> bool:
    """Tippo: both pans, their colours and the set-aside cards agree too."""
    if not isinstance(sim, TippoHand):
        return True
    st = game.ed
    other = 1 - sim.cur
    return (st.pans == sim.pans and st.aside == sim.aside and st.cur == sim.cur
            and st.colors[other] == sim.colors[other])


def _engine_reaches(game: Game, sim: FastHand, winner: int | None, depth: int = 40,
                    first: bool = False) -> bool:
    """Whether some sequence of the engine's legal decisions from ``game`` reaches the
    simulator's position: the next plain turn (or penalty), or the end of the hand."""
    d = game.decision
    if d.kind in ("hand_over", "game_over"):
        return winner is not None and game.hand_winner == winner
    if not first and winner is not None and d.kind == "turn":
        return False  # the simulator's hand ended before any next turn: not this way
    if not first and winner is None and (
            d.kind == "turn" or (d.kind == "penalty" and sim.pending)):
        return (d.seat == sim.seat and game.pending == sim.pending
                and [Counter(h) for h in game.hands] == [Counter(h) for h in sim.hands]
                and game.draw_pile == sim.pile and game.discard == sim.discard
                and game.active_color == sim.color and game.direction == sim.direction
                and _same_devices(game, sim))
    if depth == 0:
        return False
    if d.seat is None:  # a race: any seat's entry, or the host ending it
        moves = [(s, a) for s in range(game.n) for a in game.legal_actions(s)
                 if tag_of(a) in RACES] + [(None, a) for a in game.legal_actions(None)]
    else:
        moves = [(d.seat, a) for a in game.legal_actions(d.seat)
                 if not isinstance(a, REACTION_TYPES) and tag_of(a) not in RACES]
    if d.kind == "tilt_place":
        if game.scripted.get("scale") == []:
            return False  # a card placed weighs once more than the simulator's scale did
        # The simulator fills the lighter open pan (the first of equals); trying both pans
        # at every card of a long Tilt sequence would never end.
        sizes = [len(p) for p in game.ed.pans]
        lighter = min((a.pan for _, a in moves), key=lambda p: (sizes[p], p))
        moves = [(s, a) for s, a in moves if a.pan == lighter]
    discards = [a for _, a in moves if tag_of(a) == "discard_card"]
    if discards and len(sim.discard) >= len(game.discard):
        # Only the card the simulator laid next under the top card: the order shows in the
        # pile, and trying every order of Almost UNO's discards would never end.
        wanted = sim.discard[len(game.discard) - 1]
        moves = [(s, a) for s, a in moves if tag_of(a) != "discard_card" or a.card == wanted]
    for seat, action in moves:
        if tag_of(action) == "discard_card":  # only cards the simulator gave away
            gone = Counter(game.hands[seat]) - Counter(sim.hands[seat])  # type: ignore[index]
            if not gone[action.card]:
                continue
        nxt = game.clone()
        nxt.scripted = {k: list(v) for k, v in game.scripted.items()}
        nxt.apply(seat, action)
        if _engine_reaches(nxt, sim, winner, depth - 1):
            return True
    return False


@pytest.mark.parametrize(("edition", "preset", "extra"),  # Tippo's party game: over 2 s
                         lane("simulator", VARIANTS, 5, ids=VARIANT_IDS, slow=("tippo-party",)))
def test_every_fast_simulator_move_is_an_engine_move_with_the_same_result(
        edition, preset, extra):
    options = _options(edition, preset, **extra)
    played: Counter[str] = Counter()
    for game, seat, _, legal, _, _ in _searched_positions(options, games=3):
        if game.decision.kind not in ("turn", "penalty") or len(game.draw_pile) < 30:
            continue  # (a reshuffle would shuffle each side differently)
        starts: list[Play | None] = [None]  # the simulator's own choice, then every play
        if game.decision.kind == "turn":
            starts += [a for a in legal if isinstance(a, Play) and a.count == 1]
        for start in starts:
            sim, engine = _fast(game, sum(played.values())), game.clone()
            if start is None:
                out = sim.run(1)
                laid = sim.discard[-1] if len(sim.discard) > len(game.discard) else None
            else:
                out = sim.winner(seat) if sim.start_play(seat, start.card) else None
                laid = start.card
            # A Tilt sequence may place every card of the pile, one decision each.
            depth = 40 + (len(game.draw_pile) if edition == "tippo" else 0)
            engine.scripted = {"launcher": list(LAUNCHER_SCRIPT), "flash": list(sim.picks),
                               "wheel": list(sim.rng.segments),  # type: ignore[attr-defined]
                               "scale": list(sim.tips)}
            if start is None:
                reached = _engine_reaches(engine, sim, out, depth, first=True)
            else:
                engine.apply(seat, start)
                reached = _engine_reaches(engine, sim, out, depth)
            if laid is not None:
                played[laid.kind if laid.mark is None else laid.mark] += 1
            played.update(sim.rng.segments)  # type: ignore[attr-defined]
            played.update("scale_tipped" for tipped in sim.tips if tipped)
            assert reached, (edition, start, laid)
    classic = {"number", "skip", "reverse", "draw_two", "wild", "wild_draw_four"}
    assert set(played) - classic, played  # the edition's own cards (or scale) were simulated
    if edition == "spin":
        assert set(SEGMENTS) <= set(played), played  # every segment of the wheel too


def _hard_position(edition: str):
    """A searchable turn of seat 0 in a real game, with its legal actions and history."""
    options = _options(edition)
    for _, seat, view, legal, history in positions(options, 3, 4):
        plays = [a for a in legal if isinstance(a, Play)]
        if seat == 0 and view.decision == "turn" and len(plays) >= 2:
            return options, view, legal, list(history)
    raise AssertionError("no position")


@pytest.mark.parametrize("edition", ["kick", "extreme"])
def test_a_wrong_belief_falls_back_to_the_normal_choice(edition):
    options, view, legal, history = _hard_position(edition)
    deck = Tracker(options).full_deck
    mine = min(view.hand, key=deck.__getitem__)  # a card with one or two copies
    bogus = CardsRevealed(1, (mine,) * 3, "test")  # more copies than are left
    hard, normal = make_bot("hard", 5, options), make_bot("normal", 5, options)
    action = hard.choose(view, legal, [*history, bogus])
    assert action == normal.choose(view, legal, [*history, bogus]) and action in legal
    assert (hard.fallbacks, hard.searches) == (1, 0)


def test_a_search_that_fails_plays_the_normal_choice(monkeypatch):
    options, view, legal, history = _hard_position("toy_story3")

    def broken(*args: object) -> None:
        raise TypeError("a position the sampler cannot rebuild")

    monkeypatch.setattr(Determinizer, "build", broken)
    monkeypatch.setattr(Determinizer, "deal", broken)
    hard, normal = make_bot("hard", 5, options), make_bot("normal", 5, options)
    assert hard.choose(view, legal, history) == normal.choose(view, legal, history)
    assert hard.errors == 1
