#!/usr/bin/env bash
# Runs the whole test suite: lint, format check, types, then pytest (browser tests included).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-build
.venv/bin/ruff check generator tests bench
.venv/bin/ruff format --check generator tests bench
.venv/bin/mypy
# One test worker per core: most of the run waits on Chromium and WeasyPrint, and the
# workers share the one site build (tests/sitebuild.py).
.venv/bin/pytest -n auto --dist worksteal "$@"
