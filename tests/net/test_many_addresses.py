"""An attacker with many addresses, on loopback: the client sockets are bound to rotated
source addresses in 127.0.0.0/8 (127.1.x.y) before they connect, so the host sees each as
someone else. The PIN's room-wide budget, the room's chat rate, and names that look alike
made distinct in every client's view. Each test starts its own host process."""

from __future__ import annotations

import time
from collections import Counter

import pytest
from net_helpers import RawClient, loopback_addresses, start_host

from uno_desktop.net import protocol as p
from uno_desktop.net.names import name_key

QUIET = ["--no-announce", "--ping-ms", "0"]
PIN = "27182818"


@pytest.mark.slow  # over 2 s
def test_the_pin_holds_against_guesses_from_rotated_addresses(tmp_path, procs):
    """151 tries from 51 addresses used to find a 4-digit PIN in under 0.1 s (three free
    tries per address). Now the room as a whole gets ``pin_room_free_tries`` wrong PINs,
    then nobody's PIN is looked at for a wait that doubles (a long first wait here, so the
    test never depends on its own speed)."""
    _host, port = start_host(procs, tmp_path, "--seats", "2", "--bots", "1", *QUIET,
                             "--pin", PIN, "--limit", "pin_room_free_tries=10",
                             "--limit", "pin_room_backoff_s=600")
    owner = RawClient(port, pin=PIN)
    welcome = owner.hello("Owner")
    owner.send(p.Ready(ready=True))
    owner.expect(p.Snapshot)
    answers: Counter[str] = Counter()
    for n, source in enumerate(loopback_addresses(60)):
        for attempt in range(3):  # each address's free tries
            c = RawClient(port, source=source, pin=f"{n * 3 + attempt:08d}")
            assert c.refusal is not None
            answers[c.refusal.code] += 1
            c.close()
    assert answers == {"bad_secret": 10, "pin_locked": 170}
    # The room waits: not even the right PIN is tried, from an address never seen.
    (fresh,) = loopback_addresses(1, first=5000)
    c = RawClient(port, source=fresh, pin=PIN)
    assert c.refusal is not None and c.refusal.code == "pin_locked"
    c.close()
    # A seat's owner needs no PIN (its ticket makes the link) and gets back in at once.
    owner.close()
    again = RawClient(port, source=fresh, ticket=owner.ticket, expect_host=owner.host_key)
    again.send(p.Hello(v=p.PROTOCOL_VERSION, name="Owner", token=welcome.token))
    assert again.expect(p.Welcome).seat == welcome.seat
    again.close()
    log = (tmp_path / "host.err").read_text()
    assert "wrong PIN from 127.1.0.4 (1 times)" in log
    assert "10 wrong PINs in this room: no PIN is checked for 600 s" in log


@pytest.mark.slow  # over 2 s
def test_chat_from_many_addresses_is_limited_for_the_room(tmp_path, procs):
    """32 spectators from 32 addresses delivered 160 lines to every player in about 8 s:
    the limit was per address. Now all spectators together get ``spectator_chat_burst``
    lines and then ``spectator_chat_per_s``, and a player can still talk."""
    _host, port = start_host(procs, tmp_path, "--seats", "2", "--bots", "1", *QUIET)
    player = RawClient(port)
    player.hello("Player")
    spectators = []
    for source in loopback_addresses(32):
        c = RawClient(port, source=source)
        c.hello("Fan", spectate=True)
        spectators.append(c)
    player.drain(0.3)
    started = time.monotonic()
    for c in spectators:
        for i in range(5):
            c.send(p.Say(text=f"line {i}"))
    player.send(p.Say(text="still here"))
    inbox = player.drain(1.0)
    elapsed = time.monotonic() - started
    lines = [m for m in inbox if isinstance(m, p.Chat)]
    from_fans = sum(m.seat is None for m in lines)
    assert 0 < from_fans <= 5 + elapsed * 1.0 + 1  # burst 5, then one a second, all together
    assert any(m.seat == 0 and m.text == "still here" for m in lines)
    for c in spectators[-3:]:  # the burst was spent by then: every line of theirs refused
        codes = [m.code for m in c.drain(0.05) if isinstance(m, p.Error)]
        assert codes.count("rate_limited") >= 4, codes
    for c in [player, *spectators]:
        c.close()


def test_spectators_are_capped_per_address(tmp_path, procs):
    _host, port = start_host(procs, tmp_path, "--seats", "2", *QUIET)
    (source,) = loopback_addresses(1)
    watching = []
    for _ in range(4):
        c = RawClient(port, source=source)
        c.hello("Fan", spectate=True)
        watching.append(c)
    extra = RawClient(port, source=source)
    extra.send(p.Hello(v=p.PROTOCOL_VERSION, name="Fan", spectate=True))
    err = extra.expect(p.Error)
    assert err.code == "room_full" and err.fatal and "address" in err.detail
    other = RawClient(port)  # another address still gets in
    other.hello("Other", spectate=True)
    for c in [*watching, extra, other]:
        c.close()


LOOK_ALIKES = ["N0", "N0\u200d", "\u202eN0", " N0 ", "\uff2e\uff10", "n0"]


def test_look_alike_names_are_made_distinct_in_every_clients_view(tmp_path, procs):
    """``N0``, ``N0`` + ZWJ, ``\\u202eN0`` and `` N0 `` all showed as ``N0``; blank fillers
    (U+3164, U+2800) passed as names. Now names are normalised once on the host, refused
    when nothing visible is left and numbered when they look the same as one in the room."""
    _host, port = start_host(procs, tmp_path, "--seats", str(len(LOOK_ALIKES)), *QUIET)
    clients = []
    for n, name in enumerate(LOOK_ALIKES):
        c = RawClient(port, source=loopback_addresses(1, first=n + 1)[0])
        c.hello(name)
        clients.append(c)
    fan = RawClient(port)
    fan.hello("N\u200d0", spectate=True)
    for blank in ["\u3164", "\u2800", "\u3164 \u2800\u115f", "\u200b\u202e"]:
        c = RawClient(port)
        c.send(p.Hello(v=p.PROTOCOL_VERSION, name=blank))
        err = c.expect(p.Error)
        assert err.code == "bad_name" and err.fatal, blank
        c.close()
    fan.send(p.Say(text="hello"))
    expected = ["N0", "N0 (2)", "N0 (3)", "N0 (4)", "N0 (5)", "n0 (6)"]
    for c in [*clients, fan]:
        inbox: list = []
        for _ in range(50):
            if any(isinstance(m, p.Chat) for m in inbox) and any(
                    isinstance(m, p.Lobby) and all(s.kind == "human" for s in m.seats)
                    for m in inbox):
                break
            inbox += c.drain(0.1)
        lobby = [m for m in inbox if isinstance(m, p.Lobby)][-1]
        names = [s.name for s in lobby.seats]
        assert names == expected
        assert len({name_key(n) for n in names}) == len(names)
        (chat,) = [m for m in inbox if isinstance(m, p.Chat)]
        assert chat.name == "N\u200d0 (7)" and name_key(chat.name) not in map(name_key, names)
    for c in [*clients, fan]:
        c.close()
