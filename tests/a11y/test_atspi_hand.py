"""A whole hand played blind through the real screen-reader stack (Xvfb, a D-Bus session,
the AT-SPI bus, pyatspi in another process), in English, German and Swedish.

``atspi_player.py`` does the playing, with the keys, and fails on any control without a
name, anything hidden that is still in the tree, a card whose name is not the one the table
shows, a card the keys do not bring into the focus with its place; this test runs it and
checks that the hand went through every situation: a draw, the drawn card played, a colour
chosen, a pending Wild Draw Four challenged, UNO called, the result read, and what the bots
did heard where the focus was. What Orca itself says is tests/a11y/test_orca_hand.py's.
Every wait is on a condition (a generous limit), so a busy machine is slower, not red; a
failure's first line says what was missing and where the focus was.
The stack comes from scripts/system-deps.sh; without it the test says what is missing.
One language per CI run, chosen by the commit (``tests/matrix.py``, ~35 s a language);
``UNO_MATRIX=all python -m pytest tests/a11y/test_atspi_hand.py`` plays all three."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import matrix  # noqa: E402

SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")


def missing() -> str:
    """What of the stack this machine lacks ('' when it has it all)."""
    for tool in ("xvfb-run", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (scripts/system-deps.sh installs it)"
    if not any(os.path.exists(p) for p in BUS_LAUNCHERS):
        return "at-spi2-core is not installed (scripts/system-deps.sh installs it)"
    if not os.path.exists(SYSTEM_PYTHON) or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode:
        return "python3-pyatspi is not installed (scripts/system-deps.sh installs it)"
    return ""


NOISE = ("Failed to set fd limit", "qt.accessibility.atspi:", "dbus-daemon[")


def _errors(stderr: str) -> str:
    """The player's own error lines, without the D-Bus and Qt bridge chatter around them;
    the exception that ended it first (a failure's summary is its first line)."""
    lines = [ln for ln in stderr.splitlines() if ln.strip() and not ln.startswith(NOISE)]
    raised = [ln for ln in lines if re.match(r"^[\w.]+(Error|Exception|Failure)\b", ln)]
    head = [raised[-1]] if raised else []
    return "\n".join(head + lines[-30:]) or "(nothing on stderr)"


WORDS = {  # what the report holds in each language, as the game says it; "bot": any bot's
    # move in the language's words (which bot plays which card has varied between runs)
    "en": {"won": "You win the hand!", "turn": "Your turn.",
           "bot": r"\b(Ada|Ben|Cleo) plays \w+ \w"},
    "de": {"won": "Du gewinnst die Runde!", "turn": "Du bist dran.",
           "bot": r"\b(Ada|Ben|Cleo) legt \w+ \w"},
    "sv": {"won": "Du vinner given!", "turn": "Din tur.",
           "bot": r"\b(Ada|Ben|Cleo) lägger \w+ \w"},
}


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="AT-SPI is the Linux accessibility stack")
@pytest.mark.parametrize("language", matrix.params("atspi-lang", ["en", "de", "sv"]))
def test_a_blind_player_plays_a_hand_through_at_spi(language, tmp_path):
    reason = missing()
    if reason:
        pytest.skip(reason)
    report_path = tmp_path / "report.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DBUS_"))}
    run = subprocess.run(
        ["xvfb-run", "-a", "dbus-run-session", "--", SYSTEM_PYTHON,
         str(HERE / "atspi_player.py"), language, sys.executable, str(report_path)],
        env=env, capture_output=True, text=True, timeout=600)
    assert report_path.exists(), "the AT-SPI player wrote no report: " + _errors(run.stderr)
    report = json.loads(report_path.read_text(encoding="utf-8"))
    failures = report["failures"]
    assert failures == [], f"{failures[0]} ({len(failures)} in all)\n" + "\n".join(failures)
    assert run.returncode == 0, "the AT-SPI player failed: " + _errors(run.stderr)

    for screen in ("menu", "settings", "new game", "table", "colour picker", "end of hand"):
        assert report["screens"][screen], screen
    assert any("checked" in line.rsplit("[", 1)[1]
               for line in report["screens"]["new game"]), "no switch reads as checked"
    table = report["screens"]["table"]  # a control offered later reads as disabled now
    assert any(line.startswith("push button: ") and "sensitive" not in line.rsplit("[", 1)[1]
               for line in table), table
    actions = report["actions"]
    for done in ("draw", "play the drawn card", "colour yellow", "challenge", "call UNO"):
        assert done in actions, (done, actions)
    assert actions.index("call UNO") < len(actions) - 2  # called before the last card went
    assert report["pending"] == 4  # the Wild Draw Four's penalty, read before challenging
    assert report["winner"] == "" and report["result"] == WORDS[language]["won"]  # you won
    assert {"Ada", "Ben", "Cleo"} <= set(report["waited_for"])
    first = report["turns"][0]
    assert first["hand"] and first["top"] and first["colour"] and first["status"]
    heard = report["announcements"]
    assert WORDS[language]["turn"] in heard[0]
    assert any(re.search(WORDS[language]["bot"], line) for line in heard), heard


def test_a_failure_names_its_cause_first():
    """A player that died says why in the failure's summary line, not the D-Bus chatter
    around it (issue 41: "Failed to set fd limit" was all the summary showed)."""
    stderr = ("Failed to set fd limit\nTraceback (most recent call last):\n"
              '  File "atspi_player.py", line 9, in main\n'
              "gi.repository.GLib.GError: g-dbus-error-quark: Did not receive a reply (24)\n"
              "dbus-daemon[12]: Activating service\n")
    summary = _errors(stderr).splitlines()[0]
    assert summary.startswith("gi.repository.GLib.GError: ") and "Did not receive" in summary
