"""Point every rules citation at the project's own reference: ``docs/rules.md §N.M``.

    python scripts/cite_rules.py          # rewrite in place, list the files changed
    python scripts/cite_rules.py --check  # only list what would change; exit 1 if any

The specification the code once cited (``RULES.md``, ``ARCHITECTURE.md``) lived outside the
repository; ``docs/rules.md`` keeps its section numbers and ``docs/architecture.md`` is the
design, so a citation keeps its number and only changes the file it names. Re-run after a
merge: it touches nothing already right. ``tests/rules/test_citations.py`` checks the result.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUFFIXES = {".py", ".md", ".qml", ".toml", ".yml", ".yaml", ".sh", ".txt", ".ts"}
SKIP = {"scripts/cite_rules.py", "tests/rules/test_citations.py"}

REWRITES = [
    # "../shared/RULES.md", "shared/RULES.md", "RULES.md" (not already docs/rules.md)
    (re.compile(r"(?<![\w/.])(?:\.\./)?(?:shared/)?RULES\.md"), "docs/rules.md"),
    (re.compile(r"(?<![\w/.])(?:\.\./)?(?:shared/)?ARCHITECTURE\.md"), "docs/architecture.md"),
]


def tracked_files() -> list[Path]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    return [ROOT / name for name in out.splitlines()
            if Path(name).suffix in SUFFIXES and name not in SKIP]


def rewrite(text: str) -> str:
    for pattern, target in REWRITES:
        text = pattern.sub(target, text)
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing")
    args = parser.parse_args()
    changed = []
    for path in tracked_files():
        text = path.read_text(encoding="utf-8")
        new = rewrite(text)
        if new != text:
            changed.append(path.relative_to(ROOT))
            if not args.check:
                path.write_text(new, encoding="utf-8")
    for name in changed:
        print(name)
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
