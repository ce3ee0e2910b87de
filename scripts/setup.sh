#!/usr/bin/env bash
# Sets up everything Sortie needs on a Debian machine (run as root, or with sudo on PATH)
# and then runs the main job: check the content, validate the example decks, build site/.
#   bash scripts/setup.sh            set up, then build
#   bash scripts/setup.sh --no-build set up only (the test script uses this)
set -euo pipefail
cd "$(dirname "$0")/.."

# System packages: Pango/HarfBuzz for WeasyPrint, DejaVu fonts for the cards (the design uses
# DejaVu Sans and its Condensed faces, which are in fonts-dejavu-extra), poppler for
# looking at PDFs, qpdf for checking their structure, Debian's Chromium for the browser tests.
packages=(chromium fonts-dejavu-core fonts-dejavu-extra libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 poppler-utils qpdf)
python3 -c "import venv, ensurepip" 2>/dev/null || packages+=(python3-venv)
# Node.js runs the browser's deck check in the conformance and differential tests.
command -v node >/dev/null 2>&1 || packages+=(nodejs)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  # Wait for another apt run (an unattended upgrade, a second setup) instead of failing.
  wait_lock=(-o DPkg::Lock::Timeout=600)
  $sudo apt-get "${wait_lock[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get "${wait_lock[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The Python environment: re-installed only when pyproject.toml changed since last time.
stamp=.venv/.sortie-installed
wanted=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e '.[dev]'
  echo "$wanted" > "$stamp"
fi

# Compile the package's modules once, as pip does for an installed wheel: where
# PYTHONDONTWRITEBYTECODE is set (CI images often set it), Python would otherwise compile
# every module again in each `sortie` run, about 0.15 s of CPU. Only changed files are redone.
.venv/bin/python -m compileall -q generator >/dev/null

[ "${1:-}" = "--no-build" ] && exit 0

.venv/bin/sortie check
.venv/bin/sortie validate examples/*.yaml
if .venv/bin/sortie build --help >/dev/null 2>&1; then
  .venv/bin/sortie build
fi
