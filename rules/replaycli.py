"""``python -m rules replay FILE``: check a record file and print its game turn by turn.

The game is printed as ``python -m rules simulate --log`` prints one (the deal, then each
action and the events it caused), after the whole file has been checked: exit status 0
when it replays and ends where the file says, 2 with one line on stderr saying why not.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import NoReturn

from rules.newgame import new_game
from rules.recordfile import RecordFile, RecordFileError, read
from rules.simulate import describe

PROG = "python -m rules replay"

REASONS = {
    "unreadable": "cannot be read",
    "malformed": "is not a complete record file (truncated or not JSON)",
    "invalid": "is not a record file this version understands",
    "version": "was written by a newer version of UNO Desktop",
    "bad_options": "has rule options this version refuses",
    "tampered": "was changed after it was written (or is corrupt)",
    "diverged": "replays differently here than where it was written",
}


def log_lines(file: RecordFile) -> list[str]:
    """The game turn by turn, in the form of ``simulate --log``, seats by name."""
    rec = file.record
    game = new_game(rec.options, rec.seats, rec.seed,
                    list(rec.deck) if rec.deck is not None else None, dealer=rec.dealer)
    names = [f"seat {i} ({s.name})" for i, s in enumerate(file.seats)]
    lines = [f"    {describe(event)}" for event in game.start_events]
    for count, step in enumerate(rec.actions, start=1):
        events = game.apply(step.seat, step.action)
        who = "host" if step.seat is None else names[step.seat]
        lines.append(f"{count:5d} {who}: {describe(step.action)}")
        lines.extend(f"       {describe(event)}" for event in events)
    return lines


def summary(file: RecordFile) -> str:
    out = file.outcome
    result = (f"won by {file.seats[out.winner].name}" if out.over and out.winner is not None
              and file.record.options.teams == "off" else
              f"won by team {out.winner + 1}" if out.over and out.winner is not None else
              "not finished")
    return (f"{file.record.options.edition}, {len(file.seats)} seats, "
            f"{len(file.record.actions)} actions, {out.hand_number} hand(s), {result}; "
            f"scores {' '.join(str(s) for s in out.scores)}: replays ok")


class _Parser(argparse.ArgumentParser):
    """A usage error is one line too (and exit status 2, as argparse has it)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog=PROG, description=(__doc__ or "").splitlines()[0])
    parser.add_argument("file", type=Path, help="a record file (exported from UNO Desktop)")
    parser.add_argument("--quiet", action="store_true", help="check only; print the summary")
    args = parser.parse_args(argv)
    try:
        try:
            data = args.file.read_bytes()
        except OSError as exc:
            raise RecordFileError("unreadable", exc.strerror or str(exc)) from exc
        file = read(data)
    except RecordFileError as exc:
        print(f"{PROG}: {args.file}: {REASONS.get(exc.code, exc.code)} ({exc.detail or exc.code})",
              file=sys.stderr)
        return 2
    if not args.quiet:
        print("\n".join(log_lines(file)))
    print(summary(file))
    return 0
