"""Text from the network made safe to show: names, room names, chat lines.

A peer chooses these strings, so they are cleaned once where they enter (the host for
names and chat, discovery for room names): no control or format characters (bidi
overrides and isolates, zero-width spaces, invisible tags), whitespace collapsed to single
spaces, NFC, at most a few combining marks per character, and a length counted in
user-perceived characters (grapheme clusters: a flag, an emoji family or ``e`` plus an
accent is one), so a limit never cuts one in half. Showing them as plain text is the
QML's part (``textFormat: Text.PlainText``).

Names go further, since people tell each other apart by them: NFKC (a full-width ``Ｎ０`` is
``N0``), and the blank fillers that draw nothing yet are letters (U+3164 HANGUL FILLER,
U+2800 BRAILLE PATTERN BLANK and their kin) go too, so a name is empty unless something
visible is left. The host makes names unique in a room by :func:`name_key`, which also
ignores case, joiners and variation selectors: ``N0``, ``N0`` with a ZWJ inside and ``n0``
are one name there, and the second to come is ``N0 (2)`` (:func:`numbered`).
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
BLANK_FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5"
                          "\u180b\u180c\u180d\u180e\u180f")
"""Characters that show nothing and are not controls (Hangul fillers, the blank braille
pattern, the combining grapheme joiner, Khmer inherent vowels, Mongolian selectors)."""
_INVISIBLE_IN_KEY = frozenset(JOINERS) | {chr(c) for c in range(0xFE00, 0xFE10)}
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
    """A player's name (NFKC, no blank fillers), short enough for the wire
    (``Hello.name``) too; ``""`` when nothing visible is left."""
    folded = unicodedata.normalize("NFKC", text)
    return clean_text("".join(ch for ch in folded if ch not in BLANK_FILLERS),
                      NAME_LIMIT, NAME_MAX_CHARS)


def name_key(name: str) -> str:
    """What two names that look the same have in common: no case, joiners or variation
    selectors (the host's test for "someone here is called that already")."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return "".join(ch for ch in folded if ch not in _INVISIBLE_IN_KEY)


def numbered(name: str, n: int) -> str:
    """``name (n)``, the name cut (in whole characters) so the whole still fits a name."""
    suffix = f" ({n})"
    out: list[str] = []
    size = len(suffix)
    for cluster in graphemes(name)[:max(1, NAME_LIMIT - len(suffix))]:
        if size + len(cluster) > NAME_MAX_CHARS:
            break
        out.append(cluster)
        size += len(cluster)
    return "".join(out).strip(JOINERS + " ") + suffix


def clean_room(text: str) -> str:
    return clean_text(text, ROOM_LIMIT)


def clean_chat(text: str) -> str:
    return clean_text(text, CHAT_LIMIT)
