"""Protocol unit tests: every message round-trips, decoding is strict, framing holds."""

from __future__ import annotations

import dataclasses
import operator

import msgspec
import pytest

from rules import Draw, Play, load_preset, new_game, redact
from rules.cards import parse_card
from rules.editions import EDITIONS
from uno_desktop.net import protocol as p

OPTIONS = load_preset("official")


def _game():
    return new_game(OPTIONS, 4, seed=3)


def client_samples() -> list[p.Msg]:
    return [
        p.Hello(v=p.PROTOCOL_VERSION, name="Ada", token="t" * 32, seat=2,
                spectate=False, last_state=17),
        p.Ready(ready=True),
        p.Act(seat=1, state_id=5, action=p.wrap(Play(parse_card("red_5")))),
        p.Shown(state_id=5),
        p.Say(text="hello table"),
        p.React(reaction="thumbs_up"),
        p.Resync(state_id=3),
        p.Bye(),
        p.Ping(seq=1),
        p.Pong(seq=2),
    ]


def host_samples() -> list[p.Msg]:
    game = _game()
    view = game.view(0)
    seat = game.decision.seat
    events = game.apply(seat, Draw())
    return [
        p.Welcome(v=1, game_id="abc", room="Room", seat=0, token="tok", edition="classic",
                  preset="official", seats=4, options=OPTIONS, pin_required=True),
        p.Lobby(seats=[p.SeatState(name="A", kind="human", connected=True, ready=True),
                       p.SeatState()], started=False, spectators=1),
        p.Snapshot(view=view, events=[p.wrap(e) for e in game.start_events],
                   legal=[p.wrap(Draw())], truncated=False),
        p.Update(events=[p.wrap(redact(e, 0)) for e in events],
                 patch=p.diff_view(view, game.view(0)), legal=[]),
        p.Error(code="stale_state", detail="", fatal=False, state_id=4),
        p.Chat(seat=None, name="Spectator", text="hi"),
        p.Reaction(seat=2, reaction="good_game"),
        p.Clock(kind="catch", seat=None, ms=1500, state_id=3),
        p.Closing(reason="host_quit", resumable=True),
        p.Ping(seq=9),
        p.Pong(seq=9),
    ]


def _same(a: p.Msg, b: p.Msg) -> bool:
    # Raw bodies compare by content only after re-encoding.
    return p.encode_body(a) == p.encode_body(b)


@pytest.mark.parametrize("msg", client_samples(), ids=lambda m: type(m).__name__)
def test_client_messages_round_trip(msg):
    frame = p.encode(msg)
    assert p.HEADER.unpack_from(frame)[0] == len(frame) - 4
    back = p.decode_client(frame[4:])
    assert type(back) is type(msg) and _same(back, msg)


@pytest.mark.parametrize("msg", host_samples(), ids=lambda m: type(m).__name__)
def test_host_messages_round_trip(msg):
    back = p.decode_host(p.encode(msg)[4:])
    assert type(back) is type(msg) and _same(back, msg)


def test_every_message_type_is_sampled():
    assert {m.__struct_config__.tag for m in client_samples()} == p.CLIENT_TAGS
    assert {m.__struct_config__.tag for m in host_samples()} == p.HOST_TAGS


def test_actions_and_events_inside_messages_decode_to_core_objects():
    act = p.decode_client(p.encode(client_samples()[2])[4:])
    assert p.unwrap_action(act.action) == Play(parse_card("red_5"))
    update = host_samples()[3]
    back = p.decode_host(p.encode(update)[4:])
    assert [p.unwrap_event(t) for t in back.events] == [p.unwrap_event(t) for t in update.events]


def test_view_patch_rebuilds_the_view():
    game = _game()
    old = game.view(1)
    for _ in range(12):
        seat = game.decision.seat
        game.apply(seat, game.legal_actions(seat)[0])
    new = game.view(1)
    patch = p.decode_host(p.encode(p.Update(events=[], patch=p.diff_view(old, new)))[4:]).patch
    assert p.apply_patch(old, patch) == new
    assert p.apply_patch(new, p.diff_view(new, new)) is new
    fields = operator.attrgetter(*p.VIEW_FIELDS)
    before = fields(old)
    assert p.apply_patch(old, patch) is not old and fields(old) == before  # old untouched
    whole = p.decode_host(p.encode(p.Update(events=[], patch=p.diff_view(None, new)))[4:]).patch
    assert p.apply_patch(old, whole) == new


def test_a_view_is_built_from_its_fields_in_order():
    """``apply_patch`` builds a view positionally from ``VIEW_FIELDS``: the view's
    ``__init__`` must take exactly those fields in that order."""
    import inspect

    from rules.views import PlayerView

    assert tuple(inspect.signature(PlayerView.__init__).parameters)[1:] == p.VIEW_FIELDS


@pytest.mark.parametrize("body, code", [
    (b"\xc1", "malformed"),
    (b"", "malformed"),
    (msgspec.msgpack.encode({"t": "nope"}), "unknown_message"),
    (msgspec.msgpack.encode({"x": 1}), "invalid_message"),
    (msgspec.msgpack.encode([1, 2, 3]), "invalid_message"),
    (msgspec.msgpack.encode({"t": "ready", "ready": True, "extra": 1}), "invalid_message"),
    (msgspec.msgpack.encode({"t": "ready", "ready": "yes"}), "invalid_message"),
    (msgspec.msgpack.encode({"t": "say", "text": "x" * 201}), "invalid_message"),
    (msgspec.msgpack.encode({"t": "say", "text": ""}), "invalid_message"),
    (msgspec.msgpack.encode({"t": "hello", "v": 1, "name": "n" * (p.NAME_MAX_CHARS + 1)}),
     "invalid_message"),
    (msgspec.msgpack.encode({"t": "welcome", "v": 1}), "unknown_message"),  # host-only
])
def test_client_decoding_is_strict(body, code):
    with pytest.raises(p.ProtocolError) as info:
        p.decode_client(body)
    assert info.value.code == code


DEEP = b"\x91" * 15_000 + b"\xc0"  # 15,000 nested one-element arrays
DEEP_ACT = msgspec.msgpack.encode({"t": "act", "seat": 0, "state_id": 0,
                                   "action": {"type": "draw", "body": msgspec.Raw(DEEP)}})


@pytest.mark.parametrize("body", [
    DEEP,
    DEEP_ACT,  # the action's body is skipped over as raw bytes: that recurses too
    b"\x82\xa1t\xa3say\xa4text" + DEEP,
    b"\x83\xa1t\xa5ready\xa5ready\xc3\xa1x" + DEEP,  # an unknown field, skipped
], ids=["top", "action_body", "field", "unknown_field"])
def test_deeply_nested_frames_are_malformed_not_a_crash(body):
    with pytest.raises(p.ProtocolError) as info:
        p.decode_client(body)
    assert info.value.code in ("malformed", "invalid_message")


def _welcome(**changes) -> dict:
    fields = {"t": "welcome", "v": p.PROTOCOL_VERSION, "game_id": "0123456789abcdef",
              "room": "Room", "seat": 0, "token": "t" * 32, "edition": "classic",
              "preset": "official", "seats": 4,
              "options": msgspec.to_builtins(OPTIONS)}
    fields.update(changes)
    return fields


SEATS_OF_11 = [{"name": "n", "kind": "human"}] * 11


@pytest.mark.parametrize("message", [
    _welcome(token="t" * 160),  # the look-alike host: a token too long to offer
    _welcome(token="tok en"),
    _welcome(game_id="g" * 33),
    _welcome(game_id="../etc"),
    _welcome(room="r" * (p.ROOM_MAX_CHARS + 1)),
    _welcome(seat=p.MAX_SEATS),
    _welcome(seat=-1),
    _welcome(seats=p.MAX_SEATS + 1),
    _welcome(seats=1),
    _welcome(edition="e" * 65),
    _welcome(preset="p" * 65),
    {"t": "lobby", "seats": SEATS_OF_11, "started": False},
    {"t": "lobby", "seats": [{"name": "n" * (p.NAME_MAX_CHARS + 1)}], "started": False},
    {"t": "lobby", "seats": [{"kind": "dragon"}], "started": False},
    {"t": "lobby", "seats": [], "started": False, "spectators": -1},
    {"t": "chat", "seat": None, "name": "n" * (p.NAME_MAX_CHARS + 1), "text": "hi"},
    {"t": "chat", "seat": None, "name": "n", "text": "x" * 201},
    {"t": "chat", "seat": 12, "name": "n", "text": "hi"},
    {"t": "clock", "kind": "forever", "seat": None, "ms": 5, "state_id": 1},
    {"t": "clock", "kind": "turn", "seat": None, "ms": -5, "state_id": 1},
    {"t": "error", "code": "Bad Code", "detail": ""},
    {"t": "error", "code": "x", "detail": "d" * 201},
    {"t": "closing", "reason": "r" * 65},
], ids=lambda m: m["t"])
def test_every_field_a_client_keeps_or_shows_is_bounded(message):
    """A hostile host's message is refused whole (issue 36: a 160-character token, the
    real game's id, were stored as they came)."""
    with pytest.raises(p.ProtocolError) as info:
        p.decode_host(msgspec.msgpack.encode(message))
    assert info.value.code == "invalid_message"


@pytest.mark.parametrize("changes, why", [
    ({"seat": 5, "seats": 4}, "a seat not at the table"),
    ({"seat": None}, "a token without a seat"),
    ({"edition": "spin"}, "the edition is not the options'"),
    ({"options": {**msgspec.to_builtins(OPTIONS), "hand_size": 900}}, "options"),
])
def test_a_welcome_that_cannot_be_true_is_refused_by_the_client(changes, why):
    from uno_desktop.net.state import ClientState

    state = ClientState(name="Me")
    welcome = p.decode_host(msgspec.msgpack.encode(_welcome(**changes)))
    with pytest.raises(p.ProtocolError) as info:
        state.handle(welcome)
    assert info.value.code == "invalid_message"
    assert state.welcome is None and state.token == ""
    good = p.decode_host(msgspec.msgpack.encode(_welcome()))
    state.handle(good)
    assert state.token == "t" * 32 and state.seat == 0


def test_a_lobby_of_another_table_size_is_refused():
    from uno_desktop.net.state import ClientState

    state = ClientState(name="Me")
    state.handle(p.decode_host(msgspec.msgpack.encode(_welcome())))
    with pytest.raises(p.ProtocolError):
        state.handle(p.Lobby(seats=[p.SeatState()] * 3, started=False))
    state.handle(p.Lobby(seats=[p.SeatState()] * 4, started=False))
    assert state.lobby is not None


def test_unknown_action_type_and_bad_body_are_refused():
    with pytest.raises(p.ProtocolError) as info:
        p.unwrap_action(p.Tagged("launch_rocket", msgspec.Raw(msgspec.msgpack.encode({}))))
    assert info.value.code == "bad_action"
    bad = p.Tagged("play", msgspec.Raw(msgspec.msgpack.encode({"card": 7})))
    with pytest.raises(p.ProtocolError):
        p.unwrap_action(bad)


def test_frame_reader_splits_joins_and_skips_oversize():
    frames = [p.encode(p.Ping(seq=i)) for i in range(3)]
    reader = p.FrameReader(64)
    stream = b"".join(frames)
    out = []
    for i in range(len(stream)):  # one byte at a time
        out += reader.feed(stream[i:i + 1])
    assert [p.decode_client(f).seq for f in out] == [0, 1, 2]
    huge = p.HEADER.pack(1000) + b"z" * 1000
    out = reader.feed(huge[:500]) + reader.feed(huge[500:] + frames[0])
    assert isinstance(out[0], p.Oversize) and out[0].size == 1000
    assert p.decode_client(out[1]) == p.Ping(seq=0)


def test_frame_reader_never_buffers_an_oversize_frame():
    reader = p.FrameReader(64)
    size = 10 << 20
    out = reader.feed(p.HEADER.pack(size))
    for start in range(0, size, 65536):
        out += reader.feed(b"z" * min(65536, size - start))
        assert reader.buffered() == 0
    out += reader.feed(p.encode(p.Ping(seq=5)))
    assert out == [p.Oversize(size), p.encode_body(p.Ping(seq=5))]
    assert reader.buffered() == 0


def test_protocol_module_has_no_qt():
    import subprocess
    import sys

    code = ("import sys, uno_desktop.net.protocol, uno_desktop.net.state, "
            "uno_desktop.net.botclient; "
            "assert not [m for m in sys.modules if m.startswith('PySide6')]")
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_device_state_the_core_shows_passes_the_clients_check(edition):
    """Seeded random games of every edition: every seat's view after every action (and the
    spectator's) has a device state of the shape the client takes (an edition that shows a
    new key fails here, not at a guest's table); each key the shapes name is seen at least
    once (a shape nobody checks against the core proves nothing)."""
    import random

    from rules import options_from_mapping
    from rules.simulate import random_step

    seen: set[str] = set()
    for seed in range(3):
        game = new_game(options_from_mapping({"edition": edition, "target_score": 1},
                                             edition), 4, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if game.over:
                break
            for seat in (0, 1, 2, 3, None):
                view = game.view(seat)
                p.check_edition_state(view)
                seen |= view.edition_state.keys()
            game.apply(*random_step(game, rng))
    assert seen == set(p.EDITION_STATE.get(edition, {})), seen


@pytest.mark.parametrize("state, why", [
    ({"lap": "2"}, "a lap that is no number"),
    ({"lap": 0}, "no lap"),
    ({"lap": 2, "wheel": "draw_red"}, "another edition's device"),
    ({"lap": [1] * 10_000}, "a long list"),
])
def test_a_view_whose_device_state_cannot_be_true_is_refused_whole(state, why):
    """A hostile host's view: the client keeps nothing of it, in a snapshot or an update,
    and the table never reads it."""
    from rules import options_from_mapping
    from uno_desktop.net.state import ClientState

    game = new_game(options_from_mapping({"edition": "cars"}, "cars"), 4, 7)
    good = game.view(0)
    client = ClientState(name="Me")
    client.handle(p.Snapshot(view=good, events=[]))
    bad = dataclasses.replace(good, edition_state=state)
    for msg in (p.Snapshot(view=bad, events=[]),
                p.Update(events=[], patch=p.diff_view(good, bad), legal=[])):
        with pytest.raises(p.ProtocolError) as info:
            client.handle(p.decode_host(p.encode_body(msg)))
        assert info.value.code == "invalid_message", why
        assert client.view == good and client.view.edition_state == {}, why
