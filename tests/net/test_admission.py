"""The host's admission policy on a fake clock: rate limits per identity, the waiting
connections to close first, and the PIN throttle (free tries, doubling waits, lockout)."""

from __future__ import annotations

import pytest

from uno_desktop.net.admission import (
    PRUNE_AT,
    Admission,
    Limits,
    address_identity,
    pending_victim,
    seat_identity,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


def test_messages_burst_then_refill_at_the_rate(clock):
    adm = Admission(Limits(rate_per_s=10, burst=20), clock)
    who = address_identity("10.0.0.7")
    assert sum(adm.allow_message(who) for _ in range(100)) == 20
    clock.now += 0.5
    assert sum(adm.allow_message(who) for _ in range(100)) == 5
    assert adm.allow_message(address_identity("10.0.0.8"))  # someone else: their own bucket


def test_chat_is_limited_per_identity_however_many_connections_it_uses(clock):
    """A reconnecting spectator is the same address, a reconnecting player the same seat:
    neither gets a fresh bucket."""
    adm = Admission(Limits(chat_per_s=1, chat_burst=5), clock)
    spectator = address_identity("10.0.0.7")
    player = seat_identity("ab12")
    sent = 0
    for _connection in range(50):
        sent += sum(adm.allow_chat(spectator) for _ in range(20))
    assert sent == 5
    assert sum(adm.allow_chat(player) for _ in range(20)) == 5
    clock.now += 3
    assert sum(adm.allow_chat(spectator) for _ in range(20)) == 3


def test_a_players_chat_spends_its_seats_and_its_addresss_budget(clock):
    """Leaving the lobby and joining again gives a new seat, never a new address."""
    adm = Admission(Limits(chat_per_s=1, chat_burst=5), clock)
    addr = address_identity("10.0.0.7")
    sent = sum(adm.allow_chat(seat_identity(f"seat{n}"), addr) for n in range(20))
    assert sent == 5
    assert adm.allow_chat(seat_identity("seat0"))  # its own seat's budget was barely used
    assert not adm.allow_chat(seat_identity("seat9"), addr)


def test_pending_connections_are_capped_per_address_and_in_total():
    limits = Limits(pending_per_address=3, pending_total=5)
    assert pending_victim([], "a", limits) is None
    assert pending_victim(["a", "b", "a"], "a", limits) is None
    assert pending_victim(["b", "a", "a", "c", "a"], "a", limits) == 1  # a's oldest
    assert pending_victim(["b", "a", "c", "c", "a"], "d", limits) == 0  # the oldest at all
    assert pending_victim(["b", "a", "c", "a"], "c", limits) is None


def test_pin_tries_are_free_then_wait_doubling_then_locked_out(clock):
    limits = Limits(pin_free_tries=3, pin_backoff_s=1, pin_lockout_tries=10, pin_lockout_s=600)
    adm = Admission(limits, clock)
    addr = "10.0.0.9"
    waits = []
    for _ in range(10):
        assert adm.pin_wait(addr) == 0
        verdict = adm.pin_failed(addr)
        waits.append(verdict.wait_s)
        clock.now += verdict.wait_s
    assert waits == [0, 0, 1, 2, 4, 8, 16, 32, 64, 600]
    assert verdict.locked and verdict.failures == 10
    clock.now -= 1
    assert adm.pin_wait(addr) == pytest.approx(1)
    assert adm.pin_wait("10.0.0.10") == 0  # another address is not affected
    clock.now += 1
    assert adm.pin_failed(addr).wait_s == 600  # locked again at once
    clock.now += limits.pin_forget_s
    assert adm.pin_wait(addr) == 0
    assert adm.pin_failed(addr).wait_s == 0  # forgotten: a fresh start


def test_a_right_pin_clears_the_wrong_ones(clock):
    adm = Admission(Limits(pin_free_tries=1, pin_backoff_s=5), clock)
    assert adm.pin_failed("a").wait_s == 5
    clock.now += 5
    adm.pin_succeeded("a")
    assert adm.pin_wait("a") == 0 and adm.pin_failed("a").wait_s == 5


def test_memory_stays_bounded_under_many_identities(clock):
    adm = Admission(Limits(rate_per_s=100, burst=10, chat_per_s=1, chat_burst=5), clock)
    for i in range(10 * PRUNE_AT):
        adm.allow_message(address_identity(f"10.{i}"))
        adm.pin_failed(f"10.{i}")
        clock.now += 10  # every bucket is full again before the next one arrives
    assert len(adm._peers) <= PRUNE_AT
    assert len(adm._pins) <= PRUNE_AT


def test_the_room_has_a_budget_of_wrong_pins_whatever_the_addresses(clock):
    """Each new address used to get three free tries again: 151 tries from 51 addresses
    found a 4-digit PIN in 0.1 s. Now the room as a whole gets ``pin_room_free_tries``, then
    a wait that doubles for everyone, up to ``pin_room_max_wait_s``."""
    limits = Limits(pin_room_free_tries=10, pin_room_backoff_s=2, pin_room_max_wait_s=600)
    adm = Admission(limits, clock)
    for n in range(10):
        assert adm.pin_wait(f"10.0.{n}.1") == 0
        adm.pin_failed(f"10.0.{n}.1")
    assert adm.room_pin_wait() == 2 and adm.pin_wait("10.9.9.9") == 2  # a fresh address too
    waits = []
    for n in range(12):
        clock.now += adm.room_pin_wait()
        address = f"10.1.{n}.1"
        assert adm.pin_wait(address) == 0
        waits.append(adm.pin_failed(address).wait_s)
    assert waits == [4, 8, 16, 32, 64, 128, 256, 512, 600, 600, 600, 600]
    adm.pin_succeeded("10.1.0.1")  # a player who knows the PIN does not reset the room
    assert adm.room_pin_wait() == 600
    assert adm.wrong_pins == 22
    clock.now += limits.pin_forget_s + 600  # a quiet hour: the room starts afresh
    assert adm.room_pin_wait() == 0 and adm.pin_failed("10.2.0.1").wait_s == 0


def _guesses_per_hour(limits: Limits, hours: int) -> list[int]:
    """An attacker with unlimited addresses, guessing whenever the host lets anyone."""
    clock = Clock()
    adm = Admission(limits, clock)
    start = clock.now
    counts = [0] * hours
    n = 0
    while True:
        clock.now += adm.room_pin_wait()
        hour = int((clock.now - start) // 3600)
        if hour >= hours:
            return counts
        n += 1
        address = f"10.{n // 65536}.{n // 256 % 256}.{n % 256}"
        assert adm.pin_wait(address) == 0
        adm.pin_failed(address)
        counts[hour] += 1


def test_guesses_per_hour_with_unlimited_addresses_are_what_the_docs_say():
    """docs/protocol.md: 23 in the first hour, 6 an hour after that (the defaults)."""
    counts = _guesses_per_hour(Limits(), 24)
    assert counts[0] == 23 and set(counts[1:]) == {6}
    assert sum(counts) == 161  # a day: 1.6 % of a 4-digit PIN's 10,000


def test_docs_protocol_names_every_limit_with_its_default():
    from dataclasses import fields
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text()
    for f in fields(Limits):
        if f.name != "send_buffer":  # 0: the system's own, told in prose
            assert f"`{f.name}`" in doc, f.name
