"""uno_desktop.codec: records, actions, events and views round-trip through JSON and
MessagePack; broken or tampered data is refused with a clear code, never half-loaded."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import msgspec
import pytest

from rules import (
    Color,
    GameRecord,
    NextHand,
    Play,
    RecordedAction,
    ReplayError,
    load_preset,
    new_game,
    record_of,
    redact,
    replay,
    with_options,
)
from rules.cards import card, classic_deck
from rules.editions import EDITIONS
from rules.record import snapshot
from rules.simulate import random_step
from uno_desktop.codec import JSON, MSGPACK, CodecError

FORMATS = [pytest.param(JSON, id="json"), pytest.param(MSGPACK, id="msgpack")]


def played(options, seats=4, seed=1, actions=400, deck=None, dealer=None):
    """A game after up to ``actions`` random legal actions, with everything it showed."""
    game = new_game(options, seats, seed, deck, dealer=dealer)
    rng = random.Random(seed)
    seen_actions, seen_events = [], list(game.start_events)
    for _ in range(actions):
        if game.over:
            break
        seat, action = random_step(game, rng)
        seen_events += game.apply(seat, action)
        seen_actions.append(action)
    return game, seen_actions, seen_events


GAMES = {
    "official": lambda: played(load_preset("official")),
    "party": lambda: played(load_preset("party"), seats=5, seed=2),
    "seed000": lambda: played(load_preset("seed000"), seats=3, seed=3),
    "seed002": lambda: played(load_preset("seed002"), seats=4, seed=4),
    "stacked": lambda: played(with_options(load_preset("official"), hand_size=3), seats=2,
                              seed=5, deck=classic_deck()[::-1], dealer=0),
    "finished": lambda: played(with_options(load_preset("official"), target_score=50), seats=2,
                               seed=6, actions=100_000),
}


@pytest.fixture(scope="module", params=sorted(GAMES))
def sample(request):
    return GAMES[request.param]()


# ---------------------------------------------------------------- round trips


@pytest.mark.parametrize("fmt", FORMATS)
def test_records_round_trip_and_replay(fmt, sample):
    game, _, _ = sample
    record = record_of(game)
    decoded = fmt.decode_record(fmt.encode_record(record))
    assert decoded == record
    assert snapshot(replay(decoded)) == snapshot(game)


@pytest.mark.parametrize("fmt", FORMATS)
def test_actions_round_trip(fmt, sample):
    _, actions, _ = sample
    assert actions
    for action in actions:
        assert fmt.decode_action(fmt.encode_action(action)) == action


@pytest.mark.parametrize("fmt", FORMATS)
def test_events_and_their_redacted_copies_round_trip(fmt, sample):
    game, _, events = sample
    for event in events:
        for copy in (event, *(redact(event, s) for s in (None, *range(game.n)))):
            back = fmt.decode_event(fmt.encode_event(copy))
            assert back == copy
            assert type(back) is type(copy)


@pytest.mark.parametrize("fmt", FORMATS)
def test_views_round_trip(fmt, sample):
    game, _, _ = sample
    for seat in (None, *range(game.n)):
        view = game.view(seat)
        assert fmt.decode_view(fmt.encode_view(view)) == view


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_edition_round_trips(fmt, edition):
    options = with_options(load_preset("official"), edition=edition)
    game, actions, events = played(options, seats=3, seed=11, actions=300)
    for action in actions:
        assert fmt.decode_action(fmt.encode_action(action)) == action
    for event in events:
        assert fmt.decode_event(fmt.encode_event(event)) == event
    for seat in (None, 0):
        data = fmt.encode_view(game.view(seat))
        assert fmt.encode_view(fmt.decode_view(data)) == data
    record = fmt.decode_record(fmt.encode_record(record_of(game)))
    assert snapshot(replay(record)) == snapshot(game)


def test_the_wire_form_is_tagged():
    data = json.loads(JSON.encode_action(Play(card("red_5"), 2)))
    assert data == {"type": "play", "body": {"card": {"kind": "number", "color": "red",
                                                      "number": 5, "mark": None}, "count": 2}}


# ---------------------------------------------------------------- refusals


def record_json():
    game, _, _ = played(load_preset("official"), seats=3, seed=7, actions=60)
    return game, json.loads(JSON.encode_record(record_of(game)))


def encode(data) -> bytes:
    return json.dumps(data).encode()


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_truncated_record_is_malformed(fmt):
    game, _, _ = played(load_preset("official"), seats=3, seed=7, actions=60)
    data = fmt.encode_record(record_of(game))
    for cut in (1, len(data) // 2, len(data) - 1):
        with pytest.raises(CodecError) as info:
            fmt.decode_record(data[:cut])
        assert info.value.code == "malformed"


def test_garbage_is_malformed():
    for data in (b"", b"\xff\xfe", b"not json"):
        with pytest.raises(CodecError) as info:
            JSON.decode_record(data)
        assert info.value.code == "malformed"


def test_a_deeply_nested_value_is_malformed_not_a_crash():
    """msgspec recurses once per nesting level, even to skip a value."""
    _, data = record_json()
    data["actions"][0]["action"]["body"] = "DEEP"
    deep = encode(data).replace(b'"DEEP"', b"[" * 15_000 + b"]" * 15_000)
    with pytest.raises(CodecError) as info:
        JSON.decode_record(deep)
    assert info.value.code == "malformed"


def test_a_tampered_tag_is_an_unknown_type():
    _, data = record_json()
    data["actions"][0]["action"]["type"] = "play_twice"
    with pytest.raises(CodecError) as info:
        JSON.decode_record(encode(data))
    assert info.value.code == "unknown_type"
    assert "play_twice" in str(info.value)


@pytest.mark.parametrize("change", [
    lambda d: d.update(seats="three"),
    lambda d: d.update(seed=1.5),
    lambda d: d["options"].update(hand_size="7"),
    lambda d: d.update(surprise=True),
    lambda d: d["actions"].append({"seat": 0, "action": {"type": "play", "body": {
        "card": {"kind": "number", "color": "purple", "number": 5, "mark": None}, "count": 1}}}),
    lambda d: d["actions"].append({"seat": 0, "action": {"type": "play", "body": {
        "card": {"kind": "number", "color": "red", "number": 5, "mark": None},
        "count": "all"}}}),
    lambda d: d["actions"].append({"seat": "me", "action": {"type": "draw", "body": {}}}),
], ids=["seats", "seed", "option_type", "unknown_field", "bad_colour", "bad_count", "bad_seat"])
def test_a_wrong_type_is_invalid(change):
    _, data = record_json()
    change(data)
    with pytest.raises(CodecError) as info:
        JSON.decode_record(encode(data))
    assert info.value.code == "invalid"


@pytest.mark.parametrize(("key", "value"), [("wild_points", 45), ("hand_size", 0),
                                            ("stacking", "always"), ("edition", "monopoly")])
def test_bad_options_are_refused(key, value):
    _, data = record_json()
    data["options"][key] = value
    with pytest.raises(CodecError) as info:
        JSON.decode_record(encode(data))
    assert info.value.code == "bad_options"
    assert key in str(info.value) or str(value) in str(info.value)


def test_an_illegal_action_inside_a_record_is_a_replay_error():
    _, data = record_json()
    # seat 0 plays a card it does not hold, halfway through
    step = json.loads(JSON.encode_action(Play(card("black_wild_draw_four"), 3)))
    data["actions"].insert(10, {"seat": 0, "action": step})
    record = JSON.decode_record(encode(data))
    with pytest.raises(ReplayError) as info:
        replay(record)
    assert info.value.index == 10
    assert info.value.code in ("card_not_in_hand", "not_your_turn")


def test_a_record_from_another_seed_does_not_replay():
    _, data = record_json()
    data["seed"] += 1
    with pytest.raises(ReplayError):
        replay(JSON.decode_record(encode(data)))


@pytest.mark.parametrize(("change", "code"), [
    ({"seats": 11}, "bad_setup"),
    ({"seats": 1}, "bad_setup"),
    ({"version": 2}, "unsupported_version"),
    ({"deck": tuple(classic_deck()[:-1])}, "bad_setup"),
])
def test_a_bad_setup_is_a_replay_error(change, code):
    game, _, _ = played(load_preset("official"), seats=3, seed=7, actions=0)
    record = replace(record_of(game), **change)
    with pytest.raises(ReplayError) as info:
        replay(JSON.decode_record(JSON.encode_record(record)))
    assert info.value.code == code


def test_a_host_action_from_a_seat_is_refused_on_replay():
    game, _, _ = played(load_preset("official"), seats=3, seed=7, actions=0)
    record = GameRecord(game.options, 3, 7, (RecordedAction(0, NextHand()),))
    with pytest.raises(ReplayError) as info:
        replay(MSGPACK.decode_record(MSGPACK.encode_record(record)))
    assert (info.value.index, info.value.code) == (0, "host_only")


def test_msgpack_type_confusion_is_invalid():
    raw = msgspec.msgpack.encode({"type": "choose_color", "body": {"color": 3}})
    with pytest.raises(CodecError) as info:
        MSGPACK.decode_action(raw)
    assert info.value.code == "invalid"
    raw = msgspec.msgpack.encode({"type": "choose_color", "body": {"color": "red"}})
    assert MSGPACK.decode_action(raw).color is Color.RED
