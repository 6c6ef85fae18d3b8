"""Walking a window's visual tree safely, for every test that walks one (ui, net, robot).

A delegate being destroyed can come back from ``childItems()`` as a bare meta-object or as
a wrapper whose C++ item is gone (PySide6 6.12); touching it crashes the whole run, so
every walker goes through :func:`live_children` (it failed CI runs in three walkers before
they all came here).
"""

from __future__ import annotations

from collections.abc import Iterator

import shiboken6
from PySide6.QtQuick import QQuickItem


def live_children(item: QQuickItem) -> list[QQuickItem]:
    """``item``'s child items that still exist."""
    try:
        children = item.childItems()
    except RuntimeError:  # ``item`` itself went
        return []
    return [c for c in children if isinstance(c, QQuickItem) and shiboken6.isValid(c)]


def items(root: QQuickItem) -> Iterator[QQuickItem]:
    """``root`` and every live item under it (depth first, the last child first)."""
    stack = [root]
    while stack:
        item = stack.pop()
        yield item
        stack.extend(live_children(item))


def named_item(root: QQuickItem, name: str) -> QQuickItem | None:
    """The item called ``name`` in ``root``'s visual tree (a Repeater's or a list's rows are
    not QObject children of anything ``findChild`` walks)."""
    return next((item for item in items(root) if item.objectName() == name), None)


def inside(item: QQuickItem | None, ancestor: QQuickItem | None) -> bool:
    """Whether ``item`` is ``ancestor`` or one of the items under it (up its parent items)."""
    while item is not None:
        if item is ancestor:
            return True
        item = item.parentItem()
    return False


def accessible(item: QQuickItem) -> tuple[str, str]:
    """What a screen reader says of ``item``: its accessible name and description (empty
    where it has no interface: gone, or not in the tree)."""
    from PySide6.QtGui import QAccessible

    iface = QAccessible.queryAccessibleInterface(item)
    if iface is None or not iface.isValid():
        return "", ""
    return iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)
