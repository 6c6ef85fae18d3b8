"""One writer for what the table shows (issue 37): the presenters animate, the view commits.

While an update's events play, their presenters show each moment as it lands (a card laid
on the pile, cards leaving and reaching the hand); once all of them have landed, the
controller's commit writes the truth from the view the update ends in, and it has the last
word: the board's fields every view holds are written by ``Board.commit`` alone (a
presenter shows a moment of them with ``Board.show``, which the commit drops), the
commit leaves the board and the hand exactly as the view says, and nothing writes either
after it until the next update's events play. Seeded games of every edition.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from rules.cards import card
from rules.editions import EDITIONS
from uno_desktop.ui.present.stage import Board

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "i18n"))
from seeded import Feed, again, bot_game, show

SEEDS = (0, 1)


def test_the_views_fields_are_written_by_the_commit_alone():
    board = Board()
    with pytest.raises(AttributeError, match=r"Board\.commit"):
        board.top = card("red_5")  # type: ignore[misc]
    with pytest.raises(AttributeError, match="no field of the view"):
        board.show(hand_over=True)
    board.show(top=card("red_5"), color="red")
    assert board.top == card("red_5") and board.color == "red"
    source = (Path(__file__).resolve().parents[2] / "uno_desktop").rglob("*.py")
    writers = [p.name for p in source if "_truth" in p.read_text(encoding="utf-8")]
    assert writers == ["stage.py"]  # Board's own: commit writes it, the fields read it


class Watch:
    """Every write to the board and to the hand's cards, and where the commit stood."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from uno_desktop.ui.controller import GameController
        from uno_desktop.ui.models import HandModel

        self.committed = False  # a commit was the last thing shown: its word stands
        self.late: list[str] = []  # writes after a commit, before the next event
        self.wrong: list[str] = []  # what a commit left unlike its view
        watch = self
        commit, handle = GameController._commit, GameController._handle_event
        attach = GameController.attach

        def committing(controller, view, legal):
            watch.committed = False  # (its own writes are the commit's)
            commit(controller, view, legal)
            watch.committed = True
            board = controller.board
            truth = Board()
            truth.commit(view)
            for name in Board.FROM_VIEW:
                if getattr(board, name) != getattr(truth, name):
                    watch.wrong.append(f"{name} at {view.decision} {view.state_id}")
            if view.seat == controller.seat and view.hand is not None \
                    and Counter(controller.hand.cards) != Counter(view.hand):
                watch.wrong.append(f"the hand at {view.decision} {view.state_id}")

        def handling(controller, event):
            watch.committed = False
            return handle(controller, event)

        def attaching(controller, *args, **kwargs):
            watch.committed = False  # a new game on the table: nothing is shown yet
            return attach(controller, *args, **kwargs)

        monkeypatch.setattr(GameController, "attach", attaching)
        monkeypatch.setattr(GameController, "_commit", committing)
        monkeypatch.setattr(GameController, "_handle_event", handling)
        for cls, names in ((Board, ("show", "lay")),
                           (HandModel, ("add_card", "add_cards", "remove_card", "sync", "clear"))):
            for name in names:
                monkeypatch.setattr(cls, name, self._spy(getattr(cls, name), name))

    def _spy(self, real, name):
        watch = self

        def spied(*args, **kwargs):
            if watch.committed:
                watch.late.append(name)
            return real(*args, **kwargs)

        return spied


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_the_commit_has_the_last_word(qapp, monkeypatch, edition):
    from uno_desktop.ui.controller import GameController

    watch = Watch(monkeypatch)
    for seed in SEEDS:
        game = bot_game(edition, seed)
        controller = GameController()
        controller.set_speed("instant")
        transport = Feed(again(game), ["Sam", "Ada", "Ben"])
        try:
            show(game, controller, transport)
            view = transport.game.view(0)
            assert controller.board.top == view.top_card
            assert Counter(controller.hand.cards) == Counter(view.hand)
        finally:
            controller.detach()
    assert not watch.late, f"written after the view's commit: {watch.late}"
    assert not watch.wrong, f"unlike the view after its commit: {watch.wrong[:10]}"
