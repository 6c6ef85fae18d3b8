"""The game's links across the internet: sealed frames over a relay or a direct path.

After the doorbell (:mod:`.pairing`) a guest holds a ticket; every link it makes runs a
new :mod:`~uno_desktop.net.secure` handshake with that ticket (fresh randomness from both
sides, so fresh keys, and nothing a previous link said can be replayed into this one) and
then carries the game protocol's frames, each sealed. On the wire a link is a stream of
4-byte lengths and messages: the handshake's four, then sealed frames.

The host waits for each guest at the relay (one connection per guest, always pending on
the guest's channel) and at its direct listener; :class:`HostLinks` hands every link that
passes the handshake to the game host (``LinkHost.accept``), the same host a LAN game
has. The guest's :class:`Dialer` tries the host's direct addresses first and the relay a
moment later, takes the first link that passes, and dials again whenever its link goes
(the relay restarted, the network went away): the game's reconnect (the seat's token)
does the rest, so nothing is lost.
"""

from __future__ import annotations

import logging
import secrets
import socket
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from uno_desktop.net import protocol as p
from uno_desktop.net import secure
from uno_desktop.net.internet import transit
from uno_desktop.net.internet.pacing import Pacer
from uno_desktop.net.internet.pairing import Pairing, relay_channel
from uno_desktop.net.internet.servers import parse_relay
from uno_desktop.net.link import Frames, LinkHost

log = logging.getLogger(__name__)

LINK_APP = f"uno-link/{p.PROTOCOL_VERSION}"
"""What a link's offer names: the game protocol it carries."""
HANDSHAKE_MS = 10_000
"""A link whose handshake has not finished by then is given up (a relay that pairs us
with something that never answers)."""
RELAY_AFTER_MS = 1000
"""The guest tries the host's direct addresses this long before the relay too."""
DIRECT_TIMEOUT_MS = 2000
"""A direct address that has not answered by then is not one (a private address across
the internet is a black hole): the round ends sooner, so a relay that comes back is
found sooner."""
RELAY_WAIT_MS = 60_000
"""A wait at the relay that nobody has met by then is made again, on a new connection.
Nothing crosses an idle wait, so neither end hears it when a NAT on the way forgets it
(home routers and carrier NATs drop idle connections after minutes, without a word): the
relay then never pairs it, and the other side waits there alone for good. A new wait a
minute costs one small connection. Each side keeps it as ``relay_wait_ms`` (tests shorten
it there)."""
RETRY_MS = (500, 5000)
"""Waiting again after a failed round: from the first, growing ×1.5, up to the second."""
SILENCE_MS = 8000
"""A guest link that heard nothing for this long is dead (the host pings every 2 s):
the network went away under it, and the guest dials again."""
MAX_BACKLOG = 1 << 20
QUICKACK = getattr(socket, "TCP_QUICKACK", 0) if sys.platform == "linux" else 0
"""The relay's sockets keep Nagle's algorithm on: a small frame waits there until the one
before it is acknowledged. Delayed acknowledgements (up to 40 ms on Linux) then add that
much to every move on a path with delay; a link on Linux acknowledges at once instead
(``TCP_QUICKACK``, which the kernel drops again, so it is set after every read)."""


def _quickack(sock: QTcpSocket) -> None:
    fd = int(sock.socketDescriptor())
    if QUICKACK and fd >= 0:
        try:
            with socket.fromfd(fd, socket.AF_INET, socket.SOCK_STREAM) as dup:
                dup.setsockopt(socket.IPPROTO_TCP, QUICKACK, 1)
        except OSError:
            pass


def link_context(channel: str) -> bytes:
    return f"uno-desktop internet link {channel}".encode()


class _Stream:
    """Length-prefixed messages over a socket, with a size limit (a longer one: broken)."""

    def __init__(self, sock: QTcpSocket, rest: bytes, limit: int) -> None:
        self.sock = sock
        self.reader = p.FrameReader(limit)
        self.pending = rest
        self.received = 0

    def read(self) -> list[bytes] | None:
        """The whole messages read so far; ``None`` when one is over the limit."""
        fresh = bytes(self.sock.readAll().data())
        self.received += len(fresh)
        data = self.pending + fresh
        self.pending = b""
        out: list[bytes] = []
        for item in self.reader.feed(data):
            if isinstance(item, p.Oversize):
                return None
            out.append(item)
        return out

    def write(self, message: bytes) -> None:
        self.sock.write(p.HEADER.pack(len(message)))
        self.sock.write(message)
        self.sock.flush()


class SecureLink(QObject):
    """One secured link: the game's frames sealed on the way out and opened on the way in.
    On the host it is a :class:`~uno_desktop.net.link.Link`; a guest's game client reads
    it the same way. ``path`` says how it goes (``direct`` or ``relay``); ``broken``
    says why it was cut when it was (a refused frame: ``frame_altered``…). Through the
    relay a :class:`~.pacing.Pacer` lets quiet frames (liveness, refusals) ride with the
    game's instead of taking the relay's one slot just before a move (``rtt_s``: the
    handshake's round trip, its first estimate)."""

    def __init__(self, sock: QTcpSocket, session: secure.Session, rest: list[bytes],
                 address: str, path: str, limit: int, clock: Callable[[], float],
                 silence_ms: int = 0, parent: QObject | None = None,
                 rtt_s: float = 0.0) -> None:
        super().__init__(parent)
        self.sock = sock
        sock.setParent(self)
        self.session = session
        self.path = path
        self.broken = ""
        self.clock = clock
        self.bytes_in = 0
        self.bytes_out = 0
        self.pacer = Pacer(rtt_s) if path == "relay" else None
        self._held: list[bytes] = []
        self._release = QTimer(self)
        self._release.setSingleShot(True)
        self._release.timeout.connect(self._release_held)
        self._address = address
        self._stream = _Stream(sock, b"", limit + secure.OVERHEAD)
        self._early = rest
        self._closing = False
        self._partial_since = 0.0
        self._on_frames: Frames | None = None
        self._on_closed: Callable[[], None] | None = None
        self._silence = QTimer(self)
        self._silence.setSingleShot(True)
        self._silence.timeout.connect(self._silent)
        self._silence_ms = silence_ms

    @property
    def address(self) -> str:
        return self._address

    @property
    def closing(self) -> bool:
        return self._closing

    def attach(self, on_frames: Frames, on_closed: Callable[[], None]) -> None:
        self._on_frames, self._on_closed = on_frames, on_closed
        self.sock.readyRead.connect(self._read)
        self.sock.disconnected.connect(self._gone)
        self.sock.errorOccurred.connect(self._error)
        if self._silence_ms:
            self._silence.start(self._silence_ms)
        early, self._early = self._early, []
        if early:
            QTimer.singleShot(0, self, lambda: self._deliver(early))
        QTimer.singleShot(0, self, self._read)
        if self.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            QTimer.singleShot(0, self, self._gone)

    def send(self, frame: bytes) -> bool:
        if self._closing:
            return False
        pacer = self.pacer
        if pacer is not None:
            tag = p.tag_of(frame)
            now = self.clock()
            if pacer.holds(tag, now):
                pacer.hold()
                self._held.append(frame)
                if not self._release.isActive():
                    self._release.start(max(0, int((pacer.release_at() - now) * 1000) + 1))
                return True
            self._write_held(now)
            pacer.wrote(tag, now)
        return self._write(frame)

    def _write(self, frame: bytes) -> bool:
        sealed = self.session.seal(frame)
        self.bytes_out += len(sealed) + p.HEADER.size
        self.sock.write(p.HEADER.pack(len(sealed)))
        self.sock.write(sealed)
        if self.sock.bytesToWrite() > MAX_BACKLOG:
            log.warning("%s stopped reading: hung up", self._address)
            self.abort()
            return False
        return True

    def _write_held(self, now: float) -> None:
        """The held frames go first, in the order they were sent (nothing overtakes)."""
        held, self._held = self._held, []
        self._release.stop()
        for frame in held:
            if self.pacer is not None:
                self.pacer.wrote(p.tag_of(frame), now)
            if not self._write(frame):
                return

    def _release_held(self) -> None:
        """The link has been quiet long enough: the held frames go alone."""
        if not self._closing and self._held:
            self._write_held(self.clock())
            self.flush()

    def flush(self) -> None:
        if not self._closing and self.sock.bytesToWrite():
            self.sock.flush()

    def close(self) -> None:
        if not self._closing:
            self._write_held(self.clock())
            self.sock.flush()
            self._closing = True
            self.sock.disconnectFromHost()
            QTimer.singleShot(0, self, self._gone)

    def abort(self) -> None:
        if not self._closing:
            self._closing = True
            self._held.clear()
            self._release.stop()
            self.sock.abort()
            QTimer.singleShot(0, self, self._gone)

    def stalled_since(self) -> float:
        return self._partial_since

    def _read(self) -> None:
        if self._closing:
            return
        before = self._stream.received
        sealed = self._stream.read()
        if self._stream.received == before:
            return
        _quickack(self.sock)
        self.bytes_in += self._stream.received - before
        if self._silence_ms:
            self._silence.start(self._silence_ms)
        if sealed is None:
            self._break("frame_too_large")
            return
        if self._stream.reader.in_frame():
            self._partial_since = self._partial_since or self.clock()
        else:
            self._partial_since = 0.0
        self._deliver(sealed)

    def _deliver(self, sealed: list[bytes]) -> None:
        frames: list[bytes | p.Oversize] = []
        for item in sealed:
            try:
                frame = self.session.open(item)
            except secure.FrameError as exc:
                if frames and self._on_frames is not None:
                    self._on_frames(frames)
                self._break(exc.code)
                return
            if self.pacer is not None:
                self.pacer.received(p.tag_of(frame), self.clock())
            frames.append(frame)
        if frames and self._on_frames is not None and not self._closing:
            self._on_frames(frames)

    def _break(self, why: str) -> None:
        log.warning("link %s refused a frame (%s): cut, to be made again", self._address, why)
        self.broken = why
        self.abort()

    def _silent(self) -> None:
        if not self._closing:
            log.info("link %s: silent for %d ms, gone", self._address, self._silence_ms)
            self.broken = self.broken or "silent"
            self.abort()

    def _error(self, _error: QAbstractSocket.SocketError) -> None:
        if self.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            self._gone()

    def _gone(self) -> None:
        self._closing = True
        self._silence.stop()
        self._release.stop()
        on_closed, self._on_closed = self._on_closed, None
        if on_closed is not None:
            on_closed()
            self.deleteLater()


class _Handshake(QObject):
    """The ticket handshake on a fresh stream, either side; ``done`` or ``failed``. It
    times one of its round trips (a message out, the answer in), the link's first
    estimate of the path's."""

    done = Signal(object, object, list, float)  # socket, session, messages after it, rtt (s)
    failed = Signal(str)

    def __init__(self, sock: QTcpSocket, rest: bytes, parent: QObject) -> None:
        super().__init__(parent)
        self.sock = sock
        sock.setParent(self)
        self.stream = _Stream(sock, rest, secure.MAX_HANDSHAKE)
        self._over = False
        self._asked_at = 0.0
        self.rtt_s = 0.0
        sock.readyRead.connect(self._read)
        sock.disconnected.connect(lambda: self._fail("lost"))
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._fail("timeout"))
        timer.start(HANDSHAKE_MS)
        if rest:
            QTimer.singleShot(0, self, self._read)

    def _read(self) -> None:
        if self._over:
            return
        messages = self.stream.read()
        if messages is None:
            self._fail("bad_message")
            return
        while messages and not self._over:
            try:
                self.step(messages.pop(0), messages)
            except secure.SecureError as exc:
                self._fail(exc.code)

    def step(self, message: bytes, rest: list[bytes]) -> None:
        raise NotImplementedError

    def _ask(self, message: bytes) -> None:
        """Write the message whose answer is timed."""
        self.stream.write(message)
        self._asked_at = time.monotonic()

    def _answered(self) -> None:
        self.rtt_s = time.monotonic() - self._asked_at

    def _succeed(self, session: secure.Session, rest: list[bytes]) -> None:
        self._over = True
        sock = self.sock
        sock.readyRead.disconnect()
        sock.disconnected.disconnect()
        # still ours until the receiver's link takes it (transit.Dial._hand_over says why);
        # one nobody takes goes with this handshake, later
        tail = list(rest)
        rest.clear()
        self.done.emit(sock, session, tail, self.rtt_s)
        self.deleteLater()

    def _fail(self, why: str) -> None:
        if self._over:
            return
        self._over = True
        self.sock.abort()
        self.failed.emit(why)
        self.deleteLater()


class _GuestHandshake(_Handshake):
    def __init__(self, sock: QTcpSocket, rest: bytes, pairing: Pairing, channel: str,
                 path: str, parent: QObject) -> None:
        super().__init__(sock, rest, parent)
        self.path = path
        self.hs = secure.GuestHandshake(b"", context=link_context(channel), app=LINK_APP,
                                        ticket=pairing.ticket, expect_host=pairing.host_key)
        self._ask(self.hs.start())
        self.answered = False

    def step(self, message: bytes, rest: list[bytes]) -> None:
        if not self.answered:
            self.answered = True
            self._answered()
            self.stream.write(self.hs.on_answer(message))
        else:
            self._succeed(self.hs.on_accept(message), rest)


class _HostHandshake(_Handshake):
    def __init__(self, sock: QTcpSocket, rest: bytes, links: HostLinks, channel: str) -> None:
        super().__init__(sock, rest, links)
        self.links = links
        self.channel = channel
        self.hs = secure.HostHandshake(links.identity, context=link_context(channel))
        self.offered = False

    def step(self, message: bytes, rest: list[bytes]) -> None:
        if not self.offered:
            self.offered = True
            offer = self.hs.on_offer(message)
            ticket = self.links.tickets_by_channel.get(self.channel)
            if offer.app != LINK_APP or ticket is None or offer.ticket != ticket:
                self.stream.write(secure.refusal("version_mismatch" if offer.app != LINK_APP
                                                 else "bad_secret"))
                raise secure.SecureError("bad_secret", "not this channel's ticket")
            self._ask(self.hs.answer(self.links.tickets.secret(offer.ticket)))
        else:
            self._answered()
            accept, session = self.hs.on_proof(message)
            self.stream.write(accept)
            self._succeed(session, rest)


class HostLinks(QObject):
    """The host's link provider for an internet room: for every paired guest, one
    connection waiting at the relay on its channel (a new one after a link is made, or
    after :data:`RELAY_WAIT_MS` unmet), and the direct listener; each link that passes the
    ticket handshake goes to ``host.accept``."""

    linked = Signal(str, str)  # the guest's address (as the host counts it), path

    def __init__(self, host: LinkHost, relay: str, identity: secure.HostIdentity,
                 tickets: secure.Tickets, clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None, limit: int = p.MAX_CLIENT_FRAME) -> None:
        super().__init__(parent)
        self.host = host
        self.relay = parse_relay(relay)
        self.identity = identity
        self.tickets = tickets
        self.clock = clock
        self.limit = limit
        self.side = secrets.token_hex(8)
        self.tickets_by_channel: dict[str, bytes] = {}
        self._waiters: dict[str, transit.Dial | None] = {}
        self._retry_ms: dict[str, int] = {}
        self._renew: dict[str, QTimer] = {}  # per channel: its wait made again (RELAY_WAIT_MS)
        self.relay_wait_ms = RELAY_WAIT_MS
        self._closed = False
        self.direct = transit.DirectListener(self)
        self.direct.arrived.connect(self._direct)

    def listen_direct(self, address: str | None = None, port: int = 0) -> int:
        return self.direct.listen(address, port)

    def add(self, ticket: secure.Ticket) -> str:
        """A guest was paired: wait for its links from now on. Returns its channel."""
        channel = relay_channel(ticket.secret)
        self.tickets_by_channel[channel] = ticket.id
        self._retry_ms[channel] = RETRY_MS[0]
        self._wait(channel)
        return channel

    def close(self) -> None:
        self._closed = True
        self.direct.close()
        for renew in self._renew.values():
            renew.stop()
        for waiter in self._waiters.values():
            if waiter is not None:
                waiter.cancel()
        self._waiters.clear()

    def _wait(self, channel: str) -> None:
        if self._closed:
            return
        dial = transit.dial_relay(*self.relay, channel, self.side, parent=self)
        self._waiters[channel] = dial
        dial.ready.connect(lambda sock, rest, c=channel: self._relayed(c, sock, rest))
        dial.failed.connect(lambda why, c=channel: self._wait_failed(c, why))
        dial.start()
        renew = self._renew.get(channel)
        if renew is None:
            renew = self._renew[channel] = QTimer(self)
            renew.setSingleShot(True)
            renew.timeout.connect(lambda c=channel: self._wait_again(c))
        renew.start(self.relay_wait_ms)

    def _wait_again(self, channel: str) -> None:
        """Nobody met this wait for a long while: wait on a new connection instead (the
        path may have forgotten this one; see :data:`RELAY_WAIT_MS`)."""
        dial = self._waiters.get(channel)
        if dial is None or self._closed:  # between a failed wait and its retry
            return
        log.debug("waiting at the relay for %s… anew", channel[:8])
        dial.cancel()
        self._wait(channel)

    def _wait_failed(self, channel: str, why: str) -> None:
        self._waiters[channel] = None
        if self._closed:
            return
        wait = self._retry_ms[channel]
        self._retry_ms[channel] = min(RETRY_MS[1], int(wait * 1.5))
        log.info("waiting at the relay for %s…: %s, again in %d ms", channel[:8], why, wait)
        QTimer.singleShot(wait, self, lambda: self._wait(channel))

    def _relayed(self, channel: str, sock: QTcpSocket, rest: bytes) -> None:
        self._waiters[channel] = None
        self._retry_ms[channel] = RETRY_MS[0]
        self._wait(channel)  # always one waiting: the next link may come any time
        self._handshake(channel, sock, rest, "relay")

    def _direct(self, channel: str, sock: QTcpSocket, rest: bytes) -> None:
        if channel not in self.tickets_by_channel:
            sock.abort()
            return
        self._handshake(channel, sock, rest, "direct")

    def _handshake(self, channel: str, sock: QTcpSocket, rest: bytes, path: str) -> None:
        hs = _HostHandshake(sock, rest, self, channel)
        hs.done.connect(lambda s, session, early, rtt: self._linked(channel, s, session,
                                                                    early, path, rtt))
        hs.failed.connect(lambda why: log.info("a %s link for %s… failed: %s", path,
                                               channel[:8], why))

    def _linked(self, channel: str, sock: QTcpSocket, session: secure.Session,
                early: list[bytes], path: str, rtt_s: float) -> None:
        if self._closed:
            sock.abort()  # the handshake still holds it, and deletes it later
            return
        address = f"guest-{channel[:12]}"
        link = SecureLink(sock, session, early, address, path, self.limit, self.clock,
                          parent=self, rtt_s=rtt_s)
        self.linked.emit(address, path)
        self.host.accept(link)


class Dialer(QObject):
    """The guest's way to the host: ``linked`` with a :class:`SecureLink` whenever one
    passes the handshake; :meth:`dial` again when it went. ``trying`` counts the rounds
    that found no way (the relay down, the network away) while it keeps trying. While
    it waits at the relay for the host (a host that restarts comes back there), it looks
    at the host's direct addresses again now and then, and waits on a new connection after
    :data:`RELAY_WAIT_MS`; and when the relay pairs it with
    the host after a direct address answered that nobody listened there (the host's
    machine was up, its game not yet), it tries that address again at once and holds
    the relay's connection a moment for it: a host that comes back on its direct port
    is reached there, as before, not through the relay that happened to be first."""

    linked = Signal(object)  # SecureLink (not attached yet)
    trying = Signal(int, str)  # failed rounds so far, the last reason

    def __init__(self, pairing: Pairing, clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None, relay_after_ms: int = RELAY_AFTER_MS,
                 silence_ms: int = SILENCE_MS) -> None:
        super().__init__(parent)
        self.pairing = pairing
        self.clock = clock
        self.channel = relay_channel(pairing.ticket.secret)
        self.side = secrets.token_hex(8)
        self.relay_after_ms = relay_after_ms
        self.silence_ms = silence_ms
        self.failures = 0
        self._dials: list[transit.Dial] = []
        self._shakes: list[_GuestHandshake] = []
        self._round_open = False
        self._why = ""
        self._stopped = False
        self._retry_ms = RETRY_MS[0]
        self._relay_timer = QTimer(self)
        self._relay_timer.setSingleShot(True)
        self._relay_timer.timeout.connect(self._dial_relay)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.dial)
        self._paths: dict[transit.Dial, str] = {}
        self._direct_again = QTimer(self)
        self._direct_again.setSingleShot(True)
        self._direct_again.timeout.connect(self._dial_direct)
        self._direct_ms = RETRY_MS[0]
        self._answered = False  # a direct address said nobody listens there, this round
        self._held: tuple[QTcpSocket, bytes] | None = None  # the relay's, held for direct
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._release)
        self.relay_wait_ms = RELAY_WAIT_MS
        self._relay_again = QTimer(self)  # the wait at the relay made again
        self._relay_again.setSingleShot(True)
        self._relay_again.timeout.connect(self._wait_again)

    def dial(self) -> None:
        """Try every way at once (direct first, the relay a moment later)."""
        if self._stopped or self._round_open:
            return
        self._round_open = True
        self._direct_ms = RETRY_MS[0]
        self._answered = False
        self._dial_direct()
        if self.pairing.hints:
            self._relay_timer.start(self.relay_after_ms)
        else:
            self._dial_relay()

    def stop(self) -> None:
        self._stopped = True
        self._cancel_all()

    def _dial_direct(self) -> None:
        if not self._round_open:
            return
        for host, port in self.pairing.hints:
            self._start(transit.dial_direct(host, port, self.channel, parent=self,
                                            timeout_ms=DIRECT_TIMEOUT_MS), "direct")

    def _dial_relay(self) -> None:
        try:
            host, port = parse_relay(self.pairing.relay)
        except ValueError:
            self._why = "bad_relay"
            self._check_round()
            return
        self._start(transit.dial_relay(host, port, self.channel, self.side, parent=self),
                    "relay")
        self._relay_again.start(self.relay_wait_ms)

    def _wait_again(self) -> None:
        """The host has not met our wait at the relay for a long while: wait on a new
        connection instead, in the same round (see :data:`RELAY_WAIT_MS`)."""
        waiting = [d for d, path in self._paths.items() if path == "relay"]
        if not waiting or not self._round_open:  # it was met, or failed, meanwhile
            return
        for dial in waiting:
            self._dials.remove(dial)
            del self._paths[dial]
            dial.cancel()
        self._dial_relay()

    def _start(self, dial: transit.Dial, path: str) -> None:
        self._dials.append(dial)
        self._paths[dial] = path
        dial.ready.connect(lambda sock, rest, d=dial: self._ready(d, sock, rest, path))
        dial.failed.connect(lambda why, d=dial: self._dial_failed(d, why, path))
        dial.start()

    def _dial_failed(self, dial: transit.Dial, why: str, path: str) -> None:
        if dial in self._dials:
            self._dials.remove(dial)
        self._paths.pop(dial, None)
        if path == "relay" or not self._why:
            self._why = f"{path}_{why}"
        if path == "direct" and why == "closed":
            self._answered = True
        paths = set(self._paths.values())
        if path == "direct" and "direct" not in paths and (
                "relay" in paths or self._relay_timer.isActive()):
            self._direct_again.start(self._direct_ms)  # while the relay waits: again later
            self._direct_ms = min(RETRY_MS[1], int(self._direct_ms * 1.5))
        if path == "direct" and self._held is not None and not self._direct_pending():
            self._release()
        self._check_round()

    def _direct_pending(self) -> bool:
        return "direct" in self._paths.values() or any(
            hs.path == "direct" for hs in self._shakes)

    def _ready(self, dial: transit.Dial, sock: QTcpSocket, rest: bytes, path: str) -> None:
        if dial in self._dials:
            self._dials.remove(dial)
        self._paths.pop(dial, None)
        if path == "relay" and self._answered and self._held is None:
            # the host is back (it waits at the relay), and its machine answered on the
            # direct path before: it listens there again by now; the relay can wait
            self._held = (sock, rest)
            sock.setParent(self)
            self._direct_again.stop()
            self._dial_direct()
            self._hold.start(self.relay_after_ms)
            return
        self._shake(sock, rest, path)

    def _release(self) -> None:
        """The held relay connection goes on to its handshake (the direct try failed, or
        took too long)."""
        self._hold.stop()
        held, self._held = self._held, None
        if held is None:
            return
        sock, rest = held
        if sock.state() == QAbstractSocket.SocketState.ConnectedState:
            self._shake(sock, rest, "relay")
            return
        sock.deleteLater()  # the relay (or the host) let go of it meanwhile
        self._why = "relay_lost"
        self._check_round()

    def _shake(self, sock: QTcpSocket, rest: bytes, path: str) -> None:
        hs = _GuestHandshake(sock, rest, self.pairing, self.channel, path, self)
        self._shakes.append(hs)
        hs.done.connect(lambda s, session, early, rtt: self._done(hs, s, session, early, path,
                                                                  rtt))
        hs.failed.connect(lambda why: self._shake_failed(hs, why, path))

    def _shake_failed(self, hs: _Handshake, why: str, path: str) -> None:
        if hs in self._shakes:
            self._shakes.remove(hs)
        self._why = f"{path}_{why}"
        if path == "direct" and self._held is not None and not self._direct_pending():
            self._release()
        self._check_round()

    def _done(self, hs: _Handshake, sock: QTcpSocket, session: secure.Session,
              early: list[bytes], path: str, rtt_s: float) -> None:
        if hs in self._shakes:
            self._shakes.remove(hs)
        self._cancel_all()
        self._round_open = False
        self.failures = 0
        self._retry_ms = RETRY_MS[0]
        address = f"host-{self.channel[:12]}"
        # ours, not Python's: a link nobody keeps goes with the dialer or when it is gone
        # (SecureLink._gone), never in the middle of its socket's signal
        link = SecureLink(sock, session, early, address, path, p.MAX_FRAME, self.clock,
                          silence_ms=self.silence_ms, parent=self, rtt_s=rtt_s)
        self.linked.emit(link)

    def _check_round(self) -> None:
        """A round ends when every way failed: try again after a growing wait."""
        if (self._dials or self._shakes or self._held is not None
                or self._relay_timer.isActive() or not self._round_open):
            return
        self._round_open = False
        self._direct_again.stop()
        self.failures += 1
        self.trying.emit(self.failures, self._why)
        if not self._stopped:
            self._retry.start(self._retry_ms)
            self._retry_ms = min(RETRY_MS[1], int(self._retry_ms * 1.5))

    def _cancel_all(self) -> None:
        self._relay_timer.stop()
        self._relay_again.stop()
        self._retry.stop()
        self._direct_again.stop()
        self._hold.stop()
        if self._held is not None:
            self._held[0].abort()
            self._held[0].deleteLater()
            self._held = None
        for dial in self._dials:
            dial.cancel()
        self._dials.clear()
        self._paths.clear()
        for hs in self._shakes:
            hs.sock.abort()
            hs.deleteLater()
        self._shakes.clear()
