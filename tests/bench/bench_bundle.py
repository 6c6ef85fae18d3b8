"""Size and start-up of the PyInstaller bundle (a script, not a test).

    python tests/bench/bench_bundle.py [--dist DIR] [--runs 5] [--no-hello]

1. builds the game with ``packaging/build.py`` (or reuses ``--dist`` if it holds a build);
2. builds a hello-world PySide6 QML app (one ``Window`` with a ``Text``) through the same
   trimming (``packaging/qtfilter.py``, same excluded modules, same stripping);
3. prints unpacked and archived (tar.gz, level 9) sizes of both, and the start-up time of
   ``--self-test`` (start offscreen, load the table, render a frame, one bot turn, quit) from
   the bundle and from source (``python -m uno_desktop --self-test``), median of ``--runs``.

Targets (issue): game bundle <= 180 MB unpacked, <= 70 MB archived; bundle start-up no
slower than from source. MB = 2**20 bytes.
"""

from __future__ import annotations

import argparse
import os
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

MB = 1024 * 1024

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


def tar_gz_size(folder: Path) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "a.tar.gz"
        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(folder, arcname=folder.name)
        return target.stat().st_size


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
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-bundle-") as tmp:
        tmp_path = Path(tmp)
        dist = args.dist
        if dist is None or not build.executable(dist).is_file():
            dist = dist or tmp_path / "dist"
            started = time.perf_counter()
            build.build(dist.resolve(), (tmp_path / "work").resolve(), make_archive=False)
            print(f"build time: {time.perf_counter() - started:.0f} s")
        bundle = build.bundle_root(dist)
        rows = [("game", build.tree_size(bundle), tar_gz_size(bundle))]
        if not args.no_hello:
            hello = build_hello(tmp_path / "hello")
            rows.append(("hello-world QML", build.tree_size(hello), tar_gz_size(hello)))

        print()
        print(f"{'bundle':<18}{'unpacked MB':>12}{'tar.gz MB':>12}")
        for name, unpacked, archived in rows:
            print(f"{name:<18}{unpacked / MB:>12.1f}{archived / MB:>12.1f}")
        print("targets: game <= 180 MB unpacked, <= 70 MB tar.gz")

        exe = build.executable(dist)
        bundle_times = timed([str(exe), "--self-test"], args.runs, tmp_path)
        source_times = timed([sys.executable, "-m", "uno_desktop", "--self-test"], args.runs,
                             ROOT)
        print()
        print(f"start-up (--self-test, median of {args.runs}):")
        print(f"  bundle  {statistics.median(bundle_times):.2f} s  "
              f"(min {min(bundle_times):.2f})")
        print(f"  source  {statistics.median(source_times):.2f} s  "
              f"(min {min(source_times):.2f})")
        ok = statistics.median(bundle_times) <= statistics.median(source_times) * 1.05
        print(f"  bundle no slower than source: {'yes' if ok else 'NO'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
