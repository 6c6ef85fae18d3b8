#!/usr/bin/env bash
# The README's test command: install the game with its test tools, lint, type-check, test.
#
#   bash scripts/test.sh           the whole suite, as CI runs it; lists the slowest tests
#   bash scripts/test.sh --fast    lint, type check and every test not marked slow; lists
#                                  those that took over 1 s (UNO_LANE_BUDGET=seconds: a
#                                  test over it in CPU time is marked slow or made faster)
#                                  and the lane's time against its two minutes: a report,
#                                  the exit code is the checks' and the tests' alone
#   bash scripts/test.sh --fast tests/rules -x    arguments after the lane go to pytest
#
# Installing: where nothing is installed, or this checkout is (editable), the whole suite
# installs it with its test tools (pip install -e '.[test]'); the fast lane installs only
# when the test tools are missing, so it stays fast. Where the game is installed as a player
# installs it (pip install . or scripts/play.sh: a wheel, its rules core compiled), that
# install is kept as it is and only the test tools are installed beside it. The tests run
# this checkout's source either way; pytest's header says which rules core they ran. Qt
# tests run offscreen.
set -euo pipefail
cd "$(dirname "$0")/.."

fast=0
if [ "${1:-}" = "--fast" ]; then
  fast=1
  shift
fi

# How the game is installed in this Python: "none", "editable" (this checkout's source) or
# "installed compiled|plain" (a wheel, and its rules core).
install_kind() {
  python3 -P - <<'PY' 2>/dev/null || echo none  # -P: not the checkout's egg-info
import importlib.metadata as m, json
found = m.distribution("uno-desktop")
direct = json.loads(found.read_text("direct_url.json") or "{}")
if direct.get("dir_info", {}).get("editable"):
    print("editable")
else:
    from rules.records import compiled  # the installed core: -P keeps the checkout off
    print("installed", "compiled" if compiled() else "plain")
PY
}

# Whether the test tools and every dependency pyproject.toml names now are installed (a
# dependency added since the last install counts as missing).
tools_there() {
  python3 -P - <<'PY' 2>/dev/null
import importlib.metadata as m, importlib.util as u, re, tomllib
tools = ("pytest", "pytestqt", "xdist", "hypothesis", "ruff", "mypy", "yaml", "check_jsonschema")
with open("pyproject.toml", "rb") as file:
    needed = tomllib.load(file)["project"]["dependencies"]
for requirement in needed:
    m.distribution(re.split(r"[\s<>=!~;\[(]", requirement, maxsplit=1)[0])
raise SystemExit(0 if all(u.find_spec(name) for name in tools) else 1)
PY
}

# The test extra's requirements with its uno-desktop[...] extras spelled out: what goes
# beside an installed game without installing the game again.
test_requirements() {
  python3 - <<'PY'
import re, tomllib
with open("pyproject.toml", "rb") as file:
    extras = tomllib.load(file)["project"]["optional-dependencies"]
def spelled(name):
    for requirement in extras[name]:
        inner = re.fullmatch(r"uno-desktop\[(\w+)\]", requirement.replace(" ", ""))
        yield from spelled(inner.group(1)) if inner else [requirement]
print("\n".join(dict.fromkeys(spelled("test"))))
PY
}

pip_install() {
  if ! python3 -m pip --version >/dev/null 2>&1; then
    echo "test.sh: $(command -v python3) has no pip. Make a virtual environment first:" >&2
    echo "  python3 -m venv .venv && . .venv/bin/activate" >&2
    exit 1
  fi
  if ! python3 -m pip install -q "$@"; then
    echo "test.sh: installing the test tools failed (see above). If pip refused an" >&2
    echo "'externally managed' system Python, use a virtual environment:" >&2
    echo "  python3 -m venv .venv && . .venv/bin/activate && bash scripts/test.sh" >&2
    exit 1
  fi
}

read -r kind core <<<"$(install_kind)"
if [ "$kind" = installed ]; then
  if [ "$fast" = 0 ] || ! tools_there; then
    mapfile -t requirements < <(test_requirements)
    pip_install "${requirements[@]}"
  fi
  echo "test.sh: the game installed here (rules core: ${core}) is kept as it is; the tests" \
       "run this checkout's source"
elif [ "$fast" = 0 ] || [ "$kind" = none ] || ! tools_there; then
  pip_install -e '.[test]'
fi

lane_start=$(date +%s)
load_start=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")
python3 -m ruff check .
bash scripts/typecheck.sh

export QT_QPA_PLATFORM=offscreen
if [ "$fast" = 1 ]; then
  # The whole lane on four processes (pytest-xdist) on the two cores it is promised to fit:
  # a third of its wall time is waiting (Qt's timers, screens, subprocesses, sockets), which
  # two more workers fill (160 s -> 118 s on a quiet two-core machine, 2,854 tests); a
  # selection (tests/rules -x, one file) in this one, where starting workers costs more.
  workers=()
  if [ "$#" = 0 ]; then
    workers=(-n "${UNO_LANE_WORKERS:-4}")
  fi
  status=0
  python3 -m pytest -m "not slow" "${workers[@]}" --durations=10 \
    --lane-budget="${UNO_LANE_BUDGET:-1}" "$@" || status=$?
  # The lane's own budget, printed and never failing (issue 41): the time is the machine's
  # as much as the code's, so the load stands beside it.
  took=$(( $(date +%s) - lane_start ))
  load_end=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")
  echo "fast lane: ${took} s with lint and type check (budget: under 120 s on a quiet" \
       "two-core machine); load average ${load_start} at the start, ${load_end} at the end"
  exit "$status"
else
  # The whole suite on two processes (pytest-xdist), each test file whole on one of them
  # (its module fixtures, a bundle or a wheel build, made once): much of it waits on
  # screens, readers, sockets and the NAT lab's clocks, which the other worker fills.
  # UNO_SUITE_WORKERS=0 runs it in this one; a selection runs in this one too.
  workers=()
  if [ "$#" = 0 ] && [ "${UNO_SUITE_WORKERS:-2}" != 0 ]; then
    workers=(-n "${UNO_SUITE_WORKERS:-2}" --dist loadfile)
  fi
  python3 -m pytest "${workers[@]}" --durations=25 "$@"
fi
