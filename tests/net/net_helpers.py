"""Helpers for the LAN tests: hosts and bot clients as processes, a raw socket client.

Everything here talks to 127.0.0.1 only: hosts listen on loopback, announce (when they do
at all) on loopback, and clients connect to loopback.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from rules import new_game
from uno_desktop.net import protocol as p
from uno_desktop.net import secure
from uno_desktop.net.state import ClientState

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = "127.0.0.1"


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


class Proc:
    """A child process we started (and only ever stop by its own pid)."""

    def __init__(self, args: list[str], cwd: Path, name: str) -> None:
        self.out = open(cwd / f"{name}.out", "wb")
        self.err = open(cwd / f"{name}.err", "wb")
        self.popen = subprocess.Popen([sys.executable, *args], cwd=cwd, env=_env(),
                                      stdout=subprocess.PIPE if name.startswith("host")
                                      else self.out, stderr=self.err)
        self.name = name
        self.cwd = cwd

    def wait_port(self, timeout: float = 20) -> int:
        assert self.popen.stdout is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.popen.stdout.readline().decode()
            if line.startswith("LISTENING"):
                return int(line.split()[1])
            if not line and self.popen.poll() is not None:
                break
        raise AssertionError(f"{self.name} did not start: "
                             + (self.cwd / f"{self.name}.err").read_text(errors="replace"))

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.popen.poll() is None:
            self.popen.send_signal(sig)

    def wait(self, timeout: float = 30) -> int:
        return self.popen.wait(timeout)

    def close(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait(5)
        if self.popen.stdout is not None:
            self.popen.stdout.close()
        self.out.close()
        self.err.close()


def start_host(procs: list[Proc], cwd: Path, *args: str, name: str = "host") -> tuple[Proc, int]:
    proc = Proc(["-m", "uno_desktop.net.headless", "host", "--headless", "--address", LOOPBACK,
                 *args], cwd, name)
    procs.append(proc)
    return proc, proc.wait_port()


def start_bot(procs: list[Proc], cwd: Path, port: int, index: int, *args: str) -> Proc:
    name = f"bot{index}"
    proc = Proc(["-m", "uno_desktop.net.botclient", "--host", LOOPBACK, "--port", str(port),
                 "--name", f"B{index}", "--seed", str(index),
                 "--log", str(cwd / f"{name}.log"), "--token-file", str(cwd / f"{name}.tok"),
                 "--capture", str(cwd / f"{name}.cap"),
                 "--capture-plain", str(cwd / f"{name}.plain"), *args],
                cwd, f"{name}-{len(procs)}")
    procs.append(proc)
    return proc


def read_log(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text().splitlines():
        try:
            out.append(json.loads(line))
        except ValueError:
            pass  # a line cut by a kill
    return out


def loopback_addresses(count: int, first: int = 1) -> list[str]:
    """``count`` distinct source addresses in 127.0.0.0/8 (127.1.x.y): an attacker with
    many addresses, on one machine."""
    return [f"127.1.{n // 250}.{n % 250 + 1}" for n in range(first, first + count)]


def wait_for(predicate: Any, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def load_record(path: Path) -> Any:
    """The host's autosave (the full save plus its journal): the save and its record."""
    from uno_desktop import saves

    loaded = saves.load(path)
    return loaded, loaded.record


def replay_views(record: Any, seats: list[int | None]) -> dict[int, dict[int | None, Any]]:
    """Every state id of a recorded game → the view each seat had then."""
    game = new_game(record.options, record.seats, record.seed,
                    list(record.deck) if record.deck is not None else None, dealer=record.dealer)
    views = {game.state_id: {s: game.view(s) for s in seats}}
    for step in record.actions:
        game.apply(step.seat, step.action)
        views[game.state_id] = {s: game.view(s) for s in seats}
    return views


def frame(body: bytes) -> bytes:
    """``body`` with its length prefix, as on the wire."""
    return p.HEADER.pack(len(body)) + body


class RawClient:
    """A blocking socket speaking the protocol, for poking the host with good and bad bytes.

    It makes the secure link first (``pin``; ``link=False`` leaves the socket bare, to
    poke the handshake itself): a refused handshake leaves ``refusal`` set (its
    ``secure.SecureError``) and the client closed. After the link, :meth:`send` and
    :meth:`frame` seal what they send; :meth:`send_raw` sends bytes as they are."""

    def __init__(self, port: int, source: str | None = None, *, pin: str = "",
                 link: bool = True, ticket: Any = None, expect_host: bytes | None = None,
                 rcvbuf: int = 0) -> None:
        """``source``: the loopback address to connect from (``127.1.2.3``), for tests of
        limits that count addresses; ``rcvbuf``: a small receive buffer (a peer that
        does not read)."""
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if rcvbuf:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        if source:
            self.sock.bind((source, 0))
        self.sock.settimeout(5)
        self.sock.connect((LOOPBACK, port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.reader = p.FrameReader(p.MAX_FRAME)
        self.inbox: list[Any] = []
        self.closed = False
        self.state = ClientState(name="Raw")
        self.session: secure.Session | None = None
        self.refusal: secure.SecureError | None = None
        self.host_key: bytes | None = None
        self._frames: list[bytes] = []
        if link:
            self.link(pin, ticket=ticket, expect_host=expect_host)

    def _next_frame(self, timeout: float = 5) -> bytes | None:
        """The next frame as it came (no opening), ``None`` when the host hung up."""
        deadline = time.monotonic() + timeout
        while True:
            if self._frames:
                return self._frames.pop(0)
            if time.monotonic() > deadline:
                raise AssertionError("the host did not answer the handshake")
            self.sock.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                data = self.sock.recv(1 << 16)
            except TimeoutError:
                continue
            except OSError:
                data = b""
            if not data:
                self.closed = True
                return None
            self._frames.extend(f for f in self.reader.feed(data) if isinstance(f, bytes))

    def link(self, pin: str = "", *, ticket: Any = None,
             expect_host: bytes | None = None) -> bool:
        """The secure handshake on ``pin`` (or ``ticket``); ``False`` when it was refused
        (``refusal`` says why)."""
        self._frames = []
        guest = secure.GuestHandshake(pin.encode(), context=p.CONTEXT, app=p.APP,
                                      ticket=ticket, expect_host=expect_host)
        self.send_raw(frame(guest.start()))
        try:
            answer = self._next_frame()
            if answer is None:
                raise secure.SecureError("closed")
            self.send_raw(frame(guest.on_answer(answer)))
            self.host_key = guest.host_key
            accept = self._next_frame()
            if accept is None:
                raise secure.SecureError("closed")
            self.session = guest.on_accept(accept)
        except secure.SecureError as exc:  # refused by the host, or by us: the link is done
            self.refusal = exc
            self.closed = True
            try:
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # the host hung up first
            return False
        pending, self._frames = self._frames, []
        for body in pending:  # what the host sent right after its accept
            self._receive(body)
        return True

    @property
    def ticket(self) -> Any:
        return self.session.ticket if self.session is not None else None

    def send(self, msg: p.Msg) -> None:
        self.frame(p.encode_body(msg))

    def send_raw(self, data: bytes) -> None:
        self.sock.sendall(data)

    def frame(self, body: bytes) -> None:
        """``body`` as one frame: sealed once the link is made."""
        self.send_raw(self.sealed(body))

    def sealed(self, body: bytes) -> bytes:
        """``body`` as the next frame on the wire (sealed once the link is made), to send
        later, or several in one write."""
        if self.session is not None:
            body = self.session.seal(body)
        return frame(body)

    def frame_until_closed(self, body: bytes, limit: int = 50) -> None:
        """Send ``body`` again and again, reading the replies, until the host hangs up.

        One frame at a time, so the host never closes on unread bytes (which would reset
        the connection and lose its last error message) and a write never races the close.
        """
        for _ in range(limit):
            try:
                self.frame(body)
            except OSError:
                return
            self._pump(0.05)
            if self.closed:
                return

    def _pump(self, timeout: float) -> None:
        self.sock.settimeout(timeout)
        try:
            data = self.sock.recv(1 << 16)
        except TimeoutError:
            return
        except OSError:
            self.closed = True
            return
        if not data:
            self.closed = True
            return
        for item in self.reader.feed(data):
            if isinstance(item, bytes):
                self._receive(item)

    def _receive(self, body: bytes) -> None:
        if self.session is None:  # the host's words in the clear (a refusal, an old host)
            self.inbox.append(body)
            return
        msg = p.decode_host(self.session.open(body))
        self.state.handle(msg)
        self.inbox.append(msg)

    def expect(self, kind: type, timeout: float = 5, where: Any = None) -> Any:
        """The first message of ``kind`` (matching ``where``), consuming messages before it."""
        deadline = time.monotonic() + timeout
        while True:
            for i, msg in enumerate(self.inbox):
                if isinstance(msg, kind) and (where is None or where(msg)):
                    del self.inbox[: i + 1]
                    return msg
            if self.closed or time.monotonic() > deadline:
                raise AssertionError(f"no {kind.__name__}; got {self.inbox[-5:]}")
            self._pump(0.1)

    def drain(self, seconds: float = 0.2) -> list[Any]:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not self.closed:
            self._pump(max(0.001, min(0.05, deadline - time.monotonic())))
        out, self.inbox = self.inbox, []
        return out

    def wait_closed(self, timeout: float = 5) -> bool:
        deadline = time.monotonic() + timeout
        while not self.closed and time.monotonic() < deadline:
            self._pump(0.1)
        return self.closed

    def hello(self, name: str = "Raw", **fields: Any) -> p.Welcome:
        self.send(p.Hello(v=p.PROTOCOL_VERSION, name=name, **fields))
        return self.expect(p.Welcome)

    def close(self) -> None:
        self.sock.close()
