"""A whole LAN game on loopback: one host process, three bot client processes.

Every message each client received is captured (opened); rebuilding the game from the
host's autosave shows that each frame carried exactly that seat's view (never another
seat's hand) and events redacted for it. The bytes on the wire are captured too: sealed,
they hold no message a client could read without the link's keys.
"""

from __future__ import annotations

import signal

import pytest
from net_helpers import load_record, read_log, replay_views, start_bot, start_host, wait_for

from rules import redact
from rules.events import CardsDealt, CardsDrawn, ChallengeResolved
from uno_desktop.net import protocol as p

FAST = ["--no-announce", "--bot-delay-ms", "0", "--next-hand-ms", "50",
        "--set", "uno_grace_ms=30"]


def _frames(path):
    reader = p.FrameReader(p.MAX_FRAME)
    return [p.decode_host(f) for f in reader.feed(path.read_bytes())]


def _check_private(cap, seat, views):
    """Each Snapshot/Update is this seat's view at that state, events redacted for it."""
    view = None
    checked = 0
    for msg in _frames(cap):
        if isinstance(msg, p.Welcome):
            assert msg.seat == seat
        if isinstance(msg, p.Snapshot | p.Update):
            if isinstance(msg, p.Snapshot):
                view = msg.view
            else:
                view = p.apply_patch(view, msg.patch)
            assert view.seat == seat
            assert view == views[view.state_id][seat], f"seat {seat} state {view.state_id}"
            for tagged in msg.events:
                event = p.unwrap_event(tagged)
                if isinstance(event, CardsDrawn | CardsDealt) and event.seat != seat:
                    assert event.cards is None
                if isinstance(event, ChallengeResolved) and event.challenger != seat:
                    assert event.hand is None
                assert redact(event, seat) == event
            for tagged in msg.legal:
                action = p.unwrap_action(tagged)
                card = getattr(action, "card", None)
                assert card is None or card in view.hand
            checked += 1
    return checked


SEEN_IN_THE_CLEAR = (b"snapshot", b"update", b"welcome", b"hand", b"card_played",
                     b"\xa3red", b"token", b"game_id")
"""Words every seat's messages carry in the clear (a card's colour as MessagePack writes
it: ``red`` behind its length), none shorter than four bytes: the sealed stream is random
bytes, which hold a given three-byte word about once in 16 million bytes (``red`` alone
did, in one run of the fast lane)."""


def _check_sealed(wire, plain):
    """What crossed the wire reads as nothing: no message, no field name, no card."""
    data, clear = wire.read_bytes(), plain.read_bytes()
    assert len(data) > len(clear)  # it is all there, and sealed
    for word in SEEN_IN_THE_CLEAR:
        assert word in clear, word
        assert word not in data, word


@pytest.mark.slow  # over 2 s
def test_three_clients_play_a_full_game(tmp_path, procs):
    host, port = start_host(procs, tmp_path, "--seats", "3", "--seed", "11", *FAST,
                            "--set", 'scoring="single_hand"',
                            "--autosave", str(tmp_path / "save.json"), "--exit-when-over")
    bots = [start_bot(procs, tmp_path, port, i) for i in range(3)]
    for bot in bots:
        assert bot.wait(60) == 0
    assert host.wait(30) == 0
    saved, record = load_record(tmp_path / "save.json")
    views = replay_views(record, [0, 1, 2])
    final = views[len(record.actions)][None if None in views[0] else 0]
    assert final.decision == "game_over"
    seats = set()
    for i in range(3):
        log = read_log(tmp_path / f"bot{i}.log")
        seat = next(e["seat"] for e in log if e["kind"] == "welcome")
        seats.add(seat)
        assert log[-1]["kind"] == "game_over"
        assert _check_private(tmp_path / f"bot{i}.plain", seat, views) > 10
        _check_sealed(tmp_path / f"bot{i}.cap", tmp_path / f"bot{i}.plain")
    assert seats == {0, 1, 2}
    assert all(s.kind == "human" for s in saved.seats)


@pytest.mark.slow  # over 2 s
def test_dropped_client_gets_a_bot_then_its_seat_back(tmp_path, procs):
    save = tmp_path / "save.json"
    host, port = start_host(procs, tmp_path, "--seats", "3", "--seed", "5", *FAST,
                            "--drop-grace-ms", "200", "--set", "target_score=150",
                            "--autosave", str(save))
    bots = [start_bot(procs, tmp_path, port, i, "--delay-ms", "15") for i in range(3)]
    log1 = tmp_path / "bot1.log"
    wait_for(lambda: sum(e["kind"] == "update" for e in read_log(log1)) > 20, 30, "play")
    bots[1].kill(signal.SIGKILL)
    bots[1].wait(5)
    seen = read_log(log1)
    seat = next(e["seat"] for e in seen if e["kind"] == "welcome")
    last_sid = max(e["sid"] for e in seen if e["kind"] in ("update", "snapshot"))
    # The game goes on without the dead client: a bot plays its seat.
    wait_for(lambda: sum(1 for s in load_record(save)[1].actions[last_sid:]
                         if s.seat == seat) >= 2, 30, "a bot playing the dropped seat")
    start_bot(procs, tmp_path, port, 1, "--delay-ms", "15")
    wait_for(lambda: sum(e["kind"] == "welcome" for e in read_log(log1)) == 2, 20, "rejoin")
    wait_for(lambda: any(e["kind"] == "act" for e in read_log(log1)[len(seen):]), 30,
             "the rejoined client acting")
    host.kill(signal.SIGTERM)
    host.wait(20)
    _, record = load_record(save)
    views = replay_views(record, [seat])
    again = read_log(log1)[len(seen):]
    welcome = next(e for e in again if e["kind"] == "welcome")
    snap = next(e for e in again if e["kind"] == "snapshot")
    assert welcome["seat"] == seat
    assert snap["sid"] > last_sid
    assert snap["hand"] == [c.code for c in views[snap["sid"]][seat].hand]
    assert snap["events"] > 0  # a restarted process missed everything: the history came back


@pytest.mark.slow
def test_host_restart_resumes_from_autosave(tmp_path, procs):
    save = tmp_path / "save.json"
    args = ["--seats", "3", "--seed", "9", *FAST, "--set", "target_score=200",
            "--drop-grace-ms", "3000", "--autosave", str(save)]
    host, port = start_host(procs, tmp_path, *args)
    for i in range(3):
        start_bot(procs, tmp_path, port, i, "--delay-ms", "10", "--follow-resume",
                  "--retry-s", "30")
    wait_for(lambda: sum(e["kind"] == "update" for e in read_log(tmp_path / "bot0.log")) > 30,
             30, "play")
    # A clean quit: every client is told, the game is saved.
    host.kill(signal.SIGTERM)
    assert host.wait(20) == 0
    for i in range(3):
        wait_for(lambda i=i: any(e["kind"] == "closing" and e["resumable"]
                                 for e in read_log(tmp_path / f"bot{i}.log")), 10, "closing")
    saved_sid = len(load_record(save)[1].actions)
    marks = [len(read_log(tmp_path / f"bot{i}.log")) for i in range(3)]
    host2, port2 = start_host(procs, tmp_path, *args[:-2], "--port", str(port),
                              "--resume", str(save), name="host2")
    assert port2 == port
    for i in range(3):
        wait_for(lambda i=i: any(e["kind"] == "snapshot"
                                 for e in read_log(tmp_path / f"bot{i}.log")[marks[i]:]),
                 30, f"bot{i} rejoining")
    # Then kill -9: the autosave written after the last action is enough to go on.
    wait_for(lambda: len(load_record(save)[1].actions) > saved_sid + 10, 30, "more play")
    host2.kill(signal.SIGKILL)
    host2.wait(10)
    saved2_sid = len(load_record(save)[1].actions)
    marks2 = [len(read_log(tmp_path / f"bot{i}.log")) for i in range(3)]
    host3, _ = start_host(procs, tmp_path, *args[:-2], "--port", str(port), "--resume",
                          str(save), name="host3")
    for i in range(3):
        wait_for(lambda i=i: any(e["kind"] == "snapshot"
                                 for e in read_log(tmp_path / f"bot{i}.log")[marks2[i]:]),
                 30, f"bot{i} rejoining after kill -9")
    wait_for(lambda: len(load_record(save)[1].actions) > saved2_sid + 5, 30, "play after kill")
    host3.kill(signal.SIGTERM)
    host3.wait(20)
    _, record = load_record(save)
    views = replay_views(record, [0, 1, 2])
    for i in range(3):
        log = read_log(tmp_path / f"bot{i}.log")
        seats = {e["seat"] for e in log if e["kind"] == "welcome"}
        assert len(seats) == 1, "a client got a different seat after the restart"
        seat = seats.pop()
        snaps = [e for e in log if e["kind"] == "snapshot"]
        assert len(snaps) == 3
        assert snaps[1]["sid"] >= saved_sid and snaps[2]["sid"] >= saved2_sid
        for snap in snaps:
            assert snap["hand"] == [c.code for c in views[snap["sid"]][seat].hand]
    first_back = min(e["sid"] for i in range(3)
                     for e in read_log(tmp_path / f"bot{i}.log")[marks[i]:]
                     if e["kind"] == "snapshot")
    assert first_back == saved_sid, "the resumed game is the saved game"
