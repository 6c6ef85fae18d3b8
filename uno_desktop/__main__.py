"""``uno-desktop``: the game; ``uno-desktop host …``: a headless LAN host;
``uno-desktop --self-test``: start offscreen, render a seeded table, play one bot turn."""

from __future__ import annotations

import importlib.util
import os
import sys


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


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "host":
        if importlib.util.find_spec("uno_desktop.net.headless") is None:
            print("uno-desktop host: LAN hosting is not available in this build",
                  file=sys.stderr)
            return 2
        from uno_desktop.net import headless

        return int(headless.main(args[1:]) or 0)
    if "--self-test" in args:
        return self_test()
    from uno_desktop.app import run

    return run([sys.argv[0], *args])


if __name__ == "__main__":
    sys.exit(main())
