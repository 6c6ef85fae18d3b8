"""Where the game's files are, found the same way from a source checkout, an installed
wheel and a PyInstaller bundle.

Layouts searched, first hit wins:

* PyInstaller (``sys._MEIPASS``): the spec copies ``uno_desktop/ui/qml`` to
  ``<bundle>/uno_desktop/ui/qml`` (and each kit folder's QML, ``ui/editions/<edition>/``,
  to the same place in the bundle, where the kit finds it beside its ``__file__``),
  ``assets/`` to ``<bundle>/assets`` and the compiled ``i18n/*.qm`` to ``<bundle>/i18n``.
* Wheel: QML is package data (``uno_desktop/ui/qml/**``, ``ui/editions/*/*.qml``). The
  repo-level ``assets/`` and ``i18n/*.ts`` are not inside a package, so ``setup.py``'s
  ``build_py`` copies the assets to ``uno_desktop/assets`` and compiles the ``.qm`` files
  to ``uno_desktop/i18n`` in the build tree (both are looked for).
* Source checkout: ``<repo>/assets`` and ``<repo>/i18n`` next to the package.

Presets are the rules core's own package data (``rules.options.PRESETS``, beside its
modules), nothing to do here.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from PySide6.QtCore import QUrl

PACKAGE = Path(__file__).resolve().parent


def _roots() -> list[Path]:
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    roots += [PACKAGE, PACKAGE.parent]
    return roots


def _find(*candidates: str) -> Path:
    for root in _roots():
        for rel in candidates:
            path = root / rel
            if path.exists():
                return path
    return _roots()[-1] / candidates[-1]  # a clear path in error messages


@cache
def qml_dir() -> Path:
    """The folder holding ``Main.qml`` and the table's components."""
    return _find("uno_desktop/ui/qml", "ui/qml")


@cache
def assets_dir() -> Path:
    """The folder holding ``cards/``, ``cards_cb/``, ``icons/`` and ``sounds/``."""
    return _find("assets")


@cache
def translations_dir() -> Path:
    """The folder holding ``uno_desktop_<lang>.qm``."""
    return _find("i18n")


def qml_file(name: str) -> Path:
    return qml_dir() / name


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def asset_url(*parts: str) -> QUrl:
    return QUrl.fromLocalFile(str(asset(*parts)))


@cache
def card_suffix() -> str:
    """``.svg`` in a checkout and a wheel; ``.svgz`` in the bundle, which ships the cards
    gzip-compressed (packaging/build.py): Qt's SVG reader opens either."""
    return ".svg" if asset("cards", "back.svg").exists() else ".svgz"


CARD_PROVIDER = "cards"
"""The image provider that draws the cards (``ui/card_art.py``), as a card's URL names it."""
COLOUR_BLIND = "cb/"
"""What a card's id in that URL starts with where it asks for the colour-blind art."""


def card_file(code: str, colour_blind: bool = False) -> Path:
    """A card's SVG (``red_5``, ``back``); the colour-blind art where it has one."""
    name = code + card_suffix()
    path = asset("cards_cb" if colour_blind else "cards", name)
    return path if path.exists() else asset("cards", name)


def card_url(code: str, colour_blind: bool = False) -> str:
    """URL string of a card's picture for QML: drawn by ``ui/card_art.py`` at the size its
    ``Image`` asks for, once, and kept (``image://cards/red_5``, ``image://cards/cb/red_5``)."""
    return f"image://{CARD_PROVIDER}/{COLOUR_BLIND if colour_blind else ''}{code}"
