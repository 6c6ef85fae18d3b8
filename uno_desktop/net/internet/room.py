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

from uno_desktop.net import secure
from uno_desktop.net.host import LanHost
from uno_desktop.net.internet import codes
from uno_desktop.net.internet.links import HostLinks
from uno_desktop.net.internet.pairing import Directions, Doorbell
from uno_desktop.net.internet.servers import Servers

log = logging.getLogger(__name__)


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
    """A host's room by code. :meth:`start`, then read :attr:`code` once ``codeChanged``."""

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
        self.direct_port = self.links.listen_direct(direct_address) if direct else 0
        self.paths: dict[str, str] = {}  # the guest's address → the path of its last link
        self.links.linked.connect(self.paths.__setitem__)
        self.doorbell = Doorbell(servers, self.identity, self.tickets, self._directions,
                                 self, clock, lifetime_s)
        self.doorbell.codeChanged.connect(self.codeChanged)
        self.doorbell.stateChanged.connect(self.stateChanged)
        self.doorbell.wrongChanged.connect(self.wrongChanged)
        self.doorbell.guestPaired.connect(self.links.add)
        host.closed.connect(self.close)

    def start(self) -> None:
        self.doorbell.start()

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
