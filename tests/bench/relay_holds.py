"""How long the transit relay kept each segment before passing it on (for the benchmark).

The benchmark captures the "public" network's bridge with tcpdump while the games run;
the relay sits there, so the capture holds every segment as it reached the relay and as it
left for the other side. The relay copies bytes: after its request line (``please relay
<channel> for side <side>\\n``, 104 bytes) everything a side sends arrives at the other
side after the relay's ``ok\\n`` (3 bytes). So the byte at offset ``o`` of one side's
stream is the byte at ``o - 101`` of what the relay sends the other; a segment's *hold*
is from its arrival to the moment its last byte left. Nagle's algorithm on the relay's
sockets shows here as holds of a round trip; the relay's own work as a fraction of a
millisecond.

    python relay_holds.py CAPTURE.pcap RELAY_PORT   (prints the figures as JSON)
"""

from __future__ import annotations

import bisect
import json
import re
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass, field

import botlogs  # beside this script: the benchmarks' one quantile

REQUEST, OK = 104, 3
LINE = re.compile(r"^(\d+\.\d+) IP (\S+) > (\S+): Flags \[([^\]]*)\](?:, seq (\d+)(?::(\d+))?)?"
                  r"(?:, ack (\d+))?.*length (\d+)")


@dataclass
class Direction:
    """One direction of one TCP connection: its data segments (time, start, end offset)."""

    isn: int | None = None
    segments: list[tuple[float, int, int]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return max((end for _, _, end in self.segments), default=0)


def read(pcap: str) -> dict[tuple[str, str], Direction]:
    text = subprocess.run(["tcpdump", "-r", pcap, "-nn", "-tt", "-S"], capture_output=True,
                          text=True, check=False).stdout
    flows: dict[tuple[str, str], Direction] = defaultdict(Direction)
    for line in text.splitlines():
        m = LINE.match(line)
        if not m:
            continue
        t, src, dst, flags, start, end, _ack, length = m.groups()
        flow = flows[(src, dst.rstrip(":"))]
        if "S" in flags and start:
            flow.isn = int(start)
        elif start and end and int(length) and flow.isn is not None:
            flow.segments.append((float(t), int(start) - flow.isn - 1, int(end) - flow.isn - 1))
    return flows


def holds(pcap: str, relay_port: int) -> list[float]:
    """Every segment's hold at the relay, in milliseconds."""
    flows = read(pcap)
    relay = f".{relay_port}"
    into = {src: d for (src, dst), d in flows.items() if dst.endswith(relay) and d.segments}
    out_of = {dst: d for (src, dst), d in flows.items() if src.endswith(relay) and d.segments}
    out: list[float] = []
    for a, sent in into.items():
        if sent.total <= REQUEST:
            continue
        # the relay's partner of ``a``: it received exactly what ``a`` sent, never a byte
        # before ``a`` sent it, and (among connections of the same size) soonest
        fits = [found for b, got in out_of.items()
                if b != a and got.total - OK == sent.total - REQUEST
                and (found := _holds(sent, got)) and min(found) >= 0]
        if fits:
            out.extend(min(fits, key=lambda found: sorted(found)[len(found) // 2]))
    return out


def _holds(sent: Direction, got: Direction) -> list[float]:
    left = sorted((end, t) for t, _, end in got.segments)
    ends = [end for end, _ in left]
    found = []
    for t, _start, end in sent.segments:
        if end <= REQUEST:
            continue
        i = bisect.bisect_left(ends, end - REQUEST + OK)
        if i < len(left):
            found.append((left[i][1] - t) * 1000)
    return found


def summary(ms: list[float]) -> dict[str, float]:
    ms = sorted(ms)
    if not ms:
        return {}
    return {"segments": len(ms), "held_over_5ms": sum(m > 5 for m in ms),
            "held_over_40ms": sum(m > 40 for m in ms),
            "hold_ms_p50": round(ms[len(ms) // 2], 2),
            "hold_ms_p99": round(botlogs.percentile(ms, 0.99), 2),
            "hold_ms_max": round(ms[-1], 2)}


if __name__ == "__main__":
    print(json.dumps(summary(holds(sys.argv[1], int(sys.argv[2])))))
