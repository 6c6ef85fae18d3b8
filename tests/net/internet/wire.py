"""A wire with delay and loss, for the NAT lab: these machines' kernel has no ``netem``.

    python wire.py NAME_A NAME_B PARAMS_FILE

Run inside a network namespace: makes two TAP devices there (``NAME_A``, ``NAME_B``) and
copies every Ethernet frame from one to the other after the delay, dropping some, as
``PARAMS_FILE`` says (``{"delay_ms": 40, "loss": 0.02}``, read again whenever it changes:
a test changes the path mid-game). The lab moves one TAP into a router's namespace and
bridges the other into the "internet", so the router's whole WAN link goes through here:
TCP sees real loss and retransmits, as across a real bad link. Prints ``READY`` once both
devices exist; ends on SIGTERM.
"""

from __future__ import annotations

import fcntl
import heapq
import json
import os
import random
import select
import signal
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TAP = 0x0002
IFF_NO_PI = 0x1000


def tap(name: str) -> int:
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TAP | IFF_NO_PI))
    return fd


def main() -> int:
    name_a, name_b, params_path = sys.argv[1:4]
    fds = [tap(name_a), tap(name_b)]
    other = {fds[0]: fds[1], fds[1]: fds[0]}
    params = {"delay_ms": 0.0, "loss": 0.0}
    mtime = 0.0
    rng = random.Random(7)
    queue: list[tuple[float, int, int, bytes]] = []  # (due, order, fd to write, frame)
    order = 0
    running = True

    def stop(*_args: object) -> None:
        nonlocal running
        running = False

    signal.signal(signal.SIGTERM, stop)
    print("READY", flush=True)
    checked = 0.0
    while running:
        now = time.monotonic()
        if now - checked > 0.1:
            checked = now
            try:
                stamp = os.stat(params_path).st_mtime
                if stamp != mtime:
                    mtime = stamp
                    with open(params_path, encoding="utf-8") as f:
                        params.update(json.load(f))
            except (OSError, ValueError):
                pass
        wait = 0.1 if not queue else max(0.0, min(0.1, queue[0][0] - now))
        readable, _, _ = select.select(fds, [], [], wait)
        now = time.monotonic()
        for fd in readable:
            while True:
                try:
                    frame = os.read(fd, 65536)
                except BlockingIOError:
                    break
                if not frame:
                    break
                if params["loss"] and rng.random() < params["loss"]:
                    continue
                order += 1
                heapq.heappush(queue, (now + params["delay_ms"] / 1000, order,
                                       other[fd], frame))
        while queue and queue[0][0] <= now:
            _, _, fd, frame = heapq.heappop(queue)
            try:
                os.write(fd, frame)
            except OSError:
                pass  # the device went down with its namespace
    return 0


if __name__ == "__main__":
    sys.exit(main())
