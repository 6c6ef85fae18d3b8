"""The felt's light covers the whole table: no pixel of the window is left to the plain
colour under it. (Qt's raster engine left a few pixels at the centre of a gradient drawn
from an inner circle unpainted at 1920×1080 and 3840×2160: a dark dot in the middle of the
table wherever no pile or ring stood there, seen in the Kick and Speed Racer scenes.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMetaObject
from PySide6.QtGui import QImage
from ui_helpers import find

HOLE = b"\xff\x00\xff\xff"
"""A magenta pixel in QImage's 32-bit format (blue, green, red, alpha in memory)."""


def _holes(image: QImage) -> list[tuple[int, int]]:
    """Where ``image`` shows the magenta under the felt's canvas (at most ten places)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = bytes(image.constBits())
    width, stride = image.width(), image.bytesPerLine()
    found, at = [], data.find(HOLE)
    while at >= 0 and len(found) < 10:
        if at % 4 == 0:
            found.append(((at % stride) // 4, at // stride))
        at = data.find(HOLE, at + 1)
    assert width > 0
    return found


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080), (2560, 1440),
                                  (3840, 2160)])
def test_the_felts_light_paints_every_pixel(ui, qtbot, size):
    felt, canvas = find(ui, "felt"), find(ui, "feltCanvas")
    felt.setProperty("color", "#FF00FF")  # what a pixel the canvas leaves out shows
    find(ui, "content").setVisible(False)  # the felt alone
    with qtbot.waitSignal(canvas.painted, timeout=10_000):
        ui.window.resize(*size)
        QMetaObject.invokeMethod(canvas, "requestPaint")  # also at the size it has
    image = ui.window.grabWindow()
    assert (image.width(), image.height()) == size
    assert not _holes(image), f"{size}: unpainted at {_holes(image)}"


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_the_warm_light_under_your_hand_leaves_the_log_untinted(ui, size):
    """Since the table's split (ac15f8e) the hand's part is drawn after the log: the light
    under your hand at your move lay over the log's lower lines and tinted them yellow."""
    from PySide6.QtCore import QRectF
    from scenes import Scenes

    sc = Scenes(ui)
    ui.window.resize(*size)
    sc.show("table_4")
    light, log = find(ui, "handLight"), find(ui, "logView")
    sc.wait(lambda: light.opacity() > 0.99, 5)  # your move: the light is on

    def box(item) -> QRectF:
        return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))

    shared = box(light).intersected(box(log.parentItem()))
    assert shared.width() < 1 or shared.height() < 1, f"the light over the log: {shared}"
    assert box(light).right() >= size[0] - 1  # and under the whole hand
