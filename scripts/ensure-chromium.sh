#!/usr/bin/env bash
# Browser tests drive the system Chromium (nothing downloads a browser of its own), and read the
# invoices it prints to PDF back as images with poppler's pdftoppm. Installs Debian's packages
# when they are missing and we may (root); otherwise says what to do.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Missing: ${missing[*]}: installing Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
else
  echo "Missing: ${missing[*]}: install with 'sudo apt-get install -y ${missing[*]}'" >&2
  exit 1
fi
