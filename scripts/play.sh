#!/usr/bin/env bash
# Install the game (and, on Debian/Ubuntu, the system libraries Qt needs), then start it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh
python3 -m pip install -q .
exec uno-desktop "$@"
