"""Text from the network made safe to show: names, room names, chat lines.

A peer chooses these strings, so they are cleaned once where they enter (the host for
names and chat, discovery for room names): no control or format characters (bidi
overrides and isolates, zero-width spaces, invisible tags), whitespace collapsed to single
spaces, NFC, at most a few combining marks per character, and a length counted in
user-perceived characters (grapheme clusters: a flag, an emoji family or ``e`` plus an
accent is one), so a limit never cuts one in half. Showing them as plain text is the
QML's part (``textFormat: Text.PlainText``).
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QTextBoundaryFinder

from uno_desktop.net.protocol import NAME_MAX_CHARS

NAME_LIMIT = 24
ROOM_LIMIT = 40
CHAT_LIMIT = 200
MARKS_PER_CHARACTER = 6
"""Combining marks kept on one character: enough for any script, not for a "Zalgo" tower."""
JOINERS = "\u200c\u200d"
"""The only format characters kept: ZWNJ and ZWJ shape scripts and join emoji."""
_DROP = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_MARKS = frozenset({"Mn", "Me"})


def graphemes(text: str) -> list[str]:
    """``text`` split into user-perceived characters (Unicode extended grapheme clusters)."""
    if not text:
        return []
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    # Qt counts UTF-16 code units; map them back to Python's code points.
    units: list[int] = []
    for i, ch in enumerate(text):
        units.extend([i] * (2 if ord(ch) > 0xFFFF else 1))
    units.append(len(text))
    out = []
    start = 0
    end = finder.toNextBoundary()
    while end != -1:
        if end > 0:
            stop = units[end]
            out.append(text[start:stop])
            start = stop
        end = finder.toNextBoundary()
    return _pair_flags(out)


def _is_flag_part(cluster: str) -> bool:
    return all(0x1F1E6 <= ord(ch) <= 0x1F1FF for ch in cluster)


def _pair_flags(clusters: list[str]) -> list[str]:
    """Regional indicators two by two from the start of their run (a flag each). Qt 6.12
    pairs them from the wrong one when an emoji comes just before: 😀🇸🇪 gave 🇸 and 🇪."""
    out: list[str] = []
    run = ""
    for cluster in [*clusters, ""]:
        if cluster and _is_flag_part(cluster):
            run += cluster
            continue
        out.extend(run[i:i + 2] for i in range(0, len(run), 2))
        run = ""
        if cluster:
            out.append(cluster)
    return out


def _cap_marks(cluster: str) -> str:
    marks = 0
    kept = []
    for ch in cluster:
        if unicodedata.category(ch) in _MARKS:
            marks += 1
            if marks > MARKS_PER_CHARACTER:
                continue
        kept.append(ch)
    return "".join(kept)


def clean_text(text: str, limit: int, max_code_points: int | None = None) -> str:
    """One line of peer-chosen text, cleaned (see the module) and cut to ``limit``
    user-perceived characters (and whole ones within ``max_code_points``); ``""`` when
    nothing visible is left."""
    spaced = "".join(" " if ch.isspace() else ch for ch in text)
    kept = "".join(ch for ch in spaced
                   if ch in JOINERS or unicodedata.category(ch) not in _DROP)
    line = unicodedata.normalize("NFC", " ".join(kept.split())).strip(JOINERS + " ")
    out: list[str] = []
    size = 0
    for cluster in graphemes(line)[:limit]:
        cluster = _cap_marks(cluster)
        size += len(cluster)
        if max_code_points is not None and size > max_code_points:
            break
        out.append(cluster)
    return "".join(out).strip(JOINERS + " ")


def clean_name(text: str) -> str:
    """A player's name, short enough for the wire (``Hello.name``) too."""
    return clean_text(text, NAME_LIMIT, NAME_MAX_CHARS)


def clean_room(text: str) -> str:
    return clean_text(text, ROOM_LIMIT)


def clean_chat(text: str) -> str:
    return clean_text(text, CHAT_LIMIT)
