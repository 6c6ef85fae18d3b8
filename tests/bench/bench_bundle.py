"""Size and start-up of the PyInstaller bundle (a script, not a test).

    python tests/bench/bench_bundle.py [--dist DIR] [--runs 5] [--no-hello] [--json]

1. builds the game with ``packaging/build.py`` (or reuses ``--dist`` if it holds a build);
2. builds a hello-world PySide6 QML app (one ``Window`` with a ``Text``) through the same
   trimming (``packaging/qtfilter.py``, same excluded modules, same stripping);
3. prints unpacked and archived (tar.gz, level 9) sizes of both and their ratios, every
   file of the game's bundle over 2 MB with why it ships (``qtfilter.SHIPPED_BECAUSE``) and
   whether the hello-world bundle holds it too, and the start-up time of ``--self-test``
   (start offscreen, load the table, render a frame, one bot turn, quit) from the bundle
   and from source (``python -m uno_desktop --self-test``), median of ``--runs``.

``--json`` prints the figures as one JSON object on stdout (the text goes to stderr).
Goals (issue 41): the game's bundle <= 1.3x the hello-world one, unpacked and archived, with
the libraries the internet rooms add (PyNaCl's libsodium, cffi's runtime, Qt WebSockets:
:data:`INTERNET`; spake2 and hkdf are Python in the launcher's archive), and
<= 1.2x without them (the game before the rooms); bundle start-up no slower than from
source. The goal lines start with ``GOAL``. MB = 2**20 bytes.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import build  # noqa: E402
import qtfilter  # noqa: E402

MB = 1024 * 1024
LARGE = 2 * MB  # files over this are listed with why they ship
TARGET_RATIO = 1.3  # with the internet rooms' libraries
TARGET_RATIO_WITHOUT_INTERNET = 1.2
# What the internet rooms add to the bundle (the secure link's libsodium and the cffi runtime
# it needs, the mailbox's WebSockets), paths below _internal: the figures are given with and
# without it.
INTERNET = re.compile(r"^(nacl/|_cffi_backend\.)|QtWebSockets")

HELLO_PY = textwrap.dedent('''\
    import sys

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQml import QQmlApplicationEngine
    from PySide6.QtQuick import QQuickWindow  # noqa: F401 - roots load as QQuickWindow

    app = QGuiApplication(sys.argv)
    engine = QQmlApplicationEngine()
    engine.loadData(b"import QtQuick\\nWindow { visible: true; width: 320; height: 120; "
                    b"Text { anchors.centerIn: parent; text: 'Hello' } }")
    if not engine.rootObjects():
        sys.exit(1)
    if "--quit" in sys.argv:
        QTimer.singleShot(0, app.quit)
    sys.exit(app.exec())
''')

HELLO_SPEC = textwrap.dedent('''\
    import sys
    sys.path.insert(0, {packaging!r})
    import qtfilter

    a = Analysis([{script!r}], excludes=qtfilter.UNUSED_MODULES)
    a.binaries, a.datas, _report = qtfilter.filter_qt(
        list(a.binaries), list(a.datas), {{"QtQuick", "QtQuick.Window"}}, ["en"])
    pyz = PYZ(a.pure)
    strip = sys.platform.startswith("linux")
    exe = EXE(pyz, a.scripts, [], exclude_binaries=True, name="hello", strip=strip,
              upx=False, console=False)
    coll = COLLECT(exe, a.binaries, a.datas, strip=strip, upx=False, name="hello")
''')


def internet_part(path: Path, folder: Path) -> bool:
    """Whether ``path`` in the bundle ``folder`` is one of the internet rooms' libraries."""
    parts = path.relative_to(folder).parts
    return (len(parts) > 1 and parts[0] == "_internal"
            and INTERNET.search("/".join(parts[1:])) is not None)


def tar_gz_size(folder: Path, without_internet: bool = False) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "a.tar.gz"

        def keep(info: tarfile.TarInfo) -> tarfile.TarInfo | None:
            path = folder.parent / info.name
            return None if without_internet and internet_part(path, folder) else info

        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(folder, arcname=folder.name, filter=keep)
        return target.stat().st_size


def internet_size(folder: Path) -> int:
    """Bytes of the internet rooms' libraries in the bundle ``folder``."""
    return sum(p.stat().st_size for p in folder.rglob("*")
               if p.is_file() and not p.is_symlink() and internet_part(p, folder))


def build_hello(work: Path) -> Path:
    work.mkdir(parents=True, exist_ok=True)
    script = work / "hello.py"
    script.write_text(HELLO_PY, "utf-8")
    spec = work / "hello.spec"
    spec.write_text(HELLO_SPEC.format(packaging=str(ROOT / "packaging"), script=str(script)),
                    "utf-8")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
                    str(spec)], check=True, cwd=work)
    folder = work / "dist" / "hello"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([str(folder / "hello"), "--quit"], check=True, env=env, timeout=60)
    return folder


def large_files(folder: Path) -> dict[str, int]:
    """Files over :data:`LARGE` below ``folder``: path relative to it → bytes."""
    return {p.relative_to(folder).as_posix(): p.stat().st_size for p in folder.rglob("*")
            if p.is_file() and not p.is_symlink() and p.stat().st_size > LARGE}


def file_names(folder: Path) -> set[str]:
    return {p.name for p in folder.rglob("*") if p.is_file()}


def timed(cmd: list[str], runs: int, cwd: Path) -> list[float]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    env.update(QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="qt.multimedia.*=false")
    times = []
    for i in range(runs + 1):  # the first run warms the disk cache and is dropped
        with tempfile.TemporaryDirectory() as config:
            env["UNO_DESKTOP_CONFIG_DIR"] = config
            started = time.perf_counter()
            subprocess.run(cmd, check=True, env=env, cwd=cwd, stdout=subprocess.DEVNULL,
                           timeout=180)
            if i:
                times.append(time.perf_counter() - started)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, help="reuse the game built here")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-hello", action="store_true")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as one JSON object (the text to stderr)")
    args = parser.parse_args()
    out = sys.stderr if args.json else sys.stdout
    result = sys.stdout
    if args.json:  # the build's own output (PyInstaller's children too) goes to stderr
        sys.stdout.flush()
        result = os.fdopen(os.dup(1), "w")
        os.dup2(2, 1)

    def say(text: str = "") -> None:
        print(text, file=out, flush=True)

    figures: dict[str, object] = {}
    with tempfile.TemporaryDirectory(prefix="bench-bundle-") as tmp:
        tmp_path = Path(tmp)
        dist = args.dist
        if dist is None or not build.executable(dist).is_file():
            dist = dist or tmp_path / "dist"
            started = time.perf_counter()
            build.build(dist.resolve(), (tmp_path / "work").resolve(), make_archive=False)
            say(f"build time: {time.perf_counter() - started:.0f} s")
        bundle = build.bundle_root(dist)
        rows = [("game", build.tree_size(bundle), tar_gz_size(bundle))]
        hello_names: set[str] | None = None
        if not args.no_hello:
            hello = build_hello(tmp_path / "hello")
            rows.append(("hello-world QML", build.tree_size(hello), tar_gz_size(hello)))
            hello_names = file_names(hello)

        say()
        say(f"{'bundle':<18}{'unpacked MB':>12}{'tar.gz MB':>12}")
        for name, unpacked, archived in rows:
            say(f"{name:<18}{unpacked / MB:>12.1f}{archived / MB:>12.1f}")
        figures["game_mb"] = {"unpacked": round(rows[0][1] / MB, 1),
                              "archived": round(rows[0][2] / MB, 1)}
        internet = internet_size(bundle)
        bare = (rows[0][1] - internet, tar_gz_size(bundle, without_internet=True))
        say(f"{'game less rooms':<18}{bare[0] / MB:>12.1f}{bare[1] / MB:>12.1f}"
            f"   (less libsodium, cffi, QtWebSockets: {internet / MB:.1f} MB)")
        figures["game_without_internet_mb"] = {"unpacked": round(bare[0] / MB, 1),
                                               "archived": round(bare[1] / MB, 1)}
        if len(rows) == 2:
            ratio_unpacked, ratio_archived = rows[0][1] / rows[1][1], rows[0][2] / rows[1][2]
            bare_unpacked, bare_archived = bare[0] / rows[1][1], bare[1] / rows[1][2]
            say(f"{'game / hello':<18}{ratio_unpacked:>11.2f}x{ratio_archived:>11.2f}x"
                f"   (goal <= {TARGET_RATIO}x both)")
            figures["hello_mb"] = {"unpacked": round(rows[1][1] / MB, 1),
                                   "archived": round(rows[1][2] / MB, 1)}
            figures["ratio"] = {"unpacked": round(ratio_unpacked, 3),
                                "archived": round(ratio_archived, 3),
                                "target": TARGET_RATIO}
            figures["ratio_without_internet"] = {
                "unpacked": round(bare_unpacked, 3), "archived": round(bare_archived, 3),
                "target": TARGET_RATIO_WITHOUT_INTERNET}
            load = round(os.getloadavg()[0], 2)
            for label, (u, a), goal in (
                    ("with the internet rooms", (ratio_unpacked, ratio_archived), TARGET_RATIO),
                    ("without them", (bare_unpacked, bare_archived),
                     TARGET_RATIO_WITHOUT_INTERNET)):
                met = "met" if max(u, a) <= goal else "MISSED"
                say(f"GOAL bundle {label}: {u:.3f}x unpacked, {a:.3f}x tar.gz the trimmed "
                    f"hello bundle (goal <= {goal}x both): {met}; load {load}")

        say()
        say(f"files over {LARGE // MB} MB in the game's bundle, and why each ships:")
        large = []
        unexplained = 0
        for path, size in sorted(large_files(bundle).items(), key=lambda kv: -kv[1]):
            name = path.rsplit("/", 1)[-1]
            why = qtfilter.shipped_because(name)
            unexplained += why is None
            in_hello = None if hello_names is None else name in hello_names
            mark = "" if in_hello is None else (" [hello too]" if in_hello else " [game only]")
            say(f"  {size / MB:6.1f} MB  {path}{mark}\n             "
                f"{why or 'NO REASON GIVEN: add one to packaging/qtfilter.py SHIPPED_BECAUSE'}")
            large.append({"path": path, "mb": round(size / MB, 1), "why": why,
                          "in_hello": in_hello})
        figures["large_files"] = large
        figures["unexplained_large_files"] = unexplained

        exe = build.executable(dist)
        bundle_times = timed([str(exe), "--self-test"], args.runs, tmp_path)
        source_times = timed([sys.executable, "-m", "uno_desktop", "--self-test"], args.runs,
                             ROOT)
        say()
        say(f"start-up (--self-test, median of {args.runs}):")
        say(f"  bundle  {statistics.median(bundle_times):.2f} s  "
            f"(min {min(bundle_times):.2f})")
        say(f"  source  {statistics.median(source_times):.2f} s  "
            f"(min {min(source_times):.2f})")
        ok = statistics.median(bundle_times) <= statistics.median(source_times) * 1.05
        say(f"  bundle no slower than source: {'yes' if ok else 'NO'}")
        figures["self_test_s"] = {
            "bundle": {"median": round(statistics.median(bundle_times), 3),
                       "fastest": round(min(bundle_times), 3)},
            "source": {"median": round(statistics.median(source_times), 3),
                       "fastest": round(min(source_times), 3)}}
        figures["runs"] = args.runs
        figures["load"] = round(os.getloadavg()[0], 2)
    if args.json:
        print(json.dumps(figures), file=result, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
