#!/usr/bin/env bash
# The action's build step: the static release binary ('make build'), or, when an earlier
# job built one, that binary (MATCHCUT_BINARY, e.g. from a downloaded artifact), so shard
# jobs do not build at all. Writes 'binary=<absolute path>' to $GITHUB_OUTPUT.
#   MATCHCUT_HOME    the Matchcut checkout; default: this script's repository
#   MATCHCUT_BINARY  an existing matchcut binary to use instead of building
set -euo pipefail
home="${MATCHCUT_HOME:-$(cd "$(dirname "$0")/../.." && pwd)}"
binary="${MATCHCUT_BINARY:-}"
if [ -n "$binary" ]; then
    if [ ! -f "$binary" ]; then
        echo "::error::no matchcut binary at '$binary' (download the build job's artifact first)" >&2
        exit 2
    fi
    chmod +x "$binary"   # artifacts lose the executable bit
    binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
else
    make --no-print-directory -C "$home" build
    binary="$home/.build/release/matchcut"
fi
version=$("$binary" --version)
echo "${version%%$'\n'*}"
echo "binary=$binary" >> "${GITHUB_OUTPUT:-/dev/stdout}"
