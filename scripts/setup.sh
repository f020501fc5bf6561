#!/usr/bin/env bash
# Sets up a fresh Debian machine: Debian's Chromium (Playwright cannot download browsers here)
# and the locked npm dependencies. Safe to run again: it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${BENCH_CHROMIUM_PATH:-}" ]; then
  echo "setup: using BENCH_CHROMIUM_PATH=$BENCH_CHROMIUM_PATH"
elif command -v chromium >/dev/null 2>&1; then
  echo "setup: chromium found at $(command -v chromium)"
elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "setup: no Chromium found. Install Debian's package (as root: apt-get install -y chromium) or set BENCH_CHROMIUM_PATH." >&2
  exit 1
fi

if [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  echo "setup: node_modules is up to date"
else
  npm ci --no-audit --no-fund
fi
