"""The look-alike room of issue 36, as an attacker on the LAN would run it, against the
app's own client (``LanClient`` with its ``TokenStore``) and a real host in this process:

(a) a machine announces a room with the real room's name and game id (listed beside it on
    zeroconf), and a player joins it with the PIN: the PIN travelled in clear. Now it
    collects no PIN, in any form;
(b) its ``welcome`` names the real game's id with a 160-character token (the real resume
    then failed) or a 32-character one (the player got back in only as a spectator of
    their own game). Now it plants no token and the player is back in their seat.

The fake host here runs the secure link honestly (a client speaks nothing else) with its
own key and whatever secret it guesses, keeps every byte it receives, and sends the
``welcome`` it likes. Everything is on 127.0.0.1.
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import socket
import threading

import pytest
from net_helpers import LOOPBACK

from rules import load_preset, new_game, options_from_mapping
from uno_desktop.net import protocol as p
from uno_desktop.net.admission import Admission
from uno_desktop.net.client import ClientState, LanClient
from uno_desktop.net.host import HostConfig, LanHost
from uno_desktop.net.sealed import RoomGate
from uno_desktop.net.secure import HostIdentity, Tickets
from uno_desktop.net.state import TokenStore
from uno_desktop.ui import texts

PIN = "482916"


def _pin_forms(pin: str) -> list[bytes]:
    raw = pin.encode()
    return [raw, pin.encode("utf-16-le"), raw.hex().encode(), base64.b64encode(raw),
            hashlib.sha256(raw).digest(), hashlib.sha256(raw).hexdigest().encode(),
            hashlib.md5(raw).digest()]


class FakeHost(threading.Thread):
    """A look-alike host (see the module docstring); ``silent``: it only listens."""

    def __init__(self, secret: str = "", welcome: p.Welcome | None = None,
                 silent: bool = False, then: tuple[p.Msg, ...] = ()) -> None:
        super().__init__(daemon=True)
        self.server = socket.create_server((LOOPBACK, 0))
        self.server.settimeout(0.05)
        self.port = self.server.getsockname()[1]
        self.identity = HostIdentity.generate()
        self.gate = RoomGate(self.identity, secret, Tickets(Tickets.new_key()), Admission())
        self.welcome = welcome
        self.silent = silent
        self.then = then  # sent after the welcome and the lobby
        self.received = bytearray()
        self.hellos: list[p.Hello] = []
        self.stopping = threading.Event()

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                conn, _ = self.server.accept()
            except TimeoutError:
                continue
            with conn:
                self._serve(conn)

    def _serve(self, conn: socket.socket) -> None:
        conn.settimeout(0.05)
        channel = self.gate.channel(LOOPBACK)
        reader = p.FrameReader(p.MAX_FRAME)
        while not self.stopping.is_set():
            try:
                data = conn.recv(1 << 16)
            except TimeoutError:
                continue
            except OSError:
                return
            if not data:
                return
            self.received += data
            if self.silent:
                continue
            for item in reader.feed(data):
                step = channel.receive(item)
                for reply in step.reply:
                    conn.sendall(p.HEADER.pack(len(reply)) + reply)
                for body in step.frames:
                    assert isinstance(body, bytes)
                    msg = p.decode_client(body)
                    if isinstance(msg, p.Hello):
                        self.hellos.append(msg)
                        if self.welcome is not None:
                            for out in (self.welcome, p.Lobby(seats=[p.SeatState()] * 2,
                                                              started=False), *self.then):
                                sealed = channel.seal(p.encode_body(out))
                                assert sealed is not None
                                conn.sendall(p.HEADER.pack(len(sealed)) + sealed)
                if step.close:
                    return

    def stop(self) -> None:
        self.stopping.set()
        self.join(5)
        self.server.close()


def _client(name: str, tokens: TokenStore, **state: object) -> tuple[LanClient, list, list]:
    client = LanClient(ClientState(name=name, **state), tokens,  # type: ignore[arg-type]
                       retry_ms=50, max_attempts=1, handshake_ms=500)
    errors: list[str] = []
    closed: list[str] = []
    client.error.connect(lambda code, _sid: errors.append(code))
    client.closed.connect(lambda reason, _resumable: closed.append(reason))
    return client, errors, closed


@pytest.fixture
def real_room(qapp):
    identity = HostIdentity.generate()
    host = LanHost(HostConfig(room="Kitchen table", pin=PIN, seats=3, bots=1, ping_ms=0,
                              identity=identity))
    host.listen(0, LOOPBACK)
    yield host
    host.close()


def test_a_look_alike_room_learns_no_pin(qtbot, tmp_path, real_room):
    """(a): the player joins the look-alike with the real room's PIN; it guesses a PIN of
    its own (the one online guess a PAKE gives it), or only listens. Either way the
    player is told, and nothing it received holds the PIN."""
    tokens = TokenStore(tmp_path / "lan_tokens.json")
    for fake, told in ((FakeHost(secret="000000"), "bad_pin"),
                       (FakeHost(silent=True), "connection_lost")):
        fake.start()
        try:
            client, _errors, closed = _client("Ada", tokens, pin=PIN)
            client.open(LOOPBACK, fake.port)
            qtbot.waitUntil(lambda closed=closed: bool(closed), timeout=10_000)
            assert closed == [told]
            client.stop()
        finally:
            fake.stop()
        received = bytes(fake.received)
        assert received  # it did hear from the player
        for form in _pin_forms(PIN):
            assert form not in received, form
        assert fake.hellos == []  # the player's hello went sealed; it could not open it
    # the real room, with the same PIN: in at once
    client, errors, _closed = _client("Ada", tokens, pin=PIN)
    client.open(LOOPBACK, real_room.port)
    qtbot.waitUntil(lambda: client.state.welcome is not None, timeout=10_000)
    assert client.state.welcome.room == "Kitchen table" and errors == []
    assert client.state.host_key == real_room.identity.public
    client.stop()


@pytest.mark.slow  # zeroconf probes for about 2 s
def test_a_look_alike_listed_beside_the_real_room_learns_no_pin(qtbot, tmp_path, real_room):
    """(a) as a player meets it: the look-alike announces the real room's name and game id
    on zeroconf (only its port differs), and the player picks it from the list."""
    from zeroconf import ServiceInfo

    from uno_desktop.net import discovery
    from uno_desktop.ui.lan import LanController
    from uno_desktop.ui.texts import translate_code

    announcer = discovery.Announcer(interfaces=[LOOPBACK])
    announcer.announce(real_room, real_room.port)
    fake = FakeHost(secret="000000")
    fake.start()
    same = discovery.properties(real_room)  # the real room's TXT record, word for word
    info = ServiceInfo(p.SERVICE_TYPE, f"Kitchen table (2).{p.SERVICE_TYPE}",
                       addresses=[socket.inet_aton(LOOPBACK)], port=fake.port,
                       properties=same, server="look-alike.local.")
    lan = LanController(data_dir=tmp_path / "player", browse_interfaces=[LOOPBACK])
    zc = None
    try:
        try:
            zc = discovery._zeroconf([LOOPBACK])
            zc.register_service(info)
        except OSError as exc:
            pytest.skip(f"no multicast on loopback here: {exc}")
        lan.setPlayerName("Ada")
        lan.startBrowsing()
        qtbot.waitUntil(lambda: len([g for g in lan.games
                                     if g["id"] == real_room.game_id]) == 2, timeout=20_000)
        games = lan.games
        assert {g["room"] for g in games} == {"Kitchen table"}  # they read the same
        look_alike = next(i for i, g in enumerate(games) if g["port"] == fake.port)
        assert lan.joinGame(look_alike, PIN, False)
        qtbot.waitUntil(lambda: lan.status == translate_code("net", "bad_pin"),
                        timeout=10_000)
        real = next(i for i, g in enumerate(lan.games) if g["port"] == real_room.port)
        assert lan.joinGame(real, PIN, False)
        qtbot.waitUntil(lambda: lan.screen == "lobby", timeout=10_000)
    finally:
        lan.shutdown()
        fake.stop()
        if zc is not None:
            zc.unregister_service(info)
            zc.close()
        announcer.close()
        announcer.wait_closed(10)
    received = bytes(fake.received)
    assert received
    for form in _pin_forms(PIN):
        assert form not in received, form
    assert fake.hellos == []


def test_a_fake_welcome_plants_no_token_and_locks_no_one_out(qapp, qtbot, tmp_path):
    """(b): the player has a seat in a real game, saved; a look-alike's ``welcome`` names
    that game's id with a 160-character token, then with a 32-character one. The first is
    refused whole, the second is kept under the look-alike's own key; the real game,
    resumed, takes the player back in their seat with the token it gave."""
    identity = HostIdentity.generate()
    save = tmp_path / "lan_autosave.json"
    real = LanHost(HostConfig(room="Den", seats=2, bots=1, autostart=True, ping_ms=0,
                              autosave=save, identity=identity))
    real.listen(0, LOOPBACK)
    tokens = TokenStore(tmp_path / "lan_tokens.json")
    player, _errors, _closed = _client("Ada", tokens)
    player.open(LOOPBACK, real.port)
    qtbot.waitUntil(lambda: player.state.welcome is not None, timeout=10_000)
    player.set_ready(True)
    qtbot.waitUntil(lambda: player.state.view is not None, timeout=10_000)
    seat, game_id = player.state.seat, real.game_id
    entry = tokens.get(identity.public)
    assert entry is not None and entry.game_id == game_id and entry.seat == seat
    real_token = entry.token
    player.stop()
    real.close()
    real.deleteLater()

    options = load_preset("official")
    for token in ("L" * 160, "L" * 32):
        welcome = p.Welcome(v=p.PROTOCOL_VERSION, game_id=game_id, room="Den", seat=0,
                            token=token, edition="classic", preset="official", seats=2,
                            options=options)
        fake = FakeHost(welcome=welcome)
        fake.start()
        try:
            visitor, errors, _closed = _client("Ada", tokens, spectate=True)
            visitor.open(LOOPBACK, fake.port)
            if len(token) > p.TOKEN_MAX_CHARS:
                qtbot.waitUntil(lambda errors=errors: "bad_host_message" in errors,
                                timeout=10_000)
                assert visitor.state.welcome is None
            else:
                qtbot.waitUntil(lambda v=visitor: v.state.welcome is not None, timeout=10_000)
            visitor.stop()
        finally:
            fake.stop()
        # the look-alike never saw the real token: it is offered to the real key alone
        assert fake.hellos and all((h.token, h.game_id) == ("", "") for h in fake.hellos)
        assert real_token.encode() not in bytes(fake.received)
        kept = tokens.get(identity.public)
        assert kept is not None and (kept.token, kept.game_id) == (real_token, game_id)
    planted = tokens.get(fake.identity.public)  # the 32-character one: its own entry only
    assert planted is not None and planted.token == "L" * 32

    resumed = LanHost.resume(save, HostConfig(ping_ms=0, identity=identity))
    resumed.listen(0, LOOPBACK)
    try:
        back, errors, _closed = _client("Ada", tokens)
        back.open(LOOPBACK, resumed.port)  # as from the list: no host named, its key proves it
        qtbot.waitUntil(lambda: back.state.view is not None, timeout=10_000)
        assert back.state.seat == seat and back.state.view.hand is not None
        assert errors == []
        back.stop()
    finally:
        resumed.close()


def test_a_player_comes_back_on_its_ticket_without_the_pin(qtbot, tmp_path, real_room):
    tokens = TokenStore(tmp_path / "lan_tokens.json")
    client, errors, _closed = _client("Ada", tokens, pin=PIN)
    client.max_attempts = 5
    client.open(LOOPBACK, real_room.port)
    qtbot.waitUntil(lambda: client.state.welcome is not None, timeout=10_000)
    seat = client.state.seat
    assert client.state.ticket is not None
    client.state.pin = ""  # forgotten: the ticket is all it has
    welcomed: list[p.Welcome] = []
    client.welcomed.connect(welcomed.append)
    client.sock.abort()  # the Wi-Fi went away
    qtbot.waitUntil(lambda: bool(welcomed), timeout=10_000)
    assert welcomed[0].seat == seat and errors == [] and real_room.wrong_pins == 0
    client.stop()
    # after an app restart: the ticket and the host's key from the token file
    again, errors, _closed = _client("Ada", tokens)
    again.open(LOOPBACK, real_room.port, host_key=real_room.identity.public)
    qtbot.waitUntil(lambda: again.state.welcome is not None, timeout=10_000)
    assert again.state.seat == seat and errors == []
    again.stop()


def test_a_known_room_answered_by_another_host_gets_nothing(qtbot, tmp_path, real_room):
    tokens = TokenStore(tmp_path / "lan_tokens.json")
    fake = FakeHost(secret=PIN)  # it even knows the PIN: not the host the player knows
    fake.start()
    try:
        client, errors, closed = _client("Ada", tokens, pin=PIN)
        client.open(LOOPBACK, fake.port, host_key=real_room.identity.public)
        qtbot.waitUntil(lambda: bool(closed), timeout=10_000)
        assert closed == ["host_changed"] and errors == ["host_changed"]
        client.stop()
    finally:
        fake.stop()
    assert fake.hellos == []


def test_the_join_list_offers_the_seat_only_in_the_room_of_the_host_that_holds_it(
        qapp, tmp_path):
    """Issue 36: a seat kept from before is "your seat" in the list only in its game's room
    as announced by the host that gave the seat's token, from where that host was reached.
    A look-alike with the same game id is just a room: with its own key, or with the real
    room's announcement copied word for word (key and all) from another address or port."""
    from uno_desktop.net import rejoin
    from uno_desktop.net.discovery import GameBrowser, properties
    from uno_desktop.ui.lan import LanController

    real = LanHost(HostConfig(room="Den", seats=2, ping_ms=0))
    lan = LanController(data_dir=tmp_path / "player")
    try:
        where = ("192.168.1.20", 47777)
        lan.tokens.put(real.identity.public, address=f"{where[0]}:{where[1]}", room="Den",
                       game_id=real.game_id, token="T" * 32, seat=1)
        rejoin.save(tmp_path / "player" / rejoin.FILE,
                    rejoin.Seat(room="Den", address=where[0], port=where[1],
                                game_id=real.game_id))
        announced = properties(real)
        assert announced["key"] == real.identity.public.hex()
        other = HostIdentity.generate().public.hex()
        browser = lan.browser = GameBrowser()
        rows = {"real": (where, announced["key"]),
                "own key, same place": (where, other),
                "copied, other port": ((where[0], 47778), announced["key"]),
                "copied, other machine": (("192.168.1.66", where[1]), announced["key"]),
                "no key": (where, "")}
        for n, (name, ((address, port), key)) in enumerate(rows.items()):
            browser._on_found({"name": f"Den ({n}).{p.SERVICE_TYPE}", "room": "Den",
                               "address": address, "port": port, "edition": "classic",
                               "preset": "", "seats": 2, "free": 0, "pin": False,
                               "started": True, "compatible": True, "id": real.game_id,
                               "key": key, "what": name})
        mine = {g["what"] for g in lan.games if g["mine"]}
        assert mine == {"real"}
        rejoin.forget(tmp_path / "player" / rejoin.FILE)  # left on purpose: no seat waits
        assert not any(g["mine"] for g in lan.games)
    finally:
        lan.shutdown()
        real.close()


@pytest.mark.parametrize("key", ["AB" * 32, "ab" * 31, "ab" * 33, "zz" * 32, "ab" * 32 + "\n"])
def test_an_announced_key_that_is_not_one_reads_as_none(key):
    from zeroconf import ServiceInfo

    from uno_desktop.net.discovery import _game_of

    info = ServiceInfo(p.SERVICE_TYPE, f"Den.{p.SERVICE_TYPE}", port=4000,
                       addresses=[socket.inet_aton(LOOPBACK)],
                       properties={"room": "Den", "id": "g1", "key": key})
    assert _game_of(info)["key"] == ""
    good = ServiceInfo(p.SERVICE_TYPE, f"Den.{p.SERVICE_TYPE}", port=4000,
                       addresses=[socket.inet_aton(LOOPBACK)],
                       properties={"room": "Den", "id": "g1", "key": "ab" * 32})
    assert _game_of(good)["key"] == "ab" * 32


def test_a_look_alikes_view_that_cannot_be_true_is_refused_and_said_of_the_host(qtbot):
    """A host (or look-alike) whose snapshot shows a victory lap that is no number, in a
    Cars game: the client keeps no view, and what it reports blames the host's message
    ("The host sent a message that cannot be read or cannot be true"), not ours ("The host
    received an invalid message", which every refused host message said before); the good
    snapshot after it is taken."""
    options = options_from_mapping({"edition": "cars"}, "cars")
    good = new_game(options, 2, 5).view(None)
    bad = dataclasses.replace(good, edition_state={"lap": "<b>99</b>"})
    welcome = p.Welcome(v=p.PROTOCOL_VERSION, game_id="g" * 16, room="Den", seat=None,
                        token="", edition="cars", preset="official", seats=2, options=options)
    fake = FakeHost(welcome=welcome, then=(p.Snapshot(view=bad, events=[]),
                                           p.Snapshot(view=good, events=[])))
    fake.start()
    try:
        tokens = TokenStore(None)
        visitor, errors, _closed = _client("Ada", tokens, spectate=True)
        visitor.open(LOOPBACK, fake.port)
        qtbot.waitUntil(lambda: visitor.state.view is not None, timeout=10_000)
        assert errors == ["bad_host_message"]
        assert visitor.state.view == good
        assert texts.translate_code("net", "bad_host_message").startswith("The host sent")
        visitor.stop()
    finally:
        fake.stop()
