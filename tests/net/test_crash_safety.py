"""A host crash loses nothing a client has seen (issue 14, item 6).

* Write-ahead: every frame that carries a state is queued only once that state's action
  is in the save on disk (checked at each frame, by loading the save as a resume would).
* A resumed host serves the whole history to a client that comes in fresh, or marks it
  truncated when it is longer than a snapshot carries; the client copes either way.
* The soak: the host is killed with SIGKILL again and again (and now and then a client),
  restarted from its save each time; no state a client saw is missing from the final
  record or differs from it, no seat changes hands, every hand seen matches the record.
"""

from __future__ import annotations

import random
import signal
import time

import pytest
from net_helpers import load_record, read_log, replay_views, start_bot, start_host, wait_for

from uno_desktop import saves
from uno_desktop.net import protocol as p
from uno_desktop.net.client import ClientState, LanClient
from uno_desktop.net.host import HostConfig, LanHost
from uno_desktop.net.relay import MISSED_EVENTS_LIMIT


def _bot_table(path, **extra) -> LanHost:
    config = HostConfig(seats=3, bots=3, bot_delay_ms=0, next_hand_ms=0, seed=5, ping_ms=0,
                        autosave=path, **extra)
    host = LanHost(config)
    host.listen(0, "127.0.0.1")
    return host


def _spectator(qtbot, host: LanHost) -> LanClient:
    client = LanClient(ClientState(name="Eve", spectate=True), retry_ms=50)
    client.open("127.0.0.1", host.port)
    qtbot.waitUntil(lambda: client.state.welcome is not None, timeout=5000)
    return client


@pytest.mark.slow  # over 2 s
def test_nothing_goes_out_before_it_is_on_disk(qapp, qtbot, tmp_path):
    path = tmp_path / "save.json"
    host = _bot_table(path)
    client = _spectator(qtbot, host)
    checked: list[int] = []
    early: list[tuple[int, int]] = []

    def on_frame(conn, frame: bytes) -> None:
        msg = p.decode_host(frame)
        if isinstance(msg, p.Update | p.Snapshot):
            sid = host.session.game.state_id
            on_disk = len(saves.load(path).record.actions)
            checked.append(sid)
            if on_disk < sid:
                early.append((sid, on_disk))

    host.peers.on_frame_sent = on_frame
    try:
        host.start_game()
        qtbot.waitUntil(lambda: len(checked) >= 60, timeout=20_000)
    finally:
        host.peers.on_frame_sent = None
        client.stop()
        host.close()
    assert not early, f"sent before it was saved (state, on disk): {early[:5]}"


@pytest.mark.slow  # over 2 s already at 40 actions
@pytest.mark.parametrize("actions", [40, 400])
def test_a_resumed_host_serves_the_whole_history(qapp, qtbot, tmp_path, actions):
    path = tmp_path / "save.json"
    host = _bot_table(path, options=None)
    host.start_game()
    qtbot.waitUntil(lambda: len(host.session.game.actions) >= actions, timeout=60_000)
    host.close()  # saved; a crash is the soak's business, this is about the history
    resumed = LanHost.resume(path, HostConfig(bot_delay_ms=60_000, ping_ms=0))
    resumed.listen(0, "127.0.0.1")
    try:
        everything = resumed.session.public_history(None)
        assert len(everything) > len(resumed.session.game.start_events)
        client = _spectator(qtbot, resumed)
        qtbot.waitUntil(lambda: client.state.view is not None, timeout=5000)
        got = client.state.history
        if len(everything) > MISSED_EVENTS_LIMIT:
            assert got == everything[-MISSED_EVENTS_LIMIT:]  # the newest, marked truncated
        else:
            assert got == everything
        assert client.state.view.state_id == resumed.session.game.state_id
        client.stop()
    finally:
        resumed.close()


SOAK_CYCLES = 50


@pytest.mark.slow
def test_sigkill_soak_loses_nothing(tmp_path, procs):
    """The host dies by SIGKILL in the middle of play, fifty times; a client now and then
    too. Bounded: every wait has its own timeout and the whole run stops at 10 minutes."""
    rng = random.Random(14)
    save = tmp_path / "save.json"
    args = ["--seats", "3", "--seed", "4", "--bot-delay-ms", "5", "--next-hand-ms", "30",
            "--drop-grace-ms", "60000", "--ping-ms", "0", "--no-announce",
            "--set", "target_score=2000", "--autosave", str(save)]
    host, port = start_host(procs, tmp_path, *args)
    bots = [start_bot(procs, tmp_path, port, i, "--delay-ms", "2", "--follow-resume",
                      "--retry-s", "60", "--stay") for i in range(3)]
    deadline = time.monotonic() + 600
    wait_for(lambda: save.exists() and len(load_record(save)[1].actions) > 5, 30, "a deal")
    for cycle in range(SOAK_CYCLES):
        assert time.monotonic() < deadline, f"soak too slow: {cycle} cycles in 10 minutes"
        before = len(load_record(save)[1].actions)
        wait_for(lambda before=before: len(load_record(save)[1].actions) > before + 3, 30,
                 f"play in cycle {cycle}")
        time.sleep(rng.uniform(0, 0.05))
        host.kill(signal.SIGKILL)
        host.wait(10)
        if cycle % 7 == 3:  # a client dies too, and comes back with its token
            i = rng.randrange(3)
            bots[i].kill(signal.SIGKILL)
            bots[i].wait(10)
            bots[i] = start_bot(procs, tmp_path, port, i, "--delay-ms", "2",
                                "--follow-resume", "--retry-s", "60", "--stay")
        host, _ = start_host(procs, tmp_path, *args[:-2], "--port", str(port), "--resume",
                             str(save), "--autosave", str(save), name=f"host{cycle + 1}")
    last = len(load_record(save)[1].actions)
    wait_for(lambda: len(load_record(save)[1].actions) > last + 3, 30, "the last host")
    host.kill(signal.SIGTERM)
    host.wait(20)
    for bot in bots:
        bot.kill(signal.SIGKILL)
        bot.wait(10)
    _, record = load_record(save)
    views = replay_views(record, [0, 1, 2])
    for i in range(3):
        log = read_log(tmp_path / f"bot{i}.log")
        seats = {e["seat"] for e in log if e["kind"] == "welcome"}
        assert len(seats) == 1, f"bot {i} changed seats: {seats}"
        seat = seats.pop()
        seen = [e for e in log if e["kind"] in ("update", "snapshot") and e["sid"] is not None]
        assert len(seen) > 100
        for entry in seen:
            assert entry["sid"] in views, f"bot {i} saw state {entry['sid']}, which is lost"
            assert entry["hand"] == [c.code for c in views[entry["sid"]][seat].hand], (
                f"bot {i}'s hand at state {entry['sid']} is not the record's")
