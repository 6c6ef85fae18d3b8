"""What an internet room keeps in the host's save (``saves.RoomByCode``), bounded like
every field a file brings back: a resumed room waits for these guests."""

from __future__ import annotations

import json

import pytest

from rules import load_preset, new_game, record_of
from uno_desktop import saves
from uno_desktop.session import SeatInfo

SEATS = [SeatInfo("Ada"), SeatInfo("Bo")]
KEY = "ab" * 32
TICKET = "0123456789abcdef" * 2


def _save(by_code: object) -> bytes:
    record = record_of(new_game(load_preset("official"), 2, seed=3))
    room = saves.Room(game_id="g1", name="Kitchen", key=KEY)
    data = json.loads(saves.encode(record, SEATS, room=room))
    if by_code is not None:
        data["room"]["by_code"] = by_code
    return json.dumps(data).encode()


def test_the_rooms_guests_and_port_come_back_from_the_save():
    loaded = saves.decode(_save({"tickets": [TICKET], "port": 47780}))
    assert loaded.room is not None
    assert loaded.room.by_code == saves.RoomByCode(tickets=[TICKET], port=47780)
    assert saves.decode(_save(None)).room.by_code is None  # a LAN room's (or an older) save


@pytest.mark.parametrize("by_code", [
    {"tickets": ["not hex"]},
    {"tickets": [TICKET + "00"]},  # longer than a ticket's id
    {"tickets": [TICKET] * 65},  # more guests than a room remembers
    {"tickets": [], "port": 70000},
    {"tickets": [], "secret": "ab"},  # nothing else is kept, least of all a secret
])
def test_a_damaged_room_part_is_refused_with_its_code(by_code):
    with pytest.raises(saves.SaveError) as caught:
        saves.decode(_save(by_code))
    assert caught.value.code == "invalid"
