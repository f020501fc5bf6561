#!/usr/bin/env bash
# Sets up a machine for the benchmark: the locked npm dependencies, a browser, and OpenChrome when
# its source is at hand. Safe to run again: it skips what is already there. The browser, in order:
#   1. BENCH_CHROMIUM_PATH when set (a wrong path fails here; nothing is installed instead);
#   2. any browser the harness already finds (benchmarks/browser/chromium.ts): Playwright's own
#      Chromium, else a system one, so a machine that has one never waits for a download;
#   3. Playwright's Chromium, downloaded (GitHub runners, macOS, Linux with the internet), with its
#      system libraries when that needs no password (root, or passwordless sudo as on runners);
#   4. where nothing can be downloaded (Debian offline, as root): Debian's chromium package.
set -euo pipefail
cd "$(dirname "$0")/.."

# First: the browser steps run the locked Playwright, which decides which Chromium build fits.
if [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  echo "setup: node_modules is up to date"
else
  npm ci --no-audit --no-fund
fi

# The browser the harness would launch; on failure its one-line reason on stderr.
harness_browser() {
  node_modules/.bin/tsx --eval 'import { resolveChromium } from "./benchmarks/browser/chromium.ts";
    try { console.log(resolveChromium()); } catch (error) { console.error(`setup: ${error.message}`); process.exit(1); }'
}

download_playwright_chromium() {
  echo "setup: downloading Playwright's Chromium (npx playwright install chromium)"
  local out
  if ! out="$(npx playwright install chromium 2>&1)"; then
    # Offline it prints a stack per retry (after about 15 s here): its first error says enough.
    echo "setup: Playwright's Chromium could not be downloaded ($(grep -m 1 '^Error' <<<"$out" || tail -n 1 <<<"$out"))"
    return 1
  fi
}

# Its system libraries (apt-based Linux), where that asks no password: as root, or with passwordless sudo (runners).
playwright_chromium_libraries() {
  command -v apt-get >/dev/null 2>&1 || return 0
  if [ "$(id -u)" = "0" ] || sudo -n true 2>/dev/null; then
    npx playwright install-deps chromium
  else
    echo "setup: if Chromium does not start, install its system libraries: sudo npx playwright install-deps chromium"
  fi
}

debian_chromium() {
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: no apt-get here, so no system package either: install Chromium or Chrome with this system's package manager and set BENCH_CHROMIUM_PATH to it"
  elif [ "$(id -u)" != "0" ]; then
    echo "setup: not root, so Debian's chromium package is not installed: run 'sudo apt-get install chromium' (or set BENCH_CHROMIUM_PATH), then npm run setup again"
  else
    echo "setup: installing Debian's chromium package"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
}

if [ -n "${BENCH_CHROMIUM_PATH:-}" ]; then
  browser="$(harness_browser)" # a wrong path fails here, with the reason
elif ! browser="$(harness_browser 2>/dev/null)"; then
  if download_playwright_chromium; then
    playwright_chromium_libraries
  else
    debian_chromium
  fi
  browser="$(harness_browser)" # still none: fails with one line naming every way to get one
fi
echo "setup: browser $browser"

# Builds OpenChrome from BENCH_OPENCHROME_SOURCE or ../shared/vendor/; without either it says so and skips.
npm run --silent setup:openchrome
