"""The ``uno-desktop`` command: the game, a saved game to resume, ``host`` (a headless LAN
host), ``--self-test`` and ``--help``. The help and the command line's errors are in the
player's language (the one chosen in Settings, else the system's), from the same Qt
Linguist catalogues as the game, and need no display."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PROGRAM = "uno-desktop"


def self_test() -> int:
    """Smoke test of the installed game (used by packaging checks): exit 0 when healthy."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
    import tempfile

    os.environ.setdefault("UNO_DESKTOP_CONFIG_DIR", tempfile.mkdtemp(prefix="uno-selftest-"))
    from PySide6.QtCore import QCoreApplication, QElapsedTimer

    from rules import load_preset
    from uno_desktop.app import UnoApp
    from uno_desktop.session import SeatInfo

    ui = UnoApp(sound=False, autosave=False)
    ui.settings.animationSpeed = "instant"
    window = ui.load()
    seats = [SeatInfo("Test", "bot", "easy"), SeatInfo("Bot", "bot", "easy")]
    ui.controller.bot_grace = 0
    ui.controller.start_game(load_preset("official"), seats, seed=7)
    session = ui.controller.session
    assert session is not None
    start = session.game.state_id
    clock = QElapsedTimer()
    clock.start()
    while session.game.state_id == start and clock.elapsed() < 30_000:
        QCoreApplication.processEvents()
    image = window.grabWindow()
    ok = session.game.state_id > start and not image.isNull() and image.width() > 0
    print(f"self-test: frame {image.width()}x{image.height()}, "
          f"actions {session.game.state_id - start}: {'ok' if ok else 'FAILED'}")
    ui.close()
    return 0 if ok else 1


@contextmanager
def players_language() -> Iterator[None]:
    """The player's catalogue installed, on a QCoreApplication (no window, no display)
    unless an application exists already, and taken out again afterwards."""
    from PySide6.QtCore import QCoreApplication

    from uno_desktop.app import set_app_identity  # and Qt for Python's work-around
    from uno_desktop.i18n import Translations
    from uno_desktop.settings import Settings

    app = QCoreApplication.instance()
    if app is None:
        set_app_identity()
        app = QCoreApplication([PROGRAM])
    translations = Translations()
    translations.load(Settings(translations).language)
    try:
        yield
    finally:
        translations.unload()


def help_text(columns: int = 79) -> str:
    """What the command line accepts, in the language installed now."""
    import textwrap

    from PySide6.QtCore import QCoreApplication

    from uno_desktop.settings import config_dir

    file = QCoreApplication.translate("CommandLine", "FILE")
    rows = [
        ("", QCoreApplication.translate("CommandLine", "open the game at its main menu")),
        (file, QCoreApplication.translate(
            "CommandLine", "resume the game saved in %1 (an autosave.json, say), or watch "
            "the game recorded in it (a .unorec file)")
         .replace("%1", file)),
        ("host ...", QCoreApplication.translate(
            "CommandLine",
            "host a LAN game without a window (uno-desktop host --help lists its options)")),
        ("--self-test", QCoreApplication.translate(
            "CommandLine", "start without a window, play one bot turn, exit (0: it works)")),
        ("-h, --help", QCoreApplication.translate("CommandLine", "show this help and exit")),
    ]
    commands = [f"  {PROGRAM} {name}".rstrip() for name, _ in rows]
    width = max(map(len, commands)) + 2
    lines = [
        QCoreApplication.translate(
            "CommandLine",
            "UNO for the desktop: every house rule, eleven themed editions, bots and LAN play."),
        "",
        QCoreApplication.translate("CommandLine", "Usage:"),
        *[textwrap.fill(text, columns, initial_indent=command.ljust(width),
                        subsequent_indent=" " * width, break_on_hyphens=False)
          for command, (_, text) in zip(commands, rows, strict=True)],
        "",
        QCoreApplication.translate(
            "CommandLine", "Qt's own options, such as -platform offscreen, go to Qt."),
        QCoreApplication.translate("CommandLine", "Settings and the autosave are in %1")
        .replace("%1", str(config_dir())),
    ]
    return "\n".join(textwrap.fill(line, columns, break_on_hyphens=False)
                     if len(line) > columns and not line.startswith(" ") else line
                     for line in lines) + "\n"


def usage_error(arguments: list[str]) -> str:
    """What is wrong with the game's arguments (Qt's options already taken out), in the
    language installed now; '' when nothing is."""
    from PySide6.QtCore import QCoreApplication

    options = [a for a in arguments if a.startswith("-")]
    files = [a for a in arguments if not a.startswith("-")]
    if options:
        problem = QCoreApplication.translate("CommandLine", "unknown option %1").replace(
            "%1", options[0])
    elif len(files) > 1:
        problem = QCoreApplication.translate("CommandLine", "one file at a time, not %1").replace(
            "%1", " ".join(files))
    else:
        return ""
    hint = QCoreApplication.translate("CommandLine", "Try “%1 --help”.").replace("%1", PROGRAM)
    return f"{PROGRAM}: {problem}\n{hint}\n"


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "host":
        if importlib.util.find_spec("uno_desktop.net.headless") is None:
            print("uno-desktop host: LAN hosting is not available in this build",
                  file=sys.stderr)
            return 2
        from uno_desktop.net import headless

        return int(headless.main(args[1:]) or 0)
    if "-h" in args or "--help" in args:
        with players_language():
            sys.stdout.write(help_text())
        return 0
    if "--self-test" in args:
        return self_test()
    from uno_desktop.app import ensure_qapp, run

    rest = ensure_qapp([sys.argv[0], *args]).arguments()[1:]  # Qt took its options out
    if usage_error(rest):
        with players_language():
            sys.stderr.write(usage_error(rest))
        return 2
    return run(open_file=Path(rest[0]) if rest else None)


if __name__ == "__main__":
    sys.exit(main())
