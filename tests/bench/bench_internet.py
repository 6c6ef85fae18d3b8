"""Internet-room benchmark (a script, not a test): action → every seat updated, through
magic-wormhole's transit relay with 40 ms one-way delay, beside the LAN in the same run.

    sudo python tests/bench/bench_internet.py [--clients 4] [--actions 400] [--delay-ms 40]
    python tests/bench/bench_internet.py --json

Builds the NAT lab (tests/net/internet/lab.py: network namespaces, needs root): the host in
home A, the real mailbox server and relay on the "public" network. Four runs, each the
host plus ``--clients`` bot players and ``--actions`` measured actions:

* ``lan``: the LAN game (plain TCP, ``net/botclient.py``) inside home A: the anchor;
* ``room_direct``: the internet room, guests in home A (a direct path, sealed frames);
* ``room_relay``: the internet room, guests in home B behind its own NAT, whose link to
  the internet gets ``--delay-ms`` each way (a wire process: these kernels have no netem):
  everything through the relay;
* ``relay_floor``: the same traffic on the same path with no game (``relay_floor.py``:
  plain sockets, no Qt, no sealing): what the relay, the wire and the machine's load leave
  above the round trip, under the room's figures.

For every action the host accepted: the time from the bot sending it to the last seat
receiving the resulting update (all processes share CLOCK_MONOTONIC), p50/p99; and every
byte a seat received per action (sealed frames with their lengths; the LAN run: its plain
frames), pings, lobby and snapshots included. Goal for the relay run: p99 ≤ the path's
round trip + 10 ms (guest → relay → host and back: 2 × delay), ≤ 1 kB per action per seat.
Where tcpdump is installed, the relay runs are captured on the public network and each
segment's hold at the relay is given (``relay_holds.py``: Nagle's algorithm there shows as
holds of a round trip). The machine's load is printed beside the figures: a busy machine
makes them noisy, and the floor says how noisy. ``--apart`` runs the wire, the relay and
the mailbox server with real-time priority (``lab.Lab.apart``), as machines of their own.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "net" / "internet"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import botlogs  # noqa: E402
import relay_floor  # noqa: E402
from lab import Lab, unavailable  # noqa: E402
from relay_holds import holds, summary  # noqa: E402

from uno_desktop import saves  # noqa: E402

HOST = ["-m", "uno_desktop.net.headless", "host", "--headless", "--no-announce", "--seed",
        "2024", "--bot-delay-ms", "0", "--next-hand-ms", "0", "--set", "uno_grace_ms=0",
        "--set", "target_score=100000"]


def run(lab: Lab, kind: str, clients: int, actions: int) -> dict:
    work = lab.workdir / kind
    work.mkdir()
    save = work / "save.json"
    args = [*HOST, "--seats", str(clients), "--autosave", str(save),
            "--exit-after-actions", str(int(actions * 1.15) + 20)]
    if kind == "lan":
        host = lab.python("hA", [*args, "--address", "10.1.0.2"], f"{kind}-host")
        port = int(host.wait_for("LISTENING", 30).split()[1])
    else:
        host = lab.python("hA", [*args, "--internet", "--mailbox", lab.mailbox_url,
                                 "--relay", lab.relay_url], f"{kind}-host")
        code = host.wait_for("CODE ", 30).split()[1]
    home = "hB" if kind == "room_relay" else "hA"
    bots = []
    for i in range(clients):
        log = work / f"b{i}.log"
        common = ["--name", f"B{i}", "--seed", str(i), "--log", str(log), "--stay", "--buffered"]
        if kind == "lan":
            bots.append(lab.python(home, ["-m", "uno_desktop.net.botclient", "--host",
                                          "10.1.0.2", "--port", str(port), "--capture",
                                          str(work / f"b{i}.cap"), *common], f"{kind}-b{i}"))
        else:
            bots.append(lab.python(home, ["-m", "uno_desktop.net.internet.botguest", "--code",
                                          code, "--mailbox", lab.mailbox_url, "--relay",
                                          lab.relay_url, *common], f"{kind}-b{i}"))
    start = time.monotonic()
    host.popen.wait(900)
    wall = time.monotonic() - start
    for bot in bots:
        bot.stop()
    return analyse(kind, clients, actions, work, save, wall)


def run_floor(lab: Lab, clients: int, actions: int) -> dict:
    """The same traffic with no game (``relay_floor.py``): the path's and the machine's
    own share of the relay run's figures."""
    work = lab.workdir / "relay_floor"
    work.mkdir()
    floor = str(Path(__file__).resolve().parent / "relay_floor.py")
    relay_host, relay_port = lab.relay_url.split(":")[1:]
    host = lab.python("hA", [floor, "host", relay_host, relay_port, str(clients), str(actions),
                             str(work / "host.log")], "floor-host")
    guests = [lab.python("hB", [floor, "guest", relay_host, relay_port, str(i), str(clients),
                                str(work / f"b{i}.log")], f"floor-b{i}")
              for i in range(clients)]
    start = time.monotonic()
    host.popen.wait(900)
    wall = time.monotonic() - start
    for guest in guests:  # each ends once the relay tells it the host is gone, its log
        try:  # written then (stopped at once, a loaded machine's guests lost theirs)
            guest.popen.wait(30)
        except subprocess.TimeoutExpired:
            pass
        guest.stop()
    ms = relay_floor.latencies(work, clients)
    return {"run": "relay_floor", "path": "relay", "clients": clients,
            "actions_measured": len(ms), "actions_applied": len(ms), "wall_s": round(wall, 1),
            **_percentiles(ms), "bytes_per_action_per_seat": 0}


def _percentiles(ms: list[float]) -> dict:
    return {"latency_ms_p50": round(statistics.median(ms), 2),
            "latency_ms_p99": round(botlogs.percentile(ms, 0.99), 2),
            "latency_ms_max": round(ms[-1], 2)}


def analyse(kind: str, clients: int, actions: int, work: Path, save: Path, wall: float) -> dict:
    record = saves.load(save).record
    logs = [botlogs.read(work / f"b{i}.log") for i in range(clients)]
    latencies = [(sid, (last - sent) / 1e6) for sid, sent, last
                 in botlogs.delivered(logs, botlogs.in_record(record, logs))]
    latencies.sort()
    ms = sorted(v for _, v in latencies[:actions])
    applied = len(record.actions)
    if kind == "lan":
        got = sum((work / f"b{i}.cap").stat().st_size for i in range(clients))
    else:
        got = sum(next((e.get("bytes_in", 0) for e in reversed(log) if e["kind"] == "exit"), 0)
                  for log in logs)
    paths = sorted({e.get("path", "tcp") for log in logs for e in log
                    if e["kind"] == "connected"})
    return {
        "run": kind, "path": "+".join(paths), "clients": clients,
        "actions_measured": len(ms), "actions_applied": applied, "wall_s": round(wall, 1),
        **_percentiles(ms),
        "bytes_per_action_per_seat": round(got / applied / clients, 1),
    }


def captured(lab: Lab, kind: str, clients: int, actions: int, capture: bool) -> dict:
    """One run; a relay run captured on the public network when tcpdump is here."""
    dump = None
    if capture and kind in ("room_relay", "relay_floor"):
        pcap = lab.workdir / f"{kind}.pcap"
        dump = lab.run("pub", ["tcpdump", "-i", "br0", "-U", "-s", "128", "-w", str(pcap),
                               f"tcp port {lab.relay_port}"], f"tcpdump-{kind}")
        time.sleep(1)  # tcpdump listens before the first connection
    result = (run_floor(lab, clients, actions) if kind == "relay_floor"
              else run(lab, kind, clients, actions))
    if dump is not None:
        dump.stop()
        result["relay_holds"] = summary(holds(str(lab.workdir / f"{kind}.pcap"),
                                              lab.relay_port))
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--actions", type=int, default=400)
    ap.add_argument("--delay-ms", type=float, default=40.0)
    ap.add_argument("--no-capture", action="store_true",
                    help="no tcpdump on the relay runs (no figures of the relay's holds)")
    ap.add_argument("--apart", action="store_true",
                    help="the internet's processes (the wire, the relay) with real-time "
                         "priority, as machines of their own (lab.Lab.apart)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    why = unavailable()
    if why:
        print(f"bench_internet: {why}", file=sys.stderr)
        return 2
    capture = not args.no_capture and shutil.which("tcpdump") is not None
    load_before = os.getloadavg()[0]
    lab = Lab(Path(tempfile.mkdtemp(prefix="bench_internet_")), homes=("A", "B"),
              impaired=("B",), apart=args.apart)
    try:
        lab.up()
        lab.start_mailbox()
        lab.start_relay()
        lab.impair("B", delay_ms=args.delay_ms)
        results = [captured(lab, kind, args.clients, args.actions, capture)
                   for kind in ("lan", "room_direct", "room_relay", "relay_floor")]
    finally:
        lab.down()
    rtt = 2 * args.delay_ms
    relay, floor = results[2], results[3]
    summary_ = {
        "load_before": round(load_before, 2), "load_after": round(os.getloadavg()[0], 2),
        "cpus": os.cpu_count(), "delay_ms_each_way": args.delay_ms, "apart": args.apart,
        "runs": results,
        "targets": {"relay_p99_ms": {"max": rtt + 10, "met": relay["latency_ms_p99"] <= rtt + 10},
                    "bytes_per_action_per_seat": {"max": 1000,
                                                  "met": relay["bytes_per_action_per_seat"]
                                                  <= 1000}},
        "over_the_floor_ms": {"p50": round(relay["latency_ms_p50"] - floor["latency_ms_p50"], 2),
                              "p99": round(relay["latency_ms_p99"] - floor["latency_ms_p99"], 2)},
    }
    if args.json:
        print(json.dumps(summary_))
        return 0
    print(f"load average {summary_['load_before']} before, {summary_['load_after']} after "
          f"({summary_['cpus']} cores); {args.delay_ms:g} ms each way on home B's link"
          + ("; the wire and the relay with real-time priority (--apart)" if args.apart
             else ""))
    head = ("run", "path", "clients", "actions_measured", "latency_ms_p50", "latency_ms_p99",
            "latency_ms_max", "bytes_per_action_per_seat", "wall_s")
    print("  ".join(f"{h:>14}" for h in head))
    for r in results:
        print("  ".join(f"{r[h]!s:>14}" for h in head))
    for r in results:
        if r.get("relay_holds"):
            print(f"{r['run']}: the relay held segments: {json.dumps(r['relay_holds'])}")
    print(f"the room through the relay over the floor (the same path with no game): "
          f"p50 {summary_['over_the_floor_ms']['p50']:+g} ms, "
          f"p99 {summary_['over_the_floor_ms']['p99']:+g} ms")
    for key, target in summary_["targets"].items():
        print(f"{key}: target ≤ {target['max']:g}: {'met' if target['met'] else 'MISSED'}")
    print(f"relay_floor_p99_ms (the lab itself at this load): {floor['latency_ms_p99']:g}: "
          f"{'within' if floor['latency_ms_p99'] <= rtt + 10 else 'over'} the target")
    return 0


if __name__ == "__main__":
    sys.exit(main())
