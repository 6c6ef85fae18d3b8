"""Write PNG screenshots of every screen a player meets (tests/ui/scenes.py), offscreen, in
German, English and Swedish at 1024×640 and 3840×2160 (at the automatic 200 % and at
100 %), for review:

    python tests/ui/screenshots.py --out screenshots/
    python tests/ui/screenshots.py --lang de --only table_10,spin_wheel --out screenshots/
    python tests/ui/screenshots.py --only captain --size 1024x640,1920x1080 --out screenshots/

Files go to ``<out>/<lang>/<scene>_<width>x<height>[_100].png``. Each scene is built after
the language is set, so what the presenters said is in that language too. (The devices'
animations mid-flight: tests/ui/devices/screenshots.py.)
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
_SETTINGS = tempfile.TemporaryDirectory(prefix="uno-shots-")  # removed at the exit
os.environ["UNO_DESKTOP_CONFIG_DIR"] = _SETTINGS.name
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

from PySide6.QtCore import QCoreApplication  # noqa: E402
from scenes import LANGUAGES, SCENES, SIZES, Scenes  # noqa: E402

from uno_desktop.app import UnoApp  # noqa: E402


def wait(cond: Callable[[], bool], timeout: float = 20.0) -> None:
    """Run the event loop until ``cond`` holds (a screenshot script has no qtbot)."""
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise TimeoutError("the screen did not settle")
        QCoreApplication.processEvents()
        time.sleep(0.002)


def shot(ui: UnoApp, out: Path, name: str, settle: float = 0.3) -> Path:
    """``<out>/<name>.png`` of the window, once it has painted (canvases, images)."""
    end = time.monotonic() + settle
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.005)
    path = out / f"{name}.png"
    ui.window.grabWindow().save(str(path))
    print(path)
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="screenshots", type=Path)
    parser.add_argument("--lang", default=",".join(LANGUAGES),
                        help="comma-separated languages (de, en, sv)")
    parser.add_argument("--only", default="", help="comma-separated scenes: " + ", ".join(SCENES))
    parser.add_argument("--size", default="",
                        help="comma-separated window sizes, WxH at the automatic UI scale "
                             "(instead of 1024x640, 3840x2160 and 3840x2160 at 100 %%)")
    args = parser.parse_args()
    sizes = SIZES
    if args.size:
        try:
            sizes = tuple((int(w), int(h), 0.0) for w, h in
                          (size.split("x") for size in args.size.split(",")))
        except ValueError:
            parser.error(f"--size: not WxH,WxH…: {args.size}")
    wanted = [s for s in args.only.split(",") if s] or SCENES
    unknown = set(wanted) - set(SCENES)
    if unknown:
        parser.error(f"no such scene: {', '.join(sorted(unknown))}")

    ui = UnoApp(sound=False, autosave=False)
    ui.controller.bot_grace = 0
    window = ui.load()
    scenes = Scenes(ui)
    scenes.spin(0.3)
    for lang in args.lang.split(","):
        ui.settings.language = lang
        folder = args.out / lang
        folder.mkdir(parents=True, exist_ok=True)
        for name in wanted:
            ui.settings.uiScale = 0.0
            window.resize(1280, 720)
            scenes.show(name)
            for width, height, scale in sizes:
                ui.settings.uiScale = scale
                window.resize(width, height)
                scenes.spin(0.25)  # canvases paint, images load
                suffix = f"_{scale * 100:.0f}" if scale else ""
                path = folder / f"{name}_{width}x{height}{suffix}.png"
                window.grabWindow().save(str(path))
                print(path)
    scenes.leave_lan()
    ui.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
