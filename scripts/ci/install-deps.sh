#!/usr/bin/env bash
# The action's first step: the Debian packages Matchcut draws with (cairo, pango, libpng,
# ISA-L, zlib, OpenSSL, ffmpeg, the pinned fonts), through the Makefile's own list, so a
# CI job has exactly what 'make demo' installs. Installs only what is missing.
#   MATCHCUT_HOME  the Matchcut checkout (the action's folder); default: this script's repository
set -euo pipefail
home="${MATCHCUT_HOME:-$(cd "$(dirname "$0")/../.." && pwd)}"
if ! command -v make >/dev/null; then
    sudo=$([ "$(id -u)" -eq 0 ] || echo sudo)
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends make
fi
make --no-print-directory -C "$home" render-deps
