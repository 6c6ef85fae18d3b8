"""Sound: QSoundEffect without an audio device (headless) must never crash the game."""

from __future__ import annotations

from uno_desktop.ui.sound import NAMES, Sounds


def test_sounds_play_headless(qapp, qtbot):
    sounds = Sounds(enabled=True)
    sounds.volume = 0.5
    for name in NAMES:
        sounds.play(name)
    qtbot.wait(200)
    sounds.muted = True
    sounds.play("uno")
    assert sounds.played == [*NAMES, "uno"]
