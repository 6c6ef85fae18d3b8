"""Reading Qt Linguist ``.ts`` files for the translation tests."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "i18n"
LANGUAGES = ("de", "en", "sv")
# Numerus forms each language needs (Qt's plural rules: one / other).
NUMERUS_FORMS = {"de": 2, "en": 2, "sv": 2}
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%L?\d|%L?n")
FORM = re.compile(r"\{([a-z_]+):[a-z ]+\}")  # "{card:acc}": a field in a form (texts.Word)


def placeholders(text: str) -> list[str]:
    """The placeholders of ``text``, a field asked in a form counted as the field."""
    return PLACEHOLDER.findall(FORM.sub(r"{\1}", text))


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str  # lupdate's disambiguation: the form a colour is asked in ("noun", "f")
    numerus: bool
    kind: str | None  # translation/@type: None when finished
    text: str
    forms: tuple[str, ...]

    @property
    def finished(self) -> bool:
        if self.kind is not None:
            return False
        if self.numerus:
            return bool(self.forms) and all(f.strip() for f in self.forms)
        return bool(self.text.strip())


def ts_path(lang: str) -> Path:
    return TS_DIR / f"uno_desktop_{lang}.ts"


def read_ts(path: Path) -> tuple[ET.Element, list[Entry]]:
    root = ET.parse(path).getroot()
    entries = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            forms = tuple(f.text or "" for f in tr.iter("numerusform")) if tr is not None else ()
            entries.append(Entry(
                context=name,
                source=message.findtext("source") or "",
                comment=message.findtext("comment") or "",
                numerus=message.get("numerus") == "yes",
                kind=tr.get("type") if tr is not None else "missing",
                text=(tr.text or "") if tr is not None else "",
                forms=forms,
            ))
    return root, entries


def catalogue(lang: str) -> dict[tuple[str, ...], Entry]:
    """(context, source) → entry of one language's ``.ts``; an entry with a disambiguation
    (a colour's form) is under (context, source, comment)."""
    return {(e.context, e.source, e.comment) if e.comment else (e.context, e.source): e
            for e in read_ts(ts_path(lang))[1]}
