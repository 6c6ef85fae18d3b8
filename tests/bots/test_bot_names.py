from uno_desktop.bots import BOT_NAMES, bot_name


def test_names_are_unique_short_and_printable():
    assert len(BOT_NAMES) == len(set(BOT_NAMES)) >= 20
    assert all(name.isprintable() and 2 <= len(name) <= 12 for name in BOT_NAMES)


def test_bot_name_is_stable_and_avoids_taken_names():
    assert bot_name(5) == bot_name(5)
    taken = set(BOT_NAMES[:-1])
    assert bot_name(5, taken) == BOT_NAMES[-1]
    assert bot_name(1, set(BOT_NAMES)) in BOT_NAMES  # all taken: still a name
