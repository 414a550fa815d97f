#!/usr/bin/env bash
# Browser tests drive the system Chromium (nothing downloads a browser of its own).
# Installs Debian's package when it is missing and we may (root); otherwise says what to do.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
else
  echo "Chromium is missing at /usr/bin/chromium: install it with 'sudo apt-get install -y chromium'" >&2
  exit 1
fi
