"""App icons for every OS, rendered from ``assets/icons/app.svg`` with Qt (no Pillow).

* Linux: ``hicolor/<n>x<n>/apps/<APP_ID>.png`` for n in :data:`HICOLOR_SIZES`, plus the
  SVG as ``hicolor/scalable/apps/<APP_ID>.svg``.
* Windows: one ``.ico`` holding :data:`ICO_SIZES` (PNG-compressed entries, Vista and later).
* macOS: one ``.icns`` holding the PNG types ``icp4``…``ic10`` (16 px to 1024 px).

Both containers are simple enough to write by hand; Qt renders the pixels.

    python packaging/icons.py OUT_DIR      # writes app.ico, app.icns, hicolor/…
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icons" / "app.svg"
APP_ID = "org.unodesktop.UnoDesktop"

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
# icns type → pixel size (PNG payloads; the @2x types reuse the larger renderings)
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024),
    (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def render_pngs(sizes: set[int] | tuple[int, ...], svg: Path = SVG) -> dict[int, bytes]:
    """PNG bytes of ``svg`` rendered square at each size (transparent background)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    out: dict[int, bytes] = {}
    for size in sorted(set(sizes)):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise RuntimeError(f"could not encode {size} px PNG")
        buffer.close()
        out[size] = bytes(data.data())
    del _app
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` with one PNG entry per size (ICONDIR + ICONDIRENTRY + data)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` with PNG payloads (supported since OS X 10.7)."""
    body = b""
    for kind, size in ICNS_TYPES:
        blob = pngs[size]
        body += kind + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_all(out: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write ``app.ico``, ``app.icns``, ``app.png`` (256 px) and ``hicolor/`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    sizes = set(HICOLOR_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES}
    pngs = render_pngs(sizes, svg)
    hicolor = out / "hicolor"
    for size in HICOLOR_SIZES:
        target = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
    scalable = hicolor / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    files = {
        "ico": out / "app.ico",
        "icns": out / "app.icns",
        "png": out / "app.png",
        "hicolor": hicolor,
    }
    files["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    files["icns"].write_bytes(icns_bytes(pngs))
    files["png"].write_bytes(pngs[256])
    return files


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for kind, path in write_all(Path(sys.argv[1])).items():
        print(f"{kind}: {path}")
