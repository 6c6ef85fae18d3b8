"""Client-side protocol state without Qt or sockets: the seat, token, view and event log.

The bot client and the tests drive it over plain sockets; :class:`~uno_desktop.net.client.
LanClient` drives it over a ``QTcpSocket``. :class:`TokenStore` keeps seat tokens in a small
JSON file so a seat survives an app restart.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules import PlayerView
from rules.actions import Action
from rules.events import Event
from uno_desktop.net import protocol as p


class TokenStore:
    """Seat tokens by host address, in a JSON file written atomically."""

    def __init__(self, path: Path | None) -> None:
        self.path = Path(path) if path else None

    def _load(self) -> dict[str, Any]:
        if self.path is None or not self.path.exists():
            return {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def get(self, key: str) -> dict[str, Any]:
        entry = self._load().get(key)
        return entry if isinstance(entry, dict) else {}

    def put(self, key: str, **entry: Any) -> None:
        if self.path is None:
            return
        data = self._load()
        data[key] = entry
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        os.replace(tmp, self.path)

    def forget(self, key: str) -> None:
        data = self._load()
        if data.pop(key, None) is not None and self.path is not None:
            tmp = self.path.with_name(self.path.name + ".tmp")
            tmp.write_text(json.dumps(data), encoding="utf-8")
            os.replace(tmp, self.path)


@dataclass
class ClientState:
    """What a client knows: its seat, token, the view, legal actions and the event log."""

    name: str
    pin: str = ""
    spectate: bool = False
    token: str = ""
    game_id: str = ""
    seat: int | None = None
    view: PlayerView | None = None
    legal: list[Action] = field(default_factory=list)
    history: list[Event] = field(default_factory=list)
    lobby: p.Lobby | None = None
    welcome: p.Welcome | None = None

    def hello(self) -> p.Hello:
        last = self.view.state_id if self.view is not None else -1
        return p.Hello(v=p.PROTOCOL_VERSION, name=self.name, pin=self.pin, token=self.token,
                       spectate=self.spectate, game_id=self.game_id, last_state=last)

    def act(self, action: Action, state_id: int | None = None) -> p.Act:
        """``action`` for our seat, taken at ``state_id`` (default: the latest view)."""
        assert self.seat is not None and self.view is not None
        sid = self.view.state_id if state_id is None else state_id
        return p.Act(seat=self.seat, state_id=sid, action=p.wrap(action))

    def handle(self, msg: Any) -> list[Event]:
        """Update from one host message; returns the events that are news (to animate)."""
        if isinstance(msg, p.Welcome):
            self.welcome = msg
            if msg.game_id != self.game_id:
                self.view, self.history = None, []
            self.game_id, self.seat = msg.game_id, msg.seat
            if msg.token:
                self.token = msg.token
            return []
        if isinstance(msg, p.Lobby):
            self.lobby = msg
            return []
        if isinstance(msg, p.Snapshot):
            events = [p.unwrap_event(t) for t in msg.events]
            had_view = self.view is not None
            self.view = msg.view
            self.legal = [p.unwrap_action(t) for t in msg.legal]
            if msg.since < 0 or msg.truncated:
                self.history = events
                return [] if had_view else events  # a full resync is not new news
            self.history.extend(events)
            return events
        if isinstance(msg, p.Update):
            if self.view is None:
                return []
            events = [p.unwrap_event(t) for t in msg.events]
            self.view = p.apply_patch(self.view, msg.patch)
            self.legal = [p.unwrap_action(t) for t in msg.legal]
            self.history.extend(events)
            return events
        return []
