"""Sound effects and the music loop with QSoundEffect: loaded lazily, silent and harmless
without audio.

Headless machines have no audio device; QSoundEffect then reports an error status, which
we ignore — a missing sound must never stop the game. Where Qt Multimedia itself cannot
load (a machine without ``libpulse``) or no sound server answers, the game plays silently
and says so in one line of its own; Qt Multimedia's own chatter about the machine's audio
is not a player's business and is dropped.
The presenters name the effects (``stage.sound(name)``); an effect timed to an animation
comes in one file per animation speed (``wheel_slow.wav``, ``wheel.wav``,
``wheel_fast.wav``: ``assets/make_sounds.py``).
At instant speed nothing animates, so only the moments a player must not miss are heard.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QUrl, Signal, Slot

from uno_desktop.qttypes import Property
from uno_desktop.resources import asset

if TYPE_CHECKING:  # QtMultimedia loads when the first sound does
    from PySide6.QtMultimedia import QSoundEffect

NAMES = ("play", "draw", "shuffle", "uno", "win", "catch", "click", "turn", "skipped",
         "verdict", "whistle", "beep", "buzzer", "fanfare", "creak", "wheel", "launcher_fire",
         "launcher_empty", "tip")
"""Every effect a presenter may ask for (each has ``assets/sounds/<name>.wav``)."""

TIMED = ("wheel", "launcher_fire", "launcher_empty", "tip")
"""Effects made once per animation speed, to land with their animation."""

AT_INSTANT = {"turn", "uno", "catch", "win", "fanfare", "verdict", "click"}
"""What is still heard at instant speed (where nothing animates)."""

MUSIC = "music"


def sound_effect_class() -> type[QSoundEffect] | None:
    """Qt Multimedia's QSoundEffect, or ``None`` where the module cannot load (PySide6-Addons
    missing, or a library it links to, such as libpulse): said once on stderr."""
    try:
        from PySide6.QtMultimedia import QSoundEffect as loaded
    except ImportError as exc:
        say_no_sound(QCoreApplication.translate(
            "Sounds", "%1: no sound, Qt Multimedia did not load (%2); playing silently")
            .replace("%2", str(exc)))
        return None
    return loaded


def say_no_sound(line: str) -> None:
    """The game's one line on stderr why it plays silently (once a run, whatever the
    reasons); ``%1`` in the translated line is the program's name."""
    global _unavailable_said
    if not _unavailable_said:
        _unavailable_said = True
        print(line.replace("%1", "uno-desktop"), file=sys.stderr, flush=True)


_unavailable_said = False

AUDIO_CHATTER = ("qt.multimedia", "PulseAudioService", "QSoundEffect:")
"""What Qt Multimedia says about the machine's audio (libraries it looked for, no device, a
format the dummy device refuses): nothing a player can act on."""

NO_SERVER = "PulseAudioService: pa_context_connect() failed"
"""Qt's word that no sound server answered (libpulse is there, the server is not)."""


def hush_qt_audio() -> Callable[..., object] | None:
    """Qt's handler for the real start and the self-test: Qt Multimedia's chatter dropped, a
    sound server that does not answer said in the game's one line, every other message to
    stderr as before. With ``QT_LOGGING_RULES`` set (a developer's) nothing is dropped and
    nothing installed. Returns the handler it replaced."""
    if os.environ.get("QT_LOGGING_RULES"):
        return None
    from PySide6.QtCore import qInstallMessageHandler

    def handler(kind: object, context: object, message: str) -> None:
        category = getattr(context, "category", "") or ""
        if message.startswith(NO_SERVER):
            say_no_sound(QCoreApplication.translate(
                "Sounds", "%1: no sound, no sound server answered; playing silently"))
            return
        if category.startswith("qt.multimedia") or message.startswith(AUDIO_CHATTER):
            return
        prefix = f"{category}: " if category and category != "default" else ""
        sys.stderr.write(f"{prefix}{message}\n")

    return qInstallMessageHandler(handler)


class Sounds(QObject):
    volumeChanged = Signal()
    musicVolumeChanged = Signal()
    mutedChanged = Signal()

    def __init__(self, parent: QObject | None = None, enabled: bool = True) -> None:
        super().__init__(parent)
        self._effects: dict[str, QSoundEffect] = {}
        self._volume = 0.7
        self._music_volume = 0.4
        self._muted = False
        self._enabled = enabled
        self._music: QSoundEffect | None = None
        self._music_wanted = False
        self.speed = "normal"  # the animation speed the timed effects follow
        self.played: list[str] = []  # for tests: what would have been heard

    def _load(self, file: str, loops: int = 1) -> QSoundEffect | None:
        if not self._enabled:
            return None
        effect = self._effects.get(file)
        if effect is None:
            path = asset("sounds", f"{file}.wav")
            if not path.exists():
                return None
            sound_effect = sound_effect_class()
            if sound_effect is None:
                self._enabled = False
                return None
            effect = sound_effect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setLoopCount(loops)
            self._effects[file] = effect
        return effect

    def file_for(self, name: str) -> str | None:
        """The file ``name`` plays at the current speed, or ``None`` if it stays silent."""
        if self.speed == "instant" and name not in AT_INSTANT:
            return None
        if name in TIMED and self.speed in ("slow", "fast"):
            return f"{name}_{self.speed}"
        return name

    @Slot(str)
    def play(self, name: str) -> None:
        file = self.file_for(name)
        if file is None:
            return
        self.played.append(name)
        if self._muted or self._volume <= 0:
            return
        effect = self._load(file)
        if effect is None:
            return
        effect.setVolume(self._volume)
        effect.play()

    # ------------------------------------------------------------ music

    def start_music(self) -> None:
        """The calm loop, for as long as the app runs (at its own volume; mute stops it)."""
        self._music_wanted = True
        self._update_music()

    def stop_music(self) -> None:
        self._music_wanted = False
        self._update_music()

    @property
    def music_playing(self) -> bool:
        return self._music is not None and bool(self._music.isPlaying())

    def _update_music(self) -> None:
        audible = self._music_wanted and not self._muted and self._music_volume > 0
        if not audible:
            if self._music is not None:
                self._music.stop()
            return
        if self._music is None:
            sound_effect = sound_effect_class()
            if sound_effect is None:
                self._enabled = False
                return
            self._music = self._load(MUSIC, sound_effect.Loop.Infinite.value)
            if self._music is None:
                return
        self._music.setVolume(self._music_volume)
        if not self._music.isPlaying():
            self._music.play()

    # ------------------------------------------------------------ properties

    def _get_volume(self) -> float:
        return self._volume

    def _set_volume(self, value: float) -> None:
        value = max(0.0, min(1.0, float(value)))
        if value != self._volume:
            self._volume = value
            self.volumeChanged.emit()

    def _get_music_volume(self) -> float:
        return self._music_volume

    def _set_music_volume(self, value: float) -> None:
        value = max(0.0, min(1.0, float(value)))
        if value != self._music_volume:
            self._music_volume = value
            self._update_music()
            self.musicVolumeChanged.emit()

    def _get_muted(self) -> bool:
        return self._muted

    def _set_muted(self, value: bool) -> None:
        if bool(value) != self._muted:
            self._muted = bool(value)
            self._update_music()
            self.mutedChanged.emit()

    volume = Property(float, _get_volume, _set_volume, notify=volumeChanged)
    """The effects' volume."""
    musicVolume = Property(float, _get_music_volume, _set_music_volume,
                           notify=musicVolumeChanged)
    muted = Property(bool, _get_muted, _set_muted, notify=mutedChanged)
