#!/usr/bin/env bash
# The type check, as pyproject.toml configures it: mypy with the [tool.mypy] table's
# `files` and strictness. Nothing to check while pyproject.toml has no [tool.mypy].
# Run by scripts/test.sh (both lanes) and by the pre-commit hook.
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -q '^\[tool\.mypy\]' pyproject.toml; then
  python3 -m mypy
else
  echo "type check: no [tool.mypy] in pyproject.toml, nothing to check"
fi
