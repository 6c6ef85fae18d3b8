"""Synthesize the game's sound effects (ART.md: short, soft, peak at -6 dBFS).

Run ``python assets/make_sounds.py`` to rewrite ``assets/sounds/*.wav``. Everything is made
here from sines and seeded noise, so there are no samples of unknown origin, and the bytes
are the same on every run. Each effect is a small function returning float samples at
44.1 kHz; the shared tail normalises the peak to exactly -6 dBFS and fades both ends so
nothing clicks.

An effect with nothing in its upper octaves is written at a lower rate (:data:`RATES`: half
or a quarter, so a smaller file in the game's download): the band a rate cannot carry holds
less than -60 dB of the effect's energy (:data:`INAUDIBLE_DB`), checked by
``python assets/make_sounds.py --measure``, which prints that share for every effect at
each rate. What stays is the same sound: the decimating filter passes everything below 80 %
of the new Nyquist frequency untouched (4.4 kHz at a quarter of the rate, 8.8 kHz at half).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44_100
"""The rate every effect is made at."""
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


def finish(x: Samples, fade_in: float = 0.003, fade_out: float = 0.02,
           rate: int = RATE) -> list[int]:
    """Fade both ends (raised cosine) and normalise the peak to exactly -6 dBFS."""
    x = list(x)
    n = len(x)
    fi, fo = max(1, round(fade_in * rate)), max(1, round(fade_out * rate))
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


def turn(rng: random.Random) -> Samples:
    """Your turn: two soft mallet notes rising a fourth, like a friendly nudge."""
    del rng
    mallet = (1.0, 0.0, 0.0, 0.18)
    out = silence(0.62)
    mix_at(out, tone(659.25, 0.35, mallet, decay=0.09), 0.0, 0.7)
    mix_at(out, tone(880.0, 0.5, mallet, decay=0.16), 0.11, 1.0)
    return lowpass(out, 4500)


def skipped(rng: random.Random) -> Samples:
    """Skipped: a round "bloop" that falls away, soft and short."""
    del rng
    seconds = 0.34
    n = round(seconds * RATE)
    env = envelope(n, 0.006, 0.09)
    out: Samples = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * (620 * math.exp(-t * 5.5) + 180) / RATE
        out.append((math.sin(phase) + 0.2 * math.sin(2 * phase)) * env[i])
    return out


def _knock(rng: random.Random, seconds: float = 0.16) -> Samples:
    """A wooden knock: a low body note under a short bright tap."""
    out = tone(190, seconds, (1.0, 0.4, 0.1), decay=0.03, attack=0.001)
    tap = bandpass(noise(0.02, rng), 600, 2500)
    env = envelope(len(tap), 0.0005, 0.004)
    mix_at(out, [v * e for v, e in zip(tap, env, strict=True)], 0.0, 0.8)
    return out


def verdict(rng: random.Random) -> Samples:
    """A challenge's verdict: two gavel knocks, then a short rising two-tone."""
    out = silence(0.9)
    mix_at(out, _knock(rng), 0.0, 1.0)
    mix_at(out, _knock(rng), 0.17, 0.9)
    bell = (1.0, 0.0, 0.3)
    mix_at(out, tone(523.25, 0.3, bell, decay=0.08), 0.38, 0.45)
    mix_at(out, tone(783.99, 0.5, bell, decay=0.15), 0.5, 0.55)
    return out


def whistle(rng: random.Random) -> Samples:
    """A referee's whistle for a duel: a pea whistle's trill, one blast."""
    seconds = 0.55
    n = round(seconds * RATE)
    out: Samples = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        trill = math.sin(2 * math.pi * 27 * t)  # the pea rattling
        phase += 2 * math.pi * (2650 + 90 * trill) / RATE
        amp = (0.75 + 0.25 * trill) * min(1.0, t / 0.02) * min(1.0, (seconds - t) / 0.06)
        out.append(math.sin(phase) * amp)
    breath = bandpass(noise(seconds, rng), 2000, 6000)
    mix_at(out, [v * 0.08 for v in breath], 0.0)
    return out


def beep(rng: random.Random) -> Samples:
    """The flash unit picks a seat: three quick electronic beeps, the last one higher."""
    del rng
    out = silence(0.62)
    for i, (freq, length) in enumerate(((1318.5, 0.07), (1318.5, 0.07), (1975.5, 0.16))):
        n = round(length * RATE)
        w = 2 * math.pi * freq / RATE
        hollow = [math.sin(w * k) + math.sin(3 * w * k) / 5 for k in range(n)]  # a soft square
        env = [min(1.0, k / 80) * min(1.0, (n - k) / 200) for k in range(n)]
        mix_at(out, [v * e for v, e in zip(hollow, env, strict=True)], 0.15 * i)
    return out


def buzzer(rng: random.Random) -> Samples:
    """Time is up (or SLAP!): a short, rough game-show buzzer."""
    del rng
    seconds = 0.5
    n = round(seconds * RATE)
    out: Samples = []
    phase = 0.0
    for i in range(n):
        phase += 2 * math.pi * 98 / RATE
        v = sum(math.sin(phase * k) / k for k in (1, 2, 3, 5, 7, 9))  # hollow and rough
        out.append(v * min(1.0, i / 300) * min(1.0, (n - i) / 2500))
    return lowpass(out, 2400)


def fanfare(rng: random.Random) -> Samples:
    """The game is won: the hand's fanfare, answered a step higher and held."""
    del rng
    brass = (1.0, 0.45, 0.25, 0.12, 0.06)
    out = silence(2.9)
    for i, freq in enumerate((392.0, 523.25, 659.25, 783.99)):
        mix_at(out, tone(freq, 0.26, brass, decay=0.1, attack=0.01), 0.12 * i, 0.6)
    for i, freq in enumerate((587.33, 698.46, 880.0)):
        mix_at(out, tone(freq, 0.3, brass, decay=0.11, attack=0.01), 0.62 + 0.12 * i, 0.6)
    for freq in (523.25, 659.25, 783.99, 1046.5):
        mix_at(out, tone(freq, 1.9, brass, decay=0.7, attack=0.03, detune=0.004), 1.0, 0.42)
    return lowpass(out, 3600)


def creak(rng: random.Random) -> Samples:
    """The scale settles: a short wooden creak (stick-slip ticks that speed up and ease)."""
    seconds = 0.5
    out = silence(seconds)
    t = 0.0
    while t < seconds - 0.02:
        swell = math.sin(math.pi * t / seconds)
        rate = 60 + 140 * swell  # ticks per second: the grain of the creak
        ring = tone(780 * rng.uniform(0.93, 1.07), 0.012, (1.0, 0.35), decay=0.0025,
                    attack=0.0003)  # each slip rings the wood briefly
        mix_at(out, ring, t, 0.5 + 0.5 * swell)
        t += 1 / rate
    mix_at(out, [v * 0.15 for v in bandpass(noise(seconds, rng), 300, 1200)], 0.0)
    return out


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "play": play,
    "draw": draw,
    "shuffle": shuffle,
    "uno": uno,
    "win": win,
    "catch": catch,
    "click": click,
    "turn": turn,
    "skipped": skipped,
    "verdict": verdict,
    "whistle": whistle,
    "beep": beep,
    "buzzer": buzzer,
    "fanfare": fanfare,
    "creak": creak,
}


# --------------------------------------------------------------------------------------
# Effects timed to an animation: one file per animation speed (the table's speed factors,
# uno_desktop/transport.py SPEED_FACTORS; at "instant" nothing animates and none plays).

SPEEDS = {"slow": 1.6, "": 1.0, "fast": 0.5}
"""File suffix → the speed factor its timing is made for ("" is normal speed)."""

WHEEL_SPIN_S = 2.9 * 0.82
"""The wheel turns for 82 % of its event's 2.9 s (present/spin.py, SpinStation.qml)."""


def wheel(rng: random.Random, scale: float) -> Samples:
    """The wheel: a ratchet ticking past each segment, slowing with the wheel's ease-out
    (OutQuart) to a stop, then a soft clunk as it settles."""
    spin = WHEEL_SPIN_S * scale
    out = silence(spin + 0.25)
    ticks = 81  # the pointer flaps over 18 studs a turn, for about four and a half turns
    for k in range(1, ticks + 1):
        at = spin * (1 - (1 - k / ticks) ** 0.25)
        click_len = 0.012
        body = bandpass(noise(click_len, rng), 1500, 5500)
        env = envelope(len(body), 0.0004, 0.0022)
        mix_at(out, [v * e for v, e in zip(body, env, strict=True)], at, 0.55 + 0.3 * k / ticks)
    mix_at(out, tone(210, 0.2, (1.0, 0.3), decay=0.04, attack=0.002), spin, 0.8)
    return out


LAUNCH_WHIRR = 0.65 * 0.4
"""The launcher shakes for 40 % of its 650 ms shot before the cards fly (Launcher.qml)."""


def _whirr(seconds: float, rng: random.Random, wind_down: bool) -> Samples:
    """The launcher's motor: a buzzing saw whose pitch climbs (or sags, for nothing)."""
    n = round(seconds * RATE)
    out: Samples = []
    phase = 0.0
    for i in range(n):
        t = i / max(1, n - 1)
        freq = 95 + (40 * t if not wind_down else 40 * math.sin(math.pi * t))
        phase += 2 * math.pi * freq / RATE
        out.append(sum(math.sin(phase * k) / k for k in range(1, 7)) * min(1.0, i / 400))
    out = lowpass(out, 1600)
    grit = bandpass(noise(seconds, rng), 300, 2000)
    return [v + g * 0.15 for v, g in zip(out, grit, strict=True)]


def launcher_fire(rng: random.Random, scale: float) -> Samples:
    """A press that fires: the motor winds up, then a spring clack and a burst of cards."""
    whirr = LAUNCH_WHIRR * scale
    out = _whirr(whirr, rng, wind_down=False)
    out.extend(silence(0.5))
    mix_at(out, _knock(rng, 0.1), whirr, 0.9)
    for i in range(4):  # the cards flick out
        flick = bandpass(noise(0.05, rng), 1800, 6500)
        env = envelope(len(flick), 0.001, 0.012)
        mix_at(out, [v * e for v, e in zip(flick, env, strict=True)], whirr + 0.02 + i * 0.05,
               0.8 - 0.12 * i)
    return out


def launcher_empty(rng: random.Random, scale: float) -> Samples:
    """A press that fires nothing: the motor sags and stops on a dry click."""
    whirr = LAUNCH_WHIRR * scale
    out = _whirr(whirr, rng, wind_down=True)
    out.extend(silence(0.2))
    tick = bandpass(noise(0.01, rng), 2500, 7000)
    env = envelope(len(tick), 0.0004, 0.002)
    mix_at(out, [v * e for v, e in zip(tick, env, strict=True)], whirr, 0.9)
    mix_at(out, tone(1400, 0.04, (1.0,), decay=0.006, attack=0.0005), whirr, 0.3)
    return out


TIP_AT = 1.7 * 0.3
"""The scale swings down in the first 30 % of its 1.7 s tip (TippoScale.qml)."""


def tip(rng: random.Random, scale: float) -> Samples:
    """The scale tips: a creak that gives, the pan's thud and the cards spilling."""
    hit = TIP_AT * scale
    out = silence(hit + 0.6)
    strain = creak(rng)
    mix_at(out, strain[:round(min(len(strain) / RATE, hit) * RATE)], 0.0, 0.6)
    mix_at(out, tone(85, 0.35, (1.0, 0.5, 0.2), decay=0.08, attack=0.002), hit, 1.0)
    mix_at(out, [v * 0.5 for v in bandpass(noise(0.08, rng), 200, 1200)], hit, 0.8)
    for i in range(7):  # cards slap down
        slap = bandpass(noise(0.03, rng), 1500, 6000)
        env = envelope(len(slap), 0.001, 0.006)
        mix_at(out, [v * e for v, e in zip(slap, env, strict=True)],
               hit + 0.05 + i * 0.045 + rng.uniform(0, 0.02), 0.6 - 0.05 * i)
    return out


TIMED: dict[str, Callable[[random.Random, float], Samples]] = {
    "wheel": wheel,
    "launcher_fire": launcher_fire,
    "launcher_empty": launcher_empty,
    "tip": tip,
}


# --------------------------------------------------------------------------------------
# Music: a calm loop (mono; made at 16 kHz, written at 8 kHz: a warm pad and a plucked
# arpeggio under 3 kHz need no more, MUSIC_FILE_RATE)

MUSIC_RATE = 16_000
MUSIC_BPM = 84
CHORDS = ((57, 60, 64), (53, 57, 60), (48, 52, 55), (55, 59, 62))  # Am F C G (MIDI)


def _midi(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def music(rng: random.Random) -> Samples:
    """Four bars (Am, F, C, G) of a soft pad under a plucked arpeggio, rendered as a circle:
    what rings past the end is added back at the start, so the loop has no seam."""
    beat = 60 / MUSIC_BPM
    bar = 4 * beat
    length = round(len(CHORDS) * 2 * bar * MUSIC_RATE)  # each chord for two bars
    out = [0.0] * (length + MUSIC_RATE * 3)

    def add(freq: float, start: float, seconds: float, gain: float, attack: float,
            decay: float, partials: Sequence[float]) -> None:
        s0 = round(start * MUSIC_RATE)
        n = round(seconds * MUSIC_RATE)
        a = max(1, round(attack * MUSIC_RATE))
        w = 2 * math.pi * freq / MUSIC_RATE
        for i in range(n):
            env = i / a if i < a else math.exp(-(i - a) / (decay * MUSIC_RATE))
            env *= min(1.0, (n - i) / (0.05 * MUSIC_RATE))
            v = sum(p * math.sin(w * i * (k + 1)) for k, p in enumerate(partials))
            out[s0 + i] += v * env * gain

    pattern = (0, 1, 2, 1, 2, 1, 0, 2)  # the arpeggio over each bar, in eighths
    for c, chord in enumerate(CHORDS):
        start = c * 2 * bar
        for note in chord:  # the pad: slow swell, long release
            add(_midi(note), start, 2 * bar + 1.5, 0.16, 1.2, 2.5, (1.0, 0.25, 0.08))
        add(_midi(chord[0] - 12), start, 2 * bar + 1.0, 0.22, 0.3, 1.8, (1.0, 0.15))
        for b in range(2):
            for i, idx in enumerate(pattern):
                if b == 1 and i == 7:
                    continue  # a breath before the next chord
                note = chord[idx] + 12
                at = start + b * bar + i * beat / 2 + rng.uniform(0, 0.008)
                add(_midi(note), at, 1.1, 0.2 * rng.uniform(0.8, 1.0), 0.004, 0.28,
                    (1.0, 0.0, 0.2, 0.05))
    for i in range(length, len(out)):  # the tail wraps round to the start
        out[i - length] += out[i]
    out = out[:length]
    # a gentle low-pass: warm, nothing bright
    y = 0.0
    a = 1.0 - math.exp(-2.0 * math.pi * 2600 / MUSIC_RATE)
    for _ in range(2):  # twice round the circle so the filter's state matches at the seam
        for i, v in enumerate(out):
            y += a * (v - y)
            out[i] = y
    return out


MUSIC_PEAK_DBFS = -12.0
"""Music sits under the effects."""
MUSIC_FILE_RATE = 8_000
"""The music's file: half the rate it is made at (it leaves out -91 dB of it, ``--measure``)."""


# --------------------------------------------------------------------------------------
# Lower rates where nothing is lost

RATES = {"buzzer": 11_025, "catch": 11_025, "skipped": 11_025, "turn": 11_025,
         "beep": 22_050, "fanfare": 22_050, "uno": 22_050, "win": 22_050}
"""The effects written below :data:`RATE` (any other: at it), by ``--measure``: the lowest
rate whose lost band holds at most :data:`INAUDIBLE_DB` of the effect's energy."""

INAUDIBLE_DB = -60.0
"""The most of an effect's energy a lower rate may leave out: 60 dB under the effect, and
above 5 kHz (11.025 kHz rate) or 10 kHz (22.05 kHz), where hearing is least sensitive."""


def _lowpass_taps(factor: int) -> list[float]:
    """A Blackman-windowed sinc for keeping one sample in ``factor`` (64 taps a factor):
    half-way down at 90 % of the new Nyquist frequency, flat below 80 % of it and at least
    74 dB down from just below it on, so nothing folds back."""
    length = 64 * factor + 1
    cutoff = 0.9 * 0.5 / factor  # of the rate made at
    middle = (length - 1) / 2
    taps = []
    for i in range(length):
        k = i - middle
        ideal = 2 * cutoff if k == 0 else math.sin(2 * math.pi * cutoff * k) / (math.pi * k)
        window = (0.42 - 0.5 * math.cos(2 * math.pi * i / (length - 1))
                  + 0.08 * math.cos(4 * math.pi * i / (length - 1)))
        taps.append(ideal * window)
    gain = sum(taps)
    return [v / gain for v in taps]


def _filtered(x: Samples, taps: Sequence[float], step: int, circle: bool = False) -> Samples:
    """``x`` through ``taps`` (centred; beyond the ends zeros, or for a ``circle`` (a loop)
    its other end), every ``step``-th sample."""
    half = len(taps) // 2
    x = list(x)
    before, after = (x[-half:], x[:half]) if circle else ([0.0] * half, [0.0] * half)
    padded = before + x + after
    return [sum(map(float.__mul__, padded[i:i + len(taps)], taps))
            for i in range(0, len(x), step)]


def decimate(x: Samples, factor: int, circle: bool = False) -> Samples:
    """``x`` at ``1/factor`` of its rate, its band above the new Nyquist frequency filtered
    away first (so nothing folds back); a ``circle`` (a loop) stays one, with no seam."""
    return x if factor == 1 else _filtered(x, _lowpass_taps(factor), factor, circle)


def lost_db(x: Samples, factor: int, circle: bool = False) -> float:
    """How much of ``x``'s energy :func:`decimate` by ``factor`` leaves out, in dB."""
    kept = _filtered(x, _lowpass_taps(factor), 1, circle)
    lost = sum((a - b) ** 2 for a, b in zip(x, kept, strict=True))
    whole = sum(a * a for a in x)
    return 10 * math.log10(lost / whole) if lost > 0 else -math.inf


def write_wav(path: Path, samples: Sequence[int], rate: int = RATE) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))


def loop(x: Samples, peak_dbfs: float) -> list[int]:
    """A loop keeps its ends as they are (they meet); only the peak is set."""
    peak = max(abs(v) for v in x)
    target = FULL_SCALE * 10 ** (peak_dbfs / 20)
    return [round(v / peak * target) for v in x]


def generate(out_dir: Path) -> list[Path]:
    """Write every effect as ``<name>.wav`` in ``out_dir`` (the timed ones once per
    animation speed, ``<name>_slow.wav``, ``<name>.wav``, ``<name>_fast.wav``), each at its
    rate (:data:`RATES`), and the music loop; each has its own fixed seed."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, x in effects().items():
        rate = RATES.get(name, RATE)
        path = out_dir / f"{name}.wav"
        write_wav(path, finish(decimate(x, RATE // rate), rate=rate), rate)
        written.append(path)
    path = out_dir / "music.wav"
    tune = decimate(made_music(), MUSIC_RATE // MUSIC_FILE_RATE, circle=True)
    write_wav(path, loop(tune, MUSIC_PEAK_DBFS), MUSIC_FILE_RATE)
    written.append(path)
    return written


def effects() -> dict[str, Samples]:
    """Every effect as made (at :data:`RATE`, before its ends and peak are set), by file
    name: what :func:`generate` writes, for measuring."""
    made: dict[str, Samples] = {}
    index = 0
    for name, make in SOUNDS.items():
        made[name] = make(random.Random(SEED + index))
        index += 1
    for name, timed in TIMED.items():
        for suffix, scale in SPEEDS.items():
            made[f"{name}_{suffix}" if suffix else name] = timed(random.Random(SEED + index),
                                                                  scale)
        index += 1
    return made


def made_music() -> Samples:
    """The music loop as made (at :data:`MUSIC_RATE`), with its own fixed seed."""
    return music(random.Random(SEED + len(SOUNDS) + len(TIMED)))


def measure() -> None:
    """Print, for every effect, the share of its energy each lower rate would leave out,
    and the lowest rate that leaves out at most :data:`INAUDIBLE_DB` (the :data:`RATES`)."""
    print(f"{'effect':24}{'22.05 kHz':>12}{'11.025 kHz':>12}   rate")
    for name, x in effects().items():
        lost = {factor: lost_db(x, factor) for factor in (2, 4)}
        rate = RATE
        for factor in (2, 4):
            if lost[factor] <= INAUDIBLE_DB:
                rate = RATE // factor
        mark = "" if RATES.get(name, RATE) == rate else "   (RATES says otherwise)"
        print(f"{name:24}{lost[2]:>9.1f} dB{lost[4]:>9.1f} dB   {rate}{mark}")
    lost = lost_db(made_music(), MUSIC_RATE // MUSIC_FILE_RATE, circle=True)
    print(f"music at {MUSIC_FILE_RATE} Hz (made at {MUSIC_RATE}): {lost:.1f} dB")


def main() -> None:
    if "--measure" in sys.argv[1:]:
        measure()
        return
    out = Path(__file__).resolve().parent / "sounds"
    for path in generate(out):
        print(path)


if __name__ == "__main__":
    main()
