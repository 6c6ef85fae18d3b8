"""``python -m uno_desktop.scaffold edition NAME`` writes everything a new edition needs.

In a copy of the tree, a new edition is scaffolded and then held to the tests that hold
every edition: its own scenario tests and the completeness list, the rules' properties,
refusals and simulator, the hard bot's rebuild, twin and digests, the kits, a bot game
through the real table, its table's layout in three languages, the card art, the
translations (all finished), ruff and the type check of what was written.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from uno_desktop import scaffold

ROOT = Path(__file__).resolve().parents[1]
NAME = "nudge"

WRITTEN = [f"rules/editions/{NAME}.py", f"rules/presets/editions/{NAME}.toml",
           f"uno_desktop/ui/editions/{NAME}/__init__.py",
           f"uno_desktop/ui/editions/{NAME}/presenters.py", f"uno_desktop/bots/fastsim/{NAME}.py",
           f"assets/art/{NAME}.py", f"tests/rules/editions/test_{NAME}.py"]
TESTS = ["tests/rules/editions/test_nudge.py", "tests/test_editions_complete.py",
         "tests/rules/editions/test_edition_properties.py",
         "tests/rules/editions/test_simulate_cli.py", "tests/rules/test_refusal_reasons.py",
         "tests/bots/test_fastsim_twins.py", "tests/bots/test_bot_editions.py",
         "tests/test_behaviour_digest.py", "tests/ui/test_kits.py",
         "tests/ui/devices/test_device_games.py", "tests/ui/test_layout.py",
         "tests/test_assets.py", "tests/i18n"]
# the new edition's own tests, and the tests of every edition that look at all of them
SELECTED = f"{NAME} or generic or shared_qml or every_card or generated_art or held"


def copy_tree(dest: Path) -> None:
    """The checkout as it stands (tracked files and new ones, nothing git ignores)."""
    if (ROOT / ".git").exists() and shutil.which("git"):
        files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"],
                               cwd=ROOT, capture_output=True, check=True).stdout
        for name in filter(None, files.decode().split("\0")):
            source = ROOT / name
            if source.is_file():
                (dest / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, dest / name)
    else:
        shutil.copytree(ROOT, dest, dirs_exist_ok=True, ignore=shutil.ignore_patterns(
            ".git", "__pycache__", "*.so", "*.pyd", "build", "dist", ".*_cache"))


def run(tree: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(tree), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, *args], cwd=tree, env=env, capture_output=True,
                          text=True, check=False)


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dest = tmp_path_factory.mktemp("tree")
    copy_tree(dest)
    done = run(dest, "-m", "uno_desktop.scaffold", "edition", NAME, "--root", str(dest))
    assert done.returncode == 0, done.stdout + done.stderr
    return dest


@pytest.mark.slow  # a copy of the tree and a few hundred tests in it: about a minute
def test_a_scaffolded_edition_passes_every_test_of_every_edition(tree: Path) -> None:
    for path in WRITTEN:
        assert (tree / path).is_file(), path
    for folder in ("cards", "cards_cb"):
        assert (tree / "assets" / folder / f"black_{NAME}.svg").is_file()
    assert '"nudge": ("nudge", "Nudge")' in (tree / "rules/editions/__init__.py").read_text()
    done = run(tree, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-x", *TESTS,
               "-k", SELECTED)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert done.stdout.count(".") > 100, done.stdout  # (none collected would say so)
    checks = [("scripts/i18n.py", "check"),
              ("-m", "ruff", "check", *WRITTEN, "rules/editions/__init__.py"),
              ("-m", "mypy", *[p for p in WRITTEN if p.startswith(("rules/", "uno_desktop/"))
                               and p.endswith(".py")])]
    for args in checks:
        done = run(tree, *args)
        assert done.returncode == 0, (args, done.stdout[-3000:], done.stderr[-2000:])


@pytest.mark.slow
def test_the_scaffold_will_not_write_an_edition_twice(tree: Path) -> None:
    done = run(tree, "-m", "uno_desktop.scaffold", "edition", NAME, "--root", str(tree))
    assert done.returncode == 2 and "already" in done.stderr


def test_a_name_must_be_a_code_that_is_free(tmp_path: Path) -> None:
    with pytest.raises(scaffold.ScaffoldError, match="lower case"):
        scaffold.check(ROOT, scaffold.Edition("Nudge", "Nudge"))
    with pytest.raises(scaffold.ScaffoldError, match="already"):
        scaffold.check(ROOT, scaffold.Edition("spin", "Spin"))
    with pytest.raises(scaffold.ScaffoldError, match="card kind"):
        scaffold.check(ROOT, scaffold.Edition("captain", "Captain"))
    with pytest.raises(scaffold.ScaffoldError, match="not a checkout"):
        scaffold.check(tmp_path, scaffold.Edition("nudge", "Nudge"))
    scaffold.check(ROOT, scaffold.Edition("nudge", "Nudge"))  # free


def test_a_string_is_filled_in_where_the_catalogue_left_it_unfinished() -> None:
    ts = ('<context>\n    <name>Card</name>\n    <message>\n        <source>Nudge</source>\n'
          '        <translation type="unfinished"></translation>\n    </message>\n</context>\n')
    filled = scaffold.fill(ts, "Card", "Nudge", "Schubs")
    assert '<translation>Schubs</translation>' in filled and "unfinished" not in filled
    assert scaffold.fill(filled, "Card", "Nudge", "Stoß") == filled  # translated: kept
    with pytest.raises(scaffold.ScaffoldError):
        scaffold.fill(ts, "Card", "Shove", "Stoß")
