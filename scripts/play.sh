#!/usr/bin/env bash
# Install the game (and, on Debian/Ubuntu, the system libraries Qt needs and the C compiler
# that builds the compiled rules core), then start it. pip shows its progress; the last
# line before the game says which rules core was installed (compiled, or plain Python
# where no compiler was there: the same game, slower).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh
python3 -m pip install .
uno-desktop --version | tail -n 1
exec uno-desktop "$@"
