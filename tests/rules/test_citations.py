"""Every rules citation points into the project: no file names ``RULES.md`` or
``ARCHITECTURE.md`` (they live outside the repository; ``scripts/cite_rules.py`` rewrites
them), and every section ``§N.M`` cited anywhere exists in ``docs/rules.md``."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUFFIXES = {".py", ".md", ".qml", ".toml", ".yml", ".yaml", ".sh", ".txt", ".ts"}
SECTION = re.compile(r"§ ?(\d+(?:\.\d+)?)")
HEADING = re.compile(r"^#+ §(\d+(?:\.\d+)?) ", re.M)


def tracked() -> list[Path]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout
    return [ROOT / name for name in out.splitlines() if Path(name).suffix in SUFFIXES
            and (ROOT / name).is_file()]


def test_the_walk_sees_the_project():
    names = {p.relative_to(ROOT).as_posix() for p in tracked()}
    assert {"rules/game.py", "docs/rules.md", "tests/rules/test_wd4.py"} <= names


def test_no_file_cites_a_spec_outside_the_project():
    stale = re.compile(r"(?<![\w/.])(?:\.\./)?(?:shared/)?(?:RULES|ARCHITECTURE)\.md")
    found = [f"{p.relative_to(ROOT)}:{n}" for p in tracked()
             if p.name not in ("cite_rules.py", "test_citations.py")
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if stale.search(line)]
    assert not found, "run python scripts/cite_rules.py: " + ", ".join(found)


def test_every_cited_section_exists_in_docs_rules():
    sections = set(HEADING.findall((ROOT / "docs" / "rules.md").read_text(encoding="utf-8")))
    assert {"1.7", "2.2", "3.9", "4"} <= sections
    missing = sorted({f"§{number} ({p.relative_to(ROOT)})" for p in tracked()
                      for number in SECTION.findall(p.read_text(encoding="utf-8"))
                      if number not in sections})
    assert not missing, missing
