# The types of uno_desktop/qttypes.py (which re-exports PySide6's Property and Signal).
from collections.abc import Callable
from typing import Any, Generic, TypeVar, overload

from PySide6 import QtCore

__all__ = ["Part", "Property", "Signal"]

T = TypeVar("T")

class Property(Generic[T]):
    """A Qt property whose value is a ``T``: given by ``type``, or by what ``fget``
    returns for a Qt type name or a ``QObject`` (Qt knows only the base class)."""

    @overload
    def __init__(self, type: type[QtCore.QObject], /, fget: Callable[[Any], T] | None = ...,
                 fset: Callable[[Any, T], None] | None = ..., *,
                 notify: QtCore.Signal | None = ..., constant: bool = ...,
                 final: bool = ...) -> None: ...
    @overload
    def __init__(self, type: type[T], /, fget: Callable[[Any], T] | None = ...,
                 fset: Callable[[Any, T], None] | None = ..., *,
                 notify: QtCore.Signal | None = ..., constant: bool = ...,
                 final: bool = ...) -> None: ...
    @overload
    def __init__(self, type: str, /, fget: Callable[[Any], T] | None = ...,
                 fset: Callable[[Any, T], None] | None = ..., *,
                 notify: QtCore.Signal | None = ..., constant: bool = ...,
                 final: bool = ...) -> None: ...
    @overload
    def __get__(self, instance: None, owner: type | None = ..., /) -> Property[T]: ...
    @overload
    def __get__(self, instance: object, owner: type | None = ..., /) -> T: ...
    def __set__(self, instance: object, value: T, /) -> None: ...

class Part(QtCore.QObject):
    """A part of a controller: a plain class at run time, mixed into one QObject class."""

class Signal(QtCore.Signal):
    """A Qt signal whose argument types may be Qt type names too."""

    def __init__(self, /, *types: type | str, name: str | None = ...,
                 arguments: list[str] | None = ...) -> None: ...
