"""Switching the UI language at run time.

:class:`Translations` loads ``uno_desktop_<lang>.qm`` (compiled by the translation work
from ``i18n/*.ts``) when it exists, installs it, re-translates QML with
``engine.retranslate()`` and emits :attr:`Translations.languageChanged` so Python-side
texts (built with ``self.tr``/``translate_code``) can be rebuilt too. A missing file just
means English source strings. Qt's own strings (dialog buttons) come from the
``qtbase_<lang>.qm`` catalogue that ships with Qt, loaded too when it exists.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
    Slot,
)

from uno_desktop.resources import translations_dir

SUPPORTED = ("en", "de", "sv")
QT_CATALOGUES = ("qtbase", "qtdeclarative", "qtmultimedia")


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


class Translations(QObject):
    languageChanged = Signal()

    def __init__(self, engine: object | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._translators: list[QTranslator] = []
        self._language = "en"

    def set_engine(self, engine: object) -> None:
        self._engine = engine

    def _get_language(self) -> str:
        return self._language

    @Slot(str)
    def load(self, language: str) -> None:
        """Install the catalogue for ``language`` (``en``, ``de``, ``sv``) and re-translate."""
        app = QCoreApplication.instance()
        for old in self._translators:
            app.removeTranslator(old)
        self._translators.clear()
        self._language = language
        qm = translations_dir() / f"uno_desktop_{language}.qm"
        for path in [*qt_translation_files(language), str(qm)]:
            translator = QTranslator(self)
            if translator.load(path):
                app.installTranslator(translator)
                self._translators.append(translator)
        QLocale.setDefault(QLocale(language))
        if self._engine is not None:
            self._engine.retranslate()
        self.languageChanged.emit()

    language = Property(str, _get_language, load, notify=languageChanged)
