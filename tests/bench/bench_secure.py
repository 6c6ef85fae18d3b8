"""What the secure link costs (a script, not a test).

    python tests/bench/bench_secure.py [--runs 7] [--json]

Prints, each beside its anchor measured in the same run (medians of ``--runs``):

* importing ``uno_desktop.net.secure`` (spake2 and PyNaCl with it) in a fresh
  interpreter after ``uno_desktop.net.protocol`` (what a network game adds), beside
  importing ``uno_desktop.net.protocol`` (msgspec and the core's records: what every
  network game imported already);
* one whole handshake, CPU of each side (SPAKE2 in pure Python, the host's signature),
  beside encoding a snapshot of a four-seat game once;
* sealing and opening one ``update`` of a four-seat game, beside encoding it;
* the bytes a link adds: the handshake's four messages, and per frame.

Measured on the machine it runs on: the load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from rules import load_preset, new_game  # noqa: E402
from uno_desktop.net import protocol as p  # noqa: E402
from uno_desktop.net import secure  # noqa: E402


def _import_ms(module: str, runs: int, after: str = "") -> float:
    """Median CPU ms to import ``module`` in a fresh interpreter (``after`` imported first):
    CPU, not wall time, so that a busy machine's waiting is left out."""
    code = (f"import time{', ' + after if after else ''}; t = time.process_time(); "
            f"import {module}; print((time.process_time() - t) * 1000)")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return statistics.median(
        float(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, check=True).stdout) for _ in range(runs))


def _cpu_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.process_time()
        fn()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times)


def measure(runs: int) -> dict[str, float]:
    identity = secure.HostIdentity.generate()
    sizes: dict[str, int] = {}

    def guest_and_host() -> tuple[float, float]:
        guest_cpu = host_cpu = 0.0
        t = time.process_time()
        guest = secure.GuestHandshake(b"482916", context=p.CONTEXT, app=p.APP)
        offer = guest.start()
        guest_cpu += time.process_time() - t
        t = time.process_time()
        host = secure.HostHandshake(identity, context=p.CONTEXT)
        host.on_offer(offer)
        answer = host.answer(b"482916")
        host_cpu += time.process_time() - t
        t = time.process_time()
        proof = guest.on_answer(answer)
        guest_cpu += time.process_time() - t
        t = time.process_time()
        accept, _ = host.on_proof(proof, ticket=secure.Tickets(bytes(32)).issue())
        host_cpu += time.process_time() - t
        t = time.process_time()
        guest.on_accept(accept)
        guest_cpu += time.process_time() - t
        sizes.update(offer=len(offer), answer=len(answer), proof=len(proof),
                     accept=len(accept))
        return guest_cpu * 1000, host_cpu * 1000

    sides = [guest_and_host() for _ in range(runs)]
    game = new_game(load_preset("official"), 4, seed=3)
    snapshot = p.Snapshot(view=game.view(0), events=[p.wrap(e) for e in game.start_events])
    before = game.view(0)
    seat = game.decision.seat
    events = game.apply(seat, game.legal_actions(seat)[0])
    update = p.Update(events=[p.wrap(e) for e in events], patch=p.diff_view(before,
                                                                          game.view(0)))
    body = p.encode_body(update)
    guest = secure.GuestHandshake(b"", context=p.CONTEXT, app=p.APP)
    host = secure.HostHandshake(identity, context=p.CONTEXT)
    host.on_offer(guest.start())
    accept, host_session = host.on_proof(guest.on_answer(host.answer(b"")))
    guest_session = guest.on_accept(accept)
    reps = 2000

    def seal_open() -> None:
        for _ in range(reps):
            guest_session.open(host_session.seal(body))

    def encode_only() -> None:
        for _ in range(reps):
            p.encode_body(update)

    return {
        "import_secure_ms": _import_ms("uno_desktop.net.secure", runs,
                                       after="uno_desktop.net.protocol"),
        "import_protocol_ms": _import_ms("uno_desktop.net.protocol", runs),
        "handshake_guest_cpu_ms": statistics.median(g for g, _ in sides),
        "handshake_host_cpu_ms": statistics.median(h for _, h in sides),
        "encode_snapshot_us": _cpu_ms(lambda: [p.encode_body(snapshot) for _ in range(reps)],
                                      runs) * 1000 / reps,
        "seal_open_update_us": _cpu_ms(seal_open, runs) * 1000 / reps,
        "encode_update_us": _cpu_ms(encode_only, runs) * 1000 / reps,
        "update_bytes": len(body),
        "sealed_overhead_bytes": secure.OVERHEAD,
        "handshake_bytes": sum(sizes.values()) + 4 * len(sizes),
        "load_average": os.getloadavg()[0],
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    figures = measure(args.runs)
    if args.json:
        print(json.dumps(figures))
        return 0
    f = figures
    print(f"load average {f['load_average']:.2f} (figures are medians of {args.runs})")
    print(f"import net.secure (spake2, PyNaCl) after net.protocol: "
          f"{f['import_secure_ms']:.1f} ms of CPU, beside net.protocol: "
          f"{f['import_protocol_ms']:.1f} ms")
    print(f"handshake CPU: guest {f['handshake_guest_cpu_ms']:.1f} ms, host "
          f"{f['handshake_host_cpu_ms']:.1f} ms, beside encoding a snapshot "
          f"{f['encode_snapshot_us']:.1f} us")
    print(f"seal + open an update ({f['update_bytes']} bytes): "
          f"{f['seal_open_update_us']:.1f} us, beside encoding it "
          f"{f['encode_update_us']:.1f} us")
    print(f"bytes: the handshake {f['handshake_bytes']}, each frame "
          f"+{f['sealed_overhead_bytes']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
