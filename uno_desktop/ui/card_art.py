"""The cards' pictures for QML (``image://cards/...``), drawn from their SVGs once per size
and kept.

Qt Quick keeps an image nobody shows for a while only up to 2 MB in all (a dozen cards at
the hand's size), so a game drew the same SVG again and again on the GUI thread, ~2-3 ms a
time, as its cards went from hand to flight to pile; and so did every new table. Here each
card at each size is drawn once and kept, the least recently used dropped beyond
:data:`KEPT_BYTES` (all the faces of a game at the sizes a table shows them).
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtQml import QQmlImageProviderBase
from PySide6.QtQuick import QQuickImageProvider

from uno_desktop.resources import COLOUR_BLIND, card_file

KEPT_BYTES = 32 * 1024 * 1024

_kept: OrderedDict[tuple[str, int, int], QImage] = OrderedDict()
_kept_bytes = 0
_lock = threading.Lock()  # asynchronous images are asked for on Qt's image thread


def drawn(card_id: str, width: int, height: int) -> QImage:
    """The card ``card_id`` (``red_5``, ``cb/red_5`` for the colour-blind art) drawn at
    ``width`` × ``height`` (0: the SVG's own size), from the kept ones where it is there."""
    global _kept_bytes
    key = (card_id, width, height)
    with _lock:
        image = _kept.get(key)
        if image is not None:
            _kept.move_to_end(key)
            return image
    code = card_id.removeprefix(COLOUR_BLIND)
    reader = QImageReader(str(card_file(code, colour_blind=code != card_id)))
    if width > 0 or height > 0:  # one side given: the other as the card's shape has it
        own = reader.size()
        if own.width() > 0 and own.height() > 0:
            width = width or round(own.width() * height / own.height())
            height = height or round(own.height() * width / own.width())
        reader.setScaledSize(QSize(width, height))
    image = reader.read()
    if image.isNull():  # an unknown card: Qt says so and shows nothing, as for a bad file
        return image
    with _lock:
        if key not in _kept:
            _kept[key] = image
            _kept_bytes += image.sizeInBytes()
        while _kept_bytes > KEPT_BYTES and len(_kept) > 1:
            _, dropped = _kept.popitem(last=False)
            _kept_bytes -= dropped.sizeInBytes()
    return image


class CardArt(QQuickImageProvider):
    """``image://cards/<id>`` (``resources.CARD_PROVIDER``): :func:`drawn` at the size the
    ``Image`` asks for."""

    def __init__(self) -> None:
        super().__init__(QQmlImageProviderBase.ImageType.Image)

    def requestImage(self, id: str, size: QSize, requestedSize: QSize) -> QImage:
        image = drawn(id, max(0, requestedSize.width()), max(0, requestedSize.height()))
        size.setWidth(image.width())
        size.setHeight(image.height())
        return image
