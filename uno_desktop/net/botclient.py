"""A bot that plays one seat over the network, on plain sockets (no Qt).

Used by the integration tests and the benchmark to stand in for remote players:
``python -m uno_desktop.net.botclient --port N``. It makes each link with the room's
``--pin`` (or, on its own reconnects, the ticket the host gave) like the app
(:class:`~uno_desktop.net.sealed.GuestChannel`), keeps its token in ``--token-file`` by the
host's key (so a restarted bot reclaims its seat from that host and no other), can
capture every byte it receives (``--capture``: sealed, as on the wire) and every message
it opened (``--capture-plain``, to check redaction), and logs what it saw as JSON lines
(``--log``: each with the time and the process's CPU time so far, in ns). When another client
takes its seat over with the token (``replaced``) it reconnects after a pause and takes it
back, a few times (``--max-replaced``).
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
import time
from pathlib import Path
from typing import IO, Any, Final

from rules import PlayerView
from uno_desktop import collector
from uno_desktop.bots import make_bot
from uno_desktop.net import protocol as p
from uno_desktop.net.sealed import Failure, GuestChannel
from uno_desktop.net.state import ClientState, TokenStore

RECONNECT: Final = -1
"""From :meth:`BotClient.handle`: drop this connection and connect again."""


def _hand(view: PlayerView | None) -> list[str] | None:
    if view is None or view.hand is None:
        return None
    return [c.code for c in view.hand]


class BotClient:
    """One seat, one socket, a bot deciding from the view and legal actions it is sent."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.tokens = TokenStore(Path(args.token_file) if args.token_file else None)
        self.key = f"{args.host}:{args.port}"
        self.state = ClientState(name=args.name, pin=args.pin, spectate=args.spectate)
        self.channel: GuestChannel | None = None
        self.bot: Any = None
        self.acted_sid: int | None = None
        self.log: IO[str] | None = open(args.log, "a", encoding="utf-8") if args.log else None
        self.capture: IO[bytes] | None = (open(args.capture, "ab") if args.capture
                                          else None)
        self.plain: IO[bytes] | None = (open(args.capture_plain, "ab") if args.capture_plain
                                        else None)
        self.sock: socket.socket | None = None
        self.done = False
        self.replaced = 0
        self.thought_ns = 0
        """CPU this process spent in the bot's decisions (the stand-in for a person)."""
        self.frame_bytes = 0
        """The size of the frame being handled, sealed, as on the wire (its length prefix
        included)."""

    def note(self, kind: str, **fields: Any) -> None:
        if self.log is not None:
            fields.update(kind=kind, t=time.monotonic_ns(), cpu=time.process_time_ns(),
                          thought=self.thought_ns)
            self.log.write(json.dumps(fields) + "\n")

    def _note_update(self, view: PlayerView | None) -> None:
        """An update's line with only what the benchmark reads (no hand, no JSON encoder):
        the benchmark's records are its own cost, not the link's."""
        if self.log is not None:
            sid = "null" if view is None else view.state_id
            self.log.write(f'{{"kind": "update", "sid": {sid}, "bytes": {self.frame_bytes}, '
                           f'"t": {time.monotonic_ns()}, "cpu": {time.process_time_ns()}, '
                           f'"thought": {self.thought_ns}}}\n')

    def send(self, msg: p.Msg) -> None:
        assert self.sock is not None and self.channel is not None
        sealed = self.channel.seal(msg)
        if sealed is not None:
            self.write(sealed)

    def write(self, frame: bytes) -> None:
        assert self.sock is not None
        self.sock.sendall(p.HEADER.pack(len(frame)) + frame)

    def run(self) -> int:
        lost_at = time.monotonic()
        while not self.done:
            try:
                self.sock = socket.create_connection((self.args.host, self.args.port), timeout=2)
            except OSError:
                if time.monotonic() - lost_at > self.args.retry_s:
                    self.note("gave_up")
                    return 2
                time.sleep(0.1)
                continue
            self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.sock.settimeout(None)
            self.note("connected")
            try:
                self.channel = GuestChannel(self.state, self.tokens)
                self.write(self.channel.start())
                code = self.session()
            except OSError:  # the host went away mid-write (or reset as it closed)
                code = None
            except Failure as failure:
                code = self.failed(failure)
            self.sock.close()
            if code is not None:
                return code
            lost_at = time.monotonic()
            self.note("lost")
        return 0

    def failed(self, failure: Failure) -> int | None:
        """The link could not be made or broke: ``None`` to connect again (with the PIN
        instead of a ticket the host did not know, or without a PIN it does not need)."""
        self.note("link_failed", code=failure.code, retry=failure.retry)
        if failure.retry == Failure.STOP:
            return 3
        if failure.retry == Failure.BY_SECRET:
            self.state.ticket = None
        elif failure.retry == Failure.WITHOUT_SECRET:
            self.state.pin = ""
        return None

    def session(self) -> int | None:
        """Read until the connection drops (``None``: try again) or the game is over."""
        reader = p.FrameReader(p.MAX_FRAME)
        assert self.sock is not None
        while True:
            try:
                data = self.sock.recv(1 << 16)
            except OSError:
                return None
            if not data:
                return None
            if self.capture is not None:
                self.capture.write(data)
            assert self.channel is not None
            for frame in reader.feed(data):
                if isinstance(frame, bytes):
                    self.frame_bytes = len(frame) + p.HEADER.size
                try:
                    replies, messages = self.channel.receive(frame)
                except p.ProtocolError as exc:
                    self.refused(exc)
                    continue
                for reply in replies:
                    self.write(reply)
                code = self.messages(messages)
                if code == RECONNECT:
                    time.sleep(self.args.replaced_wait_s)
                    return None
                if code is not None:
                    return code
            acted = self.maybe_act()
            if not self.args.buffered:
                for out in (self.log, self.capture, self.plain):
                    if out is not None:
                        out.flush()
            if not acted:  # the table waits for someone else's move: no one waits for us
                collector.idle()

    def messages(self, messages: list[Any]) -> int | None:
        for msg in messages:
            if self.plain is not None:
                body = p.encode_body(msg)
                self.plain.write(p.HEADER.pack(len(body)) + body)
            try:
                code = self.handle(msg)
            except p.ProtocolError as exc:
                self.refused(exc)
                continue
            if code is not None:
                return code
        return None

    def refused(self, exc: p.ProtocolError) -> None:
        """A host's message this client could not take: said on stderr and in its log, and
        the game goes on without it (as the app's own client does)."""
        code, detail = p.refused_from_host(exc), exc.detail[:200]
        self.note("refused", code=code, detail=detail)
        print(f"refused a host's message: {code} {detail}".strip(), file=sys.stderr,
              flush=True)

    def handle(self, msg: Any) -> int | None:
        state = self.state
        state.handle(msg)
        if isinstance(msg, p.Update):  # nearly every message: first
            if self.args.lean_log:
                self._note_update(state.view)
            else:
                self.note("update", sid=state.view.state_id if state.view else None,
                          hand=_hand(state.view), bytes=self.frame_bytes)
        elif isinstance(msg, p.Welcome):
            if state.host_key is not None:
                self.tokens.put(state.host_key, address=self.key, **state.entry())
            self.bot = make_bot(self.args.level, self.args.seed, msg.options)
            collector.settle()  # start-up is over: what it made lives as long as the bot
            self.note("welcome", seat=msg.seat, game_id=msg.game_id)
            if msg.seat is not None:
                self.send(p.Ready(ready=True))
        elif isinstance(msg, p.Snapshot):
            self.acted_sid = None
            self.note("snapshot", sid=msg.view.state_id, hand=_hand(state.view),
                      seat=state.seat, events=len(msg.events), since=msg.since)
        elif isinstance(msg, p.Error):
            self.note("error", code=msg.code, sid=msg.state_id, fatal=msg.fatal)
            self.acted_sid = None
            if msg.fatal and msg.code == "replaced" and self.replaced < self.args.max_replaced:
                self.replaced += 1
                return RECONNECT
            if msg.fatal:
                return 3
        elif isinstance(msg, p.Closing):
            self.note("closing", reason=msg.reason, resumable=msg.resumable)
            if not msg.resumable or not self.args.follow_resume:
                self.done = True
                return 0
        elif isinstance(msg, p.Ping):
            self.send(p.Pong(seq=msg.seq))
        view = state.view
        if view is not None and view.decision == "game_over" and not self.args.stay:
            self.note("game_over", sid=view.state_id, winner=view.winner)
            self.done = True
            return 0
        return None

    def maybe_act(self) -> bool:
        """The bot's move, if it has one now (``True`` when it sent it)."""
        state = self.state
        view = state.view
        if not state.legal or view is None or state.seat is None or self.bot is None:
            return False
        if self.acted_sid == view.state_id:
            return False
        began = time.process_time_ns()
        if view.decision_seat == state.seat:
            action = self.bot.choose(view, state.legal, state.history)
        else:
            action = self.bot.react(view, state.legal, state.history)
        self.thought_ns += time.process_time_ns() - began
        if action is None:
            return False
        if self.args.delay_ms:
            time.sleep(self.args.delay_ms / 1000)
        self.acted_sid = view.state_id
        self.note("act", sid=view.state_id, action=type(action).__name__)
        self.send(state.act(action))
        return True


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="botclient", description=__doc__)
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--name", default="Bot")
    ap.add_argument("--pin", default="")
    ap.add_argument("--level", default="normal")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--spectate", action="store_true")
    ap.add_argument("--token-file")
    ap.add_argument("--log")
    ap.add_argument("--capture", help="every byte received, as on the wire (sealed)")
    ap.add_argument("--capture-plain",
                    help="every message received, opened, as length-prefixed frames")
    ap.add_argument("--delay-ms", type=int, default=0)
    ap.add_argument("--retry-s", type=float, default=20.0)
    ap.add_argument("--max-replaced", type=int, default=5,
                    help="times to take the seat back after being replaced (0: give up)")
    ap.add_argument("--replaced-wait-s", type=float, default=1.0,
                    help="pause before taking the seat back")
    ap.add_argument("--follow-resume", action="store_true",
                    help="after a resumable Closing, keep trying to reconnect")
    ap.add_argument("--stay", action="store_true", help="do not exit when the game is over")
    ap.add_argument("--buffered", action="store_true",
                    help="write the log and capture in large blocks (benchmark)")
    ap.add_argument("--lean-log", action="store_true",
                    help="log an update with only its state id, size and times, not the "
                         "hand (benchmark)")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    client = BotClient(parse_args(argv))
    try:
        return client.run()
    except KeyboardInterrupt:
        return 130
    finally:
        if client.log is not None:
            client.log.close()
        for out in (client.capture, client.plain):
            if out is not None:
                out.close()


if __name__ == "__main__":
    sys.exit(main())
