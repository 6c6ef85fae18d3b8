"""Sound effects with QSoundEffect: loaded lazily, silent and harmless without audio.

Headless machines have no audio device; QSoundEffect then reports an error status, which
we ignore — a missing sound must never stop the game.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QObject, QUrl, Signal, Slot

from uno_desktop.resources import asset

NAMES = ("play", "draw", "shuffle", "uno", "win", "catch", "click")


class Sounds(QObject):
    volumeChanged = Signal()
    mutedChanged = Signal()

    def __init__(self, parent: QObject | None = None, enabled: bool = True) -> None:
        super().__init__(parent)
        self._effects: dict[str, object] = {}
        self._volume = 0.7
        self._muted = False
        self._enabled = enabled
        self.played: list[str] = []  # for tests: what would have been heard

    def _effect(self, name: str) -> object | None:
        if not self._enabled:
            return None
        effect = self._effects.get(name)
        if effect is None:
            path = asset("sounds", f"{name}.wav")
            if not path.exists():
                return None
            try:
                from PySide6.QtMultimedia import QSoundEffect
            except ImportError:  # pragma: no cover - Addons missing
                self._enabled = False
                return None
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            self._effects[name] = effect
        return effect

    @Slot(str)
    def play(self, name: str) -> None:
        self.played.append(name)
        if self._muted or self._volume <= 0:
            return
        effect = self._effect(name)
        if effect is None:
            return
        effect.setVolume(self._volume)
        effect.play()

    def _get_volume(self) -> float:
        return self._volume

    def _set_volume(self, value: float) -> None:
        value = max(0.0, min(1.0, float(value)))
        if value != self._volume:
            self._volume = value
            self.volumeChanged.emit()

    def _get_muted(self) -> bool:
        return self._muted

    def _set_muted(self, value: bool) -> None:
        if bool(value) != self._muted:
            self._muted = bool(value)
            self.mutedChanged.emit()

    volume = Property(float, _get_volume, _set_volume, notify=volumeChanged)
    muted = Property(bool, _get_muted, _set_muted, notify=mutedChanged)
