"""Checks a window's QML item tree for what a player would see as broken layout.

:func:`problems` walks every visible item of a window offscreen and reports

* a ``Text`` (or ``Label``) whose ``truncated`` is true: elided, or cut by its line limit;
  a read-only text field (a combo box's value) whose text is wider than the field;
* a ``Text`` whose painted text leaves the window, an ancestor that clips it, or the box it
  sits in (the nearest ancestor that paints a background: a filled or bordered
  ``Rectangle``, a button);
* two solid things overlapping: seat badges, buttons and other controls, panels, the piles
  and the edition devices (neither inside the other).

:func:`texts_on_each_other` finds two visible texts whose laid-out lines meet, each as it
is drawn (a turned label as the turned box it is: Spin's wheel).

While a modal overlay is up (an item with ``property bool modal: true``: the colour picker,
the end of a hand, a confirmation) only that overlay is checked: it covers the rest on
purpose. Scrolling content may run past its view vertically (that is what scrolling is
for), never sideways.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPolygonF
from PySide6.QtQml import QQmlProperty
from PySide6.QtQuick import QQuickItem, QQuickWindow
from qt_tree import inside, live_children

from uno_desktop.qtcompat import class_name, class_names

TOLERANCE = 1.0
"""Pixels a text or a box may stray (anti-aliasing, rounding of anchors)."""

BOX_TYPES = {"SeatBadge", "ButtonBase", "Panel", "QQuickAbstractButton", "QQuickComboBox",
             "QQuickSpinBox", "QQuickTextField", "QQuickSlider"}
"""QML or C++ types (or their bases) that are solid: nothing may lie over them."""

BOX_NAMES = {"drawPile", "discardPile", "spinWheel", "launcher", "flashUnit", "tippoPan0",
             "tippoPan1", "directionChip"}
"""Named table pieces that are solid too."""

TEXT_TYPES = {"QQuickText", "QQuickTextField", "QQuickTextEdit"}


def type_names(obj: QQuickItem) -> set[str]:
    """The QML type names and C++ classes of ``obj``, its own and its bases'."""
    return {name.split("_QMLTYPE_")[0].split("_QML_")[0] for name in class_names(obj)}



@dataclass
class Node:
    item: QQuickItem
    path: str
    rect: QRectF  # in scene coordinates, clipped to the clipping ancestors
    full: QRectF  # in scene coordinates, unclipped
    ancestors: list[QQuickItem] = field(default_factory=list)


def scene_rect(item: QQuickItem, x: float = 0, y: float = 0, w: float | None = None,
               h: float | None = None) -> QRectF:
    """The bounding box in the window of a rectangle in ``item``'s own coordinates."""
    w = item.width() if w is None else w
    h = item.height() if h is None else h
    corners = [item.mapToScene(QPointF(px, py)) for px, py in
               ((x, y), (x + w, y), (x, y + h), (x + w, y + h))]
    xs = [c.x() for c in corners]
    ys = [c.y() for c in corners]
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _paints_box(item: QQuickItem, names: set[str]) -> bool:
    if "ButtonBase" in names or "Panel" in names or "SeatBadge" in names:
        return True
    if "QQuickRectangle" in names:
        color = item.property("color")
        width = QQmlProperty(item, "border.width").read() or 0
        bordered = width > 0 and QQmlProperty(item, "border.color").read().alpha() > 0
        return (color is not None and color.alpha() > 40) or bordered
    return False


def _label(item: QQuickItem, names: set[str]) -> str:
    name = item.objectName()
    kind = sorted(n for n in names if not n.startswith("Q"))
    kind_name = kind[0] if kind else class_name(item)
    text = item.property("text") if names & TEXT_TYPES else None
    shown = f"{kind_name}" + (f"#{name}" if name else "")
    if isinstance(text, str) and text:
        shown += f" {text[:40]!r}"
    return shown


class Walk:
    """One pass over a window's items (see the module docstring)."""

    def __init__(self, window: QQuickWindow) -> None:
        self.window = window
        self.size = QRectF(0, 0, window.width(), window.height())
        self.problems: list[str] = []
        self.boxes: list[Node] = []
        self.modals: list[QQuickItem] = []
        self.texts: list[tuple[QPolygonF, QQuickItem]] = []  # where each text's lines are

    def run(self) -> list[str]:
        root = self.window.contentItem()
        for item in self._visible(root):
            if item.property("modal") is True:
                self.modals.append(item)
        scope = self.modals[-1] if self.modals else root
        self._visit(scope, [], [], [], 1.0, False)
        self._overlaps()
        return self.problems

    def _visible(self, item: QQuickItem) -> Iterator[QQuickItem]:
        for child in live_children(item):
            if child.isVisible() and child.opacity() > 0.01:
                yield child
                yield from self._visible(child)

    def _visit(self, item: QQuickItem, ancestors: list[QQuickItem], clips: list[QRectF],
               boxes: list[tuple[QQuickItem, QRectF]], opacity: float,
               scrolled: bool) -> None:
        names = type_names(item)
        full = scene_rect(item)
        rect = QRectF(full)
        for clip in clips:
            rect = rect.intersected(clip)
        path = [*ancestors, item]
        if names & TEXT_TYPES:
            self._text(item, names, clips, boxes, scrolled)
        if (names & BOX_TYPES or item.objectName() in BOX_NAMES) and rect.width() > 2 \
                and rect.height() > 2:
            self.boxes.append(Node(item, _label(item, names), rect, full, list(ancestors)))
        child_clips = clips
        child_scrolled = scrolled or "QQuickFlickable" in names
        if item.clip():
            clip = full
            if "QQuickFlickable" in names:
                clip = scene_rect(item)  # its view; the content inside may scroll
            child_clips = [*clips, clip]
        child_boxes = boxes
        if _paints_box(item, names):
            child_boxes = [*boxes, (item, full)]
        for child in live_children(item):
            if not child.isVisible() or child.opacity() * opacity <= 0.01:
                continue
            self._visit(child, path, child_clips, child_boxes, opacity * child.opacity(),
                        child_scrolled)

    def _text(self, item: QQuickItem, names: set[str], clips: list[QRectF],
              boxes: list[tuple[QQuickItem, QRectF]], scrolled: bool) -> None:
        text = item.property("text")
        if not isinstance(text, str) or not text.strip():
            return
        label = _label(item, names)
        if item.property("truncated") is True:
            self.problems.append(f"{label}: truncated")
            return
        if "QQuickText" not in names:
            # An input field: its box is the field itself; one a player cannot type into (a
            # combo box's shown value) must show all of its text.
            parent = item.parentItem()
            shown = (item.property("readOnly") is True or (
                parent is not None and "QQuickComboBox" in type_names(parent)
                and parent.property("editable") is False))
            room = item.width() - (item.property("leftPadding") or 0) \
                - (item.property("rightPadding") or 0)
            if shown and (item.property("contentWidth") or 0) > room + TOLERANCE:
                self.problems.append(f"{label}: cut by its box")
            return
        painted = _painted(item)
        if painted.isEmpty():
            return
        drawn = _drawn(item, text)
        for clip in clips:
            drawn = drawn.intersected(QPolygonF(clip))
        self.texts.append((drawn, item))
        for clip in clips:
            if not _inside(painted, clip, vertical=not scrolled):
                self.problems.append(f"{label}: cut off by a clipping parent")
                return
        if not _inside(painted, self.size, vertical=not scrolled):
            self.problems.append(f"{label}: leaves the window")
            return
        if boxes:
            box_item, box_rect = boxes[-1]
            if not _inside(painted, box_rect, vertical=not scrolled):
                self.problems.append(
                    f"{label}: leaves its box {_label(box_item, type_names(box_item))}")

    def _overlaps(self) -> None:
        boxes = self.boxes
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                if a.item in b.ancestors or b.item in a.ancestors:
                    continue
                overlap = a.rect.intersected(b.rect)
                if overlap.width() > 2 * TOLERANCE and overlap.height() > 2 * TOLERANCE:
                    self.problems.append(f"{a.path} overlaps {b.path}")


def glyphs(item: QQuickItem, text: str) -> QRectF | None:
    """Where a one-line text of a glyph or two (an avatar's initial, the bot's mark) puts
    its ink: a line's leading round a glyph hides nothing, as a person sees it."""
    font = item.property("font")
    if font is None or (item.property("lineCount") or 1) != 1:
        return None
    metrics = QFontMetricsF(font)
    ink = metrics.tightBoundingRect(text)
    width, height = item.width(), item.height()
    content_w = item.property("contentWidth") or metrics.horizontalAdvance(text)
    content_h = item.property("contentHeight") or metrics.height()
    if abs(width - content_w) > 1 or abs(height - content_h) > 1:
        return None  # a box wider than its words: where they sit is the alignment's
    return ink.translated(0, metrics.ascent())


def _drawn(item: QQuickItem, text: str) -> QPolygonF:
    """Where a Text's laid-out lines are in the window, turned as it is drawn (a glyph or
    two: its ink)."""
    box = item.boundingRect()
    if len(text.strip()) <= 2:
        box = glyphs(item, text) or box
    return QPolygonF([item.mapToScene(p) for p in (box.topLeft(), box.topRight(),
                                                    box.bottomRight(), box.bottomLeft())])


def _painted(item: QQuickItem) -> QRectF:
    """Where a Text's glyphs are, in the window (QQuickText's bounding rectangle is its
    laid-out text, placed by its alignment)."""
    box = item.boundingRect()
    if box.width() <= 0 or box.height() <= 0:
        return QRectF()
    return scene_rect(item, box.x(), box.y(), box.width(), box.height())


def _inside(inner: QRectF, outer: QRectF, vertical: bool) -> bool:
    t = TOLERANCE
    if inner.left() < outer.left() - t or inner.right() > outer.right() + t:
        return False
    return not vertical or (inner.top() >= outer.top() - t
                            and inner.bottom() <= outer.bottom() + t)


def problems(window: QQuickWindow) -> list[str]:
    """Everything that looks broken in ``window`` now (see the module docstring)."""
    return Walk(window).run()


def texts_on_each_other(window: QQuickWindow) -> list[str]:
    """Two visible texts (neither inside the other) whose lines meet, in the top overlay
    while one is up (see :func:`problems`)."""
    walk = Walk(window)
    walk.run()
    found = []
    for i, (a, item_a) in enumerate(walk.texts):
        for b, item_b in walk.texts[i + 1:]:
            if inside(item_a, item_b) or inside(item_b, item_a):
                continue
            shared = a.intersected(b).boundingRect()
            if shared.width() > 2 * TOLERANCE and shared.height() > 2 * TOLERANCE:
                found.append(f"{_label(item_a, type_names(item_a))} on "
                             f"{_label(item_b, type_names(item_b))}")
    return found


def _opacity(item: QQuickItem) -> float:
    value = 1.0
    while item is not None:
        value *= item.opacity()
        item = item.parentItem()
    return value


def _branches(item: QQuickItem) -> list[QQuickItem]:
    """``item`` and its ancestors, the window's root last."""
    chain = []
    while item is not None:
        chain.append(item)
        item = item.parentItem()
    return chain


def _drawn_above(item: QQuickItem, other: QQuickItem) -> bool:
    """Whether ``item`` is painted over ``other``: at their nearest common ancestor, its
    branch has the higher z (or the same z and comes later). A replay's controls stand
    above the replayed table's end-of-game panel on purpose."""
    mine, theirs = _branches(item), _branches(other)
    common = next((a for a in mine if a in theirs), None)
    if common is None:
        return False
    a = mine[mine.index(common) - 1] if mine.index(common) > 0 else None
    b = theirs[theirs.index(common) - 1] if theirs.index(common) > 0 else None
    if a is None or b is None:
        return False
    siblings = common.childItems()
    return (a.z(), siblings.index(a)) > (b.z(), siblings.index(b))


def _clipped_away(item: QQuickItem) -> bool:
    """Whether a clipping ancestor (a scrolled list) hides ``item`` entirely."""
    rect = scene_rect(item)
    parent = item.parentItem()
    while parent is not None:
        if parent.clip() and not rect.intersects(scene_rect(parent)):
            return True
        parent = parent.parentItem()
    return False


def tab_stops_hidden(window: QQuickWindow) -> list[str]:
    """Every stop of the Tab chain that a player could not see: transparent, outside the
    window, scrolled out of a list that does not follow the focus, or under the modal
    overlay that is up. Qt's chain visits every visible, enabled item with
    ``activeFocusOnTab``; those are walked here (asking Qt for the chain itself, with
    ``nextItemInFocusChain``, leaves wrappers behind that crash PySide 6.12's collector)."""
    walk = Walk(window)
    root = window.contentItem()
    modals = [i for i in walk._visible(root) if i.property("modal") is True]
    bad = []
    for item in _shown(root):
        if not item.activeFocusOnTab() or not item.isEnabled():
            continue
        label = _label(item, type_names(item))
        if _opacity(item) <= 0.01:
            bad.append(f"{label} (transparent)")
        elif modals and not inside(item, modals[-1]) and not _drawn_above(item, modals[-1]):
            bad.append(f"{label} (under an overlay)")
        elif _scrolls_into_view(item):
            continue  # its list brings it into view when it takes the focus
        elif not scene_rect(item).intersects(walk.size):
            bad.append(f"{label} (outside the window)")
        elif _clipped_away(item):
            bad.append(f"{label} (scrolled out of view)")
    return bad


def _shown(item: QQuickItem) -> Iterator[QQuickItem]:
    """Every item Qt counts as visible (transparent ones too)."""
    for child in live_children(item):
        if child.isVisible():
            yield child
            yield from _shown(child)


def _scrolls_into_view(item: QQuickItem) -> bool:
    """A list that brings a delegate into view when it takes the focus says so with
    ``property bool followsFocus: true``."""
    parent = item.parentItem()
    while parent is not None:
        if parent.property("followsFocus") is True:
            return True
        parent = parent.parentItem()
    return False


INTERACTIVE = {"ButtonBase", "QQuickAbstractButton", "QQuickComboBox", "QQuickSpinBox",
               "QQuickTextField", "QQuickSlider", "QQuickMouseArea"}
"""What a player can press, type into or drag: each needs an accessible role and name."""


def inaccessible(window: QQuickWindow) -> list[str]:
    """Every interactive item that a screen reader could not name: neither it nor its
    parent (a MouseArea in a card, a dimmer in an overlay) has an accessible role and name."""
    from PySide6.QtGui import QAccessible

    bad = []
    for item in _shown(window.contentItem()):
        names = type_names(item)
        if not names & INTERACTIVE or not item.isEnabled() or _opacity(item) <= 0.01:
            continue
        holder, ok = item, False
        for _ in range(3 if "QQuickMouseArea" in names else 1):
            if holder is None:
                break
            iface = QAccessible.queryAccessibleInterface(holder)
            if iface is not None and iface.isValid() and iface.role() not in (
                    QAccessible.Role.NoRole, QAccessible.Role.Client) \
                    and iface.text(QAccessible.Text.Name).strip():
                ok = True
                break
            holder = holder.parentItem()
        if not ok:
            bad.append(_label(item, names))
    return bad


CORNER_INDEX = ((42 - 31) / 252, (56 - 30) / 352, 62 / 252, 60 / 352)
"""Where a card's corner number is, as parts of the card's width and height
(``assets/make_art.py``: ``CORNER_X``, ``CORNER_Y``, ``CORNER_BOX``, on 252×352)."""

COVERS = BOX_TYPES | {"UnoChip"}
"""What must never lie on a hand card's corner number: buttons, badges, panels, tags."""


def hand_corners_covered(window: QQuickWindow) -> list[str]:
    """Every button, badge, panel or tag that lies on the corner number of a card in your
    hand (each card's own corner, turned as the fan turns it), and any text over one."""
    root = window.contentItem()
    shown = [i for i in _shown(root) if _opacity(i) > 0.01]
    cards = [i for i in shown if i.objectName() == "handCard"]
    hand = window.findChild(QQuickItem, "handArea")
    covers = [i for i in shown
              if (type_names(i) & COVERS or i.objectName() in BOX_NAMES
                  or i.objectName() == "statusLine")
              and not (hand is not None and inside(i, hand))]
    bad = []
    for n, card in enumerate(cards):
        fx, fy, fw, fh = CORNER_INDEX
        corner = scene_rect(card, fx * card.width(), fy * card.height(),
                            fw * card.width(), fh * card.height())
        for item in covers:
            names = type_names(item)
            rect = _painted(item) if names & TEXT_TYPES else scene_rect(item)
            overlap = rect.intersected(corner)
            if overlap.width() > TOLERANCE and overlap.height() > TOLERANCE:
                bad.append(f"{_label(item, names)} on the corner of card {n + 1}")
    return bad


def on_hand(window: QQuickWindow, names: set[str]) -> list[str]:
    """Every visible item named one of ``names`` (a device's pieces: Tippo's pans) that
    lies on a card of your hand."""
    shown = [i for i in _shown(window.contentItem()) if _opacity(i) > 0.01]
    cards = [i for i in shown if i.objectName() == "handCard"]
    bad = []
    for item in (i for i in shown if i.objectName() in names):
        rect = scene_rect(item)
        for n, card in enumerate(cards):
            overlap = rect.intersected(scene_rect(card))
            if overlap.width() > TOLERANCE and overlap.height() > TOLERANCE:
                bad.append(f"{item.objectName()} on card {n + 1} of your hand")
    return bad
