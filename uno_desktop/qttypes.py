"""Typed faces of PySide6's ``Property`` and ``Signal``: the same objects at run time.

PySide6's stubs say a property's or signal's type is a Python ``type``, but Qt also takes
a Qt type name (``"QVariantList"``, ``"QVariantMap"``: what QML needs to see a list of
dicts as a JavaScript array); and they type a ``Property`` read from Python as the
``Property`` itself, not its value. Modules import ``Property`` and ``Signal`` from here
instead, and ``qttypes.pyi`` says what they are, so ``settings.language`` is a ``str`` to
the type checker as it is at run time.

A controller too large for one job is stacked from :class:`Part` classes, one job each.
"""

from __future__ import annotations

from PySide6.QtCore import Property, Signal

__all__ = ["Part", "Property", "Signal"]


class Part:
    """A part of a controller (its signals, properties and slots for one job), mixed with
    its siblings into one ``QObject`` class: PySide6 keeps a property's notify signal only
    within one class's meta-object (a subclass of a ``QObject`` class that declares it
    loses it, and QML then crashes on the property), so parts are plain classes at run
    time. The type checker sees a ``QObject`` (qttypes.pyi)."""
