"""The floor under the network benchmarks: the same traffic with no game, no Qt and no
sealing (a script for ``bench_internet.py`` and ``bench_net.py``).

    python relay_floor.py host  RELAY_HOST RELAY_PORT SEATS MOVES LOG
    python relay_floor.py guest RELAY_HOST RELAY_PORT SEAT SEATS LOG
    python relay_floor.py lan-host PORT_FILE SEATS MOVES LOG
    python relay_floor.py lan-guest PORT SEAT SEATS LOG

Through a relay (``host``, ``guest``: the internet benchmark's path) the host waits at the
relay on one channel per seat and each guest dials its channel; on the LAN (``lan-host``,
``lan-guest``: the LAN benchmark's loopback, :func:`lan` runs them) each guest dials the
host, which listens on 127.0.0.1. Then, as in a game: the seat whose turn it is sends a
small "move" (80 bytes) as soon as it has the previous update, the host answers every seat
with an "update" (300 bytes, one write each), and so on for MOVES moves. Every process logs
when it sent and received what (the clock every process shares, CLOCK_MONOTONIC), so the
benchmark computes the same figure as for the game (:func:`latencies`): from a move sent to
the last seat holding its update. Plain blocking sockets with TCP_NODELAY and TCP_QUICKACK,
as lean as a process can be: what is left is the path's and the machine's, ten Python
processes taking turns on its cores included.
"""

from __future__ import annotations

import json
import selectors
import socket
import struct
import subprocess
import sys
import time
from pathlib import Path

import botlogs  # beside this script

MOVE, UPDATE = 80, 300
HEADER = struct.Struct(">IH")  # sequence number, seat that moves next
SEAT = struct.Struct(">H")  # a LAN guest's first bytes: its seat


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


def serve(socks: list[socket.socket], moves: int, log_path: str) -> int:
    """The host's side: ``socks[seat]`` each seat's link."""
    seats = len(socks)
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


def play(sock: socket.socket, seat: int, log_path: str) -> int:
    """A guest's side: each update logged, the move sent when it is ``seat``'s, until the
    host hangs up (after its last update, whose move it no longer reads)."""
    log = open(log_path, "w", encoding="utf-8")
    try:
        while (data := recv_exact(sock, UPDATE)) is not None:
            now = time.monotonic_ns()
            seq, next_seat = HEADER.unpack_from(data)
            log.write(json.dumps({"kind": "update", "sid": seq, "t": now}) + "\n")
            if next_seat == seat:
                log.write(json.dumps({"kind": "act", "sid": seq, "t": time.monotonic_ns()})
                          + "\n")
                sock.sendall(HEADER.pack(seq, seat).ljust(MOVE, b"."))
    except ConnectionError:  # the host gone while the last move went out
        pass
    log.close()
    return 0


def lan_host(port_file: str, seats: int, moves: int, log_path: str) -> int:
    listener = socket.create_server(("127.0.0.1", 0))
    Path(port_file).write_text(str(listener.getsockname()[1]), encoding="utf-8")
    socks: dict[int, socket.socket] = {}
    while len(socks) < seats:
        sock, _ = listener.accept()
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        said = recv_exact(sock, SEAT.size)
        if said is not None:
            socks[SEAT.unpack(said)[0]] = sock
    return serve([socks[seat] for seat in range(seats)], moves, log_path)


def lan_guest(port: int, seat: int, log_path: str) -> int:
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.sendall(SEAT.pack(seat))
    return play(sock, seat, log_path)


def latencies(work: Path, seats: int, first: int = 0) -> list[float]:
    """From the guests' logs in ``work`` (``b0.log``…): ms from each move sent (from the
    ``first``) to the last seat holding the update it led to, sorted."""
    logs = [botlogs.read(work / f"b{i}.log") for i in range(seats)]
    return sorted((last - sent) / 1e6 for sid, sent, last in botlogs.delivered(logs)
                  if sid >= first)


def lan(seats: int, moves: int, work: Path, first: int = 0) -> list[float]:
    """The LAN floor on this machine, now: a host and ``seats`` guests on loopback, each a
    process of this Python; :func:`latencies` of their ``moves`` from the ``first``."""
    work.mkdir(parents=True, exist_ok=True)
    me = str(Path(__file__).resolve())
    port_file = work / "port"
    host = subprocess.Popen([sys.executable, me, "lan-host", str(port_file), str(seats),
                             str(moves), str(work / "host.log")])
    end = time.monotonic() + 30
    while not (port_file.exists() and port_file.read_text()) and time.monotonic() < end:
        time.sleep(0.01)
    port = port_file.read_text()
    guests = [subprocess.Popen([sys.executable, me, "lan-guest", port, str(seat),
                                str(work / f"b{seat}.log")]) for seat in range(seats)]
    host.wait(300)
    for guest in guests:
        guest.wait(30)
    return latencies(work, seats, first)


def main(argv: list[str]) -> int:
    role = argv[0]
    if role == "lan-host":
        return lan_host(argv[1], int(argv[2]), int(argv[3]), argv[4])
    if role == "lan-guest":
        return lan_guest(int(argv[1]), int(argv[2]), argv[3])
    relay, port = argv[1], int(argv[2])
    if role == "host":
        return serve([dial(relay, port, seat, "a" * 16) for seat in range(int(argv[3]))],
                     int(argv[4]), argv[5])
    seat = int(argv[3])
    return play(dial(relay, port, seat, f"{seat + 1:016x}"), seat, argv[5])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
