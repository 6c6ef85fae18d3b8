"""Sound: every effect a presenter asks for exists (timed ones once per animation speed),
each follows the animation speed, effects and music have their own volumes and mute
silences both; QSoundEffect without an audio device (headless) never crashes the game."""

from __future__ import annotations

import ast
from pathlib import Path

from uno_desktop.resources import asset
from uno_desktop.ui.sound import AT_INSTANT, MUSIC, NAMES, TIMED, Sounds


def _loaded(effect) -> bool:
    """Whether a QSoundEffect is done loading: ready, or (no audio device) in error."""
    from PySide6.QtMultimedia import QSoundEffect

    return effect.status() in (QSoundEffect.Status.Ready, QSoundEffect.Status.Error)


UI = Path(__file__).resolve().parents[2] / "uno_desktop" / "ui"
# classic's and the shared presenters, and each themed edition's in its kit folder
PRESENTERS = [*(UI / "present").glob("*.py"), *(UI / "editions").glob("*/presenters.py")]


def _asked_for() -> set[str]:
    """Every name a presenter passes to ``stage.sound`` (literals, also in conditionals)."""
    names = set()
    for path in PRESENTERS:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "sound":
                for arg in ast.walk(node.args[0]):
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        names.add(arg.value)
    return names


def test_every_sound_a_presenter_asks_for_exists():
    asked = _asked_for()
    assert {"wheel", "launcher_fire", "launcher_empty", "beep", "buzzer", "creak", "tip",
            "whistle", "verdict", "turn"} <= asked
    assert asked <= set(NAMES) | {"click"}
    for name in NAMES:
        assert asset("sounds", f"{name}.wav").is_file(), name
    for name in TIMED:
        for speed in ("slow", "fast"):
            assert asset("sounds", f"{name}_{speed}.wav").is_file(), (name, speed)
    assert asset("sounds", f"{MUSIC}.wav").is_file()


def test_timed_sounds_follow_the_animation_speed(qapp):
    sounds = Sounds(enabled=False)
    for speed, wheel in (("slow", "wheel_slow"), ("normal", "wheel"), ("fast", "wheel_fast"),
                         ("instant", None)):
        sounds.speed = speed
        assert sounds.file_for("wheel") == wheel
        assert sounds.file_for("play") == (None if speed == "instant" else "play")
    sounds.speed = "instant"  # nothing animates: only the moments not to miss
    for name in NAMES:
        assert (sounds.file_for(name) is not None) == (name in AT_INSTANT)


def test_sounds_play_headless(qapp, qtbot):
    sounds = Sounds(enabled=True)
    sounds.volume = 0.5
    for name in NAMES:
        sounds.play(name)
    qtbot.waitUntil(lambda: all(_loaded(e) for e in sounds._effects.values()))
    sounds.muted = True
    sounds.play("uno")
    assert sounds.played == [*NAMES, "uno"]


def test_effects_and_music_have_their_own_volumes_and_mute_silences_both(qapp, qtbot,
                                                                         tmp_path):
    from uno_desktop.i18n import Translations
    from uno_desktop.settings import Settings
    from uno_desktop.ui.shell import AppController

    settings = Settings(path=tmp_path / "settings.ini")
    sounds = Sounds(enabled=True)
    app = AppController(settings, Translations(None), sounds, autosave=False)
    settings.volume, settings.musicVolume, settings.muted = 0.3, 0.6, False
    assert (sounds.volume, sounds.musicVolume) == (0.3, 0.6)
    sounds.start_music()
    assert sounds._music is not None
    qtbot.waitUntil(lambda: _loaded(sounds._music))  # it plays where there is an audio device
    settings.muted = True
    assert sounds.muted and not sounds.music_playing
    settings.muted = False
    settings.musicVolume = 0.0
    assert not sounds.music_playing and sounds.volume == 0.3
    settings.animationSpeed = "fast"
    assert sounds.speed == "fast"
    del app


def test_without_qt_multimedia_the_game_plays_silently_and_says_so_once(qapp, qtbot,
                                                                         monkeypatch, capsys):
    """A machine without libpulse: Qt Multimedia's import fails. The music starts from the
    event loop (after the first frame, as UnoApp starts it) and effects play: no ImportError
    there, one line on stderr, and what would have been heard is still counted."""
    import sys

    from PySide6.QtCore import QTimer

    import uno_desktop.ui.sound as sound

    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # its import fails
    monkeypatch.setattr(sound, "_unavailable_said", False)
    sounds = Sounds(enabled=True)
    QTimer.singleShot(0, sounds.start_music)
    QTimer.singleShot(0, lambda: sounds.play("play"))
    qtbot.waitUntil(lambda: sounds.played == ["play"])
    sounds.play("uno")
    sounds.musicVolume = 0.9  # asks for the music again
    assert sounds.played == ["play", "uno"] and not sounds.music_playing
    lines = capsys.readouterr().err.splitlines()
    assert [line for line in lines if "no sound" in line] == [lines[0]]
    assert lines[0].startswith("uno-desktop: no sound, Qt Multimedia did not load")


def test_qts_audio_chatter_is_one_line_of_the_games_own(qapp, monkeypatch, capfd):
    """A player's start (no QT_LOGGING_RULES): a sound server that does not answer is the
    game's one line however often Qt says it; Qt Multimedia's chatter about the machine's
    audio is dropped; every other Qt message still reaches stderr."""
    from PySide6.QtCore import qInstallMessageHandler, qWarning

    import uno_desktop.ui.sound as sound

    monkeypatch.delenv("QT_LOGGING_RULES", raising=False)
    monkeypatch.setattr(sound, "_unavailable_said", False)
    previous = sound.hush_qt_audio()
    try:
        qWarning("PulseAudioService: pa_context_connect() failed")
        qWarning("QSoundEffect: playback of this format is not supported on the selected "
                 "audio device")
        qWarning("PulseAudioService: pa_context_connect() failed")
        qWarning("QQmlComponent: something the game must still show")
    finally:
        qInstallMessageHandler(previous)
    assert capfd.readouterr().err.splitlines() == [
        "uno-desktop: no sound, no sound server answered; playing silently",
        "QQmlComponent: something the game must still show"]
