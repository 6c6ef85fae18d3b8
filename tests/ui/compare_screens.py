"""Screens before and after a change, pixel by pixel: which scenes differ, and where.

    python tests/ui/compare_screens.py --before /path/to/main-checkout --out /tmp/cmp
    python tests/ui/compare_screens.py --before-shots A/ --after-shots B/ --out /tmp/cmp

With checkouts, each one's own ``tests/ui/screenshots.py`` renders every scene of
``tests/ui/scenes.py`` (or ``--only``) in its own process into ``<out>/before`` and
``<out>/after`` (``--after`` defaults to this checkout); with ``--before-shots`` and
``--after-shots`` two folders already written are compared. Every PNG present in both is
compared pixel by pixel; a scene that differs gets ``<out>/diff/<lang>/<name>.png`` (the
after shot dimmed, the differing pixels red) and a line with the count of differing pixels
and their bounding box. ``--again`` renders the before checkout a second time and names the
scenes that differ between two runs of the same code (animations, clocks; ``--again-shots``
names such a second folder made already): a difference there says nothing about the
change. Exit status 1 when any scene differs beyond those.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage

HERE = Path(__file__).resolve().parent
CHECKOUT = HERE.parents[1]


def render(checkout: Path, out: Path, args: argparse.Namespace) -> None:
    """Every scene asked for, by ``checkout``'s own screenshot script, into ``out``."""
    command = [sys.executable, str(checkout / "tests/ui/screenshots.py"), "--out", str(out),
               "--lang", args.lang, "--size", args.size]
    if args.only:
        command += ["--only", args.only]
    env = dict(os.environ, PYTHONPATH=str(checkout))
    subprocess.run(command, check=True, cwd=checkout, env=env, stdout=subprocess.DEVNULL)


def pixels(path: Path) -> QImage:
    return QImage(str(path)).convertToFormat(QImage.Format.Format_ARGB32)


def difference(a: Path, b: Path) -> tuple[int, tuple[int, int, int, int]] | None:
    """``None`` when the two images are the same pixel for pixel, else the count of
    differing pixels and their bounding box (x0, y0, x1, y1)."""
    one, two = pixels(a), pixels(b)
    if one.size() != two.size():
        return one.width() * one.height(), (0, 0, two.width(), two.height())
    width, height = one.width(), one.height()
    first, second = bytes(one.constBits()), bytes(two.constBits())
    if first == second:
        return None
    stride = one.bytesPerLine()
    count, box = 0, [width, height, -1, -1]
    for y in range(height):
        row = slice(y * stride, y * stride + width * 4)
        left, right = first[row], second[row]
        if left == right:
            continue
        for x in range(width):
            if left[4 * x:4 * x + 4] != right[4 * x:4 * x + 4]:
                count += 1
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
    return count, (box[0], box[1], box[2], box[3])


def mark(a: Path, b: Path, out: Path) -> None:
    """``b`` dimmed with the pixels unlike ``a`` in red, to look at (byte by byte: a call
    into Qt per pixel is slow, and PySide6 6.12 crashed on millions of them)."""
    one, two = pixels(a), pixels(b)
    dim = bytearray(bytes(two.constBits()))
    for i in range(0, len(dim), 4):  # BGRA in memory: each colour at 40 %
        dim[i] = dim[i] * 2 // 5
        dim[i + 1] = dim[i + 1] * 2 // 5
        dim[i + 2] = dim[i + 2] * 2 // 5
    if one.size() == two.size():
        first, second = bytes(one.constBits()), bytes(two.constBits())
        for i in range(0, len(first), 4):
            if first[i:i + 4] != second[i:i + 4]:
                dim[i:i + 4] = b"\x00\x00\xff\xff"
    image = QImage(bytes(dim), two.width(), two.height(), two.bytesPerLine(),
                   QImage.Format.Format_ARGB32)
    out.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(out))


def compare(before: Path, after: Path, diffs: Path | None) -> dict[str, str]:
    """Each shot found in both folders that differs: its relative name and a line."""
    found: dict[str, str] = {}
    for shot in sorted(before.rglob("*.png")):
        name = shot.relative_to(before)
        other = after / name
        if not other.exists():
            found[str(name)] = "missing after"
            continue
        result = difference(shot, other)
        if result is not None:
            count, box = result
            found[str(name)] = f"{count} pixels differ in {box}"
            if diffs is not None:
                mark(shot, other, diffs / name)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, help="a checkout to render before")
    parser.add_argument("--after", type=Path, default=CHECKOUT, help="a checkout (this one)")
    parser.add_argument("--before-shots", type=Path, help="a folder of shots already made")
    parser.add_argument("--after-shots", type=Path, help="a folder of shots already made")
    parser.add_argument("--out", type=Path, default=Path("screens-compared"))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1024x640")
    parser.add_argument("--only", default="")
    parser.add_argument("--again", action="store_true",
                        help="render before twice: scenes unlike themselves are noise")
    parser.add_argument("--again-shots", type=Path,
                        help="a second folder of the before code's shots, made already")
    args = parser.parse_args()
    before, after = args.before_shots, args.after_shots
    if before is None:
        if args.before is None:
            parser.error("--before or --before-shots")
        before = args.out / "before"
        render(args.before.resolve(), before, args)
    if after is None:
        after = args.out / "after"
        render(args.after.resolve(), after, args)
    noise: dict[str, str] = {}
    if args.again_shots is not None:
        noise = compare(before, args.again_shots, None)
    elif args.again and args.before is not None:
        render(args.before.resolve(), args.out / "again", args)
        noise = compare(before, args.out / "again", None)
    found = compare(before, after, args.out / "diff")
    shots = len(list(before.rglob("*.png")))
    for name, line in found.items():
        tag = "  (unlike itself too: animation)" if name in noise else ""
        print(f"{name}: {line}{tag}")
    real = [name for name in found if name not in noise]
    print(f"{shots} shots compared: {len(found)} differ, {len(real)} beyond what differs "
          f"between two runs of the same code")
    return 1 if real else 0


if __name__ == "__main__":
    sys.exit(main())
