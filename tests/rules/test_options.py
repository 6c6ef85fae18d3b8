"""Rule options: presets, validation errors naming file/key/allowed, and option_specs."""

from dataclasses import fields

import pytest

from rules import (
    OptionError,
    RuleOptions,
    load_options_file,
    load_preset,
    new_game,
    option_specs,
    options_from_mapping,
    options_to_mapping,
    preset_names,
    with_options,
)
from rules.options import HOUSE_RULES
from rules.simulate import play_random_game


@pytest.mark.parametrize("name", preset_names())
def test_every_bundled_preset_loads_and_plays(name):
    options = load_preset(name)
    assert options_from_mapping(options_to_mapping(options)) == options
    game = new_game(options, 4, 1)
    assert game.legal_actions(game.decision.seat) or game.decision.seat is None


def test_the_house_rule_presets_are_there():
    assert {"official", "party", "seed000", "seed001", "seed002"} <= set(preset_names())


def test_official_is_all_defaults():
    assert load_preset("official") == RuleOptions()


def test_seed_presets_match_the_spec_suggestions():
    s0, s1, s2 = (load_preset(f"seed00{i}") for i in range(3))
    assert (s0.multi_play, s0.jump_in, s0.zero_card, s0.score_multipliers) == (
        True, True, "swap_fewest", "seed000")
    assert (s1.stacking, s1.draw_rule) == ("seed001", "draw_one_end_turn")
    assert (s2.wild_points, s2.stacking, s2.seven_card, s2.zero_card) == (
        40, "same_type", "swap_chosen", "rotate_all")
    # "außer die Startkarte war ein Richtungswechsel": the dealer's right starts then
    assert s2.first_reverse_starter == "dealer_right"


def test_no_preset_forces_teams():
    """A preset names rules, not a table: each one plays with any number of seats."""
    for name in preset_names():
        for seats in range(2, 11):
            new_game(load_preset(name), seats, 1)


def test_house_rule_presets_play_a_random_game_to_the_end():
    for name in ("official", "party", "seed000", "seed001", "seed002"):
        options = with_options(load_preset(name), target_score=100)
        game, _ = play_random_game(options, 4, 3, max_actions=200_000, check=False)
        assert game.over, name


def write(tmp_path, text):
    path = tmp_path / "my_rules.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("text", "code", "key", "allowed"), [
    ('colour_rule = "x"\n', "unknown_key", "colour_rule", "wild_points"),
    ('wild_points = "50"\n', "bad_value", "wild_points", "one of 50, 40"),
    ("wild_points = 45\n", "bad_value", "wild_points", "one of 50, 40"),
    ('jump_in = "yes"\n', "bad_value", "jump_in", "true or false"),
    ("hand_size = true\n", "bad_value", "hand_size", "an integer >= 1 and <= 15"),
    ("hand_size = 0\n", "bad_value", "hand_size", "an integer >= 1 and <= 15"),
    ("target_score = 0\n", "bad_value", "target_score", ">= 1"),
    ("uno_penalty = 11\n", "bad_value", "uno_penalty", "<= 10"),
    ('draw_until_cap = "lots"\n', "bad_value", "draw_until_cap", "'unlimited'"),
    ('stacking = "always"\n', "bad_value", "stacking", "'off', 'same_type', 'seed001'"),
    ('edition = "monopoly"\n', "unknown_edition", "monopoly", "classic"),
])
def test_a_bad_file_names_the_file_the_key_and_what_is_allowed(tmp_path, text, code, key,
                                                                allowed):
    path = write(tmp_path, text)
    with pytest.raises(OptionError) as info:
        load_options_file(path)
    err = info.value
    assert err.code == code
    assert err.key == key
    assert allowed in err.allowed
    message = str(err)
    assert str(path) in message and key in message and allowed in message


def test_bad_toml_and_unreadable_files(tmp_path):
    with pytest.raises(OptionError) as info:
        load_options_file(write(tmp_path, "wild_points = = 3\n"))
    assert info.value.code == "bad_toml" and "my_rules.toml" in str(info.value)
    with pytest.raises(OptionError) as info:
        load_options_file(tmp_path / "missing.toml")
    assert info.value.code == "unreadable" and "missing.toml" in str(info.value)


def test_a_good_file_loads(tmp_path):
    options = load_options_file(write(tmp_path, 'stacking = "same_type"\n'
                                                'draw_until_cap = "unlimited"\n'))
    assert options.stacking == "same_type"
    assert options.draw_until_cap is None
    assert options_to_mapping(options)["draw_until_cap"] == "unlimited"


def test_unknown_preset():
    with pytest.raises(OptionError) as info:
        load_preset("nope")
    assert info.value.code == "unknown_preset" and "official" in info.value.allowed


def test_with_options_and_new_game_validate():
    with pytest.raises(OptionError):
        with_options(RuleOptions(), hand_size=16)
    with pytest.raises(OptionError):
        with_options(RuleOptions(), no_such_option=1)
    with pytest.raises(OptionError):
        new_game(RuleOptions(scoring="whatever"), 4, 0)


def test_option_specs_list_every_field_with_type_allowed_values_and_default():
    specs = {s.name: s for s in option_specs("classic")}
    names = {f.name for f in fields(RuleOptions)} - {"edition", "edition_options"}
    assert set(specs) == names
    default = RuleOptions()
    for name, spec in specs.items():
        assert spec.type in ("choice", "int", "bool", "int_or_unlimited"), name
        assert spec.edition is None
        assert getattr(default, name) == spec.default, name
        assert spec.check(spec.default) is None, name
        if spec.type == "choice":
            assert spec.default in spec.choices and len(spec.choices) >= 2, name
        if spec.type in ("int", "int_or_unlimited"):
            assert spec.minimum is not None and spec.maximum is not None, name
            assert spec.check(spec.minimum - 1) and spec.check(spec.maximum + 1), name


def test_option_specs_of_the_spec_table():
    specs = {s.name: s for s in HOUSE_RULES}
    assert specs["wild_points"].choices == (50, 40)
    assert specs["scoring"].choices == ("winner_collects", "low_score_wins", "single_hand")
    assert specs["draw_rule"].choices == ("draw_one_may_play", "draw_one_end_turn",
                                          "draw_until_playable")
    assert specs["stacking"].choices == ("off", "same_type", "seed001")
    assert specs["zero_card"].choices == ("none", "rotate_all", "swap_fewest")
    assert specs["wd4_failed_challenge_extra"].choices == (2, 0)
    assert (specs["target_score"].default, specs["uno_penalty"].default,
            specs["uno_grace_ms"].default, specs["draw_until_cap"].default) == (500, 2, 1500, 10)
    assert specs["draw_until_cap"].check("unlimited") is None


def test_every_edition_option_is_listed_with_its_edition():
    from rules.editions import EDITIONS

    everything = option_specs()
    for name, edition in EDITIONS.items():
        for spec in edition.option_specs:
            assert spec in everything
            assert spec.edition == name
            assert spec.check(spec.default) is None


@pytest.mark.parametrize("text", [
    "a = " + "[" * 50_000 + "]" * 50_000 + "\n",  # tomllib recurses once per level
    "a = " + "{b = " * 5_000 + "1" + "}" * 5_000 + "\n",
    "hand_size = 1" + "0" * 5_000 + "\n",  # past Python's digit limit for int()
    "edition = [1]\n",  # unhashable
    "edition = {a = 1}\n",
    "hand_size = 99999999999999999999999999999\n",
    "uno_grace_ms = 1e400\n",
])
def test_any_damage_in_a_rules_file_is_an_option_error(tmp_path, text):
    with pytest.raises(OptionError) as info:
        load_options_file(write(tmp_path, text))
    assert info.value.code in ("bad_toml", "unknown_edition", "bad_value", "unknown_key")
    assert "my_rules.toml" in str(info.value)


def test_bad_utf8_in_a_rules_file_is_an_option_error(tmp_path):
    path = tmp_path / "my_rules.toml"
    path.write_bytes(b'stacking = "same\xff_type"\n')
    with pytest.raises(OptionError) as info:
        load_options_file(path)
    assert info.value.code == "unreadable"
