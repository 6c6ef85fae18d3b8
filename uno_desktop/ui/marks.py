"""Marking source strings for ``pyside6-lupdate``: the one typed place for it.

PySide6's ``QT_TRANSLATE_NOOP`` is typed as returning ``object``, so every table of
strings built with it needed a cast. Every module imports these two as ``_T`` and ``_N``,
the names ``scripts/i18n.py`` tells lupdate about (``-tr-function-alias
QT_TRANSLATE_NOOP+=_T,translate+=_N``): lupdate reads the call sites, and at run time
both hand back the English source text, translated later by
:func:`uno_desktop.ui.texts.translate`.
"""

from __future__ import annotations


def mark(context: str, text: str, disambiguation: str | None = None) -> str:
    """``QT_TRANSLATE_NOOP``: marks ``text`` in ``context`` for lupdate; returns it."""
    return text


def mark_plural(context: str, text: str, disambiguation: None = None, n: int = 1) -> str:
    """Marks a plural entry (``%n``) for lupdate (``translate+=_N``); the count comes
    from the ``count`` (or ``points``) field when the line is rendered."""
    return text
