"""A hostile relay: it records, alters, replays, reorders and drops frames, and stalls.

The host and two guests play through it (the mailbox server is the real one). Every frame
it changed is refused by the side it reached, which cuts that link and makes a new one
(fresh keys); the game goes on to the same end for everyone; the relay's recording holds
no card and no hand; a relay that carries nothing is said, and the game takes up again
when it carries again.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hostile_relay import HostileRelay

from rules import load_preset, new_game
from uno_desktop.net import protocol as p

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[3]


def _env():
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


class Run:
    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.procs: list[subprocess.Popen] = []

    def start(self, name: str, *args: str) -> subprocess.Popen:
        out = open(self.tmp / f"{name}.out", "wb")
        proc = subprocess.Popen([sys.executable, *args], stdout=out, stderr=subprocess.STDOUT,
                                env=_env(), cwd=self.tmp)
        self.procs.append(proc)
        return proc

    def text(self, name: str) -> str:
        return (self.tmp / f"{name}.out").read_text(errors="replace")

    def close(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait(5)


def events(path: Path) -> list[dict]:
    out = []
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                out.append(json.loads(line))
            except ValueError:
                pass
    return out


def wait(predicate, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def test_a_hostile_relay_reads_nothing_and_changes_nothing(servers, tmp_path):
    relay = HostileRelay().start_serving()
    run = Run(tmp_path)
    try:
        host = run.start("host", "-m", "uno_desktop.net.headless", "host", "--headless",
                         "--address", "127.0.0.1", "--no-announce", "--internet", "--no-direct",
                         "--mailbox", servers.mailbox_url, "--relay",
                         f"tcp:127.0.0.1:{relay.port}", "--seats", "3", "--bots", "1",
                         "--bot-delay-ms", "300", "--drop-grace-ms", "60000",
                         "--set", "scoring=single_hand", "--exit-when-over")
        wait(lambda: "CODE " in run.text("host"), 30, "the code")
        code = run.text("host").split("CODE ")[1].split()[0]
        logs = {name: tmp_path / f"{name}.jsonl" for name in ("Adelaide", "Bodhilde")}
        guests = [run.start(name, "-m", "uno_desktop.net.internet.botguest", "--code", code,
                            "--mailbox", servers.mailbox_url, "--name", name,
                            "--log", str(log)) for name, log in logs.items()]
        wait(lambda: all(sum(e["kind"] == "update" for e in events(log)) >= 3
                         for log in logs.values()), 60, "the game to be under way")

        def breaks():
            return [e.get("broken") for log in logs.values() for e in events(log)
                    if e["kind"] == "lost"]

        for mischief, code_seen in (("alter", "frame_altered"), ("replay", "frame_replayed"),
                                    ("reorder", "frame_out_of_order"),
                                    ("drop", "frame_out_of_order")):
            before = breaks().count(code_seen)
            relay.arm(mischief, "to_guest")
            wait(lambda c=code_seen, b=before: breaks().count(c) > b, 30, f"{mischief} refused")
        for mischief, code_seen in (("alter", "frame_altered"), ("replay", "frame_replayed")):
            before = run.text("host").count(f"({code_seen})")
            relay.arm(mischief, "to_host")
            wait(lambda c=code_seen, b=before: run.text("host").count(f"({c})") > b, 30,
                 f"{mischief} refused by the host")
        # the path unusable: nothing carried; the guests say so (trying, with why) and come
        # back once the relay carries again
        relay.stalled = True
        wait(lambda: all(any(e["kind"] == "trying" for e in events(log))
                         for log in logs.values()), 40, "the guests to say the path is down")
        relay.stalled = False
        for proc in [*guests, host]:
            assert proc.wait(180) == 0, run.text("host")[-3000:]
        winners = {e.get("winner") for log in logs.values() for e in events(log)
                   if e["kind"] == "game_over"}
        assert len(winners) == 1 and None not in winners
        assert relay.links >= 8  # every refused frame cost a link, made again
        # what the relay saw: no card, no hand, no name
        recording = bytes(relay.recording)
        game = new_game(load_preset("official"), 3, 1)
        plain = p.encode(p.Snapshot(view=game.view(0), events=[], legal=[], since=-1,
                                    truncated=False))
        for needle in (b"hand", b"kind", b"color", b"number", b"snapshot", b"legal",
                       b"Adelaide", b"Bodhilde"):
            assert needle in plain or needle.startswith((b"Adel", b"Bodh"))  # they would show
            assert needle not in recording, needle
    finally:
        run.close()
        relay.stop()
