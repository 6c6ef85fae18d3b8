"""A hostile transit relay for the tests: it pairs like the real one, then records every
byte, and on demand alters, replays, reorders or drops a sealed frame, or stops carrying
anything at all (the path unusable), or forgets the connections waiting for their partner
(a NAT that dropped them). Runs on 127.0.0.1 in a thread of the test.

After ``ok`` a link's stream is 4-byte lengths and messages: the first two each way are the
ticket handshake, the rest sealed frames. A mischief (:meth:`HostileRelay.arm`) strikes
the next sealed frame going the way it names, once.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import struct
import threading
from collections import defaultdict

HANDSHAKE_MESSAGES = 2


class _Pipe:
    """One direction of one relayed link, cut into messages."""

    def __init__(self, relay: HostileRelay, way: str, writer: asyncio.StreamWriter) -> None:
        self.relay, self.way, self.writer = relay, way, writer
        self.buffer = b""
        self.count = 0
        self.held: bytes | None = None
        self.sent: list[bytes] = []

    def feed(self, data: bytes) -> None:
        self.relay.record(data)
        self.buffer += data
        while len(self.buffer) >= 4:
            (size,) = struct.unpack(">I", self.buffer[:4])
            if len(self.buffer) < 4 + size:
                return
            message, self.buffer = self.buffer[:4 + size], self.buffer[4 + size:]
            self.count += 1
            self.message(message)

    def message(self, message: bytes) -> None:
        relay = self.relay
        if relay.stalled:
            return
        if self.count <= HANDSHAKE_MESSAGES:
            self.write(message)
            return
        mischief = relay.take(self.way)
        if mischief == "alter":
            body = bytearray(message)
            body[-5] ^= 0x40
            self.write(bytes(body))
        elif mischief == "replay" and self.sent:
            self.write(message)
            self.write(self.sent[-1])  # an old frame again, after the new one
        elif mischief == "reorder":
            self.held = message  # sent after the next one
            return
        elif mischief == "drop":
            pass
        else:
            self.write(message)
        if self.held is not None and mischief != "reorder":
            held, self.held = self.held, None
            self.write(held)

    def write(self, message: bytes) -> None:
        self.sent.append(message)
        self.writer.write(message)


class HostileRelay(threading.Thread):
    """Pairs connections asking for the same channel, like magic-wormhole's relay."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.port = 0
        self.recording = bytearray()
        self.stalled = False
        self.struck: list[tuple[str, str]] = []
        self._armed: dict[str, list[str]] = defaultdict(list)
        self._lock = threading.Lock()
        self._ready = threading.Event()
        self._waiting: dict[bytes, tuple[bytes, asyncio.StreamReader, asyncio.StreamWriter,
                                         asyncio.Future[tuple[asyncio.StreamReader,
                                                              asyncio.StreamWriter]]]] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self._closing: asyncio.Future[None]
        self.links = 0

    # ---------------------------------------------------------------- control

    def arm(self, mischief: str, way: str) -> None:
        """``mischief`` (alter, replay, reorder, drop) on the next sealed frame ``way``
        (``to_guest``: from the host; ``to_host``)."""
        with self._lock:
            self._armed[way].append(mischief)

    def take(self, way: str) -> str:
        with self._lock:
            if self._armed[way]:
                mischief = self._armed[way].pop(0)
                self.struck.append((mischief, way))
                return mischief
        return ""

    def forget(self) -> list[bytes]:
        """Forget every connection waiting for its partner, without a word to it (what a
        NAT that dropped an idle connection leaves: its end still waits, and the relay
        never pairs it). Returns the sides forgotten."""
        assert self.loop is not None
        done: concurrent.futures.Future[list[bytes]] = concurrent.futures.Future()

        def forget() -> None:
            sides = [entry[0] for entry in self._waiting.values()]
            self._waiting.clear()
            done.set_result(sides)

        self.loop.call_soon_threadsafe(forget)
        return done.result(5)

    def waiting(self) -> int:
        """How many connections wait for their partner now."""
        return len(self._waiting)

    def record(self, data: bytes) -> None:
        with self._lock:
            self.recording += data

    # ---------------------------------------------------------------- the relay

    def run(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.loop.run_until_complete(self._serve())

    def start_serving(self) -> HostileRelay:
        self.start()
        self._ready.wait(10)
        return self

    async def _serve(self) -> None:
        self._closing = asyncio.get_running_loop().create_future()
        server = await asyncio.start_server(self._client, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        await self._closing
        server.close()
        for task in asyncio.all_tasks():
            if task is not asyncio.current_task():
                task.cancel()

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            line = await reader.readline()
        except (ConnectionError, asyncio.IncompleteReadError):
            writer.close()
            return
        parts = line.split()
        if len(parts) != 6 or parts[:2] != [b"please", b"relay"]:
            writer.write(b"bad handshake\n")
            writer.close()
            return
        channel, side = parts[2], parts[5]
        waiting = self._waiting.get(channel)
        if waiting is None or waiting[0] == side:
            future: asyncio.Future[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = (
                asyncio.get_running_loop().create_future())
            self._waiting[channel] = (side, reader, writer, future)
            try:
                await future  # the partner's task carries both ways
            except asyncio.CancelledError:
                writer.close()
            return
        del self._waiting[channel]
        _, other_reader, other_writer, future = waiting
        future.set_result((reader, writer))
        self.links += 1
        writer.write(b"ok\n")
        other_writer.write(b"ok\n")
        # the first to wait is the host's connection (it always waits on its channel)
        to_host = _Pipe(self, "to_host", other_writer)
        to_guest = _Pipe(self, "to_guest", writer)
        await asyncio.gather(self._carry(reader, to_host), self._carry(other_reader, to_guest),
                             return_exceptions=True)
        for w in (writer, other_writer):
            w.close()

    async def _carry(self, reader: asyncio.StreamReader, pipe: _Pipe) -> None:
        try:
            while True:
                data = await reader.read(65536)
                if not data:
                    break
                pipe.feed(data)
                await pipe.writer.drain()
        finally:
            pipe.writer.close()

    def stop(self) -> None:
        if self.loop is not None and not self._closing.done():
            self.loop.call_soon_threadsafe(self._closing.set_result, None)
            self.join(5)
