"""Every line the table's log shows is heard (by kind, over seeded bot games of every
edition): an event whose presenter logs a line also says something for it (``Stage.say``
or a banner), or its line is one of :data:`UNHEARD`, each with the reason a screen-reader
player does not need it said. (Orca heard nothing when UNO Extreme's launcher fired: the
presenter logged the line and never said it.)"""

from __future__ import annotations

from collections import Counter

import pytest
from test_presentation import FeedTransport
from test_words_true import _bot_game, english, shown_to_seat_0  # noqa: F401  (a fixture)
from ui_helpers import voice_lines

from rules import event_tag, new_game
from rules.editions import EDITIONS
from rules.events import CardsDrawn
from uno_desktop.ui.controller import GameController
from uno_desktop.ui.present.stage import Lines, SeatRef, Stage


def _key(event: object, lines: Lines, code: str, fields: dict[str, object]) -> str:
    """A log line's kind: its event, context and code, ``@me`` where it is about the player."""
    mine = any(isinstance(v, SeatRef) and v.index == 0 for v in fields.values())
    return f"{event_tag(event)}:{lines.context}:{code}{'@me' if mine else ''}"


class Heard:
    """Per presented event (its stage): the log lines it added and whether it said anything."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.logged: Counter[str] = Counter()
        self.unheard: Counter[str] = Counter()
        self._lines: dict[Stage, list[str]] = {}  # this update's, by the event's stage
        self._said: dict[Stage, dict[str, object]] = {}  # the stages that spoke (the
        # stages themselves: an id could come again), each with its said line's fields
        self.runs = 0
        log, say, banner = Stage.log, Stage.say, Stage.banner
        heard = self

        def logged(stage, lines, code, tone="", *, tally=None, **fields):
            heard._lines.setdefault(stage, []).append(_key(stage.event, lines, code, fields))
            return log(stage, lines, code, tone, tally=tally, **fields)

        def said(stage, lines, code, /, **fields):
            heard._said[stage] = fields
            return say(stage, lines, code, **fields)

        def bannered(stage, title, text="", ms=None, tint="accent", weight="key"):
            heard._said.setdefault(stage, {})
            return banner(stage, title, text, ms, tint, weight)

        monkeypatch.setattr(Stage, "log", logged)
        monkeypatch.setattr(Stage, "say", said)
        monkeypatch.setattr(Stage, "banner", bannered)

    def count(self) -> None:
        """One update shown: tally its events' lines, heard or not. A silent draw that the
        same seat's draw for the same reason follows is a run's inner draw (:data:`RUN`),
        and the run's last draw must say the run's whole count."""
        stages = list(self._lines)
        run = 0
        for i, stage in enumerate(stages):
            inner = i + 1 < len(stages) and _draws_on(stage.event, stages[i + 1].event)
            for key in self._lines[stage]:
                key += RUN if inner and stage not in self._said else ""
                self.logged[key] += 1
                if stage not in self._said:
                    self.unheard[key] += 1
            if inner and stage not in self._said:
                run += stage.event.count
            elif run:  # the run's last draw
                total = run + stage.event.count
                said = self._said.get(stage, {})
                assert said.get("count") == total, f"a run of {total} draws said as {said}"
                self.runs += 1
                run = 0
        self._lines.clear()
        self._said.clear()


RUN = " (a run's inner draw)"


def _draws_on(event: object, after: object) -> bool:
    """Whether ``after`` is the same seat drawing again for the same reason (drawing until
    a colour comes)."""
    return isinstance(event, CardsDrawn) and isinstance(after, CardsDrawn) and (
        after.seat == event.seat and after.reason == event.reason)


def _show(game, heard: Heard) -> None:
    """``game``'s actions again, each update shown to seat 0's table as the host sends it."""
    for _update in shown_to_seat_0(game):
        heard.count()


UNHEARD = {  # "event:context:code", "@me" where a seat field is the player's own: why
    "card_played:Log:card_played@me": "your own move: you made it (the focus goes on)",
    "color_chosen:Log:color_chosen@me": "your own choice, made in the colour dialog",
    "effect_cancelled:Devices:effect_cancelled_spin@me": "your own twin card, just played",
    "hand_started:Log:hand_started": "read with the table as it takes the focus",
    "hand_started:Log:hand_started@me": "read with the table as it takes the focus",
    "penalty_pending:Log:penalty_pending": "another seat's penalty: its draw or its "
                                           "stacked card is said next",
    "cards_drawn:Log:cards_drawn" + RUN: "a run of draws (until a colour comes) is said "
                                         "once, at its end, with its total",
    "cards_drawn:Log:cards_drawn_penalty": "said with the verdict's banner (who draws how "
                                           "many)",
    "cards_drawn:Log:cards_drawn_uno": "said with the catch's banner (who draws how many)",
}
"""Log lines not said where they are logged, and why. Anything else the log shows and the
screen reader never says for its event fails the test."""


@pytest.mark.usefixtures("english")
@pytest.mark.slow  # over 2 s: 36 bot games (every edition's three)
def test_every_line_the_log_shows_is_heard(monkeypatch: pytest.MonkeyPatch) -> None:
    heard = Heard(monkeypatch)
    for edition in sorted(EDITIONS):
        for seed in range(3):
            _show(_bot_game(edition, seed), heard)
    silent = {key: n for key, n in heard.unheard.items() if key not in UNHEARD}
    assert not silent, f"logged and never said (of {len(heard.logged)} kinds): {silent}"
    assert heard.runs, "no run of draws was said with its total"
    assert {"launcher_fired:Log:launcher_fired@me", "flash_picked:Devices:flash_picked",
            "duel_round:Devices:duel_round", "pan_filled:Devices:pan_filled"} <= set(
        heard.logged), "the games no longer reach the devices' lines"


@pytest.mark.usefixtures("english")
def test_a_line_about_your_own_seat_concerns_you() -> None:
    """At "Only what concerns me" a shot at you is heard, one at Ada is not: a said line
    with the player's own seat in it weighs as the player's, any other as a move."""
    from rules import RuleOptions
    from rules.events import LauncherFired
    from uno_desktop.ui.editions.extreme.presenters import FIRED

    game = new_game(RuleOptions(edition="extreme"), 3, 1)
    controller = GameController()
    transport = FeedTransport(game)
    controller.attach(transport)
    try:
        for seat in (0, 1):
            stage = Stage(controller, LauncherFired(seat, 2), 1.0)
            stage.say(FIRED, "launcher_fired", seat=stage.who(seat), count=2)
        said = list(controller._spoken)
    finally:
        controller.detach()
    assert said == [("The launcher fires 2 cards at you!", "mine"),
                    ("The launcher fires 2 cards at Ada!", "move")]


@pytest.mark.usefixtures("english")
@pytest.mark.slow  # over 2 s: 36 bot games (every edition's three)
def test_every_decision_of_yours_is_heard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each time the table asks the player something new, the screen reader hears what:
    "Your turn." or the status line's prompt, said with the update that asks it (but the
    colour, whose dialog names itself); "Your turn." only where the turn offers a play and
    a draw (its whole prompt), else the prompt that names the one way open ("Draw a card":
    nothing fits, which the status line showed and the voice never said); and again each
    time its prompt changes (UNO Spin's cards still to discard, UNO Extreme's presses).
    Orca heard only the first button after your own Captain ("All hands → next seat"),
    Lotso ("Red") or penalty kick ("Ada"): a decision that followed one of yours was never
    said."""
    from uno_desktop.ui import texts
    from uno_desktop.ui.gameparts.showing import NAMES_ITSELF

    said = voice_lines(monkeypatch)
    your_turn = "Your turn."
    unheard: Counter[str] = Counter()
    asked_kinds: Counter[str] = Counter()
    for edition in sorted(EDITIONS):
        for seed in range(3):
            before = ("", "")
            for _seat, _action, _game, _events, table in shown_to_seat_0(_bot_game(edition,
                                                                                   seed)):
                view = table._view
                status = table.property("statusText")
                asked = view.decision if view is not None and table._my_decision() else ""
                if asked and (asked, status) != before and asked not in NAMES_ITSELF:
                    whole = asked != "turn" or texts.whole_turn(table._legal)
                    kind = asked if whole else "turn, one way open"
                    asked_kinds[kind if asked != before[0] else "a prompt that changed"] += 1
                    if not any((whole and your_turn in line) or (status and status in line)
                               for line in said):
                        unheard[f"{edition}:{asked}{'' if whole else ' (' + status + ')'}"] += 1
                before = (asked, status if asked else "")
                said.clear()
    assert not unheard, f"asked and not said: {dict(unheard)}"
    assert {"captain", "lotso_name", "kick_opponent", "drawn", "penalty",
            "turn, one way open", "a prompt that changed"} <= set(asked_kinds), \
        f"the games no longer ask these: {sorted(asked_kinds)}"
