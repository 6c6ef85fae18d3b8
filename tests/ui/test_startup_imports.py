"""What the table's first frame loads: nothing it does not need (issue 26). A fresh process,
as ``tests/bench/bench_ui.py`` starts one: the bots, the other screens' Python and Qt Quick
Controls wait until later, and no chart library or 3D runtime ever loads. (The key filter,
``ui.keys``, is imported as the first frame is swapped, before this test's own handler of
that signal runs, so it is not among them.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

TABLE = r"""
import gc, json, sys
sys.path.insert(0, sys.argv[1])
python_gc = gc.get_threshold()
from uno_desktop.app import UnoApp
from rules import load_preset
from uno_desktop.session import SeatInfo
ui = UnoApp(sound=False, autosave=False)
window = ui.load()
seats = [SeatInfo("Sam")] + [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(3)]
ui.controller.start_game(load_preset("official"), seats, 1)
def done():
    from PySide6.QtCore import QTimer
    maps = open("/proc/self/maps").read() if sys.platform.startswith("linux") else ""
    libs = sorted({line.rsplit("/", 1)[-1] for line in maps.splitlines() if "libQt6" in line})
    built = sorted(vars(sys.modules["PySide6.QtCore"]))  # PySide6 makes a type on first use
    print("LOADED " + json.dumps({"modules": sorted(sys.modules), "libs": libs,
                                  "qtcore": built, "gc": gc.get_threshold()}), flush=True)
    QTimer.singleShot(0, settled)
def settled():
    import os
    helpers = [t for t in os.listdir("/proc/self/task")
               if open(f"/proc/self/task/{t}/comm").read().strip() == "Thread (pooled)"
               ] if sys.platform.startswith("linux") else []
    print("SETTLED " + json.dumps({"gc": gc.get_threshold(), "python": python_gc,
                                   "frozen": gc.get_freeze_count(),
                                   "automatic": gc.isenabled(),
                                   "fills": os.environ.get("QT_NO_GUI_THREADPOOL"),
                                   "fill_helpers": len(helpers)}), flush=True)
    ui.qapp.quit()
window.frameSwapped.connect(done)
ui.qapp.exec()
"""


def test_the_first_table_frame_loads_only_what_it_needs(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", UNO_DESKTOP_CONFIG_DIR=str(tmp_path),
               QT_LOGGING_RULES="qt.multimedia.*=false")
    out = subprocess.run([sys.executable, "-c", TABLE, str(ROOT)], env=env, capture_output=True,
                         text=True, timeout=120, check=True).stdout
    (line,) = [x for x in out.splitlines() if x.startswith("LOADED ")]
    loaded = json.loads(line.removeprefix("LOADED "))
    (line,) = [x for x in out.splitlines() if x.startswith("SETTLED ")]
    settled = json.loads(line.removeprefix("SETTLED "))
    modules = set(loaded["modules"])
    assert "uno_desktop.ui.shell" in modules and "rules.game" in modules  # it did start
    later = {"uno_desktop.bots.easy", "uno_desktop.bots.normal", "uno_desktop.bots.hard",
             "uno_desktop.bots.knowledge", "uno_desktop.ui.coach",
             "uno_desktop.ui.lan", "uno_desktop.net.host", "uno_desktop.net.client",
             # the secure link and its libraries: only when a network game starts
             "uno_desktop.net.secure", "spake2", "hkdf", "nacl", "_cffi_backend",
             # the internet rooms: only when the rooms screen opens
             "uno_desktop.ui.rooms", "uno_desktop.net.internet", "PySide6.QtWebSockets",
             # one game per player and the links' scheme: after the first frame
             "uno_desktop.ui.handoff", "uno_desktop.ui.url_scheme",
             "uno_desktop.replay", "uno_desktop.ui.replay", "uno_desktop.tutorial",
             "PySide6.QtMultimedia", "html",
             # the new-game form (built when first asked for) and the ctypes package (the
             # reference-count work-around needs only its C module)
             "uno_desktop.ui.setup", "ctypes",
             # OpenSSL's libcrypto (~2 ms to load): PySide6's helpers' cache compares their
             # source whole, with no digest (qtcompat)
             "_hashlib"}
    assert sorted(modules & later) == []
    # a classic table builds the classic edition only: the new-game screen's option rows
    # (made with the app) ask for that edition's options, not every edition's
    editions = {m for m in modules if m.startswith("rules.editions.")}
    assert sorted(editions - {"rules.editions.base", "rules.editions.common",
                              "rules.editions.classic"}) == []
    # and the app's kit of classic only: the texts and the device controls ask the kit of
    # the edition being played, and every kit's rows only on a code those do not answer
    kits = {m for m in modules if m.startswith("uno_desktop.ui.editions.")}
    assert sorted(kits) == ["uno_desktop.ui.editions.classic"]
    # PySide6's ``Qt`` namespace builds its ~130 enums on first use (~17 ms on the GUI
    # thread, before the window could show): nothing before the first frame asks for it
    assert "Qt" not in loaded["qtcore"] and "QObject" in loaded["qtcore"]
    # the garbage collector waits for 100,000 new objects until the first frame (app.py),
    # then what start-up made is frozen, and the GUI thread collects by Python's own
    # thresholds (uno_desktop/collector.py: never another thread)
    assert loaded["gc"][0] == 100_000
    assert settled["gc"] == settled["python"] and settled["frozen"] > 10_000
    assert not settled["automatic"]
    # the raster engine's fills on the thread that asks (app.SERIAL_FILLS): no helpers
    assert settled["fills"] == "1" and settled["fill_helpers"] == 0
    if sys.platform.startswith("linux"):
        libs = loaded["libs"]
        assert any(n.startswith("libQt6Quick.so") for n in libs)
        assert not [n for n in libs if n.startswith(
            ("libQt6Graphs", "libQt6Quick3D", "libQt6QuickControls2", "libQt6QuickTemplates2",
             "libQt6WebSockets"))]
