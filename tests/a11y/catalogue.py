"""The game's own translations (i18n/*.ts), read without the game: the words a blind
player listens for, in the language the test plays in (the screen-reader tests run in
another process than the game, some with the system Python)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class Catalogue:
    def __init__(self, language: str) -> None:
        self.language = language
        self.messages: dict[tuple[str, str], list[str]] = {}
        root = ET.parse(ROOT / "i18n" / f"uno_desktop_{language}.ts").getroot()
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                tr = message.find("translation")
                forms = [] if tr is None else (
                    [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""])
                self.messages[(name, source)] = [f for f in forms if f] or [source]

    def tr(self, context: str, source: str, n: int | None = None) -> str:
        """``source`` in ``context`` translated (the plural form for ``n``, ``%n`` filled)."""
        forms = self.messages.get((context, source))
        if forms is None:
            raise KeyError(f"the catalogue has no {context!r} {source!r}")
        text = forms[0] if n is None or len(forms) == 1 or n == 1 else forms[1]
        return text.replace("%n", str(n)) if n is not None else text

    def head(self, context: str, source: str, n: int | None = None) -> str:
        """The translation up to its first field (``{seat} plays …`` gives ``""``;
        ``You draw %n card(s): {cards}.`` gives ``You draw 1 card: ``)."""
        return self.tr(context, source, n).split("{", 1)[0]

    def colour(self, colour: str) -> str:
        return self.tr("Color", colour)
