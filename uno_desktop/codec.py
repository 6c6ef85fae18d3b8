"""msgspec encoding of the core's actions, events, views and game records.

The same machinery serves saves (JSON) and the wire format (MessagePack). msgspec decodes
strictly into the core's own frozen dataclasses; a union of dataclasses cannot be decoded
directly, so actions and events travel as ``{type, body}`` with the body decoded once the
core's tag names the class. Everything decoded is checked again by the core on replay.
"""

from __future__ import annotations

from typing import Any

import msgspec

from rules import ACTION_TYPES, EVENT_TYPES, GameRecord, PlayerView, RecordedAction
from rules.actions import Action, action_tag
from rules.cards import Card
from rules.events import Event, event_tag
from rules.options import OptionError, RuleOptions, validate

_ACTION_CLASSES = frozenset(ACTION_TYPES.values())
"""Which objects are actions (the rest that is tagged are events): a set, not a scan of the
registry (an event was compared with every action class)."""


class CodecError(ValueError):
    """Bytes that do not decode to what was expected; ``code`` is stable for the UI."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code, self.detail = code, detail
        super().__init__(f"{code}: {detail}" if detail else code)


class Tagged(msgspec.Struct, forbid_unknown_fields=True):
    """An action or event on the wire: the core's tag and the encoded dataclass."""

    type: str
    body: msgspec.Raw


class WireStep(msgspec.Struct, forbid_unknown_fields=True):
    seat: int | None
    action: Tagged


class WireRecord(msgspec.Struct, forbid_unknown_fields=True):
    options: RuleOptions
    seats: int
    seed: int
    actions: list[WireStep]
    deck: list[Card] | None = None
    dealer: int | None = None
    version: int = 1


class Format:
    """One serialisation (JSON for saves, MessagePack for the wire)."""

    def __init__(self, module: Any) -> None:
        self.module = module
        self.encoder = module.Encoder()
        self._decoders: dict[Any, Any] = {}

    def encode(self, obj: Any) -> bytes:
        return bytes(self.encoder.encode(obj))

    def decode(self, data: bytes, type_: Any) -> Any:
        decoder = self._decoders.get(type_)
        if decoder is None:
            decoder = self._decoders[type_] = self.module.Decoder(type_)
        try:
            return decoder.decode(data)
        except msgspec.ValidationError as exc:
            raise CodecError("invalid", str(exc)) from exc
        except msgspec.DecodeError as exc:
            raise CodecError("malformed", str(exc)) from exc
        except RecursionError as exc:  # thousands of nested arrays or maps
            raise CodecError("malformed", "nested too deeply") from exc

    # ------------------------------------------------------------ tagged objects

    def tagged(self, obj: Any) -> Tagged:
        tag = action_tag(obj) if type(obj) in _ACTION_CLASSES else event_tag(obj)
        return Tagged(tag, msgspec.Raw(self.encode(obj)))

    def untag(self, tagged: Tagged, registry: dict[str, type]) -> Any:
        cls = registry.get(tagged.type)
        if cls is None:
            raise CodecError("unknown_type", tagged.type)
        return self.decode(bytes(tagged.body), cls)

    def encode_action(self, action: Action) -> bytes:
        return self.encode(self.tagged(action))

    def decode_action(self, data: bytes) -> Action:
        action: Action = self.untag(self.decode(data, Tagged), ACTION_TYPES)
        return action

    def encode_event(self, event: Event) -> bytes:
        return self.encode(self.tagged(event))

    def decode_event(self, data: bytes) -> Event:
        event: Event = self.untag(self.decode(data, Tagged), EVENT_TYPES)
        return event

    def encode_view(self, view: PlayerView) -> bytes:
        return self.encode(view)

    def decode_view(self, data: bytes) -> PlayerView:
        view: PlayerView = self.decode(data, PlayerView)
        return view

    # ------------------------------------------------------------ records

    def encode_record(self, record: GameRecord) -> bytes:
        return self.encode(self.record_to_wire(record))

    def record_to_wire(self, record: GameRecord) -> WireRecord:
        return WireRecord(
            options=record.options,
            seats=record.seats,
            seed=record.seed,
            actions=[WireStep(s.seat, self.tagged(s.action)) for s in record.actions],
            deck=list(record.deck) if record.deck is not None else None,
            dealer=record.dealer,
            version=record.version,
        )

    def decode_record(self, data: bytes) -> GameRecord:
        return self.record_from_wire(self.decode(data, WireRecord))

    def record_from_wire(self, wire: WireRecord) -> GameRecord:
        """Rebuild the core's record; options are validated again by the core."""
        try:
            options = validate(wire.options, "record")
        except OptionError as exc:
            raise CodecError("bad_options", str(exc)) from exc
        return GameRecord(
            options=options,
            seats=wire.seats,
            seed=wire.seed,
            actions=tuple(RecordedAction(s.seat, self.untag(s.action, ACTION_TYPES))
                          for s in wire.actions),
            deck=tuple(wire.deck) if wire.deck is not None else None,
            dealer=wire.dealer,
            version=wire.version,
        )


JSON = Format(msgspec.json)
MSGPACK = Format(msgspec.msgpack)
