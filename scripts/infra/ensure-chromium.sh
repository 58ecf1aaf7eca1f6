#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (playwright-core never downloads a browser here).
# Installs the package once if it is missing; prints the executable's path.
set -euo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [[ -x $CHROMIUM ]]; then
  echo "$CHROMIUM"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1 || [[ $(id -u) -ne 0 ]]; then
  echo "chromium: $CHROMIUM not found — install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH" >&2
  exit 1
fi
echo "chromium: installing Debian's package chromium (apt-get, once)" >&2
log=$(mktemp)
if ! { DEBIAN_FRONTEND=noninteractive apt-get update &&
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation; } >"$log" 2>&1; then
  tail -20 "$log" >&2
  echo "chromium: apt-get install chromium failed (log above) — check apt sources, or set CHROMIUM_PATH" >&2
  exit 1
fi
rm -f "$log"
echo "$CHROMIUM"
