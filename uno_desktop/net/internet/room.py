"""An internet room: the game host's doorbell and its links, beside its LAN listener.

:class:`InternetRoom` adds to a :class:`~uno_desktop.net.host.LanHost` (the one host,
referee and session every networked game has) what a room across the internet needs:
the code (:class:`~.pairing.Doorbell` on the mailbox server) and the links of the guests
it paired (:class:`~.links.HostLinks`: the relay and a direct listener). The host does not
know where a link comes from; seats, spectators, chat, reconnect, the turn timer and the
bot that keeps a dropped seat are the LAN's own.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from uno_desktop import saves
from uno_desktop.net import secure
from uno_desktop.net.host import LanHost
from uno_desktop.net.internet import codes
from uno_desktop.net.internet.links import HostLinks
from uno_desktop.net.internet.pairing import Directions, Doorbell
from uno_desktop.net.internet.servers import Servers

log = logging.getLogger(__name__)

MAX_GUESTS = 64
"""Guests a room remembers (seats and spectators come and go; the newest are kept)."""


def local_addresses() -> list[str]:
    """This machine's addresses another may reach directly (no loopback, no link-local)."""
    out = []
    for address in QNetworkInterface.allAddresses():
        if address.isLoopback() or address.isLinkLocal():
            continue
        if address.protocol() not in (QAbstractSocket.NetworkLayerProtocol.IPv4Protocol,
                                      QAbstractSocket.NetworkLayerProtocol.IPv6Protocol):
            continue
        out.append(address.toString())
    return out


class InternetRoom(QObject):
    """A host's room by code. :meth:`start`, then read :attr:`code` once ``codeChanged``.

    A room keeps what makes it the same room in the host's save (``saves.RoomByCode``):
    the ids of the tickets it gave its guests (their secrets come from the room's key,
    saved beside them) and its direct port. A host resumed from that save (after a crash,
    or a game closed and resumed later) waits for each of those guests at the relay on the
    channel its ticket names, and on the same direct port, from the start: their games,
    which keep dialing, take their seats back with their tokens and no code. The doorbell
    gets a new code for new guests: the old one's nameplate may still be held on the
    mailbox server by the side that crashed (a third side would find it crowded until the
    server prunes it), and a code must not outlive its expiry or its wrong-code count by
    a restart, which a new one settles (the seats' owners never need a code again)."""

    codeChanged = Signal()
    stateChanged = Signal()
    wrongChanged = Signal(int)
    guestLinked = Signal(str, str)  # the guest's address as the host counts it, path

    def __init__(self, host: LanHost, servers: Servers,
                 identity: secure.HostIdentity | None = None, direct: bool = True,
                 direct_address: str | None = None, clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None, lifetime_s: float = codes.LIFETIME_S) -> None:
        super().__init__(parent or host)
        self.host = host
        self.servers = servers
        # the host's own identity and room key, as its LAN door has them: one key a guest
        # knows the host by, and tickets a resumed room still derives
        self.identity = identity or host.identity
        self.tickets = secure.Tickets(host.room_key)
        self.links = HostLinks(host, servers.relay, self.identity, self.tickets, clock, self)
        self.links.linked.connect(self.guestLinked)
        self.direct_address = direct_address
        saved = host.keeper.by_code or saves.RoomByCode()
        self.guests: list[bytes] = [bytes.fromhex(t) for t in saved.tickets]
        """The ids of the tickets this room gave its guests (a resumed room's too)."""
        self.direct_port = self._listen(saved.port) if direct else 0
        self.paths: dict[str, str] = {}  # the guest's address → the path of its last link
        self.links.linked.connect(self.paths.__setitem__)
        for ticket_id in self.guests:  # a resumed room: its guests come back without a code
            self.links.add(secure.Ticket(ticket_id, self.tickets.secret(ticket_id)))
        self._keep()
        self.doorbell = Doorbell(servers, self.identity, self.tickets, self._directions,
                                 self, clock, lifetime_s)
        self.doorbell.codeChanged.connect(self.codeChanged)
        self.doorbell.stateChanged.connect(self.stateChanged)
        self.doorbell.wrongChanged.connect(self.wrongChanged)
        self.doorbell.guestPaired.connect(self._paired)
        host.closed.connect(self.close)

    def start(self) -> None:
        self.doorbell.start()

    def _listen(self, port: int) -> int:
        """The direct path: on the port it had, where that is free, so that guests who
        know it find the room there again."""
        if port:
            try:
                return self.links.listen_direct(self.direct_address, port)
            except OSError:
                log.info("the room's direct port %d is taken: another one", port)
        return self.links.listen_direct(self.direct_address)

    def _paired(self, ticket: secure.Ticket) -> None:
        """A new guest: waited for from now on, and in the save at once (a crash right
        after must not lose it)."""
        self.links.add(ticket)
        self.guests = [*self.guests, ticket.id][-MAX_GUESTS:]
        self._keep()
        self.host.keeper.save()  # once the game runs; before, a lobby has nothing to resume

    def _keep(self) -> None:
        self.host.keeper.by_code = saves.RoomByCode(
            tickets=[t.hex() for t in self.guests], port=self.direct_port)

    @property
    def code(self) -> codes.RoomCode:
        return self.doorbell.code

    @property
    def state(self) -> str:
        """``starting``, ``waiting`` (the code works), ``busy``, ``unreachable`` (the
        mailbox server does not answer), ``expired``, ``retired``."""
        return self.doorbell.state

    @property
    def wrong(self) -> int:
        return self.doorbell.wrong

    def invitation(self) -> codes.Invitation:
        """What the invite screen copies: the code, and the servers unless the defaults."""
        own = not self.servers.is_default
        return codes.Invitation(self.code, mailbox=self.servers.mailbox if own else "",
                                relay=self.servers.relay if own else "")

    def renew(self) -> None:
        """A new code (the old one stops working); guests at the table stay."""
        self.doorbell.renew()

    def close(self) -> None:
        self.doorbell.close()
        self.links.close()

    def _directions(self) -> Directions:
        hints: list[tuple[str, int]] = []
        if self.direct_port and self.direct_address:  # listening on one address: that one
            hints = [(self.direct_address, self.direct_port)]
        elif self.direct_port:
            hints = [(address, self.direct_port) for address in local_addresses()]
            public = self.doorbell.address.get("ipv4") or self.doorbell.address.get("ipv6")
            if isinstance(public, str) and not QHostAddress(public).isLoopback() and all(
                    public != h for h, _ in hints):
                hints.append((public, self.direct_port))
        return Directions(relay=self.servers.relay, hints=hints[:8], room=self.host.config.room)
