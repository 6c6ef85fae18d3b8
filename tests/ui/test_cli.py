"""The console entry point: ``--self-test`` renders a seeded table offscreen and exits 0;
``--help`` and usage errors speak the player's language without needing a display; a save
named on the command line is resumed, a broken one explained; a game that cannot open its
window (no display, or one that is not there) says so in one line and exits with 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from ui_helpers import human_vs_bots, wait_my_turn

from rules.record import snapshot
from uno_desktop import __main__ as cli
from uno_desktop.ui import texts

ROOT = Path(__file__).resolve().parents[2]
HELP = {"en": ("Usage:", "resume the game saved in FILE"),
        "de": ("Aufruf:", "den in DATEI gespeicherten Spielstand fortsetzen"),
        "sv": ("Användning:", "återuppta spelet som sparats i FIL")}
LOCALE = {"en": "en_GB.UTF-8", "de": "de_DE.UTF-8", "sv": "sv_SE.UTF-8"}


def uno_desktop(*args: str, config: Path | None, lang: str = "en", **extra: str):
    """The command run as a player would, with no display (and no Qt platform unless
    ``QT_QPA_PLATFORM`` is given); ``config=None``: no settings folder chosen."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "LANGUAGE", "LC_ALL", "LC_MESSAGES",
                        "QT_QPA_PLATFORM", "QT_LOGGING_RULES", "UNO_DESKTOP_CONFIG_DIR")}
    env.update(PYTHONPATH=str(ROOT), LANG=LOCALE[lang], PYTHONIOENCODING="utf-8")
    if config is not None:
        env["UNO_DESKTOP_CONFIG_DIR"] = str(config)
    env.update(extra)
    return subprocess.run([sys.executable, "-m", "uno_desktop", *args], env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=120,
                          cwd=ROOT, check=False)


NO_SOUND = {"en": ("uno-desktop: no sound, ", "; playing silently"),
            "de": ("uno-desktop: kein Ton, ", "; es wird ohne Ton gespielt")}


@pytest.mark.slow  # over 1 s of CPU
@pytest.mark.parametrize("lang", ["en", "de"])
def test_self_test_exits_zero_and_names_the_core(tmp_path, lang):
    """...and where no sound server answers (a socket that is not there), or Qt Multimedia
    does not load, the one line on stderr is the game's own, in the player's language: none
    of Qt's audio chatter. Its settings are a folder of its own, gone when it ends."""
    result = uno_desktop("--self-test", config=None, lang=lang, TMPDIR=str(tmp_path),
                         QT_QPA_PLATFORM="offscreen", PULSE_SERVER="unix:/nonexistent")
    assert result.returncode == 0, result.stdout + result.stderr
    assert not list(tmp_path.iterdir())
    assert "ok" in result.stdout
    assert f"self-test: rules core {cli.core()}," in result.stdout  # the checkout: plain
    start, end = NO_SOUND[lang]
    said = result.stderr.splitlines()
    assert len(said) == 1 and said[0].startswith(start) and said[0].endswith(end), said


VERSION = {"en": ("rules core: compiled (mypyc)", "rules core: plain Python (slower;"),
           "de": ("Regelkern: kompiliert (mypyc)", "Regelkern: reines Python (langsamer;"),
           "sv": ("regelkärna: kompilerad (mypyc)", "regelkärna: ren Python (långsammare;")}


@pytest.mark.parametrize("lang", sorted(VERSION))
def test_version_names_the_rules_core_in_the_players_language(tmp_path, lang):
    result = uno_desktop("--version", config=tmp_path, lang=lang)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    first, second = result.stdout.splitlines()
    assert first.startswith("uno-desktop ")
    compiled, plain = VERSION[lang]
    assert second.startswith(compiled if cli.core() == "compiled" else plain)


def test_version_says_compiled_where_the_core_is(qapp, monkeypatch, config_dir):
    """In English, whatever language an earlier test in this process left set."""
    import rules.records
    from uno_desktop.settings import Settings

    Settings().language = "en"

    monkeypatch.setattr(rules.records, "compiled", lambda module="rules.game": True)
    assert cli.core() == "compiled"
    with cli.players_language():
        assert cli.version_text().splitlines()[1] == "rules core: compiled (mypyc)"


@pytest.mark.parametrize("lang", sorted(HELP))
def test_help_follows_the_system_language_and_needs_no_display(tmp_path, lang):
    result = uno_desktop("--help", config=tmp_path, lang=lang, QT_QPA_PLATFORM="xcb")
    assert result.returncode == 0 and result.stderr == "", result.stderr
    usage, resume = HELP[lang]
    assert result.stdout.startswith("UNO ") and usage in result.stdout
    assert resume in " ".join(result.stdout.split())  # however it is wrapped
    for command in ("uno-desktop host", "uno-desktop --self-test", "uno-desktop --version",
                    "uno-desktop --lang de|en|sv", "uno-desktop -h, --help"):
        assert command in result.stdout, command
    assert "LANGUAGE, LC_ALL, LANG" in result.stdout  # how the language is chosen
    assert str(tmp_path) in result.stdout  # where the autosave is
    assert max(map(len, result.stdout.splitlines())) <= 79 + len(str(tmp_path))


def test_help_follows_the_language_chosen_in_settings(tmp_path):
    (tmp_path / "settings.ini").write_text("[General]\nlanguage=sv\n", "utf-8")
    result = uno_desktop("-h", config=tmp_path, lang="de")
    assert result.returncode == 0, result.stderr
    assert HELP["sv"][0] in result.stdout


def test_lang_chooses_the_language_for_one_run_and_saves_nothing(tmp_path):
    (tmp_path / "settings.ini").write_text("[General]\nlanguage=sv\n", "utf-8")
    result = uno_desktop("--lang", "de", "--help", config=tmp_path, lang="en")
    assert result.returncode == 0, result.stderr
    assert HELP["de"][0] in result.stdout
    assert cli.take_language(["--help", "--lang=de"]) == ("de", ["--help"], "")
    assert cli.take_language(["--lang"]) == ("", [], "--lang")  # no language named
    assert HELP["sv"][0] in uno_desktop("--help", config=tmp_path).stdout
    assert (tmp_path / "settings.ini").read_text("utf-8") == "[General]\nlanguage=sv\n"


def test_an_unknown_language_is_a_usage_error(tmp_path):
    (tmp_path / "settings.ini").write_text("[General]\nlanguage=sv\n", "utf-8")
    result = uno_desktop("--lang", "fr", config=tmp_path, lang="de")
    assert result.returncode == 2
    assert result.stderr.splitlines()[0] == (
        "uno-desktop: --lang fr: språken är de, en, sv")  # Settings: sv


def test_a_language_chosen_for_this_run_is_not_saved_until_chosen_in_settings(
        tmp_path, monkeypatch):
    from uno_desktop import settings

    monkeypatch.setattr(settings, "THIS_RUN", {"language": "de"})
    store = settings.Settings(path=tmp_path / "settings.ini")
    store.language = "sv"
    assert store.language == "sv" and settings.THIS_RUN == {}
    settings.THIS_RUN["language"] = "de"
    assert store.language == "de"
    store.sync()
    assert settings.Settings(path=tmp_path / "settings.ini")._store.value("language") == "sv"


def test_an_unknown_option_without_a_display_is_the_games_own_error(tmp_path):
    """No DISPLAY and no QT_QPA_PLATFORM: Qt would abort on xcb; the game speaks first."""
    result = uno_desktop("--bogus", "-platform", "xcb", config=tmp_path, lang="sv")
    assert result.returncode == 2
    assert result.stderr.splitlines()[0] == "uno-desktop: okänt alternativ --bogus", result.stderr
    assert "qt.qpa" not in result.stderr


def test_a_file_without_a_display_is_one_line_and_exit_2(tmp_path):
    """``uno-desktop FILE`` with no display: Qt would abort (134) blaming xcb-cursor0."""
    save = tmp_path / "game.json"
    save.write_text("{}", encoding="utf-8")
    result = uno_desktop(str(save), config=tmp_path, lang="de")
    assert result.returncode == 2, result.stderr
    assert result.stderr.splitlines() == [
        "uno-desktop: kein Bildschirm, auf dem das Spiel laufen kann (DISPLAY und "
        "WAYLAND_DISPLAY sind nicht gesetzt); starte es auf deinem Desktop."]


def test_a_display_that_is_not_there_is_one_line_and_exit_2(tmp_path):
    """A display named but not reachable (Qt's platform plugin fails): the game says so in
    one line with Qt's reason, none of Qt's misleading guesses, and exits with 2."""
    result = uno_desktop(config=tmp_path, lang="sv", DISPLAY=":987")
    assert result.returncode == 2, result.stderr
    assert result.stderr.splitlines() == [
        "uno-desktop: inget fönster kan öppnas här (qt.qpa.xcb: could not connect to "
        "display :987)."]


def test_qt_that_does_not_load_is_one_line_and_exit_2(tmp_path):
    """A system library Qt links is missing (here a stand-in PySide6 that fails to load as
    the real one does): one line naming it and the fix, exit 2, no traceback."""
    fake = tmp_path / "fake" / "PySide6"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text(
        'raise ImportError("libEGL.so.1: cannot open shared object file: No such file or '
        'directory")\n', encoding="utf-8")
    result = uno_desktop(config=tmp_path, PYTHONPATH=f"{fake.parent}{os.pathsep}{ROOT}")
    assert result.returncode == 2, result.stderr
    assert result.stderr.splitlines() == [
        "uno-desktop: Qt does not load here (libEGL.so.1: cannot open shared object file: "
        "No such file or directory); install the libraries it needs (on Debian/Ubuntu: "
        "bash scripts/system-deps.sh --game)"]


def test_qt_options_are_known_before_qt_starts():
    assert cli.without_qt_options(
        ["-platform", "offscreen", "--reverse", "-qmljsdebugger=port:1", "--style=Fusion",
         "game.json", "--bogus"]) == ["game.json", "--bogus"]


def test_an_unknown_option_is_a_usage_error_in_the_players_language(tmp_path):
    result = uno_desktop("--bogus", config=tmp_path, lang="de", QT_QPA_PLATFORM="offscreen")
    assert result.returncode == 2
    assert result.stderr.splitlines() == ["uno-desktop: unbekannte Option --bogus",
                                          "Siehe „uno-desktop --help“."]
    result = uno_desktop("a.json", "b.json", config=tmp_path, QT_QPA_PLATFORM="offscreen")
    assert result.returncode == 2 and "one file at a time, not a.json b.json" in result.stderr


def test_the_game_gets_the_file_and_qt_its_options(monkeypatch):
    """Qt's options (``-platform offscreen``) are Qt's; the one argument left is the save."""
    import uno_desktop.app as app

    class FakeApp:
        def __init__(self, argv: list[str]) -> None:
            self.argv = [a for a in argv if a not in ("-platform", "offscreen")]

        def arguments(self) -> list[str]:
            return self.argv

    opened: list[Path | None] = []
    monkeypatch.setattr(app, "ensure_qapp", FakeApp)
    monkeypatch.setattr(app, "run", lambda open_file=None: opened.append(open_file) or 0)
    assert cli.main(["-platform", "offscreen", "my game.json"]) == 0
    assert cli.main([]) == 0
    assert opened == [Path("my game.json"), None]


def test_a_save_named_on_the_command_line_is_resumed(ui, qtbot, tmp_path):
    from uno_desktop import saves

    human_vs_bots(ui, seed=21)
    wait_my_turn(qtbot, ui)
    session = ui.controller.session
    path = tmp_path / "mine.json"
    saves.write(path, session.record(), session.seats, session.bot_seed)
    expected = snapshot(session.game)
    ui.controller.leaveTable()
    assert ui.controller.open_save(path)
    assert ui.controller.screen == "table"
    assert snapshot(ui.controller.session.game) == expected


def test_a_broken_or_missing_save_is_explained_at_the_menu(ui, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_bytes(b'{"format": "uno-desktop-save", "vers')
    assert not ui.controller.open_save(broken)
    assert ui.controller.message == texts.translate_code("save", "malformed")
    assert ui.controller.screen == "menu"
    assert not ui.controller.open_save(tmp_path / "nowhere.json")
    assert ui.controller.message == texts.translate_code("save", "unreadable")


def test_a_file_damaged_in_any_way_is_explained_and_the_app_stays_up(ui, tmp_path):
    """Deep nesting (even in an unknown field) and one bad UTF-8 byte used to kill the app
    at start: the readers raised RecursionError and UnicodeDecodeError."""
    deep = b"[" * 100_000 + b"]" * 100_000
    cases = {
        "deep.json": (b'{"format": "uno-desktop-save", "version": 2, "x": ' + deep + b"}",
                      "record", "malformed"),  # its kind cannot be read either
        "deep.unorec": (b'{"format": "uno-desktop-record", "x": ' + deep + b"}",
                        "record", "malformed"),
        "utf8.unorec": (b'{"format": "uno-desktop-record", "version": 1, "seats": ["\xff"]}',
                        "record", "invalid"),
        "utf8-tag.unorec": (b'{"format": "uno-desktop-rec\xffrd"}', "record", "malformed"),
    }
    for name, (data, kind, code) in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        assert not ui.controller.open_file(path), name
        assert ui.controller.message == texts.translate_code(kind, code), name
        assert ui.controller.screen == "menu"


def test_host_without_lan_module_is_a_clear_error(monkeypatch, capsys):
    """A build without the LAN modules says so instead of failing on an import."""
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "uno_desktop.net.headless"
                        else real(name, *a))
    assert cli.main(["host"]) == 2
    assert "LAN hosting is not available" in capsys.readouterr().err
