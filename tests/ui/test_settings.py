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


DEFAULTS = {"language": None, "animationSpeed": "normal", "volume": 0.7, "musicVolume": 0.4,
            "muted": False, "colorBlind": False, "fullScreen": False, "uiScale": 0.0,
            "playerName": "", "tutorialOffered": False}


def test_a_damaged_settings_file_gives_the_defaults(qapp, tmp_path):
    """Values of the wrong type (a list where a name goes, a variant PySide cannot convert),
    out of range (1e400, nan), bad UTF-8 and plain garbage: each setting is its default."""
    path = tmp_path / "settings.ini"
    for data in [
        b"[General]\nvolume=1e400\nmusicVolume=nan\nuiScale=inf\nplayerName=a, b, c\n"
        b"animationSpeed=@Variant(\\0\\0\\0\\x87?\\xe6ffff\\xd0)\n",
        b"[General]\nplayerName=" + b"x" * 100_000 + b"\nlanguage=\xff\xfe\n",
        b"\xff\xfe\x00garbage" + b"[" * 10_000,
    ]:
        path.write_bytes(data)
        settings = Settings(path=path)
        for name, default in DEFAULTS.items():
            value = getattr(settings, name)
            assert value == default or default is None, (name, value)


def test_new_settings_round_trip_and_fall_back(qapp, tmp_path):
    path = tmp_path / "settings.ini"
    first = Settings(path=path)
    first.musicVolume, first.uiScale = 0.25, 1.5
    first.sync()
    second = Settings(path=path)
    assert (second.musicVolume, second.uiScale) == (0.25, 1.5)
    path.write_text("[General]\nuiScale=7\nmusicVolume=-1\n")
    third = Settings(path=path)
    assert (third.uiScale, third.musicVolume) == (0.0, 0.4)  # from the screen; the default


def test_the_ui_scale_never_leaves_less_than_1024_by_640(ui, qtbot):
    from ui_helpers import drawn, find

    content = find(ui, "content")
    for setting, size, scale in ((1.5, (2000, 1400), 1.5), (1.5, (1024, 640), 1.0),
                                 (0.0, (3840, 2160), 2.0), (0.0, (1280, 720), 1.0),
                                 (0.75, (1024, 640), 0.75)):
        ui.settings.uiScale = setting
        ui.window.resize(*size)
        qtbot.waitUntil(lambda size=size: (ui.window.width(), ui.window.height()) == size)
        drawn(qtbot, ui.window)  # laid out at the new size
        assert content.scale() == scale, (setting, size)
        assert content.width() == size[0] / scale and content.width() >= 1024
