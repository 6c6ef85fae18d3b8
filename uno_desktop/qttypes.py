"""Typed faces of PySide6's ``Property`` and ``Signal``: the same objects at run time.

PySide6's stubs say a property's or signal's type is a Python ``type``, but Qt also takes
a Qt type name (``"QVariantList"``, ``"QVariantMap"``: what QML needs to see a list of
dicts as a JavaScript array); and they type a ``Property`` read from Python as the
``Property`` itself, not its value. Modules import ``Property`` and ``Signal`` from here
instead, and ``qttypes.pyi`` says what they are, so ``settings.language`` is a ``str`` to
the type checker as it is at run time.
"""

from __future__ import annotations

from PySide6.QtCore import Property, Signal

__all__ = ["Property", "Signal"]
