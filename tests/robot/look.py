"""What the robot checks on whatever is on screen, by kind, never by place.

One :class:`Look` walks the window's visual tree once (every item a player can see: its
kind, its effective opacity, where it is drawn, what clips it, what is drawn above it) and
the checks below read it. None names a screen, a panel or a control: a dialog is anything
that says it is modal, plays the part of a dialog for a screen reader or dims the whole
window; a text is any ``Text`` with something in it; what covers is any panel, filled
rectangle, shape or image drawn above.

* **Nothing over anything** (:func:`overlaps`): no two visible texts overlap; no text is
  hidden under something opaque drawn above it; no panel leaves the window; no box lies
  on a hand card's corner index, a seat badge or a pile while the player must see them
  (nothing modal up); a list at rest shows no sliver of a line at its top. With
  :mod:`layout`'s own walk: cut, elided or escaping texts, overlapping buttons and badges.
* **Overlays are modal** (:func:`overlays`, the probe is the robot's: it needs keys):
  what is up, where the focus is.
* **Words true when shown** (:func:`words`): no text with an empty name or a placeholder
  left in it, no "waiting for" anybody but whose move the table shows, and none beside a
  hand's end; at rest, the seats' counts are the view's.
* **One language** (:class:`Language`): every visible text, the players' names too, in
  the chosen language: no English (or other) catalogue string the language translates.
* **Heard when shown** (:func:`unheard`, at the person's decisions, keys only): the
  prompt and the dialog that is up say nothing a screen reader was not given.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from layout import (
    CORNER_INDEX,
    glyphs,
    hand_corners_covered,
    problems,
    tab_stops_hidden,
    type_names,
)
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QAccessible, QPolygonF
from PySide6.QtQuick import QQuickItem, QQuickWindow
from qt_tree import accessible, live_children

from uno_desktop.qtcompat import class_name

ROOT = Path(__file__).resolve().parents[2]
TOLERANCE = 2.0
"""Pixels two things may share before they count as overlapping (anti-aliasing)."""

TEXT_CLASSES = ("QQuickText", "QQuickTextEdit", "QQuickTextField", "QQuickTextInput")
BADGE = "SeatBadge"
MUST_SEE = ("drawPile", "discardPile", "colourDot", "tippoPan0", "tippoPan1")
"""What the player must see while playing, besides the seats' badges: the piles (or the
scale's pans in their place) and the active colour."""
_kinds: dict[str, frozenset[str]] = {}


def kinds(item: QQuickItem) -> frozenset[str]:
    """The QML type names and C++ classes of ``item`` and its bases (cached per class)."""
    key = class_name(item)
    found = _kinds.get(key)
    if found is None:
        found = _kinds[key] = frozenset(type_names(item))
    return found


def polygon(item: QQuickItem, rect: QRectF | None = None) -> QPolygonF:
    """``rect`` (default: the item's own box) of ``item`` as drawn in the window."""
    r = QRectF(0, 0, item.width(), item.height()) if rect is None else rect
    return QPolygonF([item.mapToScene(p) for p in (r.topLeft(), r.topRight(),
                                                    r.bottomRight(), r.bottomLeft())])


def describe(item: QQuickItem) -> str:
    """An item as a finding names it: its kind, name and (start of its) text; a plain Qt
    item by the QML component it is part of ("ReactionBubble/QQuickImage")."""
    names = kinds(item)
    own = sorted(n for n in names if not n.startswith("Q"))
    shown = own[0] if own else class_name(item)
    if not own:
        parent = item.parentItem()
        for _ in range(4):
            if parent is None:
                break
            mine = sorted(n for n in kinds(parent) if not n.startswith("Q"))
            if mine:
                shown = f"{mine[0]}/{shown}"
                break
            parent = parent.parentItem()
    if item.objectName():
        shown += f"#{item.objectName()}"
    text = item.property("text") if names & set(TEXT_CLASSES) else None
    if isinstance(text, str) and text.strip():
        shown += f" {text.strip()[:48]!r}"
    return shown


@dataclass(eq=False)
class Node:
    """A visible item: where it is drawn, how opaque, what clips it, in paint order."""

    item: QQuickItem
    kinds: frozenset[str]
    opacity: float
    shape: QPolygonF  # where it is drawn (unclipped)
    clip: QRectF | None  # the clipping ancestors' intersection, if any
    order: tuple[tuple[float, int], ...]  # (z, index among siblings) from the root down
    ancestors: tuple[QQuickItem, ...] = ()
    scrolled: bool = False  # inside a Flickable (a list that scrolls)

    @property
    def rect(self) -> QRectF:
        box = self.shape.boundingRect()
        return box.intersected(self.clip) if self.clip is not None else box

    def above(self, other: Node) -> bool:
        """Whether this item is painted over ``other``."""
        return self.order > other.order

    def inside(self, other: Node) -> bool:
        return other.item in self.ancestors


def _overlap(a: QPolygonF, b: QPolygonF, clip_a: QRectF | None = None,
             clip_b: QRectF | None = None) -> QRectF:
    """The bounding box of what two drawn shapes share (each within its clip)."""
    ra, rb = a.boundingRect(), b.boundingRect()
    if clip_a is not None:
        ra = ra.intersected(clip_a)
    if clip_b is not None:
        rb = rb.intersected(clip_b)
    box = ra.intersected(rb)
    if box.width() <= TOLERANCE or box.height() <= TOLERANCE:
        return QRectF()
    shared = a.intersected(b).boundingRect().intersected(box)
    return shared if shared.width() > TOLERANCE and shared.height() > TOLERANCE else QRectF()


LAID_OUT = frozenset({"QQuickBasePositioner", "QQuickLayout", "QQuickItemView"})
"""What places its children only when polished: the positioners (Column, Row, Flow,
Grid), the layouts and the list views."""


def polish(item: QQuickItem) -> None:
    """Lay out what waits for its polish, the innermost first, as the scene graph does
    before it paints a frame: a row a Repeater has just built stands at 0,0 of its Column
    until then, over the rows before it, and no frame ever shows it there (the Kick duel's
    new round: 'Runda 1' over 'Runda 2', its cards over the heading)."""
    for child in live_children(item):
        if child.isVisible():
            polish(child)
    if kinds(item) & LAID_OUT:
        item.ensurePolished()


class Look:
    """One walk of a window (see the module docstring)."""

    def __init__(self, window: QQuickWindow) -> None:
        self.window = window
        self.size = QRectF(0, 0, window.width(), window.height())
        polish(window.contentItem())
        self.nodes: list[Node] = []
        self._texts: list[tuple[Node, QPolygonF, str]] | None = None
        self._walk(window.contentItem(), 1.0, None, (), (), False)
        self.modals = [n for n in self.nodes if self.is_overlay(n)]

    def _walk(self, item: QQuickItem, opacity: float, clip: QRectF | None,
              order: tuple[tuple[float, int], ...], ancestors: tuple[QQuickItem, ...],
              scrolled: bool) -> None:
        children = live_children(item)
        for index, child in enumerate(children):
            if not child.isVisible():
                continue
            alpha = opacity * child.opacity()
            if alpha <= 0.01:
                continue
            names = kinds(child)
            # a Shape is drawn where its paths go, not over its whole box (the scale's
            # post in the middle of a box as wide as the scale: QQuickShape's own bounds)
            shape = polygon(child, child.boundingRect() if "QQuickShape" in names else None)
            node = Node(child, names, alpha, shape, clip, (*order, (child.z(), index)),
                        ancestors, scrolled)
            self.nodes.append(node)
            inner = clip
            if child.clip():
                box = shape.boundingRect()
                inner = box if clip is None else clip.intersected(box)
            self._walk(child, alpha, inner, node.order, (*ancestors, child),
                       scrolled or "QQuickFlickable" in names)

    # ------------------------------------------------------------ what is what
    def texts(self) -> list[tuple[Node, QPolygonF, str]]:
        """Every visible text with something in it, and where its glyphs are (found once
        a walk: every check reads them)."""
        if self._texts is None:
            self._texts = list(self._find_texts())
        return self._texts

    def _find_texts(self) -> Iterator[tuple[Node, QPolygonF, str]]:
        for node in self.nodes:
            if not node.kinds & set(TEXT_CLASSES):
                continue
            try:
                text = node.item.property("text")
            except RuntimeError:  # gone since the walk (a row the frame after deleted)
                continue
            if not isinstance(text, str) or not text.strip():
                continue
            box = node.item.boundingRect() if "QQuickText" in node.kinds else None
            if box is not None and (box.width() <= 0 or box.height() <= 0):
                continue
            if box is not None and len(text.strip()) <= 2:
                box = glyphs(node.item, text) or box
            yield node, polygon(node.item, box), text

    def is_overlay(self, node: Node) -> bool:
        """A dialog or an overlay over the screen: it says it is modal, or plays a dialog's
        part for a screen reader while covering the window, or dims the whole window."""
        item = node.item
        if item.property("modal") is True:
            return True
        box = node.shape.boundingRect()
        covers = (box.width() >= self.size.width() * 0.95
                  and box.height() >= self.size.height() * 0.95)
        if not covers or "QQuickWindow" in node.kinds or item is self.window.contentItem():
            return False
        iface = QAccessible.queryAccessibleInterface(item)
        if iface is not None and iface.isValid() and iface.role() in (
                QAccessible.Role.Dialog, QAccessible.Role.AlertMessage):
            return True
        for child in live_children(item):  # a dimmer: a see-through rectangle over everything
            if not child.isVisible() or "QQuickRectangle" not in kinds(child):
                continue
            colour = child.property("color")
            if colour is None or not 0x30 <= colour.alpha() < 0xFF:
                continue
            inner = polygon(child).boundingRect()
            if inner.width() >= self.size.width() * 0.95 and \
                    inner.height() >= self.size.height() * 0.95:
                return True
        return False

    def top_overlay(self) -> Node | None:
        """The overlay drawn above every other one, or ``None``."""
        return max(self.modals, key=lambda n: n.order) if self.modals else None

    def under_overlay(self, node: Node) -> bool:
        """Whether ``node`` is covered by the top overlay (not in it, not drawn above it)."""
        top = self.top_overlay()
        return top is not None and node is not top and not node.inside(top) \
            and not node.above(top)

    def covers(self, node: Node) -> bool:
        """Whether ``node`` is something opaque that hides what lies under it."""
        names = node.kinds
        if node.opacity < 0.5:
            return False
        if "Panel" in names or "SeatBadge" in names:
            return True
        if "QQuickShape" in names:
            return _shape_fills(node.item, node.opacity)
        if "QQuickImage" in names:
            return True
        if "QQuickRectangle" in names:
            if _has_gradient(node.item):
                return False  # a light or a shade (the warm light under your hand)
            colour = node.item.property("color")
            return colour is not None and colour.alpha() >= 0x99
        return False

    def find(self, predicate) -> list[Node]:
        return [n for n in self.nodes if predicate(n)]


# ------------------------------------------------------------------ nothing over anything

def overlaps(look: Look, playing: bool) -> list[str]:
    """Everything drawn over something it must not be (see the module docstring);
    ``playing``: a table where the player must see the hand, the badges and the piles."""
    found: list[str] = []
    texts = [(n, shape, t) for n, shape, t in look.texts() if not look.under_overlay(n)]
    # two texts on each other
    for i, (a, shape_a, _) in enumerate(texts):
        for b, shape_b, _ in texts[i + 1:]:
            if a.inside(b) or b.inside(a):
                continue
            if not _overlap(shape_a, shape_b, a.clip, b.clip).isEmpty():
                found.append(f"{describe(a.item)} overlaps {describe(b.item)}")
    # a text under something opaque drawn above it
    covers = [n for n in look.nodes if look.covers(n) and not look.under_overlay(n)
              and not _in_flight(n)]
    for node, shape, text in texts:
        for cover in covers:
            if cover.item is node.item or node.inside(cover) or cover.inside(node) \
                    or not cover.above(node):
                continue
            if len(text.strip()) <= 1 and any("ReactionBubble" in kinds(a)
                                               for a in cover.ancestors):
                continue  # a quick reaction stands for its seat's avatar while it shows
            if _text_box_of(cover, node):
                continue  # the box the text sits in, a sibling drawn first
            shared = _overlap(shape, cover.shape, node.clip, cover.clip)
            box = shape.boundingRect()
            # a corner of a text's box (its line's leading) under a mark beside it is not
            # a hidden word: an eighth of its box is
            if shared.width() * shared.height() > 0.12 * box.width() * box.height():
                found.append(f"{describe(node.item)} is under {describe(cover.item)}")
    # panels leaving the window
    for node in look.nodes:
        if "Panel" not in node.kinds or look.under_overlay(node) or node.clip is not None:
            continue
        box = node.shape.boundingRect()
        if not look.size.adjusted(-TOLERANCE, -TOLERANCE, TOLERANCE, TOLERANCE).contains(box):
            found.append(f"{describe(node.item)} leaves the window "
                         f"({box.x():.0f},{box.y():.0f} {box.width():.0f}×{box.height():.0f} "
                         f"in {look.size.width():.0f}×{look.size.height():.0f})")
    if playing and look.top_overlay() is None:
        found += _must_see(look) + hand_corners_covered(look.window)
    found += _slivers(look)
    return found


def _has_gradient(item: QQuickItem) -> bool:
    """Whether a Rectangle is painted with a gradient (its ``color`` is then unused)."""
    try:
        gradient = item.property("gradient")
    except (RuntimeError, TypeError):
        return False
    if gradient is None or isinstance(gradient, (int, float)):
        return False
    return bool(gradient.isQObject()) if hasattr(gradient, "isQObject") else True


def _shape_fills(item: QQuickItem, opacity: float) -> bool:
    """Whether a Shape hides what lies under it: one of its paths is filled opaquely (a
    colour, or a gradient whose every stop is opaque: the scale's post). A path drawn with
    a stroke only (a ring, a pan's strings) hides no word under its box, and one filled
    with a gradient that fades out is a light (Flash's beam over the prompt, 0.6 at its
    brightest, nothing at the seat it points at: the words under it read as a person sees
    them), as a gradient Rectangle is."""
    for path in item.children():
        if "QQuickShapePath" not in class_name(path):
            continue
        gradient = next((c for c in path.children() if "Gradient" in class_name(c)), None)
        if gradient is not None:
            alphas = [stop.property("color").alphaF() for stop in gradient.children()
                      if stop.property("color") is not None]
            if alphas and min(alphas) * opacity >= 0x99 / 255:
                return True
            continue
        colour = path.property("fillColor")
        if colour is not None and colour.alphaF() * opacity >= 0x99 / 255:
            return True
    return False


def _in_flight(node: Node) -> bool:
    """A card on its way (the table's flyer: from a pile to a hand, a duel's cards to its
    loser): it passes over whatever lies on its path and lands in a moment."""
    return any(a.property("showFace") is not None and a.property("to") is not None
               for a in (*node.ancestors, node.item))


def _text_box_of(cover: Node, text: Node) -> bool:
    """Whether ``cover`` is the background the text is drawn on: a box whose parent is
    an ancestor of the text (a button's pill, a badge's panel), drawn before it."""
    parent = cover.item.parentItem()
    return parent is not None and (parent is text.item.parentItem() or parent in text.ancestors)


def _must_see(look: Look) -> list[str]:
    """Panels and boxes on a seat badge or a pile (the hand's corners: layout's own)."""
    found = []
    seen = [n for n in look.nodes if BADGE in n.kinds or n.item.objectName() in MUST_SEE]
    for cover in look.nodes:
        if not ("Panel" in cover.kinds and cover.opacity >= 0.3):
            continue
        for node in seen:
            if cover.inside(node) or node.inside(cover) or not cover.above(node):
                continue
            if not _overlap(cover.shape, node.shape, cover.clip, node.clip).isEmpty():
                found.append(f"{describe(cover.item)} covers {describe(node.item)}")
    return found


def _slivers(look: Look) -> list[str]:
    """A list at rest whose top shows less than a whole line of a text: the box a line
    scrolled out of must not keep a strip of it (a log after a wrapped entry). Whether the
    strip shows any of the line's ink is read off the window's picture, as a person sees it."""
    found = []
    picture = None
    for node, shape, _ in look.texts():
        if node.clip is None or not node.scrolled or look.under_overlay(node):
            continue
        flick = next((a for a in reversed(node.ancestors) if "QQuickFlickable" in kinds(a)), None)
        if flick is None or flick.property("moving") or flick.property("flicking"):
            continue
        box = shape.boundingRect()
        seen = box.intersected(node.clip)
        if seen.isEmpty() or seen.top() <= box.top() + TOLERANCE:
            continue  # not shown, or not cut at its top (a list scrolling on cuts a bottom)
        lines = max(1, node.item.property("lineCount") or 1)
        line = box.height() / lines
        part = line - (seen.top() - box.top()) % line  # what shows of the line cut through
        if part >= line - TOLERANCE or part <= 0.5:
            continue  # the clip runs between two lines: whole lines show
        strip = QRectF(seen.left(), seen.top(), seen.width(), min(part, seen.height()))
        if picture is None:
            picture = look.window.grabWindow()
        if _ink(picture, strip):
            found.append(f"{describe(node.item)}: a sliver of a line of it shows at the top of "
                         f"its list")
    return found


def _ink(picture, rect: QRectF) -> bool:
    """Whether ``rect`` of the window's picture holds anything but its background: pixels
    far from the strip's most common colour (a glyph's edge, not the panel)."""
    from collections import Counter

    ratio = picture.width() / max(1.0, picture.deviceIndependentSize().width())
    x0, y0 = int(rect.left() * ratio), int(rect.top() * ratio)
    x1, y1 = int(rect.right() * ratio), int(rect.bottom() * ratio)
    pixels = [picture.pixelColor(x, y) for y in range(max(0, y0), min(picture.height(), y1))
              for x in range(max(0, x0), min(picture.width(), x1), 2)]
    if not pixels:
        return False
    ground = Counter((p.red() // 8, p.green() // 8, p.blue() // 8)
                     for p in pixels).most_common(1)[0][0]
    far = sum(1 for p in pixels
              if max(abs(p.red() // 8 - ground[0]), abs(p.green() // 8 - ground[1]),
                     abs(p.blue() // 8 - ground[2])) > 6)
    return far >= 2


def layout_problems(window: QQuickWindow) -> list[str]:
    """:mod:`layout`'s walk: cut, elided or escaping texts, boxes on each other, hidden
    Tab stops."""
    return problems(window) + [f"Tab stops at {p}" for p in tab_stops_hidden(window)]


__all__ = ["CORNER_INDEX", "Language", "Look", "layout_problems", "overlaps", "words"]


# ------------------------------------------------------------------ words true when shown

PLACEHOLDER = re.compile(r"%L?\d|%n\b|\{[a-z_]+\}")
MISSING_NAME = re.compile(r"(^|[.!?:]\s+)[—–-]\s+\w|(^|[.!:]\s+)\?\s+\w|\s,|\(\s*\)")


def words(look: Look, names: list[str]) -> list[str]:
    """Texts with a hole in them: a placeholder not filled, a name left empty (a line that
    starts with a dash or a lone "?" where a name goes, "( )", " ,")."""
    found = []
    for node, _, text in look.texts():
        if look.under_overlay(node) or node.kinds & {"QQuickTextField", "QQuickTextInput"}:
            continue
        flat = " ".join(text.split())
        if PLACEHOLDER.search(flat):
            found.append(f"{describe(node.item)}: a placeholder is not filled in")
        elif MISSING_NAME.search(flat) and not any(n and n in flat for n in names if "?" in n):
            found.append(f"{describe(node.item)}: a name is missing")
    return found


# ------------------------------------------------------------------ one language

@dataclass
class Phrase:
    source: str
    pattern: re.Pattern[str]
    translations: dict[str, str] = field(default_factory=dict)


class Language:
    """The catalogues' strings, to tell which language a visible text is in.

    A text that is, in full, a catalogue string as the source has it (English) or as
    another language translates it, where the chosen language says it otherwise, is in the
    wrong language; the placeholders of a string match anything."""

    MIN_LETTERS = 4  # "OK", "UNO!", "Ja": too short to tell a language by

    def __init__(self) -> None:
        self.phrases: dict[str, list[Phrase]] = {}  # by their longest word
        self.forms: dict[str, dict[str, str]] = {}  # text -> {language: its translation}
        for lang in ("de", "en", "sv"):
            self._read(lang, ROOT / "i18n" / f"uno_desktop_{lang}.ts")

    def _read(self, lang: str, path: Path) -> None:
        root = ET.parse(path).getroot()
        for message in root.iter("message"):
            source = (message.findtext("source") or "").strip()
            tr = message.find("translation")
            if not source or tr is None:
                continue
            forms = [n.text or "" for n in tr.findall("numerusform")] or [tr.text or ""]
            entry = self.forms.setdefault(source, {"en_source": source})
            entry[lang] = forms[0].strip()
            for i, form in enumerate(forms[1:], 1):
                self.forms.setdefault(f"{source}\0{i}", {"en_source": source})[lang] = \
                    form.strip()

    def _compile(self) -> None:
        if self.phrases:
            return
        for key, entry in self.forms.items():
            for lang, text in entry.items():
                if sum(ch.isalpha() for ch in PLACEHOLDER.sub("", text)) < self.MIN_LETTERS:
                    continue
                words_ = re.findall(r"\w+", PLACEHOLDER.sub(" ", text))
                if not words_:
                    continue
                pattern = re.compile(
                    "".join(".+?" if PLACEHOLDER.fullmatch(part) else re.escape(part)
                            for part in re.split(f"({PLACEHOLDER.pattern})", text)) + r"\Z",
                    re.DOTALL)
                key_word = max(words_, key=len).lower()  # a text has it wherever it starts
                self.phrases.setdefault(key_word, []).append(
                    Phrase(key, pattern, {**entry, "_as": lang}))

    def wrong(self, text: str, lang: str) -> str | None:
        """The language ``text`` is written in when that is not ``lang`` (else ``None``)."""
        self._compile()
        flat = " ".join(text.split())
        candidates = [p for word in {w.lower() for w in re.findall(r"\w+", flat)}
                      for p in self.phrases.get(word, ())]
        for phrase in candidates:
            written = phrase.translations["_as"]
            as_lang = "en" if written == "en_source" else written
            if as_lang == lang or not phrase.pattern.match(flat):
                continue
            mine = phrase.translations.get(lang, "")
            theirs = phrase.translations.get(written, "")
            if mine and " ".join(mine.split()) != " ".join(theirs.split()):
                return as_lang
        return None

    def check(self, look: Look, lang: str, names: list[str]) -> list[str]:
        found = []
        for node, _, text in look.texts():
            if look.under_overlay(node) or node.kinds & {"QQuickTextField", "QQuickTextInput"}:
                continue
            if text in names:
                continue  # a player's own name is theirs (the default one: below)
            other = self.wrong(text, lang)
            if other is not None:
                found.append(f"{describe(node.item)} is in {other}, not {lang}")
        for name in names:  # a default name the game gave, in another language
            entry = self.forms.get(name)
            if entry and entry.get(lang) and entry[lang] != name:
                found.append(f"the player's name {name!r} is not in {lang} "
                             f"({entry[lang]!r})")
        return found


def corner_box(card: QQuickItem) -> QRectF:
    fx, fy, fw, fh = CORNER_INDEX
    return QRectF(fx * card.width(), fy * card.height(), fw * card.width(), fh * card.height())


def point_in(item: QQuickItem, x: float, y: float) -> QPointF:
    """A point of ``item`` (its own coordinates) in the window."""
    return item.mapToScene(QPointF(x, y))


# ------------------------------------------------------------------ heard when shown

def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"\w+", text)}


def accessible_text(item: QQuickItem) -> str:
    """What a screen reader says of ``item``: its accessible name and description."""
    return " ".join(accessible(item))


def _tab_stop(item: QQuickItem) -> bool:
    return item.property("activeFocusOnTab") is True


def _asks(node: Node) -> bool:
    """Whether ``node`` is the table's prompt: the status line, or the note in its place (a
    refusal, the coach's hint)."""
    return node.item.objectName() == "statusLine" or any(
        item.objectName() == "noteLine" for item in node.ancestors)


def _device_panel(node: Node) -> bool:
    """Whether ``node`` is in a panel of an edition's device (the Captain's call, Lotso,
    Racer X, a duel, the victory lap)."""
    names = [kinds(item) for item in node.ancestors]
    return any("DeviceStage" in k for k in names) and any("Panel" in k for k in names)


def asked_texts(look: Look, prompt: bool = True) -> dict[str, Node]:
    """What the table asks of the player and shows, by its text: the prompt (:func:`_asks`,
    where ``prompt``: the player's decision) and the devices' panels
    (:func:`_device_panel`) or, where a dialog is up, each text of it but those its Tab
    stops' names say (they are said as the focus gets there); not a key's cap or a
    count."""
    top = look.top_overlay()
    asked: dict[str, Node] = {}
    stops: list[str] = []
    for node in look.nodes:  # the buttons of the dialog, or of the table
        if _tab_stop(node.item) and (node.inside(top) if top is not None else
                                     not look.under_overlay(node)):
            stops.append(" ".join(accessible_text(node.item).split()).lower())
    for node, _, text in look.texts():
        if look.under_overlay(node) or node.kinds & {"QQuickTextField", "QQuickTextInput"}:
            continue
        if not ((prompt and _asks(node)) or _device_panel(node)) if top is None \
                else not node.inside(top):
            continue
        flat = " ".join(text.split())
        if len(flat) < 2 or not re.search(r"[^\W\d_]", flat):
            continue
        if any(_tab_stop(item) for item in (*node.ancestors, node.item)):
            continue
        if not _asks(node) and any(flat.lower() in stop for stop in stops):
            continue
        asked.setdefault(flat, node)
    return asked


def unheard(look: Look, heard: str, focus: QQuickItem | None, said_as: dict[str, str],
            known: frozenset[str] = frozenset(), prompt: bool = True) -> list[str]:
    """Each of :func:`asked_texts` (but those in ``known``, shown before) whose words are
    not all in ``heard`` (what the voice said) or in what a screen reader says of the
    focus and the items around it (see :meth:`Robot.unheard`). ``said_as``: a text that
    a shorter line says too ("Your turn.")."""
    spoken = heard
    item = focus
    while item is not None:
        spoken += " " + accessible_text(item)
        item = item.parentItem()
    words_heard = _words(spoken)
    found = []
    for text, node in asked_texts(look, prompt).items():
        if text in known:
            continue
        said = said_as.get(text)
        missing = set() if said is not None and said in heard else _words(text) - words_heard
        if missing:
            found.append(f"{describe(node.item)} shown, not said (no "
                         f"{' '.join(sorted(missing))!r} in what was heard: {spoken[-200:]!r})")
    return found
