"""``uno-desktop host --headless``: a LAN host without a window, on a QCoreApplication.

    uno-desktop host --headless --port 5555 --preset official --seats 4 --bots 2 --pin 482916

It starts the game as soon as every human seat is taken and ready, announces itself with
zeroconf (``--no-announce`` to stay quiet), autosaves (``--autosave``) and resumes a saved
game (``--resume``). SIGINT/SIGTERM close it cleanly: every client is told, the game saved.
Prints ``LISTENING <port>`` on stdout once it accepts connections; what the host refuses
(wrong PINs and lockouts, peers hung up on) is logged on stderr. With ``--internet`` it is
also a room by code across the internet (``docs/internet.md``) and prints ``CODE <code>``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import signal
import sys
import tomllib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from rules import OptionError, load_preset, preset_names, with_options
from uno_desktop import collector
from uno_desktop.net.admission import Limits
from uno_desktop.net.host import HostConfig, LanHost
from uno_desktop.net.identity import FILE_NAME as IDENTITY_FILE
from uno_desktop.net.identity import load_identity
from uno_desktop.net.protocol import PIN_MIN_CHARS
from uno_desktop.net.secure import HostIdentity
from uno_desktop.saves import SaveError

RESUME_REASONS = {
    "unreadable": "cannot be read",
    "malformed": "is damaged (truncated, or not a save file)",
    "invalid": "holds data this version does not understand",
    "version": "comes from another version of UNO Desktop",
    "bad_options": "has rule options this version refuses",
    "tampered": "does not replay: it was changed or is corrupt",
}
"""Why ``--resume`` refused a save, by :class:`SaveError` code: one line for the operator."""


def _parse_value(text: str) -> object:
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        return text


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="uno-desktop host", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--headless", action="store_true", help="no window (the only mode here)")
    ap.add_argument("--port", type=int, default=0, help="TCP port (0: any free port)")
    ap.add_argument("--address", default="", help="listen address (default: all interfaces)")
    ap.add_argument("--preset", default="official", help="rules preset: " + ", ".join(
        preset_names()))
    ap.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                    help="override one rule option, e.g. scoring=single_hand")
    ap.add_argument("--seats", type=int, default=4)
    ap.add_argument("--bots", type=int, default=0, help="seats played by bots from the start")
    ap.add_argument("--bot-level", default="normal")
    ap.add_argument("--pin", default="", help="PIN for joining (6 to 16 characters)")
    ap.add_argument("--room", default="UNO")
    ap.add_argument("--seed", type=int)
    ap.add_argument("--bot-delay-ms", type=int, default=700)
    ap.add_argument("--next-hand-ms", type=int, default=4000)
    ap.add_argument("--drop-grace-ms", type=int, default=5000)
    ap.add_argument("--turn-s", type=float, default=0, help="turn timer in seconds (0: off)")
    ap.add_argument("--window-ms", type=int, default=0,
                    help="close reaction windows after this long (0: at the next decision)")
    ap.add_argument("--autosave", type=Path, help="autosave file (written after every action)")
    ap.add_argument("--resume", type=Path, help="resume the game saved in this file")
    ap.add_argument("--identity", type=Path, metavar="FILE",
                    help="the host's key, made if missing (default: host_key beside "
                         "--autosave or --resume; without either, a new key for this run): "
                         "guests know the host by it when they come back")
    ap.add_argument("--coach", action="store_true", help="let players ask the coach for hints")
    ap.add_argument("--no-announce", action="store_true", help="no zeroconf announcement")
    ap.add_argument("--internet", action="store_true",
                    help="also a room by code across the internet (prints CODE <code>)")
    ap.add_argument("--mailbox", default="", help="the room's mailbox server (ws://HOST:PORT/v1;"
                    " default: magic-wormhole's public one)")
    ap.add_argument("--relay", default="", help="the room's transit relay (tcp:HOST:PORT;"
                    " default: magic-wormhole's public one)")
    ap.add_argument("--no-direct", action="store_true",
                    help="offer internet guests no direct path: everything through the relay")
    ap.add_argument("--interfaces", default="", help="zeroconf interfaces, comma-separated")
    ap.add_argument("--exit-when-over", action="store_true")
    ap.add_argument("--exit-after-actions", type=int, default=0, metavar="N",
                    help="close after N actions (benchmarks)")
    ap.add_argument("--timings", type=Path, metavar="FILE",
                    help="write the host's timings as JSON at exit, per action a peer sent: "
                         "[read at, every update written at (monotonic s), CPU s so far, "
                         "state id]")
    ap.add_argument("--ping-ms", type=int, default=2000)
    ap.add_argument("--handshake-ms", type=int, default=3000,
                    help="time a new connection has to say hello")
    ap.add_argument("--rate", type=float, default=100.0,
                    help="messages per second a client may send (burst: twice that)")
    ap.add_argument("--limit", action="append", default=[], metavar="NAME=VALUE",
                    help="override one of the host's limits on peers, e.g. max_backlog=65536 "
                         "or pin_lockout_s=60 (see uno_desktop/net/admission.py)")
    return ap


def _limits(args: argparse.Namespace) -> Limits:
    defaults = Limits()
    changes: dict[str, Any] = {"rate_per_s": args.rate, "burst": 2 * args.rate}
    for item in args.limit:
        key, _, value = (part.strip() for part in item.partition("="))
        if not hasattr(defaults, key):
            names = ", ".join(f.name for f in dataclasses.fields(Limits))
            raise ValueError(f"unknown limit {key!r}: one of {names}")
        try:
            changes[key] = type(getattr(defaults, key))(value)
        except ValueError:
            raise ValueError(f"limit {key} needs a number, not {value!r}") from None
    return Limits(**changes)


def config_from_args(args: argparse.Namespace) -> HostConfig:
    if 0 < len(args.pin) < PIN_MIN_CHARS:
        raise ValueError(f"the PIN needs at least {PIN_MIN_CHARS} characters (or none)")
    options = load_preset(args.preset)
    if args.set:
        changes = {}
        for item in args.set:
            key, _, value = item.partition("=")
            changes[key.strip()] = _parse_value(value.strip())
        options = with_options(options, **changes)
    return HostConfig(
        room=args.room, pin=args.pin, preset=args.preset, options=options, seats=args.seats,
        bots=args.bots, bot_level=args.bot_level, seed=args.seed,
        bot_delay_ms=args.bot_delay_ms, next_hand_ms=args.next_hand_ms,
        drop_grace_ms=args.drop_grace_ms, turn_ms=int(args.turn_s * 1000),
        window_ms=args.window_ms, autostart=True, autosave=args.autosave,
        ping_ms=args.ping_ms, handshake_ms=args.handshake_ms,
        limits=_limits(args),
        timings=args.timings is not None, coach=args.coach, identity=_identity(args))


def _identity(args: argparse.Namespace) -> HostIdentity | None:
    """The host's key: ``--identity``, else the one beside the save (so a resumed game is
    the same host to its guests), else ``None`` (a new one for this run)."""
    save = args.autosave or args.resume
    path = args.identity or (save.parent / IDENTITY_FILE if save is not None else None)
    return load_identity(path) if path is not None else None


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "host":
        argv = argv[1:]
    args = build_parser().parse_args(argv)
    try:
        config = config_from_args(args)
    except (OptionError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = QCoreApplication.instance() or QCoreApplication([])
    try:
        host = (LanHost.resume(args.resume, config) if args.resume else LanHost(config))
        port = host.listen(args.port, args.address or None)
    except SaveError as exc:
        print(f"error: {args.resume}: the saved game {RESUME_REASONS.get(exc.code, exc.code)}"
              f" ({exc.code})", file=sys.stderr)
        return 2
    except (OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    announcer = None
    if not args.no_announce:
        from uno_desktop.net.discovery import Announcer

        interfaces = [i for i in args.interfaces.split(",") if i] or None
        announcer = Announcer(interfaces=interfaces)
        announcer.announce(host, port, args.address)
        host.lobbyChanged.connect(lambda: announcer.update(host))
    if args.internet:  # imported only here: a LAN host never loads the internet rooms
        from uno_desktop.net.internet.room import InternetRoom
        from uno_desktop.net.internet.servers import ServerError, servers

        try:
            where = servers(args.mailbox, args.relay)
        except ServerError as exc:
            print(f"error: {exc.code}", file=sys.stderr)
            return 2
        room = InternetRoom(host, where, direct=not args.no_direct,
                            direct_address=args.address or None)
        room.codeChanged.connect(lambda: print(f"CODE {room.code}", flush=True))
        room.stateChanged.connect(lambda: logging.info("internet room: %s", room.state))
        room.guestLinked.connect(lambda who, path: logging.info("%s linked (%s)", who, path))
        room.start()

    def shutdown(*_args: object) -> None:
        host.close("host_quit")
        QTimer.singleShot(200, app.quit)

    signal.signal(signal.SIGINT, lambda *_: QTimer.singleShot(0, shutdown))
    signal.signal(signal.SIGTERM, lambda *_: QTimer.singleShot(0, shutdown))
    wake = QTimer()
    wake.start(100)  # let Python run its signal handlers while Qt waits
    wake.timeout.connect(lambda: None)
    if args.exit_when_over:
        def end() -> None:
            host.close("game_over")
            QTimer.singleShot(200, app.quit)

        host.gameEnded.connect(lambda: QTimer.singleShot(500, end))
    if args.exit_after_actions:
        host.actionApplied.connect(
            lambda sid: sid >= args.exit_after_actions and QTimer.singleShot(0, shutdown))
    collector.settle(app)  # start-up frozen; collected once each action is told, and on a timer
    print(f"LISTENING {port}", flush=True)
    code = app.exec()
    if announcer is not None:
        announcer.close()
        announcer.wait_closed(5)
    if args.timings is not None and host.timings is not None:
        args.timings.write_text(json.dumps(host.timings))
    return code


if __name__ == "__main__":
    sys.exit(main())
