"""Record files: one game as a file that any install replays exactly (standard library only).

A record file is JSON: a format tag and version, the game record (options, seats, seed,
stacked deck, every action: the same ``record`` object a save holds), who sat where, the
outcome the game reached, and a SHA-256 digest of those three. The app writes and reads it
with msgspec (``uno_desktop/saves.py``); this module is its reader without msgspec, for
``python -m rules replay``, and the one place for what both sides share: the tag, the
version, the digest, the outcome and the error codes.

Reading checks everything before anyone sees the game: the shape (unknown keys of the
envelope and of the record refused, as msgspec's strict structs do; a record class ignores
unknown keys, as msgspec does), the digest (any edit, even a legal one), the options, every
action through the core, and that the replay ends where the file says it did. Failures are
a :class:`RecordFileError` whose ``code`` the app translates:

``malformed`` (truncated, not JSON), ``invalid`` (wrong shape or format), ``version`` (a
newer file, or a record version this core does not replay), ``bad_options``, ``tampered``
(the digest does not match, or the core refuses an action), ``diverged`` (it replays, but
ends elsewhere: a core whose rules differ). No other exception leaves :func:`read`: deep
nesting, bad UTF-8 and numbers out of range (a ``saved_at`` of 400 digits) are ``malformed``
or ``invalid`` too.
"""

from __future__ import annotations

import hashlib
import json
import types
from dataclasses import MISSING, dataclass, fields, is_dataclass
from enum import Enum
from typing import Any, Union, get_args, get_origin, get_type_hints

import rules.editions  # noqa: F401 - registers every edition's actions, so every tag decodes
from rules.actions import ACTION_TYPES
from rules.cards import Card
from rules.game import Game
from rules.options import OptionError, RuleOptions, validate
from rules.record import GameRecord, RecordedAction, ReplayError, replay
from rules.records import record

FORMAT = "uno-desktop-record"
VERSION = 1
SEAT_KINDS = ("human", "bot")
BOT_LEVELS = ("easy", "normal", "hard")
SAVED_AT_MAX = 253402300799.0
"""The last second of the year 9999: a ``saved_at`` beyond it is no date (both readers)."""


@record
class RecordedSeat:
    """Who sat in a seat: a name, ``human`` or ``bot``, and a bot's level."""

    name: str
    kind: str = "human"
    level: str = "normal"


@record
class Outcome:
    """Where the game stood when it was written: a replay must end exactly here."""

    state_id: int
    hand_number: int
    scores: tuple[int, ...]
    winner: int | None = None
    over: bool = False


def outcome_of(game: Game) -> Outcome:
    return Outcome(state_id=game.state_id, hand_number=game.hand_number,
                   scores=tuple(game.scores), winner=game.game_winner, over=game.over)


class RecordFileError(ValueError):
    """A record file that cannot be watched; ``code`` says why (see the module docstring)."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code, self.detail = code, detail
        super().__init__(f"{code}: {detail}" if detail else code)


def digest(record_json: object, seats_json: object, outcome_json: object) -> str:
    """SHA-256 of the file's record, seats and outcome, as parsed JSON values written in one
    canonical form (sorted keys, no spaces, ASCII), so both readers compute the same."""
    canonical = json.dumps([record_json, seats_json, outcome_json], sort_keys=True,
                           separators=(",", ":"), ensure_ascii=True, allow_nan=False)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def check_seats(seats: list[RecordedSeat] | tuple[RecordedSeat, ...], count: int) -> None:
    """One seat entry per seat of the record, each a known kind and level."""
    if len(seats) != count or any(s.kind not in SEAT_KINDS or s.level not in BOT_LEVELS
                                  for s in seats):
        raise RecordFileError("invalid", "seats")


def check_version(version: object) -> None:
    """A newer file is ``version`` (this install is too old), a nonsense one ``invalid``."""
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordFileError("invalid", f"version {version!r}")
    if version > VERSION:
        raise RecordFileError("version", str(version))


def replay_checked(game_record: GameRecord, outcome: Outcome) -> Game:
    """Replay through the core and compare the end with ``outcome``."""
    try:
        game = replay(game_record)
    except ReplayError as exc:
        code = "version" if exc.code == "unsupported_version" else "tampered"
        raise RecordFileError(code, str(exc)) from exc
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        raise RecordFileError("tampered", repr(exc)) from exc
    reached = outcome_of(game)
    if reached != outcome:
        raise RecordFileError("diverged", f"it ends at state {reached.state_id}, hand "
                              f"{reached.hand_number}; the file says {outcome.state_id}, hand "
                              f"{outcome.hand_number}")
    return game


@dataclass(slots=True)
class RecordFile:
    """A record file read and checked: the record, the seats, the outcome and the game."""

    record: GameRecord
    seats: tuple[RecordedSeat, ...]
    outcome: Outcome
    saved_at: float
    game: Game


DAMAGE = (RecursionError, ValueError, TypeError, KeyError, IndexError, AttributeError,
          ArithmeticError, MemoryError)
"""What parsers and the core raise on hostile bytes (deep nesting, bad UTF-8, numbers too
big for a float, a wrong shape): a file reader turns each into its own error (:func:`damage`)
so no caller has to know them. UnicodeError is a ValueError."""


def damage(exc: BaseException) -> tuple[str, str]:
    """The code and detail a file reader gives one of :data:`DAMAGE`: ``malformed`` for bytes
    that do not parse (nesting, encoding), ``invalid`` for anything else."""
    if isinstance(exc, RecursionError | UnicodeError):
        return "malformed", type(exc).__name__
    return "invalid", repr(exc)[:200]


def read(data: bytes) -> RecordFile:
    """Read, check and replay a record file; raise :class:`RecordFileError` (and nothing
    else, whatever the bytes)."""
    try:
        return _read(data)
    except RecordFileError:
        raise
    except DAMAGE as exc:
        raise RecordFileError(*damage(exc)) from exc


def _read(data: bytes) -> RecordFile:
    try:
        doc = json.loads(data.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError) as exc:
        raise RecordFileError("malformed", str(exc)) from exc
    if not isinstance(doc, dict):
        raise RecordFileError("invalid", "not an object")
    if doc.get("format") != FORMAT:
        raise RecordFileError("invalid", f"format {doc.get('format')!r}")
    check_version(doc.get("version"))
    _keys(doc, "$", required={"format", "version", "record", "seats", "outcome", "digest"},
          optional={"saved_at"})
    if doc["digest"] != digest(doc["record"], doc["seats"], doc["outcome"]):
        raise RecordFileError("tampered", "digest")
    game_record = _record(doc["record"])
    seats = tuple(_value(RecordedSeat, s, f"$.seats[{i}]")
                  for i, s in enumerate(_array(doc["seats"], "$.seats")))
    check_seats(seats, game_record.seats)
    outcome = _value(Outcome, doc["outcome"], "$.outcome")
    saved_at = _value(float, doc.get("saved_at", 0.0), "$.saved_at")
    if not 0 <= saved_at <= SAVED_AT_MAX:
        raise RecordFileError("invalid", f"$.saved_at: {saved_at!r} is no date")
    return RecordFile(game_record, seats, outcome, saved_at,
                      replay_checked(game_record, outcome))


# ---------------------------------------------------------------------- the record's shape


def _record(raw: object) -> GameRecord:
    """The ``record`` object: the shape ``uno_desktop.codec.WireRecord`` gives it."""
    path = "$.record"
    obj = _keys(raw, path, required={"options", "seats", "seed", "actions"},
                optional={"deck", "dealer", "version"})
    options = _value(RuleOptions, obj["options"], f"{path}.options")
    try:
        options = validate(options, "record")
    except OptionError as exc:
        raise RecordFileError("bad_options", str(exc)) from exc
    actions = []
    for i, raw_step in enumerate(_array(obj["actions"], f"{path}.actions")):
        where = f"{path}.actions[{i}]"
        step = _keys(raw_step, where, required={"seat", "action"})
        tagged = _keys(step["action"], f"{where}.action", required={"type", "body"})
        tag = _value(str, tagged["type"], f"{where}.action.type")
        cls = ACTION_TYPES.get(tag)
        if cls is None:
            raise RecordFileError("invalid", f"{where}.action.type: unknown {tag!r}")
        actions.append(RecordedAction(_value(int | None, step["seat"], f"{where}.seat"),
                                      _value(cls, tagged["body"], f"{where}.action.body")))
    deck = _value(tuple[Card, ...] | None, obj.get("deck"), f"{path}.deck")
    return GameRecord(options=options, seats=_value(int, obj["seats"], f"{path}.seats"),
                      seed=_value(int, obj["seed"], f"{path}.seed"), actions=tuple(actions),
                      deck=deck, dealer=_value(int | None, obj.get("dealer"), f"{path}.dealer"),
                      version=_value(int, obj.get("version", 1), f"{path}.version"))


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def _keys(raw: object, path: str, required: set[str],
          optional: frozenset[str] | set[str] = frozenset()) -> dict[str, Any]:
    """An object with all of ``required`` and nothing beyond ``optional`` (a strict struct)."""
    if not isinstance(raw, dict):
        raise RecordFileError("invalid", f"{path}: expected an object")
    missing = required - raw.keys()
    if missing:
        raise RecordFileError("invalid", f"{path}: missing {sorted(missing)}")
    extra = raw.keys() - required - optional
    if extra:
        raise RecordFileError("invalid", f"{path}: unknown {sorted(extra)}")
    return raw


def _array(raw: object, path: str) -> list[Any]:
    if not isinstance(raw, list):
        raise RecordFileError("invalid", f"{path}: expected an array")
    return raw


def _value(tp: Any, raw: object, path: str) -> Any:
    """``raw`` (parsed JSON) as ``tp``, as strictly as msgspec decodes it: no bool for an
    int, no float for an int, an int for a float; a record class by its fields, ignoring
    keys it does not have; an enum by value."""
    if tp is Any:
        return raw
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        options = get_args(tp)
        if raw is None and type(None) in options:
            return None
        kinds = [t for t in options if t is not type(None)]
        if len(kinds) == 1:
            return _value(kinds[0], raw, path)
        raise RecordFileError("invalid", f"{path}: unsupported type {tp}")
    if origin is tuple or origin is list:
        item = get_args(tp)[0]
        values = [_value(item, v, f"{path}[{i}]") for i, v in enumerate(_array(raw, path))]
        return tuple(values) if origin is tuple else values
    if origin is dict:
        if not isinstance(raw, dict):
            raise RecordFileError("invalid", f"{path}: expected an object")
        value_type = get_args(tp)[1]
        return {k: _value(value_type, v, f"{path}.{k}") for k, v in raw.items()}
    if tp is bool:
        if isinstance(raw, bool):
            return raw
    elif tp is int:
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw
    elif tp is float:
        if isinstance(raw, int | float) and not isinstance(raw, bool):
            try:
                return float(raw)
            except OverflowError:
                raise RecordFileError("invalid", f"{path}: out of range") from None
    elif tp is str:
        if isinstance(raw, str):
            return raw
    elif isinstance(tp, type) and issubclass(tp, Enum):
        try:
            return tp(raw)
        except ValueError:
            raise RecordFileError("invalid", f"{path}: {raw!r} is not a {tp.__name__}") from None
    elif isinstance(tp, type) and is_dataclass(tp):
        return _instance(tp, raw, path)
    else:
        raise RecordFileError("invalid", f"{path}: unsupported type {tp}")
    raise RecordFileError("invalid", f"{path}: expected {getattr(tp, '__name__', tp)}")


def _instance(cls: type[Any], raw: object, path: str) -> Any:
    if not isinstance(raw, dict):
        raise RecordFileError("invalid", f"{path}: expected an object")
    hints = get_type_hints(cls)
    values: dict[str, Any] = {}
    for f in fields(cls):
        if f.name in raw:
            values[f.name] = _value(hints[f.name], raw[f.name], f"{path}.{f.name}")
        elif f.default is MISSING and f.default_factory is MISSING:
            raise RecordFileError("invalid", f"{path}: missing {f.name!r}")
    return cls(**values)
