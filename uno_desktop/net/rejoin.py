"""The seat a player was cut off from, kept so the menu can offer "Rejoin <room>". No Qt.

When a guest sits down at a room on another computer, the room's name, where it was and
its game id are written here (the seat's token itself stays in the token store); a
restarted game reads it at start-up, so coming back to the same seat and hand is one key
press. Leaving on purpose, the game's end or a host that will not come back forget it.
The file is small, written atomically and private to the user; a damaged one is one line
in the log and no offer, never an error a player sees.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass
from pathlib import Path

FILE = "lan_rejoin.json"
"""Its name in the app's data folder."""
MAX_BYTES = 4096
"""A real record is ~200 bytes: anything larger is not one (and is not parsed)."""

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Seat:
    """Where the player's seat waits: the room's name (as the host named it, cleaned), its
    address and port, and the game's id; for a room across the internet, ``link``: how to
    reach its host again (``net.internet.pairing.pairing_text``; address and port unused)."""

    room: str
    address: str
    port: int
    game_id: str
    link: str = ""


def load(path: Path) -> Seat | None:
    """The seat kept at ``path``, or ``None`` (none kept, or a file that is not one)."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ValueError("too large")
        data = json.loads(path.read_text(encoding="utf-8"))
        seat = Seat(room=data["room"], address=data["address"], port=data["port"],
                    game_id=data["game_id"], link=data.get("link", ""))
        if not (isinstance(seat.room, str) and isinstance(seat.address, str)
                and isinstance(seat.game_id, str) and type(seat.port) is int
                and isinstance(seat.link, str) and len(seat.link) <= 2000
                and ((0 < seat.port < 65536 and bool(seat.address)) or bool(seat.link))
                and len(seat.room) <= 200
                and len(seat.address) <= 255 and len(seat.game_id) <= 64):
            raise ValueError("a field out of range")
        return seat
    except FileNotFoundError:
        return None
    except (OSError, ValueError, TypeError, KeyError, RecursionError) as exc:
        log.warning("the seat to rejoin (%s) is unreadable and was ignored: %s", path, exc)
        return None


def save(path: Path, seat: Seat) -> None:
    """Keep ``seat`` (replacing any other): atomic, readable by the user only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        json.dump(asdict(seat), out)
    os.replace(tmp, path)


def forget(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
