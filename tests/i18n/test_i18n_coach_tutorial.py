"""The coach's reasons and the tutorial's lessons: a line for every code the coach and the
lesson can give, finished in every language, with its placeholders filled when shown."""

from __future__ import annotations

import pytest
from ts_helpers import LANGUAGES, catalogue

from rules.cards import Color, parse_card
from uno_desktop import tutorial
from uno_desktop.bots.coach import REASONS
from uno_desktop.ui.coach import REASON, TEXT
from uno_desktop.ui.tutorial import STEP
from uno_desktop.ui.tutorial import TEXT as LESSON_TEXT

SAMPLE = {"seat": "Ada", "card": parse_card("blue_7"), "color": Color.BLUE, "count": 2,
          "action": "Spin the wheel", "wild": parse_card("black_wild"),
          "others": "red and yellow"}


def test_every_reason_and_lesson_has_its_line():
    assert set(REASON.sources) == set(REASONS)
    assert set(STEP.sources) == set(tutorial.LESSONS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_is_translated(lang):
    cat = catalogue(lang)
    for lines in (REASON, TEXT, STEP, LESSON_TEXT):
        for code, source in lines.sources.items():
            entry = cat.get((lines.context, source))
            assert entry is not None and entry.finished, (lang, lines.context, code)


def test_a_reason_reads_with_its_fields_filled(qapp):
    for code in REASONS:
        line = REASON(code, **SAMPLE)
        assert "{" not in line and "%n" not in line, code


def test_the_coach_gives_every_field_its_line_names(qapp):
    """In real games: each piece of advice carries every field its line needs."""
    import re

    from rules import load_preset, with_options
    from uno_desktop.bots import make_bot
    from uno_desktop.bots.arena import play_game
    from uno_desktop.bots.coach import Coach

    options = with_options(load_preset("party"), scoring="single_hand")
    coach = Coach(options, 1, simulations=2, time_limit=None)
    seen = set()

    class Coached:
        def __init__(self) -> None:
            self.bot = make_bot("normal", 1, options)

        def choose(self, view, legal, history):
            advice = coach.advise(view, legal, history)
            needed = set(re.findall(r"\{(\w+)\}", REASON.sources[advice.reason]))
            if "%n" in REASON.sources[advice.reason]:
                needed.add("count")
            assert needed <= set(advice.fields), (advice.reason, advice.fields)
            seen.add(advice.reason)
            return self.bot.choose(view, legal, history)

        def react(self, view, legal, history):
            return self.bot.react(view, legal, history)

    for seed in range(6):
        play_game(options, [Coached()] + [make_bot("normal", s, options) for s in (2, 3)], seed)
    assert len(seen) >= 6
