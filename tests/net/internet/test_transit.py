"""The relay handshake against magic-wormhole's real transit relay, and the direct path."""

from __future__ import annotations

import secrets
import socket

import pytest
from PySide6.QtNetwork import QAbstractSocket

from uno_desktop.net.internet import transit

pytestmark = pytest.mark.slow


class Ends:
    """Where dials end: ready sockets (with the bytes that came early) or reasons."""

    def __init__(self) -> None:
        from PySide6.QtCore import QObject

        self.ready: list[tuple[object, bytes]] = []
        self.failed: list[str] = []
        self.keeper = QObject()  # takes the sockets handed over, as a link does

    def take(self, sock, rest: bytes) -> None:
        sock.setParent(self.keeper)
        self.ready.append((sock, rest))

    def watch(self, dial: transit.Dial) -> transit.Dial:
        dial.ready.connect(self.take)
        dial.failed.connect(self.failed.append)
        dial.start()
        return dial


def _pipe(qtbot, a, b) -> None:
    """Bytes written on one end arrive at the other."""
    a.write(b"ping")
    a.flush()
    qtbot.waitUntil(lambda: b.bytesAvailable() >= 4, timeout=5000)
    assert b.read(4).data() == b"ping"


def test_two_sides_meet_on_a_channel_and_the_relay_copies_their_bytes(qtbot, servers):
    channel = secrets.token_hex(32)
    ends = Ends()
    host, port = "127.0.0.1", servers.relay.port
    first = ends.watch(transit.dial_relay(host, port, channel, secrets.token_hex(8)))
    qtbot.waitUntil(lambda: first.connected, timeout=5000)
    assert not ends.ready  # alone on the channel: the relay keeps it waiting
    ends.watch(transit.dial_relay(host, port, channel, secrets.token_hex(8)))
    qtbot.waitUntil(lambda: len(ends.ready) == 2, timeout=5000)
    (a, rest_a), (b, rest_b) = ends.ready
    assert rest_a == rest_b == b""
    _pipe(qtbot, a, b)
    _pipe(qtbot, b, a)
    for sock in (a, b):
        sock.abort()


def test_a_relay_restart_closes_both_ends(qtbot, servers):
    channel = secrets.token_hex(32)
    ends = Ends()
    host, port = "127.0.0.1", servers.relay.port
    for _ in range(2):
        ends.watch(transit.dial_relay(host, port, channel, secrets.token_hex(8)))
    qtbot.waitUntil(lambda: len(ends.ready) == 2, timeout=5000)
    servers.relay.restart()
    unconnected = QAbstractSocket.SocketState.UnconnectedState
    qtbot.waitUntil(lambda: all(s.state() == unconnected for s, _ in ends.ready), timeout=10000)
    again = Ends()  # and the same channel pairs again on the new relay
    for _ in range(2):
        again.watch(transit.dial_relay(host, servers.relay.port, channel, secrets.token_hex(8)))
    qtbot.waitUntil(lambda: len(again.ready) == 2, timeout=5000)
    _pipe(qtbot, again.ready[0][0], again.ready[1][0])


def test_an_unreachable_relay_is_said_soon(qtbot, servers):
    ends = Ends()
    with socket.socket() as probe:  # a port nothing listens on (the system just freed it)
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
    ends.watch(transit.dial_relay("127.0.0.1", closed_port, secrets.token_hex(32), "ab" * 8))
    # the address answers, nobody listens on the port: said at once, not after a timeout
    qtbot.waitUntil(lambda: ends.failed == ["closed"], timeout=7000)


def test_a_direct_connection_names_its_channel(qtbot):
    listener = transit.DirectListener()
    port = listener.listen("127.0.0.1")
    arrived: list[tuple[str, object, bytes]] = []
    listener.arrived.connect(lambda ch, sock, rest: arrived.append((ch, sock, rest)))
    channel = secrets.token_hex(32)
    ends = Ends()
    ends.watch(transit.dial_direct("127.0.0.1", port, channel))
    qtbot.waitUntil(lambda: bool(ends.ready) and bool(arrived), timeout=5000)
    assert arrived[0][0] == channel
    _pipe(qtbot, ends.ready[0][0], arrived[0][1])
    # a stranger speaking something else is hung up on, and nothing arrives
    from PySide6.QtNetwork import QTcpSocket
    stranger = QTcpSocket()
    stranger.connectToHost("127.0.0.1", port)
    qtbot.waitUntil(lambda: stranger.state() == QAbstractSocket.SocketState.ConnectedState,
                    timeout=5000)
    stranger.write(b"GET / HTTP/1.0\r\n\r\n")
    qtbot.waitUntil(lambda: stranger.state() == QAbstractSocket.SocketState.UnconnectedState,
                    timeout=5000)
    assert len(arrived) == 1
    listener.close()


def test_a_socket_handed_over_in_its_own_signal_keeps_a_parent(qtbot):
    """A dial hands its socket over from inside the socket's own signal: until the receiver
    gives it a parent of its own, it stays the dial's. A socket without a parent is
    Python's, freed the moment its last reference goes, which can be before that signal
    has returned, and Qt then returns into a deleted socket (the segfault test_rooms_ui met
    now and then). A receiver that does not keep it leaves it to go with the dial, later."""
    from shiboken6 import Shiboken

    listener = transit.DirectListener()
    port = listener.listen("127.0.0.1")
    handed: list[tuple[object, bool]] = []
    dial = transit.dial_direct("127.0.0.1", port, secrets.token_hex(32))
    dial.ready.connect(lambda sock, _rest: handed.append((sock.parent(),
                                                          Shiboken.ownedByPython(sock))))
    dial.start()
    qtbot.waitUntil(lambda: bool(handed), timeout=5000)
    assert handed == [(dial, False)]
    listener.close()
