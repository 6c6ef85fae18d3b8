"""The table's sequencer (ui/sequencer.py): one moment after the other, what an animation
leaves for its landing run once it has landed, and a resumed game's history at once."""

from __future__ import annotations

from rules import new_game, options_from_mapping
from uno_desktop.ui.sequencer import Moment, Sequencer, ShowEvent, ShowView, TakeSeat


def _game():
    return new_game(options_from_mapping({"edition": "classic"}), 3, 7)


def test_moments_wait_for_the_one_before_and_steps_run_when_it_has_landed(qtbot):
    game = _game()
    first, second = game.start_events[:2]
    shown: list[Moment] = []
    landed: list[str] = []
    seq: Sequencer

    def show(moment: Moment) -> int:
        shown.append(moment)
        if moment == ShowEvent(first):
            assert seq.queued_events() == [second]  # a presenter may look ahead
            seq.after_step(lambda: landed.append("first"))
            return 30
        return 0

    seq = Sequencer(show, lambda: landed.append("told"))
    view = ShowView(game.view(0), tuple(game.legal_actions(0)))
    seq.push(ShowEvent(first), ShowEvent(second), view, TakeSeat(1))
    assert shown == [ShowEvent(first)] and seq.busy and not landed
    qtbot.waitUntil(lambda: not seq.busy)
    assert shown == [ShowEvent(first), ShowEvent(second), view, TakeSeat(1)]
    assert landed == ["first", "told"]


def test_stop_drops_what_is_queued(qtbot):
    game = _game()
    shown: list[Moment] = []

    def show(moment: Moment) -> int:
        shown.append(moment)
        return 10_000

    seq = Sequencer(show, lambda: None)
    seq.push(*(ShowEvent(e) for e in game.start_events[:3]))
    seq.stop()
    assert not seq.busy and seq.queued_events() == []
    assert shown == [ShowEvent(game.start_events[0])]


def test_a_replay_shows_history_at_once_with_nothing_left_for_later():
    game = _game()
    events = list(game.start_events)
    seen: list[object] = []
    seq = Sequencer(lambda moment: 0, lambda: None)

    def show(event: object) -> None:
        assert seq.replaying
        assert seq.queued_events() == events[len(seen) + 1:]
        seq.after_step(lambda: seen.append(event))  # at once: nothing animates

    seq.replay(events, show)
    assert seen == events and not seq.replaying and not seq.busy
