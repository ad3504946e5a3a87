#!/usr/bin/env bash
# The key the action caches .build under: the Swift toolchain and the hash of everything
# the build reads (Package.swift, Sources/, the Makefile). Written to $GITHUB_OUTPUT as
# 'key=…' and 'path=…' (the .build folder to cache).
#   MATCHCUT_HOME  the Matchcut checkout; default: this script's repository
set -euo pipefail
home="${MATCHCUT_HOME:-$(cd "$(dirname "$0")/../.." && pwd)}"
toolchain=$(swift --version 2>/dev/null | head -1 | tr -c 'A-Za-z0-9.\n' '-' || echo no-swift)
sources=$(cd "$home" && find Package.swift Makefile Sources -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
{
    echo "key=matchcut-build-${toolchain}-${sources}"
    echo "path=$home/.build"
} >> "${GITHUB_OUTPUT:-/dev/stdout}"
