#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never a downloaded browser).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get install -y --no-install-recommends chromium >/dev/null 2>&1 || {
  $SUDO apt-get update >/dev/null
  $SUDO apt-get install -y --no-install-recommends chromium
}
[ -x /usr/bin/chromium ] || { echo "chromium could not be installed" >&2; exit 1; }
