"""The lean mailbox client against magic-wormhole's real mailbox server (on 127.0.0.1)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWebSockets import QWebSocketServer

from uno_desktop.net.internet.mailbox import Mailbox

pytestmark = pytest.mark.slow
APP = "uno-desktop/tests"


class Side:
    """One mailbox client and everything it heard."""

    def __init__(self, url: str, side: str | None = None) -> None:
        self.box = Mailbox(url, APP, side)
        self.heard: list[tuple[str, str, bytes]] = []
        self.failures: list[str] = []
        self.nameplate = ""
        self.mailbox = ""
        self.released = False
        self.box.message.connect(lambda side, phase, body: self.heard.append((side, phase, body)))
        self.box.failed.connect(lambda code, _detail: self.failures.append(code))
        self.box.allocated.connect(lambda n: setattr(self, "nameplate", n))
        self.box.claimed.connect(self._claimed)
        self.box.released.connect(lambda: setattr(self, "released", True))
        self.box.start()

    def _claimed(self, mailbox: str) -> None:
        self.mailbox = mailbox
        self.box.open(mailbox)


def test_two_sides_meet_on_a_nameplate_and_hear_each_message_once(qtbot, servers):
    host = Side(servers.mailbox_url)
    host.box.allocate()
    qtbot.waitUntil(lambda: bool(host.mailbox), timeout=10000)
    host.box.add("pake", b"from the host")
    guest = Side(servers.mailbox_url)
    guest.box.claim(host.nameplate)
    qtbot.waitUntil(lambda: bool(guest.heard), timeout=10000)
    guest.box.add("pake", b"from the guest")
    guest.box.add("pake", b"again")  # the same phase twice: passed on once
    qtbot.waitUntil(lambda: bool(host.heard), timeout=10000)
    guest.box.add("confirm", b"two")
    qtbot.waitUntil(lambda: len(host.heard) == 2, timeout=10000)
    assert guest.mailbox == host.mailbox
    assert [h[1:] for h in guest.heard] == [("pake", b"from the host")]
    assert [h[1:] for h in host.heard] == [("pake", b"from the guest"), ("confirm", b"two")]
    assert host.heard[0][0] == guest.box.side
    for side in (host, guest):
        side.box.shutdown()


def test_one_nameplate_serves_guest_after_guest_and_a_third_side_is_crowded(qtbot, servers):
    """What a room's one code stands on: a nameplate pairs two sides; once both released
    it, the host claims the same number again (a new side, a new mailbox) for the next
    guest; a guest who comes while two sides hold it hears ``crowded``."""
    first = Side(servers.mailbox_url)
    first.box.allocate()
    qtbot.waitUntil(lambda: bool(first.mailbox), timeout=10000)
    nameplate = first.nameplate
    first.box.add("pake", b"host 1")
    guest1 = Side(servers.mailbox_url)
    guest1.box.claim(nameplate)
    qtbot.waitUntil(lambda: bool(guest1.mailbox), timeout=10000)
    crowd = Side(servers.mailbox_url)
    crowd.box.claim(nameplate)
    qtbot.waitUntil(lambda: crowd.failures == ["crowded"], timeout=10000)
    crowd.box.release()  # a crowded guest lets go of its claim, then tries again later
    qtbot.waitUntil(lambda: crowd.released, timeout=10000)
    guest1.box.release()
    qtbot.waitUntil(lambda: guest1.released, timeout=10000)
    first.box.release()
    qtbot.waitUntil(lambda: first.released, timeout=10000)
    second = Side(servers.mailbox_url)
    second.box.claim(nameplate)
    qtbot.waitUntil(lambda: bool(second.mailbox), timeout=10000)
    assert second.mailbox != first.mailbox
    second.box.add("pake", b"host 2")
    guest2 = Side(servers.mailbox_url)
    guest2.box.claim(nameplate)
    qtbot.waitUntil(lambda: bool(guest2.heard), timeout=10000)
    assert guest2.heard[0][1:] == ("pake", b"host 2")
    assert not guest2.failures
    for side in (first, guest1, crowd, second, guest2):
        side.box.shutdown()


def test_the_client_comes_back_after_the_server_restarts(qtbot, servers):
    host = Side(servers.mailbox_url)
    host.box.allocate()
    qtbot.waitUntil(lambda: bool(host.mailbox), timeout=10000)
    host.box.add("pake", b"still here")
    ups: list[bool] = []
    host.box.connectedChanged.connect(ups.append)
    servers.mailbox.restart()
    qtbot.waitUntil(lambda: ups[-2:] == [False, True], timeout=20000)
    guest = Side(servers.mailbox_url)
    guest.box.claim(host.nameplate)
    qtbot.waitUntil(lambda: bool(guest.heard), timeout=10000)
    guest.box.add("pake", b"hello")
    qtbot.waitUntil(lambda: bool(host.heard), timeout=10000)
    assert guest.mailbox == host.mailbox
    assert host.heard[0][1:] == ("pake", b"hello")
    assert not host.failures
    for side in (host, guest):
        side.box.shutdown()


HOSTILE = [
    b"not json", b"[" * 20000 + b"]" * 20000, json.dumps({"no": "type"}).encode(),
    json.dumps({"type": "message", "side": "x", "phase": "p", "body": "zz"}).encode(),
    json.dumps({"type": "message", "side": 5, "phase": "p", "body": "00"}).encode(),
    json.dumps({"type": "claimed", "mailbox": ["a"]}).encode(),
    json.dumps({"type": "allocated", "nameplate": "12abc"}).encode(),
    b'{"type": "message", "side": "s", "phase": "p", "body": "' + b"00" * 20000 + b'"}',
]
HUGE = b'{"type": "message", "side": "s", "phase": "p", "body": "' + b"00" * 40000 + b'"}'



def test_a_hostile_server_gets_errors_never_a_crash(qtbot):
    server = QWebSocketServer("hostile", QWebSocketServer.SslMode.NonSecureMode)
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    sockets = []

    def greet():
        ws = server.nextPendingConnection()
        sockets.append(ws)
        if len(sockets) == 1:  # past the limit: the client hangs up before buffering it
            ws.sendBinaryMessage(QByteArray(HUGE))
            return
        for payload in HOSTILE:
            ws.sendBinaryMessage(QByteArray(payload))
        ws.sendTextMessage(json.dumps({"type": "welcome",
                                       "welcome": {"error": "closed for the night"}}))

    server.newConnection.connect(greet)
    side = Side(f"ws://127.0.0.1:{server.serverPort()}/v1")
    refused: list[str] = []
    side.box.failed.connect(lambda code, detail: code == "refused" and refused.append(detail))
    qtbot.waitUntil(lambda: refused == ["closed for the night"], timeout=10000)
    assert len(sockets) == 2  # it came back after hanging up on the huge message
    assert side.heard == []
    assert side.failures.count("server_error") == len(HOSTILE)
    side.box.shutdown()
    server.close()
