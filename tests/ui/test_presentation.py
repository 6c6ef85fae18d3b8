"""One presentation path: every event of every edition has a presenter, and what it shows
reads right (no generic "Event: …" line, no unfilled placeholder) in every language."""

from __future__ import annotations

import random

import pytest
from matrix import lane

from rules import EVENT_TYPES, new_game, options_from_mapping
from rules.editions import EDITIONS
from rules.simulate import random_step
from uno_desktop.session import SeatInfo
from uno_desktop.transport import Transport, Update
from uno_desktop.ui import present
from uno_desktop.ui.controller import GameController
from uno_desktop.ui.present.stage import Lines


class FeedTransport(Transport):
    """Hands the controller each state of a game the test plays itself (seat 0's view)."""

    def __init__(self, game) -> None:
        super().__init__()
        self.game = game

    def feed(self, events: list[object]) -> None:
        self.updated.emit(Update(tuple(events), self.game.view(0),
                                 tuple(self.game.legal_actions(0))))

    def start(self) -> None:
        self.feed(list(self.game.start_events))

    def send(self, action, state_id=None) -> None: ...
    def acknowledge(self, state_id) -> None: ...
    def next_hand(self) -> None: ...

    @property
    def seat(self):
        return 0

    def latest(self):
        return None

    def players(self):
        return [SeatInfo(name) for name in ("Sam", "Ada", "Ben")]

    def local_seats(self):
        return [0]

    def options(self):
        return self.game.options

    def history(self):
        return []

    def set_speed(self, speed) -> None: ...
    def close(self) -> None: ...


def _play(edition: str, seed: int, actions: int = 300) -> tuple[set[str], list[str]]:
    """Random legal play of one game; returns the event types seen and the log lines."""
    options = options_from_mapping({"edition": edition})
    game = new_game(options, 3, seed)
    controller = GameController()
    controller.set_speed("instant")
    transport = FeedTransport(game)
    controller.attach(transport)
    seen = {type(e).TYPE for e in game.start_events}
    rng = random.Random(seed)
    for _ in range(actions):
        if game.over:
            break
        seat, action = random_step(game, rng)
        events = game.apply(seat, action)
        seen |= {type(e).TYPE for e in events}
        transport.feed(events)
    lines = controller.log.lines
    controller.detach()
    return seen, lines


@pytest.mark.parametrize("edition", lane("presenters", list(EDITIONS), 4))
def test_every_event_an_edition_emits_has_its_presenter(qapp, edition):
    seen: set[str] = set()
    lines: list[str] = []
    for seed in range(4):
        tags, log = _play(edition, seed)
        seen |= tags
        lines += log
    missing = sorted(tag for tag in seen if present.presenter(edition, tag) is None)
    assert not missing, f"{edition}: no presenter for {missing}"
    assert seen <= present.registered(edition)
    bad = [line for line in lines if "{" in line or line.startswith("Event:")]
    assert not bad, bad


def test_every_event_type_has_a_presenter_somewhere():
    """Also the rare ones no random game reaches (the registry covers every type)."""
    for edition in EDITIONS:
        present.load(edition)
    covered = set().union(*(present.registered(e) for e in EDITIONS))
    assert set(EVENT_TYPES) <= covered, sorted(set(EVENT_TYPES) - covered)


def test_every_presenter_text_is_marked_for_translation():
    """Each module's Lines use one context; the i18n tests check each is translated."""
    for edition in EDITIONS:
        present.load(edition)
    assert Lines.every
    for lines in Lines.every:
        assert lines.sources and all(isinstance(s, str) and s for s in lines.sources.values())


def test_an_event_without_a_presenter_gets_a_plain_log_line(qapp):
    """``classic.unknown``: its ``code`` field once collided with ``Stage.log``'s own
    ``code`` parameter (a TypeError instead of the line); mypy --strict found it."""
    from uno_desktop.ui.present import classic
    from uno_desktop.ui.present.stage import Stage

    game = new_game(options_from_mapping({"edition": "classic"}), 3, 1)
    controller = GameController()
    controller.set_speed("instant")
    controller.attach(FeedTransport(game))
    event = game.start_events[0]
    stage = Stage(controller, event, 0.0)
    assert classic.unknown("brand_new_thing", stage) == 250
    stage.land_lines()  # what the controller does once a presenter is done
    assert controller.log.lines[-1] == "Event: brand new thing."
    controller.detach()
