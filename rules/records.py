"""Frozen dataclasses that are cheap to build, registered under stable tags.

A frozen dataclass sets each field through ``object.__setattr__``, which makes building
one several times slower than a plain object; the core builds thousands of actions,
events and views a second. :func:`fast_init` swaps in an ``__init__`` that writes the
slots through their descriptors: same fields, defaults, equality and immutability.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from typing import TypeVar

T = TypeVar("T", bound=type)


def fast_init(cls: T) -> T:
    """Give a frozen, slotted dataclass a faster ``__init__`` (fields keep their order)."""
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
    if not params:
        source = "def __init__(self):\n    pass"
    exec(source, namespace)  # generated from the class's own field list
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    cls.__init__ = init  # type: ignore[misc]
    return cls


def tag_registry(registry: dict[str, type], what: str) -> Callable[[str], Callable[[T], T]]:
    """A class decorator factory: ``@decorator("play")`` registers a frozen dataclass in
    ``registry`` under a stable tag (its dictionary ``type`` in saves and on the wire)."""

    def decorator(tag: str) -> Callable[[T], T]:
        def register(cls: T) -> T:
            if tag in registry:
                raise ValueError(f"{what} tag {tag!r} registered twice")
            cls.TYPE = tag  # type: ignore[attr-defined]
            registry[tag] = cls
            return fast_init(cls)

        return register

    return decorator
