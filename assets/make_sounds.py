"""Synthesize the game's sound effects (ART.md: short, soft, peak at -6 dBFS).

Run ``python assets/make_sounds.py`` to rewrite ``assets/sounds/*.wav``. Everything is made
here from sines and seeded noise, so there are no samples of unknown origin, and the bytes
are the same on every run. Each effect is a small function returning float samples; the
shared tail normalises the peak to exactly -6 dBFS and fades both ends so nothing clicks.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44_100
PEAK_DBFS = -6.0
FULL_SCALE = 32_767
SEED = 2024

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def lowpass(x: Sequence[float], cutoff: float | Callable[[float], float]) -> Samples:
    """One-pole low-pass; ``cutoff`` may vary with time (seconds) for sweeps."""
    out: Samples = []
    y = 0.0
    for i, v in enumerate(x):
        fc = cutoff(i / RATE) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-2.0 * math.pi * fc / RATE)
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: Sequence[float], cutoff: float) -> Samples:
    low = lowpass(x, cutoff)
    return [v - lo for v, lo in zip(x, low, strict=True)]


def bandpass(x: Sequence[float], low: float, high: float) -> Samples:
    """Two low-passes and a high-pass: a soft, wide band."""
    return highpass(lowpass(lowpass(x, high), high), low)


def envelope(n: int, attack: float, decay: float) -> Samples:
    """Linear attack then exponential decay (``decay`` = time constant in seconds)."""
    a = max(1, round(attack * RATE))
    return [i / a if i < a else math.exp(-(i - a) / (decay * RATE)) for i in range(n)]


def tone(freq: float, seconds: float, partials: Sequence[float] = (1.0,),
         decay: float = 0.3, attack: float = 0.004, detune: float = 0.0) -> Samples:
    """A note from a few harmonics with its own envelope; ``detune`` adds a slow vibrato."""
    n = round(seconds * RATE)
    env = envelope(n, attack, decay)
    out: Samples = []
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + detune * math.sin(2 * math.pi * 5.5 * t))
        phase = 2 * math.pi * f * t
        v = sum(amp * math.sin(phase * (k + 1)) for k, amp in enumerate(partials))
        out.append(v * env[i])
    return out


def mix_at(base: Samples, add: Sequence[float], start: float, gain: float = 1.0) -> None:
    """Add ``add`` into ``base`` from ``start`` seconds, growing ``base`` if needed."""
    offset = round(start * RATE)
    if len(base) < offset + len(add):
        base.extend([0.0] * (offset + len(add) - len(base)))
    for i, v in enumerate(add):
        base[offset + i] += v * gain


def finish(x: Samples, fade_in: float = 0.003, fade_out: float = 0.02) -> list[int]:
    """Fade both ends (raised cosine) and normalise the peak to exactly -6 dBFS."""
    x = list(x)
    n = len(x)
    fi, fo = max(1, round(fade_in * RATE)), max(1, round(fade_out * RATE))
    for i in range(min(fi, n)):
        x[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        x[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    peak = max(abs(v) for v in x)
    target = FULL_SCALE * 10 ** (PEAK_DBFS / 20)
    return [round(v / peak * target) for v in x]


# --------------------------------------------------------------------------------------
# The effects


def play(rng: random.Random) -> Samples:
    """Card flick: a bright paper snap over a tiny low thump."""
    n = round(0.16 * RATE)
    snap = bandpass(noise(0.16, rng), 1800, 5200)
    env = envelope(n, 0.002, 0.018)
    out = [s * e for s, e in zip(snap, env, strict=True)]
    mix_at(out, tone(170, 0.16, (1.0, 0.3), decay=0.025, attack=0.002), 0.0, 0.35)
    return out


def draw(rng: random.Random) -> Samples:
    """Draw swish: noise whose brightness sweeps up and down as the card slides."""
    seconds = 0.34
    n = round(seconds * RATE)

    def sweep(t: float) -> float:
        return 600 + 4200 * math.sin(math.pi * min(t / seconds, 1.0))

    swish = highpass(lowpass(noise(seconds, rng), sweep), 300)
    env = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    return [s * e for s, e in zip(swish, env, strict=True)]


def shuffle(rng: random.Random) -> Samples:
    """Shuffle riffle: a quick run of paper ticks that speeds up and settles, on a soft hiss."""
    seconds = 1.0
    out = [v * 0.05 for v in bandpass(noise(seconds, rng), 800, 4000)]
    t = 0.04
    while t < 0.86:
        gap = 0.009 + 0.012 * abs(math.cos(math.pi * t / 0.9))
        tick_len = 0.012
        tick = bandpass(noise(tick_len, rng), 1500, 6000)
        env = envelope(len(tick), 0.0008, 0.0025)
        mix_at(out, [s * e for s, e in zip(tick, env, strict=True)], t, rng.uniform(0.5, 1.0))
        t += gap * rng.uniform(0.8, 1.2)
    fade = round(0.25 * RATE)
    for i in range(fade):  # the riffle settles
        out[len(out) - fade + i] *= 1.0 - i / fade
    return out


def uno(rng: random.Random) -> Samples:
    """UNO chime: two bell notes a fifth apart, the second ringing longer."""
    del rng
    bell = (1.0, 0.0, 0.35, 0.0, 0.12)
    out = silence(1.2)
    mix_at(out, tone(1046.5, 0.6, bell, decay=0.18), 0.0, 0.8)
    mix_at(out, tone(1568.0, 1.05, bell, decay=0.32), 0.12, 1.0)
    return out


def win(rng: random.Random) -> Samples:
    """Win fanfare: a rising arpeggio into a held major chord with a light vibrato."""
    del rng
    brass = (1.0, 0.45, 0.25, 0.12, 0.06)
    out = silence(2.1)
    for i, freq in enumerate((523.25, 659.25, 783.99)):
        mix_at(out, tone(freq, 0.3, brass, decay=0.12, attack=0.01), 0.13 * i, 0.7)
    for freq in (523.25, 659.25, 783.99, 1046.5):
        mix_at(out, tone(freq, 1.65, brass, decay=0.55, attack=0.02, detune=0.004), 0.42, 0.45)
    return lowpass(out, 3500)


def catch(rng: random.Random) -> Samples:
    """Caught: a short low buzz that bends down, soft-edged."""
    del rng
    seconds = 0.42
    n = round(seconds * RATE)
    out: Samples = []
    phase = 0.0
    env = envelope(n, 0.01, 0.16)
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * (165 - 55 * t / seconds) / RATE
        v = sum(math.sin(phase * k) / k for k in range(1, 9))  # a soft saw
        out.append(v * env[i])
    return lowpass(out, 1800)


def click(rng: random.Random) -> Samples:
    """UI click: a tiny wooden tick."""
    out = tone(1900, 0.05, (1.0, 0.2), decay=0.006, attack=0.0005)
    mix_at(out, [v * 0.3 for v in bandpass(noise(0.004, rng), 2000, 8000)], 0.0)
    return out


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "play": play,
    "draw": draw,
    "shuffle": shuffle,
    "uno": uno,
    "win": win,
    "catch": catch,
    "click": click,
}


def write_wav(path: Path, samples: Sequence[int]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))


def generate(out_dir: Path) -> list[Path]:
    """Write every effect as ``<name>.wav`` in ``out_dir``; each has its own fixed seed."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for index, (name, make) in enumerate(SOUNDS.items()):
        samples = finish(make(random.Random(SEED + index)))
        path = out_dir / f"{name}.wav"
        write_wav(path, samples)
        written.append(path)
    return written


def main() -> None:
    out = Path(__file__).resolve().parent / "sounds"
    for path in generate(out):
        print(path)


if __name__ == "__main__":
    main()
