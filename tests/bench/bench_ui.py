"""UI benchmark (a script, not a test): start-up, frame times, memory.

The start-up goal's quiet run (issue 41), in a fresh venv where ``pip install .`` built the
compiled core (``uno-desktop --version`` says so), from the checkout's root, load < 0.5:

    python3 tests/bench/bench_ui.py --startup-only --runs 9 --trace --json-out startup.json

(its ``GOAL`` line: the median and the fastest of 9 alternating starts against the
hello-world window, and the load; ``--trace`` adds where each side's milliseconds go.)
The frames' goal: ``python3 tests/bench/bench_ui.py --frames-only --seconds 30
--neighbours 2 --json``. All options:

    python tests/bench/bench_ui.py [--seconds 20] [--runs 7] [--startup-only] [--json]
                                   [--json-out PATH] [--core auto|none|DIR] [--trace]

* Start-up: wall time from spawning a fresh Python process to the first rendered frame of
  the table (a seeded game), compared in the same run with a hello-world QML window
  (target ≤ 1.5×): the median of seven cold runs of each, alternating, and the fastest.
* Frame times while bots play a 4-seat game at normal animation speed, 1280×800, with the
  software backend (``--backend``) and ``--neighbours`` CPU-heavy processes spinning: the
  scene graph's time per frame (sync + render, ``beforeSynchronizing`` → ``frameSwapped``,
  goal p95 ≤ 8 ms), its CPU, run-queue wait and sleep, the area repainted, the interval
  between frames, and a trace of the slowest frames. As an A/B (``--ab-slices``, 3 by
  default): the game as it ships (the raster engine's fills serial, ``QT_NO_GUI_THREADPOOL=1``)
  against Qt's default (its large fills on helper threads), each slice in its own process,
  alternating, under the same neighbours; the goal is judged on the game's side.
* Resident memory after the game (VmRSS and peak VmHWM; target ≤ 250 MB).

Where this Python has the game installed (``pip install .``: what a player runs, its rules
core compiled where a C compiler was there), the start-up is that game's, as a player starts
it (``--source`` takes this checkout instead). From a checkout alone, the table also starts
with the compiled rules core first on the path, in the same alternating runs: the core
every install path gives a player where it can be built (``play.sh``, ``pip install .``,
the bundle, the wheels), so that is the start-up a player gets, and the plain core's is
the fallback's. ``--core auto`` (the default) builds it first
with ``packaging/compile_core.py`` (~30 s; where mypyc or a C compiler is missing it says so
and measures the plain core alone), ``--core DIR`` uses one built before
(``python packaging/compile_core.py --out DIR``), ``--core none`` skips it.

``--json`` prints the figures as one JSON object on stdout (the text goes to stderr);
``--json-out PATH`` writes the same object to a file, so one run's figures are kept side by
side (with the machine's load and the time they were taken).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))
import measured  # noqa: E402  beside this script: the installed game where there is one

HELLO = r"""
import os, sys, time
def mark(name):  # --trace: where the time to the first frame goes
    if os.environ.get("UNO_BENCH_TRACE"):
        print("MARK", name, time.perf_counter(), time.process_time(), flush=True)
mark("interpreter")
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
mark("imports")
app = QGuiApplication(sys.argv)
engine = QQmlApplicationEngine()
mark("application")
engine.loadData(b'import QtQuick\nWindow { width: 1280; height: 720; visible: true\n'
                b'  Text { anchors.centerIn: parent; text: "Hello" } }')
mark("window")
window = engine.rootObjects()[0]
if os.environ.get("UNO_BENCH_TRACE"):  # the first frame's own phases
    for phase, signal in (("polish", window.beforeSynchronizing),
                          ("sync", window.afterSynchronizing), ("render", window.afterRendering)):
        signal.connect(lambda phase=phase: phase in marked or (marked.add(phase), mark(phase)))
marked = set()
window.frameSwapped.connect(lambda: (mark("frame"), print("FRAME", flush=True), app.quit()))
app.exec()
"""

TABLE = r"""
import os, sys, time
def mark(name):  # --trace: where the time to the first frame goes
    if os.environ.get("UNO_BENCH_TRACE"):
        print("MARK", name, time.perf_counter(), time.process_time(), flush=True)
mark("interpreter")
for folder in sys.argv[1:]:  # the checkout, then a compiled core before it
    sys.path.insert(0, folder)
from uno_desktop.app import UnoApp
from rules import load_preset
from uno_desktop.session import SeatInfo
mark("imports")
ui = UnoApp(sound=False, autosave=False)
mark("application")
window = ui.load()
mark("window")
seats = [SeatInfo("Sam")] + [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(3)]
marked = set()
if os.environ.get("UNO_BENCH_TRACE"):  # the game's start in parts, the first frame's phases
    def after(obj, name, label):
        method = getattr(obj, name)
        def traced(*args):
            method(*args)
            mark(label)
        setattr(obj, name, traced)
    after(ui.controller, "showScreen", "the table's QML")
    after(ui.controller.game, "_build_seats", "the seat badges")
    for phase, signal in (("polish", window.beforeSynchronizing),
                          ("sync", window.afterSynchronizing), ("render", window.afterRendering)):
        signal.connect(lambda phase=phase: phase in marked or (marked.add(phase), mark(phase)))
ui.controller.start_game(load_preset("official"), seats, 1)
mark("game started")
def done():
    mark("frame")
    print("FRAME", flush=True)
    ui.qapp.quit()
window.frameSwapped.connect(done)
ui.qapp.exec()
"""


RUN = tempfile.TemporaryDirectory(prefix="uno-bench-")
"""The run's own folders (bytecode caches, settings, a compiled core), removed at its exit."""
PYCACHE = os.path.join(RUN.name, "pycache")
NEUTRAL = tempfile.gettempdir()  # the starts' working folder: ``-c`` puts it first on the path,
# and run from a checkout that would take the checkout's game over the installed one
PYCACHE_NO_GAME = os.path.join(RUN.name, "pycache-nogame")


def keep_all_but_the_game_bytecode(*folders: Path) -> None:
    """:data:`PYCACHE_NO_GAME`: the warmed cache without the game's own modules, so a start
    without bytecode compiles the game's source, and only that, whatever ``__pycache__``
    folders the checkout holds (the tests write them; Python reads them even under
    ``PYTHONDONTWRITEBYTECODE=1``, so that alone measured a cached start in a tested
    checkout). The standard library and PySide6 stay compiled, as a Python install has them.
    """
    shutil.rmtree(PYCACHE_NO_GAME, ignore_errors=True)
    shutil.copytree(PYCACHE, PYCACHE_NO_GAME)
    for folder in (ROOT, *folders):  # and the pure modules beside a compiled core
        shutil.rmtree(Path(PYCACHE_NO_GAME, *folder.resolve().parts[1:]), ignore_errors=True)


def traced_start(code: str, *args: str) -> list[tuple[str, float, float]]:
    """One cached start with its marks: (phase, wall ms from the spawn to its end, CPU ms
    of the process in it), the interpreter's start first."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", UNO_BENCH_TRACE="1",
               PYTHONFAULTHANDLER="1",
               QT_LOGGING_RULES="qt.multimedia.*=false", PYTHONPYCACHEPREFIX=PYCACHE,
               UNO_DESKTOP_CONFIG_DIR=tempfile.mkdtemp(prefix="settings-", dir=RUN.name))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code, *args], env=env, cwd=NEUTRAL,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    marks: list[tuple[str, float, float]] = []
    guard = watchdog(proc)
    guard.__enter__()
    last_wall, last_cpu = start, 0.0
    for line in proc.stdout:
        if line.startswith("MARK"):
            name, wall, cpu = line.removeprefix("MARK ").rsplit(maxsplit=2)
            marks.append((name, (float(wall) - last_wall) * 1000,
                          (float(cpu) - last_cpu) * 1000))
            last_wall, last_cpu = float(wall), float(cpu)
        if line.startswith("FRAME"):
            break
    proc.wait(timeout=60)
    guard.__exit__(None, None, None)
    return marks


def trace(args: argparse.Namespace, core: tuple[str, ...], say: Callable[[str], None],
          figures: dict[str, object], installed: bool = False) -> None:
    """Where the milliseconds to the first frame go, phase by phase, the hello-world
    window's beside the table's (the median of ``--runs`` traced starts each)."""
    table = (TABLE,) if installed else (TABLE, *(core or (str(ROOT),)))
    sides = {"hello": (HELLO,), "table": table}
    runs: dict[str, list[list[tuple[str, float, float]]]] = {k: [] for k in sides}
    for _ in range(args.runs):
        for side, (code, *rest) in sides.items():
            runs[side].append(traced_start(code, *rest))
    out: dict[str, dict[str, list[float]]] = {}
    for side, traces in runs.items():
        names = [name for name, _, _ in traces[0]]
        out[side] = {name: [round(statistics.median(t[i][1] for t in traces), 1),
                            round(statistics.median(t[i][2] for t in traces), 1)]
                     for i, name in enumerate(names)}
    what = {"interpreter": "Python starts", "imports": "imports (PySide6; the game's)",
            "application": "the Qt application and engine (UnoApp: + preloading)",
            "window": "the window's QML", "the table's QML": "the table's QML",
            "the seat badges": "the seat badges",
            "game started": "the rest of starting the game (the deal's first events)",
            "polish": "the first frame: events and polish", "sync": "its sync",
            "render": "its rendering", "frame": "to the first frame swapped"}
    say(f"trace of the first frame (median of {args.runs}, cached; wall ms / CPU ms of "
        "the process):")
    for side, phases in out.items():
        total = sum(w for w, _ in phases.values())
        say(f"  {side}: {total:.0f} ms: " + "; ".join(
            f"{what.get(name, name)} {w:.0f}/{c:.0f}" for name, (w, c) in phases.items()))
    figures["trace_ms"] = out


def cold_start(code: str, *args: str, bytecode: bool = True) -> float:
    """Seconds from spawning Python to the first frame. ``bytecode``: compiled modules are
    cached (as after ``pip install``), in a private folder so the checkout stays clean;
    otherwise the game's modules are compiled from source on each start (a source checkout
    with ``PYTHONDONTWRITEBYTECODE=1``; see :func:`keep_all_but_the_game_bytecode`)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONFAULTHANDLER="1",
               QT_LOGGING_RULES="qt.multimedia.*=false",
               UNO_DESKTOP_CONFIG_DIR=tempfile.mkdtemp(prefix="settings-", dir=RUN.name))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if bytecode:
        env["PYTHONPYCACHEPREFIX"] = PYCACHE
    else:
        env["PYTHONPYCACHEPREFIX"] = PYCACHE_NO_GAME
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code, *args], env=env, cwd=NEUTRAL,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    with watchdog(proc):
        for line in proc.stdout:
            if line.startswith("FRAME"):
                break
        elapsed = time.perf_counter() - start
        proc.wait(timeout=60)
    return elapsed


@contextlib.contextmanager
def watchdog(proc: subprocess.Popen[str], seconds: float = 120.0) -> Iterator[None]:
    """A start that never shows its frame is stopped with SIGABRT after ``seconds``: its
    threads' stacks go to stderr (``PYTHONFAULTHANDLER``), and the bench says so."""
    timer = threading.Timer(seconds, lambda: proc.poll() is None and proc.send_signal(
        signal.SIGABRT))
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
    if proc.returncode not in (0, None):
        raise RuntimeError(f"a start never showed its first frame in {seconds:.0f} s "
                           f"(exit {proc.returncode}; its stacks are above)")


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[k]


def rss_mb() -> tuple[float, float]:
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    to_mb = lambda v: int(v.split()[0]) / 1024  # noqa: E731 - kB → MB
    return to_mb(fields.get("VmRSS", "0 kB")), to_mb(fields.get("VmHWM", "0 kB"))


STARTUP_GOAL = 1.4  # the compiled core, bytecode cached: every quiet run
FRAME_GOAL_MS = 8.0  # p95 of sync + render, software backend, two CPU-heavy neighbours
PHASES = ("beforeFrameBegin", "afterAnimating", "beforeSynchronizing", "afterSynchronizing",
          "beforeRendering", "afterRendering", "frameSwapped")


def neighbours(count: int) -> list[subprocess.Popen[bytes]]:
    """``count`` CPU-heavy neighbours: processes that spin a core each until killed."""
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"])
            for _ in range(count)]


class SchedStat:
    """This thread's time on a CPU and waiting for one (ms), as the kernel counts them
    (``/proc/thread-self/schedstat``, kept open: read in every frame)."""

    def __init__(self) -> None:
        try:
            self.fd: int | None = os.open("/proc/thread-self/schedstat", os.O_RDONLY)
        except OSError:  # not Linux, or no scheduler statistics
            self.fd = None

    def __call__(self) -> tuple[float, float]:
        if self.fd is None:
            return 0.0, 0.0
        run, wait, _ = os.pread(self.fd, 100, 0).split()
        return int(run) / 1e6, int(wait) / 1e6

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)


RENDERER_LOG = "qt.scenegraph.softwarecontext.renderer"
"""The software renderer's debug line per frame: ``render <flush region> <build> <optimise>
<render ms>``, the region it repainted (``--frames-only`` reads it for the trace)."""


def region_of(line: str) -> dict[str, object]:
    """The flush region of a software renderer's ``render`` line: its bounding rectangle,
    its area in pixels and how many rectangles it is."""
    import re

    rects = [tuple(map(int, m)) for m in re.findall(r"\((\d+),(\d+) (\d+)x(\d+)\)", line)]
    if not rects:
        return {"bounds": None, "pixels": 0, "rects": 0}
    if "bounds=" in line:  # QRegion(size=N, bounds=(..) - [(..), ..])
        bounds, parts = rects[0], rects[1:]
    else:
        bounds, parts = rects[0], rects[:1]
    return {"bounds": "{},{} {}x{}".format(*bounds),
            "pixels": sum(w * h for _, _, w, h in parts), "rects": len(parts)}


def frame_trace(marks: dict[str, tuple[float, float, float, float]],
                previous: tuple[float, float, float, float] | None,
                cues: list[str]) -> dict[str, object]:
    """One frame by phase (ms): the GUI thread's time since the last frame (event handling,
    the presenters, bots), animations, polish, sync, render, swap; of sync to swap, the
    time this thread ran on a CPU (``cpu``), waited in the run queue for one (``wait``) and
    slept otherwise (``blocked``: on another thread, a lock); and the cues the table had
    just shown. (What the software renderer repainted is added after the run.)"""
    def span(a: str, b: str, i: int = 0) -> float | None:
        return round((marks[b][i] - marks[a][i]) * 1000 if i == 0 else marks[b][i] - marks[a][i],
                     2) if a in marks and b in marks else None

    frame, cpu, wait = (span("beforeSynchronizing", "frameSwapped", i) for i in (0, 1, 2))
    blocked = (round(max(0.0, frame - cpu - wait), 2)
               if frame is not None and cpu is not None and wait is not None else None)
    return {
        "frame_ms": frame,
        "cpu_ms": cpu,
        "wait_ms": wait,
        "blocked_ms": blocked,
        "since_last_frame_ms": (round((marks["beforeSynchronizing"][0] - previous[0]) * 1000, 2)
                                if previous and "beforeSynchronizing" in marks else None),
        "cpu_since_last_frame_ms": (round(marks["beforeSynchronizing"][1] - previous[1], 2)
                                    if previous and "beforeSynchronizing" in marks else None),
        "animate_ms": span("beforeFrameBegin", "afterAnimating"),
        "polish_ms": span("afterAnimating", "beforeSynchronizing"),
        "sync_ms": span("beforeSynchronizing", "afterSynchronizing"),
        "render_ms": span("beforeRendering", "afterRendering"),
        "swap_ms": span("afterRendering", "frameSwapped"),
        "cues_before": cues[-6:],
    }


def frame_times(seconds: float, source: bool = False, backend: str = "software",
                crowd: int = 0, pool: bool = False) -> dict[str, object]:
    """Bots play a 4-seat party game at normal speed, 1280x800, for ``seconds``, in the
    application's own event loop (as the game runs): every frame's trace (:func:`frame_trace`:
    its sync + render time, ``beforeSynchronizing`` -> ``frameSwapped``, in wall time and in
    this thread's CPU time, the interval since the last frame, the area the software
    renderer repainted). ``crowd`` CPU-heavy neighbours spin meanwhile. ``pool``: the
    raster engine's large fills on Qt's helper threads (the A/B's other side), not on the
    thread that asks for them as the game has them (``app.SERIAL_FILLS``).
    :func:`frame_figures` makes the figures of one or more such runs."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_LOGGING_RULES"] = ";".join(filter(None, (
        os.environ.get("QT_LOGGING_RULES", "qt.multimedia.*=false"),
        f"{RENDERER_LOG}.debug=true")))
    if backend:
        os.environ["QT_QUICK_BACKEND"] = backend
    os.environ["UNO_DESKTOP_CONFIG_DIR"] = tempfile.mkdtemp(prefix="settings-", dir=RUN.name)
    measured.choose(source)
    from PySide6.QtCore import QMessageLogContext, Qt, QTimer, QtMsgType, qInstallMessageHandler

    from rules import load_preset
    from uno_desktop.app import UnoApp
    from uno_desktop.session import SeatInfo

    if pool:  # Qt asks only whether it is set, once, at the helper threads' first use
        import uno_desktop.app

        os.environ.pop(uno_desktop.app.SERIAL_FILLS[0], None)
        uno_desktop.app._serial_fills = lambda: None  # type: ignore[attr-defined]

    rendered: list[str] = []

    def messages(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        if context.category == RENDERER_LOG:
            if text.startswith("render"):
                rendered.append(text)
        else:
            print(text, file=sys.stderr)

    qInstallMessageHandler(messages)
    ui = UnoApp(sound=False, autosave=False)
    ui.settings.animationSpeed = "normal"
    window = ui.load()
    window.resize(1280, 800)
    frames: list[dict[str, object]] = []
    regions: list[str] = []  # each frame's render line, read after the run
    last: list[tuple[float, float, float, float]] = []  # the last frame's end
    marks: dict[str, tuple[float, float, float, float]] = {}
    cues: list[str] = []

    schedstat = SchedStat()  # made here: on the GUI thread, where the frames are marked

    def mark(phase: str) -> None:
        now = time.perf_counter()
        if phase == "beforeFrameBegin":
            marks.clear()
        run, wait = (schedstat() if phase in ("beforeSynchronizing", "frameSwapped")
                     else (0.0, 0.0))
        marks[phase] = (now, time.thread_time() * 1000, wait, run)
        if phase == "frameSwapped":
            frame = frame_trace(marks, last[0] if last else None, cues)
            frame["interval_ms"] = round((now - last[0][0]) * 1000, 2) if last else None
            frames.append(frame)
            last[:] = [marks["frameSwapped"]]
            regions.append(rendered[-1] if rendered else "")
            cues.clear()
            rendered.clear()

    direct = Qt.ConnectionType.DirectConnection
    for phase in PHASES:
        getattr(window, phase).connect(lambda phase=phase: mark(phase), direct)
    seats = [SeatInfo("Sam")] + [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(3)]
    ui.controller.bot_grace = 0
    ui.controller.start_game(load_preset("party"), seats, 2)
    ui.controller.session.set_bot(0, "normal")  # seat 0 shown, played by a bot
    game = ui.controller.game
    game.cue.connect(lambda cue: cues.append(str(cue)[:60]))

    def go_on() -> None:  # the end of a hand or game waits for a person: the next one
        if game.handOver:
            game.nextHand()
        if game.gameOver:
            ui.controller.playAgain()

    onwards = QTimer()
    onwards.timeout.connect(go_on)
    onwards.start(50)
    QTimer.singleShot(round(seconds * 1000), ui.qapp.quit)
    spinning = neighbours(crowd)
    cpu_before = time.process_time()
    try:
        ui.qapp.exec()
    finally:
        for proc in spinning:
            proc.kill()
            proc.wait()
    cpu_process = time.process_time() - cpu_before
    onwards.stop()
    schedstat.close()
    for frame, line in zip(frames, regions, strict=True):
        frame["repainted"] = region_of(line)
    helpers = sum(Path(task, "comm").read_text().strip() == "Thread (pooled)"
                  for task in Path("/proc/self/task").iterdir())
    events = len(ui.controller.session.history)
    api = window.rendererInterface().graphicsApi()
    rss, peak = rss_mb()
    ui.close()
    qInstallMessageHandler(None)
    return {
        "backend": str(api).split(".")[-1],
        "neighbours": crowd,
        "seconds": seconds,
        "events": events,
        "process_cpu_s": round(cpu_process, 2),
        "helper_threads": helpers,
        # the first frame paints the whole new window: start-up's, not play's
        "all_frames": [f for f in frames[1:] if f["frame_ms"] is not None],
        "rss": rss,
        "peak": peak,
        "load": round(os.getloadavg()[0], 2),
    }


def frame_figures(runs: list[dict[str, object]]) -> dict[str, object]:
    """The figures of one or more runs of :func:`frame_times` (the same scene) together:
    percentiles of the frames' sync + render time, of their CPU, run-queue wait and sleep,
    of the area repainted and of the intervals between frames while animating; the three
    slowest frames and the three costliest in CPU."""
    timed: list[dict[str, Any]] = [f for run in runs for f in run["all_frames"]]  # type: ignore[attr-defined]

    def values(key: str) -> list[float]:
        return [float(f[key]) for f in timed if f[key] is not None]

    render_ms, cpu_ms = values("frame_ms"), values("cpu_ms")
    pixels = [float(f["repainted"]["pixels"]) for f in timed]
    intervals = [v for v in values("interval_ms") if v < 100]

    def top(key: str) -> list[dict[str, object]]:
        return sorted(timed, key=lambda f: -float(f[key]))[:3]

    first = runs[0]
    return {
        "backend": first["backend"],
        "neighbours": first["neighbours"],
        "seconds": sum(float(r["seconds"]) for r in runs),  # type: ignore[arg-type]
        "frames": len(timed),
        "events": sum(int(r["events"]) for r in runs),  # type: ignore[call-overload]
        "render_p50": percentile(render_ms, 50),
        "render_p95": percentile(render_ms, 95),
        "render_max": max(render_ms, default=float("nan")),
        "cpu_p50": percentile(cpu_ms, 50),
        "cpu_p95": percentile(cpu_ms, 95),
        "cpu_max": max(cpu_ms, default=float("nan")),
        "wait_p95": percentile(values("wait_ms"), 95),
        "blocked_p95": percentile(values("blocked_ms"), 95),
        "repainted_px_p50": percentile(pixels, 50),
        "repainted_px_p95": percentile(pixels, 95),
        "process_cpu_s": round(sum(float(r["process_cpu_s"]) for r in runs), 2),  # type: ignore[arg-type]
        "helper_threads": max(int(r["helper_threads"]) for r in runs),  # type: ignore[call-overload]
        "interval_p50": percentile(intervals, 50),
        "interval_p95": percentile(intervals, 95),
        "slowest_frames": top("frame_ms"),
        "costliest_frames": top("cpu_ms"),
        "rss": max(float(r["rss"]) for r in runs),  # type: ignore[arg-type]
        "peak": max(float(r["peak"]) for r in runs),  # type: ignore[arg-type]
    }


SIDES = {"pool": "Qt's default (the raster engine's helper threads)",
         "serial": "serial fills, as the game ships (QT_NO_GUI_THREADPOOL=1)"}


def frames_ab(args: argparse.Namespace, say: Callable[[str], None]) -> dict[str, object]:
    """The A/B of the raster engine's helper threads: the same scene, each side in its own
    process (Qt reads the variable once), ``--ab-slices`` slices a side of ``--seconds``
    divided among them, alternating (pool, serial, serial, pool, ...) so that a busy spell
    on a shared machine hits both sides alike, under the same CPU-heavy neighbours."""
    slice_s = args.seconds / args.ab_slices
    runs: dict[str, list[dict[str, object]]] = {side: [] for side in SIDES}
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    spinning = neighbours(args.neighbours)
    try:
        for n in range(args.ab_slices):
            for side in (("pool", "serial") if n % 2 == 0 else ("serial", "pool")):
                with tempfile.NamedTemporaryFile(suffix=".json") as out:
                    subprocess.run(
                        [sys.executable, str(Path(__file__).resolve()), "--frames-side", side,
                         "--seconds", f"{slice_s:g}", "--backend", args.backend,
                         "--json-out", out.name, *(["--source"] if args.source else [])],
                        env=env, check=True, stdout=subprocess.DEVNULL)
                    run = json.loads(Path(out.name).read_text(encoding="utf-8"))
                run["neighbours"] = args.neighbours
                runs[side].append(run)
                slice_ms = [float(f["frame_ms"]) for f in run["all_frames"]]
                say(f"  slice {n + 1} {side}: {len(slice_ms)} frames, p95 "
                    f"{percentile(slice_ms, 95):.2f} ms; load {run['load']}")
    finally:
        for proc in spinning:
            proc.kill()
            proc.wait()
    figures = {side: frame_figures(side_runs) for side, side_runs in runs.items()}
    serial, pool = figures["serial"], figures["pool"]
    ratio = float(pool["render_p95"]) / float(serial["render_p95"])  # type: ignore[arg-type]
    for side, f in figures.items():
        say(f"  {SIDES[side]}: p50 {f['render_p50']:.2f} ms, p95 {f['render_p95']:.2f} ms, "
            f"max {f['render_max']:.2f} ms; CPU p95 {f['cpu_p95']:.2f} ms, asleep p95 "
            f"{f['blocked_p95']:.2f} ms; {f['frames']} frames; helper threads "
            f"{f['helper_threads']}")
    say(f"A/B frame time p95, Qt's helper threads / serial fills: {ratio:.2f}x "
        f"({pool['render_p95']:.2f} / {serial['render_p95']:.2f} ms); load "
        f"{os.getloadavg()[0]:.2f}")
    return {"pool": pool, "serial": serial, "ratio_p95": round(ratio, 3),
            "slices": args.ab_slices, "slice_seconds": slice_s}


def describe_frame(frame: dict[str, object]) -> str:
    """One traced frame on a line: its time, where it went, what was repainted."""
    phases = ", ".join(f"{k.removesuffix('_ms')} {v}" for k, v in frame.items()
                       if k.endswith("_ms") and k != "frame_ms" and v is not None)
    area = frame["repainted"]
    cues = "; ".join(frame["cues_before"]) or "none"  # type: ignore[arg-type]
    return (f"{frame['frame_ms']} ms ({phases} ms); repainted {area['pixels']} px in "  # type: ignore[index]
            f"{area['rects']} rects, bounds {area['bounds']}; cues just before: {cues}")  # type: ignore[index]


def compiled_core(choice: str, say: Callable[[str], None]) -> Path | None:
    """The folder of the compiled rules core to start the table with, or ``None``."""
    if choice == "none":
        return None
    if choice != "auto":
        return Path(choice)
    out = Path(RUN.name, "core")
    out.mkdir(exist_ok=True)
    start = time.perf_counter()
    build = subprocess.run([sys.executable, str(ROOT / "packaging" / "compile_core.py"),
                            "--out", str(out)], capture_output=True, text=True)
    if build.returncode != 0:
        why = (build.stderr or build.stdout).strip().splitlines()[-1:] or ["no output"]
        say(f"the compiled core could not be built here ({why[0]}): the plain core only")
        return None
    say(f"compiled core built in {time.perf_counter() - start:.0f} s")
    return out


def installed_game() -> list[Path] | None:
    """The folders of the game this Python has installed (``pip install .``, what a player
    runs), or ``None`` where there is none (then the checkout is measured)."""
    if not measured.installed():
        return None
    import importlib.util

    folders = []
    for name in ("uno_desktop", "rules"):
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.submodule_search_locations
        folders.append(Path(next(iter(spec.submodule_search_locations))))
    return folders


def startup(args: argparse.Namespace, say: Callable[[str], None],
            figures: dict[str, object]) -> None:
    """Cold starts of the hello-world window and the table, alternating; the figures go
    into ``figures`` (a compiled core built for it goes with the run's folders). The table is
    the installed game where this Python has one (its core as ``pip install .`` built it),
    else this checkout's, with a compiled core built now (``--core``)."""
    game = None if args.source else installed_game()
    if game is not None:
        startup_installed(args, say, figures, game)
        return
    cold_start(HELLO)  # warm the bytecode cache and the OS file cache
    cold_start(TABLE, str(ROOT))
    core_dir = compiled_core(args.core, say)
    core = (str(ROOT), str(core_dir)) if core_dir else ()
    if core:
        cold_start(TABLE, *core)
    keep_all_but_the_game_bytecode(*([core_dir] if core_dir else []))
    # Alternating runs, so a busy spell on a shared machine hits both sides alike.
    hellos, tables, raws, cores, core_raws = [], [], [], [], []
    for _ in range(args.runs):
        hellos.append(cold_start(HELLO))
        tables.append(cold_start(TABLE, str(ROOT)))
        raws.append(cold_start(TABLE, str(ROOT), bytecode=False))
        if core:
            cores.append(cold_start(TABLE, *core))
            core_raws.append(cold_start(TABLE, *core, bytecode=False))
    hello, table, raw = (statistics.median(v) for v in (hellos, tables, raws))
    say(f"start-up to first frame (bytecode cached, as installed), {args.runs} alternating "
        f"runs: hello-world QML {hello * 1000:.0f} ms, table (plain core) {table * 1000:.0f} ms, "
        f"ratio {table / hello:.2f}x (target <= 1.5x)")
    say(f"  fastest runs (least disturbed): hello {min(hellos) * 1000:.0f} ms, table "
        f"{min(tables) * 1000:.0f} ms, ratio {min(tables) / min(hellos):.2f}x")
    say(f"  table without a bytecode cache (source checkout, PYTHONDONTWRITEBYTECODE=1): "
        f"{raw * 1000:.0f} ms, ratio {raw / hello:.2f}x (target <= 1.8x); fastest "
        f"{min(raws) * 1000:.0f} ms, ratio {min(raws) / min(hellos):.2f}x")
    figures.update({
        "runs": args.runs,
        "load": round(os.getloadavg()[0], 2),
        "startup_ms": {
            "hello": {"median": round(hello * 1000, 1), "fastest": round(min(hellos) * 1000, 1)},
            "table": {"median": round(table * 1000, 1), "fastest": round(min(tables) * 1000, 1)},
            "table_no_bytecode": {"median": round(raw * 1000, 1),
                                  "fastest": round(min(raws) * 1000, 1)},
        },
        "startup_ratio": {"median": round(table / hello, 3),
                          "fastest": round(min(tables) / min(hellos), 3), "target": 1.5},
        "startup_ratio_no_bytecode": {"median": round(raw / hello, 3),
                                      "fastest": round(min(raws) / min(hellos), 3),
                                      "target": 1.8},
    })
    if core:
        for key, values, target, label in (
                ("compiled_core", cores, STARTUP_GOAL, ""),
                ("compiled_core_no_bytecode", core_raws, 1.8, " without a bytecode cache")):
            med = statistics.median(values)
            say(f"  table with the compiled core (what a player installs){label}: "
                f"{med * 1000:.0f} ms, ratio "
                f"{med / hello:.2f}x (target <= {target}x); "
                f"fastest {min(values) * 1000:.0f} ms, ratio {min(values) / min(hellos):.2f}x")
            figures["startup_ms"][f"table_{key}"] = {  # type: ignore[index]
                "median": round(med * 1000, 1), "fastest": round(min(values) * 1000, 1)}
            figures[f"startup_ratio_{key}"] = {"median": round(med / hello, 3),
                                               "fastest": round(min(values) / min(hellos), 3),
                                               "target": target}
    best = figures.get("startup_ratio_compiled_core", figures["startup_ratio"])
    kind = "compiled" if core else "plain"
    worst = max(best["median"], best["fastest"])  # type: ignore[index]
    say(f"GOAL start-up to the first table frame, {kind} core, bytecode cached: "
        f"{best['median']:.3f}x median, {best['fastest']:.3f}x fastest the hello-world "  # type: ignore[index]
        f"window (goal <= {STARTUP_GOAL}x): {'met' if worst <= STARTUP_GOAL else 'MISSED'}; "
        f"load {figures['load_before']} -> {os.getloadavg()[0]:.2f}")
    figures["startup_goal"] = STARTUP_GOAL
    if args.trace:
        trace(args, core, say, figures)


def startup_installed(args: argparse.Namespace, say: Callable[[str], None],
                      figures: dict[str, object], game: list[Path]) -> None:
    """:func:`startup` for the installed game: its own core (compiled where ``pip install
    .`` could build it), its bytecode cached, as a player starts it; and without the
    game's bytecode (what a first start after an install that wrote none would pay)."""
    measured.choose(False)
    core = measured.describe()  # rules core: compiled (mypyc), installed at …
    say(core)
    cold_start(HELLO)  # warm the bytecode cache and the OS file cache
    cold_start(TABLE)
    keep_all_but_the_game_bytecode(*game)
    hellos, tables, raws = [], [], []
    for _ in range(args.runs):  # alternating: a busy spell hits both sides alike
        hellos.append(cold_start(HELLO))
        tables.append(cold_start(TABLE))
        raws.append(cold_start(TABLE, bytecode=False))
    hello, table, raw = (statistics.median(v) for v in (hellos, tables, raws))
    say(f"start-up to first frame (the installed game, bytecode cached), {args.runs} "
        f"alternating runs: hello-world QML {hello * 1000:.0f} ms, table {table * 1000:.0f} "
        f"ms, ratio {table / hello:.2f}x; fastest: hello {min(hellos) * 1000:.0f} ms, "
        f"table {min(tables) * 1000:.0f} ms, ratio {min(tables) / min(hellos):.2f}x")
    say(f"  without the game's bytecode: {raw * 1000:.0f} ms, ratio {raw / hello:.2f}x "
        f"(target <= 1.8x); fastest {min(raws) * 1000:.0f} ms, ratio "
        f"{min(raws) / min(hellos):.2f}x")
    ratio = {"median": round(table / hello, 3), "fastest": round(min(tables) / min(hellos), 3),
             "target": STARTUP_GOAL}
    figures.update({
        "runs": args.runs, "load": round(os.getloadavg()[0], 2), "game": "installed",
        "core": core,
        "startup_ms": {
            "hello": {"median": round(hello * 1000, 1), "fastest": round(min(hellos) * 1000, 1)},
            "table": {"median": round(table * 1000, 1), "fastest": round(min(tables) * 1000, 1)},
            "table_no_bytecode": {"median": round(raw * 1000, 1),
                                  "fastest": round(min(raws) * 1000, 1)},
        },
        "startup_ratio": ratio,
        "startup_ratio_no_bytecode": {"median": round(raw / hello, 3),
                                      "fastest": round(min(raws) / min(hellos), 3),
                                      "target": 1.8},
        "startup_goal": STARTUP_GOAL,
    })
    kind = "compiled" if "compiled" in core else "plain"
    worst = max(ratio["median"], ratio["fastest"])
    say(f"GOAL start-up to the first table frame, the installed game ({kind} core), bytecode "
        f"cached: {ratio['median']:.3f}x median, {ratio['fastest']:.3f}x fastest the "
        f"hello-world window (goal <= {STARTUP_GOAL}x): "
        f"{'met' if worst <= STARTUP_GOAL else 'MISSED'}; "
        f"load {figures['load_before']} -> {os.getloadavg()[0]:.2f}")
    if args.trace:
        trace(args, (), say, figures, installed=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--runs", type=int, default=7, help="cold starts of each")
    parser.add_argument("--startup-only", action="store_true",
                        help="measure start-up only (skip frame times and memory)")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as one JSON object (the text to stderr)")
    parser.add_argument("--core", default="auto", metavar="auto|none|DIR",
                        help="also start with the compiled rules core: built now (auto), "
                             "none, or the one compile_core.py built in DIR")
    parser.add_argument("--trace", action="store_true",
                        help="also trace where the time to the first frame goes, phase by "
                             "phase, beside the hello-world window's")
    parser.add_argument("--frames-only", action="store_true",
                        help="measure frame times only (skip start-up)")
    parser.add_argument("--neighbours", type=int, default=2,
                        help="CPU-heavy processes spinning while frames are measured")
    parser.add_argument("--backend", default="software",
                        help="Qt Quick's scene graph backend for the frames (software)")
    parser.add_argument("--source", action="store_true",
                        help="start-up and frames with this checkout's game, not the "
                             "installed one")
    parser.add_argument("--ab-slices", type=int, default=3, metavar="N",
                        help="frames: the A/B of the raster engine's helper threads, N "
                             "alternating slices a side in their own processes, --seconds "
                             "shared among them (0: the game alone, in this process)")
    parser.add_argument("--frames-side", choices=sorted(SIDES), help=argparse.SUPPRESS)
    parser.add_argument("--json-out", type=Path, metavar="PATH",
                        help="also write the figures as one JSON object to PATH")
    args = parser.parse_args()
    if args.frames_side:  # one slice of the A/B, in its own process
        run = frame_times(args.seconds, args.source, args.backend, 0,
                          pool=args.frames_side == "pool")
        args.json_out.write_text(json.dumps(run) + "\n", encoding="utf-8")
        return 0
    out = sys.stderr if args.json else sys.stdout

    def say(text: str) -> None:
        print(text, file=out, flush=True)

    load_before = round(os.getloadavg()[0], 2)
    say(f"load average before: {load_before}")
    figures: dict[str, object] = {"load_before": load_before,
                                  "measured_at": time.strftime("%Y-%m-%dT%H:%M:%SZ",
                                                               time.gmtime())}
    if not args.frames_only:
        startup(args, say, figures)
    if not args.startup_only:
        measured.choose(args.source)  # as the frames' processes do, for describe()
        if args.ab_slices:
            say(f"frames, A/B of the raster engine's helper threads: {args.ab_slices} "
                f"alternating slices a side, {args.neighbours} CPU-heavy neighbours")
            ab = frames_ab(args, say)
            f = ab.pop("serial")  # type: ignore[assignment]  # the game as it ships
            figures["frames_ab"] = ab
        else:
            f = frame_figures([frame_times(args.seconds, args.source, args.backend,
                                           args.neighbours)])
        say(measured.describe())
        say(f"frames at 1280x800 ({f['backend']} backend), {f['frames']} frames, "
            f"{f['events']} game events in {f['seconds']:.0f} s, "
            f"{f['neighbours']} CPU-heavy neighbours")
        say(f"  sync+render per frame: p50 {f['render_p50']:.2f} ms, "
            f"p95 {f['render_p95']:.2f} ms, max {f['render_max']:.2f} ms")
        say(f"  interval between frames while animating: p50 {f['interval_p50']:.2f} ms, "
            f"p95 {f['interval_p95']:.2f} ms")
        say(f"  CPU of this thread per frame: p50 {f['cpu_p50']:.2f} ms, "
            f"p95 {f['cpu_p95']:.2f} ms, max {f['cpu_max']:.2f} ms; in the run queue p95 "
            f"{f['wait_p95']:.2f} ms, asleep otherwise p95 {f['blocked_p95']:.2f} ms; "
            f"the whole process {f['process_cpu_s']} s of CPU in {f['seconds']:.0f} s")
        say(f"  repainted per frame: p50 {f['repainted_px_p50']:.0f} px, "
            f"p95 {f['repainted_px_p95']:.0f} px (the window: {1280 * 800} px)")
        for title, key in (("slow", "slowest_frames"), ("costly", "costliest_frames")):
            for n, slow in enumerate(f[key], 1):  # type: ignore[arg-type]
                say(f"  {title} frame {n}: {describe_frame(slow)}")
        met = "met" if f["render_p95"] <= FRAME_GOAL_MS else "MISSED"  # type: ignore[operator]
        say(f"GOAL frame time p95 (sync+render, {f['backend']}, 4-seat bot game, "
            f"{f['neighbours']} CPU-heavy neighbours): {f['render_p95']:.2f} ms (goal <= "
            f"{FRAME_GOAL_MS:g} ms): {met}; load {os.getloadavg()[0]:.2f}")
        say(f"resident memory: {f['rss']:.0f} MB now, {f['peak']:.0f} MB peak (target <= 250)")
        f["goal_ms"] = FRAME_GOAL_MS
        figures["frames"] = f
    figures["load"] = round(os.getloadavg()[0], 2)
    say(f"load average after: {figures['load']}")
    if args.json:
        print(json.dumps(figures))
    if args.json_out is not None:
        args.json_out.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    return 0  # the run's folders go at the exit (RUN)


if __name__ == "__main__":
    sys.exit(main())
