"""Every list in the QML is a ``SafeListView``: its delegates come from a DelegateModel that
is the view's child, never from one the view makes and deletes itself.

Qt 6.12's ListView deletes a delegate model it made (and so its delegates) before it unhooks
the delegates it still tracks as unrequested; a view destroyed with such a delegate read
freed memory. That crashed ``test_coach``'s review test about one run in ten, as the
replay's table (its log had been positioned at its end) closed back to the live one.
"""

from __future__ import annotations

import re

from PySide6.QtQml import QQmlExpression, qmlContext
from ui_helpers import find, human_vs_bots, qml_elements, qml_sources

from uno_desktop.qtcompat import class_name

VIEW = re.compile(r"(?<![\w.])(ListView|GridView)\s*\{")
SAFE = re.compile(r"(?<![\w.])SafeListView\s*\{")
OWN_MODEL = re.compile(r"^\s*(model|delegate)\s*:", re.M)


def test_no_qml_list_makes_its_own_delegate_model():
    lists = 0
    for path in qml_sources():
        if path.name == "SafeListView.qml":
            continue
        src = path.read_text(encoding="utf-8")
        assert not qml_elements(src, VIEW), f"{path.name}: a plain list view; use SafeListView"
        for body in qml_elements(src, SAFE):
            assert not OWN_MODEL.search(body), (
                f"{path.name}: a SafeListView given model/delegate; use rows/rowDelegate")
            lists += 1
    assert lists >= 7  # the replays list is a Repeater (every row made, for Tab)


def test_the_table_log_is_fed_by_a_delegate_model_the_view_owns(ui, qtbot):
    human_vs_bots(ui)
    view = find(ui, "logView")
    told = QQmlExpression(qmlContext(view), view, "String(model)").evaluate()[0]
    assert told.startswith("QQmlDelegateModel")  # given to it, so never deleted by it …
    children = [c for c in view.children()
                if class_name(c).startswith("QQmlDelegateModel")]
    assert len(children) == 1  # … and its child: deleted after the view's destructor ran
    qtbot.waitUntil(lambda: view.property("count") > 0)
    assert view.property("count") == ui.controller.game.log.rowCount()
