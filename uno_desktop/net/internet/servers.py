"""Which mailbox server and transit relay a room uses. No Qt.

Both are magic-wormhole's own server programs (``docs/internet.md`` says how to run them
with one command each); by default the game uses the public instances that
magic-wormhole's own client uses, and a player points it at their own in the settings or
through a host's invitation link.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
"""magic-wormhole's public mailbox server (the rendezvous): the client's default."""
DEFAULT_RELAY = "tcp:transit.magic-wormhole.io:4001"
"""magic-wormhole's public transit relay: the client's default."""
APP_ID = "uno-desktop/rooms/v1"
"""The mailbox server keeps each application's nameplates apart: ours never meet a file
transfer's, and a protocol change that old games would misread takes a new id."""


class ServerError(ValueError):
    """A server address that cannot be used (``bad_mailbox``, ``bad_relay``)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class Servers:
    """A mailbox server's WebSocket URL and a relay as ``tcp:HOST:PORT``."""

    mailbox: str = DEFAULT_MAILBOX
    relay: str = DEFAULT_RELAY

    @property
    def is_default(self) -> bool:
        return self.mailbox == DEFAULT_MAILBOX and self.relay == DEFAULT_RELAY

    def relay_address(self) -> tuple[str, int]:
        """The relay's host and port."""
        return parse_relay(self.relay)


def parse_relay(text: str) -> tuple[str, int]:
    """``tcp:HOST:PORT`` (or ``HOST:PORT``; an IPv6 host in brackets) as host and port."""
    rest = text.strip()
    if rest.lower().startswith("tcp:"):
        rest = rest[4:]
    host, sep, port = rest.rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ServerError("bad_relay")
    return host, int(port)


def check_mailbox(text: str) -> str:
    """``text`` as a mailbox URL (``ws://`` or ``wss://``), or :class:`ServerError`."""
    url = text.strip()
    if not url.lower().startswith(("ws://", "wss://")) or len(url) < 8 or len(url) > 300:
        raise ServerError("bad_mailbox")
    return url


def servers(mailbox: str = "", relay: str = "") -> Servers:
    """The servers to use: each given one checked, each empty one the public default."""
    chosen = Servers(mailbox=check_mailbox(mailbox) if mailbox.strip() else DEFAULT_MAILBOX,
                     relay=relay.strip() or DEFAULT_RELAY)
    parse_relay(chosen.relay)
    return chosen
