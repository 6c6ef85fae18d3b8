"""Build the installable game for the OS this runs on.

    python packaging/build.py [--self-test] [--no-archive] [--pure-core] [--dist DIR]
                              [--work DIR]

Steps (.github/workflows/packages.yml runs exactly this on each OS):

1. compile ``i18n/*.ts`` to ``.qm`` (lrelease from PySide6-Essentials);
2. render the icons from ``assets/icons/app.svg`` (PNG sizes, ``.ico``, ``.icns``), write
   the Windows version file and the cards gzip-compressed (``.svgz``, :func:`compress_cards`);
3. compile the rules core with mypyc (``packaging/compile_core.py``; mypy comes with the
   ``package`` extra, a C compiler and the Python headers must be there, else the build
   stops: a player's download never carries the plain core by accident; ``--pure-core``
   bundles the plain source on purpose) into the work folder, which the spec puts first
   on the path; run PyInstaller on ``packaging/uno_desktop.spec`` (one folder, trimmed
   Qt) and check that the bundle holds the compiled core;
4. Linux: add ``share/`` (desktop entry, AppStream metainfo, hicolor icons) and
   ``install.sh`` (puts them into ``~/.local``) to the folder;
5. archive: ``uno-desktop-<version>-linux-<arch>.tar.gz`` and ``…-windows-<arch>.zip``
   (each holding the folder ``uno-desktop-<version>/``), ``…-macos-<arch>.zip`` (the
   ``.app``, symlinks kept);
6. with ``--self-test``: unpack the archive into a fresh folder with the tool a player's
   system uses (``tar``, PowerShell's ``Expand-Archive``, ``ditto`` as Finder does) and run
   the unpacked executable with ``--self-test`` (offscreen), which must say it runs the
   compiled core (the plain one with ``--pure-core``); with ``--no-archive``, the built
   one.

Needs the game's dependencies and PyInstaller: ``pip install '.[package]'``.
Prints the executable, the archive and their sizes at the end.
"""

from __future__ import annotations

import argparse
import gzip
import os
import platform
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import icons  # noqa: E402
import translations  # noqa: E402

NAME = "uno-desktop"
APP_NAME = "UNO Desktop"
APP_ID = icons.APP_ID


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def os_tag() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def arch_tag() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def executable(dist: Path) -> Path:
    """The built game's executable inside ``dist``."""
    if sys.platform == "darwin":
        return dist / f"{APP_NAME}.app" / "Contents" / "MacOS" / NAME
    return dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def bundle_root(dist: Path) -> Path:
    """What the archive holds: the one-folder app, or the ``.app`` on macOS."""
    return dist / (f"{APP_NAME}.app" if sys.platform == "darwin" else NAME)


def archive_folder() -> str:
    """The folder a player's archive unpacks to (Linux, Windows): ``uno-desktop-<version>``."""
    return f"{NAME}-{version()}"


def unpacked_executable(folder: Path) -> Path:
    """The game's executable in ``folder``, where a player unpacked the archive."""
    if sys.platform == "darwin":
        return folder / f"{APP_NAME}.app" / "Contents" / "MacOS" / NAME
    return folder / archive_folder() / (NAME + (".exe" if sys.platform == "win32" else ""))


def stage(work: Path) -> Path:
    """Translations, icons and version file that the spec picks up."""
    out = work / "stage"
    if out.exists():
        shutil.rmtree(out)
    qms = translations.compile_all(out / "i18n")
    print(f"translations: {len(qms)} .qm ({', '.join(q.name for q in qms) or 'none'})")
    icons.write_all(out / "icons")
    compress_cards(out)
    ver = version()
    parts = [int(p) if p.isdigit() else 0 for p in ver.split(".")[:4]]
    parts += [0] * (4 - len(parts))
    template = (HERE / "windows" / "version_info.txt").read_text("utf-8")
    (out / "version_info.txt").write_text(
        template.replace("{version_tuple}", repr(tuple(parts))).replace("{version}", ver),
        "utf-8")
    return out


CARD_FOLDERS = ("cards", "cards_cb")


def compress_cards(out: Path, assets: Path = ROOT / "assets") -> list[Path]:
    """Every card of ``assets/cards`` and ``cards_cb`` as ``out/<folder>/<name>.svgz``, the
    SVG gzip-compressed, which Qt's SVG reader opens as it opens the SVG: the bundle ships
    these (2.5 MB of SVG become 0.7 MB; ``resources.card_url`` finds either). A colour-blind
    card the same as the plain one (the black cards, the back) is left out: card_url takes
    the plain one where the colour-blind set has none. Reproducible: no name or time in the
    gzip header."""
    written = []
    for folder in CARD_FOLDERS:
        (out / folder).mkdir(parents=True, exist_ok=True)
        for svg in sorted((assets / folder).glob("*.svg")):
            plain = assets / CARD_FOLDERS[0] / svg.name
            if folder != CARD_FOLDERS[0] and plain.read_bytes() == svg.read_bytes():
                continue
            target = out / folder / f"{svg.name}z"
            with target.open("wb") as raw, gzip.GzipFile(
                    filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as packed:
                packed.write(svg.read_bytes())
            written.append(target)
    return written


def run_pyinstaller(work: Path, dist: Path, stage_dir: Path, core: Path | None) -> None:
    env = dict(os.environ, UNO_BUILD_STAGE=str(stage_dir))
    if core is not None:
        env["UNO_BUILD_CORE"] = str(core)
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level",
           "WARN", "--distpath", str(dist), "--workpath", str(work / "pyinstaller"),
           str(HERE / "uno_desktop.spec")]
    print("$", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, env=env, cwd=ROOT)


def add_linux_share(dist: Path, stage_dir: Path) -> None:
    """``share/`` inside the folder: copy it to ``~/.local/share`` (or /usr/share)."""
    share = dist / NAME / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(HERE / "linux" / f"{APP_ID}.desktop", share / "applications")
    shutil.copy2(HERE / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
    shutil.copytree(stage_dir / "icons" / "hicolor", share / "icons" / "hicolor",
                    dirs_exist_ok=True)
    installer = dist / NAME / "install.sh"  # menu entry + command for one user or all
    shutil.copy2(HERE / "linux" / "install.sh", installer)
    installer.chmod(0o755)


def _zip(root: Path, target: Path, folder: str) -> None:
    """Zip ``root`` as ``folder/…``, keeping symlinks and the executable bit."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted([root, *root.rglob("*")]):
            arcname = Path(folder, path.relative_to(root)).as_posix()
            if path.is_symlink():
                info = zipfile.ZipInfo(arcname)
                info.create_system = 3
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                archive.writestr(info, os.readlink(path))
            elif path.is_dir():
                continue
            else:
                info = zipfile.ZipInfo.from_file(path, arcname)
                info.compress_type = zipfile.ZIP_DEFLATED
                with path.open("rb") as src, archive.open(info, "w") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)


def archive(dist: Path) -> Path:
    root = bundle_root(dist)
    base = f"{NAME}-{version()}-{os_tag()}-{arch_tag()}"
    if sys.platform.startswith("linux"):
        target = dist / f"{base}.tar.gz"
        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(root, arcname=archive_folder())
        return target
    target = dist / f"{base}.zip"
    if target.exists():
        target.unlink()
    if sys.platform == "darwin" and shutil.which("ditto"):
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(root), str(target)],
                       check=True)
    else:
        _zip(root, target, root.name if sys.platform == "darwin" else archive_folder())
    return target


def unpack(archive_path: Path, into: Path) -> Path:
    """Unpack ``archive_path`` into ``into`` as a player's system does; the executable."""
    into.mkdir(parents=True, exist_ok=True)
    if sys.platform == "win32":
        cmd = ["powershell", "-NoProfile", "-NonInteractive", "-Command",
               f"Expand-Archive -LiteralPath '{archive_path}' -DestinationPath '{into}'"]
    elif sys.platform == "darwin":
        cmd = ["ditto", "-x", "-k", str(archive_path), str(into)]
    else:
        cmd = ["tar", "-xzf", str(archive_path), "-C", str(into)]
    subprocess.run(cmd, check=True)
    exe = unpacked_executable(into)
    if not exe.is_file():
        raise SystemExit(f"{archive_path.name} did not unpack to {exe.relative_to(into)}")
    return exe


def tree_size(path: Path) -> int:
    total = 0
    for item in [path, *path.rglob("*")]:
        if item.is_file() and not item.is_symlink():
            total += item.stat().st_size
    return total


def self_test(exe: Path, timeout: float = 120, core: str = "compiled") -> int:
    """Run ``exe --self-test`` offscreen from an empty folder, with fresh settings; it
    fails unless the game says it runs the ``core`` expected (``compiled`` or ``plain``)."""
    with tempfile.TemporaryDirectory(prefix="uno-selftest-") as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", UNO_DESKTOP_CONFIG_DIR=tmp)
        started = time.perf_counter()
        result = subprocess.run([str(exe), "--self-test"], env=env, cwd=tmp, timeout=timeout,
                                check=False, stdout=subprocess.PIPE, text=True)
    sys.stdout.write(result.stdout)
    print(f"self-test of {exe}: exit {result.returncode} "
          f"in {time.perf_counter() - started:.1f} s")
    return result.returncode or core_check(result.stdout, core)


def core_check(self_test_output: str, core: str) -> int:
    """0 when the self-test's output says the ``core`` expected runs, else 1 (said why)."""
    if f"self-test: rules core {core}," in self_test_output:
        return 0
    print(f"self-test: the game does not say it runs the {core} rules core", flush=True)
    return 1


def self_test_download(archive_path: Path, core: str = "compiled") -> int:
    """Self-test the game as a player gets it: the archive, unpacked elsewhere."""
    with tempfile.TemporaryDirectory(prefix="uno-unpacked-") as tmp:
        return self_test(unpack(archive_path, Path(tmp)), core=core)


PLAIN_CORE = ("build.py: the rules core cannot be compiled here ({why}), and the bundle "
              "would carry the plain one, about half as fast. Install mypy (pip install "
              "'.[package]'), a C compiler and the Python headers, or pass --pure-core to "
              "bundle the plain core on purpose.")


def compiled_core(work: Path) -> Path:
    """The rules core compiled with mypyc into ``work/core``; stops the build where mypyc,
    a C compiler or the Python headers are missing or compiling fails."""
    import compile_core

    why = compile_core.available()
    if why:
        raise SystemExit(PLAIN_CORE.format(why=why))
    try:
        core = compile_core.compile_core(work / "core")
    except subprocess.CalledProcessError as exc:  # a compiler error
        raise SystemExit(PLAIN_CORE.format(why=f"compiling failed: {exc}")) from exc
    print(f"rules core: compiled with mypyc ({core / 'rules'})", flush=True)
    return core


def carries_compiled_core(bundle: Path) -> bool:
    """Whether the built ``bundle`` holds the compiled ``rules.game`` (an extension module,
    wherever PyInstaller put the package: ``_internal/rules``, ``Contents/Frameworks``)."""
    return any(path.parent.name == "rules" and path.name.split(".")[-1] in ("so", "pyd")
               for path in bundle.rglob("game.*"))


def build(dist: Path, work: Path, *, make_archive: bool = True,
          compile_core: bool = True) -> dict[str, Path]:
    work.mkdir(parents=True, exist_ok=True)
    core = compiled_core(work) if compile_core else None  # first: it may stop the build
    stage_dir = stage(work)
    run_pyinstaller(work, dist, stage_dir, core)
    if sys.platform.startswith("linux"):
        add_linux_share(dist, stage_dir)
    out = {"executable": executable(dist), "bundle": bundle_root(dist)}
    if not out["executable"].is_file():
        raise SystemExit(f"build finished but {out['executable']} is missing")
    if compile_core and not carries_compiled_core(out["bundle"]):
        raise SystemExit(f"build.py: {out['bundle']} carries the plain rules core, not the "
                         "compiled one (see packaging/uno_desktop.spec, UNO_BUILD_CORE)")
    print(f"rules core in the bundle: {'compiled' if compile_core else 'plain (--pure-core)'}")
    if make_archive:
        out["archive"] = archive(dist)
    mb = 1024 * 1024
    print(f"executable: {out['executable']}")
    print(f"bundle: {out['bundle']} ({tree_size(out['bundle']) / mb:.1f} MB unpacked)")
    if "archive" in out:
        print(f"archive: {out['archive']} ({out['archive'].stat().st_size / mb:.1f} MB)")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "packaging")
    parser.add_argument("--no-archive", action="store_true")
    parser.add_argument("--self-test", action="store_true",
                        help="then unpack the archive as a player would and run the game's "
                             "--self-test from there")
    parser.add_argument("--pure-core", action="store_true",
                        help="bundle the plain rules source, not the mypyc-compiled core "
                             "(without it, a machine that cannot compile the core stops "
                             "the build)")
    args = parser.parse_args(argv)
    out = build(args.dist.resolve(), args.work.resolve(), make_archive=not args.no_archive,
                compile_core=not args.pure_core)
    if not args.self_test:
        return 0
    core = "plain" if args.pure_core else "compiled"
    if "archive" in out:
        return self_test_download(out["archive"], core=core)
    return self_test(out["executable"], core=core)


if __name__ == "__main__":
    sys.exit(main())
