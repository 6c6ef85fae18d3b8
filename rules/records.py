"""Immutable record classes, cheap to define and to build, registered under stable tags.

The core's actions and events are records: slotted, immutable, compared and hashed by
value. ``@dataclass(frozen=True)`` would give that, but it compiles generated source for
every special method, about half a millisecond per class, and even ``dataclass(slots=True)``
alone checks every annotation's text and copies the class through its machinery; the core
defines sixty tagged records and start-up paid for all of them. :func:`record` writes the
slots and the field list (the ``dataclasses.Field`` objects that msgspec and
``dataclasses.fields`` read) itself and adds methods shared by every record and built from
its field names. Only ``__init__`` is generated, per class, on its first call: the core
builds thousands of records a second, and a generated one writes each slot directly
instead of through ``object.__setattr__``, but most records are not built before the
first frame.
"""

from __future__ import annotations

import importlib
import inspect
import sys
from collections.abc import Callable
from dataclasses import _FIELD, MISSING, Field, FrozenInstanceError, field, fields  # type: ignore[attr-defined]
from importlib.machinery import EXTENSION_SUFFIXES
from operator import attrgetter
from typing import Any, ClassVar, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(eq_default=True, frozen_default=True)
def record(cls: type[T]) -> type[T]:
    """Make ``cls`` (annotated fields, like a dataclass) an immutable slotted record."""
    if not cls.__dict__.get("__doc__"):
        cls.__doc__ = f"{cls.__name__}({', '.join(inspect.get_annotations(cls))})"
    cls = _slotted(cls)
    names = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
    key: Callable[[Any], Any] = attrgetter(*names) if names else (lambda self: ())

    def __eq__(self: Any, other: object) -> bool:
        if other.__class__ is self.__class__:
            return bool(key(self) == key(other))
        return NotImplemented

    def __hash__(self: Any) -> int:  # the hash a frozen dataclass has: of the field tuple
        return hash((key(self),) if len(names) == 1 else key(self))

    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    def __reduce__(self: Any) -> tuple[type, tuple[Any, ...]]:
        return self.__class__, tuple(getattr(self, name) for name in names)  # copy, pickle

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:  # replaced on first call
        init = _fast_init(cls)
        setattr(cls, "__init__", init)  # noqa: B010
        init(self, *args, **kwargs)

    for method in (__eq__, __hash__, __repr__, __reduce__, __init__):
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
        setattr(cls, method.__name__, method)
    setattr(cls, "__setattr__", _frozen_setattr)  # noqa: B010 - a record is immutable
    setattr(cls, "__delattr__", _frozen_delattr)  # noqa: B010
    return cls


def _is_class_var(annotation: object) -> bool:
    if isinstance(annotation, str):  # postponed (``from __future__ import annotations``)
        return annotation.startswith(("ClassVar", "typing.ClassVar"))
    return annotation is ClassVar or getattr(annotation, "__origin__", None) is ClassVar


def _slotted(cls: type[T]) -> type[T]:
    """``cls`` made again with a slot for each of its own fields, and the field list
    (``__dataclass_fields__``: the inherited fields first, as a dataclass orders them)."""
    table: dict[str, Field[Any]] = {}
    for base in reversed(cls.__mro__[1:]):
        table.update(getattr(base, "__dataclass_fields__", {}))
    namespace = dict(cls.__dict__)
    own: list[str] = []
    for name, annotation in namespace.get("__annotations__", {}).items():
        if _is_class_var(annotation):
            continue
        value = namespace.pop(name, MISSING)
        spec: Any = value if isinstance(value, Field) else field(default=value)
        spec.name, spec.type = name, annotation
        spec._field_type = _FIELD  # what fields() and msgspec keep
        if spec.kw_only is MISSING:
            spec.kw_only = False
        table[name] = spec
        own.append(name)
    namespace.pop("__dict__", None)
    namespace.pop("__weakref__", None)
    namespace["__slots__"] = tuple(own)
    namespace["__dataclass_fields__"] = table
    namespace["__match_args__"] = tuple(table)
    made: type[T] = type(cls.__name__, cls.__bases__, namespace)
    made.__qualname__ = cls.__qualname__
    return made


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _fast_init(cls: type) -> Callable[..., None]:
    """An ``__init__`` for a record that writes each slot through its descriptor (fields
    keep their order and defaults)."""
    namespace: dict[str, object] = {"MISSING": MISSING}
    params: list[str] = []
    body: list[str] = []
    for i, f in enumerate(fields(cls)):
        namespace[f"set{i}"] = getattr(cls, f.name).__set__
        if f.default is not MISSING:
            namespace[f"default{i}"] = f.default
            params.append(f"{f.name}=default{i}")
            body.append(f"    set{i}(self, {f.name})")
        elif f.default_factory is not MISSING:
            namespace[f"factory{i}"] = f.default_factory
            params.append(f"{f.name}=MISSING")
            body.append(f"    set{i}(self, factory{i}() if {f.name} is MISSING else {f.name})")
        else:
            params.append(f.name)
            body.append(f"    set{i}(self, {f.name})")
    source = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(body) or "    pass")
    exec(source, namespace)  # generated from the class's own field list
    init: Callable[..., None] = namespace["__init__"]  # type: ignore[assignment]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


class Tagged:
    """The base of tagged records: ``TYPE`` is the stable tag in saves and on the wire."""

    __slots__ = ()
    TYPE: ClassVar[str] = ""


def register(registry: dict[str, type[Any]], what: str,
             tag: str) -> Callable[[type[T]], type[T]]:
    """A class decorator: make the class a :func:`record` and register it in ``registry``
    under a stable tag (its ``TYPE``, the ``type`` in saves and on the wire)."""

    def decorate(cls: type[T]) -> type[T]:
        if tag in registry:
            raise ValueError(f"{what} tag {tag!r} registered twice")
        cls = record(cls)
        setattr(cls, "TYPE", tag)  # noqa: B010
        registry[tag] = cls
        return cls

    return decorate


def stored(obj: object, name: str) -> object:
    """Field ``name`` of ``obj`` as it is stored, for checking a record that arrived from
    outside: compiled code reads a field as its declared type and raises ``TypeError`` on
    another, before the core could refuse the record with a code."""
    return getattr(obj, name)


def compiled(module: str = "rules.game") -> bool:
    """Whether ``module`` (imported) runs compiled: the core a build made with mypyc (see
    packaging/compile_core.py), not its plain source; ``rules.game`` stands for the core."""
    namespace = sys.modules.get(module) or importlib.import_module(module)
    return (namespace.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))


def restore_annotations() -> None:
    """Give the compiled core's dataclasses the annotations their source writes, so that
    msgspec and ``typing.get_type_hints`` read their fields' types (``rules/__init__``
    calls this once every public module is imported).

    A compiled dataclass keeps bare classes only (``tuple`` for ``tuple[int, ...]``,
    ``type`` for ``int | None``); the build writes the source's annotations into
    ``rules/_annotations.py`` (packaging/compile_core.py). The plain source needs nothing.
    """
    try:  # imported by name: the type checker must not look for a file only builds write
        written_by_build = importlib.import_module("rules._annotations")
    except ImportError:
        return  # nothing was compiled
    table: dict[str, dict[str, dict[str, Any]]] = written_by_build.ANNOTATIONS
    for module, classes in table.items():
        if module not in sys.modules or not compiled(module):
            continue  # not imported (an edition), or its plain source
        for name, written in classes.items():
            cls = getattr(sys.modules[module], name)
            cls.__annotations__ = dict(written)
            for each in fields(cls):
                each.type = written[each.name]
