"""The layout checker (layout.py) itself: each kind of breakage it is meant to find, found
in a small window built for it, and a tidy window passes."""

from __future__ import annotations

import pytest
from layout import problems, tab_stops_hidden, texts_on_each_other
from PySide6.QtCore import QUrl
from PySide6.QtQml import QQmlComponent, QQmlEngine
from ui_helpers import drawn

from uno_desktop.resources import qml_file

BROKEN = """
import QtQuick
import "%s"
Window {
    width: 600; height: 400; visible: true
    Text { x: 10; y: 10; width: 40; text: "Alexandra"; elide: Text.ElideRight }
    Rectangle {
        x: 10; y: 40; width: 60; height: 20; color: "red"
        Text { text: "Much too long for its chip" }
    }
    Text { x: 560; y: 80; text: "off the edge" }
    GameButton { objectName: "one"; x: 10; y: 120; text: "One" }
    GameButton { objectName: "two"; x: 60; y: 130; text: "Two" }
    GameButton { objectName: "ghost"; x: 300; y: 120; text: "Ghost"; opacity: 0 }
    Item {
        readonly property bool modal: %s
        x: 200; y: 250; width: 300; height: 120
        GameButton { x: 10; y: 10; text: "Inside" }
    }
}
"""

TIDY = """
import QtQuick
import "%s"
Window {
    width: 600; height: 400; visible: true
    Text { x: 10; y: 10; text: "Alexandra" }
    Panel { x: 10; y: 40; width: 200; height: 60; Text { x: 10; y: 10; text: "Fits in here" } }
    GameButton { x: 10; y: 120; text: "One" }
    GameButton { x: 200; y: 120; text: "Two" }
}
"""

TURNED = """
import QtQuick
Window {
    width: 400; height: 400; visible: true
    // two labels of a wheel, turned round one point: their lines cross
    Text { x: 40; y: 60; width: 120; height: 30; text: "Draw red"; rotation: 20 }
    Text { x: 40; y: 60; width: 120; height: 30; text: "Draw blue"; rotation: 60 }
    // two turned side by side: their bounds meet, their lines do not
    Text { x: 150; y: 250; width: 120; text: "Show hand"; rotation: 45 }
    Text { x: 210; y: 250; width: 120; text: "Battle"; rotation: 45 }
}
"""


def _window(qtbot, source: str):
    engine = QQmlEngine()
    component = QQmlComponent(engine)
    component.setData(source.encode(), QUrl.fromLocalFile(str(qml_file("Main.qml"))))
    window = component.create()
    assert window is not None, component.errorString()
    engine.setObjectOwnership(window, QQmlEngine.ObjectOwnership.CppOwnership)
    engine._keep = (component, window)  # alive as long as the engine
    qtbot.waitExposed(window)
    drawn(qtbot, window)  # laid out and painted once
    return engine, window


@pytest.mark.parametrize("modal", ["false", "true"])
def test_the_checker_finds_cut_overflowing_and_overlapping_things(qtbot, modal):
    folder = QUrl.fromLocalFile(str(qml_file("Main.qml").parent)).toString()
    _engine, window = _window(qtbot, BROKEN % (folder, modal))
    found = problems(window)
    stops = tab_stops_hidden(window)
    window.close()
    if modal == "true":  # only the overlay is looked at; the buttons under it are wrong stops
        assert found == []
        assert sum("under an overlay" in s for s in stops) == 2
        return
    text = "\n".join(found)
    assert "'Alexandra': truncated" in text
    assert "'Much too long for its chip': leaves its box" in text
    assert "'off the edge': leaves the window" in text
    assert "ButtonBase#one" in text and "overlaps ButtonBase#two" in text
    assert [s for s in stops if "ghost" in s] == ["ButtonBase#ghost (transparent)"]


def test_a_tidy_window_passes(qtbot):
    folder = QUrl.fromLocalFile(str(qml_file("Main.qml").parent)).toString()
    _engine, window = _window(qtbot, TIDY % folder)
    assert problems(window) == [] and tab_stops_hidden(window) == []
    assert texts_on_each_other(window) == []
    window.close()


def test_the_checker_finds_texts_on_each_other_as_they_are_drawn(qtbot):
    """Turned texts (Spin's wheel) are compared as the turned boxes they are drawn in."""
    _engine, window = _window(qtbot, TURNED)
    found = texts_on_each_other(window)
    window.close()
    assert found == ["QQuickText 'Draw red' on QQuickText 'Draw blue'"]
