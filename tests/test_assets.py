"""The committed art and sounds are complete, well-formed and exactly what the scripts make."""

from __future__ import annotations

import importlib.util
import itertools
import math
import re
import struct
import sys
import wave
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
SVG_NS = "{http://www.w3.org/2000/svg}"
CARD_DIRS = ("cards", "cards_cb")


def _load(name: str) -> ModuleType:
    """Import an ``assets/*.py`` script (assets is data, not a package)."""
    module_name = f"_assets_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, ASSETS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


make_art = _load("make_art")
make_sounds = _load("make_sounds")

CODES = make_art.all_card_codes()
CARD_FILES = [ASSETS / folder / f"{code}.svg" for folder in CARD_DIRS for code in CODES]
ICON_FILES = [ASSETS / "icons" / f"{name}.svg" for name in make_art.ICON_NAMES]
SOUND_FILES = [ASSETS / "sounds" / f"{name}.wav" for name in make_sounds.SOUNDS] + [
    ASSETS / "sounds" / (f"{name}_{suffix}.wav" if suffix else f"{name}.wav")
    for name in make_sounds.TIMED for suffix in make_sounds.SPEEDS]
MUSIC_FILE = ASSETS / "sounds" / "music.wav"


def _rel(path: Path) -> str:
    return str(path.relative_to(ASSETS))


# ---------------------------------------------------------------------------- card codes


def test_codes_are_unique_and_cover_the_brief():
    assert len(CODES) == len(set(CODES))
    for color in ("red", "yellow", "green", "blue"):
        for n in range(10):
            assert f"{color}_{n}" in CODES
        for kind in ("skip", "reverse", "draw_two", "hit_two", "discard_all", "trade_hands",
                     "pass_hands", "slap"):
            assert f"{color}_{kind}" in CODES
        for n in range(1, 6):
            assert f"{color}_{n}_spin" in CODES
        assert f"{color}_3_stop" in CODES and f"{color}_7_stop" in CODES
    for kind in ("wild", "wild_draw_four", "downpour_draw_one", "downpour_draw_two",
                 "penalty_kick", "racer_x", "captain", "wild_all_hit", "wild_hit_fire",
                 "wild_hit_one", "offside", "tilt", "lotso", "victory_lap"):
        assert f"black_{kind}" in CODES
    assert "back" in CODES


def test_every_card_of_every_edition_has_its_art():
    """The codes are the registry's: every card any edition's deck can hold (under each of
    its own options and the house rules), each coloured kind in all four colours, and the
    back: no list of editions or count to keep (a new edition's cards are drawn as its
    ``assets/art/<edition>.py`` says)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from rules import options_from_mapping
    from rules.editions import EDITIONS

    dealt = set()
    for name in EDITIONS:
        edition = EDITIONS[name]
        for spec in (None, *edition.option_specs):
            for choice in (spec.choices if spec is not None and spec.type == "choice" else [None]):
                extra = {spec.name: choice} if spec is not None and choice is not None else {}
                dealt |= {c.code for c in edition.deck(options_from_mapping(
                    {"edition": name, **extra}, name))}
    assert dealt <= set(CODES)
    coloured = {code.partition("_")[2] for code in dealt if not code.startswith("black_")}
    assert set(CODES) == {f"{color}_{face}" for color in make_art.COLOR_ORDER
                          for face in coloured} | {c for c in dealt if c.startswith("black_")} \
        | {"back"}
    for code in CODES:  # every face has a glyph (a new kind without art raises KeyError)
        if code != "back":
            face = make_art.parse_code(code)[1]
            assert face.isdigit() or face in make_art.ICONS, f"no art for {code}"


def test_codes_match_the_card_model():
    """Sprite stems are ``Card.code``: every classic card has one, every face round-trips."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    cards = pytest.importorskip("rules.cards")
    for card in cards.classic_deck():
        assert card.code in CODES
    for code in CODES:
        if code != "back":
            assert cards.parse_card(code).code == code


# ---------------------------------------------------------------------------- SVG files


@pytest.mark.parametrize("path", CARD_FILES, ids=_rel)
def test_card_svg_is_well_formed(path: Path):
    assert path.is_file(), f"missing {path}"
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 252 352"
    assert (root.get("width"), root.get("height")) == ("252", "352")
    tags = {el.tag.removeprefix(SVG_NS) for el in root.iter()}
    assert "text" not in tags and "tspan" not in tags and "image" not in tags, tags


@pytest.mark.parametrize("path", CARD_FILES, ids=_rel)
def test_card_art_stays_on_the_card(path: Path):
    """Every path point lies on the card, so nothing is clipped at the edge."""
    root = ET.parse(path).getroot()
    for el in root.iter(f"{SVG_NS}path"):
        numbers = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", el.get("d", ""))]
        xs, ys = numbers[0::2], numbers[1::2]
        assert min(xs) >= 0 and max(xs) <= 252, el.get("d")[:80]
        assert min(ys) >= 0 and max(ys) <= 352, el.get("d")[:80]


@pytest.mark.parametrize("path", ICON_FILES, ids=_rel)
def test_icon_svg_is_well_formed(path: Path):
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox", "").startswith("0 0 ")
    assert all(el.tag.removeprefix(SVG_NS) not in ("text", "tspan", "image") for el in root.iter())


def test_colour_blind_cards_add_shapes_only_to_coloured_cards():
    for code in CODES:
        plain = (ASSETS / "cards" / f"{code}.svg").read_bytes()
        cb = (ASSETS / "cards_cb" / f"{code}.svg").read_bytes()
        if code.startswith(("black_", "back")):
            assert plain == cb, code
        else:
            assert len(cb) > len(plain), code


def test_generated_art_matches_committed_files(tmp_path: Path):
    written = make_art.generate(tmp_path)
    assert len(written) == 2 * len(CODES) + len(ICON_FILES)
    for path in written:
        committed = ASSETS / path.relative_to(tmp_path)
        assert committed.is_file(), f"not committed: {committed}"
        assert path.read_bytes() == committed.read_bytes(), (
            f"{committed} is stale: run python assets/make_art.py"
        )
    for folder in CARD_DIRS:
        extra = {p.name for p in (ASSETS / folder).glob("*.svg")} - {
            p.name for p in (tmp_path / folder).glob("*.svg")
        }
        assert not extra, f"stale sprites in assets/{folder}: {sorted(extra)}"


def test_qt_can_load_every_svg():
    qtsvg = pytest.importorskip("PySide6.QtSvg")
    for path in CARD_FILES + ICON_FILES:
        assert qtsvg.QSvgRenderer(str(path)).isValid(), path


# ---------------------------------------------------------------------------- sounds


def _samples(path: Path, rate: int) -> tuple[float, tuple[int, ...]]:
    with wave.open(str(path), "rb") as w:
        assert (w.getframerate(), w.getsampwidth(), w.getnchannels()) == (rate, 2, 1)
        seconds = w.getnframes() / w.getframerate()
        return seconds, struct.unpack(f"<{w.getnframes()}h", w.readframes(w.getnframes()))


@pytest.mark.parametrize("path", SOUND_FILES, ids=_rel)
def test_sound_format_length_and_peak(path: Path):
    assert path.is_file(), f"missing {path}"
    seconds, samples = _samples(path, make_sounds.RATES.get(path.stem, make_sounds.RATE))
    assert 0 < seconds <= 3.0 or (path.stem.startswith("wheel") and seconds <= 4.5)
    if path.stem not in ("win", "fanfare") and not path.stem.startswith(tuple(make_sounds.TIMED)):
        assert seconds <= 1.5
    peak_db = 20 * math.log10(max(abs(s) for s in samples) / 32768)
    assert peak_db == pytest.approx(-6.0, abs=0.5)
    assert samples[0] == 0 and samples[-1] == 0  # faded: no click at either end


def test_music_is_a_seamless_quiet_loop():
    seconds, samples = _samples(MUSIC_FILE, make_sounds.MUSIC_FILE_RATE)
    assert 15 <= seconds <= 30 and MUSIC_FILE.stat().st_size < 1_000_000
    peak_db = 20 * math.log10(max(abs(s) for s in samples) / 32768)
    assert peak_db == pytest.approx(make_sounds.MUSIC_PEAK_DBFS, abs=0.5)
    steps = [abs(b - a) for a, b in itertools.pairwise(samples)]
    assert abs(samples[0] - samples[-1]) <= 3 * max(steps[:50] + steps[-50:])  # no seam


def test_timed_sounds_are_made_for_the_tables_speeds():
    from uno_desktop.transport import SPEED_FACTORS

    for suffix, factor in make_sounds.SPEEDS.items():
        assert SPEED_FACTORS[suffix or "normal"] == factor


@pytest.mark.slow  # synthesising every sound takes about ten seconds
def test_generated_sounds_match_committed_files(tmp_path: Path):
    for path in make_sounds.generate(tmp_path):
        committed = ASSETS / "sounds" / path.name
        assert path.read_bytes() == committed.read_bytes(), (
            f"{committed} is stale: run python assets/make_sounds.py"
        )


@pytest.mark.slow  # the effects made again and filtered at full rate: several seconds
def test_an_effect_at_a_lower_rate_leaves_out_nothing_audible():
    """The effects written below 44.1 kHz (make_sounds.RATES) and the music (at half the
    rate it is made at) lose at most -60 dB of their energy to it, and the filter passes
    what they keep untouched."""
    made = make_sounds.effects()
    for name, rate in make_sounds.RATES.items():
        lost = make_sounds.lost_db(made[name], make_sounds.RATE // rate)
        assert lost <= make_sounds.INAUDIBLE_DB, f"{name} at {rate} Hz loses {lost:.1f} dB"
    music = make_sounds.made_music()
    factor = make_sounds.MUSIC_RATE // make_sounds.MUSIC_FILE_RATE
    assert make_sounds.lost_db(music, factor, circle=True) <= make_sounds.INAUDIBLE_DB
    n = 8820  # a 4 kHz tone swelling and fading over 0.2 s passes a quarter rate whole
    tone = [math.sin(2 * math.pi * 4000 * i / make_sounds.RATE) * math.sin(math.pi * i / n) ** 2
            for i in range(n)]
    assert make_sounds.lost_db(tone, 4) < -90
