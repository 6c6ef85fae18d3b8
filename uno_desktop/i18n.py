"""Switching the UI language at run time.

:class:`Translations` loads ``uno_desktop_<lang>.qm`` (compiled by the translation work
from ``i18n/*.ts``) when it exists, installs it, re-translates QML with
``engine.retranslate()`` and emits :attr:`Translations.languageChanged` so Python-side
texts (built with ``self.tr``/``translate_code``) can be rebuilt too. Qt's own strings
(a text field's menu: Cut, Copy, Paste) come from the ``qtdeclarative_<lang>.qm``
catalogue that ships with Qt, loaded too when it exists.

Wheels and bundles always carry the game's catalogues, and an editable install compiles
them (``setup.py``); a checkout used without either may have none, or older ones than its
``.ts`` files. Then the game says so on stderr, once per language, with the command that
fixes it, instead of silently showing English source texts ("1 card(s)").
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
    Slot,
)

from uno_desktop.qttypes import Property
from uno_desktop.resources import translations_dir

if TYPE_CHECKING:
    from PySide6.QtQml import QQmlEngine

SUPPORTED = ("en", "de", "sv")
QT_CATALOGUES = ("qtdeclarative",)  # the one the bundle ships (packaging/qtfilter.py says why)
FIX = "python3 scripts/i18n.py release"  # compiles i18n/*.ts in a source checkout
_reported: set[str] = set()


def system_language(locale: QLocale | None = None) -> str:
    """The supported language closest to the system locale (``en`` when none fits)."""
    locale = locale or QLocale.system()
    for name in [locale.name(), *locale.uiLanguages()]:
        lang = name.replace("-", "_").split("_")[0].lower()
        if lang in SUPPORTED:
            return lang
        if lang in ("nb", "nn", "no", "da"):  # Scandinavian neighbours read Swedish
            return "sv"
        if lang in ("lb", "gsw"):  # Luxembourgish, Swiss German
            return "de"
    return "en"


def qt_translation_files(language: str) -> list[str]:
    """Qt's own catalogues (``qtbase_de.qm`` …) for ``language`` that exist here."""
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    return [str(folder / f"{base}_{language}.qm") for base in QT_CATALOGUES
            if (folder / f"{base}_{language}.qm").exists()]


def catalogue_problem(qm: Path, loaded: bool) -> str:
    """Why the game's catalogue ``qm`` is not (or not fully) in use; '' when it is."""
    ts = qm.with_suffix(".ts")  # next to it only in a source checkout
    if not qm.is_file():
        return f"{qm.name} is missing from {qm.parent}: texts stay in English source form"
    if not loaded:
        return f"{qm} cannot be read: texts stay in English source form"
    if ts.is_file() and ts.stat().st_mtime > qm.stat().st_mtime:
        return f"{qm.name} is older than {ts.name}: newer translations are missing"
    return ""


def report_catalogue(language: str, qm: Path, loaded: bool) -> None:
    """Say once per language, on stderr, what is wrong with its catalogue and the fix."""
    problem = catalogue_problem(qm, loaded)
    if problem and language not in _reported:
        _reported.add(language)
        print(f"UNO Desktop: {problem}. In a source checkout run: {FIX}", file=sys.stderr)


class Translations(QObject):
    languageChanged = Signal()

    def __init__(self, engine: QQmlEngine | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._translators: list[QTranslator] = []
        self._language = "en"

    def set_engine(self, engine: QQmlEngine) -> None:
        self._engine = engine

    def _get_language(self) -> str:
        return self._language

    @Slot(str)
    def load(self, language: str) -> None:
        """Install the catalogue for ``language`` (``en``, ``de``, ``sv``) and re-translate."""
        self.unload()
        self._language = language
        for path in qt_translation_files(language):
            self._install(path)
        qm = translations_dir() / f"uno_desktop_{language}.qm"
        report_catalogue(language, qm, self._install(str(qm)))
        QLocale.setDefault(QLocale(language))
        if self._engine is not None:
            self._engine.retranslate()
        self.languageChanged.emit()

    def unload(self) -> None:
        """Take this object's catalogues out of the application again."""
        for translator in self._translators:  # static: the application's list
            QCoreApplication.removeTranslator(translator)
        self._translators.clear()

    def _install(self, path: str) -> bool:
        translator = QTranslator(self)
        if not translator.load(path):
            return False
        QCoreApplication.installTranslator(translator)
        self._translators.append(translator)
        return True

    language = Property(str, _get_language, load, notify=languageChanged)
