"""Generate every card face, the card back and the UI icons as SVG (ART.md).

Run ``python assets/make_art.py`` to rewrite ``assets/cards/``, ``assets/cards_cb/`` and
``assets/icons/``. The output is committed so the game needs no build step, and it is
byte-for-byte deterministic so a test can check that the committed files are current.

No fonts are used: every digit, letter and symbol is built here from paths, so a card
looks the same on every OS. Glyphs are pen skeletons (stroked with round caps) and filled
shapes; the renderer draws each glyph three times (shadow, dark outline, body), which is
what gives the bold sticker look and keeps white symbols readable on yellow.
"""

from __future__ import annotations

import importlib.util
import math
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

# --------------------------------------------------------------------------------------
# Palette and card geometry (ART.md)

COLORS: dict[str, str] = {
    "red": "#E23B2E",
    "yellow": "#F5C518",
    "green": "#2FA84F",
    "blue": "#1F6FD1",
}
BLACK = "#1B1B1F"
WHITE = "#FFFFFF"
COLOR_ORDER = ("red", "yellow", "green", "blue")

# 63 x 88 mm at 4 units per mm.
CARD_W, CARD_H = 252, 352
CORNER_R = 15  # ~6 % of the width
BORDER = 9  # the thin white border
CX, CY = CARD_W / 2, CARD_H / 2

BACK = "back"
ART_DIR = Path(__file__).resolve().parent / "art"
"""The art of editions added since: ``art/<edition>.py`` draws its own card kinds."""


def _core() -> None:
    """The rules core of this checkout, importable (``python assets/make_art.py`` runs
    with ``assets/`` on the path, not the checkout)."""
    root = str(Path(__file__).resolve().parents[1])
    if root not in sys.path:
        sys.path.insert(0, root)


def all_card_codes() -> list[str]:
    """Every card face code (the sprite stem of ``Card.code``), plus ``back``: the cards of
    every edition's deck (``rules.editions.EDITIONS``, every deck its own options and the
    house rules can build), a coloured card in each of the four colours.

    Derived from the core, so a new edition's cards are drawn without a list to keep;
    shared by the generator and the tests so the two can never disagree on the set.
    """
    _core()
    from rules import options_from_mapping
    from rules.editions import EDITIONS
    from rules.options import HOUSE_RULES

    faces: set[str] = set()  # a coloured card without its colour ("7", "skip", "3_spin")
    black: set[str] = set()
    for name in EDITIONS:
        edition = EDITIONS[name]
        variants = [{}] + [{spec.name: choice} for spec in (*edition.option_specs, *HOUSE_RULES)
                           if spec.type == "choice" for choice in spec.choices]
        for extra in variants:
            for card in edition.deck(options_from_mapping({"edition": name, **extra}, name)):
                if card.color is None:
                    black.add(card.code)
                else:  # its colour's name, then the face: "red_3_spin"
                    faces.add(card.code.partition("_")[2])
    ordered = sorted(faces, key=lambda f: (not f[0].isdigit(), f.partition("_")[2], f))
    codes = [f"{color}_{face}" for color in COLOR_ORDER for face in ordered]
    return [*codes, *sorted(black), BACK]


ICON_NAMES = (
    "app",
    "direction",
    "shape_red",
    "shape_yellow",
    "shape_green",
    "shape_blue",
    "reaction_thumbs_up",
    "reaction_laugh",
    "reaction_surprise",
)

# --------------------------------------------------------------------------------------
# Number formatting and colour mixing

Point = tuple[float, float]


def fmt(value: float) -> str:
    """Two decimals, no trailing zeros, no ``-0``: short and stable output."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def mix(color: str, other: str, amount: float) -> str:
    """Blend two ``#RRGGBB`` colours; used for tints, shades and gradients."""
    a = [int(color[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * amount):02X}" for x, y in zip(a, b, strict=True))


# --------------------------------------------------------------------------------------
# Affine transforms and paths made only of M, L, C and Z (so any transform is exact)


@dataclass(frozen=True, slots=True)
class Affine:
    """SVG matrix (a b c d e f): x' = a x + c y + e, y' = b x + d y + f."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def __matmul__(self, o: Affine) -> Affine:
        """Compose: ``(self @ o)`` applies ``o`` first."""
        return Affine(
            self.a * o.a + self.c * o.b,
            self.b * o.a + self.d * o.b,
            self.a * o.c + self.c * o.d,
            self.b * o.c + self.d * o.d,
            self.a * o.e + self.c * o.f + self.e,
            self.b * o.e + self.d * o.f + self.f,
        )

    def apply(self, x: float, y: float) -> Point:
        return self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f

    @property
    def gain(self) -> float:
        """Average scale factor, applied to stroke widths."""
        return math.sqrt(abs(self.a * self.d - self.b * self.c))


def move(dx: float, dy: float) -> Affine:
    return Affine(e=dx, f=dy)


def turn(degrees: float) -> Affine:
    r = math.radians(degrees)
    return Affine(math.cos(r), math.sin(r), -math.sin(r), math.cos(r))


def zoom(sx: float, sy: float | None = None) -> Affine:
    return Affine(sx, 0.0, 0.0, sx if sy is None else sy)


def slant(degrees: float) -> Affine:
    """Italic shear: the top leans right for positive angles."""
    return Affine(c=-math.tan(math.radians(degrees)))


Seg = tuple[str, tuple[float, ...]]
PathData = tuple[Seg, ...]


def parse(d: str) -> PathData:
    """Parse absolute ``M L C Z`` path text (hand-written glyph outlines) into segments."""
    tokens = d.replace(",", " ").split()
    out: list[Seg] = []
    i, cmd = 0, ""
    sizes = {"M": 2, "L": 2, "C": 6, "Z": 0}
    while i < len(tokens):
        if tokens[i] in sizes:
            cmd = tokens[i]
            i += 1
            if cmd == "Z":
                out.append(("Z", ()))
                continue
        n = sizes[cmd]
        out.append((cmd, tuple(float(t) for t in tokens[i : i + n])))
        i += n
        if cmd == "M":
            cmd = "L"  # implicit lineto after a moveto, as in SVG
    return tuple(out)


def transform_path(path: PathData, m: Affine) -> PathData:
    out: list[Seg] = []
    for cmd, nums in path:
        pts = [m.apply(nums[i], nums[i + 1]) for i in range(0, len(nums), 2)]
        out.append((cmd, tuple(v for p in pts for v in p)))
    return tuple(out)


def path_d(path: PathData) -> str:
    return " ".join(cmd + " ".join(fmt(v) for v in nums) for cmd, nums in path)


def poly(points: Sequence[Point], closed: bool = True) -> PathData:
    segs: list[Seg] = [("M", points[0])]
    segs += [("L", p) for p in points[1:]]
    if closed:
        segs.append(("Z", ()))
    return tuple(segs)


def curve(fn: Callable[[float], Point], t0: float, t1: float, steps: int) -> list[Seg]:
    """Cubic Hermite segments that follow a parametric curve (arcs, spirals, waves).

    Starts with a moveto; the derivative is numeric so any curve function works.
    """
    h = (t1 - t0) / steps
    eps = abs(h) * 1e-4

    def tangent(t: float) -> Point:
        (x0, y0), (x1, y1) = fn(t - eps), fn(t + eps)
        return (x1 - x0) / (2 * eps) * h / 3, (y1 - y0) / (2 * eps) * h / 3

    segs: list[Seg] = [("M", fn(t0))]
    for i in range(steps):
        ta, tb = t0 + i * h, t0 + (i + 1) * h
        (ax, ay), (bx, by) = fn(ta), fn(tb)
        (dax, day), (dbx, dby) = tangent(ta), tangent(tb)
        segs.append(("C", (ax + dax, ay + day, bx - dbx, by - dby, bx, by)))
    return segs


def arc_segs(cx: float, cy: float, r: float, a0: float, a1: float) -> list[Seg]:
    """A circular arc from angle ``a0`` to ``a1`` (degrees, y down), starting with a moveto."""
    steps = max(1, math.ceil(abs(a1 - a0) / 45))
    r0, r1 = math.radians(a0), math.radians(a1)
    return curve(lambda t: (cx + r * math.cos(t), cy + r * math.sin(t)), r0, r1, steps)


def arc(cx: float, cy: float, r: float, a0: float, a1: float) -> PathData:
    return tuple(arc_segs(cx, cy, r, a0, a1))


def join(*pieces: Iterable[Seg], closed: bool = True) -> PathData:
    """Chain pieces into one subpath, turning each later piece's moveto into a lineto."""
    segs: list[Seg] = []
    for piece in pieces:
        for cmd, nums in piece:
            segs.append(("L" if cmd == "M" and segs else cmd, nums))
    if closed:
        segs.append(("Z", ()))
    return tuple(segs)


def circle(cx: float, cy: float, r: float) -> PathData:
    return join(arc_segs(cx, cy, r, 0, 360))


def ellipse(cx: float, cy: float, rx: float, ry: float) -> PathData:
    return transform_path(circle(0, 0, 1), move(cx, cy) @ zoom(rx, ry))


def rrect(x: float, y: float, w: float, h: float, r: float) -> PathData:
    """Rounded rectangle; the card frame, mini cards, bases."""
    return join(
        arc_segs(x + w - r, y + r, r, -90, 0),
        arc_segs(x + w - r, y + h - r, r, 0, 90),
        arc_segs(x + r, y + h - r, r, 90, 180),
        arc_segs(x + r, y + r, r, 180, 270),
    )


def regular(cx: float, cy: float, r: float, n: int, start: float = -90) -> list[Point]:
    """Vertices of a regular polygon (octagon mark, pentagon patches, stars)."""
    return [
        (cx + r * math.cos(math.radians(start + 360 * i / n)),
         cy + r * math.sin(math.radians(start + 360 * i / n)))
        for i in range(n)
    ]


def lens_arcs(half_len: float, half_width: float) -> tuple[float, float]:
    """Radius and half-angle (degrees) of the two arcs of a pointed lens (vesica)."""
    r = (half_len**2 + half_width**2) / (2 * half_width)
    return r, math.degrees(math.atan2(half_len, r - half_width))


def lens_segs(half_len: float, half_width: float) -> tuple[list[Seg], list[Seg]]:
    """The two arcs of a pointed lens along the x axis: top (left to right) and bottom."""
    r, beta = lens_arcs(half_len, half_width)
    top = arc_segs(0, r - half_width, r, -90 - beta, -90 + beta)
    bottom = arc_segs(0, half_width - r, r, 90 - beta, 90 + beta)
    return top, bottom


# --------------------------------------------------------------------------------------
# Glyphs: groups of parts, drawn as shadow, outline and body

MAIN = "main"  # the symbol colour (white on faces)
EDGE = "edge"  # the dark outline colour of the card
CARD = "card"  # the card's own colour
TINT = "tint"  # the lighter tint of the lens


@dataclass(frozen=True, slots=True)
class Part:
    """One path: stroked with round caps when ``width`` > 0, filled otherwise."""

    path: PathData
    width: float = 0.0
    ink: str = MAIN
    outline: bool = True


Group = tuple[Part, ...]
Glyph = tuple[Group, ...]


def fill(path: PathData | str, ink: str = MAIN) -> Part:
    return Part(parse(path) if isinstance(path, str) else path, 0.0, ink)


def group(*parts: Part) -> Glyph:
    return (tuple(parts),)


def stack(*glyphs: Glyph) -> Glyph:
    """Glyphs drawn in order, each group with its own outline (overlaps stay readable)."""
    return tuple(g for glyph in glyphs for g in glyph)


def fuse(*glyphs: Glyph) -> Glyph:
    """One group: the outlines merge into a single silhouette."""
    return (tuple(p for glyph in glyphs for g in glyph for p in g),)


def transform(glyph: Glyph, m: Affine) -> Glyph:
    gain = m.gain
    return tuple(
        tuple(replace(p, path=transform_path(p.path, m), width=p.width * gain) for p in g)
        for g in glyph
    )


def place(glyph: Glyph, x: float = 0, y: float = 0, s: float = 1, rot: float = 0) -> Glyph:
    return transform(glyph, move(x, y) @ turn(rot) @ zoom(s))


def paint(glyph: Glyph, ink: str, only: str = MAIN) -> Glyph:
    """Recolour the parts drawn in ``only`` (the main ink by default)."""
    return tuple(tuple(replace(p, ink=ink) if p.ink == only else p for p in g) for g in glyph)


def bounds(glyph: Glyph) -> tuple[float, float, float, float]:
    """Box around all points and control points, stroke half-widths included."""
    xs: list[float] = []
    ys: list[float] = []
    for g in glyph:
        for p in g:
            pad = p.width / 2
            for _cmd, nums in p.path:
                for i in range(0, len(nums), 2):
                    xs += [nums[i] - pad, nums[i] + pad]
                    ys += [nums[i + 1] - pad, nums[i + 1] + pad]
    return min(xs), min(ys), max(xs), max(ys)


def fit(glyph: Glyph, cx: float, cy: float, w: float, h: float, max_scale: float) -> Glyph:
    """Scale (at most ``max_scale``) and centre a glyph in a box."""
    x0, y0, x1, y1 = bounds(glyph)
    s = min(max_scale, w / (x1 - x0), h / (y1 - y0))
    return transform(glyph, move(cx, cy) @ zoom(s) @ move(-(x0 + x1) / 2, -(y0 + y1) / 2))


# --------------------------------------------------------------------------------------
# The pen font: skeletons on a 100-unit cap height (y from -41 to 41 plus the pen)

FONT_PEN = 18.0
SLANT = 7.0

# char -> (advance, skeleton paths). Round shapes come from ``circle`` in ``_font_extra``.
FONT: dict[str, tuple[float, tuple[str, ...]]] = {
    "0": (62, ("M -22 -19 C -22 -32 -12 -41 0 -41 C 12 -41 22 -32 22 -19 L 22 19 "
               "C 22 32 12 41 0 41 C -12 41 -22 32 -22 19 Z",)),
    "1": (50, ("M -15 -26 L 3 -41 L 3 41",)),
    "2": (62, ("M -20 -21 C -20 -34 -11 -41 1 -41 C 13 -41 22 -33 22 -21 "
               "C 22 -9 13 -1 2 8 L -21 39 L 22 39",)),
    "3": (62, ("M -19 -34 C -13 -39 -7 -41 0 -41 C 12 -41 20 -34 20 -23 "
               "C 20 -11 11 -4 -3 -4 C 13 -4 22 5 22 18 C 22 32 12 41 -1 41 "
               "C -9 41 -16 38 -21 33",)),
    "4": (64, ("M 11 41 L 11 -41 L -24 15 L 25 15",)),
    "5": (62, ("M 19 -41 L -14 -41 L -17 -3 C -11 -8 -5 -10 2 -10 C 15 -10 22 0 22 15 "
               "C 22 31 12 41 -1 41 C -10 41 -17 37 -21 31",)),
    "6": (62, ("M 15 -39 C 11 -41 6 -41 3 -41 C -13 -41 -22 -25 -22 3 L -22 18",)),
    "7": (62, ("M -22 -41 L 22 -41 C 8 -18 0 8 -4 41",)),
    "8": (62, ()),
    "9": (62, ()),
    "+": (52, ("M -17 0 L 17 0", "M 0 -17 L 0 17")),
    "C": (62, ("M 21 -30 C 16 -38 9 -41 1 -41 C -14 -41 -23 -26 -23 0 "
               "C -23 26 -14 41 1 41 C 9 41 16 38 21 30",)),
    "D": (64, ("M -21 -41 L -21 41 L -3 41 C 15 41 23 27 23 0 C 23 -27 15 -41 -3 -41 Z",)),
    "E": (56, ("M 19 -41 L -19 -41 L -19 41 L 19 41", "M -19 0 L 13 0")),
    "K": (62, ("M -20 -41 L -20 41", "M 21 -41 L -18 5", "M -6 -9 L 22 41")),
    "N": (66, ("M -22 41 L -22 -41 L 22 41 L 22 -41",)),
    "O": (70, ("M -25 0 C -25 -27 -14 -41 0 -41 C 14 -41 25 -27 25 0 "
               "C 25 27 14 41 0 41 C -14 41 -25 27 -25 0 Z",)),
    "P": (60, ("M -19 41 L -19 -41 L 2 -41 C 15 -41 22 -33 22 -20 C 22 -7 15 1 2 1 L -19 1",)),
    "S": (60, ("M 19 -31 C 14 -38 8 -41 0 -41 C -12 -41 -20 -34 -20 -22 "
               "C -20 -9 -9 -5 1 -1 C 12 3 21 7 21 20 C 21 33 12 41 0 41 "
               "C -9 41 -16 38 -21 31",)),
    "T": (60, ("M -22 -41 L 22 -41", "M 0 -41 L 0 41")),
    "U": (62, ("M -21 -41 L -21 14 C -21 31 -12 41 0 41 C 12 41 21 31 21 14 L 21 -41",)),
    "X": (62, ("M -21 -41 L 21 41", "M 21 -41 L -21 41")),
    "?": (56, ("M -19 -23 C -19 -35 -10 -41 1 -41 C 12 -41 20 -34 20 -23 "
               "C 20 -11 9 -7 3 -1 C 0 2 0 7 0 13",)),
}


def _font_extra(char: str, width: float) -> list[Part]:
    """Parts that are easier to build than to write: bowls and dots."""
    if char == "6":
        return [Part(circle(0, 18, 21), width)]
    if char == "8":
        return [Part(circle(0, -22, 18), width), Part(circle(0, 19, 21), width)]
    if char == "?":
        return [Part(circle(0, 38, width * 0.62))]
    return []


def char_parts(char: str, width: float = FONT_PEN) -> list[Part]:
    if char == "9":  # a 6 turned upside down, as on real cards
        six = char_parts("6", width)
        return [replace(p, path=transform_path(p.path, turn(180))) for p in six]
    _adv, skeletons = FONT[char]
    return [Part(parse(d), width) for d in skeletons] + _font_extra(char, width)


def text(s: str, width: float = FONT_PEN, track: float = 6.0, lean: float = SLANT) -> Glyph:
    """A word in the pen font, centred on the origin, as one fused group."""
    total = sum(FONT[c][0] for c in s) + track * (len(s) - 1)
    x = -total / 2
    parts: list[Part] = []
    for c in s:
        adv = FONT[c][0]
        m = slant(lean) @ move(x + adv / 2, 0)
        parts += [replace(p, path=transform_path(p.path, m)) for p in char_parts(c, width)]
        x += adv + track
    return (tuple(parts),)


def numeral(n: int, width: float = FONT_PEN) -> Glyph:
    """A card digit; 6 and 9 get an underline so they survive being turned around."""
    glyph = text(str(n), width)
    if n in (6, 9):
        glyph = fuse(glyph, group(Part(parse("M -15 62 L 13 62"), width * 0.75)))
    return glyph


# --------------------------------------------------------------------------------------
# Reusable pictogram pieces (designed on a canvas of about -50..50)


def arrow_head(tip: Point, direction: float, length: float, half: float, ink: str = MAIN) -> Part:
    """A filled triangular head pointing along ``direction`` (degrees)."""
    r = math.radians(direction)
    ux, uy = math.cos(r), math.sin(r)
    bx, by = tip[0] - ux * length, tip[1] - uy * length
    corners = [tip, (bx - uy * half, by + ux * half), (bx + uy * half, by - ux * half)]
    return fill(poly(corners), ink)


def straight_arrow(x0: float, y0: float, x1: float, y1: float, width: float) -> Glyph:
    """A bold arrow from (x0, y0) to the tip (x1, y1)."""
    angle = math.degrees(math.atan2(y1 - y0, x1 - x0))
    head = width * 1.7
    r = math.radians(angle)
    bx, by = x1 - math.cos(r) * head * 0.9, y1 - math.sin(r) * head * 0.9
    shaft = Part(poly([(x0, y0), (bx, by)], closed=False), width)
    return group(shaft, arrow_head((x1, y1), angle, head, width * 1.45))


def arc_arrow(cx: float, cy: float, r: float, a0: float, a1: float, width: float) -> Glyph:
    """A curved arrow along a circle from angle ``a0`` to the head at ``a1``."""
    head = width * 1.7
    sweep = math.copysign(math.degrees(head * 0.85 / r), a1 - a0)
    shaft = Part(arc(cx, cy, r, a0, a1 - sweep), width)
    tip_angle = math.radians(a1)
    tip = (cx + r * math.cos(tip_angle), cy + r * math.sin(tip_angle))
    mid = math.radians(a1 - sweep / 2)
    direction = math.degrees(mid) + (90 if a1 > a0 else -90)
    return group(shaft, arrow_head(tip, direction, head, width * 1.45))


def mini_card(x: float, y: float, rot: float, ink: str = CARD, w: float = 40,
              h: float = 56) -> Glyph:
    """A little card (white rim, coloured face, tiny lens) for draw and hand icons."""
    rim = fill(rrect(-w / 2, -h / 2, w, h, w * 0.16))
    face = fill(rrect(-w / 2 + w * 0.13, -h / 2 + w * 0.13, w * 0.74, h - w * 0.26, w * 0.08), ink)
    top, bottom = lens_segs(h * 0.3, w * 0.17)
    lens = replace(fill(join(top, bottom), MAIN), outline=False)
    lens = replace(lens, path=transform_path(lens.path, turn(-60)))
    return place(group(rim, face, lens), x, y, 1, rot)


def launcher(button: str = COLORS["red"], shot: bool = True) -> Glyph:
    """The card launcher of the Extreme/Attack editions: a dome with a button on top,
    and (``shot``) a card flying out of its mouth so it reads as a card machine."""
    base = fill(rrect(-44, 12, 88, 28, 9))
    dome = fill("M -35 14 C -35 -11 -19 -28 0 -28 C 19 -28 35 -11 35 14 Z")
    cap = fill(ellipse(0, -30, 13, 7), button)
    stem = fill(rrect(-6, -32, 12, 8, 2), button)
    mouth = fill(rrect(-26, 21, 52, 10, 5), EDGE)
    shine = replace(Part(arc(0, 14, 24, 200, 250), 4, EDGE), outline=False)
    body = group(base, dome, stem, cap, mouth, shine)
    if not shot:
        return body
    return stack(body, mini_card(62, 36, 74, w=30, h=42))


def checker_flag(x0: float, y0: float, w: float, h: float, cols: int, rows: int,
                 inks: tuple[str, str], wave: float) -> Glyph:
    """A waving chequered flag cloth (corners computed, no clipping needed)."""

    def at(u: float, v: float) -> Point:
        return x0 + u * w, y0 + v * h + wave * math.sin(u * math.pi * 1.6)

    cloth = fill(poly([at(u / 8, 0) for u in range(9)] + [at(u / 8, 1) for u in range(8, -1, -1)]),
                 inks[0])
    cells = []
    for i in range(cols):
        for j in range(rows):
            if (i + j) % 2:
                u0, u1, v0, v1 = i / cols, (i + 1) / cols, j / rows, (j + 1) / rows
                cells.append(fill(poly([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]), inks[1]))
    return group(cloth, *cells)


def flagpole(x0: float, y0: float, x1: float, y1: float) -> Glyph:
    return group(Part(poly([(x0, y0), (x1, y1)], closed=False), 8),
                 Part(circle(x0, y0, 6)))


# --------------------------------------------------------------------------------------
# Centre symbols, one function per kind


def icon_skip() -> Glyph:
    """⊘: a ring with a bar."""
    return group(Part(circle(0, 0, 38), 15), Part(parse("M -25 25 L 25 -25"), 15))


def icon_reverse() -> Glyph:
    """⇄ turned on its side: two bold arrows in opposite directions."""
    a = straight_arrow(-36, -15, 38, -15, 15)
    b = straight_arrow(36, 15, -38, 15, 15)
    return place(stack(a, b), rot=-40)


def icon_draw_two() -> Glyph:
    """+2 as two stacked mini cards."""
    return stack(mini_card(-13, -14, -8, w=50, h=70), mini_card(13, 14, 8, w=50, h=70))


def icon_wild_wheel(r: float = 44) -> Glyph:
    """The four-colour wheel: quarters with white spokes on a white disc."""
    disc = fill(circle(0, 0, r + 5))
    slices = []
    for i, name in enumerate(("blue", "red", "yellow", "green")):
        a0, a1 = -135 + 90 * i, -45 + 90 * i
        slices.append(fill(join([("M", (0.0, 0.0))], arc_segs(0, 0, r, a0, a1)), COLORS[name]))
    hub = Part(circle(0, 0, r * 0.2))
    return group(disc, *slices, spokes_x(r), hub)


def spokes_x(r: float) -> Part:
    """White separators along the diagonals, between the wheel's quarters."""
    k = r * math.sqrt(0.5)
    return Part(parse(f"M {-k} {-k} L {k} {k} M {k} {-k} L {-k} {k}"), r * 0.09)


def icon_wild_draw_four() -> Glyph:
    """+4: four mini cards in the four colours, with the count on a badge."""
    cards = stack(*(mini_card(-27 + 18 * i, -12 + 6 * i, -18 + 12 * i, COLORS[c], 40, 56)
                    for i, c in enumerate(COLOR_ORDER)))
    return stack(cards, place(text("+4", 17), 4, 44, 0.5))


def icon_hit_two() -> Glyph:
    """Hit 2: the launcher and a big 2."""
    return stack(place(launcher(), -12, -4, 0.8), place(numeral(2), 32, -30, 0.55))


def icon_discard_all() -> Glyph:
    """Discard All: a fanned hand with a big arrow pointing down."""
    cards = stack(*(place(mini_card(0, -26, 0, w=38, h=54), 0, 10, 1, a) for a in (-30, 0, 30)))
    return stack(cards, straight_arrow(0, 4, 0, 52, 14))


def icon_trade_hands() -> Glyph:
    """Trade Hands: two hands swap places along crossing arrows."""
    left = mini_card(-30, -16, -12, w=36, h=50)
    right = mini_card(30, 16, 12, w=36, h=50)
    over = arc_arrow(0, 20, 36, 200, 330, 9)
    under = arc_arrow(0, -20, 36, 20, 150, 9)
    return stack(left, right, over, under)


def icon_pass_hands() -> Glyph:
    """Pass Hands: a hand riding a circular arrow to the next seat."""
    ring = arc_arrow(0, 0, 40, 120, 400, 11)
    return stack(ring, mini_card(-4, 0, -10, w=36, h=50), mini_card(8, 4, 10, w=36, h=50))


def hand() -> Glyph:
    """An open hand, fingers up (pens for fingers, a rounded palm)."""
    palm = fill(rrect(-19, -10, 40, 34, 13))
    fingers = [
        Part(parse(f"M {x} -4 L {x + lean} {top}"), 11)
        for x, top, lean in ((-13, -36, -3), (-3, -43, -1), (7, -42, 1), (16, -34, 3))
    ]
    thumb = Part(parse("M -14 14 L -31 -3"), 11)
    return group(palm, *fingers, thumb)


def icon_slap() -> Glyph:
    """SLAP: an open hand hitting a buzzer, with impact lines."""
    base = fill(rrect(-42, 30, 84, 16, 7))
    dome = fill("M -30 32 C -30 16 -17 10 0 10 C 17 10 30 16 30 32 Z", COLORS["red"])
    buzzer = group(base, dome)
    palm = place(hand(), 0, -16, 0.9)
    bursts = group(*(Part(poly([(x0, y0), (x1, y1)], closed=False), 6)
                     for x0, y0, x1, y1 in ((-36, 4, -48, -4), (36, 4, 48, -4),
                                            (-34, 18, -49, 18), (34, 18, 49, 18))))
    return stack(bursts, buzzer, palm)


def drop() -> Glyph:
    """A water drop with a highlight (Downpour)."""
    body = fill("M 0 -48 C 12 -30 34 -8 34 13 C 34 33 18 46 0 46 C -18 46 -34 33 -34 13 "
                "C -34 -8 -12 -30 0 -48 Z", "#4FA3F0")
    shine = replace(Part(arc(0, 13, 23, 160, 215), 6, "#CFE7FF"), outline=False)
    return group(body, shine)


def icon_downpour(count: int) -> Glyph:
    return stack(drop(), place(text(f"+{count}", 17), 0, 14, 0.46))


def icon_penalty_kick() -> Glyph:
    """A football: white ball, dark centre pentagon, seams out to pentagons at the rim."""
    r, dark = 44, "#1B1B1F"
    parts = [fill(circle(0, 0, r)), fill(poly(regular(0, 0, 13, 5)), dark)]
    for i, (x, y) in enumerate(regular(0, 0, 13, 5)):
        a = -90 + 72 * i

        def at(radius: float, angle: float) -> Point:
            return radius * math.cos(math.radians(angle)), radius * math.sin(math.radians(angle))

        tip, left, right = at(0.7 * r, a), at(0.86 * r, a - 15), at(0.86 * r, a + 15)
        patch = join([("M", tip), ("L", right)], arc_segs(0, 0, r, a + 12, a - 12),
                     [("L", left)])
        parts.append(fill(patch, dark))
        parts.append(Part(poly([(x, y), tip], closed=False), 3.5, dark))
        parts.append(Part(poly([right, at(r, a + 36)], closed=False), 3.5, dark))
        parts.append(Part(poly([left, at(r, a - 36)], closed=False), 3.5, dark))
    return place(group(*parts), rot=10)


def icon_racer_x() -> Glyph:
    """Racer X: a chequered flag and a red X."""
    pole = flagpole(-34, -40, -30, 46)
    cloth = checker_flag(-31, -38, 66, 40, 4, 3, (WHITE, "#1B1B1F"), 4)
    x = place(paint(text("X", 18), COLORS["red"]), 26, 24, 0.55)
    return stack(pole, cloth, x)


def icon_captain() -> Glyph:
    """Captain: an armband with a C."""
    band = fill("M -46 -22 C -18 -31 18 -31 46 -22 L 46 22 C 18 13 -18 13 -46 22 Z",
                COLORS["yellow"])
    stripes = replace(Part(parse("M -40 -16 C -15 -24 15 -24 40 -16 M -40 16 C -15 8 15 8 40 16"),
                           3, WHITE), outline=False)
    letter = place(paint(text("C", 16, lean=0), "#1B1B1F"), 0, -4, 0.42)
    return stack(group(band, stripes), letter)


def icon_all_hit() -> Glyph:
    """Wild All Hit: the launcher with arrows to every side."""
    arrows = stack(*(straight_arrow(0, 0, 48 * math.cos(math.radians(a)),
                                    48 * math.sin(math.radians(a)), 9)
                     for a in (-150, -90, -30, 30, 150, 90)))
    arrows = transform(arrows, zoom(1.05))
    return stack(arrows, place(launcher(shot=False), 0, 4, 0.72))


def flame() -> Glyph:
    outer = fill("M 0 -46 C 10 -30 30 -20 30 4 C 30 22 16 34 0 34 C -16 34 -30 22 -30 4 "
                 "C -30 -8 -24 -14 -18 -22 C -16 -12 -12 -8 -8 -6 C -8 -22 -6 -36 0 -46 Z",
                 "#FF8A1F")
    inner = fill("M 0 -10 C 6 -2 16 4 16 14 C 16 24 8 30 0 30 C -8 30 -16 24 -16 14 "
                 "C -16 4 -6 -2 0 -10 Z", COLORS["yellow"])
    return group(outer, inner)


def icon_hit_fire() -> Glyph:
    """Wild Hit-Fire: the launcher under a flame with a question mark."""
    fire = stack(flame(), place(paint(text("?", 18, lean=0), WHITE), 0, 10, 0.32))
    return stack(place(fire, 14, -18, 0.85), place(launcher(shot=False), -10, 22, 0.7))


def icon_hit_one() -> Glyph:
    """Wild Hit 1: the launcher and a 1."""
    return stack(place(launcher(), -12, -4, 0.8), place(numeral(1), 32, -30, 0.55))


def icon_offside() -> Glyph:
    """Offside: the linesman's red-and-yellow chequered flag."""
    pole = flagpole(-30, -44, -22, 48)
    cloth = checker_flag(-27, -42, 62, 44, 2, 2, (COLORS["yellow"], COLORS["red"]), 5)
    return place(stack(pole, cloth), rot=-6)


def icon_tilt() -> Glyph:
    """Tilt: a balance scale leaning to one side."""
    stand = group(fill("M -24 46 L 24 46 L 14 36 L -14 36 Z"),
                  Part(parse("M 0 38 L 0 -30"), 8))
    tilt = 14
    beam_len = 44
    r = math.radians(tilt)
    ends = [(-beam_len * math.cos(r), -30 - beam_len * math.sin(r)),
            (beam_len * math.cos(r), -30 + beam_len * math.sin(r))]
    beam = group(Part(poly([ends[0], ends[1]], closed=False), 8), Part(circle(0, -30, 7)))
    pans = []
    for ex, ey in ends:
        strings = Part(parse(f"M {ex - 15} {ey + 30} L {ex} {ey} L {ex + 15} {ey + 30}"), 3.5)
        bowl = fill(f"M {ex - 20} {ey + 30} L {ex + 20} {ey + 30} C {ex + 17} {ey + 42} "
                    f"{ex - 17} {ey + 42} {ex - 20} {ey + 30} Z")
        pans.append(group(strings, bowl))
    return stack(stand, beam, *pans)


def icon_lotso() -> Glyph:
    """Lotso: a friendly teddy bear head (generic bear, pink fur)."""
    fur, light, dark, deep = "#E98BB7", "#F8CDE0", "#C45A8E", "#3A1F2B"
    ears = [fill(circle(x, -30, 15), fur) for x in (-31, 31)]
    inner_ears = [fill(circle(x, -30, 8), dark) for x in (-31, 31)]
    head = fill(circle(0, 2, 40), fur)
    muzzle = fill(ellipse(0, 18, 18, 14), light)
    nose = fill(ellipse(0, 11, 7, 5), deep)
    eyes = [fill(circle(x, -6, 5), deep) for x in (-14, 14)]
    mouth = Part(parse("M -8 22 C -5 27 -1 27 0 22 C 1 27 5 27 8 22"), 3, deep)
    return group(*ears, *inner_ears, head, muzzle, nose, *eyes, mouth)


def icon_victory_lap() -> Glyph:
    """Victory Lap: a gold trophy with a star."""
    gold, deep_gold = COLORS["yellow"], "#D9A400"
    handles = group(Part(parse("M -26 -34 C -48 -34 -46 -8 -20 -4"), 7, gold),
                    Part(parse("M 26 -34 C 48 -34 46 -8 20 -4"), 7, gold))
    cup = fill("M -30 -42 L 30 -42 L 28 -18 C 26 2 14 12 0 12 C -14 12 -26 2 -28 -18 Z", gold)
    stem = fill(rrect(-6, 10, 12, 16, 2), deep_gold)
    base = fill(rrect(-24, 26, 48, 18, 5), gold)
    star = replace(fill(poly([p for i in range(5) for p in (
        regular(0, -18, 14, 5)[i], regular(0, -18, 6, 5, -54)[i])]), WHITE), outline=False)
    return stack(handles, group(cup, stem, base, star))


def cb_shape(color: str) -> Glyph:
    """Colour-blind mode shapes: red ●, yellow ▲, green ■, blue ◆ (about 24 units)."""
    if color == "red":
        path = circle(0, 0, 11)
    elif color == "yellow":
        path = poly([(0, -13), (13, 10), (-13, 10)])
    elif color == "green":
        path = rrect(-10, -10, 20, 20, 1.5)
    else:
        path = poly([(0, -14), (12, 0), (0, 14), (-12, 0)])
    return group(fill(path))


def stop_mark() -> Glyph:
    """Tippo stop octagon: a red stop sign with a white rim and bar."""
    rim = fill(poly(regular(0, 0, 14, 8, -22.5)))
    sign = fill(poly(regular(0, 0, 11, 8, -22.5)), COLORS["red"])
    bar = Part(parse("M -5.5 0 L 5.5 0"), 4)
    return group(rim, sign, bar)


def swirl(radius: float, width: float) -> Glyph:
    """The Spin swirl: two spiral arms with arrow heads circling the number."""
    arms = []
    for k in (0, 180):
        def spiral(t: float, k: float = k) -> Point:
            rr = radius * (1.0 - 0.12 * t)
            a = math.radians(k + 200 + 140 * t)
            return rr * math.cos(a) * 0.8, rr * math.sin(a)

        shaft = Part(tuple(curve(spiral, 0.0, 0.92, 4)), width)
        (x1, y1), (x0, y0) = spiral(1.0), spiral(0.9)
        head = arrow_head((x1, y1), math.degrees(math.atan2(y1 - y0, x1 - x0)),
                          width * 2.2, width * 1.4)
        arms.append(group(shaft, head))
    return stack(*arms)


Icon = Callable[[], Glyph]

# kind -> centre symbol (number cards are handled by ``numeral``)
ICONS: dict[str, Icon] = {
    "skip": icon_skip,
    "reverse": icon_reverse,
    "draw_two": icon_draw_two,
    "hit_two": icon_hit_two,
    "discard_all": icon_discard_all,
    "trade_hands": icon_trade_hands,
    "pass_hands": icon_pass_hands,
    "slap": icon_slap,
    "wild": icon_wild_wheel,
    "wild_draw_four": icon_wild_draw_four,
    "downpour_draw_one": lambda: icon_downpour(1),
    "downpour_draw_two": lambda: icon_downpour(2),
    "penalty_kick": icon_penalty_kick,
    "racer_x": icon_racer_x,
    "captain": icon_captain,
    "wild_all_hit": icon_all_hit,
    "wild_hit_fire": icon_hit_fire,
    "wild_hit_one": icon_hit_one,
    "offside": icon_offside,
    "tilt": icon_tilt,
    "lotso": icon_lotso,
    "victory_lap": icon_victory_lap,
}

# kind -> corner index when it differs from the centre symbol (small sizes want text)
CORNERS: dict[str, Icon] = {
    "draw_two": lambda: text("+2"),
    "wild_draw_four": lambda: text("+4"),
    "hit_two": lambda: stack(launcher(shot=False), place(numeral(2), 36, -26, 0.55)),
    "wild_hit_one": lambda: stack(launcher(shot=False), place(numeral(1), 36, -26, 0.55)),
}


def edition_art() -> list[Path]:
    """Add the glyphs of the editions drawn in ``art/``: each ``art/<edition>.py`` defines
    ``glyphs(art)`` (its kinds' centre symbols, built from this module's pieces, which it
    is handed as ``art``) and may define ``corners(art)`` (the corner index where it
    differs). Returns the files read."""
    found = sorted(ART_DIR.glob("*.py")) if ART_DIR.is_dir() else []
    for path in found:
        spec = importlib.util.spec_from_file_location(f"_art_{path.stem}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        here = sys.modules[__name__]
        ICONS.update(module.glyphs(here))
        if hasattr(module, "corners"):
            CORNERS.update(module.corners(here))
    return found


EDITION_ART = edition_art()

# --------------------------------------------------------------------------------------
# SVG rendering


@dataclass(frozen=True, slots=True)
class Inks:
    """The colours a card resolves ink names to."""

    card: str
    tint: str
    edge: str
    shadow: str
    main: str = WHITE

    def resolve(self, ink: str) -> str:
        return {MAIN: self.main, EDGE: self.edge, CARD: self.card, TINT: self.tint}.get(ink, ink)


def inks_for(color: str | None) -> Inks:
    if color is None:
        return Inks(card=BLACK, tint="#33333B", edge="#050507", shadow="#000000")
    base = COLORS[color]
    return Inks(card=base, tint=mix(base, WHITE, 0.32), edge=mix(base, "#000000", 0.62),
                shadow=mix(base, "#000000", 0.45))


def _silhouette(p: Part, color: str, edge: float) -> str:
    d = path_d(p.path)
    if p.width:
        return (f'<path d="{d}" fill="none" stroke="{color}" '
                f'stroke-width="{fmt(p.width + 2 * edge)}"/>')
    return f'<path d="{d}" fill="{color}" stroke="{color}" stroke-width="{fmt(2 * edge)}"/>'


def _body(p: Part, color: str) -> str:
    d = path_d(p.path)
    if p.width:
        return f'<path d="{d}" fill="none" stroke="{color}" stroke-width="{fmt(p.width)}"/>'
    return f'<path d="{d}" fill="{color}"/>'


def draw(glyph: Glyph, inks: Inks, edge: float, shadow: Point | None = None) -> list[str]:
    """Shadow (whole glyph), then per group: dark outline, then the coloured body."""
    out = ['<g stroke-linecap="round" stroke-linejoin="round" fill-rule="evenodd">']
    if shadow is not None:
        moved = transform(glyph, move(*shadow))
        out += [_silhouette(p, inks.shadow, edge) for g in moved for p in g if p.outline]
    for g in glyph:
        out += [_silhouette(p, inks.edge, edge) for p in g if p.outline]
        out += [_body(p, inks.resolve(p.ink)) for p in g]
    out.append("</g>")
    return out


def svg_document(width: float, height: float, body: Iterable[str]) -> str:
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(width)}" '
            f'height="{fmt(height)}" viewBox="0 0 {fmt(width)} {fmt(height)}">')
    return "\n".join(['<?xml version="1.0" encoding="UTF-8"?>', head, *body, "</svg>", ""])


def parse_code(code: str) -> tuple[str | None, str, str | None]:
    """Split a card code into (colour or None for black, face, mark); see ``Card.code``."""
    head, _, rest = code.partition("_")
    color = None if head == "black" else head
    mark = None
    for candidate in ("spin", "stop"):
        if rest.endswith("_" + candidate):
            rest, mark = rest[: -len(candidate) - 1], candidate
    return color, rest, mark


def centre_glyph(face: str, mark: str | None) -> Glyph:
    if face.isdigit():
        digit = numeral(int(face))
        return stack(swirl(74, 9), digit) if mark == "spin" else digit
    return ICONS[face]()


def corner_glyph(face: str, mark: str | None) -> Glyph:
    if face.isdigit():
        digit = numeral(int(face))
        return stack(swirl(60, 11), digit) if mark == "spin" else digit
    return CORNERS.get(face, ICONS[face])()


def frame(uid: str, inks: Inks) -> list[str]:
    """White card with its inner face (a gentle diagonal gradient of the card colour)."""
    inner = CARD_W - 2 * BORDER, CARD_H - 2 * BORDER
    return [
        f'<defs><linearGradient id="{uid}face" x1="0" y1="0" x2="1" y2="1">'
        f'<stop offset="0" stop-color="{mix(inks.card, WHITE, 0.12)}"/>'
        f'<stop offset="1" stop-color="{mix(inks.card, "#000000", 0.12)}"/>'
        "</linearGradient></defs>",
        f'<path d="{path_d(rrect(0.5, 0.5, CARD_W - 1, CARD_H - 1, CORNER_R))}" fill="{WHITE}" '
        'stroke="#C9C9CF" stroke-width="1"/>',
        f'<path d="{path_d(rrect(BORDER, BORDER, *inner, CORNER_R - 6))}" fill="url(#{uid}face)"/>',
    ]


def lens(inks: Inks, black: bool) -> list[str]:
    """The tilted lens of lighter tint behind the centre symbol (not an oval)."""
    top, bottom = lens_segs(132, 76)
    m = move(CX, CY) @ turn(-58)
    shape = transform_path(join(top, bottom), m)
    out = [f'<path d="{path_d(shape)}" fill="{inks.tint}"/>']
    if black:  # wild cards: a four-colour rim, one colour per quarter of the outline
        r, beta = lens_arcs(132, 76)
        quarters = [(r - 76, -90 - beta, -90), (r - 76, -90, -90 + beta),
                    (76 - r, 90 - beta, 90), (76 - r, 90, 90 + beta)]
        for (cy, a0, a1), name in zip(quarters, ("blue", "red", "yellow", "green"), strict=True):
            d = path_d(transform_path(arc(0, cy, r, a0, a1), m))
            out.append(f'<path d="{d}" fill="none" stroke="{COLORS[name]}" stroke-width="5" '
                       'stroke-linecap="round"/>')
    else:
        out.append(f'<path d="{path_d(shape)}" fill="none" stroke="{WHITE}" '
                   'stroke-opacity="0.55" stroke-width="3"/>')
    return out


CORNER_X, CORNER_Y = 42, 56
CORNER_BOX = (62, 60)
CORNER_SCALE = 0.56
CENTRE_BOX = (196, 230)
CB_SCALE = 1.75
"""The colour-blind shape under the corner index: about 42 units (16 px on a card in hand)."""
CENTRE_SCALE = 1.45


def corner_items(face: str, mark: str | None, color: str | None, cb: bool) -> Glyph:
    """Everything in the top-left corner: the index, then marks stacked below it."""
    index = fit(corner_glyph(face, mark), CORNER_X, CORNER_Y, *CORNER_BOX, CORNER_SCALE)
    items = [index]
    y = CORNER_Y + 52
    if mark == "stop":
        items.append(place(stop_mark(), CORNER_X, y, 1.1))
        y += 34
    if cb and color is not None:  # big enough to read at a glance in a fanned hand
        items.append(place(cb_shape(color), CORNER_X, y + 6, CB_SCALE))
    return stack(*items)


def card_face(code: str, cb: bool, uid: str = "") -> list[str]:
    """The SVG elements of one card face at 252 x 352."""
    color, face, mark = parse_code(code)
    inks = inks_for(color)
    out = frame(uid, inks) + lens(inks, color is None)
    centre = fit(centre_glyph(face, mark), CX, CY, *CENTRE_BOX, CENTRE_SCALE)
    out += draw(centre, inks, 5.0, (3.5, 5.0))
    corner = corner_items(face, mark, color, cb)
    out += draw(corner, inks, 2.6, (1.2, 1.8))
    out += draw(transform(corner, move(CX, CY) @ turn(180) @ move(-CX, -CY)), inks, 2.6,
                (-1.2, -1.8))
    return out


# --------------------------------------------------------------------------------------
# The card back and the logo


def clip_to_box(points: list[Point], x0: float, y0: float, x1: float, y1: float) -> list[Point]:
    """Sutherland–Hodgman clip of a polygon to a box (the back's stripes, no clipPath)."""
    edges: list[Callable[[Point], float]] = [
        lambda p: p[0] - x0, lambda p: x1 - p[0], lambda p: p[1] - y0, lambda p: y1 - p[1],
    ]
    for inside in edges:
        result: list[Point] = []
        for i, cur in enumerate(points):
            prev = points[i - 1]
            ci, pi = inside(cur), inside(prev)
            if (ci >= 0) != (pi >= 0):
                t = pi / (pi - ci)
                result.append((prev[0] + (cur[0] - prev[0]) * t, prev[1] + (cur[1] - prev[1]) * t))
            if ci >= 0:
                result.append(cur)
        points = result
        if not points:
            break
    return points


def band(offset: float, width: float, angle: float) -> list[Point]:
    """A long strip across the card centre, ``offset`` along its normal."""
    r = math.radians(angle)
    ux, uy = math.cos(r), math.sin(r)
    nx, ny = -uy, ux
    pts = []
    for s, o in ((-400, offset), (400, offset), (400, offset + width), (-400, offset + width)):
        pts.append((CX + ux * s + nx * o, CY + uy * s + ny * o))
    return pts


def logo() -> Glyph:
    """The game's own logo: UNO on a slanted red ticket, DESKTOP on a black tag."""
    ticket = fill(transform_path(rrect(-74, -36, 148, 72, 12), slant(14)), COLORS["red"])
    rim = replace(Part(transform_path(rrect(-67, -29, 134, 58, 8), slant(14)), 3, WHITE),
                  outline=False)
    word = place(text("UNO", 20, track=4, lean=12), 0, -3, 0.46)
    tag = fill(transform_path(rrect(-40, 26, 80, 22, 6), slant(14)), BLACK)
    small = place(paint(text("DESKTOP", 15, track=8, lean=12), COLORS["yellow"]), 0, 37, 0.13)
    return stack(group(ticket, rim), word, group(tag), small)


def card_back(uid: str = "") -> list[str]:
    inks = Inks(card=BLACK, tint="#2A2A31", edge="#050507", shadow="#000000")
    out = frame(uid, inks)
    box = (BORDER, BORDER, CARD_W - BORDER, CARD_H - BORDER)
    stripes = []
    for k in range(-14, 15):
        pts = clip_to_box(band(k * 26, 11, -60), *box)
        if pts:
            stripes.append(f'<path d="{path_d(poly(pts))}" fill="#26262D"/>')
    out += stripes
    for i, name in enumerate(COLOR_ORDER):
        pts = clip_to_box(band(-58 + 29 * i, 29, -60), *box)
        out.append(f'<path d="{path_d(poly(pts))}" fill="{COLORS[name]}"/>')
    # re-round the inner corners that the straight clip left square
    inner = rrect(BORDER, BORDER, CARD_W - 2 * BORDER, CARD_H - 2 * BORDER, CORNER_R - 6)
    outer = rrect(BORDER - 4, BORDER - 4, CARD_W - 2 * BORDER + 8, CARD_H - 2 * BORDER + 8, 4)
    out.append(f'<path d="{path_d(outer + inner)}" fill="{WHITE}" fill-rule="evenodd"/>')
    out += draw(place(logo(), CX, CY, 1.35, -28), inks, 4.0, (3.0, 4.0))
    return out


# --------------------------------------------------------------------------------------
# Icons


def icon_svg(name: str) -> str:
    if name.startswith("shape_"):
        shape = fit(cb_shape(name.removeprefix("shape_")), 32, 32, 52, 52, 10)
        return svg_document(64, 64, [f'<path d="{path_d(p.path)}" fill="{WHITE}"/>'
                                     for g in shape for p in g])
    if name == "direction":
        arrows = stack(arc_arrow(0, 0, 44, -160, -20, 12), arc_arrow(0, 0, 44, 20, 160, 12))
        arrows = place(arrows, 64, 64)
        items = [_body(p, WHITE) for g in arrows for p in g]
        return svg_document(128, 128, ['<g stroke-linecap="round" stroke-linejoin="round">',
                                       *items, "</g>"])
    if name == "app":
        return app_icon()
    if name.startswith("reaction_"):
        return reaction_icon(name.removeprefix("reaction_"))
    raise ValueError(name)


REACTION_SKIN = COLORS["yellow"]
REACTION_LINE = "#5A3A06"
REACTION_MOUTH = "#7A2410"


def reaction_icon(kind: str) -> str:
    """The quick reactions drawn at a seat (no emoji font is needed): a thumb raised, a
    face laughing, a face surprised, on 64×64 with a dark outline that reads on the felt."""
    line = f'stroke="{REACTION_LINE}" stroke-width="3" stroke-linecap="round" ' \
           f'stroke-linejoin="round"'
    out: list[str] = []
    if kind == "thumbs_up":
        cuff = rrect(8, 30, 12, 28, 3)
        fist = rrect(18, 28, 32, 30, 8)
        thumb = rrect(22, 4, 13, 30, 6.5)
        out.append(f'<path d="{path_d(cuff)}" fill="{COLORS["blue"]}" {line}/>')
        out.append(f'<path d="{path_d(thumb)}" fill="{REACTION_SKIN}" {line}/>')
        out.append(f'<path d="{path_d(fist)}" fill="{REACTION_SKIN}" {line}/>')
        for y in (36, 43, 50):  # the curled fingers
            out.append(f'<path d="{path_d(poly([(40, y), (49, y)], closed=False))}" '
                       f'fill="none" {line}/>')
        return svg_document(64, 64, out)
    out.append(f'<path d="{path_d(circle(32, 32, 28))}" fill="{REACTION_SKIN}" {line}/>')
    if kind == "laugh":
        for cx in (21, 43):  # eyes shut tight with laughing
            eye = join(arc_segs(cx, 26, 6, 200, 340), closed=False)
            out.append(f'<path d="{path_d(eye)}" fill="none" {line}/>')
        mouth = join(arc_segs(32, 36, 16, 0, 180))
        out.append(f'<path d="{path_d(mouth)}" fill="{REACTION_MOUTH}" {line}/>')
        tongue = ellipse(32, 47, 6, 3.5)
        out.append(f'<path d="{path_d(tongue)}" fill="#E86A5A"/>')
    elif kind == "surprise":
        for cx in (21, 43):
            out.append(f'<path d="{path_d(ellipse(cx, 25, 4.5, 6.5))}" fill="{REACTION_LINE}"/>')
            brow = join(arc_segs(cx, 16, 7, 210, 330), closed=False)
            out.append(f'<path d="{path_d(brow)}" fill="none" {line}/>')
        out.append(f'<path d="{path_d(ellipse(32, 45, 7, 9))}" fill="{REACTION_MOUTH}" {line}/>')
    else:
        raise ValueError(kind)
    return svg_document(64, 64, out)


def app_icon() -> str:
    """A fanned trio of cards with the logo in front."""
    out = []
    fan = (("blue_7", -18), ("yellow_reverse", 0), ("red_skip", 18))
    for i, (code, angle) in enumerate(fan):
        m = (f"translate(128 222) rotate({angle}) scale(0.5) "
             f"translate({fmt(-CX)} {fmt(-CARD_H + 8)})")
        out.append(f'<g transform="{m}">')
        out += card_face(code, cb=False, uid=f"c{i}")
        out.append("</g>")
    inks = Inks(card=BLACK, tint=BLACK, edge="#050507", shadow="#000000")
    out += draw(place(logo(), 128, 170, 1.15, -10), inks, 4.0, (3.0, 4.0))
    return svg_document(256, 256, out)


# --------------------------------------------------------------------------------------
# Entry points


def card_svg(code: str, cb: bool = False) -> str:
    body = card_back() if code == BACK else card_face(code, cb)
    return svg_document(CARD_W, CARD_H, body)


def generate(out_dir: Path) -> list[Path]:
    """Write every SVG under ``out_dir`` (cards/, cards_cb/, icons/); return the paths."""
    written: list[Path] = []
    for folder, cb in (("cards", False), ("cards_cb", True)):
        target = out_dir / folder
        target.mkdir(parents=True, exist_ok=True)
        for code in all_card_codes():
            path = target / f"{code}.svg"
            path.write_bytes(card_svg(code, cb).encode("utf-8"))
            written.append(path)
    icons = out_dir / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    for name in ICON_NAMES:
        path = icons / f"{name}.svg"
        path.write_bytes(icon_svg(name).encode("utf-8"))
        written.append(path)
    return written


def main() -> None:
    here = Path(__file__).resolve().parent
    written = set(generate(here))
    for folder in ("cards", "cards_cb"):  # drop sprites of cards that no longer exist
        for stale in (here / folder).glob("*.svg"):
            if stale not in written:
                stale.unlink()
    print(f"wrote {len(written)} SVG files under {here}")


if __name__ == "__main__":
    main()
