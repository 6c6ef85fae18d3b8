"""A room's game kept on disk: saved from the deal, every action written before anyone is
told of it, and read back to resume the room.

The room's host (:class:`~.host.LanHost`) owns one :class:`RoomKeeper`; what is written
is :mod:`uno_desktop.saves`' one save format (:class:`~uno_desktop.saves.Autosaver`: a
full save and a journal of actions), with the room's seat table (names and token
hashes, so players reclaim their seats) and the room itself (its id, name, PIN, key and an
internet room's part). :func:`read` turns such a save back into what a host needs to open
the same room again.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace
from pathlib import Path

from rules import Game
from uno_desktop import saves
from uno_desktop.net.config import HostConfig
from uno_desktop.net.seating import Seating, SeatRec
from uno_desktop.session import HostSession, SeatInfo


class RoomKeeper:
    """Keeps one room's game on disk (see the module docstring), in ``config.autosave``
    (``None``: the room keeps nothing, as a test's host or a headless one told so)."""

    def __init__(self, config: HostConfig, seating: Seating, room_key: bytes) -> None:
        self.path = config.autosave
        self._config = config
        self._seating = seating
        self._room_key = room_key
        self._autosaver: saves.Autosaver | None = None
        self.by_code: saves.RoomByCode | None = None
        """An internet room's part of the saved room: kept current by the room by code
        (``net/internet/room.py``), read back from the save when resumed."""

    def deal(self, session: HostSession) -> None:
        """The game is dealt: a full save now, then every action journaled before anyone
        hears of it (``session.on_applied`` runs before ``on_told``)."""
        if self.path is None:
            return
        self._autosaver = saves.Autosaver(self.path, session, seats=self._seats,
                                          room=self._room)
        session.on_applied.append(self._autosaver.saved_action)
        self._autosaver.save()

    def told(self) -> None:
        """Every peer has the action's update written to it: a full save it made due goes
        now, behind the game (:meth:`~uno_desktop.saves.Autosaver.told`)."""
        if self._autosaver is not None:
            self._autosaver.told()

    def save(self) -> bool:
        """A full save now (the journal takes every action anyway); ``False`` when there is
        nothing to save (no game dealt, or no file to keep it in)."""
        if self._autosaver is None:
            return False
        self._autosaver.save()
        return True

    def close(self) -> bool:
        """The room closes: a last full save, the files closed; ``True`` when the game can
        be resumed from them."""
        saved = self.save()
        if self._autosaver is not None:
            self._autosaver.close()
        return saved

    def _seats(self) -> tuple[list[SeatInfo], list[str]]:
        return self._seating.seat_infos(), [r.token_hash for r in self._seating.seats]

    def _room(self) -> saves.Room:
        """The room as its save records it, so that a resumed host opens the same one."""
        config = self._config
        return saves.Room(game_id=self._seating.game_id, name=config.room, pin=config.pin,
                          preset=config.preset, key=self._room_key.hex(), by_code=self.by_code)


@dataclass
class Resumed:
    """A saved room, read back: the host's config (the saved room's name, PIN, rules and
    table, autosaving to where it came from unless told otherwise), its game and seats."""

    config: HostConfig
    game_id: str
    by_code: saves.RoomByCode | None
    seats: list[SeatRec]
    game: Game
    bot_seed: int


def read(path: Path, config: HostConfig) -> Resumed:
    """The room saved at ``path``, ``config`` filled in from it; every seat is ready (a
    person's waits for its token). Raises :class:`~uno_desktop.saves.SaveError`."""
    loaded = saves.load(Path(path))
    room = loaded.room or saves.Room(game_id=secrets.token_hex(8), name=config.room)
    config = replace(config, room=room.name, pin=room.pin, preset=room.preset or config.preset,
                     options=loaded.record.options, seats=loaded.record.seats, bots=0,
                     seed=loaded.record.seed, autosave=config.autosave or Path(path),
                     room_key=bytes.fromhex(room.key))
    hashes = loaded.token_hashes or ("",) * len(loaded.seats)
    seats = [SeatRec(name=s.name, kind="bot" if s.is_bot else "human", level=s.level,
                     token_hash=h, ready=True)
             for s, h in zip(loaded.seats, hashes, strict=True)]
    return Resumed(config, room.game_id, room.by_code, seats, loaded.game, loaded.bot_seed)
