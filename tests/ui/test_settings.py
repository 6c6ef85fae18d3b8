"""Settings persist (QSettings, INI in the config folder) and bad stored values fall back."""

from __future__ import annotations

from uno_desktop.settings import Settings


def test_settings_round_trip(qapp, tmp_path):
    path = tmp_path / "settings.ini"
    first = Settings(path=path)
    changed: list[str] = []
    first.colorBlindChanged.connect(lambda: changed.append("colorBlind"))
    first.language = "sv"
    first.animationSpeed = "fast"
    first.volume = 0.25
    first.muted = True
    first.colorBlind = True
    first.fullScreen = True
    first.playerName = "Sam"
    first.sync()
    assert changed == ["colorBlind"]
    second = Settings(path=path)
    assert (second.language, second.animationSpeed, second.volume, second.muted,
            second.colorBlind, second.fullScreen, second.playerName) == (
        "sv", "fast", 0.25, True, True, True, "Sam")


def test_bad_values_fall_back(qapp, tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text("[General]\nanimationSpeed=warp\nvolume=loud\nlanguage=xx\n")
    s = Settings(path=path)
    assert s.animationSpeed == "normal"
    assert s.volume == 0.7
    assert s.language in ("en", "de", "sv")
