"""Memory soak (a script, not a test): bots play game after game at the table for a long
time, and the resident memory is printed over time.

    python tests/bench/bench_soak.py [--minutes 120] [--every 60] [--speed fast]
                                     [--warmup 5] [--objects] [--json]

The real application offscreen (the table shown, four seats, every one a bot at normal
level, seat 0 the one shown), as a player leaves it running: each hand is followed by the
next, each game by "play again" with the same table. ``--speed`` raises the animations'
pace (``fast``, or ``instant``: no animation) so that hours of play take less; the game's
own objects, the log, the records and the caches see the same traffic per game either way.
It plays the installed game where there is one, else the checkout (``--source``: the
checkout); the first line says which rules core.

Every ``--every`` seconds one line: the minutes, the games and game events so far, the
resident memory (``VmRSS``) and, with ``--objects``, the Python objects alive by type (the
growing ones are named at the end). After ``--warmup`` minutes the memory should be flat:
the goal line gives its growth from then to the end and the least-squares slope in MB per
hour (goal: at most 2 MB/h, i.e. flat to within what the allocator's fragmentation
makes). ``--json`` prints the samples and the figures as one object (the text to stderr).
The load average is printed beside the figures: a busy machine plays fewer games per hour.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import measured

GOAL_MB_PER_HOUR = 2.0


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def object_counts() -> Counter[str]:
    """Python objects alive by type name (after a full collection)."""
    gc.collect()
    return Counter(type(o).__qualname__ for o in gc.get_objects())


def slope_per_hour(samples: list[tuple[float, float]]) -> float:
    """Least-squares slope of (seconds, MB) in MB per hour (0 with fewer than two)."""
    if len(samples) < 2:
        return 0.0
    n = len(samples)
    mean_t = sum(t for t, _ in samples) / n
    mean_m = sum(m for _, m in samples) / n
    var = sum((t - mean_t) ** 2 for t, _ in samples)
    if var == 0:
        return 0.0
    cov = sum((t - mean_t) * (m - mean_m) for t, m in samples)
    return cov / var * 3600


def soak(minutes: float, every: float, speed: str, warmup: float, objects: bool,
         say) -> dict[str, object]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
    settings = tempfile.TemporaryDirectory(prefix="uno-soak-")  # removed with the soak
    os.environ["UNO_DESKTOP_CONFIG_DIR"] = settings.name
    from PySide6.QtCore import QTimer

    from rules import load_preset
    from rules.records import compiled
    from uno_desktop.app import UnoApp
    from uno_desktop.session import SeatInfo

    core = "compiled" if compiled() else "plain"
    say(measured.describe())
    ui = UnoApp(sound=False, autosave=False)
    ui.settings.animationSpeed = speed
    window = ui.load()
    window.resize(1280, 800)
    seats = [SeatInfo("Sam")] + [SeatInfo(f"Bot {i}", "bot", "normal") for i in range(3)]
    ui.controller.bot_grace = 0
    games = 1
    events = 0

    def start(seed: int) -> None:
        ui.controller.start_game(load_preset("official"), seats, seed)
        assert ui.controller.session is not None
        ui.controller.session.set_bot(0, "normal")  # seat 0 shown, played by a bot

    start(1)
    table = ui.controller.game
    samples: list[dict[str, object]] = []
    counts_at_warmup: Counter[str] | None = None
    counts_now: Counter[str] = Counter()
    began = time.monotonic()
    clock = {"next_sample": began}
    end = began + minutes * 60
    say(f"{'min':>7}{'games':>7}{'events':>9}{'RSS MB':>9}{'load':>6}"
        + (f"{'objects':>10}" if objects else ""))

    def tick() -> None:
        """The player's hand on the table: the next hand, play again, and the samples. It
        runs in the application's own event loop, as the game does (deleteLater, timers)."""
        nonlocal games, events, counts_at_warmup, counts_now
        now = time.monotonic()
        if now >= clock["next_sample"] or now >= end:
            sample: dict[str, object] = {
                "minutes": round((now - began) / 60, 2), "games": games,
                "events": events + len(ui.controller.session.history),  # type: ignore[union-attr]
                "rss_mb": round(rss_mb(), 1), "load": round(os.getloadavg()[0], 2)}
            if objects:
                counts_now = object_counts()
                sample["objects"] = sum(counts_now.values())
                if counts_at_warmup is None and now - began >= warmup * 60:
                    counts_at_warmup = counts_now
            samples.append(sample)
            say(f"{sample['minutes']:>7.1f}{games:>7}{sample['events']:>9}"
                f"{sample['rss_mb']:>9.1f}{sample['load']:>6.1f}"
                + (f"{sample['objects']:>10}" if objects else ""))
            clock["next_sample"] += every
            if now >= end:
                ui.qapp.quit()
                return
        if table.handOver:
            table.nextHand()
        if table.gameOver:
            events += len(ui.controller.session.history)  # type: ignore[union-attr]
            games += 1
            start(games)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    ui.qapp.exec()
    timer.stop()
    ui.close()
    after = [(float(s["minutes"]) * 60, float(s["rss_mb"])) for s in samples  # type: ignore[arg-type]
             if float(s["minutes"]) >= warmup]  # type: ignore[arg-type]
    at_warmup = after[0][1] if after else float("nan")
    figures: dict[str, object] = {
        "core": core, "speed": speed, "minutes": minutes, "warmup_minutes": warmup,
        "games": games, "rss_mb_at_warmup": at_warmup,
        "rss_mb_at_end": after[-1][1] if after else float("nan"),
        "growth_mb_after_warmup": round(after[-1][1] - at_warmup, 1) if after else None,
        "slope_mb_per_hour": round(slope_per_hour(after), 2),
        "goal_mb_per_hour": GOAL_MB_PER_HOUR, "samples": samples,
    }
    if objects and counts_at_warmup is not None:
        grew = (counts_now - counts_at_warmup).most_common(12)
        figures["objects_grown_after_warmup"] = dict(grew)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=120.0, help="how long to play")
    parser.add_argument("--every", type=float, default=60.0, help="seconds between samples")
    parser.add_argument("--speed", default="fast", choices=("normal", "fast", "instant"),
                        help="the animations' pace (fast: a raised speed)")
    parser.add_argument("--warmup", type=float, default=5.0,
                        help="minutes after which the memory should be flat")
    parser.add_argument("--objects", action="store_true",
                        help="also count the Python objects alive by type (slower)")
    parser.add_argument("--source", action="store_true",
                        help="import the game from this checkout, not the installed one")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as one JSON object (the text to stderr)")
    args = parser.parse_args()
    measured.choose(args.source)
    out = sys.stderr if args.json else sys.stdout

    def say(text: str) -> None:
        print(text, file=out, flush=True)

    load_before = round(os.getloadavg()[0], 2)
    f = soak(args.minutes, args.every, args.speed, args.warmup, args.objects, say)
    f["load_before"], f["load"] = load_before, round(os.getloadavg()[0], 2)
    met = f["slope_mb_per_hour"] <= GOAL_MB_PER_HOUR  # type: ignore[operator]
    say(f"resident memory after {args.warmup:g} min of warm-up: {f['rss_mb_at_warmup']} -> "
        f"{f['rss_mb_at_end']} MB over {args.minutes - args.warmup:g} min, {f['games']} games; "
        f"slope {f['slope_mb_per_hour']} MB/h (goal: flat, <= {GOAL_MB_PER_HOUR:g} MB/h): "
        f"{'met' if met else 'MISSED'}; {f['core']} core, load {load_before} -> {f['load']}")
    if "objects_grown_after_warmup" in f:
        say("Python objects that grew after the warm-up: "
            + ", ".join(f"{k} +{v}" for k, v in f["objects_grown_after_warmup"].items())  # type: ignore[union-attr]
            or "none")
    if args.json:
        print(json.dumps(f))
    return 0


if __name__ == "__main__":
    sys.exit(main())
