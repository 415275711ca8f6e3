#!/usr/bin/env bash
# The shared-cache tests (make test-edge) put Debian's Varnish in front of the app (never a downloaded build).
# Only the binaries are used: the test script starts its own varnishd on a free port with deploy/varnish/default.vcl.
set -euo pipefail
if [ -x /usr/sbin/varnishd ]; then exit 0; fi
echo "Installing Debian's varnish for the shared-cache tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
# No service is started: policy-rc.d and the lack of systemd leave varnishd to our script.
$SUDO apt-get install -y --no-install-recommends varnish >/dev/null 2>&1 || {
  $SUDO apt-get update >/dev/null
  $SUDO apt-get install -y --no-install-recommends varnish
}
[ -x /usr/sbin/varnishd ] || { echo "varnish could not be installed" >&2; exit 1; }
