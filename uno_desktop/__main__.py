"""The ``uno-desktop`` command: the game, a saved game to resume, ``host`` (a headless LAN
host), ``--self-test``, ``--version`` and ``--help``. The help, the version and the command
line's errors are in the player's language (``--lang``, else the one chosen in Settings,
else the system's), from the same Qt Linguist catalogues as the game, and need no display:
the arguments are checked before Qt starts."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtQuick import QQuickWindow

PROGRAM = "uno-desktop"
# Qt's own command-line options (QGuiApplication's and the X11 platform's), which Qt takes
# out of the arguments itself: known here only to tell a mistyped option before Qt starts.
QT_OPTIONS_WITH_VALUE = frozenset((
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
    "qwindowicon", "qwindowtitle", "session", "display", "name", "visual", "geometry",
    "title", "icon", "style", "stylesheet"))
QT_FLAGS = frozenset(("reverse", "nograb", "dograb", "sync", "widgetcount", "qmljsdebugger"))


def core() -> str:
    """Which rules core runs: ``compiled`` (mypyc, as a build makes it) or ``plain``."""
    from rules.records import compiled

    return "compiled" if compiled() else "plain"


def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed(PROGRAM)
    except PackageNotFoundError:  # a checkout on the path, not installed
        return "unknown"


def version_text() -> str:
    """``--version``: the game's version and which rules core runs, in the language now."""
    from PySide6.QtCore import QCoreApplication

    kind = (QCoreApplication.translate("CommandLine", "rules core: compiled (mypyc)")
            if core() == "compiled" else QCoreApplication.translate(
                "CommandLine", "rules core: plain Python (slower; an install with a C "
                "compiler builds the compiled one)"))
    return f"{PROGRAM} {version()}\n{kind}\n"


def self_test() -> int:
    """Smoke test of the installed game (used by packaging checks): a table with sound, one
    bot turn, then the screens built with Qt Quick Controls (new game, settings, the games
    list with its file chooser open); exit 0 when healthy."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if "UNO_DESKTOP_CONFIG_DIR" in os.environ:  # a folder the caller chose
        return _self_test()
    import tempfile

    # Settings of its own, never the player's, gone when the test ends (every run left an
    # empty folder in the system's temporary folder before).
    with tempfile.TemporaryDirectory(prefix="uno-selftest-", ignore_cleanup_errors=True) as own:
        os.environ["UNO_DESKTOP_CONFIG_DIR"] = own
        return _self_test()


def _self_test() -> int:
    """:func:`self_test` with its settings folder chosen."""
    from PySide6.QtCore import QCoreApplication, QElapsedTimer

    from rules import load_preset
    from uno_desktop.app import UnoApp
    from uno_desktop.session import SeatInfo
    from uno_desktop.ui.sound import hush_qt_audio

    hush_qt_audio()  # as a player's start: Qt's audio chatter out, a missing server one line

    ui = UnoApp(autosave=False)  # with sound: Qt Multimedia loads (or says why not)
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
    shown = 0
    for screen in ("newgame", "settings", "replays"):  # Qt Quick Controls, Material
        ui.controller.showScreen(screen)
        QCoreApplication.processEvents()
        shown += not window.grabWindow().isNull()
    shown += file_chooser_opens(window)
    link = secure_link_works()
    ok = ok and shown == 4 and link
    print(f"self-test: rules core {core()}, frame {image.width()}x{image.height()}, "
          f"actions {session.game.state_id - start}, screens {shown}, secure link "
          f"{'ok' if link else 'FAILED'}: {'ok' if ok else 'FAILED'}")
    ui.close()
    return 0 if ok else 1


def file_chooser_opens(window: QQuickWindow) -> bool:
    """The replays list's file chooser opens and lists a folder (the game's own, in QML
    over ui/files.py: a bundle that lacks a piece of it fails here)."""
    from PySide6.QtCore import QCoreApplication, QMetaObject, QObject
    from PySide6.QtQuick import QQuickItem

    chooser = window.findChild(QObject, "openFileChooser")
    if not isinstance(chooser, QQuickItem):
        return False
    QMetaObject.invokeMethod(chooser, "open")
    QCoreApplication.processEvents()
    listed = window.findChild(QObject, "fileRows") is not None
    QMetaObject.invokeMethod(chooser, "close")
    return listed and not window.grabWindow().isNull()


def secure_link_works() -> bool:
    """A network game's secure link made and used in this process, without a network: the
    PAKE, the host's key and the sealed frames (a bundle that lacks a piece of the
    cryptography they need fails here, not at a player's first join)."""
    from uno_desktop.net import secure

    identity = secure.HostIdentity.generate()
    guest = secure.GuestHandshake(b"self-test", context=b"self-test", app="self-test")
    host = secure.HostHandshake(identity, context=b"self-test")
    host.on_offer(guest.start())
    proof = guest.on_answer(host.answer(b"self-test"))
    accept, host_side = host.on_proof(proof)
    guest_side = guest.on_accept(accept)
    return (host_side.open(guest_side.seal(b"ping")) == b"ping"
            and guest_side.host_key == identity.public)


def register_links() -> int:
    """``--register-links``: this copy of the game opens invitation links (Windows: the
    player's own registry entry; elsewhere the system's desktop entry or bundle does it)."""
    from PySide6.QtCore import QCoreApplication

    if sys.platform != "win32":
        sys.stdout.write(QCoreApplication.translate(
            "CommandLine", "Here the installed game's desktop entry (Linux) or app bundle "
            "(macOS) lets invitation links open the game; there is nothing to register.") + "\n")
        return 0
    from uno_desktop.ui.url_scheme import register_windows

    try:
        register_windows()
    except OSError as exc:
        sys.stderr.write(f"{PROGRAM}: {exc}\n")
        return 1
    sys.stdout.write(QCoreApplication.translate(
        "CommandLine", "Invitation links (uno-desktop:) now open this copy of the game.") + "\n")
    return 0


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
    link = QCoreApplication.translate("CommandLine", "LINK")
    rows = [
        ("", QCoreApplication.translate("CommandLine", "open the game at its main menu")),
        (file, QCoreApplication.translate(
            "CommandLine", "resume the game saved in %1 (an autosave.json, say), or watch "
            "the game recorded in it (a .unorec file)")
         .replace("%1", file)),
        (link, QCoreApplication.translate(
            "CommandLine", "open the join page of the online room an invitation link "
            "(uno-desktop://join/...) is for, in the game already running if it is")),
        ("host ...", QCoreApplication.translate(
            "CommandLine",
            "host a LAN game without a window (uno-desktop host --help lists its options)")),
        ("--lang de|en|sv", QCoreApplication.translate(
            "CommandLine", "play in this language this time (Settings keep their choice)")),
        ("--register-links", QCoreApplication.translate(
            "CommandLine", "Windows: let invitation links (uno-desktop:) open this copy of the "
            "game (the installed game does this by itself)")),
        ("--self-test", QCoreApplication.translate(
            "CommandLine", "start without a window, play one bot turn, exit (0: it works)")),
        ("--version", QCoreApplication.translate(
            "CommandLine", "show the version and which rules core runs, and exit")),
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
            "CommandLine", "The language is the one chosen in Settings; until one is chosen, "
            "the system's (LANGUAGE, LC_ALL, LANG); --lang overrides both for one run."),
        QCoreApplication.translate(
            "CommandLine", "Qt's own options, such as -platform offscreen, go to Qt."),
        QCoreApplication.translate("CommandLine", "Settings and the autosave are in %1")
        .replace("%1", str(config_dir())),
    ]
    return "\n".join(textwrap.fill(line, columns, break_on_hyphens=False)
                     if len(line) > columns and not line.startswith(" ") else line
                     for line in lines) + "\n"


def without_qt_options(arguments: list[str]) -> list[str]:
    """``arguments`` without Qt's own options (``-platform offscreen``, ``--reverse``) and
    their values, as Qt will take them out."""
    rest: list[str] = []
    values = iter(arguments)
    for argument in values:
        name = argument.lstrip("-").split("=", 1)[0] if argument.startswith("-") else ""
        if name in QT_OPTIONS_WITH_VALUE:
            if "=" not in argument:
                next(values, None)
        elif name not in QT_FLAGS:
            rest.append(argument)
    return rest


def take_language(arguments: list[str]) -> tuple[str | None, list[str], str]:
    """``--lang X`` (or ``--lang=X``) taken out of ``arguments``: (X or None, the rest,
    what is wrong with it or '')."""
    from uno_desktop.settings import LANGUAGES

    language: str | None = None
    rest: list[str] = []
    values = iter(arguments)
    for argument in values:
        if argument == "--lang":
            language = next(values, "")
        elif argument.startswith("--lang="):
            language = argument.removeprefix("--lang=")
        else:
            rest.append(argument)
    wrong = ""
    if language is not None and language not in LANGUAGES:
        wrong = f"--lang {language}".rstrip()
    return language, rest, wrong


def usage_error(arguments: list[str], wrong_language: str = "") -> str:
    """What is wrong with the game's arguments (Qt's options already taken out), in the
    language installed now; '' when nothing is."""
    from PySide6.QtCore import QCoreApplication

    from uno_desktop.settings import LANGUAGES

    options = [a for a in arguments if a.startswith("-")]
    files = [a for a in arguments if not a.startswith("-")]
    if wrong_language:
        problem = QCoreApplication.translate(
            "CommandLine", "%1: the languages are %2").replace("%1", wrong_language).replace(
            "%2", ", ".join(sorted(LANGUAGES)))
    elif options:
        problem = QCoreApplication.translate("CommandLine", "unknown option %1").replace(
            "%1", options[0])
    elif len(files) > 1:
        problem = QCoreApplication.translate("CommandLine", "one file at a time, not %1").replace(
            "%1", " ".join(files))
    else:
        return ""
    hint = QCoreApplication.translate("CommandLine", "Try “%1 --help”.").replace("%1", PROGRAM)
    return f"{PROGRAM}: {problem}\n{hint}\n"


def platform_chosen(arguments: list[str]) -> bool:
    """Whether the command line or ``QT_QPA_PLATFORM`` names Qt's platform plugin."""
    return bool(os.environ.get("QT_QPA_PLATFORM")) or any(
        a.lstrip("-").split("=", 1)[0] == "platform" for a in arguments if a.startswith("-"))


def no_display(arguments: list[str]) -> bool:
    """Whether Qt would look for an X11 or Wayland display where neither is named: on a
    system with those (not Windows, not macOS), without a platform chosen."""
    return (sys.platform not in ("win32", "darwin") and not platform_chosen(arguments)
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"))


def cannot_start_text(why: str) -> str:
    """The one line for a game that cannot open its window, in the language now."""
    from PySide6.QtCore import QCoreApplication

    if why:
        line = QCoreApplication.translate(
            "CommandLine", "%1: no window can be opened here (%2).").replace(
            "%1", PROGRAM).replace("%2", why)
    else:
        line = QCoreApplication.translate(
            "CommandLine", "%1: no display to show the game on (DISPLAY and WAYLAND_DISPLAY "
            "are not set); start it from your desktop.").replace("%1", PROGRAM)
    return line + "\n"


@contextmanager
def exit_if_qt_cannot_start() -> Iterator[None]:
    """Around making the Qt application: where Qt's platform plugin cannot start (a display
    named but not there, a library missing), Qt prints a misleading guess and aborts (exit
    134). Its messages are held back meanwhile; on the fatal one the game says in one line
    why, in the player's language, and exits with 2. Held warnings of a start that works
    are printed after it as Qt would have."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    held: list[str] = []

    def hold(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if kind != QtMsgType.QtFatalMsg:
            held.append(f"{context.category}: {message}" if context.category
                        not in (None, "", "default") else message)
            return
        why = held[0] if held else message
        with players_language():  # on the half-made application Qt is giving up on
            sys.stderr.write(cannot_start_text(why))
        sys.stderr.flush()
        os._exit(2)  # Qt aborts as this returns

    previous = qInstallMessageHandler(hold)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
        for line in held:
            sys.stderr.write(line + "\n")


def qt_missing(module: str) -> str:
    """Why Qt's ``module`` does not load here (a system library it links is missing), or
    ''. Said in English: without Qt there is no catalogue to translate with. QtCore is all
    the command line and the headless host need; the game's window needs QtGui (libGL,
    libEGL, fontconfig, xkbcommon)."""
    try:
        importlib.import_module(module)
    except ImportError as exc:
        return (f"{PROGRAM}: Qt does not load here ({exc}); install the libraries it needs "
                "(on Debian/Ubuntu: bash scripts/system-deps.sh --game)\n")
    return ""


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    from uno_desktop import qtcompat

    try:  # before anything imports PySide6: its own helpers come from their cache (qtcompat)
        qtcompat.apply()
    except ImportError:
        pass  # a Qt that does not load here: qt_missing says why
    if missing := qt_missing("PySide6.QtCore"):
        sys.stderr.write(missing)
        return 2
    if args and args[0] == "host":
        if importlib.util.find_spec("uno_desktop.net.headless") is None:
            print("uno-desktop host: LAN hosting is not available in this build",
                  file=sys.stderr)
            return 2
        from uno_desktop.net import headless

        return int(headless.main(args[1:]) or 0)
    from uno_desktop import settings

    language, args, wrong_language = take_language(args)
    if language and not wrong_language:
        settings.THIS_RUN["language"] = language  # this run only: never saved
    if "-h" in args or "--help" in args:
        with players_language():
            sys.stdout.write(help_text())
        return 0
    if "--version" in args:
        with players_language():
            sys.stdout.write(version_text())
        return 0
    if missing := qt_missing("PySide6.QtGui"):
        sys.stderr.write(missing)
        return 2
    if "--self-test" in args:
        return self_test()
    if "--register-links" in args:
        with players_language():
            return register_links()
    # Before Qt starts: without a display it would abort before the game could say a word.
    if usage_error(without_qt_options(args), wrong_language):
        with players_language():
            sys.stderr.write(usage_error(without_qt_options(args), wrong_language))
        return 2
    if no_display(args):
        with players_language():
            sys.stderr.write(cannot_start_text(""))
        return 2
    from uno_desktop.app import ensure_qapp, run

    with exit_if_qt_cannot_start():
        rest = ensure_qapp([sys.argv[0], *args]).arguments()[1:]  # Qt took its options out
    if usage_error(rest):
        with players_language():
            sys.stderr.write(usage_error(rest))
        return 2
    if rest and rest[0].lower().startswith("uno-desktop:"):  # an invitation link
        from uno_desktop.ui.handoff import hand_over

        if hand_over(rest[0]):
            return 0  # the player's game runs already and took it (its window comes forward)
        return run(open_link=rest[0])
    return run(open_file=Path(rest[0]) if rest else None)


if __name__ == "__main__":
    sys.exit(main())
