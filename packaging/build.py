"""Build the installable game for the OS this runs on.

    python packaging/build.py [--self-test] [--no-archive] [--pure-core] [--dist DIR]
                              [--work DIR]

Steps (.github/workflows/packages.yml runs exactly this on each OS):

1. compile ``i18n/*.ts`` to ``.qm`` (lrelease from PySide6-Essentials);
2. render the icons from ``assets/icons/app.svg`` (PNG sizes, ``.ico``, ``.icns``) and
   write the Windows version file;
3. compile the rules core with mypyc (``packaging/compile_core.py``; mypy comes with the
   ``package`` extra, a C compiler must be there, else the plain source is bundled, and
   ``--pure-core`` skips it) into the work folder, which the spec puts first on the path;
   run PyInstaller on ``packaging/uno_desktop.spec`` (one folder, trimmed Qt);
4. Linux: add ``share/`` (desktop entry, AppStream metainfo, hicolor icons) and
   ``install.sh`` (puts them into ``~/.local``) to the folder;
5. archive: ``uno-desktop-<version>-linux-<arch>.tar.gz`` and ``…-windows-<arch>.zip``
   (each holding the folder ``uno-desktop-<version>/``), ``…-macos-<arch>.zip`` (the
   ``.app``, symlinks kept);
6. with ``--self-test``: unpack the archive into a fresh folder with the tool a player's
   system uses (``tar``, PowerShell's ``Expand-Archive``, ``ditto`` as Finder does) and run
   the unpacked executable with ``--self-test`` (offscreen); with ``--no-archive``, the
   built one.

Needs the game's dependencies and PyInstaller: ``pip install '.[package]'``.
Prints the executable, the archive and their sizes at the end.
"""

from __future__ import annotations

import argparse
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
    ver = version()
    parts = [int(p) if p.isdigit() else 0 for p in ver.split(".")[:4]]
    parts += [0] * (4 - len(parts))
    template = (HERE / "windows" / "version_info.txt").read_text("utf-8")
    (out / "version_info.txt").write_text(
        template.replace("{version_tuple}", repr(tuple(parts))).replace("{version}", ver),
        "utf-8")
    return out


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


def self_test(exe: Path, timeout: float = 120) -> int:
    """Run ``exe --self-test`` offscreen from an empty folder, with fresh settings."""
    with tempfile.TemporaryDirectory(prefix="uno-selftest-") as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", UNO_DESKTOP_CONFIG_DIR=tmp)
        started = time.perf_counter()
        result = subprocess.run([str(exe), "--self-test"], env=env, cwd=tmp, timeout=timeout,
                                check=False)
    print(f"self-test of {exe}: exit {result.returncode} "
          f"in {time.perf_counter() - started:.1f} s")
    return result.returncode


def self_test_download(archive_path: Path) -> int:
    """Self-test the game as a player gets it: the archive, unpacked elsewhere."""
    with tempfile.TemporaryDirectory(prefix="uno-unpacked-") as tmp:
        return self_test(unpack(archive_path, Path(tmp)))


def compiled_core(work: Path) -> Path | None:
    """The rules core compiled with mypyc into ``work/core``, or ``None`` (the plain source
    is bundled) where mypyc or a C compiler is missing."""
    import compile_core

    why = compile_core.available()
    if why:
        print(f"rules core: plain Python ({why})", flush=True)
        return None
    try:
        core = compile_core.compile_core(work / "core")
    except subprocess.CalledProcessError as exc:  # no Python headers, a compiler error
        print(f"rules core: plain Python (compiling failed: {exc})", flush=True)
        return None
    print(f"rules core: compiled with mypyc ({core / 'rules'})", flush=True)
    return core


def build(dist: Path, work: Path, *, make_archive: bool = True,
          compile_core: bool = True) -> dict[str, Path]:
    work.mkdir(parents=True, exist_ok=True)
    stage_dir = stage(work)
    run_pyinstaller(work, dist, stage_dir, compiled_core(work) if compile_core else None)
    if sys.platform.startswith("linux"):
        add_linux_share(dist, stage_dir)
    out = {"executable": executable(dist), "bundle": bundle_root(dist)}
    if not out["executable"].is_file():
        raise SystemExit(f"build finished but {out['executable']} is missing")
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
                        help="bundle the plain rules source, not the mypyc-compiled core")
    args = parser.parse_args(argv)
    out = build(args.dist.resolve(), args.work.resolve(), make_archive=not args.no_archive,
                compile_core=not args.pure_core)
    if not args.self_test:
        return 0
    if "archive" in out:
        return self_test_download(out["archive"])
    return self_test(out["executable"])


if __name__ == "__main__":
    sys.exit(main())
