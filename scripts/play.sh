#!/usr/bin/env bash
# Start the game, installing first only what is missing: on Debian/Ubuntu the system
# libraries Qt needs and the C compiler that builds the compiled rules core
# (system-deps.sh --game), then the game itself (pip install .) where this Python does not
# have this checkout's game installed whole (packaging/installed.py). Where everything is
# there already, it is just the game: no root, no network, no package step. pip shows its
# progress; the last line before the game says which rules core runs (compiled, or plain
# Python where no compiler was there: the same game, slower).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh --game
if ! why=$(python3 -P packaging/installed.py); then
  echo "play.sh: ${why#installed.py: }; installing it (pip install .)"
  python3 -m pip install .
fi
uno-desktop --version | tail -n 1
exec uno-desktop "$@"
