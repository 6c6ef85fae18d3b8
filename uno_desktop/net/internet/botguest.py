"""A bot that joins an internet room by its code and plays one seat (or watches).

    python -m uno_desktop.net.internet.botguest --code 7-492-8153 \\
        --mailbox ws://HOST:4000/v1 --relay tcp:HOST:4001 --name Bo

The integration tests and the benchmark run it inside the NAT lab's homes: it knocks with
the code (:class:`~.pairing.Knock`), makes links (:class:`~.links.Dialer`, and again
whenever one goes) and decides like :mod:`~uno_desktop.net.botclient`'s bot, whose
options (``--log``, ``--level``, ``--stay``…) it takes too. Prints ``PAIRED`` and
``LINKED <path>`` as it gets there; a code that does not open the room exits with 4 after
``FAILED <reason>``.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time

from PySide6.QtCore import QCoreApplication, QTimer

from uno_desktop.net import protocol as p
from uno_desktop.net.botclient import RECONNECT, BotClient
from uno_desktop.net.botclient import parse_args as bot_args
from uno_desktop.net.internet import codes
from uno_desktop.net.internet.links import Dialer, SecureLink
from uno_desktop.net.internet.pairing import Knock, Pairing
from uno_desktop.net.internet.servers import servers


class RoomBot(BotClient):
    """:class:`BotClient`'s decisions over a room's links instead of a socket."""

    def __init__(self, args: argparse.Namespace, app: QCoreApplication) -> None:
        super().__init__(args)
        self.app = app
        self.link: SecureLink | None = None
        self.dialer: Dialer | None = None
        self.exit_code = 0
        self.bytes_before = 0  # what the links before this one carried to us

    def note(self, kind: str, **fields: object) -> None:
        super().note(kind, **fields)
        if self.log is not None and not self.args.buffered:
            self.log.flush()

    def send(self, msg: p.Msg) -> None:
        if self.link is not None and not self.link.closing:
            self.link.send(p.encode_body(msg))
            self.link.flush()

    def paired(self, pairing: Pairing) -> None:
        print("PAIRED", flush=True)
        self.key = f"room-{pairing.nameplate}"
        self.dialer = Dialer(pairing)
        self.dialer.linked.connect(self.linked)
        self.dialer.trying.connect(lambda n, why: self.note("trying", n=n, why=why))
        self.dialer.dial()

    @property
    def bytes_in(self) -> int:
        """Bytes every link carried to us, as on the wire (sealed, with their lengths)."""
        return self.bytes_before + (self.link.bytes_in if self.link is not None else 0)

    def linked(self, link: SecureLink) -> None:
        if self.link is not None:
            self.bytes_before += self.link.bytes_in
        self.link = link
        link.attach(self.frames, lambda: self.gone(link))
        print(f"LINKED {link.path}", flush=True)
        self.note("connected", path=link.path)
        host_key = link.session.host_key  # proven by the link: its token, no other host's
        self.state.meet(host_key, self.tokens.get(host_key))
        self.send(self.state.hello())

    def frames(self, frames: list[bytes | p.Oversize]) -> None:
        for frame in frames:
            if isinstance(frame, p.Oversize):
                continue
            try:
                code = self.handle(p.decode_host(frame))
            except p.ProtocolError as exc:
                self.refused(exc)
                continue
            if code == RECONNECT:
                if self.link is not None:
                    self.link.abort()
                return
            if code is not None:
                self.finish(code)
                return
        self.maybe_act()
        if self.log is not None:
            self.log.flush()

    def gone(self, link: SecureLink) -> None:
        if link is not self.link or self.done:
            return
        self.link = None
        self.bytes_before += link.bytes_in
        self.note("lost", broken=link.broken)
        assert self.dialer is not None
        QTimer.singleShot(100, self.dialer.dial)

    def finish(self, code: int) -> None:
        self.done = True
        self.exit_code = code
        if self.dialer is not None:
            self.dialer.stop()
        link, self.link = self.link, None
        if link is not None:
            self.bytes_before += link.bytes_in
            link.close()
        QTimer.singleShot(200, lambda: self.app.exit(code))


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    ap = argparse.ArgumentParser(prog="botguest", add_help=False)
    ap.add_argument("--code", required=True)
    ap.add_argument("--mailbox", default="")
    ap.add_argument("--relay", default="")
    ours, rest = ap.parse_known_args(argv)
    args = bot_args(["--port", "0", *rest])
    app = QCoreApplication.instance() or QCoreApplication([])
    try:
        code = codes.parse(ours.code)
        where = servers(ours.mailbox, ours.relay)
    except ValueError as exc:
        print(f"FAILED {getattr(exc, 'code', exc)}", flush=True)
        return 4
    bot = RoomBot(args, app)
    knock = Knock(where, code)
    failure: list[str] = []

    def failed(why: str, detail: str) -> None:
        print(f"FAILED {why} {detail}".strip(), flush=True)
        failure.append(why)
        app.exit(4)

    knock.paired.connect(bot.paired)
    knock.failed.connect(failed)
    knock.start()
    signal.signal(signal.SIGTERM, lambda *_: QTimer.singleShot(0, lambda: bot.finish(0)))
    wake = QTimer()
    wake.start(100)  # let Python run its signal handlers while Qt waits
    wake.timeout.connect(lambda: None)
    started = time.monotonic()
    result = app.exec()
    bot.note("exit", code=result, seconds=round(time.monotonic() - started, 1),
             bytes_in=bot.bytes_in)
    if bot.log is not None:
        bot.log.close()
    return 4 if failure else result


if __name__ == "__main__":
    sys.exit(main())
