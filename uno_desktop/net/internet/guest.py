"""The guest's game client in an internet room: the LAN client's protocol over a link.

:class:`RoomClient` is a :class:`~uno_desktop.net.client.LanClient` whose frames travel
through a :class:`~.links.Dialer`'s secured links instead of one TCP socket: the same
messages, the same state, the same signals, so the LAN transport and the LAN lobby serve
an internet room unchanged. When its link goes (the relay restarted, the network went
away) it dials again and says hello with its seat's token: the host gives the seat back
with the events it missed, as after any reconnect.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from uno_desktop.net import protocol as p
from uno_desktop.net.client import LanClient
from uno_desktop.net.internet.links import Dialer, SecureLink
from uno_desktop.net.internet.pairing import Pairing, pairing_text
from uno_desktop.net.state import ClientState, TokenStore


class RoomClient(LanClient):
    """One seat (or a spectator) in an internet room, on whichever path works."""

    pathChanged = Signal(str)  # direct, relay ("" while there is none)
    brokenLink = Signal(str)  # a link was cut because a frame was refused (its code)

    def __init__(self, state: ClientState, pairing: Pairing, tokens: TokenStore | None = None,
                 parent: QObject | None = None, dialer: Dialer | None = None) -> None:
        super().__init__(state, tokens, parent)
        self.pairing = pairing
        self.dialer = dialer or Dialer(pairing, parent=self)
        self.dialer.linked.connect(self._linked)
        self.dialer.trying.connect(self._trying)
        self.link: SecureLink | None = None
        self.trying_why = ""
        """Why the last round of dialing found no way to the host (``Dialer.trying``:
        ``relay_host_changed`` when another host key answered on the room's channel)."""
        self.path = ""
        self.host, self.port = f"room-{self.dialer.channel[:16]}", 0

    @property
    def key(self) -> str:
        return self.host

    @property
    def rejoin_link(self) -> str:
        """How a restarted game finds this room's host again (the rejoin record keeps it)."""
        return pairing_text(self.pairing)

    def open(self, host: str = "", port: int = 0, host_key: bytes | None = None) -> None:
        """Find the host (the pairing says where) and say hello."""
        self._stopped = self._host_closed = False
        self.dialer.dial()

    def send(self, msg: p.Msg) -> None:
        link = self.link
        if link is not None and not link.closing:
            link.send(p.encode_body(msg))
            link.flush()

    def leave(self, keep_token: bool = False) -> None:
        """Leave (the host gives the seat to a bot); the token is forgotten unless
        ``keep_token`` (a game that goes on: the player may take the seat back)."""
        self.send(p.Bye())
        if not keep_token and self.state.host_key is not None:
            self.tokens.forget(self.state.host_key)
        self.stop()

    def stop(self) -> None:
        self._stopped = True
        self.dialer.stop()
        link, self.link = self.link, None
        if link is not None:
            link.close()

    def _linked(self, link: SecureLink) -> None:
        if self._stopped:
            link.abort()
            return
        self.link = link
        link.attach(self._frames, lambda: self._link_gone(link))
        self.path = link.path
        self.pathChanged.emit(link.path)
        self.attempts = 0
        self.connected.emit()
        # the link proved the host's key: the token offered is the one kept for that key
        host_key = link.session.host_key
        self.state.meet(host_key, self.tokens.get(host_key))
        self.send(self.state.hello())

    def _trying(self, attempt: int, why: str) -> None:
        self.trying_why = why
        self.reconnecting.emit(attempt)

    def _frames(self, frames: list[bytes | p.Oversize]) -> None:
        for frame in frames:
            if isinstance(frame, p.Oversize):
                continue
            try:
                self._handle(p.decode_host(frame))
            except p.ProtocolError as exc:
                self.error.emit(p.refused_from_host(exc), None)

    def _link_gone(self, link: SecureLink) -> None:
        if link is not self.link:
            return
        self.link = None
        self.path = ""
        self.pathChanged.emit("")
        if link.broken.startswith("frame_"):
            self.brokenLink.emit(link.broken)
        if not self._stopped:
            self.connectionLost.emit()
            self.dialer.dial()
