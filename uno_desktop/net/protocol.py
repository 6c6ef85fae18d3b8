"""The LAN wire protocol: typed messages, strict decoding, length-prefixed frames. No Qt.

Every message is a msgspec struct in one of two tagged unions (client→host, host→client),
tagged by the field ``t``. Unknown fields, unknown tags and wrong types are refused, so a
broken or hostile peer is caught here, before the host looks at the content. Actions and
events reuse the codec's ``{type, body}`` wrapping; views travel whole once (``Snapshot``)
and then as :data:`ViewPatch` deltas, which keeps an update to a few hundred bytes.
Every field a client keeps or shows (ids, tokens, names, counts) is bounded here, so a
hostile host's message is refused whole before the client looks at it. Before any of these
messages, the two sides run the secure handshake (:mod:`.secure`, with :data:`APP` and
:data:`CONTEXT`); every message after it travels sealed. See ``docs/protocol.md`` for the
conversation itself.
"""

from __future__ import annotations

import dataclasses
import operator
import struct
import typing
from typing import Annotated, Any

import msgspec
from msgspec import UNSET, Meta, UnsetType

from rules import ACTION_TYPES, EVENT_TYPES, PlayerView, RuleOptions
from rules.actions import Action
from rules.events import Event
from uno_desktop.codec import MSGPACK, CodecError, Tagged

PROTOCOL_VERSION = 5
APP = f"uno-lan/{PROTOCOL_VERSION}"
"""The application protocol a guest names in the secure handshake's offer: a host that
speaks another refuses it (``version_mismatch``) before any key work."""
CONTEXT = b"uno-desktop LAN room"
"""What both sides of a LAN link bind into the handshake beyond the PIN. A LAN room is
reached by its address, which a guest may know under another name than the host (a NAT,
a name), so the host's signed key, not the address, says which host it is."""
SERVICE_TYPE = "_uno-desktop._tcp.local."
SEALED = 24
"""Bytes a sealed frame adds to a message (``secure.OVERHEAD``, without importing the
cryptography here: the protocol's messages are needed where no link is)."""
MAX_FRAME = (1 << 20) + SEALED
"""Largest frame a client accepts (a snapshot with many missed events), sealed."""
MAX_CLIENT_FRAME = 16 * 1024 + SEALED
"""Largest frame the host accepts, sealed: clients only ever send small messages."""
HEADER = struct.Struct(">I")

NAME_MAX_CHARS = 64
"""Code points in a name on the wire; the host keeps 24 user-perceived characters
(:mod:`.names`), and an emoji or a flag is several code points."""
Name = Annotated[str, Meta(min_length=1, max_length=NAME_MAX_CHARS)]
SeatName = Annotated[str, Meta(max_length=NAME_MAX_CHARS)]
ChatText = Annotated[str, Meta(min_length=1, max_length=200)]
TOKEN_MAX_CHARS = 43
"""A seat's token: ``secrets.token_urlsafe(24)`` is 32 characters; up to 32 bytes' worth."""
Token = Annotated[str, Meta(max_length=TOKEN_MAX_CHARS, pattern="^[A-Za-z0-9_-]*$")]
GAME_ID_MAX_CHARS = 32
"""A game's id: 16 hex digits (``secrets.token_hex(8)``)."""
GameId = Annotated[str, Meta(max_length=GAME_ID_MAX_CHARS, pattern="^[A-Za-z0-9_-]*$")]
ROOM_MAX_CHARS = 160
"""Code points in a room's name on the wire (40 user-perceived characters, see names)."""
RoomName = Annotated[str, Meta(max_length=ROOM_MAX_CHARS)]
Label = Annotated[str, Meta(max_length=64)]
"""An edition's or a preset's name."""
Detail = Annotated[str, Meta(max_length=200)]
MAX_SEATS = 10
"""Seats at one table (the core's ``MAX_SEATS``)."""
SeatCount = Annotated[int, Meta(ge=2, le=MAX_SEATS)]
Count = Annotated[int, Meta(ge=0, le=1 << 20)]
PIN_MAX_CHARS = 16
PIN_MIN_CHARS = 6
"""A new room's PIN has at least this many characters (or none): against the host's
budget of wrong PINs (docs/protocol.md), 4 digits fall to one in 290 over a 3-hour game,
6 to one in 28,000. A saved room keeps the PIN it had."""
Code = Annotated[str, Meta(max_length=64, pattern="^[a-z0-9_]*$")]
SeatNo = Annotated[int, Meta(ge=0, lt=MAX_SEATS)]


class Msg(msgspec.Struct, forbid_unknown_fields=True, tag_field="t", kw_only=True):
    """Base of every message: strict, tagged by ``t``."""


# ---------------------------------------------------------------- client → host


class Hello(Msg, tag="hello"):
    """First message of a connection, the first one sealed. ``token`` reclaims a seat
    (reconnect, resumed game); ``last_state`` is the last state id the client saw in game
    ``game_id``, so only the missed events come back. No PIN: the handshake before it was
    run on the PIN, which never travels."""

    v: int
    name: SeatName  # "": no name chosen; every client says its own language's default
    token: Token = ""
    seat: SeatNo | None = None
    spectate: bool = False
    game_id: GameId = ""
    last_state: int = -1


class Ready(Msg, tag="ready"):
    ready: bool


class Act(Msg, tag="act"):
    """An action for ``seat`` (must be the connection's own), taken at ``state_id``."""

    seat: SeatNo
    state_id: int
    action: Tagged


class Shown(Msg, tag="shown"):
    """The client's table has shown everything up to ``state_id``: the host's clock (the
    UNO grace, races, bot pauses) counts from here, never longer than its ack timeout."""

    state_id: int


class Say(Msg, tag="say"):
    text: ChatText


class React(Msg, tag="react"):
    """A quick reaction from the connection's seat (one of ``reactions.REACTIONS``)."""

    reaction: Code


class Resync(Msg, tag="resync"):
    """Ask for a fresh snapshot plus the events after ``state_id``."""

    state_id: int = -1


class Bye(Msg, tag="bye"):
    """Leaving on purpose: the seat goes to a bot at once."""


# ---------------------------------------------------------------- both ways


class Ping(Msg, tag="ping"):
    seq: int


class Pong(Msg, tag="pong"):
    seq: int


# ---------------------------------------------------------------- host → client


class SeatState(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One seat in the lobby: ``kind`` is ``empty``, ``human`` or ``bot``; ``standin`` when a
    bot plays for a dropped human."""

    name: SeatName = ""
    kind: Annotated[str, Meta(pattern="^(empty|human|bot)$")] = "empty"
    connected: bool = False
    ready: bool = False
    standin: bool = False


class Welcome(Msg, tag="welcome"):
    """The host took the connection: ``seat`` is its seat (``None``: spectator) and
    ``token`` reclaims it later. Every field is bounded; the client also checks that the
    seat is at the table and the options are ones the rules accept."""

    v: int
    game_id: GameId
    room: RoomName
    seat: SeatNo | None
    token: Token
    edition: Label
    preset: Label
    seats: SeatCount
    options: RuleOptions
    pin_required: bool = False
    coach: bool = False  # the host lets players ask the coach (off unless it says so)


class Lobby(Msg, tag="lobby"):
    seats: Annotated[list[SeatState], Meta(max_length=MAX_SEATS)]
    started: bool
    spectators: Count = 0


class Snapshot(Msg, tag="snapshot"):
    """The full view plus the events after state ``since`` (``-1``: the whole history, which
    replaces the client's; ``truncated``: only the newest of them)."""

    view: PlayerView
    events: list[Tagged]
    legal: list[Tagged] = []
    since: int = -1
    truncated: bool = False


class Error(Msg, tag="error"):
    """Something was refused. ``state_id`` is set when it was an action (the rules' code, or
    ``stale_state``, ``not_your_seat``…): nothing changed. ``fatal``: the host hangs up."""

    code: Code
    detail: Detail = ""
    fatal: bool = False
    state_id: int | None = None


class Chat(Msg, tag="chat"):
    seat: SeatNo | None
    name: SeatName  # "": the sender chose none (each client words its default)
    text: ChatText


class Reaction(Msg, tag="reaction"):
    """A quick reaction, shown at ``seat`` (a person's or a bot's)."""

    seat: SeatNo
    reaction: Code


class Clock(Msg, tag="clock"):
    """A host timer started: ``kind`` is ``turn``, ``catch`` or ``window``; ``ms`` from now."""

    kind: Annotated[str, Meta(pattern="^(turn|catch|window)$")]
    seat: SeatNo | None
    ms: Annotated[int, Meta(ge=0, le=24 * 3600 * 1000)]
    state_id: int


class Closing(Msg, tag="closing"):
    """The host is going away; ``resumable`` when it saved the game to resume later."""

    reason: Code
    resumable: bool = False


def _view_patch_type() -> type:
    hints = typing.get_type_hints(PlayerView)
    fields = [(f.name, hints[f.name] | UnsetType, UNSET) for f in dataclasses.fields(PlayerView)]
    return msgspec.defstruct("ViewPatch", fields, forbid_unknown_fields=True, kw_only=True)


ViewPatch: Any = _view_patch_type()
"""A :class:`PlayerView` delta: only the fields that changed are present."""
VIEW_FIELDS = tuple(f.name for f in dataclasses.fields(PlayerView))
_view_values = operator.attrgetter(*VIEW_FIELDS)
"""A view's (or a patch's) fields as one tuple, in ``VIEW_FIELDS`` order."""
_VIEW_RANGE = range(len(VIEW_FIELDS))


class Update(Msg, tag="update"):
    """What one action did, as this seat may see it: redacted events, a view delta, and the
    seat's legal actions now (all of them; empty when it has nothing to decide)."""

    events: list[Tagged]
    patch: ViewPatch
    legal: list[Tagged] = []


ClientMsg = Hello | Ready | Act | Shown | Say | React | Resync | Bye | Ping | Pong
HostMsg = (Welcome | Lobby | Snapshot | Update | Error | Chat | Reaction | Clock | Closing
           | Ping | Pong)
CLIENT_TAGS = frozenset(c.__struct_config__.tag for c in typing.get_args(ClientMsg))
HOST_TAGS = frozenset(c.__struct_config__.tag for c in typing.get_args(HostMsg))


# ---------------------------------------------------------------- encode / decode


class ProtocolError(ValueError):
    """A frame that is not a valid message; ``code`` goes back to the peer in ``Error``."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code, self.detail = code, detail
        super().__init__(f"{code}: {detail}" if detail else code)


def refused_from_host(exc: ProtocolError) -> str:
    """The code a client reports for a host's message it refused: ``bad_event`` (an event
    it could not read) or ``bad_host_message``. The codes a ProtocolError carries name what
    the *host* refuses of a client's ("The host received an invalid message."): said of
    the host's own message, they would blame the wrong side."""
    return exc.code if exc.code == "bad_event" else "bad_host_message"


class _Envelope(msgspec.Struct):
    t: str


_ENCODER = msgspec.msgpack.Encoder()
_CLIENT_DECODER = msgspec.msgpack.Decoder(ClientMsg)
_HOST_DECODER = msgspec.msgpack.Decoder(HostMsg)
_ENVELOPE = msgspec.msgpack.Decoder(_Envelope)


def encode(msg: Msg) -> bytes:
    """One message as a frame: 4-byte big-endian length, then MessagePack."""
    body = _ENCODER.encode(msg)
    return HEADER.pack(len(body)) + body


def encode_body(msg: Msg) -> bytes:
    return _ENCODER.encode(msg)


def _decode(data: bytes, decoder: msgspec.msgpack.Decoder[Any], tags: frozenset[str]) -> Any:
    try:
        return decoder.decode(data)
    except msgspec.ValidationError as exc:
        try:
            tag = _ENVELOPE.decode(data).t
        except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
            raise ProtocolError("invalid_message", str(exc)) from exc
        if tag not in tags:
            raise ProtocolError("unknown_message", tag[:64]) from exc
        raise ProtocolError("invalid_message", str(exc)) from exc
    except msgspec.DecodeError as exc:
        raise ProtocolError("malformed", str(exc)) from exc
    except RecursionError as exc:  # msgspec recurses once per nested array or map
        raise ProtocolError("malformed", "nested too deeply") from exc


def decode_client(data: bytes) -> Any:
    """A client→host message body (without the length prefix), strictly."""
    return _decode(data, _CLIENT_DECODER, CLIENT_TAGS)


def decode_host(data: bytes) -> Any:
    """A host→client message body (without the length prefix), strictly."""
    return _decode(data, _HOST_DECODER, HOST_TAGS)


def tag_of(data: bytes) -> str | None:
    """The ``t`` of a message body, if it is a map that has one: what an older peer's
    frame in the clear is (a version-2 client's ``hello``, a version-2 host's ``error``),
    to answer it with a refusal it understands."""
    try:
        return _ENVELOPE.decode(data).t
    except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
        return None


def wrap(obj: object) -> Tagged:
    """An action or event as ``{type, body}``."""
    return MSGPACK.tagged(obj)


def unwrap_action(tagged: Tagged) -> Action:
    try:
        action: Action = MSGPACK.untag(tagged, ACTION_TYPES)
        return action
    except CodecError as exc:
        raise ProtocolError("bad_action", exc.code) from exc


def unwrap_event(tagged: Tagged) -> Event:
    try:
        event: Event = MSGPACK.untag(tagged, EVENT_TYPES)
        return event
    except CodecError as exc:
        raise ProtocolError("bad_event", exc.code) from exc


# ---------------------------------------------------------------- view deltas


def diff_view(old: PlayerView | None, new: PlayerView) -> Any:
    """The patch that turns ``old`` into ``new`` (everything when ``old`` is ``None``).
    The host makes one per seat after every action: the fields are read in one go."""
    values = _view_values(new)
    if old is None:
        return ViewPatch(**dict(zip(VIEW_FIELDS, values, strict=True)))
    before = _view_values(old)
    return ViewPatch(**{VIEW_FIELDS[i]: values[i] for i in _VIEW_RANGE
                        if values[i] != before[i]})


CardCode = Annotated[str, Meta(max_length=40, pattern="^[a-z0-9_]+$")]
Cards = Annotated[list[CardCode], Meta(max_length=200)]
PanNo = Annotated[int, Meta(ge=0, le=1)]


class _Tilt(msgspec.Struct, forbid_unknown_fields=True):
    player: SeatNo
    pan: PanNo


EDITION_STATE: dict[str, dict[str, Any]] = {
    "spin": {"wheel": Label},
    "speed_racer": {"race_number": Annotated[int, Meta(ge=0, le=9)]},
    "flash": {"time_limit_ms": Annotated[int, Meta(ge=0, le=60_000)],
              "slap_pressed": Annotated[list[SeatNo], Meta(max_length=MAX_SEATS)]},
    "tippo": {"pans": Annotated[list[Cards], Meta(max_length=2)],
              "pan_sizes": Annotated[list[Count], Meta(max_length=2)],
              "pan_colors": Annotated[list[Label | None], Meta(max_length=2)],
              "open_pans": Annotated[list[PanNo], Meta(min_length=1, max_length=2)],
              "current_pan": PanNo, "aside": Cards, "tilt": _Tilt},
    "cars": {"lap": Annotated[int, Meta(ge=1, le=MAX_SEATS)]},
}
"""What each edition's view may show of its devices (``Edition.public_state`` in the core),
as a client takes it from a host: a key or a value of another shape is refused like any
other invalid message, so the table never reads a device state that cannot be true.
(tests/net/test_protocol.py holds it to every view of seeded games of every edition.)"""


def check_edition_state(view: PlayerView) -> None:
    """Refuse (``invalid_message``) a view whose device state is not its edition's."""
    shapes = EDITION_STATE.get(view.edition, {})
    for key, value in view.edition_state.items():
        shape = shapes.get(key)
        if shape is None:
            raise ProtocolError("invalid_message", f"view: {view.edition} shows no {key!r}")
        try:
            msgspec.convert(value, shape)
        except msgspec.ValidationError as exc:
            raise ProtocolError("invalid_message", f"view: {key}: {exc}") from exc


def apply_patch(view: PlayerView, patch: Any) -> PlayerView:
    """``view`` with ``patch`` applied: a new view (``view`` itself when nothing changed)."""
    new: PlayerView | None = None
    for name, value in zip(VIEW_FIELDS, _view_values(patch), strict=True):
        if value is not UNSET:
            if new is None:
                new = PlayerView(*_view_values(view))  # its __init__ takes the fields in order
            setattr(new, name, value)
    return view if new is None else new


# ---------------------------------------------------------------- framing


@dataclasses.dataclass(frozen=True, slots=True)
class Oversize:
    """A frame announced larger than the limit; its bytes are skipped, not buffered."""

    size: int


class FrameReader:
    """Splits a byte stream into frames. An oversize frame is reported once and skipped
    as it streams past (never buffered), so the stream stays in sync, the peer may go on
    and memory stays at the size of one allowed frame."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buf = bytearray()
        self._skip = 0

    def feed(self, data: bytes | bytearray | memoryview) -> list[bytes | Oversize]:
        chunk = memoryview(data)
        if self._skip:
            n = min(self._skip, len(chunk))
            self._skip -= n
            chunk = chunk[n:]
        self._buf += chunk
        out: list[bytes | Oversize] = []
        start = 0
        buf = self._buf
        while len(buf) - start >= HEADER.size:
            (size,) = HEADER.unpack_from(buf, start)
            end = start + HEADER.size + size
            if size > self.limit:
                out.append(Oversize(size))
                self._skip = max(0, end - len(buf))
                start = min(end, len(buf))
                continue
            if len(buf) < end:
                break
            out.append(bytes(buf[start + HEADER.size:end]))
            start = end
        # A fresh buffer, not a shrunk one: a bytearray keeps its largest size otherwise.
        self._buf = bytearray(buf[start:]) if start else buf
        return out

    def buffered(self) -> int:
        """Bytes held for a frame not complete yet."""
        return len(self._buf)

    def in_frame(self) -> bool:
        """A frame has begun and is not whole yet (or an oversize one is still skipped)."""
        return bool(self._buf) or self._skip > 0
