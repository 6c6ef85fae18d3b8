"""A lean client of magic-wormhole's mailbox server (the rendezvous) on ``QWebSocket``.

The server's protocol is documented (magic-wormhole-protocols, ``server-protocol.md``):
JSON over one WebSocket, ``bind`` with our app id and a random *side*, then ``allocate``
or ``claim`` a nameplate (a short number; it points to a mailbox), ``open`` the mailbox,
``add`` messages to it (each with a *phase*), ``release`` the nameplate and ``close`` the
mailbox. A mailbox holds two sides at most (a third is ``crowded``) and each connection may
claim, release, open and close once; the server keeps everything in its database, so after
a lost connection (the server restarted, the network changed) :class:`Mailbox` connects
again, binds the same side and claims and opens what it had (both are idempotent for a
side), and sends its messages again: the server redelivers the mailbox's messages, and
this class passes each (side, phase) on once. The full magic-wormhole library would bring
Twisted and autobahn into the game (+34 MiB in the bundle, 0.3 s to import); this is the
part of it the rooms need.

Everything from the server is checked before use (a hostile server gets an error, never a
crash): sizes, types and the hex bodies.
"""

from __future__ import annotations

import json
import logging
import secrets
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QTimer, QUrl, Signal
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket

from uno_desktop import qtcompat

qtcompat.apply()  # PySide6 6.12 on CPython 3.11 leaks None/True references

log = logging.getLogger(__name__)

MAX_SERVER_MESSAGE = 64 * 1024
"""Largest message taken from the server: ours are a few hundred bytes, a server that
sends more is not one to trust (``QWebSocket`` refuses it before it is buffered)."""
MAX_BODY = 16 * 1024
"""Largest message body (after hex decoding) passed on to the room."""
RETRY_FIRST_MS = 500
RETRY_MAX_MS = 8000
"""Reconnect after a growing wait (×1.5 each time), as the protocol asks of clients."""


def new_side() -> str:
    """A random side: how the server and the peer tell our messages from theirs."""
    return secrets.token_hex(8)


def parse_server(payload: bytes | str) -> dict[str, Any]:
    """One server message as a dict with a string ``type``; ``ValueError`` otherwise."""
    if len(payload) > MAX_SERVER_MESSAGE:
        raise ValueError("server message too large")
    try:
        msg = json.loads(payload)
    except (ValueError, RecursionError) as exc:
        raise ValueError("server message is not JSON") from exc
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise ValueError("server message without a type")
    return msg


def _text(msg: dict[str, Any], key: str, limit: int = 200) -> str:
    value = msg.get(key)
    if not isinstance(value, str) or not value or len(value) > limit:
        raise ValueError(f"server message without a valid {key!r}")
    return value


class Mailbox(QObject):
    """One side's connection to the mailbox server, kept up until :meth:`shutdown`.

    Call the commands in the protocol's order (:meth:`allocate` or :meth:`claim`, then
    :meth:`open`, :meth:`add`, :meth:`release`, :meth:`close_mailbox`); they wait for the
    connection and are sent again, in order, after a reconnect.
    """

    connectedChanged = Signal(bool)  # the WebSocket is up (bound) / down (reconnecting)
    welcomed = Signal(dict)  # the server's welcome (``your-address``, ``motd``)
    allocated = Signal(str)  # nameplate
    claimed = Signal(str)  # mailbox id
    released = Signal()
    message = Signal(str, str, bytes)  # the peer's side, phase, body: each (side, phase) once
    closed = Signal()
    failed = Signal(str, str)  # code (crowded, refused, server_error), detail (plain text)

    def __init__(self, url: str, app_id: str, side: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.app_id = app_id
        self.side = side or new_side()
        self.nameplate = ""
        self.mailbox = ""
        self.up = False
        self.retry_ms = RETRY_FIRST_MS
        self.attempts = 0
        self._want_allocate = False
        self._want_claim = False
        self._want_release = False
        self._want_close = ""  # the mood, once close was asked for
        self._released = False
        self._closed = False
        self._adds: list[tuple[str, str]] = []  # (phase, hex body), sent again on reconnect
        self._seen: set[tuple[str, str]] = set()
        self._stopped = False
        self.ws = QWebSocket("", parent=self)
        self.ws.setMaxAllowedIncomingMessageSize(MAX_SERVER_MESSAGE)
        self.ws.setMaxAllowedIncomingFrameSize(MAX_SERVER_MESSAGE)
        self.ws.connected.connect(self._on_connected)
        self.ws.disconnected.connect(self._on_disconnected)
        self.ws.textMessageReceived.connect(self._on_message)
        self.ws.binaryMessageReceived.connect(self._on_binary)
        self.ws.errorOccurred.connect(self._on_error)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)

    # ------------------------------------------------------------------ commands

    def start(self) -> None:
        """Connect (and keep connecting after a loss) until :meth:`shutdown`."""
        self._stopped = False
        self._connect()

    def allocate(self) -> None:
        """Ask the server for the shortest free nameplate (claimed for us at once)."""
        self._want_allocate = True
        self._send({"type": "allocate"})

    def claim(self, nameplate: str) -> None:
        self.nameplate = nameplate
        self._want_claim = True
        self._send({"type": "claim", "nameplate": nameplate})

    def open(self, mailbox: str) -> None:
        self.mailbox = mailbox
        self._send({"type": "open", "mailbox": mailbox})

    def add(self, phase: str, body: bytes) -> None:
        self._adds.append((phase, body.hex()))
        self._send({"type": "add", "phase": phase, "body": body.hex()})

    def release(self) -> None:
        if self._want_release or not self.nameplate:
            return
        self._want_release = True
        self._send({"type": "release", "nameplate": self.nameplate})

    def close_mailbox(self, mood: str = "happy") -> None:
        if self._want_close or not self.mailbox:
            return
        self._want_close = mood
        self._send({"type": "close", "mailbox": self.mailbox, "mood": mood})

    def shutdown(self) -> None:
        """Hang up for good (release and close first if the room is done with them)."""
        self._stopped = True
        self._retry.stop()
        self.ws.abort()

    # ------------------------------------------------------------------ the socket

    def _connect(self) -> None:
        if self._stopped:
            return
        self.attempts += 1
        self.ws.abort()
        self.ws.open(QUrl(self.url))

    def _send(self, msg: dict[str, Any]) -> None:
        if self.up:
            self.ws.sendBinaryMessage(QByteArray(json.dumps(msg).encode()))

    def _on_connected(self) -> None:
        self.up = True
        self.retry_ms = RETRY_FIRST_MS
        self._send({"type": "bind", "appid": self.app_id, "side": self.side,
                    "client_version": ["uno-desktop", "1"]})
        # What the room asked for so far, again: every command is idempotent for a side
        # across connections (a nameplate released or a mailbox closed is not asked again).
        if self.nameplate and self._want_claim and not self._released:
            self._send({"type": "claim", "nameplate": self.nameplate})
        elif self._want_allocate and not self.nameplate:
            self._send({"type": "allocate"})
        if self.mailbox and not self._closed:
            self._send({"type": "open", "mailbox": self.mailbox})
            for phase, body in self._adds:
                self._send({"type": "add", "phase": phase, "body": body})
        if self._want_release and not self._released:
            self._send({"type": "release", "nameplate": self.nameplate})
        if self._want_close and not self._closed:
            self._send({"type": "close", "mailbox": self.mailbox, "mood": self._want_close})
        self.connectedChanged.emit(True)

    def _on_disconnected(self) -> None:
        was_up, self.up = self.up, False
        if was_up:
            self.connectedChanged.emit(False)
        if not self._stopped and not self._retry.isActive():
            self._retry.start(self.retry_ms)
            self.retry_ms = min(RETRY_MAX_MS, int(self.retry_ms * 1.5))

    def _on_error(self, _error: QAbstractSocket.SocketError) -> None:
        if self.ws.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._on_disconnected()

    def _on_binary(self, payload: QByteArray) -> None:
        self._on_message(bytes(payload.data()))

    def _on_message(self, payload: bytes | str) -> None:
        try:
            self._handle(parse_server(payload))
        except ValueError as exc:
            log.warning("mailbox server %s: %s", self.url, exc)
            self.failed.emit("server_error", str(exc))

    def _handle(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "welcome":
            welcome = msg.get("welcome")
            welcome = welcome if isinstance(welcome, dict) else {}
            error = welcome.get("error")
            if error is not None:  # the operator turned clients away: say why, stop
                self._stopped = True
                self.failed.emit("refused", str(error)[:300])
                self.ws.abort()
                return
            self.welcomed.emit(welcome)
        elif kind == "allocated" and not self.nameplate:
            self.nameplate = _text(msg, "nameplate", 40)
            if not self.nameplate.isdigit():
                raise ValueError("nameplate with non-digits")
            self._want_claim = True
            self._send({"type": "claim", "nameplate": self.nameplate})  # to learn the mailbox
            self.allocated.emit(self.nameplate)
        elif kind == "claimed":
            mailbox = _text(msg, "mailbox", 100)
            if not self.mailbox:
                self.claimed.emit(mailbox)
        elif kind == "released":
            if not self._released:
                self._released = True
                self.released.emit()
        elif kind == "message":
            side, phase, body = (_text(msg, "side", 100), _text(msg, "phase", 100),
                                 msg.get("body"))
            if not isinstance(body, str) or len(body) > 2 * MAX_BODY:
                raise ValueError("message body too large")
            data = bytes.fromhex(body)  # a ValueError if it is not hex
            if not self.mailbox or side == self.side or (side, phase) in self._seen:
                return  # none opened, our own echo, or one delivered again after a reconnect
            self._seen.add((side, phase))
            self.message.emit(side, phase, data)
        elif kind == "closed":
            if not self._closed:
                self._closed = True
                self.closed.emit()
        elif kind == "error":
            error = str(msg.get("error", ""))[:200]
            if error == "crowded":
                self.failed.emit("crowded", error)
            elif error == "reclaimed":
                self.failed.emit("reclaimed", error)
            else:
                log.warning("mailbox server %s refused a command: %s", self.url, error)
                self.failed.emit("server_error", error)
        # ack, pong, nameplates and anything newer: nothing to do
