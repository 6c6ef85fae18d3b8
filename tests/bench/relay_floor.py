"""The floor under the internet benchmark: the same traffic through the same relay and
wire, with no game, no Qt and no sealing (a script for ``bench_internet.py``).

    python relay_floor.py host  RELAY_HOST RELAY_PORT SEATS MOVES LOG
    python relay_floor.py guest RELAY_HOST RELAY_PORT SEAT SEATS LOG

The host waits at the relay on one channel per seat; each guest dials its channel. Then,
as in a game: the seat whose turn it is sends a small "move" (80 bytes) as soon as it has
the previous update, the host answers every seat with an "update" (300 bytes, one write
each), and so on for MOVES moves. Every process logs when it sent and received what (the
clock every process shares, CLOCK_MONOTONIC), so the benchmark computes the same figure
as for the game: from a move sent to the last seat holding its update. Plain blocking
sockets with TCP_NODELAY and TCP_QUICKACK, as lean as a process can be: what is left
above the path's round trip is the relay's, the wire's and the machine's.
"""

from __future__ import annotations

import json
import selectors
import socket
import struct
import sys
import time

MOVE, UPDATE = 80, 300
HEADER = struct.Struct(">IH")  # sequence number, seat that moves next


def channel(seat: int) -> str:
    return f"{seat:064x}"


def dial(host: str, port: int, seat: int, side: str) -> socket.socket:
    sock = socket.create_connection((host, port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.sendall(f"please relay {channel(seat)} for side {side}\n".encode())
    got = b""
    while not got.endswith(b"\n"):
        more = sock.recv(1)
        if not more:
            raise SystemExit("the relay hung up")
        got += more
    if got != b"ok\n":
        raise SystemExit(f"the relay said {got!r}")
    return sock


def quickack(sock: socket.socket) -> None:
    if hasattr(socket, "TCP_QUICKACK"):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_QUICKACK, 1)


def recv_exact(sock: socket.socket, n: int) -> bytes | None:
    data = b""
    while len(data) < n:
        more = sock.recv(n - len(data))
        if not more:
            return None
        quickack(sock)
        data += more
    return data


def host(relay: str, port: int, seats: int, moves: int, log_path: str) -> int:
    socks = [dial(relay, port, seat, "a" * 16) for seat in range(seats)]
    log = open(log_path, "w", encoding="utf-8")
    sel = selectors.DefaultSelector()
    for seat, sock in enumerate(socks):
        sel.register(sock, selectors.EVENT_READ, seat)
    seq = 0

    def update(next_seat: int) -> None:
        body = HEADER.pack(seq, next_seat).ljust(UPDATE, b".")
        for sock in socks:
            sock.sendall(body)

    update(0)  # the first "update": seat 0 moves
    while seq < moves:
        for key, _ in sel.select():
            data = recv_exact(key.fileobj, MOVE)  # type: ignore[arg-type]
            if data is None:
                return 1
            seq += 1
            log.write(json.dumps({"kind": "host_in", "sid": seq, "t": time.monotonic_ns()}) + "\n")
            update(seq % seats)
    log.close()
    time.sleep(1)
    return 0


def guest(relay: str, port: int, seat: int, seats: int, log_path: str) -> int:
    sock = dial(relay, port, seat, f"{seat + 1:016x}")
    log = open(log_path, "w", encoding="utf-8")
    while True:
        data = recv_exact(sock, UPDATE)
        if data is None:
            break
        now = time.monotonic_ns()
        seq, next_seat = HEADER.unpack_from(data)
        log.write(json.dumps({"kind": "update", "sid": seq, "t": now}) + "\n")
        if next_seat == seat:
            log.write(json.dumps({"kind": "act", "sid": seq, "t": time.monotonic_ns()}) + "\n")
            sock.sendall(HEADER.pack(seq, seat).ljust(MOVE, b"."))
    log.close()
    return 0


def main(argv: list[str]) -> int:
    role, relay, port = argv[0], argv[1], int(argv[2])
    if role == "host":
        return host(relay, port, int(argv[3]), int(argv[4]), argv[5])
    return guest(relay, port, int(argv[3]), int(argv[4]), argv[5])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
