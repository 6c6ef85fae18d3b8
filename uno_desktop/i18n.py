"""Switching the UI language at run time.

:class:`Translations` loads ``uno_desktop_<lang>.qm`` (compiled by the translation work
from ``i18n/*.ts``) when it exists, installs it, re-translates QML with
``engine.retranslate()`` and emits :attr:`Translations.languageChanged` so Python-side
texts (built with ``self.tr``/``translate_code``) can be rebuilt too. A missing file just
means English source strings.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QLocale, QObject, QTranslator, Signal, Slot

from uno_desktop.resources import translations_dir


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
        if qm.exists():
            translator = QTranslator(self)
            if translator.load(str(qm)):
                app.installTranslator(translator)
                self._translators.append(translator)
        QLocale.setDefault(QLocale(language))
        if self._engine is not None:
            self._engine.retranslate()
        self.languageChanged.emit()

    language = Property(str, _get_language, load, notify=languageChanged)
