"""Every edition's card handlers and decision rules have a rollout twin or a declared
fallback (``uno_desktop/bots/fastsim/<edition>.py``, docs/editions.md), or the edition
declares that the engine plays its rollouts (``EngineRollouts``, with the reason).

A handler or decision an edition adds to classic's, or replaces with its own class, must
be named by its twin: as a special card's effect, as what plays it in a rollout, or as a
fallback with the reason none does. Otherwise a new card would be played out by the
rollouts as a plain card, and the hard bot would search a game that is not the one at the
table; this test is what stops that.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from rules import RuleOptions
from rules.editions import EDITIONS
from rules.editions.base import Edition
from uno_desktop.bots.fastsim import ENGINE_ROLLOUTS, TWINS, FastHand, fast_supported
from uno_desktop.bots.fastsim.base import EngineRollouts, Twin, register

CLASSIC = EDITIONS["classic"]


def own_kinds(edition: Edition | SimpleNamespace) -> set[str]:
    """The handler and decision kinds ``edition`` does not take from classic as they are."""
    if edition is CLASSIC:
        return {*CLASSIC.handlers, *CLASSIC.decisions}
    kinds = set()
    for table, classic in ((edition.handlers, CLASSIC.handlers),
                           (edition.decisions, CLASSIC.decisions)):
        kinds |= {kind for kind, rule in table.items()
                  if kind not in classic or type(rule) is not type(classic[kind])}
    return kinds


def uncovered(edition: Edition | SimpleNamespace, twin: Twin) -> set[str]:
    """What of ``edition``'s own the twin neither plays nor declares a fallback for."""
    return own_kinds(edition) - {*twin.specials, *twin.plays, *twin.fallbacks}


@pytest.mark.parametrize("name", list(EDITIONS))
def test_every_edition_has_a_twin_or_says_it_needs_none(name: str) -> None:
    """No edition's rollouts fall back to the engine without saying so."""
    assert name in TWINS or name in ENGINE_ROLLOUTS, (
        f"no rollout twin for {name}: add uno_desktop/bots/fastsim/{name}.py registering a "
        f"Twin, or EngineRollouts({name!r}, why) (python -m uno_desktop.scaffold writes one)")
    assert not (name in TWINS and name in ENGINE_ROLLOUTS)
    assert fast_supported(RuleOptions(edition=name)) == (name in TWINS)


@pytest.mark.parametrize("name", list(EDITIONS))
def test_every_handler_and_decision_has_a_twin_or_a_fallback(name: str) -> None:
    if name in ENGINE_ROLLOUTS:
        pytest.skip(f"{name}: the engine plays its rollouts ({ENGINE_ROLLOUTS[name].why})")
    assert name in TWINS, f"no rollout twin for {name}: add uno_desktop/bots/fastsim/{name}.py"
    missing = uncovered(EDITIONS[name], TWINS[name])
    assert not missing, (f"{name}: {sorted(missing)} have no twin in "
                         f"uno_desktop/bots/fastsim/{name}.py and no declared fallback")


@pytest.mark.parametrize("name", list(TWINS))
def test_a_twin_names_only_what_its_edition_has(name: str) -> None:
    """A stale entry (a card or decision renamed or gone) fails as a missing one does."""
    assert name in EDITIONS
    edition, twin = EDITIONS[name], TWINS[name]
    assert set(twin.specials) <= set(edition.handlers)
    assert set(twin.after_color) <= set(twin.specials)
    assert set(twin.resolved_when_last) <= set(twin.specials)
    named = {*twin.plays, *twin.fallbacks}
    assert named <= {*edition.handlers, *edition.decisions}, named
    assert not set(twin.plays) & set(twin.fallbacks)
    assert all(callable(play) for play in twin.plays.values())
    assert all(reason.strip() for reason in twin.fallbacks.values())
    assert issubclass(twin.hand, FastHand)


def test_a_new_card_or_decision_without_a_twin_is_caught() -> None:
    """The check itself: an edition with a card and a decision its twin does not know."""
    classic = TWINS["classic"]
    handlers = {**CLASSIC.handlers, "storm": object()}
    decisions = {**CLASSIC.decisions, "storm_target": object()}
    edition = SimpleNamespace(handlers=handlers, decisions=decisions)
    assert uncovered(edition, classic) == {"storm", "storm_target"}
    twin = Twin("stormy", FastHand, specials={"storm": lambda sim, seat, card: False},
                fallbacks={"storm_target": "a test"})
    assert uncovered(edition, twin) == set()


def test_an_edition_may_say_the_engine_plays_its_rollouts(monkeypatch) -> None:
    """The declaration needs its reason, and stands for a twin: one of the two per edition."""
    monkeypatch.setattr("uno_desktop.bots.fastsim.base.ENGINE_ROLLOUTS", {})
    engine = EngineRollouts("stormy", "its storm is rare enough")
    assert register(engine) is engine
    with pytest.raises(ValueError):
        register(EngineRollouts("stormy", "again"))
    with pytest.raises(ValueError):
        register(EngineRollouts("calm", " "))
