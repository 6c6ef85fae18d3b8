"""The end of a hand and of a game show every seat at 1024×640 too (issue 30): with ten
seats the rows of the end-of-hand panel and of a single-hand game's end get lower (down to
26 px, HandRows.qml) rather than scroll some out of sight; a points game's chart and its
legend of ten stay inside the panel; where the rows still cannot all be shown the list
shows its scroll bar; two to four seats keep their 40 px rows."""

from __future__ import annotations

import pytest
from layout import scene_rect
from PySide6.QtCore import QSize
from scenes import Scenes
from ui_helpers import find

from uno_desktop.qtcompat import class_name

SIZES = ((1024, 640), (1920, 1080))


def _rows(ui) -> tuple[list, object]:
    """The seat rows made now and the list's visible box, in the window."""
    view = find(ui, "handRowsList")
    rows = [r for r in view.property("contentItem").childItems()
            if r.isVisible() and class_name(r).startswith("QQuickRow")]
    return rows, view


def _panel(view):
    return view.parentItem().parentItem()  # the list in HandRows, HandRows in the Panel


def _all_in_sight(ui, n: int) -> bool:
    rows, view = _rows(ui)
    box, panel = scene_rect(view), scene_rect(_panel(view))
    return (len(rows) == n and panel.contains(box)
            and all(box.contains(scene_rect(r)) for r in rows)
            and not find(ui, "handRowsScroll").property("item"))  # nothing to scroll


@pytest.mark.slow  # plays a hand with ten bots (about 3 s)
@pytest.mark.parametrize("size", SIZES)
def test_a_hands_end_shows_all_ten_seats(ui, size):
    scenes = Scenes(ui)
    ui.window.resize(*size)
    scenes.show("hand_over_10")
    assert find(ui, "handOverPanel").isVisible()
    scenes.wait(lambda: _all_in_sight(ui, 10))
    assert 26 <= _rows(ui)[0][0].height() <= 40


@pytest.mark.slow  # plays a hand with ten bots (about 3 s)
@pytest.mark.parametrize("size", SIZES)
def test_a_single_hand_games_end_shows_all_ten_seats(ui, size):
    scenes = Scenes(ui)
    ui.window.resize(*size)
    scenes.single_hand_over(10)
    assert find(ui, "singleHandRows").isVisible()
    scenes.wait(lambda: _all_in_sight(ui, 10))


@pytest.mark.slow  # plays a game with ten bots (about 3 s)
@pytest.mark.parametrize("size", SIZES)
def test_a_points_games_chart_and_legend_of_ten_fit(ui, size):
    scenes = Scenes(ui)
    ui.window.resize(*size)
    scenes.show("game_over_10")
    chart, legend = find(ui, "scoreChart"), find(ui, "scoreLegend")
    assert chart.isVisible() and not find(ui, "singleHandRows").isVisible()
    panel = scene_rect(chart.parentItem())
    entries = [e for e in legend.childItems() if class_name(e).startswith("QQuickRow")]
    assert len(entries) == 10
    scenes.wait(lambda: panel.contains(scene_rect(chart)))
    box = scene_rect(chart)
    assert all(box.contains(scene_rect(e)) for e in entries)
    texts = [e.childItems()[1] for e in entries]
    assert not [t.property("text") for t in texts if t.property("truncated")]


@pytest.mark.slow  # plays a hand with four bots
def test_four_seats_keep_their_rows(ui):
    scenes = Scenes(ui)
    ui.window.resize(1024, 640)
    scenes.show("hand_over")
    scenes.wait(lambda: _all_in_sight(ui, 4))
    assert {r.height() for r in _rows(ui)[0]} == {40}


@pytest.mark.slow  # plays a hand with ten bots (about 3 s)
def test_rows_that_cannot_all_be_shown_show_a_scroll_bar(ui):
    scenes = Scenes(ui)
    scenes.show("hand_over_10")
    # smaller than the window may be (1024×640) and the UI scale goes (50 %): 800×400 left,
    # room for six rows of 26 px
    ui.window.setMinimumSize(QSize(1, 1))
    ui.window.resize(400, 200)
    holder = find(ui, "handRowsScroll")
    scenes.wait(lambda: holder.property("item") is not None)
    bar = holder.property("item")
    rows, view = _rows(ui)
    assert bar.isVisible() and bar.property("size") < 1 and bar.property("opacity") > 0.5
    assert {r.height() for r in rows} == {26}
    assert scene_rect(view).contains(scene_rect(bar))
    # the rows leave the bar its own strip
    assert all(scene_rect(r).right() <= scene_rect(bar).left() for r in rows)
    view.setProperty("contentY", view.property("contentHeight") - view.height())
    scenes.wait(lambda: bar.property("position") + bar.property("size") > 0.99)


@pytest.mark.parametrize(("target", "scores", "ticks"), [
    (10, [[0, 0], [7, 3]], [0, 5, 10]),  # issue 38: 0, 2.5, 5, 7.5, 10 read "0, 3, 5, 8, 10"
    (20, [[0, 0], [12, 20]], [0, 5, 10, 15, 20]),
    (500, [[0, 0], [320, 140]], [0, 200, 400, 600]),
    (100, [[0, 0], [130, 40]], [0, 50, 100, 150]),
])
def test_the_score_charts_axis_has_whole_steps(ui, target, scores, ticks):
    """The chart's figures are points: every step is a whole number, so no label is a
    rounded fraction."""
    from PySide6.QtCore import QByteArray, QUrl
    from PySide6.QtQml import QQmlComponent

    from uno_desktop.resources import qml_file

    src = (f"import QtQuick\nScoreChart {{ width: 600; height: 300; target: {target}; "
           f"history: {scores} }}\n")
    component = QQmlComponent(ui.engine, ui.engine)
    component.setData(QByteArray(src.encode()), QUrl.fromLocalFile(str(qml_file("Probe.qml"))))
    chart = component.create()
    assert chart is not None, component.errorString()
    try:
        shown = chart.property("ticks").toVariant()
        assert shown == ticks and all(float(v).is_integer() for v in shown)
    finally:
        chart.deleteLater()
