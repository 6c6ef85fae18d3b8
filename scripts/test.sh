#!/usr/bin/env bash
# Install the game with its test tools, lint, and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install -q -e '.[test]'
python3 -m ruff check .
QT_QPA_PLATFORM=offscreen python3 -m pytest
